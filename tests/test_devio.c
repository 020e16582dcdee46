/* test_devio.c — answers raced by an invalidation (fs/devio.c): a pipe
 * stands in for /dev/fuse; requests and answers in the kernel's format. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <linux/fuse.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "devio.h"

struct pipes {
	int req[2], ans[2];
};

static int setup(void **state)
{
	struct pipes *p = calloc(1, sizeof(*p));

	assert_non_null(p);
	assert_int_equal(pipe(p->req), 0);
	assert_int_equal(pipe(p->ans), 0);
	*state = p;
	return 0;
}

static int teardown(void **state)
{
	struct pipes *p = *state;

	close(p->req[0]);
	close(p->req[1]);
	close(p->ans[0]);
	close(p->ans[1]);
	free(p);
	return 0;
}

/* The kernel sends request `opcode` (unique) with a name; devio reads it. */
static void kernel_asks(struct pipes *p, uint32_t opcode, uint64_t unique)
{
	char buf[256];
	struct fuse_in_header in = {.opcode = opcode, .unique = unique, .nodeid = 1};
	const char name[] = "f";

	in.len = sizeof(in) + sizeof(name);
	memcpy(buf, &in, sizeof(in));
	memcpy(buf + sizeof(in), name, sizeof(name));
	assert_int_equal(write(p->req[1], buf, in.len), in.len);
	assert_int_equal(devio_io()->read(p->req[0], buf, sizeof(buf), NULL), in.len);
}

/* sbxfs answers unique with body (as libfuse does: header, then body);
 * what reached the "kernel" is read back into out (its body). */
static void answer(struct pipes *p, uint64_t unique, int error, const void *body, size_t len,
		   void *out)
{
	struct fuse_out_header h = {
	    .len = (uint32_t)(sizeof(h) + len), .error = error, .unique = unique};
	struct iovec iov[2] = {{&h, sizeof(h)}, {(void *)body, len}};
	struct fuse_out_header got;

	assert_int_equal(devio_io()->writev(p->ans[1], iov, len ? 2 : 1, NULL), h.len);
	assert_int_equal(read(p->ans[0], &got, sizeof(got)), sizeof(got));
	assert_memory_equal(&got, &h, sizeof(h));
	if (len)
		assert_int_equal(read(p->ans[0], out, len), len);
}

static void *stale_main(void *arg)
{
	(void)arg;
	devio_stale();
	return NULL;
}

/* An invalidation announced by another thread (the notifier, a command's
 * end) than the one answering. */
static void stale_elsewhere(void)
{
	pthread_t th;

	assert_int_equal(pthread_create(&th, NULL, stale_main, NULL), 0);
	pthread_join(th, NULL);
}

static struct fuse_entry_out entry(uint64_t nodeid)
{
	struct fuse_entry_out e = {.nodeid = nodeid,
				   .generation = 3,
				   .entry_valid = 5,
				   .attr_valid = 5,
				   .entry_valid_nsec = 100,
				   .attr_valid_nsec = 200};

	e.attr.ino = nodeid;
	e.attr.size = 4096;
	e.attr.nlink = 2;
	e.attr.mode = 0100644;
	return e;
}

static void test_answer_before_any_invalidation_is_kept_whole(void **state)
{
	struct pipes *p = *state;
	struct fuse_entry_out e = entry(9), got;
	uint64_t z = devio_zeroed();

	kernel_asks(p, FUSE_LOOKUP, 11);
	answer(p, 11, 0, &e, sizeof(e), &got);
	assert_memory_equal(&got, &e, sizeof(e));
	assert_int_equal(devio_zeroed(), z);
}

static void test_lookup_raced_by_an_invalidation_goes_with_zero_timeouts(void **state)
{
	struct pipes *p = *state;
	struct fuse_entry_out e = entry(9), got;
	uint64_t z = devio_zeroed();

	kernel_asks(p, FUSE_LOOKUP, 12);
	stale_elsewhere(); /* a command ended: MOUNT/<id> is being dropped */
	answer(p, 12, 0, &e, sizeof(e), &got);
	assert_int_equal(got.entry_valid, 0);
	assert_int_equal(got.attr_valid, 0);
	assert_int_equal(got.entry_valid_nsec, 0);
	assert_int_equal(got.attr_valid_nsec, 0);
	/* the rest as sbxfs answered: the kernel uses it once */
	assert_int_equal(got.nodeid, 9);
	assert_int_equal(got.generation, 3);
	assert_memory_equal(&got.attr, &e.attr, sizeof(e.attr));
	assert_int_equal(devio_zeroed(), z + 1);
	/* the next request, read after the invalidation, is not raced */
	kernel_asks(p, FUSE_LOOKUP, 13);
	answer(p, 13, 0, &e, sizeof(e), &got);
	assert_memory_equal(&got, &e, sizeof(e));
}

/* An invalidation the answering thread announces itself is of what its
 * own operation changed (a link: the other names' link count), and its
 * answer was made after that: kept whole. One from elsewhere meanwhile
 * still zeroes it. */
static void test_own_invalidations_keep_the_answer_others_do_not(void **state)
{
	struct pipes *p = *state;
	struct fuse_entry_out e = entry(21), got;
	uint64_t z = devio_zeroed();

	kernel_asks(p, FUSE_LINK, 31);
	devio_stale();
	devio_stale();
	answer(p, 31, 0, &e, sizeof(e), &got);
	assert_memory_equal(&got, &e, sizeof(e));
	assert_int_equal(devio_zeroed(), z);
	kernel_asks(p, FUSE_LINK, 32);
	devio_stale();
	stale_elsewhere();
	answer(p, 32, 0, &e, sizeof(e), &got);
	assert_int_equal(got.entry_valid, 0);
	assert_int_equal(got.attr_valid, 0);
	assert_int_equal(devio_zeroed(), z + 1);
	/* the count starts again with each request */
	kernel_asks(p, FUSE_LOOKUP, 33);
	answer(p, 33, 0, &e, sizeof(e), &got);
	assert_memory_equal(&got, &e, sizeof(e));
}

static void test_create_and_getattr_answers_are_zeroed_too(void **state)
{
	struct pipes *p = *state;
	struct {
		struct fuse_entry_out e;
		struct fuse_open_out o;
	} c = {entry(20), {.fh = 77, .open_flags = FOPEN_KEEP_CACHE}}, cgot;
	struct fuse_attr_out a = {.attr_valid = 5, .attr_valid_nsec = 9}, agot;

	kernel_asks(p, FUSE_CREATE, 21);
	stale_elsewhere();
	answer(p, 21, 0, &c, sizeof(c), &cgot);
	assert_int_equal(cgot.e.entry_valid, 0);
	assert_int_equal(cgot.e.attr_valid, 0);
	assert_int_equal(cgot.o.fh, 77); /* the open part untouched */
	assert_int_equal(cgot.o.open_flags, FOPEN_KEEP_CACHE);

	a.attr.size = 123;
	kernel_asks(p, FUSE_GETATTR, 22);
	stale_elsewhere();
	answer(p, 22, 0, &a, sizeof(a), &agot);
	assert_int_equal(agot.attr_valid, 0);
	assert_int_equal(agot.attr_valid_nsec, 0);
	assert_int_equal(agot.attr.size, 123);
}

/* Appends one direntplus for name to buf at *off. */
static void add_plus(char *buf, size_t *off, uint64_t nodeid, const char *name)
{
	struct fuse_direntplus d = {.entry_out = entry(nodeid)};
	size_t size;

	d.dirent.ino = nodeid;
	d.dirent.off = *off + 1;
	d.dirent.namelen = (uint32_t)strlen(name);
	d.dirent.type = DT_REG;
	size = FUSE_DIRENTPLUS_SIZE(&d);
	memset(buf + *off, 0, size);
	memcpy(buf + *off, &d, FUSE_NAME_OFFSET_DIRENTPLUS);
	memcpy(buf + *off + FUSE_NAME_OFFSET_DIRENTPLUS, name, strlen(name));
	*off += size;
}

static void test_every_entry_of_a_raced_listing_is_zeroed(void **state)
{
	struct pipes *p = *state;
	char buf[1024], got[1024];
	const char *names[] = {"a", "longer name.txt", "0123456"};
	size_t len = 0, off = 0;

	for (int i = 0; i < 3; i++)
		add_plus(buf, &len, 100 + (uint64_t)i, names[i]);
	kernel_asks(p, FUSE_READDIRPLUS, 31);
	stale_elsewhere();
	answer(p, 31, 0, buf, len, got);
	for (int i = 0; i < 3; i++) {
		struct fuse_direntplus d;

		memcpy(&d, got + off, FUSE_NAME_OFFSET_DIRENTPLUS);
		assert_int_equal(d.entry_out.entry_valid, 0);
		assert_int_equal(d.entry_out.attr_valid, 0);
		assert_int_equal(d.entry_out.nodeid, 100 + (uint64_t)i);
		assert_int_equal(d.dirent.namelen, strlen(names[i]));
		assert_memory_equal(got + off + FUSE_NAME_OFFSET_DIRENTPLUS, names[i],
				    strlen(names[i]));
		off += FUSE_DIRENTPLUS_SIZE(&d);
	}
	assert_int_equal(off, len);
}

static void test_errors_other_answers_and_notifications_pass_untouched(void **state)
{
	struct pipes *p = *state;
	struct fuse_entry_out e = entry(9), got;
	char data[64] = "file data, not an entry", dgot[64];
	uint64_t z = devio_zeroed();

	kernel_asks(p, FUSE_LOOKUP, 41);
	stale_elsewhere();
	answer(p, 41, -ENOENT, NULL, 0, NULL); /* no body */
	kernel_asks(p, FUSE_READ, 42);
	stale_elsewhere();
	answer(p, 42, 0, data, sizeof(data), dgot);
	assert_memory_equal(dgot, data, sizeof(data));
	/* an answer (or a notification, unique 0) that is not to the
	 * request this thread read */
	kernel_asks(p, FUSE_LOOKUP, 43);
	stale_elsewhere();
	answer(p, 0, 0, &e, sizeof(e), &got);
	assert_memory_equal(&got, &e, sizeof(e));
	assert_int_equal(devio_zeroed(), z);
}

/* Another thread announces invalidations and sends each after its
 * announcement (as kernel.c's notifier does) on the same channel while
 * this one answers: an answer to a request read before an announcement
 * must not reach the kernel whole after that invalidation (the check and
 * the write are one step). A SOCK_SEQPACKET pair keeps each write one
 * message, in order. */
#define RACE_N 3000
struct race {
	int fd;		    /* the "kernel" end written to */
	int stop;	    /* atomic */
	uint64_t announced; /* notifications written (atomic) */
};

static void *invalidator(void *arg)
{
	struct race *r = arg;

	while (!__atomic_load_n(&r->stop, __ATOMIC_SEQ_CST)) {
		uint64_t n = __atomic_load_n(&r->announced, __ATOMIC_SEQ_CST) + 1;
		struct fuse_out_header h = {.len = sizeof(h) + sizeof(n), .unique = 0};
		struct iovec iov[2] = {{&h, sizeof(h)}, {&n, sizeof(n)}};

		devio_stale();
		assert_int_equal(devio_io()->writev(r->fd, iov, 2, NULL), h.len);
		__atomic_store_n(&r->announced, n, __ATOMIC_SEQ_CST);
	}
	return NULL;
}

/* Polls until the invalidator has written notification n (10 s at most). */
static void wait_announced(struct race *r, uint64_t n)
{
	struct timespec t0, t;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (__atomic_load_n(&r->announced, __ATOMIC_SEQ_CST) < n) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		assert_true(t.tv_sec - t0.tv_sec < 10);
		sched_yield();
	}
}

/* What reached the "kernel", in order: a notification's number, or an
 * answer's unique and entry timeout. */
struct seen {
	uint64_t unique, mark, entry_valid;
};

static void *drain(void *arg)
{
	int fd = *(int *)arg;
	struct seen *log = calloc(1 << 20, sizeof(*log));
	size_t n = 0;
	char m[512];
	ssize_t len;

	while (log && n < (1 << 20) - 1 && (len = recv(fd, m, sizeof(m), 0)) > 0) {
		struct fuse_out_header h;
		struct fuse_entry_out e;

		memcpy(&h, m, sizeof(h));
		log[n].unique = h.unique;
		if (h.unique == 0) {
			memcpy(&log[n].mark, m + sizeof(h), sizeof(log[n].mark));
		} else {
			memcpy(&e, m + sizeof(h), sizeof(e));
			log[n].entry_valid = e.entry_valid;
		}
		n++;
	}
	return log; /* ends with unique 0, mark 0 */
}

static void test_no_answer_checked_before_an_invalidation_is_written_whole_after_it(void **state)
{
	struct pipes *p = *state;
	int sp[2];
	struct race r = {0};
	pthread_t inv, dr;
	uint64_t *read_at = calloc(RACE_N, sizeof(*read_at)), last_mark = 0;
	struct seen *log;
	int zeroed = 0, seen = 0, raced = 0;

	assert_non_null(read_at);
	assert_int_equal(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sp), 0);
	r.fd = sp[1];
	assert_int_equal(pthread_create(&dr, NULL, drain, &sp[0]), 0);
	assert_int_equal(pthread_create(&inv, NULL, invalidator, &r), 0);
	for (uint64_t u = 1; u < RACE_N; u++) {
		struct fuse_entry_out e = entry(9);
		struct fuse_out_header h = {.len = sizeof(h) + sizeof(e), .unique = u};
		struct iovec iov[2] = {{&h, sizeof(h)}, {&e, sizeof(e)}};

		kernel_asks(p, FUSE_LOOKUP, u);
		/* notifications 1..read_at[u] were written before this read */
		read_at[u] = __atomic_load_n(&r.announced, __ATOMIC_SEQ_CST);
		if (u % 10 == 0) /* computing the answer takes two invalidations */
			wait_announced(&r, read_at[u] + 2);
		assert_int_equal(devio_io()->writev(sp[1], iov, 2, NULL), h.len);
	}
	__atomic_store_n(&r.stop, 1, __ATOMIC_SEQ_CST);
	pthread_join(inv, NULL);
	shutdown(sp[1], SHUT_WR);
	pthread_join(dr, (void **)&log);
	assert_non_null(log);
	for (struct seen *q = log; q->unique || q->mark; q++) {
		if (q->unique == 0) {
			last_mark = q->mark;
			continue;
		}
		seen++;
		/* notification read_at + 1 may have been announced before
		 * the read; every later one after it */
		if (last_mark >= read_at[q->unique] + 2) {
			assert_int_equal(q->entry_valid, 0);
			raced++;
		}
		zeroed += q->entry_valid == 0;
	}
	assert_int_equal(seen, RACE_N - 1);
	assert_true(raced >= RACE_N / 10 - 1); /* (the ones made to wait, at least) */
	assert_true(zeroed >= raced);
	close(sp[0]);
	close(sp[1]);
	free(log);
	free(read_at);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(test_answer_before_any_invalidation_is_kept_whole,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(
		test_lookup_raced_by_an_invalidation_goes_with_zero_timeouts, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_own_invalidations_keep_the_answer_others_do_not,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(test_create_and_getattr_answers_are_zeroed_too, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_every_entry_of_a_raced_listing_is_zeroed, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(
		test_errors_other_answers_and_notifications_pass_untouched, setup, teardown),
	    cmocka_unit_test_setup_teardown(
		test_no_answer_checked_before_an_invalidation_is_written_whole_after_it, setup,
		teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
