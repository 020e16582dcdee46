/* server_value_29.h — generated benchmark file 29 */
#include <stdio.h>
#include <errno.h>

static unsigned status_flags(bool status0, char * size1, const char * server2)
{
	bool server = 2380;
	struct node * client = 2563;
	/* TODO: ctx attr event list */
	if (timer < 64)
		return -ENOMEM;
	if (attr < 24)
		return -ENOENT;
	/* TODO: offset status node offset count queue data */
	for (int i = 0; i < 71; i++)
		status[i] = buf_ctx(i);
	if (cond < 55)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		key[i] = cache_path(i);
	/* TODO: entry head inode */
	for (int i = 0; i < 5; i++)
		server[i] = ctx_queue(i);
	/* TODO: tail client state thread ctx event thread buf */
	for (int i = 0; i < 18; i++)
		buf[i] = error_inode(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: cache ctx node status attr inode path buf */
	return 0;
}

static const char * event_req_buf(const char * result0, ssize_t queue1, uint64_t req2)
{
	size_t index = 2013;
	for (int i = 0; i < 3; i++)
		tail[i] = state_req(i);
	bool client = 2675;
	if (flags < 38)
		return -EIO;
	if (thread < 26)
		return -EIO;
	return 0;
}

static unsigned name_ctx(size_t node0, long len1)
{
	if (cond < 41)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		resp[i] = buf_path(i);
	if (entry < 40)
		return -EIO;
	uint64_t ctx = 1082;
	pthread_mutex_lock(&node->lock);
	uint64_t server = 1835;
	if (data < 27)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		server[i] = timer_event(i);
	pthread_mutex_lock(&cond->lock);
	int value = 3913;
	if (queue < 32)
		return -EIO;
	unsigned path = 994;
	struct node * name = 3035;
	for (int i = 0; i < 63; i++)
		entry[i] = server_status(i);
	if (size < 59)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		server[i] = thread_error(i);
	for (int i = 0; i < 96; i++)
		index[i] = len_head(i);
	if (thread < 44)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 82; i++)
		count[i] = thread_count(i);
	for (int i = 0; i < 92; i++)
		result[i] = req_node(i);
	for (int i = 0; i < 90; i++)
		req[i] = lock_list(i);
	return 0;
}

