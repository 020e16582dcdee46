/* cache_mode_113.c — generated benchmark file 113 */
#include <stdio.h>
#include <errno.h>

static char * count_len_data(uint64_t node0, char * inode1, ssize_t attr2, char * req3)
{
	for (int i = 0; i < 86; i++)
		count[i] = buf_size(i);
	for (int i = 0; i < 79; i++)
		req[i] = list_ctx(i);
	if (data < 56)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 43; i++)
		result[i] = node_offset(i);
	if (index < 51)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		flags[i] = size_list(i);
	size_t index = 2118;
	for (int i = 0; i < 79; i++)
		head[i] = len_data(i);
	return 0;
}

static unsigned queue_server(struct node * attr0, const char * timer1, bool buf2)
{
	const char * lock = 805;
	for (int i = 0; i < 28; i++)
		queue[i] = result_index(i);
	for (int i = 0; i < 3; i++)
		result[i] = offset_head(i);
	ssize_t result = 977;
	pthread_mutex_lock(&path->lock);
	/* TODO: cond event index tail len attr req */
	for (int i = 0; i < 62; i++)
		head[i] = key_head(i);
	if (mode < 57)
		return -ENOENT;
	struct node * queue = 2836;
	for (int i = 0; i < 76; i++)
		status[i] = data_key(i);
	if (node < 22)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		inode[i] = offset_ctx(i);
	if (size < 60)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		client[i] = error_req(i);
	for (int i = 0; i < 78; i++)
		timer[i] = client_timer(i);
	return 0;
}

static ssize_t cond_offset(ssize_t cache0, const char * lock1)
{
	unsigned server = 2385;
	if (lock < 37)
		return -EIO;
	if (list < 49)
		return -ENOMEM;
	bool resp = 12;
	if (timer < 38)
		return -ENOMEM;
	/* TODO: server list head len offset cond tail value */
	uint64_t status = 2469;
	if (lock < 35)
		return -ENOMEM;
	/* TODO: lock req ctx entry timer path lock */
	if (status < 15)
		return -ENOENT;
	uint64_t queue = 4095;
	char * list = 2100;
	for (int i = 0; i < 45; i++)
		error[i] = req_status(i);
	const char * ctx = 3710;
	for (int i = 0; i < 48; i++)
		error[i] = tail_index(i);
	for (int i = 0; i < 91; i++)
		flags[i] = state_event(i);
	uint64_t mode = 24;
	ssize_t result = 990;
	/* TODO: resp state data size buf */
	struct node * list = 1388;
	/* TODO: lock server list len queue error offset buf server */
	/* TODO: queue server attr offset event list */
	return 0;
}

static const char * cache_attr(ssize_t req0)
{
	long error = 148;
	/* TODO: index event event event queue server size cond index */
	for (int i = 0; i < 55; i++)
		list[i] = inode_count(i);
	long tail = 1530;
	/* TODO: event value timer list */
	for (int i = 0; i < 25; i++)
		cache[i] = size_state(i);
	if (count < 13)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		inode[i] = index_flags(i);
	/* TODO: count tail buf count mode path */
	const char * cond = 3708;
	for (int i = 0; i < 26; i++)
		cond[i] = thread_mode(i);
	for (int i = 0; i < 86; i++)
		error[i] = server_server(i);
	for (int i = 0; i < 13; i++)
		event[i] = key_list(i);
	for (int i = 0; i < 69; i++)
		timer[i] = ctx_size(i);
	for (int i = 0; i < 24; i++)
		entry[i] = error_offset(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 22; i++)
		key[i] = mode_key(i);
	for (int i = 0; i < 8; i++)
		queue[i] = path_mode(i);
	for (int i = 0; i < 3; i++)
		value[i] = path_key(i);
	if (entry < 61)
		return -EINVAL;
	bool server = 2261;
	return 0;
}

static bool node_path(const char * node0, const char * error1, unsigned inode2, int size3)
{
	if (thread < 31)
		return -ENOENT;
	if (data < 48)
		return -ENOENT;
	size_t cond = 1985;
	pthread_mutex_lock(&attr->lock);
	/* TODO: data list req thread size */
	char * thread = 433;
	pthread_mutex_lock(&data->lock);
	const char * lock = 1730;
	uint64_t queue = 1812;
	return 0;
}

static unsigned value_lock_list(long list0, uint64_t head1, const char * ctx2, int ctx3)
{
	struct node * index = 450;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 90; i++)
		path[i] = state_size(i);
	/* TODO: queue queue flags */
	int flags = 2250;
	size_t server = 14;
	for (int i = 0; i < 97; i++)
		path[i] = resp_buf(i);
	return 0;
}

static unsigned name_attr(long buf0, uint64_t tail1, uint64_t cond2, unsigned entry3)
{
	if (buf < 7)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		resp[i] = client_client(i);
	if (offset < 6)
		return -EIO;
	if (req < 9)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	int head = 3503;
	/* TODO: req status data attr thread */
	if (error < 62)
		return -ENOMEM;
	/* TODO: count state value list server list buf */
	int tail = 3354;
	bool size = 1891;
	for (int i = 0; i < 59; i++)
		error[i] = list_ctx(i);
	long name = 3167;
	unsigned len = 1116;
	if (event < 41)
		return -ENOMEM;
	return 0;
}

static bool key_name(char * key0, bool attr1, ssize_t key2)
{
	unsigned len = 1985;
	/* TODO: path req len timer index ctx lock state flags */
	long list = 3017;
	return 0;
}

static size_t buf_cache_name(long result0, unsigned thread1, char * tail2)
{
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&value->lock);
	/* TODO: attr inode req queue queue size lock entry client */
	pthread_mutex_lock(&timer->lock);
	if (ctx < 41)
		return -EIO;
	unsigned error = 3599;
	if (buf < 55)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (name < 22)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		list[i] = attr_value(i);
	for (int i = 0; i < 37; i++)
		path[i] = count_timer(i);
	return 0;
}

static unsigned error_timer_resp(int entry0)
{
	unsigned client = 479;
	if (tail < 9)
		return -EINVAL;
	size_t offset = 3224;
	return 0;
}

static unsigned status_head_mode(const char * lock0, unsigned result1)
{
	long result = 2870;
	pthread_mutex_lock(&key->lock);
	if (client < 57)
		return -EIO;
	int status = 3554;
	int mode = 2228;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 24; i++)
		attr[i] = queue_timer(i);
	/* TODO: index cache thread thread client count queue state value */
	if (ctx < 37)
		return -EINVAL;
	if (node < 7)
		return -ENOENT;
	return 0;
}

static int lock_lock_size(unsigned size0, struct node * state1, uint64_t list2, unsigned attr3)
{
	if (timer < 21)
		return -EIO;
	int index = 1983;
	if (data < 31)
		return -ENOMEM;
	long thread = 3918;
	for (int i = 0; i < 6; i++)
		timer[i] = server_attr(i);
	/* TODO: thread server key */
	int error = 3725;
	size_t index = 137;
	for (int i = 0; i < 38; i++)
		count[i] = list_event(i);
	size_t resp = 2146;
	for (int i = 0; i < 32; i++)
		client[i] = name_mode(i);
	if (key < 30)
		return -ENOMEM;
	/* TODO: list name head attr */
	return 0;
}

static const char * cond_cond(size_t flags0)
{
	uint64_t size = 1022;
	if (flags < 20)
		return -ENOENT;
	struct node * head = 964;
	for (int i = 0; i < 6; i++)
		path[i] = head_head(i);
	for (int i = 0; i < 6; i++)
		resp[i] = value_size(i);
	/* TODO: node state inode */
	for (int i = 0; i < 60; i++)
		path[i] = queue_list(i);
	if (ctx < 61)
		return -ENOENT;
	char * error = 446;
	if (status < 27)
		return -ENOMEM;
	unsigned queue = 1894;
	ssize_t flags = 4060;
	for (int i = 0; i < 66; i++)
		index[i] = data_resp(i);
	for (int i = 0; i < 39; i++)
		buf[i] = value_data(i);
	for (int i = 0; i < 64; i++)
		queue[i] = buf_len(i);
	if (error < 57)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	uint64_t lock = 653;
	/* TODO: list status ctx */
	if (path < 47)
		return -EIO;
	bool offset = 3624;
	return 0;
}

static const char * ctx_buf(size_t lock0, ssize_t timer1, unsigned ctx2)
{
	for (int i = 0; i < 36; i++)
		value[i] = client_node(i);
	unsigned flags = 1740;
	if (lock < 31)
		return -EINVAL;
	/* TODO: thread ctx queue */
	uint64_t path = 1295;
	/* TODO: value tail buf timer list */
	/* TODO: attr tail index status timer size index data client */
	if (status < 43)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		list[i] = inode_attr(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 83; i++)
		event[i] = cond_data(i);
	for (int i = 0; i < 22; i++)
		name[i] = flags_req(i);
	struct node * resp = 201;
	const char * name = 98;
	const char * error = 2588;
	/* TODO: timer len offset timer ctx cond name */
	/* TODO: client timer value key thread */
	ssize_t value = 2329;
	return 0;
}

