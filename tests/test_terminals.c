/* Unit tests for fs/terminals.c: which paths it owns, terminal names, and
 * the COLSxROWS text of terminals/<name>/size. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <string.h>

#include "terminals.h"

static int size_of(const char *s, int *cols, int *rows)
{
	return termfs_parse_size(s, strlen(s), cols, rows);
}

static void test_terminals_and_below_are_owned(void **state)
{
	assert_true(termfs_owns("terminals"));
	assert_true(termfs_owns("/terminals"));
	assert_true(termfs_owns("terminals/new"));
	assert_true(termfs_owns("terminals/a/out"));
	assert_false(termfs_owns("terminalsx"));
	assert_false(termfs_owns("terminal"));
	assert_false(termfs_owns("ctl/exec"));
	assert_false(termfs_owns(""));
	assert_false(termfs_owns(NULL));
}

static void test_names_are_short_portable_and_not_new(void **state)
{
	char long_name[TERM_NAME_MAX + 2];

	assert_true(termfs_valid_name("a"));
	assert_true(termfs_valid_name("sh-1234"));
	assert_true(termfs_valid_name("build_2.log"));
	assert_true(termfs_valid_name("1"));
	assert_false(termfs_valid_name(""));
	assert_false(termfs_valid_name(NULL));
	assert_false(termfs_valid_name("new"));
	assert_false(termfs_valid_name("."));
	assert_false(termfs_valid_name(".."));
	assert_false(termfs_valid_name(".hidden"));
	assert_false(termfs_valid_name("a b"));
	assert_false(termfs_valid_name("a/b"));
	assert_false(termfs_valid_name("caf\xc3\xa9"));
	memset(long_name, 'x', TERM_NAME_MAX);
	long_name[TERM_NAME_MAX] = 0;
	assert_true(termfs_valid_name(long_name));
	long_name[TERM_NAME_MAX] = 'x';
	long_name[TERM_NAME_MAX + 1] = 0;
	assert_false(termfs_valid_name(long_name));
}

static void test_sizes_are_cols_x_rows(void **state)
{
	int cols = 0, rows = 0;

	assert_int_equal(size_of("132x40", &cols, &rows), 0);
	assert_int_equal(cols, 132);
	assert_int_equal(rows, 40);
	assert_int_equal(size_of("  80X24\n", &cols, &rows), 0);
	assert_int_equal(cols, 80);
	assert_int_equal(rows, 24);
	assert_int_equal(size_of("10000x1", &cols, &rows), 0);
	assert_int_equal(cols, 10000);
	assert_int_equal(rows, 1);
}

static void test_bad_sizes_are_einval_and_leave_the_outputs(void **state)
{
	int cols = 7, rows = 7;

	assert_int_equal(size_of("", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80x", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("0x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80x0", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("080x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("10001x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("99999999999999999999x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("-80x24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80 x 24", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80x24x1", &cols, &rows), -EINVAL);
	assert_int_equal(size_of("80x24\n100x30", &cols, &rows), -EINVAL);
	assert_int_equal(termfs_parse_size("80x2\0"
					   "4",
					   5, &cols, &rows),
			 -EINVAL);
	assert_int_equal(cols, 7);
	assert_int_equal(rows, 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_terminals_and_below_are_owned),
	    cmocka_unit_test(test_names_are_short_portable_and_not_new),
	    cmocka_unit_test(test_sizes_are_cols_x_rows),
	    cmocka_unit_test(test_bad_sizes_are_einval_and_leave_the_outputs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
