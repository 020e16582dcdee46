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
#include <time.h>

struct sandbox;
struct sandbox_table;

#define HTTP_JSON_BODY_MAX (4u * 1024 * 1024)
#define HTTP_FILE_BODY_MAX 33554432u /* the bridge's 32 MiB write and hydrate limit */

struct http_request {
	struct http_server *srv;
	struct MHD_Connection *conn;
	const char *method;
	char *url;	/* as received (for the log line) */
	char *path;	/* dot segments removed, still percent-encoded */
	const char *id; /* sandbox id (points into idbuf) or NULL */
	char *idbuf;
	const char *param; /* route parameter (raw): file path, session id, port */
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

struct route {
	const char *method;
	/* after /v1/sandbox/:id: "" (the sandbox itself), "/exec", "/session/:"
	 * (one segment), "/file/" + "*" (anything, also nothing); or an absolute
	 * path for routes outside it ("/health", "/v1/sandbox") */
	const char *pattern;
	bool sandbox;	/* needs a sandbox id */
	bool auth;	/* needs the token */
	bool extension; /* sbxd-only: absent under --bridge-compat */
	route_fn on_headers;
	route_data_fn on_data;
	route_fn on_done;
};

/* ---- helpers (http.c) ------------------------------------------------- */

struct sandbox_table *http_table(const struct http_request *r);
bool http_bridge_compat(const struct http_request *r);
int http_verbose(const struct http_request *r);
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

/* The sandbox of r->id, started on demand. On failure a 503
 * capacity_exceeded / 502 pool_error response is queued and the negative
 * errno returned. */
int http_sandbox_get(struct http_request *r, struct sandbox **out);
/* The runtime's message for err when it left one, else strerror(-err). */
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

/* EXTENSION: POST /v1/sandbox/:id/fs (route_fs.c, added by the lead) */
enum MHD_Result route_fs(struct http_request *r);
/* "ENOSPC" for ENOSPC ...; "EIO" for errnos it does not name. */
const char *route_fs_errno_name(int err);

enum MHD_Result route_persist(struct http_request *r);
enum MHD_Result route_hydrate_headers(struct http_request *r);
enum MHD_Result route_hydrate_data(struct http_request *r, const char *data, size_t len);
enum MHD_Result route_hydrate_done(struct http_request *r);

#endif
