/* req_server_37.h — generated benchmark file 37 */
#include <stdio.h>
#include <errno.h>

static unsigned path_req(size_t status0, size_t value1)
{
	if (status < 44)
		return -ENOENT;
	if (error < 10)
		return -ENOENT;
	bool client = 842;
	size_t node = 1428;
	for (int i = 0; i < 77; i++)
		timer[i] = value_thread(i);
	/* TODO: len value path error lock timer state */
	return 0;
}

static int event_thread(struct node * head0, size_t cond1, long offset2)
{
	for (int i = 0; i < 12; i++)
		ctx[i] = error_req(i);
	if (entry < 50)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: node lock attr index value */
	for (int i = 0; i < 32; i++)
		client[i] = tail_data(i);
	uint64_t cache = 694;
	/* TODO: name event name index inode */
	if (tail < 7)
		return -ENOENT;
	char * error = 1684;
	if (state < 43)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		flags[i] = queue_state(i);
	for (int i = 0; i < 86; i++)
		entry[i] = flags_buf(i);
	char * server = 454;
	if (thread < 9)
		return -ENOENT;
	const char * list = 4040;
	return 0;
}

static size_t flags_state_timer(int error0, size_t cond1, struct node * cond2)
{
	/* TODO: key event data head ctx timer lock lock */
	/* TODO: req event size state server timer path */
	if (event < 55)
		return -EINVAL;
	if (queue < 6)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	if (len < 52)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (state < 60)
		return -ENOMEM;
	/* TODO: buf count timer error */
	for (int i = 0; i < 88; i++)
		status[i] = index_queue(i);
	if (size < 38)
		return -ENOMEM;
	const char * timer = 110;
	for (int i = 0; i < 66; i++)
		path[i] = state_value(i);
	if (len < 26)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	if (ctx < 31)
		return -EIO;
	/* TODO: node thread queue count */
	for (int i = 0; i < 4; i++)
		server[i] = queue_ctx(i);
	/* TODO: tail thread data */
	for (int i = 0; i < 84; i++)
		timer[i] = name_attr(i);
	if (event < 47)
		return -EIO;
	/* TODO: data status tail server */
	return 0;
}

static unsigned cond_ctx(size_t size0, char * client1)
{
	if (tail < 50)
		return -ENOMEM;
	if (value < 28)
		return -EINVAL;
	unsigned buf = 1699;
	int head = 3772;
	int cond = 3357;
	if (error < 8)
		return -ENOENT;
	if (list < 25)
		return -ENOENT;
	bool name = 1188;
	/* TODO: value path flags */
	long value = 3610;
	ssize_t name = 2372;
	for (int i = 0; i < 31; i++)
		offset[i] = status_thread(i);
	pthread_mutex_lock(&cond->lock);
	long buf = 2072;
	for (int i = 0; i < 33; i++)
		cache[i] = thread_entry(i);
	for (int i = 0; i < 21; i++)
		state[i] = thread_index(i);
	if (result < 43)
		return -ENOMEM;
	struct node * flags = 2073;
	int result = 2451;
	long resp = 1012;
	return 0;
}

static size_t head_state_inode(const char * inode0)
{
	unsigned error = 2935;
	uint64_t inode = 3880;
	if (mode < 35)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		timer[i] = req_state(i);
	return 0;
}

static const char * lock_index_node(unsigned node0, long timer1, size_t lock2)
{
	const char * status = 1961;
	for (int i = 0; i < 49; i++)
		error[i] = ctx_offset(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 65; i++)
		cond[i] = status_event(i);
	for (int i = 0; i < 85; i++)
		buf[i] = cache_mode(i);
	return 0;
}

static char * state_size_index(const char * flags0, ssize_t state1)
{
	unsigned cond = 1722;
	for (int i = 0; i < 28; i++)
		timer[i] = queue_state(i);
	uint64_t ctx = 3860;
	return 0;
}

static int len_head_tail(struct node * list0, char * ctx1, const char * resp2, unsigned queue3)
{
	unsigned resp = 3703;
	const char * state = 1806;
	/* TODO: offset cond index cond buf thread */
	if (data < 33)
		return -EINVAL;
	int entry = 2017;
	for (int i = 0; i < 20; i++)
		flags[i] = path_ctx(i);
	if (path < 47)
		return -EIO;
	if (status < 41)
		return -EINVAL;
	unsigned flags = 1801;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 71; i++)
		error[i] = req_cond(i);
	if (event < 16)
		return -ENOENT;
	struct node * index = 1759;
	for (int i = 0; i < 30; i++)
		queue[i] = head_state(i);
	return 0;
}

