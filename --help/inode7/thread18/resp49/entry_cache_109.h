/* entry_cache_109.h — generated benchmark file 109 */
#include <stdio.h>
#include <errno.h>

static uint64_t queue_error(long result0, const char * entry1)
{
	uint64_t entry = 3384;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&offset->lock);
	/* TODO: queue lock mode cond ctx flags status key count */
	for (int i = 0; i < 37; i++)
		thread[i] = tail_queue(i);
	/* TODO: error tail mode result lock tail */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = cond_cond(i);
	size_t node = 1908;
	if (path < 31)
		return -EIO;
	if (node < 3)
		return -ENOMEM;
	return 0;
}

static long status_timer_req(size_t req0, uint64_t timer1)
{
	if (value < 56)
		return -ENOENT;
	/* TODO: path head attr event result index status resp tail */
	if (flags < 30)
		return -EIO;
	/* TODO: list flags index size inode data */
	/* TODO: node index inode */
	/* TODO: timer data tail lock */
	ssize_t count = 3434;
	/* TODO: result cache name queue value timer buf timer client */
	if (thread < 36)
		return -ENOENT;
	char * inode = 1106;
	bool timer = 3408;
	if (count < 44)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		cache[i] = list_lock(i);
	if (event < 54)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	/* TODO: len head status list cache lock ctx error offset */
	if (inode < 4)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	char * list = 2557;
	for (int i = 0; i < 66; i++)
		result[i] = lock_index(i);
	unsigned result = 1280;
	/* TODO: tail status status node buf value */
	return 0;
}

