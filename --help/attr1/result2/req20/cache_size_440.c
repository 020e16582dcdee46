/* cache_size_440.c — generated benchmark file 440 */
#include <stdio.h>
#include <errno.h>

static bool attr_state_head(const char * timer0, char * inode1, const char * req2)
{
	bool ctx = 4056;
	size_t key = 308;
	for (int i = 0; i < 78; i++)
		state[i] = entry_path(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 93; i++)
		offset[i] = head_client(i);
	unsigned flags = 941;
	/* TODO: status cond entry server offset thread thread */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&value->lock);
	size_t cache = 3194;
	const char * head = 524;
	if (queue < 26)
		return -EIO;
	const char * status = 911;
	return 0;
}

static uint64_t cache_name(ssize_t server0)
{
	/* TODO: error attr timer */
	bool tail = 2826;
	bool len = 1601;
	bool client = 112;
	int queue = 2520;
	if (mode < 33)
		return -ENOENT;
	if (len < 19)
		return -EINVAL;
	struct node * attr = 1822;
	if (node < 3)
		return -EIO;
	uint64_t result = 258;
	/* TODO: thread count state len attr index inode */
	if (event < 30)
		return -ENOENT;
	return 0;
}

