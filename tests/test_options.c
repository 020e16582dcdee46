/* Unit tests for server/options.c: sbxd's command line — defaults, the
 * checks of each value, and the listen and user syntaxes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>

#include "options.h"

/* options_parse() of "sbxd" and the given words (getopt may permute argv,
 * so it gets writable copies). */
static int parse_words(struct sbxd_options *o, const char *const *words)
{
	char buf[16][64], *argv[17];
	int argc = 0;

	snprintf(buf[argc], sizeof(buf[argc]), "sbxd");
	argv[argc] = buf[argc];
	for (argc = 1; words[argc - 1]; argc++) {
		snprintf(buf[argc], sizeof(buf[argc]), "%s", words[argc - 1]);
		argv[argc] = buf[argc];
	}
	argv[argc] = NULL;
	return options_parse(argc, argv, o);
}

#define PARSE(o, ...) parse_words((o), (const char *const[]){__VA_ARGS__, NULL})

static void test_no_options_means_the_defaults(void **state)
{
	struct sbxd_options o;

	(void)state;
	assert_int_equal(parse_words(&o, (const char *const[]){NULL}), 0);
	assert_string_equal(o.listen, "127.0.0.1:8787");
	assert_int_equal(o.max_sandboxes, 64);
	assert_int_equal(o.keepalive_s, 5);
	assert_int_equal(o.max_pids, -1);
	assert_false(o.no_auth);
	assert_false(o.bridge_compat);
	assert_int_equal(o.compat, HTTP_COMPAT_NONE);
	assert_int_equal(o.edge.header_timeout, EDGE_HEADER_TIMEOUT);
	assert_int_equal(o.edge.max_total, EDGE_MAX_UNAUTH);
	assert_int_equal(o.edge.max_per_addr, EDGE_MAX_UNAUTH_ADDR);
}

static void test_bridge_compat_takes_v1_by_default_next_or_nothing_else(void **state)
{
	struct sbxd_options o;

	(void)state;
	assert_int_equal(PARSE(&o, "--bridge-compat"), 0);
	assert_true(o.bridge_compat);
	assert_int_equal(o.compat, HTTP_COMPAT_V1);
	assert_int_equal(PARSE(&o, "--bridge-compat=next"), 0);
	assert_int_equal(o.compat, HTTP_COMPAT_NEXT);
	assert_int_equal(PARSE(&o, "--bridge-compat=v2"), -EINVAL);
}

static void test_numbers_are_checked_against_their_ranges(void **state)
{
	struct sbxd_options o;

	(void)state;
	assert_int_equal(PARSE(&o, "--max-pids", "0", "--max-memory", "512", "-v", "-v"), 0);
	assert_int_equal(o.max_pids, 0);
	assert_int_equal(o.max_memory_mb, 512);
	assert_int_equal(o.verbose, 2);
	assert_int_equal(PARSE(&o, "--max-pids", "-1"), -EINVAL);
	assert_int_equal(PARSE(&o, "--max-pids", "12x"), -EINVAL);
	assert_int_equal(PARSE(&o, "--max-cpu", "100001"), -EINVAL);
	assert_int_equal(PARSE(&o, "--max-sandboxes", "0"), -EINVAL);
	assert_int_equal(PARSE(&o, "--keepalive", "3601"), -EINVAL);
	assert_int_equal(PARSE(&o, "--keepalive", "0"), 0);
	assert_int_equal(o.keepalive_s, 0);
	assert_int_equal(PARSE(&o, "--uid-base", "0"), -EINVAL);
	assert_int_equal(PARSE(&o, "--header-timeout", "0"), -EINVAL);
	assert_int_equal(PARSE(&o, "stray"), -EINVAL);
	assert_int_equal(PARSE(&o, "--no-such-option"), -EINVAL);
}

static void test_unauth_conns_per_address_defaults_to_a_quarter(void **state)
{
	struct sbxd_options o;

	(void)state;
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "100"), 0);
	assert_int_equal(o.edge.max_total, 100);
	assert_int_equal(o.edge.max_per_addr, 25);
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "3"), 0);
	assert_int_equal(o.edge.max_per_addr, 3);
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "100:7"), 0);
	assert_int_equal(o.edge.max_per_addr, 7);
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "100:101"), -EINVAL);
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "100x"), -EINVAL);
	assert_int_equal(PARSE(&o, "--max-unauth-conns", "4001"), -EINVAL);
}

static void test_listen_addresses_and_which_are_loopback(void **state)
{
	struct sockaddr_storage ss;
	struct sockaddr_in *a4 = (struct sockaddr_in *)&ss;
	struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)&ss;
	bool lo = false;

	(void)state;
	assert_int_equal(options_parse_listen("127.0.0.2:80", &ss, &lo), 0);
	assert_int_equal(a4->sin_family, AF_INET);
	assert_int_equal(ntohs(a4->sin_port), 80);
	assert_true(lo);
	assert_int_equal(options_parse_listen(":0", &ss, &lo), 0);
	assert_int_equal(ntohl(a4->sin_addr.s_addr), INADDR_LOOPBACK);
	assert_int_equal(options_parse_listen("localhost:1", &ss, &lo), 0);
	assert_true(lo);
	assert_int_equal(options_parse_listen("0.0.0.0:8787", &ss, &lo), 0);
	assert_false(lo);
	assert_int_equal(options_parse_listen("[::1]:9", &ss, &lo), 0);
	assert_int_equal(a6->sin6_family, AF_INET6);
	assert_true(lo);
	assert_int_equal(options_parse_listen("::1:9", &ss, &lo), 0); /* last colon splits */
	assert_int_equal(options_parse_listen("127.0.0.1", &ss, &lo), -EINVAL);
	assert_int_equal(options_parse_listen("127.0.0.1:", &ss, &lo), -EINVAL);
	assert_int_equal(options_parse_listen("127.0.0.1:65536", &ss, &lo), -EINVAL);
	assert_int_equal(options_parse_listen("[::1]9", &ss, &lo), -EINVAL);
	assert_int_equal(options_parse_listen("example.com:80", &ss, &lo), -EINVAL);
}

static void test_sandbox_user_is_uid_with_an_optional_gid(void **state)
{
	uid_t u = 0;
	gid_t g = 0;

	(void)state;
	assert_int_equal(options_parse_user("1000", &u, &g), 0);
	assert_int_equal(u, 1000);
	assert_int_equal(g, 1000);
	assert_int_equal(options_parse_user("1000:50", &u, &g), 0);
	assert_int_equal(g, 50);
	assert_int_equal(options_parse_user("1000:", &u, &g), -EINVAL);
	assert_int_equal(options_parse_user("user", &u, &g), -EINVAL);
	assert_int_equal(options_parse_user("4294967295", &u, &g), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_no_options_means_the_defaults),
	    cmocka_unit_test(test_bridge_compat_takes_v1_by_default_next_or_nothing_else),
	    cmocka_unit_test(test_numbers_are_checked_against_their_ranges),
	    cmocka_unit_test(test_unauth_conns_per_address_defaults_to_a_quarter),
	    cmocka_unit_test(test_listen_addresses_and_which_are_loopback),
	    cmocka_unit_test(test_sandbox_user_is_uid_with_an_optional_gid),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
