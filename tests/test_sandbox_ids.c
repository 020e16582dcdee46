/* test_sandbox_ids.c — the sandbox ids a mount knows (fs/sandbox_ids.c):
 * remembered ones persist in their file, others do not; and the state
 * directory's per-server names (fs/statedir.c). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "sandbox_ids.h"
#include "sbx.h"
#include "statedir.h"

static void test_remembered_ids_persist_across_instances(void **state)
{
	char dir[] = "/tmp/test_sandbox_ids.XXXXXX", file[128];
	struct sandbox_ids *k = NULL;
	char **ids = NULL;
	size_t n = 0;

	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof(file), "%s/ids", dir);
	assert_int_equal(sandbox_ids_new(file, &k), 0);
	assert_int_equal(sandbox_ids_add(k, "abc", true), 0);
	assert_int_equal(sandbox_ids_add(k, "tmp", false), 0);
	assert_int_equal(sandbox_ids_add(k, "BAD", true), -EINVAL);
	assert_true(sandbox_ids_has(k, "tmp"));
	sandbox_ids_free(k);
	assert_int_equal(sandbox_ids_new(file, &k), 0);
	assert_true(sandbox_ids_has(k, "abc"));
	assert_false(sandbox_ids_has(k, "tmp"));
	sandbox_ids_remove(k, "abc");
	assert_int_equal(sandbox_ids_list(k, &ids, &n), 0);
	assert_int_equal(n, 0);
	sbx_strv_free(ids, n);
	sandbox_ids_free(k);
	unlink(file);
	rmdir(dir);
}

static void test_a_server_url_becomes_one_file_name(void **state)
{
	char name[64];

	statedir_server_name("http://127.0.0.1:8787", name, sizeof(name));
	assert_string_equal(name, "http_127.0.0.1_8787");
	statedir_server_name("https://h/a b", name, sizeof(name));
	assert_null(strchr(name, '/'));
	assert_null(strchr(name, ' '));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_remembered_ids_persist_across_instances),
	    cmocka_unit_test(test_a_server_url_becomes_one_file_name),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
