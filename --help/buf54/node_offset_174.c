/* node_offset_174.c — generated benchmark file 174 */
#include <stdio.h>
#include <errno.h>

static unsigned size_cache(char * size0, int error1, ssize_t mode2, uint64_t resp3)
{
	pthread_mutex_lock(&size->lock);
	unsigned tail = 3467;
	for (int i = 0; i < 11; i++)
		event[i] = cache_count(i);
	if (len < 12)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (head < 38)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		len[i] = attr_tail(i);
	long mode = 3952;
	ssize_t count = 3346;
	struct node * cond = 3716;
	struct node * state = 3768;
	/* TODO: lock node req */
	uint64_t req = 3263;
	int size = 2640;
	if (error < 19)
		return -ENOENT;
	/* TODO: timer event timer name server error resp */
	/* TODO: node ctx resp list entry */
	uint64_t head = 3148;
	/* TODO: lock tail inode queue server req cache */
	/* TODO: resp server entry req data */
	pthread_mutex_lock(&path->lock);
	const char * queue = 3107;
	int value = 1276;
	return 0;
}

