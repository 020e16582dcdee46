/* test_kernel.c — the kernel's caches (fs/kernel.c): which paths it is told
 * are stale. A fake clock drives time; notifications are recorded instead
 * of sent. */
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>
#include <linux/fuse.h>
#include <pthread.h>
#include <unistd.h>

#include "devio.h"
#include "kernel.h"

static double fake_now;
static char told[64][128]; /* "i:/path" or "e:name" */
static int ntold;

static double clock_fn(void)
{
	return fake_now;
}

static int record(void *arg, char what, const char *path)
{
	if (ntold < 64)
		snprintf(told[ntold++], sizeof(told[0]), "%c:%s", what, path);
	return 0;
}

static bool was_told(const char *what_path)
{
	for (int i = 0; i < ntold; i++)
		if (strcmp(told[i], what_path) == 0)
			return true;
	return false;
}

static void saw(struct kernel *k, const char *path)
{
	struct stat st = {.st_size = 1};

	kernel_saw(k, path, &st, st.st_ino);
}

static struct kernel *mk(double timeout)
{
	struct kernel *k = NULL;

	fake_now = 100;
	ntold = 0;
	assert_int_equal(kernel_new(NULL, timeout, clock_fn, &k), 0);
	kernel_set_notify(k, record, NULL);
	return k;
}

static void test_a_command_makes_every_path_the_kernel_holds_in_that_sandbox_stale(void **state)
{
	struct kernel *k = mk(10);

	saw(k, "/a/workspace/x");
	saw(k, "/a/workspace/d/y");
	saw(k, "/ab/workspace/z"); /* another sandbox whose id starts alike */
	kernel_stale_below(k, "/a");
	/* every name below MOUNT/a, and each path still in use there, and a
	 * new epoch: the kernel holds workspace names from before */
	assert_true(was_told("E:a"));
	assert_true(was_told("e:a"));
	assert_true(was_told("i:/a/workspace/x"));
	assert_true(was_told("i:/a/workspace/d/y"));
	assert_false(was_told("i:/ab/workspace/z"));
	/* told once: until the kernel asks again, it holds nothing there */
	ntold = 0;
	kernel_stale_below(k, "/a");
	assert_false(was_told("i:/a/workspace/x"));
	assert_int_equal(kernel_seen_count(k), 1);
	kernel_free(k);
}

static void test_no_new_epoch_when_the_kernel_holds_no_workspace_name_there(void **state)
{
	struct kernel *k = mk(10);

	saw(k, "/b/workspace/x"); /* another sandbox's */
	saw(k, "/a/workspace/old");
	fake_now += 11; /* let go of */
	kernel_stale_below(k, "/a");
	assert_true(was_told("e:a"));
	assert_false(was_told("E:a"));
	/* ... unless an answer is being made (read from the cache before the
	 * command's drop, not recorded yet) */
	ntold = 0;
	kernel_answering(k, 1);
	kernel_stale_below(k, "/a");
	kernel_answering(k, -1);
	assert_true(was_told("E:a"));
	kernel_free(k);
}

static void test_paths_the_kernel_has_let_go_of_are_not_named(void **state)
{
	struct kernel *k = mk(10);

	saw(k, "/a/workspace/old");
	fake_now += 11;
	saw(k, "/a/workspace/new");
	kernel_stale_below(k, "/a");
	assert_true(was_told("i:/a/workspace/new"));
	assert_false(was_told("i:/a/workspace/old"));
	kernel_free(k);
}

static void test_without_kernel_caching_nothing_is_kept_or_told(void **state)
{
	struct kernel *k = mk(0);

	saw(k, "/a/workspace/x");
	assert_int_equal(kernel_seen_count(k), 0);
	kernel_stale(k, "/a/workspace/x");
	kernel_stale_below(k, "/a");
	assert_int_equal(ntold, 0);
	kernel_free(k);
}

static void test_one_stale_path_is_told_as_is(void **state)
{
	struct kernel *k = mk(5);

	kernel_stale(k, "/a/workspace/link2");
	assert_int_equal(ntold, 1);
	assert_string_equal(told[0], "i:/a/workspace/link2");
	kernel_free(k);
}

static void test_the_other_names_of_a_linked_file_the_kernel_holds_are_told(void **state)
{
	struct kernel *k = mk(30);
	struct stat st = {.st_size = 1, .st_nlink = 2};

	kernel_saw(k, "/a/workspace/one", &st, 42);
	kernel_saw(k, "/a/workspace/two", &st, 42);
	kernel_saw(k, "/b/workspace/two", &st, 42); /* another sandbox's 42 */
	st.st_nlink = 1;
	kernel_saw(k, "/a/workspace/single", &st, 42); /* (a reused number) */
	kernel_stale_links(k, "/a", 42, "/a/workspace/one");
	assert_int_equal(ntold, 1);
	assert_true(was_told("i:/a/workspace/two"));
	kernel_free(k);
}

/* A file's number under another name the kernel holds (a command moved
 * it there): found in the same sandbox only, not under the name itself,
 * and not once the kernel has let the name go. */
static void test_a_number_held_under_another_name_is_found(void **state)
{
	struct kernel *k = mk(10);
	struct stat st = {.st_size = 1, .st_nlink = 1};

	kernel_saw(k, "/a/workspace/moved", &st, 77);
	kernel_saw(k, "/b/workspace/f", &st, 78);
	assert_true(kernel_seen_elsewhere(k, "/a", 77, "/a/workspace/f"));
	assert_false(kernel_seen_elsewhere(k, "/a", 77, "/a/workspace/moved"));
	assert_false(kernel_seen_elsewhere(k, "/a", 78, "/a/workspace/f"));
	assert_false(kernel_seen_elsewhere(k, "/ab", 77, "/ab/workspace/f"));
	assert_false(kernel_seen_elsewhere(k, "/a", 0, "/a/workspace/f"));
	fake_now += 11;
	assert_false(kernel_seen_elsewhere(k, "/a", 77, "/a/workspace/f"));
	kernel_free(k);
}

static void test_an_open_sees_whether_the_kernel_holds_other_attributes(void **state)
{
	struct kernel *k = mk(10);
	struct stat st = {.st_size = 5};
	struct timespec m = {0};

	kernel_saw(k, "/a/workspace/f", &st, st.st_ino);
	assert_false(kernel_differs(k, "/a/workspace/f", 5, &m));
	assert_true(kernel_differs(k, "/a/workspace/f", 6, &m)); /* grew in the sandbox */
	m.tv_nsec = 1;
	assert_true(kernel_differs(k, "/a/workspace/f", 5, &m)); /* rewritten, same size */
	assert_false(kernel_differs(k, "/a/workspace/never", 6, &m));
	fake_now += 11; /* the kernel has dropped what it had */
	assert_false(kernel_differs(k, "/a/workspace/f", 6, &m));
	kernel_free(k);
}

static void test_control_files_are_made_stale_right_after_each_answer(void **state)
{
	struct kernel *k = mk(10);

	kernel_uncached(k, "/a/ctl/status");
	assert_true(was_told("i:/a/ctl/status"));
	kernel_free(k);
}

static void test_the_set_holds_at_most_what_the_kernel_may_hold(void **state)
{
	struct kernel *k = mk(1);
	char p[64];

	for (int i = 0; i < 5000; i++) {
		snprintf(p, sizeof(p), "/a/workspace/f%d", i);
		saw(k, p);
	}
	fake_now += 2; /* every one of them expired in the kernel */
	for (int i = 0; i < 5000; i++) {
		snprintf(p, sizeof(p), "/b/workspace/f%d", i);
		saw(k, p);
	}
	assert_true(kernel_seen_count(k) <= 5000);
	/* seeing a path again refreshes it, it is not counted twice */
	saw(k, "/b/workspace/f1");
	assert_true(kernel_seen_count(k) <= 5000);
	kernel_free(k);
}

/* Times are kept in 10 ms ticks (kernel.c): a path the kernel got just
 * under the timeout ago is still named (never let go early), and the
 * attributes it got compare exactly, nanoseconds, huge sizes and all. */
static void test_ages_are_never_overestimated_and_attributes_compare_exactly(void **state)
{
	struct kernel *k = mk(5);
	struct stat st = {.st_size = (off_t)1 << 40, .st_nlink = 1};
	struct timespec mt = {.tv_sec = 1700000000, .tv_nsec = 999999999};

	st.st_mtim = mt;
	fake_now = 100.0049;
	kernel_saw(k, "/a/workspace/x", &st, 7);
	saw(k, "/a/workspace/y");
	/* at once (the same 10 ms tick): held */
	assert_true(kernel_differs(k, "/a/workspace/x", st.st_size + 1, &mt));
	fake_now = 100.0049 + 4.999; /* 1 ms before both expire */
	assert_false(kernel_differs(k, "/a/workspace/x", st.st_size, &mt));
	mt.tv_nsec--;
	assert_true(kernel_differs(k, "/a/workspace/x", st.st_size, &mt));
	mt.tv_nsec++;
	assert_true(kernel_differs(k, "/a/workspace/x", st.st_size + 1, &mt));
	kernel_stale_below(k, "/a");
	assert_true(was_told("i:/a/workspace/x"));
	assert_true(was_told("i:/a/workspace/y"));
	/* and once expired, they are not */
	ntold = 0;
	saw(k, "/a/workspace/z");
	fake_now += 5.02;
	kernel_stale_below(k, "/a");
	assert_false(was_told("i:/a/workspace/z"));
	kernel_free(k);
}

/* Seeded random records (numbers that change, hard links), commands that
 * take a sandbox's records out, sweeps, time: the index of records by
 * inode number stays exact, and "held under another name" answers as a
 * visit of every record would. */
static void test_random_records_keep_the_number_index_exact(void **state)
{
	struct kernel *k = mk(1.2);
	unsigned seed = 20261127;
	struct {
		char path[48];
		ino_t ino;
		double t;
	} m[24];
	char filler[64];

	for (int i = 0; i < 24; i++) {
		snprintf(m[i].path, sizeof(m[i].path), "/%c/workspace/%c/%c", "ab"[i / 12],
			 "xyz"[i % 12 / 4], "pqrs"[i % 4]);
		m[i].t = -1e9;
	}
	for (int op = 0; op < 20000; op++) {
		int r = rand_r(&seed) % 100, i = rand_r(&seed) % 24;

		if (r < 60) {
			struct stat st = {.st_size = 1, .st_nlink = 1 + rand_r(&seed) % 3};

			m[i].ino = (ino_t)(rand_r(&seed) % 5);
			m[i].t = fake_now;
			kernel_saw(k, m[i].path, &st, m[i].ino);
		} else if (r < 62) {
			const char *sb = rand_r(&seed) % 2 ? "/a" : "/b";

			kernel_stale_below(k, sb);
			for (int j = 0; j < 24; j++)
				if (m[j].path[1] == sb[1])
					m[j].t = -1e9;
		} else if (r < 63) { /* enough others for a sweep */
			struct stat st = {.st_size = 1, .st_nlink = 1};

			for (int j = 0; j < 1100; j++) {
				snprintf(filler, sizeof(filler), "/c/workspace/%d", j);
				kernel_saw(k, filler, &st, (ino_t)(j % 7));
			}
		} else if (r < 70) {
			fake_now += 0.5;
		} else {
			ino_t ino = (ino_t)(rand_r(&seed) % 5);
			const char *sb = rand_r(&seed) % 2 ? "/a" : "/b";
			bool want = false;

			for (int j = 0; j < 24; j++)
				want = want || (ino && m[j].ino == ino && m[j].path[1] == sb[1] &&
						j != i && fake_now - m[j].t < 1.2);
			if (kernel_seen_elsewhere(k, sb, ino, m[i].path) != want)
				fail_msg("op %d: ino %lu in %s but %s", op, (unsigned long)ino, sb,
					 m[i].path);
		}
		if (op % 50 == 0)
			assert_true(kernel_check(k));
	}
	assert_true(kernel_check(k));
	kernel_free(k);
}

static pthread_t told_by[64];

static int record_thread(void *arg, char what, const char *path)
{
	if (ntold < 64)
		told_by[ntold] = pthread_self();
	return record(arg, what, path);
}

/* This thread now answers a request of opcode, as after devio's read of
 * it from /dev/fuse. */
static void answering(uint32_t opcode)
{
	struct fuse_in_header in = {.len = sizeof(in), .opcode = opcode, .unique = 7, .nodeid = 5};
	char buf[sizeof(in)];
	int p[2];

	assert_int_equal(pipe(p), 0);
	assert_int_equal(write(p[1], &in, sizeof(in)), (ssize_t)sizeof(in));
	assert_int_equal(devio_io()->read(p[0], buf, sizeof(buf), NULL), (ssize_t)sizeof(in));
	close(p[0]);
	close(p[1]);
}

static void
test_a_close_sends_its_invalidation_itself_other_requests_through_the_notifier(void **state)
{
	struct kernel *k = mk(1.0);

	(void)state;
	kernel_set_notify(k, record_thread, NULL);
	assert_int_equal(kernel_test_start(k), 0);
	/* the FLUSH (close) of f: its attributes only (no folio locked:
	 * nothing to wait for), sent by the caller before it returns */
	answering(FUSE_FLUSH);
	kernel_flushing("/abc/workspace/f");
	kernel_stale(k, "/abc/workspace/f");
	assert_int_equal(ntold, 1);
	assert_string_equal(told[0], "a:/abc/workspace/f");
	assert_true(pthread_equal(told_by[0], pthread_self()));
	/* another name during it (a hard link's data changed: its folios)
	 * goes whole through the notifier, and returns once it is sent */
	kernel_stale(k, "/abc/workspace/f2");
	kernel_flushing(NULL);
	assert_int_equal(ntold, 2);
	assert_string_equal(told[1], "i:/abc/workspace/f2");
	assert_false(pthread_equal(told_by[1], pthread_self()));
	/* so does any other request's (a READ holds its folio locked) */
	answering(FUSE_READ);
	kernel_stale(k, "/abc/workspace/g");
	assert_int_equal(ntold, 3);
	assert_string_equal(told[2], "i:/abc/workspace/g");
	assert_false(pthread_equal(told_by[2], pthread_self()));
	/* and a thread's that answers no request (the flusher) */
	answering(0);
	kernel_flushing("/abc/workspace/h");
	kernel_stale(k, "/abc/workspace/h");
	kernel_flushing(NULL);
	assert_int_equal(ntold, 4);
	assert_false(pthread_equal(told_by[3], pthread_self()));
	assert_int_equal(kernel_late(), 0);
	kernel_free(k);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(
		test_a_command_makes_every_path_the_kernel_holds_in_that_sandbox_stale),
	    cmocka_unit_test(test_paths_the_kernel_has_let_go_of_are_not_named),
	    cmocka_unit_test(test_a_number_held_under_another_name_is_found),
	    cmocka_unit_test(test_random_records_keep_the_number_index_exact),
	    cmocka_unit_test(test_without_kernel_caching_nothing_is_kept_or_told),
	    cmocka_unit_test(test_one_stale_path_is_told_as_is),
	    cmocka_unit_test(test_the_other_names_of_a_linked_file_the_kernel_holds_are_told),
	    cmocka_unit_test(test_an_open_sees_whether_the_kernel_holds_other_attributes),
	    cmocka_unit_test(test_control_files_are_made_stale_right_after_each_answer),
	    cmocka_unit_test(test_the_set_holds_at_most_what_the_kernel_may_hold),
	    cmocka_unit_test(test_no_new_epoch_when_the_kernel_holds_no_workspace_name_there),
	    cmocka_unit_test(test_ages_are_never_overestimated_and_attributes_compare_exactly),
	    cmocka_unit_test(
		test_a_close_sends_its_invalidation_itself_other_requests_through_the_notifier),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
