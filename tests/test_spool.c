/* Unit tests for fs/spool.c: on-disk output spools, blocking and
 * interruptible reads. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "spool.h"

static char dir[] = "/tmp/test_spool.XXXXXX";

static int setup(void **state)
{
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	return rmdir(dir); /* fails if a spool file was left behind */
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1000 + (double)ts.tv_nsec / 1e6;
}

static void test_appended_bytes_read_back_at_any_offset(void **state)
{
	struct spool *s;
	char buf[16];

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(spool_append(s, "hello ", 6), 0);
	assert_int_equal(spool_append(s, "world", 5), 0);
	assert_int_equal(spool_size(s), 11);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, false, NULL, NULL), 11);
	assert_memory_equal(buf, "hello world", 11);
	assert_int_equal(spool_read(s, buf, 3, 6, false, NULL, NULL), 3);
	assert_memory_equal(buf, "wor", 3);
	spool_unref(s);
}

static void test_end_of_unfinished_spool_is_eagain_then_eof_once_finished(void **state)
{
	struct spool *s;
	char buf[4];

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(spool_append(s, "ab", 2), 0);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 2, false, NULL, NULL), -EAGAIN);
	assert_false(spool_finished(s));
	spool_finish(s);
	assert_true(spool_finished(s));
	assert_int_equal(spool_read(s, buf, sizeof(buf), 2, true, NULL, NULL), 0);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 100, true, NULL, NULL), 0);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 1, true, NULL, NULL), 1);
	spool_unref(s);
}

static void *late_failer(void *arg)
{
	struct spool *s = arg;
	struct timespec ts = {0, 100 * 1000 * 1000};

	nanosleep(&ts, NULL);
	spool_fail(s, -ETIMEDOUT);
	return NULL;
}

static void test_a_failed_spool_gives_its_data_then_the_error_at_every_read_at_the_end(void **state)
{
	struct spool *s;
	pthread_t th;
	char buf[8];

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(spool_append(s, "part", 4), 0);
	assert_int_equal(pthread_create(&th, NULL, late_failer, s), 0);
	/* a blocked reader at the end wakes up with the error, not EOF */
	assert_int_equal(spool_read(s, buf, sizeof(buf), 4, true, NULL, NULL), -ETIMEDOUT);
	pthread_join(th, NULL);
	assert_true(spool_finished(s));
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, true, NULL, NULL), 4);
	assert_memory_equal(buf, "part", 4);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 4, true, NULL, NULL), -ETIMEDOUT);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 4, false, NULL, NULL), -ETIMEDOUT);
	spool_unref(s);
}

static void *late_writer(void *arg)
{
	struct spool *s = arg;
	struct timespec ts = {0, 150 * 1000 * 1000};

	nanosleep(&ts, NULL);
	spool_append(s, "late", 4);
	nanosleep(&ts, NULL);
	spool_finish(s);
	return NULL;
}

static void test_blocking_read_returns_data_as_soon_as_it_arrives(void **state)
{
	struct spool *s;
	pthread_t th;
	char buf[64];
	double t0;

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(pthread_create(&th, NULL, late_writer, s), 0);
	t0 = now_ms();
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, true, NULL, NULL), 4);
	assert_memory_equal(buf, "late", 4);
	assert_true(now_ms() - t0 < 280); /* did not wait for the finish */
	assert_int_equal(spool_read(s, buf, sizeof(buf), 4, true, NULL, NULL), 0);
	pthread_join(th, NULL);
	spool_unref(s);
}

static atomic_int polls;

static bool interrupt_after_three_polls(void *arg)
{
	return atomic_fetch_add(&polls, 1) >= 2;
}

static void test_blocked_read_polls_interrupted_and_returns_eintr(void **state)
{
	struct spool *s;
	char buf[8];
	double t0;

	assert_int_equal(spool_new(dir, &s), 0);
	atomic_store(&polls, 0);
	t0 = now_ms();
	assert_int_equal(
	    spool_read(s, buf, sizeof(buf), 0, true, interrupt_after_three_polls, NULL), -EINTR);
	/* polled at least every 100 ms: three polls take about 200 ms */
	assert_true(now_ms() - t0 < 600);
	assert_int_equal(atomic_load(&polls), 3);
	spool_unref(s);
}

static void test_bounded_wait_ends_with_eagain(void **state)
{
	struct spool *s;
	char buf[8];
	double t0;

	assert_int_equal(spool_new(dir, &s), 0);
	t0 = now_ms();
	assert_int_equal(spool_read_wait(s, buf, sizeof(buf), 0, 250, NULL, NULL), -EAGAIN);
	assert_true(now_ms() - t0 >= 240);
	assert_true(now_ms() - t0 < 800);
	assert_int_equal(spool_append(s, "x", 1), 0);
	assert_int_equal(spool_read_wait(s, buf, sizeof(buf), 0, 250, NULL, NULL), 1);
	spool_unref(s);
}

static void test_limit_refuses_growth_with_efbig(void **state)
{
	struct spool *s;

	assert_int_equal(spool_new(dir, &s), 0);
	spool_set_limit(s, 10);
	assert_int_equal(spool_write_at(s, 0, "0123456789", 10), 0);
	assert_int_equal(spool_write_at(s, 5, "abcde", 5), 0);
	assert_int_equal(spool_write_at(s, 8, "xyz", 3), -EFBIG);
	assert_int_equal(spool_append(s, "!", 1), -EFBIG);
	assert_int_equal(spool_size(s), 10);
	spool_unref(s);
}

static void test_sparse_write_at_grows_the_size(void **state)
{
	struct spool *s;
	char buf[8];

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(spool_write_at(s, 4, "zz", 2), 0);
	assert_int_equal(spool_size(s), 6);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, false, NULL, NULL), 6);
	assert_memory_equal(buf, "\0\0\0\0zz", 6);
	spool_unref(s);
}

static void test_writes_to_the_fd_are_seen_after_sync_size(void **state)
{
	struct spool *s;
	char buf[8];

	assert_int_equal(spool_new(dir, &s), 0);
	assert_int_equal(write(spool_fd(s), "tarball", 7), 7);
	assert_int_equal(spool_size(s), 0);
	assert_int_equal(spool_sync_size(s), 0);
	assert_int_equal(spool_size(s), 7);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, false, NULL, NULL), 7);
	assert_memory_equal(buf, "tarball", 7);
	spool_unref(s);
}

static void test_many_megabytes_round_trip_exactly(void **state)
{
	enum { CHUNK = 65536, N = 160 }; /* 10 MiB */
	unsigned char *chunk = malloc(CHUNK), *got = malloc(CHUNK);
	struct spool *s, *r;
	off_t off = 0;

	assert_non_null(chunk);
	assert_non_null(got);
	assert_int_equal(spool_new(dir, &s), 0);
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < CHUNK; j++)
			chunk[j] = (unsigned char)(i * 31 + j * 7);
		assert_int_equal(spool_append(s, chunk, CHUNK), 0);
	}
	spool_finish(s);
	r = spool_ref(s);
	spool_unref(s); /* the extra reference keeps it alive */
	for (int i = 0; i < N; i++) {
		ssize_t n = 0;
		for (int j = 0; j < CHUNK; j++)
			chunk[j] = (unsigned char)(i * 31 + j * 7);
		while (n < CHUNK) {
			ssize_t k =
			    spool_read(r, got + n, (size_t)(CHUNK - n), off + n, true, NULL, NULL);
			assert_true(k > 0);
			n += k;
		}
		assert_memory_equal(got, chunk, CHUNK);
		off += CHUNK;
	}
	assert_int_equal(spool_read(r, got, CHUNK, off, true, NULL, NULL), 0);
	spool_unref(r);
	free(chunk);
	free(got);
}

/* A command's output spool makes its file at the first byte: a command
 * with no output costs none. Reads behave as for any spool; a file that
 * cannot be made fails that write (the command's output is then reported
 * cut off), and nothing is left behind. */
static void test_a_lazy_spool_makes_its_file_at_the_first_byte(void **state)
{
	struct spool *s, *bad;
	char buf[8];

	assert_int_equal(spool_new_lazy(dir, &s), 0);
	assert_int_equal(spool_fd(s), -1);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, false, NULL, NULL), -EAGAIN);
	assert_int_equal(spool_append(s, "", 0), 0);
	assert_int_equal(spool_fd(s), -1);
	assert_int_equal(spool_append(s, "out", 3), 0);
	assert_true(spool_fd(s) >= 0);
	spool_finish(s);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, true, NULL, NULL), 3);
	assert_memory_equal(buf, "out", 3);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 3, true, NULL, NULL), 0);
	spool_unref(s);

	assert_int_equal(spool_new_lazy(dir, &s), 0); /* never written: EOF at once */
	spool_finish(s);
	assert_int_equal(spool_read(s, buf, sizeof(buf), 0, true, NULL, NULL), 0);
	spool_unref(s);

	assert_int_equal(spool_new_lazy("/nonexistent/spool/dir", &bad), 0);
	assert_int_equal(spool_append(bad, "x", 1), -ENOENT);
	assert_int_equal(spool_size(bad), 0);
	spool_unref(bad);
}

static void test_unref_of_null_is_a_no_op(void **state)
{
	spool_unref(NULL);
	assert_null(spool_ref(NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_appended_bytes_read_back_at_any_offset),
	    cmocka_unit_test(test_end_of_unfinished_spool_is_eagain_then_eof_once_finished),
	    cmocka_unit_test(
		test_a_failed_spool_gives_its_data_then_the_error_at_every_read_at_the_end),
	    cmocka_unit_test(test_blocking_read_returns_data_as_soon_as_it_arrives),
	    cmocka_unit_test(test_blocked_read_polls_interrupted_and_returns_eintr),
	    cmocka_unit_test(test_bounded_wait_ends_with_eagain),
	    cmocka_unit_test(test_limit_refuses_growth_with_efbig),
	    cmocka_unit_test(test_sparse_write_at_grows_the_size),
	    cmocka_unit_test(test_writes_to_the_fd_are_seen_after_sync_size),
	    cmocka_unit_test(test_many_megabytes_round_trip_exactly),
	    cmocka_unit_test(test_a_lazy_spool_makes_its_file_at_the_first_byte),
	    cmocka_unit_test(test_unref_of_null_is_a_no_op),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
