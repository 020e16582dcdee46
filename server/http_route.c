/* http_route.c — which route answers a request: the routing table, the
 * pattern matching of paths, which routes each bridge generation serves,
 * the bearer-token check, and the bridge's check order on /v1/sandbox/...
 * (the sandbox id: 400 even without a token; then auth: 401; then the
 * route's own checks that need no body). The daemon and the request's
 * lifecycle are http.c's.
 */
#include "edge.h"
#include "http_int.h"
#include "paths.h"
#include "routes.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
    {"GET", "/tunnels", true, true, true, NULL, NULL, route_tunnel_list, 0, true},
    {"POST", "/fs", true, true, true, NULL, NULL, route_fs, 0, false},
    {"GET", "/extents/*", true, true, true, NULL, NULL, route_extents_get, 0, false},
    {"PUT", "/extents/*", true, true, true, route_extents_headers, route_extents_data,
     route_extents_done, 0, false},
    {"POST", "/extents/*", true, true, true, route_extents_headers, route_extents_data,
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

const struct route *http_routes(size_t *n)
{
	*n = sizeof(routes) / sizeof(routes[0]);
	return routes;
}

/* ---- routing --------------------------------------------------------- */

/* Match rest (the path after /v1/sandbox/:id, or the whole path) against a
 * pattern, segment by segment: ":" is one non-empty segment, a final "*"
 * anything after the slash before it (also nothing, and the slash may be
 * missing). The parts matched by ":"/"*" go to params[0..1]. */
bool http_pattern_match(const char *pat, const char *rest, const char *params[2], size_t plen[2])
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
		if (!http_pattern_match(rt->pattern, rest, params, plen))
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

enum MHD_Result http_respond_not_found(struct http_request *r)
{
	return http_respond_buffer(r, 404, "text/plain; charset=UTF-8", "404 Not Found", 13);
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
enum MHD_Result http_request_route(struct http_request *r)
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
			return http_respond_not_found(r);
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
		return http_respond_not_found(r);
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
