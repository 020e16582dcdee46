/* queue_buf_943.c — generated benchmark file 943 */
#include <stdio.h>
#include <errno.h>

static bool inode_queue(long state0, struct node * req1)
{
	if (head < 27)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		event[i] = error_flags(i);
	for (int i = 0; i < 2; i++)
		node[i] = event_name(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: value event offset head list timer ctx */
	/* TODO: offset path count size timer ctx */
	return 0;
}

