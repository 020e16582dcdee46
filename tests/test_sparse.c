/* test_sparse.c — client/sparse.c: a file's data extents, the upload body
 * framed from them, and the download body written back at its offsets. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "sparse.h"

static int tmpfile_fd(void)
{
	char name[] = "/tmp/test_sparse.XXXXXX";
	int fd = mkstemp(name);

	assert_true(fd >= 0);
	unlink(name);
	return fd;
}

static void test_short_holes_merge_and_long_ones_stay(void **state)
{
	struct sbx_extents l = {0};

	assert_int_equal(sbx_extents_add(&l, 0, 10), 0);
	assert_int_equal(sbx_extents_add(&l, 100, 10), 0); /* 90-byte hole: merged */
	assert_int_equal(sbx_extents_add(&l, 1 << 20, 5), 0);
	assert_int_equal(sbx_extents_add(&l, 2 << 20, 0), 0); /* empty: nothing */
	assert_int_equal(l.n, 2);
	assert_int_equal(l.v[0].off, 0);
	assert_int_equal(l.v[0].len, 110);
	assert_int_equal(l.v[1].off, 1 << 20);
	assert_int_equal(l.data, 115);
	for (int i = 0; i < 100; i++) /* growth */
		assert_int_equal(sbx_extents_add(&l, (off_t)(4 + i) << 20, 1), 0);
	assert_int_equal(l.n, 102);
	sbx_extents_release(&l);
	assert_null(l.v);
}

static void test_a_sparse_file_gives_only_its_data(void **state)
{
	struct sbx_extents l = {0};
	int fd = tmpfile_fd();
	off_t size = 8 << 20;

	assert_int_equal(pwrite(fd, "head", 4, 0), 4);
	assert_int_equal(pwrite(fd, "tail", 4, size - 4), 4);
	assert_int_equal(lseek(fd, 2, SEEK_SET), 2);
	assert_int_equal(sbx_extents_find(fd, size, &l), 0);
	assert_int_equal(lseek(fd, 0, SEEK_CUR), 2); /* the caller's offset stays */
	assert_true(l.n >= 1);
	assert_int_equal(l.v[0].off, 0);
	assert_true(l.v[l.n - 1].off + l.v[l.n - 1].len == size);
	if (lseek(fd, 0, SEEK_HOLE) < size) { /* the file system tells holes */
		assert_int_equal(l.n, 2);
		assert_true(l.data < (1 << 20));
	}
	sbx_extents_release(&l);
	close(fd);
}

/* Reads the whole body in pieces of n bytes. */
static char *read_body(struct sbx_extents_body *b, size_t n)
{
	char *out = calloc(1, (size_t)b->len + 1);

	for (off_t pos = 0; pos < b->len;) {
		ssize_t k = sbx_extents_body_read(b, pos, out + pos, n);

		assert_true(k > 0);
		pos += k;
	}
	return out;
}

static void test_the_upload_body_frames_each_extent(void **state)
{
	static const char file[] = "hello.......................world";
	const char want[] = "0 5\nhello28 5\nworld";
	struct sbx_extents l = {0};
	struct sbx_extents_body b;
	char *got;

	l.v = calloc(2, sizeof(*l.v));
	l.n = l.cap = 2;
	l.v[0] = (struct sbx_extent){0, 5};
	l.v[1] = (struct sbx_extent){28, 5};
	assert_int_equal(sbx_extents_body_init(&b, file, -1, &l), 0);
	assert_int_equal(b.len, strlen(want));
	for (size_t n = 1; n <= 20; n++) { /* any piece size, any position */
		got = read_body(&b, n);
		assert_string_equal(got, want);
		free(got);
	}
	/* a retry rewinds into the middle of a header */
	got = calloc(1, 8);
	assert_int_equal(sbx_extents_body_read(&b, 10, got, 7), 4); /* to the header's end */
	assert_string_equal(got, "8 5\n");
	free(got);
	sbx_extents_body_release(&b);
	sbx_extents_release(&l);
}

static void test_the_upload_body_reads_a_descriptor_and_sees_it_shrink(void **state)
{
	struct sbx_extents l = {0};
	struct sbx_extents_body b;
	int fd = tmpfile_fd();
	char buf[16] = "";

	assert_int_equal(pwrite(fd, "abcdef", 6, 0), 6);
	assert_int_equal(sbx_extents_add(&l, 0, 6), 0);
	assert_int_equal(sbx_extents_body_init(&b, NULL, fd, &l), 0);
	assert_int_equal(sbx_extents_body_read(&b, 4, buf, sizeof(buf)), 6);
	assert_string_equal(buf, "abcdef");
	assert_int_equal(ftruncate(fd, 2), 0);
	assert_int_equal(sbx_extents_body_read(&b, 6, buf, sizeof(buf)), -EIO);
	sbx_extents_body_release(&b);
	sbx_extents_release(&l);
	close(fd);
}

static int feed(struct sbx_sparse_sink *x, const char *body, size_t len, size_t piece)
{
	for (size_t i = 0; i < len; i += piece) {
		int rc = sbx_sparse_sink(x, 200, body + i, len - i < piece ? len - i : piece);

		if (rc < 0)
			return rc;
	}
	return 0;
}

static void test_the_download_body_lands_at_its_offsets(void **state)
{
	static const char body[] = "10\n0 3\nabc7 2\nxy8 0\n";
	for (size_t piece = 1; piece <= sizeof(body); piece++) {
		struct sbx_sparse_sink x = {0};
		char got[16] = "";

		x.fd = tmpfile_fd();
		x.base = 2;
		assert_int_equal(feed(&x, body, sizeof(body) - 1, piece), 0);
		assert_true(sbx_sparse_sink_done(&x));
		assert_int_equal(x.size, 10);
		assert_int_equal(pread(x.fd, got, sizeof(got), 0), 2 + 9);
		assert_memory_equal(got, "\0\0abc\0\0\0\0xy", 11);
		close(x.fd);
	}
}

static void test_a_hostile_download_body_is_refused(void **state)
{
	static const char *const bad[] = {
	    "10\n8 5\nabcde",			  /* past the size */
	    "x\n",				  /* no size */
	    "10 1\n",				  /* junk after the size */
	    "10\n-1 2\n",			  /* negative offset */
	    "10\n1 2 3\n",			  /* junk after a record */
	    "10\n0 99999999999999999999999999\n", /* overlong line */
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct sbx_sparse_sink x = {0};

		x.fd = tmpfile_fd();
		assert_int_equal(feed(&x, bad[i], strlen(bad[i]), 3), -EPROTO);
		close(x.fd);
	}
	{
		struct sbx_sparse_sink x = {0};

		x.fd = tmpfile_fd();
		assert_int_equal(feed(&x, "10\n0 5\nab", 9, 4), 0);
		assert_false(sbx_sparse_sink_done(&x)); /* ended inside a record */
		close(x.fd);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_short_holes_merge_and_long_ones_stay),
	    cmocka_unit_test(test_a_sparse_file_gives_only_its_data),
	    cmocka_unit_test(test_the_upload_body_frames_each_extent),
	    cmocka_unit_test(test_the_upload_body_reads_a_descriptor_and_sees_it_shrink),
	    cmocka_unit_test(test_the_download_body_lands_at_its_offsets),
	    cmocka_unit_test(test_a_hostile_download_body_is_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
