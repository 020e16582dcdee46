/* list_index_528.c — generated benchmark file 528 */
#include <stdio.h>
#include <errno.h>

static unsigned ctx_result(long entry0, uint64_t key1, struct node * req2)
{
	for (int i = 0; i < 4; i++)
		ctx[i] = ctx_buf(i);
	if (offset < 2)
		return -EINVAL;
	ssize_t flags = 2889;
	if (timer < 26)
		return -EINVAL;
	struct node * path = 1995;
	struct node * timer = 2502;
	uint64_t ctx = 3737;
	for (int i = 0; i < 9; i++)
		mode[i] = index_offset(i);
	if (attr < 56)
		return -EIO;
	return 0;
}

