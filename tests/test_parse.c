/* test_parse.c — the strict parsers of client/parse.c: find -printf records
 * with every hostile name, ps, ports, statfs, times. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "parse.h"
#include "sbx.h"

static const char *const HOSTILE[] = {
    "plain",
    "with space",
    "new\nline",
    "tab\there",
    "quote'single",
    "quote\"double",
    "back\\slash",
    "dollar$HOME",
    "star*?[a]",
    "-leading-dash",
    "--",
    "\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80",
    "invalid\xff\xfeutf8",
    " ",
    "...",
    "trailing newline\n",
    "\r\n\x01\x1f\x7f",
    ";rm -rf ~;`x`$(y)",
};

/* Appends one record; returns the new length. */
static size_t add_rec(char *buf, size_t off, const char *type, const char *mode, const char *size,
		      const char *name, size_t name_len, const char *link)
{
	const char *f[] = {type,	 mode, size,	"1700000000.5", "1700000001.1234567890",
			   "1700000002", "2",  "12345", "1000",		"1001"};
	size_t i, n;

	for (i = 0; i < 10; i++) {
		n = strlen(f[i]);
		memcpy(buf + off, f[i], n + 1);
		off += n + 1;
	}
	memcpy(buf + off, name, name_len);
	off += name_len;
	buf[off++] = '\0';
	n = strlen(link);
	memcpy(buf + off, link, n + 1);
	off += n + 1;
	return off;
}

static void test_listing_with_every_hostile_name_round_trips(void **state)
{
	size_t n = sizeof(HOSTILE) / sizeof(HOSTILE[0]), i, len = 0;
	char *buf = malloc(64 * 1024);
	struct sbx_dir d;

	assert_non_null(buf);
	for (i = 0; i < n; i++)
		len = add_rec(buf, len,
			      i % 3 == 2 ? "l"
			      : i % 3	 ? "d"
					 : "f",
			      i % 3 == 2 ? "777" : "4755", "42", HOSTILE[i], strlen(HOSTILE[i]),
			      i % 3 == 2 ? HOSTILE[n - 1 - i] : "");
	assert_int_equal(sbx_parse_listing(buf, len, &d), 0);
	assert_int_equal(d.n, n);
	for (i = 0; i < n; i++) {
		assert_string_equal(d.ents[i].name, HOSTILE[i]);
		assert_int_equal(d.ents[i].st.size, 42);
		assert_int_equal(d.ents[i].st.nlink, 2);
		assert_int_equal(d.ents[i].st.ino, 12345);
		assert_int_equal(d.ents[i].st.uid, 1000);
		assert_int_equal(d.ents[i].st.gid, 1001);
		assert_int_equal(d.ents[i].st.atime.tv_sec, 1700000000);
		assert_int_equal(d.ents[i].st.atime.tv_nsec, 500000000);
		assert_int_equal(d.ents[i].st.mtime.tv_nsec, 123456789);
		assert_int_equal(d.ents[i].st.ctime.tv_nsec, 0);
		if (i % 3 == 2) {
			assert_int_equal(d.ents[i].st.mode, S_IFLNK | 0777);
			assert_string_equal(d.ents[i].link, HOSTILE[n - 1 - i]);
		} else {
			assert_int_equal(d.ents[i].st.mode, (i % 3 ? S_IFDIR : S_IFREG) | 04755);
			assert_null(d.ents[i].link);
		}
	}
	sbx_dir_release(&d);
	sbx_dir_release(NULL);
	free(buf);
}

static void test_empty_listing_is_an_empty_directory(void **state)
{
	struct sbx_dir d;

	assert_int_equal(sbx_parse_listing("", 0, &d), 0);
	assert_int_equal(d.n, 0);
	sbx_dir_release(&d);
}

static void expect_bad_listing(const char *type, const char *mode, const char *size,
			       const char *name, size_t name_len, const char *link)
{
	char buf[512];
	struct sbx_dir d = {(struct sbx_dirent *)0x1, 77};
	size_t len = add_rec(buf, 0, type, mode, size, name, name_len, link);

	assert_int_equal(sbx_parse_listing(buf, len, &d), -EIO);
	/* out-parameter untouched on failure */
	assert_int_equal(d.n, 77);
}

static void test_malformed_listings_are_rejected(void **state)
{
	char buf[512];
	struct sbx_dir d;
	size_t len;

	expect_bad_listing("x", "644", "1", "a", 1, "");
	expect_bad_listing("ff", "644", "1", "a", 1, "");
	expect_bad_listing("f", "648", "1", "a", 1, "");
	expect_bad_listing("f", "17777", "1", "a", 1, "");
	expect_bad_listing("f", "644", "-1", "a", 1, "");
	expect_bad_listing("f", "644", "1x", "a", 1, "");
	expect_bad_listing("f", "644", "", "a", 1, "");
	expect_bad_listing("f", "644", "99999999999999999999999", "a", 1, "");
	expect_bad_listing("f", "644", "1", "", 0, "");
	expect_bad_listing("f", "644", "1", ".", 1, "");
	expect_bad_listing("f", "644", "1", "..", 2, "");
	expect_bad_listing("f", "644", "1", "a/b", 3, "");
	expect_bad_listing("f", "644", "1", "a", 1, "target-on-a-file");
	/* a record cut short anywhere */
	len = add_rec(buf, 0, "f", "644", "1", "name", 4, "");
	for (size_t cut = 1; cut < len; cut++)
		assert_int_equal(sbx_parse_listing(buf, cut, &d), -EIO);
}

static void test_stat_record_gives_link_target(void **state)
{
	char buf[512];
	struct sbx_stat st;
	char *link = NULL;
	size_t len = add_rec(buf, 0, "l", "777", "7", "x", 1, "../t a\nrget");

	assert_int_equal(sbx_parse_stat(buf, len, &st, &link), 0);
	assert_true(S_ISLNK(st.mode));
	assert_string_equal(link, "../t a\nrget");
	free(link);
	/* trailing garbage after the one record */
	buf[len++] = 'x';
	assert_int_equal(sbx_parse_stat(buf, len, &st, NULL), -EIO);
}

static void test_times_parse_with_sub_second_precision(void **state)
{
	struct timespec ts;

	assert_int_equal(sbx_parse_time("1700000000.1234567890", &ts), 0);
	assert_int_equal(ts.tv_sec, 1700000000);
	assert_int_equal(ts.tv_nsec, 123456789);
	assert_int_equal(sbx_parse_time("5", &ts), 0);
	assert_int_equal(ts.tv_sec, 5);
	assert_int_equal(ts.tv_nsec, 0);
	assert_int_equal(sbx_parse_time("5.5", &ts), 0);
	assert_int_equal(ts.tv_nsec, 500000000);
	/* find's way with times before 1970: "-S.F" is (tv_sec -S, tv_nsec F) */
	assert_int_equal(sbx_parse_time("-2.7500000000", &ts), 0);
	assert_int_equal(ts.tv_sec, -2);
	assert_int_equal(ts.tv_nsec, 750000000);
	assert_int_equal(sbx_parse_time("-1.9999999990", &ts), 0); /* -1 ns */
	assert_int_equal(ts.tv_sec, -1);
	assert_int_equal(ts.tv_nsec, 999999999);
	assert_int_equal(sbx_parse_time("", &ts), -EINVAL);
	assert_int_equal(sbx_parse_time("1.", &ts), -EINVAL);
	assert_int_equal(sbx_parse_time("1.2.3", &ts), -EINVAL);
	assert_int_equal(sbx_parse_time("x", &ts), -EINVAL);
}

static size_t put(char *buf, size_t off, const char *s, size_t n)
{
	memcpy(buf + off, s, n);
	buf[off + n] = '\0';
	return off + n + 1;
}

static void test_ps_output_parses_and_drops_the_script_itself(void **state)
{
	char buf[2048];
	size_t len = 0;
	struct sbx_proc *p = NULL;
	size_t n = 0;
	static const char st1[] =
	    "1 (init) S 0 1 1 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0 500 0 0\n";
	static const char st2[] =
	    "42 (we(ird) na)me) R 1 42 42 0 -1 0 0 0 0 0 0 0 0 0 20 -5 1 0 1000 0\n";
	static const char st3[] = "77 (bash) S 1 77 77 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 1100 0\n";
	static const char st4[] = "78 (base64) S 77 77 77 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 1100 0\n";
	static const char st5[] = "9 (zombie) Z 1 9 9 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 200 0\n";

	len = put(buf, len, "H", 1);
	len = put(buf, len, "1700000000", 10);
	len = put(buf, len, "100", 3);
	len = put(buf, len, "77", 2);
	len = put(buf, len, "P", 1);
	len = put(buf, len, st1, sizeof(st1) - 1);
	len = put(buf, len, "/sbin/init --x", 14);
	len = put(buf, len, "P", 1);
	len = put(buf, len, st2, sizeof(st2) - 1);
	len = put(buf, len, "python3 -c print(1)\nx", 21);
	len = put(buf, len, "P", 1);
	len = put(buf, len, st3, sizeof(st3) - 1);
	len = put(buf, len, "bash -c ...", 11);
	len = put(buf, len, "P", 1);
	len = put(buf, len, st4, sizeof(st4) - 1);
	len = put(buf, len, "base64 -w0", 10);
	len = put(buf, len, "P", 1);
	len = put(buf, len, st5, sizeof(st5) - 1);
	len = put(buf, len, "", 0);
	assert_int_equal(sbx_parse_ps(buf, len, &p, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(p[0].pid, 1);
	assert_int_equal(p[0].ppid, 0);
	assert_int_equal(p[0].state, 'S');
	assert_int_equal(p[0].start_time, 1700000005);
	assert_string_equal(p[0].cmdline, "/sbin/init --x");
	assert_int_equal(p[1].pid, 42);
	assert_int_equal(p[1].ppid, 1);
	assert_int_equal(p[1].state, 'R');
	assert_int_equal(p[1].start_time, 1700000010);
	assert_string_equal(p[1].cmdline, "python3 -c print(1)\nx");
	assert_int_equal(p[2].pid, 9);
	assert_int_equal(p[2].state, 'Z');
	assert_string_equal(p[2].cmdline, "[zombie]");
	sbx_procs_free(p, n);

	/* truncated and garbled input */
	for (size_t cut = 1; cut < 40; cut++) {
		int rc = sbx_parse_ps(buf, cut, &p, &n);

		if (rc == 0)
			sbx_procs_free(p, n);
		else
			assert_int_equal(rc, -EIO);
	}
	assert_int_equal(sbx_parse_ps("X\0", 2, &p, &n), -EIO);
}

static void test_ports_are_the_listening_ones_sorted_and_unique(void **state)
{
	static const char tcp[] =
	    "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid\n"
	    "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000\n"
	    "   1: 00000000:0BB8 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000\n"
	    "   2: 0100007F:1F90 0100007F:D431 01 00000000:00000000 00:00000000 00000000  1000\n"
	    "  sl  local_address                         remote_address                        st\n"
	    "   0: 00000000000000000000000000000000:1F90 00000000000000000000000000000000:0000 0A "
	    "0\n"
	    "   1: 00000000000000000000000001000000:0050 00000000000000000000000000000000:0000 0A "
	    "0\n";
	int *ports = NULL;
	size_t n = 0;

	assert_int_equal(sbx_parse_ports(tcp, sizeof(tcp) - 1, &ports, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(ports[0], 80);
	assert_int_equal(ports[1], 3000);
	assert_int_equal(ports[2], 8080);
	free(ports);
	assert_int_equal(sbx_parse_ports("   0: zz:1F90 0:0 0A\n", 21, &ports, &n), -EIO);
	assert_int_equal(sbx_parse_ports("", 0, &ports, &n), 0);
	assert_int_equal(n, 0);
	free(ports);
}

static void test_statfs_output_parses_strictly(void **state)
{
	struct statvfs sv;

	assert_int_equal(
	    sbx_parse_statfs("4096 4096 1000 500 400 100 50 255 118b54a6b1c1b6f7\n", &sv), 0);
	assert_int_equal(sv.f_frsize, 4096);
	assert_int_equal(sv.f_blocks, 1000);
	assert_int_equal(sv.f_bfree, 500);
	assert_int_equal(sv.f_bavail, 400);
	assert_int_equal(sv.f_files, 100);
	assert_int_equal(sv.f_ffree, 50);
	assert_int_equal(sv.f_namemax, 255);
	assert_int_equal(sbx_parse_statfs("4096 4096 1000 500 400 100 50 255\n", &sv), -EIO);
	assert_int_equal(sbx_parse_statfs("4096 4096 x 500 400 100 50 255 1\n", &sv), -EIO);
	assert_int_equal(sbx_parse_statfs("", &sv), -EIO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_listing_with_every_hostile_name_round_trips),
	    cmocka_unit_test(test_empty_listing_is_an_empty_directory),
	    cmocka_unit_test(test_malformed_listings_are_rejected),
	    cmocka_unit_test(test_stat_record_gives_link_target),
	    cmocka_unit_test(test_times_parse_with_sub_second_precision),
	    cmocka_unit_test(test_ps_output_parses_and_drops_the_script_itself),
	    cmocka_unit_test(test_ports_are_the_listening_ones_sorted_and_unique),
	    cmocka_unit_test(test_statfs_output_parses_strictly),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
