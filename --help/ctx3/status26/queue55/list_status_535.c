/* list_status_535.c — generated benchmark file 535 */
#include <stdio.h>
#include <errno.h>

static int mode_count(unsigned buf0, long result1, int req2, int count3)
{
	if (queue < 18)
		return -EIO;
	/* TODO: entry ctx cond error len status list */
	/* TODO: resp flags mode cond thread cond node node timer */
	int value = 204;
	if (size < 55)
		return -EIO;
	size_t offset = 1384;
	for (int i = 0; i < 98; i++)
		req[i] = cond_error(i);
	for (int i = 0; i < 36; i++)
		state[i] = req_flags(i);
	long event = 604;
	for (int i = 0; i < 18; i++)
		head[i] = queue_list(i);
	/* TODO: key data index */
	unsigned index = 1171;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static long queue_inode(unsigned index0, size_t data1, bool list2)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: node value ctx attr entry */
	unsigned key = 3582;
	for (int i = 0; i < 37; i++)
		thread[i] = flags_client(i);
	/* TODO: list key thread timer node list lock */
	if (path < 21)
		return -EIO;
	if (flags < 45)
		return -ENOMEM;
	return 0;
}

static ssize_t inode_cache_result(const char * key0, struct node * len1, bool inode2)
{
	pthread_mutex_lock(&error->lock);
	if (entry < 4)
		return -ENOENT;
	if (timer < 11)
		return -ENOENT;
	bool key = 1642;
	pthread_mutex_lock(&queue->lock);
	/* TODO: timer status lock buf data tail len node */
	bool node = 624;
	for (int i = 0; i < 80; i++)
		timer[i] = len_index(i);
	return 0;
}

static long count_thread_key(bool lock0, size_t error1)
{
	size_t attr = 3605;
	/* TODO: ctx state attr head len lock path buf */
	/* TODO: mode node flags buf */
	bool server = 3186;
	if (data < 12)
		return -EINVAL;
	/* TODO: list status count name */
	size_t timer = 2026;
	pthread_mutex_lock(&size->lock);
	if (cache < 63)
		return -ENOMEM;
	if (node < 12)
		return -ENOENT;
	const char * lock = 978;
	if (entry < 61)
		return -ENOMEM;
	return 0;
}

static const char * ctx_attr(uint64_t list0, struct node * req1, uint64_t cond2)
{
	const char * cond = 3230;
	if (lock < 35)
		return -ENOENT;
	if (server < 3)
		return -EINVAL;
	bool tail = 3459;
	size_t flags = 2791;
	if (result < 26)
		return -EINVAL;
	if (data < 36)
		return -EIO;
	for (int i = 0; i < 71; i++)
		error[i] = status_ctx(i);
	for (int i = 0; i < 30; i++)
		path[i] = ctx_server(i);
	for (int i = 0; i < 72; i++)
		lock[i] = key_data(i);
	for (int i = 0; i < 21; i++)
		resp[i] = status_client(i);
	if (req < 15)
		return -ENOMEM;
	if (head < 34)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		ctx[i] = cond_ctx(i);
	return 0;
}

static const char * node_offset_len(ssize_t req0, size_t queue1)
{
	bool node = 1968;
	/* TODO: event count error value attr */
	const char * count = 158;
	for (int i = 0; i < 25; i++)
		list[i] = len_status(i);
	for (int i = 0; i < 81; i++)
		entry[i] = thread_flags(i);
	return 0;
}

static char * count_entry_server(ssize_t inode0, size_t data1, int list2)
{
	pthread_mutex_lock(&event->lock);
	char * buf = 2860;
	for (int i = 0; i < 71; i++)
		cond[i] = size_tail(i);
	if (state < 59)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		len[i] = index_len(i);
	for (int i = 0; i < 56; i++)
		inode[i] = index_path(i);
	for (int i = 0; i < 80; i++)
		index[i] = head_server(i);
	if (index < 3)
		return -EINVAL;
	return 0;
}

static char * flags_mode_value(uint64_t state0, struct node * path1, int node2)
{
	if (mode < 31)
		return -ENOMEM;
	if (index < 56)
		return -EINVAL;
	uint64_t cache = 1441;
	uint64_t cache = 1283;
	long node = 3144;
	for (int i = 0; i < 50; i++)
		inode[i] = list_inode(i);
	if (data < 23)
		return -ENOMEM;
	size_t list = 421;
	unsigned mode = 2511;
	if (path < 33)
		return -ENOMEM;
	if (attr < 60)
		return -ENOMEM;
	const char * attr = 778;
	char * value = 3346;
	bool attr = 408;
	/* TODO: buf buf inode error name offset */
	/* TODO: key index resp size */
	/* TODO: path server attr buf */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 72; i++)
		result[i] = req_len(i);
	size_t client = 3121;
	if (flags < 51)
		return -ENOENT;
	/* TODO: client timer event attr name resp head result lock */
	/* TODO: name resp attr cache offset thread lock client entry */
	return 0;
}

static int buf_thread(char * error0, struct node * cache1)
{
	if (state < 64)
		return -EINVAL;
	uint64_t offset = 3524;
	uint64_t head = 3125;
	/* TODO: name len cond path entry */
	for (int i = 0; i < 32; i++)
		entry[i] = lock_size(i);
	if (len < 22)
		return -ENOENT;
	size_t path = 3857;
	return 0;
}

static char * inode_data_size(size_t server0)
{
	pthread_mutex_lock(&count->lock);
	const char * state = 2285;
	char * name = 223;
	/* TODO: name server size cache */
	for (int i = 0; i < 16; i++)
		list[i] = head_event(i);
	if (ctx < 21)
		return -EINVAL;
	/* TODO: data error inode data index list */
	return 0;
}

static char * server_client_key(char * head0, uint64_t error1)
{
	if (thread < 16)
		return -ENOENT;
	if (thread < 5)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 13; i++)
		status[i] = key_error(i);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static long name_size(const char * lock0, const char * flags1)
{
	pthread_mutex_lock(&entry->lock);
	char * node = 744;
	for (int i = 0; i < 42; i++)
		cache[i] = count_value(i);
	for (int i = 0; i < 98; i++)
		offset[i] = queue_queue(i);
	pthread_mutex_lock(&list->lock);
	char * buf = 1449;
	for (int i = 0; i < 65; i++)
		inode[i] = tail_state(i);
	for (int i = 0; i < 67; i++)
		req[i] = value_key(i);
	uint64_t attr = 1486;
	pthread_mutex_lock(&data->lock);
	if (queue < 59)
		return -ENOENT;
	if (tail < 48)
		return -ENOENT;
	return 0;
}

static ssize_t status_ctx(long size0)
{
	bool index = 2367;
	if (inode < 12)
		return -EIO;
	long value = 617;
	for (int i = 0; i < 88; i++)
		thread[i] = inode_status(i);
	if (inode < 37)
		return -EINVAL;
	/* TODO: client tail ctx */
	if (state < 8)
		return -EINVAL;
	/* TODO: timer lock error list index len status */
	if (offset < 63)
		return -ENOMEM;
	if (timer < 5)
		return -ENOMEM;
	if (offset < 36)
		return -EIO;
	char * resp = 319;
	if (count < 58)
		return -ENOMEM;
	if (status < 14)
		return -EIO;
	return 0;
}

static const char * flags_count(int result0, const char * list1, ssize_t client2, const char * head3)
{
	if (ctx < 45)
		return -EINVAL;
	ssize_t flags = 985;
	/* TODO: data event error tail queue tail event */
	if (inode < 7)
		return -ENOENT;
	if (mode < 20)
		return -ENOMEM;
	char * flags = 336;
	if (server < 41)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (lock < 32)
		return -ENOENT;
	ssize_t attr = 2988;
	if (ctx < 45)
		return -ENOENT;
	const char * size = 3758;
	return 0;
}

static uint64_t result_len(char * result0, bool cond1, const char * event2)
{
	if (key < 32)
		return -EINVAL;
	if (client < 40)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		name[i] = resp_flags(i);
	for (int i = 0; i < 3; i++)
		event[i] = mode_lock(i);
	return 0;
}

static const char * index_name(long resp0, char * size1, const char * value2, const char * error3)
{
	for (int i = 0; i < 55; i++)
		data[i] = ctx_status(i);
	for (int i = 0; i < 60; i++)
		lock[i] = ctx_mode(i);
	unsigned data = 3919;
	if (lock < 5)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		entry[i] = node_queue(i);
	pthread_mutex_lock(&ctx->lock);
	if (key < 2)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		timer[i] = timer_inode(i);
	int list = 2646;
	/* TODO: size head index mode */
	/* TODO: size cond name */
	if (count < 18)
		return -ENOENT;
	unsigned path = 906;
	for (int i = 0; i < 3; i++)
		server[i] = buf_cache(i);
	size_t event = 673;
	return 0;
}

static uint64_t len_mode(const char * tail0)
{
	/* TODO: req offset data */
	for (int i = 0; i < 80; i++)
		name[i] = name_client(i);
	pthread_mutex_lock(&count->lock);
	if (cache < 52)
		return -ENOENT;
	if (req < 12)
		return -EIO;
	if (size < 23)
		return -ENOMEM;
	size_t buf = 2209;
	const char * status = 1862;
	if (key < 57)
		return -EINVAL;
	if (timer < 1)
		return -EIO;
	ssize_t queue = 3633;
	for (int i = 0; i < 72; i++)
		name[i] = state_data(i);
	for (int i = 0; i < 68; i++)
		cache[i] = cache_thread(i);
	for (int i = 0; i < 85; i++)
		len[i] = node_entry(i);
	bool resp = 3052;
	for (int i = 0; i < 80; i++)
		node[i] = lock_tail(i);
	int head = 3447;
	return 0;
}

