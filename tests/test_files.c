/* test_files.c — client/files.c's pure parts: the exec read's probe answer,
 * and the judgement whether a GET body can have been text-decoded. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "files.h"

static char got[64];
static size_t got_len;

static int keep(void *arg, long status, const char *data, size_t len)
{
	if (got_len + len <= sizeof(got)) {
		memcpy(got + got_len, data, len);
		got_len += len;
	}
	return 0;
}

static int feed(sbx_sink_fn fn, void *arg, const char *s, size_t len, size_t piece)
{
	for (size_t i = 0; i < len; i += piece) {
		int rc = fn(arg, 200, s + i, len - i < piece ? len - i : piece);

		if (rc < 0)
			return rc;
	}
	return 0;
}

static void test_a_small_file_comes_whole_after_b(void **state)
{
	for (size_t piece = 1; piece < 8; piece++) {
		struct sbx_probe p = {keep, NULL, 0, "", 0};

		got_len = 0;
		assert_int_equal(feed(sbx_probe_sink, &p, "Bhe\0llo", 7, piece), 0);
		assert_int_equal(p.mode, 'B');
		assert_int_equal(got_len, 6);
		assert_memory_equal(got, "he\0llo", 6);
	}
}

static void test_a_large_file_gives_its_size_after_h(void **state)
{
	struct sbx_probe p = {keep, NULL, 0, "", 0};
	long long size = -1;

	got_len = 0;
	assert_int_equal(feed(sbx_probe_sink, &p, "H12345678\n", 10, 3), 0);
	assert_int_equal(sbx_probe_size(&p, &size), 0);
	assert_int_equal(size, 12345678);
	assert_int_equal(got_len, 0); /* nothing went to the caller */
}

static void test_a_malformed_probe_answer_is_eio(void **state)
{
	static const char *const bad[] = {"H12", "H-5\n", "Hx\n", "H\n", "H 1x\n"};
	struct sbx_probe p = {keep, NULL, 0, "", 0};
	long long size = 7;

	assert_int_equal(feed(sbx_probe_sink, &p, "X1\n", 3, 1), -EIO);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct sbx_probe q = {keep, NULL, 0, "", 0};

		assert_int_equal(feed(sbx_probe_sink, &q, bad[i], strlen(bad[i]), 1), 0);
		assert_int_equal(sbx_probe_size(&q, &size), -EIO);
	}
	{
		struct sbx_probe q = {keep, NULL, 0, "", 0};
		char big[64];

		memset(big, '9', sizeof(big));
		big[0] = 'H';
		assert_int_equal(feed(sbx_probe_sink, &q, big, sizeof(big), 7), -EIO);
	}
	assert_int_equal(size, 7);
}

static bool exact(const char *body, size_t len, long long size)
{
	struct sbx_verify v = {keep, NULL, 0, 0, 0, false, false};

	got_len = 0;
	assert_int_equal(feed(sbx_verify_sink, &v, body, len, 2), 0);
	assert_int_equal(got_len, len < sizeof(got) ? len : got_len); /* passed on */
	return sbx_verify_exact(&v, size);
}

static void test_bodies_the_runtime_cannot_have_decoded_are_exact(void **state)
{
	/* invalid UTF-8: the text path never yields it */
	assert_true(exact("\xff\xfe\x00x", 4, 4));
	assert_true(exact("ab\xc3", 3, 99)); /* ends inside a sequence */
	/* valid UTF-8 of the file's length without U+FFFD */
	assert_true(exact("h\xc3\xa9llo", 6, 6));
	assert_true(exact("", 0, 0));
}

static void test_bodies_that_may_have_been_decoded_are_not(void **state)
{
	/* a replacement character, even split across pieces */
	assert_false(exact("a\xef\xbf\xbd"
			   "b",
			   5, 5));
	/* the length differs (a BOM dropped: 3 bytes fewer) */
	assert_false(exact("text", 4, 7));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_small_file_comes_whole_after_b),
	    cmocka_unit_test(test_a_large_file_gives_its_size_after_h),
	    cmocka_unit_test(test_a_malformed_probe_answer_is_eio),
	    cmocka_unit_test(test_bodies_the_runtime_cannot_have_decoded_are_exact),
	    cmocka_unit_test(test_bodies_that_may_have_been_decoded_are_not),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
