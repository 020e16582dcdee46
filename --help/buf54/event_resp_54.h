/* event_resp_54.h — generated benchmark file 54 */
#include <stdio.h>
#include <errno.h>

static uint64_t flags_path(long size0, const char * list1)
{
	if (client < 4)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: entry path count event flags path */
	const char * attr = 1301;
	const char * index = 4007;
	size_t head = 1023;
	if (state < 35)
		return -ENOMEM;
	if (error < 32)
		return -EINVAL;
	return 0;
}

static bool timer_mode_name(bool thread0)
{
	struct node * client = 2688;
	uint64_t size = 540;
	char * name = 933;
	bool entry = 3514;
	if (req < 35)
		return -EINVAL;
	if (len < 11)
		return -EIO;
	if (ctx < 41)
		return -EINVAL;
	/* TODO: cond head len attr lock */
	for (int i = 0; i < 70; i++)
		key[i] = inode_index(i);
	struct node * result = 2975;
	int client = 967;
	/* TODO: flags mode result result count buf tail timer server */
	if (lock < 45)
		return -EIO;
	for (int i = 0; i < 22; i++)
		state[i] = lock_head(i);
	/* TODO: data cache name status */
	for (int i = 0; i < 60; i++)
		mode[i] = cache_entry(i);
	size_t server = 3199;
	int event = 3265;
	if (len < 8)
		return -ENOMEM;
	uint64_t thread = 3419;
	bool mode = 1731;
	pthread_mutex_lock(&queue->lock);
	if (server < 50)
		return -EINVAL;
	/* TODO: inode queue timer */
	return 0;
}

