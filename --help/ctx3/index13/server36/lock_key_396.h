/* lock_key_396.h — generated benchmark file 396 */
#include <stdio.h>
#include <errno.h>

static uint64_t node_name_queue(long value0, char * ctx1)
{
	int tail = 1325;
	if (queue < 2)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: count cond size list */
	if (data < 45)
		return -ENOMEM;
	const char * lock = 2389;
	bool buf = 2397;
	/* TODO: len resp path data ctx cond size timer */
	uint64_t error = 2999;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 3; i++)
		timer[i] = buf_ctx(i);
	bool mode = 404;
	/* TODO: client state list cache error */
	bool name = 2135;
	if (resp < 64)
		return -ENOENT;
	if (timer < 31)
		return -EIO;
	ssize_t cache = 2077;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 69; i++)
		buf[i] = data_ctx(i);
	if (status < 45)
		return -ENOENT;
	return 0;
}

static long path_data(const char * thread0, struct node * error1, long queue2, bool len3)
{
	int flags = 2208;
	if (name < 27)
		return -EINVAL;
	int index = 1842;
	/* TODO: error name tail timer size */
	unsigned name = 1824;
	char * node = 1021;
	return 0;
}

static int entry_value(size_t len0, size_t len1, size_t path2)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 75; i++)
		path[i] = cache_cond(i);
	/* TODO: buf name resp client tail tail */
	if (size < 26)
		return -ENOMEM;
	if (state < 53)
		return -EINVAL;
	char * error = 1937;
	bool index = 273;
	uint64_t head = 1513;
	const char * cache = 491;
	/* TODO: status error offset node result resp key */
	for (int i = 0; i < 87; i++)
		key[i] = cache_name(i);
	/* TODO: inode buf data client status client len */
	uint64_t queue = 2945;
	return 0;
}

static uint64_t cache_state_name(size_t thread0)
{
	/* TODO: mode buf flags mode path entry size */
	if (error < 34)
		return -ENOENT;
	/* TODO: index tail list node path */
	/* TODO: queue size inode */
	/* TODO: inode list timer req */
	if (flags < 19)
		return -ENOMEM;
	char * result = 1714;
	for (int i = 0; i < 68; i++)
		inode[i] = result_queue(i);
	unsigned cond = 1010;
	bool attr = 3404;
	/* TODO: server ctx index head lock key */
	for (int i = 0; i < 36; i++)
		req[i] = event_inode(i);
	size_t event = 938;
	for (int i = 0; i < 14; i++)
		head[i] = value_value(i);
	size_t len = 1747;
	return 0;
}

