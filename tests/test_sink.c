/* test_sink.c — client/sink.c: bodies into a descriptor (every byte, even
 * through a pipe that takes little at a time) and into a bounded buffer. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "sink.h"

static void test_every_byte_reaches_the_descriptor(void **state)
{
	char name[] = "/tmp/test_sink.XXXXXX", back[16] = "";
	int fd = mkstemp(name);
	struct sbx_fd_sink x = {fd, 0};

	assert_true(fd >= 0);
	unlink(name);
	assert_int_equal(sbx_fd_sink(&x, 200, "hello ", 6), 0);
	assert_int_equal(sbx_fd_sink(&x, 200, "world", 5), 0);
	assert_int_equal(x.written, 11);
	assert_int_equal(pread(fd, back, sizeof(back), 0), 11);
	assert_string_equal(back, "hello world");
	close(fd);
}

static void test_a_failed_write_is_its_errno(void **state)
{
	int p[2];
	struct sbx_fd_sink x;

	assert_int_equal(pipe(p), 0);
	close(p[0]);
	x.fd = p[1];
	x.written = 0;
	signal(SIGPIPE, SIG_IGN);
	assert_int_equal(sbx_fd_sink(&x, 200, "x", 1), -EPIPE);
	close(p[1]);
	x.fd = -1;
	assert_int_equal(sbx_fd_sink(&x, 200, "x", 1), -EBADF);
}

static void test_a_buffer_sink_past_its_max_is_efbig(void **state)
{
	struct sbx_buf b;

	sbx_buf_init(&b, 4);
	assert_int_equal(sbx_buf_sink(&b, 200, "abcd", 4), 0);
	assert_int_equal(sbx_buf_sink(&b, 200, "e", 1), -EFBIG);
	assert_string_equal(b.data, "abcd");
	sbx_buf_release(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_every_byte_reaches_the_descriptor),
	    cmocka_unit_test(test_a_failed_write_is_its_errno),
	    cmocka_unit_test(test_a_buffer_sink_past_its_max_is_efbig),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
