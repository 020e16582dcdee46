/* term_ws.h — one terminal's WebSocket session (term_ws.c), as the
 * terminal routes (route_terminals.c) open it: they fill a struct term_ws
 * and hand it to http_respond_websocket() with term_ws_session and
 * term_ws_free. */
#ifndef SBXD_TERM_WS_H
#define SBXD_TERM_WS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "websocket.h"

struct http_request;
struct sandbox;
struct mterm;
struct logsub;

struct term_ws {
	struct http_request *r;
	struct sandbox *sb;
	struct mterm *t;
	struct logsub *sub;
	bool v1;
	char *cursor; /* next: as the client gave it, echoed in "ready" */
	bool has_cursor;
	uint64_t after;		/* next: resume after this sequence */
	const char *cursor_err; /* next: why the cursor is refused */
	int cols, rows;		/* next: applied at open when both > 0 */
	int fd;
	struct ws_parser parser;
	bool close_sent, close_rcvd, failed;
	int64_t close_at;
	int64_t kill_at;    /* a terminate's SIGKILL is due then (0: none) */
	unsigned char *inq; /* keystrokes the pty did not take yet */
	size_t inq_len, inq_cap;
	int keepalive_s; /* an unsolicited pong this often (0: none) */
	int64_t next_beat;
};

/* The session, on the connection's thread (an http_ws_fn): runs until the
 * client or the terminal is done, or sbxd stops. */
void term_ws_session(void *arg, struct http_request *r, int fd, const char *extra,
		     size_t extra_len);
/* Frees w and drops its references (terminal, then sandbox); NULL is a
 * no-op. */
void term_ws_free(void *arg);

#endif
