/* next_exec.c — exec, sessions and spawn on the next generation.
 *
 * What keeps libsbx's callers unaware of generations: on a next-only
 * server (no /exec, no sessions) exec.c and api.c hand over to here.
 *
 * exec on next. POST .../processes starts ["bash","-c",WRAP,...] where WRAP
 * runs the bridge-quoted command line with `bash -c` (what v1 exec does),
 * then writes an end marker with a random nonce and the exit status to
 * stdout and to stderr; the client follows the process's log (an SSE
 * stream, sbx_process_logs, here too) and strips the markers. The exec ends
 * when both markers arrived: each stream holds everything the command wrote
 * before it exited, in order, and background jobs that keep the pipes open
 * do not hold the exec (the process resource itself lives on until its
 * process group is gone, as the bridge keeps it). Without markers (timeout,
 * kill, the sandbox stopped) the log's exit event decides: timeout is v1's
 * exit 124 with its stderr line.
 *
 * Sessions do not exist there: the client keeps what a v1 bridge keeps of
 * one (the cwd and env it was created with, under c->sess_lock, which is
 * never held across a request) and applies it.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "b64.h"
#include "http.h"
#include "next_exec.h"
#include "sbx_errno.h"
#include "sse.h"
#include "url.h"

#define LOG_RESUMES 3 /* reconnects of one followed log */

/* ---- process logs ----------------------------------------------------------------------- */

struct logs_ctx {
	struct sbx_sse sse;
	sbx_log_cb cb;
	void *arg;
	char cursor[256]; /* the last event's */
	bool ended;	  /* the exit event came */
	bool stopped;	  /* the callback asked to stop */
	int err;
	struct sbx_req *r; /* the request being read */
};

static int logs_event(void *arg, enum sbx_sse_kind kind, const void *data, size_t len)
{
	struct logs_ctx *x = arg;
	struct sbx_log_event ev = {0};
	cJSON *j = cJSON_ParseWithLength(data, len);
	cJSON *type = cJSON_GetObjectItemCaseSensitive(j, "type");
	cJSON *cur = cJSON_GetObjectItemCaseSensitive(j, "cursor");
	unsigned char *bytes = NULL;
	int rc = 0;

	if (kind != SBX_SSE_MESSAGE)
		goto out;
	if (!cJSON_IsString(type)) {
		rc = x->err = -EIO;
		goto out;
	}
	ev.cursor = cJSON_IsString(cur) ? cur->valuestring : "";
	if (!strcmp(type->valuestring, "stdout") || !strcmp(type->valuestring, "stderr")) {
		cJSON *d = cJSON_GetObjectItemCaseSensitive(j, "data");
		long n;

		if (!cJSON_IsString(d)) {
			rc = x->err = -EIO;
			goto out;
		}
		bytes = malloc(strlen(d->valuestring) / 4 * 3 + 3);
		n = bytes ? sbx_b64_decode(d->valuestring, strlen(d->valuestring), bytes) : -ENOMEM;
		if (n < 0) {
			rc = x->err = n == -ENOMEM ? -ENOMEM : -EIO;
			goto out;
		}
		ev.kind = type->valuestring[3] == 'o' ? SBX_LOG_STDOUT : SBX_LOG_STDERR;
		ev.data = bytes;
		ev.len = (size_t)n;
	} else if (!strcmp(type->valuestring, "terminal")) {
		cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "exit");
		cJSON *code = cJSON_GetObjectItemCaseSensitive(e, "code");
		cJSON *sig = cJSON_GetObjectItemCaseSensitive(e, "signal");

		ev.kind = SBX_LOG_EXIT;
		ev.failed = !cJSON_IsObject(e);
		ev.exit_code = cJSON_IsNumber(code) ? code->valueint : -1;
		ev.signal = cJSON_IsNumber(sig) ? sig->valueint : 0;
		ev.timed_out = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(e, "timedOut"));
		x->ended = true;
	} else if (!strcmp(type->valuestring, "truncated")) {
		ev.kind = SBX_LOG_TRUNCATED;
	} else {
		goto out; /* a newer server's event: skipped */
	}
	if (ev.cursor[0])
		snprintf(x->cursor, sizeof(x->cursor), "%s", ev.cursor);
	if (x->cb && x->cb(x->arg, &ev) != 0) {
		x->stopped = true;
		rc = -ECANCELED;
	}
out:
	free(bytes);
	cJSON_Delete(j);
	return rc;
}

static int logs_sink(void *arg, long status, const char *data, size_t len)
{
	struct logs_ctx *x = arg;
	unsigned long before = x->sse.payload;
	int rc = sbx_sse_feed(&x->sse, data, len);

	/* keepalive comments prove the server alive, not the command busy */
	if (x->sse.payload != before)
		x->r->payload = true;
	if (rc < 0)
		return rc;
	return x->ended ? 1 : 0; /* nothing may follow the exit event */
}

/* One GET of the log from x->cursor (or opts->since). */
static int logs_once(struct sbx_client *c, const char *id, const char *pid,
		     const struct sbx_log_opts *o, struct logs_ctx *x, long stall_ms)
{
	struct sbx_req r;
	char *base = sbx_res_path(id, "processes", pid, "logs"), *path = NULL, *since = NULL;
	const char *cur = x->cursor[0] ? x->cursor : o ? o->since : NULL;
	int rc;

	if (!base)
		return -ENOMEM;
	if (cur && !(since = sbx_url_encode_segment(cur))) {
		free(base);
		return -ENOMEM;
	}
	if (asprintf(&path, "%s?%s%s%s%s", base, o && o->follow ? "follow=true&" : "",
		     /* resuming replays after the last event seen */
		     o && o->no_replay && !x->cursor[0] ? "replay=false&" : "",
		     since ? "since=" : "", since ? since : "") < 0) {
		path = NULL;
		rc = -ENOMEM;
		goto out;
	}
	sbx_sse_release(&x->sse);
	sbx_sse_init(&x->sse, logs_event, x);
	x->sse.raw = true;
	sbx_req_init(&r, "GET", path, "process_logs");
	r.streaming = true;
	r.marks_payload = true;
	r.stream_limit_ms = stall_ms;
	r.cancel = o ? o->cancel : NULL;
	r.sink = logs_sink;
	r.sink_arg = x;
	x->r = &r;
	rc = sbx_next_answered(c, &r, sbx_http_do(c, &r));
	x->r = NULL;
out:
	free(since);
	free(path);
	free(base);
	return rc;
}

static int follow_logs(struct sbx_client *c, const char *id, const char *pid,
		       const struct sbx_log_opts *o, struct logs_ctx *x, long stall_ms)
{
	int rc = 0;

	for (int attempt = 0; attempt <= LOG_RESUMES; attempt++) {
		rc = logs_once(c, id, pid, o, x, stall_ms);
		if (x->stopped)
			return -ECANCELED;
		if (x->err)
			return x->err;
		if (rc == 0 || x->ended)
			return 0;
		/* a connection lost under a follower: resume after its cursor */
		if (!(o && o->follow) || (rc != -ENOTCONN && rc != -EIO && rc != -ECONNRESET))
			return rc;
	}
	return rc;
}

int sbx_process_logs(struct sbx_client *c, const char *id, const char *pid,
		     const struct sbx_log_opts *opts, sbx_log_cb cb, void *arg)
{
	struct logs_ctx x;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!pid || !*pid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return sbx_next_absent(c);
	memset(&x, 0, sizeof(x));
	sbx_sse_init(&x.sse, logs_event, &x);
	x.cb = cb;
	x.arg = arg;
	rc = follow_logs(c, id, pid, opts, &x, 0);
	sbx_sse_release(&x.sse);
	return rc;
}

/* ---- sessions kept by the client ----------------------------------------------------- */

/* A next-only server has no sessions. What a v1 bridge keeps for one is
 * what it was created with (cwd, env): its execs run in subshells, so
 * nothing a command changes carries over. The client keeps exactly that
 * and applies it to the session's execs (the process's cwd and env). */
struct sbx_lsession {
	char *sid;
	char *id; /* the sandbox */
	char *cwd;
	char **env;
	struct sbx_lsession *next;
};

static void lsession_free(struct sbx_lsession *s)
{
	if (!s)
		return;
	free(s->sid);
	free(s->id);
	free(s->cwd);
	sbx_argv_free(s->env);
	free(s);
}

void sbx_lsessions_free(struct sbx_client *c)
{
	while (c->sessions) {
		struct sbx_lsession *n = c->sessions->next;

		lsession_free(c->sessions);
		c->sessions = n;
	}
}

static struct sbx_lsession **lsession_find(struct sbx_client *c, const char *id, const char *sid)
{
	struct sbx_lsession **pp;

	for (pp = &c->sessions; *pp; pp = &(*pp)->next)
		if (!strcmp((*pp)->sid, sid) && !strcmp((*pp)->id, id))
			return pp;
	return NULL;
}

int sbx_next_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
			    const char *const *env, char **sid_out)
{
	struct sbx_lsession *s = calloc(1, sizeof(*s));
	size_t n = 0;
	int rc = -ENOMEM;

	if (!s)
		return rc;
	while (env && env[n])
		n++;
	if (sid)
		s->sid = strdup(sid);
	else if (asprintf(&s->sid, "session-%lld", (long long)time(NULL) * 1000) < 0)
		s->sid = NULL;
	s->id = strdup(id);
	s->cwd = cwd ? strdup(cwd) : NULL;
	s->env = calloc(n + 1, sizeof(char *));
	if (!s->sid || !s->id || (cwd && !s->cwd) || !s->env)
		goto fail;
	for (size_t i = 0; i < n; i++)
		if (!(s->env[i] = strdup(env[i])))
			goto fail;
	if (sid_out && !(*sid_out = strdup(s->sid)))
		goto fail;
	pthread_mutex_lock(&c->sess_lock);
	if (lsession_find(c, id, s->sid)) {
		pthread_mutex_unlock(&c->sess_lock);
		if (sid_out) {
			free(*sid_out);
			*sid_out = NULL;
		}
		/* the bridge's words for it, and errno.c's errno for them */
		sbx_set_error("session create failed: Session '%s' already exists", s->sid);
		rc = -EEXIST;
		goto fail;
	}
	s->next = c->sessions;
	c->sessions = s;
	pthread_mutex_unlock(&c->sess_lock);
	return 0;
fail:
	lsession_free(s);
	return rc;
}

int sbx_next_session_delete(struct sbx_client *c, const char *id, const char *sid)
{
	struct sbx_lsession **pp, *s = NULL;

	pthread_mutex_lock(&c->sess_lock);
	pp = lsession_find(c, id, sid);
	if (pp) {
		s = *pp;
		*pp = s->next;
	}
	pthread_mutex_unlock(&c->sess_lock);
	if (!s) {
		sbx_set_error("session delete failed: Session '%s' not found", sid);
		return -ENOENT;
	}
	lsession_free(s);
	return 0;
}

/* Copies of a session's cwd and env (both may stay NULL: unknown sessions
 * are sessionless, as the bridge creates them implicitly). */
static int lsession_state(struct sbx_client *c, const char *id, const char *sid, char **cwd,
			  char ***env)
{
	struct sbx_lsession **pp;
	int rc = 0;

	*cwd = NULL;
	*env = NULL;
	pthread_mutex_lock(&c->sess_lock);
	pp = lsession_find(c, id, sid);
	if (pp) {
		size_t n = 0;

		while ((*pp)->env[n])
			n++;
		*env = calloc(n + 1, sizeof(char *));
		*cwd = (*pp)->cwd ? strdup((*pp)->cwd) : NULL;
		if (!*env || ((*pp)->cwd && !*cwd))
			rc = -ENOMEM;
		for (size_t i = 0; rc == 0 && i < n; i++)
			if (!((*env)[i] = strdup((*pp)->env[i])))
				rc = -ENOMEM;
	}
	pthread_mutex_unlock(&c->sess_lock);
	if (rc < 0) {
		free(*cwd);
		sbx_argv_free(*env);
		*cwd = NULL;
		*env = NULL;
	}
	return rc;
}

/* ---- exec on the next generation ------------------------------------------------------- */

/* The bridge's shellQuote: safe tokens as they are, others as $'...'. */
char *sbx_quote_argv(const char *const argv[])
{
	size_t cap = 1, o = 0;
	char *out;

	for (size_t i = 0; argv[i]; i++)
		cap += strlen(argv[i]) * 2 + 4;
	out = malloc(cap);
	if (!out)
		return NULL;
	for (size_t i = 0; argv[i]; i++) {
		const char *a = argv[i];
		bool safe = *a != '\0';

		for (const char *p = a; *p && safe; p++)
			safe = (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
			       (*p >= '0' && *p <= '9') || strchr("@%+=:,./-", *p);
		if (i)
			out[o++] = ' ';
		if (safe) {
			memcpy(out + o, a, strlen(a));
			o += strlen(a);
			continue;
		}
		out[o++] = '$';
		out[o++] = '\'';
		for (; *a; a++) {
			const char *esc = *a == '\\'   ? "\\\\"
					  : *a == '\'' ? "\\'"
					  : *a == '\n' ? "\\n"
					  : *a == '\r' ? "\\r"
					  : *a == '\t' ? "\\t"
						       : NULL;

			if (esc) {
				out[o++] = esc[0];
				out[o++] = esc[1];
			} else {
				out[o++] = *a;
			}
		}
		out[o++] = '\'';
	}
	out[o] = '\0';
	return out;
}

/* $1 = nonce, $2 = the command line. The marker goes to both streams. The
 * wrapper's own stderr goes nowhere (the command gets the real one as fd
 * 3): bash reports a child killed by a signal ("line 1: N Killed  bash -c
 * ...") there, a line the command never wrote. */
static const char EXEC_WRAP[] = "exec 3>&2 2>/dev/null\n"
				"bash -c \"$2\" 2>&3 3>&-; r=$?\n"
				"printf '\\036sbx:%s:%d\\036' \"$1\" \"$r\"\n"
				"printf '\\036sbx:%s:%d\\036' \"$1\" \"$r\" >&3\n"
				"exit \"$r\"\n";

void sbx_nexec_init(struct sbx_nexec *x, const char *nonce, sbx_output_cb cb, void *arg)
{
	memset(x, 0, sizeof(*x));
	x->mlen = (size_t)snprintf(x->marker, sizeof(x->marker), "\036sbx:%.32s:", nonce);
	x->cb = cb;
	x->arg = arg;
}

/* Whether b[0..n) could be the start of a marker (the marker itself, then
 * digits). */
static bool marker_prefix(const struct sbx_nexec *x, const unsigned char *b, size_t n)
{
	size_t k = n < x->mlen ? n : x->mlen;

	if (memcmp(b, x->marker, k) != 0)
		return false;
	if (n > x->mlen + SBX_MARK_DIGITS)
		return false;
	for (size_t i = x->mlen; i < n; i++)
		if (!(b[i] >= '0' && b[i] <= '9') && !(b[i] == '-' && i == x->mlen))
			return false;
	return true;
}

static int deliver(struct sbx_nexec *x, int stream, const void *d, size_t n)
{
	if (!n || !x->cb)
		return 0;
	if (x->cb(x->arg, stream, d, n) != 0) {
		x->cancelled = true;
		return -ECANCELED;
	}
	return 0;
}

/* Output of stream (1 or 2): delivered, less the marker, which ends it. */
int sbx_nexec_output(struct sbx_nexec *x, int stream, const unsigned char *d, size_t n)
{
	typeof(x->s[0]) *st = &x->s[stream - 1];
	unsigned char *buf;
	size_t total, j;
	int rc;

	if (st->seen)
		return 0; /* after the marker: a background job's, not the command's */
	total = st->n + n;
	buf = malloc(total ? total : 1);
	if (!buf)
		return -ENOMEM;
	memcpy(buf, st->hold, st->n);
	memcpy(buf + st->n, d, n);
	for (size_t i = 0; i + x->mlen <= total; i++) {
		const unsigned char *m = memchr(buf + i, '\036', total - i);
		size_t k;

		if (!m)
			break;
		i = (size_t)(m - buf);
		if (i + x->mlen > total || memcmp(m, x->marker, x->mlen) != 0)
			continue;
		for (k = i + x->mlen; k < total && k - i - x->mlen <= SBX_MARK_DIGITS &&
				      ((buf[k] >= '0' && buf[k] <= '9') || buf[k] == '-');
		     k++)
			;
		if (k < total && buf[k] == '\036') {
			rc = deliver(x, stream, buf, i);
			st->seen = true;
			st->rc = (int)strtol((const char *)buf + i + x->mlen, NULL, 10);
			st->n = 0;
			free(buf);
			return rc;
		}
	}
	/* hold back a tail that may be the start of a marker */
	j = total;
	for (size_t i = total > x->mlen + SBX_MARK_DIGITS ? total - x->mlen - SBX_MARK_DIGITS : 0;
	     i < total; i++)
		if (buf[i] == '\036' && marker_prefix(x, buf + i, total - i)) {
			j = i;
			break;
		}
	rc = deliver(x, stream, buf, j);
	st->n = total - j;
	memcpy(st->hold, buf + j, st->n);
	free(buf);
	return rc;
}

static int nexec_log(void *arg, const struct sbx_log_event *ev)
{
	struct sbx_nexec *x = arg;

	switch (ev->kind) {
	case SBX_LOG_STDOUT:
	case SBX_LOG_STDERR:
		if (sbx_nexec_output(x, (int)ev->kind, ev->data, ev->len) < 0)
			return 1;
		/* both markers: the command is over, whatever else runs on */
		return x->s[0].seen && x->s[1].seen;
	case SBX_LOG_EXIT:
		x->exit_seen = true;
		x->exit_code = ev->exit_code;
		x->timed_out = ev->timed_out;
		return 0;
	case SBX_LOG_TRUNCATED:
		x->truncated = true;
		return 1;
	}
	return 0;
}

int sbx_next_exec(struct sbx_client *c, const char *id, const char *const argv[],
		  const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		  long stall_ms)
{
	unsigned char raw[8];
	char nonce[17], *cmd = NULL, *scwd = NULL, **senv = NULL;
	const char *wargv[7];
	struct sbx_process_opts po = {0};
	struct sbx_process p = {0};
	struct sbx_log_opts lo = {.follow = true};
	struct logs_ctx lx;
	struct sbx_nexec x;
	int rc;

	memset(&x, 0, sizeof(x));
	memset(&lx, 0, sizeof(lx));
	if (getrandom(raw, sizeof(raw), 0) != sizeof(raw))
		return -EIO;
	for (size_t i = 0; i < sizeof(raw); i++)
		snprintf(nonce + 2 * i, 3, "%02x", raw[i]);
	sbx_nexec_init(&x, nonce, cb, arg);
	cmd = sbx_quote_argv(argv);
	if (!cmd)
		return -ENOMEM;
	wargv[0] = "bash";
	wargv[1] = "-c";
	wargv[2] = EXEC_WRAP;
	wargv[3] = "sbx-exec";
	wargv[4] = nonce;
	wargv[5] = cmd;
	wargv[6] = NULL;
	if (opts && opts->session) {
		rc = lsession_state(c, id, opts->session, &scwd, &senv);
		if (rc < 0)
			goto out;
	}
	po.cwd = opts && opts->cwd ? opts->cwd : scwd;
	po.env = (const char *const *)senv;
	po.timeout_ms = opts && opts->timeout_ms > 0 ? (double)opts->timeout_ms : 0;
	rc = sbx_process_start(c, id, wargv, &po, &p);
	if (rc < 0) {
		if (rc != -ENOSYS)
			sbx_set_error("exec: %s", sbx_last_error());
		goto out;
	}
	if (opts && opts->started)
		opts->started(opts->started_arg);
	lo.cancel = opts ? opts->cancel : NULL;
	sbx_sse_init(&lx.sse, logs_event, &lx);
	lx.cb = nexec_log;
	lx.arg = &x;
	/* a command with a timeout must end by then (SIGKILL a second later) */
	if (stall_ms < 0)
		stall_ms =
		    opts && opts->timeout_ms > 0 ? opts->timeout_ms + 1000 + c->io_timeout_ms : 0;
	rc = follow_logs(c, id, p.id, &lo, &lx, stall_ms);
	sbx_sse_release(&lx.sse);
	if (x.cancelled) {
		rc = -ECANCELED;
		goto out;
	}
	if (x.truncated) {
		sbx_set_error("exec: output lost (the server's log of the process overflowed)");
		rc = -EIO;
		goto out;
	}
	if (rc == -ECANCELED && !(x.s[0].seen && x.s[1].seen))
		goto out; /* the caller's cancel flag */
	if (x.s[0].seen || x.s[1].seen) {
		/* the command's status; a stream whose marker is missing lost
		 * nothing of the command's own output but what it still holds */
		for (int s = 0; s < 2; s++)
			if (!x.s[s].seen && deliver(&x, s + 1, x.s[s].hold, x.s[s].n) < 0) {
				rc = -ECANCELED;
				goto out;
			}
		if (exit_code)
			*exit_code = x.s[0].seen ? x.s[0].rc : x.s[1].rc;
		rc = 0;
		goto out;
	}
	if (rc < 0)
		goto out;
	if (!x.exit_seen) {
		sbx_set_error("exec: the process log ended without its exit");
		rc = -EIO;
		goto out;
	}
	for (int s = 0; s < 2; s++)
		if (deliver(&x, s + 1, x.s[s].hold, x.s[s].n) < 0) {
			rc = -ECANCELED;
			goto out;
		}
	if (x.timed_out) { /* as v1 exec reports a timeout */
		char note[64];
		int n = snprintf(note, sizeof(note), "Command timed out after %ldms\n",
				 opts ? opts->timeout_ms : 0L);

		if (deliver(&x, 2, note, (size_t)n) < 0) {
			rc = -ECANCELED;
			goto out;
		}
		x.exit_code = 124;
	}
	if (exit_code)
		*exit_code = x.exit_code;
	rc = 0;
out:
	sbx_process_release(&p);
	free(cmd);
	free(scwd);
	sbx_argv_free(senv);
	return rc;
}

/* ---- spawn on the next generation ----------------------------------------------------- */

/* $0 = the command line, $1 = the log: appended to, stdin closed */
static const char SPAWN_WRAP[] = ": >>\"$1\" || exit 1\n"
				 "exec >>\"$1\" 2>&1 </dev/null\n"
				 "exec bash -c \"$0\"\n";

int sbx_next_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
		   int *pid)
{
	const char *argv[] = {"bash", "-c", SPAWN_WRAP, cmdline, logpath, NULL};
	struct sbx_process p;
	int rc = sbx_process_start(c, id, argv, NULL, &p);

	if (rc < 0)
		return rc;
	*pid = p.pid;
	sbx_process_release(&p);
	return 0;
}
