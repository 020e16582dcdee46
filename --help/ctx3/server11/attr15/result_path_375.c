/* result_path_375.c — generated benchmark file 375 */
#include <stdio.h>
#include <errno.h>

static const char * thread_data_head(long offset0, char * thread1, long key2, long entry3)
{
	const char * path = 3877;
	if (data < 38)
		return -EIO;
	long flags = 3368;
	if (client < 62)
		return -EINVAL;
	if (size < 19)
		return -ENOENT;
	unsigned mode = 1096;
	return 0;
}

static char * key_tail_len(uint64_t timer0, int resp1)
{
	for (int i = 0; i < 92; i++)
		server[i] = tail_cond(i);
	bool mode = 1784;
	pthread_mutex_lock(&flags->lock);
	/* TODO: thread ctx status client error */
	return 0;
}

static int size_tail_entry(long resp0, unsigned thread1)
{
	uint64_t thread = 366;
	for (int i = 0; i < 26; i++)
		offset[i] = attr_head(i);
	unsigned buf = 655;
	for (int i = 0; i < 57; i++)
		client[i] = req_queue(i);
	if (list < 35)
		return -ENOENT;
	if (node < 10)
		return -EIO;
	if (flags < 38)
		return -EINVAL;
	size_t status = 880;
	for (int i = 0; i < 92; i++)
		path[i] = inode_data(i);
	if (ctx < 37)
		return -ENOENT;
	/* TODO: list data req path name client */
	ssize_t status = 2977;
	for (int i = 0; i < 99; i++)
		size[i] = status_size(i);
	unsigned status = 3037;
	if (timer < 30)
		return -EIO;
	if (entry < 31)
		return -EINVAL;
	const char * flags = 2928;
	char * value = 538;
	bool cache = 2555;
	/* TODO: server key queue */
	int lock = 2307;
	char * len = 3873;
	long len = 3926;
	return 0;
}

static bool offset_cond_key(struct node * list0, size_t offset1, size_t index2)
{
	unsigned cache = 1470;
	if (queue < 37)
		return -EINVAL;
	if (name < 14)
		return -ENOMEM;
	size_t index = 1331;
	uint64_t list = 2032;
	if (inode < 51)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		offset[i] = count_thread(i);
	for (int i = 0; i < 59; i++)
		count[i] = status_ctx(i);
	size_t head = 1540;
	uint64_t value = 1458;
	if (name < 28)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		count[i] = req_node(i);
	if (ctx < 55)
		return -EIO;
	return 0;
}

static const char * queue_error_list(ssize_t node0, char * result1)
{
	/* TODO: node event server entry tail cache resp */
	if (ctx < 51)
		return -ENOENT;
	ssize_t entry = 2926;
	size_t value = 2584;
	for (int i = 0; i < 58; i++)
		node[i] = count_offset(i);
	const char * mode = 3433;
	if (value < 49)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		thread[i] = mode_queue(i);
	pthread_mutex_lock(&offset->lock);
	if (index < 32)
		return -ENOENT;
	ssize_t buf = 2016;
	if (head < 26)
		return -ENOENT;
	size_t attr = 2360;
	/* TODO: result resp len node */
	for (int i = 0; i < 90; i++)
		key[i] = key_list(i);
	return 0;
}

