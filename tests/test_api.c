/* test_api.c — client/api.c: the JSON of the plain routes, both ways,
 * against hostile answers. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api.h"

#define P(s) s, strlen(s)

static void test_sandbox_lists_of_any_shape_give_valid_ids_only(void **state)
{
	static const char *const shapes[] = {
	    "[\"abc\",\"def\"]", "{\"ids\":[\"abc\",\"def\"]}",
	    "{\"sandboxes\":[{\"id\":\"abc\"},{\"id\":\"def\",\"x\":1}]}",
	    "[\"abc\",\"../x\",\"ABC\",5,null,{\"id\":7},\"def\"]", /* junk skipped */
	};
	for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++) {
		char **ids = NULL;
		size_t n = 0;

		assert_int_equal(sbx_ids_parse(P(shapes[i]), &ids, &n), 0);
		assert_int_equal(n, 2);
		assert_string_equal(ids[0], "abc");
		assert_string_equal(ids[1], "def");
		sbx_strv_free(ids, n);
	}
}

static void test_an_answer_that_is_no_list_means_no_listing_route(void **state)
{
	char **ids = (char **)1;
	size_t n = 7;

	assert_int_equal(sbx_ids_parse(P("{\"error\":\"x\"}"), &ids, &n), -ENOSYS);
	assert_int_equal(sbx_ids_parse(P("<html>"), &ids, &n), -ENOSYS);
	assert_int_equal(sbx_ids_parse(NULL, 0, &ids, &n), -ENOSYS);
	assert_ptr_equal(ids, (char **)1); /* untouched */
	assert_int_equal(n, 7);
	assert_int_equal(sbx_ids_parse(P("[]"), &ids, &n), 0);
	assert_int_equal(n, 0);
	sbx_strv_free(ids, n);
}

static void test_info_gives_limits_and_unknowns_as_minus_one(void **state)
{
	const char *a = "{\"uid\":100000,\"limits\":{"
			"\"pids\":{\"max\":512,\"current\":3,\"how\":\"cgroup\"},"
			"\"memory\":{\"max\":1073741824,\"current\":4096,\"oom_kills\":2},"
			"\"cpu\":{\"max_percent\":50,\"usage_usec\":1234},"
			"\"disk\":{\"how\":\"quota\"}}}";
	struct sbx_info i;

	assert_int_equal(sbx_info_parse(P(a), &i), 0);
	assert_int_equal(i.uid, 100000);
	assert_int_equal(i.pids.max, 512);
	assert_int_equal(i.pids.used, 3);
	assert_string_equal(i.pids.how, "cgroup");
	assert_int_equal(i.memory.max, 1073741824);
	assert_string_equal(i.memory.how, "unknown");
	assert_int_equal(i.oom_kills, 2);
	assert_int_equal(i.cpu.max, 50);
	assert_int_equal(i.cpu.used, 1234);
	assert_int_equal(i.disk.max, -1);
	assert_int_equal(i.disk.used, -1);
	assert_string_equal(i.disk.how, "quota");
	assert_int_equal(sbx_info_parse(P("{\"uid\":1}"), &i), -EIO);
	assert_int_equal(sbx_info_parse(P("{\"limits\":[1]}"), &i), -EIO);
	assert_int_equal(sbx_info_parse(P("[]"), &i), -EIO);
}

static void test_a_tunnel_answer_fills_every_field(void **state)
{
	struct sbx_tunnel t;

	assert_int_equal(sbx_tunnel_parse(P("{\"port\":8080,\"url\":\"https://x\",\"hostname\":"
					    "\"x\",\"id\":\"t1\"}"),
					  9000, &t),
			 0);
	assert_int_equal(t.port, 8080);
	assert_string_equal(t.url, "https://x");
	assert_string_equal(t.hostname, "x");
	assert_string_equal(t.tunnel_id, "t1");
	sbx_tunnel_release(&t);
	/* missing fields are "" and the asked port, never NULL */
	assert_int_equal(sbx_tunnel_parse(P("{\"url\":5}"), 9000, &t), 0);
	assert_int_equal(t.port, 9000);
	assert_string_equal(t.url, "");
	assert_string_equal(t.tunnel_id, "");
	sbx_tunnel_release(&t);
	assert_int_equal(sbx_tunnel_parse(P("nope"), 9000, &t), -EIO);
}

static void test_a_tunnel_listing_keeps_the_entries_with_a_valid_port(void **state)
{
	struct sbx_tunnel *v = NULL;
	size_t n = 9;

	assert_int_equal(sbx_tunnels_parse(P("{\"tunnels\":[{\"port\":8080,\"url\":\"http://a/\"},"
					     "{\"port\":3000},{\"port\":80},{\"port\":8081.5},"
					     "{\"url\":\"x\"},7,{\"port\":9000,\"url\":\"u\"}]}"),
					   &v, &n),
			 0);
	assert_int_equal(n, 2);
	assert_int_equal(v[0].port, 8080);
	assert_string_equal(v[0].url, "http://a/");
	assert_int_equal(v[1].port, 9000);
	sbx_tunnels_free(v, n);
	assert_int_equal(sbx_tunnels_parse(P("{\"tunnels\":[]}"), &v, &n), 0);
	assert_int_equal(n, 0);
	sbx_tunnels_free(v, n);
	assert_int_equal(sbx_tunnels_parse(P("{\"tunnel\":[]}"), &v, &n), -EIO);
	assert_int_equal(sbx_tunnels_parse(P("[]"), &v, &n), -EIO);
	assert_int_equal(sbx_tunnels_parse(P("Not Found"), &v, &n), -EIO);
}

static void test_session_bodies_carry_env_as_an_object(void **state)
{
	const char *env[] = {"A=1", "B=x=y", "EMPTY=", NULL};
	const char *bad[] = {"NOEQUALS", NULL};
	const char *nokey[] = {"=v", NULL};
	char *s = NULL;

	assert_int_equal(sbx_session_body("s1", "/workspace/d", env, &s), 0);
	assert_string_equal(s, "{\"id\":\"s1\",\"cwd\":\"/workspace/d\",\"env\":{\"A\":\"1\","
			       "\"B\":\"x=y\",\"EMPTY\":\"\"}}");
	free(s);
	assert_int_equal(sbx_session_body(NULL, NULL, NULL, &s), 0);
	assert_string_equal(s, "{}");
	free(s);
	s = NULL;
	assert_int_equal(sbx_session_body("s", NULL, bad, &s), -EINVAL);
	assert_int_equal(sbx_session_body("s", NULL, nokey, &s), -EINVAL);
	assert_null(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_sandbox_lists_of_any_shape_give_valid_ids_only),
	    cmocka_unit_test(test_an_answer_that_is_no_list_means_no_listing_route),
	    cmocka_unit_test(test_info_gives_limits_and_unknowns_as_minus_one),
	    cmocka_unit_test(test_a_tunnel_answer_fills_every_field),
	    cmocka_unit_test(test_a_tunnel_listing_keeps_the_entries_with_a_valid_port),
	    cmocka_unit_test(test_session_bodies_carry_env_as_an_object),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
