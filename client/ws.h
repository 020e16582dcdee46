/* ws.h — the client side of RFC 6455, private to libsbx.
 *
 * libcurl 7.88 (Debian 12) has WebSocket support only as an experimental
 * build option that Debian does not enable, so libsbx speaks it itself: an
 * upgraded connection from conn.c (libcurl connects, TLS included, with
 * CONNECT_ONLY; the request and response head are ours) carries frames
 * built and parsed here. Frames to the server are masked; the server's are
 * reassembled into messages; pings are answered; a close is answered and
 * ends the stream. Messages are bounded (16 MiB).
 */
#ifndef SBX_WS_H
#define SBX_WS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "http.h"

enum sbx_ws_op {
	SBX_WS_TEXT = 1,
	SBX_WS_BINARY = 2,
};

struct sbx_ws;

/* Upgrades GET path (query included) to a WebSocket, with extra header
 * lines (NULL-terminated, may be NULL). -errno and sbx_last_error() on any
 * other answer; *status gets the HTTP status (0 when none). */
int sbx_ws_connect(struct sbx_client *c, const char *path, const char *const *hdrs, long *status,
		   struct sbx_ws **out);
/* Next message: 1 with *op, *data and *len (valid until the next call), 0
 * when the server closed the connection (its close code in *close_code,
 * 1005 when it gave none, 1006 when the connection just ended),
 * -ETIMEDOUT when nothing came within timeout_ms (-1: wait), -EINTR when
 * the thread's interrupt check fired, -errno. */
int sbx_ws_recv(struct sbx_ws *w, int timeout_ms, enum sbx_ws_op *op, const unsigned char **data,
		size_t *len, int *close_code, char *reason, size_t reason_len);
/* One message (any thread; sends are serialised). */
int sbx_ws_send(struct sbx_ws *w, enum sbx_ws_op op, const void *data, size_t len);
/* The socket, for poll() (see sbx_conn_fd for TLS). */
int sbx_ws_fd(const struct sbx_ws *w);
/* Sends a close frame (best effort) and frees. NULL ok. */
void sbx_ws_close(struct sbx_ws *w);

/* For tests: SHA-1 and the accept value of a key. */
void sbx_ws_sha1(const void *data, size_t len, unsigned char out[20]);
void sbx_ws_accept_of(const char *key, char out[29]);

#endif
