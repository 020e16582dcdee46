/* key_status_515.c — generated benchmark file 515 */
#include <stdio.h>
#include <errno.h>

static int cache_node(bool server0, int error1)
{
	/* TODO: head resp ctx server */
	long flags = 2923;
	if (resp < 24)
		return -EINVAL;
	if (size < 59)
		return -ENOMEM;
	/* TODO: inode attr error offset */
	uint64_t value = 2976;
	if (key < 29)
		return -EIO;
	for (int i = 0; i < 93; i++)
		mode[i] = queue_ctx(i);
	char * attr = 1751;
	struct node * status = 107;
	if (count < 26)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		entry[i] = timer_cond(i);
	/* TODO: queue lock server timer queue */
	for (int i = 0; i < 43; i++)
		cache[i] = server_key(i);
	if (list < 9)
		return -EIO;
	for (int i = 0; i < 37; i++)
		entry[i] = name_error(i);
	for (int i = 0; i < 22; i++)
		len[i] = offset_status(i);
	size_t index = 1130;
	pthread_mutex_lock(&cond->lock);
	int data = 1340;
	return 0;
}

static ssize_t ctx_entry(uint64_t list0, long ctx1, long resp2, ssize_t count3)
{
	if (node < 4)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		result[i] = name_len(i);
	for (int i = 0; i < 10; i++)
		error[i] = count_cache(i);
	return 0;
}

static size_t queue_req(uint64_t resp0, int req1, int ctx2, const char * queue3)
{
	if (list < 49)
		return -ENOMEM;
	if (error < 23)
		return -EINVAL;
	if (ctx < 34)
		return -ENOENT;
	if (result < 40)
		return -ENOMEM;
	bool state = 298;
	size_t name = 2281;
	size_t size = 3962;
	struct node * list = 2176;
	const char * mode = 327;
	uint64_t key = 815;
	size_t state = 2321;
	struct node * req = 1003;
	pthread_mutex_lock(&attr->lock);
	uint64_t result = 3741;
	/* TODO: inode value name resp */
	for (int i = 0; i < 87; i++)
		server[i] = result_name(i);
	if (lock < 46)
		return -ENOMEM;
	if (tail < 19)
		return -ENOMEM;
	if (index < 35)
		return -ENOENT;
	const char * result = 934;
	pthread_mutex_lock(&tail->lock);
	/* TODO: name result event head queue attr data len ctx */
	if (status < 34)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		index[i] = queue_list(i);
	if (offset < 13)
		return -ENOENT;
	return 0;
}

static bool count_name_cache(bool offset0, char * head1, char * queue2, long len3)
{
	/* TODO: flags flags mode queue key queue attr */
	/* TODO: state attr result buf entry flags data state */
	pthread_mutex_lock(&offset->lock);
	if (error < 5)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		queue[i] = offset_result(i);
	/* TODO: inode error status cache */
	return 0;
}

static struct node * attr_index(long status0, long queue1)
{
	ssize_t status = 2200;
	for (int i = 0; i < 12; i++)
		mode[i] = list_key(i);
	for (int i = 0; i < 16; i++)
		tail[i] = buf_client(i);
	if (flags < 36)
		return -EINVAL;
	if (attr < 28)
		return -EIO;
	return 0;
}

static long ctx_len(struct node * path0, struct node * key1, uint64_t cond2)
{
	char * inode = 3531;
	uint64_t resp = 3028;
	for (int i = 0; i < 52; i++)
		server[i] = status_state(i);
	for (int i = 0; i < 54; i++)
		thread[i] = event_state(i);
	/* TODO: cond result event resp cond result mode */
	if (value < 62)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		event[i] = offset_head(i);
	ssize_t name = 2187;
	if (lock < 56)
		return -ENOMEM;
	size_t list = 1160;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 95; i++)
		thread[i] = cond_inode(i);
	if (thread < 43)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		resp[i] = value_len(i);
	long state = 556;
	if (state < 19)
		return -EIO;
	unsigned server = 167;
	for (int i = 0; i < 11; i++)
		status[i] = server_len(i);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static unsigned lock_node_data(char * mode0)
{
	if (cache < 22)
		return -EINVAL;
	if (offset < 52)
		return -EIO;
	for (int i = 0; i < 57; i++)
		cond[i] = len_entry(i);
	size_t server = 857;
	for (int i = 0; i < 47; i++)
		len[i] = ctx_lock(i);
	if (flags < 9)
		return -ENOENT;
	return 0;
}

static uint64_t resp_state_error(struct node * mode0, long resp1, ssize_t cache2, long node3)
{
	if (event < 25)
		return -EIO;
	for (int i = 0; i < 61; i++)
		offset[i] = name_tail(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 78; i++)
		head[i] = value_tail(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 84; i++)
		node[i] = tail_thread(i);
	if (tail < 2)
		return -ENOENT;
	int ctx = 3879;
	if (count < 17)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	const char * index = 3636;
	int error = 3247;
	for (int i = 0; i < 21; i++)
		state[i] = client_state(i);
	return 0;
}

static size_t client_event_inode(bool key0, int path1)
{
	/* TODO: error index data buf index mode inode lock list */
	pthread_mutex_lock(&tail->lock);
	bool state = 11;
	pthread_mutex_lock(&result->lock);
	int flags = 3970;
	return 0;
}

static bool ctx_name(size_t req0, struct node * list1)
{
	/* TODO: flags path size entry offset list list value */
	for (int i = 0; i < 35; i++)
		tail[i] = count_event(i);
	for (int i = 0; i < 65; i++)
		thread[i] = offset_list(i);
	for (int i = 0; i < 98; i++)
		count[i] = resp_client(i);
	int data = 516;
	for (int i = 0; i < 27; i++)
		ctx[i] = size_list(i);
	if (count < 28)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (client < 63)
		return -EINVAL;
	uint64_t flags = 1392;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static ssize_t offset_thread_error(ssize_t attr0, unsigned buf1, ssize_t mode2, ssize_t server3)
{
	size_t offset = 1672;
	uint64_t offset = 1490;
	pthread_mutex_lock(&size->lock);
	/* TODO: client lock timer server inode head count mode */
	if (key < 11)
		return -ENOMEM;
	if (inode < 8)
		return -EIO;
	struct node * buf = 2320;
	for (int i = 0; i < 12; i++)
		name[i] = inode_count(i);
	/* TODO: cond attr flags tail data error */
	size_t req = 1734;
	pthread_mutex_lock(&buf->lock);
	if (queue < 20)
		return -ENOENT;
	return 0;
}

static unsigned server_client(size_t status0, size_t node1)
{
	pthread_mutex_lock(&state->lock);
	char * list = 218;
	/* TODO: node inode attr attr index state */
	if (list < 47)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		result[i] = key_len(i);
	return 0;
}

static bool resp_server(unsigned count0, long count1, ssize_t lock2)
{
	ssize_t server = 1157;
	for (int i = 0; i < 77; i++)
		size[i] = name_entry(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: error tail queue state ctx lock data buf */
	if (path < 25)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&result->lock);
	size_t node = 1392;
	long head = 2093;
	size_t flags = 2686;
	for (int i = 0; i < 90; i++)
		attr[i] = client_lock(i);
	bool queue = 2354;
	if (client < 1)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		result[i] = state_state(i);
	return 0;
}

static ssize_t queue_server(size_t resp0, unsigned entry1, const char * tail2)
{
	/* TODO: thread event name state timer count lock flags */
	size_t lock = 67;
	for (int i = 0; i < 79; i++)
		list[i] = lock_data(i);
	return 0;
}

static struct node * cache_status_name(long node0)
{
	for (int i = 0; i < 32; i++)
		state[i] = name_node(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: path status tail server */
	pthread_mutex_lock(&state->lock);
	return 0;
}

static int req_attr_cache(ssize_t value0, size_t path1, bool ctx2)
{
	for (int i = 0; i < 45; i++)
		path[i] = count_offset(i);
	/* TODO: key event count event result */
	/* TODO: queue lock entry cache count ctx thread client error */
	for (int i = 0; i < 76; i++)
		path[i] = data_size(i);
	if (client < 32)
		return -EIO;
	uint64_t key = 2729;
	/* TODO: mode flags resp error state node */
	long status = 2081;
	for (int i = 0; i < 84; i++)
		state[i] = attr_list(i);
	for (int i = 0; i < 63; i++)
		mode[i] = name_queue(i);
	if (value < 18)
		return -ENOENT;
	/* TODO: cache client flags */
	if (attr < 13)
		return -EINVAL;
	struct node * tail = 2921;
	pthread_mutex_lock(&index->lock);
	if (path < 58)
		return -EINVAL;
	int head = 2493;
	const char * req = 1485;
	if (size < 19)
		return -ENOMEM;
	/* TODO: client value inode server req inode server event */
	return 0;
}

