/* Unit tests for server/strv.c: string vectors (argv, env) are copied deep
 * and freed whole. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "strv.h"

static void test_a_copy_is_deep_and_ends_in_null(void **state)
{
	char a[] = "echo", b[] = "hi";
	const char *v[] = {a, b, NULL};
	char **c = strv_dup(v);

	(void)state;
	assert_non_null(c);
	assert_string_equal(c[0], "echo");
	assert_string_equal(c[1], "hi");
	assert_null(c[2]);
	assert_ptr_not_equal(c[0], a);
	a[0] = 'X'; /* the copy does not see later changes */
	assert_string_equal(c[0], "echo");
	strv_free(c);
}

static void test_null_and_empty_copy_to_an_empty_vector(void **state)
{
	const char *empty[] = {NULL};
	char **c1 = strv_dup(NULL), **c2 = strv_dup(empty);

	(void)state;
	assert_non_null(c1);
	assert_null(c1[0]);
	assert_non_null(c2);
	assert_null(c2[0]);
	strv_free(c1);
	strv_free(c2);
}

static void test_freeing_null_is_a_no_op(void **state)
{
	(void)state;
	strv_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_copy_is_deep_and_ends_in_null),
	    cmocka_unit_test(test_null_and_empty_copy_to_an_empty_vector),
	    cmocka_unit_test(test_freeing_null_is_a_no_op),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
