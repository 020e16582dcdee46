/* event_event_685.c — generated benchmark file 685 */
#include <stdio.h>
#include <errno.h>

static long req_queue(uint64_t client0)
{
	size_t count = 3187;
	/* TODO: data cond cond req resp key name */
	/* TODO: attr node resp lock size */
	if (inode < 26)
		return -ENOMEM;
	unsigned tail = 991;
	pthread_mutex_lock(&data->lock);
	if (path < 40)
		return -ENOMEM;
	char * result = 111;
	for (int i = 0; i < 45; i++)
		size[i] = status_value(i);
	long resp = 802;
	if (size < 24)
		return -EINVAL;
	if (mode < 64)
		return -EINVAL;
	if (event < 50)
		return -EIO;
	if (head < 32)
		return -EIO;
	char * size = 613;
	return 0;
}

static bool path_size(const char * error0, bool lock1, int ctx2)
{
	for (int i = 0; i < 10; i++)
		cache[i] = state_len(i);
	unsigned flags = 473;
	for (int i = 0; i < 23; i++)
		key[i] = state_attr(i);
	for (int i = 0; i < 47; i++)
		size[i] = list_offset(i);
	if (status < 5)
		return -ENOMEM;
	/* TODO: lock buf mode name flags offset */
	int offset = 2732;
	/* TODO: timer timer count */
	if (len < 26)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	uint64_t buf = 3418;
	if (name < 27)
		return -ENOENT;
	const char * status = 3834;
	pthread_mutex_lock(&len->lock);
	struct node * thread = 515;
	for (int i = 0; i < 22; i++)
		value[i] = entry_lock(i);
	for (int i = 0; i < 5; i++)
		inode[i] = head_count(i);
	return 0;
}

static unsigned server_result(bool tail0, const char * queue1)
{
	for (int i = 0; i < 24; i++)
		value[i] = name_error(i);
	/* TODO: event node queue queue count timer */
	for (int i = 0; i < 96; i++)
		name[i] = resp_error(i);
	ssize_t event = 2397;
	if (server < 20)
		return -EINVAL;
	struct node * node = 3726;
	for (int i = 0; i < 56; i++)
		name[i] = resp_timer(i);
	int cache = 3728;
	pthread_mutex_lock(&lock->lock);
	ssize_t attr = 1104;
	if (buf < 8)
		return -ENOENT;
	if (lock < 34)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	int value = 257;
	for (int i = 0; i < 86; i++)
		req[i] = path_resp(i);
	if (req < 25)
		return -EINVAL;
	uint64_t attr = 2684;
	unsigned event = 3924;
	if (len < 35)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		value[i] = path_cond(i);
	return 0;
}

