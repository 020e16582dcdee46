/* test_api_next.c — client/api_next.c: process and terminal statuses from
 * the next generation's JSON, against hostile answers. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "api.h"

#define P(s) s, strlen(s)

static void test_a_running_process_gives_its_command(void **state)
{
	struct sbx_process p;

	assert_int_equal(sbx_process_parse(P("{\"id\":\"u1\",\"pid\":42,\"state\":\"running\","
					     "\"command\":[\"sleep\",\"9\"],\"cwd\":\"/w\","
					     "\"startedAt\":\"2026-01-01T00:00:00Z\"}"),
					   &p),
			 0);
	assert_string_equal(p.id, "u1");
	assert_int_equal(p.pid, 42);
	assert_int_equal(p.state, SBX_PROC_RUNNING);
	assert_string_equal(p.command[0], "sleep");
	assert_string_equal(p.command[1], "9");
	assert_null(p.command[2]);
	assert_null(p.ended_at);
	sbx_process_release(&p);
}

static void test_exited_and_failed_processes_say_how(void **state)
{
	struct sbx_process p;

	assert_int_equal(sbx_process_parse(P("{\"id\":\"u\",\"pid\":1,\"state\":\"exited\","
					     "\"command\":[],\"exit\":{\"code\":137,\"signal\":9,"
					     "\"timedOut\":true}}"),
					   &p),
			 0);
	assert_int_equal(p.state, SBX_PROC_EXITED);
	assert_int_equal(p.exit_code, 137);
	assert_int_equal(p.signal, 9);
	assert_true(p.timed_out);
	sbx_process_release(&p);
	assert_int_equal(
	    sbx_process_parse(P("{\"id\":\"u\",\"pid\":1,\"state\":\"error\","
				"\"command\":[\"x\"],\"error\":{\"message\":\"boom\"}}"),
			      &p),
	    0);
	assert_int_equal(p.state, SBX_PROC_ERROR);
	assert_string_equal(p.error, "boom");
	sbx_process_release(&p);
	/* an exited state without its exit object is an error, with words */
	assert_int_equal(sbx_process_parse(
			     P("{\"id\":\"u\",\"pid\":1,\"state\":\"exited\",\"command\":[]}"), &p),
			 0);
	assert_int_equal(p.state, SBX_PROC_ERROR);
	assert_string_equal(p.error, "process failed");
	sbx_process_release(&p);
}

static void test_a_process_without_its_keys_is_eio(void **state)
{
	static const char *const bad[] = {
	    "{\"pid\":1,\"state\":\"running\",\"command\":[]}",		      /* no id */
	    "{\"id\":\"u\",\"state\":\"running\",\"command\":[]}",	      /* no pid */
	    "{\"id\":\"u\",\"pid\":1,\"command\":[]}",			      /* no state */
	    "{\"id\":\"u\",\"pid\":1,\"state\":\"running\"}",		      /* no command */
	    "{\"id\":\"u\",\"pid\":1,\"state\":\"running\",\"command\":[1]}", /* not strings */
	    "[]",
	    "",
	};
	struct sbx_process p = {.pid = 77};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(sbx_process_parse(P(bad[i]), &p), -EIO);
	assert_int_equal(p.pid, 77); /* untouched */
}

static void test_terminals_report_their_exit(void **state)
{
	struct sbx_terminal t;

	assert_int_equal(sbx_terminal_parse(P("{\"id\":\"t1\",\"pid\":5,\"status\":\"exited\","
					      "\"command\":[\"bash\"],\"exit\":{\"code\":0}}"),
					    &t),
			 0);
	assert_string_equal(t.id, "t1");
	assert_false(t.running);
	assert_int_equal(t.exit_code, 0);
	assert_int_equal(t.signal, 0);
	sbx_terminal_release(&t);
	assert_int_equal(sbx_terminal_parse(P("{\"id\":\"t1\",\"status\":\"running\"}"), &t), -EIO);
	assert_int_equal(sbx_terminal_parse(P("{\"id\":\"t1\",\"command\":[]}"), &t), -EIO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_a_running_process_gives_its_command),
	    cmocka_unit_test(test_exited_and_failed_processes_say_how),
	    cmocka_unit_test(test_a_process_without_its_keys_is_eio),
	    cmocka_unit_test(test_terminals_report_their_exit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
