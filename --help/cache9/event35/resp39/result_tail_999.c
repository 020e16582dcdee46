/* result_tail_999.c — generated benchmark file 999 */
#include <stdio.h>
#include <errno.h>

static char * lock_result_count(bool timer0)
{
	/* TODO: ctx len head offset path cond status index state */
	const char * offset = 667;
	if (key < 43)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		thread[i] = lock_state(i);
	if (result < 25)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		count[i] = buf_thread(i);
	if (name < 43)
		return -ENOENT;
	if (node < 12)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		cond[i] = flags_buf(i);
	unsigned size = 24;
	pthread_mutex_lock(&list->lock);
	ssize_t flags = 3296;
	if (result < 19)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	const char * buf = 1915;
	struct node * status = 3701;
	for (int i = 0; i < 87; i++)
		cond[i] = value_cond(i);
	return 0;
}

static ssize_t entry_state(struct node * buf0, bool path1, bool list2)
{
	ssize_t result = 2634;
	if (cache < 11)
		return -ENOENT;
	/* TODO: node size cond */
	pthread_mutex_lock(&flags->lock);
	if (key < 7)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	long error = 2701;
	if (value < 64)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	long state = 857;
	return 0;
}

static struct node * name_cache_tail(int event0, const char * thread1, bool path2, size_t attr3)
{
	if (cache < 52)
		return -EINVAL;
	int head = 2626;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 83; i++)
		resp[i] = attr_inode(i);
	if (attr < 1)
		return -EINVAL;
	/* TODO: node cache name */
	if (name < 58)
		return -EINVAL;
	unsigned timer = 697;
	for (int i = 0; i < 29; i++)
		result[i] = result_offset(i);
	const char * lock = 1285;
	/* TODO: req head path data list server */
	for (int i = 0; i < 36; i++)
		value[i] = head_count(i);
	pthread_mutex_lock(&result->lock);
	int path = 822;
	const char * data = 2667;
	char * state = 456;
	if (count < 8)
		return -EIO;
	return 0;
}

static uint64_t key_client(long len0, int cond1)
{
	if (buf < 60)
		return -ENOMEM;
	/* TODO: entry node queue name head entry lock server offset */
	/* TODO: queue inode key node value key lock */
	pthread_mutex_lock(&data->lock);
	/* TODO: event server tail list */
	if (cond < 15)
		return -EIO;
	if (server < 16)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		key[i] = value_key(i);
	if (lock < 10)
		return -ENOENT;
	if (cache < 46)
		return -EINVAL;
	struct node * count = 1700;
	unsigned flags = 3957;
	size_t list = 4011;
	struct node * count = 1217;
	if (size < 6)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		name[i] = data_event(i);
	if (client < 41)
		return -EIO;
	/* TODO: tail ctx result ctx len cache */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 41; i++)
		client[i] = entry_error(i);
	ssize_t timer = 2622;
	if (value < 26)
		return -EINVAL;
	return 0;
}

