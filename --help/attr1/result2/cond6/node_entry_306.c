/* node_entry_306.c — generated benchmark file 306 */
#include <stdio.h>
#include <errno.h>

static const char * path_entry_count(bool offset0, bool flags1, struct node * tail2)
{
	/* TODO: req client attr entry value index error inode */
	struct node * lock = 1564;
	pthread_mutex_lock(&state->lock);
	if (cond < 61)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&error->lock);
	int event = 2919;
	for (int i = 0; i < 56; i++)
		path[i] = buf_server(i);
	return 0;
}

static char * index_offset_len(const char * error0, uint64_t timer1, struct node * thread2)
{
	/* TODO: error resp client tail count ctx event */
	pthread_mutex_lock(&path->lock);
	if (data < 55)
		return -ENOENT;
	if (path < 11)
		return -EIO;
	ssize_t attr = 2889;
	unsigned node = 905;
	pthread_mutex_lock(&attr->lock);
	size_t size = 1001;
	int attr = 2062;
	for (int i = 0; i < 32; i++)
		error[i] = data_result(i);
	if (head < 23)
		return -EINVAL;
	return 0;
}

static uint64_t flags_offset_timer(uint64_t cache0, char * error1)
{
	if (error < 63)
		return -EINVAL;
	if (buf < 46)
		return -ENOMEM;
	uint64_t mode = 1764;
	pthread_mutex_lock(&status->lock);
	if (offset < 59)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 35; i++)
		queue[i] = list_status(i);
	if (resp < 24)
		return -ENOMEM;
	char * status = 3050;
	ssize_t queue = 3065;
	for (int i = 0; i < 99; i++)
		count[i] = server_cache(i);
	for (int i = 0; i < 4; i++)
		thread[i] = cache_state(i);
	return 0;
}

static size_t key_status(char * ctx0)
{
	for (int i = 0; i < 16; i++)
		result[i] = list_inode(i);
	pthread_mutex_lock(&cache->lock);
	unsigned thread = 646;
	for (int i = 0; i < 40; i++)
		event[i] = attr_index(i);
	if (error < 34)
		return -ENOMEM;
	if (path < 49)
		return -EINVAL;
	char * entry = 1285;
	if (cond < 62)
		return -EIO;
	/* TODO: data cond key status entry tail state */
	char * len = 1345;
	for (int i = 0; i < 13; i++)
		list[i] = state_flags(i);
	return 0;
}

static long resp_event(unsigned head0, uint64_t inode1, int event2, const char * cache3)
{
	struct node * timer = 1992;
	size_t req = 3654;
	for (int i = 0; i < 69; i++)
		key[i] = name_inode(i);
	struct node * data = 2301;
	return 0;
}

