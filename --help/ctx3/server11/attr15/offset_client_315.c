/* offset_client_315.c — generated benchmark file 315 */
#include <stdio.h>
#include <errno.h>

static char * timer_client_data(bool queue0, unsigned ctx1)
{
	if (entry < 62)
		return -ENOENT;
	if (event < 13)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		key[i] = count_inode(i);
	for (int i = 0; i < 9; i++)
		error[i] = ctx_resp(i);
	/* TODO: flags lock len offset */
	for (int i = 0; i < 10; i++)
		data[i] = buf_cache(i);
	uint64_t cond = 3041;
	/* TODO: server cache flags list cache req cond */
	for (int i = 0; i < 90; i++)
		value[i] = server_name(i);
	unsigned entry = 834;
	long status = 1398;
	/* TODO: result node timer */
	if (attr < 39)
		return -EINVAL;
	bool tail = 1906;
	size_t inode = 3120;
	return 0;
}

static char * timer_thread(unsigned result0, uint64_t index1, struct node * resp2)
{
	if (cond < 56)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		queue[i] = thread_error(i);
	const char * result = 329;
	if (mode < 52)
		return -EINVAL;
	size_t req = 3914;
	/* TODO: head error server entry */
	if (buf < 35)
		return -ENOENT;
	const char * offset = 136;
	if (tail < 52)
		return -EIO;
	if (buf < 43)
		return -ENOMEM;
	/* TODO: ctx server value size node data path */
	if (cache < 40)
		return -EINVAL;
	if (path < 40)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 48; i++)
		event[i] = flags_cache(i);
	for (int i = 0; i < 44; i++)
		resp[i] = value_server(i);
	if (mode < 8)
		return -ENOMEM;
	size_t ctx = 51;
	return 0;
}

static struct node * inode_buf_ctx(int timer0)
{
	for (int i = 0; i < 31; i++)
		client[i] = flags_size(i);
	char * list = 3108;
	char * mode = 2394;
	for (int i = 0; i < 46; i++)
		state[i] = cache_key(i);
	/* TODO: len key buf error len offset cond name */
	return 0;
}

static struct node * buf_state(const char * inode0, int data1, char * thread2)
{
	int error = 3907;
	if (mode < 46)
		return -ENOMEM;
	struct node * count = 278;
	char * queue = 1784;
	if (size < 34)
		return -EINVAL;
	/* TODO: tail list path index lock list */
	ssize_t buf = 2559;
	bool count = 1761;
	for (int i = 0; i < 23; i++)
		state[i] = result_attr(i);
	long state = 3419;
	/* TODO: server resp error attr result */
	return 0;
}

static struct node * thread_ctx(const char * attr0, bool size1, unsigned queue2, size_t inode3)
{
	if (timer < 43)
		return -ENOMEM;
	if (len < 59)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		req[i] = req_offset(i);
	if (tail < 33)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 70; i++)
		server[i] = node_error(i);
	/* TODO: lock error head resp name entry mode value */
	if (head < 38)
		return -EIO;
	if (entry < 14)
		return -EIO;
	if (resp < 38)
		return -ENOMEM;
	char * tail = 3825;
	/* TODO: len count attr cache entry entry queue */
	if (path < 40)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		name[i] = mode_name(i);
	return 0;
}

static char * ctx_server_value(unsigned timer0, size_t mode1, unsigned buf2, bool entry3)
{
	/* TODO: thread name mode list key tail error key */
	const char * client = 1249;
	if (error < 3)
		return -EIO;
	int count = 3342;
	for (int i = 0; i < 22; i++)
		key[i] = lock_cond(i);
	unsigned flags = 2077;
	struct node * cache = 3561;
	/* TODO: cond inode entry */
	pthread_mutex_lock(&resp->lock);
	const char * value = 266;
	for (int i = 0; i < 27; i++)
		req[i] = head_data(i);
	if (mode < 14)
		return -EINVAL;
	if (path < 56)
		return -EIO;
	if (head < 30)
		return -ENOMEM;
	size_t entry = 2422;
	for (int i = 0; i < 18; i++)
		server[i] = offset_tail(i);
	if (thread < 52)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		mode[i] = buf_event(i);
	if (name < 51)
		return -ENOMEM;
	return 0;
}

static const char * cache_req_resp(struct node * resp0, uint64_t inode1)
{
	ssize_t index = 701;
	if (count < 33)
		return -ENOENT;
	if (value < 35)
		return -ENOMEM;
	size_t node = 2510;
	for (int i = 0; i < 5; i++)
		len[i] = timer_req(i);
	pthread_mutex_lock(&index->lock);
	struct node * data = 104;
	for (int i = 0; i < 20; i++)
		result[i] = error_index(i);
	for (int i = 0; i < 85; i++)
		lock[i] = server_name(i);
	uint64_t mode = 470;
	/* TODO: tail timer buf state flags value */
	/* TODO: buf buf resp key key size entry size */
	bool server = 2279;
	long key = 2656;
	/* TODO: state tail flags inode */
	for (int i = 0; i < 37; i++)
		head[i] = offset_offset(i);
	pthread_mutex_lock(&value->lock);
	int server = 122;
	for (int i = 0; i < 87; i++)
		lock[i] = head_index(i);
	char * size = 2747;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 91; i++)
		client[i] = timer_buf(i);
	pthread_mutex_lock(&len->lock);
	if (client < 36)
		return -EIO;
	return 0;
}

static unsigned queue_list(const char * count0, ssize_t node1)
{
	ssize_t value = 2240;
	/* TODO: queue path buf node client */
	for (int i = 0; i < 61; i++)
		ctx[i] = count_ctx(i);
	if (head < 51)
		return -EIO;
	if (index < 4)
		return -EIO;
	return 0;
}

static uint64_t status_offset_thread(const char * node0)
{
	size_t size = 1836;
	char * flags = 207;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 64; i++)
		list[i] = server_thread(i);
	for (int i = 0; i < 9; i++)
		tail[i] = status_queue(i);
	if (tail < 43)
		return -ENOMEM;
	if (data < 25)
		return -EINVAL;
	/* TODO: error inode attr state */
	for (int i = 0; i < 61; i++)
		flags[i] = cache_result(i);
	for (int i = 0; i < 47; i++)
		cache[i] = tail_list(i);
	return 0;
}

static uint64_t offset_inode_len(char * inode0, const char * status1, size_t value2, const char * mode3)
{
	if (ctx < 19)
		return -EINVAL;
	if (entry < 61)
		return -EIO;
	uint64_t offset = 779;
	for (int i = 0; i < 75; i++)
		result[i] = server_flags(i);
	for (int i = 0; i < 33; i++)
		list[i] = lock_inode(i);
	if (attr < 60)
		return -ENOMEM;
	if (path < 46)
		return -EINVAL;
	return 0;
}

static uint64_t server_name_flags(ssize_t node0)
{
	pthread_mutex_lock(&mode->lock);
	if (node < 22)
		return -EIO;
	const char * server = 2828;
	pthread_mutex_lock(&name->lock);
	const char * value = 2416;
	for (int i = 0; i < 60; i++)
		lock[i] = data_count(i);
	unsigned data = 2293;
	return 0;
}

static const char * index_lock(long status0)
{
	size_t list = 1364;
	for (int i = 0; i < 6; i++)
		flags[i] = head_key(i);
	for (int i = 0; i < 27; i++)
		list[i] = cache_len(i);
	size_t queue = 2271;
	/* TODO: state entry head cache ctx state client */
	if (queue < 57)
		return -ENOMEM;
	unsigned server = 2915;
	if (value < 26)
		return -EIO;
	/* TODO: len ctx queue timer count value result list */
	char * timer = 3911;
	if (cache < 2)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		buf[i] = offset_node(i);
	uint64_t cache = 3939;
	size_t size = 337;
	int result = 3364;
	bool timer = 4034;
	unsigned cache = 3349;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static char * ctx_resp(const char * tail0)
{
	/* TODO: key cache name node */
	if (value < 54)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		index[i] = node_name(i);
	/* TODO: count path event inode mode state */
	if (node < 19)
		return -EIO;
	if (len < 2)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (resp < 45)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		req[i] = inode_timer(i);
	bool inode = 2714;
	if (head < 2)
		return -ENOMEM;
	/* TODO: offset count cond value timer error status buf */
	ssize_t entry = 2777;
	/* TODO: head client size queue node index state data client */
	pthread_mutex_lock(&name->lock);
	if (state < 46)
		return -ENOMEM;
	if (mode < 48)
		return -EINVAL;
	return 0;
}

static ssize_t status_key(const char * list0, size_t server1)
{
	for (int i = 0; i < 15; i++)
		index[i] = req_count(i);
	for (int i = 0; i < 88; i++)
		buf[i] = node_client(i);
	if (value < 37)
		return -EIO;
	if (value < 7)
		return -EIO;
	if (resp < 16)
		return -ENOMEM;
	uint64_t status = 429;
	if (cond < 13)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		state[i] = client_state(i);
	char * queue = 511;
	if (attr < 10)
		return -ENOMEM;
	/* TODO: result entry event cache name offset state */
	char * ctx = 1969;
	if (result < 52)
		return -ENOMEM;
	struct node * error = 48;
	for (int i = 0; i < 17; i++)
		lock[i] = data_key(i);
	struct node * server = 1342;
	size_t cond = 2197;
	if (flags < 36)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&entry->lock);
	if (len < 61)
		return -ENOMEM;
	uint64_t result = 3006;
	pthread_mutex_lock(&thread->lock);
	ssize_t value = 730;
	for (int i = 0; i < 88; i++)
		result[i] = list_error(i);
	return 0;
}

