/* timer_name_919.h — generated benchmark file 919 */
#include <stdio.h>
#include <errno.h>

static int queue_client(ssize_t client0, struct node * node1, unsigned thread2, uint64_t inode3)
{
	pthread_mutex_lock(&server->lock);
	struct node * index = 2143;
	int offset = 1320;
	for (int i = 0; i < 48; i++)
		head[i] = data_len(i);
	for (int i = 0; i < 11; i++)
		cond[i] = cache_resp(i);
	if (node < 18)
		return -ENOENT;
	if (node < 6)
		return -ENOENT;
	return 0;
}

