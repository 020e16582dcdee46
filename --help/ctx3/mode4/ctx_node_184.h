/* ctx_node_184.h — generated benchmark file 184 */
#include <stdio.h>
#include <errno.h>

static bool client_data_thread(struct node * timer0, bool size1)
{
	for (int i = 0; i < 62; i++)
		key[i] = len_result(i);
	const char * buf = 525;
	const char * tail = 2455;
	for (int i = 0; i < 90; i++)
		list[i] = list_entry(i);
	/* TODO: attr queue len buf client cond resp */
	for (int i = 0; i < 3; i++)
		cache[i] = entry_count(i);
	if (name < 26)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		state[i] = cond_result(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 91; i++)
		tail[i] = ctx_inode(i);
	/* TODO: count status cond */
	const char * thread = 1510;
	for (int i = 0; i < 67; i++)
		inode[i] = buf_buf(i);
	long status = 2872;
	/* TODO: tail cond name tail path flags */
	pthread_mutex_lock(&offset->lock);
	if (data < 6)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		event[i] = index_head(i);
	bool inode = 1316;
	unsigned path = 1736;
	for (int i = 0; i < 34; i++)
		size[i] = key_head(i);
	for (int i = 0; i < 80; i++)
		lock[i] = resp_status(i);
	return 0;
}

static size_t name_flags_status(uint64_t list0)
{
	if (resp < 41)
		return -EIO;
	/* TODO: index key server server offset list attr path event */
	pthread_mutex_lock(&resp->lock);
	uint64_t key = 500;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 59; i++)
		size[i] = offset_inode(i);
	/* TODO: cache cache len */
	return 0;
}

static size_t count_node(unsigned queue0, struct node * attr1, const char * result2, size_t list3)
{
	for (int i = 0; i < 60; i++)
		result[i] = server_key(i);
	for (int i = 0; i < 90; i++)
		path[i] = offset_name(i);
	if (thread < 44)
		return -EIO;
	return 0;
}

static long error_entry_index(unsigned index0)
{
	for (int i = 0; i < 96; i++)
		server[i] = count_count(i);
	for (int i = 0; i < 61; i++)
		node[i] = count_event(i);
	/* TODO: count thread resp req buf thread */
	pthread_mutex_lock(&path->lock);
	/* TODO: inode state index flags cache queue name cond */
	long state = 3031;
	if (thread < 7)
		return -ENOENT;
	long path = 2018;
	/* TODO: queue index tail index list thread index key flags */
	return 0;
}

static bool state_head(ssize_t path0, ssize_t resp1, unsigned resp2, uint64_t result3)
{
	if (error < 45)
		return -EIO;
	if (flags < 60)
		return -ENOENT;
	if (list < 13)
		return -ENOMEM;
	if (ctx < 23)
		return -ENOENT;
	/* TODO: tail event resp event state server */
	for (int i = 0; i < 58; i++)
		entry[i] = value_attr(i);
	unsigned len = 3215;
	long lock = 2451;
	unsigned buf = 3187;
	unsigned timer = 2377;
	for (int i = 0; i < 31; i++)
		mode[i] = size_node(i);
	for (int i = 0; i < 68; i++)
		path[i] = queue_queue(i);
	ssize_t req = 3692;
	for (int i = 0; i < 66; i++)
		index[i] = head_state(i);
	/* TODO: len list state head event head list */
	pthread_mutex_lock(&req->lock);
	/* TODO: len queue server mode len mode state cond */
	for (int i = 0; i < 41; i++)
		cond[i] = head_index(i);
	return 0;
}

static long value_count(long entry0, bool tail1)
{
	size_t event = 628;
	for (int i = 0; i < 12; i++)
		req[i] = buf_cache(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 92; i++)
		status[i] = server_flags(i);
	int result = 572;
	return 0;
}

static bool timer_count(uint64_t cache0, size_t data1, ssize_t offset2, size_t head3)
{
	/* TODO: entry key server */
	pthread_mutex_lock(&timer->lock);
	if (flags < 21)
		return -EIO;
	struct node * node = 267;
	char * flags = 621;
	/* TODO: cond state head */
	uint64_t data = 1345;
	/* TODO: offset list entry client tail mode server cache client */
	if (req < 1)
		return -ENOENT;
	/* TODO: ctx value resp */
	if (client < 38)
		return -ENOMEM;
	if (node < 35)
		return -ENOENT;
	struct node * cache = 3579;
	char * len = 3351;
	for (int i = 0; i < 62; i++)
		ctx[i] = status_server(i);
	if (size < 37)
		return -EINVAL;
	/* TODO: buf status head attr */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 97; i++)
		offset[i] = client_offset(i);
	/* TODO: thread data len value */
	char * lock = 2595;
	pthread_mutex_lock(&value->lock);
	bool inode = 142;
	return 0;
}

static const char * key_tail(int ctx0, long state1)
{
	for (int i = 0; i < 63; i++)
		inode[i] = node_cache(i);
	ssize_t timer = 114;
	if (result < 51)
		return -EIO;
	if (attr < 14)
		return -EINVAL;
	uint64_t thread = 3425;
	size_t tail = 2592;
	const char * server = 1479;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 32; i++)
		result[i] = len_cache(i);
	const char * key = 682;
	if (count < 44)
		return -ENOMEM;
	if (tail < 19)
		return -EINVAL;
	bool name = 3564;
	if (name < 63)
		return -EINVAL;
	const char * client = 3560;
	if (attr < 53)
		return -ENOMEM;
	/* TODO: lock state cache name */
	uint64_t size = 1856;
	unsigned count = 2655;
	for (int i = 0; i < 12; i++)
		size[i] = name_client(i);
	for (int i = 0; i < 19; i++)
		timer[i] = cache_head(i);
	if (node < 35)
		return -ENOMEM;
	unsigned status = 3255;
	return 0;
}

static size_t index_offset(bool req0)
{
	if (len < 53)
		return -ENOENT;
	/* TODO: thread timer result attr req timer ctx list name */
	for (int i = 0; i < 21; i++)
		offset[i] = state_value(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: head node req path client len */
	pthread_mutex_lock(&client->lock);
	/* TODO: list event size */
	for (int i = 0; i < 9; i++)
		cond[i] = mode_req(i);
	ssize_t flags = 3294;
	if (flags < 3)
		return -ENOMEM;
	bool name = 2484;
	for (int i = 0; i < 53; i++)
		value[i] = event_entry(i);
	/* TODO: list req timer cond flags */
	ssize_t name = 1384;
	for (int i = 0; i < 55; i++)
		req[i] = data_ctx(i);
	uint64_t inode = 3163;
	if (tail < 24)
		return -EINVAL;
	if (state < 59)
		return -ENOMEM;
	struct node * head = 3144;
	if (offset < 10)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static char * flags_client(uint64_t key0, bool key1)
{
	if (offset < 30)
		return -EIO;
	for (int i = 0; i < 10; i++)
		index[i] = len_state(i);
	char * state = 2868;
	if (index < 16)
		return -EINVAL;
	if (path < 54)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	int tail = 800;
	ssize_t attr = 1015;
	return 0;
}

static size_t queue_name(long value0, int value1, int resp2)
{
	if (node < 33)
		return -ENOMEM;
	if (state < 45)
		return -ENOMEM;
	if (result < 14)
		return -ENOMEM;
	if (index < 24)
		return -ENOMEM;
	struct node * req = 4078;
	if (lock < 37)
		return -ENOENT;
	if (head < 29)
		return -ENOENT;
	if (path < 39)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		key[i] = size_server(i);
	for (int i = 0; i < 55; i++)
		status[i] = status_ctx(i);
	/* TODO: error flags path client resp event data */
	uint64_t offset = 4080;
	for (int i = 0; i < 56; i++)
		client[i] = cond_index(i);
	if (offset < 59)
		return -ENOENT;
	size_t cache = 3955;
	uint64_t key = 959;
	/* TODO: inode ctx event path inode flags offset head */
	return 0;
}

static bool ctx_tail_error(ssize_t cache0, long state1, char * attr2)
{
	unsigned ctx = 2435;
	if (ctx < 6)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		status[i] = index_queue(i);
	size_t head = 3261;
	for (int i = 0; i < 80; i++)
		lock[i] = size_path(i);
	/* TODO: size buf list count count flags len error */
	int state = 2834;
	for (int i = 0; i < 34; i++)
		error[i] = event_lock(i);
	if (value < 6)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		value[i] = lock_value(i);
	for (int i = 0; i < 20; i++)
		result[i] = entry_lock(i);
	for (int i = 0; i < 55; i++)
		cache[i] = entry_status(i);
	for (int i = 0; i < 86; i++)
		mode[i] = lock_tail(i);
	if (count < 4)
		return -EINVAL;
	ssize_t ctx = 3138;
	for (int i = 0; i < 40; i++)
		data[i] = offset_key(i);
	unsigned name = 1690;
	for (int i = 0; i < 20; i++)
		len[i] = name_inode(i);
	char * key = 2044;
	struct node * timer = 3115;
	for (int i = 0; i < 81; i++)
		size[i] = len_value(i);
	for (int i = 0; i < 69; i++)
		server[i] = ctx_lock(i);
	for (int i = 0; i < 96; i++)
		value[i] = event_cond(i);
	for (int i = 0; i < 16; i++)
		mode[i] = buf_ctx(i);
	return 0;
}

