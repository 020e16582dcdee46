/* Unit tests for server/exec_sessions.c: a session's shell state (cwd,
 * exported variables) as an exec's EXIT trap leaves it for the next. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"
#include "strv.h"

static struct sandbox sb;

static int setup(void **state)
{
	(void)state;
	memset(&sb, 0, sizeof(sb));
	pthread_mutex_init(&sb.lock, NULL);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	sessions_free(sb.sessions);
	sb.sessions = NULL;
	pthread_mutex_destroy(&sb.lock);
	return 0;
}

static const char *env_get(char **env, const char *key)
{
	size_t k = strlen(key);

	for (; env && *env; env++)
		if (strncmp(*env, key, k) == 0 && (*env)[k] == '=')
			return *env + k + 1;
	return NULL;
}

static void test_a_new_session_starts_in_workspace_with_the_base_env(void **state)
{
	char *cwd, **env;

	(void)state;
	assert_int_equal(sandbox_session_create(&sb, "s1", NULL, NULL), 0);
	assert_int_equal(sandbox_session_state(&sb, "s1", &cwd, &env), 0);
	assert_string_equal(cwd, "/workspace");
	assert_string_equal(env_get(env, "HOME"), "/home/user");
	free(cwd);
	strv_free(env);
}

static void test_given_env_overrides_and_a_second_create_is_refused(void **state)
{
	const char *over[] = {"HOME=/tmp", "A=1", "NOEQUALS", NULL};
	char *cwd, **env;

	(void)state;
	assert_int_equal(sandbox_session_create(&sb, "s1", "/workspace/d", over), 0);
	assert_int_equal(sandbox_session_create(&sb, "s1", NULL, NULL), -EEXIST);
	assert_string_equal(sbxd_errmsg(), "Session 's1' already exists");
	assert_int_equal(sandbox_session_state(&sb, "s1", &cwd, &env), 0);
	assert_string_equal(cwd, "/workspace/d");
	assert_string_equal(env_get(env, "HOME"), "/tmp");
	assert_string_equal(env_get(env, "A"), "1");
	for (char **e = env; *e; e++)
		assert_non_null(strchr(*e, '=')); /* "NOEQUALS" is no variable */
	free(cwd);
	strv_free(env);
}

static void test_saved_state_replaces_cwd_and_env_without_shell_bookkeeping(void **state)
{
	static const char st[] = "/workspace/sub\0X=2\0PWD=/x\0SHLVL=1\0_=/bin/env\0";
	char *cwd, **env;

	(void)state;
	assert_int_equal(sandbox_session_create(&sb, "s1", NULL, NULL), 0);
	session_save(&sb, "s1", st, sizeof(st) - 1);
	assert_int_equal(sandbox_session_state(&sb, "s1", &cwd, &env), 0);
	assert_string_equal(cwd, "/workspace/sub");
	assert_string_equal(env_get(env, "X"), "2");
	assert_null(env_get(env, "PWD"));
	assert_null(env_get(env, "SHLVL"));
	assert_null(env_get(env, "_"));
	assert_null(env_get(env, "HOME")); /* the trap's env is the whole env */
	free(cwd);
	strv_free(env);
}

static void test_incomplete_state_keeps_the_old_and_a_relative_cwd_is_refused(void **state)
{
	static const char cut[] = "/elsewhere\0X=2"; /* no final NUL: cut short */
	static const char rel[] = "relative\0Y=3\0";
	char *cwd, **env;

	(void)state;
	assert_int_equal(sandbox_session_create(&sb, "s1", NULL, NULL), 0);
	session_save(&sb, "s1", cut, sizeof(cut) - 1);
	assert_int_equal(sandbox_session_state(&sb, "s1", &cwd, &env), 0);
	assert_string_equal(cwd, "/workspace");
	assert_null(env_get(env, "X"));
	free(cwd);
	strv_free(env);
	session_save(&sb, "s1", rel, sizeof(rel) - 1);
	assert_int_equal(sandbox_session_state(&sb, "s1", &cwd, &env), 0);
	assert_string_equal(cwd, "/workspace");
	assert_string_equal(env_get(env, "Y"), "3");
	free(cwd);
	strv_free(env);
}

static void test_deleted_and_unknown_sessions_are_not_found(void **state)
{
	char *cwd, **env;

	(void)state;
	assert_int_equal(sandbox_session_create(&sb, "a", NULL, NULL), 0);
	assert_int_equal(sandbox_session_create(&sb, "b", NULL, NULL), 0);
	assert_int_equal(sandbox_session_delete(&sb, "a"), 0);
	assert_int_equal(sandbox_session_delete(&sb, "a"), -ENOENT);
	assert_string_equal(sbxd_errmsg(), "Session 'a' not found");
	assert_int_equal(sandbox_session_state(&sb, "a", &cwd, &env), -ENOENT);
	assert_int_equal(sandbox_session_state(&sb, "b", &cwd, &env), 0);
	free(cwd);
	strv_free(env);
	session_save(&sb, "nobody", "/x\0", 3); /* no such session: nothing */
	assert_null(session_find_locked(&sb, "nobody"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(
		test_a_new_session_starts_in_workspace_with_the_base_env, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_given_env_overrides_and_a_second_create_is_refused,
					    setup, teardown),
	    cmocka_unit_test_setup_teardown(
		test_saved_state_replaces_cwd_and_env_without_shell_bookkeeping, setup, teardown),
	    cmocka_unit_test_setup_teardown(
		test_incomplete_state_keeps_the_old_and_a_relative_cwd_is_refused, setup, teardown),
	    cmocka_unit_test_setup_teardown(test_deleted_and_unknown_sessions_are_not_found, setup,
					    teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
