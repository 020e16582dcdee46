/* base64.c — base64 and base64url encoding, base64url decoding (see
 * base64.h). */
#include <string.h>

#include "base64.h"

static const char std_tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char url_tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

static size_t encode(const unsigned char *in, size_t n, char *out, const char *tab, bool pad)
{
	size_t o = 0, i = 0;

	for (; i + 2 < n; i += 3) {
		unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8 | in[i + 2];

		out[o++] = tab[v >> 18 & 63];
		out[o++] = tab[v >> 12 & 63];
		out[o++] = tab[v >> 6 & 63];
		out[o++] = tab[v & 63];
	}
	if (i < n) {
		unsigned v = (unsigned)in[i] << 16 | (i + 1 < n ? (unsigned)in[i + 1] << 8 : 0);

		out[o++] = tab[v >> 18 & 63];
		out[o++] = tab[v >> 12 & 63];
		if (i + 1 < n)
			out[o++] = tab[v >> 6 & 63];
		else if (pad)
			out[o++] = '=';
		if (pad)
			out[o++] = '=';
	}
	return o;
}

size_t base64_encode(const unsigned char *in, size_t n, char *out)
{
	return encode(in, n, out, std_tab, true);
}

size_t base64url_encode(const unsigned char *in, size_t n, char *out)
{
	return encode(in, n, out, url_tab, false);
}

bool base64_is_char(char c, bool url)
{
	return c && memchr(url ? url_tab : std_tab, c, 64);
}

ssize_t base64url_decode(const char *in, size_t len, unsigned char *out)
{
	unsigned v = 0;
	int bits = 0;
	size_t o = 0;

	if (len % 4 == 1)
		return -1;
	for (size_t i = 0; i < len; i++) {
		const char *p = in[i] ? memchr(url_tab, in[i], 64) : NULL;

		if (!p)
			return -1;
		v = (v << 6 | (unsigned)(p - url_tab)) & 0xffffff;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[o++] = (unsigned char)(v >> bits);
		}
	}
	return (ssize_t)o;
}
