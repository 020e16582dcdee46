/* api_next.c — the next bridge generation (processes, process logs,
 * terminals), and what keeps libsbx's callers unaware of generations:
 * exec, sessions and background spawns work the same on a v1-only, a
 * next-only and a two-generation server.
 *
 * Detection. A route a server lacks answers 404 with the router's plain
 * text body ("404 Not Found"): no JSON error, so no bridge code. That is
 * how libsbx learns, from requests it makes anyway, that a generation is
 * absent; the answer is remembered in the client (gen_v1, gen_next).
 *
 * exec on next. POST .../processes starts ["bash","-c",WRAP,...] where WRAP
 * runs the bridge-quoted command line with `bash -c` (what v1 exec does),
 * then writes an end marker with a random nonce and the exit status to
 * stdout and to stderr; the client follows the process's log (SSE) and
 * strips the markers. The exec ends when both markers arrived: each stream
 * holds everything the command wrote before it exited, in order, and
 * background jobs that keep the pipes open do not hold the exec (the
 * process resource itself lives on until its process group is gone, as the
 * bridge keeps it). Without markers (timeout, kill, the sandbox stopped)
 * the log's exit event decides: timeout is v1's exit 124 with its stderr
 * line. Sessions do not exist there: the client keeps what a v1 bridge
 * keeps of one (the cwd and env it was created with) and applies it.
 *
 * JSON lives here and in api.c only; no cJSON escapes these two files.
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
#include "exec.h"
#include "http.h"
#include "sbx_errno.h"
#include "sse.h"
#include "url.h"
#include "ws.h"

#define LOG_RESUMES 3  /* reconnects of one followed log */
#define MARK_DIGITS 12 /* the status after a marker, at most */
#define TERM_MSG_MAX 256

/* ---- small helpers ------------------------------------------------------------- */

/* The router's 404 for a route it does not have (not a JSON error). */
static bool route_missing(const struct sbx_req *r)
{
	return r->status == 404 && !r->code[0];
}

static void mark(atomic_int *flag, int v)
{
	atomic_store(flag, v);
}

static int no_next(struct sbx_client *c)
{
	mark(&c->gen_next, -1);
	sbx_set_error("the server has no process or terminal routes (a v1 bridge)");
	return -ENOSYS;
}

/* Sends r with a JSON answer collected; *out: the parsed value (any type). */
static int request_value(struct sbx_client *c, struct sbx_req *r, cJSON **out)
{
	struct sbx_buf b;
	cJSON *j;
	int rc;

	sbx_buf_init(&b, sbx_http_json_max());
	r->resp = &b;
	rc = sbx_http_do(c, r);
	if (rc == 0) {
		j = cJSON_ParseWithLength(b.data ? b.data : "", b.len);
		if (!j) {
			sbx_set_error("%s %s: the answer is not JSON", r->method, r->path);
			rc = -EIO;
		} else {
			*out = j;
		}
	}
	sbx_buf_release(&b);
	return rc;
}

static char *json_body(cJSON *j)
{
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;

	cJSON_Delete(j);
	return s;
}

static char *dup_str(cJSON *o, const char *key)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(v) ? strdup(v->valuestring) : NULL;
}

static char **dup_argv(cJSON *a)
{
	size_t n = (size_t)cJSON_GetArraySize(a), i = 0;
	char **v;
	cJSON *it;

	if (!cJSON_IsArray(a))
		return NULL;
	v = calloc(n + 1, sizeof(*v));
	if (!v)
		return NULL;
	cJSON_ArrayForEach(it, a)
	{
		if (!cJSON_IsString(it) || !(v[i++] = strdup(it->valuestring))) {
			for (size_t k = 0; k < n; k++)
				free(v[k]);
			free(v);
			return NULL;
		}
	}
	return v;
}

static void free_argv(char **v)
{
	for (size_t i = 0; v && v[i]; i++)
		free(v[i]);
	free(v);
}

static cJSON *argv_json(const char *const argv[])
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; a && argv[i]; i++) {
		cJSON *s = cJSON_CreateString(argv[i]);

		if (!s) {
			cJSON_Delete(a);
			return NULL;
		}
		cJSON_AddItemToArray(a, s);
	}
	return a;
}

/* {"K":"V"...} from "K=V" strings; false on a malformed entry. */
static bool add_env(cJSON *o, const char *const *env)
{
	cJSON *e;

	if (!env)
		return true;
	e = cJSON_AddObjectToObject(o, "env");
	for (size_t i = 0; e && env[i]; i++) {
		const char *eq = strchr(env[i], '=');
		char *k;

		if (!eq || eq == env[i])
			return false;
		k = strndup(env[i], (size_t)(eq - env[i]));
		if (!k || !cJSON_AddStringToObject(e, k, eq + 1)) {
			free(k);
			return false;
		}
		free(k);
	}
	return e != NULL;
}

/* ---- generations ----------------------------------------------------------------- */

int sbx_generation(struct sbx_client *c, const char *id)
{
	struct sbx_req r;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (atomic_load(&c->gen_v1) == 0) {
		path = sbx_route_path(id, "/exec");
		if (!path)
			return -ENOMEM;
		sbx_req_init(&r, "POST", path, "probe");
		r.content_type = "application/json";
		r.body = "{}";
		r.body_len = 2;
		rc = sbx_http_do(c, &r);
		free(path);
		if (r.status == 400)
			mark(&c->gen_v1, 1); /* "argv must be a non-empty array" */
		else if (route_missing(&r))
			mark(&c->gen_v1, -1);
		else if (rc < 0)
			return rc;
	}
	if (atomic_load(&c->gen_next) == 0) {
		path = sbx_route_path(id, "/processes");
		if (!path)
			return -ENOMEM;
		sbx_req_init(&r, "GET", path, "probe");
		r.idempotent = true;
		rc = sbx_http_do(c, &r);
		free(path);
		if (rc == 0)
			mark(&c->gen_next, 1);
		else if (route_missing(&r))
			mark(&c->gen_next, -1);
		else
			return rc;
	}
	return (atomic_load(&c->gen_v1) > 0 ? SBX_GEN_V1 : 0) |
	       (atomic_load(&c->gen_next) > 0 ? SBX_GEN_NEXT : 0);
}

/* ---- processes --------------------------------------------------------------------- */

void sbx_process_release(struct sbx_process *p)
{
	if (!p)
		return;
	free(p->id);
	free_argv(p->command);
	free(p->cwd);
	free(p->started_at);
	free(p->ended_at);
	free(p->error);
	memset(p, 0, sizeof(*p));
}

void sbx_processes_free(struct sbx_process *v, size_t n)
{
	for (size_t i = 0; v && i < n; i++)
		sbx_process_release(&v[i]);
	free(v);
}

static int process_of(cJSON *o, struct sbx_process *p)
{
	cJSON *pid = cJSON_GetObjectItemCaseSensitive(o, "pid");
	cJSON *state = cJSON_GetObjectItemCaseSensitive(o, "state");
	cJSON *ex = cJSON_GetObjectItemCaseSensitive(o, "exit");

	memset(p, 0, sizeof(*p));
	if (!cJSON_IsObject(o) || !cJSON_IsString(state) || !cJSON_IsNumber(pid))
		return -EIO;
	p->id = dup_str(o, "id");
	p->command = dup_argv(cJSON_GetObjectItemCaseSensitive(o, "command"));
	p->cwd = dup_str(o, "cwd");
	p->started_at = dup_str(o, "startedAt");
	p->ended_at = dup_str(o, "endedAt");
	p->pid = pid->valueint;
	if (!p->id || !p->command) {
		sbx_process_release(p);
		return -EIO;
	}
	if (!strcmp(state->valuestring, "running")) {
		p->state = SBX_PROC_RUNNING;
	} else if (!strcmp(state->valuestring, "exited") && cJSON_IsObject(ex)) {
		cJSON *code = cJSON_GetObjectItemCaseSensitive(ex, "code");
		cJSON *sig = cJSON_GetObjectItemCaseSensitive(ex, "signal");

		p->state = SBX_PROC_EXITED;
		p->exit_code = cJSON_IsNumber(code) ? code->valueint : -1;
		p->signal = cJSON_IsNumber(sig) ? sig->valueint : 0;
		p->timed_out = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ex, "timedOut"));
	} else {
		cJSON *err = cJSON_GetObjectItemCaseSensitive(o, "error");

		p->state = SBX_PROC_ERROR;
		p->error = dup_str(err, "message");
		if (!p->error)
			p->error = strdup("process failed");
	}
	return 0;
}

int sbx_process_start(struct sbx_client *c, const char *id, const char *const argv[],
		      const struct sbx_process_opts *o, struct sbx_process *out)
{
	struct sbx_req r;
	cJSON *j, *ans = NULL, *a;
	char *path = NULL, *body = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!argv || !argv[0] || !argv[0][0]) {
		sbx_set_error("process: argv must not be empty");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	rc = -ENOMEM;
	j = cJSON_CreateObject();
	a = argv_json(argv);
	if (!j || !a) {
		cJSON_Delete(j);
		cJSON_Delete(a);
		return rc;
	}
	cJSON_AddItemToObject(j, "argv", a);
	if (o && o->cwd && !cJSON_AddStringToObject(j, "cwd", o->cwd))
		goto bad;
	if (o && !add_env(j, o->env)) {
		sbx_set_error("process: env entries must be KEY=VALUE");
		cJSON_Delete(j);
		return -EINVAL;
	}
	if (o && o->timeout_ms > 0 && !cJSON_AddNumberToObject(j, "timeout", o->timeout_ms))
		goto bad;
	body = json_body(j);
	j = NULL;
	path = sbx_route_path(id, "/processes");
	if (!body || !path)
		goto out;
	sbx_req_init(&r, "POST", path, "process_start");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	rc = request_value(c, &r, &ans);
	if (rc < 0) {
		rc = route_missing(&r) ? no_next(c) : rc; /* errno.c read the words */
		goto out;
	}
	mark(&c->gen_next, 1);
	rc = process_of(ans, out);
	if (rc < 0)
		sbx_set_error("POST %s: not a process status", path);
	goto out;
bad:
	cJSON_Delete(j);
	j = NULL;
out:
	cJSON_Delete(ans);
	free(body);
	free(path);
	return rc;
}

int sbx_process_list(struct sbx_client *c, const char *id, struct sbx_process **v, size_t *n)
{
	struct sbx_req r;
	struct sbx_process *out = NULL;
	cJSON *ans = NULL, *it;
	size_t cnt = 0;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_route_path(id, "/processes");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "process_list");
	r.idempotent = true;
	rc = request_value(c, &r, &ans);
	if (rc < 0) {
		if (route_missing(&r))
			rc = no_next(c);
		goto out;
	}
	mark(&c->gen_next, 1);
	if (!cJSON_IsArray(ans)) {
		rc = -EIO;
		sbx_set_error("GET %s: not a list", path);
		goto out;
	}
	out = calloc((size_t)cJSON_GetArraySize(ans) + 1, sizeof(*out));
	if (!out) {
		rc = -ENOMEM;
		goto out;
	}
	cJSON_ArrayForEach(it, ans)
	{
		if (process_of(it, &out[cnt]) == 0)
			cnt++;
	}
	*v = out;
	*n = cnt;
	out = NULL;
out:
	sbx_processes_free(out, cnt);
	cJSON_Delete(ans);
	free(path);
	return rc;
}

int sbx_process_get(struct sbx_client *c, const char *id, const char *pid, struct sbx_process *out)
{
	struct sbx_req r;
	cJSON *ans = NULL;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!pid || !*pid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_res_path(id, "processes", pid, NULL);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "process_get");
	r.idempotent = true;
	rc = request_value(c, &r, &ans);
	if (rc < 0 && route_missing(&r))
		rc = no_next(c);
	if (rc == 0) {
		mark(&c->gen_next, 1);
		rc = process_of(ans, out);
		if (rc < 0)
			sbx_set_error("GET %s: not a process status", path);
	}
	cJSON_Delete(ans);
	free(path);
	return rc;
}

int sbx_process_kill(struct sbx_client *c, const char *id, const char *pid, int sig)
{
	struct sbx_req r;
	char *path, body[32];
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!pid || !*pid || sig < 1 || sig > 64) {
		sbx_set_error("kill: bad process id or signal");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_res_path(id, "processes", pid, "kill");
	if (!path)
		return -ENOMEM;
	snprintf(body, sizeof(body), "{\"signal\":%d}", sig);
	sbx_req_init(&r, "POST", path, "process_kill");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	r.idempotent = true; /* signalling twice is what a retry would do */
	rc = sbx_http_do(c, &r);
	if (rc < 0 && route_missing(&r))
		rc = no_next(c);
	free(path);
	return rc;
}

/* ---- process logs ----------------------------------------------------------------------- */

struct logs_ctx {
	struct sbx_sse sse;
	sbx_log_cb cb;
	void *arg;
	char cursor[256]; /* the last event's */
	bool ended;	  /* the exit event came */
	bool stopped;	  /* the callback asked to stop */
	int err;
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
	int rc = sbx_sse_feed(&x->sse, data, len);

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
	r.stream_limit_ms = stall_ms;
	r.cancel = o ? o->cancel : NULL;
	r.sink = logs_sink;
	r.sink_arg = x;
	rc = sbx_http_do(c, &r);
	if (rc < 0 && route_missing(&r))
		rc = no_next(c);
	else if (rc == 0)
		mark(&c->gen_next, 1);
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
		return no_next(c);
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
	free_argv(s->env);
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
		free_argv(*env);
		*cwd = NULL;
		*env = NULL;
	}
	return rc;
}

/* ---- exec on the next generation ------------------------------------------------------- */

/* The bridge's shellQuote: safe tokens as they are, others as $'...'. */
static char *quote_argv(const char *const argv[])
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

/* $1 = nonce, $2 = the command line. The marker goes to both streams. */
static const char EXEC_WRAP[] = "bash -c \"$2\"; r=$?\n"
				"printf '\\036sbx:%s:%d\\036' \"$1\" \"$r\"\n"
				"printf '\\036sbx:%s:%d\\036' \"$1\" \"$r\" >&2\n"
				"exit \"$r\"\n";

struct nexec {
	sbx_output_cb cb;
	void *arg;
	char marker[48]; /* "\036sbx:<nonce>:" */
	size_t mlen;
	struct {
		unsigned char hold[48 + MARK_DIGITS + 2];
		size_t n;
		bool seen;
		int rc;
	} s[2];
	bool exit_seen, timed_out, cancelled, truncated;
	int exit_code;
	long timeout_ms;
};

/* Whether b[0..n) could be the start of a marker (the marker itself, then
 * digits). */
static bool marker_prefix(const struct nexec *x, const unsigned char *b, size_t n)
{
	size_t k = n < x->mlen ? n : x->mlen;

	if (memcmp(b, x->marker, k) != 0)
		return false;
	if (n > x->mlen + MARK_DIGITS)
		return false;
	for (size_t i = x->mlen; i < n; i++)
		if (!(b[i] >= '0' && b[i] <= '9') && !(b[i] == '-' && i == x->mlen))
			return false;
	return true;
}

static int deliver(struct nexec *x, int stream, const void *d, size_t n)
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
static int nexec_output(struct nexec *x, int stream, const unsigned char *d, size_t n)
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
		for (k = i + x->mlen; k < total && k - i - x->mlen <= MARK_DIGITS &&
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
	for (size_t i = total > x->mlen + MARK_DIGITS ? total - x->mlen - MARK_DIGITS : 0;
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
	struct nexec *x = arg;

	switch (ev->kind) {
	case SBX_LOG_STDOUT:
	case SBX_LOG_STDERR:
		if (nexec_output(x, (int)ev->kind, ev->data, ev->len) < 0)
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
	struct nexec x;
	int rc;

	memset(&x, 0, sizeof(x));
	memset(&lx, 0, sizeof(lx));
	if (getrandom(raw, sizeof(raw), 0) != sizeof(raw))
		return -EIO;
	for (size_t i = 0; i < sizeof(raw); i++)
		snprintf(nonce + 2 * i, 3, "%02x", raw[i]);
	x.mlen = (size_t)snprintf(x.marker, sizeof(x.marker), "\036sbx:%s:", nonce);
	x.cb = cb;
	x.arg = arg;
	cmd = quote_argv(argv);
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
	free_argv(senv);
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

/* ---- terminals ----------------------------------------------------------------------- */

void sbx_terminal_release(struct sbx_terminal *t)
{
	if (!t)
		return;
	free(t->id);
	free_argv(t->command);
	free(t->cwd);
	memset(t, 0, sizeof(*t));
}

void sbx_terminals_free(struct sbx_terminal *v, size_t n)
{
	for (size_t i = 0; v && i < n; i++)
		sbx_terminal_release(&v[i]);
	free(v);
}

static int terminal_of(cJSON *o, struct sbx_terminal *t)
{
	cJSON *pid = cJSON_GetObjectItemCaseSensitive(o, "pid");
	cJSON *st = cJSON_GetObjectItemCaseSensitive(o, "status");
	cJSON *ex = cJSON_GetObjectItemCaseSensitive(o, "exit");

	memset(t, 0, sizeof(*t));
	if (!cJSON_IsObject(o) || !cJSON_IsString(st))
		return -EIO;
	t->id = dup_str(o, "id");
	t->command = dup_argv(cJSON_GetObjectItemCaseSensitive(o, "command"));
	t->cwd = dup_str(o, "cwd");
	t->pid = cJSON_IsNumber(pid) ? pid->valueint : 0;
	t->running = !strcmp(st->valuestring, "running");
	if (cJSON_IsObject(ex)) {
		cJSON *code = cJSON_GetObjectItemCaseSensitive(ex, "code");
		cJSON *sig = cJSON_GetObjectItemCaseSensitive(ex, "signal");

		t->exit_code = cJSON_IsNumber(code) ? code->valueint : -1;
		t->signal = cJSON_IsNumber(sig) ? sig->valueint : 0;
	}
	if (!t->id || !t->command) {
		sbx_terminal_release(t);
		return -EIO;
	}
	return 0;
}

int sbx_terminal_create(struct sbx_client *c, const char *id, const char *const argv[],
			const struct sbx_terminal_opts *o, struct sbx_terminal *out)
{
	struct sbx_req r;
	cJSON *j, *a, *ans = NULL;
	char *path = NULL, *body = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!argv || !argv[0] || !argv[0][0]) {
		sbx_set_error("terminal: argv must not be empty");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	j = cJSON_CreateObject();
	a = argv_json(argv);
	if (!j || !a) {
		cJSON_Delete(j);
		cJSON_Delete(a);
		return -ENOMEM;
	}
	cJSON_AddItemToObject(j, "argv", a);
	if (o && o->cwd)
		cJSON_AddStringToObject(j, "cwd", o->cwd);
	if (o && o->cols > 0)
		cJSON_AddNumberToObject(j, "cols", o->cols);
	if (o && o->rows > 0)
		cJSON_AddNumberToObject(j, "rows", o->rows);
	if (o && !add_env(j, o->env)) {
		cJSON_Delete(j);
		sbx_set_error("terminal: env entries must be KEY=VALUE");
		return -EINVAL;
	}
	body = json_body(j);
	path = sbx_route_path(id, "/terminals");
	rc = -ENOMEM;
	if (!body || !path)
		goto out;
	sbx_req_init(&r, "POST", path, "terminal_create");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	rc = request_value(c, &r, &ans);
	if (rc < 0) {
		rc = route_missing(&r) ? no_next(c) : rc; /* errno.c read the words */
		goto out;
	}
	mark(&c->gen_next, 1);
	rc = terminal_of(ans, out);
	if (rc < 0)
		sbx_set_error("POST %s: not a terminal snapshot", path);
out:
	cJSON_Delete(ans);
	free(body);
	free(path);
	return rc;
}

int sbx_terminal_list(struct sbx_client *c, const char *id, struct sbx_terminal **v, size_t *n)
{
	struct sbx_req r;
	struct sbx_terminal *out = NULL;
	cJSON *ans = NULL, *it;
	size_t cnt = 0;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_route_path(id, "/terminals");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "terminal_list");
	r.idempotent = true;
	rc = request_value(c, &r, &ans);
	if (rc < 0) {
		if (route_missing(&r))
			rc = no_next(c);
		goto out;
	}
	if (!cJSON_IsArray(ans)) {
		rc = -EIO;
		goto out;
	}
	out = calloc((size_t)cJSON_GetArraySize(ans) + 1, sizeof(*out));
	if (!out) {
		rc = -ENOMEM;
		goto out;
	}
	cJSON_ArrayForEach(it, ans)
	{
		if (terminal_of(it, &out[cnt]) == 0)
			cnt++;
	}
	*v = out;
	*n = cnt;
	out = NULL;
out:
	sbx_terminals_free(out, cnt);
	cJSON_Delete(ans);
	free(path);
	return rc;
}

int sbx_terminal_get(struct sbx_client *c, const char *id, const char *tid,
		     struct sbx_terminal *out)
{
	struct sbx_req r;
	cJSON *ans = NULL;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!tid || !*tid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_res_path(id, "terminals", tid, NULL);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "terminal_get");
	r.idempotent = true;
	rc = request_value(c, &r, &ans);
	if (rc < 0 && route_missing(&r))
		rc = no_next(c);
	if (rc == 0)
		rc = terminal_of(ans, out);
	cJSON_Delete(ans);
	free(path);
	return rc;
}

static int terminal_post(struct sbx_client *c, const char *id, const char *tid, const char *what)
{
	struct sbx_req r;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!tid || !*tid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	path = sbx_res_path(id, "terminals", tid, what);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "POST", path,
		     what[0] == 'i' ? "terminal_interrupt" : "terminal_terminate");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	if (rc < 0 && route_missing(&r))
		rc = no_next(c);
	free(path);
	return rc;
}

int sbx_terminal_interrupt(struct sbx_client *c, const char *id, const char *tid)
{
	return terminal_post(c, id, tid, "interrupt");
}

int sbx_terminal_terminate(struct sbx_client *c, const char *id, const char *tid)
{
	return terminal_post(c, id, tid, "terminate");
}

/* ---- a connected terminal ------------------------------------------------------------------ */

struct sbx_term {
	struct sbx_ws *ws;
	bool v1; /* the 0.12 /pty protocol: raw binary, no chunk messages */
	/* reader side */
	const unsigned char *pend; /* binary payload not yet returned */
	size_t pend_len;
	char cursor[256]; /* of the latest chunk returned */
	char pending_cursor[256];
	bool ended, has_exit;
	int code, sig;
	char err[TERM_MSG_MAX];
};

static int term_open(struct sbx_client *c, const char *path, const char *const *hdrs, bool v1,
		     struct sbx_term **out)
{
	struct sbx_term *t = calloc(1, sizeof(*t));
	long status = 0;
	int rc;

	if (!t)
		return -ENOMEM;
	rc = sbx_ws_connect(c, path, hdrs, &status, &t->ws);
	if (rc < 0) {
		free(t);
		/* a JSON "Terminal not found" is the terminal's; a bare 404, the route's */
		if (status == 404 && !strstr(sbx_last_error(), "Terminal not found"))
			return no_next(c);
		return rc;
	}
	t->v1 = v1;
	*out = t;
	return 0;
}

int sbx_terminal_connect(struct sbx_client *c, const char *id, const char *tid,
			 const struct sbx_term_connect_opts *o, struct sbx_term **out)
{
	char *base, *path = NULL, *cur = NULL;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!tid || !*tid)
		return -EINVAL;
	if (atomic_load(&c->gen_next) < 0)
		return no_next(c);
	base = sbx_res_path(id, "terminals", tid, "connect");
	if (!base || (o && o->cursor && !(cur = sbx_url_encode_segment(o->cursor)))) {
		free(base);
		return -ENOMEM;
	}
	if (o && o->cols > 0 && o->rows > 0)
		rc = asprintf(&path, "%s?cols=%d&rows=%d%s%s", base, o->cols, o->rows,
			      cur ? "&cursor=" : "", cur ? cur : "");
	else
		rc = asprintf(&path, "%s%s%s", base, cur ? "?cursor=" : "", cur ? cur : "");
	free(base);
	free(cur);
	if (rc < 0)
		return -ENOMEM;
	rc = term_open(c, path, NULL, false, out);
	free(path);
	return rc;
}

int sbx_pty_connect(struct sbx_client *c, const char *id, const char *session, int cols, int rows,
		    const char *shell, struct sbx_term **out)
{
	char *base, *path = NULL, *sh = NULL, sess[SBX_SESSION_MAX + 16];
	const char *hdrs[2] = {NULL, NULL};
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (session && !sbx_valid_session_id(session)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	if (atomic_load(&c->gen_v1) < 0) {
		sbx_set_error("the server has no /pty (a next-only bridge)");
		return -ENOSYS;
	}
	base = sbx_route_path(id, "/pty");
	if (!base || (shell && !(sh = sbx_url_encode_segment(shell)))) {
		free(base);
		return -ENOMEM;
	}
	rc = asprintf(&path, "%s?cols=%d&rows=%d%s%s", base, cols > 0 ? cols : 80,
		      rows > 0 ? rows : 24, sh ? "&shell=" : "", sh ? sh : "");
	free(base);
	free(sh);
	if (rc < 0)
		return -ENOMEM;
	if (session) {
		snprintf(sess, sizeof(sess), "Session-Id: %s", session);
		hdrs[0] = sess;
	}
	{
		long status = 0;
		struct sbx_term *t = calloc(1, sizeof(*t));

		rc = t ? sbx_ws_connect(c, path, hdrs, &status, &t->ws) : -ENOMEM;
		if (rc < 0) {
			if (status == 404) { /* the route is not there: a next-only bridge */
				mark(&c->gen_v1, -1);
				sbx_set_error("the server has no /pty (a next-only bridge)");
				rc = -ENOSYS;
			}
			free(t);
		} else {
			t->v1 = true;
			*out = t;
		}
	}
	free(path);
	return rc;
}

/* A control message from the server (text frame). */
static void term_control(struct sbx_term *t, const unsigned char *data, size_t len)
{
	cJSON *j = cJSON_ParseWithLength((const char *)data, len);
	cJSON *type = cJSON_GetObjectItemCaseSensitive(j, "type");
	const char *ty = cJSON_IsString(type) ? type->valuestring : "";

	if (!strcmp(ty, "chunk")) {
		cJSON *cur = cJSON_GetObjectItemCaseSensitive(j, "cursor");

		if (cJSON_IsString(cur))
			snprintf(t->pending_cursor, sizeof(t->pending_cursor), "%s",
				 cur->valuestring);
	} else if (!strcmp(ty, "exit")) {
		/* next: {"exit":{code,signal?}}; sbxd's v1 pty: {code, signal:"SIGx"} */
		cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "exit");
		cJSON *src = cJSON_IsObject(e) ? e : j;
		cJSON *code = cJSON_GetObjectItemCaseSensitive(src, "code");
		cJSON *sig = cJSON_GetObjectItemCaseSensitive(src, "signal");

		t->has_exit = true;
		t->code = cJSON_IsNumber(code) ? code->valueint : -1;
		t->sig = cJSON_IsNumber(sig) ? sig->valueint : 0;
		for (int k = 1; cJSON_IsString(sig) && k < 65; k++) /* "SIGTERM" */
			if (sigabbrev_np(k) && !strncmp(sig->valuestring, "SIG", 3) &&
			    !strcmp(sig->valuestring + 3, sigabbrev_np(k)))
				t->sig = k;
	} else if (!strcmp(ty, "error")) {
		cJSON *m = cJSON_GetObjectItemCaseSensitive(j, "message");

		snprintf(t->err, sizeof(t->err), "%s",
			 cJSON_IsString(m) ? m->valuestring : "terminal error");
	}
	cJSON_Delete(j);
}

ssize_t sbx_term_read(struct sbx_term *t, void *buf, size_t len, int timeout_ms)
{
	for (;;) {
		enum sbx_ws_op op;
		const unsigned char *data;
		size_t n;
		int rc, close_code = 0;
		char reason[124] = "";

		if (t->pend_len) {
			size_t k = t->pend_len < len ? t->pend_len : len;

			memcpy(buf, t->pend, k);
			t->pend += k;
			t->pend_len -= k;
			return (ssize_t)k;
		}
		if (t->ended)
			return 0;
		rc = sbx_ws_recv(t->ws, timeout_ms, &op, &data, &n, &close_code, reason,
				 sizeof(reason));
		if (rc < 0)
			return rc;
		if (rc == 0) {
			t->ended = true;
			if (t->has_exit || close_code == 1000)
				return 0;
			/* 1011 after an "error" message: the server's words */
			sbx_set_error("terminal: %s (close %d)",
				      t->err[0]	  ? t->err
				      : reason[0] ? reason
						  : "connection ended",
				      close_code);
			return close_code == 1006 ? -ECONNRESET : -EIO;
		}
		if (op == SBX_WS_TEXT) {
			term_control(t, data, n);
			continue;
		}
		if (!t->v1 && t->pending_cursor[0])
			memcpy(t->cursor, t->pending_cursor, sizeof(t->cursor));
		t->pend = data;
		t->pend_len = n;
	}
}

static int term_send_json(struct sbx_term *t, cJSON *j)
{
	char *s = json_body(j);
	int rc;

	if (!s)
		return -ENOMEM;
	rc = sbx_ws_send(t->ws, SBX_WS_TEXT, s, strlen(s));
	free(s);
	return rc;
}

int sbx_term_write(struct sbx_term *t, const void *data, size_t len)
{
	return sbx_ws_send(t->ws, SBX_WS_BINARY, data, len);
}

int sbx_term_resize(struct sbx_term *t, int cols, int rows)
{
	cJSON *j = cJSON_CreateObject();

	if (cols < 1 || rows < 1) {
		cJSON_Delete(j);
		return -EINVAL;
	}
	if (!j || !cJSON_AddStringToObject(j, "type", "resize") ||
	    !cJSON_AddNumberToObject(j, "cols", cols) ||
	    !cJSON_AddNumberToObject(j, "rows", rows)) {
		cJSON_Delete(j);
		return -ENOMEM;
	}
	return term_send_json(t, j);
}

int sbx_term_interrupt(struct sbx_term *t)
{
	if (t->v1)
		return sbx_term_write(t, "\003", 1); /* the line discipline's Ctrl-C */
	return sbx_ws_send(t->ws, SBX_WS_TEXT, "{\"type\":\"interrupt\"}", 20);
}

int sbx_term_terminate(struct sbx_term *t)
{
	if (t->v1) {
		sbx_set_error("the v1 pty cannot be terminated (write \"exit\")");
		return -ENOSYS;
	}
	return sbx_ws_send(t->ws, SBX_WS_TEXT, "{\"type\":\"terminate\"}", 20);
}

int sbx_term_exit(const struct sbx_term *t, int *code, int *sig)
{
	if (!t->has_exit)
		return 0;
	if (code)
		*code = t->code;
	if (sig)
		*sig = t->sig;
	return 1;
}

const char *sbx_term_cursor(const struct sbx_term *t)
{
	return t->cursor;
}

int sbx_term_fd(const struct sbx_term *t)
{
	return sbx_ws_fd(t->ws);
}

void sbx_term_close(struct sbx_term *t)
{
	if (!t)
		return;
	sbx_ws_close(t->ws);
	free(t);
}
