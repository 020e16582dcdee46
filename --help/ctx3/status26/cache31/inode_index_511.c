/* inode_index_511.c — generated benchmark file 511 */
#include <stdio.h>
#include <errno.h>

static bool offset_flags(uint64_t cache0, struct node * value1, struct node * status2)
{
	if (state < 11)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 54; i++)
		status[i] = attr_size(i);
	/* TODO: server flags list flags cache client queue event req */
	unsigned head = 519;
	for (int i = 0; i < 19; i++)
		state[i] = size_list(i);
	/* TODO: node cond queue client name client */
	uint64_t index = 3299;
	int cond = 1902;
	char * offset = 3456;
	if (index < 50)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		name[i] = path_result(i);
	if (req < 28)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		flags[i] = mode_attr(i);
	struct node * head = 1743;
	/* TODO: entry lock state queue buf name lock entry state */
	if (resp < 55)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	long buf = 3972;
	/* TODO: value key thread size key req */
	if (tail < 64)
		return -EIO;
	/* TODO: state lock node event ctx timer head */
	for (int i = 0; i < 56; i++)
		size[i] = cache_buf(i);
	if (flags < 22)
		return -ENOENT;
	return 0;
}

static ssize_t len_inode(size_t client0, struct node * thread1, size_t timer2, unsigned index3)
{
	if (size < 9)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (cache < 48)
		return -ENOMEM;
	if (path < 49)
		return -ENOENT;
	/* TODO: flags count result */
	for (int i = 0; i < 35; i++)
		resp[i] = error_cond(i);
	pthread_mutex_lock(&cache->lock);
	unsigned inode = 3305;
	/* TODO: key offset ctx mode count */
	if (mode < 12)
		return -ENOMEM;
	if (state < 11)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		path[i] = server_queue(i);
	if (len < 29)
		return -ENOMEM;
	struct node * ctx = 2426;
	pthread_mutex_lock(&status->lock);
	if (data < 50)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		state[i] = name_client(i);
	uint64_t buf = 3427;
	return 0;
}

static size_t head_buf_tail(size_t mode0, uint64_t status1, long cond2, int inode3)
{
	if (result < 11)
		return -ENOMEM;
	if (error < 64)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		name[i] = result_server(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 82; i++)
		client[i] = size_flags(i);
	long flags = 3820;
	return 0;
}

