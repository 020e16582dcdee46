/* tail_cache_785.h — generated benchmark file 785 */
#include <stdio.h>
#include <errno.h>

static ssize_t node_lock_path(struct node * head0, const char * attr1)
{
	/* TODO: error event inode queue req status */
	/* TODO: head index cond req lock size count */
	int state = 3166;
	return 0;
}

static uint64_t value_cache(int count0, int cache1, char * key2, uint64_t result3)
{
	/* TODO: inode size queue state queue status attr */
	int error = 2992;
	/* TODO: lock offset result len ctx node entry attr */
	for (int i = 0; i < 75; i++)
		server[i] = req_status(i);
	for (int i = 0; i < 51; i++)
		req[i] = req_flags(i);
	const char * req = 177;
	/* TODO: server node key path result cache */
	if (req < 39)
		return -EINVAL;
	if (size < 47)
		return -EINVAL;
	char * thread = 1189;
	for (int i = 0; i < 89; i++)
		attr[i] = client_cache(i);
	for (int i = 0; i < 46; i++)
		head[i] = offset_timer(i);
	/* TODO: list thread state head */
	for (int i = 0; i < 15; i++)
		lock[i] = timer_state(i);
	if (req < 48)
		return -EINVAL;
	if (resp < 5)
		return -EIO;
	if (buf < 59)
		return -ENOENT;
	if (queue < 48)
		return -EIO;
	/* TODO: index lock ctx buf */
	long count = 1881;
	pthread_mutex_lock(&size->lock);
	return 0;
}

