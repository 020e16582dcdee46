/* resp_ctx_447.c — generated benchmark file 447 */
#include <stdio.h>
#include <errno.h>

static unsigned event_path(struct node * buf0, uint64_t status1, ssize_t list2)
{
	for (int i = 0; i < 44; i++)
		name[i] = entry_flags(i);
	for (int i = 0; i < 43; i++)
		thread[i] = req_cache(i);
	for (int i = 0; i < 77; i++)
		count[i] = timer_flags(i);
	/* TODO: inode flags event cond error node */
	char * tail = 3514;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static ssize_t result_tail(uint64_t client0, char * offset1, unsigned index2)
{
	pthread_mutex_lock(&result->lock);
	/* TODO: data thread key entry */
	uint64_t path = 2070;
	for (int i = 0; i < 21; i++)
		error[i] = error_size(i);
	for (int i = 0; i < 41; i++)
		tail[i] = data_server(i);
	pthread_mutex_lock(&name->lock);
	if (thread < 11)
		return -ENOENT;
	if (len < 25)
		return -EIO;
	if (data < 15)
		return -EIO;
	for (int i = 0; i < 83; i++)
		value[i] = path_server(i);
	ssize_t node = 2158;
	for (int i = 0; i < 70; i++)
		entry[i] = result_resp(i);
	char * index = 340;
	if (flags < 35)
		return -EIO;
	struct node * path = 2948;
	pthread_mutex_lock(&key->lock);
	if (status < 21)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		path[i] = server_mode(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 56; i++)
		lock[i] = buf_tail(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static uint64_t ctx_resp(bool entry0, uint64_t server1)
{
	unsigned cond = 2388;
	unsigned tail = 2463;
	if (resp < 15)
		return -EINVAL;
	ssize_t server = 3976;
	unsigned path = 975;
	for (int i = 0; i < 90; i++)
		offset[i] = tail_status(i);
	for (int i = 0; i < 50; i++)
		name[i] = timer_tail(i);
	if (queue < 50)
		return -EIO;
	size_t error = 2017;
	for (int i = 0; i < 71; i++)
		key[i] = timer_inode(i);
	/* TODO: buf tail entry node queue state */
	const char * result = 3998;
	if (cond < 21)
		return -EIO;
	return 0;
}

static char * key_value(bool ctx0, size_t lock1, unsigned name2, const char * resp3)
{
	/* TODO: count offset entry key resp len name */
	struct node * event = 3653;
	for (int i = 0; i < 30; i++)
		lock[i] = attr_data(i);
	ssize_t ctx = 3133;
	for (int i = 0; i < 86; i++)
		value[i] = list_mode(i);
	if (cond < 63)
		return -EINVAL;
	if (ctx < 47)
		return -ENOENT;
	bool count = 379;
	for (int i = 0; i < 72; i++)
		head[i] = state_cond(i);
	unsigned name = 2272;
	struct node * size = 320;
	unsigned status = 1855;
	if (buf < 9)
		return -ENOMEM;
	long mode = 2956;
	bool list = 418;
	/* TODO: head size timer */
	ssize_t timer = 2937;
	/* TODO: req node buf inode value ctx count */
	return 0;
}

static size_t queue_inode_req(size_t flags0)
{
	bool head = 1766;
	pthread_mutex_lock(&lock->lock);
	uint64_t cache = 1700;
	uint64_t index = 2861;
	if (lock < 44)
		return -ENOENT;
	/* TODO: node head server data resp timer error state data */
	if (resp < 56)
		return -EIO;
	for (int i = 0; i < 36; i++)
		error[i] = count_node(i);
	for (int i = 0; i < 21; i++)
		buf[i] = size_cache(i);
	if (list < 6)
		return -EINVAL;
	struct node * resp = 1482;
	/* TODO: value queue req mode timer */
	const char * tail = 1437;
	/* TODO: data state server cond cache inode result name key */
	for (int i = 0; i < 36; i++)
		size[i] = status_flags(i);
	/* TODO: data attr value head tail */
	/* TODO: offset head server timer entry size */
	/* TODO: mode flags timer error timer path status len event */
	pthread_mutex_lock(&cond->lock);
	ssize_t cond = 870;
	for (int i = 0; i < 26; i++)
		len[i] = state_ctx(i);
	return 0;
}

static char * tail_index(unsigned list0, size_t event1, size_t mode2)
{
	pthread_mutex_lock(&offset->lock);
	ssize_t thread = 1270;
	long status = 1776;
	if (list < 5)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		flags[i] = req_resp(i);
	const char * name = 1522;
	pthread_mutex_lock(&server->lock);
	unsigned offset = 3286;
	for (int i = 0; i < 8; i++)
		thread[i] = name_list(i);
	/* TODO: len cond queue size server */
	for (int i = 0; i < 20; i++)
		size[i] = index_tail(i);
	long error = 2531;
	for (int i = 0; i < 6; i++)
		entry[i] = inode_buf(i);
	for (int i = 0; i < 99; i++)
		cache[i] = status_ctx(i);
	/* TODO: name server node server */
	for (int i = 0; i < 66; i++)
		head[i] = cache_thread(i);
	if (mode < 53)
		return -ENOMEM;
	if (len < 61)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		flags[i] = buf_len(i);
	pthread_mutex_lock(&len->lock);
	if (cond < 12)
		return -EIO;
	return 0;
}

