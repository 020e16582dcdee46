/* test_stats.c — request counters (fs/stats.c). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "sbx.h"
#include "stats.h"

static void test_counts_per_route_and_op_with_total_line(void **state)
{
	struct stats *s = NULL;
	char *text = NULL;
	size_t len = 0;

	assert_int_equal(stats_new(&s), 0);
	stats_record(s, "exec", "lstat", 200, 0.5);
	stats_record(s, "exec", "lstat", 200, 0.25);
	stats_record(s, "file_put", "write", 0, 0.1);
	stats_record(s, "health", NULL, 200, 0.0);
	assert_int_equal(stats_format(s, &text, &len), 0);
	assert_int_equal(strlen(text), len);
	assert_non_null(strstr(text, "\ntotal 4 1 0.850\n"));
	assert_non_null(strstr(text, "\nexec:lstat 2 0 0.750\n"));
	assert_non_null(strstr(text, "\nfile_put:write 1 1 0.100\n"));
	assert_non_null(strstr(text, "\nhealth 1 0 0.000\n"));
	free(text);
	stats_free(s);
}

/* The kernel's requests are listed apart and stay out of the total (tests
 * and the bench compare totals of HTTP requests). */
static void test_kernel_requests_listed_apart_not_in_total(void **state)
{
	struct stats *s = NULL;
	char *text = NULL;
	size_t len = 0;

	assert_int_equal(stats_new(&s), 0);
	stats_record(s, "fs", "create", 200, 0.5);
	stats_kernel(s, KOP_GETATTR);
	stats_kernel(s, KOP_GETATTR);
	stats_kernel(s, KOP_LOOKUP);
	stats_kernel(s, KOP_FLUSH);
	stats_kernel(s, KOP_N); /* out of range: ignored */
	stats_kernel(NULL, KOP_OPEN);
	assert_int_equal(stats_format(s, &text, &len), 0);
	assert_non_null(strstr(text, "\ntotal 1 0 0.500\n"));
	assert_non_null(strstr(text, "\nkernel:getattr 2\n"));
	assert_non_null(strstr(text, "\nkernel:lookup 1\n"));
	assert_non_null(strstr(text, "\nkernel:flush 1\n"));
	assert_non_null(strstr(text, "\nkernel:open 0\n"));
	assert_true(strstr(text, "kernel:") > strstr(text, "fs:create"));
	free(text);
	stats_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_counts_per_route_and_op_with_total_line),
	    cmocka_unit_test(test_kernel_requests_listed_apart_not_in_total),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
