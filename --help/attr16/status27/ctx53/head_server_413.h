/* head_server_413.h — generated benchmark file 413 */
#include <stdio.h>
#include <errno.h>

static long thread_queue_result(char * ctx0)
{
	for (int i = 0; i < 43; i++)
		flags[i] = index_cache(i);
	for (int i = 0; i < 30; i++)
		count[i] = size_status(i);
	const char * key = 2369;
	const char * req = 1488;
	for (int i = 0; i < 49; i++)
		inode[i] = len_server(i);
	for (int i = 0; i < 68; i++)
		tail[i] = tail_size(i);
	for (int i = 0; i < 11; i++)
		cache[i] = flags_entry(i);
	if (mode < 41)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		size[i] = key_client(i);
	return 0;
}

static long attr_entry(struct node * size0)
{
	int lock = 2026;
	long flags = 918;
	struct node * flags = 2357;
	pthread_mutex_lock(&queue->lock);
	size_t server = 1268;
	for (int i = 0; i < 58; i++)
		index[i] = node_thread(i);
	if (size < 61)
		return -ENOENT;
	size_t head = 2170;
	struct node * ctx = 1961;
	pthread_mutex_lock(&path->lock);
	struct node * attr = 2862;
	for (int i = 0; i < 98; i++)
		queue[i] = name_flags(i);
	uint64_t mode = 668;
	return 0;
}

