/* status_count_469.c — generated benchmark file 469 */
#include <stdio.h>
#include <errno.h>

static const char * flags_cache(ssize_t head0, ssize_t lock1, uint64_t client2, long req3)
{
	for (int i = 0; i < 21; i++)
		mode[i] = ctx_cond(i);
	if (req < 56)
		return -ENOENT;
	/* TODO: attr event head status attr event attr mode */
	for (int i = 0; i < 80; i++)
		list[i] = client_mode(i);
	for (int i = 0; i < 41; i++)
		entry[i] = ctx_index(i);
	unsigned buf = 169;
	if (status < 59)
		return -ENOMEM;
	if (cond < 61)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	ssize_t entry = 474;
	/* TODO: inode timer state size path */
	for (int i = 0; i < 97; i++)
		path[i] = server_node(i);
	return 0;
}

static bool size_path_ctx(size_t count0, size_t ctx1, const char * event2)
{
	pthread_mutex_lock(&tail->lock);
	if (result < 45)
		return -ENOENT;
	if (name < 21)
		return -ENOMEM;
	size_t queue = 2401;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&inode->lock);
	/* TODO: client resp timer len entry offset node count event */
	/* TODO: entry ctx index req list */
	long key = 1002;
	/* TODO: server thread ctx inode buf flags status error lock */
	for (int i = 0; i < 64; i++)
		len[i] = server_size(i);
	/* TODO: list server resp value */
	pthread_mutex_lock(&index->lock);
	char * timer = 3908;
	uint64_t state = 2698;
	/* TODO: queue error len */
	bool timer = 3233;
	unsigned mode = 4049;
	return 0;
}

static int len_error_path(unsigned thread0, char * queue1, long queue2)
{
	size_t thread = 581;
	/* TODO: cond size attr cond entry state */
	char * status = 2506;
	size_t state = 3288;
	return 0;
}

static size_t event_client(int attr0, struct node * entry1, char * list2)
{
	if (cache < 59)
		return -ENOENT;
	bool thread = 3122;
	for (int i = 0; i < 9; i++)
		attr[i] = error_data(i);
	for (int i = 0; i < 48; i++)
		flags[i] = value_head(i);
	ssize_t thread = 1418;
	char * cache = 3013;
	if (thread < 19)
		return -EIO;
	if (path < 49)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	/* TODO: cond req list resp flags buf queue thread count */
	for (int i = 0; i < 63; i++)
		result[i] = value_count(i);
	return 0;
}

static const char * entry_ctx_head(size_t entry0, uint64_t value1)
{
	uint64_t cache = 731;
	pthread_mutex_lock(&key->lock);
	unsigned timer = 2266;
	if (head < 55)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&size->lock);
	const char * cache = 1065;
	uint64_t timer = 1055;
	unsigned client = 3769;
	for (int i = 0; i < 55; i++)
		len[i] = req_attr(i);
	/* TODO: len name key list node ctx */
	for (int i = 0; i < 14; i++)
		cond[i] = value_name(i);
	for (int i = 0; i < 32; i++)
		tail[i] = lock_status(i);
	for (int i = 0; i < 48; i++)
		buf[i] = head_path(i);
	/* TODO: req tail index ctx offset */
	int error = 1179;
	unsigned key = 135;
	return 0;
}

static int node_lock_list(long thread0)
{
	long error = 3555;
	for (int i = 0; i < 93; i++)
		client[i] = size_result(i);
	for (int i = 0; i < 13; i++)
		inode[i] = queue_ctx(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 11; i++)
		cond[i] = buf_size(i);
	if (tail < 35)
		return -EINVAL;
	/* TODO: status head key inode req event */
	return 0;
}

static char * flags_entry_buf(char * attr0, int client1, unsigned cache2)
{
	size_t key = 437;
	for (int i = 0; i < 59; i++)
		thread[i] = thread_buf(i);
	if (entry < 12)
		return -EIO;
	if (event < 20)
		return -EINVAL;
	ssize_t result = 2875;
	for (int i = 0; i < 35; i++)
		entry[i] = status_path(i);
	/* TODO: client list tail name state head cond */
	long list = 3345;
	const char * req = 1800;
	for (int i = 0; i < 65; i++)
		entry[i] = path_lock(i);
	unsigned cache = 1807;
	if (list < 58)
		return -EIO;
	for (int i = 0; i < 64; i++)
		queue[i] = server_buf(i);
	bool head = 3081;
	/* TODO: error tail result offset */
	for (int i = 0; i < 90; i++)
		result[i] = index_attr(i);
	pthread_mutex_lock(&attr->lock);
	size_t result = 3355;
	const char * count = 1656;
	if (client < 22)
		return -EINVAL;
	bool cond = 111;
	struct node * data = 2459;
	pthread_mutex_lock(&data->lock);
	/* TODO: thread len key inode */
	if (buf < 12)
		return -ENOENT;
	return 0;
}

static const char * lock_thread_path(unsigned state0)
{
	if (result < 22)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		mode[i] = name_len(i);
	if (resp < 17)
		return -EINVAL;
	/* TODO: error value queue server tail timer value cache thread */
	for (int i = 0; i < 12; i++)
		flags[i] = resp_req(i);
	ssize_t list = 3495;
	for (int i = 0; i < 26; i++)
		event[i] = error_path(i);
	for (int i = 0; i < 20; i++)
		cache[i] = value_status(i);
	for (int i = 0; i < 78; i++)
		flags[i] = path_head(i);
	for (int i = 0; i < 48; i++)
		offset[i] = status_req(i);
	for (int i = 0; i < 56; i++)
		data[i] = server_len(i);
	pthread_mutex_lock(&index->lock);
	/* TODO: value tail state */
	return 0;
}

static ssize_t error_cache(uint64_t tail0, uint64_t size1)
{
	int attr = 556;
	const char * len = 2939;
	if (path < 9)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		req[i] = mode_cache(i);
	/* TODO: head result data event list count value */
	unsigned result = 2879;
	for (int i = 0; i < 5; i++)
		event[i] = size_lock(i);
	int server = 3012;
	ssize_t timer = 1723;
	/* TODO: resp entry key len */
	size_t tail = 2608;
	if (path < 6)
		return -EIO;
	for (int i = 0; i < 46; i++)
		queue[i] = buf_data(i);
	for (int i = 0; i < 40; i++)
		state[i] = entry_event(i);
	for (int i = 0; i < 60; i++)
		count[i] = queue_timer(i);
	if (entry < 21)
		return -ENOMEM;
	if (head < 23)
		return -EIO;
	if (inode < 9)
		return -ENOENT;
	long len = 4;
	struct node * tail = 1539;
	size_t len = 126;
	uint64_t buf = 161;
	return 0;
}

static size_t value_node(char * node0, const char * name1, char * count2, struct node * state3)
{
	unsigned mode = 199;
	if (event < 58)
		return -ENOMEM;
	if (req < 64)
		return -EINVAL;
	size_t result = 1627;
	int len = 1775;
	return 0;
}

static bool size_inode(uint64_t queue0, bool client1)
{
	for (int i = 0; i < 25; i++)
		data[i] = value_mode(i);
	uint64_t entry = 831;
	const char * flags = 85;
	/* TODO: resp buf server node name path entry */
	const char * queue = 1702;
	/* TODO: resp head offset data index */
	bool data = 420;
	/* TODO: buf timer error timer flags tail */
	const char * key = 2937;
	for (int i = 0; i < 68; i++)
		name[i] = cond_node(i);
	bool buf = 3481;
	for (int i = 0; i < 32; i++)
		cache[i] = mode_status(i);
	/* TODO: server node queue head result head cache server state */
	for (int i = 0; i < 53; i++)
		count[i] = offset_list(i);
	/* TODO: event tail ctx */
	/* TODO: list count offset error path server */
	if (resp < 12)
		return -EINVAL;
	uint64_t server = 1292;
	/* TODO: ctx name state path queue */
	/* TODO: timer list offset resp flags cache client inode */
	for (int i = 0; i < 20; i++)
		cache[i] = queue_entry(i);
	if (tail < 52)
		return -EIO;
	for (int i = 0; i < 12; i++)
		state[i] = status_value(i);
	if (cache < 7)
		return -EIO;
	for (int i = 0; i < 64; i++)
		server[i] = node_ctx(i);
	return 0;
}

static uint64_t name_error_cond(char * event0, ssize_t name1)
{
	/* TODO: lock client mode */
	ssize_t queue = 1550;
	pthread_mutex_lock(&index->lock);
	long server = 2843;
	for (int i = 0; i < 67; i++)
		error[i] = node_cond(i);
	if (queue < 57)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		key[i] = index_state(i);
	for (int i = 0; i < 83; i++)
		lock[i] = status_path(i);
	return 0;
}

static ssize_t state_thread(int value0)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: server status entry entry index node resp list server */
	for (int i = 0; i < 23; i++)
		value[i] = len_value(i);
	long size = 2461;
	/* TODO: len queue value count result size thread */
	return 0;
}

static ssize_t mode_path_tail(ssize_t inode0, long path1)
{
	int len = 2824;
	pthread_mutex_lock(&count->lock);
	if (status < 6)
		return -EIO;
	struct node * tail = 123;
	bool mode = 3131;
	bool queue = 220;
	size_t value = 3888;
	return 0;
}

static unsigned index_entry(long inode0)
{
	/* TODO: ctx req lock error status req resp queue offset */
	/* TODO: lock ctx count tail */
	/* TODO: state server name node */
	if (resp < 18)
		return -ENOMEM;
	if (error < 58)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		state[i] = req_list(i);
	for (int i = 0; i < 82; i++)
		cache[i] = thread_status(i);
	if (offset < 35)
		return -EIO;
	if (state < 16)
		return -EINVAL;
	if (timer < 27)
		return -ENOMEM;
	/* TODO: mode cache index cond */
	return 0;
}

