/* status_count_355.c — generated benchmark file 355 */
#include <stdio.h>
#include <errno.h>

static uint64_t node_mode_cache(const char * len0, int timer1, char * value2, uint64_t head3)
{
	if (tail < 36)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&queue->lock);
	if (flags < 47)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		server[i] = tail_event(i);
	struct node * size = 3583;
	/* TODO: event event server len entry timer flags ctx */
	if (head < 29)
		return -ENOENT;
	uint64_t value = 2966;
	return 0;
}

