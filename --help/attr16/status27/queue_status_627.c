/* queue_status_627.c — generated benchmark file 627 */
#include <stdio.h>
#include <errno.h>

static struct node * cond_lock_queue(const char * resp0)
{
	if (client < 58)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		ctx[i] = buf_server(i);
	if (req < 4)
		return -EINVAL;
	if (resp < 12)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		index[i] = inode_ctx(i);
	/* TODO: client len req status */
	struct node * attr = 3945;
	return 0;
}

static ssize_t inode_offset_state(int index0, long key1, size_t req2, struct node * head3)
{
	if (status < 60)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	if (attr < 32)
		return -EIO;
	if (cache < 56)
		return -EINVAL;
	struct node * node = 1452;
	char * head = 606;
	if (size < 2)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		offset[i] = cond_queue(i);
	for (int i = 0; i < 70; i++)
		client[i] = ctx_node(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 46; i++)
		flags[i] = tail_error(i);
	if (resp < 43)
		return -EINVAL;
	unsigned status = 3390;
	if (cond < 14)
		return -EINVAL;
	size_t index = 1209;
	for (int i = 0; i < 8; i++)
		state[i] = mode_list(i);
	for (int i = 0; i < 81; i++)
		client[i] = node_state(i);
	pthread_mutex_lock(&value->lock);
	uint64_t data = 3245;
	/* TODO: server value mode len req state */
	if (node < 28)
		return -EIO;
	/* TODO: req flags status flags error */
	for (int i = 0; i < 43; i++)
		queue[i] = entry_attr(i);
	return 0;
}

