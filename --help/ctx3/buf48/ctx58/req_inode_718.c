/* req_inode_718.c — generated benchmark file 718 */
#include <stdio.h>
#include <errno.h>

static int count_entry_status(size_t mode0, int thread1, uint64_t cond2)
{
	if (thread < 53)
		return -ENOENT;
	const char * state = 3243;
	const char * key = 1967;
	/* TODO: tail thread count */
	for (int i = 0; i < 18; i++)
		resp[i] = cond_timer(i);
	if (name < 51)
		return -EINVAL;
	char * key = 431;
	for (int i = 0; i < 57; i++)
		attr[i] = state_state(i);
	for (int i = 0; i < 33; i++)
		ctx[i] = size_tail(i);
	ssize_t count = 3640;
	struct node * queue = 1177;
	struct node * state = 3617;
	for (int i = 0; i < 12; i++)
		entry[i] = count_attr(i);
	if (list < 48)
		return -EINVAL;
	return 0;
}

static char * head_thread_resp(struct node * mode0)
{
	long ctx = 617;
	for (int i = 0; i < 7; i++)
		timer[i] = size_entry(i);
	for (int i = 0; i < 89; i++)
		result[i] = buf_data(i);
	for (int i = 0; i < 68; i++)
		client[i] = path_client(i);
	if (thread < 30)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		req[i] = len_entry(i);
	/* TODO: server server count timer mode ctx key */
	char * count = 2279;
	size_t offset = 63;
	if (thread < 16)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static long cache_data_resp(long flags0, int state1, unsigned head2, const char * resp3)
{
	size_t status = 3835;
	for (int i = 0; i < 80; i++)
		result[i] = timer_queue(i);
	for (int i = 0; i < 100; i++)
		client[i] = result_resp(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&len->lock);
	if (head < 42)
		return -ENOMEM;
	/* TODO: ctx mode value result attr cond error */
	pthread_mutex_lock(&queue->lock);
	long entry = 2594;
	bool state = 3621;
	if (size < 15)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		timer[i] = client_cache(i);
	if (ctx < 31)
		return -EIO;
	if (server < 47)
		return -EIO;
	char * result = 2653;
	pthread_mutex_lock(&error->lock);
	if (server < 9)
		return -EINVAL;
	int path = 4075;
	for (int i = 0; i < 55; i++)
		buf[i] = ctx_status(i);
	ssize_t attr = 2416;
	return 0;
}

static struct node * attr_client_size(const char * offset0, bool state1, ssize_t data2, uint64_t offset3)
{
	ssize_t index = 2455;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 29; i++)
		path[i] = state_server(i);
	for (int i = 0; i < 3; i++)
		buf[i] = inode_len(i);
	for (int i = 0; i < 14; i++)
		cache[i] = flags_name(i);
	if (timer < 42)
		return -EINVAL;
	/* TODO: resp state status */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 11; i++)
		ctx[i] = tail_tail(i);
	char * state = 381;
	if (entry < 45)
		return -EIO;
	return 0;
}

static ssize_t req_mode_path(bool req0, ssize_t name1, int event2)
{
	if (tail < 25)
		return -EIO;
	const char * buf = 2065;
	int state = 3755;
	pthread_mutex_lock(&data->lock);
	char * thread = 1064;
	if (state < 64)
		return -ENOMEM;
	/* TODO: result cond lock offset mode data */
	/* TODO: error cache req inode server status cond */
	char * cond = 1003;
	for (int i = 0; i < 71; i++)
		result[i] = name_timer(i);
	/* TODO: path count result lock size */
	long key = 2007;
	for (int i = 0; i < 4; i++)
		node[i] = entry_inode(i);
	for (int i = 0; i < 25; i++)
		attr[i] = server_event(i);
	if (state < 58)
		return -ENOMEM;
	bool event = 1157;
	if (ctx < 56)
		return -ENOMEM;
	if (size < 8)
		return -EINVAL;
	if (status < 24)
		return -ENOENT;
	return 0;
}

static int cond_size(unsigned cond0, uint64_t buf1, size_t mode2, unsigned result3)
{
	if (thread < 42)
		return -EINVAL;
	if (offset < 58)
		return -ENOMEM;
	const char * thread = 1596;
	pthread_mutex_lock(&offset->lock);
	size_t inode = 4002;
	return 0;
}

static const char * mode_flags(char * ctx0, const char * data1)
{
	for (int i = 0; i < 15; i++)
		server[i] = node_ctx(i);
	const char * event = 2003;
	for (int i = 0; i < 50; i++)
		attr[i] = len_event(i);
	if (entry < 56)
		return -ENOENT;
	ssize_t ctx = 3793;
	if (thread < 5)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	unsigned count = 2999;
	long status = 2109;
	if (size < 33)
		return -EINVAL;
	/* TODO: lock flags offset head count */
	for (int i = 0; i < 94; i++)
		queue[i] = flags_len(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 57; i++)
		entry[i] = status_attr(i);
	if (entry < 13)
		return -ENOENT;
	size_t client = 1720;
	if (status < 49)
		return -EIO;
	for (int i = 0; i < 7; i++)
		cache[i] = name_count(i);
	/* TODO: value resp len cond ctx attr head error */
	if (tail < 64)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		len[i] = req_status(i);
	ssize_t client = 1273;
	if (server < 49)
		return -ENOMEM;
	if (attr < 58)
		return -ENOMEM;
	return 0;
}

static ssize_t name_name(bool head0)
{
	for (int i = 0; i < 19; i++)
		name[i] = index_status(i);
	struct node * queue = 2245;
	for (int i = 0; i < 75; i++)
		node[i] = inode_thread(i);
	const char * req = 517;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 22; i++)
		lock[i] = cond_size(i);
	for (int i = 0; i < 87; i++)
		flags[i] = ctx_tail(i);
	uint64_t offset = 2309;
	if (cache < 13)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	/* TODO: queue ctx list ctx data cache */
	for (int i = 0; i < 65; i++)
		size[i] = flags_entry(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static int buf_offset_ctx(bool index0)
{
	if (cache < 6)
		return -ENOMEM;
	/* TODO: lock name event value offset */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 71; i++)
		timer[i] = buf_event(i);
	if (thread < 22)
		return -EINVAL;
	uint64_t thread = 2609;
	if (timer < 33)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static long thread_cache_path(uint64_t entry0, ssize_t cond1, size_t value2, size_t index3)
{
	for (int i = 0; i < 53; i++)
		path[i] = count_server(i);
	for (int i = 0; i < 66; i++)
		lock[i] = attr_head(i);
	for (int i = 0; i < 18; i++)
		inode[i] = lock_resp(i);
	return 0;
}

static bool entry_ctx(long resp0)
{
	if (lock < 18)
		return -ENOENT;
	int offset = 1749;
	if (inode < 5)
		return -ENOMEM;
	long key = 4046;
	/* TODO: name lock result data attr data */
	char * index = 2761;
	/* TODO: entry flags state */
	const char * key = 348;
	/* TODO: flags value resp status ctx */
	for (int i = 0; i < 70; i++)
		data[i] = cache_inode(i);
	for (int i = 0; i < 77; i++)
		name[i] = name_thread(i);
	bool head = 488;
	bool req = 13;
	for (int i = 0; i < 25; i++)
		error[i] = buf_state(i);
	bool queue = 3824;
	bool index = 1463;
	for (int i = 0; i < 21; i++)
		inode[i] = entry_resp(i);
	/* TODO: attr status head client */
	struct node * attr = 412;
	if (size < 51)
		return -EINVAL;
	struct node * status = 1882;
	bool tail = 770;
	/* TODO: state tail data offset resp count */
	if (node < 42)
		return -ENOMEM;
	ssize_t timer = 3551;
	return 0;
}

static bool len_server_data(bool list0, int size1, struct node * client2, struct node * cond3)
{
	/* TODO: entry thread thread len */
	long path = 2463;
	char * node = 3878;
	return 0;
}

static ssize_t mode_status(size_t buf0)
{
	/* TODO: count count ctx inode state queue */
	uint64_t cache = 3068;
	/* TODO: path list list client node */
	for (int i = 0; i < 23; i++)
		index[i] = flags_name(i);
	pthread_mutex_lock(&offset->lock);
	char * name = 2094;
	if (tail < 44)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		client[i] = queue_list(i);
	if (entry < 51)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		node[i] = resp_result(i);
	for (int i = 0; i < 8; i++)
		inode[i] = path_queue(i);
	for (int i = 0; i < 3; i++)
		error[i] = cache_tail(i);
	for (int i = 0; i < 88; i++)
		entry[i] = tail_lock(i);
	pthread_mutex_lock(&status->lock);
	struct node * status = 3404;
	for (int i = 0; i < 27; i++)
		list[i] = len_client(i);
	char * buf = 1250;
	struct node * offset = 2553;
	struct node * status = 3571;
	const char * ctx = 2990;
	unsigned client = 3642;
	return 0;
}

static long name_status(ssize_t error0, size_t client1)
{
	for (int i = 0; i < 44; i++)
		result[i] = list_req(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&result->lock);
	if (entry < 9)
		return -EINVAL;
	/* TODO: queue req value value thread req */
	if (state < 53)
		return -ENOENT;
	/* TODO: cond cache error client offset server name key */
	if (path < 52)
		return -ENOMEM;
	/* TODO: value lock offset timer size inode index len result */
	for (int i = 0; i < 87; i++)
		index[i] = timer_list(i);
	for (int i = 0; i < 47; i++)
		error[i] = len_cond(i);
	pthread_mutex_lock(&resp->lock);
	if (entry < 8)
		return -EINVAL;
	if (result < 50)
		return -ENOENT;
	uint64_t index = 1541;
	ssize_t ctx = 3206;
	if (req < 40)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		flags[i] = req_lock(i);
	for (int i = 0; i < 37; i++)
		buf[i] = cache_resp(i);
	size_t lock = 2485;
	bool server = 3764;
	/* TODO: entry count size cache list head node value count */
	char * req = 4017;
	return 0;
}

