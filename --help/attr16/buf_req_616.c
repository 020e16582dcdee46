/* buf_req_616.c — generated benchmark file 616 */
#include <stdio.h>
#include <errno.h>

static struct node * cache_server_data(const char * thread0)
{
	size_t ctx = 1383;
	if (len < 56)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (thread < 26)
		return -EIO;
	if (attr < 15)
		return -EINVAL;
	if (len < 43)
		return -ENOENT;
	return 0;
}

static const char * cond_flags_key(uint64_t data0, uint64_t server1)
{
	for (int i = 0; i < 68; i++)
		req[i] = queue_value(i);
	char * offset = 3560;
	for (int i = 0; i < 27; i++)
		head[i] = state_key(i);
	if (name < 35)
		return -ENOENT;
	ssize_t path = 3375;
	/* TODO: tail value ctx */
	for (int i = 0; i < 10; i++)
		client[i] = path_list(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&head->lock);
	if (queue < 42)
		return -ENOENT;
	if (index < 12)
		return -EIO;
	char * head = 366;
	unsigned node = 2250;
	for (int i = 0; i < 88; i++)
		thread[i] = node_head(i);
	for (int i = 0; i < 52; i++)
		event[i] = path_name(i);
	int tail = 1323;
	/* TODO: result attr resp head state len entry result value */
	unsigned cache = 1675;
	if (offset < 46)
		return -ENOENT;
	if (count < 4)
		return -ENOENT;
	if (thread < 21)
		return -EIO;
	return 0;
}

static int resp_path_mode(size_t queue0, unsigned client1, struct node * list2)
{
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 8; i++)
		offset[i] = queue_mode(i);
	uint64_t result = 3881;
	for (int i = 0; i < 44; i++)
		lock[i] = resp_value(i);
	char * client = 1606;
	pthread_mutex_lock(&timer->lock);
	char * mode = 2203;
	for (int i = 0; i < 19; i++)
		req[i] = cache_value(i);
	char * req = 938;
	if (len < 59)
		return -EIO;
	/* TODO: cond len status */
	unsigned ctx = 1191;
	if (error < 33)
		return -ENOMEM;
	char * error = 3177;
	/* TODO: list tail len list */
	if (thread < 2)
		return -ENOMEM;
	return 0;
}

static size_t cond_lock(size_t lock0, int value1)
{
	char * entry = 36;
	char * client = 2233;
	if (thread < 14)
		return -EINVAL;
	ssize_t name = 931;
	/* TODO: attr cache len */
	if (attr < 61)
		return -EINVAL;
	/* TODO: node attr server */
	bool len = 1523;
	for (int i = 0; i < 65; i++)
		offset[i] = status_key(i);
	const char * head = 1329;
	for (int i = 0; i < 22; i++)
		req[i] = head_path(i);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

