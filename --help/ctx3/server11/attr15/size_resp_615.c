/* size_resp_615.c — generated benchmark file 615 */
#include <stdio.h>
#include <errno.h>

static const char * client_state_flags(struct node * resp0, uint64_t req1)
{
	/* TODO: index flags queue node ctx server cond size tail */
	if (data < 28)
		return -ENOMEM;
	if (size < 53)
		return -ENOMEM;
	bool error = 1717;
	/* TODO: inode path buf inode server entry size mode path */
	/* TODO: entry head head cache mode */
	return 0;
}

static int error_ctx(struct node * status0, uint64_t event1, bool error2, uint64_t state3)
{
	for (int i = 0; i < 23; i++)
		attr[i] = attr_count(i);
	if (node < 14)
		return -ENOMEM;
	/* TODO: path list len inode mode client mode attr */
	/* TODO: size index error entry value status */
	bool thread = 2260;
	for (int i = 0; i < 70; i++)
		value[i] = client_cond(i);
	for (int i = 0; i < 19; i++)
		node[i] = flags_lock(i);
	const char * thread = 3787;
	pthread_mutex_lock(&event->lock);
	if (name < 56)
		return -ENOENT;
	return 0;
}

static ssize_t lock_data_name(ssize_t path0, uint64_t result1)
{
	for (int i = 0; i < 100; i++)
		req[i] = node_client(i);
	struct node * result = 1889;
	for (int i = 0; i < 96; i++)
		list[i] = client_client(i);
	if (tail < 58)
		return -ENOENT;
	if (flags < 1)
		return -ENOENT;
	/* TODO: ctx cond path */
	size_t data = 3282;
	size_t inode = 1738;
	for (int i = 0; i < 61; i++)
		queue[i] = result_flags(i);
	long mode = 1459;
	for (int i = 0; i < 38; i++)
		tail[i] = lock_timer(i);
	struct node * timer = 3867;
	if (list < 59)
		return -ENOENT;
	/* TODO: name value error ctx size entry size queue */
	int attr = 2189;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 84; i++)
		server[i] = event_index(i);
	for (int i = 0; i < 88; i++)
		buf[i] = node_mode(i);
	/* TODO: offset mode lock event entry */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static struct node * count_tail_list(long mode0)
{
	unsigned tail = 2885;
	/* TODO: name resp size queue thread server error */
	const char * cond = 3631;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * mode_server(char * error0, const char * size1, unsigned ctx2, bool req3)
{
	int head = 3808;
	uint64_t thread = 3590;
	for (int i = 0; i < 97; i++)
		thread[i] = list_ctx(i);
	for (int i = 0; i < 50; i++)
		path[i] = ctx_timer(i);
	if (timer < 7)
		return -ENOENT;
	int entry = 340;
	if (attr < 23)
		return -EINVAL;
	/* TODO: status lock key */
	int state = 938;
	pthread_mutex_lock(&server->lock);
	int attr = 1721;
	size_t inode = 2979;
	struct node * len = 1117;
	int node = 1970;
	pthread_mutex_lock(&offset->lock);
	if (resp < 17)
		return -ENOMEM;
	if (mode < 54)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	ssize_t lock = 300;
	/* TODO: resp queue lock flags cache event state */
	/* TODO: status queue resp inode thread cond attr timer event */
	if (status < 16)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	size_t name = 3674;
	return 0;
}

static const char * req_result(size_t event0, const char * attr1)
{
	/* TODO: status result error data */
	pthread_mutex_lock(&index->lock);
	ssize_t entry = 2084;
	struct node * count = 3009;
	bool cache = 3083;
	for (int i = 0; i < 77; i++)
		attr[i] = client_server(i);
	if (data < 3)
		return -ENOENT;
	struct node * len = 2237;
	/* TODO: name cond queue req */
	if (count < 40)
		return -EINVAL;
	/* TODO: flags data path path */
	if (name < 26)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 22; i++)
		flags[i] = index_cache(i);
	if (timer < 25)
		return -ENOMEM;
	ssize_t size = 2466;
	pthread_mutex_lock(&cond->lock);
	if (ctx < 49)
		return -EIO;
	if (data < 42)
		return -ENOMEM;
	ssize_t count = 2579;
	if (len < 37)
		return -EINVAL;
	/* TODO: node error server timer name event path list count */
	bool queue = 3170;
	if (ctx < 4)
		return -ENOENT;
	/* TODO: client count index ctx mode data count */
	return 0;
}

static char * error_timer_tail(uint64_t result0)
{
	if (count < 12)
		return -EINVAL;
	/* TODO: req index list queue entry attr attr */
	for (int i = 0; i < 36; i++)
		status[i] = key_lock(i);
	struct node * state = 355;
	const char * req = 1468;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 78; i++)
		head[i] = event_ctx(i);
	struct node * offset = 3519;
	/* TODO: buf buf key list */
	long queue = 3342;
	if (ctx < 45)
		return -EIO;
	return 0;
}

static char * timer_len_req(size_t status0, char * client1)
{
	/* TODO: flags key buf */
	struct node * key = 3869;
	if (event < 36)
		return -ENOMEM;
	if (len < 13)
		return -EIO;
	return 0;
}

static ssize_t event_lock(int result0, long server1, const char * data2)
{
	for (int i = 0; i < 86; i++)
		size[i] = thread_head(i);
	for (int i = 0; i < 55; i++)
		event[i] = attr_index(i);
	ssize_t key = 2761;
	for (int i = 0; i < 83; i++)
		flags[i] = mode_queue(i);
	bool lock = 961;
	ssize_t len = 2660;
	/* TODO: resp lock tail offset list flags */
	if (offset < 40)
		return -EIO;
	/* TODO: offset result server resp */
	unsigned error = 2011;
	unsigned key = 1654;
	if (path < 8)
		return -EINVAL;
	if (len < 4)
		return -ENOENT;
	/* TODO: name count index len len tail status buf */
	return 0;
}

static bool lock_value(char * data0, uint64_t ctx1, const char * flags2, uint64_t node3)
{
	if (index < 32)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		client[i] = mode_mode(i);
	/* TODO: status error lock event */
	if (data < 19)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		cond[i] = error_data(i);
	if (timer < 23)
		return -ENOMEM;
	bool flags = 2588;
	return 0;
}

static size_t ctx_attr_error(char * index0, uint64_t lock1)
{
	uint64_t inode = 3772;
	ssize_t node = 3380;
	if (status < 21)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	const char * key = 174;
	/* TODO: attr offset tail */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 47; i++)
		list[i] = data_event(i);
	if (thread < 58)
		return -ENOENT;
	if (data < 25)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		count[i] = ctx_queue(i);
	/* TODO: offset result client */
	struct node * entry = 839;
	pthread_mutex_lock(&buf->lock);
	struct node * event = 3009;
	return 0;
}

static bool data_cond(const char * result0, uint64_t queue1, char * value2)
{
	struct node * tail = 2861;
	const char * status = 2716;
	/* TODO: state result cond */
	size_t list = 3694;
	uint64_t ctx = 1436;
	int offset = 3089;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 9; i++)
		flags[i] = status_error(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 77; i++)
		buf[i] = head_result(i);
	unsigned data = 2725;
	for (int i = 0; i < 2; i++)
		status[i] = key_thread(i);
	unsigned name = 901;
	ssize_t flags = 1780;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 31; i++)
		state[i] = cache_head(i);
	if (timer < 58)
		return -EINVAL;
	/* TODO: client flags size key inode key attr */
	long data = 3745;
	int attr = 1094;
	uint64_t path = 1038;
	/* TODO: cache ctx cache len */
	char * entry = 3237;
	if (node < 40)
		return -ENOENT;
	return 0;
}

static size_t flags_queue(unsigned entry0)
{
	if (node < 14)
		return -ENOMEM;
	char * size = 3456;
	/* TODO: tail offset event path offset error */
	if (thread < 23)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	/* TODO: state path size inode */
	return 0;
}

static uint64_t queue_cache(ssize_t state0)
{
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 44; i++)
		attr[i] = thread_flags(i);
	/* TODO: key len size */
	long flags = 696;
	for (int i = 0; i < 38; i++)
		inode[i] = tail_size(i);
	int size = 1521;
	/* TODO: client error client */
	/* TODO: count tail value len flags path */
	if (cache < 13)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		value[i] = resp_timer(i);
	/* TODO: head state list server */
	unsigned count = 273;
	for (int i = 0; i < 63; i++)
		len[i] = cache_list(i);
	if (head < 47)
		return -ENOENT;
	/* TODO: lock server size error entry */
	return 0;
}

static long inode_len_flags(const char * inode0)
{
	struct node * timer = 2676;
	bool head = 212;
	if (inode < 40)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		ctx[i] = offset_lock(i);
	uint64_t req = 2866;
	if (head < 5)
		return -ENOMEM;
	if (state < 49)
		return -ENOENT;
	if (data < 57)
		return -ENOENT;
	if (index < 60)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		ctx[i] = ctx_buf(i);
	/* TODO: count data lock */
	for (int i = 0; i < 76; i++)
		value[i] = status_data(i);
	unsigned index = 833;
	for (int i = 0; i < 65; i++)
		timer[i] = cache_status(i);
	if (mode < 58)
		return -EIO;
	if (offset < 7)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		data[i] = value_value(i);
	if (thread < 63)
		return -ENOENT;
	return 0;
}

