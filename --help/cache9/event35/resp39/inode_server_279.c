/* inode_server_279.c — generated benchmark file 279 */
#include <stdio.h>
#include <errno.h>

static long attr_event_event(int ctx0, int path1, const char * head2, unsigned ctx3)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 63; i++)
		buf[i] = data_tail(i);
	const char * count = 3488;
	pthread_mutex_lock(&node->lock);
	ssize_t cond = 3112;
	char * inode = 3010;
	for (int i = 0; i < 100; i++)
		timer[i] = tail_node(i);
	if (name < 51)
		return -ENOMEM;
	if (value < 3)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static bool offset_lock_ctx(struct node * mode0, int list1, uint64_t state2)
{
	for (int i = 0; i < 100; i++)
		lock[i] = lock_key(i);
	/* TODO: client value resp queue */
	if (size < 12)
		return -ENOMEM;
	ssize_t error = 3240;
	if (buf < 6)
		return -EINVAL;
	/* TODO: size buf attr buf count cache */
	if (entry < 62)
		return -EIO;
	unsigned result = 2532;
	if (queue < 31)
		return -ENOMEM;
	/* TODO: entry buf path key lock */
	bool state = 1061;
	pthread_mutex_lock(&cond->lock);
	if (offset < 34)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		flags[i] = cond_flags(i);
	for (int i = 0; i < 10; i++)
		status[i] = head_tail(i);
	long path = 983;
	if (head < 18)
		return -EIO;
	/* TODO: tail name flags cache timer index req path */
	for (int i = 0; i < 13; i++)
		value[i] = value_size(i);
	const char * timer = 2300;
	/* TODO: tail index data inode buf */
	return 0;
}

