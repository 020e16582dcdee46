/* inode_error_136.c — generated benchmark file 136 */
#include <stdio.h>
#include <errno.h>

static ssize_t data_index_data(struct node * result0, struct node * event1, uint64_t offset2, uint64_t flags3)
{
	/* TODO: index thread error */
	for (int i = 0; i < 14; i++)
		buf[i] = lock_result(i);
	for (int i = 0; i < 56; i++)
		event[i] = size_event(i);
	/* TODO: error size state ctx state req */
	/* TODO: size state error tail head state buf resp */
	return 0;
}

static ssize_t mode_tail(bool index0, size_t cache1, char * buf2, unsigned tail3)
{
	if (server < 41)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	char * tail = 1489;
	for (int i = 0; i < 30; i++)
		resp[i] = thread_ctx(i);
	for (int i = 0; i < 71; i++)
		entry[i] = lock_index(i);
	const char * cache = 3759;
	if (ctx < 4)
		return -EINVAL;
	if (len < 33)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		event[i] = data_value(i);
	for (int i = 0; i < 43; i++)
		entry[i] = queue_flags(i);
	struct node * flags = 2567;
	if (offset < 28)
		return -EIO;
	const char * flags = 2521;
	size_t resp = 3289;
	char * queue = 1329;
	return 0;
}

static long req_len_size(char * flags0, int mode1)
{
	for (int i = 0; i < 86; i++)
		value[i] = data_thread(i);
	pthread_mutex_lock(&size->lock);
	size_t state = 2268;
	pthread_mutex_lock(&lock->lock);
	uint64_t path = 1418;
	ssize_t queue = 2552;
	if (name < 13)
		return -EINVAL;
	/* TODO: inode inode event */
	if (index < 9)
		return -ENOENT;
	const char * error = 1494;
	if (ctx < 29)
		return -EIO;
	unsigned name = 3137;
	return 0;
}

static ssize_t data_timer(int lock0, int result1, long node2, bool data3)
{
	for (int i = 0; i < 55; i++)
		node[i] = len_queue(i);
	bool key = 693;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&attr->lock);
	/* TODO: error attr key req result */
	size_t thread = 3047;
	char * result = 122;
	long count = 4093;
	return 0;
}

static long client_entry(size_t list0, struct node * result1)
{
	if (count < 27)
		return -ENOMEM;
	/* TODO: count count cond node req */
	if (index < 54)
		return -ENOENT;
	if (resp < 42)
		return -EINVAL;
	return 0;
}

