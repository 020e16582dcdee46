/* Unit tests for fs/ports.c: names of files under ports/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>

#include "ports.h"

static void test_valid_ports_parse(void **state)
{
	int port = 0;

	assert_int_equal(ports_parse("8080", &port), 0);
	assert_int_equal(port, 8080);
	assert_int_equal(ports_parse("1024", &port), 0);
	assert_int_equal(port, 1024);
	assert_int_equal(ports_parse("65535", &port), 0);
	assert_int_equal(port, 65535);
	assert_int_equal(ports_parse("2999", &port), 0);
	assert_int_equal(ports_parse("3001", &port), 0);
}

static void test_ports_the_bridge_refuses_are_einval(void **state)
{
	int port = 7;

	assert_int_equal(ports_parse("80", &port), -EINVAL);
	assert_int_equal(ports_parse("1023", &port), -EINVAL);
	assert_int_equal(ports_parse("3000", &port), -EINVAL);
	assert_int_equal(ports_parse("65536", &port), -EINVAL);
	assert_int_equal(ports_parse("99999999999", &port), -EINVAL);
	assert_int_equal(port, 7);
}

static void test_non_canonical_names_are_einval(void **state)
{
	int port = 7;

	assert_int_equal(ports_parse("", &port), -EINVAL);
	assert_int_equal(ports_parse("08080", &port), -EINVAL);
	assert_int_equal(ports_parse("+8080", &port), -EINVAL);
	assert_int_equal(ports_parse("-1", &port), -EINVAL);
	assert_int_equal(ports_parse("8080x", &port), -EINVAL);
	assert_int_equal(ports_parse(" 8080", &port), -EINVAL);
	assert_int_equal(ports_parse("http", &port), -EINVAL);
	assert_int_equal(port, 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_valid_ports_parse),
	    cmocka_unit_test(test_ports_the_bridge_refuses_are_einval),
	    cmocka_unit_test(test_non_canonical_names_are_einval),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
