/* Unit tests for fs/ctlreg.c: the per-sandbox registry of ctl/, sessions/,
 * processes/ and ports/ (the parts that need no server). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctlreg.h"

static int setup(void **state)
{
	struct ctlreg *reg = NULL;

	if (ctlreg_new(NULL, &reg) < 0)
		return -1;
	*state = reg;
	return 0;
}

static int teardown(void **state)
{
	ctlreg_free(*state);
	return 0;
}

static void assert_names(struct ctl_names *l, const char *const *want, size_t n)
{
	assert_int_equal(l->n, n);
	for (size_t i = 0; i < n; i++)
		assert_string_equal(l->names[i], want[i]);
	ctl_names_free(l);
}

static void test_sessions_are_listed_sorted_and_unique(void **state)
{
	struct ctlreg *reg = *state;
	struct ctl_names l = {0};
	const char *want[] = {"a", "b", "c"};

	assert_int_equal(ctlreg_session_add(reg, "sb1", "c"), 0);
	assert_int_equal(ctlreg_session_add(reg, "sb1", "a"), 0);
	assert_int_equal(ctlreg_session_add(reg, "sb1", "b"), 0);
	assert_int_equal(ctlreg_session_add(reg, "sb1", "a"), -EEXIST);
	assert_true(ctlreg_session_exists(reg, "sb1", "b"));
	assert_false(ctlreg_session_exists(reg, "sb2", "b")); /* per sandbox */
	assert_int_equal(ctlreg_session_names(reg, "sb1", &l), 0);
	assert_names(&l, want, 3);
	ctlreg_session_remove(reg, "sb1", "b");
	assert_false(ctlreg_session_exists(reg, "sb1", "b"));
	ctlreg_session_remove(reg, "sb1", "nope"); /* no-op */
	ctlreg_session_remove(reg, "nosuch", "a");
}

static void test_a_failed_scan_is_retried_a_good_one_is_not(void **state)
{
	struct ctlreg *reg = *state;
	struct ctl_names l = {0};
	const char found[] = "old\0a..b\0build\0"; /* a..b: not a session name */
	const char *want[] = {"build", "mine", "old"};

	assert_true(ctlreg_scan_begin(reg, "sb"));
	ctlreg_scan_end(reg, "sb", false, NULL, 0);
	assert_true(ctlreg_scan_begin(reg, "sb")); /* again: the look failed */
	assert_int_equal(ctlreg_session_add(reg, "sb", "mine"), 0);
	ctlreg_scan_end(reg, "sb", true, found, sizeof(found) - 1);
	assert_false(ctlreg_scan_begin(reg, "sb"));
	assert_int_equal(ctlreg_session_names(reg, "sb", &l), 0);
	assert_names(&l, want, 3);
}

static void test_unterminated_scan_output_is_ignored_at_its_end(void **state)
{
	struct ctlreg *reg = *state;
	struct ctl_names l = {0};
	const char found[] = {'o', 'k', 0, 'c', 'u', 't'};
	const char *want[] = {"ok"};

	assert_true(ctlreg_scan_begin(reg, "sb"));
	ctlreg_scan_end(reg, "sb", true, found, sizeof(found));
	assert_int_equal(ctlreg_session_names(reg, "sb", &l), 0);
	assert_names(&l, want, 1);
}

static void test_latest_command_of_ctl_and_of_a_session(void **state)
{
	struct ctlreg *reg = *state;
	struct cmdrun *r = NULL, *got;
	char dir[] = "/tmp/test_ctlreg.XXXXXX";

	assert_non_null(mkdtemp(dir));
	assert_int_equal(cmdrun_new_failed(dir, "true", -EINVAL, "msg", &r), 0);
	assert_null(ctlreg_latest_get(reg, "sb", NULL));
	ctlreg_latest_set(reg, "sb", NULL, r);
	got = ctlreg_latest_get(reg, "sb", NULL);
	assert_ptr_equal(got, r);
	cmdrun_unref(got);
	/* a session that does not exist keeps nothing */
	ctlreg_latest_set(reg, "sb", "s", r);
	assert_null(ctlreg_latest_get(reg, "sb", "s"));
	assert_int_equal(ctlreg_session_add(reg, "sb", "s"), 0);
	ctlreg_latest_set(reg, "sb", "s", r);
	got = ctlreg_latest_get(reg, "sb", "s");
	assert_ptr_equal(got, r);
	cmdrun_unref(got);
	cmdrun_unref(r); /* the registry keeps its own references */
	got = ctlreg_latest_get(reg, "sb", NULL);
	assert_string_equal(cmdrun_text(got), "true");
	cmdrun_unref(got);
	ctlreg_forget(reg, "sb");
	assert_null(ctlreg_latest_get(reg, "sb", NULL));
	rmdir(dir);
}

static void test_ports_sorted_with_their_url(void **state)
{
	struct ctlreg *reg = *state;
	struct ctl_names l = {0};
	const char *want[] = {"3001", "8080"};
	char *url = NULL;

	assert_int_equal(ctlreg_port_set(reg, "sb", 8080, "http://a"), 0);
	assert_int_equal(ctlreg_port_set(reg, "sb", 3001, "http://b"), 0);
	assert_int_equal(ctlreg_port_set(reg, "sb", 8080, "http://c"), 0); /* again: new URL */
	assert_int_equal(ctlreg_port_names(reg, "sb", &l), 0);
	assert_names(&l, want, 2);
	assert_int_equal(ctlreg_port_url(reg, "sb", 8080, &url), 0);
	assert_string_equal(url, "http://c");
	free(url);
	assert_int_equal(ctlreg_port_url(reg, "sb", 9999, &url), -ENOENT);
	ctlreg_port_remove(reg, "sb", 8080);
	assert_false(ctlreg_port_exists(reg, "sb", 8080));
	assert_true(ctlreg_port_exists(reg, "sb", 3001));
}

static void test_spawned_processes_and_their_log_source(void **state)
{
	struct ctlreg *reg = *state;
	char *file = NULL, *sid = NULL, *log;
	struct ctl_pid_seen seen;

	assert_int_equal(ctlreg_last_spawn(reg, "sb"), 0);
	assert_int_equal(ctlreg_log_source(reg, "sb", 10, &file, &sid), -ENOENT);
	ctlreg_spawned_add(reg, "sb", 10, "/tmp/x.log", NULL);
	ctlreg_spawned_add(reg, "sb", 11, NULL, "proc-11");
	assert_int_equal(ctlreg_last_spawn(reg, "sb"), 11);
	assert_int_equal(ctlreg_log_source(reg, "sb", 10, &file, &sid), 0);
	assert_string_equal(file, "/tmp/x.log");
	assert_null(sid);
	free(file);
	file = NULL;
	assert_int_equal(ctlreg_log_source(reg, "sb", 11, &file, &sid), 0);
	assert_null(file);
	assert_string_equal(sid, "proc-11");
	free(sid);
	log = ctlreg_spawned_log(reg, "sb", 10);
	assert_string_equal(log, "/tmp/x.log");
	free(log);
	assert_null(ctlreg_spawned_log(reg, "sb", 11));
	seen = ctlreg_pid_seen(reg, "sb", 11);
	assert_true(seen.spawned);
	assert_false(seen.live);
	assert_false(seen.listed);
}

/* The records a sandbox keeps are bounded: the newest stay, a reused pid's
 * record is replaced, and adopted ones (the sandbox's own files) stop at the
 * bound without pushing out the mount's own. */
static void test_spawned_records_bounded(void **state)
{
	struct ctlreg *reg = *state;
	char *file = NULL, *sid = NULL;

	for (int pid = 2; pid < 2 + CTLREG_SPAWNED_MAX + 10; pid++)
		ctlreg_spawned_add(reg, "sb", pid, NULL, "p");
	assert_false(ctlreg_pid_seen(reg, "sb", 2).spawned);
	assert_false(ctlreg_pid_seen(reg, "sb", 11).spawned);
	assert_true(ctlreg_pid_seen(reg, "sb", 12).spawned);
	assert_true(ctlreg_pid_seen(reg, "sb", 1 + CTLREG_SPAWNED_MAX + 10).spawned);
	/* pid 12 again: one record, the new one; 13 stays */
	ctlreg_spawned_add(reg, "sb", 12, "/tmp/new.log", NULL);
	assert_int_equal(ctlreg_log_source(reg, "sb", 12, &file, &sid), 0);
	assert_string_equal(file, "/tmp/new.log");
	assert_null(sid);
	free(file);
	assert_true(ctlreg_pid_seen(reg, "sb", 13).spawned);
	/* full: an adopted record is not kept, and pushes nothing out */
	assert_int_equal(ctlreg_spawned_adopt(reg, "sb", 1, "/tmp/a.log"), 0);
	assert_false(ctlreg_pid_seen(reg, "sb", 1).spawned);
	assert_true(ctlreg_pid_seen(reg, "sb", 13).spawned);
}

static void test_names_grow_past_one(void **state)
{
	struct ctl_names l = {0};
	char name[16];

	for (int i = 0; i < 100; i++) {
		snprintf(name, sizeof(name), "%d", i);
		assert_int_equal(ctl_names_add(&l, name), 0);
	}
	assert_int_equal(l.n, 100);
	assert_string_equal(l.names[99], "99");
	ctl_names_free(&l);
	assert_int_equal(l.n, 0);
	ctl_names_free(&l); /* twice: no-op */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(test_sessions_are_listed_sorted_and_unique, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_a_failed_scan_is_retried_a_good_one_is_not, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_unterminated_scan_output_is_ignored_at_its_end,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(test_latest_command_of_ctl_and_of_a_session, setup,
					    teardown),
	    cmocka_unit_test_setup_teardown(test_ports_sorted_with_their_url, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_spawned_records_bounded, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_spawned_processes_and_their_log_source, setup,
					    teardown),
	    cmocka_unit_test(test_names_grow_past_one),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
