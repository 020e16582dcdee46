/* websocket.c — RFC 6455 for sbxd (see websocket.h): the handshake key
 * (SHA-1, written here from FIPS 180-4 so sbxd needs no crypto library), a
 * frame parser that checks what the RFC requires of a client (masking, no
 * reserved bits, short unfragmented control frames, continuation only
 * inside a message) and frame output.
 */
#include "websocket.h"
#include "base64.h"
#include "sys.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

/* ---- SHA-1 ------------------------------------------------------------------------ */

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

void ws_sha1(const void *data, size_t len, unsigned char out[20])
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
	tl = rest + 1 + 8 <= 64 ? 64 : 128;
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

/* ---- handshake --------------------------------------------------------------------- */

bool ws_valid_key(const char *key)
{
	size_t n = key ? strlen(key) : 0;

	/* 16 bytes: 22 characters and "==" */
	if (n != 24 || key[22] != '=' || key[23] != '=')
		return false;
	for (size_t i = 0; i < 22; i++)
		if (!base64_is_char(key[i], false))
			return false;
	return true;
}

void ws_accept_key(const char *key, char out[29])
{
	static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
	unsigned char d[20];
	char buf[128];
	size_t kl = strlen(key), o;

	if (kl > sizeof(buf) - sizeof(guid))
		kl = sizeof(buf) - sizeof(guid);
	memcpy(buf, key, kl);
	memcpy(buf + kl, guid, sizeof(guid) - 1);
	ws_sha1(buf, kl + sizeof(guid) - 1, d);
	o = base64_encode(d, sizeof(d), out);
	out[o] = '\0';
}

/* ---- parsing ------------------------------------------------------------------------ */

void ws_parser_init(struct ws_parser *p, bool masked_in, size_t max_msg)
{
	memset(p, 0, sizeof(*p));
	p->masked_in = masked_in;
	p->max_msg = max_msg;
	p->hneed = 2;
}

void ws_parser_release(struct ws_parser *p)
{
	free(p->msg);
	p->msg = NULL;
	p->msg_cap = p->msg_len = 0;
}

/* Header complete in p->hdr: validate it, set up the payload. */
static int header_done(struct ws_parser *p)
{
	unsigned char b0 = p->hdr[0];
	int op = b0 & 0x0f;
	bool control = op >= 8;

	if (b0 & 0x70) /* RSV1-3 without an extension */
		return -EPROTO;
	if (op != WS_CONT && op != WS_TEXT && op != WS_BINARY && op != WS_CLOSE && op != WS_PING &&
	    op != WS_PONG)
		return -EPROTO;
	if (p->masked_in != p->has_mask)
		return -EPROTO;
	if (control && (!p->fin || p->plen > 125))
		return -EPROTO;
	if (op == WS_CONT && !p->msg_op)
		return -EPROTO;
	if ((op == WS_TEXT || op == WS_BINARY) && p->msg_op)
		return -EPROTO;
	if (!control) {
		if (op != WS_CONT)
			p->msg_op = op;
		if (p->plen > p->max_msg || p->msg_len + p->plen > p->max_msg)
			return -EMSGSIZE;
		if (p->msg_len + p->plen > p->msg_cap) {
			size_t cap = p->msg_len + (size_t)p->plen;
			unsigned char *nb = realloc(p->msg, cap ? cap : 1);

			if (!nb)
				return -ENOMEM;
			p->msg = nb;
			p->msg_cap = cap;
		}
	}
	p->op = op;
	p->pgot = 0;
	return 0;
}

static int frame_done(struct ws_parser *p, ws_msg_fn fn, void *arg)
{
	int rc = 0;

	if (p->op >= 8) {
		rc = fn(arg, (enum ws_opcode)p->op, p->ctl, (size_t)p->plen);
	} else {
		p->msg_len += (size_t)p->plen;
		if (p->fin) {
			int op = p->msg_op;
			size_t n = p->msg_len;

			p->msg_op = 0;
			p->msg_len = 0;
			rc = fn(arg, (enum ws_opcode)op, p->msg, n);
		}
	}
	p->hlen = 0;
	p->hneed = 2;
	return rc;
}

int ws_parser_feed(struct ws_parser *p, const void *data, size_t len, ws_msg_fn fn, void *arg)
{
	const unsigned char *d = data;
	size_t i = 0;
	int rc;

	while (i < len) {
		if (p->hlen < p->hneed) {
			p->hdr[p->hlen++] = d[i++];
			if (p->hlen == 2) {
				unsigned l7 = p->hdr[1] & 0x7f;

				p->fin = (p->hdr[0] & 0x80) != 0;
				p->has_mask = (p->hdr[1] & 0x80) != 0;
				p->hneed = 2 +
					   (l7 == 126	? 2
					    : l7 == 127 ? 8
							: 0) +
					   (p->has_mask ? 4 : 0);
			}
			if (p->hlen < p->hneed)
				continue;
			{
				unsigned l7 = p->hdr[1] & 0x7f;
				size_t at = 2;

				if (l7 == 126) {
					p->plen = (uint64_t)p->hdr[2] << 8 | p->hdr[3];
					at = 4;
				} else if (l7 == 127) {
					p->plen = 0;
					for (int k = 0; k < 8; k++)
						p->plen = p->plen << 8 | p->hdr[2 + k];
					if (p->plen >> 63)
						return -EPROTO;
					at = 10;
				} else {
					p->plen = l7;
				}
				if (p->has_mask)
					memcpy(p->mask, p->hdr + at, 4);
			}
			rc = header_done(p);
			if (rc < 0)
				return rc;
			if (p->plen == 0 && (rc = frame_done(p, fn, arg)) < 0)
				return rc;
			continue;
		}
		{
			size_t take = len - i;
			unsigned char *dst;

			if (take > p->plen - p->pgot)
				take = (size_t)(p->plen - p->pgot);
			dst = p->op >= 8 ? p->ctl + p->pgot : p->msg + p->msg_len + p->pgot;
			for (size_t k = 0; k < take; k++)
				dst[k] = d[i + k] ^ (p->has_mask ? p->mask[(p->pgot + k) & 3] : 0);
			p->pgot += take;
			i += take;
			if (p->pgot == p->plen && (rc = frame_done(p, fn, arg)) < 0)
				return rc;
		}
	}
	return 0;
}

/* ---- output ---------------------------------------------------------------------------- */

size_t ws_frame_header(unsigned char hdr[10], enum ws_opcode op, size_t len)
{
	hdr[0] = (unsigned char)(0x80 | op);
	if (len < 126) {
		hdr[1] = (unsigned char)len;
		return 2;
	}
	if (len <= 0xffff) {
		hdr[1] = 126;
		hdr[2] = (unsigned char)(len >> 8);
		hdr[3] = (unsigned char)len;
		return 4;
	}
	hdr[1] = 127;
	for (int k = 0; k < 8; k++)
		hdr[2 + k] = (unsigned char)((uint64_t)len >> (56 - 8 * k));
	return 10;
}

static int send_all(int fd, const unsigned char *p, size_t len, int64_t until)
{
	while (len > 0) {
		ssize_t w = send(fd, p, len, MSG_NOSIGNAL | MSG_DONTWAIT);

		if (w > 0) {
			p += w;
			len -= (size_t)w;
			continue;
		}
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pf = {.fd = fd, .events = POLLOUT};
			int64_t left = until - mono_ms();

			if (left <= 0)
				return -ETIMEDOUT;
			if (poll(&pf, 1, (int)(left > 1000 ? 1000 : left)) < 0 && errno != EINTR)
				return -errno;
			continue;
		}
		return w < 0 ? -errno : -EIO;
	}
	return 0;
}

int ws_send(int fd, enum ws_opcode op, const void *data, size_t len, int timeout_ms)
{
	unsigned char hdr[10];
	size_t hl = ws_frame_header(hdr, op, len);
	int64_t until = mono_ms() + timeout_ms;
	int rc;

	/* one frame, two writes: the kernel coalesces them (TCP_CORK would
	 * need the socket options MHD owns) */
	rc = send_all(fd, hdr, hl, until);
	if (rc == 0 && len)
		rc = send_all(fd, data, len, until);
	return rc;
}

int ws_send_close(int fd, uint16_t code, const char *reason, int timeout_ms)
{
	unsigned char b[125];
	size_t rl = reason ? strlen(reason) : 0;

	if (rl > sizeof(b) - 2)
		rl = sizeof(b) - 2;
	b[0] = (unsigned char)(code >> 8);
	b[1] = (unsigned char)code;
	if (rl)
		memcpy(b + 2, reason, rl);
	return ws_send(fd, WS_CLOSE, b, rl + 2, timeout_ms);
}
