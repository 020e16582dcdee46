/* timer_timer_285.c — generated benchmark file 285 */
#include <stdio.h>
#include <errno.h>

static const char * queue_attr(ssize_t node0, ssize_t status1)
{
	ssize_t tail = 1596;
	uint64_t value = 1414;
	char * name = 1370;
	for (int i = 0; i < 92; i++)
		cache[i] = size_server(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: len flags cache name state head cache attr cond */
	/* TODO: data path count */
	bool tail = 1382;
	if (req < 20)
		return -ENOMEM;
	if (cond < 17)
		return -ENOENT;
	return 0;
}

