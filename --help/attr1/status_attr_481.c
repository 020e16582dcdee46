/* status_attr_481.c — generated benchmark file 481 */
#include <stdio.h>
#include <errno.h>

static long cache_offset(uint64_t attr0)
{
	if (data < 18)
		return -ENOENT;
	ssize_t req = 1946;
	struct node * inode = 268;
	if (attr < 30)
		return -ENOMEM;
	ssize_t inode = 3283;
	if (data < 19)
		return -EINVAL;
	if (list < 12)
		return -ENOENT;
	long name = 3574;
	for (int i = 0; i < 47; i++)
		count[i] = key_index(i);
	const char * resp = 675;
	bool path = 3549;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 28; i++)
		entry[i] = tail_data(i);
	int client = 2688;
	/* TODO: result count entry ctx cond size path key */
	pthread_mutex_lock(&list->lock);
	/* TODO: data index thread */
	const char * req = 3871;
	if (path < 12)
		return -EIO;
	for (int i = 0; i < 70; i++)
		tail[i] = resp_key(i);
	char * timer = 1031;
	/* TODO: path inode cache size attr */
	pthread_mutex_lock(&req->lock);
	return 0;
}

static uint64_t queue_state_cache(bool count0, uint64_t server1)
{
	/* TODO: len list count offset resp */
	for (int i = 0; i < 22; i++)
		client[i] = thread_value(i);
	uint64_t list = 1687;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 81; i++)
		count[i] = entry_inode(i);
	if (queue < 9)
		return -EIO;
	return 0;
}

static struct node * name_mode_lock(const char * head0, uint64_t lock1)
{
	long req = 646;
	ssize_t cond = 3674;
	for (int i = 0; i < 54; i++)
		key[i] = inode_resp(i);
	/* TODO: data index head mode attr */
	uint64_t thread = 3274;
	ssize_t offset = 3992;
	unsigned client = 1843;
	bool path = 2701;
	for (int i = 0; i < 79; i++)
		head[i] = cond_head(i);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&state->lock);
	if (name < 54)
		return -EINVAL;
	return 0;
}

static const char * node_queue_value(struct node * path0)
{
	/* TODO: req mode error queue */
	for (int i = 0; i < 31; i++)
		value[i] = offset_lock(i);
	for (int i = 0; i < 7; i++)
		key[i] = offset_queue(i);
	if (queue < 55)
		return -EIO;
	uint64_t timer = 4037;
	unsigned state = 1132;
	if (len < 42)
		return -ENOMEM;
	if (mode < 3)
		return -EINVAL;
	/* TODO: index index path size inode tail */
	const char * key = 2222;
	return 0;
}

static unsigned event_offset(int buf0, uint64_t queue1, unsigned timer2, struct node * lock3)
{
	if (timer < 41)
		return -ENOMEM;
	uint64_t ctx = 4047;
	char * head = 1614;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 99; i++)
		index[i] = attr_path(i);
	/* TODO: resp resp flags thread data attr node len */
	if (mode < 16)
		return -EINVAL;
	ssize_t inode = 829;
	for (int i = 0; i < 64; i++)
		timer[i] = data_queue(i);
	bool cond = 2592;
	for (int i = 0; i < 17; i++)
		mode[i] = flags_mode(i);
	if (server < 43)
		return -ENOMEM;
	/* TODO: path flags attr state node count data */
	pthread_mutex_lock(&node->lock);
	struct node * offset = 2839;
	for (int i = 0; i < 76; i++)
		path[i] = flags_flags(i);
	if (mode < 43)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	/* TODO: buf state lock value event lock */
	struct node * index = 549;
	pthread_mutex_lock(&cond->lock);
	bool flags = 547;
	/* TODO: result cond key */
	if (error < 57)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long data_len(unsigned len0, long ctx1, unsigned client2)
{
	unsigned inode = 893;
	for (int i = 0; i < 49; i++)
		cond[i] = server_queue(i);
	/* TODO: inode client server path entry result resp path timer */
	for (int i = 0; i < 92; i++)
		queue[i] = result_offset(i);
	for (int i = 0; i < 46; i++)
		cond[i] = resp_lock(i);
	return 0;
}

static uint64_t tail_head(long tail0)
{
	unsigned name = 1384;
	/* TODO: len status error resp result lock key data index */
	if (count < 17)
		return -ENOENT;
	struct node * queue = 4004;
	if (count < 46)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		entry[i] = inode_index(i);
	int resp = 1001;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 35; i++)
		buf[i] = buf_error(i);
	if (cond < 15)
		return -EIO;
	for (int i = 0; i < 14; i++)
		timer[i] = inode_len(i);
	return 0;
}

static bool resp_status(ssize_t entry0, const char * flags1, ssize_t event2)
{
	/* TODO: value ctx thread */
	bool len = 1776;
	for (int i = 0; i < 69; i++)
		req[i] = event_entry(i);
	for (int i = 0; i < 42; i++)
		data[i] = ctx_state(i);
	bool key = 3835;
	/* TODO: event entry data count */
	char * entry = 2938;
	/* TODO: timer client event flags result event buf attr */
	for (int i = 0; i < 99; i++)
		timer[i] = status_entry(i);
	if (event < 41)
		return -ENOMEM;
	if (offset < 16)
		return -ENOMEM;
	if (ctx < 33)
		return -ENOENT;
	return 0;
}

static const char * cache_data_buf(ssize_t result0, int queue1, char * flags2, uint64_t name3)
{
	long mode = 972;
	for (int i = 0; i < 24; i++)
		size[i] = entry_name(i);
	for (int i = 0; i < 25; i++)
		cache[i] = tail_lock(i);
	for (int i = 0; i < 99; i++)
		client[i] = offset_server(i);
	/* TODO: req state inode mode inode entry req ctx status */
	uint64_t len = 4083;
	if (key < 31)
		return -ENOENT;
	char * head = 1657;
	long cond = 1067;
	for (int i = 0; i < 86; i++)
		node[i] = tail_value(i);
	unsigned ctx = 3528;
	struct node * flags = 3169;
	if (data < 35)
		return -EIO;
	return 0;
}

static struct node * queue_mode_node(bool req0, ssize_t head1, bool server2)
{
	if (result < 2)
		return -ENOENT;
	unsigned cache = 3678;
	for (int i = 0; i < 79; i++)
		inode[i] = inode_node(i);
	if (inode < 4)
		return -ENOENT;
	return 0;
}

static unsigned timer_inode(unsigned len0, int entry1, char * data2)
{
	struct node * req = 1016;
	ssize_t value = 1642;
	if (buf < 49)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		req[i] = lock_cond(i);
	/* TODO: flags list client tail index queue path queue */
	if (len < 38)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		result[i] = path_key(i);
	const char * req = 4028;
	/* TODO: cache data lock flags buf size client */
	return 0;
}

static ssize_t len_list(int resp0, uint64_t state1, unsigned entry2, size_t thread3)
{
	for (int i = 0; i < 60; i++)
		flags[i] = client_error(i);
	for (int i = 0; i < 16; i++)
		entry[i] = node_buf(i);
	int ctx = 3039;
	if (flags < 50)
		return -EINVAL;
	size_t result = 3640;
	if (cond < 15)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		path[i] = index_ctx(i);
	if (lock < 28)
		return -ENOENT;
	char * cache = 2484;
	/* TODO: name timer queue queue error */
	return 0;
}

static int entry_name_attr(unsigned status0)
{
	for (int i = 0; i < 50; i++)
		len[i] = size_flags(i);
	for (int i = 0; i < 28; i++)
		entry[i] = client_list(i);
	/* TODO: state index count lock buf */
	if (inode < 40)
		return -ENOENT;
	/* TODO: node queue head error mode node status */
	/* TODO: value timer error value event cache server len size */
	for (int i = 0; i < 13; i++)
		list[i] = resp_entry(i);
	struct node * tail = 2945;
	int data = 524;
	if (name < 15)
		return -EINVAL;
	return 0;
}

static struct node * error_cond(long thread0, long error1)
{
	struct node * size = 2828;
	for (int i = 0; i < 24; i++)
		flags[i] = offset_mode(i);
	unsigned inode = 2818;
	if (cache < 40)
		return -EIO;
	if (ctx < 35)
		return -ENOMEM;
	if (state < 53)
		return -ENOMEM;
	long status = 2834;
	/* TODO: tail state error lock value tail */
	const char * count = 1857;
	pthread_mutex_lock(&tail->lock);
	/* TODO: client attr list flags */
	pthread_mutex_lock(&thread->lock);
	char * flags = 1308;
	for (int i = 0; i < 14; i++)
		size[i] = status_cache(i);
	for (int i = 0; i < 63; i++)
		head[i] = queue_cond(i);
	for (int i = 0; i < 93; i++)
		client[i] = len_entry(i);
	pthread_mutex_lock(&key->lock);
	if (thread < 17)
		return -ENOMEM;
	char * len = 1785;
	for (int i = 0; i < 78; i++)
		len[i] = resp_event(i);
	/* TODO: resp attr buf cache */
	if (timer < 29)
		return -EINVAL;
	if (attr < 3)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		mode[i] = timer_list(i);
	for (int i = 0; i < 7; i++)
		event[i] = data_count(i);
	return 0;
}

static size_t status_req(const char * server0, const char * len1, ssize_t result2, uint64_t inode3)
{
	for (int i = 0; i < 22; i++)
		server[i] = node_req(i);
	if (value < 29)
		return -EIO;
	if (event < 63)
		return -ENOMEM;
	/* TODO: data node mode client count server */
	for (int i = 0; i < 63; i++)
		head[i] = ctx_key(i);
	if (cond < 19)
		return -ENOENT;
	/* TODO: size path cond tail list */
	for (int i = 0; i < 40; i++)
		node[i] = index_inode(i);
	if (queue < 20)
		return -EIO;
	for (int i = 0; i < 23; i++)
		thread[i] = cache_index(i);
	long queue = 750;
	if (client < 54)
		return -EIO;
	int queue = 3695;
	/* TODO: status queue req name name list node */
	if (req < 37)
		return -EINVAL;
	if (result < 48)
		return -EINVAL;
	if (count < 2)
		return -EINVAL;
	if (buf < 63)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 74; i++)
		queue[i] = status_resp(i);
	ssize_t size = 3689;
	return 0;
}

