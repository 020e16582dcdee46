/* routes.h — the contract between http.c and the route modules.
 *
 * http.c parses and checks a request (method, normalised path, sandbox id,
 * auth), picks the route and feeds it: on_headers once before any body
 * byte (may answer early, e.g. 413 from Content-Length), on_data per body
 * chunk (routes without one get the body accumulated, capped at
 * HTTP_JSON_BODY_MAX, into req->body), on_done once the body is complete,
 * which must queue a response unless one was queued before. Every helper
 * that "responds" queues exactly one response and returns the MHD result
 * to hand back to libmicrohttpd.
 */
#ifndef SBXD_ROUTES_H
#define SBXD_ROUTES_H

#include <cjson/cJSON.h>
#include <microhttpd.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

#include "http.h"

struct sandbox;
struct sandbox_table;

#define HTTP_JSON_BODY_MAX (4u * 1024 * 1024)
#define HTTP_FILE_BODY_MAX 33554432u /* the bridge's 32 MiB write and hydrate limit */
/* Longest request target: a PATH_MAX path percent-encoded (3 x 4096) plus
 * the route prefix fits; longer is 414 before any routing. */
#define HTTP_URL_MAX 16384u

struct http_request {
	struct http_server *srv;
	struct MHD_Connection *conn;
	const char *method;
	char *url;	/* as received (for the log line) */
	char *path;	/* dot segments removed, still percent-encoded */
	char *dpath;	/* path decoded as the bridge routes on it (decodeURI, %25 kept) */
	const char *id; /* sandbox id (points into idbuf) or NULL */
	char *idbuf;
	const char *param;  /* first route parameter (from dpath): file path, id, port */
	const char *param2; /* second one ("/processes/:/logs" has one, for later use) */
	char *parambuf;	    /* storage of param/param2 */
	const struct route *route;
	struct timespec start;
	unsigned status; /* status of the queued response; 0 = none yet */
	/* accumulated body (routes without on_data) */
	char *body;
	size_t body_len, body_cap, body_total;
	bool body_too_large;
	/* route state, freed with state_free when the request ends */
	void *state;
	void (*state_free)(void *state);
};

typedef enum MHD_Result (*route_fn)(struct http_request *r);
typedef enum MHD_Result (*route_data_fn)(struct http_request *r, const char *data, size_t len);

#define ROUTE_V1 1u   /* only the 0.12.x bridge has it */
#define ROUTE_NEXT 2u /* only the next bridge has it */

struct route {
	const char *method;
	/* after /v1/sandbox/:id: "" (the sandbox itself), "/exec", "/session/:"
	 * (":" is one segment), "/processes/:/logs", "/file/" + "*" (anything,
	 * also nothing); or an absolute path for routes outside it ("/health",
	 * "/v1/sandbox") */
	const char *pattern;
	bool sandbox;	/* needs a sandbox id */
	bool auth;	/* needs the token */
	bool extension; /* sbxd-only: absent under --bridge-compat */
	route_fn on_headers;
	route_data_fn on_data;
	route_fn on_done;
	unsigned gen; /* 0: both generations; else ROUTE_V1 or ROUTE_NEXT */
	bool lookup;  /* the bridge's "lookup" pool mode: never starts the sandbox */
};

/* ---- helpers (http.c) ------------------------------------------------- */

struct sandbox_table *http_table(const struct http_request *r);
bool http_bridge_compat(const struct http_request *r);
/* HTTP_COMPAT_NONE / _V1 / _NEXT (http.h). */
int http_compat(const struct http_request *r);
/* The server is shutting down: long streams and WebSockets end. */
bool http_stopping(const struct http_request *r);
int http_verbose(const struct http_request *r);
/* Seconds of silence after which an exec stream gets a keepalive comment;
 * 0: none (the bridge sends none, so neither does --bridge-compat). */
int http_keepalive_s(const struct http_request *r);
/* The keepalive comment of an event stream into buf: its length, 0 when
 * it does not fit. */
size_t http_keepalive_comment(char *buf, size_t max, int keepalive_s);
/* Request header (case-insensitive name) or NULL. */
const char *http_header(const struct http_request *r, const char *name);
/* Raw (not decoded) query argument or NULL. */
const char *http_query(const struct http_request *r, const char *name);

/* Queue resp (consumed) with status. */
enum MHD_Result http_respond(struct http_request *r, unsigned status, struct MHD_Response *resp);
/* {"error":msg,"code":code}, application/json. */
enum MHD_Result http_respond_error(struct http_request *r, unsigned status, const char *code,
				   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Serialise json (consumed) compactly, application/json. */
enum MHD_Result http_respond_json(struct http_request *r, unsigned status, cJSON *json);
/* Empty body (e.g. 204). */
enum MHD_Result http_respond_empty(struct http_request *r, unsigned status);
/* 200, resp (consumed) as an event stream that may be silent for hours:
 * no idle timeout; keepalive_s > 0 is announced (Sbxd-Keepalive). */
enum MHD_Result http_respond_event_stream(struct http_request *r, struct MHD_Response *resp,
					  int keepalive_s);

/* The sandbox of r->id, started on demand. On failure a 503
 * capacity_exceeded / 502 pool_error response is queued and the negative
 * errno returned. */
int http_sandbox_get(struct http_request *r, struct sandbox **out);
/* The sandbox of r->id when it is running, without starting it (the
 * bridge's "lookup" routes). When it is not, the bridge's answer for a
 * missing runtime is queued ({"running":false}, [], 404 Process/Terminal
 * not found) and -ESRCH returned. */
int http_sandbox_lookup(struct http_request *r, struct sandbox **out);
/* The peer closed or reset its end of conn (an HTTP client never
 * half-closes): a stream being answered can stop. */
bool http_client_gone(struct MHD_Connection *conn);
/* 500 "Internal Server Error" as text, what Hono answers for an exception. */
enum MHD_Result http_respond_internal(struct http_request *r);
/* Whether the request's token is right: "Bearer <token>" (scheme case as
 * case_insensitive says; surrounding white space ignored as a fetch Headers
 * object does), or ?token= when query_ok. Always true without a token. */
bool http_auth_ok(const struct http_request *r, bool case_insensitive, bool query_ok);
/* Queue an upgrade to WebSocket (101) for a request carrying a valid
 * Sec-WebSocket-Key; fn then runs on the connection's thread with the
 * socket (and the bytes the client sent after its request) and must return
 * when the session is over; arg is freed with free_fn afterwards, or right
 * away when the upgrade never happens. */
typedef void (*http_ws_fn)(void *arg, struct http_request *r, int fd, const char *extra,
			   size_t extra_len);
enum MHD_Result http_respond_websocket(struct http_request *r, http_ws_fn fn, void *arg,
				       void (*free_fn)(void *));
const char *http_errmsg(int err);
/* Parse r->body as one JSON value (whitespace around it allowed);
 * NULL when empty or malformed. Caller frees with cJSON_Delete. */
cJSON *http_body_json(const struct http_request *r);
/* JS toISOString(): "2026-01-02T03:04:05.678Z". buf >= 32 bytes. */
void http_iso8601(char *buf, size_t len, const struct timespec *ts);

/* ---- routes (route_*.c) ---------------------------------------------- */

enum MHD_Result route_health(struct http_request *r);
enum MHD_Result route_sandbox_create(struct http_request *r);
enum MHD_Result route_sandbox_list(struct http_request *r);
enum MHD_Result route_sandbox_destroy(struct http_request *r);
enum MHD_Result route_running(struct http_request *r);
enum MHD_Result route_not_supported(struct http_request *r);

/* the next bridge's process and terminal resources (route_processes.c,
 * route_terminals.c), the v1 pty (route_terminals.c), pool and openapi
 * (route_pool.c) */
enum MHD_Result route_process_start(struct http_request *r);
enum MHD_Result route_process_list(struct http_request *r);
enum MHD_Result route_process_get(struct http_request *r);
enum MHD_Result route_process_logs(struct http_request *r);
enum MHD_Result route_process_kill(struct http_request *r);
enum MHD_Result route_terminal_create(struct http_request *r);
enum MHD_Result route_terminal_list(struct http_request *r);
enum MHD_Result route_terminal_get(struct http_request *r);
enum MHD_Result route_terminal_connect(struct http_request *r);
enum MHD_Result route_terminal_interrupt(struct http_request *r);
enum MHD_Result route_terminal_terminate(struct http_request *r);
enum MHD_Result route_pty(struct http_request *r);
enum MHD_Result route_pool_stats(struct http_request *r);
enum MHD_Result route_pool_ok(struct http_request *r);
enum MHD_Result route_openapi_json(struct http_request *r);
enum MHD_Result route_openapi_html(struct http_request *r);
/* {"code":N,"signal":S (when one ended it),"timedOut":B}: the bridge's exit */
cJSON *route_exit_json(int code, int sig, bool timed_out);
/* The routes this server answers (for the openapi document). */
const struct route *http_routes(size_t *n);
bool http_route_served(const struct http_request *r, const struct route *rt);

enum MHD_Result route_exec(struct http_request *r);
/* argv -> one bash command string (the bridge's shellQuote + join). */
char *exec_quote_argv(const char *const *argv, size_t n);

enum MHD_Result route_file_get(struct http_request *r);
enum MHD_Result route_file_put_headers(struct http_request *r);
enum MHD_Result route_file_put_data(struct http_request *r, const char *data, size_t len);
enum MHD_Result route_file_put_done(struct http_request *r);

enum MHD_Result route_session_create(struct http_request *r);
enum MHD_Result route_session_delete(struct http_request *r);

enum MHD_Result route_tunnel_open(struct http_request *r);
enum MHD_Result route_tunnel_close(struct http_request *r);
enum MHD_Result route_tunnel_list(struct http_request *r);

/* EXTENSION: POST /v1/sandbox/:id/fs (route_fs.c, added by the lead) */
enum MHD_Result route_fs(struct http_request *r);
/* "ENOSPC" for ENOSPC ...; "EIO" for errnos it does not name. */
const char *route_fs_errno_name(int err);
/* A stat as /fs answers it: {"mode","size",...,"atime":[s,ns],...}; NULL
 * on ENOMEM. */
cJSON *route_fs_stat_json(const struct stat *st);
/* The same with the owner a client recorded ("owner"), as lstat answers. */
cJSON *route_fs_stat_json_of(struct sandbox *sb, const char *path, const struct stat *st);

/* EXTENSION: PUT /v1/sandbox/:id/extents/<path>?size=N, a sparse whole-file
 * write (route_files.c) */
enum MHD_Result route_extents_headers(struct http_request *r);
enum MHD_Result route_extents_data(struct http_request *r, const char *data, size_t len);
enum MHD_Result route_extents_done(struct http_request *r);
/* EXTENSION: GET /v1/sandbox/:id/extents/<path>, a sparse whole-file read */
enum MHD_Result route_extents_get(struct http_request *r);

/* EXTENSION: GET /v1/sandbox/:id/info, limits and usage (route_sandbox.c) */
enum MHD_Result route_info(struct http_request *r);

enum MHD_Result route_persist(struct http_request *r);
enum MHD_Result route_hydrate_headers(struct http_request *r);
enum MHD_Result route_hydrate_data(struct http_request *r, const char *data, size_t len);
enum MHD_Result route_hydrate_done(struct http_request *r);

#endif
