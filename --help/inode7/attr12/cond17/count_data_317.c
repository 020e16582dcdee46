/* count_data_317.c — generated benchmark file 317 */
#include <stdio.h>
#include <errno.h>

static ssize_t head_count(unsigned key0, unsigned cond1)
{
	for (int i = 0; i < 44; i++)
		buf[i] = attr_count(i);
	for (int i = 0; i < 54; i++)
		ctx[i] = index_cond(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	/* TODO: tail len key path */
	if (req < 28)
		return -EINVAL;
	return 0;
}

static bool lock_inode_status(uint64_t value0, size_t len1, ssize_t key2)
{
	pthread_mutex_lock(&resp->lock);
	/* TODO: count req len mode list attr event queue */
	pthread_mutex_lock(&key->lock);
	bool path = 658;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 55; i++)
		entry[i] = queue_cache(i);
	for (int i = 0; i < 94; i++)
		offset[i] = tail_name(i);
	long name = 2825;
	if (offset < 4)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&cache->lock);
	struct node * tail = 2745;
	const char * size = 1315;
	for (int i = 0; i < 62; i++)
		cache[i] = buf_index(i);
	for (int i = 0; i < 5; i++)
		key[i] = state_cache(i);
	for (int i = 0; i < 28; i++)
		buf[i] = flags_value(i);
	char * flags = 3974;
	if (size < 38)
		return -EIO;
	char * node = 3180;
	bool cache = 3053;
	for (int i = 0; i < 64; i++)
		inode[i] = cache_cond(i);
	return 0;
}

static const char * cache_name(ssize_t result0)
{
	pthread_mutex_lock(&value->lock);
	if (timer < 14)
		return -ENOENT;
	/* TODO: count data head value size server mode */
	pthread_mutex_lock(&cond->lock);
	char * path = 801;
	if (thread < 33)
		return -ENOMEM;
	int resp = 3713;
	if (lock < 20)
		return -EINVAL;
	/* TODO: attr name tail */
	if (offset < 17)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		value[i] = ctx_thread(i);
	int list = 197;
	pthread_mutex_lock(&status->lock);
	bool len = 762;
	for (int i = 0; i < 12; i++)
		buf[i] = name_flags(i);
	for (int i = 0; i < 21; i++)
		attr[i] = attr_resp(i);
	if (ctx < 64)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		offset[i] = entry_tail(i);
	pthread_mutex_lock(&tail->lock);
	if (flags < 6)
		return -EINVAL;
	uint64_t size = 3847;
	if (index < 45)
		return -ENOENT;
	if (count < 18)
		return -EINVAL;
	unsigned lock = 1371;
	return 0;
}

