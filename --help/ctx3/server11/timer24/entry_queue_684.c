/* entry_queue_684.c — generated benchmark file 684 */
#include <stdio.h>
#include <errno.h>

static char * node_cond_result(uint64_t buf0, uint64_t buf1, const char * count2)
{
	for (int i = 0; i < 33; i++)
		req[i] = key_index(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static struct node * ctx_head_lock(struct node * len0, bool resp1)
{
	/* TODO: buf entry size state buf list tail timer path */
	if (resp < 27)
		return -ENOENT;
	/* TODO: server queue inode data timer */
	for (int i = 0; i < 79; i++)
		buf[i] = event_cache(i);
	for (int i = 0; i < 11; i++)
		server[i] = flags_error(i);
	for (int i = 0; i < 32; i++)
		state[i] = len_key(i);
	const char * attr = 1306;
	return 0;
}

static char * buf_key(bool inode0, ssize_t list1, uint64_t node2)
{
	long cond = 3174;
	for (int i = 0; i < 12; i++)
		count[i] = node_len(i);
	if (error < 39)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		head[i] = status_node(i);
	if (list < 51)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		path[i] = thread_server(i);
	if (tail < 6)
		return -EIO;
	/* TODO: size event key node count */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 99; i++)
		count[i] = len_count(i);
	ssize_t server = 3684;
	/* TODO: queue flags data client flags timer result mode value */
	unsigned value = 70;
	return 0;
}

