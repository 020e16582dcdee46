/* resp_count_948.c — generated benchmark file 948 */
#include <stdio.h>
#include <errno.h>

static int list_event(char * req0, char * cache1, ssize_t result2, uint64_t flags3)
{
	pthread_mutex_lock(&index->lock);
	/* TODO: list timer result ctx */
	if (name < 53)
		return -ENOMEM;
	if (index < 9)
		return -ENOMEM;
	bool value = 726;
	/* TODO: entry entry size count thread */
	return 0;
}

