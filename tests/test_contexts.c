/* test_contexts.c — the pure parts of client/contexts.c: names, languages,
 * the exit-status map, the strict parsers of what the in-sandbox scripts
 * print (fed hostile input), MIME types, and the embedded drivers. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "contexts.h"
#include "drivers.h"
#include "sbx.h"

static void test_names_are_checked_before_any_shell_sees_them(void **state)
{
	char longest[SBX_CTX_NAME_MAX + 2];

	assert_true(sbx_ctx_valid_name("py"));
	assert_true(sbx_ctx_valid_name("my-ctx_2.v1"));
	assert_true(sbx_ctx_valid_name("_x"));
	assert_false(sbx_ctx_valid_name(NULL));
	assert_false(sbx_ctx_valid_name(""));
	assert_false(sbx_ctx_valid_name("."));
	assert_false(sbx_ctx_valid_name(".."));
	assert_false(sbx_ctx_valid_name(".hidden"));
	assert_false(sbx_ctx_valid_name("-n"));
	assert_false(sbx_ctx_valid_name("a/b"));
	assert_false(sbx_ctx_valid_name("a b"));
	assert_false(sbx_ctx_valid_name("a$(x)"));
	assert_false(sbx_ctx_valid_name("a\nb"));
	assert_false(sbx_ctx_valid_name("\xc3\xa9"));
	memset(longest, 'a', SBX_CTX_NAME_MAX);
	longest[SBX_CTX_NAME_MAX] = '\0';
	assert_true(sbx_ctx_valid_name(longest));
	longest[SBX_CTX_NAME_MAX] = 'a';
	longest[SBX_CTX_NAME_MAX + 1] = '\0';
	assert_false(sbx_ctx_valid_name(longest));
}

static void test_only_python_and_javascript_are_languages(void **state)
{
	assert_int_equal(sbx_ctx_check_lang("python"), 0);
	assert_int_equal(sbx_ctx_check_lang("javascript"), 0);
	assert_int_equal(sbx_ctx_check_lang("Python"), -EINVAL);
	assert_int_equal(sbx_ctx_check_lang("python\n"), -EINVAL);
	assert_int_equal(sbx_ctx_check_lang("bash"), -EINVAL);
	assert_int_equal(sbx_ctx_check_lang(""), -EINVAL);
	assert_int_equal(sbx_ctx_check_lang(NULL), -EINVAL);
}

static void test_exit_statuses_map_to_errno(void **state)
{
	assert_int_equal(sbx_ctx_exit_errno(0), 0);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_NOENT), -ENOENT);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_NO_DRIVER), -ENOENT);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_EXISTS), -EEXIST);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_NO_INTERPRETER), -ENOEXEC);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_BUSY), -EBUSY);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_INVALID), -EINVAL);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_FAILED), -EIO);
	assert_int_equal(sbx_ctx_exit_errno(CTX_EXIT_DRIVER_FAILED), -EIO);
	assert_int_equal(sbx_ctx_exit_errno(127), -EIO);
	assert_int_equal(sbx_ctx_exit_errno(-1), -EIO);
}

/* Builds a list record into buf at off; returns the new length. */
static size_t rec(char *buf, size_t off, const char *const f[6])
{
	for (int i = 0; i < 6; i++) {
		size_t l = strlen(f[i]);

		memcpy(buf + off, f[i], l + 1);
		off += l + 1;
	}
	return off;
}

static void test_list_parses_sorted_with_reason_and_error(void **state)
{
	static const char *const a[6] = {"zeta", "python", "dead", "0", "was killed by SIGKILL",
					 ""};
	static const char *const b[6] = {"alpha", "javascript", "error",
					 "1234",  "",		"TypeError: x is not a function"};
	static const char *const c[6] = {"mid", "python", "ok", "77", "ignored", "ignored"};
	struct sbx_ctx_info *v = NULL;
	char buf[512];
	size_t len = 0, n = 0;

	len = rec(buf, len, a);
	len = rec(buf, len, b);
	len = rec(buf, len, c);
	assert_int_equal(sbx_ctx_parse_list(buf, len, &v, &n), 0);
	assert_int_equal(n, 3);
	assert_string_equal(v[0].name, "alpha");
	assert_string_equal(v[0].lang, "javascript");
	assert_int_equal(v[0].state, SBX_CTX_ERROR);
	assert_int_equal(v[0].pid, 1234);
	assert_null(v[0].reason);
	assert_string_equal(v[0].error, "TypeError: x is not a function");
	assert_string_equal(v[1].name, "mid");
	assert_int_equal(v[1].state, SBX_CTX_OK);
	assert_null(v[1].reason); /* only a dead context has a reason */
	assert_null(v[1].error);  /* only a failed one has an error */
	assert_string_equal(v[2].name, "zeta");
	assert_int_equal(v[2].state, SBX_CTX_DEAD);
	assert_string_equal(v[2].reason, "was killed by SIGKILL");
	sbx_ctx_list_free(v, n);

	assert_int_equal(sbx_ctx_parse_list("", 0, &v, &n), 0);
	assert_int_equal(n, 0);
	sbx_ctx_list_free(v, n);
}

static void test_malformed_lists_are_rejected(void **state)
{
	static const char *const bad[][6] = {
	    {"a/b", "python", "ok", "1", "", ""},	  /* name */
	    {"", "python", "ok", "1", "", ""},		  /* empty name */
	    {"..", "python", "ok", "1", "", ""},	  /* dot-dot */
	    {"a", "python", "sleeping", "1", "", ""},	  /* state */
	    {"a", "python", "ok", "-1", "", ""},	  /* pid */
	    {"a", "python", "ok", "99999999999", "", ""}, /* pid overflow */
	    {"a", "python", "ok", "", "", ""},		  /* empty pid */
	    {"a", "python", "ok", "1x", "", ""},	  /* junk pid */
	    {"a", "a-language-name-too-long", "ok", "1", "", ""},
	};
	struct sbx_ctx_info *v = (struct sbx_ctx_info *)0x1;
	char buf[512], big[SBX_CTX_NAME_MAX + 2];
	size_t n = 7, len;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		len = rec(buf, 0, bad[i]);
		assert_int_equal(sbx_ctx_parse_list(buf, len, &v, &n), -EIO);
	}
	/* a truncated record (the last NUL missing), and a partial one */
	len = rec(buf, 0, (const char *const[6]){"a", "python", "ok", "1", "", ""});
	assert_int_equal(sbx_ctx_parse_list(buf, len - 1, &v, &n), -EIO);
	assert_int_equal(sbx_ctx_parse_list(buf, 5, &v, &n), -EIO);
	/* a good record then a bad one: nothing leaks, nothing returned */
	len = rec(buf, len, bad[3]);
	assert_int_equal(sbx_ctx_parse_list(buf, len, &v, &n), -EIO);
	memset(big, 'a', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	len = rec(buf, 0, (const char *const[6]){big, "python", "ok", "1", "", ""});
	assert_int_equal(sbx_ctx_parse_list(buf, len, &v, &n), -EIO);
	assert_ptr_equal(v, (struct sbx_ctx_info *)0x1); /* untouched on failure */
	assert_int_equal(n, 7);
}

static void test_results_parse_in_numeric_order(void **state)
{
	static const char data[] = "10.png\0"
				   "5\0"
				   "2.html\0"
				   "123\0"
				   "1.svg\0"
				   " 7\0";
	struct sbx_ctx_result *r = NULL;
	size_t n = 0;

	assert_int_equal(sbx_ctx_parse_results(data, sizeof(data) - 1, &r, &n), 0);
	assert_int_equal(n, 3);
	assert_string_equal(r[0].name, "1.svg");
	assert_string_equal(r[0].mime, "image/svg+xml");
	assert_int_equal(r[0].size, 7);
	assert_string_equal(r[1].name, "2.html");
	assert_string_equal(r[1].mime, "text/html");
	assert_int_equal(r[1].size, 123);
	assert_string_equal(r[2].name, "10.png");
	assert_string_equal(r[2].mime, "image/png");
	free(r);
}

static void test_malformed_results_are_rejected(void **state)
{
	static const struct {
		const char *d;
		size_t len;
	} bad[] = {
	    {"../x.png\0"
	     "1\0",
	     11},
	    {"1.PNG\0"
	     "1\0",
	     8},
	    {"1.png\0"
	     "x\0",
	     8},
	    {"1.png\0"
	     "1",
	     7},
	    {"1.png\0", 6},
	    {".png\0"
	     "1\0",
	     7},
	    {"1.\0"
	     "1\0",
	     5},
	    {"1.toolongext\0"
	     "1\0",
	     15},
	    {"1234567890.png\0"
	     "1\0",
	     17},
	};
	struct sbx_ctx_result *r = NULL;
	size_t n = 0;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(sbx_ctx_parse_results(bad[i].d, bad[i].len, &r, &n), -EIO);
	assert_true(sbx_ctx_valid_result("1.png"));
	assert_true(sbx_ctx_valid_result("123456789.json"));
	assert_false(sbx_ctx_valid_result("1.png/../../x"));
	assert_false(sbx_ctx_valid_result("a.png"));
	assert_false(sbx_ctx_valid_result(""));
}

static void test_mime_types_by_extension(void **state)
{
	assert_string_equal(sbx_ctx_mime("1.png"), "image/png");
	assert_string_equal(sbx_ctx_mime("2.svg"), "image/svg+xml");
	assert_string_equal(sbx_ctx_mime("3.html"), "text/html");
	assert_string_equal(sbx_ctx_mime("4.json"), "application/json");
	assert_string_equal(sbx_ctx_mime("5.jpeg"), "image/jpeg");
	assert_string_equal(sbx_ctx_mime("6.md"), "text/markdown");
	assert_string_equal(sbx_ctx_mime("7.bin"), "application/octet-stream");
	assert_string_equal(sbx_ctx_mime("noext"), "application/octet-stream");
	assert_string_equal(sbx_ctx_mime(NULL), "application/octet-stream");
}

static void test_drivers_are_embedded_and_named_by_their_hash(void **state)
{
	const char *py = sbx_ctx_driver_name("python");
	const char *js = sbx_ctx_driver_name("javascript");
	int found = 0;

	for (const struct sbx_driver_file *f = sbx_driver_files; f->name; f++) {
		assert_true(f->len > 1000);
		assert_int_equal(f->data[f->len], '\0');
		assert_int_equal(strlen((const char *)f->data), f->len); /* no NUL inside */
		found += !strcmp(f->name, "python.py") + !strcmp(f->name, "javascript.js") +
			 !strcmp(f->name, "manage.sh");
	}
	assert_int_equal(found, 3);
	assert_non_null(py);
	assert_non_null(js);
	assert_int_equal(strlen(py), strlen("driver-") + 16 + 3);
	assert_int_equal(strncmp(py, "driver-", 7), 0);
	assert_string_equal(py + strlen(py) - 3, ".py");
	assert_string_equal(js + strlen(js) - 3, ".js");
	assert_null(sbx_ctx_driver_name("bash"));
	assert_null(sbx_ctx_driver_name(NULL));
	assert_string_equal(sbx_ctx_state_name(SBX_CTX_DEAD), "dead");
	assert_string_equal(sbx_ctx_state_name(SBX_CTX_RUNNING), "running");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_names_are_checked_before_any_shell_sees_them),
	    cmocka_unit_test(test_only_python_and_javascript_are_languages),
	    cmocka_unit_test(test_exit_statuses_map_to_errno),
	    cmocka_unit_test(test_list_parses_sorted_with_reason_and_error),
	    cmocka_unit_test(test_malformed_lists_are_rejected),
	    cmocka_unit_test(test_results_parse_in_numeric_order),
	    cmocka_unit_test(test_malformed_results_are_rejected),
	    cmocka_unit_test(test_mime_types_by_extension),
	    cmocka_unit_test(test_drivers_are_embedded_and_named_by_their_hash),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
