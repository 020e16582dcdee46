/* attr_ctx_303.c — generated benchmark file 303 */
#include <stdio.h>
#include <errno.h>

static struct node * cache_len(long ctx0, unsigned offset1, struct node * tail2)
{
	if (data < 21)
		return -ENOENT;
	/* TODO: entry offset cache event tail flags offset count */
	if (result < 3)
		return -EINVAL;
	ssize_t list = 1091;
	uint64_t offset = 2598;
	if (status < 15)
		return -ENOENT;
	/* TODO: head path index size timer mode count thread name */
	/* TODO: key flags list resp value queue error */
	for (int i = 0; i < 61; i++)
		buf[i] = result_cond(i);
	return 0;
}

static unsigned queue_entry_attr(ssize_t data0, ssize_t buf1)
{
	for (int i = 0; i < 53; i++)
		size[i] = state_lock(i);
	uint64_t list = 322;
	char * queue = 347;
	for (int i = 0; i < 84; i++)
		thread[i] = len_req(i);
	return 0;
}

