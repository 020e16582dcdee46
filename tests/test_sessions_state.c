/* Unit tests for fs/sessions.c: session names, the saved state (cwd, env)
 * and the KEY=VALUE lines written to sessions/<name>/env. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sessions_state.h"

static void test_session_names_follow_the_bridge_rule(void **state)
{
	char long_name[130];

	assert_true(sessions_valid_name("build"));
	assert_true(sessions_valid_name("a.b_c-D9"));
	assert_false(sessions_valid_name(""));
	assert_false(sessions_valid_name("."));
	assert_false(sessions_valid_name(".."));
	assert_false(sessions_valid_name("a..b"));
	assert_false(sessions_valid_name("with space"));
	assert_false(sessions_valid_name("slash/x"));
	memset(long_name, 'a', 129);
	long_name[129] = 0;
	assert_false(sessions_valid_name(long_name));
	long_name[128] = 0;
	assert_true(sessions_valid_name(long_name));
}

static void test_saved_cwd_is_the_first_field(void **state)
{
	static const char saved[] = "/workspace/sub dir\0/tmp\0";
	struct sbx_buf b;

	sbx_buf_init(&b, 1024);
	assert_int_equal(sessions_cwd_text(saved, sizeof(saved) - 1, &b), 0);
	assert_string_equal(b.data, "/workspace/sub dir\n");
	sbx_buf_release(&b);
}

static void test_empty_saved_cwd_is_an_error(void **state)
{
	struct sbx_buf b;

	sbx_buf_init(&b, 1024);
	assert_int_equal(sessions_cwd_text("\0", 1, &b), -EIO);
	assert_int_equal(sessions_cwd_text("", 0, &b), -EIO);
	assert_null(b.data);
}

static void test_saved_env_becomes_lines_and_keeps_newlines_in_values(void **state)
{
	static const char saved[] = "A=1\0MULTI=line1\nline2\0EMPTY=\0EQ=a=b\0";
	struct sbx_buf b;

	sbx_buf_init(&b, 1024);
	assert_int_equal(sessions_env_text(saved, sizeof(saved) - 1, &b), 0);
	assert_string_equal(b.data, "A=1\nMULTI=line1\nline2\nEMPTY=\nEQ=a=b\n");
	sbx_buf_release(&b);
}

static void test_saved_env_skips_entries_without_a_valid_name(void **state)
{
	static const char saved[] = "NOEQUALS\0"
				    "1BAD=x\0"
				    "BASH_FUNC_f%%=() { :; }\0"
				    "=v\0"
				    "OK_2=y";
	struct sbx_buf b;

	sbx_buf_init(&b, 1024);
	assert_int_equal(sessions_env_text(saved, sizeof(saved) - 1, &b), 0);
	assert_string_equal(b.data, "OK_2=y\n"); /* the last entry lacks its NUL: still taken */
	sbx_buf_release(&b);
}

static void test_saved_env_output_is_bounded(void **state)
{
	static const char saved[] = "LONG=0123456789\0";
	struct sbx_buf b;

	sbx_buf_init(&b, 8);
	assert_int_equal(sessions_env_text(saved, sizeof(saved) - 1, &b), -E2BIG);
	sbx_buf_release(&b);
}

static void test_env_lines_become_one_quoted_export(void **state)
{
	static const char text[] = "A=1\n\nB=it's \"x\"\r\nC=\n";
	char *cmd = NULL;

	assert_int_equal(sessions_env_assignments(text, sizeof(text) - 1, false, &cmd), 0);
	assert_string_equal(cmd, "export 'A=1' 'B=it'\\''s \"x\"' 'C='");
	free(cmd);
}

static void test_env_text_without_assignments_gives_no_command(void **state)
{
	char *cmd = (char *)"untouched";

	assert_int_equal(sessions_env_assignments("\n\n", 2, false, &cmd), 0);
	assert_null(cmd);
}

static void test_bad_env_lines_are_einval(void **state)
{
	char *cmd = NULL;

	assert_int_equal(sessions_env_assignments("NOEQ\n", 5, false, &cmd), -EINVAL);
	assert_int_equal(sessions_env_assignments("9X=1\n", 5, false, &cmd), -EINVAL);
	assert_int_equal(sessions_env_assignments("A-B=1\n", 6, false, &cmd), -EINVAL);
	assert_int_equal(sessions_env_assignments("=1\n", 3, false, &cmd), -EINVAL);
	assert_int_equal(sessions_env_assignments("A=1\0\n", 5, false, &cmd), -EINVAL);
	assert_null(cmd);
}

static void test_incomplete_last_line_is_checked_only_when_complete(void **state)
{
	char *cmd = NULL;

	/* "A=1\nPART" while text still arrives: the partial line is not judged */
	assert_int_equal(sessions_env_assignments("A=1\nPA", 6, true, &cmd), 0);
	assert_string_equal(cmd, "export 'A=1'");
	free(cmd);
	cmd = NULL;
	assert_int_equal(sessions_env_assignments("A=1\nPA", 6, false, &cmd), -EINVAL);
	assert_null(cmd);
}

static void test_wrapper_names_the_session_state_dir_and_traps_exit(void **state)
{
	char *w = NULL;

	assert_int_equal(sessions_wrapper("build", &w), 0);
	assert_non_null(strstr(w, "__sbxfs_d=" SESSIONS_STATE_DIR "/build\n"));
	assert_non_null(strstr(w, "trap __sbxfs_save EXIT\n"));
	assert_non_null(strstr(w, "eval \"$__sbxfs_cmd\"\n"));
	free(w);
	w = NULL;
	assert_int_equal(sessions_wrapper("bad name", &w), -EINVAL);
	assert_int_equal(sessions_wrapper("a..b", &w), -EINVAL);
	assert_null(w);
}

static void test_show_scripts_exist_for_cwd_and_env_only(void **state)
{
	char *s = NULL;

	assert_int_equal(sessions_show_script("s1", "cwd", &s), 0);
	assert_non_null(strstr(s, SESSIONS_STATE_DIR "/s1"));
	free(s);
	assert_int_equal(sessions_show_script("s1", "env", &s), 0);
	free(s);
	s = NULL;
	assert_int_equal(sessions_show_script("s1", "other", &s), -EINVAL);
	assert_null(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_session_names_follow_the_bridge_rule),
	    cmocka_unit_test(test_saved_cwd_is_the_first_field),
	    cmocka_unit_test(test_empty_saved_cwd_is_an_error),
	    cmocka_unit_test(test_saved_env_becomes_lines_and_keeps_newlines_in_values),
	    cmocka_unit_test(test_saved_env_skips_entries_without_a_valid_name),
	    cmocka_unit_test(test_saved_env_output_is_bounded),
	    cmocka_unit_test(test_env_lines_become_one_quoted_export),
	    cmocka_unit_test(test_env_text_without_assignments_gives_no_command),
	    cmocka_unit_test(test_bad_env_lines_are_einval),
	    cmocka_unit_test(test_incomplete_last_line_is_checked_only_when_complete),
	    cmocka_unit_test(test_wrapper_names_the_session_state_dir_and_traps_exit),
	    cmocka_unit_test(test_show_scripts_exist_for_cwd_and_env_only),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
