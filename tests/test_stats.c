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

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_counts_per_route_and_op_with_total_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
