/* test_links.c — symlink targets shown through the mount (fs/links.c): the
 * ones that stay in the workspace keep working, the ones that leave never
 * resolve on the host. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "links.h"

#define MNT "/mnt/sbx"

static void shows(const char *linkpath, const char *target, const char *want)
{
	char *got = links_to_mount(MNT, "demo", linkpath, target, false);

	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void test_absolute_targets_inside_are_rewritten_into_the_mount(void **state)
{
	shows("/workspace/l", "/workspace/src/x", MNT "/demo/workspace/src/x");
	shows("/workspace/a/l", "/workspace", MNT "/demo/workspace");
	shows("/workspace/l", "//workspace//./src/../y/", MNT "/demo/workspace/y");
}

static void test_absolute_targets_outside_never_resolve(void **state)
{
	shows("/workspace/notes.txt", "/root/.bashrc",
	      MNT "/demo/.outside-workspace:/root/.bashrc");
	shows("/workspace/l", "/etc/shadow", MNT "/demo/.outside-workspace:/etc/shadow");
	shows("/workspace/l", "/workspacex/y", MNT "/demo/.outside-workspace:/workspacex/y");
	shows("/workspace/l", "/", MNT "/demo/.outside-workspace:/");
	/* normalised before the check: no ".." reaches the host through the mount */
	shows("/workspace/l", "/workspace/../../../../etc/passwd",
	      MNT "/demo/.outside-workspace:/workspace/../../../../etc/passwd");
	shows("/workspace/l", "/tmp/x", MNT "/demo/.outside-workspace:/tmp/x");
}

static void test_relative_targets_inside_are_kept_as_written(void **state)
{
	shows("/workspace/l", "x", "x");
	shows("/workspace/a/b/l", "../../c/./d", "../../c/./d");
	shows("/workspace/a/l", "../workspace/x", "../workspace/x");
	shows("/workspace/l", "../workspace/x", "../workspace/x");
	shows("/workspace/l", ".", ".");
}

static void test_relative_targets_that_climb_out_never_resolve(void **state)
{
	shows("/workspace/l", "../../../../root/.bashrc",
	      MNT "/demo/.outside-workspace:../../../../root/.bashrc");
	shows("/workspace/a/l", "../../other/workspace/secret",
	      MNT "/demo/.outside-workspace:../../other/workspace/secret");
	shows("/workspace/l", "..", MNT "/demo/.outside-workspace:..");
	shows("/workspace/l", "../ctl/exec", MNT "/demo/.outside-workspace:../ctl/exec");
	/* above "/" is outside, not clamped: MOUNT/<id>/.. is MOUNT, where
	 * "workspace" would name another sandbox */
	shows("/workspace/l", "../../workspace/x",
	      MNT "/demo/.outside-workspace:../../workspace/x");
}

static void test_a_dotdot_after_a_name_is_shown_normalised(void **state)
{
	/* "s/../../x": if s were a link, the kernel's walk would climb from
	 * wherever s points; the normalised form climbs only from here */
	shows("/workspace/a/b/l", "s/../../x", "../x");
	shows("/workspace/a/l", "s/../x", "x");
	shows("/workspace/a/l", "s/..", ".");
	shows("/workspace/a/l", "s/../..", "..");
	shows("/workspace/l", "s/../../../etc", MNT "/demo/.outside-workspace:s/../../../etc");
}

static void test_empty_target_is_kept(void **state)
{
	shows("/workspace/l", "", "");
}

static void test_targets_written_through_the_mount_are_stored_as_the_sandbox_sees_them(void **state)
{
	char nb[256];

	assert_string_equal(links_from_mount(MNT, "demo", MNT "/demo/workspace/x", nb, sizeof(nb)),
			    "/workspace/x");
	assert_string_equal(links_from_mount(MNT, "demo", MNT "/demo/workspace", nb, sizeof(nb)),
			    "/workspace");
	assert_string_equal(
	    links_from_mount(MNT, "demo", MNT "/demo/workspace/a/../b", nb, sizeof(nb)),
	    "/workspace/a/../b");
	/* through the workspace and out of it: the host path it names,
	 * normalised (no ".." after a name the sandbox could make a link) */
	assert_string_equal(links_from_mount(MNT, "demo", MNT "/demo/workspace/..", nb, sizeof(nb)),
			    MNT "/demo");
	assert_string_equal(
	    links_from_mount(MNT, "demo", MNT "/demo/workspace/x/../../ctl/status", nb, sizeof(nb)),
	    MNT "/demo/ctl/status");
	assert_string_equal(
	    links_from_mount(MNT, "demo", MNT "/demo/.outside-workspace:/root/x", nb, sizeof(nb)),
	    "/root/x");
	assert_string_equal(
	    links_from_mount(MNT, "demo", MNT "/demo/.outside-workspace:../y", nb, sizeof(nb)),
	    "../y");
	/* another sandbox's paths, or look-alikes, stay as given */
	assert_string_equal(links_from_mount(MNT, "demo", MNT "/other/workspace/x", nb, sizeof(nb)),
			    MNT "/other/workspace/x");
	assert_string_equal(links_from_mount(MNT, "demo", MNT "/demox/workspace/x", nb, sizeof(nb)),
			    MNT "/demox/workspace/x");
	assert_string_equal(links_from_mount(MNT, "demo", MNT "/demo/workspacex", nb, sizeof(nb)),
			    MNT "/demo/workspacex");
	assert_string_equal(links_from_mount(MNT, "demo", "relative/x", nb, sizeof(nb)),
			    "relative/x");
}

static void test_own_links_leaving_the_workspace_are_shown_as_written(void **state)
{
	char *got =
	    links_to_mount(MNT, "demo", "/workspace/venv/bin/python", "/usr/bin/python3", true);

	assert_string_equal(got, "/usr/bin/python3");
	free(got);
	/* inside targets are rewritten as for any link */
	got = links_to_mount(MNT, "demo", "/workspace/l", "/workspace/x", true);
	assert_string_equal(got, MNT "/demo/workspace/x");
	free(got);
}

static void test_own_links_are_remembered_by_path_and_target(void **state)
{
	struct links_own *o;

	assert_int_equal(links_own_new(&o), 0);
	links_own_add(o, "/demo/workspace/l", "/usr/bin/python3");
	assert_true(links_own_has(o, "/demo/workspace/l", "/usr/bin/python3"));
	/* the sandbox changed the target, or it is another path: not ours */
	assert_false(links_own_has(o, "/demo/workspace/l", "/root/.bashrc"));
	assert_false(links_own_has(o, "/demo/workspace/m", "/usr/bin/python3"));
	links_own_rename(o, "/demo/workspace/l", "/demo/workspace/m");
	assert_false(links_own_has(o, "/demo/workspace/l", "/usr/bin/python3"));
	assert_true(links_own_has(o, "/demo/workspace/m", "/usr/bin/python3"));
	/* a rename over a remembered link forgets the one replaced */
	links_own_add(o, "/demo/workspace/n", "/etc/hosts");
	links_own_rename(o, "/demo/workspace/x", "/demo/workspace/n");
	assert_false(links_own_has(o, "/demo/workspace/n", "/etc/hosts"));
	links_own_add(o, "/demo/workspace/m", "/etc/hosts");
	assert_true(links_own_has(o, "/demo/workspace/m", "/etc/hosts"));
	assert_false(links_own_has(o, "/demo/workspace/m", "/usr/bin/python3"));
	links_own_free(o);
	links_own_free(NULL);
}

static void test_own_links_are_bounded(void **state)
{
	struct links_own *o;
	char p[64];

	assert_int_equal(links_own_new(&o), 0);
	for (int i = 0; i < LINKS_OWN_MAX + 10; i++) {
		snprintf(p, sizeof(p), "/demo/workspace/%d", i);
		links_own_add(o, p, "/t");
	}
	/* forgetting is allowed (it only hides), holding more is not */
	snprintf(p, sizeof(p), "/demo/workspace/%d", LINKS_OWN_MAX + 9);
	assert_true(links_own_has(o, p, "/t"));
	assert_false(links_own_has(o, "/demo/workspace/0", "/t"));
	links_own_free(o);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_absolute_targets_inside_are_rewritten_into_the_mount),
	    cmocka_unit_test(test_absolute_targets_outside_never_resolve),
	    cmocka_unit_test(test_relative_targets_inside_are_kept_as_written),
	    cmocka_unit_test(test_relative_targets_that_climb_out_never_resolve),
	    cmocka_unit_test(test_a_dotdot_after_a_name_is_shown_normalised),
	    cmocka_unit_test(test_empty_target_is_kept),
	    cmocka_unit_test(
		test_targets_written_through_the_mount_are_stored_as_the_sandbox_sees_them),
	    cmocka_unit_test(test_own_links_leaving_the_workspace_are_shown_as_written),
	    cmocka_unit_test(test_own_links_are_remembered_by_path_and_target),
	    cmocka_unit_test(test_own_links_are_bounded),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
