/* api.c — the bridge's plain routes, one C call each: URL and JSON body
 * in, C structs out.
 *
 * Sandboxes (health, create, list, running, destroy, info), sessions,
 * tunnels, persist/hydrate, and the raw file GET/PUT that files.c builds
 * on. Each call builds its route with url.c, sends it with sbx_http_do()
 * (whose failures errno.c has already mapped) and turns the JSON answer
 * into C values; no cJSON value leaves this file. The other routes have
 * their own modules: exec and its event stream (exec.c), sbxd's /fs and
 * extents extensions (fsext.c), the next generation's processes and
 * terminals (api_next.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "files.h"
#include "http.h"
#include "sbx_errno.h"
#include "sink.h"
#include "url.h"

#define HYDRATE_MAX (32u << 20)

/* ---- JSON helpers ------------------------------------------------------ */

/* Sends a request whose answer is a JSON object; *out gets it (cJSON_Delete). */
static int request_json(struct sbx_client *c, struct sbx_req *r, cJSON **out)
{
	struct sbx_buf b;
	cJSON *j;
	int rc;

	sbx_buf_init(&b, sbx_http_json_max());
	r->resp = &b;
	rc = sbx_http_do(c, r);
	if (rc < 0)
		goto out;
	j = cJSON_ParseWithLength(b.data ? b.data : "", b.len);
	if (!j || !cJSON_IsObject(j)) {
		cJSON_Delete(j);
		sbx_set_error("%s %s: the server's answer is not a JSON object", r->method,
			      r->path);
		rc = -EIO;
		goto out;
	}
	*out = j;
out:
	sbx_buf_release(&b);
	return rc;
}

/* ---- simple routes ------------------------------------------------------ */

int sbx_health(struct sbx_client *c)
{
	struct sbx_req r;

	sbx_req_init(&r, "GET", "/health", "health");
	r.idempotent = true;
	return sbx_http_do(c, &r);
}

int sbx_create_id(struct sbx_client *c, char out[SBX_ID_MAX + 1])
{
	struct sbx_req r;
	cJSON *j = NULL, *id;
	int rc;

	sbx_req_init(&r, "POST", "/v1/sandbox", "create");
	rc = request_json(c, &r, &j);
	if (rc < 0)
		return rc;
	id = cJSON_GetObjectItemCaseSensitive(j, "id");
	if (!cJSON_IsString(id) || !sbx_valid_id(id->valuestring)) {
		sbx_set_error("POST /v1/sandbox: no valid id in the answer");
		rc = -EIO;
		goto out;
	}
	snprintf(out, SBX_ID_MAX + 1, "%s", id->valuestring);
out:
	cJSON_Delete(j);
	return rc;
}

void sbx_strv_free(char **v, size_t n)
{
	size_t i;

	if (!v)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* Extension GET /v1/sandbox. Accepted answers: ["id",...], {"ids":[...]},
 * {"sandboxes":[...]}, where each element is an id or an object with "id". */
int sbx_ids_parse(const char *data, size_t len, char ***ids, size_t *n)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len), *arr = j, *el;
	char **v = NULL;
	size_t cnt = 0, cap;
	int rc;

	if (cJSON_IsObject(j)) {
		arr = cJSON_GetObjectItemCaseSensitive(j, "ids");
		if (!arr)
			arr = cJSON_GetObjectItemCaseSensitive(j, "sandboxes");
	}
	if (!cJSON_IsArray(arr)) {
		rc = -ENOSYS;
		goto out;
	}
	cap = (size_t)cJSON_GetArraySize(arr);
	v = calloc(cap + 1, sizeof(*v));
	if (!v) {
		rc = -ENOMEM;
		goto out;
	}
	cJSON_ArrayForEach(el, arr)
	{
		const char *s = NULL;

		if (cJSON_IsString(el))
			s = el->valuestring;
		else if (cJSON_IsObject(el) &&
			 cJSON_IsString(cJSON_GetObjectItemCaseSensitive(el, "id")))
			s = cJSON_GetObjectItemCaseSensitive(el, "id")->valuestring;
		if (!s || !sbx_valid_id(s) || cnt >= cap)
			continue;
		v[cnt] = strdup(s);
		if (!v[cnt]) {
			rc = -ENOMEM;
			goto out;
		}
		cnt++;
	}
	*ids = v;
	*n = cnt;
	v = NULL;
	rc = 0;
out:
	sbx_strv_free(v, cnt);
	cJSON_Delete(j);
	return rc;
}

int sbx_list_sandboxes(struct sbx_client *c, char ***ids, size_t *n)
{
	struct sbx_req r;
	struct sbx_buf b;
	int rc;

	if (c->no_ext || atomic_load(&c->ext_list) < 0) {
		sbx_set_error("the server offers no sandbox listing");
		return -ENOSYS;
	}
	sbx_req_init(&r, "GET", "/v1/sandbox", "list");
	r.idempotent = true;
	sbx_buf_init(&b, sbx_http_json_max());
	r.resp = &b;
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			atomic_store(&c->ext_list, -1);
			sbx_set_error("the server offers no sandbox listing");
			rc = -ENOSYS;
		}
		goto out;
	}
	rc = sbx_ids_parse(b.data, b.len, ids, n);
	if (rc == -ENOSYS) {
		atomic_store(&c->ext_list, -1);
		sbx_set_error("GET /v1/sandbox: answer is not a list of ids");
	}
	if (rc == 0)
		atomic_store(&c->ext_list, 1);
out:
	sbx_buf_release(&b);
	return rc;
}

int sbx_running(struct sbx_client *c, const char *id, bool *running)
{
	struct sbx_req r;
	cJSON *j = NULL, *v;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	path = sbx_route_path(id, "/running");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "running");
	r.idempotent = true;
	rc = request_json(c, &r, &j);
	if (rc < 0)
		goto out;
	v = cJSON_GetObjectItemCaseSensitive(j, "running");
	if (!cJSON_IsBool(v)) {
		sbx_set_error("GET %s: no \"running\" in the answer", path);
		rc = -EIO;
		goto out;
	}
	*running = cJSON_IsTrue(v);
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

int sbx_destroy(struct sbx_client *c, const char *id)
{
	struct sbx_req r;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	path = sbx_route_path(id, "");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "DELETE", path, "destroy");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	free(path);
	return rc;
}

/* ---- files (raw routes; the logic is in files.c) -------------------------- */

int sbx_api_file_get(struct sbx_client *c, const char *id, const char *path, const char *range,
		     const char *op, sbx_sink_fn sink, void *arg, long *status)
{
	struct sbx_req r;
	char *url;
	int rc = sbx_file_route(id, "/file", path, NULL, &url);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "GET", url, "file_get");
	r.op = op;
	r.range = range;
	r.idempotent = true;
	r.sink = sink;
	r.sink_arg = arg;
	rc = sbx_http_do(c, &r);
	if (status)
		*status = r.status;
	free(url);
	return rc;
}

int sbx_api_file_put(struct sbx_client *c, const char *id, const char *path, const void *data,
		     int fd, off_t off, off_t len, const char *op)
{
	struct sbx_req r;
	char *url;
	int rc = sbx_file_route(id, "/file", path, NULL, &url);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "PUT", url, "file_put");
	r.op = op;
	r.content_type = "application/octet-stream";
	r.body = data ? data : "";
	r.body_fd = data ? -1 : fd;
	r.body_off = off;
	r.body_len = len;
	rc = sbx_http_do(c, &r);
	free(url);
	return rc;
}

/* ---- limits and usage (extension) ------------------------------------------ */

static int64_t num_or(const cJSON *o, const char *key, int64_t dflt)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsNumber(v) ? (int64_t)v->valuedouble : dflt;
}

static void limit_from(const cJSON *limits, const char *name, const char *max_key,
		       const char *used_key, struct sbx_limit *out)
{
	const cJSON *o = cJSON_GetObjectItemCaseSensitive(limits, name);
	const cJSON *how = cJSON_GetObjectItemCaseSensitive(o, "how");

	out->max = num_or(o, max_key, -1);
	out->used = num_or(o, used_key, -1);
	snprintf(out->how, sizeof(out->how), "%s",
		 cJSON_IsString(how) ? how->valuestring : "unknown");
}

static int info_from(const cJSON *j, struct sbx_info *out)
{
	const cJSON *l = cJSON_GetObjectItemCaseSensitive(j, "limits");
	struct sbx_info i;

	if (!cJSON_IsObject(l))
		return -EIO;
	memset(&i, 0, sizeof(i));
	i.uid = num_or(j, "uid", -1);
	limit_from(l, "pids", "max", "current", &i.pids);
	limit_from(l, "memory", "max", "current", &i.memory);
	limit_from(l, "cpu", "max_percent", "usage_usec", &i.cpu);
	limit_from(l, "disk", "max", "used", &i.disk);
	i.oom_kills = num_or(cJSON_GetObjectItemCaseSensitive(l, "memory"), "oom_kills", -1);
	*out = i;
	return 0;
}

int sbx_info_parse(const char *data, size_t len, struct sbx_info *out)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len);
	int rc = cJSON_IsObject(j) ? info_from(j, out) : -EIO;

	cJSON_Delete(j);
	return rc;
}

int sbx_sandbox_info(struct sbx_client *c, const char *id, struct sbx_info *out)
{
	struct sbx_req r;
	struct sbx_info i;
	cJSON *j = NULL;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (c->no_ext || atomic_load(&c->ext_info) < 0) {
		sbx_set_error("the server offers no sandbox info");
		return -ENOSYS;
	}
	path = sbx_route_path(id, "/info");
	if (!path)
		return -ENOMEM;
	sbx_req_init(&r, "GET", path, "info");
	r.idempotent = true;
	rc = request_json(c, &r, &j);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			atomic_store(&c->ext_info, -1);
			sbx_set_error("the server offers no sandbox info");
			rc = -ENOSYS;
		}
		goto out;
	}
	rc = info_from(j, &i);
	if (rc < 0) {
		sbx_set_error("GET %s: no \"limits\" in the answer", path);
		goto out;
	}
	atomic_store(&c->ext_info, 1);
	*out = i;
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

/* ---- sessions -------------------------------------------------------------- */

int sbx_session_body(const char *sid, const char *cwd, const char *const *env, char **out)
{
	cJSON *j, *e;
	char *text;
	int rc;

	rc = -ENOMEM;
	j = cJSON_CreateObject();
	if (!j)
		goto out;
	if (sid && !cJSON_AddStringToObject(j, "id", sid))
		goto out;
	if (cwd && !cJSON_AddStringToObject(j, "cwd", cwd))
		goto out;
	if (env) {
		size_t i;

		e = cJSON_AddObjectToObject(j, "env");
		if (!e)
			goto out;
		for (i = 0; env[i]; i++) {
			const char *eq = strchr(env[i], '=');
			char key[256];

			if (!eq || eq == env[i] || (size_t)(eq - env[i]) >= sizeof(key)) {
				sbx_set_error("env entries must be KEY=VALUE");
				rc = -EINVAL;
				goto out;
			}
			snprintf(key, sizeof(key), "%.*s", (int)(eq - env[i]), env[i]);
			if (!cJSON_AddStringToObject(e, key, eq + 1))
				goto out;
		}
	}
	text = cJSON_PrintUnformatted(j);
	if (text) {
		*out = text;
		rc = 0;
	}
out:
	cJSON_Delete(j);
	return rc;
}

int sbx_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
		       const char *const *env, char **sid_out)
{
	struct sbx_req r;
	cJSON *ans = NULL, *v;
	char *path = NULL, *body = NULL, *res;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (sid && !sbx_valid_session_id(sid)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	rc = sbx_session_body(sid, cwd, env, &body);
	if (rc < 0)
		goto out;
	rc = -ENOMEM;
	path = sbx_route_path(id, "/session");
	if (!body || !path)
		goto out;
	if (atomic_load(&c->gen_v1) < 0)
		goto local;
	sbx_req_init(&r, "POST", path, "session_create");
	r.content_type = "application/json";
	r.body = body;
	r.body_len = (off_t)strlen(body);
	rc = request_json(c, &r, &ans);
	if (rc < 0 && sbx_route_absent(r.status, r.code)) {
		/* a next-only server has no sessions: the client keeps them */
		atomic_store(&c->gen_v1, -1);
	local:
		rc = sbx_next_session_create(c, id, sid, cwd, env, sid_out);
		goto out;
	}
	if (rc < 0)
		goto out;
	v = cJSON_GetObjectItemCaseSensitive(ans, "id");
	if (!cJSON_IsString(v)) {
		sbx_set_error("POST %s: no session id in the answer", path);
		rc = -EIO;
		goto out;
	}
	res = strdup(v->valuestring);
	if (!res) {
		rc = -ENOMEM;
		goto out;
	}
	if (sid_out)
		*sid_out = res;
	else
		free(res);
	rc = 0;
out:
	cJSON_Delete(ans);
	free(body);
	free(path);
	return rc;
}

int sbx_session_delete(struct sbx_client *c, const char *id, const char *sid)
{
	struct sbx_req r;
	char suffix[SBX_SESSION_MAX + 16];
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_valid_session_id(sid)) {
		sbx_set_error("invalid session id");
		return -EINVAL;
	}
	snprintf(suffix, sizeof(suffix), "/session/%s", sid);
	path = sbx_route_path(id, suffix);
	if (!path)
		return -ENOMEM;
	if (atomic_load(&c->gen_v1) < 0) { /* no sessions on the server (next) */
		free(path);
		return sbx_next_session_delete(c, id, sid);
	}
	sbx_req_init(&r, "DELETE", path, "session_delete");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	if (rc < 0 && sbx_route_absent(r.status, r.code)) {
		atomic_store(&c->gen_v1, -1);
		rc = sbx_next_session_delete(c, id, sid);
	}
	free(path);
	return rc;
}

/* ---- tunnels ----------------------------------------------------------------- */

void sbx_tunnel_release(struct sbx_tunnel *t)
{
	if (!t)
		return;
	free(t->url);
	free(t->hostname);
	free(t->tunnel_id);
	t->url = t->hostname = t->tunnel_id = NULL;
}

static char *json_strdup(const cJSON *j, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

	return strdup(cJSON_IsString(v) ? v->valuestring : "");
}

static int tunnel_from(const cJSON *j, int port, struct sbx_tunnel *out)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "port");
	struct sbx_tunnel t = {0};

	t.port = cJSON_IsNumber(v) ? v->valueint : port;
	t.url = json_strdup(j, "url");
	t.hostname = json_strdup(j, "hostname");
	t.tunnel_id = json_strdup(j, "id");
	if (!t.url || !t.hostname || !t.tunnel_id) {
		sbx_tunnel_release(&t);
		return -ENOMEM;
	}
	*out = t;
	return 0;
}

int sbx_tunnel_parse(const char *data, size_t len, int port, struct sbx_tunnel *out)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len);
	int rc = cJSON_IsObject(j) ? tunnel_from(j, port, out) : -EIO;

	cJSON_Delete(j);
	return rc;
}

/* The checked route path of a sandbox's tunnel on port (free() it). */
static int tunnel_path(const char *id, int port, char **out)
{
	char suffix[32];
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (!sbx_valid_port(port)) {
		sbx_set_error("invalid port %d (1024-65535, not 3000)", port);
		return -EINVAL;
	}
	snprintf(suffix, sizeof(suffix), "/tunnel/%d", port);
	*out = sbx_route_path(id, suffix);
	return *out ? 0 : -ENOMEM;
}

int sbx_tunnel_create(struct sbx_client *c, const char *id, int port, struct sbx_tunnel *out)
{
	struct sbx_tunnel t = {0};
	struct sbx_req r;
	cJSON *j = NULL;
	char *path;
	int rc = tunnel_path(id, port, &path);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "POST", path, "tunnel_create");
	rc = request_json(c, &r, &j);
	if (rc < 0)
		goto out;
	rc = tunnel_from(j, port, &t);
	if (rc == 0)
		*out = t;
out:
	cJSON_Delete(j);
	free(path);
	return rc;
}

int sbx_tunnel_delete(struct sbx_client *c, const char *id, int port)
{
	struct sbx_req r;
	char *path;
	int rc = tunnel_path(id, port, &path);

	if (rc < 0)
		return rc;
	sbx_req_init(&r, "DELETE", path, "tunnel_delete");
	r.idempotent = true;
	rc = sbx_http_do(c, &r);
	free(path);
	return rc;
}

void sbx_tunnels_free(struct sbx_tunnel *v, size_t n)
{
	for (size_t i = 0; v && i < n; i++)
		sbx_tunnel_release(&v[i]);
	free(v);
}

int sbx_tunnels_parse(const char *data, size_t len, struct sbx_tunnel **v, size_t *n)
{
	cJSON *j = cJSON_ParseWithLength(data ? data : "", len), *it;
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(j, "tunnels");
	struct sbx_tunnel *out = NULL;
	size_t cnt = 0;
	int rc = -EIO;

	if (!cJSON_IsArray(a))
		goto out;
	rc = -ENOMEM;
	out = calloc((size_t)cJSON_GetArraySize(a) + 1, sizeof(*out));
	if (!out)
		goto out;
	cJSON_ArrayForEach(it, a)
	{
		const cJSON *p = cJSON_GetObjectItemCaseSensitive(it, "port");

		/* an entry without a valid port names nothing the mount can show */
		if (!cJSON_IsObject(it) || !cJSON_IsNumber(p) || p->valuedouble != p->valueint ||
		    !sbx_valid_port(p->valueint))
			continue;
		if (tunnel_from(it, p->valueint, &out[cnt]) < 0)
			goto out;
		cnt++;
	}
	*v = out;
	*n = cnt;
	out = NULL;
	cnt = 0;
	rc = 0;
out:
	sbx_tunnels_free(out, cnt);
	cJSON_Delete(j);
	return rc;
}

int sbx_tunnel_list(struct sbx_client *c, const char *id, struct sbx_tunnel **v, size_t *n)
{
	struct sbx_req r;
	struct sbx_buf b;
	char *path;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	if (c->no_ext || atomic_load(&c->ext_tunnels) < 0) {
		sbx_set_error("the server lists no tunnels");
		return -ENOSYS;
	}
	path = sbx_route_path(id, "/tunnels");
	if (!path)
		return -ENOMEM;
	sbx_buf_init(&b, sbx_http_json_max());
	sbx_req_init(&r, "GET", path, "tunnel_list");
	r.idempotent = true;
	r.resp = &b;
	rc = sbx_http_do(c, &r);
	if (rc < 0) {
		if (r.status == 404 || r.status == 405 || r.status == 501) {
			atomic_store(&c->ext_tunnels, -1);
			sbx_set_error("the server lists no tunnels");
			rc = -ENOSYS;
		}
		goto out;
	}
	rc = sbx_tunnels_parse(b.data, b.len, v, n);
	if (rc == -EIO)
		sbx_set_error("GET %s: no \"tunnels\" list in the answer", path);
	if (rc == 0)
		atomic_store(&c->ext_tunnels, 1);
out:
	sbx_buf_release(&b);
	free(path);
	return rc;
}

/* ---- persist / hydrate ---------------------------------------------------------- */

int sbx_persist(struct sbx_client *c, const char *id, const char *const *excludes, int fd)
{
	struct sbx_fd_sink out = {fd, 0};
	struct sbx_req r;
	struct sbx_buf q;
	char *path = NULL, *full = NULL;
	size_t i;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	sbx_buf_init(&q, 64u << 10);
	rc = sbx_buf_add(&q, "/persist", 8);
	for (i = 0; rc == 0 && excludes && excludes[i]; i++) {
		const char *e = excludes[i];
		char *enc;

		if (!*e || strchr(e, ',') || strstr(e, "..")) {
			sbx_set_error("persist: bad exclude name");
			rc = -EINVAL;
			goto out;
		}
		rc = sbx_buf_add(&q, i ? "," : "?excludes=", i ? 1 : 10);
		enc = rc == 0 ? sbx_url_encode_query(e) : NULL;
		if (rc == 0 && !enc)
			rc = -ENOMEM;
		if (rc == 0)
			rc = sbx_buf_add(&q, enc, strlen(enc));
		free(enc);
	}
	if (rc < 0)
		goto out;
	path = sbx_route_path(id, q.data);
	if (!path) {
		rc = -ENOMEM;
		goto out;
	}
	sbx_req_init(&r, "POST", path, "persist");
	r.sink = sbx_fd_sink;
	r.sink_arg = &out;
	rc = sbx_http_do(c, &r);
out:
	free(full);
	free(path);
	sbx_buf_release(&q);
	return rc;
}

int sbx_hydrate_fd(struct sbx_client *c, const char *id, int fd)
{
	struct sbx_req r;
	struct sbx_buf b;
	struct stat st;
	char *path = NULL;
	off_t cur;
	int rc = sbx_check_id(id);

	if (rc < 0)
		return rc;
	sbx_buf_init(&b, HYDRATE_MAX);
	path = sbx_route_path(id, "/hydrate");
	if (!path) {
		rc = -ENOMEM;
		goto out;
	}
	sbx_req_init(&r, "POST", path, "hydrate");
	r.content_type = "application/x-tar";
	cur = lseek(fd, 0, SEEK_CUR);
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && cur >= 0) {
		r.body_fd = fd;
		r.body_off = cur;
		r.body_len = st.st_size - cur;
	} else {
		char chunk[65536];
		ssize_t n;

		while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
			if (n < 0) {
				if (errno == EINTR)
					continue;
				rc = -errno;
				goto out;
			}
			rc = sbx_buf_add(&b, chunk, (size_t)n);
			if (rc < 0) {
				sbx_set_error("hydrate: tar larger than 32 MiB");
				rc = -EFBIG;
				goto out;
			}
		}
		r.body = b.data ? b.data : "";
		r.body_len = (off_t)b.len;
	}
	if (r.body_len > (off_t)HYDRATE_MAX && r.body_fd >= 0 && r.body_off == 0) {
		/* more than one request may carry (the bridge's limit) */
		rc = sbx_hydrate_file(c, id, fd, r.body_len);
		goto out;
	}
	if (r.body_len > (off_t)HYDRATE_MAX) {
		sbx_set_error("hydrate: tar larger than 32 MiB");
		rc = -EFBIG;
		goto out;
	}
	rc = sbx_http_do(c, &r);
out:
	free(path);
	sbx_buf_release(&b);
	return rc;
}
