/* inode_ctx_853.h — generated benchmark file 853 */
#include <stdio.h>
#include <errno.h>

static uint64_t size_queue_index(ssize_t node0)
{
	/* TODO: resp result tail resp server data size cache */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 22; i++)
		state[i] = event_mode(i);
	/* TODO: attr cache client node inode value head cond name */
	/* TODO: size flags req data inode cache event client */
	if (timer < 54)
		return -EINVAL;
	if (cache < 43)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		cache[i] = cond_result(i);
	ssize_t event = 1580;
	unsigned queue = 1602;
	return 0;
}

static size_t node_head_cache(uint64_t key0)
{
	if (server < 11)
		return -ENOMEM;
	if (len < 42)
		return -EIO;
	if (error < 4)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	unsigned list = 577;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 26; i++)
		lock[i] = data_event(i);
	int req = 1833;
	for (int i = 0; i < 40; i++)
		lock[i] = event_result(i);
	return 0;
}

