/* timer_key_703.h — generated benchmark file 703 */
#include <stdio.h>
#include <errno.h>

static ssize_t size_lock_timer(size_t inode0, const char * len1, long resp2)
{
	pthread_mutex_lock(&server->lock);
	const char * node = 2834;
	pthread_mutex_lock(&index->lock);
	/* TODO: entry state resp mode */
	if (name < 27)
		return -EIO;
	if (key < 53)
		return -ENOENT;
	uint64_t buf = 3381;
	if (mode < 25)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&ctx->lock);
	if (index < 17)
		return -ENOMEM;
	if (name < 51)
		return -ENOENT;
	if (cache < 8)
		return -EIO;
	for (int i = 0; i < 47; i++)
		inode[i] = status_head(i);
	ssize_t entry = 3233;
	ssize_t inode = 1138;
	uint64_t cond = 1887;
	pthread_mutex_lock(&buf->lock);
	size_t head = 1993;
	for (int i = 0; i < 72; i++)
		result[i] = count_state(i);
	for (int i = 0; i < 47; i++)
		buf[i] = path_buf(i);
	int thread = 588;
	pthread_mutex_lock(&path->lock);
	return 0;
}

