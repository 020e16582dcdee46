/* test_intr.c — is the process behind an interrupted request told to end?
 * (fs/intr.c): the SigPnd/ShdPnd/SigBlk masks of /proc/<tid>/status; is a
 * closer dying of a signal? (the flags and exit code of /proc/<tid>/stat) */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "intr.h"

static const char status_head[] = "Name:\tcat\nUmask:\t0022\nState:\tS (sleeping)\nTgid:\t42\n";

static void test_sigkill_pending_on_the_thread_means_ending(void **state)
{
	char s[512];

	/* what the kernel sets on every thread once a signal is fatal */
	snprintf(s, sizeof(s),
		 "%sSigQ:\t0/7\nSigPnd:\t0000000000000100\nShdPnd:\t0000000000000000\n"
		 "SigBlk:\t0000000000000000\n",
		 status_head);
	assert_true(intr_status_ending(s));
}

static void test_a_caught_sigint_or_sigterm_pending_on_the_process_means_ending(void **state)
{
	char s[512];

	snprintf(s, sizeof(s), "%sSigPnd:\t0000000000000000\nShdPnd:\t0000000000000002\n",
		 status_head);
	assert_true(intr_status_ending(s)); /* SIGINT: Python's KeyboardInterrupt */
	snprintf(s, sizeof(s), "%sSigPnd:\t0000000000004000\nShdPnd:\t0000000000000000\n",
		 status_head);
	assert_true(intr_status_ending(s));				/* SIGTERM */
	assert_true(intr_status_ending("ShdPnd:\t0000000000000001\n")); /* SIGHUP */
	assert_true(intr_status_ending("ShdPnd:\t0000000000000004\n")); /* SIGQUIT */
}

static void test_signals_a_process_carries_on_after_are_not_ending(void **state)
{
	char s[512];

	/* SIGCHLD (17), SIGWINCH (28), SIGUSR2 (12), SIGALRM (14), SIGURG (23) */
	snprintf(s, sizeof(s),
		 "%sSigPnd:\t0000000008412800\nShdPnd:\t0000000000010000\n"
		 "SigBlk:\t0000000000000000\n",
		 status_head);
	assert_false(intr_status_ending(s));
	/* a blocked SIGINT is not delivered, so it asks nothing yet */
	assert_false(intr_status_ending("SigPnd:\t0\nShdPnd:\t2\nSigBlk:\t0000000000000002\n"));
	/* bits in the blocked or caught masks are not pending ones */
	assert_false(intr_status_ending("SigBlk:\t0000000000000100\nSigCgt:\t0000000000000102\n"));
}

static void test_text_without_the_masks_is_not_ending(void **state)
{
	assert_false(intr_status_ending(""));
	assert_false(intr_status_ending("Name:\tx\n"));
	assert_false(intr_status_ending("XSigPnd:\t0000000000000100\n"));
	assert_true(intr_status_ending("SigPnd:\t100")); /* first line, no newline */
}

static void test_a_live_thread_is_not_ending_and_bad_tids_are_not_either(void **state)
{
	assert_false(intr_tid_ending(getpid()));
	assert_false(intr_tid_ending(0));
	assert_false(intr_tid_ending(-1));
}

static void test_stop_signals_make_a_stream_wait_return(void **state)
{
	/* SIGTSTP (20) on the process, SIGSTOP (19) on the thread, SIGTTIN (21) */
	assert_true(intr_status_stopping("SigPnd:\t0\nShdPnd:\t0000000000080000\n"));
	assert_true(intr_status_stopping("SigPnd:\t0000000000040000\nShdPnd:\t0\n"));
	assert_true(intr_status_stopping("ShdPnd:\t0000000000100000\n"));
	/* not a stop: SIGCHLD, SIGWINCH; a blocked SIGTSTP waits */
	assert_false(intr_status_stopping("SigPnd:\t0000000008010000\n"));
	assert_false(intr_status_stopping("ShdPnd:\t80000\nSigBlk:\t80000\n"));
	/* and a stop is not an end */
	assert_false(intr_status_ending("ShdPnd:\t0000000000080000\n"));
}

static void test_a_running_process_is_not_returning(void **state)
{
	assert_false(intr_tid_returning(getpid()));
	assert_false(intr_tid_returning(0));
}

/* /proc/<tid>/stat of a thread: comm, then fields 3..52 with flags (9)
 * and exit_code (52) as given */
static void stat_line(char *buf, size_t size, const char *comm, unsigned long flags, long code)
{
	snprintf(buf, size,
		 "4242 (%s) D 1 4242 4242 0 -1 %lu 101 0 0 0 0 0 0 0 20 0 1 0 1483892 0 0 "
		 "18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0 0 0 0 0 0 0 0 %ld\n",
		 comm, flags, code);
}

static void test_a_thread_exiting_of_a_signal_is_dying(void **state)
{
	char s[512];

	/* what dash killed by SIGINT in a write showed while its exit's
	 * flush waited: PF_EXITING (0x4) among its flags, exit code 2 */
	stat_line(s, sizeof(s), "sh", 0x40050c, 2);
	assert_true(intr_stat_dying(s));
	stat_line(s, sizeof(s), "a) (b) c", 0x40050c, 9 | 0x80); /* SIGKILL, core bit */
	assert_true(intr_stat_dying(s));
}

static void test_a_normal_exit_or_a_live_thread_is_not_dying(void **state)
{
	char s[512];

	stat_line(s, sizeof(s), "sh", 0x40050c, 1 << 8); /* exit(1): its data must go */
	assert_false(intr_stat_dying(s));
	stat_line(s, sizeof(s), "sh", 0x40050c, 0);
	assert_false(intr_stat_dying(s));
	stat_line(s, sizeof(s), "sh", 0x400100, 2); /* not exiting (yet) */
	assert_false(intr_stat_dying(s));
	assert_false(intr_stat_dying("4242 (sh) D 1 4242 4242 0 -1 4195596 101")); /* cut */
	assert_false(intr_stat_dying("no parenthesis at all"));
	assert_false(intr_stat_dying(""));
	assert_false(intr_stat_dying(NULL));
	assert_false(intr_tid_dying(getpid()));
	assert_false(intr_tid_dying(0));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_sigkill_pending_on_the_thread_means_ending),
	    cmocka_unit_test(test_a_caught_sigint_or_sigterm_pending_on_the_process_means_ending),
	    cmocka_unit_test(test_signals_a_process_carries_on_after_are_not_ending),
	    cmocka_unit_test(test_text_without_the_masks_is_not_ending),
	    cmocka_unit_test(test_a_live_thread_is_not_ending_and_bad_tids_are_not_either),
	    cmocka_unit_test(test_stop_signals_make_a_stream_wait_return),
	    cmocka_unit_test(test_a_running_process_is_not_returning),
	    cmocka_unit_test(test_a_thread_exiting_of_a_signal_is_dying),
	    cmocka_unit_test(test_a_normal_exit_or_a_live_thread_is_not_dying),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
