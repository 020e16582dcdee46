/* test_next_exec.c — client/next_exec.c's pure parts: how argv becomes the
 * bridge's command line, and how the end markers are cut out of output
 * that arrives in pieces of any size. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "next_exec.h"

static void expect_quoted(const char *const argv[], const char *want)
{
	char *s = sbx_quote_argv(argv);

	assert_non_null(s);
	assert_string_equal(s, want);
	free(s);
}

static void test_argv_is_quoted_only_where_needed(void **state)
{
	const char *plain[] = {"ls", "-la", "/workspace/a.b@c%d+e=f:g,h", NULL};
	const char *odd[] = {"echo", "it's", "a b", "x\ny\t\\", "", NULL};

	expect_quoted(plain, "ls -la /workspace/a.b@c%d+e=f:g,h");
	expect_quoted(odd, "echo $'it\\'s' $'a b' $'x\\ny\\t\\\\' $''");
}

#define NONCE "0123456789abcdef"
#define MARK "\036sbx:" NONCE ":"

static char out[2][256];
static size_t out_len[2];

static int collect(void *arg, int stream, const void *data, size_t len)
{
	memcpy(out[stream - 1] + out_len[stream - 1], data, len);
	out_len[stream - 1] += len;
	return 0;
}

static void run(const char *s, size_t len, size_t piece, struct sbx_nexec *x)
{
	memset(out_len, 0, sizeof(out_len));
	sbx_nexec_init(x, NONCE, collect, NULL);
	for (size_t i = 0; i < len; i += piece)
		assert_int_equal(sbx_nexec_output(x, 1, (const unsigned char *)s + i,
						  len - i < piece ? len - i : piece),
				 0);
}

static void test_the_marker_ends_the_stream_in_pieces_of_any_size(void **state)
{
	static const char s[] = "hello\036world" MARK "3\036 background noise";
	struct sbx_nexec x;

	for (size_t piece = 1; piece <= sizeof(s); piece++) {
		run(s, sizeof(s) - 1, piece, &x);
		assert_true(x.s[0].seen);
		assert_int_equal(x.s[0].rc, 3);
		assert_int_equal(out_len[0], 11);
		assert_memory_equal(out[0], "hello\036world", 11);
		assert_false(x.s[1].seen);
	}
}

static void test_near_markers_are_output(void **state)
{
	/* another nonce, a marker without its end, too many digits */
	static const char s[] =
	    "\036sbx:ffffffffffffffff:1\036" MARK "12a" MARK "12345678901234\036";
	struct sbx_nexec x;

	run(s, sizeof(s) - 1, 5, &x);
	assert_false(x.s[0].seen);
	/* all of it but a tail that may still become a marker */
	assert_true(out_len[0] + x.s[0].n == sizeof(s) - 1);
	assert_memory_equal(out[0], s, out_len[0]);
}

static void test_a_negative_status_is_read(void **state)
{
	static const char s[] = "x" MARK "-1\036";
	struct sbx_nexec x;

	run(s, sizeof(s) - 1, 2, &x);
	assert_true(x.s[0].seen);
	assert_int_equal(x.s[0].rc, -1);
	assert_int_equal(out_len[0], 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_argv_is_quoted_only_where_needed),
	    cmocka_unit_test(test_the_marker_ends_the_stream_in_pieces_of_any_size),
	    cmocka_unit_test(test_near_markers_are_output),
	    cmocka_unit_test(test_a_negative_status_is_read),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
