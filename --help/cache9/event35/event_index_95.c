/* event_index_95.c — generated benchmark file 95 */
#include <stdio.h>
#include <errno.h>

static bool count_len_cache(const char * attr0, const char * result1, char * node2, size_t attr3)
{
	long node = 3988;
	if (error < 11)
		return -EINVAL;
	if (name < 60)
		return -ENOMEM;
	if (tail < 19)
		return -ENOMEM;
	/* TODO: status cond mode flags tail result */
	uint64_t head = 999;
	size_t attr = 408;
	return 0;
}

static char * ctx_offset(ssize_t size0, ssize_t data1, uint64_t server2)
{
	long lock = 542;
	if (result < 47)
		return -ENOMEM;
	uint64_t error = 2875;
	bool list = 1407;
	/* TODO: count resp status list */
	for (int i = 0; i < 18; i++)
		state[i] = timer_buf(i);
	return 0;
}

static ssize_t value_attr_size(unsigned event0)
{
	/* TODO: cond list result index size name list path */
	if (head < 52)
		return -ENOMEM;
	int index = 239;
	if (resp < 59)
		return -EIO;
	/* TODO: name thread status */
	if (entry < 31)
		return -EIO;
	if (server < 36)
		return -ENOENT;
	/* TODO: result queue list len index entry tail node ctx */
	/* TODO: state timer len */
	for (int i = 0; i < 49; i++)
		data[i] = flags_list(i);
	ssize_t node = 1627;
	/* TODO: status count data ctx error data */
	for (int i = 0; i < 36; i++)
		server[i] = thread_list(i);
	int queue = 1176;
	const char * tail = 2729;
	for (int i = 0; i < 70; i++)
		event[i] = size_req(i);
	struct node * head = 3607;
	if (len < 14)
		return -ENOMEM;
	const char * node = 2111;
	if (name < 6)
		return -ENOENT;
	size_t key = 3772;
	if (error < 17)
		return -ENOMEM;
	size_t status = 207;
	if (server < 3)
		return -ENOMEM;
	return 0;
}

static const char * mode_mode(unsigned status0, size_t node1, struct node * client2)
{
	unsigned error = 2305;
	if (state < 15)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		count[i] = index_timer(i);
	if (list < 58)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		head[i] = count_cache(i);
	if (event < 29)
		return -ENOENT;
	int error = 750;
	/* TODO: req event error */
	/* TODO: queue thread data cache count client */
	struct node * result = 445;
	for (int i = 0; i < 36; i++)
		value[i] = result_offset(i);
	for (int i = 0; i < 26; i++)
		state[i] = tail_count(i);
	const char * cache = 2309;
	/* TODO: index thread count state */
	bool inode = 2420;
	long value = 2554;
	pthread_mutex_lock(&client->lock);
	long inode = 3448;
	return 0;
}

static ssize_t client_state(size_t status0)
{
	if (name < 40)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	long inode = 723;
	if (server < 27)
		return -ENOENT;
	size_t state = 362;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 70; i++)
		mode[i] = attr_count(i);
	if (server < 60)
		return -ENOENT;
	long size = 4060;
	ssize_t timer = 1634;
	for (int i = 0; i < 31; i++)
		mode[i] = state_mode(i);
	if (error < 38)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	unsigned size = 825;
	long entry = 1312;
	uint64_t tail = 3798;
	char * value = 1475;
	for (int i = 0; i < 4; i++)
		tail[i] = lock_ctx(i);
	for (int i = 0; i < 67; i++)
		index[i] = inode_len(i);
	if (tail < 53)
		return -ENOMEM;
	return 0;
}

static bool key_attr(unsigned size0, long queue1, char * count2, size_t tail3)
{
	for (int i = 0; i < 40; i++)
		path[i] = attr_value(i);
	if (flags < 35)
		return -ENOENT;
	char * entry = 3733;
	/* TODO: key event thread cache node */
	/* TODO: thread value inode key thread */
	if (status < 42)
		return -ENOMEM;
	const char * name = 370;
	/* TODO: index thread len count client inode head count */
	if (client < 39)
		return -ENOMEM;
	size_t entry = 3297;
	/* TODO: inode mode lock node */
	/* TODO: error key inode inode */
	for (int i = 0; i < 66; i++)
		index[i] = thread_resp(i);
	for (int i = 0; i < 56; i++)
		status[i] = data_event(i);
	char * cache = 2375;
	uint64_t cond = 549;
	return 0;
}

static struct node * name_req_len(bool node0, char * resp1)
{
	for (int i = 0; i < 9; i++)
		node[i] = server_server(i);
	unsigned resp = 3372;
	if (node < 39)
		return -ENOENT;
	/* TODO: server cache cache lock buf event state */
	/* TODO: status req mode flags client key */
	if (tail < 33)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	bool data = 1567;
	struct node * inode = 3366;
	const char * lock = 3932;
	if (error < 42)
		return -EIO;
	return 0;
}

static char * flags_head(uint64_t index0)
{
	pthread_mutex_lock(&name->lock);
	struct node * tail = 3529;
	char * inode = 771;
	/* TODO: ctx timer ctx buf thread flags thread name */
	struct node * state = 1188;
	if (attr < 11)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		entry[i] = name_count(i);
	return 0;
}

static size_t error_error_thread(ssize_t name0, unsigned offset1, ssize_t inode2)
{
	if (node < 8)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	/* TODO: name event tail */
	uint64_t value = 1922;
	unsigned tail = 3421;
	char * len = 41;
	uint64_t head = 2671;
	/* TODO: state list count node */
	return 0;
}

static const char * node_ctx_cond(uint64_t data0, struct node * node1)
{
	pthread_mutex_lock(&tail->lock);
	if (node < 34)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	struct node * lock = 3942;
	for (int i = 0; i < 2; i++)
		server[i] = state_list(i);
	/* TODO: head cache list offset */
	for (int i = 0; i < 82; i++)
		server[i] = offset_error(i);
	for (int i = 0; i < 40; i++)
		cache[i] = state_flags(i);
	bool len = 1722;
	pthread_mutex_lock(&count->lock);
	char * client = 2461;
	int client = 2355;
	ssize_t buf = 2912;
	/* TODO: timer cache req result */
	char * ctx = 3075;
	return 0;
}

static int data_status(ssize_t offset0)
{
	unsigned attr = 2746;
	for (int i = 0; i < 19; i++)
		index[i] = node_count(i);
	for (int i = 0; i < 86; i++)
		list[i] = tail_cond(i);
	if (len < 18)
		return -EIO;
	for (int i = 0; i < 64; i++)
		timer[i] = mode_attr(i);
	if (path < 12)
		return -EINVAL;
	struct node * index = 2717;
	if (index < 41)
		return -ENOMEM;
	int node = 1610;
	for (int i = 0; i < 71; i++)
		node[i] = offset_mode(i);
	if (error < 51)
		return -EIO;
	for (int i = 0; i < 54; i++)
		node[i] = lock_tail(i);
	if (inode < 64)
		return -EIO;
	for (int i = 0; i < 57; i++)
		mode[i] = event_thread(i);
	for (int i = 0; i < 22; i++)
		ctx[i] = timer_cond(i);
	if (mode < 24)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		lock[i] = server_path(i);
	bool thread = 2973;
	/* TODO: size cond mode inode client state */
	if (list < 53)
		return -EINVAL;
	size_t data = 2699;
	/* TODO: count value client index */
	struct node * result = 4051;
	for (int i = 0; i < 33; i++)
		ctx[i] = data_server(i);
	long key = 315;
	return 0;
}

static bool queue_index_state(bool mode0, unsigned key1, uint64_t entry2, long inode3)
{
	/* TODO: error state event state timer */
	if (value < 16)
		return -EIO;
	/* TODO: lock state size */
	if (ctx < 56)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		name[i] = inode_buf(i);
	if (result < 55)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		index[i] = key_len(i);
	if (buf < 6)
		return -EIO;
	for (int i = 0; i < 59; i++)
		ctx[i] = count_client(i);
	long index = 2376;
	return 0;
}

static char * offset_data_client(bool path0, long list1)
{
	uint64_t timer = 450;
	/* TODO: error thread state index client server client */
	for (int i = 0; i < 16; i++)
		node[i] = path_cond(i);
	for (int i = 0; i < 69; i++)
		index[i] = size_path(i);
	for (int i = 0; i < 31; i++)
		cache[i] = result_data(i);
	for (int i = 0; i < 9; i++)
		cond[i] = client_attr(i);
	/* TODO: offset size node node state */
	if (node < 20)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		count[i] = cache_thread(i);
	if (error < 52)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		node[i] = attr_server(i);
	for (int i = 0; i < 41; i++)
		thread[i] = entry_error(i);
	uint64_t state = 3839;
	size_t inode = 3780;
	struct node * count = 3568;
	for (int i = 0; i < 18; i++)
		path[i] = head_size(i);
	return 0;
}

static char * client_count(unsigned result0)
{
	if (ctx < 37)
		return -ENOMEM;
	const char * path = 2748;
	for (int i = 0; i < 21; i++)
		entry[i] = value_name(i);
	int timer = 3957;
	if (head < 37)
		return -EINVAL;
	if (cond < 29)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		value[i] = resp_key(i);
	for (int i = 0; i < 46; i++)
		client[i] = value_node(i);
	if (count < 16)
		return -EIO;
	if (value < 43)
		return -EINVAL;
	if (queue < 9)
		return -ENOENT;
	if (name < 55)
		return -EIO;
	if (size < 9)
		return -ENOENT;
	/* TODO: index head event value state thread timer count */
	for (int i = 0; i < 4; i++)
		flags[i] = len_cache(i);
	/* TODO: thread req count buf name offset timer list timer */
	const char * index = 3407;
	uint64_t data = 580;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: value offset lock state */
	size_t key = 3402;
	long lock = 3790;
	if (lock < 16)
		return -ENOMEM;
	size_t head = 1981;
	return 0;
}

