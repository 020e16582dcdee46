/* sse.h — incremental parser for the exec event stream, private to libsbx.
 *
 * Feed it the response body in chunks of any size; it calls back once per
 * complete event: stdout/stderr with the base64 payload decoded, and the
 * terminal exit/error event with its raw JSON text (parsed by exec.c, the
 * module with JSON). It enforces the stream contract of PROTOCOL.md: exactly one
 * terminal event, nothing after it, and a stream that ends without one is
 * -EIO. Lines and events are capped so a hostile server cannot grow memory.
 * It also counts what is not payload: comment lines, of which sbxd sends
 * `: keepalive N` every N seconds of silence, so that the client can tell a
 * silent command on a live server from a dead stream.
 */
#ifndef SBX_SSE_H
#define SBX_SSE_H

#include <stdbool.h>
#include <stddef.h>

enum sbx_sse_kind {
	SBX_SSE_STDOUT = 1,
	SBX_SSE_STDERR = 2,
	SBX_SSE_EXIT = 3,    /* data: JSON {"exit_code":N} */
	SBX_SSE_ERROR = 4,   /* data: JSON {"error":"...","code":"..."} */
	SBX_SSE_MESSAGE = 5, /* raw mode: any event's data, as text */
};

#define SBX_SSE_LINE_MAX (8u << 20)  /* default cap on one line */
#define SBX_SSE_EVENT_MAX (8u << 20) /* default cap on one event's data */

/* Returns 0 to go on, negative errno to stop the stream with that error. */
typedef int (*sbx_sse_cb)(void *arg, enum sbx_sse_kind kind, const void *data, size_t len);

struct sbx_sse {
	sbx_sse_cb cb;
	void *arg;
	size_t line_max, event_max; /* may be lowered after init (tests) */
	char *line;		    /* current line (without its end) */
	size_t line_len, line_cap;
	char *data; /* data lines of the current event, '\n'-joined */
	size_t data_len, data_cap;
	bool have_data;
	char event[16]; /* event name; "" when unknown or too long */
	bool event_set;
	bool after_cr;		  /* last byte was CR: a following LF belongs to it */
	bool comment;		  /* the current line is a comment (starts with ':') */
	unsigned long payload;	  /* bytes of lines other than comments, ends excluded */
	unsigned long keepalives; /* `: keepalive [N]` comment lines seen */
	long keepalive_ms;	  /* the largest N announced, in ms (0: none) */
	bool terminal;		  /* the terminal event was delivered */
	bool raw;		  /* set after init: every event's data as SBX_SSE_MESSAGE,
				     no exec contract (the next bridge's process logs) */
	int err;		  /* sticky negative errno */
	char msg[128];		  /* why err was set */
};

void sbx_sse_init(struct sbx_sse *p, sbx_sse_cb cb, void *arg);
/* 0, or the sticky negative errno (-EIO for a protocol violation, -E2BIG for
 * an oversize line/event, -EINVAL for bad base64, or the callback's own). */
int sbx_sse_feed(struct sbx_sse *p, const char *buf, size_t len);
/* End of stream: 0 when exactly one terminal event was seen, else -EIO. */
int sbx_sse_finish(struct sbx_sse *p);
void sbx_sse_release(struct sbx_sse *p);

#endif
