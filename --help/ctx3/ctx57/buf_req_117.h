/* buf_req_117.h — generated benchmark file 117 */
#include <stdio.h>
#include <errno.h>

static bool value_value_client(struct node * state0, unsigned entry1)
{
	for (int i = 0; i < 25; i++)
		buf[i] = client_ctx(i);
	const char * index = 1238;
	for (int i = 0; i < 10; i++)
		count[i] = ctx_count(i);
	for (int i = 0; i < 73; i++)
		count[i] = data_error(i);
	if (key < 8)
		return -ENOMEM;
	bool state = 2589;
	uint64_t node = 688;
	/* TODO: lock head node lock lock len ctx tail */
	if (queue < 41)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 17; i++)
		resp[i] = data_status(i);
	if (path < 12)
		return -ENOENT;
	long head = 2490;
	/* TODO: value data status client queue buf */
	pthread_mutex_lock(&tail->lock);
	if (data < 44)
		return -ENOMEM;
	return 0;
}

static char * inode_timer_offset(char * size0, size_t len1, uint64_t thread2, size_t mode3)
{
	char * client = 2914;
	if (len < 7)
		return -ENOMEM;
	size_t count = 280;
	for (int i = 0; i < 27; i++)
		error[i] = head_status(i);
	char * key = 3513;
	const char * server = 3567;
	pthread_mutex_lock(&thread->lock);
	char * client = 404;
	unsigned len = 3476;
	uint64_t mode = 1515;
	for (int i = 0; i < 6; i++)
		ctx[i] = count_name(i);
	for (int i = 0; i < 54; i++)
		offset[i] = size_index(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 40; i++)
		mode[i] = index_attr(i);
	return 0;
}

static const char * index_head(char * ctx0, char * tail1)
{
	/* TODO: resp path inode path list */
	for (int i = 0; i < 72; i++)
		attr[i] = lock_attr(i);
	if (server < 54)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		cond[i] = timer_count(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static ssize_t entry_req(ssize_t cond0, size_t len1, const char * node2, long size3)
{
	for (int i = 0; i < 34; i++)
		queue[i] = flags_len(i);
	for (int i = 0; i < 47; i++)
		server[i] = ctx_data(i);
	for (int i = 0; i < 73; i++)
		thread[i] = queue_timer(i);
	if (count < 33)
		return -ENOENT;
	char * entry = 302;
	/* TODO: len mode index size len count tail resp entry */
	int count = 2235;
	for (int i = 0; i < 77; i++)
		attr[i] = resp_len(i);
	/* TODO: count inode client timer entry status lock ctx */
	long ctx = 3112;
	ssize_t client = 2261;
	for (int i = 0; i < 62; i++)
		value[i] = client_len(i);
	struct node * req = 3898;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

