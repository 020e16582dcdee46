/* head_ctx_661.h — generated benchmark file 661 */
#include <stdio.h>
#include <errno.h>

static long thread_head_offset(long req0)
{
	pthread_mutex_lock(&name->lock);
	if (queue < 45)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 26; i++)
		len[i] = name_ctx(i);
	for (int i = 0; i < 84; i++)
		status[i] = thread_len(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: queue count resp */
	for (int i = 0; i < 12; i++)
		client[i] = path_result(i);
	/* TODO: len head path head status */
	if (buf < 5)
		return -EIO;
	const char * tail = 382;
	bool key = 1729;
	/* TODO: offset resp thread lock key req flags */
	for (int i = 0; i < 99; i++)
		result[i] = queue_client(i);
	if (server < 15)
		return -EIO;
	const char * client = 347;
	/* TODO: timer result tail path */
	char * server = 2650;
	char * result = 2820;
	const char * count = 3876;
	return 0;
}

static uint64_t state_event_size(char * buf0)
{
	ssize_t entry = 1641;
	size_t node = 2339;
	for (int i = 0; i < 89; i++)
		resp[i] = buf_buf(i);
	if (list < 12)
		return -ENOMEM;
	if (list < 11)
		return -ENOENT;
	if (offset < 58)
		return -EINVAL;
	uint64_t name = 900;
	/* TODO: buf data client ctx data index */
	int attr = 2364;
	if (status < 43)
		return -EIO;
	const char * mode = 361;
	for (int i = 0; i < 70; i++)
		entry[i] = resp_entry(i);
	size_t error = 4050;
	if (head < 21)
		return -EINVAL;
	ssize_t inode = 4090;
	for (int i = 0; i < 69; i++)
		attr[i] = node_error(i);
	pthread_mutex_lock(&index->lock);
	/* TODO: client cache event */
	/* TODO: index server state req len queue */
	for (int i = 0; i < 60; i++)
		list[i] = cache_attr(i);
	for (int i = 0; i < 46; i++)
		key[i] = server_cond(i);
	char * count = 950;
	return 0;
}

static bool len_inode(char * name0, ssize_t path1, size_t server2)
{
	/* TODO: lock queue len */
	if (result < 46)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		client[i] = node_mode(i);
	if (head < 64)
		return -ENOENT;
	long attr = 1944;
	for (int i = 0; i < 100; i++)
		event[i] = index_path(i);
	if (mode < 10)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		lock[i] = tail_attr(i);
	if (timer < 35)
		return -EIO;
	if (timer < 42)
		return -EINVAL;
	/* TODO: client mode event */
	if (inode < 16)
		return -EIO;
	/* TODO: data entry cache thread */
	if (client < 9)
		return -ENOENT;
	/* TODO: tail tail offset buf cond flags state index */
	long status = 3282;
	for (int i = 0; i < 30; i++)
		mode[i] = flags_inode(i);
	for (int i = 0; i < 50; i++)
		timer[i] = size_tail(i);
	if (node < 49)
		return -ENOENT;
	char * inode = 2155;
	/* TODO: resp attr inode result head cond list state queue */
	for (int i = 0; i < 13; i++)
		name[i] = count_event(i);
	if (client < 51)
		return -ENOENT;
	if (mode < 17)
		return -ENOMEM;
	return 0;
}

