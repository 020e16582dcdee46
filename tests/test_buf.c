/* test_buf.c — client/buf.c: a bounded buffer refuses to grow past its max
 * and keeps its data NUL-terminated. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sbx.h"

static void test_bytes_accumulate_and_stay_terminated(void **state)
{
	struct sbx_buf b;

	sbx_buf_init(&b, 1 << 20);
	assert_null(b.data);
	assert_int_equal(sbx_buf_add(&b, "", 0), 0);
	assert_non_null(b.data);
	assert_string_equal(b.data, "");
	for (int i = 0; i < 1000; i++) /* across many growths */
		assert_int_equal(sbx_buf_add(&b, "abc", 3), 0);
	assert_int_equal(b.len, 3000);
	assert_int_equal(b.data[3000], '\0');
	assert_memory_equal(b.data + 2997, "abc", 3);
	sbx_buf_release(&b);
	assert_null(b.data);
	assert_int_equal(b.len, 0);
	sbx_buf_release(NULL);
}

static void test_the_max_is_a_hard_limit(void **state)
{
	struct sbx_buf b;

	sbx_buf_init(&b, 10);
	assert_int_equal(sbx_buf_add(&b, "0123456789", 10), 0);
	assert_int_equal(sbx_buf_add(&b, "x", 1), -E2BIG);
	assert_int_equal(b.len, 10); /* unchanged by the refusal */
	assert_string_equal(b.data, "0123456789");
	sbx_buf_release(&b);
	sbx_buf_init(&b, 10);
	assert_int_equal(sbx_buf_add(&b, "abc", SIZE_MAX), -E2BIG); /* no overflow */
	assert_int_equal(sbx_buf_add(&b, "0123456789a", 11), -E2BIG);
	assert_null(b.data);
	sbx_buf_release(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_bytes_accumulate_and_stay_terminated),
	    cmocka_unit_test(test_the_max_is_a_hard_limit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
