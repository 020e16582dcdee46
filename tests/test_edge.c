/* Unit tests for server/edge.c: the limits an edge accepts. What it does
 * to real connections (deadlines, eviction of a flood) needs libmicrohttpd
 * and real sockets: tests/integration/sbxd_attacker_edge.sh. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <netinet/in.h>

#include "edge.h"

static void test_no_limits_means_the_documented_defaults(void **state)
{
	struct edge *e = NULL;
	unsigned long expired = 1, evicted = 1;

	(void)state;
	assert_int_equal(edge_new(NULL, &e), 0);
	assert_int_equal(edge_header_timeout(e), EDGE_HEADER_TIMEOUT);
	edge_counts(e, &expired, &evicted);
	assert_int_equal(expired, 0);
	assert_int_equal(evicted, 0);
	edge_free(e);
	edge_free(NULL);
}

static void test_limits_that_could_never_admit_anyone_are_refused(void **state)
{
	struct edge *e = NULL;
	struct edge_limits zero_timeout = {0, 10, 5}, zero_total = {10, 0, 0},
			   zero_addr = {10, 10, 0}, addr_over_total = {10, 4, 5};

	(void)state;
	assert_int_equal(edge_new(&zero_timeout, &e), -EINVAL);
	assert_int_equal(edge_new(&zero_total, &e), -EINVAL);
	assert_int_equal(edge_new(&zero_addr, &e), -EINVAL);
	assert_int_equal(edge_new(&addr_over_total, &e), -EINVAL);
	assert_null(e);
}

static void test_accepting_with_nothing_tracked_closes_nothing(void **state)
{
	struct edge_limits one = {1, 1, 1};
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	unsigned long expired, evicted;
	struct edge *e;

	(void)state;
	assert_int_equal(edge_new(&one, &e), 0);
	assert_int_equal(edge_header_timeout(e), 1);
	for (int i = 0; i < 3; i++) /* unnotified: none is tracked */
		assert_int_equal(edge_accept(e, (struct sockaddr *)&a, sizeof(a)), MHD_YES);
	edge_counts(e, &expired, &evicted);
	assert_int_equal(expired + evicted, 0);
	edge_free(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_no_limits_means_the_documented_defaults),
	    cmocka_unit_test(test_limits_that_could_never_admit_anyone_are_refused),
	    cmocka_unit_test(test_accepting_with_nothing_tracked_closes_nothing),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
