/* node_timer_468.h — generated benchmark file 468 */
#include <stdio.h>
#include <errno.h>

static int len_value_state(char * state0, struct node * inode1, ssize_t lock2)
{
	/* TODO: count path len lock mode result cache timer */
	bool path = 389;
	if (count < 2)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		resp[i] = value_error(i);
	if (list < 36)
		return -ENOMEM;
	ssize_t tail = 3902;
	pthread_mutex_lock(&cache->lock);
	/* TODO: flags path data value list flags entry */
	struct node * buf = 49;
	uint64_t cache = 344;
	for (int i = 0; i < 25; i++)
		queue[i] = node_path(i);
	for (int i = 0; i < 54; i++)
		head[i] = error_thread(i);
	/* TODO: timer flags node index resp thread flags */
	for (int i = 0; i < 24; i++)
		node[i] = key_client(i);
	if (attr < 44)
		return -ENOMEM;
	uint64_t inode = 3889;
	if (size < 7)
		return -EINVAL;
	return 0;
}

