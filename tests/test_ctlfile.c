/* Unit tests for fs/ctlfile.c: the I/O every open file of ctl/, sessions/,
 * processes/ and ports/ shares — text made once at the first read, written
 * text kept (bounded) and acted on at close, access checks — driven through
 * the ctlfs_* entry points with a kind table of the test's own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>

#include "ctlfile.h"

static int loads, load_err, acts, act_werr;
static char acted[64];

static int test_load(struct ctl_file *f)
{
	loads++;
	if (load_err)
		return load_err;
	return sbx_buf_add(&f->text, "hello\n", 6);
}

static int test_act(struct ctl_file *f, const char *text, size_t len, int werr)
{
	acts++;
	act_werr = werr;
	if (len >= sizeof(acted))
		len = sizeof(acted) - 1;
	memcpy(acted, text, len);
	acted[len] = 0;
	return werr < 0 ? werr : 0;
}

static ssize_t test_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return ctl_file_buffer(f, buf, size, NULL);
}

static const struct ctl_file_ops test_kind = {
    .write = test_write,
    .load = test_load,
    .act = test_act,
};
static const struct ctl_file_ops read_only_kind = {.load = test_load};

static struct ctl_tree tree;

static struct ctlfs_file *open_kind(const struct ctl_file_ops *kind, int flags)
{
	struct ctl_path p = {.node = CTL_NODE_CTL_FILE, .leaf = LEAF_STATUS};
	struct ctl_file *f = NULL;

	assert_int_equal(ctl_file_new(&tree, "sb", &p, flags, &f), 0);
	f->kind = kind;
	return &f->base;
}

static int reset(void **state)
{
	loads = load_err = acts = act_werr = 0;
	acted[0] = 0;
	tree.env.wait_cap_ms = -1;
	return 0;
}

static void test_text_is_made_once_and_read_at_offsets(void **state)
{
	struct ctlfs_file *f = open_kind(&test_kind, O_RDONLY);
	char buf[16] = "";

	assert_int_equal(ctlfs_read(f, buf, 3, 0, NULL, NULL), 3);
	assert_memory_equal(buf, "hel", 3);
	assert_int_equal(ctlfs_read(f, buf, sizeof(buf), 3, NULL, NULL), 3);
	assert_memory_equal(buf, "lo\n", 3);
	assert_int_equal(ctlfs_read(f, buf, sizeof(buf), 6, NULL, NULL), 0);
	assert_int_equal(ctlfs_read(f, buf, sizeof(buf), 100, NULL, NULL), 0);
	assert_int_equal(loads, 1);
	ctlfs_release(f);
	assert_int_equal(acts, 0); /* nothing written: nothing to act on */
}

static void test_a_failed_load_fails_the_read_and_is_retried(void **state)
{
	struct ctlfs_file *f = open_kind(&test_kind, O_RDONLY);
	char buf[16];

	load_err = -EIO;
	assert_int_equal(ctlfs_read(f, buf, sizeof(buf), 0, NULL, NULL), -EIO);
	load_err = 0;
	assert_int_equal(ctlfs_read(f, buf, sizeof(buf), 0, NULL, NULL), 6);
	assert_int_equal(loads, 2);
	ctlfs_release(f);
}

static void test_written_text_is_acted_on_at_close_once(void **state)
{
	struct ctlfs_file *f = open_kind(&test_kind, O_WRONLY);

	assert_int_equal(ctlfs_write(f, "make ", 5, 0), 5);
	assert_int_equal(ctlfs_write(f, "all\n", 4, 5), 4);
	assert_int_equal(acts, 0); /* not before close */
	assert_int_equal(ctlfs_flush(f), 0);
	assert_int_equal(acts, 1);
	assert_string_equal(acted, "make all\n");
	assert_int_equal(ctlfs_flush(f), 0); /* a second close (dup): nothing new */
	assert_int_equal(acts, 1);
	assert_int_equal(ctlfs_write(f, "again", 5, 9), 5); /* a new text after a flush */
	ctlfs_release(f);				    /* release flushes what is left */
	assert_int_equal(acts, 2);
	assert_string_equal(acted, "again");
}

static void test_too_long_text_is_e2big_at_write_and_at_close(void **state)
{
	struct ctlfs_file *f = open_kind(&test_kind, O_WRONLY);
	size_t big = CMDRUN_CMDLINE_MAX;
	char *buf = malloc(big);

	assert_non_null(buf);
	memset(buf, 'x', big);
	assert_int_equal(ctlfs_write(f, buf, big, 0), (ssize_t)big);
	assert_int_equal(ctlfs_write(f, "y", 1, (off_t)big), -E2BIG);
	/* sticky: later writes fail too, nothing is kept */
	assert_int_equal(ctlfs_write(f, "z", 1, (off_t)big + 1), -E2BIG);
	assert_int_equal(ctlfs_flush(f), -E2BIG);
	assert_int_equal(act_werr, -E2BIG);
	assert_string_equal(acted, "");
	/* after the close reported it, the descriptor starts afresh */
	assert_int_equal(ctlfs_write(f, "ok", 2, 0), 2);
	assert_int_equal(ctlfs_flush(f), 0);
	assert_string_equal(acted, "ok");
	ctlfs_release(f);
	free(buf);
}

static void test_access_modes_are_checked_before_the_kind(void **state)
{
	struct ctlfs_file *r = open_kind(&test_kind, O_RDONLY);
	struct ctlfs_file *w = open_kind(&test_kind, O_WRONLY);
	struct ctlfs_file *ro = open_kind(&read_only_kind, O_RDWR);
	char buf[8];

	assert_int_equal(ctlfs_write(r, "x", 1, 0), -EBADF);
	assert_int_equal(ctlfs_read(w, buf, sizeof(buf), 0, NULL, NULL), -EBADF);
	assert_int_equal(ctlfs_write(ro, "x", 1, 0), -EBADF); /* a kind that takes no writes */
	assert_int_equal(loads, 0);
	ctlfs_release(r);
	ctlfs_release(w);
	ctlfs_release(ro);
	assert_int_equal(acts, 0);
}

static void test_null_files_are_ebadf(void **state)
{
	char buf[4];

	assert_int_equal(ctlfs_read(NULL, buf, sizeof(buf), 0, NULL, NULL), -EBADF);
	assert_int_equal(ctlfs_write(NULL, buf, sizeof(buf), 0), -EBADF);
	assert_int_equal(ctlfs_flush(NULL), 0);
	ctlfs_release(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup(test_text_is_made_once_and_read_at_offsets, reset),
	    cmocka_unit_test_setup(test_a_failed_load_fails_the_read_and_is_retried, reset),
	    cmocka_unit_test_setup(test_written_text_is_acted_on_at_close_once, reset),
	    cmocka_unit_test_setup(test_too_long_text_is_e2big_at_write_and_at_close, reset),
	    cmocka_unit_test_setup(test_access_modes_are_checked_before_the_kind, reset),
	    cmocka_unit_test_setup(test_null_files_are_ebadf, reset),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
