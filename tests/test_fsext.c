/* test_fsext.c — client/fsext.c: the JSON of sbxd's /fs and extents
 * routes, both ways, against hostile answers. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "fsext.h"

#define STAT(mode)                                                                                 \
	"{\"mode\":" mode ",\"size\":5,\"nlink\":1,\"uid\":1000,\"gid\":1000,\"ino\":42,"          \
	"\"atime\":[1,2],\"mtime\":[3,4],\"ctime\":[5,6]}"

static void req_init(struct sbx_fs_req *q, const char *op, const char *path)
{
	memset(q, 0, sizeof(*q));
	q->op = op;
	q->path = path;
	q->mode = -1;
	q->size = -1;
	q->uid = q->gid = -2;
	q->ouid = q->ogid = -1;
}

static void test_request_bodies_carry_only_what_the_op_uses(void **state)
{
	struct sbx_fs_req q;
	struct timespec ts[2] = {{0, UTIME_OMIT}, {7, UTIME_NOW}};
	char *s;

	req_init(&q, "lstat", "/workspace/a\"b");
	s = sbx_fs_body(&q);
	assert_string_equal(s, "{\"op\":\"lstat\",\"path\":\"/workspace/a\\\"b\"}");
	free(s);
	req_init(&q, "create", "/workspace/f");
	q.mode = 0644;
	q.excl = true;
	q.ouid = 1000;
	q.ogid = 100;
	s = sbx_fs_body(&q);
	assert_string_equal(s, "{\"op\":\"create\",\"path\":\"/workspace/f\",\"mode\":420,"
			       "\"excl\":true,\"owner\":[1000,100]}");
	free(s);
	req_init(&q, "utimens", "/workspace/f");
	q.ts = ts;
	s = sbx_fs_body(&q);
	assert_string_equal(s, "{\"op\":\"utimens\",\"path\":\"/workspace/f\",\"atime\":null,"
			       "\"mtime\":\"now\"}");
	free(s);
	req_init(&q, "rename", "/workspace/a");
	q.to = "/workspace/b";
	q.flags = "noreplace";
	s = sbx_fs_body(&q);
	assert_string_equal(s, "{\"op\":\"rename\",\"path\":\"/workspace/a\",\"to\":"
			       "\"/workspace/b\",\"flags\":\"noreplace\"}");
	free(s);
}

static void test_lstat_answer_gives_attributes_and_link(void **state)
{
	const char *a = "{\"stat\":" STAT("41471") ",\"link\":\"../t\"}";
	struct sbx_fs_res r;

	assert_int_equal(sbx_fs_answer_parse("lstat", a, strlen(a), &r), 0);
	assert_true(r.have_st);
	assert_true(S_ISLNK(r.st.mode));
	assert_int_equal(r.st.size, 5);
	assert_int_equal(r.st.ino, 42);
	assert_int_equal(r.st.mtime.tv_sec, 3);
	assert_int_equal(r.st.mtime.tv_nsec, 4);
	assert_false(r.st.has_blocks);
	assert_string_equal(r.link, "../t");
	sbx_fs_res_release(&r);
}

static void test_change_answers_carry_what_they_left(void **state)
{
	const char *a = "{\"stat\":" STAT("33188") ",\"parent\":" STAT("16877") "}";
	struct sbx_fs_res r;

	assert_int_equal(sbx_fs_answer_parse("mkdir", a, strlen(a), &r), 0);
	assert_true(r.after.have_st);
	assert_true(r.after.have_parent);
	assert_false(r.after.have_to_parent);
	assert_true(S_ISDIR(r.after.parent.mode));
	sbx_fs_res_release(&r);
}

static void test_listing_answer_refuses_hostile_names(void **state)
{
	const char *good = "{\"entries\":[{\"name\":\"a\",\"stat\":" STAT(
	    "33188") "},"
		     "{\"name\":\"l\",\"link\":\"x\",\"stat\":" STAT("41471") "}]}";
	const char *bad[] = {
	    "{\"entries\":[{\"name\":\"..\",\"stat\":" STAT("33188") "}]}",
	    "{\"entries\":[{\"name\":\"a/b\",\"stat\":" STAT("33188") "}]}",
	    "{\"entries\":[{\"name\":\"\",\"stat\":" STAT("33188") "}]}",
	    "{\"entries\":[{\"name\":\"a\",\"stat\":{\"mode\":-1}}]}",
	    "{\"entries\":[{\"name\":\"a\"}]}",
	    "[1,2]",
	    "not json",
	};
	struct sbx_fs_res r;

	assert_int_equal(sbx_fs_answer_parse("list", good, strlen(good), &r), 0);
	assert_int_equal(r.dir.n, 2);
	assert_string_equal(r.dir.ents[0].name, "a");
	assert_null(r.dir.ents[0].link);
	assert_string_equal(r.dir.ents[1].link, "x");
	sbx_fs_res_release(&r);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(sbx_fs_answer_parse("list", bad[i], strlen(bad[i]), &r), -EIO);
}

static void test_statfs_and_readlink_answers_are_strict(void **state)
{
	const char *sf = "{\"statfs\":{\"bsize\":4096,\"frsize\":4096,\"blocks\":10,\"bfree\":5,"
			 "\"bavail\":4,\"files\":100,\"ffree\":50,\"namemax\":255}}";
	const char *sf_bad = "{\"statfs\":{\"bsize\":4096}}";
	const char *rl_bad = "{\"target\":5}";
	struct sbx_fs_res r;

	assert_int_equal(sbx_fs_answer_parse("statfs", sf, strlen(sf), &r), 0);
	assert_int_equal(r.sv.f_bavail, 4);
	assert_int_equal(r.sv.f_favail, 50);
	assert_int_equal(r.sv.f_namemax, 255);
	sbx_fs_res_release(&r);
	assert_int_equal(sbx_fs_answer_parse("statfs", sf_bad, strlen(sf_bad), &r), -EIO);
	assert_int_equal(sbx_fs_answer_parse("readlink", rl_bad, strlen(rl_bad), &r), -EIO);
}

static void test_extents_answers_tell_what_they_know(void **state)
{
	const char *old = "{\"ok\":true}", *gone = "{\"ok\":true,\"stat\":null}";
	const char *st = "{\"ok\":true,\"stat\":" STAT("33188") "}";
	const char *bad = "{\"ok\":true,\"stat\":{\"mode\":1}}";
	const char *rp = "{\"ok\":true,\"stat\":" STAT("33188") ",\"replaced\":4242}";
	const char *rp0 = "{\"ok\":true,\"stat\":" STAT("33188") ",\"replaced\":0}";
	const char *rpbad = "{\"ok\":true,\"stat\":" STAT("33188") ",\"replaced\":\"x\"}";
	struct sbx_stat s;
	int got = -1;

	assert_int_equal(sbx_extents_answer_parse(old, strlen(old), &s, &got, NULL), 0);
	assert_int_equal(got, 0);
	assert_int_equal(sbx_extents_answer_parse(gone, strlen(gone), &s, &got, NULL), 0);
	assert_int_equal(got, 2);
	assert_int_equal(sbx_extents_answer_parse(st, strlen(st), &s, &got, NULL), 0);
	assert_int_equal(got, 1);
	assert_int_equal(s.size, 5);
	assert_false(s.has_replaced); /* an sbxd before "replaced" */
	assert_int_equal(sbx_extents_answer_parse(rp, strlen(rp), &s, &got, NULL), 0);
	assert_true(s.has_replaced);
	assert_int_equal(s.replaced, 4242);
	assert_int_equal(sbx_extents_answer_parse(rp0, strlen(rp0), &s, &got, NULL), 0);
	assert_true(s.has_replaced); /* the name was free */
	assert_int_equal(s.replaced, 0);
	assert_int_equal(sbx_extents_answer_parse(rpbad, strlen(rpbad), &s, &got, NULL), 0);
	assert_false(s.has_replaced); /* not a number: as if not told */
	assert_int_equal(sbx_extents_answer_parse(bad, strlen(bad), &s, &got, NULL), -EIO);
	assert_int_equal(sbx_extents_answer_parse(NULL, 0, NULL, &got, NULL), 0);
	assert_int_equal(got, 0);
	/* an append's answer says where the bytes landed; without it, -1 */
	const char *ap = "{\"ok\":true,\"stat\":" STAT("33188") ",\"replaced\":7,\"at\":1234}";
	const char *apbad = "{\"ok\":true,\"stat\":" STAT("33188") ",\"at\":-3}";
	off_t at = 0;

	assert_int_equal(sbx_extents_answer_parse(ap, strlen(ap), &s, &got, &at), 0);
	assert_int_equal(at, 1234);
	assert_int_equal(sbx_extents_answer_parse(apbad, strlen(apbad), &s, &got, &at), 0);
	assert_int_equal(at, -1);
	assert_int_equal(sbx_extents_answer_parse(rp, strlen(rp), &s, &got, &at), 0);
	assert_int_equal(at, -1);
}

static void test_times_print_as_signed_decimal_seconds(void **state)
{
	struct timespec a = {-2, 500000000}, b = {5, 7};
	char buf[48];

	sbx_ts_decimal(&a, buf, sizeof(buf));
	assert_string_equal(buf, "-1.500000000");
	sbx_ts_decimal(&b, buf, sizeof(buf));
	assert_string_equal(buf, "5.000000007");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_request_bodies_carry_only_what_the_op_uses),
	    cmocka_unit_test(test_lstat_answer_gives_attributes_and_link),
	    cmocka_unit_test(test_change_answers_carry_what_they_left),
	    cmocka_unit_test(test_listing_answer_refuses_hostile_names),
	    cmocka_unit_test(test_statfs_and_readlink_answers_are_strict),
	    cmocka_unit_test(test_extents_answers_tell_what_they_know),
	    cmocka_unit_test(test_times_print_as_signed_decimal_seconds),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
