/* count_mode_866.h — generated benchmark file 866 */
#include <stdio.h>
#include <errno.h>

static uint64_t cond_tail_thread(int lock0, bool list1, unsigned resp2)
{
	size_t size = 3981;
	if (event < 21)
		return -EINVAL;
	/* TODO: timer len cond index list entry value lock */
	for (int i = 0; i < 87; i++)
		path[i] = event_lock(i);
	struct node * event = 1820;
	for (int i = 0; i < 49; i++)
		head[i] = entry_lock(i);
	for (int i = 0; i < 81; i++)
		queue[i] = req_event(i);
	struct node * len = 987;
	if (size < 11)
		return -EIO;
	for (int i = 0; i < 12; i++)
		timer[i] = resp_count(i);
	return 0;
}

static unsigned data_name_thread(long timer0)
{
	/* TODO: flags node index offset key offset entry inode */
	if (head < 40)
		return -EINVAL;
	/* TODO: cond req len req ctx state queue attr */
	if (cache < 30)
		return -ENOMEM;
	/* TODO: ctx value state value inode lock */
	if (count < 9)
		return -EIO;
	for (int i = 0; i < 95; i++)
		result[i] = mode_size(i);
	/* TODO: attr tail inode */
	for (int i = 0; i < 99; i++)
		cache[i] = data_state(i);
	int offset = 900;
	/* TODO: state attr inode result */
	if (buf < 23)
		return -ENOENT;
	uint64_t key = 1192;
	pthread_mutex_lock(&state->lock);
	const char * data = 606;
	if (error < 56)
		return -EINVAL;
	if (server < 44)
		return -EIO;
	size_t req = 1082;
	size_t name = 3495;
	size_t node = 3290;
	return 0;
}

static long name_value_tail(ssize_t resp0)
{
	for (int i = 0; i < 86; i++)
		name[i] = result_error(i);
	pthread_mutex_lock(&error->lock);
	int event = 731;
	struct node * client = 1052;
	pthread_mutex_lock(&value->lock);
	if (cond < 47)
		return -EIO;
	struct node * timer = 753;
	ssize_t size = 3881;
	const char * status = 3531;
	char * key = 2747;
	for (int i = 0; i < 14; i++)
		node[i] = req_offset(i);
	if (client < 22)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		index[i] = tail_len(i);
	char * size = 4067;
	char * name = 1718;
	if (index < 56)
		return -EINVAL;
	if (event < 58)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	if (path < 21)
		return -ENOENT;
	if (name < 16)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		resp[i] = count_cond(i);
	if (len < 6)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		index[i] = size_tail(i);
	return 0;
}

