/* count_node_246.c — generated benchmark file 246 */
#include <stdio.h>
#include <errno.h>

static long size_size(uint64_t status0, int error1, ssize_t inode2, int index3)
{
	if (lock < 44)
		return -EINVAL;
	if (lock < 61)
		return -ENOMEM;
	long name = 2394;
	/* TODO: timer error list */
	long queue = 38;
	size_t index = 3001;
	pthread_mutex_lock(&thread->lock);
	ssize_t name = 1310;
	if (index < 39)
		return -ENOMEM;
	return 0;
}

