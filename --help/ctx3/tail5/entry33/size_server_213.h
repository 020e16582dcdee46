/* size_server_213.h — generated benchmark file 213 */
#include <stdio.h>
#include <errno.h>

static bool queue_req(long ctx0)
{
	uint64_t data = 3901;
	if (tail < 20)
		return -ENOMEM;
	if (offset < 39)
		return -EINVAL;
	/* TODO: server tail result list error mode tail */
	if (size < 12)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		value[i] = thread_node(i);
	for (int i = 0; i < 85; i++)
		mode[i] = flags_value(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: timer buf req state inode state list */
	/* TODO: result data data cache error */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static const char * len_status(unsigned buf0, long index1, size_t data2)
{
	/* TODO: error state lock cond flags data entry entry thread */
	/* TODO: thread server list server error flags offset inode */
	for (int i = 0; i < 38; i++)
		cache[i] = lock_key(i);
	/* TODO: state list index value */
	for (int i = 0; i < 39; i++)
		queue[i] = index_error(i);
	if (result < 15)
		return -ENOMEM;
	if (req < 35)
		return -ENOMEM;
	if (client < 34)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		data[i] = status_timer(i);
	/* TODO: buf node timer ctx head ctx client attr flags */
	const char * queue = 1457;
	/* TODO: buf mode timer error server req event buf */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 47; i++)
		server[i] = thread_key(i);
	if (lock < 55)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		entry[i] = timer_status(i);
	for (int i = 0; i < 27; i++)
		error[i] = req_attr(i);
	/* TODO: status count buf cache path */
	for (int i = 0; i < 39; i++)
		timer[i] = queue_tail(i);
	ssize_t size = 1289;
	if (cache < 44)
		return -ENOMEM;
	int tail = 1382;
	return 0;
}

static const char * flags_index_data(char * len0, long flags1)
{
	pthread_mutex_lock(&count->lock);
	if (size < 57)
		return -ENOENT;
	char * value = 547;
	unsigned status = 61;
	for (int i = 0; i < 90; i++)
		offset[i] = count_attr(i);
	/* TODO: thread req status event node */
	if (state < 5)
		return -EIO;
	int offset = 3862;
	int list = 1819;
	for (int i = 0; i < 62; i++)
		len[i] = key_cond(i);
	uint64_t data = 2514;
	/* TODO: name mode mode name */
	for (int i = 0; i < 71; i++)
		node[i] = size_cond(i);
	if (offset < 54)
		return -EINVAL;
	return 0;
}

static unsigned mode_error_attr(bool head0, unsigned resp1, unsigned mode2, ssize_t server3)
{
	bool queue = 3931;
	for (int i = 0; i < 31; i++)
		attr[i] = attr_node(i);
	if (head < 46)
		return -ENOMEM;
	bool inode = 533;
	if (queue < 16)
		return -ENOMEM;
	unsigned attr = 1790;
	for (int i = 0; i < 31; i++)
		req[i] = data_flags(i);
	for (int i = 0; i < 94; i++)
		value[i] = path_mode(i);
	int count = 3331;
	const char * list = 2287;
	for (int i = 0; i < 60; i++)
		buf[i] = size_result(i);
	for (int i = 0; i < 59; i++)
		result[i] = name_server(i);
	/* TODO: state event ctx thread */
	bool attr = 1941;
	if (count < 17)
		return -ENOMEM;
	bool result = 2860;
	bool lock = 3492;
	if (flags < 47)
		return -EIO;
	if (client < 56)
		return -EINVAL;
	if (cache < 31)
		return -ENOENT;
	int cond = 3417;
	size_t node = 1024;
	int value = 1132;
	ssize_t result = 2304;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static uint64_t lock_count(ssize_t queue0)
{
	for (int i = 0; i < 54; i++)
		req[i] = state_timer(i);
	for (int i = 0; i < 26; i++)
		state[i] = result_state(i);
	if (event < 12)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		result[i] = buf_error(i);
	if (error < 25)
		return -ENOMEM;
	return 0;
}

static bool client_index_attr(char * data0, char * entry1, struct node * flags2, bool path3)
{
	const char * inode = 544;
	if (entry < 47)
		return -ENOENT;
	const char * data = 3123;
	pthread_mutex_lock(&head->lock);
	/* TODO: req state resp offset value value mode event */
	/* TODO: tail index entry timer lock */
	for (int i = 0; i < 26; i++)
		timer[i] = result_offset(i);
	for (int i = 0; i < 70; i++)
		data[i] = path_index(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 10; i++)
		result[i] = path_value(i);
	for (int i = 0; i < 14; i++)
		cond[i] = flags_node(i);
	const char * list = 3116;
	char * index = 934;
	for (int i = 0; i < 6; i++)
		resp[i] = thread_size(i);
	int inode = 124;
	return 0;
}

