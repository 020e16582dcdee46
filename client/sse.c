/* sse.c — the exec event stream (text/event-stream) parser.
 *
 * A byte-at-a-time state machine over lines (LF, CRLF or CR end a line, also
 * when the CR and LF arrive in different chunks), following the WHATWG
 * event-stream rules that matter here: `event:` names the event, `data:`
 * lines accumulate joined by '\n', a blank line dispatches, lines starting
 * with ':' are comments, one space after the colon is dropped, unknown fields
 * are ignored. Events other than stdout/stderr/exit/error are skipped (a
 * newer server may add some). A comment `keepalive` or `keepalive N` (N
 * seconds, the server's interval) is counted: the stream is alive. Everything is bounded: one line
 * at most line_max bytes, one event's data at most event_max.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "b64.h"
#include "sse.h"

void sbx_sse_init(struct sbx_sse *p, sbx_sse_cb cb, void *arg)
{
	memset(p, 0, sizeof(*p));
	p->cb = cb;
	p->arg = arg;
	p->line_max = SBX_SSE_LINE_MAX;
	p->event_max = SBX_SSE_EVENT_MAX;
}

void sbx_sse_release(struct sbx_sse *p)
{
	if (!p)
		return;
	free(p->line);
	free(p->data);
	p->line = p->data = NULL;
}

static int fail(struct sbx_sse *p, int err, const char *msg)
{
	if (!p->err) {
		p->err = err;
		snprintf(p->msg, sizeof(p->msg), "%s", msg);
	}
	return p->err;
}

/* Grows *buf to hold need bytes; need is already checked against a cap. */
static int reserve(char **buf, size_t *cap, size_t need)
{
	size_t n = *cap ? *cap : 256;
	char *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	q = realloc(*buf, n);
	if (!q)
		return -ENOMEM;
	*buf = q;
	*cap = n;
	return 0;
}

static void reset_event(struct sbx_sse *p)
{
	p->data_len = 0;
	p->have_data = false;
	p->event[0] = '\0';
	p->event_set = false;
}

static int dispatch(struct sbx_sse *p)
{
	enum sbx_sse_kind kind;
	unsigned char *out = NULL;
	long n;
	int rc = 0;

	if (!p->have_data && !p->event_set)
		return 0; /* blank line with nothing pending */
	if (p->raw) {
		if (p->have_data) {
			rc = p->cb(p->arg, SBX_SSE_MESSAGE, p->data, p->data_len);
			if (rc < 0)
				fail(p, rc, "callback stopped the stream");
		}
		goto out;
	}
	if (!strcmp(p->event, "stdout"))
		kind = SBX_SSE_STDOUT;
	else if (!strcmp(p->event, "stderr"))
		kind = SBX_SSE_STDERR;
	else if (!strcmp(p->event, "exit"))
		kind = SBX_SSE_EXIT;
	else if (!strcmp(p->event, "error"))
		kind = SBX_SSE_ERROR;
	else
		goto out; /* unknown or unnamed event: ignored */

	if (p->terminal) {
		rc = fail(p, -EIO, "event after the terminal event");
		goto out;
	}
	if (kind == SBX_SSE_EXIT || kind == SBX_SSE_ERROR) {
		p->terminal = true;
		rc = p->cb(p->arg, kind, p->data_len ? p->data : "", p->data_len);
		if (rc < 0)
			fail(p, rc, "callback stopped the stream");
		goto out;
	}
	out = malloc(p->data_len / 4 * 3 + 3);
	if (!out) {
		rc = fail(p, -ENOMEM, "out of memory");
		goto out;
	}
	n = sbx_b64_decode(p->data_len ? p->data : "", p->data_len, out);
	if (n < 0) {
		rc = fail(p, -EINVAL, "bad base64 in an output event");
		goto out;
	}
	if (n > 0) {
		rc = p->cb(p->arg, kind, out, (size_t)n);
		if (rc < 0)
			fail(p, rc, "callback stopped the stream");
	}
out:
	free(out);
	reset_event(p);
	return rc < 0 ? rc : 0;
}

static int field(struct sbx_sse *p, const char *name, size_t nlen, const char *val, size_t vlen)
{
	if (nlen == 5 && !memcmp(name, "event", 5)) {
		p->event_set = true;
		if (vlen < sizeof(p->event)) {
			memcpy(p->event, val, vlen);
			p->event[vlen] = '\0';
		} else {
			p->event[0] = '\0'; /* too long to be one we know */
		}
		return 0;
	}
	if (nlen == 4 && !memcmp(name, "data", 4)) {
		size_t add = vlen + (p->have_data ? 1 : 0);

		if (add > p->event_max || p->data_len > p->event_max - add)
			return fail(p, -E2BIG, "event data over the size limit");
		if (reserve(&p->data, &p->data_cap, p->data_len + add + 1) < 0)
			return fail(p, -ENOMEM, "out of memory");
		if (p->have_data)
			p->data[p->data_len++] = '\n';
		memcpy(p->data + p->data_len, val, vlen);
		p->data_len += vlen;
		p->data[p->data_len] = '\0';
		p->have_data = true;
		return 0;
	}
	return 0; /* id:, retry:, anything else: ignored */
}

/* A comment line (after its ':'): count it when it is a keepalive. */
static void keepalive(struct sbx_sse *p, const char *s, size_t len)
{
	static const char word[] = "keepalive";
	size_t i = 0, wl = sizeof(word) - 1;
	long n = 0;

	while (i < len && s[i] == ' ')
		i++;
	if (len - i < wl || memcmp(s + i, word, wl) != 0)
		return;
	i += wl;
	if (i < len && s[i] != ' ')
		return; /* "keepalives", "keepalive2": some other comment */
	while (i < len && s[i] == ' ')
		i++;
	for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
		if ((n = n * 10 + (s[i] - '0')) > 86400)
			n = 86400; /* a day at most */
	p->keepalives++;
	if (n * 1000 > p->keepalive_ms)
		p->keepalive_ms = n * 1000;
}

static int end_line(struct sbx_sse *p)
{
	const char *l = p->line ? p->line : "";
	size_t len = p->line_len;
	const char *colon;
	size_t nlen, voff;

	p->line_len = 0;
	p->comment = false;
	if (len == 0)
		return dispatch(p);
	if (l[0] == ':') {
		keepalive(p, l + 1, len - 1);
		return 0; /* comment */
	}
	colon = memchr(l, ':', len);
	nlen = colon ? (size_t)(colon - l) : len;
	voff = colon ? nlen + 1 : len;
	if (voff < len && l[voff] == ' ')
		voff++;
	return field(p, l, nlen, l + voff, len - voff);
}

int sbx_sse_feed(struct sbx_sse *p, const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < len && !p->err; i++) {
		char ch = buf[i];

		if (ch == '\n' && p->after_cr) {
			p->after_cr = false;
			continue; /* the LF of a CRLF */
		}
		p->after_cr = false;
		if (ch == '\r' || ch == '\n') {
			p->after_cr = ch == '\r';
			end_line(p);
			continue;
		}
		if (p->line_len == 0)
			p->comment = ch == ':';
		if (!p->comment)
			p->payload++;
		if (p->line_len >= p->line_max) {
			fail(p, -E2BIG, "line over the size limit");
			break;
		}
		if (reserve(&p->line, &p->line_cap, p->line_len + 1) < 0) {
			fail(p, -ENOMEM, "out of memory");
			break;
		}
		p->line[p->line_len++] = ch;
	}
	return p->err;
}

int sbx_sse_finish(struct sbx_sse *p)
{
	if (p->err)
		return p->err;
	/* A last event not followed by a blank line is incomplete (the spec
	 * discards it), so it cannot supply the terminal event either. */
	if (!p->terminal && !p->raw)
		return fail(p, -EIO, "stream ended without an exit or error event");
	return 0;
}
