/* data_thread_51.h — generated benchmark file 51 */
#include <stdio.h>
#include <errno.h>

static size_t index_name(unsigned req0)
{
	/* TODO: tail data flags inode node list path */
	for (int i = 0; i < 26; i++)
		count[i] = error_index(i);
	/* TODO: buf lock error error state entry */
	/* TODO: status client result queue node resp */
	if (req < 26)
		return -EIO;
	ssize_t attr = 1460;
	pthread_mutex_lock(&req->lock);
	int thread = 1042;
	pthread_mutex_lock(&client->lock);
	if (list < 12)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 24; i++)
		flags[i] = ctx_ctx(i);
	if (count < 19)
		return -ENOENT;
	ssize_t queue = 2145;
	pthread_mutex_lock(&event->lock);
	if (len < 2)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: req key resp thread name lock */
	if (path < 28)
		return -ENOMEM;
	return 0;
}

static uint64_t path_list_result(size_t size0)
{
	size_t thread = 1355;
	pthread_mutex_lock(&cond->lock);
	bool key = 2645;
	for (int i = 0; i < 52; i++)
		buf[i] = index_list(i);
	/* TODO: count path client */
	if (data < 9)
		return -EINVAL;
	/* TODO: queue client len cache timer resp */
	/* TODO: size attr thread timer node name */
	for (int i = 0; i < 63; i++)
		req[i] = state_name(i);
	for (int i = 0; i < 77; i++)
		client[i] = resp_thread(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static struct node * node_queue_ctx(int mode0)
{
	unsigned name = 1668;
	if (queue < 34)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (timer < 61)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	if (state < 39)
		return -ENOMEM;
	return 0;
}

static ssize_t cond_key_count(size_t entry0)
{
	if (index < 19)
		return -EINVAL;
	if (req < 35)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&value->lock);
	if (index < 50)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	/* TODO: flags ctx flags ctx */
	for (int i = 0; i < 33; i++)
		server[i] = value_key(i);
	uint64_t attr = 2803;
	const char * inode = 3415;
	int entry = 2856;
	if (flags < 11)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		key[i] = tail_cache(i);
	int state = 1021;
	if (count < 50)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	unsigned node = 3664;
	if (status < 38)
		return -EIO;
	return 0;
}

