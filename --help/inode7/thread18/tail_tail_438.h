/* tail_tail_438.h — generated benchmark file 438 */
#include <stdio.h>
#include <errno.h>

static uint64_t result_count_mode(bool data0, const char * cache1, unsigned thread2)
{
	for (int i = 0; i < 36; i++)
		name[i] = event_thread(i);
	for (int i = 0; i < 55; i++)
		result[i] = client_head(i);
	ssize_t attr = 4000;
	pthread_mutex_lock(&key->lock);
	if (size < 24)
		return -ENOENT;
	/* TODO: value inode resp offset path mode cache */
	for (int i = 0; i < 35; i++)
		list[i] = len_server(i);
	for (int i = 0; i < 63; i++)
		cache[i] = thread_offset(i);
	if (ctx < 12)
		return -ENOMEM;
	ssize_t name = 3926;
	for (int i = 0; i < 67; i++)
		key[i] = count_path(i);
	/* TODO: data cond attr len resp */
	/* TODO: attr flags index value */
	if (path < 4)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		ctx[i] = resp_data(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&buf->lock);
	/* TODO: attr buf offset event */
	return 0;
}

static ssize_t ctx_req_entry(unsigned lock0)
{
	int state = 891;
	pthread_mutex_lock(&node->lock);
	/* TODO: ctx node attr */
	return 0;
}

static int data_node_timer(size_t entry0, int entry1, ssize_t node2)
{
	/* TODO: lock size head */
	long error = 2714;
	if (server < 24)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		tail[i] = event_timer(i);
	int node = 3197;
	for (int i = 0; i < 67; i++)
		attr[i] = timer_value(i);
	for (int i = 0; i < 56; i++)
		error[i] = server_count(i);
	return 0;
}

static size_t result_result_lock(ssize_t head0)
{
	if (buf < 28)
		return -EIO;
	for (int i = 0; i < 93; i++)
		state[i] = head_size(i);
	bool len = 2566;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&queue->lock);
	long name = 3752;
	if (head < 63)
		return -EIO;
	return 0;
}

static uint64_t tail_cond(ssize_t client0)
{
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&index->lock);
	char * list = 48;
	/* TODO: path offset size offset */
	if (ctx < 40)
		return -EINVAL;
	if (count < 24)
		return -EINVAL;
	if (len < 48)
		return -ENOENT;
	const char * data = 3015;
	if (thread < 45)
		return -ENOENT;
	if (len < 51)
		return -EINVAL;
	if (key < 46)
		return -EIO;
	return 0;
}

static unsigned thread_queue(const char * status0)
{
	const char * resp = 2112;
	/* TODO: len resp cond buf cache inode tail state head */
	uint64_t error = 1769;
	if (inode < 46)
		return -EIO;
	struct node * tail = 647;
	char * ctx = 3314;
	if (entry < 29)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	if (name < 45)
		return -EINVAL;
	return 0;
}

static long index_list_mode(long cond0)
{
	unsigned key = 86;
	for (int i = 0; i < 25; i++)
		result[i] = offset_entry(i);
	for (int i = 0; i < 15; i++)
		state[i] = client_lock(i);
	for (int i = 0; i < 47; i++)
		node[i] = flags_ctx(i);
	for (int i = 0; i < 47; i++)
		cond[i] = req_timer(i);
	/* TODO: len client req len key client head */
	for (int i = 0; i < 63; i++)
		value[i] = timer_size(i);
	if (result < 8)
		return -EIO;
	for (int i = 0; i < 37; i++)
		req[i] = resp_flags(i);
	for (int i = 0; i < 34; i++)
		cache[i] = list_server(i);
	long attr = 1065;
	return 0;
}

static uint64_t value_node(bool thread0)
{
	if (client < 24)
		return -EINVAL;
	/* TODO: queue offset error queue entry */
	/* TODO: offset timer status node result queue result name node */
	uint64_t client = 543;
	for (int i = 0; i < 33; i++)
		error[i] = attr_flags(i);
	pthread_mutex_lock(&lock->lock);
	unsigned cache = 62;
	ssize_t ctx = 2329;
	if (inode < 6)
		return -ENOMEM;
	char * client = 2111;
	if (lock < 27)
		return -EINVAL;
	char * mode = 1240;
	/* TODO: path index status */
	if (ctx < 62)
		return -EINVAL;
	/* TODO: offset value buf flags status ctx result result entry */
	if (size < 58)
		return -EIO;
	return 0;
}

static char * event_offset_mode(int cond0)
{
	if (lock < 12)
		return -EIO;
	char * name = 3381;
	for (int i = 0; i < 68; i++)
		attr[i] = buf_req(i);
	unsigned cache = 688;
	for (int i = 0; i < 15; i++)
		size[i] = server_size(i);
	uint64_t lock = 2289;
	/* TODO: data name count name count data len */
	if (head < 28)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 64; i++)
		offset[i] = value_entry(i);
	/* TODO: ctx flags tail lock lock flags event */
	if (event < 54)
		return -ENOMEM;
	long inode = 1097;
	for (int i = 0; i < 67; i++)
		attr[i] = event_key(i);
	/* TODO: key result len resp queue state ctx data entry */
	pthread_mutex_lock(&resp->lock);
	/* TODO: list head result value */
	return 0;
}

static ssize_t entry_resp_error(unsigned name0, int error1, size_t cond2, size_t cond3)
{
	if (cache < 11)
		return -EIO;
	struct node * path = 2684;
	unsigned thread = 263;
	unsigned len = 3928;
	if (mode < 1)
		return -ENOMEM;
	struct node * timer = 3514;
	/* TODO: node client event value head ctx */
	/* TODO: event error offset len flags offset head entry */
	/* TODO: size error result resp flags count state value entry */
	char * lock = 1945;
	const char * error = 3018;
	if (entry < 33)
		return -EINVAL;
	/* TODO: buf event offset value queue cond thread */
	pthread_mutex_lock(&value->lock);
	ssize_t server = 95;
	int thread = 2892;
	/* TODO: name queue lock inode */
	/* TODO: path event attr server */
	for (int i = 0; i < 86; i++)
		error[i] = index_flags(i);
	if (thread < 54)
		return -ENOMEM;
	bool data = 2891;
	return 0;
}

static size_t node_index_flags(const char * mode0, int list1)
{
	if (state < 32)
		return -ENOMEM;
	long data = 1908;
	const char * timer = 2279;
	return 0;
}

static size_t name_count(unsigned entry0, struct node * thread1)
{
	/* TODO: buf count count */
	size_t ctx = 2936;
	for (int i = 0; i < 60; i++)
		cache[i] = node_queue(i);
	return 0;
}

static uint64_t head_node(size_t node0, ssize_t client1)
{
	/* TODO: attr index result cond count entry key */
	char * lock = 4082;
	for (int i = 0; i < 44; i++)
		cache[i] = mode_flags(i);
	/* TODO: timer count req list */
	/* TODO: mode attr req tail */
	if (list < 5)
		return -EINVAL;
	if (offset < 60)
		return -EINVAL;
	const char * ctx = 2679;
	uint64_t status = 17;
	/* TODO: inode lock entry state attr list offset */
	return 0;
}

static char * cond_lock_entry(long state0)
{
	if (result < 55)
		return -EINVAL;
	const char * index = 2005;
	if (data < 63)
		return -EIO;
	if (buf < 29)
		return -EINVAL;
	bool status = 100;
	uint64_t mode = 814;
	unsigned attr = 2030;
	if (req < 32)
		return -ENOENT;
	int tail = 3918;
	/* TODO: ctx tail head value attr tail count */
	if (data < 13)
		return -EIO;
	size_t key = 233;
	long tail = 3621;
	for (int i = 0; i < 46; i++)
		buf[i] = lock_queue(i);
	for (int i = 0; i < 27; i++)
		list[i] = value_len(i);
	for (int i = 0; i < 45; i++)
		resp[i] = name_inode(i);
	/* TODO: result lock inode count timer cond */
	if (resp < 51)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		entry[i] = resp_tail(i);
	return 0;
}

static size_t key_lock_inode(struct node * cache0, bool len1, uint64_t flags2)
{
	bool status = 1271;
	if (error < 23)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		index[i] = inode_ctx(i);
	if (flags < 63)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		error[i] = event_index(i);
	unsigned mode = 507;
	for (int i = 0; i < 60; i++)
		node[i] = resp_buf(i);
	if (thread < 5)
		return -EIO;
	if (server < 43)
		return -EINVAL;
	uint64_t data = 353;
	if (queue < 36)
		return -EIO;
	unsigned index = 2234;
	pthread_mutex_lock(&mode->lock);
	/* TODO: state flags count attr result thread client */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 87; i++)
		node[i] = attr_cond(i);
	if (node < 43)
		return -EINVAL;
	if (index < 28)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static long count_tail_head(size_t len0)
{
	size_t queue = 674;
	if (lock < 64)
		return -ENOMEM;
	unsigned queue = 3789;
	ssize_t resp = 2854;
	if (value < 49)
		return -ENOMEM;
	/* TODO: index lock entry count mode status mode thread error */
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&offset->lock);
	size_t event = 1586;
	for (int i = 0; i < 46; i++)
		resp[i] = count_queue(i);
	if (resp < 11)
		return -EINVAL;
	bool inode = 1768;
	/* TODO: error data event inode value offset node queue */
	if (event < 64)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		ctx[i] = offset_name(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 45; i++)
		key[i] = inode_req(i);
	pthread_mutex_lock(&lock->lock);
	if (size < 17)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	ssize_t thread = 1542;
	char * key = 2405;
	return 0;
}

