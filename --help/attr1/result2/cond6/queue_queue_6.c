/* queue_queue_6.c — generated benchmark file 6 */
#include <stdio.h>
#include <errno.h>

static size_t timer_event(long data0, uint64_t cache1, char * data2, unsigned server3)
{
	char * lock = 1654;
	const char * offset = 2498;
	struct node * buf = 229;
	/* TODO: buf thread timer tail */
	unsigned ctx = 2477;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 30; i++)
		name[i] = key_queue(i);
	if (req < 52)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		cond[i] = list_name(i);
	for (int i = 0; i < 44; i++)
		event[i] = lock_head(i);
	if (server < 57)
		return -EIO;
	char * head = 291;
	if (key < 62)
		return -ENOENT;
	unsigned head = 2385;
	/* TODO: client flags count head head count value client */
	if (queue < 30)
		return -EINVAL;
	if (head < 28)
		return -EIO;
	return 0;
}

static long count_name_offset(long result0, char * name1, char * status2)
{
	/* TODO: len value thread tail resp resp */
	for (int i = 0; i < 22; i++)
		thread[i] = error_thread(i);
	bool key = 119;
	for (int i = 0; i < 75; i++)
		result[i] = name_event(i);
	bool value = 3635;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 71; i++)
		ctx[i] = buf_state(i);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static ssize_t len_error_thread(size_t error0)
{
	uint64_t flags = 1530;
	for (int i = 0; i < 52; i++)
		mode[i] = size_lock(i);
	if (ctx < 52)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		head[i] = lock_size(i);
	for (int i = 0; i < 42; i++)
		thread[i] = name_event(i);
	ssize_t result = 1468;
	/* TODO: state entry node client name resp tail count */
	if (entry < 48)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	long list = 4033;
	if (offset < 60)
		return -ENOMEM;
	char * event = 671;
	for (int i = 0; i < 23; i++)
		resp[i] = req_head(i);
	/* TODO: cond flags thread data timer error */
	int client = 3393;
	for (int i = 0; i < 87; i++)
		len[i] = name_flags(i);
	if (value < 24)
		return -ENOMEM;
	if (len < 54)
		return -EINVAL;
	uint64_t server = 2040;
	char * count = 614;
	for (int i = 0; i < 11; i++)
		head[i] = buf_mode(i);
	const char * client = 2844;
	struct node * client = 244;
	/* TODO: event value name error key lock */
	return 0;
}

