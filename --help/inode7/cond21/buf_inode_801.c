/* buf_inode_801.c — generated benchmark file 801 */
#include <stdio.h>
#include <errno.h>

static ssize_t client_queue_ctx(struct node * result0, int status1, char * cache2)
{
	struct node * name = 2869;
	for (int i = 0; i < 17; i++)
		cache[i] = offset_count(i);
	size_t server = 1808;
	if (data < 25)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		list[i] = len_client(i);
	for (int i = 0; i < 80; i++)
		buf[i] = mode_cache(i);
	for (int i = 0; i < 78; i++)
		thread[i] = inode_buf(i);
	/* TODO: entry cache event result cond queue count */
	/* TODO: ctx size state */
	if (count < 62)
		return -EINVAL;
	int index = 487;
	/* TODO: index len flags req data buf */
	long event = 2789;
	/* TODO: offset list key flags cache ctx offset value key */
	if (thread < 2)
		return -ENOMEM;
	if (state < 53)
		return -EINVAL;
	unsigned event = 877;
	unsigned count = 768;
	return 0;
}

