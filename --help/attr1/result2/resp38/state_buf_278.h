/* state_buf_278.h — generated benchmark file 278 */
#include <stdio.h>
#include <errno.h>

static uint64_t head_resp_count(char * status0, uint64_t len1, long flags2, char * server3)
{
	if (head < 58)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		path[i] = attr_state(i);
	if (ctx < 28)
		return -ENOENT;
	/* TODO: cache status data status thread */
	if (timer < 27)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		path[i] = mode_count(i);
	/* TODO: status size list data entry queue entry */
	size_t state = 3537;
	if (value < 28)
		return -EIO;
	if (cache < 55)
		return -EINVAL;
	if (tail < 2)
		return -ENOENT;
	if (thread < 35)
		return -EINVAL;
	/* TODO: entry cond offset */
	char * index = 3445;
	struct node * inode = 413;
	return 0;
}

static bool data_node_inode(long client0, uint64_t cache1, long state2)
{
	pthread_mutex_lock(&mode->lock);
	if (buf < 59)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		buf[i] = node_flags(i);
	for (int i = 0; i < 44; i++)
		size[i] = head_key(i);
	/* TODO: timer server cond entry attr */
	if (thread < 33)
		return -EIO;
	char * tail = 1000;
	/* TODO: value ctx status */
	int data = 1973;
	/* TODO: entry req entry result head list ctx */
	const char * key = 1840;
	for (int i = 0; i < 44; i++)
		ctx[i] = path_resp(i);
	pthread_mutex_lock(&mode->lock);
	size_t event = 2581;
	ssize_t key = 2028;
	/* TODO: cond buf attr client path */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 26; i++)
		attr[i] = resp_state(i);
	unsigned queue = 3265;
	if (head < 9)
		return -ENOMEM;
	uint64_t mode = 1872;
	for (int i = 0; i < 49; i++)
		count[i] = head_value(i);
	return 0;
}

