/* buf.c — struct sbx_buf, a bounded growable byte buffer.
 *
 * Everything libsbx collects from the network (JSON bodies, captured command
 * output, error bodies) goes through one of these, so that a hostile or broken
 * server cannot make the client allocate without limit: a buffer refuses to
 * grow past its max with -E2BIG. The data is always NUL-terminated, which lets
 * text parsers treat it as a C string without copying.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sbx.h"

/* The block size for n bytes (+ NUL): the next power of two, at least 256.
 * The capacity is not stored in the public struct; it is always this
 * function of the length, so the buffer grows geometrically. */
static size_t cap_for(size_t n)
{
	size_t cap = 256;

	while (cap < n)
		cap *= 2;
	return cap;
}

void sbx_buf_init(struct sbx_buf *b, size_t max)
{
	b->data = NULL;
	b->len = 0;
	b->max = max;
}

int sbx_buf_add(struct sbx_buf *b, const void *data, size_t len)
{
	size_t cap;
	char *p;

	if (len > b->max || b->len > b->max - len)
		return -E2BIG;
	cap = cap_for(b->len + len + 1);
	p = b->data;
	if (!p || cap != cap_for(b->len + 1)) {
		p = realloc(b->data, cap);
		if (!p)
			return -ENOMEM;
		b->data = p;
	}
	if (len)
		memcpy(p + b->len, data, len);
	b->len += len;
	p[b->len] = '\0';
	return 0;
}

void sbx_buf_release(struct sbx_buf *b)
{
	if (!b)
		return;
	free(b->data);
	b->data = NULL;
	b->len = 0;
}
