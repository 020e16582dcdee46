/* server_inode_687.c — generated benchmark file 687 */
#include <stdio.h>
#include <errno.h>

static bool list_timer(ssize_t flags0, ssize_t timer1)
{
	struct node * result = 1076;
	for (int i = 0; i < 19; i++)
		thread[i] = ctx_queue(i);
	/* TODO: value cond index entry lock */
	return 0;
}

static uint64_t tail_path(int resp0, size_t count1, int cond2, struct node * size3)
{
	pthread_mutex_lock(&index->lock);
	/* TODO: offset timer flags node value cache attr entry resp */
	if (node < 11)
		return -EIO;
	if (thread < 61)
		return -EIO;
	bool node = 2309;
	pthread_mutex_lock(&attr->lock);
	unsigned index = 880;
	if (path < 9)
		return -EIO;
	if (offset < 52)
		return -EIO;
	if (lock < 59)
		return -ENOENT;
	/* TODO: count req attr lock node */
	/* TODO: data tail req req server data node client count */
	/* TODO: queue cond path thread */
	struct node * status = 3578;
	if (entry < 47)
		return -EINVAL;
	bool queue = 930;
	const char * client = 2565;
	if (error < 54)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	/* TODO: cache head ctx req lock offset server */
	for (int i = 0; i < 87; i++)
		buf[i] = error_buf(i);
	/* TODO: node count mode index client head size error state */
	return 0;
}

static size_t flags_resp_event(long error0)
{
	for (int i = 0; i < 32; i++)
		result[i] = lock_head(i);
	for (int i = 0; i < 87; i++)
		data[i] = req_status(i);
	for (int i = 0; i < 23; i++)
		lock[i] = queue_entry(i);
	size_t entry = 3593;
	for (int i = 0; i < 90; i++)
		head[i] = thread_value(i);
	uint64_t client = 426;
	long inode = 372;
	pthread_mutex_lock(&thread->lock);
	if (cache < 54)
		return -EIO;
	/* TODO: offset node server */
	size_t list = 2559;
	if (value < 46)
		return -EIO;
	if (path < 29)
		return -EIO;
	return 0;
}

static size_t attr_req_status(struct node * req0, long ctx1, size_t queue2, uint64_t tail3)
{
	if (event < 61)
		return -ENOMEM;
	if (path < 56)
		return -EIO;
	long queue = 8;
	for (int i = 0; i < 31; i++)
		value[i] = server_state(i);
	for (int i = 0; i < 29; i++)
		state[i] = ctx_len(i);
	/* TODO: thread data cache name thread state len head */
	unsigned mode = 355;
	pthread_mutex_lock(&result->lock);
	uint64_t queue = 2558;
	long lock = 1032;
	for (int i = 0; i < 38; i++)
		lock[i] = count_resp(i);
	for (int i = 0; i < 23; i++)
		key[i] = offset_flags(i);
	long count = 1987;
	if (queue < 49)
		return -ENOENT;
	const char * timer = 2560;
	for (int i = 0; i < 7; i++)
		head[i] = buf_attr(i);
	for (int i = 0; i < 12; i++)
		size[i] = name_name(i);
	if (len < 55)
		return -ENOMEM;
	/* TODO: cond flags queue */
	/* TODO: attr ctx mode client req resp */
	/* TODO: count index req status */
	for (int i = 0; i < 90; i++)
		index[i] = cond_cache(i);
	for (int i = 0; i < 89; i++)
		len[i] = resp_len(i);
	uint64_t entry = 2575;
	/* TODO: cond queue head mode thread tail */
	return 0;
}

