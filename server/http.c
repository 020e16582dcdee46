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

#include <errno.h>
#include <stdarg.h>
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
	int verbose;
	int port;
};

static const struct route routes[] = {
    {"GET", "/health", false, false, false, NULL, NULL, route_health},
    {"POST", "/v1/sandbox", false, true, false, NULL, NULL, route_sandbox_create},
    {"GET", "/v1/sandbox", false, true, true, NULL, NULL, route_sandbox_list},
    {"DELETE", "", true, true, false, NULL, NULL, route_sandbox_destroy},
    {"POST", "/exec", true, true, false, NULL, NULL, route_exec},
    {"GET", "/file/*", true, true, false, NULL, NULL, route_file_get},
    {"PUT", "/file/*", true, true, false, route_file_put_headers, route_file_put_data,
     route_file_put_done},
    {"GET", "/running", true, true, false, NULL, NULL, route_running},
    {"POST", "/session", true, true, false, NULL, NULL, route_session_create},
    {"DELETE", "/session/:", true, true, false, NULL, NULL, route_session_delete},
    {"POST", "/tunnel/:", true, true, false, NULL, NULL, route_tunnel_open},
    {"DELETE", "/tunnel/:", true, true, false, NULL, NULL, route_tunnel_close},
    {"POST", "/fs", true, true, true, NULL, NULL, route_fs},
    {"GET", "/extents/*", true, true, true, NULL, NULL, route_extents_get},
    {"PUT", "/extents/*", true, true, true, route_extents_headers, route_extents_data,
     route_extents_done},
    {"GET", "/info", true, true, true, NULL, NULL, route_info},
    {"POST", "/persist", true, true, false, NULL, NULL, route_persist},
    {"POST", "/hydrate", true, true, false, route_hydrate_headers, route_hydrate_data,
     route_hydrate_done},
    {"POST", "/mount", true, true, false, NULL, NULL, route_not_supported},
    {"POST", "/unmount", true, true, false, NULL, NULL, route_not_supported},
    {"GET", "/pty", true, true, false, NULL, NULL, route_not_supported},
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
	return r->srv->bridge_compat ? 0 : r->srv->keepalive_s;
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
 * pattern; *param gets the part matched by "*" or ":". */
static bool pattern_match(const char *pat, const char *rest, const char **param)
{
	size_t pl = strlen(pat);

	if (pl >= 2 && strcmp(pat + pl - 2, "/*") == 0) {
		size_t base = pl - 2;

		if (strncmp(rest, pat, base) != 0)
			return false;
		if (rest[base] == '\0') {
			*param = rest + base;
			return true;
		}
		if (rest[base] != '/')
			return false;
		*param = rest + base + 1;
		return true;
	}
	if (pl >= 2 && strcmp(pat + pl - 2, "/:") == 0) {
		size_t base = pl - 1;

		if (strncmp(rest, pat, base) != 0)
			return false;
		if (rest[base] == '\0' || strchr(rest + base, '/'))
			return false;
		*param = rest + base;
		return true;
	}
	*param = NULL;
	return strcmp(pat, rest) == 0;
}

static const struct route *route_find(const struct http_server *s, const char *method,
				      const char *rest, bool sandbox, const char **param)
{
	for (size_t i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		const struct route *rt = &routes[i];

		if (rt->sandbox != sandbox || strcmp(rt->method, method) != 0)
			continue;
		if (rt->extension && s->bridge_compat)
			continue;
		if (pattern_match(rt->pattern, rest, param))
			return rt;
	}
	return NULL;
}

static bool auth_ok(const struct http_server *s, const struct http_request *r)
{
	const char *h, *key;
	size_t n;
	unsigned char diff = 0;

	if (!s->token)
		return true;
	h = http_header(r, MHD_HTTP_HEADER_AUTHORIZATION);
	if (!h || strncasecmp(h, "bearer ", 7) != 0)
		return false;
	key = h + 7;
	n = strlen(key);
	/* constant time in the key's length: compare every byte of the token */
	for (size_t i = 0; i < s->token_len; i++)
		diff |= (unsigned char)s->token[i] ^ (unsigned char)(i < n ? key[i] : 0);
	return diff == 0 && n == s->token_len;
}

static enum MHD_Result not_found(struct http_request *r)
{
	return respond_buffer(r, 404, "text/plain; charset=UTF-8", "404 Not Found", 13);
}

/* First call for a request: route it and run the checks that need no body.
 * Returns MHD_NO to drop the connection (allocation failure). */
static enum MHD_Result request_begin(struct http_request *r)
{
	struct http_server *s = r->srv;
	static const char prefix[] = "/v1/sandbox/";
	const char *rest = r->path;
	bool sandbox = false;

	if (strncmp(r->path, prefix, sizeof(prefix) - 1) == 0) {
		const char *idp = r->path + sizeof(prefix) - 1;
		size_t n = strcspn(idp, "/");

		r->idbuf = strndup(idp, n);
		if (!r->idbuf)
			return MHD_NO;
		if (n > 0 && !paths_valid_sandbox_id(r->idbuf))
			return http_respond_error(r, 400, "invalid_request",
						  "Invalid sandbox ID format");
		if (!auth_ok(s, r))
			return http_respond_error(r, 401, "unauthorized", "Unauthorized");
		edge_admit(s->edge, r->conn);
		if (n == 0)
			return not_found(r);
		r->id = r->idbuf;
		rest = idp + n;
		sandbox = true;
	} else if (strcmp(r->path, "/v1/sandbox") == 0) {
		if (!auth_ok(s, r))
			return http_respond_error(r, 401, "unauthorized", "Unauthorized");
		edge_admit(s->edge, r->conn);
	}
	/* HEAD is GET without a body, as everywhere */
	r->route = route_find(s, strcmp(r->method, "HEAD") == 0 ? "GET" : r->method, rest, sandbox,
			      &r->param);
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
	edge_request_done(r->srv->edge, conn);
	request_free(r);
	*con_cls = NULL;
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
			 MHD_USE_POLL | MHD_USE_ITC;
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
