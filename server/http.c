/* http.c — libmicrohttpd glue for sbxd: the daemon, a request's lifecycle
 * (context, framing checks, body, completion and its log line), responses,
 * and the accessors routes use. Which route answers, and the checks before
 * it runs, are http_route.c's.
 *
 * Paths: libmicrohttpd would percent-decode the URL before we see it, which
 * loses the difference between "/" and "%2F"; an identity unescape callback
 * keeps the raw path, and paths.c applies the bridge's rules (dot segments,
 * then decodeURI per route).
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

#include "http_int.h"

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

size_t http_keepalive_comment(char *buf, size_t max, int keepalive_s)
{
	int n = snprintf(buf, max, ": keepalive %d\n", keepalive_s);

	return n > 0 && (size_t)n < max ? (size_t)n : 0;
}

int http_compat(const struct http_request *r)
{
	return r->srv->compat;
}

bool http_stopping(const struct http_request *r)
{
	return atomic_load(&r->srv->stopping);
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

enum MHD_Result http_respond_event_stream(struct http_request *r, struct MHD_Response *resp,
					  int keepalive_s)
{
	if (!resp)
		return MHD_NO;
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/event-stream");
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
	if (keepalive_s > 0) {
		char v[16];

		snprintf(v, sizeof(v), "%d", keepalive_s);
		MHD_add_response_header(resp, "Sbxd-Keepalive", v);
	}
	MHD_set_connection_option(r->conn, MHD_CONNECTION_OPTION_TIMEOUT, (unsigned int)0);
	return http_respond(r, 200, resp);
}

enum MHD_Result http_respond_buffer(struct http_request *r, unsigned status, const char *ctype,
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
	ret = http_respond_buffer(r, status, "application/json", text, strlen(text));
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
	return http_respond_buffer(r, status, NULL, "", 0);
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
	} else if (strcmp(pat, "/tunnels") == 0) { /* (sbxd's own: none without a sandbox) */
		o = cJSON_CreateObject();
		if (!o || !cJSON_AddArrayToObject(o, "tunnels")) {
			cJSON_Delete(o);
			return -ENOMEM;
		}
		http_respond_json(r, 200, o);
	} else if (strncmp(pat, "/terminals/", 11) == 0) {
		http_respond_error(r, 404, "not_found", "Terminal not found");
	} else {
		http_respond_error(r, 404, "not_found", "Process not found");
	}
	return -ESRCH;
}

bool http_client_gone(struct MHD_Connection *conn)
{
	const union MHD_ConnectionInfo *ci;
	char c;
	ssize_t n;

	ci = MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
	if (!ci)
		return false;
	n = recv(ci->connect_fd, &c, 1, MSG_PEEK | MSG_DONTWAIT);
	if (n == 0)
		return true;
	return n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR;
}

enum MHD_Result http_respond_internal(struct http_request *r)
{
	return http_respond_buffer(r, 500, "text/plain; charset=UTF-8", "Internal Server Error",
				   21);
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
			return http_respond_not_found(r);
		if (paths_remove_dot_segments(url, &r->path) < 0)
			return MHD_NO;
		/* a path that decodes to a NUL byte routes as written (the file
		 * routes then refuse it) */
		if (strchr(r->path, '%') && paths_decode_uri(r->path, &r->dpath) == -ENOMEM)
			return MHD_NO;
		sbxd_set_errmsg("%s", "");
		return http_request_route(r);
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
	edge_stop(s->edge);
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
