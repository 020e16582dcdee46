/* Unit tests for server/base64.c: RFC 4648's test vectors, both alphabets,
 * and a base64url decoder that refuses what it could not have written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "base64.h"

static void check(const char *in, const char *std, const char *url)
{
	char out[64];
	size_t n;

	n = base64_encode((const unsigned char *)in, strlen(in), out);
	assert_int_equal(n, strlen(std));
	assert_memory_equal(out, std, n);
	n = base64url_encode((const unsigned char *)in, strlen(in), out);
	assert_int_equal(n, strlen(url));
	assert_memory_equal(out, url, n);
}

static void test_rfc4648_vectors_encode_with_and_without_padding(void **state)
{
	(void)state;
	check("", "", "");
	check("f", "Zg==", "Zg");
	check("fo", "Zm8=", "Zm8");
	check("foo", "Zm9v", "Zm9v");
	check("foob", "Zm9vYg==", "Zm9vYg");
	check("fooba", "Zm9vYmE=", "Zm9vYmE");
	check("foobar", "Zm9vYmFy", "Zm9vYmFy");
}

static void test_the_alphabets_differ_in_their_last_two_characters(void **state)
{
	const unsigned char in[] = {0xfb, 0xff};
	char out[8];

	(void)state;
	assert_int_equal(base64_encode(in, 2, out), 4);
	assert_memory_equal(out, "+/8=", 4);
	assert_int_equal(base64url_encode(in, 2, out), 3);
	assert_memory_equal(out, "-_8", 3);
	assert_true(base64_is_char('+', false));
	assert_false(base64_is_char('+', true));
	assert_true(base64_is_char('_', true));
	assert_false(base64_is_char('=', false));
	assert_false(base64_is_char('\0', true));
}

static void test_base64url_decodes_what_it_encodes_and_refuses_the_rest(void **state)
{
	unsigned char out[16];

	(void)state;
	assert_int_equal(base64url_decode("Zm9vYmE", 7, out), 5);
	assert_memory_equal(out, "fooba", 5);
	assert_int_equal(base64url_decode("-_8", 3, out), 2);
	assert_int_equal(out[0], 0xfb);
	assert_int_equal(base64url_decode("Zm9vY", 5, out), -1); /* 4k+1 characters */
	assert_int_equal(base64url_decode("Zm9=", 4, out), -1);
	assert_int_equal(base64url_decode("Zm+v", 4, out), -1);
	assert_int_equal(base64url_decode("Zm\0v", 4, out), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_rfc4648_vectors_encode_with_and_without_padding),
	    cmocka_unit_test(test_the_alphabets_differ_in_their_last_two_characters),
	    cmocka_unit_test(test_base64url_decodes_what_it_encodes_and_refuses_the_rest),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
