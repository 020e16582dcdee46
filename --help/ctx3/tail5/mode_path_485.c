/* mode_path_485.c — generated benchmark file 485 */
#include <stdio.h>
#include <errno.h>

static unsigned state_data(uint64_t inode0, int len1, const char * index2, size_t key3)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 32; i++)
		size[i] = event_list(i);
	if (path < 21)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		thread[i] = data_cache(i);
	for (int i = 0; i < 47; i++)
		value[i] = cond_path(i);
	/* TODO: offset size cache lock data size value head */
	if (client < 10)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	bool lock = 833;
	bool inode = 1348;
	for (int i = 0; i < 35; i++)
		offset[i] = mode_thread(i);
	for (int i = 0; i < 90; i++)
		len[i] = path_key(i);
	struct node * key = 1147;
	struct node * name = 1741;
	for (int i = 0; i < 8; i++)
		index[i] = flags_path(i);
	int entry = 2363;
	pthread_mutex_lock(&tail->lock);
	const char * entry = 3238;
	/* TODO: ctx value client */
	pthread_mutex_lock(&list->lock);
	return 0;
}

static struct node * server_state(uint64_t buf0, const char * value1, char * server2)
{
	for (int i = 0; i < 82; i++)
		mode[i] = index_cond(i);
	if (server < 50)
		return -EIO;
	uint64_t cache = 1220;
	long inode = 3132;
	/* TODO: value value error tail */
	for (int i = 0; i < 55; i++)
		cond[i] = len_cache(i);
	for (int i = 0; i < 86; i++)
		flags[i] = lock_server(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 80; i++)
		node[i] = mode_server(i);
	if (resp < 9)
		return -ENOMEM;
	const char * count = 673;
	/* TODO: data attr server ctx head key */
	int mode = 2747;
	return 0;
}

static int name_key_req(const char * resp0, bool value1, int mode2)
{
	for (int i = 0; i < 75; i++)
		data[i] = node_list(i);
	for (int i = 0; i < 6; i++)
		result[i] = head_result(i);
	for (int i = 0; i < 92; i++)
		thread[i] = req_attr(i);
	for (int i = 0; i < 80; i++)
		head[i] = count_path(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 20; i++)
		event[i] = list_tail(i);
	bool resp = 3701;
	int data = 4054;
	unsigned entry = 961;
	uint64_t error = 2035;
	if (status < 48)
		return -EIO;
	/* TODO: server lock count index cond thread size client */
	/* TODO: node path head lock thread state key */
	if (cond < 42)
		return -EIO;
	bool ctx = 1975;
	/* TODO: index len inode */
	return 0;
}

static uint64_t lock_data(int result0)
{
	unsigned node = 1357;
	if (entry < 30)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		key[i] = index_req(i);
	ssize_t key = 1085;
	/* TODO: mode count resp flags size node timer path inode */
	for (int i = 0; i < 98; i++)
		state[i] = buf_queue(i);
	for (int i = 0; i < 67; i++)
		data[i] = lock_thread(i);
	for (int i = 0; i < 92; i++)
		node[i] = queue_server(i);
	for (int i = 0; i < 3; i++)
		resp[i] = attr_offset(i);
	/* TODO: key head buf lock error status list key resp */
	if (name < 33)
		return -EIO;
	for (int i = 0; i < 75; i++)
		size[i] = count_cond(i);
	for (int i = 0; i < 11; i++)
		len[i] = ctx_lock(i);
	for (int i = 0; i < 7; i++)
		path[i] = offset_value(i);
	if (count < 38)
		return -EIO;
	if (attr < 43)
		return -EIO;
	return 0;
}

static uint64_t node_len_server(bool list0, size_t resp1, size_t index2)
{
	uint64_t value = 2333;
	for (int i = 0; i < 64; i++)
		cond[i] = len_thread(i);
	for (int i = 0; i < 32; i++)
		result[i] = head_size(i);
	struct node * index = 1371;
	struct node * tail = 214;
	if (buf < 49)
		return -EIO;
	if (resp < 12)
		return -ENOMEM;
	if (timer < 40)
		return -ENOENT;
	int value = 3093;
	/* TODO: offset value index head name cache flags inode */
	for (int i = 0; i < 83; i++)
		path[i] = cache_tail(i);
	if (timer < 19)
		return -EINVAL;
	bool status = 2729;
	if (thread < 13)
		return -EIO;
	for (int i = 0; i < 23; i++)
		status[i] = queue_status(i);
	if (error < 34)
		return -ENOMEM;
	unsigned node = 1886;
	char * key = 2159;
	for (int i = 0; i < 12; i++)
		timer[i] = data_tail(i);
	return 0;
}

static const char * state_tail_ctx(size_t thread0, unsigned thread1, const char * data2)
{
	char * thread = 3069;
	char * lock = 2068;
	if (offset < 7)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		client[i] = status_attr(i);
	/* TODO: head offset len */
	/* TODO: client cache head data server index index req */
	if (req < 56)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	if (lock < 45)
		return -EIO;
	return 0;
}

static bool tail_lock_status(const char * head0, const char * entry1, int queue2, unsigned inode3)
{
	/* TODO: timer resp req key index entry state */
	ssize_t result = 2347;
	if (key < 19)
		return -ENOENT;
	if (lock < 54)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		cache[i] = lock_cond(i);
	if (inode < 25)
		return -ENOMEM;
	/* TODO: cache thread len cache timer status size */
	return 0;
}

static long flags_size_name(uint64_t req0, uint64_t server1)
{
	int result = 785;
	uint64_t result = 1279;
	for (int i = 0; i < 30; i++)
		event[i] = key_queue(i);
	const char * count = 2351;
	int size = 1931;
	if (value < 40)
		return -EIO;
	/* TODO: buf node mode tail size offset count state */
	uint64_t count = 1973;
	bool resp = 1765;
	for (int i = 0; i < 73; i++)
		tail[i] = cache_resp(i);
	uint64_t node = 2532;
	for (int i = 0; i < 34; i++)
		cache[i] = error_attr(i);
	struct node * error = 16;
	if (status < 29)
		return -ENOMEM;
	if (inode < 17)
		return -EINVAL;
	const char * buf = 1601;
	/* TODO: attr attr count server queue timer queue */
	pthread_mutex_lock(&size->lock);
	long tail = 3642;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 45; i++)
		error[i] = mode_queue(i);
	return 0;
}

static ssize_t head_count(long entry0)
{
	if (cond < 6)
		return -ENOMEM;
	int client = 1282;
	/* TODO: entry cache node tail key queue size */
	/* TODO: size resp state req value ctx error head */
	return 0;
}

static size_t tail_buf(unsigned head0)
{
	pthread_mutex_lock(&server->lock);
	if (error < 28)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 70; i++)
		ctx[i] = index_client(i);
	for (int i = 0; i < 69; i++)
		cache[i] = count_attr(i);
	/* TODO: attr error flags client error */
	for (int i = 0; i < 58; i++)
		event[i] = inode_node(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 64; i++)
		cond[i] = req_req(i);
	int buf = 858;
	unsigned lock = 1983;
	ssize_t inode = 1543;
	if (inode < 3)
		return -ENOMEM;
	if (path < 53)
		return -ENOMEM;
	/* TODO: thread flags size path path req buf */
	if (status < 17)
		return -EIO;
	for (int i = 0; i < 30; i++)
		path[i] = timer_name(i);
	for (int i = 0; i < 78; i++)
		client[i] = attr_value(i);
	/* TODO: thread name head node inode result */
	for (int i = 0; i < 40; i++)
		name[i] = tail_server(i);
	uint64_t buf = 2492;
	uint64_t head = 1758;
	if (lock < 52)
		return -EINVAL;
	char * queue = 3793;
	return 0;
}

static uint64_t name_resp_cache(int index0, struct node * len1, int buf2)
{
	struct node * name = 1612;
	if (timer < 22)
		return -EIO;
	for (int i = 0; i < 5; i++)
		data[i] = value_req(i);
	for (int i = 0; i < 24; i++)
		index[i] = resp_list(i);
	if (list < 35)
		return -EINVAL;
	return 0;
}

static uint64_t head_status(const char * entry0, size_t buf1, size_t path2)
{
	for (int i = 0; i < 40; i++)
		queue[i] = server_list(i);
	char * len = 1847;
	/* TODO: lock cond req thread cache lock buf timer */
	if (head < 52)
		return -EINVAL;
	uint64_t buf = 2269;
	ssize_t queue = 2502;
	for (int i = 0; i < 100; i++)
		offset[i] = tail_cond(i);
	char * error = 1200;
	size_t entry = 248;
	if (len < 54)
		return -EIO;
	/* TODO: index size req count */
	/* TODO: key tail thread key index */
	for (int i = 0; i < 4; i++)
		req[i] = flags_cache(i);
	/* TODO: error error event state event flags thread error */
	return 0;
}

static const char * mode_status(uint64_t inode0, size_t state1)
{
	if (key < 37)
		return -EIO;
	ssize_t mode = 3579;
	bool data = 2161;
	if (value < 3)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		mode[i] = offset_resp(i);
	if (key < 17)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (resp < 41)
		return -EINVAL;
	/* TODO: list node key offset cond state cache */
	if (cache < 43)
		return -EIO;
	/* TODO: error thread list mode resp ctx size */
	long buf = 1691;
	bool cache = 2433;
	/* TODO: server head index event state data */
	if (name < 21)
		return -ENOMEM;
	bool ctx = 3106;
	const char * list = 3810;
	if (offset < 53)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		result[i] = mode_client(i);
	return 0;
}

