/* test_b64.c — base64 (client/b64.c): RFC 4648 vectors, every byte value,
 * strictness, and the incremental decoder cut at every point. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "b64.h"

static const char *const VEC[][2] = {
    {"", ""},
    {"f", "Zg=="},
    {"fo", "Zm8="},
    {"foo", "Zm9v"},
    {"foob", "Zm9vYg=="},
    {"fooba", "Zm9vYmE="},
    {"foobar", "Zm9vYmFy"},
};

static void test_rfc4648_vectors_encode_and_decode(void **state)
{
	unsigned char out[16];
	char enc[16];
	size_t i;

	for (i = 0; i < sizeof(VEC) / sizeof(VEC[0]); i++) {
		size_t n = strlen(VEC[i][0]);

		assert_int_equal(sbx_b64_encoded_len(n), strlen(VEC[i][1]));
		sbx_b64_encode(VEC[i][0], n, enc);
		assert_string_equal(enc, VEC[i][1]);
		assert_int_equal(sbx_b64_decode(VEC[i][1], strlen(VEC[i][1]), out), (long)n);
		assert_memory_equal(out, VEC[i][0], n);
	}
}

static void test_every_byte_value_round_trips_at_every_length(void **state)
{
	unsigned char in[256], out[256];
	char enc[400];
	size_t n;

	for (n = 0; n < 256; n++)
		in[n] = (unsigned char)(255 - n);
	for (n = 0; n <= 256; n++) {
		sbx_b64_encode(in, n, enc);
		assert_int_equal(sbx_b64_decode(enc, strlen(enc), out), (long)n);
		assert_memory_equal(out, in, n);
	}
}

static void test_malformed_input_is_einval(void **state)
{
	static const char *const bad[] = {"Zg",
					  "Zg=",
					  "Z===",
					  "=Zg=",
					  "Zg==Zg==",
					  "Zm9v!",
					  "Zm9",
					  "Zg==\x01",
					  "Zm9vY",
					  "Zm=v",
					  "\xc3\xa9"
					  "AAA"};
	unsigned char out[16];
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(sbx_b64_decode(bad[i], strlen(bad[i]), out), -EINVAL);
}

static void test_line_breaks_are_skipped(void **state)
{
	unsigned char out[16];

	assert_int_equal(sbx_b64_decode("Zm9v\nYmFy\r\n", 11, out), 6);
	assert_memory_equal(out, "foobar", 6);
}

static void test_stream_decoder_cut_at_every_point_gives_the_same_bytes(void **state)
{
	unsigned char in[100], out[200], all[200];
	char enc[200];
	size_t n = sizeof(in), len, cut, i;

	for (i = 0; i < n; i++)
		in[i] = (unsigned char)(i * 37 + 11);
	for (n = 95; n <= 100; n++) {
		sbx_b64_encode(in, n, enc);
		len = strlen(enc);
		for (cut = 0; cut <= len; cut++) {
			struct sbx_b64_stream s;
			long a, b;

			sbx_b64_stream_init(&s);
			a = sbx_b64_stream_feed(&s, enc, cut, out);
			assert_true(a >= 0);
			memcpy(all, out, (size_t)a);
			b = sbx_b64_stream_feed(&s, enc + cut, len - cut, out);
			assert_true(b >= 0);
			memcpy(all + a, out, (size_t)b);
			assert_int_equal(sbx_b64_stream_finish(&s), 0);
			assert_int_equal(a + b, (long)n);
			assert_memory_equal(all, in, n);
		}
	}
}

static void test_stream_decoder_rejects_truncation_and_data_after_padding(void **state)
{
	struct sbx_b64_stream s;
	unsigned char out[16];

	sbx_b64_stream_init(&s);
	assert_int_equal(sbx_b64_stream_feed(&s, "Zm9vY", 5, out), 3);
	assert_int_equal(sbx_b64_stream_finish(&s), -EINVAL);

	sbx_b64_stream_init(&s);
	assert_int_equal(sbx_b64_stream_feed(&s, "Zg==", 4, out), 1);
	assert_int_equal(sbx_b64_stream_feed(&s, "Zg==", 4, out), -EINVAL);
	assert_int_equal(sbx_b64_stream_finish(&s), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_rfc4648_vectors_encode_and_decode),
	    cmocka_unit_test(test_every_byte_value_round_trips_at_every_length),
	    cmocka_unit_test(test_malformed_input_is_einval),
	    cmocka_unit_test(test_line_breaks_are_skipped),
	    cmocka_unit_test(test_stream_decoder_cut_at_every_point_gives_the_same_bytes),
	    cmocka_unit_test(test_stream_decoder_rejects_truncation_and_data_after_padding),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
