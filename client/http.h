/* http.h — one HTTP request over libcurl, private to libsbx.
 *
 * Owns the client object, per-thread CURL handles, authentication, timeouts,
 * retries, the thread-local error message, URL encoding of sandbox paths,
 * and the two error maps (HTTP status + bridge code -> errno, CURLcode ->
 * errno). Nothing outside http.c includes curl.h.
 */
#ifndef SBX_HTTP_H
#define SBX_HTTP_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <sys/types.h>

#include "sbx.h"

struct sbx_handle; /* one CURL easy handle of one thread */

struct sbx_client {
	char *url;  /* without a trailing '/' */
	char *auth; /* "Authorization: Bearer ..." or NULL */
	char *cacert;
	bool insecure;
	long connect_timeout_ms;
	long io_timeout_ms;
	int retries;
	sbx_request_cb cb;
	void *cb_arg;
	bool no_ext;	      /* SBX_NO_EXTENSIONS=1: never try extensions */
	atomic_int ext_range; /* 0 unknown, 1 server honours Range, -1 it does not */
	atomic_int ext_list;  /* same for GET /v1/sandbox */
	atomic_int ext_fs;    /* same for POST /v1/sandbox/:id/fs */
	pthread_key_t key;    /* this thread's struct sbx_handle */
	pthread_mutex_t lock; /* guards handles */
	struct sbx_handle *handles;
};

/* The response body sink: called with the HTTP status (200, 206 ...) and each
 * piece of a 2xx body. Returns 0 to
 * go on, >0 to stop early with success (the caller has what it wanted), or a
 * negative errno to fail the request with it. */
typedef int (*sbx_sink_fn)(void *arg, long status, const char *data, size_t len);

struct sbx_req {
	const char *method;	  /* "GET", "POST", "PUT", "DELETE" */
	const char *path;	  /* already encoded, from "/v1/..." or "/health" */
	const char *route;	  /* label for the request callback */
	const char *op;		  /* POSIX operation behind it, or NULL */
	const char *content_type; /* of the request body, or NULL */
	const char *session;	  /* Session-Id header or NULL */
	const char *range;	  /* Range header value or NULL */
	/* request body: data/len, or fd/fd_off/len when fd >= 0 */
	const void *body;
	int body_fd;
	off_t body_off;
	off_t body_len;
	bool idempotent;      /* may be retried */
	bool streaming;	      /* exec: no stall limit once the body flows */
	long stream_limit_ms; /* streaming: stall limit after headers, 0 none */
	sbx_sink_fn sink;     /* 2xx body sink; NULL: collect into resp */
	void *sink_arg;
	struct sbx_buf *resp; /* 2xx body when sink is NULL; may be NULL */
	atomic_int *cancel;
	long status;	  /* out: HTTP status, 0 when none arrived */
	char code[64];	  /* out: bridge error code of a failure, or "" */
	char errname[32]; /* out: "errno" of an sbxd extension error, or "" */
};

/* A request with defaults: no body (body_fd = -1), not idempotent. */
void sbx_req_init(struct sbx_req *r, const char *method, const char *path, const char *route);
/* Performs r. 0 for a 2xx answer, else a negative errno; the message is in
 * sbx_last_error(). */
int sbx_http_do(struct sbx_client *c, struct sbx_req *r);

/* CURLcode (as int, so that callers need not include curl.h) -> -errno. */
int sbx_curlcode_to_errno(int curlcode);
/* A failed request's errno, in this order: the errno sbxd names ("errno":
 * "ENOSPC"), the errno in a bridge write failure's message ("write failed:
 * EACCES: ..."), else sbx_status_to_errno(status, code). */
int sbx_error_to_errno(long status, const char *code, const char *errname, const char *msg);

/* Sets the thread's error message (printf-style); returns nothing. */
void sbx_set_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Percent-encodes a sandbox path for a URL as PROTOCOL.md "Paths in URLs"
 * says. Returns a malloc'd string (free()) or NULL on ENOMEM. */
char *sbx_url_encode_path(const char *path);
/* Whether the bridge's file routes can address this path exactly: it decodes
 * URLs like decodeURI with %25 kept, so names with '%', '?', '#' or invalid
 * UTF-8 cannot round-trip; such files are read and written through exec. */
bool sbx_path_url_safe(const char *path);
/* Whether s is valid UTF-8 (no overlongs, no surrogates). */
bool sbx_utf8_valid(const char *s, size_t len);

/* Cap for JSON bodies collected in memory (1 MiB). */
size_t sbx_http_json_max(void);

/* Builds "/v1/sandbox/<id><suffix>"; NULL on ENOMEM. free(). */
char *sbx_route_path(const char *id, const char *suffix);

#endif
