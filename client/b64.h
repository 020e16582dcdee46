/* b64.h — base64 (RFC 4648, standard alphabet, padded), private to libsbx.
 *
 * Exec output arrives base64-encoded per SSE event, and every command whose
 * output must be byte-exact on Cloudflare's bridge pipes it through
 * `base64 -w0`, which the client decodes incrementally as chunks arrive.
 */
#ifndef SBX_B64_H
#define SBX_B64_H

#include <stddef.h>

/* Encoded length of n bytes, without the NUL. */
size_t sbx_b64_encoded_len(size_t n);
/* Encodes n bytes into out (sbx_b64_encoded_len(n) + 1 bytes), NUL-terminated. */
void sbx_b64_encode(const void *in, size_t n, char *out);
/* Strict decode of one complete padded base64 text (length a multiple of 4,
 * '=' only at the end; '\r' and '\n' are skipped). out needs 3 * len / 4
 * bytes. Returns the decoded length, or -EINVAL on malformed input. */
long sbx_b64_decode(const char *in, size_t len, unsigned char *out);

/* Incremental decoder for a stream of base64 text cut anywhere (the output of
 * `base64 -w0` split over SSE chunks). Whitespace is skipped; after the first
 * '=' only padding may follow. */
struct sbx_b64_stream {
	unsigned char q[4];
	int nq;
	int pad;  /* one '=' seen in this quantum */
	int done; /* padded quantum complete: text must end */
	int err;  /* sticky -EINVAL */
};
void sbx_b64_stream_init(struct sbx_b64_stream *s);
/* Decodes as much as possible of in into out (needs 3 * (len + 3) / 4 + 3
 * bytes); returns the byte count or -EINVAL. */
long sbx_b64_stream_feed(struct sbx_b64_stream *s, const char *in, size_t len, unsigned char *out);
/* 0 when the stream ended on a quantum boundary, else -EINVAL. */
int sbx_b64_stream_finish(struct sbx_b64_stream *s);

#endif
