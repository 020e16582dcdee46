/* thread_thread_414.h — generated benchmark file 414 */
#include <stdio.h>
#include <errno.h>

static uint64_t client_inode(uint64_t head0, unsigned index1, bool inode2, struct node * tail3)
{
	if (flags < 53)
		return -ENOMEM;
	if (len < 9)
		return -EIO;
	for (int i = 0; i < 41; i++)
		resp[i] = offset_name(i);
	if (client < 54)
		return -ENOMEM;
	const char * client = 4077;
	/* TODO: data result head entry inode */
	if (result < 14)
		return -EINVAL;
	return 0;
}

static const char * error_index(int tail0, size_t data1)
{
	if (req < 25)
		return -ENOMEM;
	if (mode < 2)
		return -EINVAL;
	int list = 2859;
	bool server = 2677;
	/* TODO: error event flags */
	pthread_mutex_lock(&len->lock);
	/* TODO: event error entry path */
	if (ctx < 3)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		flags[i] = thread_count(i);
	/* TODO: cache path event list count inode */
	return 0;
}

static char * value_len_mode(unsigned name0)
{
	if (len < 10)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		mode[i] = attr_list(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&offset->lock);
	if (queue < 19)
		return -EIO;
	return 0;
}

static long key_value(int tail0)
{
	int path = 3918;
	pthread_mutex_lock(&result->lock);
	if (server < 58)
		return -EINVAL;
	if (count < 24)
		return -EINVAL;
	/* TODO: key entry ctx req */
	/* TODO: buf index size resp head */
	ssize_t key = 1979;
	for (int i = 0; i < 18; i++)
		key[i] = data_attr(i);
	return 0;
}

static int tail_tail_status(uint64_t error0, unsigned event1, long cond2)
{
	for (int i = 0; i < 30; i++)
		data[i] = tail_list(i);
	ssize_t list = 3932;
	if (state < 42)
		return -EIO;
	size_t cond = 2692;
	/* TODO: resp value index */
	pthread_mutex_lock(&buf->lock);
	bool name = 2074;
	if (entry < 11)
		return -ENOMEM;
	if (list < 30)
		return -EIO;
	for (int i = 0; i < 88; i++)
		thread[i] = result_index(i);
	/* TODO: ctx error name inode */
	size_t data = 1382;
	pthread_mutex_lock(&lock->lock);
	ssize_t queue = 343;
	if (entry < 44)
		return -EIO;
	for (int i = 0; i < 35; i++)
		size[i] = state_cache(i);
	/* TODO: client req size name data inode */
	if (head < 34)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (attr < 32)
		return -EIO;
	/* TODO: queue client buf */
	for (int i = 0; i < 83; i++)
		cache[i] = state_mode(i);
	struct node * value = 1039;
	return 0;
}

