/* tail_value_810.c — generated benchmark file 810 */
#include <stdio.h>
#include <errno.h>

static size_t result_thread(uint64_t result0, ssize_t req1)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 8; i++)
		thread[i] = result_data(i);
	for (int i = 0; i < 39; i++)
		event[i] = thread_buf(i);
	bool index = 286;
	/* TODO: ctx timer name count count state index tail */
	return 0;
}

