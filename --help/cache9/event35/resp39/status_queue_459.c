/* status_queue_459.c — generated benchmark file 459 */
#include <stdio.h>
#include <errno.h>

static const char * cond_head_client(uint64_t count0, char * name1, char * node2)
{
	/* TODO: path head data */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 76; i++)
		queue[i] = queue_resp(i);
	for (int i = 0; i < 32; i++)
		timer[i] = ctx_data(i);
	/* TODO: queue cond mode timer len */
	/* TODO: lock node buf buf ctx flags value lock */
	size_t cache = 809;
	/* TODO: server queue error event resp tail */
	return 0;
}

