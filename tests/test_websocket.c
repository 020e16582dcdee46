/* Unit tests for server/websocket.c (RFC 6455 on sbxd's side) and the
 * handshake helpers of client/ws.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "websocket.h"
#include "ws.h"

struct got {
	int n;
	int ops[8];
	char data[8][256];
	size_t len[8];
};

static int collect(void *arg, enum ws_opcode op, const unsigned char *data, size_t len)
{
	struct got *g = arg;

	if (g->n < 8) {
		g->ops[g->n] = op;
		g->len[g->n] = len;
		memcpy(g->data[g->n], data, len < 255 ? len : 255);
		g->data[g->n][len < 255 ? len : 255] = '\0';
	}
	g->n++;
	return 0;
}

/* A masked client frame. */
static size_t frame(unsigned char *out, int fin, int op, const char *payload, size_t len)
{
	static const unsigned char mask[4] = {0x37, 0xfa, 0x21, 0x3d};
	size_t o = 0;

	out[o++] = (unsigned char)((fin ? 0x80 : 0) | op);
	if (len < 126) {
		out[o++] = (unsigned char)(0x80 | len);
	} else if (len < 65536) {
		out[o++] = 0x80 | 126;
		out[o++] = (unsigned char)(len >> 8);
		out[o++] = (unsigned char)len;
	} else {
		out[o++] = 0x80 | 127;
		for (int i = 7; i >= 0; i--)
			out[o++] = (unsigned char)((uint64_t)len >> (8 * i));
	}
	memcpy(out + o, mask, 4);
	o += 4;
	for (size_t i = 0; i < len; i++)
		out[o + i] = (unsigned char)payload[i] ^ mask[i & 3];
	return o + len;
}

static void hex(const unsigned char *d, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		snprintf(out + 2 * i, 3, "%02x", d[i]);
}

static void test_sha1_known_answers(void **s)
{
	unsigned char d[20];
	char h[41];
	char *a = malloc(1000000);

	ws_sha1("abc", 3, d);
	hex(d, 20, h);
	assert_string_equal(h, "a9993e364706816aba3e25717850c26c9cd0d89d");
	ws_sha1("", 0, d);
	hex(d, 20, h);
	assert_string_equal(h, "da39a3ee5e6b4b0d3255bfef95601890afd80709");
	ws_sha1("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56, d);
	hex(d, 20, h);
	assert_string_equal(h, "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
	memset(a, 'a', 1000000);
	ws_sha1(a, 1000000, d);
	hex(d, 20, h);
	assert_string_equal(h, "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
	sbx_ws_sha1(a, 1000000, d); /* the client's copy agrees */
	hex(d, 20, h);
	assert_string_equal(h, "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
	free(a);
}

static void test_accept_key_is_the_rfc_example(void **s)
{
	char out[29];

	ws_accept_key("dGhlIHNhbXBsZSBub25jZQ==", out);
	assert_string_equal(out, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
	sbx_ws_accept_of("dGhlIHNhbXBsZSBub25jZQ==", out);
	assert_string_equal(out, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
	assert_true(ws_valid_key("dGhlIHNhbXBsZSBub25jZQ=="));
	assert_false(ws_valid_key("dGhlIHNhbXBsZSBub25jZQ="));
	assert_false(ws_valid_key("dGhlIHNhbXBsZSBub25jZ*=="));
	assert_false(ws_valid_key(NULL));
}

static void test_the_rfc_masked_hello(void **s)
{
	static const unsigned char hello[] = {0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d,
					      0x7f, 0x9f, 0x4d, 0x51, 0x58};
	struct ws_parser p;
	struct got g = {0};

	ws_parser_init(&p, true, 1024);
	assert_int_equal(ws_parser_feed(&p, hello, sizeof(hello), collect, &g), 0);
	assert_int_equal(g.n, 1);
	assert_int_equal(g.ops[0], WS_TEXT);
	assert_string_equal(g.data[0], "Hello");
	ws_parser_release(&p);
}

static void test_fragments_reassemble_around_a_ping_fed_byte_by_byte(void **s)
{
	unsigned char buf[256];
	size_t n = 0;
	struct ws_parser p;
	struct got g = {0};

	n += frame(buf + n, 0, WS_BINARY, "Hel", 3);
	n += frame(buf + n, 1, WS_PING, "pi", 2);
	n += frame(buf + n, 1, WS_CONT, "lo", 2);
	n += frame(buf + n, 1, WS_TEXT, "", 0);
	ws_parser_init(&p, true, 1024);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(ws_parser_feed(&p, buf + i, 1, collect, &g), 0);
	assert_int_equal(g.n, 3);
	assert_int_equal(g.ops[0], WS_PING);
	assert_string_equal(g.data[0], "pi");
	assert_int_equal(g.ops[1], WS_BINARY);
	assert_int_equal(g.len[1], 5);
	assert_string_equal(g.data[1], "Hello");
	assert_int_equal(g.ops[2], WS_TEXT);
	assert_int_equal(g.len[2], 0);
	ws_parser_release(&p);
}

static void test_long_lengths(void **s)
{
	size_t big = 70000;
	char *payload = malloc(big);
	unsigned char *buf = malloc(big + 32);
	struct ws_parser p;
	struct got g = {0};
	size_t n;

	memset(payload, 'x', big);
	n = frame(buf, 1, WS_BINARY, payload, 300);
	n += frame(buf + n, 1, WS_BINARY, payload, big - 400);
	ws_parser_init(&p, true, 1 << 20);
	assert_int_equal(ws_parser_feed(&p, buf, n, collect, &g), 0);
	assert_int_equal(g.n, 2);
	assert_int_equal(g.len[0], 300);
	assert_int_equal(g.len[1], big - 400);
	ws_parser_release(&p);
	free(payload);
	free(buf);
}

static int feed_one(const unsigned char *b, size_t n, size_t max)
{
	struct ws_parser p;
	struct got g = {0};
	int rc;

	ws_parser_init(&p, true, max);
	rc = ws_parser_feed(&p, b, n, collect, &g);
	ws_parser_release(&p);
	return rc;
}

static void test_what_a_client_must_not_send_is_refused(void **s)
{
	unsigned char buf[512];
	char payload[200];
	size_t n;

	memset(payload, 'p', sizeof(payload));
	{ /* unmasked */
		static const unsigned char b[] = {0x81, 0x02, 'h', 'i'};

		assert_int_equal(feed_one(b, sizeof(b), 1024), -EPROTO);
	}
	n = frame(buf, 1, WS_TEXT, "hi", 2);
	buf[0] |= 0x40; /* RSV1 */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 1, 3, "hi", 2); /* reserved opcode */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 1, WS_PING, payload, 126); /* control frame too long */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 0, WS_PING, "x", 1); /* fragmented control frame */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 1, WS_CONT, "x", 1); /* continuation of nothing */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 0, WS_TEXT, "a", 1);
	n += frame(buf + n, 1, WS_TEXT, "b", 1); /* a new message inside one */
	assert_int_equal(feed_one(buf, n, 1024), -EPROTO);
	n = frame(buf, 0, WS_BINARY, payload, 100);
	n += frame(buf + n, 1, WS_CONT, payload, 100); /* 200 bytes over a 150 cap */
	assert_int_equal(feed_one(buf, n, 150), -EMSGSIZE);
}

static void test_frame_headers_use_the_shortest_length(void **s)
{
	unsigned char h[10];

	assert_int_equal(ws_frame_header(h, WS_BINARY, 125), 2);
	assert_int_equal(h[0], 0x82);
	assert_int_equal(h[1], 125);
	assert_int_equal(ws_frame_header(h, WS_TEXT, 126), 4);
	assert_int_equal(h[1], 126);
	assert_int_equal(h[2] << 8 | h[3], 126);
	assert_int_equal(ws_frame_header(h, WS_TEXT, 65535), 4);
	assert_int_equal(ws_frame_header(h, WS_BINARY, 65536), 10);
	assert_int_equal(h[1], 127);
	assert_int_equal(h[7], 1);
	assert_int_equal(h[8], 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_sha1_known_answers),
	    cmocka_unit_test(test_accept_key_is_the_rfc_example),
	    cmocka_unit_test(test_the_rfc_masked_hello),
	    cmocka_unit_test(test_fragments_reassemble_around_a_ping_fed_byte_by_byte),
	    cmocka_unit_test(test_long_lengths),
	    cmocka_unit_test(test_what_a_client_must_not_send_is_refused),
	    cmocka_unit_test(test_frame_headers_use_the_shortest_length),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
