/* Unit tests for server/extents.c: the body of a sparse upload. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <string.h>

#include "extents.h"

static char file[64];
static size_t writes;

static int put(void *arg, uint64_t off, const char *data, size_t len)
{
	(void)arg;
	if (off + len > sizeof(file))
		return -EFBIG;
	memcpy(file + off, data, len);
	writes++;
	return 0;
}

static int feed_bytes(struct extents_parser *p, const char *body, size_t len, size_t step)
{
	for (size_t i = 0; i < len; i += step) {
		int rc = extents_feed(p, body + i, len - i < step ? len - i : step, put, NULL);

		if (rc < 0)
			return rc;
	}
	return extents_finish(p);
}

static void test_records_land_at_their_offsets_in_any_split(void **state)
{
	static const char body[] = "0 3\nabc10 2\nxy5 0\n4 1\nZ";

	(void)state;
	for (size_t step = 1; step <= sizeof(body); step++) {
		struct extents_parser p;

		memset(file, '.', sizeof(file));
		extents_init(&p, 12);
		assert_int_equal(feed_bytes(&p, body, sizeof(body) - 1, step), 0);
		assert_memory_equal(file, "abc.Z.....xy", 12);
	}
}

static void test_an_empty_body_is_a_file_of_holes(void **state)
{
	struct extents_parser p;

	(void)state;
	extents_init(&p, 1ULL << 40);
	assert_int_equal(extents_finish(&p), 0);
}

static void test_a_record_beyond_the_size_is_refused(void **state)
{
	struct extents_parser p;

	(void)state;
	extents_init(&p, 4);
	assert_int_equal(feed_bytes(&p, "3 2\nab", 6, 64), -EINVAL);
	assert_string_equal(p.err, "an extent lies beyond the file's size");
	extents_init(&p, 4);
	assert_int_equal(feed_bytes(&p, "18446744073709551615 2\nab", 25, 64), -EINVAL);
}

static void test_bad_headers_are_refused(void **state)
{
	static const char *const bad[] = {"x 1\na",  "1\na",	" 1 1\na", "1 -1\na",
					  "1 1 \na", "-1 1\na", "1  1\na"};

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct extents_parser p;

		extents_init(&p, 100);
		assert_int_equal(feed_bytes(&p, bad[i], strlen(bad[i]), 64), -EINVAL);
		assert_true(p.err[0] != '\0');
	}
}

static void test_a_body_that_ends_inside_a_record_is_refused(void **state)
{
	struct extents_parser p;

	(void)state;
	extents_init(&p, 10);
	assert_int_equal(feed_bytes(&p, "0 5\nab", 6, 64), -EINVAL);
	extents_init(&p, 10);
	assert_int_equal(feed_bytes(&p, "0 5", 3, 64), -EINVAL);
}

static void test_an_overlong_header_is_refused(void **state)
{
	char body[200];
	struct extents_parser p;

	(void)state;
	memset(body, '1', sizeof(body));
	extents_init(&p, 100);
	assert_int_equal(extents_feed(&p, body, sizeof(body), put, NULL), -EINVAL);
}

static void test_a_write_error_stops_the_parse(void **state)
{
	struct extents_parser p;

	(void)state;
	extents_init(&p, 1000);
	assert_int_equal(extents_feed(&p, "100 2\nab", 8, put, NULL), -EFBIG);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_records_land_at_their_offsets_in_any_split),
	    cmocka_unit_test(test_an_empty_body_is_a_file_of_holes),
	    cmocka_unit_test(test_a_record_beyond_the_size_is_refused),
	    cmocka_unit_test(test_bad_headers_are_refused),
	    cmocka_unit_test(test_a_body_that_ends_inside_a_record_is_refused),
	    cmocka_unit_test(test_an_overlong_header_is_refused),
	    cmocka_unit_test(test_a_write_error_stops_the_parse),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
