/* state_lock_415.c — generated benchmark file 415 */
#include <stdio.h>
#include <errno.h>

static size_t name_ctx(long queue0, uint64_t client1, bool inode2)
{
	uint64_t index = 1398;
	if (result < 7)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		resp[i] = timer_ctx(i);
	for (int i = 0; i < 78; i++)
		tail[i] = count_len(i);
	/* TODO: flags server status size buf index tail path */
	if (data < 22)
		return -EIO;
	if (offset < 37)
		return -ENOMEM;
	unsigned timer = 2805;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static ssize_t event_list(bool attr0, size_t value1, char * cond2)
{
	if (server < 11)
		return -EIO;
	if (state < 39)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		path[i] = cond_head(i);
	/* TODO: cache name offset tail inode status tail len state */
	for (int i = 0; i < 53; i++)
		entry[i] = path_name(i);
	bool index = 2830;
	size_t thread = 842;
	bool buf = 4067;
	bool result = 1908;
	const char * cache = 463;
	unsigned node = 3257;
	bool head = 2529;
	return 0;
}

static bool node_key_server(unsigned buf0)
{
	if (tail < 48)
		return -ENOMEM;
	struct node * key = 2778;
	for (int i = 0; i < 3; i++)
		thread[i] = entry_client(i);
	for (int i = 0; i < 27; i++)
		cond[i] = value_node(i);
	if (cond < 59)
		return -ENOENT;
	const char * queue = 2260;
	if (queue < 27)
		return -ENOMEM;
	char * offset = 3539;
	pthread_mutex_lock(&size->lock);
	size_t key = 1273;
	struct node * state = 1016;
	for (int i = 0; i < 71; i++)
		buf[i] = value_ctx(i);
	/* TODO: tail len key req mode attr */
	ssize_t event = 1988;
	for (int i = 0; i < 100; i++)
		data[i] = key_node(i);
	for (int i = 0; i < 92; i++)
		cond[i] = queue_node(i);
	uint64_t count = 2673;
	if (attr < 54)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		req[i] = name_list(i);
	if (req < 59)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 52; i++)
		lock[i] = name_state(i);
	return 0;
}

static uint64_t client_key(ssize_t timer0, const char * req1, ssize_t buf2)
{
	size_t req = 2215;
	if (offset < 45)
		return -EINVAL;
	const char * cond = 2945;
	/* TODO: entry status path queue path lock timer resp key */
	/* TODO: offset client event path mode inode */
	if (lock < 15)
		return -EIO;
	if (list < 15)
		return -EIO;
	for (int i = 0; i < 94; i++)
		buf[i] = error_name(i);
	for (int i = 0; i < 55; i++)
		head[i] = name_flags(i);
	pthread_mutex_lock(&lock->lock);
	long key = 3264;
	if (node < 52)
		return -EIO;
	for (int i = 0; i < 91; i++)
		name[i] = timer_state(i);
	for (int i = 0; i < 41; i++)
		cache[i] = index_thread(i);
	for (int i = 0; i < 68; i++)
		attr[i] = entry_attr(i);
	for (int i = 0; i < 31; i++)
		list[i] = name_data(i);
	if (len < 29)
		return -ENOMEM;
	if (result < 42)
		return -EINVAL;
	/* TODO: resp flags key cond cache */
	for (int i = 0; i < 30; i++)
		server[i] = len_list(i);
	if (len < 2)
		return -EIO;
	ssize_t offset = 275;
	return 0;
}

static struct node * state_size_result(bool lock0, bool list1, char * tail2)
{
	unsigned client = 4073;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 30; i++)
		list[i] = lock_thread(i);
	return 0;
}

static long ctx_value_offset(long timer0)
{
	uint64_t index = 2794;
	size_t size = 1434;
	for (int i = 0; i < 61; i++)
		resp[i] = client_count(i);
	long server = 2667;
	pthread_mutex_lock(&inode->lock);
	char * status = 3026;
	/* TODO: state index lock index server ctx cache resp status */
	for (int i = 0; i < 93; i++)
		data[i] = event_queue(i);
	pthread_mutex_lock(&attr->lock);
	size_t list = 1627;
	if (node < 38)
		return -EIO;
	for (int i = 0; i < 45; i++)
		cache[i] = offset_tail(i);
	uint64_t cache = 1947;
	for (int i = 0; i < 9; i++)
		len[i] = error_resp(i);
	/* TODO: node state index */
	/* TODO: tail name offset event tail result path cache status */
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t entry_ctx(const char * buf0, struct node * resp1, char * size2, size_t size3)
{
	if (name < 21)
		return -ENOENT;
	/* TODO: server status len */
	/* TODO: mode timer key size */
	/* TODO: index value buf list */
	if (count < 47)
		return -EINVAL;
	if (buf < 56)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	const char * count = 1147;
	if (size < 45)
		return -ENOMEM;
	size_t node = 3722;
	long node = 1441;
	bool lock = 2411;
	/* TODO: index cond name server */
	pthread_mutex_lock(&tail->lock);
	/* TODO: req name cache node */
	if (event < 21)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (timer < 25)
		return -ENOENT;
	int ctx = 3795;
	return 0;
}

