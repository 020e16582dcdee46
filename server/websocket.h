/* websocket.h — the server side of RFC 6455 for sbxd's terminal routes.
 *
 * libmicrohttpd does the HTTP part (101 response through its "upgrade"
 * support) and then hands over the socket; this module does the rest: the
 * Sec-WebSocket-Accept key, an incremental frame parser for what clients
 * send (masked frames, fragmented messages, control frames in between) and
 * unmasked frames going out. No threads, no allocation beyond the message
 * buffer (bounded); the parser is fed whatever recv() returned.
 */
#ifndef SBXD_WEBSOCKET_H
#define SBXD_WEBSOCKET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum ws_opcode {
	WS_CONT = 0,
	WS_TEXT = 1,
	WS_BINARY = 2,
	WS_CLOSE = 8,
	WS_PING = 9,
	WS_PONG = 10,
};

/* Close codes used here. */
#define WS_CLOSE_NORMAL 1000
#define WS_CLOSE_PROTOCOL 1002
#define WS_CLOSE_POLICY 1008
#define WS_CLOSE_TOO_BIG 1009
#define WS_CLOSE_ERROR 1011

/* Whether key is a valid Sec-WebSocket-Key (base64 of 16 bytes). */
bool ws_valid_key(const char *key);
/* base64(SHA-1(key + the RFC's GUID)), NUL-terminated, 28 characters. */
void ws_accept_key(const char *key, char out[29]);
/* SHA-1 (for the key, and unit tests). */
void ws_sha1(const void *data, size_t len, unsigned char out[20]);

/* A complete message (text/binary, reassembled) or control frame. Returns
 * 0 to go on or a negative errno to stop feeding. */
typedef int (*ws_msg_fn)(void *arg, enum ws_opcode op, const unsigned char *data, size_t len);

struct ws_parser {
	bool masked_in; /* frames must be masked (a server's view) */
	size_t max_msg; /* a larger message is -EMSGSIZE (close 1009) */
	/* current frame */
	unsigned char hdr[14];
	size_t hlen, hneed;
	uint64_t plen, pgot;
	unsigned char mask[4];
	bool fin, has_mask;
	int op;
	/* message being reassembled */
	int msg_op; /* 0: none */
	unsigned char *msg;
	size_t msg_len, msg_cap;
	unsigned char ctl[125];
};

void ws_parser_init(struct ws_parser *p, bool masked_in, size_t max_msg);
void ws_parser_release(struct ws_parser *p);
/* 0, -EPROTO for a protocol violation (close 1002), -EMSGSIZE (1009), or
 * the callback's error. */
int ws_parser_feed(struct ws_parser *p, const void *data, size_t len, ws_msg_fn fn, void *arg);

/* Header of an unmasked frame with FIN set; returns its length (<= 10). */
size_t ws_frame_header(unsigned char hdr[10], enum ws_opcode op, size_t len);
/* Writes one unmasked frame to a (non-blocking) socket, waiting up to
 * timeout_ms for room. 0 or -errno. */
int ws_send(int fd, enum ws_opcode op, const void *data, size_t len, int timeout_ms);
/* A close frame with code and reason. */
int ws_send_close(int fd, uint16_t code, const char *reason, int timeout_ms);

#endif
