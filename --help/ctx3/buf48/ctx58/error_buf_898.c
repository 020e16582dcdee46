/* error_buf_898.c — generated benchmark file 898 */
#include <stdio.h>
#include <errno.h>

static char * cond_cache_size(unsigned req0, unsigned lock1)
{
	if (value < 52)
		return -ENOMEM;
	int server = 1361;
	for (int i = 0; i < 55; i++)
		index[i] = attr_mode(i);
	if (len < 15)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		count[i] = count_key(i);
	for (int i = 0; i < 83; i++)
		thread[i] = resp_timer(i);
	if (count < 24)
		return -EIO;
	for (int i = 0; i < 22; i++)
		cache[i] = ctx_resp(i);
	/* TODO: flags value thread index attr */
	for (int i = 0; i < 49; i++)
		buf[i] = timer_name(i);
	long len = 1888;
	for (int i = 0; i < 34; i++)
		index[i] = attr_ctx(i);
	long index = 3834;
	ssize_t lock = 2188;
	pthread_mutex_lock(&value->lock);
	/* TODO: mode thread count ctx */
	ssize_t state = 2547;
	/* TODO: head mode cond req len */
	for (int i = 0; i < 68; i++)
		name[i] = result_mode(i);
	return 0;
}

static ssize_t entry_count(const char * offset0, const char * req1, long count2, bool index3)
{
	uint64_t status = 599;
	pthread_mutex_lock(&index->lock);
	/* TODO: head result index error */
	bool server = 1882;
	unsigned node = 379;
	ssize_t state = 2174;
	/* TODO: event index value client node */
	ssize_t result = 361;
	bool buf = 3485;
	if (list < 49)
		return -ENOMEM;
	/* TODO: timer entry attr ctx timer error result data */
	if (server < 8)
		return -EIO;
	return 0;
}

static ssize_t attr_mode_state(struct node * thread0, size_t resp1, struct node * mode2)
{
	if (lock < 36)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		name[i] = len_queue(i);
	for (int i = 0; i < 50; i++)
		state[i] = attr_data(i);
	for (int i = 0; i < 81; i++)
		ctx[i] = len_data(i);
	return 0;
}

static unsigned state_offset_inode(bool size0, size_t node1, unsigned tail2, struct node * req3)
{
	for (int i = 0; i < 14; i++)
		cache[i] = lock_resp(i);
	/* TODO: tail timer error event server key result */
	pthread_mutex_lock(&flags->lock);
	if (flags < 42)
		return -EINVAL;
	ssize_t client = 975;
	if (resp < 30)
		return -ENOMEM;
	char * tail = 3434;
	/* TODO: mode tail timer */
	return 0;
}

