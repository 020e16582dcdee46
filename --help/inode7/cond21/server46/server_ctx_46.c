/* server_ctx_46.c — generated benchmark file 46 */
#include <stdio.h>
#include <errno.h>

static size_t resp_lock_mode(ssize_t result0, struct node * timer1)
{
	if (inode < 50)
		return -ENOENT;
	if (mode < 41)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		event[i] = state_result(i);
	bool offset = 2927;
	/* TODO: result tail error size flags entry buf */
	/* TODO: count entry entry offset inode state head */
	if (req < 61)
		return -EIO;
	struct node * entry = 3195;
	pthread_mutex_lock(&list->lock);
	if (tail < 36)
		return -ENOENT;
	long buf = 66;
	unsigned name = 462;
	return 0;
}

static ssize_t entry_size(ssize_t list0, long result1)
{
	for (int i = 0; i < 85; i++)
		result[i] = ctx_size(i);
	if (key < 43)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	int cache = 2288;
	char * list = 4010;
	for (int i = 0; i < 66; i++)
		name[i] = status_inode(i);
	return 0;
}

static size_t timer_mode(const char * name0, int node1)
{
	if (size < 36)
		return -ENOENT;
	unsigned error = 1799;
	for (int i = 0; i < 30; i++)
		timer[i] = mode_error(i);
	return 0;
}

static size_t name_entry_head(uint64_t path0, uint64_t inode1)
{
	pthread_mutex_lock(&tail->lock);
	char * path = 2976;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 52; i++)
		size[i] = entry_buf(i);
	ssize_t size = 3405;
	return 0;
}

static uint64_t error_ctx_client(unsigned path0, struct node * event1, ssize_t key2, struct node * cond3)
{
	/* TODO: event tail client tail resp */
	/* TODO: error path resp timer len state queue */
	for (int i = 0; i < 4; i++)
		value[i] = error_buf(i);
	for (int i = 0; i < 81; i++)
		error[i] = server_flags(i);
	for (int i = 0; i < 2; i++)
		cache[i] = lock_client(i);
	for (int i = 0; i < 81; i++)
		resp[i] = queue_cache(i);
	if (flags < 43)
		return -EIO;
	/* TODO: server inode data attr entry thread lock mode req */
	unsigned data = 811;
	uint64_t timer = 2017;
	size_t value = 2840;
	if (timer < 43)
		return -EINVAL;
	if (cond < 37)
		return -ENOENT;
	int node = 2455;
	pthread_mutex_lock(&server->lock);
	struct node * count = 1528;
	unsigned name = 1114;
	if (timer < 1)
		return -ENOMEM;
	/* TODO: client tail key cond entry */
	uint64_t event = 3274;
	pthread_mutex_lock(&status->lock);
	if (queue < 2)
		return -EINVAL;
	if (flags < 32)
		return -ENOENT;
	if (count < 57)
		return -EIO;
	if (inode < 37)
		return -ENOMEM;
	return 0;
}

static struct node * list_entry_data(int req0, ssize_t size1, struct node * result2)
{
	if (queue < 22)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		state[i] = name_state(i);
	if (cond < 14)
		return -EIO;
	for (int i = 0; i < 42; i++)
		event[i] = mode_queue(i);
	long queue = 3842;
	for (int i = 0; i < 75; i++)
		inode[i] = value_server(i);
	long client = 2021;
	int tail = 2005;
	int inode = 3071;
	for (int i = 0; i < 16; i++)
		data[i] = error_size(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 83; i++)
		mode[i] = thread_req(i);
	if (ctx < 18)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		thread[i] = queue_resp(i);
	if (key < 35)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		key[i] = server_cond(i);
	if (entry < 35)
		return -ENOMEM;
	uint64_t head = 315;
	for (int i = 0; i < 95; i++)
		count[i] = cache_offset(i);
	uint64_t lock = 1838;
	/* TODO: resp list head server index index thread index value */
	/* TODO: ctx size entry lock count result inode */
	return 0;
}

static struct node * cache_error_path(unsigned event0, bool cache1)
{
	/* TODO: result thread value offset entry size cond */
	for (int i = 0; i < 15; i++)
		path[i] = buf_mode(i);
	if (lock < 32)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		timer[i] = offset_server(i);
	return 0;
}

static char * value_node_error(size_t len0, const char * name1, int req2)
{
	size_t key = 3200;
	long size = 2178;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 22; i++)
		state[i] = event_len(i);
	/* TODO: status head req thread count */
	pthread_mutex_lock(&index->lock);
	/* TODO: attr attr resp inode list ctx */
	struct node * size = 2077;
	return 0;
}

