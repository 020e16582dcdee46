/* value_node_482.h — generated benchmark file 482 */
#include <stdio.h>
#include <errno.h>

static long ctx_cache(size_t len0, const char * flags1)
{
	/* TODO: head value attr */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: mode ctx state ctx node resp tail cache */
	if (client < 17)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		list[i] = server_mode(i);
	if (value < 4)
		return -ENOMEM;
	if (path < 5)
		return -EINVAL;
	uint64_t tail = 2830;
	return 0;
}

static struct node * path_name(int state0, struct node * result1, char * buf2)
{
	if (state < 39)
		return -EINVAL;
	const char * key = 3703;
	size_t cache = 3236;
	for (int i = 0; i < 46; i++)
		lock[i] = event_server(i);
	if (state < 59)
		return -EINVAL;
	if (buf < 35)
		return -EINVAL;
	struct node * len = 1355;
	pthread_mutex_lock(&state->lock);
	const char * len = 1185;
	for (int i = 0; i < 76; i++)
		count[i] = req_index(i);
	const char * resp = 332;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 35; i++)
		lock[i] = req_entry(i);
	int state = 3987;
	for (int i = 0; i < 99; i++)
		req[i] = size_size(i);
	/* TODO: event resp cache len mode offset queue lock server */
	return 0;
}

static const char * entry_client(bool size0, size_t lock1, const char * error2)
{
	unsigned path = 3373;
	if (cache < 30)
		return -ENOMEM;
	char * event = 524;
	uint64_t entry = 805;
	pthread_mutex_lock(&offset->lock);
	struct node * inode = 2626;
	pthread_mutex_lock(&node->lock);
	ssize_t state = 1533;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 45; i++)
		name[i] = server_buf(i);
	if (client < 15)
		return -EIO;
	unsigned path = 3283;
	for (int i = 0; i < 55; i++)
		data[i] = list_mode(i);
	if (attr < 34)
		return -EIO;
	return 0;
}

static long list_head_index(int name0, int ctx1)
{
	if (path < 46)
		return -ENOENT;
	unsigned queue = 135;
	size_t entry = 694;
	/* TODO: error len state head path thread buf timer */
	pthread_mutex_lock(&entry->lock);
	size_t index = 470;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 9; i++)
		client[i] = buf_count(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static int client_attr(uint64_t size0, char * data1, ssize_t attr2)
{
	if (list < 40)
		return -EINVAL;
	long mode = 431;
	if (list < 59)
		return -EIO;
	for (int i = 0; i < 4; i++)
		inode[i] = tail_cond(i);
	return 0;
}

static const char * state_head_offset(unsigned flags0, unsigned resp1)
{
	/* TODO: entry count inode state attr size thread */
	for (int i = 0; i < 89; i++)
		inode[i] = head_value(i);
	/* TODO: key value path timer queue */
	if (attr < 23)
		return -ENOENT;
	/* TODO: timer mode attr tail req key mode ctx */
	if (index < 5)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		entry[i] = data_lock(i);
	if (tail < 16)
		return -ENOMEM;
	if (flags < 47)
		return -EIO;
	if (lock < 41)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		ctx[i] = inode_server(i);
	const char * server = 2341;
	/* TODO: thread value cond resp offset */
	if (tail < 33)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	char * name = 1617;
	return 0;
}

static struct node * index_name_len(const char * tail0, size_t attr1, ssize_t tail2)
{
	bool thread = 2776;
	long inode = 2404;
	size_t event = 831;
	if (attr < 9)
		return -EIO;
	ssize_t size = 1816;
	size_t path = 2468;
	ssize_t status = 1212;
	return 0;
}

static size_t state_client(int queue0, const char * node1, unsigned node2)
{
	/* TODO: mode size entry resp event tail */
	/* TODO: list len name queue client path ctx */
	if (event < 50)
		return -ENOMEM;
	if (mode < 39)
		return -ENOMEM;
	if (head < 18)
		return -ENOMEM;
	/* TODO: attr index queue list */
	/* TODO: attr path status key client error cond */
	long cond = 2291;
	if (event < 50)
		return -ENOMEM;
	bool path = 2486;
	for (int i = 0; i < 88; i++)
		ctx[i] = size_cond(i);
	if (inode < 55)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		resp[i] = client_entry(i);
	char * result = 97;
	struct node * thread = 3125;
	for (int i = 0; i < 98; i++)
		error[i] = result_queue(i);
	for (int i = 0; i < 71; i++)
		count[i] = tail_tail(i);
	for (int i = 0; i < 58; i++)
		entry[i] = error_server(i);
	return 0;
}

static long path_client_status(struct node * mode0)
{
	unsigned tail = 2594;
	if (timer < 27)
		return -ENOMEM;
	if (offset < 9)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	if (len < 58)
		return -EINVAL;
	/* TODO: cache data offset */
	pthread_mutex_lock(&req->lock);
	long timer = 2014;
	return 0;
}

static uint64_t error_value_status(struct node * queue0, struct node * cond1)
{
	if (value < 24)
		return -EIO;
	for (int i = 0; i < 66; i++)
		timer[i] = tail_index(i);
	struct node * attr = 1643;
	for (int i = 0; i < 13; i++)
		cond[i] = lock_cond(i);
	char * event = 3230;
	/* TODO: mode entry size */
	pthread_mutex_lock(&inode->lock);
	char * key = 1713;
	if (inode < 36)
		return -ENOMEM;
	size_t name = 2123;
	return 0;
}

static int result_cond(uint64_t path0, struct node * path1, char * data2, ssize_t attr3)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 44; i++)
		ctx[i] = attr_node(i);
	/* TODO: index path event data event queue size */
	for (int i = 0; i < 3; i++)
		server[i] = cache_resp(i);
	if (timer < 44)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		head[i] = size_mode(i);
	int inode = 3006;
	bool entry = 3876;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 60; i++)
		buf[i] = req_head(i);
	size_t count = 1486;
	return 0;
}

static unsigned result_value_cache(long resp0, char * event1, struct node * resp2)
{
	int buf = 860;
	/* TODO: tail state size path */
	unsigned event = 1109;
	if (event < 23)
		return -ENOMEM;
	if (index < 24)
		return -EINVAL;
	if (error < 9)
		return -ENOMEM;
	if (index < 27)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		tail[i] = inode_error(i);
	return 0;
}

static struct node * ctx_value(int flags0, size_t path1, ssize_t path2, bool entry3)
{
	/* TODO: node status state state len */
	for (int i = 0; i < 80; i++)
		key[i] = size_buf(i);
	for (int i = 0; i < 34; i++)
		name[i] = inode_mode(i);
	return 0;
}

static const char * data_req_index(unsigned result0)
{
	/* TODO: list timer name req server timer path index */
	for (int i = 0; i < 61; i++)
		cache[i] = tail_node(i);
	char * tail = 3965;
	for (int i = 0; i < 14; i++)
		cache[i] = count_size(i);
	unsigned client = 1120;
	/* TODO: mode client mode offset tail queue */
	if (data < 3)
		return -EINVAL;
	/* TODO: head node buf key error attr entry event tail */
	pthread_mutex_lock(&entry->lock);
	if (queue < 40)
		return -ENOENT;
	if (event < 9)
		return -EIO;
	struct node * req = 1666;
	uint64_t offset = 2293;
	for (int i = 0; i < 37; i++)
		status[i] = ctx_result(i);
	pthread_mutex_lock(&cond->lock);
	if (status < 31)
		return -EINVAL;
	return 0;
}

static char * ctx_attr_list(ssize_t timer0, int inode1)
{
	pthread_mutex_lock(&count->lock);
	if (resp < 8)
		return -ENOENT;
	if (resp < 47)
		return -ENOENT;
	bool value = 2272;
	unsigned thread = 2195;
	const char * ctx = 1937;
	if (req < 35)
		return -ENOENT;
	if (head < 54)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		req[i] = lock_entry(i);
	pthread_mutex_lock(&count->lock);
	if (head < 31)
		return -EINVAL;
	/* TODO: server cond node */
	if (timer < 50)
		return -ENOENT;
	if (state < 43)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	size_t entry = 2334;
	if (cache < 3)
		return -EIO;
	size_t flags = 4050;
	if (len < 62)
		return -ENOMEM;
	uint64_t mode = 1484;
	/* TODO: index key result queue queue mode attr inode */
	return 0;
}

static unsigned size_key(int node0, int count1, char * status2)
{
	pthread_mutex_lock(&timer->lock);
	if (index < 8)
		return -ENOENT;
	if (attr < 14)
		return -EINVAL;
	const char * count = 392;
	const char * server = 1378;
	pthread_mutex_lock(&thread->lock);
	if (name < 12)
		return -ENOMEM;
	if (mode < 33)
		return -ENOENT;
	if (req < 7)
		return -EIO;
	if (list < 15)
		return -EINVAL;
	size_t error = 2165;
	bool name = 2075;
	if (offset < 4)
		return -EINVAL;
	if (client < 15)
		return -ENOMEM;
	return 0;
}

