/* Unit tests for server/limits.c's parsers of /proc/self/cgroup and
 * /proc/self/mountinfo (the detection of where a sandbox's cgroups go). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <string.h>

#include "reslimits.h"

static const char SELF_HYBRID[] = "9:name=systemd:/\n"
				  "8:pids:/\n"
				  "4:memory:/process_api/b67f\n"
				  "2:cpu,cpuacct:/a b\n"
				  "0::/\n";

static const char MOUNTINFO[] =
    "25 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw,discard\n"
    "30 25 0:26 / /sys/fs/cgroup rw - tmpfs tmpfs rw,mode=755\n"
    "31 30 0:27 / /sys/fs/cgroup/unified rw shared:5 - cgroup2 cgroup2 rw\n"
    "33 30 0:29 / /sys/fs/cgroup/cpu,cpuacct rw shared:7 - cgroup cgroup rw,cpu,cpuacct\n"
    "34 30 0:30 /ns /sys/fs/cgroup/mem\\040ory rw - cgroup cgroup rw,memory\n"
    "35 30 0:31 / /sys/fs/cgroup/pids rw master:3 shared:9 - cgroup cgroup rw,pids\n";

static void test_self_finds_each_v1_controller_and_v2(void **state)
{
	char out[256];

	(void)state;
	assert_int_equal(limits_parse_self(SELF_HYBRID, "memory", out, sizeof(out)), 0);
	assert_string_equal(out, "/process_api/b67f");
	assert_int_equal(limits_parse_self(SELF_HYBRID, "cpuacct", out, sizeof(out)), 0);
	assert_string_equal(out, "/a b");
	assert_int_equal(limits_parse_self(SELF_HYBRID, "cpu", out, sizeof(out)), 0);
	assert_string_equal(out, "/a b");
	assert_int_equal(limits_parse_self(SELF_HYBRID, NULL, out, sizeof(out)), 0);
	assert_string_equal(out, "/");
	assert_int_equal(limits_parse_self(SELF_HYBRID, "blkio", out, sizeof(out)), -ENOENT);
	assert_int_equal(limits_parse_self("4:memory:/x\n", NULL, out, sizeof(out)), -ENOENT);
	/* "name=systemd" is not the "systemd" controller, nor "mem" "memory" */
	assert_int_equal(limits_parse_self(SELF_HYBRID, "systemd", out, sizeof(out)), -ENOENT);
	assert_int_equal(limits_parse_self(SELF_HYBRID, "mem", out, sizeof(out)), -ENOENT);
	assert_int_equal(limits_parse_self(SELF_HYBRID, "memory", out, 4), -ENAMETOOLONG);
}

static void test_mount_finds_hierarchies_with_their_roots(void **state)
{
	char mnt[256], root[256];

	(void)state;
	assert_int_equal(limits_parse_mount(MOUNTINFO, NULL, mnt, sizeof(mnt), root, sizeof(root)),
			 0);
	assert_string_equal(mnt, "/sys/fs/cgroup/unified");
	assert_string_equal(root, "/");
	assert_int_equal(limits_parse_mount(MOUNTINFO, "cpu", mnt, sizeof(mnt), root, sizeof(root)),
			 0);
	assert_string_equal(mnt, "/sys/fs/cgroup/cpu,cpuacct");
	assert_int_equal(
	    limits_parse_mount(MOUNTINFO, "memory", mnt, sizeof(mnt), root, sizeof(root)), 0);
	assert_string_equal(mnt, "/sys/fs/cgroup/mem ory");
	assert_string_equal(root, "/ns");
	assert_int_equal(
	    limits_parse_mount(MOUNTINFO, "pids", mnt, sizeof(mnt), root, sizeof(root)), 0);
	assert_string_equal(mnt, "/sys/fs/cgroup/pids");
	assert_int_equal(
	    limits_parse_mount(MOUNTINFO, "freezer", mnt, sizeof(mnt), root, sizeof(root)),
	    -ENOENT);
	/* ext4's "discard" option list is not a cgroup */
	assert_int_equal(
	    limits_parse_mount(MOUNTINFO, "discard", mnt, sizeof(mnt), root, sizeof(root)),
	    -ENOENT);
}

static void test_describe_names_each_mechanism(void **state)
{
	struct limits_config cfg = {.pids = 0, .memory = 0, .cpu = 0};
	struct limits *l = NULL;
	char line[1024];

	(void)state;
	/* nothing asked: nothing limited, whatever the host offers */
	assert_int_equal(limits_new(&cfg, "unit-test", false, &l), 0);
	limits_describe(l, line, sizeof(line));
	assert_non_null(strstr(line, "pids off, memory off, cpu off"));
	assert_string_equal(limits_how_name(limits_how_pids(l)), "off");
	limits_free(l);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_self_finds_each_v1_controller_and_v2),
	    cmocka_unit_test(test_mount_finds_hierarchies_with_their_roots),
	    cmocka_unit_test(test_describe_names_each_mechanism),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
