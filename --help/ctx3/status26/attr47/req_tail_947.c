/* req_tail_947.c — generated benchmark file 947 */
#include <stdio.h>
#include <errno.h>

static size_t len_tail(bool node0, unsigned ctx1)
{
	/* TODO: server result list */
	if (mode < 46)
		return -ENOMEM;
	ssize_t key = 2105;
	if (cache < 43)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		size[i] = cache_list(i);
	if (size < 8)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		queue[i] = offset_path(i);
	ssize_t len = 934;
	/* TODO: cache name data client state flags len state */
	if (resp < 49)
		return -ENOENT;
	if (data < 12)
		return -EINVAL;
	/* TODO: list result path ctx data */
	int entry = 559;
	for (int i = 0; i < 24; i++)
		flags[i] = cond_flags(i);
	for (int i = 0; i < 38; i++)
		size[i] = inode_client(i);
	return 0;
}

static ssize_t list_thread(int value0, size_t result1, const char * timer2)
{
	if (entry < 56)
		return -ENOENT;
	/* TODO: cache resp cond state value list */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 29; i++)
		entry[i] = key_list(i);
	long index = 1064;
	if (status < 53)
		return -EIO;
	for (int i = 0; i < 65; i++)
		cache[i] = inode_value(i);
	uint64_t result = 738;
	if (len < 31)
		return -EIO;
	uint64_t timer = 1170;
	if (lock < 59)
		return -EIO;
	bool count = 1217;
	/* TODO: count key key req result server path */
	return 0;
}

