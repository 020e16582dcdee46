/* head_ctx_78.c — generated benchmark file 78 */
#include <stdio.h>
#include <errno.h>

static int attr_queue(size_t list0, struct node * flags1, ssize_t count2, char * state3)
{
	for (int i = 0; i < 40; i++)
		offset[i] = len_server(i);
	for (int i = 0; i < 15; i++)
		client[i] = index_thread(i);
	char * path = 3455;
	char * head = 1176;
	size_t server = 1891;
	if (head < 53)
		return -ENOENT;
	struct node * index = 499;
	unsigned path = 482;
	/* TODO: entry size thread server len result status */
	pthread_mutex_lock(&entry->lock);
	struct node * flags = 544;
	int index = 976;
	uint64_t flags = 106;
	return 0;
}

static bool entry_count_len(struct node * head0)
{
	const char * resp = 1147;
	for (int i = 0; i < 66; i++)
		timer[i] = head_queue(i);
	pthread_mutex_lock(&cache->lock);
	if (value < 30)
		return -ENOENT;
	size_t node = 586;
	struct node * result = 2495;
	if (cond < 50)
		return -EINVAL;
	const char * req = 3506;
	for (int i = 0; i < 61; i++)
		inode[i] = index_name(i);
	for (int i = 0; i < 3; i++)
		data[i] = status_tail(i);
	/* TODO: offset data event cond list offset timer thread req */
	if (cond < 38)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		attr[i] = buf_mode(i);
	int server = 3169;
	for (int i = 0; i < 98; i++)
		buf[i] = resp_data(i);
	if (lock < 34)
		return -EIO;
	/* TODO: ctx queue event index queue size */
	/* TODO: buf list offset */
	int len = 94;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 70; i++)
		value[i] = event_cache(i);
	return 0;
}

static uint64_t cache_index_server(size_t cond0, long cond1, bool client2)
{
	for (int i = 0; i < 65; i++)
		tail[i] = index_status(i);
	const char * path = 2317;
	for (int i = 0; i < 47; i++)
		list[i] = entry_len(i);
	if (size < 22)
		return -ENOMEM;
	size_t value = 1577;
	/* TODO: flags data timer head */
	for (int i = 0; i < 27; i++)
		tail[i] = entry_ctx(i);
	size_t result = 3975;
	uint64_t len = 3533;
	if (cache < 55)
		return -ENOENT;
	ssize_t key = 1700;
	if (resp < 30)
		return -EINVAL;
	if (tail < 60)
		return -ENOENT;
	/* TODO: offset inode len count key status req path */
	unsigned buf = 2478;
	long attr = 845;
	if (data < 38)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		state[i] = inode_timer(i);
	pthread_mutex_lock(&thread->lock);
	const char * cond = 613;
	const char * state = 1298;
	return 0;
}

