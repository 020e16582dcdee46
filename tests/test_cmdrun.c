/* Unit tests for fs/cmdrun.c: the command-length rule (as quoted for the
 * bridge), input checks and the record of a command that did not start.
 * Running commands is covered on a real mount (tests/integration/ctl_*.sh). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmdrun.h"

static void test_quoted_length_matches_the_bridge_quoting(void **state)
{
	const char *const plain[] = {"ls", "-la", "/workspace", NULL};
	const char *const shell[] = {"bash", "-c", "echo hi", NULL};
	const char *const esc[] = {"a'b\\c\n", NULL};
	const char *const empty[] = {"", NULL};

	assert_int_equal(cmdrun_quoted_len(plain), strlen("ls -la /workspace"));
	assert_int_equal(cmdrun_quoted_len(shell), strlen("bash -c $'echo hi'"));
	assert_int_equal(cmdrun_quoted_len(esc), strlen("$'a\\'b\\\\c\\n'"));
	assert_int_equal(cmdrun_quoted_len(empty), strlen("$''"));
}

static void test_blank_and_nul_commands_are_einval(void **state)
{
	const char *const argv[] = {"bash", "-c", "x", NULL};

	assert_int_equal(cmdrun_check("", 0, argv), -EINVAL);
	assert_int_equal(cmdrun_check(" \n\t\r\n", 5, argv), -EINVAL);
	assert_int_equal(cmdrun_check("a\0b", 3, argv), -EINVAL);
	assert_int_equal(cmdrun_check("true\n", 5, argv), 0);
}

static void test_commands_longer_than_the_limit_are_e2big(void **state)
{
	size_t n = CMDRUN_CMDLINE_MAX + 1;
	char *text = malloc(n + 1);
	const char *argv[] = {"bash", "-c", text, NULL};

	assert_non_null(text);
	memset(text, 'x', n);
	text[n] = 0;
	assert_int_equal(cmdrun_check(text, n, argv), -E2BIG);
	/* under the limit raw, but newlines double when quoted */
	n = CMDRUN_CMDLINE_MAX / 2 + 100;
	memset(text, '\n', n);
	text[0] = 'x';
	text[n] = 0;
	assert_int_equal(cmdrun_check(text, n, argv), -E2BIG);
	n = CMDRUN_CMDLINE_MAX - 64;
	memset(text, 'x', n);
	text[n] = 0;
	assert_int_equal(cmdrun_check(text, n, argv), 0);
	free(text);
}

static void test_failed_record_says_why_in_err_out_and_status(void **state)
{
	char dir[] = "/tmp/test_cmdrun.XXXXXX";
	struct cmdrun *r = NULL;
	char status[64], buf[128];
	ssize_t n;

	assert_non_null(mkdtemp(dir));
	assert_int_equal(cmdrun_new_failed(dir, "echo", -ECONNREFUSED, "sbxfs: server down", &r),
			 0);
	assert_false(cmdrun_running(r));
	cmdrun_status(r, status, sizeof(status));
	assert_string_equal(status, "error: Connection refused\n");
	assert_int_equal(cmdrun_wait(r, NULL, NULL), -ECONNREFUSED);
	n = spool_read(cmdrun_err(r), buf, sizeof(buf), 0, true, NULL, NULL);
	assert_int_equal(n, 19);
	assert_memory_equal(buf, "sbxfs: server down\n", 19);
	n = spool_read(cmdrun_out(r), buf, sizeof(buf), 0, true, NULL, NULL);
	assert_int_equal(n, 19);
	assert_int_equal(spool_read(cmdrun_out(r), buf, sizeof(buf), 19, true, NULL, NULL), 0);
	assert_string_equal(cmdrun_text(r), "echo");
	cmdrun_unref(r);
	cmdrun_unref(NULL);
	assert_int_equal(rmdir(dir), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_quoted_length_matches_the_bridge_quoting),
	    cmocka_unit_test(test_blank_and_nul_commands_are_einval),
	    cmocka_unit_test(test_commands_longer_than_the_limit_are_e2big),
	    cmocka_unit_test(test_failed_record_says_why_in_err_out_and_status),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
