/* http.c — libmicrohttpd glue for sbxd: the daemon, per-request contexts,
 * the routing table and the bridge's check order, bodies, responses, and
 * one log line per request.
 *
 * Paths: libmicrohttpd would percent-decode the URL before we see it, which
 * loses the difference between "/" and "%2F"; an identity unescape callback
 * keeps the raw path, and paths.c applies the bridge's rules (dot segments,
 * then decodeURI per route). Check order on /v1/sandbox/...: the sandbox id
 * (400, even without a token), then auth (401), then the route's own checks.
 *
 * Threads: one per connection, so a handler may block (exec streams block in
 * proc_read with a bounded timeout). Nothing here is shared between
 * requests except the read-only server object and the edge (edge.c: how
 * long and how many connections may wait before proving the token).
 *
 * Before routing, what no route should ever see: a request target over
 * HTTP_URL_MAX (414), a Transfer-Encoding other than one "chunked" or one
 * next to a Content-Length (400 at once: libmicrohttpd would otherwise read
 * a body of unknown length until the client closes).
 */
#include "http.h"

#include "edge.h"
#include "paths.h"
#include "routes.h"
#include "sandbox.h"
#include "websocket.h"

#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>

struct http_server {
	struct MHD_Daemon *daemon;
	struct edge *edge;
	struct sandbox_table *table;
	char *token;
	size_t token_len;
	bool bridge_compat;
	int keepalive_s;
	enum http_compat compat;
	atomic_bool stopping;
	atomic_long in_flight; /* requests begun and not yet completed */
	int verbose;
	int port;
};

static const struct route routes[] = {
    {"GET", "/health", false, false, false, NULL, NULL, route_health, 0, false},
    {"POST", "/v1/sandbox", false, true, false, NULL, NULL, route_sandbox_create, 0, false},
    {"GET", "/v1/sandbox", false, true, true, NULL, NULL, route_sandbox_list, 0, false},
    {"DELETE", "", true, true, false, NULL, NULL, route_sandbox_destroy, 0, false},
    {"POST", "/exec", true, true, false, NULL, NULL, route_exec, ROUTE_V1, false},
    {"GET", "/file/*", true, true, false, NULL, NULL, route_file_get, 0, false},
    {"PUT", "/file/*", true, true, false, route_file_put_headers, route_file_put_data,
     route_file_put_done, 0, false},
    {"GET", "/running", true, true, false, NULL, NULL, route_running, 0, false},
    {"POST", "/session", true, true, false, NULL, NULL, route_session_create, ROUTE_V1, false},
    {"DELETE", "/session/:", true, true, false, NULL, NULL, route_session_delete, ROUTE_V1, false},
    {"POST", "/tunnel/:", true, true, false, NULL, NULL, route_tunnel_open, 0, false},
    {"DELETE", "/tunnel/:", true, true, false, NULL, NULL, route_tunnel_close, 0, false},
    {"POST", "/fs", true, true, true, NULL, NULL, route_fs, 0, false},
    {"GET", "/extents/*", true, true, true, NULL, NULL, route_extents_get, 0, false},
    {"PUT", "/extents/*", true, true, true, route_extents_headers, route_extents_data,
     route_extents_done, 0, false},
    {"GET", "/info", true, true, true, NULL, NULL, route_info, 0, false},
    {"POST", "/persist", true, true, false, NULL, NULL, route_persist, 0, false},
    {"POST", "/hydrate", true, true, false, route_hydrate_headers, route_hydrate_data,
     route_hydrate_done, 0, false},
    {"POST", "/mount", true, true, false, NULL, NULL, route_not_supported, 0, false},
    {"POST", "/unmount", true, true, false, NULL, NULL, route_not_supported, 0, false},
    {"GET", "/pty", true, true, false, NULL, NULL, route_pty, ROUTE_V1, false},
    /* the next generation's resources */
    {"POST", "/processes", true, true, false, NULL, NULL, route_process_start, ROUTE_NEXT, false},
    {"GET", "/processes", true, true, false, NULL, NULL, route_process_list, ROUTE_NEXT, true},
    {"GET", "/processes/:", true, true, false, NULL, NULL, route_process_get, ROUTE_NEXT, true},
    {"GET", "/processes/:/logs", true, true, false, NULL, NULL, route_process_logs, ROUTE_NEXT,
     true},
    {"POST", "/processes/:/kill", true, true, false, NULL, NULL, route_process_kill, ROUTE_NEXT,
     true},
    {"POST", "/terminals", true, true, false, NULL, NULL, route_terminal_create, ROUTE_NEXT, false},
    {"GET", "/terminals", true, true, false, NULL, NULL, route_terminal_list, ROUTE_NEXT, true},
    {"GET", "/terminals/:", true, true, false, NULL, NULL, route_terminal_get, ROUTE_NEXT, true},
    {"GET", "/terminals/:/connect", true, true, false, NULL, NULL, route_terminal_connect,
     ROUTE_NEXT, true},
    {"POST", "/terminals/:/interrupt", true, true, false, NULL, NULL, route_terminal_interrupt,
     ROUTE_NEXT, true},
    {"POST", "/terminals/:/terminate", true, true, false, NULL, NULL, route_terminal_terminate,
     ROUTE_NEXT, true},
    /* pool management and the API description (their own auth rules) */
    {"GET", "/v1/pool/stats", false, false, false, NULL, NULL, route_pool_stats, 0, false},
    {"POST", "/v1/pool/shutdown-prewarmed", false, false, false, NULL, NULL, route_pool_ok, 0,
     false},
    {"POST", "/v1/pool/prime", false, false, false, NULL, NULL, route_pool_ok, 0, false},
    {"GET", "/v1/openapi.json", false, false, false, NULL, NULL, route_openapi_json, 0, false},
    {"GET", "/v1/openapi.html", false, false, false, NULL, NULL, route_openapi_html, 0, false},
    {"GET", "/v1/openapi", false, false, false, NULL, NULL, route_openapi_html, 0, false},
};

/* ---- helpers for routes ---------------------------------------------- */

struct sandbox_table *http_table(const struct http_request *r)
{
	return r->srv->table;
}

bool http_bridge_compat(const struct http_request *r)
{
	return r->srv->bridge_compat;
}

int http_keepalive_s(const struct http_request *r)
{
	return r->srv->compat != HTTP_COMPAT_NONE ? 0 : r->srv->keepalive_s;
}

int http_compat(const struct http_request *r)
{
	return r->srv->compat;
}

bool http_stopping(const struct http_request *r)
{
	return atomic_load(&r->srv->stopping);
}

const struct route *http_routes(size_t *n)
{
	*n = sizeof(routes) / sizeof(routes[0]);
	return routes;
}

int http_verbose(const struct http_request *r)
{
	return r->srv->verbose;
}

const char *http_header(const struct http_request *r, const char *name)
{
	return MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, name);
}

const char *http_query(const struct http_request *r, const char *name)
{
	return MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, name);
}

enum MHD_Result http_respond(struct http_request *r, unsigned status, struct MHD_Response *resp)
{
	enum MHD_Result ret;

	if (!resp)
		return MHD_NO; /* out of memory: drop the connection */
	ret = MHD_queue_response(r->conn, status, resp);
	MHD_destroy_response(resp);
	if (ret == MHD_YES)
		r->status = status;
	return ret;
}

static enum MHD_Result respond_buffer(struct http_request *r, unsigned status, const char *ctype,
				      const char *data, size_t len)
{
	struct MHD_Response *resp;

	resp = MHD_create_response_from_buffer(len, (void *)data, MHD_RESPMEM_MUST_COPY);
	if (!resp)
		return MHD_NO;
	if (ctype)
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, ctype);
	return http_respond(r, status, resp);
}

enum MHD_Result http_respond_json(struct http_request *r, unsigned status, cJSON *json)
{
	enum MHD_Result ret;
	char *text;

	if (!json)
		return MHD_NO;
	text = cJSON_PrintUnformatted(json);
	cJSON_Delete(json);
	if (!text)
		return MHD_NO;
	ret = respond_buffer(r, status, "application/json", text, strlen(text));
	free(text);
	return ret;
}

enum MHD_Result http_respond_error(struct http_request *r, unsigned status, const char *code,
				   const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	cJSON *o;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	o = cJSON_CreateObject();
	if (!o || !cJSON_AddStringToObject(o, "error", msg) ||
	    !cJSON_AddStringToObject(o, "code", code)) {
		cJSON_Delete(o);
		return MHD_NO;
	}
	return http_respond_json(r, status, o);
}

enum MHD_Result http_respond_empty(struct http_request *r, unsigned status)
{
	return respond_buffer(r, status, NULL, "", 0);
}

const char *http_errmsg(int err)
{
	const char *m = sbxd_errmsg();

	if (m && m[0])
		return m;
	return strerror(err < 0 ? -err : err);
}

int http_sandbox_get(struct http_request *r, struct sandbox **out)
{
	int err;

	sbxd_set_errmsg("%s", "");
	err = sandbox_get(r->srv->table, r->id, out);
	if (err == -EAGAIN)
		http_respond_error(r, 503, "capacity_exceeded", "%s",
				   sbxd_errmsg()[0] ? sbxd_errmsg() : "instance limit reached");
	else if (err < 0)
		http_respond_error(r, 502, "pool_error", "pool error: %s", http_errmsg(err));
	return err;
}

int http_sandbox_lookup(struct http_request *r, struct sandbox **out)
{
	const char *pat = r->route->pattern;
	cJSON *o;

	if (sandbox_lookup(r->srv->table, r->id, out) == 0)
		return 0;
	/* the bridge's answers when the pool has no container for the id */
	if (strcmp(pat, "/running") == 0) {
		o = cJSON_CreateObject();
		if (!o || !cJSON_AddFalseToObject(o, "running")) {
			cJSON_Delete(o);
			return -ENOMEM;
		}
		http_respond_json(r, 200, o);
	} else if (strcmp(pat, "/processes") == 0 || strcmp(pat, "/terminals") == 0) {
		http_respond_json(r, 200, cJSON_CreateArray());
	} else if (strncmp(pat, "/terminals/", 11) == 0) {
		http_respond_error(r, 404, "not_found", "Terminal not found");
	} else {
		http_respond_error(r, 404, "not_found", "Process not found");
	}
	return -ESRCH;
}

enum MHD_Result http_respond_internal(struct http_request *r)
{
	return respond_buffer(r, 500, "text/plain; charset=UTF-8", "Internal Server Error", 21);
}

/* ---- WebSocket upgrades ------------------------------------------------------ */

struct ws_upgrade {
	struct http_request *r;
	http_ws_fn fn;
	void *arg;
	void (*free_fn)(void *);
};

static void ws_upgrade_free(void *state)
{
	struct ws_upgrade *u = state;

	if (!u)
		return;
	if (u->free_fn)
		u->free_fn(u->arg);
	free(u);
}

/* Runs on the connection's own thread (thread per connection), before
 * libmicrohttpd reports the request complete: r is still alive. */
static void ws_upgraded(void *cls, struct MHD_Connection *conn, void *con_cls, const char *extra_in,
			size_t extra_in_size, MHD_socket sock,
			struct MHD_UpgradeResponseHandle *urh)
{
	struct ws_upgrade *u = cls;

	u->fn(u->arg, u->r, sock, extra_in, extra_in_size);
	MHD_upgrade_action(urh, MHD_UPGRADE_ACTION_CLOSE);
}

enum MHD_Result http_respond_websocket(struct http_request *r, http_ws_fn fn, void *arg,
				       void (*free_fn)(void *))
{
	const char *key = http_header(r, "Sec-WebSocket-Key");
	struct MHD_Response *resp;
	struct ws_upgrade *u;
	char accept[29];

	u = calloc(1, sizeof(*u));
	if (!u) {
		if (free_fn)
			free_fn(arg);
		return MHD_NO;
	}
	u->r = r;
	u->fn = fn;
	u->arg = arg;
	u->free_fn = free_fn;
	r->state = u;
	r->state_free = ws_upgrade_free;
	ws_accept_key(key ? key : "", accept);
	resp = MHD_create_response_for_upgrade(ws_upgraded, u);
	if (!resp)
		return MHD_NO;
	/* libmicrohttpd wants the Connection header first */
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONNECTION, "Upgrade");
	MHD_add_response_header(resp, MHD_HTTP_HEADER_UPGRADE, "websocket");
	MHD_add_response_header(resp, "Sec-WebSocket-Accept", accept);
	return http_respond(r, 101, resp);
}

cJSON *http_body_json(const struct http_request *r)
{
	const char *end = NULL;
	cJSON *j;

	if (!r->body || r->body_len == 0)
		return NULL;
	j = cJSON_ParseWithLengthOpts(r->body, r->body_len, &end, false);
	if (!j)
		return NULL;
	while (end && end < r->body + r->body_len &&
	       (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r'))
		end++;
	if (!end || end != r->body + r->body_len) {
		cJSON_Delete(j);
		return NULL;
	}
	return j;
}

void http_iso8601(char *buf, size_t len, const struct timespec *ts)
{
	struct tm tm;

	gmtime_r(&ts->tv_sec, &tm);
	snprintf(buf, len, "%04d-%02d-%02dT%02d:%02d:%02d.%03ldZ", tm.tm_year + 1900, tm.tm_mon + 1,
		 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ts->tv_nsec / 1000000);
}

/* ---- routing --------------------------------------------------------- */

/* Match rest (the path after /v1/sandbox/:id, or the whole path) against a
 * pattern, segment by segment: ":" is one non-empty segment, a final "*"
 * anything after the slash before it (also nothing, and the slash may be
 * missing). The parts matched by ":"/"*" go to params[0..1]. */
static bool pattern_match(const char *pat, const char *rest, const char *params[2], size_t plen[2])
{
	int np = 0;

	params[0] = params[1] = NULL;
	plen[0] = plen[1] = 0;
	for (;;) {
		if (pat[0] == '/' && pat[1] == '*' && pat[2] == '\0') {
			if (*rest == '\0' || *rest == '/') {
				const char *v = *rest ? rest + 1 : rest;

				if (np < 2) {
					params[np] = v;
					plen[np++] = strlen(v);
				}
				return true;
			}
			return false;
		}
		if (*pat == '\0')
			return *rest == '\0';
		if (*pat != '/' || *rest != '/')
			return false;
		pat++;
		rest++;
		if (*pat == ':' && (pat[1] == '/' || pat[1] == '\0')) {
			size_t n = strcspn(rest, "/");

			if (n == 0)
				return false;
			if (np < 2) {
				params[np] = rest;
				plen[np++] = n;
			}
			pat++;
			rest += n;
			continue;
		}
		{
			size_t n = strcspn(pat, "/");

			if (strncmp(pat, rest, n) != 0 || (rest[n] != '/' && rest[n] != '\0'))
				return false;
			pat += n;
			rest += n;
		}
	}
}

bool http_route_served(const struct http_request *r, const struct route *rt)
{
	const struct http_server *s = r->srv;

	if (s->compat == HTTP_COMPAT_NONE)
		return true;
	if (rt->extension)
		return false;
	if (rt->gen == ROUTE_V1)
		return s->compat == HTTP_COMPAT_V1;
	if (rt->gen == ROUTE_NEXT)
		return s->compat == HTTP_COMPAT_NEXT;
	return true;
}

static const struct route *route_find(struct http_request *r, const char *method, const char *rest,
				      bool sandbox)
{
	for (size_t i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		const struct route *rt = &routes[i];
		const char *params[2];
		size_t plen[2];

		if (rt->sandbox != sandbox || strcmp(rt->method, method) != 0)
			continue;
		if (!http_route_served(r, rt))
			continue;
		if (!pattern_match(rt->pattern, rest, params, plen))
			continue;
		if (params[0]) {
			/* both parameters, NUL-terminated, in one buffer */
			r->parambuf = malloc(plen[0] + plen[1] + 2);
			if (!r->parambuf)
				return NULL;
			memcpy(r->parambuf, params[0], plen[0]);
			r->parambuf[plen[0]] = '\0';
			r->param = r->parambuf;
			if (params[1]) {
				memcpy(r->parambuf + plen[0] + 1, params[1], plen[1]);
				r->parambuf[plen[0] + 1 + plen[1]] = '\0';
				r->param2 = r->parambuf + plen[0] + 1;
			}
		}
		return rt;
	}
	return NULL;
}

/* A fetch Headers object strips leading and trailing HTTP white space. */
static const char *trim_ws(const char *h, size_t *len)
{
	size_t n;

	while (*h == ' ' || *h == '\t' || *h == '\r' || *h == '\n')
		h++;
	n = strlen(h);
	while (n > 0 && strchr(" \t\r\n", h[n - 1]))
		n--;
	*len = n;
	return h;
}

static bool token_equal(const struct http_server *s, const char *key, size_t n)
{
	unsigned char diff = 0;

	/* constant time in the key's length: compare every byte of the token */
	for (size_t i = 0; i < s->token_len; i++)
		diff |= (unsigned char)s->token[i] ^ (unsigned char)(i < n ? key[i] : 0);
	return diff == 0 && n == s->token_len;
}

bool http_auth_ok(const struct http_request *r, bool case_insensitive, bool query_ok)
{
	const struct http_server *s = r->srv;
	const char *h, *q;
	size_t n;

	if (!s->token)
		return true;
	h = http_header(r, MHD_HTTP_HEADER_AUTHORIZATION);
	if (h) {
		h = trim_ws(h, &n);
		if (n >= 7 &&
		    (case_insensitive ? strncasecmp(h, "bearer ", 7) : strncmp(h, "Bearer ", 7)) ==
			0 &&
		    token_equal(s, h + 7, n - 7))
			return true;
	}
	q = query_ok ? http_query(r, "token") : NULL;
	if (q) {
		char *dec = NULL;
		bool ok =
		    paths_decode_component(q, true, &dec) == 0 && token_equal(s, dec, strlen(dec));

		free(dec);
		return ok;
	}
	return false;
}

static enum MHD_Result not_found(struct http_request *r)
{
	return respond_buffer(r, 404, "text/plain; charset=UTF-8", "404 Not Found", 13);
}

/* The n-th '/'-separated segment of path (index 0 is before the first
 * slash) as [*seg, *seg + *len); false when there is none. */
static bool segment(const char *path, int n, const char **seg, size_t *len)
{
	const char *p = path;

	for (int i = 0; i < n; i++) {
		p = strchr(p, '/');
		if (!p)
			return false;
		p++;
	}
	*seg = p;
	*len = strcspn(p, "/");
	return true;
}

/* First call for a request: route it and run the checks that need no body.
 * The bridge routes on the decoded path but checks the sandbox id in the raw
 * one (its middleware splits the URL's pathname), which sbxd does as well.
 * Returns MHD_NO to drop the connection (allocation failure). */
static enum MHD_Result request_begin(struct http_request *r)
{
	static const char prefix[] = "/v1/sandbox/";
	const char *dpath = r->dpath ? r->dpath : r->path;
	const char *rest = dpath;
	bool sandbox = false;

	if (strncmp(dpath, prefix, sizeof(prefix) - 1) == 0) {
		const char *raw, *dec = "";
		size_t n = 0, dn = 0;

		if (!segment(r->path, 3, &raw, &n))
			raw = "", n = 0;
		r->idbuf = strndup(raw, n);
		if (!r->idbuf)
			return MHD_NO;
		if (n > 0 && !paths_valid_sandbox_id(r->idbuf))
			return http_respond_error(r, 400, "invalid_request",
						  "Invalid sandbox ID format");
		if (!http_auth_ok(r, true, false))
			return http_respond_error(r, 401, "unauthorized", "Unauthorized");
		edge_admit(r->srv->edge, r->conn);
		segment(dpath, 3, &dec, &dn);
		if (n == 0 || dn != n || strncmp(dec, r->idbuf, n) != 0)
			return not_found(r);
		r->id = r->idbuf;
		rest = dec + dn;
		sandbox = true;
	} else if (strcmp(dpath, "/v1/sandbox") == 0) {
		if (!http_auth_ok(r, true, false))
			return http_respond_error(r, 401, "unauthorized", "Unauthorized");
		edge_admit(r->srv->edge, r->conn);
	} else if (strcmp(dpath, "/v1/pool") == 0 || strncmp(dpath, "/v1/pool/", 9) == 0) {
		/* the pool routes' own check: "Bearer " exactly, any path below */
		if (!http_auth_ok(r, false, false))
			return http_respond_error(r, 401, "unauthorized", "Unauthorized");
		edge_admit(r->srv->edge, r->conn);
	}
	/* HEAD is GET without a body, as everywhere */
	r->route = route_find(r, strcmp(r->method, "HEAD") == 0 ? "GET" : r->method, rest, sandbox);
	if (!r->route)
		return not_found(r);
	if (r->route->on_headers)
		return r->route->on_headers(r);
	if (!r->route->on_data) {
		const char *cl = http_header(r, MHD_HTTP_HEADER_CONTENT_LENGTH);

		if (cl && strtoull(cl, NULL, 10) > HTTP_JSON_BODY_MAX)
			return http_respond_error(
			    r, 413, "payload_too_large",
			    "payload too large: %s bytes exceeds the %u-byte limit", cl,
			    HTTP_JSON_BODY_MAX);
	}
	return MHD_YES;
}

static enum MHD_Result count_header(void *cls, enum MHD_ValueKind kind, const char *key,
				    const char *value)
{
	if (key && strcasecmp(key, MHD_HTTP_HEADER_TRANSFER_ENCODING) == 0)
		(*(unsigned *)cls)++;
	return MHD_YES;
}

/* The framing of the body, checked before anything waits for it. */
static bool framing_ok(struct http_request *r)
{
	const char *te = http_header(r, MHD_HTTP_HEADER_TRANSFER_ENCODING);
	unsigned n = 0;

	if (!te)
		return true;
	MHD_get_connection_values(r->conn, MHD_HEADER_KIND, count_header, &n);
	return n == 1 && strcasecmp(te, "chunked") == 0 &&
	       !http_header(r, MHD_HTTP_HEADER_CONTENT_LENGTH);
}

static enum MHD_Result body_append(struct http_request *r, const char *data, size_t len)
{
	/* past the cap the rest is counted and dropped: libmicrohttpd cannot
	 * answer in the middle of a chunked body, so the 413 comes at the end */
	r->body_total += len;
	if (r->body_too_large || r->body_len + len > HTTP_JSON_BODY_MAX) {
		r->body_too_large = true;
		return MHD_YES;
	}
	if (r->body_len + len + 1 > r->body_cap) {
		size_t cap = r->body_cap ? r->body_cap : 4096;
		char *nb;

		while (cap < r->body_len + len + 1)
			cap *= 2;
		nb = realloc(r->body, cap);
		if (!nb)
			return MHD_NO;
		r->body = nb;
		r->body_cap = cap;
	}
	memcpy(r->body + r->body_len, data, len);
	r->body_len += len;
	r->body[r->body_len] = '\0';
	return MHD_YES;
}

static void request_free(struct http_request *r)
{
	if (!r)
		return;
	if (r->state_free)
		r->state_free(r->state);
	free(r->body);
	free(r->idbuf);
	free(r->parambuf);
	free(r->dpath);
	free(r->path);
	free(r->url);
	free(r);
}

static enum MHD_Result on_access(void *cls, struct MHD_Connection *conn, const char *url,
				 const char *method, const char *version, const char *upload_data,
				 size_t *upload_data_size, void **con_cls)
{
	struct http_server *s = cls;
	struct http_request *r = *con_cls;

	if (!r) {
		r = calloc(1, sizeof(*r));
		if (!r)
			return MHD_NO;
		*con_cls = r;
		atomic_fetch_add(&s->in_flight, 1);
		r->srv = s;
		r->conn = conn;
		r->method = method;
		clock_gettime(CLOCK_MONOTONIC, &r->start);
		edge_request_started(s->edge, conn);
		r->url = strdup(url);
		if (!r->url)
			return MHD_NO;
		if (strlen(url) > HTTP_URL_MAX)
			return http_respond_error(r, 414, "uri_too_long",
						  "request target too long: %zu bytes exceeds the "
						  "%u-byte limit",
						  strlen(url), HTTP_URL_MAX);
		if (!framing_ok(r))
			return http_respond_error(r, 400, "invalid_request",
						  "unsupported Transfer-Encoding");
		if (url[0] != '/') /* "*" or an absolute URI: nothing of ours */
			return not_found(r);
		if (paths_remove_dot_segments(url, &r->path) < 0)
			return MHD_NO;
		/* a path that decodes to a NUL byte routes as written (the file
		 * routes then refuse it) */
		if (strchr(r->path, '%') && paths_decode_uri(r->path, &r->dpath) == -ENOMEM)
			return MHD_NO;
		sbxd_set_errmsg("%s", "");
		return request_begin(r);
	}
	if (r->status) { /* answered early: discard the rest of the body */
		*upload_data_size = 0;
		return MHD_YES;
	}
	if (*upload_data_size) {
		size_t n = *upload_data_size;

		*upload_data_size = 0;
		if (r->route->on_data)
			return r->route->on_data(r, upload_data, n);
		return body_append(r, upload_data, n);
	}
	if (r->body_too_large)
		return http_respond_error(r, 413, "payload_too_large",
					  "payload too large: %zu bytes exceeds the %u-byte limit",
					  r->body_total, HTTP_JSON_BODY_MAX);
	return r->route->on_done(r);
}

static void on_completed(void *cls, struct MHD_Connection *conn, void **con_cls,
			 enum MHD_RequestTerminationCode toe)
{
	struct http_request *r = *con_cls;
	struct timespec now;
	long ms;

	if (!r)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (now.tv_sec - r->start.tv_sec) * 1000 + (now.tv_nsec - r->start.tv_nsec) / 1000000;
	fprintf(stderr, "sbxd: %s %.*s%s %u %ldms%s\n", r->method, 512, r->url ? r->url : "?",
		r->url && strlen(r->url) > 512 ? "..." : "", r->status, ms,
		toe == MHD_REQUEST_TERMINATED_COMPLETED_OK ? "" : " (aborted)");
	struct http_server *s = r->srv;

	edge_request_done(s->edge, conn);
	request_free(r);
	*con_cls = NULL;
	atomic_fetch_sub(&s->in_flight, 1); /* after the free: see http_server_in_flight */
}

long http_server_in_flight(struct http_server *s)
{
	return atomic_load(&s->in_flight);
}

/* Keep the raw path: routes decode it by the bridge's rules (paths.c). */
static size_t unescape_none(void *cls, struct MHD_Connection *c, char *s)
{
	return strlen(s);
}

static void log_mhd(void *cls, const char *fmt, va_list ap)
{
	fputs("sbxd: mhd: ", stderr);
	vfprintf(stderr, fmt, ap);
}

int http_server_start(const struct http_options *opt, const struct sockaddr *addr,
		      socklen_t addrlen, struct http_server **out)
{
	struct http_server *s;
	const union MHD_DaemonInfo *info;
	struct sockaddr_storage ss;
	socklen_t sl = sizeof(ss);
	unsigned flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD |
			 MHD_USE_POLL | MHD_USE_ITC | MHD_ALLOW_UPGRADE; /* terminals */
	int err;

	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	err = edge_new(opt->edge, &s->edge);
	if (err < 0) {
		free(s);
		return err;
	}
	s->table = opt->table;
	s->bridge_compat = opt->bridge_compat;
	s->keepalive_s = opt->keepalive_s;
	s->compat = opt->compat;
	atomic_init(&s->stopping, false);
	s->verbose = opt->verbose;
	if (opt->token) {
		s->token = strdup(opt->token);
		if (!s->token) {
			err = -ENOMEM;
			goto fail;
		}
		s->token_len = strlen(s->token);
	}
	if (addr->sa_family == AF_INET6)
		flags |= MHD_USE_IPv6;
	if (opt->verbose)
		flags |= MHD_USE_ERROR_LOG;
	/* The connection timeout is the edge's header timeout: it applies
	 * until a connection is admitted, which raises it (edge.h). A long
	 * listen queue: under a flood of connections a client's SYN waits
	 * for accept instead of being dropped and retried a second later. */
	s->daemon = MHD_start_daemon(
	    flags, 0, edge_accept, s->edge, on_access, s, MHD_OPTION_EXTERNAL_LOGGER, log_mhd, s,
	    MHD_OPTION_SOCK_ADDR, addr, MHD_OPTION_NOTIFY_COMPLETED, on_completed, s,
	    MHD_OPTION_NOTIFY_CONNECTION, edge_notify, s->edge, MHD_OPTION_UNESCAPE_CALLBACK,
	    unescape_none, s, MHD_OPTION_CONNECTION_TIMEOUT, edge_header_timeout(s->edge),
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(256 * 1024), MHD_OPTION_CONNECTION_LIMIT,
	    (unsigned)4096, MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)4096, MHD_OPTION_END);
	if (!s->daemon) {
		err = -EADDRNOTAVAIL;
		goto fail;
	}
	info = MHD_get_daemon_info(s->daemon, MHD_DAEMON_INFO_LISTEN_FD);
	if (!info || getsockname(info->listen_fd, (struct sockaddr *)&ss, &sl) < 0) {
		err = -errno;
		MHD_stop_daemon(s->daemon);
		goto fail;
	}
	s->port = ss.ss_family == AF_INET6 ? ntohs(((struct sockaddr_in6 *)&ss)->sin6_port)
					   : ntohs(((struct sockaddr_in *)&ss)->sin_port);
	(void)addrlen;
	*out = s;
	return 0;
fail:
	edge_free(s->edge);
	free(s->token);
	free(s);
	return err;
}

int http_server_port(const struct http_server *s)
{
	return s->port;
}

int http_server_add_connection(struct http_server *s, int fd, const struct sockaddr *addr,
			       socklen_t addrlen)
{
	/* libmicrohttpd closes fd itself when it refuses the connection */
	return MHD_add_connection(s->daemon, fd, addr, addrlen) == MHD_YES ? 0 : -EIO;
}

void http_server_stop(struct http_server *s)
{
	if (!s)
		return;
	atomic_store(&s->stopping, true); /* WebSocket sessions notice within 250 ms */
	MHD_socket lfd = MHD_quiesce_daemon(s->daemon);

	MHD_stop_daemon(s->daemon);
	if (lfd != MHD_INVALID_SOCKET)
		close(lfd);
	edge_free(s->edge);
	if (s->token)
		explicit_bzero(s->token, s->token_len);
	free(s->token);
	free(s);
}
