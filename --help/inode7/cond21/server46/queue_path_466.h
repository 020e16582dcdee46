/* queue_path_466.h — generated benchmark file 466 */
#include <stdio.h>
#include <errno.h>

static struct node * tail_index(uint64_t event0, uint64_t status1, struct node * req2)
{
	long size = 2217;
	char * data = 456;
	uint64_t head = 3455;
	const char * attr = 68;
	size_t len = 3765;
	bool inode = 3600;
	pthread_mutex_lock(&node->lock);
	const char * node = 680;
	ssize_t result = 2914;
	pthread_mutex_lock(&thread->lock);
	char * server = 912;
	if (cache < 29)
		return -EIO;
	if (key < 63)
		return -ENOMEM;
	/* TODO: path error buf name req index */
	long offset = 3968;
	long key = 2957;
	if (value < 38)
		return -ENOMEM;
	/* TODO: cache req cache size result lock */
	/* TODO: tail index mode status offset path list timer result */
	struct node * server = 923;
	ssize_t error = 680;
	int req = 1067;
	if (key < 55)
		return -EIO;
	/* TODO: count result offset entry state entry cond client value */
	return 0;
}

static uint64_t timer_mode(ssize_t result0, char * mode1, ssize_t list2)
{
	long error = 3290;
	if (key < 64)
		return -ENOENT;
	if (lock < 4)
		return -EINVAL;
	if (error < 44)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (name < 54)
		return -ENOMEM;
	bool server = 1326;
	ssize_t len = 3945;
	/* TODO: count path list status thread queue resp path */
	char * buf = 1237;
	for (int i = 0; i < 24; i++)
		name[i] = status_key(i);
	/* TODO: lock server inode inode inode value state */
	const char * timer = 481;
	for (int i = 0; i < 65; i++)
		count[i] = len_list(i);
	if (mode < 60)
		return -ENOENT;
	/* TODO: key event mode server size key event */
	ssize_t cache = 2669;
	unsigned head = 490;
	if (cache < 41)
		return -EIO;
	for (int i = 0; i < 6; i++)
		data[i] = node_key(i);
	if (list < 19)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		mode[i] = key_count(i);
	long attr = 2148;
	struct node * resp = 336;
	return 0;
}

static char * result_event(int buf0, char * error1, size_t offset2, long cache3)
{
	if (flags < 11)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	if (result < 34)
		return -EINVAL;
	if (path < 8)
		return -EIO;
	if (index < 45)
		return -EIO;
	char * index = 2969;
	for (int i = 0; i < 17; i++)
		inode[i] = flags_state(i);
	for (int i = 0; i < 12; i++)
		cache[i] = mode_result(i);
	if (list < 37)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		event[i] = resp_node(i);
	return 0;
}

