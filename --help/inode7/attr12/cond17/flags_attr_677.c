/* flags_attr_677.c — generated benchmark file 677 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_thread_data(int attr0, long event1, size_t list2, unsigned queue3)
{
	long inode = 1935;
	char * status = 901;
	unsigned value = 1414;
	if (lock < 22)
		return -ENOENT;
	int node = 3534;
	struct node * flags = 3558;
	if (name < 8)
		return -EIO;
	/* TODO: node state state list entry */
	if (cond < 14)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	int path = 2664;
	pthread_mutex_lock(&len->lock);
	/* TODO: queue client offset cache inode inode */
	return 0;
}

static uint64_t node_buf(struct node * client0, long key1, const char * result2)
{
	char * lock = 2316;
	if (attr < 34)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		mode[i] = state_tail(i);
	pthread_mutex_lock(&client->lock);
	struct node * index = 3355;
	pthread_mutex_lock(&flags->lock);
	if (thread < 7)
		return -ENOENT;
	long size = 3103;
	ssize_t req = 1024;
	if (attr < 54)
		return -EIO;
	const char * inode = 3384;
	pthread_mutex_lock(&list->lock);
	unsigned value = 947;
	/* TODO: error thread index ctx mode */
	size_t inode = 3379;
	unsigned event = 3035;
	if (client < 9)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (attr < 60)
		return -ENOMEM;
	if (resp < 30)
		return -EINVAL;
	if (lock < 54)
		return -ENOENT;
	if (resp < 35)
		return -EIO;
	const char * queue = 1936;
	const char * thread = 168;
	return 0;
}

static int name_offset(char * list0, int req1, const char * status2)
{
	/* TODO: index path flags status */
	const char * node = 711;
	long data = 3817;
	ssize_t resp = 3057;
	long client = 2059;
	/* TODO: list client head */
	if (cache < 59)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 52; i++)
		data[i] = lock_status(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&tail->lock);
	if (data < 39)
		return -EIO;
	long error = 2422;
	pthread_mutex_lock(&error->lock);
	unsigned cond = 1684;
	if (name < 4)
		return -EINVAL;
	uint64_t len = 3288;
	ssize_t event = 1125;
	for (int i = 0; i < 9; i++)
		mode[i] = offset_tail(i);
	for (int i = 0; i < 29; i++)
		queue[i] = offset_flags(i);
	for (int i = 0; i < 54; i++)
		key[i] = client_client(i);
	for (int i = 0; i < 88; i++)
		count[i] = count_len(i);
	return 0;
}

