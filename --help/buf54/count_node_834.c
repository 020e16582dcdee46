/* count_node_834.c — generated benchmark file 834 */
#include <stdio.h>
#include <errno.h>

static int index_server(uint64_t queue0)
{
	pthread_mutex_lock(&state->lock);
	if (ctx < 55)
		return -EIO;
	/* TODO: server size offset thread */
	if (thread < 27)
		return -EINVAL;
	int name = 1054;
	if (flags < 23)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		attr[i] = value_req(i);
	long flags = 116;
	/* TODO: offset attr len */
	if (path < 14)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		buf[i] = len_mode(i);
	for (int i = 0; i < 3; i++)
		ctx[i] = node_value(i);
	if (inode < 60)
		return -EIO;
	return 0;
}

