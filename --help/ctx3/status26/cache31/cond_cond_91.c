/* cond_cond_91.c — generated benchmark file 91 */
#include <stdio.h>
#include <errno.h>

static uint64_t buf_inode(char * state0, long buf1, bool name2)
{
	size_t attr = 520;
	for (int i = 0; i < 49; i++)
		lock[i] = inode_inode(i);
	/* TODO: key head cache error thread cache event tail resp */
	/* TODO: value offset queue buf offset mode */
	/* TODO: status size flags offset queue */
	long head = 3368;
	if (client < 29)
		return -ENOENT;
	ssize_t thread = 3988;
	if (entry < 28)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	ssize_t attr = 3216;
	if (attr < 37)
		return -ENOMEM;
	if (size < 23)
		return -EINVAL;
	if (inode < 34)
		return -EIO;
	struct node * list = 258;
	ssize_t node = 176;
	pthread_mutex_lock(&resp->lock);
	if (thread < 55)
		return -ENOENT;
	return 0;
}

static uint64_t index_flags_attr(long buf0, size_t offset1)
{
	pthread_mutex_lock(&attr->lock);
	long tail = 1456;
	for (int i = 0; i < 16; i++)
		size[i] = tail_cond(i);
	if (index < 46)
		return -EIO;
	return 0;
}

static int node_cond(struct node * list0, char * req1)
{
	if (size < 34)
		return -EIO;
	unsigned cache = 664;
	for (int i = 0; i < 12; i++)
		lock[i] = state_server(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 49; i++)
		cache[i] = queue_status(i);
	struct node * cache = 1265;
	int size = 3491;
	if (client < 61)
		return -EIO;
	if (state < 50)
		return -ENOENT;
	/* TODO: key data tail server entry error buf event tail */
	if (name < 52)
		return -EINVAL;
	if (flags < 62)
		return -EIO;
	if (state < 9)
		return -EINVAL;
	return 0;
}

static unsigned attr_timer_offset(ssize_t value0, const char * lock1)
{
	for (int i = 0; i < 6; i++)
		inode[i] = path_event(i);
	pthread_mutex_lock(&size->lock);
	const char * len = 3174;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static long key_attr(ssize_t ctx0, const char * lock1, size_t thread2)
{
	for (int i = 0; i < 11; i++)
		entry[i] = name_ctx(i);
	struct node * flags = 1635;
	if (cond < 36)
		return -ENOENT;
	uint64_t resp = 3243;
	if (cache < 3)
		return -EIO;
	if (mode < 41)
		return -EINVAL;
	return 0;
}

