/* Unit tests for server/paths.c: the bridge's URL path rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"
#include "routes.h"

static void expect_dots(const char *in, const char *want)
{
	char *out = NULL;

	assert_int_equal(paths_remove_dot_segments(in, &out), 0);
	assert_string_equal(out, want);
	free(out);
}

static void expect_decode(const char *in, const char *want)
{
	char *out = NULL;

	assert_int_equal(paths_decode_uri(in, &out), 0);
	assert_string_equal(out, want);
	free(out);
}

static void expect_workspace(const char *in, const char *want)
{
	char *out = NULL;

	if (!want) {
		assert_int_equal(paths_resolve_workspace(in, &out), -EACCES);
		assert_null(out);
		return;
	}
	assert_int_equal(paths_resolve_workspace(in, &out), 0);
	assert_string_equal(out, want);
	free(out);
}

static void test_dot_segments_are_removed_like_a_url_parser(void **s)
{
	expect_dots("/a/b/../c", "/a/c");
	expect_dots("/a/./b", "/a/b");
	expect_dots("/a/b/..", "/a/");
	expect_dots("/a/b/.", "/a/b/");
	expect_dots("/..", "/");
	expect_dots("/../../x", "/x");
	expect_dots("/", "/");
	expect_dots("/a//b", "/a//b");
}

static void test_percent_encoded_dots_count_as_dot_segments(void **s)
{
	expect_dots("/v1/sandbox/x/file/workspace/%2e%2e/etc", "/v1/sandbox/x/file/etc");
	expect_dots("/a/%2E%2e/b", "/b");
	expect_dots("/a/.%2e/b", "/b");
	expect_dots("/a/%2e./b", "/b");
	expect_dots("/a/%2e/b", "/a/b");
	expect_dots("/a/%2e%2e%2e/b", "/a/%2e%2e%2e/b");
	expect_dots("/a/...", "/a/...");
}

static void test_backslash_separates_segments_as_in_http_urls(void **s)
{
	expect_dots("/a/b\\..\\c", "/a/c");
}

static void test_decode_uri_decodes_spaces_and_utf8(void **s)
{
	expect_decode("a%20b", "a b");
	expect_decode("caf%C3%A9", "caf\xc3\xa9");
	expect_decode("%E2%82%AC%20x", "\xe2\x82\xac x");
	expect_decode("plain", "plain");
}

static void test_decode_uri_keeps_reserved_escapes_and_percent(void **s)
{
	expect_decode("a%2Fb", "a%2Fb");
	expect_decode("a%2fb", "a%2fb");
	expect_decode("%25", "%25");
	expect_decode("%2525", "%2525");
	expect_decode("%3B%3F%3A%40%26%3D%2B%24%2C%23", "%3B%3F%3A%40%26%3D%2B%24%2C%23");
	expect_decode("%41%2F%42", "A%2FB");
}

static void test_decode_uri_keeps_malformed_escapes_literally(void **s)
{
	expect_decode("100%", "100%");
	expect_decode("%zz", "%zz");
	expect_decode("%C3", "%C3");		 /* truncated sequence */
	expect_decode("%FF%20", "%FF%20");	 /* invalid run stays whole */
	expect_decode("%ED%A0%80", "%ED%A0%80"); /* surrogate */
	expect_decode("%C0%AF", "%C0%AF");	 /* overlong */
	expect_decode("%FF/%20", "%FF/ ");	 /* runs are independent */
}

static void test_decode_uri_refuses_nul(void **s)
{
	char *out = NULL;

	assert_int_equal(paths_decode_uri("a%00b", &out), -EINVAL);
	assert_null(out);
}

static void test_decode_component_decodes_everything_and_plus_in_queries(void **s)
{
	char *out = NULL;

	assert_int_equal(paths_decode_component("a%2Cb+c%25", true, &out), 0);
	assert_string_equal(out, "a,b c%");
	free(out);
	assert_int_equal(paths_decode_component("a+b", false, &out), 0);
	assert_string_equal(out, "a+b");
	free(out);
}

static void test_decode_bytes_is_byte_exact_and_strict(void **s)
{
	char *out = NULL;

	assert_int_equal(paths_decode_bytes("%2Fw%2Fa%25b%3Fc%23d%FF+e%2b", &out), 0);
	assert_string_equal(out, "/w/a%b?c#d\xff+e+");
	free(out);
	out = NULL;
	assert_int_equal(paths_decode_bytes("a%00b", &out), -EINVAL);
	assert_int_equal(paths_decode_bytes("a%zz", &out), -EINVAL);
	assert_int_equal(paths_decode_bytes("a%4", &out), -EINVAL);
	assert_int_equal(paths_decode_bytes("a%", &out), -EINVAL);
	assert_null(out);
	assert_int_equal(paths_decode_bytes("", &out), 0);
	assert_string_equal(out, "");
	free(out);
}

static void test_workspace_paths_are_normalised_and_contained(void **s)
{
	expect_workspace("/workspace", "/workspace");
	expect_workspace("/workspace/", "/workspace");
	expect_workspace("/workspace/a/../b/./c", "/workspace/b/c");
	expect_workspace("src", "/workspace/src");
	expect_workspace(".", "/workspace");
	expect_workspace("a//b", "/workspace/a/b");
	expect_workspace("/workspace/a b/é", "/workspace/a b/é");
}

static void test_paths_outside_workspace_are_refused(void **s)
{
	expect_workspace("/etc/passwd", NULL);
	expect_workspace("..", NULL);
	expect_workspace("/workspace/../etc", NULL);
	expect_workspace("/workspaces", NULL);
	expect_workspace("/workspace2/x", NULL);
	expect_workspace("/", NULL);
	expect_workspace("../../../../etc/shadow", NULL);
}

static void test_normalize_never_climbs_above_root(void **s)
{
	char *out = NULL;

	assert_int_equal(paths_normalize("/../a/./b/..", &out), 0);
	assert_string_equal(out, "/a");
	free(out);
}

static void test_sandbox_ids_are_lowercase_base32(void **s)
{
	char longid[130];

	assert_true(paths_valid_sandbox_id("abc"));
	assert_true(paths_valid_sandbox_id("dn7y5aae6g2kfff64bnfbvvvmy"));
	assert_false(paths_valid_sandbox_id(""));
	assert_false(paths_valid_sandbox_id("ABC"));
	assert_false(paths_valid_sandbox_id("ab1"));
	assert_false(paths_valid_sandbox_id("ab8"));
	assert_false(paths_valid_sandbox_id("a-b"));
	assert_false(paths_valid_sandbox_id("a%62"));
	memset(longid, 'a', 128);
	longid[128] = '\0';
	assert_true(paths_valid_sandbox_id(longid));
	longid[128] = 'a';
	longid[129] = '\0';
	assert_false(paths_valid_sandbox_id(longid));
}

static void test_session_ids_allow_dots_but_not_dotdot(void **s)
{
	assert_true(paths_valid_session_id("s1"));
	assert_true(paths_valid_session_id("my.session_1-A"));
	assert_false(paths_valid_session_id(""));
	assert_false(paths_valid_session_id("a..b"));
	assert_false(paths_valid_session_id("a/b"));
	assert_false(paths_valid_session_id("a b"));
}

static void test_ports_follow_validate_port(void **s)
{
	assert_int_equal(paths_parse_port("8080"), 8080);
	assert_int_equal(paths_parse_port("1024"), 1024);
	assert_int_equal(paths_parse_port("65535"), 65535);
	assert_int_equal(paths_parse_port("08080"), 8080);
	assert_int_equal(paths_parse_port("8080.0"), 8080);
	assert_int_equal(paths_parse_port("1023"), -EINVAL);
	assert_int_equal(paths_parse_port("3000"), -EINVAL);
	assert_int_equal(paths_parse_port("65536"), -EINVAL);
	assert_int_equal(paths_parse_port("80a"), -EINVAL);
	assert_int_equal(paths_parse_port("8080.5"), -EINVAL);
	assert_int_equal(paths_parse_port(""), -EINVAL);
	assert_int_equal(paths_parse_port("-8080"), -EINVAL);
	assert_int_equal(paths_parse_port("99999999999999999999"), -EINVAL);
}

static void expect_num(const char *in, double want)
{
	double v = -12345;

	assert_true(paths_js_number(in, &v));
	assert_true(v == want);
}

static void test_js_number_is_javascripts(void **s)
{
	expect_num("8080", 8080);
	expect_num("+8080", 8080);
	expect_num("-5", -5);
	expect_num("8e3", 8000);
	expect_num("8E+3", 8000);
	expect_num("1e-1", 0.1);
	expect_num(".5", 0.5);
	expect_num("5.", 5);
	expect_num("0x1f90", 8080);
	expect_num("0X1F90", 8080);
	expect_num("0o17", 15);
	expect_num("0b101", 5);
	expect_num("", 0);
	expect_num(" \t\n", 0);
	expect_num("  8080\r\n", 8080);
	expect_num("\xc2\xa0"
		   "8080"
		   "\xe2\x80\xa8",
		   8080); /* NBSP, LINE SEPARATOR */
	expect_num("\xef\xbb\xbf"
		   "42",
		   42); /* BOM */
	expect_num("Infinity", HUGE_VAL);
	expect_num("-Infinity", -HUGE_VAL);
	{
		double v;
		const char *nan[] = {"0x",    "0b",   "0b2",   "-0x10", "1e",	    "1e+",
				     ".",     "+",    "8080a", "8 080", "infinity", "NaN",
				     "1_000", "0x1g", "--1",   "\xc2"};

		for (size_t i = 0; i < sizeof(nan) / sizeof(nan[0]); i++)
			assert_false(paths_js_number(nan[i], &v));
	}
}

static void test_ports_are_js_numbers(void **s)
{
	assert_int_equal(paths_parse_port("+8080"), 8080);
	assert_int_equal(paths_parse_port("8e3"), 8000);
	assert_int_equal(paths_parse_port(" 8080 "), 8080);
	assert_int_equal(paths_parse_port("0x1f90"), 8080);
	assert_int_equal(paths_parse_port("1e5"), -EINVAL);
	assert_int_equal(paths_parse_port("0b"), -EINVAL);
	assert_int_equal(paths_parse_port("Infinity"), -EINVAL);
	assert_int_equal(paths_parse_port("3e3"), -EINVAL); /* 3000 is reserved */
}

static void test_tunnel_names_are_dns_labels(void **s)
{
	assert_true(paths_valid_tunnel_name("web"));
	assert_true(paths_valid_tunnel_name("my-app-1"));
	assert_true(paths_valid_tunnel_name("a"));
	assert_false(paths_valid_tunnel_name(""));
	assert_false(paths_valid_tunnel_name("-a"));
	assert_false(paths_valid_tunnel_name("a-"));
	assert_false(paths_valid_tunnel_name("A"));
	assert_false(paths_valid_tunnel_name("a.b"));
	assert_false(paths_valid_tunnel_name(
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
}

static void expect_quote(const char *const *argv, size_t n, const char *want)
{
	char *got = exec_quote_argv(argv, n);

	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void test_argv_quoting_matches_the_bridge_shell_quote(void **s)
{
	const char *a1[] = {"ls", "-la", "/workspace/a.py"};
	const char *a2[] = {"echo", "a b", "it's", "x\ny", "tab\there", "back\\slash", ""};
	const char *a3[] = {"echo", "$HOME", "@%+=:,./-"};

	expect_quote(a1, 3, "ls -la /workspace/a.py");
	expect_quote(a2, 7, "echo $'a b' $'it\\'s' $'x\\ny' $'tab\\there' $'back\\\\slash' $''");
	expect_quote(a3, 3, "echo $'$HOME' @%+=:,./-");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_dot_segments_are_removed_like_a_url_parser),
	    cmocka_unit_test(test_percent_encoded_dots_count_as_dot_segments),
	    cmocka_unit_test(test_backslash_separates_segments_as_in_http_urls),
	    cmocka_unit_test(test_decode_uri_decodes_spaces_and_utf8),
	    cmocka_unit_test(test_decode_uri_keeps_reserved_escapes_and_percent),
	    cmocka_unit_test(test_decode_uri_keeps_malformed_escapes_literally),
	    cmocka_unit_test(test_decode_uri_refuses_nul),
	    cmocka_unit_test(test_decode_component_decodes_everything_and_plus_in_queries),
	    cmocka_unit_test(test_decode_bytes_is_byte_exact_and_strict),
	    cmocka_unit_test(test_workspace_paths_are_normalised_and_contained),
	    cmocka_unit_test(test_paths_outside_workspace_are_refused),
	    cmocka_unit_test(test_normalize_never_climbs_above_root),
	    cmocka_unit_test(test_sandbox_ids_are_lowercase_base32),
	    cmocka_unit_test(test_session_ids_allow_dots_but_not_dotdot),
	    cmocka_unit_test(test_ports_follow_validate_port),
	    cmocka_unit_test(test_js_number_is_javascripts),
	    cmocka_unit_test(test_ports_are_js_numbers),
	    cmocka_unit_test(test_tunnel_names_are_dns_labels),
	    cmocka_unit_test(test_argv_quoting_matches_the_bridge_shell_quote),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
