/* node_buf_599.h — generated benchmark file 599 */
#include <stdio.h>
#include <errno.h>

static char * server_result_result(unsigned mode0, unsigned result1, const char * server2)
{
	/* TODO: resp name buf buf lock state count */
	if (size < 57)
		return -ENOMEM;
	if (data < 4)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (attr < 34)
		return -ENOMEM;
	long offset = 2223;
	/* TODO: len tail name ctx result name timer len */
	/* TODO: server timer index value head mode index mode client */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 57; i++)
		cache[i] = flags_node(i);
	if (inode < 4)
		return -ENOMEM;
	if (key < 48)
		return -EIO;
	for (int i = 0; i < 84; i++)
		status[i] = inode_client(i);
	/* TODO: list queue key lock node attr */
	pthread_mutex_lock(&req->lock);
	/* TODO: lock buf result flags timer */
	int len = 249;
	if (index < 47)
		return -ENOMEM;
	if (thread < 32)
		return -ENOMEM;
	return 0;
}

static bool index_tail(const char * server0, bool key1, ssize_t client2)
{
	for (int i = 0; i < 25; i++)
		key[i] = event_status(i);
	ssize_t head = 1596;
	/* TODO: list offset status entry */
	if (len < 2)
		return -EIO;
	if (event < 25)
		return -EINVAL;
	ssize_t mode = 3689;
	/* TODO: req tail flags size list name thread */
	if (queue < 19)
		return -EINVAL;
	ssize_t path = 1668;
	if (len < 13)
		return -ENOENT;
	if (client < 35)
		return -ENOMEM;
	bool buf = 1168;
	/* TODO: event buf server head result thread */
	pthread_mutex_lock(&queue->lock);
	if (data < 55)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (path < 15)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		server[i] = index_flags(i);
	if (node < 45)
		return -ENOENT;
	int client = 1962;
	for (int i = 0; i < 80; i++)
		size[i] = cond_len(i);
	size_t client = 2085;
	int offset = 2372;
	bool cond = 1538;
	return 0;
}

static int state_size(unsigned attr0, uint64_t len1, uint64_t entry2)
{
	/* TODO: entry data error */
	if (head < 44)
		return -EIO;
	for (int i = 0; i < 74; i++)
		inode[i] = data_status(i);
	size_t data = 474;
	for (int i = 0; i < 80; i++)
		tail[i] = index_buf(i);
	if (entry < 6)
		return -EIO;
	if (result < 11)
		return -ENOMEM;
	const char * list = 557;
	if (value < 55)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	/* TODO: status data thread event resp result */
	if (status < 24)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		error[i] = count_value(i);
	for (int i = 0; i < 97; i++)
		list[i] = queue_key(i);
	if (tail < 3)
		return -ENOENT;
	if (cache < 11)
		return -ENOMEM;
	long tail = 1063;
	pthread_mutex_lock(&result->lock);
	ssize_t event = 1044;
	if (node < 36)
		return -EIO;
	for (int i = 0; i < 66; i++)
		flags[i] = value_cache(i);
	/* TODO: inode offset cache offset timer head entry */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 77; i++)
		server[i] = buf_list(i);
	return 0;
}

