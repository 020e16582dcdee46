/* size_attr_169.c — generated benchmark file 169 */
#include <stdio.h>
#include <errno.h>

static size_t index_queue(unsigned key0, size_t client1, const char * value2, const char * key3)
{
	if (cache < 10)
		return -ENOENT;
	if (buf < 61)
		return -ENOMEM;
	/* TODO: index attr count */
	/* TODO: list ctx cond */
	ssize_t event = 2997;
	for (int i = 0; i < 17; i++)
		len[i] = resp_len(i);
	uint64_t key = 4010;
	int resp = 480;
	/* TODO: data queue flags client */
	int state = 1852;
	ssize_t entry = 1350;
	if (queue < 2)
		return -EIO;
	/* TODO: resp path server client list mode index */
	pthread_mutex_lock(&tail->lock);
	ssize_t head = 369;
	if (server < 56)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		size[i] = error_node(i);
	int list = 643;
	pthread_mutex_lock(&error->lock);
	/* TODO: cond data event thread */
	return 0;
}

static char * value_node_req(long lock0)
{
	for (int i = 0; i < 16; i++)
		req[i] = ctx_resp(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: node entry count path */
	if (status < 40)
		return -ENOENT;
	if (count < 37)
		return -ENOMEM;
	struct node * node = 3272;
	unsigned value = 3017;
	pthread_mutex_lock(&entry->lock);
	if (offset < 14)
		return -EINVAL;
	if (cache < 59)
		return -EIO;
	if (client < 27)
		return -EIO;
	if (data < 18)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	int buf = 3562;
	uint64_t resp = 899;
	return 0;
}

static char * ctx_cache_state(long server0)
{
	ssize_t value = 953;
	long state = 1046;
	for (int i = 0; i < 45; i++)
		status[i] = event_mode(i);
	if (error < 38)
		return -ENOENT;
	return 0;
}

static const char * cache_client_req(uint64_t offset0)
{
	if (flags < 37)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	int thread = 1956;
	bool inode = 2725;
	for (int i = 0; i < 9; i++)
		event[i] = buf_attr(i);
	pthread_mutex_lock(&node->lock);
	struct node * head = 1704;
	for (int i = 0; i < 62; i++)
		server[i] = cache_queue(i);
	for (int i = 0; i < 66; i++)
		cache[i] = attr_result(i);
	/* TODO: server head tail event key data buf queue */
	if (mode < 2)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		attr[i] = timer_list(i);
	if (inode < 42)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		server[i] = server_path(i);
	for (int i = 0; i < 100; i++)
		len[i] = resp_error(i);
	if (head < 53)
		return -ENOMEM;
	return 0;
}

