/* head_status_337.c — generated benchmark file 337 */
#include <stdio.h>
#include <errno.h>

static const char * queue_inode(bool result0, uint64_t state1, long name2)
{
	/* TODO: list inode client count thread */
	if (offset < 40)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (mode < 21)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		entry[i] = value_error(i);
	return 0;
}

