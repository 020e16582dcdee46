/* route_exec.c — POST /v1/sandbox/:id/exec: validate {argv, timeout_ms,
 * cwd}, quote argv into one bash command string exactly as the bridge's
 * shellQuote does, run it with sandbox_exec() and stream its output as
 * server-sent events: one base64 `stdout`/`stderr` event per chunk as it
 * arrives, then exactly one terminal `exit` or `error` event.
 *
 * The stream is a libmicrohttpd callback response; the callback runs on the
 * connection's own thread and blocks in proc_read() for at most a second at
 * a time, checking between waits whether the client is still there, so a
 * client that went away is noticed even while the command is silent. The
 * command itself is not cancelled by a disconnect (proc_free drains it).
 *
 * Keepalives: a silent command and a hung server look the same to a client
 * (no bytes), so unless --keepalive 0 or --bridge-compat the response says
 * `Sbxd-Keepalive: N` and the stream carries an SSE comment `: keepalive N`
 * after every N seconds without output. Clients ignore comments (the SSE
 * rules), and the body of a command quicker than N seconds is byte for byte
 * the bridge's; libsbx takes them as proof of life and fails a stream only
 * once they stop (docs/EXTENSIONS.md). The header, not a first comment,
 * announces them, so that a server hanging right after the headers is
 * noticed too.
 */
#include "paths.h"
#include "base64.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#define RAW_CHUNK (48 * 1024)		   /* output bytes per event at most */
#define EVENT_MAX (RAW_CHUNK / 3 * 4 + 64) /* base64 of a chunk + framing */
#define POLL_MS 250			   /* how soon a gone client or a shutdown is noticed */

struct exec_stream {
	struct MHD_Connection *conn;
	struct sandbox *sb;
	struct proc *p;
	char *ev; /* pending event text */
	size_t ev_len, ev_off;
	bool done;	  /* terminal event queued */
	int keepalive_s;  /* 0: no keepalives */
	double last_sent; /* monotonic seconds of the latest bytes handed to MHD */
	unsigned char raw[RAW_CHUNK];
};

static double mono_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Queues the keepalive comment (x->ev is free). */
static void set_keepalive(struct exec_stream *x)
{
	x->ev_len = http_keepalive_comment(x->ev, EVENT_MAX, x->keepalive_s);
	x->ev_off = 0;
}

static bool safe_token(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++) {
		char c = *s;

		if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		      strchr("@%+=:,./-", c)))
			return false;
	}
	return true;
}

char *exec_quote_argv(const char *const *argv, size_t n)
{
	size_t cap = 1, o = 0;
	char *out;

	for (size_t i = 0; i < n; i++)
		cap += strlen(argv[i]) * 2 + 4;
	out = malloc(cap);
	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		const char *a = argv[i];

		if (i)
			out[o++] = ' ';
		if (safe_token(a)) {
			size_t l = strlen(a);

			memcpy(out + o, a, l);
			o += l;
			continue;
		}
		out[o++] = '$';
		out[o++] = '\'';
		for (; *a; a++) {
			switch (*a) {
			case '\\':
				out[o++] = '\\';
				out[o++] = '\\';
				break;
			case '\'':
				out[o++] = '\\';
				out[o++] = '\'';
				break;
			case '\n':
				out[o++] = '\\';
				out[o++] = 'n';
				break;
			case '\r':
				out[o++] = '\\';
				out[o++] = 'r';
				break;
			case '\t':
				out[o++] = '\\';
				out[o++] = 't';
				break;
			default:
				out[o++] = *a;
				break;
			}
		}
		out[o++] = '\'';
	}
	out[o] = '\0';
	return out;
}

/* Whether a sessionless argv may run as is: {"bash", "-c", X, ...} quoted
 * is `bash -c <X quoted> ...`, which the bridge runs with `bash -c` — a
 * bash whose only work is to exec the inner one (a lone simple command),
 * with the same argv and its environment plus `_` (sandbox_exec_bash sets
 * it too). Not when the quoted line could not be one argument of the
 * outer bash (its exec would fail: E2BIG), nor with bytes bash itself uses
 * as quoting markers inside words (\001, \177), whose round trip through
 * $'...' is bash's business. sbxd-init goes one step further where X is a
 * lone simple command: it runs the program as that bash would have. */
static bool bash_c_direct(const char *const *argv, size_t n, const char *cmd)
{
	if (n < 3 || strcmp(argv[0], "bash") || strcmp(argv[1], "-c") || strlen(cmd) >= 128 * 1024)
		return false;
	for (size_t i = 2; i < n; i++)
		if (strpbrk(argv[i], "\001\177"))
			return false;
	return true;
}

static void set_event_data(struct exec_stream *x, const char *event, const char *data, size_t dlen)
{
	int h = snprintf(x->ev, EVENT_MAX, "event: %s\ndata: ", event);

	if (dlen > EVENT_MAX - (size_t)h - 3)
		dlen = EVENT_MAX - (size_t)h - 3;
	memcpy(x->ev + h, data, dlen);
	memcpy(x->ev + h + dlen, "\n\n", 2);
	x->ev_len = (size_t)h + dlen + 2;
	x->ev_off = 0;
}

static void set_error_event(struct exec_stream *x, const char *msg, const char *code)
{
	cJSON *o = cJSON_CreateObject();
	char *t = NULL;

	if (o && cJSON_AddStringToObject(o, "error", msg) &&
	    cJSON_AddStringToObject(o, "code", code))
		t = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	if (t) {
		set_event_data(x, "error", t, strlen(t));
		free(t);
	} else {
		static const char oom[] = "{\"error\":\"out of memory\",\"code\":\"exec_error\"}";

		set_event_data(x, "error", oom, sizeof(oom) - 1);
	}
	x->done = true;
}

static ssize_t exec_reader(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct exec_stream *x = cls;

	for (;;) {
		ssize_t n;
		int stream = 1;

		if (x->ev_off < x->ev_len) {
			size_t k = x->ev_len - x->ev_off;

			if (k > max)
				k = max;
			memcpy(buf, x->ev + x->ev_off, k);
			x->ev_off += k;
			x->last_sent = mono_s();
			return (ssize_t)k;
		}
		if (x->done || !x->p)
			return MHD_CONTENT_READER_END_OF_STREAM;
		sbxd_set_errmsg("%s", "");
		n = proc_read(x->p, x->raw, sizeof(x->raw), &stream, POLL_MS);
		if (n > 0) {
			int h = snprintf(x->ev, EVENT_MAX,
					 "event: %s\ndata: ", stream == 2 ? "stderr" : "stdout");
			size_t b = base64_encode(x->raw, (size_t)n, x->ev + h);

			memcpy(x->ev + h + b, "\n\n", 2);
			x->ev_len = (size_t)h + b + 2;
			x->ev_off = 0;
		} else if (n == 0) {
			char d[48];
			int l = snprintf(d, sizeof(d), "{\"exit_code\":%d}", proc_exit_code(x->p));

			set_event_data(x, "exit", d, (size_t)l);
			x->done = true;
		} else if (n == PROC_IDLE) {
			if (http_client_gone(x->conn))
				return MHD_CONTENT_READER_END_WITH_ERROR;
			if (x->keepalive_s > 0 && mono_s() - x->last_sent >= x->keepalive_s)
				set_keepalive(x);
		} else if (n == -EINTR) {
			continue;
		} else {
			set_error_event(x, http_errmsg((int)n), "exec_error");
		}
	}
}

static void exec_stream_free(void *cls)
{
	struct exec_stream *x = cls;

	if (!x)
		return;
	proc_free(x->p);
	if (x->sb)
		sandbox_put(x->sb);
	free(x->ev);
	free(x);
}

/* Start streaming x (consumed) as the 200 response. */
static enum MHD_Result respond_stream(struct http_request *r, struct exec_stream *x)
{
	struct MHD_Response *resp;

	resp = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 64 * 1024, exec_reader, x,
						 exec_stream_free);
	if (!resp) {
		exec_stream_free(x);
		return MHD_NO;
	}
	/* a silent command may run for hours */
	return http_respond_event_stream(r, resp, x->keepalive_s);
}

enum MHD_Result route_exec(struct http_request *r)
{
	cJSON *body = http_body_json(r), *argv, *jt, *jc;
	const char **args = NULL;
	const char *sid;
	char *cmd = NULL, *cwd = NULL;
	long timeout_ms = 0;
	size_t n;
	struct exec_stream *x = NULL;
	struct sandbox *sb = NULL;
	enum MHD_Result ret;
	int err;

	if (!body || cJSON_IsNull(body)) {
		ret = http_respond_error(r, 400, "invalid_request", "Invalid JSON body");
		goto out;
	}
	/* like the bridge, any other non-object simply has no argv */
	argv = cJSON_IsObject(body) ? cJSON_GetObjectItemCaseSensitive(body, "argv") : NULL;
	if (!cJSON_IsArray(argv) || cJSON_GetArraySize(argv) == 0) {
		ret =
		    http_respond_error(r, 400, "invalid_request", "argv must be a non-empty array");
		goto out;
	}
	n = (size_t)cJSON_GetArraySize(argv);
	args = calloc(n + 1, sizeof(*args)); /* NULL-terminated */
	if (!args) {
		ret = MHD_NO;
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		cJSON *it = cJSON_GetArrayItem(argv, (int)i);

		if (!cJSON_IsString(it)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "argv[%zu] must be a string", i);
			goto out;
		}
		args[i] = it->valuestring;
	}
	sid = http_header(r, "Session-Id");
	if (sid && !sid[0])
		sid = NULL;
	if (sid && !paths_valid_session_id(sid)) {
		ret = http_respond_error(r, 400, "invalid_request", "Invalid session ID format");
		goto out;
	}
	jt = cJSON_GetObjectItemCaseSensitive(body, "timeout_ms");
	if (cJSON_IsNumber(jt) && isfinite(jt->valuedouble) && jt->valuedouble > 0)
		timeout_ms =
		    jt->valuedouble >= (double)LONG_MAX / 2
			? LONG_MAX / 2
			: (long)jt->valuedouble + (jt->valuedouble > (double)(long)jt->valuedouble);
	jc = cJSON_GetObjectItemCaseSensitive(body, "cwd");
	if (cJSON_IsString(jc)) {
		err = paths_resolve_workspace(jc->valuestring, &cwd);
		if (err == -EACCES) {
			ret =
			    http_respond_error(r, 403, "invalid_request",
					       "cwd must resolve to a location within /workspace");
			goto out;
		} else if (err < 0) {
			ret = MHD_NO;
			goto out;
		}
	}
	cmd = exec_quote_argv(args, n);
	x = calloc(1, sizeof(*x));
	if (!cmd || !x || !(x->ev = malloc(EVENT_MAX))) {
		ret = MHD_NO;
		goto out;
	}
	x->conn = r->conn;
	x->keepalive_s = http_keepalive_s(r);
	x->last_sent = mono_s();
	if (http_sandbox_get(r, &sb) < 0) {
		ret = MHD_YES; /* response queued */
		goto out;
	}
	x->sb = sb;
	sbxd_set_errmsg("%s", "");
	if (!sid && bash_c_direct(args, n, cmd))
		err = sandbox_exec_bash(sb, args, cwd, timeout_ms, -1, &x->p);
	else
		err = sandbox_exec(sb, sid, cmd, cwd, timeout_ms, -1, &x->p);
	if (err < 0) {
		char msg[600];

		snprintf(msg, sizeof(msg), "exec failed: %s", http_errmsg(err));
		set_error_event(x, msg, "exec_transport_error");
	}
	if (http_verbose(r))
		fprintf(stderr, "sbxd: exec %s%s%s: %s\n", r->id, sid ? " session " : "",
			sid ? sid : "", cmd);
	ret = respond_stream(r, x);
	x = NULL;
out:
	if (x)
		exec_stream_free(x);
	free(cmd);
	free(cwd);
	free(args);
	cJSON_Delete(body);
	return ret;
}
