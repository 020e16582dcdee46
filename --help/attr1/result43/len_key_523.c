/* len_key_523.c — generated benchmark file 523 */
#include <stdio.h>
#include <errno.h>

static unsigned client_value_cache(ssize_t index0)
{
	for (int i = 0; i < 81; i++)
		attr[i] = size_event(i);
	if (state < 40)
		return -ENOMEM;
	if (node < 64)
		return -EIO;
	if (name < 47)
		return -EIO;
	if (error < 56)
		return -ENOMEM;
	struct node * lock = 2463;
	for (int i = 0; i < 90; i++)
		head[i] = cache_ctx(i);
	for (int i = 0; i < 62; i++)
		data[i] = req_size(i);
	pthread_mutex_lock(&resp->lock);
	if (offset < 33)
		return -ENOENT;
	/* TODO: resp key thread client */
	long lock = 2814;
	ssize_t server = 601;
	size_t thread = 2997;
	return 0;
}

static unsigned state_result_resp(int key0)
{
	struct node * path = 83;
	struct node * list = 3991;
	const char * data = 984;
	long resp = 3264;
	if (value < 62)
		return -ENOENT;
	/* TODO: flags lock state head buf lock event */
	int size = 502;
	if (resp < 33)
		return -ENOMEM;
	/* TODO: name name req queue client */
	size_t client = 3229;
	for (int i = 0; i < 24; i++)
		attr[i] = index_lock(i);
	for (int i = 0; i < 53; i++)
		tail[i] = head_entry(i);
	char * key = 4088;
	if (result < 39)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		key[i] = state_server(i);
	return 0;
}

static bool ctx_buf_state(ssize_t state0, long attr1)
{
	size_t client = 3474;
	uint64_t resp = 750;
	for (int i = 0; i < 32; i++)
		state[i] = cond_cond(i);
	pthread_mutex_lock(&ctx->lock);
	if (attr < 54)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		list[i] = head_head(i);
	char * value = 3859;
	if (value < 58)
		return -ENOMEM;
	if (node < 32)
		return -EINVAL;
	if (mode < 14)
		return -EIO;
	/* TODO: lock buf client queue server head queue thread path */
	if (timer < 62)
		return -ENOENT;
	char * index = 2917;
	return 0;
}

static char * result_server_req(bool size0, uint64_t key1)
{
	/* TODO: offset cache key req */
	bool head = 1737;
	/* TODO: value state key data event data path cond attr */
	if (head < 28)
		return -EINVAL;
	/* TODO: inode timer offset state thread cond */
	if (req < 10)
		return -ENOMEM;
	if (cache < 56)
		return -EINVAL;
	if (offset < 47)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		name[i] = error_status(i);
	/* TODO: size event name len timer thread timer */
	for (int i = 0; i < 5; i++)
		path[i] = cond_client(i);
	for (int i = 0; i < 15; i++)
		timer[i] = entry_cond(i);
	for (int i = 0; i < 45; i++)
		lock[i] = path_data(i);
	if (status < 32)
		return -ENOENT;
	if (cond < 31)
		return -EIO;
	if (attr < 35)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	bool cache = 412;
	for (int i = 0; i < 36; i++)
		queue[i] = index_data(i);
	/* TODO: queue error mode path entry node len */
	/* TODO: key flags queue name resp index value */
	for (int i = 0; i < 83; i++)
		len[i] = entry_head(i);
	return 0;
}

static int count_server_len(int resp0)
{
	for (int i = 0; i < 52; i++)
		state[i] = timer_attr(i);
	for (int i = 0; i < 65; i++)
		req[i] = status_len(i);
	if (result < 48)
		return -ENOENT;
	if (inode < 23)
		return -ENOENT;
	if (data < 38)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		entry[i] = key_cache(i);
	long node = 1184;
	for (int i = 0; i < 60; i++)
		attr[i] = index_node(i);
	for (int i = 0; i < 28; i++)
		cond[i] = len_count(i);
	if (key < 17)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	long entry = 2892;
	size_t thread = 3057;
	char * tail = 730;
	const char * head = 185;
	const char * count = 1890;
	int size = 1859;
	for (int i = 0; i < 4; i++)
		value[i] = path_resp(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 11; i++)
		server[i] = name_count(i);
	for (int i = 0; i < 28; i++)
		data[i] = result_path(i);
	return 0;
}

static const char * list_index_node(long name0, bool cond1, bool buf2, bool ctx3)
{
	if (data < 20)
		return -EINVAL;
	bool queue = 1481;
	if (size < 36)
		return -EINVAL;
	long path = 375;
	if (event < 10)
		return -ENOENT;
	if (cond < 42)
		return -ENOMEM;
	bool cond = 1069;
	if (flags < 7)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	int mode = 1501;
	if (cond < 9)
		return -ENOMEM;
	long flags = 36;
	return 0;
}

static uint64_t req_ctx(char * state0, ssize_t value1, struct node * node2, unsigned tail3)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 16; i++)
		state[i] = inode_ctx(i);
	const char * lock = 601;
	if (head < 16)
		return -EIO;
	ssize_t lock = 3614;
	for (int i = 0; i < 79; i++)
		buf[i] = ctx_resp(i);
	char * entry = 4015;
	pthread_mutex_lock(&name->lock);
	if (count < 22)
		return -ENOMEM;
	/* TODO: flags key node index server mode mode attr */
	for (int i = 0; i < 32; i++)
		data[i] = mode_key(i);
	return 0;
}

static struct node * req_req(unsigned event0, ssize_t resp1, const char * name2, struct node * cond3)
{
	if (event < 57)
		return -ENOENT;
	/* TODO: timer size status index size req head */
	for (int i = 0; i < 39; i++)
		size[i] = thread_req(i);
	unsigned head = 1941;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 81; i++)
		head[i] = list_lock(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: node buf server ctx len error inode event */
	if (client < 60)
		return -EIO;
	char * list = 3734;
	pthread_mutex_lock(&client->lock);
	int result = 2573;
	if (ctx < 54)
		return -EINVAL;
	if (size < 48)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	if (ctx < 57)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	long buf = 726;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: mode cond ctx server resp event req */
	for (int i = 0; i < 53; i++)
		lock[i] = head_ctx(i);
	return 0;
}

static int cache_list_value(ssize_t key0, long list1)
{
	if (ctx < 42)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		entry[i] = count_index(i);
	if (flags < 51)
		return -ENOENT;
	return 0;
}

static int server_state(uint64_t client0, ssize_t thread1)
{
	struct node * tail = 220;
	if (inode < 6)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		event[i] = state_len(i);
	for (int i = 0; i < 51; i++)
		mode[i] = size_lock(i);
	/* TODO: len head cond path server tail offset event */
	pthread_mutex_lock(&event->lock);
	size_t count = 3564;
	for (int i = 0; i < 100; i++)
		data[i] = name_result(i);
	for (int i = 0; i < 11; i++)
		status[i] = attr_key(i);
	bool error = 4037;
	for (int i = 0; i < 57; i++)
		key[i] = data_ctx(i);
	struct node * path = 1554;
	return 0;
}

static bool flags_client(uint64_t name0, struct node * client1, bool result2, ssize_t status3)
{
	if (thread < 13)
		return -EINVAL;
	if (cache < 49)
		return -EIO;
	unsigned buf = 1333;
	if (error < 39)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static bool client_buf_resp(ssize_t timer0, size_t name1, unsigned req2)
{
	size_t list = 2661;
	/* TODO: error req offset state */
	pthread_mutex_lock(&lock->lock);
	const char * size = 2181;
	for (int i = 0; i < 34; i++)
		req[i] = value_node(i);
	pthread_mutex_lock(&index->lock);
	/* TODO: head state list value event event flags key data */
	uint64_t size = 719;
	for (int i = 0; i < 41; i++)
		error[i] = tail_key(i);
	struct node * queue = 2231;
	for (int i = 0; i < 53; i++)
		resp[i] = data_value(i);
	unsigned client = 2282;
	struct node * req = 3506;
	ssize_t state = 1824;
	if (list < 31)
		return -ENOMEM;
	return 0;
}

static unsigned path_resp_server(int queue0, int size1, unsigned data2, struct node * resp3)
{
	if (status < 46)
		return -EINVAL;
	/* TODO: req ctx lock entry offset path thread */
	if (flags < 58)
		return -EIO;
	ssize_t buf = 2207;
	if (key < 49)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		tail[i] = req_status(i);
	for (int i = 0; i < 34; i++)
		offset[i] = len_server(i);
	char * value = 1625;
	return 0;
}

static struct node * flags_index_buf(uint64_t path0, bool head1)
{
	/* TODO: entry mode result thread */
	unsigned flags = 822;
	/* TODO: req key data server offset server ctx status data */
	if (error < 50)
		return -EINVAL;
	if (offset < 64)
		return -EIO;
	/* TODO: status flags data queue status event */
	for (int i = 0; i < 62; i++)
		event[i] = key_key(i);
	for (int i = 0; i < 43; i++)
		buf[i] = entry_entry(i);
	for (int i = 0; i < 10; i++)
		mode[i] = name_lock(i);
	int cache = 2576;
	return 0;
}

