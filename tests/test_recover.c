/* test_recover.c — fs/recover.c without a server: the manifest format, the
 * spool directories' locks, and what the next mount reaps on its own (cache
 * of a dead mount) or keeps (unsent data it cannot check offline, a live
 * mount's directory). The server side (upload when unchanged, move when
 * changed) is in tests/integration/fs_recover.sh, on a real mount. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "recover.h"

static char dir[] = "/tmp/test_recover.XXXXXX";

/* Reads the manifest at path into buf and parses it into *m (asserting). */
static void read_manifest(const char *path, char *buf, size_t size, struct recover_manifest *m,
			  char **keybuf)
{
	FILE *f = fopen(path, "r");
	size_t n;

	assert_non_null(f);
	n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
	assert_int_equal(recover_manifest_parse(buf, m, keybuf), 0);
}

static int setup(void **state)
{
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[PATH_MAX];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* Whether the path a + b exists. */
static bool exists(const char *a, const char *b)
{
	char p[PATH_MAX * 2];

	snprintf(p, sizeof(p), "%s%s", a, b);
	return access(p, F_OK) == 0;
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_manifests_round_trip_any_key(void **state)
{
	static const char *const keys[] = {
	    "/abc/workspace/a.c",
	    "/abc/workspace/with space/and\nnewline\ttab",
	    "/abc/workspace/100%/\x01\x7f\xff\xfe/ü",
	    "/abc/workspace/-%41",
	};
	struct recover_manifest m = {0}, back;
	char *text, *keybuf;

	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		m.key = keys[i];
		m.isnew = i % 2;
		m.mode = 0751;
		m.base_known = i != 1;
		m.base_size = (off_t)1 << 40;
		m.base_mtime.tv_sec = 4102444800; /* after 2038 */
		m.base_mtime.tv_nsec = 999999999;
		assert_int_equal(recover_manifest_format(&m, &text), 0);
		assert_null(strchr(strchr(text, '\n') + 5, '\t')); /* one token per line */
		assert_int_equal(recover_manifest_parse(text, &back, &keybuf), 0);
		assert_string_equal(back.key, keys[i]);
		assert_int_equal(back.isnew, m.isnew);
		assert_int_equal(back.mode, 0751);
		assert_int_equal(back.base_known, m.base_known);
		if (m.base_known) {
			assert_int_equal(back.base_size, m.base_size);
			assert_int_equal(back.base_mtime.tv_sec, m.base_mtime.tv_sec);
			assert_int_equal(back.base_mtime.tv_nsec, m.base_mtime.tv_nsec);
		}
		free(text);
		free(keybuf);
	}
}

static void test_malformed_manifests_are_refused(void **state)
{
	static const char *const bad[] = {
	    "",
	    "sbxfs unsent 2\nkey /a/workspace/x\nnew 0\nmode 0644\nbase -\n",
	    "sbxfs unsent 1\nnew 0\nmode 0644\nbase -\n",			/* no key */
	    "sbxfs unsent 1\nkey /a/workspace/x\nmode 0644\nbase -\n",		/* no new */
	    "sbxfs unsent 1\nkey /a/workspace/x\nnew 0\nmode 0644\n",		/* no base */
	    "sbxfs unsent 1\nkey /a/workspace/%00\nnew 0\nmode 0644\nbase -\n", /* NUL */
	    "sbxfs unsent 1\nkey /a/workspace/%4\nnew 0\nmode 0644\nbase -\n",
	    "sbxfs unsent 1\nkey /a/workspace/x y\nnew 0\nmode 0644\nbase -\n",
	    "sbxfs unsent 1\nkey /a/workspace/x\nnew 2\nmode 0644\nbase -\n",
	    "sbxfs unsent 1\nkey /a/workspace/x\nnew 0\nmode 0644\nbase 1 2 1000000000\n",
	    "sbxfs unsent 1\nkey /a/workspace/x\nnew 0\nmode 0644\nbase -1 2 3\n",
	};
	struct recover_manifest m;
	char *keybuf;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(recover_manifest_parse(bad[i], &m, &keybuf), -EINVAL);
	/* unknown lines are a newer sbxfs's: ignored */
	assert_int_equal(recover_manifest_parse("sbxfs unsent 1\nkey /a/workspace/x\nnew 1\n"
						"color blue\nmode 0600\nbase -\n",
						&m, &keybuf),
			 0);
	assert_string_equal(m.key, "/a/workspace/x");
	assert_true(m.isnew);
	free(keybuf);
}

static void test_a_manifest_is_written_renamed_and_removed_next_to_its_spool(void **state)
{
	struct recover_manifest m = {.key = "/a/workspace/old", .mode = 0644}, back;
	char spool[PATH_MAX], path[PATH_MAX + 16], buf[512], *keybuf;

	snprintf(spool, sizeof(spool), "%s/f1.abc", dir);
	snprintf(path, sizeof(path), "%s.unsent", spool);
	assert_int_equal(recover_manifest_write(spool, &m), 0);
	assert_int_equal(recover_manifest_rekey(spool, "/a/workspace/new"), 0);
	read_manifest(path, buf, sizeof(buf), &back, &keybuf);
	assert_string_equal(back.key, "/a/workspace/new");
	free(keybuf);
	recover_manifest_remove(spool);
	assert_int_not_equal(access(path, F_OK), 0);
	/* no manifest: a rename leaves none */
	assert_int_equal(recover_manifest_rekey(spool, "/a/workspace/x"), 0);
	assert_int_not_equal(access(path, F_OK), 0);
}

/* A mode and times set while the data was unsent (what the lost close
 * would have carried) go through the text; negative and far times too. */
static void test_pending_mode_and_times_round_trip(void **state)
{
	struct recover_manifest m = {.key = "/a/workspace/x",
				     .mode = 0644,
				     .set_mode = true,
				     .set_mode_bits = 04755,
				     .set_atime = true,
				     .atime = {-86400, 5},
				     .set_mtime = true,
				     .mtime = {4102444800, 999999999}},
				back;
	char *text, *keybuf;

	for (int i = 0; i < 4; i++) {
		m.set_mode = i != 1;
		m.set_atime = i != 2;
		m.set_mtime = i != 3;
		assert_int_equal(recover_manifest_format(&m, &text), 0);
		assert_int_equal(recover_manifest_parse(text, &back, &keybuf), 0);
		assert_int_equal(back.set_mode, m.set_mode);
		if (m.set_mode)
			assert_int_equal(back.set_mode_bits, 04755);
		assert_int_equal(back.set_atime, m.set_atime);
		if (m.set_atime) {
			assert_int_equal(back.atime.tv_sec, -86400);
			assert_int_equal(back.atime.tv_nsec, 5);
		}
		assert_int_equal(back.set_mtime, m.set_mtime);
		if (m.set_mtime) {
			assert_int_equal(back.mtime.tv_sec, 4102444800);
			assert_int_equal(back.mtime.tv_nsec, 999999999);
		}
		assert_int_equal(back.mode, 0644);
		free(text);
		free(keybuf);
	}
}

/* A manifest of an older sbxfs (no "chmod", "atime", "mtime" lines, no
 * "end") recovers as it did: nothing to apply but a new file's mode. */
static void test_an_old_manifest_has_no_pending_mode_or_times(void **state)
{
	struct recover_manifest m;
	char *keybuf;

	assert_int_equal(recover_manifest_parse("sbxfs unsent 1\nkey /a/workspace/x\nnew 1\n"
						"mode 0600\nbase -\n",
						&m, &keybuf),
			 0);
	assert_true(m.isnew);
	assert_int_equal(m.mode, 0600);
	assert_false(m.set_mode);
	assert_false(m.set_atime);
	assert_false(m.set_mtime);
	free(keybuf);
}

/* A garbled or cut-short manifest with a pending mode or times is no
 * manifest (its data goes to the recovery folder): uploading it without
 * them would leave a file made private world-readable. Whatever follows
 * "end" is not read. */
static void test_garbled_or_torn_pending_attrs_are_refused(void **state)
{
#define HEAD "sbxfs unsent 1\nkey /a/workspace/x\nnew 0\nmode 0000\nbase 5 6 7\n"
	static const char *const bad[] = {
	    HEAD "chmod 0600\n",			/* no end: cut short */
	    HEAD "chmod 0600\nmtime 1000000000 0\n",	/* ditto */
	    HEAD "chmod 0600\nmtime 1000000000 0\nen",	/* ditto, mid-line */
	    HEAD "chmod 0600\nmtime 1000000000 0\nend", /* "end" without its newline */
	    HEAD "chmod 06x0\nend\n",
	    HEAD "chmod 10000\nend\n",
	    HEAD "chmod -1\nend\n",
	    HEAD "chmod \nend\n",
	    HEAD "chmod 0600\nchmod 0644\nend\n", /* twice */
	    HEAD "atime 1\nend\n",
	    HEAD "atime 1 2 3\nend\n",
	    HEAD "atime 1 -1\nend\n",
	    HEAD "mtime 1 1000000000\nend\n",
	    HEAD "mtime x 0\nend\n",
	    HEAD "mtime 1 0\nmtime 2 0\nend\n",
	};
	static char longline[300];
	struct recover_manifest m;
	char *keybuf;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(recover_manifest_parse(bad[i], &m, &keybuf), -EINVAL);
	snprintf(longline, sizeof(longline), HEAD "mtime 1 %0200d\nend\n", 0);
	assert_int_equal(recover_manifest_parse(longline, &m, &keybuf), -EINVAL);
	/* all there: parsed, lines after "end" ignored */
	assert_int_equal(
	    recover_manifest_parse(HEAD "chmod 0600\natime 3 4\nend\nchmod x\n", &m, &keybuf), 0);
	assert_true(m.set_mode);
	assert_int_equal(m.set_mode_bits, 0600);
	assert_true(m.set_atime);
	assert_false(m.set_mtime);
	assert_int_equal(m.base_size, 5);
	free(keybuf);
#undef HEAD
}

/* Unsent appends (what a `>>` wrote) say where they start and whether the
 * spool has nothing before (hollow): round trip; garbled, repeated or
 * cut-short lines are no manifest (a hollow spool sent whole would put
 * zeros over the file's data). */
static void test_unsent_appends_round_trip_and_garbled_ones_are_refused(void **state)
{
#define HEAD "sbxfs unsent 1\nkey /a/workspace/x\nnew 0\nmode 0000\nbase -\n"
	static const char *const bad[] = {
	    HEAD "append 5 1\n", /* no end */
	    HEAD "append 5\nend\n",	HEAD "append -5 1\nend\n",
	    HEAD "append 5 2\nend\n",	HEAD "append x 1\nend\n",
	    HEAD "append 5 1 9\nend\n", HEAD "append 5 1\nappend 6 1\nend\n",
	};
	struct recover_manifest m = {.key = "/a/workspace/x",
				     .append = true,
				     .append_from = 1234567,
				     .hollow = true},
				back;
	char *text, *keybuf;

	for (int i = 0; i < 3; i++) {
		m.append = i != 2;
		m.hollow = i == 0;
		assert_int_equal(recover_manifest_format(&m, &text), 0);
		assert_int_equal(recover_manifest_parse(text, &back, &keybuf), 0);
		assert_int_equal(back.append, m.append);
		assert_int_equal(back.hollow, m.append && m.hollow);
		if (m.append)
			assert_int_equal(back.append_from, 1234567);
		free(text);
		free(keybuf);
	}
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(recover_manifest_parse(bad[i], &back, &keybuf), -EINVAL);
#undef HEAD
}

/* The pending mode and times are rewritten in place (key and base kept);
 * a create made by the mount rebases it (no longer new) and keeps them;
 * a move to another spool keeps them. */
static void test_pending_attrs_are_updated_and_kept(void **state)
{
	struct recover_manifest m = {.key = "/a/workspace/f", .isnew = true, .mode = 0640},
				a = {.set_mode = true,
				     .set_mode_bits = 0755,
				     .set_mtime = true,
				     .mtime = {1000000000, 0}},
				back;
	char spool[PATH_MAX], spool2[PATH_MAX], path[PATH_MAX + 16], buf[1024], *keybuf;

	snprintf(spool, sizeof(spool), "%s/attrs.abc", dir);
	snprintf(spool2, sizeof(spool2), "%s/attrs2.abc", dir);
	assert_int_equal(recover_manifest_write(spool, &m), 0);
	assert_int_equal(recover_manifest_set_attrs(spool, &a), 0);
	assert_int_equal(
	    recover_manifest_rebase(spool, "/a/workspace/g", 0, (struct timespec){77, 88}), 0);
	assert_int_equal(recover_manifest_move(spool, spool2), 0);
	snprintf(path, sizeof(path), "%s.unsent", spool2);
	read_manifest(path, buf, sizeof(buf), &back, &keybuf);
	assert_string_equal(back.key, "/a/workspace/g");
	assert_false(back.isnew);
	assert_true(back.base_known);
	assert_int_equal(back.base_mtime.tv_sec, 77);
	assert_true(back.set_mode);
	assert_int_equal(back.set_mode_bits, 0755);
	assert_false(back.set_atime);
	assert_true(back.set_mtime);
	assert_int_equal(back.mtime.tv_sec, 1000000000);
	free(keybuf);
	/* cleared again (a write after the utimens) */
	a.set_mtime = false;
	assert_int_equal(recover_manifest_set_attrs(spool2, &a), 0);
	read_manifest(path, buf, sizeof(buf), &back, &keybuf);
	assert_true(back.set_mode);
	assert_false(back.set_mtime);
	free(keybuf);
	recover_manifest_remove(spool2);
	/* no manifest: nothing is made */
	assert_int_equal(recover_manifest_set_attrs(spool, &a), 0);
	snprintf(path, sizeof(path), "%s.unsent", spool);
	assert_int_not_equal(access(path, F_OK), 0);
}

/* A removed manifest's file is reused by the next one of its directory
 * (no inode made and released per written file), holds exactly the new
 * manifest, and counts as no manifest meanwhile: a dead mount's directory
 * with only free ones and cache is reaped whole. */
static void test_manifest_files_are_recycled_and_free_ones_are_no_manifests(void **state)
{
	struct recover_manifest m = {.key = "/a/workspace/a-rather-long-name.txt", .mode = 0644};
	struct recover_manifest m2 = {.key = "/a/workspace/b", .mode = 0600, .isnew = true}, back;
	char root[PATH_MAX], a[PATH_MAX * 2], b[PATH_MAX * 2], ma[PATH_MAX * 2 + 16],
	    mb[PATH_MAX * 2 + 16], *dead, *mine, *text, *keybuf;
	struct stat sa, sb;
	struct recover_stats st;
	int dead_fd, mine_fd;
	FILE *f;
	size_t n;

	snprintf(root, sizeof(root), "%s/root4", dir);
	assert_int_equal(mkdir(root, 0700), 0);
	assert_int_equal(recover_spool_create(root, &dead, &dead_fd), 0);
	snprintf(a, sizeof(a), "%s/files/f1.aaaaaa", dead);
	snprintf(b, sizeof(b), "%s/files/f2.bbbbbb", dead);
	snprintf(ma, sizeof(ma), "%s/files/f1.aaaaaa.unsent", dead);
	snprintf(mb, sizeof(mb), "%s/files/f2.bbbbbb.unsent", dead);
	put(a, "a");
	put(b, "b");
	assert_int_equal(recover_manifest_write(a, &m), 0);
	assert_int_equal(stat(ma, &sa), 0);
	recover_manifest_remove(a);
	assert_int_not_equal(access(ma, F_OK), 0);
	assert_int_equal(recover_manifest_write(b, &m2), 0);
	assert_int_equal(stat(mb, &sb), 0);
	assert_true(sa.st_ino == sb.st_ino); /* the same file, renamed */
	text = calloc(1, 4096);
	assert_non_null(text);
	f = fopen(mb, "r");
	assert_non_null(f);
	n = fread(text, 1, 4095, f);
	fclose(f);
	text[n] = '\0';
	assert_int_equal(recover_manifest_parse(text, &back, &keybuf), 0); /* nothing left over */
	assert_string_equal(back.key, "/a/workspace/b");
	assert_true(back.isnew);
	free(keybuf);
	free(text);
	recover_manifest_remove(b); /* now only free manifest files and cache */
	close(dead_fd);
	assert_int_equal(recover_spool_create(root, &mine, &mine_fd), 0);
	assert_int_equal(recover_run(NULL, root, mine, "/nonexistent", &st), 0);
	assert_int_equal(st.found, 0);
	assert_false(exists(dead, ""));
	recover_spool_remove(mine, mine_fd);
	free(dead);
	free(mine);
}

static void test_a_live_mounts_spool_is_left_alone_a_dead_ones_cache_is_reaped(void **state)
{
	char root[PATH_MAX], f[PATH_MAX * 2], *live, *dead, *mine;
	int live_fd, dead_fd, mine_fd;
	struct recover_stats st;

	snprintf(root, sizeof(root), "%s/root1", dir);
	assert_int_equal(mkdir(root, 0700), 0);
	assert_int_equal(recover_spool_create(root, &live, &live_fd), 0);
	assert_int_equal(recover_spool_create(root, &dead, &dead_fd), 0);
	assert_int_equal(recover_spool_create(root, &mine, &mine_fd), 0);
	assert_true(exists(live, "/files"));
	assert_true(exists(live, "/ctl"));
	/* cache in both; "dead" dies (its lock goes with its descriptor) */
	snprintf(f, sizeof(f), "%s/files/f1.aaaaaa", live);
	put(f, "cached");
	snprintf(f, sizeof(f), "%s/files/f1.bbbbbb", dead);
	put(f, "cached");
	close(dead_fd);

	assert_int_equal(recover_run(NULL, root, mine, "/nonexistent", &st), 0);
	assert_int_equal(st.found, 0);
	assert_false(exists(dead, "")); /* reaped whole */
	assert_true(exists(live, "/files/f1.aaaaaa"));
	assert_true(exists(mine, ""));

	/* clean exits leave nothing */
	recover_spool_remove(live, live_fd);
	recover_spool_remove(mine, mine_fd);
	assert_false(exists(live, ""));
	assert_false(exists(mine, ""));
	free(live);
	free(dead);
	free(mine);
}

static void test_unsent_data_survives_an_offline_mount_and_an_exit(void **state)
{
	struct recover_manifest m = {.key = "/abc/workspace/notes.txt", .mode = 0644};
	char root[PATH_MAX], spool[PATH_MAX * 2], *dead, *mine;
	int dead_fd, mine_fd;
	struct recover_stats st;

	snprintf(root, sizeof(root), "%s/root2", dir);
	assert_int_equal(mkdir(root, 0700), 0);
	assert_int_equal(recover_spool_create(root, &dead, &dead_fd), 0);
	snprintf(spool, sizeof(spool), "%s/files/f7.cccccc", dead);
	put(spool, "precious");
	assert_int_equal(recover_manifest_write(spool, &m), 0);
	snprintf(spool, sizeof(spool), "%s/files/f8.dddddd", dead);
	put(spool, "cache");
	/* an exit that could not upload: the directory stays */
	recover_spool_remove(dead, dead_fd);
	assert_true(exists(dead, "/files/f7.cccccc"));

	/* offline (delay_connect): reported, kept; the cache beside it goes */
	assert_int_equal(recover_spool_create(root, &mine, &mine_fd), 0);
	assert_int_equal(recover_run(NULL, root, mine, "/nonexistent", &st), 0);
	assert_int_equal(st.found, 1);
	assert_int_equal(st.kept, 1);
	assert_int_equal(st.uploaded + st.moved, 0);
	assert_true(exists(dead, "/files/f7.cccccc"));
	assert_true(exists(dead, "/files/f7.cccccc.unsent"));
	assert_false(exists(dead, "/files/f8.dddddd"));
	recover_spool_remove(mine, mine_fd);
	free(dead);
	free(mine);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_manifests_round_trip_any_key),
	    cmocka_unit_test(test_malformed_manifests_are_refused),
	    cmocka_unit_test(test_pending_mode_and_times_round_trip),
	    cmocka_unit_test(test_an_old_manifest_has_no_pending_mode_or_times),
	    cmocka_unit_test(test_garbled_or_torn_pending_attrs_are_refused),
	    cmocka_unit_test(test_unsent_appends_round_trip_and_garbled_ones_are_refused),
	    cmocka_unit_test(test_pending_attrs_are_updated_and_kept),
	    cmocka_unit_test(test_a_manifest_is_written_renamed_and_removed_next_to_its_spool),
	    cmocka_unit_test(test_manifest_files_are_recycled_and_free_ones_are_no_manifests),
	    cmocka_unit_test(test_a_live_mounts_spool_is_left_alone_a_dead_ones_cache_is_reaped),
	    cmocka_unit_test(test_unsent_data_survives_an_offline_mount_and_an_exit),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
