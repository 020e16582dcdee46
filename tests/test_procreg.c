/* Unit tests for server/procreg.c: what managed processes and terminals
 * share — their environment, their ids, and the bridge's words for errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <string.h>

#include "procs_int.h"

static const char *env_get(char **env, const char *key)
{
	size_t k = strlen(key);

	for (; *env; env++)
		if (strncmp(*env, key, k) == 0 && (*env)[k] == '=')
			return *env + k + 1;
	return NULL;
}

static size_t env_count(char **env, const char *key)
{
	size_t k = strlen(key), n = 0;

	for (; *env; env++)
		n += strncmp(*env, key, k) == 0 && (*env)[k] == '=';
	return n;
}

static void test_the_base_environment_is_the_sandbox_users(void **state)
{
	char **env = procs_env(NULL, NULL);

	(void)state;
	assert_non_null(env);
	assert_string_equal(env_get(env, "HOME"), "/home/user");
	assert_string_equal(env_get(env, "USER"), "user");
	assert_non_null(env_get(env, "PATH"));
	strv_free(env);
}

static void test_given_variables_replace_the_base_ones_once(void **state)
{
	const char *over[] = {"HOME=/tmp", "FOO=bar", NULL};
	char **env = procs_env(over, NULL);

	(void)state;
	assert_non_null(env);
	assert_string_equal(env_get(env, "HOME"), "/tmp");
	assert_int_equal(env_count(env, "HOME"), 1);
	assert_string_equal(env_get(env, "FOO"), "bar");
	strv_free(env);
}

static void test_the_terminals_term_wins_over_a_given_one(void **state)
{
	const char *over[] = {"TERM=dumb", NULL};
	char **env = procs_env(over, "TERM=xterm-256color");

	(void)state;
	assert_non_null(env);
	assert_string_equal(env_get(env, "TERM"), "xterm-256color");
	assert_int_equal(env_count(env, "TERM"), 1);
	strv_free(env);
}

static void test_ids_are_version_4_uuids_and_differ(void **state)
{
	char a[40], b[40];

	(void)state;
	procs_uuid(a);
	procs_uuid(b);
	assert_int_equal(strlen(a), 36);
	assert_int_equal(a[8], '-');
	assert_int_equal(a[13], '-');
	assert_int_equal(a[14], '4');
	assert_non_null(strchr("89ab", a[19]));
	assert_string_not_equal(a, b);
}

static void test_errno_names_are_the_bridges_and_default_to_eio(void **state)
{
	(void)state;
	assert_string_equal(procs_errno_name(ENOENT), "ENOENT");
	assert_string_equal(procs_errno_name(EACCES), "EACCES");
	assert_string_equal(procs_errno_name(ENAMETOOLONG), "ENAMETOOLONG");
	assert_string_equal(procs_errno_name(EXDEV), "EIO");
}

static void test_a_cwd_error_reads_as_the_containers(void **state)
{
	(void)state;
	procs_cwd_errmsg(-ENOTDIR, "/workspace/f");
	assert_string_equal(sbxd_errmsg(), "cwd is not a directory");
	procs_cwd_errmsg(-ENOENT, "/workspace/nope");
	assert_string_equal(sbxd_errmsg(),
			    "ENOENT: no such file or directory, stat '/workspace/nope'");
	procs_cwd_errmsg(-EACCES, "/workspace/x");
	assert_string_equal(sbxd_errmsg(), "EACCES: permission denied, access '/workspace/x'");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_the_base_environment_is_the_sandbox_users),
	    cmocka_unit_test(test_given_variables_replace_the_base_ones_once),
	    cmocka_unit_test(test_the_terminals_term_wins_over_a_given_one),
	    cmocka_unit_test(test_ids_are_version_4_uuids_and_differ),
	    cmocka_unit_test(test_errno_names_are_the_bridges_and_default_to_eio),
	    cmocka_unit_test(test_a_cwd_error_reads_as_the_containers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
