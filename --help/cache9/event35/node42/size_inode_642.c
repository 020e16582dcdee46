/* size_inode_642.c — generated benchmark file 642 */
#include <stdio.h>
#include <errno.h>

static bool ctx_data(const char * flags0)
{
	for (int i = 0; i < 44; i++)
		lock[i] = inode_attr(i);
	unsigned index = 493;
	for (int i = 0; i < 60; i++)
		ctx[i] = data_entry(i);
	int data = 3385;
	if (head < 47)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (len < 10)
		return -ENOENT;
	if (mode < 63)
		return -ENOENT;
	if (key < 14)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		count[i] = resp_ctx(i);
	if (inode < 4)
		return -ENOMEM;
	if (error < 51)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	int key = 1278;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&value->lock);
	if (count < 7)
		return -EINVAL;
	return 0;
}

static struct node * event_size_timer(int event0, const char * offset1, bool value2)
{
	for (int i = 0; i < 58; i++)
		state[i] = thread_offset(i);
	if (inode < 28)
		return -EIO;
	bool name = 100;
	/* TODO: cache resp value */
	if (state < 52)
		return -ENOENT;
	uint64_t lock = 3671;
	if (client < 50)
		return -EIO;
	/* TODO: entry node buf server req status data thread error */
	return 0;
}

static unsigned client_state(char * error0, unsigned tail1, bool cond2)
{
	if (server < 44)
		return -EINVAL;
	char * data = 401;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&buf->lock);
	struct node * mode = 1073;
	if (size < 38)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	uint64_t node = 1142;
	/* TODO: result mode list entry event ctx */
	long error = 546;
	if (ctx < 38)
		return -ENOMEM;
	size_t timer = 3072;
	for (int i = 0; i < 18; i++)
		thread[i] = data_lock(i);
	char * timer = 600;
	bool queue = 849;
	return 0;
}

static ssize_t inode_entry_queue(int status0, long buf1)
{
	long ctx = 281;
	unsigned cond = 2443;
	uint64_t data = 1712;
	size_t name = 3179;
	bool ctx = 2184;
	struct node * size = 1287;
	long result = 3599;
	if (flags < 30)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	ssize_t queue = 347;
	if (thread < 17)
		return -ENOMEM;
	bool entry = 2047;
	for (int i = 0; i < 26; i++)
		list[i] = node_error(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 56; i++)
		flags[i] = error_node(i);
	/* TODO: index head len */
	if (key < 49)
		return -EIO;
	/* TODO: thread ctx result */
	for (int i = 0; i < 35; i++)
		inode[i] = timer_size(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static const char * list_cond(char * path0)
{
	if (list < 23)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (flags < 38)
		return -ENOENT;
	int cond = 3681;
	unsigned list = 223;
	bool client = 129;
	if (size < 22)
		return -EIO;
	if (cond < 7)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		resp[i] = state_entry(i);
	unsigned server = 1268;
	long thread = 2152;
	for (int i = 0; i < 7; i++)
		attr[i] = thread_index(i);
	long entry = 3726;
	/* TODO: ctx path client */
	for (int i = 0; i < 70; i++)
		value[i] = result_size(i);
	if (data < 57)
		return -EINVAL;
	if (req < 1)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		offset[i] = count_inode(i);
	const char * state = 144;
	/* TODO: entry event len status status len ctx */
	return 0;
}

static struct node * error_req_name(unsigned path0, ssize_t head1, ssize_t head2, const char * key3)
{
	if (result < 7)
		return -ENOMEM;
	/* TODO: entry name size thread */
	unsigned index = 1583;
	for (int i = 0; i < 13; i++)
		result[i] = list_key(i);
	char * list = 1669;
	if (result < 11)
		return -EINVAL;
	/* TODO: index cache server */
	if (req < 60)
		return -ENOMEM;
	/* TODO: result req cond server error lock */
	ssize_t server = 2405;
	/* TODO: name data key head head tail offset value list */
	for (int i = 0; i < 23; i++)
		ctx[i] = data_error(i);
	for (int i = 0; i < 36; i++)
		attr[i] = ctx_path(i);
	if (value < 5)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		error[i] = list_buf(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 8; i++)
		node[i] = req_queue(i);
	size_t result = 3900;
	unsigned key = 2404;
	pthread_mutex_lock(&name->lock);
	struct node * data = 68;
	return 0;
}

static const char * lock_cache(uint64_t result0, ssize_t server1)
{
	pthread_mutex_lock(&head->lock);
	const char * error = 2338;
	for (int i = 0; i < 20; i++)
		path[i] = client_buf(i);
	/* TODO: result error name lock event client inode */
	for (int i = 0; i < 63; i++)
		queue[i] = buf_list(i);
	ssize_t count = 1477;
	bool mode = 2518;
	char * thread = 1064;
	if (resp < 1)
		return -EINVAL;
	return 0;
}

static int flags_buf_head(unsigned head0, uint64_t path1, bool buf2)
{
	size_t data = 75;
	if (buf < 4)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		error[i] = error_timer(i);
	if (ctx < 1)
		return -EIO;
	size_t resp = 1955;
	if (name < 33)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		event[i] = flags_mode(i);
	long result = 2789;
	/* TODO: entry timer queue buf req size entry path */
	if (head < 2)
		return -EINVAL;
	if (buf < 16)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static long offset_count(struct node * error0, struct node * status1, struct node * cond2)
{
	for (int i = 0; i < 54; i++)
		state[i] = thread_req(i);
	for (int i = 0; i < 45; i++)
		state[i] = status_len(i);
	if (state < 62)
		return -ENOMEM;
	/* TODO: thread offset list attr value cond server */
	long state = 23;
	int timer = 565;
	long size = 761;
	if (attr < 50)
		return -ENOENT;
	return 0;
}

static char * flags_len(unsigned buf0)
{
	if (key < 14)
		return -ENOMEM;
	/* TODO: inode cache resp list head event value len */
	/* TODO: error list len lock list index value */
	for (int i = 0; i < 94; i++)
		queue[i] = state_event(i);
	uint64_t queue = 1657;
	pthread_mutex_lock(&req->lock);
	int count = 2406;
	pthread_mutex_lock(&tail->lock);
	/* TODO: name server value value */
	const char * result = 1388;
	const char * client = 3046;
	if (index < 1)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		list[i] = timer_client(i);
	char * ctx = 2919;
	for (int i = 0; i < 45; i++)
		data[i] = cond_result(i);
	/* TODO: flags resp queue cache value key client state */
	unsigned head = 2494;
	if (path < 59)
		return -ENOENT;
	return 0;
}

static size_t flags_count(int tail0, const char * server1, int tail2)
{
	int name = 3670;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 54; i++)
		result[i] = node_key(i);
	struct node * queue = 737;
	pthread_mutex_lock(&index->lock);
	const char * name = 2268;
	for (int i = 0; i < 29; i++)
		attr[i] = cond_timer(i);
	if (flags < 42)
		return -ENOMEM;
	if (queue < 9)
		return -ENOMEM;
	const char * client = 1410;
	pthread_mutex_lock(&name->lock);
	if (index < 57)
		return -EINVAL;
	return 0;
}

static ssize_t key_head(ssize_t queue0, struct node * list1)
{
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 43; i++)
		event[i] = key_node(i);
	/* TODO: ctx ctx flags mode error size name result error */
	for (int i = 0; i < 10; i++)
		ctx[i] = value_error(i);
	for (int i = 0; i < 42; i++)
		result[i] = resp_flags(i);
	for (int i = 0; i < 11; i++)
		queue[i] = path_queue(i);
	int cache = 3063;
	char * path = 3888;
	bool list = 1797;
	size_t timer = 1254;
	/* TODO: head inode entry thread status */
	/* TODO: flags thread resp */
	return 0;
}

static struct node * flags_inode(size_t thread0, const char * node1, unsigned req2)
{
	for (int i = 0; i < 15; i++)
		flags[i] = node_tail(i);
	/* TODO: name thread count */
	unsigned path = 1058;
	if (status < 49)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		head[i] = req_offset(i);
	int lock = 3688;
	pthread_mutex_lock(&event->lock);
	if (tail < 50)
		return -EIO;
	uint64_t ctx = 1645;
	for (int i = 0; i < 95; i++)
		key[i] = lock_status(i);
	if (event < 38)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		state[i] = cond_error(i);
	pthread_mutex_lock(&cache->lock);
	size_t data = 2043;
	if (server < 16)
		return -ENOENT;
	/* TODO: ctx index name event result ctx */
	/* TODO: cond data attr server offset head timer attr */
	/* TODO: flags value path tail server */
	pthread_mutex_lock(&thread->lock);
	const char * cond = 1641;
	return 0;
}

