/* Unit tests for server/payload.c: what sbxd writes, sbxd-init reads back
 * unchanged, and a payload that is not one is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "payload.h"

static void test_what_is_built_parses_back_unchanged(void **state)
{
	const char *argv[] = {"bash", "-c", "echo 'a b'", "", NULL};
	const char *env[] = {"A=1", "EMPTY=", NULL};
	char **strs, **av, **ev;
	const char *cwd;
	size_t len;
	char *buf = payload_build(3, "/workspace/d", argv, env, &len);

	(void)state;
	assert_non_null(buf);
	memcpy(buf, "S\0\0", 3); /* the room left for a request header */
	assert_int_equal(payload_parse(buf + 3, len - 3, &strs, &cwd, &av, &ev), 0);
	assert_string_equal(cwd, "/workspace/d");
	for (int i = 0; i < 4; i++)
		assert_string_equal(av[i], argv[i]);
	assert_null(av[4]);
	assert_string_equal(ev[0], "A=1");
	assert_string_equal(ev[1], "EMPTY=");
	assert_null(ev[2]);
	free(strs);
	free(buf);
}

static void test_an_empty_environment_is_allowed(void **state)
{
	const char *argv[] = {"true", NULL}, *env[] = {NULL};
	char **strs, **av, **ev;
	const char *cwd;
	size_t len;
	char *buf = payload_build(0, "/", argv, env, &len);

	(void)state;
	assert_non_null(buf);
	assert_int_equal(payload_parse(buf, len, &strs, &cwd, &av, &ev), 0);
	assert_string_equal(av[0], "true");
	assert_null(av[1]);
	assert_null(ev[0]);
	free(strs);
	free(buf);
}

static int parse_bytes(const char *bytes, size_t len)
{
	char *buf = malloc(len + 1), **strs = NULL, **av, **ev;
	const char *cwd;
	int rc;

	memcpy(buf, bytes, len);
	rc = payload_parse(buf, len, &strs, &cwd, &av, &ev);
	free(strs);
	free(buf);
	return rc;
}

#define BYTES(s) parse_bytes((s), sizeof(s) - 1)

static void test_what_is_not_a_payload_is_refused(void **state)
{
	char **strs, **av, **ev;
	const char *cwd;

	(void)state;
	assert_int_equal(payload_parse(NULL, 0, &strs, &cwd, &av, &ev), -EINVAL);
	assert_int_equal(BYTES(""), -EINVAL);
	assert_int_equal(BYTES("/\0"
			       "0\0"
			       "0\0"),
			 -EINVAL); /* no argv */
	assert_int_equal(BYTES("/\0"
			       "2\0"
			       "a\0"
			       "0\0"),
			 -EINVAL); /* argc past the end */
	assert_int_equal(BYTES("/\0"
			       "1\0"
			       "a\0"
			       "2\0"
			       "E=1\0"),
			 -EINVAL);
	assert_int_equal(BYTES("/\0"
			       "x\0"
			       "a\0"
			       "0\0"),
			 -EINVAL);
	assert_int_equal(BYTES("/\0"
			       "1\0"
			       "a\0"
			       "-1\0"),
			 -EINVAL);
	assert_int_equal(BYTES("/\0"
			       "1\0"
			       "a\0"
			       "0"),
			 -EINVAL); /* last string cut */
	assert_int_equal(BYTES("/\0"
			       "1\0"
			       "a\0"
			       "0\0"),
			 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_what_is_built_parses_back_unchanged),
	    cmocka_unit_test(test_an_empty_environment_is_allowed),
	    cmocka_unit_test(test_what_is_not_a_payload_is_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
