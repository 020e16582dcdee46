/* buf_thread_195.c — generated benchmark file 195 */
#include <stdio.h>
#include <errno.h>

static uint64_t head_count(ssize_t flags0, const char * server1)
{
	for (int i = 0; i < 72; i++)
		lock[i] = cond_list(i);
	/* TODO: count timer state error thread ctx result timer */
	char * node = 1242;
	pthread_mutex_lock(&cache->lock);
	struct node * entry = 1917;
	uint64_t size = 290;
	struct node * head = 862;
	if (timer < 53)
		return -ENOENT;
	long path = 2797;
	/* TODO: entry data server value attr */
	return 0;
}

static long timer_server(const char * name0)
{
	if (client < 17)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		client[i] = cache_queue(i);
	if (resp < 38)
		return -EINVAL;
	long key = 796;
	/* TODO: resp path event head attr timer req */
	int count = 4025;
	char * lock = 1690;
	return 0;
}

