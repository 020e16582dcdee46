/* Unit tests for server/http_route.c: route patterns match paths segment by
 * segment, and the routing table is well formed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "http_int.h"

static bool match(const char *pat, const char *rest, char *p0, char *p1)
{
	const char *params[2];
	size_t plen[2];

	if (!http_pattern_match(pat, rest, params, plen))
		return false;
	p0[0] = p1[0] = '\0';
	if (params[0])
		memcpy(p0, params[0], plen[0]), p0[plen[0]] = '\0';
	if (params[1])
		memcpy(p1, params[1], plen[1]), p1[plen[1]] = '\0';
	return true;
}

static void test_literal_segments_match_only_themselves(void **state)
{
	char a[64], b[64];

	(void)state;
	assert_true(match("/exec", "/exec", a, b));
	assert_false(match("/exec", "/exe", a, b));
	assert_false(match("/exec", "/execs", a, b));
	assert_false(match("/exec", "/exec/", a, b));
	assert_false(match("/processes", "/processes/x", a, b));
	assert_true(match("", "", a, b)); /* DELETE /v1/sandbox/:id */
	assert_false(match("", "/", a, b));
}

static void test_a_colon_is_one_non_empty_segment(void **state)
{
	char a[64], b[64];

	(void)state;
	assert_true(match("/processes/:", "/processes/abc", a, b));
	assert_string_equal(a, "abc");
	assert_false(match("/processes/:", "/processes/", a, b));
	assert_false(match("/processes/:", "/processes/a/b", a, b));
	assert_true(match("/processes/:/logs", "/processes/p1/logs", a, b));
	assert_string_equal(a, "p1");
	assert_false(match("/processes/:/logs", "/processes//logs", a, b));
	assert_false(match("/processes/:/logs", "/processes/p1/log", a, b));
}

static void test_a_final_star_takes_the_rest_even_nothing(void **state)
{
	char a[64], b[64];

	(void)state;
	assert_true(match("/file/*", "/file/a/b/c.txt", a, b));
	assert_string_equal(a, "a/b/c.txt");
	assert_true(match("/file/*", "/file/", a, b));
	assert_string_equal(a, "");
	assert_true(match("/file/*", "/file", a, b));
	assert_string_equal(a, "");
	assert_false(match("/file/*", "/files/x", a, b));
}

static void test_every_route_has_a_handler_and_a_method(void **state)
{
	size_t n;
	const struct route *rt = http_routes(&n);

	(void)state;
	assert_true(n > 10);
	for (size_t i = 0; i < n; i++) {
		assert_non_null(rt[i].method);
		assert_non_null(rt[i].pattern);
		assert_non_null(rt[i].on_done);
		/* a route that takes its body in chunks also sees its headers */
		if (rt[i].on_data)
			assert_non_null(rt[i].on_headers);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_literal_segments_match_only_themselves),
	    cmocka_unit_test(test_a_colon_is_one_non_empty_segment),
	    cmocka_unit_test(test_a_final_star_takes_the_rest_even_nothing),
	    cmocka_unit_test(test_every_route_has_a_handler_and_a_method),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
