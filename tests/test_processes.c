/* Unit tests for fs/processes.c: signal names for processes/<pid>/ctl,
 * pid names, and the status text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <signal.h>
#include <string.h>

#include "processes.h"

static int sig_of(const char *s)
{
	int sig = -1, rc = processes_parse_signal(s, strlen(s), &sig);

	return rc < 0 ? rc : sig;
}

static void test_signal_names_map_to_their_numbers(void **state)
{
	assert_int_equal(sig_of("term"), SIGTERM);
	assert_int_equal(sig_of("kill"), SIGKILL);
	assert_int_equal(sig_of("int"), SIGINT);
	assert_int_equal(sig_of("hup"), SIGHUP);
	assert_int_equal(sig_of("stop"), SIGSTOP);
	assert_int_equal(sig_of("cont"), SIGCONT);
	assert_int_equal(sig_of("usr1"), SIGUSR1);
}

static void test_signal_names_ignore_case_sig_prefix_and_white_space(void **state)
{
	assert_int_equal(sig_of("TERM\n"), SIGTERM);
	assert_int_equal(sig_of("  SigKill \r\n"), SIGKILL);
	assert_int_equal(sig_of("sigint"), SIGINT);
}

static void test_signal_numbers_from_1_to_64_are_accepted(void **state)
{
	assert_int_equal(sig_of("9\n"), 9);
	assert_int_equal(sig_of("1"), 1);
	assert_int_equal(sig_of("64"), 64);
}

static void test_bad_signals_are_einval(void **state)
{
	assert_int_equal(sig_of(""), -EINVAL);
	assert_int_equal(sig_of("\n"), -EINVAL);
	assert_int_equal(sig_of("0"), -EINVAL);
	assert_int_equal(sig_of("65"), -EINVAL);
	assert_int_equal(sig_of("09"), -EINVAL);
	assert_int_equal(sig_of("-9"), -EINVAL);
	assert_int_equal(sig_of("9x"), -EINVAL);
	assert_int_equal(sig_of("bogus"), -EINVAL);
	assert_int_equal(sig_of("term kill"), -EINVAL);
	assert_int_equal(sig_of("sig"), -EINVAL);
	assert_int_equal(sig_of("99999999999999999999"), -EINVAL);
	{
		int sig = 0;
		assert_int_equal(processes_parse_signal("te\0rm", 5, &sig), -EINVAL);
		assert_int_equal(sig, 0); /* untouched on failure */
	}
}

static void test_pid_names_are_canonical_decimals(void **state)
{
	int pid = 0;

	assert_int_equal(processes_parse_pid("1", &pid), 0);
	assert_int_equal(pid, 1);
	assert_int_equal(processes_parse_pid("4194304", &pid), 0);
	assert_int_equal(pid, 4194304);
	assert_int_equal(processes_parse_pid("0", &pid), -ENOENT);
	assert_int_equal(processes_parse_pid("012", &pid), -ENOENT);
	assert_int_equal(processes_parse_pid("4194305", &pid), -ENOENT);
	assert_int_equal(processes_parse_pid("spawn", &pid), -ENOENT);
	assert_int_equal(processes_parse_pid("", &pid), -ENOENT);
	assert_int_equal(processes_parse_pid("12a", &pid), -ENOENT);
}

static void test_status_text_has_state_parent_and_start_time(void **state)
{
	struct sbx_proc p = {.pid = 42,
			     .ppid = 1,
			     .state = 'S',
			     .start_time = 1700000000,
			     .cmdline = (char *)"python3 -m http.server"};
	struct sbx_buf b;

	sbx_buf_init(&b, 4096);
	assert_int_equal(processes_status_text(&p, &b), 0);
	assert_string_equal(b.data, "pid: 42\nppid: 1\nstate: S (sleeping)\n"
				    "start_time: 2023-11-14T22:13:20Z\nstart_epoch: 1700000000\n"
				    "cmdline: python3 -m http.server\n");
	sbx_buf_release(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_signal_names_map_to_their_numbers),
	    cmocka_unit_test(test_signal_names_ignore_case_sig_prefix_and_white_space),
	    cmocka_unit_test(test_signal_numbers_from_1_to_64_are_accepted),
	    cmocka_unit_test(test_bad_signals_are_einval),
	    cmocka_unit_test(test_pid_names_are_canonical_decimals),
	    cmocka_unit_test(test_status_text_has_state_parent_and_start_time),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
