/* node_entry_861.h — generated benchmark file 861 */
#include <stdio.h>
#include <errno.h>

static const char * queue_inode(long req0, bool thread1, int size2, ssize_t error3)
{
	if (count < 5)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	/* TODO: size cache entry queue flags state */
	bool path = 1660;
	if (event < 55)
		return -EIO;
	for (int i = 0; i < 57; i++)
		state[i] = mode_ctx(i);
	if (lock < 28)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		server[i] = cond_buf(i);
	char * count = 1979;
	/* TODO: server state size event */
	long result = 121;
	for (int i = 0; i < 59; i++)
		state[i] = key_attr(i);
	char * key = 3566;
	/* TODO: value ctx queue flags flags data */
	size_t head = 372;
	return 0;
}

static unsigned entry_status_client(unsigned node0, int status1)
{
	for (int i = 0; i < 57; i++)
		index[i] = ctx_value(i);
	if (cache < 5)
		return -ENOENT;
	/* TODO: timer count resp status */
	/* TODO: data offset timer tail tail client */
	char * req = 384;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 68; i++)
		state[i] = mode_mode(i);
	for (int i = 0; i < 16; i++)
		cache[i] = lock_head(i);
	return 0;
}

static char * flags_offset(int event0)
{
	bool server = 3050;
	pthread_mutex_lock(&event->lock);
	/* TODO: cache key list buf result index len status */
	const char * data = 3292;
	for (int i = 0; i < 40; i++)
		error[i] = flags_attr(i);
	long lock = 3725;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static char * buf_flags_inode(uint64_t thread0, bool buf1)
{
	bool size = 1154;
	for (int i = 0; i < 64; i++)
		list[i] = cond_status(i);
	if (cache < 42)
		return -EIO;
	/* TODO: ctx path cache ctx status mode list count timer */
	for (int i = 0; i < 77; i++)
		size[i] = error_queue(i);
	/* TODO: buf result thread resp lock */
	return 0;
}

static struct node * node_key_list(int req0)
{
	pthread_mutex_lock(&len->lock);
	/* TODO: value flags queue error client attr mode */
	struct node * req = 1675;
	bool index = 3395;
	/* TODO: len value mode count event */
	if (list < 7)
		return -EIO;
	/* TODO: mode server flags */
	struct node * inode = 2521;
	bool path = 3895;
	if (event < 61)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		req[i] = count_key(i);
	pthread_mutex_lock(&attr->lock);
	size_t len = 1198;
	bool cache = 215;
	for (int i = 0; i < 30; i++)
		path[i] = timer_size(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 64; i++)
		size[i] = thread_thread(i);
	ssize_t lock = 3235;
	ssize_t ctx = 3932;
	bool key = 2178;
	const char * status = 2748;
	/* TODO: node count queue error timer size */
	/* TODO: inode queue count data status path */
	/* TODO: cache inode key status result value data offset */
	return 0;
}

