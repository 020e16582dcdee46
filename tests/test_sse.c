/* test_sse.c — the exec event-stream parser (client/sse.c): every way a
 * stream can be cut, and the hostile ones. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sse.h"

struct rec {
	char out[4096];
	size_t out_len;
	char err[4096];
	size_t err_len;
	char term[256];
	int term_kind;
	int nterm;
	int events;
};

static int rec_cb(void *arg, enum sbx_sse_kind kind, const void *data, size_t len)
{
	struct rec *r = arg;

	r->events++;
	if (kind == SBX_SSE_STDOUT) {
		assert_true(r->out_len + len <= sizeof(r->out));
		memcpy(r->out + r->out_len, data, len);
		r->out_len += len;
	} else if (kind == SBX_SSE_STDERR) {
		assert_true(r->err_len + len <= sizeof(r->err));
		memcpy(r->err + r->err_len, data, len);
		r->err_len += len;
	} else {
		assert_true(len < sizeof(r->term));
		memcpy(r->term, data, len);
		r->term[len] = '\0';
		r->term_kind = kind;
		r->nterm++;
	}
	return 0;
}

/* "hello\n" = aGVsbG8K, "world" = d29ybGQ=, "oops" = b29wcw== */
static const char STREAM[] = "event: stdout\ndata: aGVsbG8K\n\n"
			     "event: stderr\ndata: b29wcw==\n\n"
			     "event: stdout\ndata: d29ybGQ=\n\n"
			     "event: exit\ndata: {\"exit_code\":3}\n\n";

static void check_stream_result(const struct rec *r)
{
	assert_int_equal(r->out_len, 11);
	assert_memory_equal(r->out, "hello\nworld", 11);
	assert_int_equal(r->err_len, 4);
	assert_memory_equal(r->err, "oops", 4);
	assert_int_equal(r->nterm, 1);
	assert_int_equal(r->term_kind, SBX_SSE_EXIT);
	assert_string_equal(r->term, "{\"exit_code\":3}");
}

/* Feeds s in pieces whose sizes come from splits (cycled); returns finish(). */
static int feed_split(const char *s, size_t len, const size_t *splits, size_t nsplits,
		      struct rec *r)
{
	struct sbx_sse p;
	size_t off = 0, k = 0;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	sbx_sse_init(&p, rec_cb, r);
	while (off < len && rc == 0) {
		size_t n = splits[k++ % nsplits];

		if (n > len - off)
			n = len - off;
		rc = sbx_sse_feed(&p, s + off, n);
		off += n;
	}
	if (rc == 0)
		rc = sbx_sse_finish(&p);
	sbx_sse_release(&p);
	return rc;
}

static int feed_whole(const char *s, struct rec *r)
{
	size_t whole = strlen(s) ? strlen(s) : 1;

	return feed_split(s, strlen(s), &whole, 1, r);
}

static void test_stream_fed_whole_decodes_every_event(void **state)
{
	struct rec r;

	assert_int_equal(feed_whole(STREAM, &r), 0);
	check_stream_result(&r);
}

static void test_stream_fed_byte_by_byte_decodes_every_event(void **state)
{
	struct rec r;
	size_t one = 1;

	assert_int_equal(feed_split(STREAM, strlen(STREAM), &one, 1, &r), 0);
	check_stream_result(&r);
}

static void test_stream_fed_at_random_split_points_decodes_every_event(void **state)
{
	struct rec r;
	size_t splits[64];
	int round, i;

	srand(12345);
	for (round = 0; round < 500; round++) {
		for (i = 0; i < 64; i++)
			splits[i] = (size_t)(rand() % 17) + 1;
		assert_int_equal(feed_split(STREAM, strlen(STREAM), splits, 64, &r), 0);
		check_stream_result(&r);
	}
}

static void test_crlf_and_cr_line_ends_split_anywhere(void **state)
{
	static const char s[] = "event: stdout\r\ndata: aGVsbG8K\r\n\r\n"
				"event: stderr\rdata: b29wcw==\r\r"
				"event: stdout\ndata: d29ybGQ=\r\n\n"
				"event: exit\r\ndata: {\"exit_code\":3}\r\n\r\n";
	struct rec r;
	size_t len = strlen(s), cut;

	for (cut = 1; cut <= len; cut++) {
		size_t splits[2] = {cut, len};

		assert_int_equal(feed_split(s, len, splits, 2, &r), 0);
		check_stream_result(&r);
	}
}

static void test_comments_ids_and_unknown_events_are_ignored(void **state)
{
	static const char s[] = ": a comment\n\n"
				"id: 7\nretry: 100\nevent: stdout\ndata: aGVsbG8K\n\n"
				"event: heartbeat\ndata: xyz\n\n"
				"data: bm8gZXZlbnQ=\n\n"
				"event:stdout\ndata:d29ybGQ=\n\n"
				"event: exit\ndata: {\"exit_code\":0}\n\n";
	struct rec r;

	assert_int_equal(feed_whole(s, &r), 0);
	assert_int_equal(r.out_len, 11);
	assert_memory_equal(r.out, "hello\nworld", 11);
	assert_int_equal(r.nterm, 1);
}

static void test_keepalive_comments_are_counted_and_are_not_payload(void **state)
{
	static const char ka[] = ": keepalive 5\n";
	static const char ev[] = "event: stdout\ndata: aGVsbG8K\n\n";
	struct sbx_sse p;
	struct rec r;
	unsigned long before;

	memset(&r, 0, sizeof(r));
	sbx_sse_init(&p, rec_cb, &r);
	/* split anywhere, a keepalive is no payload and counts once */
	assert_int_equal(sbx_sse_feed(&p, ka, 3), 0);
	assert_int_equal(sbx_sse_feed(&p, ka + 3, sizeof(ka) - 4), 0);
	assert_int_equal(p.payload, 0);
	assert_int_equal(p.keepalives, 1);
	assert_int_equal(p.keepalive_ms, 5000);
	/* an event is payload: its bytes less the line ends */
	assert_int_equal(sbx_sse_feed(&p, ev, sizeof(ev) - 1), 0);
	assert_int_equal(p.payload, sizeof(ev) - 1 - 3);
	before = p.payload;
	/* without an interval, with CRLF, with a larger interval */
	assert_int_equal(sbx_sse_feed(&p, ":keepalive\r\n: keepalive 30\n", 27), 0);
	assert_int_equal(p.keepalives, 3);
	assert_int_equal(p.keepalive_ms, 30000);
	/* other comments are neither payload nor keepalives */
	assert_int_equal(sbx_sse_feed(&p, ": keepalives 9\n:keepalive9\n: hello\n", 35), 0);
	assert_int_equal(p.keepalives, 3);
	assert_int_equal(p.keepalive_ms, 30000);
	assert_int_equal(p.payload, before);
	assert_int_equal(sbx_sse_feed(&p, "event: exit\ndata: {\"exit_code\":0}\n\n", 35), 0);
	assert_int_equal(sbx_sse_finish(&p), 0);
	assert_int_equal(r.out_len, 6);
	assert_int_equal(r.nterm, 1);
	sbx_sse_release(&p);
}

static void test_multi_line_data_is_joined_with_newlines(void **state)
{
	static const char s[] = "event: error\ndata: {\"error\":\ndata: \"boom\"}\n\n";
	struct rec r;

	assert_int_equal(feed_whole(s, &r), 0);
	assert_int_equal(r.term_kind, SBX_SSE_ERROR);
	assert_string_equal(r.term, "{\"error\":\n\"boom\"}");
}

static void test_base64_split_over_data_lines_decodes(void **state)
{
	static const char s[] = "event: stdout\ndata: aGVs\ndata: bG8K\n\n"
				"event: exit\ndata: {\"exit_code\":0}\n\n";
	struct rec r;

	assert_int_equal(feed_whole(s, &r), 0);
	assert_int_equal(r.out_len, 6);
	assert_memory_equal(r.out, "hello\n", 6);
}

static void test_binary_payload_round_trips(void **state)
{
	static const char s[] = "event: stdout\ndata: AP+AfwoNCQ==\n\n"
				"event: exit\ndata: {\"exit_code\":0}\n\n";
	struct rec r;

	assert_int_equal(feed_whole(s, &r), 0);
	assert_int_equal(r.out_len, 7);
	assert_memory_equal(r.out, "\x00\xff\x80\x7f\n\r\t", 7);
}

static void test_stream_without_terminal_event_is_eio(void **state)
{
	struct rec r;

	assert_int_equal(feed_whole("event: stdout\ndata: aGVsbG8K\n\n", &r), -EIO);
	assert_int_equal(r.out_len, 6);
	assert_int_equal(feed_whole("", &r), -EIO);
}

static void test_terminal_event_without_blank_line_is_eio(void **state)
{
	struct rec r;

	assert_int_equal(feed_whole("event: exit\ndata: {\"exit_code\":0}\n", &r), -EIO);
	assert_int_equal(r.nterm, 0);
}

static void test_two_terminal_events_are_eio(void **state)
{
	struct rec r;

	assert_int_equal(feed_whole("event: exit\ndata: {\"exit_code\":0}\n\n"
				    "event: exit\ndata: {\"exit_code\":1}\n\n",
				    &r),
			 -EIO);
	assert_int_equal(feed_whole("event: exit\ndata: {\"exit_code\":0}\n\n"
				    "event: stdout\ndata: aGVsbG8K\n\n",
				    &r),
			 -EIO);
}

static void test_bad_base64_is_einval(void **state)
{
	struct rec r;

	assert_int_equal(feed_whole("event: stdout\ndata: aGVsbG8*\n\n"
				    "event: exit\ndata: {\"exit_code\":0}\n\n",
				    &r),
			 -EINVAL);
	assert_int_equal(feed_whole("event: stdout\ndata: aGVsbG8\n\n", &r), -EINVAL);
	assert_int_equal(feed_whole("event: stdout\ndata: aG=sbG8K\n\n", &r), -EINVAL);
}

static void test_oversize_line_is_e2big(void **state)
{
	struct sbx_sse p;
	struct rec r;
	char chunk[1024];
	int rc = 0, i;

	memset(&r, 0, sizeof(r));
	sbx_sse_init(&p, rec_cb, &r);
	p.line_max = 4096;
	memset(chunk, 'A', sizeof(chunk));
	rc = sbx_sse_feed(&p, "data: ", 6);
	for (i = 0; i < 10 && rc == 0; i++)
		rc = sbx_sse_feed(&p, chunk, sizeof(chunk));
	assert_int_equal(rc, -E2BIG);
	assert_int_equal(sbx_sse_finish(&p), -E2BIG);
	sbx_sse_release(&p);
}

static void test_oversize_event_from_many_lines_is_e2big(void **state)
{
	struct sbx_sse p;
	struct rec r;
	int rc = 0, i;

	memset(&r, 0, sizeof(r));
	sbx_sse_init(&p, rec_cb, &r);
	p.event_max = 1000;
	for (i = 0; i < 100 && rc == 0; i++)
		rc = sbx_sse_feed(&p, "data: AAAAAAAAAAAAAAAAAAAA\n", 27);
	assert_int_equal(rc, -E2BIG);
	sbx_sse_release(&p);
}

static int stop_cb(void *arg, enum sbx_sse_kind kind, const void *data, size_t len)
{
	return -ECANCELED;
}

static void test_callback_error_stops_the_stream(void **state)
{
	struct sbx_sse p;

	sbx_sse_init(&p, stop_cb, NULL);
	assert_int_equal(sbx_sse_feed(&p, STREAM, strlen(STREAM)), -ECANCELED);
	assert_int_equal(sbx_sse_finish(&p), -ECANCELED);
	sbx_sse_release(&p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_stream_fed_whole_decodes_every_event),
	    cmocka_unit_test(test_stream_fed_byte_by_byte_decodes_every_event),
	    cmocka_unit_test(test_stream_fed_at_random_split_points_decodes_every_event),
	    cmocka_unit_test(test_crlf_and_cr_line_ends_split_anywhere),
	    cmocka_unit_test(test_comments_ids_and_unknown_events_are_ignored),
	    cmocka_unit_test(test_keepalive_comments_are_counted_and_are_not_payload),
	    cmocka_unit_test(test_multi_line_data_is_joined_with_newlines),
	    cmocka_unit_test(test_base64_split_over_data_lines_decodes),
	    cmocka_unit_test(test_binary_payload_round_trips),
	    cmocka_unit_test(test_stream_without_terminal_event_is_eio),
	    cmocka_unit_test(test_terminal_event_without_blank_line_is_eio),
	    cmocka_unit_test(test_two_terminal_events_are_eio),
	    cmocka_unit_test(test_bad_base64_is_einval),
	    cmocka_unit_test(test_oversize_line_is_e2big),
	    cmocka_unit_test(test_oversize_event_from_many_lines_is_e2big),
	    cmocka_unit_test(test_callback_error_stops_the_stream),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
