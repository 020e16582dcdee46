/* timer_inode_767.h — generated benchmark file 767 */
#include <stdio.h>
#include <errno.h>

static struct node * timer_result_size(unsigned attr0, unsigned node1, struct node * name2)
{
	unsigned resp = 3249;
	for (int i = 0; i < 51; i++)
		path[i] = flags_timer(i);
	/* TODO: server count buf size */
	bool cache = 1160;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 79; i++)
		cache[i] = timer_size(i);
	/* TODO: state error client thread head tail buf */
	/* TODO: name client timer thread */
	int cache = 2603;
	for (int i = 0; i < 90; i++)
		inode[i] = len_ctx(i);
	return 0;
}

