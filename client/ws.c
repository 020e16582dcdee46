/* ws.c — WebSocket client framing on an upgraded connection (see ws.h).
 *
 * The handshake key is 16 random bytes; the server must answer with
 * base64(SHA-1(key + the RFC's GUID)), checked here (a proxy that answers
 * 101 without speaking WebSocket fails at once). Reading keeps one buffer of
 * received bytes and parses frames out of it; a message split over frames
 * is reassembled; control frames may come between them and are answered
 * right away (pong, close).
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <time.h>

#include "b64.h"
#include "ws.h"

#define MSG_MAX (16u << 20)
#define SEND_MS 30000

struct sbx_ws {
	struct sbx_conn *conn;
	pthread_mutex_t send_mu; /* one frame at a time */
	unsigned char *in;	 /* received, not yet parsed */
	size_t in_len, in_cap;
	unsigned char *msg; /* message being reassembled / returned */
	size_t msg_len, msg_cap;
	int msg_op;
	size_t consumed; /* bytes of in to drop at the next call */
	bool closed;
	long alive_ms;		   /* silence after which the server is taken for dead; 0 none */
	double last_rx, last_ping; /* now_s() of the latest bytes in, of the latest ping out */
};

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- SHA-1 (the handshake only) ------------------------------------------------ */

static uint32_t rol(uint32_t x, int n)
{
	return x << n | x >> (32 - n);
}

static void sha1_block(uint32_t h[5], const unsigned char *b)
{
	uint32_t w[80], a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4];

	for (int i = 0; i < 16; i++)
		w[i] = (uint32_t)b[4 * i] << 24 | (uint32_t)b[4 * i + 1] << 16 |
		       (uint32_t)b[4 * i + 2] << 8 | b[4 * i + 3];
	for (int i = 16; i < 80; i++)
		w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
	for (int i = 0; i < 80; i++) {
		uint32_t f, k, t;

		if (i < 20)
			f = (bb & c) | (~bb & d), k = 0x5a827999;
		else if (i < 40)
			f = bb ^ c ^ d, k = 0x6ed9eba1;
		else if (i < 60)
			f = (bb & c) | (bb & d) | (c & d), k = 0x8f1bbcdc;
		else
			f = bb ^ c ^ d, k = 0xca62c1d6;
		t = rol(a, 5) + f + e + k + w[i];
		e = d;
		d = c;
		c = rol(bb, 30);
		bb = a;
		a = t;
	}
	h[0] += a;
	h[1] += bb;
	h[2] += c;
	h[3] += d;
	h[4] += e;
}

void sbx_ws_sha1(const void *data, size_t len, unsigned char out[20])
{
	uint32_t h[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
	const unsigned char *p = data;
	unsigned char tail[128] = {0};
	size_t full = len / 64 * 64, rest = len - full, tl;
	uint64_t bits = (uint64_t)len * 8;

	for (size_t i = 0; i < full; i += 64)
		sha1_block(h, p + i);
	memcpy(tail, p + full, rest);
	tail[rest] = 0x80;
	tl = rest + 9 <= 64 ? 64 : 128;
	for (int i = 0; i < 8; i++)
		tail[tl - 1 - i] = (unsigned char)(bits >> (8 * i));
	sha1_block(h, tail);
	if (tl == 128)
		sha1_block(h, tail + 64);
	for (int i = 0; i < 5; i++) {
		out[4 * i] = (unsigned char)(h[i] >> 24);
		out[4 * i + 1] = (unsigned char)(h[i] >> 16);
		out[4 * i + 2] = (unsigned char)(h[i] >> 8);
		out[4 * i + 3] = (unsigned char)h[i];
	}
}

void sbx_ws_accept_of(const char *key, char out[29])
{
	static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
	unsigned char d[20];
	char buf[128];
	size_t kl = strlen(key);

	if (kl > sizeof(buf) - sizeof(guid))
		kl = sizeof(buf) - sizeof(guid);
	memcpy(buf, key, kl);
	memcpy(buf + kl, guid, sizeof(guid) - 1);
	sbx_ws_sha1(buf, kl + sizeof(guid) - 1, d);
	sbx_b64_encode(d, sizeof(d), out);
}

/* ---- connecting ------------------------------------------------------------------- */

static int random_bytes(void *buf, size_t len)
{
	size_t got = 0;

	while (got < len) {
		ssize_t n = getrandom((char *)buf + got, len - got, 0);

		if (n < 0 && errno != EINTR)
			return -errno;
		if (n > 0)
			got += (size_t)n;
	}
	return 0;
}

int sbx_ws_connect(struct sbx_client *c, const char *path, const char *const *hdrs, long *status,
		   struct sbx_ws **out)
{
	unsigned char raw[16];
	char key[32], want[29], accept[64], keyline[64];
	const char *h[24];
	size_t n = 0;
	struct sbx_ws *w;
	struct sbx_conn *k = NULL;
	int rc;

	rc = random_bytes(raw, sizeof(raw));
	if (rc < 0)
		return rc;
	sbx_b64_encode(raw, sizeof(raw), key);
	snprintf(keyline, sizeof(keyline), "Sec-WebSocket-Key: %s", key);
	h[n++] = "Upgrade: websocket";
	h[n++] = "Connection: Upgrade";
	h[n++] = "Sec-WebSocket-Version: 13";
	h[n++] = keyline;
	for (size_t i = 0; hdrs && hdrs[i] && n + 1 < sizeof(h) / sizeof(h[0]); i++)
		h[n++] = hdrs[i];
	h[n] = NULL;
	rc = sbx_http_upgrade(c, path, h, accept, sizeof(accept), status, &k);
	if (rc < 0)
		return rc;
	sbx_ws_accept_of(key, want);
	if (strcmp(accept, want) != 0) {
		sbx_conn_close(k);
		sbx_set_error("GET %s: the server's Sec-WebSocket-Accept is wrong", path);
		return -EPROTO;
	}
	w = calloc(1, sizeof(*w));
	if (!w) {
		sbx_conn_close(k);
		return -ENOMEM;
	}
	w->conn = k;
	w->alive_ms = c->stream_timeout_ms;
	w->last_rx = now_s();
	pthread_mutex_init(&w->send_mu, NULL);
	*out = w;
	return 0;
}

int sbx_ws_fd(const struct sbx_ws *w)
{
	return sbx_conn_fd(w->conn);
}

/* ---- sending ---------------------------------------------------------------------- */

/* nowait: -EAGAIN instead of waiting for another sender or for room in
 * the socket (the reader's ping, check_alive, must never block). */
static int send_frame(struct sbx_ws *w, int op, const void *data, size_t len, bool nowait)
{
	unsigned char hdr[14], mask[4], *buf;
	size_t hl = 2;
	int rc;

	if (random_bytes(mask, sizeof(mask)) < 0)
		return -EIO;
	hdr[0] = (unsigned char)(0x80 | op);
	if (len < 126) {
		hdr[1] = (unsigned char)(0x80 | len);
	} else if (len <= 0xffff) {
		hdr[1] = 0x80 | 126;
		hdr[2] = (unsigned char)(len >> 8);
		hdr[3] = (unsigned char)len;
		hl = 4;
	} else {
		hdr[1] = 0x80 | 127;
		for (int i = 0; i < 8; i++)
			hdr[2 + i] = (unsigned char)((uint64_t)len >> (56 - 8 * i));
		hl = 10;
	}
	memcpy(hdr + hl, mask, 4);
	hl += 4;
	buf = malloc(hl + len);
	if (!buf)
		return -ENOMEM;
	memcpy(buf, hdr, hl);
	for (size_t i = 0; i < len; i++)
		buf[hl + i] = ((const unsigned char *)data)[i] ^ mask[i & 3];
	if (!nowait) {
		pthread_mutex_lock(&w->send_mu);
	} else if (pthread_mutex_trylock(&w->send_mu) != 0) {
		free(buf);
		return -EAGAIN;
	} else {
		struct pollfd p = {.fd = sbx_conn_fd(w->conn), .events = POLLOUT};

		if (poll(&p, 1, 0) != 1 || !(p.revents & POLLOUT)) {
			pthread_mutex_unlock(&w->send_mu);
			free(buf);
			return -EAGAIN;
		}
	}
	rc = sbx_conn_send(w->conn, buf, hl + len, SEND_MS);
	/* part of a frame may have gone: the stream of frames is broken, so
	 * is the connection (its reader sees the end, and a terminal
	 * reconnects) */
	if (rc < 0)
		shutdown(sbx_conn_fd(w->conn), SHUT_RDWR);
	pthread_mutex_unlock(&w->send_mu);
	free(buf);
	return rc;
}

int sbx_ws_send(struct sbx_ws *w, enum sbx_ws_op op, const void *data, size_t len)
{
	if (w->closed)
		return -EPIPE;
	return send_frame(w, op, data, len, false);
}

void sbx_ws_close(struct sbx_ws *w)
{
	if (!w)
		return;
	if (!w->closed) {
		unsigned char b[2] = {1000 >> 8, 1000 & 0xff};

		send_frame(w, 8, b, 2, false);
	}
	sbx_conn_close(w->conn);
	pthread_mutex_destroy(&w->send_mu);
	free(w->in);
	free(w->msg);
	free(w);
}

/* ---- receiving --------------------------------------------------------------------- */

static int reserve(unsigned char **p, size_t *cap, size_t need)
{
	size_t n = *cap ? *cap : 4096;
	unsigned char *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	q = realloc(*p, n);
	if (!q)
		return -ENOMEM;
	*p = q;
	*cap = n;
	return 0;
}

/* A quiet terminal and a hung server look the same. After a third of
 * alive_ms without a byte, a ping, which RFC 6455 obliges every server to
 * answer (sbxd also sends a pong of its own every few seconds, which keeps
 * a session alive while it does not read, as when a program leaves its
 * input unread). A ping unanswered after two thirds more: the connection is
 * taken for lost. The ping goes only when nothing else is being sent and
 * the socket has room, so that the reader never blocks on it. */
static int check_alive(struct sbx_ws *w)
{
	double t = now_s();
	bool unanswered = w->last_ping > w->last_rx;

	if (!w->alive_ms)
		return 0;
	if (unanswered && (t - w->last_rx) * 1000 >= (double)w->alive_ms &&
	    (t - w->last_ping) * 1500 >= (double)w->alive_ms) {
		sbx_set_error("WebSocket: nothing from the server for %ld ms, not even a pong",
			      w->alive_ms);
		return -ENOTCONN;
	}
	if (!unanswered && (t - w->last_rx) * 3000 >= (double)w->alive_ms &&
	    send_frame(w, 9, "", 0, true) == 0)
		w->last_ping = t;
	return 0;
}

/* Reads what the connection has; waits up to ms when it has nothing. */
static int fill(struct sbx_ws *w, int ms)
{
	for (;;) {
		ssize_t n;
		int rc;

		if (reserve(&w->in, &w->in_cap, w->in_len + 16384) < 0)
			return -ENOMEM;
		n = sbx_conn_recv(w->conn, w->in + w->in_len, 16384);
		if (n > 0) {
			w->in_len += (size_t)n;
			w->last_rx = now_s();
			return 0;
		}
		if (n == 0)
			return -ECONNRESET;
		if (n != -EAGAIN)
			return (int)n;
		if (ms == 0)
			return -ETIMEDOUT;
		{
			struct pollfd p = {.fd = sbx_conn_fd(w->conn), .events = POLLIN};
			int slice = ms < 0 || ms > 1000 ? 1000 : ms;

			rc = poll(&p, 1, slice);
			if (sbx_http_interrupted())
				return -EINTR;
			if (rc < 0 && errno != EINTR)
				return -errno;
			if (rc == 0 && (rc = check_alive(w)) < 0)
				return rc;
			if (rc == 0 && ms > 0 && ms <= 1000)
				return -ETIMEDOUT;
			if (rc == 0 && ms > 0)
				ms -= slice;
		}
	}
}

int sbx_ws_recv(struct sbx_ws *w, int timeout_ms, enum sbx_ws_op *op, const unsigned char **data,
		size_t *len, int *close_code, char *reason, size_t reason_len)
{
	double until = timeout_ms < 0 ? 0 : now_s() + timeout_ms / 1000.0;

	if (w->consumed) {
		memmove(w->in, w->in + w->consumed, w->in_len - w->consumed);
		w->in_len -= w->consumed;
		w->consumed = 0;
	}
	if (w->closed) {
		*close_code = 1006;
		return 0;
	}
	for (;;) {
		const unsigned char *b = w->in;
		size_t have = w->in_len, off = 2;
		uint64_t plen;
		int fop, rc;
		bool fin;

		if (have >= 2) {
			plen = b[1] & 0x7f;
			if (b[1] & 0x80) {
				sbx_set_error("WebSocket: the server masked a frame");
				return -EPROTO;
			}
			if (plen == 126 && have >= 4) {
				plen = (uint64_t)b[2] << 8 | b[3];
				off = 4;
			} else if (plen == 127 && have >= 10) {
				plen = 0;
				for (int i = 0; i < 8; i++)
					plen = plen << 8 | b[2 + i];
				off = 10;
			} else if (plen >= 126) {
				goto more;
			}
			if (plen > MSG_MAX) {
				sbx_set_error("WebSocket: a frame over %u bytes", MSG_MAX);
				return -E2BIG;
			}
			if (have < off + plen)
				goto more;
			fin = (b[0] & 0x80) != 0;
			fop = b[0] & 0x0f;
			w->consumed = off + (size_t)plen;
			if (fop == 8) { /* close: answer it, the stream is over */
				*close_code = plen >= 2 ? (b[off] << 8 | b[off + 1]) : 1005;
				if (reason && reason_len) {
					size_t rl = plen > 2 ? (size_t)plen - 2 : 0;

					if (rl >= reason_len)
						rl = reason_len - 1;
					memcpy(reason, b + off + 2, rl);
					reason[rl] = '\0';
				}
				send_frame(w, 8, b + off, plen >= 2 ? 2 : 0, false);
				w->closed = true;
				return 0;
			}
			if (fop == 9) { /* ping */
				send_frame(w, 10, b + off, (size_t)plen, false);
				goto next;
			}
			if (fop == 10)
				goto next;
			if (fop == 1 || fop == 2) {
				w->msg_op = fop;
				w->msg_len = 0;
			} else if (fop != 0 || !w->msg_op) {
				sbx_set_error("WebSocket: unexpected opcode %d", fop);
				return -EPROTO;
			}
			if (w->msg_len + plen > MSG_MAX ||
			    reserve(&w->msg, &w->msg_cap, w->msg_len + (size_t)plen + 1) < 0) {
				sbx_set_error("WebSocket: message too large");
				return -E2BIG;
			}
			memcpy(w->msg + w->msg_len, b + off, (size_t)plen);
			w->msg_len += (size_t)plen;
			if (fin) {
				w->msg[w->msg_len] = '\0';
				*op = (enum sbx_ws_op)w->msg_op;
				*data = w->msg;
				*len = w->msg_len;
				w->msg_op = 0;
				return 1;
			}
		next:
			memmove(w->in, w->in + w->consumed, w->in_len - w->consumed);
			w->in_len -= w->consumed;
			w->consumed = 0;
			continue;
		}
	more:
		rc = fill(w, timeout_ms < 0 ? -1
					    : (int)((until - now_s()) * 1000) + (until > now_s()));
		if (rc == -ECONNRESET) {
			w->closed = true;
			*close_code = 1006;
			return 0;
		}
		if (rc < 0)
			return rc;
	}
}
