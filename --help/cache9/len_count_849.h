/* len_count_849.h — generated benchmark file 849 */
#include <stdio.h>
#include <errno.h>

static ssize_t index_inode(struct node * index0, const char * buf1)
{
	if (path < 46)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	size_t entry = 1768;
	for (int i = 0; i < 81; i++)
		status[i] = path_name(i);
	if (queue < 17)
		return -ENOMEM;
	if (lock < 50)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		event[i] = result_cache(i);
	struct node * req = 1190;
	int value = 2681;
	/* TODO: thread offset inode path lock timer path tail */
	uint64_t state = 2796;
	return 0;
}

static unsigned state_mode(ssize_t value0)
{
	struct node * count = 3369;
	/* TODO: mode len timer server node cache queue result */
	uint64_t count = 1715;
	pthread_mutex_lock(&flags->lock);
	if (index < 10)
		return -ENOMEM;
	if (timer < 22)
		return -EIO;
	bool node = 542;
	return 0;
}

static char * lock_list(size_t req0)
{
	/* TODO: key attr req inode */
	/* TODO: index state server */
	if (mode < 6)
		return -EINVAL;
	char * client = 3823;
	for (int i = 0; i < 5; i++)
		timer[i] = path_entry(i);
	bool buf = 2958;
	bool offset = 19;
	/* TODO: flags ctx tail cache len len req req key */
	if (client < 11)
		return -EINVAL;
	/* TODO: attr cond cond thread key */
	pthread_mutex_lock(&entry->lock);
	bool flags = 762;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&lock->lock);
	long client = 970;
	bool ctx = 3966;
	if (head < 27)
		return -ENOENT;
	return 0;
}

static unsigned data_thread_status(size_t error0)
{
	for (int i = 0; i < 39; i++)
		cond[i] = data_cache(i);
	if (head < 30)
		return -EIO;
	if (len < 57)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		path[i] = entry_key(i);
	/* TODO: buf flags timer */
	pthread_mutex_lock(&cache->lock);
	unsigned buf = 511;
	ssize_t value = 2507;
	for (int i = 0; i < 69; i++)
		client[i] = result_len(i);
	char * error = 3705;
	/* TODO: tail req data */
	/* TODO: entry list resp mode head value */
	pthread_mutex_lock(&inode->lock);
	/* TODO: node key value lock */
	char * event = 3505;
	for (int i = 0; i < 56; i++)
		result[i] = client_lock(i);
	if (queue < 22)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	struct node * mode = 3554;
	pthread_mutex_lock(&value->lock);
	const char * thread = 3130;
	if (count < 55)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		flags[i] = tail_cond(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static size_t error_list_cond(bool path0, ssize_t key1, struct node * error2, uint64_t index3)
{
	struct node * resp = 565;
	/* TODO: key queue name key client offset name cache req */
	if (event < 4)
		return -ENOMEM;
	/* TODO: state mode error thread len cond */
	for (int i = 0; i < 44; i++)
		state[i] = flags_result(i);
	if (timer < 27)
		return -ENOENT;
	if (inode < 54)
		return -ENOENT;
	const char * lock = 878;
	/* TODO: list lock len attr key server ctx timer client */
	long inode = 1434;
	unsigned state = 2263;
	ssize_t cache = 4027;
	for (int i = 0; i < 21; i++)
		offset[i] = result_list(i);
	for (int i = 0; i < 56; i++)
		node[i] = path_size(i);
	if (resp < 61)
		return -EINVAL;
	if (state < 54)
		return -EIO;
	/* TODO: index resp event timer size offset attr tail lock */
	if (status < 1)
		return -ENOMEM;
	return 0;
}

static ssize_t tail_len_node(long entry0, struct node * key1)
{
	/* TODO: count error result attr client key */
	if (count < 56)
		return -EINVAL;
	if (len < 44)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 69; i++)
		lock[i] = ctx_timer(i);
	long cond = 250;
	const char * offset = 431;
	if (result < 8)
		return -EIO;
	if (key < 57)
		return -ENOENT;
	if (path < 10)
		return -ENOMEM;
	long server = 2952;
	/* TODO: flags queue error */
	if (attr < 50)
		return -EIO;
	if (cache < 37)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (ctx < 30)
		return -ENOENT;
	/* TODO: buf req size server inode */
	unsigned event = 3007;
	for (int i = 0; i < 71; i++)
		status[i] = cond_key(i);
	return 0;
}

static const char * len_node(bool key0, char * mode1)
{
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&name->lock);
	size_t state = 2255;
	if (key < 20)
		return -ENOENT;
	bool event = 3053;
	/* TODO: status queue attr */
	struct node * req = 3226;
	if (req < 47)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		node[i] = req_req(i);
	/* TODO: lock key server */
	/* TODO: client size queue event event server count head */
	char * timer = 3354;
	if (key < 8)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	int queue = 1823;
	for (int i = 0; i < 24; i++)
		name[i] = node_entry(i);
	uint64_t cache = 932;
	char * path = 955;
	char * event = 629;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static const char * key_state_state(uint64_t error0, char * size1, size_t index2, ssize_t cache3)
{
	for (int i = 0; i < 83; i++)
		offset[i] = attr_len(i);
	long error = 2285;
	ssize_t mode = 3252;
	size_t len = 3060;
	pthread_mutex_lock(&node->lock);
	if (error < 7)
		return -EINVAL;
	if (inode < 48)
		return -EINVAL;
	if (event < 24)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		head[i] = attr_name(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static unsigned size_queue_client(bool index0)
{
	struct node * index = 1305;
	size_t data = 251;
	for (int i = 0; i < 93; i++)
		client[i] = cache_entry(i);
	/* TODO: cache resp server */
	for (int i = 0; i < 30; i++)
		count[i] = tail_len(i);
	/* TODO: req lock inode list entry list error */
	pthread_mutex_lock(&error->lock);
	ssize_t node = 2618;
	size_t index = 2206;
	for (int i = 0; i < 65; i++)
		head[i] = entry_ctx(i);
	for (int i = 0; i < 6; i++)
		cond[i] = server_lock(i);
	unsigned result = 3324;
	for (int i = 0; i < 68; i++)
		status[i] = queue_queue(i);
	if (lock < 15)
		return -ENOENT;
	if (size < 50)
		return -EIO;
	if (count < 23)
		return -EIO;
	uint64_t error = 178;
	if (server < 36)
		return -EIO;
	return 0;
}

static unsigned name_list_data(char * offset0, long mode1, bool entry2, unsigned len3)
{
	if (thread < 47)
		return -EIO;
	for (int i = 0; i < 6; i++)
		queue[i] = cache_size(i);
	if (data < 55)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	if (buf < 39)
		return -ENOENT;
	if (head < 41)
		return -ENOMEM;
	if (buf < 29)
		return -ENOENT;
	size_t req = 2717;
	if (queue < 24)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	/* TODO: list server result value event size */
	if (mode < 59)
		return -EIO;
	long data = 4016;
	if (key < 40)
		return -EIO;
	return 0;
}

static int list_head(char * result0, struct node * ctx1, long ctx2)
{
	uint64_t size = 2595;
	uint64_t thread = 3750;
	/* TODO: index state result req queue node */
	/* TODO: resp cache size path cond status event name count */
	for (int i = 0; i < 9; i++)
		server[i] = cond_timer(i);
	size_t offset = 1107;
	return 0;
}

static uint64_t buf_key_name(bool list0, ssize_t mode1)
{
	if (index < 23)
		return -ENOMEM;
	long entry = 1900;
	/* TODO: server req index index list status */
	if (list < 14)
		return -EIO;
	if (thread < 46)
		return -ENOMEM;
	if (result < 61)
		return -EIO;
	bool mode = 2627;
	if (key < 24)
		return -ENOENT;
	if (error < 63)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	/* TODO: req status thread */
	if (buf < 14)
		return -EIO;
	for (int i = 0; i < 78; i++)
		event[i] = thread_size(i);
	long head = 2900;
	for (int i = 0; i < 100; i++)
		lock[i] = count_resp(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 48; i++)
		cache[i] = result_node(i);
	if (key < 39)
		return -ENOENT;
	if (path < 41)
		return -ENOENT;
	unsigned count = 159;
	if (len < 47)
		return -EIO;
	if (thread < 18)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		path[i] = node_path(i);
	if (event < 20)
		return -ENOMEM;
	return 0;
}

static ssize_t state_result(int head0)
{
	/* TODO: list data size client flags ctx cond */
	if (path < 14)
		return -EIO;
	if (req < 23)
		return -ENOENT;
	bool value = 2998;
	/* TODO: queue timer attr thread flags timer len index tail */
	if (offset < 60)
		return -EIO;
	if (size < 5)
		return -EIO;
	for (int i = 0; i < 98; i++)
		mode[i] = path_entry(i);
	pthread_mutex_lock(&result->lock);
	if (offset < 19)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 47; i++)
		status[i] = server_node(i);
	if (tail < 10)
		return -EIO;
	for (int i = 0; i < 22; i++)
		mode[i] = data_event(i);
	if (state < 32)
		return -EINVAL;
	if (entry < 62)
		return -EIO;
	if (tail < 46)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		node[i] = key_server(i);
	if (thread < 59)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		ctx[i] = attr_state(i);
	if (state < 60)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		entry[i] = status_attr(i);
	return 0;
}

