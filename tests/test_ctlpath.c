/* Unit tests for fs/ctlpath.c: the path grammar of ctl/, sessions/,
 * processes/ and ports/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "ctlfs.h"
#include "ctlpath.h"

static struct ctl_path parse_ok(const char *rel)
{
	struct ctl_path p;

	assert_int_equal(ctlpath_parse(rel, &p), 0);
	return p;
}

static void test_ctl_directory_and_its_files(void **state)
{
	struct ctl_path p = parse_ok("ctl");

	assert_int_equal(p.node, CTL_NODE_CTL_DIR);
	assert_int_equal(p.dir, CTL_DIR_CTL);
	assert_true(ctlpath_is_dir(p.node));
	p = parse_ok("ctl/exec");
	assert_int_equal(p.node, CTL_NODE_CTL_FILE);
	assert_int_equal(p.leaf, LEAF_EXEC);
	assert_int_equal(p.mode, 0644);
	assert_false(ctlpath_is_dir(p.node));
	p = parse_ok("/ctl/out");
	assert_int_equal(p.leaf, LEAF_OUT);
	assert_int_equal(p.mode, 0444);
	assert_int_equal(parse_ok("ctl/snapshot").leaf, LEAF_SNAPSHOT);
	assert_int_equal(parse_ok("ctl/info").leaf, LEAF_INFO);
}

static void test_names_the_tree_does_not_have_are_enoent(void **state)
{
	struct ctl_path p;

	assert_int_equal(ctlpath_parse("ctl/cwd", &p), -ENOENT); /* a session's only */
	assert_int_equal(ctlpath_parse("ctl/exec/x", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("workspace", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("contexts", &p), -ENOENT); /* a subtree's */
	assert_int_equal(ctlpath_parse("", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("/", &p), -ENOENT);
	assert_int_equal(ctlpath_parse(NULL, &p), -ENOENT);
	assert_int_equal(ctlpath_parse("ctl//exec", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("sessions/a/b/c", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("processes/1/2/3", &p), -ENOENT);
	assert_int_equal(ctlpath_parse("ports/8080/x", &p), -ENOENT);
}

static void test_overlong_components_are_enoent(void **state)
{
	char rel[300] = "sessions/";
	struct ctl_path p;

	memset(rel + 9, 'a', 256);
	rel[9 + 256] = 0;
	assert_int_equal(ctlpath_parse(rel, &p), -ENOENT);
	rel[9 + 255] = 0; /* NAME_MAX: parses, not a valid session name */
	assert_int_equal(ctlpath_parse(rel, &p), 0);
	assert_false(p.name_ok);
}

static void test_sessions_keep_their_name_and_validity(void **state)
{
	struct ctl_path p = parse_ok("sessions");
	struct ctl_path q;

	assert_int_equal(p.node, CTL_NODE_SESSIONS_DIR);
	p = parse_ok("sessions/build");
	assert_int_equal(p.node, CTL_NODE_SESSION);
	assert_int_equal(p.dir, CTL_DIR_SESSIONS);
	assert_string_equal(p.name, "build");
	assert_true(p.name_ok);
	/* mkdir of an invalid name must reach the directory (EINVAL there) */
	p = parse_ok("sessions/a..b");
	assert_int_equal(p.node, CTL_NODE_SESSION);
	assert_false(p.name_ok);
	p = parse_ok("sessions/build/env");
	assert_int_equal(p.node, CTL_NODE_SESSION_FILE);
	assert_int_equal(p.leaf, LEAF_ENV);
	assert_int_equal(parse_ok("sessions/build/cwd").leaf, LEAF_CWD);
	assert_int_equal(parse_ok("sessions/build/exec").leaf, LEAF_EXEC);
	/* files of an invalid session never exist */
	assert_int_equal(ctlpath_parse("sessions/a..b/exec", &q), -ENOENT);
	assert_int_equal(ctlpath_parse("sessions/build/info", &q), -ENOENT);
}

static void test_processes_by_pid_and_spawn(void **state)
{
	struct ctl_path p = parse_ok("processes");
	struct ctl_path q;

	assert_int_equal(p.node, CTL_NODE_PROCESSES_DIR);
	p = parse_ok("processes/spawn");
	assert_int_equal(p.node, CTL_NODE_SPAWN);
	assert_int_equal(p.leaf, LEAF_SPAWN);
	p = parse_ok("processes/42");
	assert_int_equal(p.node, CTL_NODE_PROCESS);
	assert_int_equal(p.pid, 42);
	p = parse_ok("processes/42/ctl");
	assert_int_equal(p.leaf, LEAF_PROC_CTL);
	assert_int_equal(p.mode, 0200);
	assert_int_equal(parse_ok("processes/42/status").leaf, LEAF_PROC_STATUS);
	assert_int_equal(parse_ok("processes/42/log").leaf, LEAF_LOG);
	assert_int_equal(ctlpath_parse("processes/042", &q), -ENOENT);
	assert_int_equal(ctlpath_parse("processes/-1", &q), -ENOENT);
	assert_int_equal(ctlpath_parse("processes/spawn/x", &q), -ENOENT);
	assert_int_equal(ctlpath_parse("processes/42/exec", &q), -ENOENT);
}

static void test_ports_parse_any_name_and_say_if_valid(void **state)
{
	struct ctl_path p = parse_ok("ports");

	assert_int_equal(p.node, CTL_NODE_PORTS_DIR);
	p = parse_ok("ports/8080");
	assert_int_equal(p.node, CTL_NODE_PORT);
	assert_int_equal(p.leaf, LEAF_PORT);
	assert_true(p.name_ok);
	assert_int_equal(p.port, 8080);
	/* touch ports/80 must reach the directory to be refused with EINVAL */
	p = parse_ok("ports/80");
	assert_int_equal(p.node, CTL_NODE_PORT);
	assert_false(p.name_ok);
}

static void test_read_only_files(void **state)
{
	enum ctl_leaf ro[] = {LEAF_OUT, LEAF_ERR,     LEAF_STATUS,	LEAF_INFO,
			      LEAF_CWD, LEAF_CMDLINE, LEAF_PROC_STATUS, LEAF_LOG};
	enum ctl_leaf rw[] = {LEAF_EXEC,  LEAF_SNAPSHOT, LEAF_ENV,
			      LEAF_SPAWN, LEAF_PORT,	 LEAF_PROC_CTL};

	for (size_t i = 0; i < sizeof(ro) / sizeof(ro[0]); i++)
		assert_true(ctlpath_readonly(ro[i]));
	for (size_t i = 0; i < sizeof(rw) / sizeof(rw[0]); i++)
		assert_false(ctlpath_readonly(rw[i]));
}

static void test_fixed_listings_match_the_grammar(void **state)
{
	enum ctl_node dirs[] = {CTL_NODE_CTL_DIR, CTL_NODE_SESSION, CTL_NODE_PROCESS};
	const char *prefix[] = {"ctl/", "sessions/s/", "processes/7/"};

	for (size_t i = 0; i < 3; i++) {
		const struct ctl_leaf_def *d = ctlpath_leaves(dirs[i]);
		size_t n = 0;

		assert_non_null(d);
		for (; d->name; d++, n++) {
			char rel[64];
			struct ctl_path p;

			snprintf(rel, sizeof(rel), "%s%s", prefix[i], d->name);
			assert_int_equal(ctlpath_parse(rel, &p), 0);
			assert_int_equal(p.leaf, d->leaf);
			assert_int_equal(p.mode, d->mode);
		}
		assert_true(n >= 4);
	}
	assert_null(ctlpath_leaves(CTL_NODE_SESSIONS_DIR));
	assert_null(ctlpath_leaves(CTL_NODE_PORTS_DIR));
}

static void test_ctlfs_owns_every_control_subtree(void **state)
{
	assert_true(ctlfs_owns("ctl"));
	assert_true(ctlfs_owns("/sessions/a/out"));
	assert_true(ctlfs_owns("processes/1"));
	assert_true(ctlfs_owns("ports"));
	assert_true(ctlfs_owns("contexts/py/run"));
	assert_true(ctlfs_owns("terminals/new"));
	assert_false(ctlfs_owns("workspace/ctl"));
	assert_false(ctlfs_owns("ctlx"));
	assert_false(ctlfs_owns("port"));
	assert_false(ctlfs_owns(""));
	assert_false(ctlfs_owns(NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_ctl_directory_and_its_files),
	    cmocka_unit_test(test_names_the_tree_does_not_have_are_enoent),
	    cmocka_unit_test(test_overlong_components_are_enoent),
	    cmocka_unit_test(test_sessions_keep_their_name_and_validity),
	    cmocka_unit_test(test_processes_by_pid_and_spawn),
	    cmocka_unit_test(test_ports_parse_any_name_and_say_if_valid),
	    cmocka_unit_test(test_read_only_files),
	    cmocka_unit_test(test_fixed_listings_match_the_grammar),
	    cmocka_unit_test(test_ctlfs_owns_every_control_subtree),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
