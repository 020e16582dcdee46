/* Unit tests for server/logstore.c: sequenced, bounded logs on disk, their
 * subscriptions and the bridge's cursors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "logstore.h"

struct fix {
	char dir[64];
	int dirfd;
	struct logstore *ls;
};

static int setup(void **state)
{
	struct fix *f = calloc(1, sizeof(*f));

	snprintf(f->dir, sizeof(f->dir), "/tmp/test_logstore.XXXXXX");
	assert_non_null(mkdtemp(f->dir));
	f->dirfd = open(f->dir, O_RDONLY | O_DIRECTORY);
	assert_true(f->dirfd >= 0);
	assert_int_equal(logstore_new(f->dirfd, "0f8e6a2c-1111-4222-8333-444455556666", 0, &f->ls),
			 0);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fix *f = *state;

	logstore_free(f->ls);
	close(f->dirfd);
	rmdir(f->dir);
	free(f);
	return 0;
}

/* bytes of all files in the store's directory */
static long long dir_bytes(struct fix *f)
{
	DIR *d = opendir(f->dir);
	struct dirent *e;
	long long n = 0;

	while (d && (e = readdir(d))) {
		struct stat st;

		if (e->d_name[0] != '.' && fstatat(f->dirfd, e->d_name, &st, 0) == 0)
			n += st.st_size;
	}
	if (d)
		closedir(d);
	return n;
}

static void test_events_replay_in_order_with_their_types(void **state)
{
	struct fix *f = *state;
	struct logsub *s;
	struct log_event ev;

	assert_int_equal(logstore_append(f->ls, LOG_STDOUT, "one", 3), 0);
	assert_int_equal(logstore_append(f->ls, LOG_STDERR, "two", 3), 0);
	assert_int_equal(logstore_finish(f->ls, "{\"state\":\"exited\"}", 0), 0);
	assert_int_equal(logstore_append(f->ls, LOG_STDOUT, "x", 1), -EPIPE);
	assert_int_equal(logstore_subscribe(f->ls, 0, true, false, &s), 0);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(ev.type, LOG_STDOUT);
	assert_int_equal(ev.seq, 1);
	assert_memory_equal(ev.data, "one", 3);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(ev.type, LOG_STDERR);
	assert_int_equal(ev.seq, 2);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(ev.type, LOG_TERMINAL);
	assert_int_equal(ev.seq, 3);
	assert_string_equal((const char *)ev.data, "{\"state\":\"exited\"}");
	assert_true(ev.ts_ms > 1600000000000LL);
	assert_int_equal(logsub_next(s, &ev), 0);
	logsub_free(s);
}

static void test_without_follow_a_reader_stops_at_what_exists(void **state)
{
	struct fix *f = *state;
	struct logsub *s;
	struct log_event ev;

	logstore_append(f->ls, LOG_STDOUT, "a", 1);
	assert_int_equal(logstore_subscribe(f->ls, 0, true, false, &s), 0);
	logstore_append(f->ls, LOG_STDOUT, "b", 1);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(logsub_next(s, &ev), 0);
	logsub_free(s);
	/* without replay: nothing of the past */
	assert_int_equal(logstore_subscribe(f->ls, 0, false, false, &s), 0);
	assert_int_equal(logsub_next(s, &ev), 0);
	logsub_free(s);
}

static void test_a_follower_waits_then_sees_new_events_and_the_end(void **state)
{
	struct fix *f = *state;
	struct logsub *s;
	struct log_event ev;
	struct pollfd p;

	logstore_append(f->ls, LOG_STDOUT, "old", 3);
	assert_int_equal(logstore_subscribe(f->ls, 0, false, true, &s), 0);
	assert_int_equal(logsub_next(s, &ev), -EAGAIN);
	p = (struct pollfd){.fd = logsub_fd(s), .events = POLLIN};
	assert_int_equal(poll(&p, 1, 0), 0);
	logstore_append(f->ls, LOG_STDOUT, "new", 3);
	assert_int_equal(poll(&p, 1, 0), 1);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_memory_equal(ev.data, "new", 3);
	assert_int_equal(logsub_next(s, &ev), -EAGAIN);
	logstore_finish(f->ls, "{}", 0);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(ev.type, LOG_TERMINAL);
	assert_int_equal(logsub_next(s, &ev), 0);
	logsub_free(s);
}

static void test_long_data_is_split_into_bounded_events(void **state)
{
	struct fix *f = *state;
	size_t n = LOG_CHUNK_MAX * 2 + 10, got = 0;
	char *big = malloc(n);
	struct logsub *s;
	struct log_event ev;

	memset(big, 'z', n);
	assert_int_equal(logstore_append(f->ls, LOG_STDOUT, big, n), 0);
	assert_int_equal(logstore_last_seq(f->ls), 3);
	logstore_subscribe(f->ls, 0, true, false, &s);
	while (logsub_next(s, &ev) == 1) {
		assert_true(ev.len <= LOG_CHUNK_MAX);
		got += ev.len;
	}
	assert_int_equal(got, n);
	logsub_free(s);
	free(big);
}

static void test_the_oldest_events_go_first_and_readers_see_truncated(void **state)
{
	struct fix *f = *state;
	char chunk[60000];
	struct logsub *s;
	struct log_event ev;
	uint64_t first;

	memset(chunk, 'q', sizeof(chunk));
	for (int i = 0; i < 40; i++) /* 2.4 MB into the smallest store (256 KiB + headers) */
		assert_int_equal(logstore_append(f->ls, LOG_STDOUT, chunk, sizeof(chunk)), 0);
	assert_true(dir_bytes(f) <= 4 * (LOG_CHUNK_MAX + 24));
	logstore_subscribe(f->ls, 0, true, false, &s);
	assert_int_equal(logsub_next(s, &ev), 1);
	assert_int_equal(ev.type, LOG_TRUNCATED);
	assert_int_equal(ev.seq, 0);
	assert_int_equal(logsub_next(s, &ev), 1);
	first = ev.seq;
	assert_true(first > 1);
	while (logsub_next(s, &ev) == 1)
		;
	assert_int_equal(ev.seq, 40);
	logsub_free(s);
}

static void test_cursors_name_a_sequence_of_this_store_only(void **state)
{
	struct fix *f = *state;
	struct logstore *other;
	char cur[LOG_CURSOR_MAX];
	const char *why;
	uint64_t seq = 0;

	logstore_append(f->ls, LOG_STDOUT, "a", 1);
	logstore_append(f->ls, LOG_STDOUT, "b", 1);
	logstore_cursor(f->ls, 2, cur, sizeof(cur));
	/* base64url("v1." + base64url(id) + ".2"), as the bridge writes them */
	assert_string_equal(
	    cur, "djEuTUdZNFpUWmhNbU10TVRFeE1TMDBNakl5TFRnek16TXRORFEwTkRVMU5UVTJOalkyLjI");
	assert_int_equal(logstore_parse_cursor(f->ls, cur, &seq, &why), 0);
	assert_int_equal(seq, 2);
	logstore_cursor(f->ls, 3, cur, sizeof(cur));
	assert_int_equal(logstore_parse_cursor(f->ls, cur, &seq, &why), -ERANGE);
	assert_string_equal(why, "Byte log cursor is from the future");
	assert_int_equal(logstore_new(f->dirfd, "another", 0, &other), 0);
	logstore_append(other, LOG_STDOUT, "x", 1);
	logstore_cursor(other, 1, cur, sizeof(cur));
	assert_int_equal(logstore_parse_cursor(f->ls, cur, &seq, &why), -EXDEV);
	assert_string_equal(why, "Byte log cursor belongs to another run or store");
	logstore_free(other);
	{
		/* malformed: bad characters, padding, non-canonical bits, other
		 * versions, sequence 0 or with a leading zero */
		const char *bad[] = {
		    "",		"a+b",	      "djEuYS4x=",  "djEuYS4y", "djIuWVEuMQ",
		    "djEuYS4w", "djEuYS4wMQ", "djEuYS4x.x", "djE"};

		for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
			assert_int_not_equal(logstore_parse_cursor(f->ls, bad[i], &seq, &why), 0);
	}
}

struct slow {
	struct logsub *s;
	size_t got;
	bool truncated;
};

static void *slow_follower(void *arg)
{
	struct slow *r = arg;
	struct log_event ev;
	int rc;

	while ((rc = logsub_next(r->s, &ev)) != 0) {
		struct pollfd p = {.fd = logsub_fd(r->s), .events = POLLIN};

		if (rc == -EAGAIN) {
			poll(&p, 1, 100);
			continue;
		}
		if (ev.type == LOG_TRUNCATED)
			r->truncated = true;
		if (ev.type == LOG_STDOUT)
			r->got += ev.len;
		usleep(2000); /* slower than the writer */
	}
	return NULL;
}

static void test_a_live_follower_loses_nothing_while_it_reads_on(void **state)
{
	struct fix *f = *state;
	struct slow r = {0};
	char chunk[60000];
	pthread_t th;

	memset(chunk, 'w', sizeof(chunk));
	assert_int_equal(logstore_subscribe(f->ls, 0, true, true, &r.s), 0);
	pthread_create(&th, NULL, slow_follower, &r);
	for (int i = 0; i < 40; i++)
		logstore_append(f->ls, LOG_STDOUT, chunk, sizeof(chunk));
	logstore_finish(f->ls, "{}", 0);
	pthread_join(th, NULL);
	assert_false(r.truncated);
	assert_int_equal(r.got, 40 * sizeof(chunk));
	logsub_free(r.s);
}

static void test_free_removes_the_files(void **state)
{
	struct fix *f = *state;

	logstore_append(f->ls, LOG_STDOUT, "a", 1);
	assert_true(dir_bytes(f) > 0);
	logstore_free(f->ls);
	f->ls = NULL;
	assert_int_equal(dir_bytes(f), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(test_events_replay_in_order_with_their_types, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_without_follow_a_reader_stops_at_what_exists,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(test_a_follower_waits_then_sees_new_events_and_the_end,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(test_long_data_is_split_into_bounded_events, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(
		test_the_oldest_events_go_first_and_readers_see_truncated, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_cursors_name_a_sequence_of_this_store_only, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_a_live_follower_loses_nothing_while_it_reads_on,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(test_free_removes_the_files, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
