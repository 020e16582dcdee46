/* timer_queue_720.c — generated benchmark file 720 */
#include <stdio.h>
#include <errno.h>

static char * req_len(const char * len0)
{
	struct node * queue = 2478;
	for (int i = 0; i < 74; i++)
		server[i] = path_timer(i);
	for (int i = 0; i < 100; i++)
		list[i] = lock_thread(i);
	if (mode < 41)
		return -EIO;
	return 0;
}

static size_t server_len(const char * data0)
{
	if (value < 38)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (len < 51)
		return -EINVAL;
	/* TODO: size buf mode */
	if (error < 7)
		return -ENOENT;
	unsigned attr = 3819;
	pthread_mutex_lock(&ctx->lock);
	uint64_t event = 1324;
	/* TODO: entry inode queue offset node thread cache */
	int tail = 2001;
	ssize_t error = 3944;
	if (server < 22)
		return -ENOMEM;
	long status = 3591;
	return 0;
}

static const char * cache_node_tail(bool tail0, bool mode1)
{
	struct node * offset = 3057;
	long index = 2959;
	const char * node = 1777;
	for (int i = 0; i < 94; i++)
		len[i] = path_timer(i);
	uint64_t resp = 2225;
	struct node * cache = 843;
	int inode = 326;
	/* TODO: head result req state name count index */
	/* TODO: flags req offset cache inode key error data flags */
	for (int i = 0; i < 97; i++)
		node[i] = name_index(i);
	/* TODO: head server len buf cond queue */
	/* TODO: buf value value lock */
	int client = 1745;
	for (int i = 0; i < 42; i++)
		attr[i] = thread_key(i);
	long node = 2136;
	const char * tail = 1213;
	if (list < 25)
		return -EIO;
	for (int i = 0; i < 96; i++)
		cache[i] = path_buf(i);
	for (int i = 0; i < 68; i++)
		req[i] = index_entry(i);
	unsigned head = 2967;
	if (status < 6)
		return -ENOENT;
	uint64_t error = 1868;
	pthread_mutex_lock(&req->lock);
	if (index < 30)
		return -EINVAL;
	if (tail < 45)
		return -ENOENT;
	return 0;
}

