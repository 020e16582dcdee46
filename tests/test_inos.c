/* test_inos.c — the inode numbers the mount shows (fs/inos.c): sandbox
 * numbers per sandbox, path numbers for the rest, and files our uploads
 * replaced keeping their number without ever sharing one. */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <sched.h>
#include <stdint.h>
#include <cmocka.h>

#include "inos.h"

static void test_sandbox_numbers_are_stable_and_per_sandbox(void **state)
{
	struct inos *in = NULL;

	assert_int_equal(inos_new(16, &in), 0);
	assert_true(inos_shown(in, "a", "/a/workspace/f", 42) ==
		    inos_shown(in, "a", "/a/workspace/g", 42)); /* hard links */
	assert_true(inos_shown(in, "a", "/a/workspace/f", 42) !=
		    inos_shown(in, "b", "/b/workspace/f", 42));
	assert_true(inos_shown(in, "a", "/a/workspace/f", 0) == inos_path("/a/workspace/f"));
	assert_true(inos_path("/") == 1);
	assert_true(inos_path("/a/ctl/exec") != inos_path("/a/ctl/out"));
	assert_true(inos_path("/a/ctl/exec") >> 63);
	assert_false(inos_shown(in, "a", "/a/workspace/f", 42) >> 63);
	inos_free(in);
}

static void test_a_replaced_file_keeps_its_number(void **state)
{
	struct inos *in = NULL;
	ino_t first;

	assert_int_equal(inos_new(16, &in), 0);
	first = inos_shown(in, "a", "/a/workspace/db", 100);
	inos_replaced(in, "a", "/a/workspace/db", 100, 200);
	assert_true(inos_shown(in, "a", "/a/workspace/db", 200) == first);
	inos_replaced(in, "a", "/a/workspace/db", 200, 300);
	assert_true(inos_shown(in, "a", "/a/workspace/db", 300) == first);
	/* the sandbox reuses 100 for another file: it must not show `first` */
	assert_true(inos_shown(in, "a", "/a/workspace/other", 100) != first);
	/* and a file that reused a number is replaced in turn: still its own */
	first = inos_shown(in, "a", "/a/workspace/other", 100);
	inos_replaced(in, "a", "/a/workspace/other", 100, 400);
	assert_true(inos_shown(in, "a", "/a/workspace/other", 400) == first);
	inos_free(in);
}

/* Found by tests/fs_exerciser.py: ext4 soon reuses the number an upload
 * freed; the hard links of the file that gets it must show one number. */
static void test_links_of_a_reused_number_show_one(void **state)
{
	struct inos *in = NULL;
	ino_t first, a, b;

	assert_int_equal(inos_new(16, &in), 0);
	first = inos_shown(in, "a", "/a/workspace/db", 100);
	inos_replaced(in, "a", "/a/workspace/db", 100, 200);
	a = inos_shown(in, "a", "/a/workspace/x", 100);
	b = inos_shown(in, "a", "/a/workspace/d/y", 100);
	assert_true(a == b);
	assert_true(a != first);
	assert_true(inos_shown(in, "a", "/a/workspace/db", 200) == first);
	inos_free(in);
}

static void test_the_table_is_bounded(void **state)
{
	struct inos *in = NULL, *fresh = NULL;

	assert_int_equal(inos_new(2, &in), 0);
	assert_int_equal(inos_new(2, &fresh), 0);
	inos_replaced(in, "a", "/a/workspace/1", 1, 11);
	inos_replaced(in, "a", "/a/workspace/2", 2, 12);
	inos_replaced(in, "a", "/a/workspace/3", 3, 13);
	/* the oldest replacement is forgotten: 11 shows its own number again */
	assert_true(inos_shown(in, "a", "/a/workspace/1", 11) ==
		    inos_shown(fresh, "a", "/a/workspace/1", 11));
	assert_true(inos_shown(in, "a", "/a/workspace/3", 13) ==
		    inos_shown(fresh, "a", "/a/workspace/3", 3));
	inos_free(in);
	inos_free(fresh);
}

/* Pins leave the FIFO from its middle and its end (a replaced file is
 * replaced again) and the bound still forgets the oldest first. */
static void test_pins_leave_from_anywhere_and_the_oldest_go_first(void **state)
{
	struct inos *in = NULL, *fresh = NULL;
	ino_t two, three;

	assert_int_equal(inos_new(3, &in), 0);
	assert_int_equal(inos_new(3, &fresh), 0);
	inos_replaced(in, "a", "/a/workspace/1", 1, 11);
	inos_replaced(in, "a", "/a/workspace/2", 2, 12);
	inos_replaced(in, "a", "/a/workspace/3", 3, 13);
	two = inos_shown(in, "a", "/a/workspace/2", 12);
	three = inos_shown(in, "a", "/a/workspace/3", 13);
	inos_replaced(in, "a", "/a/workspace/2", 12, 22); /* from the middle */
	inos_replaced(in, "a", "/a/workspace/2", 22, 32); /* from the end */
	assert_true(inos_shown(in, "a", "/a/workspace/2", 32) == two);
	inos_replaced(in, "a", "/a/workspace/4", 4, 14); /* full: 11 goes */
	assert_true(inos_shown(in, "a", "/a/workspace/1", 11) ==
		    inos_shown(fresh, "a", "/a/workspace/1", 11));
	assert_true(inos_shown(in, "a", "/a/workspace/3", 13) == three);
	assert_true(inos_shown(in, "a", "/a/workspace/2", 32) == two);
	inos_replaced(in, "a", "/a/workspace/5", 5, 15); /* then 13 */
	assert_true(inos_shown(in, "a", "/a/workspace/3", 13) ==
		    inos_shown(fresh, "a", "/a/workspace/3", 13));
	assert_true(inos_shown(in, "a", "/a/workspace/2", 32) == two);
	assert_true(inos_shown(in, "a", "/a/workspace/5", 15) ==
		    inos_shown(fresh, "a", "/a/workspace/5", 5));
	inos_replaced(in, "a", "/a/workspace/6", 6, 16); /* then 32 */
	assert_true(inos_shown(in, "a", "/a/workspace/2", 32) ==
		    inos_shown(fresh, "a", "/a/workspace/2", 32));
	inos_free(in);
	inos_free(fresh);
}

struct lookup {
	struct inos *in;
	const char *path;
	ino_t server, shown;
	int done;
};

static void *lookup_main(void *arg)
{
	struct lookup *l = arg;

	l->shown = inos_shown(l->in, "a", l->path, l->server);
	__atomic_store_n(&l->done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* B44: an upload over db (number 100) is in flight; the sandbox has
 * already freed 100 and given it to a new file, new. Its number must wait
 * for the upload's answer, or it shows what db shows (two files, one
 * number). db's own path is not kept waiting. */
static void test_a_number_freed_by_an_upload_in_flight_is_not_shown_twice(void **state)
{
	struct inos *in = NULL;
	struct lookup l = {.path = "/a/workspace/new", .server = 100};
	pthread_t th;
	ino_t db;

	assert_int_equal(inos_new(16, &in), 0);
	db = inos_shown(in, "a", "/a/workspace/db", 100);
	inos_replacing(in, "a", "/a/workspace/db", 100);
	assert_true(inos_shown(in, "a", "/a/workspace/db", 100) == db);
	l.in = in;
	assert_int_equal(pthread_create(&th, NULL, lookup_main, &l), 0);
	/* it cannot answer before the upload ends: nothing to poll for but
	 * that it has not (a wrong early answer would be db's number) */
	for (int i = 0; i < 1000 && !__atomic_load_n(&l.done, __ATOMIC_ACQUIRE); i++)
		sched_yield();
	assert_int_equal(__atomic_load_n(&l.done, __ATOMIC_ACQUIRE), 0);
	inos_replaced(in, "a", "/a/workspace/db", 100, 200);
	assert_int_equal(pthread_join(th, NULL), 0);
	assert_true(l.shown != db);
	assert_true(inos_shown(in, "a", "/a/workspace/db", 200) == db);
	assert_true(inos_shown(in, "a", "/a/workspace/new", 100) == l.shown);

	/* a name with other links is the same file: it does not wait */
	inos_replacing(in, "a", "/a/workspace/k", 300);
	assert_true(inos_shown_linked(in, "a", "/a/workspace/k2", 300, true) ==
		    inos_shown(in, "a", "/a/workspace/k", 300));
	inos_replaced(in, "a", "/a/workspace/k", 300, 300);
	/* an upload that kept its number (or failed) lets a hard link of it
	 * show the file's own number */
	inos_replacing(in, "a", "/a/workspace/k", 300);
	inos_replaced(in, "a", "/a/workspace/k", 300, 300);
	assert_true(inos_shown(in, "a", "/a/workspace/k2", 300) ==
		    inos_shown(in, "a", "/a/workspace/k", 300));
	inos_replacing(in, "a", "/a/workspace/k", 300);
	inos_replaced(in, "a", "/a/workspace/k", 300, 0);
	assert_true(inos_shown(in, "a", "/a/workspace/k2", 300) ==
		    inos_shown(in, "a", "/a/workspace/k", 300));
	inos_free(in);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_sandbox_numbers_are_stable_and_per_sandbox),
	    cmocka_unit_test(test_a_replaced_file_keeps_its_number),
	    cmocka_unit_test(test_links_of_a_reused_number_show_one),
	    cmocka_unit_test(test_the_table_is_bounded),
	    cmocka_unit_test(test_pins_leave_from_anywhere_and_the_oldest_go_first),
	    cmocka_unit_test(test_a_number_freed_by_an_upload_in_flight_is_not_shown_twice),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
