/* b64.c — base64 encode, strict decode, and an incremental stream decoder.
 *
 * The strict decoder is for SSE events (each chunk is encoded on its own and
 * padded); the stream decoder is for command output produced by `base64 -w0`
 * that arrives cut at arbitrary places. Both reject anything outside the
 * alphabet, so a corrupted stream is an error rather than silently wrong data.
 */
#include <errno.h>

#include "b64.h"

static const char ALPHA[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int val(unsigned char ch)
{
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 26;
	if (ch >= '0' && ch <= '9')
		return ch - '0' + 52;
	if (ch == '+')
		return 62;
	if (ch == '/')
		return 63;
	return -1;
}

size_t sbx_b64_encoded_len(size_t n)
{
	return (n + 2) / 3 * 4;
}

void sbx_b64_encode(const void *in, size_t n, char *out)
{
	const unsigned char *p = in;
	size_t i, o = 0;

	for (i = 0; i + 2 < n; i += 3) {
		out[o++] = ALPHA[p[i] >> 2];
		out[o++] = ALPHA[((p[i] & 3) << 4) | (p[i + 1] >> 4)];
		out[o++] = ALPHA[((p[i + 1] & 15) << 2) | (p[i + 2] >> 6)];
		out[o++] = ALPHA[p[i + 2] & 63];
	}
	if (n - i == 1) {
		out[o++] = ALPHA[p[i] >> 2];
		out[o++] = ALPHA[(p[i] & 3) << 4];
		out[o++] = '=';
		out[o++] = '=';
	} else if (n - i == 2) {
		out[o++] = ALPHA[p[i] >> 2];
		out[o++] = ALPHA[((p[i] & 3) << 4) | (p[i + 1] >> 4)];
		out[o++] = ALPHA[(p[i + 1] & 15) << 2];
		out[o++] = '=';
	}
	out[o] = '\0';
}

void sbx_b64_stream_init(struct sbx_b64_stream *s)
{
	s->nq = 0;
	s->pad = 0;
	s->done = 0;
	s->err = 0;
}

long sbx_b64_stream_feed(struct sbx_b64_stream *s, const char *in, size_t len, unsigned char *out)
{
	size_t i;
	long o = 0;

	if (s->err)
		return s->err;
	for (i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)in[i];
		int v;

		if (ch == '\n' || ch == '\r' || ch == ' ' || ch == '\t')
			continue;
		if (ch == '=') {
			/* Padding: "xx==" or "xxx="; then the text must end. */
			if (s->done)
				goto bad;
			if (s->nq == 2 && !s->pad) {
				s->pad = 1;
				s->q[s->nq++] = 0;
				continue;
			}
			if (s->nq != 3)
				goto bad;
			out[o++] = (unsigned char)(s->q[0] << 2 | s->q[1] >> 4);
			if (!s->pad)
				out[o++] = (unsigned char)(s->q[1] << 4 | s->q[2] >> 2);
			s->nq = 0;
			s->pad = 0;
			s->done = 1;
			continue;
		}
		if (s->pad || s->done)
			goto bad;
		v = val(ch);
		if (v < 0)
			goto bad;
		s->q[s->nq++] = (unsigned char)v;
		if (s->nq == 4) {
			out[o++] = (unsigned char)(s->q[0] << 2 | s->q[1] >> 4);
			out[o++] = (unsigned char)(s->q[1] << 4 | s->q[2] >> 2);
			out[o++] = (unsigned char)(s->q[2] << 6 | s->q[3]);
			s->nq = 0;
		}
	}
	return o;
bad:
	s->err = -EINVAL;
	return s->err;
}

int sbx_b64_stream_finish(struct sbx_b64_stream *s)
{
	if (s->err)
		return s->err;
	if (s->nq != 0)
		return -EINVAL;
	return 0;
}

long sbx_b64_decode(const char *in, size_t len, unsigned char *out)
{
	struct sbx_b64_stream s;
	long n;

	sbx_b64_stream_init(&s);
	n = sbx_b64_stream_feed(&s, in, len, out);
	if (n < 0)
		return n;
	if (sbx_b64_stream_finish(&s) < 0)
		return -EINVAL;
	return n;
}
