/* api_next.c — the next bridge generation's routes <-> C structs.
 *
 * Generation detection (sbx_generation), processes (start, list, get,
 * kill) and terminals (create, list, get, interrupt, terminate). A route a
 * server lacks answers 404 with the router's plain text body ("404 Not
 * Found"): no JSON error, so no bridge code (sbx_route_absent, errno.c).
 * That is how libsbx learns, from requests it makes anyway, that a
 * generation is absent; the answer is remembered in the client (gen_v1,
 * gen_next). What keeps callers unaware of generations (exec, sessions and
 * spawns on a next-only server) is next_exec.c; a connected terminal is
 * term.c. No cJSON value leaves this file.
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
#include "http.h"
#include "sbx_errno.h"
#include "url.h"

/* ---- small helpers ------------------------------------------------------------- */

int sbx_next_absent(struct sbx_client *c)
{
	atomic_store(&c->gen_next, -1);
	sbx_set_error("the server has no process or terminal routes (a v1 bridge)");
	return -ENOSYS;
}

int sbx_next_answered(struct sbx_client *c, const struct sbx_req *r, int rc)
{
	if (rc < 0 && sbx_route_absent(r->status, r->code))
		return sbx_next_absent(c);
	if (rc == 0)
		atomic_store(&c->gen_next, 1);
	return rc;
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

void sbx_argv_free(char **v)
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
			atomic_store(&c->gen_v1, 1); /* "argv must be a non-empty array" */
		else if (sbx_route_absent(r.status, r.code))
			atomic_store(&c->gen_v1, -1);
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
			atomic_store(&c->gen_next, 1);
		else if (sbx_route_absent(r.status, r.code))
			atomic_store(&c->gen_next, -1);
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
	sbx_argv_free(p->command);
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

int sbx_process_parse(const char *data, size_t len, struct sbx_process *p)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len);
	struct sbx_process tmp;
	int rc = process_of(j, &tmp);

	cJSON_Delete(j);
	if (rc == 0)
		*p = tmp;
	return rc;
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
		return sbx_next_absent(c);
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
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
	if (rc < 0)
		goto out; /* (errno.c read the words) */
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
		return sbx_next_absent(c);
	path = sbx_route_path(id, "/processes");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "process_list");
	r.idempotent = true;
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
	if (rc < 0)
		goto out;
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
		return sbx_next_absent(c);
	path = sbx_res_path(id, "processes", pid, NULL);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "process_get");
	r.idempotent = true;
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
	if (rc == 0) {
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
		return sbx_next_absent(c);
	path = sbx_res_path(id, "processes", pid, "kill");
	if (!path)
		return -ENOMEM;
	snprintf(body, sizeof(body), "{\"signal\":%d}", sig);
	sbx_req_init(&r, "POST", path, "process_kill");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	r.idempotent = true; /* signalling twice is what a retry would do */
	rc = sbx_next_answered(c, &r, sbx_http_do(c, &r));
	free(path);
	return rc;
}

/* ---- terminals ----------------------------------------------------------------------- */

void sbx_terminal_release(struct sbx_terminal *t)
{
	if (!t)
		return;
	free(t->id);
	sbx_argv_free(t->command);
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

int sbx_terminal_parse(const char *data, size_t len, struct sbx_terminal *t)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len);
	struct sbx_terminal tmp;
	int rc = terminal_of(j, &tmp);

	cJSON_Delete(j);
	if (rc == 0)
		*t = tmp;
	return rc;
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
		return sbx_next_absent(c);
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
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
	if (rc < 0)
		goto out; /* (errno.c read the words) */
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
		return sbx_next_absent(c);
	path = sbx_route_path(id, "/terminals");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "terminal_list");
	r.idempotent = true;
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
	if (rc < 0)
		goto out;
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
		return sbx_next_absent(c);
	path = sbx_res_path(id, "terminals", tid, NULL);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "terminal_get");
	r.idempotent = true;
	rc = sbx_next_answered(c, &r, request_value(c, &r, &ans));
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
		return sbx_next_absent(c);
	path = sbx_res_path(id, "terminals", tid, what);
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "POST", path,
		     what[0] == 'i' ? "terminal_interrupt" : "terminal_terminate");
	r.idempotent = true;
	rc = sbx_next_answered(c, &r, sbx_http_do(c, &r));
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
