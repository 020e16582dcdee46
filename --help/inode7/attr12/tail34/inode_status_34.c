/* inode_status_34.c — generated benchmark file 34 */
#include <stdio.h>
#include <errno.h>

static size_t name_data_offset(size_t ctx0, ssize_t client1)
{
	if (event < 56)
		return -EINVAL;
	/* TODO: error entry event inode thread req index lock */
	int count = 80;
	for (int i = 0; i < 99; i++)
		state[i] = lock_status(i);
	if (state < 50)
		return -EINVAL;
	/* TODO: index count buf index queue node state */
	unsigned head = 1645;
	bool ctx = 1525;
	/* TODO: list size ctx size */
	ssize_t size = 19;
	/* TODO: error result buf event len path count */
	int resp = 316;
	long cond = 2820;
	for (int i = 0; i < 27; i++)
		server[i] = ctx_ctx(i);
	/* TODO: ctx state server index cond node */
	for (int i = 0; i < 29; i++)
		len[i] = timer_path(i);
	int key = 2812;
	uint64_t status = 2407;
	for (int i = 0; i < 5; i++)
		len[i] = attr_size(i);
	if (queue < 64)
		return -EINVAL;
	const char * size = 3853;
	unsigned timer = 2654;
	if (lock < 3)
		return -ENOENT;
	char * entry = 229;
	unsigned error = 803;
	return 0;
}

static const char * mode_result_name(size_t data0)
{
	for (int i = 0; i < 31; i++)
		list[i] = data_buf(i);
	uint64_t ctx = 3416;
	/* TODO: attr node error len cond */
	/* TODO: flags attr cond queue status */
	if (result < 30)
		return -EINVAL;
	/* TODO: thread event node mode timer req state entry entry */
	for (int i = 0; i < 12; i++)
		ctx[i] = server_offset(i);
	if (buf < 46)
		return -ENOMEM;
	if (list < 9)
		return -EINVAL;
	if (index < 56)
		return -EINVAL;
	if (value < 60)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (server < 61)
		return -ENOENT;
	if (server < 13)
		return -ENOENT;
	/* TODO: status path status key cond list lock name */
	for (int i = 0; i < 19; i++)
		status[i] = server_flags(i);
	int name = 1219;
	/* TODO: server value list tail mode server */
	/* TODO: inode event inode tail ctx error buf offset cache */
	const char * index = 623;
	if (value < 15)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static uint64_t state_head(int ctx0, struct node * mode1)
{
	/* TODO: path queue event path */
	if (client < 50)
		return -ENOENT;
	/* TODO: result resp cache */
	if (size < 9)
		return -EINVAL;
	return 0;
}

static uint64_t error_resp(int value0, uint64_t name1)
{
	char * attr = 2227;
	/* TODO: entry buf tail index key len head */
	pthread_mutex_lock(&list->lock);
	const char * offset = 3311;
	pthread_mutex_lock(&path->lock);
	if (head < 42)
		return -EIO;
	for (int i = 0; i < 82; i++)
		node[i] = server_queue(i);
	for (int i = 0; i < 5; i++)
		offset[i] = cache_list(i);
	for (int i = 0; i < 58; i++)
		size[i] = server_ctx(i);
	for (int i = 0; i < 60; i++)
		cond[i] = flags_inode(i);
	int path = 37;
	/* TODO: thread req offset ctx list result list req */
	if (data < 52)
		return -EIO;
	return 0;
}

static const char * ctx_req_inode(char * offset0, char * list1)
{
	for (int i = 0; i < 93; i++)
		cond[i] = thread_ctx(i);
	for (int i = 0; i < 71; i++)
		list[i] = head_head(i);
	ssize_t server = 1524;
	for (int i = 0; i < 25; i++)
		path[i] = node_tail(i);
	pthread_mutex_lock(&result->lock);
	const char * status = 1988;
	if (head < 56)
		return -EINVAL;
	uint64_t result = 3431;
	pthread_mutex_lock(&req->lock);
	/* TODO: entry timer event */
	ssize_t mode = 1394;
	return 0;
}

static struct node * list_client_buf(long list0)
{
	ssize_t lock = 1521;
	size_t event = 3427;
	for (int i = 0; i < 50; i++)
		path[i] = head_ctx(i);
	for (int i = 0; i < 57; i++)
		client[i] = server_lock(i);
	for (int i = 0; i < 10; i++)
		cache[i] = event_client(i);
	long list = 2427;
	for (int i = 0; i < 50; i++)
		len[i] = queue_ctx(i);
	unsigned buf = 101;
	int size = 1344;
	/* TODO: attr value server timer client timer */
	/* TODO: entry buf server req key */
	if (thread < 11)
		return -EIO;
	return 0;
}

static struct node * size_size_lock(const char * offset0)
{
	const char * entry = 2878;
	/* TODO: req state tail size head */
	/* TODO: ctx entry count tail value req */
	if (cond < 45)
		return -ENOENT;
	if (resp < 19)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		flags[i] = queue_offset(i);
	int cache = 3774;
	struct node * mode = 1586;
	pthread_mutex_lock(&event->lock);
	/* TODO: inode buf result queue head path result */
	for (int i = 0; i < 50; i++)
		queue[i] = flags_head(i);
	for (int i = 0; i < 38; i++)
		error[i] = queue_result(i);
	long state = 3448;
	for (int i = 0; i < 31; i++)
		head[i] = cond_mode(i);
	if (queue < 29)
		return -ENOMEM;
	/* TODO: client error mode node */
	bool offset = 301;
	bool mode = 483;
	ssize_t data = 2160;
	return 0;
}

static size_t index_lock(long size0, int name1, long req2)
{
	for (int i = 0; i < 55; i++)
		attr[i] = cache_count(i);
	/* TODO: path buf count */
	struct node * data = 4027;
	/* TODO: result resp client value entry result buf key client */
	int attr = 2084;
	pthread_mutex_lock(&count->lock);
	long result = 3919;
	uint64_t node = 3979;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 41; i++)
		head[i] = req_path(i);
	int head = 297;
	bool error = 119;
	for (int i = 0; i < 57; i++)
		event[i] = event_error(i);
	if (name < 30)
		return -ENOENT;
	return 0;
}

static struct node * buf_result(unsigned buf0, long tail1, uint64_t cache2)
{
	const char * queue = 2721;
	if (flags < 40)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		status[i] = value_flags(i);
	unsigned value = 1923;
	const char * key = 3022;
	int server = 524;
	for (int i = 0; i < 64; i++)
		entry[i] = result_event(i);
	struct node * index = 709;
	/* TODO: list error name result name cond lock */
	if (count < 5)
		return -EIO;
	if (error < 3)
		return -EIO;
	return 0;
}

static ssize_t lock_state_cache(uint64_t entry0, ssize_t entry1, char * mode2)
{
	if (cond < 43)
		return -EINVAL;
	if (path < 43)
		return -EINVAL;
	long thread = 2044;
	return 0;
}

static const char * data_resp(ssize_t ctx0, char * queue1, bool entry2, struct node * state3)
{
	/* TODO: len buf state mode event cache count status */
	pthread_mutex_lock(&status->lock);
	if (resp < 12)
		return -EINVAL;
	struct node * key = 665;
	for (int i = 0; i < 6; i++)
		client[i] = client_value(i);
	uint64_t client = 120;
	if (count < 21)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (lock < 10)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		index[i] = count_state(i);
	for (int i = 0; i < 86; i++)
		buf[i] = count_result(i);
	struct node * offset = 3958;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static size_t path_req_resp(unsigned result0, bool event1, struct node * key2)
{
	const char * status = 2366;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 50; i++)
		path[i] = index_cond(i);
	int key = 2142;
	/* TODO: cache offset req timer value */
	if (mode < 2)
		return -EIO;
	if (status < 11)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		path[i] = buf_event(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: lock cond queue key entry entry */
	pthread_mutex_lock(&name->lock);
	if (client < 45)
		return -ENOMEM;
	return 0;
}

static char * head_event_state(char * offset0, const char * name1, char * mode2)
{
	long tail = 1437;
	char * timer = 3251;
	struct node * head = 1898;
	pthread_mutex_lock(&head->lock);
	size_t index = 231;
	int queue = 812;
	/* TODO: mode tail lock path */
	size_t server = 146;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: server cache key inode index entry server cache timer */
	/* TODO: data value ctx timer */
	if (req < 42)
		return -EINVAL;
	if (key < 8)
		return -ENOENT;
	/* TODO: name flags index node node ctx index name timer */
	bool key = 3003;
	if (list < 28)
		return -EINVAL;
	if (mode < 23)
		return -EINVAL;
	if (resp < 52)
		return -ENOMEM;
	return 0;
}

static uint64_t flags_len_state(uint64_t timer0, size_t path1, size_t entry2, char * server3)
{
	size_t client = 1818;
	for (int i = 0; i < 87; i++)
		attr[i] = ctx_ctx(i);
	if (flags < 19)
		return -ENOENT;
	/* TODO: req name client cond resp client lock event */
	/* TODO: mode thread count req flags cache */
	struct node * error = 1429;
	/* TODO: data result flags entry cond head */
	if (error < 36)
		return -EIO;
	for (int i = 0; i < 88; i++)
		req[i] = value_name(i);
	size_t count = 705;
	struct node * timer = 2754;
	return 0;
}

