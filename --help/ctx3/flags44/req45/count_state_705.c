/* count_state_705.c — generated benchmark file 705 */
#include <stdio.h>
#include <errno.h>

static int mode_data(struct node * list0, uint64_t ctx1)
{
	bool offset = 4046;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 37; i++)
		tail[i] = index_index(i);
	for (int i = 0; i < 59; i++)
		data[i] = cond_error(i);
	pthread_mutex_lock(&index->lock);
	/* TODO: cond head list index node key state count */
	if (count < 53)
		return -EIO;
	struct node * timer = 1770;
	uint64_t list = 262;
	unsigned name = 1027;
	const char * node = 3828;
	pthread_mutex_lock(&lock->lock);
	long thread = 73;
	if (flags < 29)
		return -ENOENT;
	ssize_t buf = 2245;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&attr->lock);
	size_t entry = 1106;
	bool data = 3665;
	return 0;
}

static long attr_event(uint64_t key0, char * mode1, int size2)
{
	if (key < 40)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		lock[i] = entry_count(i);
	struct node * inode = 478;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&cond->lock);
	if (data < 28)
		return -EINVAL;
	if (head < 63)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		flags[i] = list_value(i);
	return 0;
}

static uint64_t ctx_error_size(char * resp0, long len1, char * error2)
{
	for (int i = 0; i < 41; i++)
		timer[i] = cond_event(i);
	pthread_mutex_lock(&event->lock);
	if (timer < 38)
		return -EINVAL;
	const char * timer = 3639;
	for (int i = 0; i < 68; i++)
		node[i] = len_event(i);
	if (result < 27)
		return -ENOENT;
	/* TODO: node buf inode ctx status entry */
	if (offset < 47)
		return -ENOMEM;
	if (inode < 41)
		return -EIO;
	if (flags < 62)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		list[i] = server_head(i);
	bool list = 2558;
	for (int i = 0; i < 54; i++)
		req[i] = size_size(i);
	if (lock < 58)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 73; i++)
		path[i] = size_tail(i);
	if (attr < 33)
		return -EINVAL;
	/* TODO: result head client buf state */
	return 0;
}

static unsigned value_result(size_t thread0, char * len1, bool status2)
{
	/* TODO: mode timer head buf flags buf offset tail */
	char * inode = 703;
	if (client < 26)
		return -ENOMEM;
	long ctx = 2561;
	long name = 2979;
	char * key = 3531;
	char * path = 1080;
	if (entry < 16)
		return -ENOMEM;
	if (offset < 30)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		state[i] = lock_timer(i);
	uint64_t status = 3002;
	/* TODO: entry flags client resp count resp lock */
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static const char * list_error(char * index0, uint64_t queue1, bool offset2, uint64_t status3)
{
	pthread_mutex_lock(&state->lock);
	if (path < 52)
		return -ENOMEM;
	const char * node = 3696;
	for (int i = 0; i < 25; i++)
		result[i] = lock_flags(i);
	if (server < 17)
		return -EINVAL;
	/* TODO: event name timer tail head */
	for (int i = 0; i < 45; i++)
		cache[i] = cond_entry(i);
	uint64_t tail = 2765;
	const char * req = 3332;
	if (key < 9)
		return -EIO;
	for (int i = 0; i < 36; i++)
		state[i] = offset_key(i);
	for (int i = 0; i < 64; i++)
		ctx[i] = entry_timer(i);
	/* TODO: mode attr node flags key thread */
	long name = 2128;
	if (inode < 43)
		return -EIO;
	if (timer < 39)
		return -ENOMEM;
	/* TODO: flags result path cond head */
	for (int i = 0; i < 77; i++)
		ctx[i] = data_cache(i);
	return 0;
}

static unsigned offset_state(struct node * data0, char * req1, unsigned req2)
{
	unsigned offset = 1513;
	uint64_t name = 1169;
	for (int i = 0; i < 60; i++)
		status[i] = key_head(i);
	long timer = 1080;
	for (int i = 0; i < 90; i++)
		timer[i] = attr_data(i);
	for (int i = 0; i < 92; i++)
		req[i] = error_len(i);
	for (int i = 0; i < 78; i++)
		name[i] = node_len(i);
	struct node * head = 1402;
	return 0;
}

static bool inode_offset_error(int flags0)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: state ctx offset mode */
	/* TODO: ctx resp name req server name error */
	ssize_t event = 3332;
	for (int i = 0; i < 90; i++)
		offset[i] = offset_key(i);
	/* TODO: error timer path node error status lock event ctx */
	if (offset < 1)
		return -ENOENT;
	/* TODO: lock event cond flags entry */
	/* TODO: name node resp data resp node */
	unsigned state = 2762;
	pthread_mutex_lock(&count->lock);
	if (cache < 59)
		return -ENOENT;
	if (queue < 37)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		index[i] = name_tail(i);
	/* TODO: lock thread mode */
	uint64_t value = 2573;
	/* TODO: index ctx len name index ctx offset event inode */
	size_t node = 568;
	int tail = 335;
	return 0;
}

