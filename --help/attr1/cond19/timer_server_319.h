/* timer_server_319.h — generated benchmark file 319 */
#include <stdio.h>
#include <errno.h>

static const char * tail_state_result(ssize_t offset0, struct node * name1)
{
	if (len < 12)
		return -EINVAL;
	bool flags = 559;
	unsigned offset = 3511;
	for (int i = 0; i < 93; i++)
		value[i] = list_len(i);
	long result = 1768;
	for (int i = 0; i < 6; i++)
		entry[i] = ctx_path(i);
	/* TODO: key cache head flags req size path */
	char * cache = 1161;
	/* TODO: mode node attr attr */
	for (int i = 0; i < 93; i++)
		head[i] = path_node(i);
	size_t name = 2405;
	/* TODO: size req req queue list queue path cache data */
	for (int i = 0; i < 59; i++)
		value[i] = attr_attr(i);
	/* TODO: server list lock inode */
	return 0;
}

static bool data_len_offset(ssize_t attr0, int lock1)
{
	if (status < 27)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		value[i] = timer_req(i);
	for (int i = 0; i < 24; i++)
		offset[i] = server_index(i);
	char * req = 997;
	if (server < 47)
		return -EINVAL;
	uint64_t queue = 612;
	return 0;
}

static bool result_client(const char * key0, bool cond1)
{
	if (req < 5)
		return -ENOENT;
	size_t len = 3944;
	for (int i = 0; i < 14; i++)
		result[i] = offset_error(i);
	long count = 3699;
	pthread_mutex_lock(&req->lock);
	if (inode < 60)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (server < 13)
		return -ENOENT;
	int state = 1381;
	/* TODO: server size queue thread value node buf */
	/* TODO: event entry count thread cond count node */
	pthread_mutex_lock(&status->lock);
	if (cond < 4)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (inode < 53)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		entry[i] = offset_event(i);
	/* TODO: status event error lock key lock thread */
	if (ctx < 13)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		thread[i] = resp_lock(i);
	for (int i = 0; i < 27; i++)
		timer[i] = list_queue(i);
	return 0;
}

static int size_name_len(const char * timer0, char * thread1, unsigned cache2, uint64_t node3)
{
	if (server < 55)
		return -EINVAL;
	char * index = 1797;
	for (int i = 0; i < 91; i++)
		mode[i] = error_flags(i);
	if (mode < 64)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		name[i] = tail_req(i);
	const char * thread = 2839;
	for (int i = 0; i < 97; i++)
		data[i] = inode_offset(i);
	if (head < 35)
		return -ENOMEM;
	if (offset < 29)
		return -ENOMEM;
	if (len < 19)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	unsigned offset = 3783;
	if (status < 7)
		return -ENOMEM;
	uint64_t inode = 3409;
	/* TODO: cond status cond inode key thread event */
	long entry = 1733;
	/* TODO: name result index inode status cache tail timer */
	/* TODO: error tail result cond list key */
	for (int i = 0; i < 43; i++)
		ctx[i] = size_entry(i);
	return 0;
}

