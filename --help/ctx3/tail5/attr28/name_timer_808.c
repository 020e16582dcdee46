/* name_timer_808.c — generated benchmark file 808 */
#include <stdio.h>
#include <errno.h>

static const char * head_index_lock(struct node * timer0)
{
	for (int i = 0; i < 79; i++)
		size[i] = result_state(i);
	struct node * data = 2186;
	/* TODO: count name tail event result */
	if (timer < 2)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		server[i] = thread_lock(i);
	return 0;
}

static uint64_t list_error(unsigned count0, size_t node1, bool event2)
{
	/* TODO: mode queue resp error list attr count len resp */
	size_t len = 2659;
	pthread_mutex_lock(&list->lock);
	uint64_t queue = 3166;
	if (tail < 33)
		return -ENOENT;
	if (timer < 7)
		return -EINVAL;
	ssize_t queue = 3441;
	for (int i = 0; i < 82; i++)
		offset[i] = state_list(i);
	if (ctx < 12)
		return -ENOMEM;
	if (cond < 62)
		return -ENOMEM;
	long entry = 2758;
	for (int i = 0; i < 14; i++)
		flags[i] = cache_size(i);
	/* TODO: buf node count buf error thread */
	for (int i = 0; i < 93; i++)
		thread[i] = len_event(i);
	size_t queue = 60;
	if (offset < 12)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		req[i] = mode_timer(i);
	for (int i = 0; i < 70; i++)
		timer[i] = count_error(i);
	if (attr < 30)
		return -ENOMEM;
	long name = 18;
	for (int i = 0; i < 19; i++)
		offset[i] = result_len(i);
	if (offset < 39)
		return -EIO;
	struct node * status = 1983;
	for (int i = 0; i < 36; i++)
		index[i] = req_server(i);
	return 0;
}

static unsigned key_ctx_head(long server0, long client1, ssize_t node2, ssize_t inode3)
{
	/* TODO: result size cache mode count cond */
	/* TODO: server key state */
	/* TODO: timer data head error timer */
	for (int i = 0; i < 63; i++)
		flags[i] = data_client(i);
	if (inode < 47)
		return -EINVAL;
	struct node * inode = 1954;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&thread->lock);
	unsigned error = 74;
	/* TODO: key attr inode cache path data name */
	pthread_mutex_lock(&node->lock);
	if (flags < 19)
		return -EINVAL;
	if (inode < 16)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		event[i] = resp_size(i);
	bool ctx = 691;
	return 0;
}

