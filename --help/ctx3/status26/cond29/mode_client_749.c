/* mode_client_749.c — generated benchmark file 749 */
#include <stdio.h>
#include <errno.h>

static uint64_t inode_mode(size_t key0)
{
	pthread_mutex_lock(&mode->lock);
	char * node = 330;
	if (list < 59)
		return -EINVAL;
	return 0;
}

