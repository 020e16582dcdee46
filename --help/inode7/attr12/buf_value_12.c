/* buf_value_12.c — generated benchmark file 12 */
#include <stdio.h>
#include <errno.h>

static bool path_inode(uint64_t timer0, unsigned attr1, const char * event2, size_t req3)
{
	for (int i = 0; i < 91; i++)
		cond[i] = req_offset(i);
	pthread_mutex_lock(&cache->lock);
	if (event < 32)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 24; i++)
		attr[i] = cond_offset(i);
	if (timer < 25)
		return -ENOMEM;
	/* TODO: list data lock path */
	if (buf < 4)
		return -EIO;
	if (name < 2)
		return -ENOENT;
	/* TODO: inode cache cache */
	/* TODO: value head node cond inode path flags flags attr */
	return 0;
}

