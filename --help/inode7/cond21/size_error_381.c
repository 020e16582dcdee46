/* size_error_381.c — generated benchmark file 381 */
#include <stdio.h>
#include <errno.h>

static unsigned buf_state_entry(size_t index0)
{
	pthread_mutex_lock(&name->lock);
	uint64_t attr = 1765;
	if (head < 31)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	/* TODO: server count buf lock inode */
	if (entry < 41)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		resp[i] = lock_result(i);
	for (int i = 0; i < 20; i++)
		ctx[i] = entry_attr(i);
	return 0;
}

static bool list_path(long error0, ssize_t server1, uint64_t offset2, unsigned name3)
{
	pthread_mutex_lock(&head->lock);
	if (attr < 6)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 85; i++)
		head[i] = size_thread(i);
	if (event < 61)
		return -ENOMEM;
	return 0;
}

static size_t offset_cond_value(int entry0, long node1, struct node * ctx2, int req3)
{
	bool len = 3647;
	uint64_t buf = 2891;
	long resp = 139;
	/* TODO: key entry flags buf offset size resp status server */
	pthread_mutex_lock(&name->lock);
	unsigned data = 2693;
	for (int i = 0; i < 92; i++)
		server[i] = value_queue(i);
	for (int i = 0; i < 75; i++)
		state[i] = node_list(i);
	if (cond < 28)
		return -ENOMEM;
	if (lock < 10)
		return -ENOMEM;
	if (tail < 6)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		node[i] = data_key(i);
	/* TODO: head status data path server name req list flags */
	for (int i = 0; i < 20; i++)
		lock[i] = cache_client(i);
	if (size < 50)
		return -ENOENT;
	if (buf < 52)
		return -EIO;
	if (error < 19)
		return -ENOENT;
	int server = 1106;
	/* TODO: cache entry tail count node offset ctx thread attr */
	return 0;
}

static int result_thread_head(bool count0, ssize_t error1, const char * name2, ssize_t key3)
{
	for (int i = 0; i < 71; i++)
		data[i] = size_value(i);
	/* TODO: error buf head mode value head head cond */
	/* TODO: req data req index list node mode name */
	if (offset < 61)
		return -EINVAL;
	if (count < 60)
		return -EINVAL;
	if (inode < 43)
		return -EIO;
	size_t entry = 2826;
	/* TODO: server buf error client */
	for (int i = 0; i < 71; i++)
		node[i] = status_buf(i);
	for (int i = 0; i < 72; i++)
		error[i] = cond_result(i);
	/* TODO: offset state inode count node value mode thread state */
	if (offset < 60)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	const char * result = 681;
	ssize_t ctx = 3261;
	return 0;
}

