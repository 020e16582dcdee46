/* index_len_729.c — generated benchmark file 729 */
#include <stdio.h>
#include <errno.h>

static const char * resp_thread_size(bool name0, int client1, ssize_t list2, char * size3)
{
	/* TODO: buf ctx key key buf inode queue lock */
	const char * flags = 652;
	struct node * size = 2493;
	for (int i = 0; i < 74; i++)
		list[i] = client_timer(i);
	if (data < 52)
		return -EINVAL;
	uint64_t thread = 2650;
	if (queue < 52)
		return -EINVAL;
	if (data < 7)
		return -ENOENT;
	if (server < 64)
		return -ENOENT;
	/* TODO: cache head event req node status buf inode flags */
	/* TODO: inode inode name */
	if (lock < 61)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static ssize_t count_result_path(size_t value0)
{
	if (data < 55)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		buf[i] = event_node(i);
	char * ctx = 2722;
	return 0;
}

static size_t status_result_inode(unsigned resp0)
{
	if (attr < 42)
		return -EINVAL;
	/* TODO: queue entry cache */
	for (int i = 0; i < 68; i++)
		server[i] = tail_list(i);
	for (int i = 0; i < 99; i++)
		event[i] = cache_result(i);
	for (int i = 0; i < 3; i++)
		lock[i] = len_event(i);
	for (int i = 0; i < 17; i++)
		value[i] = result_queue(i);
	for (int i = 0; i < 91; i++)
		error[i] = offset_attr(i);
	struct node * data = 2644;
	/* TODO: req req inode resp offset key value head index */
	uint64_t status = 1412;
	for (int i = 0; i < 54; i++)
		len[i] = queue_attr(i);
	return 0;
}

static int key_status_ctx(const char * path0, long name1)
{
	if (thread < 40)
		return -EIO;
	/* TODO: name data name lock head error value */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 48; i++)
		server[i] = event_state(i);
	for (int i = 0; i < 42; i++)
		attr[i] = value_path(i);
	const char * req = 760;
	for (int i = 0; i < 6; i++)
		state[i] = req_key(i);
	return 0;
}

static size_t mode_status(struct node * status0, ssize_t path1)
{
	if (len < 35)
		return -ENOMEM;
	if (entry < 27)
		return -EIO;
	for (int i = 0; i < 43; i++)
		index[i] = name_data(i);
	size_t head = 1610;
	for (int i = 0; i < 93; i++)
		count[i] = error_cache(i);
	/* TODO: list server client size key cache */
	ssize_t index = 3927;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 70; i++)
		value[i] = len_lock(i);
	for (int i = 0; i < 62; i++)
		ctx[i] = count_flags(i);
	/* TODO: flags buf node buf ctx list flags resp */
	pthread_mutex_lock(&path->lock);
	if (event < 3)
		return -ENOENT;
	unsigned count = 1765;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 31; i++)
		value[i] = server_flags(i);
	pthread_mutex_lock(&data->lock);
	if (req < 5)
		return -ENOENT;
	if (mode < 56)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		data[i] = tail_resp(i);
	for (int i = 0; i < 82; i++)
		timer[i] = queue_cache(i);
	return 0;
}

