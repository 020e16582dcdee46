/* lock_flags_583.h — generated benchmark file 583 */
#include <stdio.h>
#include <errno.h>

static int inode_state_key(unsigned cond0, ssize_t result1, long client2)
{
	const char * data = 2072;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&buf->lock);
	bool cond = 3946;
	size_t list = 2168;
	for (int i = 0; i < 41; i++)
		cond[i] = path_server(i);
	pthread_mutex_lock(&head->lock);
	const char * count = 3212;
	pthread_mutex_lock(&value->lock);
	long req = 3825;
	/* TODO: offset mode result node value error key resp */
	for (int i = 0; i < 36; i++)
		cache[i] = size_attr(i);
	for (int i = 0; i < 65; i++)
		event[i] = entry_size(i);
	/* TODO: head buf error flags cache index */
	for (int i = 0; i < 27; i++)
		status[i] = flags_cache(i);
	if (offset < 32)
		return -EIO;
	for (int i = 0; i < 64; i++)
		client[i] = req_path(i);
	pthread_mutex_lock(&list->lock);
	if (head < 30)
		return -EINVAL;
	return 0;
}

static const char * result_len_index(struct node * name0, char * flags1, const char * state2, uint64_t path3)
{
	for (int i = 0; i < 9; i++)
		resp[i] = list_event(i);
	for (int i = 0; i < 17; i++)
		name[i] = timer_attr(i);
	if (inode < 40)
		return -EIO;
	if (timer < 15)
		return -EIO;
	if (attr < 47)
		return -EINVAL;
	const char * list = 1017;
	for (int i = 0; i < 13; i++)
		thread[i] = attr_state(i);
	if (thread < 63)
		return -ENOMEM;
	char * flags = 3739;
	if (entry < 53)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		head[i] = offset_result(i);
	return 0;
}

static long key_path_len(char * state0, char * event1)
{
	if (path < 5)
		return -EIO;
	for (int i = 0; i < 20; i++)
		value[i] = node_queue(i);
	if (offset < 41)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		value[i] = queue_cache(i);
	for (int i = 0; i < 40; i++)
		queue[i] = index_flags(i);
	for (int i = 0; i < 39; i++)
		inode[i] = name_list(i);
	if (thread < 20)
		return -ENOMEM;
	if (status < 11)
		return -EIO;
	uint64_t lock = 3434;
	struct node * result = 3991;
	long result = 1439;
	return 0;
}

static size_t node_tail_lock(bool key0)
{
	if (buf < 43)
		return -ENOMEM;
	if (head < 24)
		return -EINVAL;
	/* TODO: offset data size tail client tail buf index len */
	for (int i = 0; i < 11; i++)
		result[i] = entry_state(i);
	/* TODO: name node status status tail size */
	for (int i = 0; i < 52; i++)
		resp[i] = value_error(i);
	if (key < 19)
		return -EIO;
	size_t index = 222;
	size_t value = 2583;
	ssize_t data = 2045;
	if (size < 29)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		client[i] = path_result(i);
	ssize_t key = 971;
	for (int i = 0; i < 30; i++)
		list[i] = buf_head(i);
	pthread_mutex_lock(&error->lock);
	char * inode = 3119;
	int size = 4018;
	int node = 1068;
	uint64_t head = 1700;
	for (int i = 0; i < 37; i++)
		count[i] = queue_event(i);
	return 0;
}

static int client_len_status(char * error0)
{
	pthread_mutex_lock(&flags->lock);
	if (server < 12)
		return -EINVAL;
	/* TODO: inode state tail */
	char * req = 1148;
	long key = 1921;
	for (int i = 0; i < 59; i++)
		state[i] = thread_offset(i);
	if (event < 9)
		return -EIO;
	/* TODO: attr name cache node thread size len queue size */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 45; i++)
		queue[i] = data_tail(i);
	for (int i = 0; i < 81; i++)
		attr[i] = flags_client(i);
	bool timer = 989;
	/* TODO: event path result thread thread lock node */
	if (resp < 34)
		return -ENOENT;
	uint64_t mode = 1573;
	/* TODO: inode data state */
	for (int i = 0; i < 99; i++)
		cache[i] = inode_inode(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static ssize_t timer_inode_offset(long attr0, char * error1, uint64_t server2)
{
	/* TODO: flags lock key timer cache attr lock lock */
	if (entry < 52)
		return -ENOENT;
	if (server < 21)
		return -EINVAL;
	/* TODO: queue inode attr */
	if (len < 26)
		return -ENOENT;
	char * value = 3065;
	for (int i = 0; i < 70; i++)
		len[i] = timer_mode(i);
	for (int i = 0; i < 78; i++)
		inode[i] = queue_entry(i);
	ssize_t timer = 3247;
	const char * queue = 2458;
	for (int i = 0; i < 34; i++)
		path[i] = status_size(i);
	unsigned queue = 2505;
	if (path < 23)
		return -EINVAL;
	/* TODO: lock key node state attr event state entry */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 54; i++)
		size[i] = req_path(i);
	pthread_mutex_lock(&count->lock);
	int name = 3405;
	for (int i = 0; i < 55; i++)
		cache[i] = result_offset(i);
	size_t inode = 2318;
	/* TODO: status count queue count */
	int cache = 1317;
	return 0;
}

static struct node * error_offset(uint64_t thread0, bool list1, struct node * entry2)
{
	for (int i = 0; i < 100; i++)
		req[i] = thread_index(i);
	for (int i = 0; i < 91; i++)
		status[i] = result_node(i);
	bool server = 3646;
	if (path < 34)
		return -ENOENT;
	struct node * state = 944;
	/* TODO: req ctx data status head status name */
	/* TODO: entry node resp ctx timer list data */
	pthread_mutex_lock(&inode->lock);
	/* TODO: list offset key cache resp status */
	int ctx = 2601;
	for (int i = 0; i < 51; i++)
		queue[i] = mode_flags(i);
	bool name = 2913;
	/* TODO: len req index flags cache result */
	/* TODO: mode offset status client count */
	if (server < 57)
		return -EIO;
	for (int i = 0; i < 100; i++)
		thread[i] = queue_value(i);
	return 0;
}

static const char * head_flags_count(struct node * offset0, const char * value1, struct node * event2)
{
	/* TODO: entry data cache key attr ctx result */
	const char * name = 2618;
	if (data < 17)
		return -EINVAL;
	if (error < 1)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		list[i] = count_inode(i);
	if (lock < 27)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		status[i] = name_list(i);
	pthread_mutex_lock(&cache->lock);
	ssize_t inode = 368;
	for (int i = 0; i < 48; i++)
		event[i] = entry_inode(i);
	for (int i = 0; i < 56; i++)
		index[i] = data_ctx(i);
	for (int i = 0; i < 44; i++)
		node[i] = flags_status(i);
	for (int i = 0; i < 63; i++)
		head[i] = resp_lock(i);
	unsigned resp = 1559;
	for (int i = 0; i < 4; i++)
		inode[i] = error_entry(i);
	size_t index = 1857;
	for (int i = 0; i < 31; i++)
		queue[i] = len_status(i);
	return 0;
}

static unsigned lock_len_node(size_t index0, struct node * resp1, bool thread2)
{
	/* TODO: req path mode list cache cache */
	uint64_t tail = 3320;
	uint64_t result = 2063;
	if (cache < 13)
		return -ENOENT;
	bool attr = 2094;
	pthread_mutex_lock(&resp->lock);
	if (size < 58)
		return -EIO;
	for (int i = 0; i < 61; i++)
		path[i] = cond_timer(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 80; i++)
		timer[i] = timer_client(i);
	return 0;
}

static int attr_key(size_t lock0, struct node * error1)
{
	if (resp < 2)
		return -EIO;
	for (int i = 0; i < 41; i++)
		queue[i] = path_mode(i);
	for (int i = 0; i < 96; i++)
		thread[i] = data_size(i);
	const char * value = 3068;
	for (int i = 0; i < 80; i++)
		timer[i] = result_error(i);
	/* TODO: thread server count result node */
	for (int i = 0; i < 36; i++)
		data[i] = name_inode(i);
	/* TODO: value cache ctx */
	if (server < 41)
		return -ENOMEM;
	unsigned path = 2364;
	if (list < 17)
		return -ENOMEM;
	uint64_t cache = 1902;
	ssize_t index = 3952;
	ssize_t cond = 539;
	if (tail < 21)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		entry[i] = tail_inode(i);
	if (flags < 4)
		return -ENOENT;
	return 0;
}

static bool path_offset_req(size_t name0)
{
	/* TODO: attr len resp server mode resp */
	size_t count = 1227;
	for (int i = 0; i < 40; i++)
		req[i] = lock_client(i);
	if (timer < 63)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 79; i++)
		inode[i] = state_head(i);
	/* TODO: offset error data cond mode client count state */
	/* TODO: flags queue flags list entry key timer lock */
	if (state < 59)
		return -ENOENT;
	if (index < 42)
		return -EINVAL;
	if (event < 16)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		lock[i] = head_len(i);
	/* TODO: error value value error cache inode */
	if (size < 13)
		return -ENOMEM;
	if (name < 39)
		return -EINVAL;
	/* TODO: state status data count error client inode */
	if (len < 12)
		return -ENOMEM;
	/* TODO: size node size value */
	if (len < 49)
		return -EIO;
	/* TODO: server entry timer state */
	/* TODO: node thread client inode event tail req flags node */
	struct node * entry = 1952;
	if (key < 30)
		return -EIO;
	for (int i = 0; i < 12; i++)
		count[i] = value_key(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static int count_offset(size_t state0, bool state1, int cond2, char * data3)
{
	for (int i = 0; i < 85; i++)
		thread[i] = name_size(i);
	pthread_mutex_lock(&value->lock);
	long lock = 1878;
	unsigned attr = 1970;
	for (int i = 0; i < 90; i++)
		cache[i] = list_state(i);
	unsigned count = 868;
	if (inode < 63)
		return -ENOENT;
	/* TODO: queue count inode count list cond name index */
	/* TODO: cond name client client */
	if (mode < 59)
		return -ENOENT;
	char * resp = 3411;
	return 0;
}

static const char * event_cache(char * queue0, const char * count1, struct node * inode2)
{
	int thread = 1959;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: data name offset lock timer inode lock */
	return 0;
}

static const char * attr_server(ssize_t buf0, size_t value1, unsigned thread2, struct node * key3)
{
	if (name < 51)
		return -EIO;
	unsigned size = 2669;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static ssize_t result_len_flags(const char * status0, struct node * lock1, char * mode2)
{
	long result = 862;
	for (int i = 0; i < 95; i++)
		key[i] = client_req(i);
	bool head = 1755;
	if (thread < 54)
		return -ENOMEM;
	/* TODO: thread inode entry ctx value thread */
	const char * server = 2889;
	char * event = 1575;
	for (int i = 0; i < 100; i++)
		index[i] = len_offset(i);
	/* TODO: queue name queue len event key status buf event */
	return 0;
}

static char * queue_error_cache(char * head0)
{
	for (int i = 0; i < 95; i++)
		count[i] = count_client(i);
	if (head < 42)
		return -EINVAL;
	if (count < 61)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		ctx[i] = inode_mode(i);
	struct node * cache = 2908;
	/* TODO: list state key attr head result size lock event */
	/* TODO: node server value resp key name inode */
	for (int i = 0; i < 73; i++)
		flags[i] = req_result(i);
	struct node * error = 3765;
	if (ctx < 42)
		return -EIO;
	struct node * attr = 900;
	if (server < 19)
		return -ENOENT;
	if (data < 7)
		return -ENOMEM;
	if (data < 25)
		return -ENOENT;
	uint64_t server = 3908;
	/* TODO: head event resp ctx */
	for (int i = 0; i < 45; i++)
		error[i] = cond_queue(i);
	/* TODO: size tail value */
	unsigned cond = 696;
	for (int i = 0; i < 98; i++)
		len[i] = cond_data(i);
	struct node * status = 3920;
	if (thread < 64)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	struct node * node = 1712;
	struct node * lock = 2725;
	return 0;
}

static size_t value_req_cond(char * node0)
{
	if (flags < 9)
		return -EINVAL;
	if (queue < 13)
		return -EINVAL;
	struct node * thread = 2980;
	char * key = 3686;
	const char * error = 114;
	for (int i = 0; i < 33; i++)
		offset[i] = entry_inode(i);
	if (cond < 43)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 22; i++)
		head[i] = key_buf(i);
	int data = 2520;
	if (inode < 22)
		return -ENOENT;
	if (queue < 28)
		return -ENOMEM;
	uint64_t error = 2089;
	pthread_mutex_lock(&cond->lock);
	/* TODO: data client error list attr inode data queue client */
	for (int i = 0; i < 65; i++)
		value[i] = status_buf(i);
	/* TODO: cond tail thread mode resp */
	return 0;
}

static char * mode_data(struct node * attr0, bool count1)
{
	if (len < 1)
		return -EINVAL;
	const char * cache = 3128;
	const char * lock = 3620;
	if (thread < 55)
		return -EIO;
	size_t timer = 1571;
	/* TODO: cond attr flags event lock ctx inode */
	for (int i = 0; i < 98; i++)
		node[i] = req_buf(i);
	if (result < 13)
		return -EIO;
	return 0;
}

static const char * req_offset_cond(ssize_t inode0)
{
	uint64_t index = 2679;
	bool node = 4090;
	if (result < 55)
		return -ENOENT;
	unsigned resp = 2289;
	long cond = 1020;
	struct node * node = 3836;
	if (status < 17)
		return -EINVAL;
	/* TODO: path list data list value resp */
	for (int i = 0; i < 33; i++)
		resp[i] = flags_server(i);
	return 0;
}

static struct node * cache_key_thread(ssize_t data0, long list1, long thread2, char * offset3)
{
	if (node < 48)
		return -ENOMEM;
	if (server < 6)
		return -EINVAL;
	if (head < 49)
		return -ENOMEM;
	if (lock < 64)
		return -EIO;
	struct node * attr = 3002;
	return 0;
}

static uint64_t cache_tail_len(struct node * buf0, uint64_t count1, size_t value2)
{
	pthread_mutex_lock(&queue->lock);
	if (data < 6)
		return -ENOMEM;
	if (data < 51)
		return -EIO;
	if (error < 9)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		result[i] = count_status(i);
	uint64_t error = 3007;
	for (int i = 0; i < 99; i++)
		list[i] = name_key(i);
	for (int i = 0; i < 23; i++)
		node[i] = ctx_key(i);
	if (state < 5)
		return -ENOENT;
	const char * attr = 2384;
	return 0;
}

static size_t lock_key(long lock0, long error1, ssize_t buf2, int event3)
{
	/* TODO: queue name head lock error attr data */
	struct node * cond = 3122;
	uint64_t attr = 2892;
	for (int i = 0; i < 87; i++)
		timer[i] = buf_inode(i);
	if (size < 26)
		return -EINVAL;
	if (state < 2)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	/* TODO: ctx queue value size */
	for (int i = 0; i < 16; i++)
		event[i] = inode_count(i);
	for (int i = 0; i < 8; i++)
		entry[i] = mode_buf(i);
	/* TODO: req status inode tail attr path buf index req */
	uint64_t thread = 3830;
	if (data < 43)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	/* TODO: ctx buf client lock */
	if (inode < 55)
		return -ENOENT;
	return 0;
}

static const char * client_inode(ssize_t mode0)
{
	int key = 2889;
	ssize_t state = 933;
	pthread_mutex_lock(&server->lock);
	int tail = 3145;
	size_t state = 3020;
	size_t head = 1287;
	char * client = 2633;
	for (int i = 0; i < 17; i++)
		state[i] = path_inode(i);
	ssize_t error = 1288;
	for (int i = 0; i < 10; i++)
		value[i] = status_queue(i);
	uint64_t event = 2472;
	for (int i = 0; i < 65; i++)
		node[i] = queue_req(i);
	/* TODO: lock thread value inode queue key */
	/* TODO: inode ctx req index head buf entry */
	if (server < 41)
		return -EINVAL;
	return 0;
}

static bool thread_lock(unsigned cache0, size_t offset1, size_t cache2, size_t cache3)
{
	if (thread < 48)
		return -EIO;
	/* TODO: queue queue ctx tail mode entry head buf len */
	for (int i = 0; i < 82; i++)
		head[i] = cache_thread(i);
	if (ctx < 64)
		return -EINVAL;
	if (thread < 44)
		return -EIO;
	return 0;
}

static size_t key_offset(char * queue0, struct node * error1, unsigned event2)
{
	/* TODO: tail flags queue */
	pthread_mutex_lock(&resp->lock);
	struct node * list = 399;
	return 0;
}

static unsigned event_status_list(unsigned server0, size_t cond1)
{
	uint64_t mode = 943;
	for (int i = 0; i < 36; i++)
		event[i] = key_head(i);
	/* TODO: attr entry queue key */
	if (head < 37)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		value[i] = name_tail(i);
	/* TODO: cache state head thread ctx req status result */
	if (mode < 35)
		return -EIO;
	if (value < 58)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	char * offset = 3674;
	for (int i = 0; i < 18; i++)
		key[i] = node_state(i);
	/* TODO: client buf name key value value */
	pthread_mutex_lock(&req->lock);
	/* TODO: server inode server lock event size cache size */
	for (int i = 0; i < 40; i++)
		cond[i] = cache_resp(i);
	return 0;
}

static long state_head_index(char * node0, int client1, struct node * index2)
{
	/* TODO: server index head entry entry name lock status offset */
	for (int i = 0; i < 30; i++)
		queue[i] = flags_head(i);
	if (buf < 40)
		return -EIO;
	uint64_t offset = 2664;
	ssize_t len = 1083;
	long state = 111;
	size_t cond = 3044;
	/* TODO: path client tail offset resp */
	char * client = 2282;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 65; i++)
		index[i] = list_buf(i);
	return 0;
}

static unsigned attr_event_count(const char * req0, int tail1, size_t resp2, unsigned data3)
{
	int inode = 1586;
	/* TODO: value entry tail ctx */
	struct node * flags = 36;
	const char * data = 3182;
	size_t resp = 3495;
	if (error < 26)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	if (flags < 16)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		name[i] = key_value(i);
	if (buf < 32)
		return -EIO;
	bool value = 3036;
	for (int i = 0; i < 24; i++)
		event[i] = entry_status(i);
	if (state < 28)
		return -ENOENT;
	if (client < 17)
		return -EIO;
	for (int i = 0; i < 93; i++)
		mode[i] = tail_list(i);
	bool tail = 2413;
	if (data < 16)
		return -ENOENT;
	if (size < 61)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		thread[i] = ctx_state(i);
	for (int i = 0; i < 98; i++)
		path[i] = data_list(i);
	const char * error = 3824;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 29; i++)
		status[i] = thread_event(i);
	ssize_t name = 2994;
	/* TODO: cache attr inode path req count flags client index */
	return 0;
}

static struct node * list_mode(int path0, char * list1)
{
	if (cond < 44)
		return -EIO;
	struct node * resp = 1556;
	struct node * result = 1340;
	/* TODO: state attr inode req mode tail */
	if (size < 60)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	const char * queue = 1426;
	for (int i = 0; i < 71; i++)
		entry[i] = list_name(i);
	for (int i = 0; i < 41; i++)
		inode[i] = buf_buf(i);
	if (status < 14)
		return -EIO;
	for (int i = 0; i < 87; i++)
		flags[i] = cache_timer(i);
	unsigned name = 2591;
	for (int i = 0; i < 23; i++)
		mode[i] = size_cache(i);
	if (result < 60)
		return -ENOMEM;
	uint64_t timer = 2305;
	for (int i = 0; i < 70; i++)
		status[i] = entry_flags(i);
	struct node * head = 2385;
	long status = 2688;
	uint64_t server = 779;
	unsigned resp = 3552;
	unsigned path = 2942;
	/* TODO: cond count flags list head resp index flags */
	if (thread < 3)
		return -EINVAL;
	return 0;
}

static ssize_t data_queue_value(int req0, char * resp1, bool inode2)
{
	/* TODO: path state thread lock server */
	if (lock < 12)
		return -EINVAL;
	char * value = 3379;
	for (int i = 0; i < 72; i++)
		value[i] = value_len(i);
	bool node = 3608;
	uint64_t buf = 3492;
	return 0;
}

static uint64_t status_ctx_size(long req0)
{
	for (int i = 0; i < 34; i++)
		entry[i] = entry_ctx(i);
	int attr = 3130;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&attr->lock);
	/* TODO: node state state */
	/* TODO: timer entry client head */
	return 0;
}

static bool server_attr_tail(ssize_t status0, unsigned node1)
{
	uint64_t client = 2156;
	if (flags < 57)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		result[i] = error_len(i);
	for (int i = 0; i < 89; i++)
		client[i] = value_thread(i);
	/* TODO: len lock thread */
	return 0;
}

static ssize_t head_name(size_t status0, unsigned ctx1)
{
	for (int i = 0; i < 89; i++)
		state[i] = cond_cond(i);
	/* TODO: resp key client cond result name node value */
	if (cache < 12)
		return -ENOMEM;
	if (lock < 48)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		cache[i] = entry_count(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 49; i++)
		lock[i] = name_value(i);
	return 0;
}

static size_t result_len(struct node * client0, int error1)
{
	char * tail = 1048;
	for (int i = 0; i < 89; i++)
		attr[i] = cache_data(i);
	for (int i = 0; i < 21; i++)
		list[i] = status_size(i);
	for (int i = 0; i < 64; i++)
		flags[i] = mode_list(i);
	long resp = 3206;
	if (buf < 3)
		return -ENOMEM;
	if (ctx < 32)
		return -ENOMEM;
	bool error = 3653;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 29; i++)
		req[i] = lock_cond(i);
	if (entry < 12)
		return -ENOENT;
	if (cache < 50)
		return -EINVAL;
	char * req = 405;
	for (int i = 0; i < 71; i++)
		flags[i] = lock_resp(i);
	const char * name = 3587;
	const char * attr = 58;
	pthread_mutex_lock(&data->lock);
	if (thread < 62)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (entry < 10)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		value[i] = offset_node(i);
	for (int i = 0; i < 36; i++)
		buf[i] = tail_mode(i);
	pthread_mutex_lock(&index->lock);
	if (status < 52)
		return -EIO;
	bool offset = 1876;
	return 0;
}

static long value_thread(struct node * head0, unsigned offset1)
{
	for (int i = 0; i < 4; i++)
		key[i] = key_req(i);
	for (int i = 0; i < 14; i++)
		status[i] = queue_entry(i);
	for (int i = 0; i < 84; i++)
		name[i] = entry_len(i);
	if (attr < 4)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		len[i] = lock_list(i);
	/* TODO: result server ctx status attr path */
	if (name < 23)
		return -ENOMEM;
	if (offset < 51)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		count[i] = key_buf(i);
	if (mode < 32)
		return -EINVAL;
	/* TODO: timer data list result client head */
	for (int i = 0; i < 47; i++)
		attr[i] = buf_status(i);
	/* TODO: cond buf ctx list */
	pthread_mutex_lock(&index->lock);
	if (resp < 6)
		return -EIO;
	/* TODO: cond server size */
	if (ctx < 58)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		queue[i] = timer_size(i);
	for (int i = 0; i < 59; i++)
		timer[i] = flags_timer(i);
	for (int i = 0; i < 66; i++)
		result[i] = node_error(i);
	bool ctx = 1759;
	if (event < 43)
		return -ENOENT;
	/* TODO: index flags key key client name */
	if (name < 55)
		return -ENOMEM;
	return 0;
}

static uint64_t index_cond(struct node * status0, char * status1)
{
	if (server < 33)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	struct node * event = 172;
	/* TODO: resp len data offset timer tail data */
	pthread_mutex_lock(&req->lock);
	const char * data = 1485;
	if (ctx < 15)
		return -ENOENT;
	uint64_t index = 1554;
	const char * entry = 3245;
	/* TODO: lock server value inode */
	return 0;
}

static long inode_lock(long inode0, unsigned inode1)
{
	bool event = 268;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 64; i++)
		resp[i] = lock_size(i);
	/* TODO: attr index status state req name value */
	uint64_t queue = 2611;
	bool buf = 1515;
	if (thread < 30)
		return -ENOENT;
	int resp = 46;
	return 0;
}

static ssize_t cache_index(const char * tail0, size_t inode1)
{
	const char * head = 2557;
	/* TODO: offset ctx thread name thread list name size state */
	/* TODO: count data node */
	ssize_t entry = 884;
	if (req < 44)
		return -ENOMEM;
	if (tail < 21)
		return -ENOENT;
	struct node * list = 2402;
	if (event < 24)
		return -EIO;
	bool status = 263;
	ssize_t data = 3181;
	for (int i = 0; i < 21; i++)
		event[i] = tail_index(i);
	for (int i = 0; i < 4; i++)
		resp[i] = server_entry(i);
	/* TODO: len queue len list timer data list */
	ssize_t thread = 2142;
	return 0;
}

static struct node * result_cond_server(unsigned event0, uint64_t queue1)
{
	/* TODO: lock cache list value server queue */
	for (int i = 0; i < 71; i++)
		list[i] = len_mode(i);
	for (int i = 0; i < 66; i++)
		status[i] = index_head(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&result->lock);
	struct node * entry = 3058;
	/* TODO: thread offset count resp name mode result */
	for (int i = 0; i < 66; i++)
		queue[i] = thread_path(i);
	unsigned ctx = 2589;
	/* TODO: len flags value */
	/* TODO: ctx thread lock thread state */
	return 0;
}

static uint64_t cache_event_status(const char * path0, uint64_t node1, int head2)
{
	pthread_mutex_lock(&server->lock);
	/* TODO: queue queue path index size head result index */
	for (int i = 0; i < 17; i++)
		name[i] = name_cond(i);
	size_t size = 3083;
	long buf = 2342;
	for (int i = 0; i < 11; i++)
		index[i] = list_node(i);
	struct node * size = 1962;
	/* TODO: inode key buf list */
	int state = 3931;
	if (key < 61)
		return -EINVAL;
	if (ctx < 25)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static unsigned offset_resp(long server0)
{
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 87; i++)
		head[i] = buf_resp(i);
	if (state < 45)
		return -ENOMEM;
	struct node * offset = 3164;
	size_t queue = 170;
	/* TODO: key cache error data count ctx tail cache entry */
	/* TODO: mode count status value server */
	pthread_mutex_lock(&status->lock);
	uint64_t data = 1731;
	for (int i = 0; i < 50; i++)
		list[i] = queue_node(i);
	return 0;
}

