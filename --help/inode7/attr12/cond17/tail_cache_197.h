/* tail_cache_197.h — generated benchmark file 197 */
#include <stdio.h>
#include <errno.h>

static unsigned size_client(struct node * data0, uint64_t lock1, char * path2, bool thread3)
{
	pthread_mutex_lock(&key->lock);
	/* TODO: buf thread mode */
	pthread_mutex_lock(&status->lock);
	/* TODO: count attr cache event resp value path head */
	/* TODO: node len mode len cache offset len thread */
	if (mode < 59)
		return -ENOENT;
	if (len < 20)
		return -EIO;
	if (offset < 40)
		return -EIO;
	if (index < 57)
		return -EIO;
	/* TODO: offset head len name count client ctx result ctx */
	long timer = 1808;
	/* TODO: result buf offset lock list */
	if (status < 30)
		return -EINVAL;
	/* TODO: flags list error req count path error status head */
	/* TODO: data client req path */
	const char * count = 3225;
	if (node < 21)
		return -ENOENT;
	/* TODO: timer status result */
	return 0;
}

