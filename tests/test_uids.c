/* Unit tests for server/uids.c: the per-sandbox uid record and the check
 * that a uid range belongs to nobody else. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "uids.h"

static char dir[64], path[128];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/test_uids.XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(path, sizeof(path), "%s/uids", dir);
	return 0;
}

static int teardown(void **state)
{
	char tmp[160];

	(void)state;
	unlink(path);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	unlink(tmp);
	rmdir(dir);
	return 0;
}

static void test_uids_are_allocated_lowest_first_and_kept(void **state)
{
	struct uid_map *m = NULL;
	uid_t a = 0, b = 0, c = 0, again = 0;

	(void)state;
	assert_int_equal(uid_map_open(path, 5000, 3, &m), 0);
	assert_int_equal(uid_map_get(m, "alpha", &a), 0);
	assert_int_equal(uid_map_get(m, "beta", &b), 0);
	assert_int_equal(a, 5000);
	assert_int_equal(b, 5001);
	assert_int_equal(uid_map_get(m, "alpha", &again), 0);
	assert_int_equal(again, 5000);
	uid_map_free(m);

	/* a restart reads them back; a released uid is reused */
	assert_int_equal(uid_map_open(path, 5000, 3, &m), 0);
	assert_int_equal(uid_map_get(m, "beta", &again), 0);
	assert_int_equal(again, 5001);
	assert_int_equal(uid_map_release(m, "alpha"), 0);
	assert_int_equal(uid_map_get(m, "gamma", &c), 0);
	assert_int_equal(c, 5000);
	assert_int_equal(uid_map_get(m, "delta", &c), 0);
	assert_int_equal(c, 5002);
	assert_int_equal(uid_map_get(m, "epsilon", &c), -ENOSPC);
	uid_map_free(m);
}

static void test_entries_outside_a_new_range_are_dropped(void **state)
{
	struct uid_map *m = NULL;
	uid_t u = 0;
	FILE *f = fopen(path, "w");

	(void)state;
	assert_non_null(f);
	fputs("# comment\nold 100\nkept 7001\ndup 7001\ngarbage\n", f);
	fclose(f);
	assert_int_equal(uid_map_open(path, 7000, 10, &m), 0);
	assert_int_equal(uid_map_get(m, "kept", &u), 0);
	assert_int_equal(u, 7001);
	assert_int_equal(uid_map_get(m, "old", &u), 0);
	assert_int_equal(u, 7000);
	assert_int_equal(uid_map_get(m, "dup", &u), 0);
	assert_int_equal(u, 7002);
	uid_map_free(m);
}

static void test_subid_ranges_that_overlap_are_found(void **state)
{
	static const char text[] = "# users\nalice:100000:65536\nbob:165536:65536\n";
	char who[64] = "";

	(void)state;
	assert_int_equal(subid_overlap(text, 1879048192, 65536, who, sizeof(who)), 0);
	assert_int_equal(subid_overlap(text, 165535, 1, who, sizeof(who)), 1);
	assert_string_equal(who, "alice");
	assert_int_equal(subid_overlap(text, 231071, 10, who, sizeof(who)), 1);
	assert_string_equal(who, "bob");
	assert_int_equal(subid_overlap(text, 231072, 10, who, sizeof(who)), 0);
	assert_int_equal(subid_overlap(text, 90000, 10000, who, sizeof(who)), 0);
	assert_int_equal(subid_overlap("", 0, 10, who, sizeof(who)), 0);
}

static void test_a_range_holding_a_user_is_refused(void **state)
{
	char why[256] = "";

	(void)state;
	/* root (uid 0) is in every database */
	assert_int_equal(uid_range_check(0, 10, why, sizeof(why)), -EINVAL);
	assert_int_equal(uid_range_check(2, 0xfffffffdu, why, sizeof(why)), -EINVAL);
	assert_int_equal(uid_range_check(65534, 1, why, sizeof(why)), -EEXIST);
	assert_non_null(strstr(why, "uid 65534"));
	assert_int_equal(uid_range_check(1879048192, 65536, why, sizeof(why)), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(test_uids_are_allocated_lowest_first_and_kept, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_entries_outside_a_new_range_are_dropped, setup,
					    teardown),
	    cmocka_unit_test(test_subid_ranges_that_overlap_are_found),
	    cmocka_unit_test(test_a_range_holding_a_user_is_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
