/* head_index_80.h — generated benchmark file 80 */
#include <stdio.h>
#include <errno.h>

static int entry_cond(ssize_t list0, ssize_t buf1)
{
	pthread_mutex_lock(&client->lock);
	if (result < 44)
		return -EIO;
	long inode = 2191;
	if (timer < 59)
		return -EIO;
	for (int i = 0; i < 35; i++)
		buf[i] = client_entry(i);
	const char * count = 208;
	if (cond < 45)
		return -ENOMEM;
	if (mode < 21)
		return -ENOENT;
	if (status < 34)
		return -ENOMEM;
	/* TODO: ctx len value count len value inode */
	size_t attr = 1745;
	return 0;
}

static uint64_t cond_head_flags(unsigned req0, char * len1, char * list2, struct node * timer3)
{
	/* TODO: cond size head head */
	if (attr < 53)
		return -EINVAL;
	if (status < 32)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		path[i] = ctx_node(i);
	unsigned state = 3104;
	const char * key = 824;
	const char * entry = 2670;
	if (event < 49)
		return -ENOENT;
	ssize_t path = 1480;
	pthread_mutex_lock(&queue->lock);
	if (path < 54)
		return -EIO;
	size_t inode = 4002;
	uint64_t tail = 1921;
	size_t entry = 375;
	/* TODO: name buf resp head list */
	struct node * timer = 2976;
	/* TODO: size size key flags req inode buf */
	if (thread < 11)
		return -ENOENT;
	if (thread < 43)
		return -EINVAL;
	if (timer < 56)
		return -EIO;
	for (int i = 0; i < 24; i++)
		len[i] = thread_buf(i);
	for (int i = 0; i < 43; i++)
		len[i] = cache_queue(i);
	return 0;
}

static long resp_thread(struct node * inode0)
{
	if (thread < 33)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	const char * lock = 3787;
	pthread_mutex_lock(&tail->lock);
	if (mode < 28)
		return -ENOMEM;
	int client = 3391;
	if (timer < 1)
		return -EINVAL;
	if (list < 51)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	if (resp < 63)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		len[i] = index_resp(i);
	/* TODO: server data data size data */
	pthread_mutex_lock(&attr->lock);
	ssize_t status = 4004;
	if (cond < 10)
		return -EINVAL;
	if (cache < 52)
		return -ENOMEM;
	ssize_t len = 3157;
	pthread_mutex_lock(&inode->lock);
	if (size < 60)
		return -EIO;
	char * list = 1051;
	if (inode < 35)
		return -EIO;
	int error = 302;
	return 0;
}

