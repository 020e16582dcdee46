/* route_processes.c — the next bridge's process resource:
 *
 *   POST /v1/sandbox/:id/processes              {argv, cwd?, env?, timeout?} -> status
 *   GET  /v1/sandbox/:id/processes              -> [status...]
 *   GET  /v1/sandbox/:id/processes/:pid         -> status
 *   GET  /v1/sandbox/:id/processes/:pid/logs    ?since=&replay=&follow= -> SSE
 *   POST /v1/sandbox/:id/processes/:pid/kill    {signal?} -> 204
 *
 * with the bridge's messages, codes and check order (routes/processes.ts on
 * the next branch). The GET routes and kill never start a sandbox: for one
 * that is not running they answer [] or 404 (http_sandbox_lookup). A log
 * stream is a libmicrohttpd callback response fed from a logstore
 * subscription; while it waits for output it wakes every 250 ms to notice a
 * client that went away or a server shutting down.
 */
#include "logstore.h"
#include "sys.h"
#include "base64.h"
#include "paths.h"
#include "procs.h"
#include "routes.h"
#include "sandbox.h"

#include <errno.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#define POLL_MS 250

/* ---- JSON of a status ---------------------------------------------------------- */

static bool add_time(cJSON *o, const char *key, const struct timespec *ts)
{
	char b[40];

	http_iso8601(b, sizeof(b), ts);
	return cJSON_AddStringToObject(o, key, b) != NULL;
}

static cJSON *argv_json(const char *const *argv)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; a && argv && argv[i]; i++) {
		cJSON *s = cJSON_CreateString(argv[i]);

		if (!s) {
			cJSON_Delete(a);
			return NULL;
		}
		cJSON_AddItemToArray(a, s);
	}
	return a;
}

cJSON *route_exit_json(int code, int sig, bool timed_out)
{
	cJSON *e = cJSON_CreateObject();

	if (!e || !cJSON_AddNumberToObject(e, "code", code) ||
	    (sig && !cJSON_AddNumberToObject(e, "signal", sig)) ||
	    !cJSON_AddBoolToObject(e, "timedOut", timed_out)) {
		cJSON_Delete(e);
		return NULL;
	}
	return e;
}

/* The bridge's ProcessStatus: id, pid, command, cwd, startedAt, state, then
 * exit and endedAt once it ended. */
static cJSON *status_json(struct mproc *p)
{
	struct mstatus st;
	cJSON *o = cJSON_CreateObject(), *a, *e;

	mproc_status(p, &st);
	if (!o || !cJSON_AddStringToObject(o, "id", st.id) ||
	    !cJSON_AddNumberToObject(o, "pid", st.pid))
		goto fail;
	a = argv_json(st.argv);
	if (!a)
		goto fail;
	cJSON_AddItemToObject(o, "command", a);
	if (!cJSON_AddStringToObject(o, "cwd", st.cwd) || !add_time(o, "startedAt", &st.started))
		goto fail;
	if (st.state == MSTATE_RUNNING)
		return cJSON_AddStringToObject(o, "state", "running") ? o : (cJSON_Delete(o), NULL);
	if (!cJSON_AddStringToObject(o, "state", "exited"))
		goto fail;
	e = route_exit_json(st.code, st.signal, st.timed_out);
	if (!e)
		goto fail;
	cJSON_AddItemToObject(o, "exit", e);
	if (!add_time(o, "endedAt", &st.ended))
		goto fail;
	return o;
fail:
	cJSON_Delete(o);
	return NULL;
}

/* ---- POST /processes ------------------------------------------------------------ */

/* env {"K":"V"} -> "K=V" strings (NULL-terminated, in one allocation). */
static char **env_vector(cJSON *env)
{
	size_t n = (size_t)cJSON_GetArraySize(env), bytes = (n + 1) * sizeof(char *), i = 0;
	cJSON *it;
	char **v, *p;

	cJSON_ArrayForEach(it, env)
	{
		bytes += strlen(it->string) + strlen(it->valuestring) + 2;
	}
	v = malloc(bytes);
	if (!v)
		return NULL;
	p = (char *)(v + n + 1);
	cJSON_ArrayForEach(it, env)
	{
		size_t kl = strlen(it->string), vl = strlen(it->valuestring);

		v[i++] = p;
		memcpy(p, it->string, kl);
		p[kl] = '=';
		memcpy(p + kl + 1, it->valuestring, vl + 1);
		p += kl + vl + 2;
	}
	v[i] = NULL;
	return v;
}

static bool string_record(cJSON *o)
{
	cJSON *it;

	if (!cJSON_IsObject(o))
		return false;
	cJSON_ArrayForEach(it, o)
	{
		if (!cJSON_IsString(it))
			return false;
	}
	return true;
}

enum MHD_Result route_process_start(struct http_request *r)
{
	cJSON *body = http_body_json(r), *argv, *jt, *jc, *je, *it;
	struct mproc_spec spec = {0};
	const char **args = NULL;
	char **env = NULL, *cwd = NULL;
	struct sandbox *sb = NULL;
	struct mproc *p = NULL;
	enum MHD_Result ret;
	size_t n, i = 0;
	int err;

	if (!body) {
		ret = http_respond_error(r, 400, "invalid_request", "Invalid JSON body");
		goto out;
	}
	if (cJSON_IsNull(body)) { /* body.argv of null: a TypeError in the bridge */
		ret = http_respond_internal(r);
		goto out;
	}
	argv = cJSON_IsObject(body) ? cJSON_GetObjectItemCaseSensitive(body, "argv") : NULL;
	if (!cJSON_IsArray(argv) || cJSON_GetArraySize(argv) == 0) {
		ret =
		    http_respond_error(r, 400, "invalid_request", "argv must be a non-empty array");
		goto out;
	}
	cJSON_ArrayForEach(it, argv)
	{
		if (!cJSON_IsString(it)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "argv items must be strings");
			goto out;
		}
	}
	if (!cJSON_GetArrayItem(argv, 0)->valuestring[0]) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "argv executable must be non-empty");
		goto out;
	}
	jt = cJSON_GetObjectItemCaseSensitive(body, "timeout");
	if (jt && (!cJSON_IsNumber(jt) || !isfinite(jt->valuedouble) || jt->valuedouble <= 0)) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "timeout must be a positive finite number");
		goto out;
	}
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
	je = cJSON_GetObjectItemCaseSensitive(body, "env");
	if (je && !string_record(je)) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "env must be an object of strings");
		goto out;
	}
	/* what the container checks next, answered as the bridge relays it */
	cJSON_ArrayForEach(it, je)
	{
		const char *why = NULL;

		if (!it->string[0] || strchr(it->string, '='))
			why = "environment name is invalid";
		if (why) {
			ret = http_respond_error(r, 502, "process_error",
						 "process launch failed: %s", why);
			goto out;
		}
	}
	n = (size_t)cJSON_GetArraySize(argv);
	args = calloc(n + 1, sizeof(*args));
	env = je ? env_vector(je) : NULL;
	if (!args || (je && !env)) {
		ret = MHD_NO;
		goto out;
	}
	cJSON_ArrayForEach(it, argv)
	{
		args[i++] = it->valuestring;
	}
	spec.argv = args;
	spec.cwd = cwd ? cwd : "/workspace";
	spec.env = (const char *const *)env;
	spec.timeout_ms = jt ? jt->valuedouble : 0;
	if (http_sandbox_get(r, &sb) < 0) {
		ret = MHD_YES; /* 503/502 queued */
		goto out;
	}
	sbxd_set_errmsg("%s", "");
	err = sandbox_proc_start(sb, &spec, &p);
	if (err < 0) {
		ret = http_respond_error(r, 502, "process_error", "process launch failed: %s",
					 http_errmsg(err));
		goto out;
	}
	if (http_verbose(r))
		fprintf(stderr, "sbxd: process in %s: %s\n", r->id, args[0]);
	ret = http_respond_json(r, 200, status_json(p));
out:
	mproc_put(p);
	if (sb)
		sandbox_put(sb);
	free(args);
	free(env);
	free(cwd);
	cJSON_Delete(body);
	return ret;
}

/* ---- GET /processes, /processes/:pid -------------------------------------------------- */

enum MHD_Result route_process_list(struct http_request *r)
{
	struct sandbox *sb;
	struct mproc **v = NULL;
	size_t n = 0;
	cJSON *a;
	enum MHD_Result ret = MHD_NO;

	if (http_sandbox_lookup(r, &sb) < 0)
		return MHD_YES;
	if (sandbox_proc_list(sb, &v, &n) < 0)
		goto out;
	a = cJSON_CreateArray();
	for (size_t i = 0; a && i < n; i++) {
		cJSON *o = status_json(v[i]);

		if (!o) {
			cJSON_Delete(a);
			a = NULL;
			break;
		}
		cJSON_AddItemToArray(a, o);
	}
	ret = http_respond_json(r, 200, a);
out:
	for (size_t i = 0; i < n; i++)
		mproc_put(v[i]);
	free(v);
	sandbox_put(sb);
	return ret;
}

/* The process named by the route's parameter (decoded as the bridge's
 * router decodes parameters); on failure the 404 is queued. */
static int find_process(struct http_request *r, struct sandbox *sb, struct mproc **out)
{
	char *id = NULL;
	int err = paths_decode_component(r->param, false, &id);

	if (err == -ENOMEM)
		return err;
	err = err < 0 ? -ENOENT : sandbox_proc_get(sb, id, out);
	free(id);
	if (err == -ENOENT)
		http_respond_error(r, 404, "not_found", "Process not found");
	return err;
}

enum MHD_Result route_process_get(struct http_request *r)
{
	struct sandbox *sb;
	struct mproc *p = NULL;
	enum MHD_Result ret;
	int err;

	if (http_sandbox_lookup(r, &sb) < 0)
		return MHD_YES;
	err = find_process(r, sb, &p);
	ret = err == -ENOENT ? MHD_YES
	      : err < 0	     ? MHD_NO
			     : http_respond_json(r, 200, status_json(p));
	mproc_put(p);
	sandbox_put(sb);
	return ret;
}

/* ---- POST /processes/:pid/kill ------------------------------------------------------ */

enum MHD_Result route_process_kill(struct http_request *r)
{
	struct sandbox *sb;
	struct mproc *p = NULL;
	cJSON *body = NULL, *sig;
	enum MHD_Result ret;
	int signal = 15, err;

	if (http_sandbox_lookup(r, &sb) < 0)
		return MHD_YES;
	err = find_process(r, sb, &p);
	if (err < 0) {
		ret = err == -ENOENT ? MHD_YES : MHD_NO;
		goto out;
	}
	/* no Content-Type: SIGTERM, whatever the body */
	if (http_header(r, MHD_HTTP_HEADER_CONTENT_TYPE)) {
		body = http_body_json(r);
		if (!body) {
			ret = http_respond_error(r, 400, "invalid_request", "Invalid JSON body");
			goto out;
		}
		if (!cJSON_IsObject(body)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "Request body must be an object");
			goto out;
		}
		sig = cJSON_GetObjectItemCaseSensitive(body, "signal");
		if (sig) {
			double d = cJSON_IsNumber(sig) ? sig->valuedouble : 0;

			if (!cJSON_IsNumber(sig) || d != (double)(int)d || d < 1 || d > 64) {
				ret = http_respond_error(
				    r, 400, "invalid_request",
				    "signal must be an integer between 1 and 64");
				goto out;
			}
			signal = (int)d;
		}
	}
	mproc_kill(p, signal);
	ret = http_respond_empty(r, 204);
out:
	cJSON_Delete(body);
	mproc_put(p);
	sandbox_put(sb);
	return ret;
}

/* ---- GET /processes/:pid/logs ------------------------------------------------------- */

struct log_stream {
	struct MHD_Connection *conn;
	struct http_request *r;
	struct sandbox *sb;
	struct mproc *p;
	struct logsub *sub;
	char *ev; /* pending event text */
	size_t ev_len, ev_off, ev_cap;
	bool done;
	int keepalive_s;   /* a comment after this long without bytes; 0: none */
	int64_t last_sent; /* mono_ms of the latest bytes handed out */
};

/* "data: <json>\n\n" of one log event into x->ev. */
static int format_event(struct log_stream *x, const struct log_event *ev)
{
	char cursor[LOG_CURSOR_MAX] = "", ts[40], head[512];
	struct timespec t = {.tv_sec = ev->ts_ms / 1000, .tv_nsec = (ev->ts_ms % 1000) * 1000000};
	size_t need;
	int h;

	http_iso8601(ts, sizeof(ts), &t);
	if (ev->seq)
		logstore_cursor(mproc_log(x->p), ev->seq, cursor, sizeof(cursor));
	if (ev->type == LOG_STDOUT || ev->type == LOG_STDERR) {
		h = snprintf(
		    head, sizeof(head),
		    "data: {\"type\":\"%s\",\"cursor\":\"%s\",\"timestamp\":\"%s\",\"data\":\"",
		    ev->type == LOG_STDOUT ? "stdout" : "stderr", cursor, ts);
		need = (size_t)h + (ev->len + 2) / 3 * 4 + 8;
	} else if (ev->type == LOG_TERMINAL) {
		/* {"state":"exited","exit":{...}} -> type, state, cursor, timestamp, exit */
		const char *exit = strstr((const char *)ev->data, "\"exit\":");

		h = snprintf(head, sizeof(head),
			     "data: {\"type\":\"terminal\",\"state\":\"exited\",\"cursor\":\"%s\","
			     "\"timestamp\":\"%s\",%s\n\n",
			     cursor, ts, exit ? exit : "\"exit\":{}}");
		need = (size_t)h;
	} else {
		h = snprintf(head, sizeof(head),
			     "data: {\"type\":\"truncated\",\"timestamp\":\"%s\"}\n\n", ts);
		need = (size_t)h;
	}
	if (need > x->ev_cap) {
		char *nb = realloc(x->ev, need);

		if (!nb)
			return -ENOMEM;
		x->ev = nb;
		x->ev_cap = need;
	}
	memcpy(x->ev, head, (size_t)h);
	x->ev_len = (size_t)h;
	if (ev->type == LOG_STDOUT || ev->type == LOG_STDERR) {
		x->ev_len += base64_encode(ev->data, ev->len, x->ev + x->ev_len);
		memcpy(x->ev + x->ev_len, "\"}\n\n", 4);
		x->ev_len += 4;
	}
	x->ev_off = 0;
	return 0;
}

static ssize_t log_reader(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct log_stream *x = cls;

	for (;;) {
		struct log_event ev;
		int rc;

		if (x->ev_off < x->ev_len) {
			size_t k = x->ev_len - x->ev_off;

			if (k > max)
				k = max;
			memcpy(buf, x->ev + x->ev_off, k);
			x->ev_off += k;
			x->last_sent = mono_ms();
			return (ssize_t)k;
		}
		if (x->done)
			return MHD_CONTENT_READER_END_OF_STREAM;
		rc = logsub_next(x->sub, &ev);
		if (rc == 1) {
			if (format_event(x, &ev) < 0)
				return MHD_CONTENT_READER_END_WITH_ERROR;
			continue;
		}
		if (rc == 0) {
			x->done = true;
			continue;
		}
		if (rc != -EAGAIN)
			return MHD_CONTENT_READER_END_WITH_ERROR;
		{
			struct pollfd pf = {.fd = logsub_fd(x->sub), .events = POLLIN};

			poll(&pf, 1, POLL_MS);
		}
		if (http_stopping(x->r) || http_client_gone(x->conn))
			return MHD_CONTENT_READER_END_WITH_ERROR;
		if (x->keepalive_s > 0 && mono_ms() - x->last_sent >= x->keepalive_s * 1000LL) {
			size_t n = http_keepalive_comment(buf, max, x->keepalive_s);

			if (n) {
				x->last_sent = mono_ms();
				return (ssize_t)n;
			}
		}
	}
}

static void log_stream_free(void *cls)
{
	struct log_stream *x = cls;

	if (!x)
		return;
	logsub_free(x->sub);
	mproc_put(x->p); /* before the sandbox: its last reference frees the registry */
	if (x->sb)
		sandbox_put(x->sb);
	free(x->ev);
	free(x);
}

/* Hono's parseBoolean of a query value: "true" or "1". */
static int query_bool(struct http_request *r, const char *name)
{
	const char *v = http_query(r, name);
	char *d = NULL;
	int res;

	if (!v)
		return -1;
	if (paths_decode_component(v, true, &d) < 0)
		return 0;
	res = strcmp(d, "true") == 0 || strcmp(d, "1") == 0;
	free(d);
	return res;
}

enum MHD_Result route_process_logs(struct http_request *r)
{
	struct log_stream *x;
	struct MHD_Response *resp;
	const char *since = http_query(r, "since");
	int replay = query_bool(r, "replay"), follow = query_bool(r, "follow");
	uint64_t after = 0;
	int err;

	x = calloc(1, sizeof(*x));
	if (!x)
		return MHD_NO;
	x->conn = r->conn;
	x->r = r;
	x->keepalive_s = follow == 1 ? http_keepalive_s(r) : 0;
	x->last_sent = mono_ms();
	if (http_sandbox_lookup(r, &x->sb) < 0) {
		free(x);
		return MHD_YES;
	}
	err = find_process(r, x->sb, &x->p);
	if (err < 0) {
		log_stream_free(x);
		return err == -ENOENT ? MHD_YES : MHD_NO;
	}
	if (since) {
		char *d = NULL;
		const char *why;

		err = paths_decode_component(since, true, &d);
		if (err == 0)
			err = d[0] ? logstore_parse_cursor(mproc_log(x->p), d, &after, &why)
				   : -EINVAL;
		free(d);
		if (err < 0) {
			/* the container throws; the bridge route does not catch it */
			log_stream_free(x);
			return http_respond_internal(r);
		}
	}
	err = logstore_subscribe(mproc_log(x->p), after, replay != 0, follow == 1, &x->sub);
	if (err < 0) {
		log_stream_free(x);
		return MHD_NO;
	}
	resp = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 64 * 1024, log_reader, x,
						 log_stream_free);
	if (!resp) {
		log_stream_free(x);
		return MHD_NO;
	}
	/* a quiet process may be followed for hours; its follower cannot tell
	 * it from a hung server but by keepalives (x->keepalive_s: followed) */
	return http_respond_event_stream(r, resp, x->keepalive_s);
}
