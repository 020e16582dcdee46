/* http.h — the client object and one HTTP request, private to libsbx.
 *
 * struct sbx_client (client.c creates it and owns its per-thread CURL
 * handles), struct sbx_req and sbx_http_do (http.c: authentication,
 * timeouts per request, per operation and the "server not responding"
 * state, retries, the thread-local error message), upgraded connections
 * (conn.c). URLs are built by url.c, failures become errnos in errno.c.
 * Nothing outside client.c, http.c, conn.c and errno.c includes curl.h.
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
	/* the proxy settings libcurl would read from the environment on every
	 * request (six getenv() scans), read once: "" = none */
	char *proxy, *noproxy;
	bool insecure;
	long connect_timeout_ms;
	long io_timeout_ms;
	long stream_timeout_ms; /* exec streams with keepalives: silence limit, 0 none */
	int retries;
	sbx_request_cb cb;
	void *cb_arg;
	int (*before)(void *arg); /* sbx_client_set_before */
	void *before_arg;
	bool no_ext;		/* SBX_NO_EXTENSIONS=1: never try extensions */
	atomic_int ext_range;	/* 0 unknown, 1 server honours Range, -1 it does not */
	atomic_int ext_list;	/* same for GET /v1/sandbox */
	atomic_int ext_fs;	/* same for POST /v1/sandbox/:id/fs */
	atomic_int ext_extents; /* same for PUT /v1/sandbox/:id/extents/<path> */
	atomic_int ext_append;	/* same for POST .../extents/<path> (append) */
	atomic_int ext_anypath; /* same for .../extents?path= (any path) */
	atomic_int ext_info;	/* same for GET /v1/sandbox/:id/info */
	atomic_int ext_tunnels; /* same for GET /v1/sandbox/:id/tunnels */
	/* bridge generations (api_next.c): 0 unknown, 1 present, -1 absent */
	atomic_int gen_v1;   /* /exec, /session, /pty (0.12.x) */
	atomic_int gen_next; /* /processes, /terminals (0.13 next) */
	/* sessions kept by the client for a server without them (next_exec.c) */
	pthread_mutex_t sess_lock; /* guards sessions */
	struct sbx_lsession *sessions;
	pthread_key_t key; /* this thread's struct sbx_handle */
	/* Liveness (monotonic ns): the latest byte received from the server
	 * on any connection (the client's creation before the first), and
	 * since when the server is "not responding" (0: it is not; the
	 * state ends by itself once alive_ns passes it). */
	atomic_llong alive_ns;
	atomic_llong silent_ns;
	atomic_int stopping; /* sbx_client_free: the prober ends */
	/* lock order: `lock` and `sess_lock` are never held together, nor
	 * across a request (client.c) */
	pthread_mutex_t lock;	 /* guards handles, n_idle, prober_started */
	pthread_cond_t probe_cv; /* with lock: the server went silent, or stopping */
	bool prober_started;
	pthread_t prober;
	struct sbx_handle *handles; /* every handle: of live threads, and idle ones */
	int n_idle;		    /* handles of ended threads, ready for reuse */
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
	/* request body: data/len, or fd/fd_off/len when fd >= 0, or, when
	 * body_fn is set, len bytes it produces: body_fn(body_arg, pos, buf,
	 * n) fills buf with up to n bytes from position pos of the body and
	 * returns how many (> 0), or -errno; pos may go back on a retry. */
	const void *body;
	int body_fd;
	off_t body_off;
	off_t body_len;
	ssize_t (*body_fn)(void *arg, off_t pos, char *buf, size_t n);
	void *body_arg;
	bool idempotent; /* may be retried */
	/* exec: once the response has begun, the limits below replace the
	 * request's and the operation's (see sbx_thread_begin_op): a command
	 * may be silent for long. */
	bool streaming;
	long stream_limit_ms; /* streaming: limit on no payload after headers, 0 none */
	/* streaming: limit on no byte at all after headers (keepalives
	 * count), 0 none; the sink may set it once it sees keepalives */
	long alive_limit_ms;
	/* streaming: the sink tells which bytes are payload by setting
	 * `payload` for a chunk that carried some (the rest, keepalives,
	 * only shows the server is alive); false: every byte is payload */
	bool marks_payload;
	bool payload;
	/* called once, on the requesting thread, when the headers of a 2xx
	 * answer are complete (before any of its body): exec learns there that
	 * the server took the command. NULL: none */
	void (*begun)(void *arg);
	void *begun_arg;
	sbx_sink_fn sink; /* 2xx body sink; NULL: collect into resp */
	void *sink_arg;
	struct sbx_buf *resp; /* 2xx body when sink is NULL; may be NULL */
	atomic_int *cancel;
	long status;	  /* out: HTTP status, 0 when none arrived */
	char code[64];	  /* out: bridge error code of a failure, or "" */
	char errname[32]; /* out: "errno" of an sbxd extension error, or "" */
	char msg[256];	  /* out: the server's words for a failure, or "" */
};

/* The server proves the liveness of r's stream with keepalives every
 * interval_ms (0: unknown): from now on r fails after the client's
 * stream_timeout_ms without a byte, but never before two intervals and a
 * second passed. Called by http.c for a `Sbxd-Keepalive: N` response header
 * and by exec.c for the first `: keepalive` comment. */
void sbx_req_keepalive(struct sbx_client *c, struct sbx_req *r, long interval_ms);

/* A request with defaults: no body (body_fd = -1), not idempotent. */
void sbx_req_init(struct sbx_req *r, const char *method, const char *path, const char *route);
/* Performs r. 0 for a 2xx answer, else a negative errno (sbx_answer_errno
 * of errno.c for an answer, sbx_curlcode_to_errno for a transport failure);
 * the message is in sbx_last_error(). */
int sbx_http_do(struct sbx_client *c, struct sbx_req *r);

/* The calling thread's interrupt check (sbx_thread_set_interrupt) fired. */
bool sbx_http_interrupted(void);

/* Sets the thread's error message (printf-style); returns nothing. */
void sbx_set_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Monotonic clock in nanoseconds (in seconds: sbx_now_s, sbx.h). */
long long sbx_now_ns(void);

/* client.c: the calling thread's CURL easy handle for c (a CURL *; void *
 * so that this header needs no curl.h), created or taken from the idle
 * list; NULL on ENOMEM. */
void *sbx_thread_curl(struct sbx_client *c);

/* Cap on the error body read for the server's words (64 KiB). */
#define SBX_ERRBODY_MAX (64u << 10)

/* Cap for JSON bodies collected in memory (1 MiB). */
size_t sbx_http_json_max(void);

/* Frees the client's own sessions (next_exec.c), at sbx_client_free. */
void sbx_lsessions_free(struct sbx_client *c);

/* ---- upgraded connections (WebSocket) ------------------------------------ */

/* A connection of its own (not a thread's shared handle) after an HTTP
 * upgrade: libcurl connects (TLS included) with CONNECT_ONLY, the upgrade
 * request and the response head are written and read here, and the socket
 * then carries whatever protocol was agreed. One thread at a time. */
struct sbx_conn;

/* GET path with the token, the extra header lines hdrs ("Name: value",
 * NULL-terminated: Upgrade, Sec-WebSocket-Key ...). 101: *out is the
 * connection and accept (>= 64 bytes) its Sec-WebSocket-Accept ("" if
 * none). Any other status: the status map's -errno with the server's words
 * in sbx_last_error(), *status set (0 when no answer came). */
int sbx_http_upgrade(struct sbx_client *c, const char *path, const char *const *hdrs, char *accept,
		     size_t accept_len, long *status, struct sbx_conn **out);
/* > 0 bytes, 0 at the end of the stream, -EAGAIN when nothing is there now
 * (wait on sbx_conn_fd), -errno. */
ssize_t sbx_conn_recv(struct sbx_conn *k, void *buf, size_t len);
/* All of len bytes, waiting at most timeout_ms for the socket to take them. */
int sbx_conn_send(struct sbx_conn *k, const void *buf, size_t len, int timeout_ms);
/* The socket, for poll(). A TLS connection may hold decrypted bytes the
 * socket no longer shows: call sbx_conn_recv until -EAGAIN before waiting. */
int sbx_conn_fd(const struct sbx_conn *k);
void sbx_conn_close(struct sbx_conn *k); /* NULL ok */

/* Runs the client's `before` callback unless this thread is already in it
 * or is the prober: 0, or the errno that fails the request. */
int sbx_http_before(struct sbx_client *c);

#endif
