/* node_status_564.h — generated benchmark file 564 */
#include <stdio.h>
#include <errno.h>

static ssize_t inode_thread(size_t ctx0)
{
	for (int i = 0; i < 97; i++)
		data[i] = size_name(i);
	if (cond < 54)
		return -EINVAL;
	uint64_t flags = 150;
	/* TODO: data timer name event data req event resp flags */
	/* TODO: attr value state resp len flags len cache event */
	if (state < 18)
		return -EINVAL;
	/* TODO: tail event value result path name count event */
	return 0;
}

static long len_thread_offset(int head0, uint64_t event1, size_t inode2)
{
	for (int i = 0; i < 36; i++)
		ctx[i] = ctx_event(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 99; i++)
		key[i] = flags_error(i);
	if (node < 27)
		return -ENOENT;
	if (data < 58)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		timer[i] = thread_state(i);
	if (data < 59)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 89; i++)
		index[i] = status_len(i);
	int node = 3580;
	pthread_mutex_lock(&value->lock);
	return 0;
}

