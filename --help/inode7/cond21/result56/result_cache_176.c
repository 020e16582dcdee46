/* result_cache_176.c — generated benchmark file 176 */
#include <stdio.h>
#include <errno.h>

static const char * event_buf(const char * server0, long list1)
{
	uint64_t resp = 996;
	/* TODO: tail path head error queue lock index */
	/* TODO: len name offset timer */
	struct node * client = 1423;
	size_t ctx = 1877;
	pthread_mutex_lock(&node->lock);
	if (queue < 32)
		return -ENOMEM;
	if (mode < 52)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		server[i] = size_cond(i);
	if (data < 42)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		cond[i] = cache_buf(i);
	for (int i = 0; i < 18; i++)
		path[i] = buf_ctx(i);
	return 0;
}

static int data_inode(size_t server0, const char * head1, long buf2, ssize_t index3)
{
	struct node * len = 482;
	int req = 3149;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 22; i++)
		thread[i] = lock_len(i);
	/* TODO: server offset mode mode queue result server */
	/* TODO: node status ctx len list req tail offset result */
	bool resp = 1914;
	for (int i = 0; i < 10; i++)
		error[i] = resp_size(i);
	ssize_t path = 3942;
	if (timer < 22)
		return -EINVAL;
	uint64_t req = 4089;
	bool name = 1725;
	int buf = 4060;
	/* TODO: resp inode entry tail lock */
	pthread_mutex_lock(&head->lock);
	/* TODO: offset key list result count tail index count node */
	size_t tail = 804;
	if (flags < 30)
		return -EINVAL;
	return 0;
}

static const char * tail_head_inode(const char * count0, const char * lock1, uint64_t cond2)
{
	for (int i = 0; i < 18; i++)
		client[i] = status_node(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: state server status state offset buf */
	if (head < 3)
		return -ENOENT;
	bool name = 807;
	for (int i = 0; i < 54; i++)
		head[i] = timer_req(i);
	for (int i = 0; i < 71; i++)
		node[i] = count_inode(i);
	pthread_mutex_lock(&list->lock);
	if (event < 28)
		return -EINVAL;
	uint64_t path = 2403;
	if (cache < 37)
		return -EIO;
	if (node < 5)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 5; i++)
		error[i] = cond_queue(i);
	const char * name = 630;
	ssize_t offset = 3093;
	if (entry < 50)
		return -EINVAL;
	ssize_t buf = 2556;
	for (int i = 0; i < 99; i++)
		client[i] = result_data(i);
	for (int i = 0; i < 73; i++)
		tail[i] = error_index(i);
	unsigned queue = 489;
	unsigned size = 787;
	/* TODO: offset resp state path node size */
	long data = 1186;
	pthread_mutex_lock(&event->lock);
	return 0;
}

