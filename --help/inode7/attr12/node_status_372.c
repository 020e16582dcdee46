/* node_status_372.c — generated benchmark file 372 */
#include <stdio.h>
#include <errno.h>

static const char * queue_path(ssize_t tail0, char * mode1, uint64_t server2)
{
	if (index < 5)
		return -ENOENT;
	bool error = 3046;
	/* TODO: head index index */
	int lock = 3743;
	unsigned result = 2851;
	if (size < 33)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&resp->lock);
	size_t attr = 3417;
	char * buf = 2836;
	long flags = 1823;
	size_t error = 4063;
	pthread_mutex_lock(&server->lock);
	struct node * status = 2163;
	return 0;
}

static bool status_client(char * thread0)
{
	if (timer < 30)
		return -ENOMEM;
	uint64_t result = 2135;
	if (index < 34)
		return -EIO;
	const char * list = 3196;
	if (value < 50)
		return -EIO;
	/* TODO: entry state state entry status */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&event->lock);
	if (key < 20)
		return -EIO;
	long result = 3811;
	char * inode = 2522;
	/* TODO: resp status req index resp value error */
	for (int i = 0; i < 99; i++)
		cache[i] = inode_index(i);
	/* TODO: server resp node flags */
	for (int i = 0; i < 2; i++)
		cond[i] = path_result(i);
	return 0;
}

