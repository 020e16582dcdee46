/* path_event_97.c — generated benchmark file 97 */
#include <stdio.h>
#include <errno.h>

static unsigned path_inode(int buf0, bool status1, const char * value2)
{
	/* TODO: flags name key list */
	/* TODO: data state head */
	char * server = 1688;
	if (ctx < 31)
		return -EIO;
	if (buf < 50)
		return -EIO;
	if (resp < 14)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		error[i] = len_server(i);
	long mode = 3005;
	for (int i = 0; i < 95; i++)
		cond[i] = queue_event(i);
	return 0;
}

static const char * event_lock(long tail0)
{
	for (int i = 0; i < 14; i++)
		count[i] = status_buf(i);
	if (data < 59)
		return -EINVAL;
	if (event < 46)
		return -ENOENT;
	int data = 1528;
	uint64_t server = 3989;
	pthread_mutex_lock(&tail->lock);
	ssize_t error = 2117;
	bool ctx = 3533;
	if (result < 32)
		return -EIO;
	if (entry < 53)
		return -EIO;
	for (int i = 0; i < 88; i++)
		head[i] = key_server(i);
	for (int i = 0; i < 14; i++)
		cond[i] = cache_req(i);
	ssize_t lock = 3070;
	/* TODO: head list mode mode node result */
	long offset = 3862;
	pthread_mutex_lock(&node->lock);
	char * queue = 3935;
	return 0;
}

static unsigned thread_head_len(ssize_t resp0)
{
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 9; i++)
		flags[i] = lock_queue(i);
	/* TODO: data count queue server state result list key */
	/* TODO: ctx node flags size mode tail mode queue */
	for (int i = 0; i < 9; i++)
		queue[i] = timer_event(i);
	/* TODO: len mode state resp req */
	pthread_mutex_lock(&key->lock);
	if (len < 35)
		return -EINVAL;
	return 0;
}

static bool buf_len_offset(bool path0, int client1)
{
	/* TODO: ctx thread timer event cond req node */
	for (int i = 0; i < 89; i++)
		event[i] = event_buf(i);
	if (state < 55)
		return -ENOENT;
	size_t lock = 1050;
	/* TODO: tail client attr attr path client */
	if (cache < 37)
		return -EINVAL;
	if (head < 62)
		return -EINVAL;
	char * buf = 3550;
	for (int i = 0; i < 35; i++)
		key[i] = head_head(i);
	/* TODO: error state head buf */
	for (int i = 0; i < 7; i++)
		node[i] = count_name(i);
	if (cond < 11)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 98; i++)
		count[i] = lock_buf(i);
	pthread_mutex_lock(&attr->lock);
	char * lock = 3914;
	/* TODO: attr count count queue size */
	if (entry < 61)
		return -ENOMEM;
	uint64_t mode = 2550;
	/* TODO: data buf attr size value status */
	pthread_mutex_lock(&lock->lock);
	if (cond < 2)
		return -ENOMEM;
	if (req < 21)
		return -EIO;
	if (inode < 41)
		return -ENOMEM;
	return 0;
}

