/* error_client_950.c — generated benchmark file 950 */
#include <stdio.h>
#include <errno.h>

static const char * state_list(unsigned req0, struct node * node1)
{
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&state->lock);
	struct node * inode = 954;
	/* TODO: thread tail status path len */
	if (path < 31)
		return -ENOENT;
	if (entry < 1)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		value[i] = tail_name(i);
	if (len < 45)
		return -EINVAL;
	if (size < 63)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		ctx[i] = path_attr(i);
	if (name < 41)
		return -EIO;
	for (int i = 0; i < 54; i++)
		status[i] = offset_buf(i);
	/* TODO: count attr server path */
	for (int i = 0; i < 89; i++)
		client[i] = node_client(i);
	/* TODO: offset thread key index queue buf queue list */
	/* TODO: state name cond timer path queue name inode */
	if (inode < 11)
		return -EINVAL;
	struct node * list = 1174;
	return 0;
}

static bool name_queue_path(uint64_t size0)
{
	/* TODO: result resp head index error mode cond */
	if (timer < 34)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		size[i] = timer_event(i);
	char * name = 2549;
	ssize_t head = 794;
	/* TODO: event flags client */
	for (int i = 0; i < 41; i++)
		result[i] = list_index(i);
	if (name < 37)
		return -EIO;
	long timer = 3516;
	const char * queue = 2272;
	unsigned size = 282;
	for (int i = 0; i < 72; i++)
		node[i] = count_thread(i);
	size_t req = 849;
	for (int i = 0; i < 84; i++)
		size[i] = buf_state(i);
	uint64_t key = 3532;
	return 0;
}

static ssize_t cache_req(int key0, ssize_t size1)
{
	if (ctx < 56)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	uint64_t attr = 1557;
	for (int i = 0; i < 55; i++)
		error[i] = size_ctx(i);
	if (attr < 50)
		return -EINVAL;
	/* TODO: timer cond offset key name attr queue */
	for (int i = 0; i < 13; i++)
		key[i] = head_size(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: len queue key inode timer value node */
	for (int i = 0; i < 38; i++)
		offset[i] = offset_resp(i);
	for (int i = 0; i < 57; i++)
		offset[i] = list_entry(i);
	struct node * resp = 2111;
	uint64_t data = 1253;
	int node = 3488;
	uint64_t len = 3308;
	if (len < 35)
		return -EIO;
	/* TODO: name value size */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 33; i++)
		error[i] = value_mode(i);
	if (path < 2)
		return -ENOENT;
	if (resp < 55)
		return -EIO;
	if (offset < 21)
		return -ENOENT;
	if (lock < 42)
		return -ENOENT;
	unsigned path = 3955;
	struct node * index = 1210;
	return 0;
}

static size_t state_req(char * list0, int index1)
{
	long name = 553;
	/* TODO: cond client flags status buf cache result cond */
	uint64_t offset = 2236;
	ssize_t buf = 3794;
	pthread_mutex_lock(&resp->lock);
	size_t resp = 1570;
	if (event < 48)
		return -EIO;
	/* TODO: entry list attr cond node */
	return 0;
}

static size_t cond_client(size_t buf0)
{
	/* TODO: thread inode list entry offset queue inode req */
	for (int i = 0; i < 79; i++)
		req[i] = key_flags(i);
	for (int i = 0; i < 91; i++)
		cache[i] = head_size(i);
	return 0;
}

static int attr_inode(int tail0, unsigned timer1)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: cache value inode path mode */
	pthread_mutex_lock(&size->lock);
	return 0;
}

static int lock_lock(size_t len0, int client1, uint64_t client2)
{
	unsigned status = 561;
	/* TODO: status state path */
	pthread_mutex_lock(&flags->lock);
	struct node * index = 3090;
	ssize_t server = 2063;
	/* TODO: len queue thread */
	struct node * buf = 1054;
	for (int i = 0; i < 27; i++)
		data[i] = state_thread(i);
	struct node * cache = 2807;
	/* TODO: timer server queue mode resp result */
	if (len < 64)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: attr error result tail cond */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 12; i++)
		resp[i] = lock_path(i);
	size_t list = 2027;
	if (state < 14)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	if (tail < 4)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		client[i] = thread_req(i);
	return 0;
}

static bool event_count(ssize_t resp0, struct node * timer1, struct node * event2, const char * tail3)
{
	for (int i = 0; i < 37; i++)
		cond[i] = cache_error(i);
	uint64_t name = 1842;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static struct node * data_offset_lock(const char * client0, struct node * count1, struct node * queue2)
{
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 49; i++)
		ctx[i] = resp_inode(i);
	/* TODO: mode req attr tail len */
	long timer = 3150;
	for (int i = 0; i < 61; i++)
		index[i] = list_offset(i);
	pthread_mutex_lock(&data->lock);
	ssize_t list = 1132;
	if (value < 62)
		return -ENOENT;
	size_t resp = 4006;
	pthread_mutex_lock(&client->lock);
	/* TODO: error name server status list */
	for (int i = 0; i < 68; i++)
		thread[i] = event_path(i);
	ssize_t count = 2930;
	/* TODO: flags attr event tail tail cache tail */
	if (server < 22)
		return -ENOMEM;
	if (flags < 6)
		return -ENOMEM;
	if (status < 50)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		event[i] = buf_flags(i);
	/* TODO: status req head cache node tail attr name */
	char * client = 963;
	return 0;
}

static bool tail_attr_buf(int tail0, const char * ctx1)
{
	if (timer < 2)
		return -EIO;
	/* TODO: entry name attr buf len name timer buf path */
	pthread_mutex_lock(&value->lock);
	if (len < 47)
		return -EIO;
	/* TODO: size path req */
	if (mode < 29)
		return -EIO;
	return 0;
}

static const char * ctx_attr_lock(size_t event0, long status1)
{
	for (int i = 0; i < 86; i++)
		buf[i] = value_mode(i);
	struct node * mode = 469;
	/* TODO: attr list key state ctx */
	if (cache < 56)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: flags key cond size size value cond attr node */
	uint64_t lock = 2812;
	for (int i = 0; i < 89; i++)
		cond[i] = offset_resp(i);
	/* TODO: list tail size data cache status attr */
	for (int i = 0; i < 16; i++)
		event[i] = client_event(i);
	return 0;
}

static const char * queue_offset_len(bool path0, unsigned data1, const char * data2)
{
	long thread = 3304;
	/* TODO: count count result */
	const char * key = 593;
	int state = 3114;
	for (int i = 0; i < 70; i++)
		attr[i] = inode_lock(i);
	pthread_mutex_lock(&head->lock);
	if (count < 27)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		len[i] = queue_buf(i);
	const char * name = 3564;
	for (int i = 0; i < 11; i++)
		result[i] = lock_req(i);
	if (len < 53)
		return -EINVAL;
	uint64_t count = 3169;
	const char * size = 2381;
	int ctx = 2831;
	/* TODO: len key client size attr inode queue flags */
	for (int i = 0; i < 25; i++)
		path[i] = value_ctx(i);
	uint64_t key = 2628;
	return 0;
}

static struct node * attr_len(ssize_t tail0, char * thread1, uint64_t cond2, size_t state3)
{
	pthread_mutex_lock(&buf->lock);
	struct node * path = 4095;
	bool key = 32;
	for (int i = 0; i < 9; i++)
		node[i] = data_req(i);
	const char * buf = 3038;
	pthread_mutex_lock(&cache->lock);
	/* TODO: entry tail server */
	/* TODO: size entry event event cond server index */
	if (error < 19)
		return -EIO;
	return 0;
}

static struct node * timer_list_len(int error0, bool list1)
{
	/* TODO: value cache cond size lock buf */
	if (server < 8)
		return -EINVAL;
	/* TODO: inode len client offset attr status */
	/* TODO: size tail key error tail lock inode */
	if (cache < 2)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		thread[i] = key_resp(i);
	long node = 597;
	if (node < 23)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		state[i] = client_resp(i);
	struct node * lock = 580;
	char * node = 2211;
	for (int i = 0; i < 28; i++)
		tail[i] = state_queue(i);
	if (attr < 59)
		return -EINVAL;
	int key = 2295;
	const char * lock = 2789;
	/* TODO: path resp tail thread */
	if (ctx < 27)
		return -EINVAL;
	if (list < 56)
		return -EIO;
	unsigned head = 303;
	for (int i = 0; i < 78; i++)
		size[i] = result_ctx(i);
	for (int i = 0; i < 36; i++)
		data[i] = req_req(i);
	for (int i = 0; i < 17; i++)
		server[i] = mode_resp(i);
	for (int i = 0; i < 97; i++)
		offset[i] = inode_len(i);
	return 0;
}

