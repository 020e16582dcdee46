/* flags_cache_548.c — generated benchmark file 548 */
#include <stdio.h>
#include <errno.h>

static size_t value_data(char * error0, char * inode1)
{
	uint64_t size = 4068;
	if (index < 46)
		return -EIO;
	int node = 2866;
	char * queue = 643;
	/* TODO: key flags thread value name mode state */
	for (int i = 0; i < 91; i++)
		buf[i] = path_buf(i);
	struct node * client = 1159;
	/* TODO: event queue req thread error timer */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 8; i++)
		cache[i] = head_size(i);
	for (int i = 0; i < 88; i++)
		name[i] = result_status(i);
	long cond = 4031;
	/* TODO: cache attr flags */
	if (value < 41)
		return -ENOMEM;
	bool buf = 764;
	for (int i = 0; i < 77; i++)
		client[i] = count_name(i);
	size_t status = 2488;
	return 0;
}

static uint64_t list_list(unsigned flags0, uint64_t len1, long queue2)
{
	int error = 5;
	for (int i = 0; i < 55; i++)
		event[i] = cond_path(i);
	if (event < 58)
		return -EIO;
	bool attr = 1513;
	for (int i = 0; i < 77; i++)
		count[i] = size_error(i);
	if (server < 3)
		return -EINVAL;
	/* TODO: list error attr error */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static unsigned index_ctx(const char * cache0, long result1, char * lock2)
{
	/* TODO: head size count */
	pthread_mutex_lock(&size->lock);
	if (state < 40)
		return -ENOENT;
	if (mode < 23)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (name < 32)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		cache[i] = event_timer(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 94; i++)
		result[i] = len_req(i);
	return 0;
}

static bool flags_resp(unsigned cond0, uint64_t entry1, const char * data2, bool timer3)
{
	if (path < 61)
		return -ENOMEM;
	/* TODO: tail offset head thread */
	for (int i = 0; i < 12; i++)
		len[i] = thread_size(i);
	pthread_mutex_lock(&timer->lock);
	if (resp < 55)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	/* TODO: entry mode flags tail */
	pthread_mutex_lock(&queue->lock);
	/* TODO: timer index head state attr */
	if (ctx < 40)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	long cond = 2224;
	ssize_t status = 316;
	for (int i = 0; i < 52; i++)
		value[i] = queue_data(i);
	/* TODO: tail size head */
	uint64_t name = 415;
	if (len < 17)
		return -EINVAL;
	return 0;
}

