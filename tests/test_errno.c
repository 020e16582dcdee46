/* test_errno.c — client/errno.c: HTTP status + bridge code, error bodies,
 * CURLcode, route words and command stderr -> errno. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <curl/curl.h>

#include "sbx_errno.h"
#include "http.h"
#include "sbx.h"

static void test_status_2xx_maps_to_success(void **state)
{
	assert_int_equal(sbx_status_to_errno(200, NULL), 0);
	assert_int_equal(sbx_status_to_errno(204, NULL), 0);
	assert_int_equal(sbx_status_to_errno(206, ""), 0);
}

static void test_status_404_maps_to_enoent(void **state)
{
	assert_int_equal(sbx_status_to_errno(404, "workspace_read_not_found"), -ENOENT);
	assert_int_equal(sbx_status_to_errno(404, NULL), -ENOENT);
}

static void test_status_401_and_403_map_to_eacces(void **state)
{
	assert_int_equal(sbx_status_to_errno(401, "unauthorized"), -EACCES);
	assert_int_equal(sbx_status_to_errno(403, "invalid_request"), -EACCES);
}

static void test_status_400_maps_to_einval(void **state)
{
	assert_int_equal(sbx_status_to_errno(400, "invalid_request"), -EINVAL);
}

static void test_status_413_maps_to_efbig(void **state)
{
	assert_int_equal(sbx_status_to_errno(413, "payload_too_large"), -EFBIG);
}

static void test_status_414_maps_to_enametoolong(void **state)
{
	assert_int_equal(sbx_status_to_errno(414, "uri_too_long"), -ENAMETOOLONG);
}

static void test_status_503_and_capacity_exceeded_map_to_eagain(void **state)
{
	assert_int_equal(sbx_status_to_errno(503, NULL), -EAGAIN);
	assert_int_equal(sbx_status_to_errno(503, "capacity_exceeded"), -EAGAIN);
	assert_int_equal(sbx_status_to_errno(500, "capacity_exceeded"), -EAGAIN);
}

static void test_status_501_maps_to_enosys(void **state)
{
	assert_int_equal(sbx_status_to_errno(501, NULL), -ENOSYS);
}

static void test_other_5xx_map_to_eio(void **state)
{
	assert_int_equal(sbx_status_to_errno(500, "internal_error"), -EIO);
	assert_int_equal(sbx_status_to_errno(502, "pool_error"), -EIO);
	assert_int_equal(sbx_status_to_errno(502, "exec_transport_error"), -EIO);
	assert_int_equal(sbx_status_to_errno(599, NULL), -EIO);
}

static void test_curl_timeout_maps_to_etimedout(void **state)
{
	assert_int_equal(sbx_curlcode_to_errno(CURLE_OPERATION_TIMEDOUT), -ETIMEDOUT);
}

static void test_curl_couldnt_connect_maps_to_econnrefused(void **state)
{
	assert_int_equal(sbx_curlcode_to_errno(CURLE_COULDNT_CONNECT), -ECONNREFUSED);
}

static void test_curl_transport_errors_map_to_enotconn_or_eio(void **state)
{
	assert_int_equal(sbx_curlcode_to_errno(CURLE_OK), 0);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_GOT_NOTHING), -ENOTCONN);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_RECV_ERROR), -ENOTCONN);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_SEND_ERROR), -ENOTCONN);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_COULDNT_RESOLVE_HOST), -ENOTCONN);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_PARTIAL_FILE), -ENOTCONN);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_OUT_OF_MEMORY), -ENOMEM);
	assert_int_equal(sbx_curlcode_to_errno(CURLE_URL_MALFORMAT), -EINVAL);
}

static void test_error_body_gives_message_and_code(void **state)
{
	static const char body[] = "{\"error\":\"File not found: /workspace/x\","
				   "\"code\":\"workspace_read_not_found\"}";
	static const char FSERR[] = "{\"error\":\"Directory not empty\",\"code\":\"fs_error\","
				    "\"errno\":\"ENOTEMPTY\"}";
	static const char LONG[] = "{\"error\":\"a very long message indeed\"}";
	char msg[64], code[32], en[16];

	sbx_error_body_parse(body, sizeof(body) - 1, msg, sizeof(msg), code, sizeof(code), en,
			     sizeof(en));
	assert_string_equal(en, "");
	assert_string_equal(msg, "File not found: /workspace/x");
	assert_string_equal(code, "workspace_read_not_found");
	sbx_error_body_parse("404 Not Found\n", 14, msg, sizeof(msg), code, sizeof(code), NULL, 0);
	assert_string_equal(msg, "404 Not Found");
	assert_string_equal(code, "");
	sbx_error_body_parse(LONG, strlen(LONG), msg, 8, code, sizeof(code), NULL, 0);
	assert_string_equal(msg, "a very ");
	sbx_error_body_parse(FSERR, strlen(FSERR), msg, sizeof(msg), code, sizeof(code), en,
			     sizeof(en));
	assert_string_equal(code, "fs_error");
	assert_string_equal(en, "ENOTEMPTY");
}

static void test_client_rejects_bad_urls_and_valid_ids_are_checked(void **state)
{
	struct sbx_client_opts o = {0};
	struct sbx_client *c = NULL;

	o.url = "ftp://x";
	assert_int_equal(sbx_client_new(&o, &c), -EINVAL);
	o.url = "http://127.0.0.1:1/";
	o.retries = -1;
	assert_int_equal(sbx_client_new(&o, &c), 0);
	assert_string_equal(sbx_client_url(c), "http://127.0.0.1:1");
	sbx_client_free(c);
	sbx_client_free(NULL);
	assert_true(sbx_valid_id("abc234"));
	assert_false(sbx_valid_id("abc1"));
	assert_false(sbx_valid_id(""));
	assert_false(sbx_valid_id("ABC"));
	assert_true(sbx_valid_session_id("s-1.a_B"));
	assert_false(sbx_valid_session_id("a..b"));
	assert_false(sbx_valid_session_id("a/b"));
	assert_true(sbx_valid_port(8080));
	assert_false(sbx_valid_port(3000));
	assert_false(sbx_valid_port(1023));
	assert_false(sbx_valid_port(65536));
}

static void test_connection_refused_arrives_as_econnrefused(void **state)
{
	struct sbx_client_opts o = {0};
	struct sbx_client *c = NULL;

	/* Port 1 on loopback: nothing listens there (not a mock: a real
	 * connection attempt through libcurl). */
	o.url = "http://127.0.0.1:1";
	o.retries = 0;
	assert_int_equal(sbx_client_new(&o, &c), 0);
	assert_int_equal(sbx_health(c), -ECONNREFUSED);
	assert_true(sbx_last_error()[0] != '\0');
	sbx_client_free(c);
}

static void test_a_named_errno_wins_over_the_status(void **state)
{
	assert_int_equal(sbx_error_to_errno(507, "fs_error", "ENOSPC", "write failed"), -ENOSPC);
	assert_int_equal(sbx_error_to_errno(507, "fs_error", "EDQUOT", "write failed"), -EDQUOT);
	assert_int_equal(sbx_error_to_errno(403, "fs_error", "EROFS", ""), -EROFS);
	assert_int_equal(sbx_error_to_errno(409, "fs_error", "EISDIR", ""), -EISDIR);
	assert_int_equal(sbx_error_to_errno(409, "fs_error", "EBOGUS", ""), -EEXIST);
	assert_int_equal(sbx_error_to_errno(200, "fs_error", "ENOSPC", ""), 0);
}

static void test_write_failure_statuses_without_a_name(void **state)
{
	assert_int_equal(sbx_status_to_errno(507, NULL), -ENOSPC);
	assert_int_equal(sbx_status_to_errno(414, NULL), -ENAMETOOLONG);
}

static void test_bridge_write_failure_message_names_the_errno(void **state)
{
	assert_int_equal(sbx_error_to_errno(502, "workspace_archive_write_error", "",
					    "write failed: EACCES: permission denied, open "
					    "'/workspace/ro/f'"),
			 -EACCES);
	assert_int_equal(sbx_error_to_errno(502, "workspace_archive_write_error", "",
					    "write failed: ENOSPC: no space left on device, write"),
			 -ENOSPC);
	assert_int_equal(sbx_error_to_errno(502, "workspace_archive_write_error", "",
					    "write failed: something else"),
			 -EIO);
	assert_int_equal(sbx_error_to_errno(502, "exec_error", "", "x: EACCES: y"), -EIO);
}

static void test_tool_messages_give_the_syscall_errno(void **state)
{
#define E(s) sbx_errno_from_stderr(s, strlen(s))
	assert_int_equal(E("mv: cannot move 'd' to 'f': Directory not empty\n"), -ENOTEMPTY);
	assert_int_equal(E("mkdir: cannot create directory '/x': File exists\n"), -EEXIST);
	assert_int_equal(E("rmdir: failed to remove 'a: b': Not a directory\n"), -ENOTDIR);
	assert_int_equal(E("unlink: cannot unlink 'd': Is a directory\n"), -EISDIR);
	assert_int_equal(E("find: '/w/x': No such file or directory\n"), -ENOENT);
	assert_int_equal(E("bash: line 1: cd: /w/x: Permission denied\n"), -EACCES);
	assert_int_equal(E("mv: cannot move 'a' to 'b': Invalid cross-device link\n"), -EXDEV);
	assert_int_equal(E("touch: setting times of 'x': Operation not permitted\r\n"), -EPERM);
	assert_int_equal(E("mv: cannot overwrite directory 'd' with non-directory\n"), -EISDIR);
	assert_int_equal(E("mv: cannot overwrite non-directory 'a' with directory 'd'\n"),
			 -ENOTDIR);
	assert_int_equal(E("mv: cannot move 'd' to a subdirectory of itself, 'd/s'\n"), -EINVAL);
	assert_int_equal(E("bash: line 3: kill: (99999) - No such process\n"), -ESRCH);
	assert_int_equal(E("sbx-errno EEXIST\n"), -EEXIST);
	assert_int_equal(E("sbx-errno ENOTEMPTY"), -ENOTEMPTY);
	/* the last line that names an errno wins; unknown text is EIO */
	assert_int_equal(E("ln: x: hard link not allowed\nmv: cannot stat 'a': No such file or "
			   "directory\n\n"),
			 -ENOENT);
	assert_int_equal(E("something odd happened\n"), -EIO);
	assert_int_equal(E(""), -EIO);
	assert_int_equal(E("sbx-errno ENOTANERRNO\n"), -EIO);
#undef E
}

static void test_session_words_give_enoent_and_eexist(void **state)
{
	assert_int_equal(
	    sbx_answer_errno("session_delete", 502, "session_error", "", "Session 'x' not found"),
	    -ENOENT);
	assert_int_equal(sbx_answer_errno("session_create", 502, "session_error", "",
					  "Session 'x' already exists"),
			 -EEXIST);
	/* the same words on another route, or another code, stay the status's */
	assert_int_equal(sbx_answer_errno("exec", 502, "session_error", "", "Session not found"),
			 -EIO);
	assert_int_equal(sbx_answer_errno("session_delete", 502, "pool_error", "", "not found"),
			 -EIO);
	assert_int_equal(sbx_answer_errno("session_delete", 502, "session_error", "", "boom"),
			 -EIO);
}

static void test_process_launch_words_give_the_errno(void **state)
{
	assert_int_equal(
	    sbx_answer_errno("process_start", 502, "process_error", "", "Executable not found"),
	    -ENOENT);
	assert_int_equal(
	    sbx_answer_errno("process_start", 502, "process_error", "", "spawn /x ENOTDIR"),
	    -ENOTDIR);
	assert_int_equal(
	    sbx_answer_errno("process_start", 502, "process_error", "", "spawn bash EACCES"),
	    -EACCES);
	assert_int_equal(
	    sbx_answer_errno("process_start", 502, "process_error", "", "too many processes"),
	    -EAGAIN);
	assert_int_equal(sbx_answer_errno("process_start", 502, "process_error", "", "odd"), -EIO);
	assert_int_equal(sbx_answer_errno("process_start", 400, "invalid_request", "", "ENOENT"),
			 -EINVAL);
}

static void test_fs_extension_errors_name_their_errno_or_eio(void **state)
{
	assert_int_equal(sbx_answer_errno("fs", 409, "fs_error", "ENOTEMPTY", ""), -ENOTEMPTY);
	assert_int_equal(sbx_answer_errno("extents_put", 409, "fs_error", "ENOSPC", ""), -ENOSPC);
	/* unnamed: EIO on the extension routes, the status elsewhere */
	assert_int_equal(sbx_answer_errno("extents_get", 409, "fs_error", "EBOGUS", ""), -EIO);
	assert_int_equal(sbx_answer_errno("file_put", 409, "fs_error", "EBOGUS", ""), -EEXIST);
	/* an older sbxd without an op of /fs */
	assert_int_equal(sbx_answer_errno("fs", 400, "invalid_request", "", "unknown op 'x'"),
			 -ENOSYS);
	assert_int_equal(sbx_answer_errno("exec", 400, "invalid_request", "", "unknown op 'x'"),
			 -EINVAL);
	assert_int_equal(sbx_answer_errno("fs", 200, NULL, NULL, NULL), 0);
}

static void test_a_bare_404_is_a_missing_route(void **state)
{
	assert_true(sbx_route_absent(404, ""));
	assert_true(sbx_route_absent(404, NULL));
	assert_false(sbx_route_absent(404, "not_found"));
	assert_false(sbx_route_absent(405, ""));
	/* a WebSocket connect: the route's 404, or the terminal's */
	assert_int_equal(sbx_answer_errno("upgrade", 404, "", NULL, "404 Not Found"), -ENOSYS);
	assert_int_equal(sbx_answer_errno("upgrade", 404, "not_found", NULL, "Terminal not found"),
			 -ENOENT);
	assert_int_equal(sbx_answer_errno("upgrade", 401, "", NULL, ""), -EACCES);
}

static void test_errno_names_map_both_ways(void **state)
{
	assert_int_equal(sbx_errno_from_name("ENOENT"), -ENOENT);
	assert_int_equal(sbx_errno_from_name("EDQUOT"), -EDQUOT);
	assert_int_equal(sbx_errno_from_name("ENOENTX"), 0);
	assert_int_equal(sbx_errno_from_name(""), 0);
	assert_int_equal(sbx_errno_from_name(NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_status_2xx_maps_to_success),
	    cmocka_unit_test(test_a_named_errno_wins_over_the_status),
	    cmocka_unit_test(test_write_failure_statuses_without_a_name),
	    cmocka_unit_test(test_bridge_write_failure_message_names_the_errno),
	    cmocka_unit_test(test_status_404_maps_to_enoent),
	    cmocka_unit_test(test_status_401_and_403_map_to_eacces),
	    cmocka_unit_test(test_status_400_maps_to_einval),
	    cmocka_unit_test(test_status_413_maps_to_efbig),
	    cmocka_unit_test(test_status_414_maps_to_enametoolong),
	    cmocka_unit_test(test_status_503_and_capacity_exceeded_map_to_eagain),
	    cmocka_unit_test(test_status_501_maps_to_enosys),
	    cmocka_unit_test(test_other_5xx_map_to_eio),
	    cmocka_unit_test(test_curl_timeout_maps_to_etimedout),
	    cmocka_unit_test(test_curl_couldnt_connect_maps_to_econnrefused),
	    cmocka_unit_test(test_curl_transport_errors_map_to_enotconn_or_eio),
	    cmocka_unit_test(test_error_body_gives_message_and_code),
	    cmocka_unit_test(test_client_rejects_bad_urls_and_valid_ids_are_checked),
	    cmocka_unit_test(test_connection_refused_arrives_as_econnrefused),
	    cmocka_unit_test(test_tool_messages_give_the_syscall_errno),
	    cmocka_unit_test(test_session_words_give_enoent_and_eexist),
	    cmocka_unit_test(test_process_launch_words_give_the_errno),
	    cmocka_unit_test(test_fs_extension_errors_name_their_errno_or_eio),
	    cmocka_unit_test(test_errno_names_map_both_ways),
	    cmocka_unit_test(test_a_bare_404_is_a_missing_route),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
