/* test_http_errors.c — the two error maps of client/http.c: HTTP status +
 * bridge code -> errno, and CURLcode -> errno. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <curl/curl.h>

#include "api.h"
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
	assert_int_equal(sbx_curlcode_to_errno(CURLE_PARTIAL_FILE), -EIO);
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

	sbx_api_error_parse(body, sizeof(body) - 1, msg, sizeof(msg), code, sizeof(code), en,
			    sizeof(en));
	assert_string_equal(en, "");
	assert_string_equal(msg, "File not found: /workspace/x");
	assert_string_equal(code, "workspace_read_not_found");
	sbx_api_error_parse("404 Not Found\n", 14, msg, sizeof(msg), code, sizeof(code), NULL, 0);
	assert_string_equal(msg, "404 Not Found");
	assert_string_equal(code, "");
	sbx_api_error_parse(LONG, strlen(LONG), msg, 8, code, sizeof(code), NULL, 0);
	assert_string_equal(msg, "a very ");
	sbx_api_error_parse(FSERR, strlen(FSERR), msg, sizeof(msg), code, sizeof(code), en,
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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
