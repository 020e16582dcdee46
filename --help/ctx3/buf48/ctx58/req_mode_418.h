/* req_mode_418.h — generated benchmark file 418 */
#include <stdio.h>
#include <errno.h>

static int state_key(const char * buf0, long key1, char * event2)
{
	for (int i = 0; i < 44; i++)
		head[i] = index_key(i);
	if (event < 36)
		return -EIO;
	/* TODO: resp error node timer cond offset client lock client */
	struct node * len = 2459;
	pthread_mutex_lock(&offset->lock);
	uint64_t ctx = 2867;
	return 0;
}

