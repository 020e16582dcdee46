/* test_intr.c — is the process behind an interrupted request told to end?
 * (fs/intr.c): the SigPnd/ShdPnd/SigBlk masks of /proc/<tid>/status. */
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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
