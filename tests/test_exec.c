/* test_exec.c — client/exec.c: the exec request body and the exit event. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "exec.h"

static void test_body_carries_argv_verbatim_and_only_set_options(void **state)
{
	const char *argv[] = {"bash", "-c", "echo \"$1\"\n", "x\ty", NULL};
	struct sbx_exec_opts o = {0};
	char *s = sbx_exec_body(argv, NULL);

	assert_string_equal(s, "{\"argv\":[\"bash\",\"-c\",\"echo \\\"$1\\\"\\n\",\"x\\ty\"]}");
	free(s);
	o.timeout_ms = 1500;
	o.cwd = "/workspace/d";
	o.session = "s1"; /* a header, not part of the body */
	s = sbx_exec_body(argv, &o);
	assert_string_equal(s, "{\"argv\":[\"bash\",\"-c\",\"echo \\\"$1\\\"\\n\",\"x\\ty\"],"
			       "\"timeout_ms\":1500,\"cwd\":\"/workspace/d\"}");
	free(s);
}

static void test_exit_event_needs_a_numeric_exit_code(void **state)
{
	int code = -1;

	assert_int_equal(sbx_exec_exit_parse("{\"exit_code\":3}", 15, &code), 0);
	assert_int_equal(code, 3);
	assert_int_equal(sbx_exec_exit_parse("{\"exit_code\":0,\"x\":1}", 21, &code), 0);
	assert_int_equal(code, 0);
	code = 7;
	assert_int_equal(sbx_exec_exit_parse("{\"exit_code\":\"3\"}", 17, &code), -EIO);
	assert_int_equal(sbx_exec_exit_parse("{}", 2, &code), -EIO);
	assert_int_equal(sbx_exec_exit_parse("{\"exit_code\":3", 14, &code), -EIO);
	assert_int_equal(sbx_exec_exit_parse("", 0, &code), -EIO);
	assert_int_equal(code, 7); /* untouched on failure */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_body_carries_argv_verbatim_and_only_set_options),
	    cmocka_unit_test(test_exit_event_needs_a_numeric_exit_code),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
