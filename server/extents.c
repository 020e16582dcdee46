/* extents.c — parser of sparse upload bodies (see extents.h). */
#include "extents.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void extents_init(struct extents_parser *p, uint64_t size)
{
	memset(p, 0, sizeof(*p));
	p->size = size;
}

static int bad(struct extents_parser *p, const char *why)
{
	snprintf(p->err, sizeof(p->err), "%s", why);
	return -EINVAL;
}

/* "<offset> <length>": plain decimal digits, no signs or spaces around. */
static int parse_header(struct extents_parser *p)
{
	char *sp, *end;
	unsigned long long off, len;

	p->line[p->line_len] = '\0';
	sp = strchr(p->line, ' ');
	if (!sp || sp == p->line || p->line[0] < '0' || p->line[0] > '9' || sp[1] < '0' ||
	    sp[1] > '9')
		return bad(p, "an extent header must be \"<offset> <length>\"");
	errno = 0;
	off = strtoull(p->line, &end, 10);
	if (errno || end != sp)
		return bad(p, "bad extent offset");
	len = strtoull(sp + 1, &end, 10);
	if (errno || *end)
		return bad(p, "bad extent length");
	if (off > p->size || len > p->size - off)
		return bad(p, "an extent lies beyond the file's size");
	p->off = off;
	p->left = len;
	p->in_data = p->left > 0;
	p->line_len = 0;
	return 0;
}

int extents_feed(struct extents_parser *p, const char *data, size_t len, extents_write_fn fn,
		 void *arg)
{
	while (len > 0) {
		if (p->in_data) {
			size_t k = len < p->left ? len : (size_t)p->left;
			int rc = fn(arg, p->off, data, k);

			if (rc < 0)
				return rc;
			p->off += k;
			p->left -= k;
			data += k;
			len -= k;
			if (p->left == 0)
				p->in_data = 0;
			continue;
		}
		if (*data == '\n') {
			int rc = parse_header(p);

			if (rc < 0)
				return rc;
		} else if (p->line_len + 1 >= sizeof(p->line)) {
			return bad(p, "extent header too long");
		} else {
			p->line[p->line_len++] = *data;
		}
		data++;
		len--;
	}
	return 0;
}

int extents_finish(struct extents_parser *p)
{
	if (p->in_data || p->line_len)
		return bad(p, "the body ends inside an extent");
	return 0;
}
