/* route_terminals.c — terminals over HTTP and WebSocket:
 *
 * the next bridge's terminal resource (routes/terminals.ts on `next`)
 *   POST /v1/sandbox/:id/terminals                 {argv, cwd?, env?, cols?, rows?}
 *   GET  /v1/sandbox/:id/terminals[/:tid]          snapshots
 *   GET  /v1/sandbox/:id/terminals/:tid/connect    WebSocket (?cursor=&cols=&rows=)
 *   POST /v1/sandbox/:id/terminals/:tid/interrupt  SIGINT to the foreground job
 *   POST /v1/sandbox/:id/terminals/:tid/terminate  hang up, then kill
 * and the 0.12 bridge's GET /v1/sandbox/:id/pty (one shell per session).
 *
 * The WebSocket sessions themselves (framing, forwarding) are term_ws.c's.
 */
#include "logstore.h"
#include "paths.h"
#include "procs.h"
#include "routes.h"
#include "sandbox.h"
#include "websocket.h"
#include "term_ws.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- snapshots ---------------------------------------------------------------- */

static cJSON *snapshot_json(struct mterm *t)
{
	struct mstatus st;
	cJSON *o = cJSON_CreateObject(), *a;

	mterm_status(t, &st);
	if (!o || !cJSON_AddStringToObject(o, "id", st.id) ||
	    !cJSON_AddNumberToObject(o, "pid", st.pid))
		goto fail;
	a = cJSON_AddArrayToObject(o, "command");
	for (size_t i = 0; a && st.argv[i]; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(st.argv[i]));
	if (!a || !cJSON_AddStringToObject(o, "cwd", st.cwd) ||
	    !cJSON_AddStringToObject(o, "status",
				     st.state == MSTATE_RUNNING ? "running" : "exited"))
		goto fail;
	if (st.state != MSTATE_RUNNING) {
		cJSON *e = route_exit_json(st.code, st.signal, false);

		if (!e)
			goto fail;
		cJSON_AddItemToObject(o, "exit", e);
	}
	return o;
fail:
	cJSON_Delete(o);
	return NULL;
}

static enum MHD_Result terminal_error(struct http_request *r, int err)
{
	return http_respond_error(r, 502, "exec_transport_error", "terminal failed: %s",
				  http_errmsg(err));
}

/* ---- POST /terminals ------------------------------------------------------------ */

static bool positive_int(cJSON *v)
{
	return cJSON_IsNumber(v) && v->valuedouble > 0 && v->valuedouble < 9007199254740992.0 &&
	       v->valuedouble == (double)(long long)v->valuedouble;
}

enum MHD_Result route_terminal_create(struct http_request *r)
{
	cJSON *body = http_body_json(r), *argv, *jc, *je, *jcol, *jrow, *it;
	struct mterm_spec spec = {.cols = 80, .rows = 24};
	const char **args = NULL;
	char **env = NULL, *cwd = NULL;
	struct sandbox *sb = NULL;
	struct mterm *t = NULL;
	enum MHD_Result ret;
	size_t i = 0;
	int err;

	if (!body) {
		ret = http_respond_error(r, 400, "invalid_request", "Invalid JSON body");
		goto out;
	}
	if (!cJSON_IsObject(body)) {
		ret =
		    http_respond_error(r, 400, "invalid_request", "Request body must be an object");
		goto out;
	}
	argv = cJSON_GetObjectItemCaseSensitive(body, "argv");
	err = cJSON_IsArray(argv) && cJSON_GetArraySize(argv) > 0 ? 0 : -EINVAL;
	cJSON_ArrayForEach(it, argv)
	{
		if (!cJSON_IsString(it))
			err = -EINVAL;
	}
	if (err) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "argv must be a non-empty string array");
		goto out;
	}
	jc = cJSON_GetObjectItemCaseSensitive(body, "cwd");
	if (jc && !cJSON_IsString(jc)) {
		ret = http_respond_error(r, 400, "invalid_request", "cwd must be a string");
		goto out;
	}
	je = cJSON_GetObjectItemCaseSensitive(body, "env");
	if (je && !cJSON_IsObject(je)) {
		ret = http_respond_error(r, 400, "invalid_request", "env must be an object");
		goto out;
	}
	cJSON_ArrayForEach(it, je)
	{
		if (!cJSON_IsString(it)) {
			ret = http_respond_error(r, 400, "invalid_request",
						 "env values must be strings");
			goto out;
		}
	}
	jcol = cJSON_GetObjectItemCaseSensitive(body, "cols");
	if (jcol && !positive_int(jcol)) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "cols must be a positive integer");
		goto out;
	}
	jrow = cJSON_GetObjectItemCaseSensitive(body, "rows");
	if (jrow && !positive_int(jrow)) {
		ret = http_respond_error(r, 400, "invalid_request",
					 "rows must be a positive integer");
		goto out;
	}
	/* what the container refuses */
	if (!cJSON_GetArrayItem(argv, 0)->valuestring[0]) {
		ret = http_respond_error(
		    r, 502, "exec_transport_error",
		    "terminal failed: Terminal command must include an executable");
		goto out;
	}
	if ((jcol && jcol->valuedouble > 65535) || (jrow && jrow->valuedouble > 65535)) {
		ret = http_respond_error(r, 502, "exec_transport_error",
					 "terminal failed: Invalid dimensions");
		goto out;
	}
	/* any directory of the sandbox; a relative one is taken from /workspace */
	if (jc) {
		char *abs = NULL;

		if (asprintf(&abs, "%s%s", jc->valuestring[0] == '/' ? "" : "/workspace/",
			     jc->valuestring) < 0 ||
		    paths_normalize(abs, &cwd) < 0) {
			free(abs);
			ret = MHD_NO;
			goto out;
		}
		free(abs);
	}
	args = calloc((size_t)cJSON_GetArraySize(argv) + 1, sizeof(*args));
	if (!args) {
		ret = MHD_NO;
		goto out;
	}
	cJSON_ArrayForEach(it, argv)
	{
		args[i++] = it->valuestring;
	}
	if (je) {
		size_t n = (size_t)cJSON_GetArraySize(je), k = 0;

		env = calloc(n + 1, sizeof(*env));
		if (!env) {
			ret = MHD_NO;
			goto out;
		}
		cJSON_ArrayForEach(it, je)
		{
			if (asprintf(&env[k++], "%s=%s", it->string, it->valuestring) < 0) {
				env[--k] = NULL;
				ret = MHD_NO;
				goto out;
			}
		}
	}
	spec.argv = args;
	spec.cwd = cwd ? cwd : "/workspace";
	spec.env = (const char *const *)env;
	if (jcol)
		spec.cols = (int)jcol->valuedouble;
	if (jrow)
		spec.rows = (int)jrow->valuedouble;
	if (http_sandbox_get(r, &sb) < 0) {
		ret = MHD_YES;
		goto out;
	}
	sbxd_set_errmsg("%s", "");
	err = sandbox_term_create(sb, &spec, &t);
	if (err < 0) {
		ret = terminal_error(r, err);
		goto out;
	}
	ret = http_respond_json(r, 200, snapshot_json(t));
out:
	mterm_put(t);
	if (sb)
		sandbox_put(sb);
	for (size_t k = 0; env && env[k]; k++)
		free(env[k]);
	free(env);
	free(args);
	free(cwd);
	cJSON_Delete(body);
	return ret;
}

/* ---- GET /terminals, /terminals/:tid --------------------------------------------- */

enum MHD_Result route_terminal_list(struct http_request *r)
{
	struct sandbox *sb;
	struct mterm **v = NULL;
	size_t n = 0;
	cJSON *a = NULL;
	enum MHD_Result ret;

	if (http_sandbox_lookup(r, &sb) < 0)
		return MHD_YES;
	if (sandbox_term_list(sb, &v, &n) < 0) {
		ret = MHD_NO;
		goto out;
	}
	a = cJSON_CreateArray();
	for (size_t i = 0; a && i < n; i++) {
		cJSON *o = snapshot_json(v[i]);

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
		mterm_put(v[i]);
	free(v);
	sandbox_put(sb);
	return ret;
}

/* The route's terminal: sandbox looked up (not started), id checked and
 * found. On failure a response is queued: MHD_YES in *ret, or MHD_NO. */
static int find_terminal(struct http_request *r, struct sandbox **sbp, struct mterm **tp,
			 enum MHD_Result *ret)
{
	char *id = NULL;
	int err;

	*ret = MHD_YES;
	if (http_sandbox_lookup(r, sbp) < 0)
		return -ESRCH;
	err = paths_decode_component(r->param, false, &id);
	if (err == -ENOMEM) {
		*ret = MHD_NO;
	} else if (err < 0 || !paths_valid_session_id(id)) { /* the same rule as session ids */
		*ret = http_respond_error(r, 400, "invalid_request", "Invalid terminal ID format");
		err = -EINVAL;
	} else {
		err = sandbox_term_get(*sbp, id, tp);
		if (err == -ENOENT)
			*ret = http_respond_error(r, 404, "not_found", "Terminal not found");
	}
	free(id);
	if (err < 0) {
		sandbox_put(*sbp);
		*sbp = NULL;
	}
	return err;
}

enum MHD_Result route_terminal_get(struct http_request *r)
{
	struct sandbox *sb;
	struct mterm *t;
	enum MHD_Result ret;

	if (find_terminal(r, &sb, &t, &ret) < 0)
		return ret;
	ret = http_respond_json(r, 200, snapshot_json(t));
	mterm_put(t);
	sandbox_put(sb);
	return ret;
}

enum MHD_Result route_terminal_interrupt(struct http_request *r)
{
	struct sandbox *sb;
	struct mterm *t;
	enum MHD_Result ret;

	if (find_terminal(r, &sb, &t, &ret) < 0)
		return ret;
	mterm_interrupt(t);
	ret = http_respond_empty(r, 204);
	mterm_put(t);
	sandbox_put(sb);
	return ret;
}

enum MHD_Result route_terminal_terminate(struct http_request *r)
{
	struct sandbox *sb;
	struct mterm *t;
	enum MHD_Result ret;

	if (find_terminal(r, &sb, &t, &ret) < 0)
		return ret;
	mterm_terminate(t); /* the bridge answers once the terminal has exited */
	ret = http_respond_empty(r, 204);
	mterm_put(t);
	sandbox_put(sb);
	return ret;
}

/* The checks every WebSocket route makes first. */
static bool wants_websocket(struct http_request *r)
{
	const char *up = http_header(r, MHD_HTTP_HEADER_UPGRADE);
	const char *key = http_header(r, "Sec-WebSocket-Key");

	return up && strcasecmp(up, "websocket") == 0 && ws_valid_key(key);
}

/* Number(query) as a positive integer; -EINVAL when given but not one. */
static int query_positive(struct http_request *r, const char *name, int *out)
{
	const char *v = http_query(r, name);
	char *d = NULL;
	double n;
	bool ok;

	*out = 0;
	if (!v)
		return 0;
	ok = paths_decode_component(v, true, &d) == 0 && paths_js_number(d, &n) && n > 0 &&
	     n <= 65535 && n == (double)(int)n;
	free(d);
	if (!ok)
		return -EINVAL;
	*out = (int)n;
	return 0;
}

enum MHD_Result route_terminal_connect(struct http_request *r)
{
	struct term_ws *w;
	enum MHD_Result ret;
	struct sandbox *sb;
	struct mterm *t;
	char *id = NULL;
	int err, cols, rows;

	/* the lookup comes first: a stopped sandbox answers 404 to anything */
	if (http_sandbox_lookup(r, &sb) < 0)
		return MHD_YES;
	if (!wants_websocket(r)) {
		ret = http_respond_error(r, 400, "invalid_request", "WebSocket upgrade required");
		sandbox_put(sb);
		return ret;
	}
	sandbox_put(sb);
	err = paths_decode_component(r->param, false, &id);
	if (err < 0 || !paths_valid_session_id(id)) {
		free(id);
		return err == -ENOMEM ? MHD_NO
				      : http_respond_error(r, 400, "invalid_request",
							   "Invalid terminal ID format");
	}
	free(id);
	if (query_positive(r, "cols", &cols) < 0)
		return http_respond_error(r, 400, "invalid_request",
					  "cols must be a positive integer");
	if (query_positive(r, "rows", &rows) < 0)
		return http_respond_error(r, 400, "invalid_request",
					  "rows must be a positive integer");
	if (find_terminal(r, &sb, &t, &ret) < 0)
		return ret;
	w = calloc(1, sizeof(*w));
	if (!w) {
		mterm_put(t);
		sandbox_put(sb);
		return MHD_NO;
	}
	w->r = r;
	w->sb = sb;
	w->t = t;
	w->cols = cols;
	w->rows = rows;
	{
		const char *c = http_query(r, "cursor");

		if (c) {
			w->has_cursor = true;
			if (paths_decode_component(c, true, &w->cursor) < 0) {
				w->cursor = strdup(c);
				w->cursor_err = "Invalid byte log cursor";
			}
			if (!w->cursor) {
				term_ws_free(w);
				return MHD_NO;
			}
			if (!w->cursor_err && w->cursor[0] &&
			    logstore_parse_cursor(mterm_log(t), w->cursor, &w->after,
						  &w->cursor_err) == 0)
				w->cursor_err = NULL;
		}
	}
	err = logstore_subscribe(mterm_log(t), w->after, true, true, &w->sub);
	if (err < 0) {
		term_ws_free(w);
		return MHD_NO;
	}
	return http_respond_websocket(r, term_ws_session, w, term_ws_free);
}

/* ---- the 0.12 bridge's GET /pty ----------------------------------------------------- */

enum MHD_Result route_pty(struct http_request *r)
{
	const char *cq = http_query(r, "cols"), *rq = http_query(r, "rows");
	const char *shell_q = http_query(r, "shell"), *sid = http_header(r, "Session-Id");
	char *shell = NULL, *sess = NULL, *scwd = NULL, **senv = NULL;
	const char **env = NULL;
	double cols = 80, rows = 24;
	struct sandbox *sb = NULL;
	struct mterm *t = NULL;
	struct term_ws *w = NULL;
	enum MHD_Result ret;
	size_t n = 0;
	int err;

	if (!wants_websocket(r))
		return http_respond_error(r, 400, "invalid_request", "WebSocket upgrade required");
	/* colsParam ? Number(colsParam) : 80 */
	{
		char *d = NULL;
		bool ok = true;

		if (cq && cq[0]) {
			ok = paths_decode_component(cq, true, &d) == 0 && paths_js_number(d, &cols);
			free(d);
			d = NULL;
		}
		if (ok && rq && rq[0]) {
			ok = paths_decode_component(rq, true, &d) == 0 && paths_js_number(d, &rows);
			free(d);
		}
		if (!ok)
			return http_respond_error(r, 400, "invalid_request",
						  "cols and rows must be valid numbers");
	}
	if (!(cols >= 1 && cols <= 65535))
		cols = 80; /* what a terminal could not have */
	if (!(rows >= 1 && rows <= 65535))
		rows = 24;
	if ((!sid || !sid[0]) && http_query(r, "session") &&
	    paths_decode_component(http_query(r, "session"), true, &sess) == 0)
		sid = sess;
	if (sid && sid[0] && !paths_valid_session_id(sid)) {
		ret = http_respond_error(r, 400, "invalid_request", "Invalid session ID format");
		goto out;
	}
	if (shell_q && paths_decode_component(shell_q, true, &shell) < 0) {
		ret = MHD_NO;
		goto out;
	}
	if (http_sandbox_get(r, &sb) < 0) {
		ret = MHD_YES;
		goto out;
	}
	/* one shell per session (the sessionless calls share one), reattached */
	{
		char key[160];

		snprintf(key, sizeof(key), "%s", sid && sid[0] ? sid : "");
		err = sandbox_term_of_session(sb, key, &t);
		if (err == -ENOENT) {
			const char *argv[] = {shell && shell[0] ? shell : "bash", NULL};
			struct mterm_spec spec = {.argv = argv,
						  .cwd = "/workspace",
						  .cols = (int)cols,
						  .rows = (int)rows,
						  .session = key};

			if (sid && sid[0] && sandbox_session_state(sb, sid, &scwd, &senv) == 0)
				spec.cwd = scwd;
			while (senv && senv[n])
				n++;
			env = calloc(n + 2, sizeof(*env));
			if (!env) {
				ret = MHD_NO;
				goto out;
			}
			for (size_t i = 0; i < n; i++)
				env[i] = senv[i];
			env[n] = "PROMPT_COMMAND=clear; unset PROMPT_COMMAND";
			spec.env = env;
			sbxd_set_errmsg("%s", "");
			err = sandbox_term_create(sb, &spec, &t);
		}
		if (err < 0) {
			ret = terminal_error(r, err);
			goto out;
		}
	}
	w = calloc(1, sizeof(*w));
	if (!w || logstore_subscribe(mterm_log(t), 0, true, true, &w->sub) < 0) {
		free(w);
		ret = MHD_NO;
		goto out;
	}
	w->r = r;
	w->v1 = true;
	w->sb = sb;
	w->t = t;
	sb = NULL;
	t = NULL;
	ret = http_respond_websocket(r, term_ws_session, w, term_ws_free);
out:
	mterm_put(t);
	if (sb)
		sandbox_put(sb);
	for (size_t i = 0; senv && senv[i]; i++)
		free(senv[i]);
	free(senv);
	free(env);
	free(scwd);
	free(shell);
	free(sess);
	return ret;
}
