/* test_tree.c — mount paths to node kinds (fs/tree.c). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tree.h"

static void test_root_and_meta_paths_parse(void **state)
{
	struct tree_node n;

	assert_int_equal(tree_parse("/", &n), 0);
	assert_int_equal(n.kind, TREE_ROOT);
	assert_int_equal(tree_parse("/.sbxfs", &n), 0);
	assert_int_equal(n.kind, TREE_META_DIR);
	assert_int_equal(tree_parse("/.sbxfs/stats", &n), 0);
	assert_int_equal(n.kind, TREE_META_FILE);
	assert_string_equal(n.rel, "stats");
	assert_int_equal(tree_parse("/.sbxfs/nope", &n), -ENOENT);
	assert_int_equal(tree_parse("/.sbxfs/stats/x", &n), -ENOENT);
}

static void test_workspace_path_ends_in_the_sandbox_path(void **state)
{
	struct tree_node n;

	assert_int_equal(tree_parse("/demo/workspace", &n), 0);
	assert_int_equal(n.kind, TREE_WORKSPACE);
	assert_string_equal(n.id, "demo");
	assert_string_equal(n.rel, "/workspace");
	assert_int_equal(tree_parse("/demo/workspace/src/a b.c", &n), 0);
	assert_string_equal(n.rel, "/workspace/src/a b.c");
	assert_int_equal(tree_parse("/demo", &n), 0);
	assert_int_equal(n.kind, TREE_SANDBOX);
}

static void test_invalid_ids_and_names_are_enoent(void **state)
{
	struct tree_node n;

	assert_int_equal(tree_parse("/Demo", &n), -ENOENT);
	assert_int_equal(tree_parse("/demo1", &n), -ENOENT); /* 1 is not base32 */
	assert_int_equal(tree_parse("/.git", &n), -ENOENT);
	assert_int_equal(tree_parse("/demo/workspacex", &n), -ENOENT);
	assert_int_equal(tree_parse("/demo/other", &n), -ENOENT);
	assert_int_equal(tree_parse("relative", &n), -ENOENT);
}

static void test_control_directories_go_to_ctlfs(void **state)
{
	struct tree_node n;

	assert_int_equal(tree_parse("/demo/ctl/exec", &n), 0);
	assert_int_equal(n.kind, TREE_CTL);
	assert_string_equal(n.rel, "ctl/exec");
	assert_int_equal(tree_parse("/demo/sessions", &n), 0);
	assert_string_equal(n.rel, "sessions");
}

static void test_split_gives_parent_and_name(void **state)
{
	char p[64];

	assert_string_equal(tree_split("/a/b/c", p, sizeof(p)), "c");
	assert_string_equal(p, "/a/b");
	assert_string_equal(tree_split("/a", p, sizeof(p)), "a");
	assert_string_equal(p, "/");
	assert_null(tree_split("/aaaaaaaa/b", p, 4));
}

static void test_below_and_moved_follow_whole_components(void **state)
{
	char *m;

	(void)state;
	assert_true(tree_below("/w/a", "/w/a", 4));
	assert_true(tree_below("/w/a/b", "/w/a", 4));
	assert_false(tree_below("/w/ab", "/w/a", 4));
	assert_false(tree_below("/w", "/w/a", 4));
	m = tree_moved("/w/a/b/c", 4, "/x/y");
	assert_string_equal(m, "/x/y/b/c");
	free(m);
	m = tree_moved("/w/a", 4, "/z");
	assert_string_equal(m, "/z");
	free(m);
}

static void test_names_and_paths_too_long_are_enametoolong(void **state)
{
	struct tree_node t;
	char name[300], path[5000];

	memset(name, 'x', 255);
	name[255] = '\0';
	snprintf(path, sizeof(path), "/abc/workspace/%s", name);
	assert_int_equal(tree_parse(path, &t), 0);
	snprintf(path, sizeof(path), "/abc/workspace/%sx/y", name);
	assert_int_equal(tree_parse(path, &t), -ENAMETOOLONG);
	/* "/abc/workspace" and then "/x..." up to exactly 4095 bytes: fits */
	memset(path, 'a', sizeof(path));
	memcpy(path, "/abc/workspace", 14);
	for (size_t i = 14; i < 4095; i += 100)
		path[i] = '/';
	path[4095] = '\0';
	assert_int_equal(tree_parse(path, &t), 0);
	path[4095] = 'b';
	path[4096] = '\0';
	assert_int_equal(tree_parse(path, &t), -ENAMETOOLONG);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_root_and_meta_paths_parse),
	    cmocka_unit_test(test_workspace_path_ends_in_the_sandbox_path),
	    cmocka_unit_test(test_invalid_ids_and_names_are_enoent),
	    cmocka_unit_test(test_control_directories_go_to_ctlfs),
	    cmocka_unit_test(test_split_gives_parent_and_name),
	    cmocka_unit_test(test_below_and_moved_follow_whole_components),
	    cmocka_unit_test(test_names_and_paths_too_long_are_enametoolong),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
