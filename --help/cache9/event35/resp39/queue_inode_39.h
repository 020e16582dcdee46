/* queue_inode_39.h — generated benchmark file 39 */
#include <stdio.h>
#include <errno.h>

static size_t count_cache(unsigned index0, bool entry1)
{
	for (int i = 0; i < 5; i++)
		thread[i] = buf_mode(i);
	for (int i = 0; i < 51; i++)
		flags[i] = head_resp(i);
	size_t offset = 1338;
	int result = 469;
	if (result < 42)
		return -EINVAL;
	const char * server = 1960;
	pthread_mutex_lock(&data->lock);
	if (value < 60)
		return -EIO;
	if (server < 28)
		return -EIO;
	/* TODO: data thread cache event client cond name data cond */
	if (len < 33)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		state[i] = head_attr(i);
	if (attr < 7)
		return -EINVAL;
	if (key < 59)
		return -EIO;
	int queue = 1870;
	uint64_t error = 1133;
	return 0;
}

static bool buf_event(size_t lock0)
{
	uint64_t ctx = 3677;
	/* TODO: req inode req name client */
	for (int i = 0; i < 5; i++)
		node[i] = size_key(i);
	ssize_t req = 244;
	pthread_mutex_lock(&status->lock);
	/* TODO: lock timer head */
	long key = 350;
	if (index < 19)
		return -ENOMEM;
	if (path < 7)
		return -EIO;
	/* TODO: key entry status */
	ssize_t queue = 951;
	size_t timer = 34;
	if (data < 9)
		return -ENOENT;
	return 0;
}

static int result_inode(bool lock0)
{
	if (index < 27)
		return -ENOENT;
	if (status < 26)
		return -ENOENT;
	/* TODO: event len head len thread */
	for (int i = 0; i < 39; i++)
		thread[i] = resp_list(i);
	for (int i = 0; i < 46; i++)
		event[i] = thread_server(i);
	/* TODO: attr buf index state node */
	if (mode < 9)
		return -ENOENT;
	unsigned size = 935;
	struct node * buf = 2775;
	for (int i = 0; i < 58; i++)
		list[i] = flags_size(i);
	return 0;
}

static struct node * queue_entry_lock(unsigned entry0)
{
	for (int i = 0; i < 65; i++)
		timer[i] = result_name(i);
	int node = 786;
	/* TODO: len thread tail */
	for (int i = 0; i < 17; i++)
		value[i] = status_path(i);
	/* TODO: queue server flags index cache event key result */
	struct node * key = 774;
	for (int i = 0; i < 82; i++)
		ctx[i] = index_event(i);
	if (offset < 41)
		return -EIO;
	for (int i = 0; i < 63; i++)
		key[i] = data_thread(i);
	pthread_mutex_lock(&entry->lock);
	char * queue = 1356;
	int cond = 2994;
	const char * flags = 1848;
	/* TODO: cache mode ctx server timer error result head */
	const char * thread = 454;
	int tail = 3797;
	if (flags < 41)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	if (resp < 62)
		return -ENOMEM;
	unsigned buf = 2898;
	/* TODO: value error thread cond len */
	for (int i = 0; i < 63; i++)
		index[i] = queue_key(i);
	pthread_mutex_lock(&mode->lock);
	if (entry < 64)
		return -EINVAL;
	return 0;
}

