/* test_url.c — how sandbox paths travel in URLs (client/url.c):
 * percent-encoding per PROTOCOL.md "Paths in URLs", which names the file
 * routes cannot carry (and so go through exec), and UTF-8 validation, which
 * decides whether names travel raw or base64-encoded in exec argv. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "url.h"

static void check_enc(const char *in, const char *want)
{
	char *got = sbx_url_encode_path(in);

	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void test_plain_paths_are_unchanged(void **state)
{
	check_enc("/workspace/src/a.c", "/workspace/src/a.c");
	check_enc("/workspace/A-Z_0.9~x", "/workspace/A-Z_0.9~x");
}

static void test_reserved_characters_stay_raw(void **state)
{
	check_enc("/workspace/a:b@c+d&e=f$g,h;i", "/workspace/a:b@c+d&e=f$g,h;i");
	check_enc("/workspace/it's(1)!*", "/workspace/it's(1)!*");
}

static void test_space_percent_question_hash_are_encoded(void **state)
{
	check_enc("/workspace/a b", "/workspace/a%20b");
	check_enc("/workspace/100%", "/workspace/100%25");
	check_enc("/workspace/a?b#c", "/workspace/a%3Fb%23c");
}

static void test_controls_and_non_ascii_are_encoded(void **state)
{
	check_enc("/workspace/a\nb\tc\x7f", "/workspace/a%0Ab%09c%7F");
	check_enc("/workspace/\xc3\xa9t\xc3\xa9", "/workspace/%C3%A9t%C3%A9");
	check_enc("/workspace/\xff", "/workspace/%FF");
}

static void test_url_unsafe_ascii_is_encoded(void **state)
{
	check_enc("/workspace/\"<>\\^`{|}[]", "/workspace/%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D");
}

static void test_names_the_bridge_cannot_decode_are_not_url_safe(void **state)
{
	assert_true(sbx_path_url_safe("/workspace/a b/c:d@e+f"));
	assert_true(sbx_path_url_safe("/workspace/\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"));
	assert_true(sbx_path_url_safe("/workspace/new\nline"));
	assert_false(sbx_path_url_safe("/workspace/100%"));
	assert_false(sbx_path_url_safe("/workspace/a%41"));
	assert_false(sbx_path_url_safe("/workspace/a?b"));
	assert_false(sbx_path_url_safe("/workspace/a#b"));
	assert_false(sbx_path_url_safe("/workspace/\xff"));
}

static void test_utf8_validation_rejects_malformed_sequences(void **state)
{
	static const char *const good[] = {
	    "", "abc", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xf4\x8f\xbf\xbf"};
	static const char *const bad[] = {"\xff",	  "\xc3",	  "\xc0\xaf",
					  "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
					  "\xe2\x82",	  "a\x80",	  "\xf8\x88\x80\x80\x80"};
	size_t i;

	for (i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		assert_true(sbx_utf8_valid(good[i], strlen(good[i])));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_false(sbx_utf8_valid(bad[i], strlen(bad[i])));
}

static void test_route_paths_are_built_under_v1_sandbox(void **state)
{
	char *p = sbx_route_path("abc", "/exec");

	assert_non_null(p);
	assert_string_equal(p, "/v1/sandbox/abc/exec");
	free(p);
}

static void expect_str(char *got, const char *want)
{
	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void test_resource_names_are_encoded_as_one_segment(void **state)
{
	expect_str(sbx_url_encode_segment("a-b_c.d~9"), "a-b_c.d~9");
	expect_str(sbx_url_encode_segment("../x y/z"), "..%2Fx%20y%2Fz");
	expect_str(sbx_res_path("abc", "processes", NULL, NULL), "/v1/sandbox/abc/processes");
	expect_str(sbx_res_path("abc", "terminals", "t/1", "connect"),
		   "/v1/sandbox/abc/terminals/t%2F1/connect");
}

static void test_query_values_escape_the_query_separators(void **state)
{
	expect_str(sbx_url_encode_query("node_modules"), "node_modules");
	expect_str(sbx_url_encode_query("a&b=c+d;e f"), "a%26b%3Dc%2Bd%3Be%20f");
	expect_str(sbx_url_encode_query("100%"), "100%25");
}

static void test_file_routes_check_the_id_and_encode_the_path(void **state)
{
	char *p = NULL;

	assert_int_equal(sbx_file_route("abc", "/file", "/workspace/a b", NULL, &p), 0);
	expect_str(p, "/v1/sandbox/abc/file/workspace/a%20b");
	assert_int_equal(sbx_file_route("abc", "/extents", "/workspace/x", "size=3", &p), 0);
	expect_str(p, "/v1/sandbox/abc/extents/workspace/x?size=3");
	p = NULL;
	assert_int_equal(sbx_file_route("ABC", "/file", "/workspace/x", NULL, &p), -EINVAL);
	assert_int_equal(sbx_file_route("../x", "/file", "/workspace/x", NULL, &p), -EINVAL);
	assert_null(p);
}

static void test_client_urls_split_into_authority_and_base(void **state)
{
	const char *auth, *base;
	size_t alen;

	sbx_url_split("http://127.0.0.1:8080/api/v", &auth, &alen, &base);
	assert_int_equal(alen, strlen("127.0.0.1:8080"));
	assert_memory_equal(auth, "127.0.0.1:8080", alen);
	assert_string_equal(base, "/api/v");
	sbx_url_split("https://h", &auth, &alen, &base);
	assert_int_equal(alen, 1);
	assert_string_equal(base, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_plain_paths_are_unchanged),
	    cmocka_unit_test(test_reserved_characters_stay_raw),
	    cmocka_unit_test(test_space_percent_question_hash_are_encoded),
	    cmocka_unit_test(test_controls_and_non_ascii_are_encoded),
	    cmocka_unit_test(test_url_unsafe_ascii_is_encoded),
	    cmocka_unit_test(test_names_the_bridge_cannot_decode_are_not_url_safe),
	    cmocka_unit_test(test_utf8_validation_rejects_malformed_sequences),
	    cmocka_unit_test(test_route_paths_are_built_under_v1_sandbox),
	    cmocka_unit_test(test_resource_names_are_encoded_as_one_segment),
	    cmocka_unit_test(test_query_values_escape_the_query_separators),
	    cmocka_unit_test(test_file_routes_check_the_id_and_encode_the_path),
	    cmocka_unit_test(test_client_urls_split_into_authority_and_base),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
