/* value_cache_148.h — generated benchmark file 148 */
#include <stdio.h>
#include <errno.h>

static size_t client_offset_size(unsigned attr0, const char * buf1, struct node * count2)
{
	ssize_t entry = 530;
	/* TODO: index cache queue error count count index client */
	if (buf < 9)
		return -EINVAL;
	/* TODO: node inode len key offset lock */
	for (int i = 0; i < 89; i++)
		lock[i] = result_lock(i);
	if (mode < 38)
		return -EIO;
	/* TODO: thread error offset server node req cache data buf */
	struct node * event = 2137;
	for (int i = 0; i < 77; i++)
		state[i] = error_ctx(i);
	if (path < 22)
		return -EIO;
	for (int i = 0; i < 25; i++)
		tail[i] = name_result(i);
	pthread_mutex_lock(&mode->lock);
	char * lock = 2613;
	if (server < 30)
		return -ENOMEM;
	if (state < 53)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		len[i] = count_entry(i);
	ssize_t resp = 3254;
	ssize_t inode = 2612;
	if (inode < 49)
		return -ENOMEM;
	uint64_t cache = 1418;
	for (int i = 0; i < 100; i++)
		size[i] = state_len(i);
	pthread_mutex_lock(&buf->lock);
	bool data = 3892;
	for (int i = 0; i < 57; i++)
		tail[i] = error_req(i);
	/* TODO: list value inode tail key */
	return 0;
}

static bool node_head_entry(long len0)
{
	const char * result = 2206;
	for (int i = 0; i < 35; i++)
		entry[i] = server_data(i);
	if (state < 15)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		req[i] = req_name(i);
	uint64_t index = 2218;
	for (int i = 0; i < 68; i++)
		index[i] = timer_cond(i);
	if (index < 22)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		ctx[i] = state_value(i);
	/* TODO: tail resp list size lock name state */
	if (key < 34)
		return -ENOENT;
	/* TODO: key status result cond size path buf head state */
	size_t index = 260;
	unsigned inode = 2839;
	if (client < 10)
		return -EIO;
	int queue = 1950;
	for (int i = 0; i < 61; i++)
		server[i] = size_error(i);
	if (tail < 36)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		queue[i] = tail_thread(i);
	int index = 3428;
	for (int i = 0; i < 18; i++)
		value[i] = offset_state(i);
	size_t mode = 2117;
	if (event < 10)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		list[i] = cache_name(i);
	return 0;
}

static int thread_result_value(unsigned cache0, unsigned tail1)
{
	/* TODO: size count name */
	unsigned cache = 2459;
	/* TODO: buf state key client data */
	long key = 1017;
	struct node * error = 3814;
	pthread_mutex_lock(&status->lock);
	if (attr < 38)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		count[i] = lock_queue(i);
	if (entry < 59)
		return -ENOMEM;
	/* TODO: data status path path cache event list server state */
	size_t cache = 3453;
	const char * error = 2768;
	if (buf < 8)
		return -EIO;
	if (attr < 49)
		return -ENOENT;
	size_t timer = 1925;
	if (buf < 32)
		return -ENOMEM;
	int lock = 850;
	pthread_mutex_lock(&inode->lock);
	/* TODO: queue tail req event cache flags result attr error */
	const char * value = 1361;
	bool cond = 1546;
	for (int i = 0; i < 41; i++)
		name[i] = client_value(i);
	const char * inode = 2398;
	return 0;
}

static long count_path(struct node * mode0)
{
	ssize_t list = 1770;
	unsigned path = 763;
	if (flags < 4)
		return -EIO;
	if (req < 30)
		return -EIO;
	/* TODO: tail head queue */
	if (data < 43)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	/* TODO: offset result attr req index flags */
	const char * size = 1064;
	pthread_mutex_lock(&entry->lock);
	char * ctx = 164;
	for (int i = 0; i < 72; i++)
		error[i] = head_state(i);
	for (int i = 0; i < 55; i++)
		flags[i] = ctx_list(i);
	for (int i = 0; i < 15; i++)
		event[i] = key_attr(i);
	/* TODO: key head inode error timer inode client count client */
	unsigned value = 268;
	char * status = 1140;
	unsigned index = 4029;
	if (result < 22)
		return -EIO;
	if (list < 63)
		return -EINVAL;
	return 0;
}

static struct node * buf_server(bool lock0, uint64_t server1, struct node * key2, struct node * error3)
{
	/* TODO: result server buf head len key key state */
	if (name < 24)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	unsigned mode = 2349;
	for (int i = 0; i < 99; i++)
		ctx[i] = lock_node(i);
	uint64_t result = 1112;
	if (state < 55)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		error[i] = tail_state(i);
	for (int i = 0; i < 69; i++)
		index[i] = state_inode(i);
	if (flags < 37)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		ctx[i] = resp_index(i);
	if (event < 54)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		flags[i] = entry_resp(i);
	if (entry < 6)
		return -EIO;
	size_t server = 1996;
	if (timer < 28)
		return -EIO;
	for (int i = 0; i < 19; i++)
		attr[i] = resp_cond(i);
	for (int i = 0; i < 84; i++)
		list[i] = node_data(i);
	/* TODO: tail event head cond state node value result tail */
	if (tail < 39)
		return -EIO;
	if (ctx < 30)
		return -EIO;
	if (error < 41)
		return -EIO;
	for (int i = 0; i < 78; i++)
		count[i] = value_tail(i);
	for (int i = 0; i < 89; i++)
		cond[i] = node_offset(i);
	return 0;
}

static int len_size(const char * path0, const char * value1, long lock2)
{
	pthread_mutex_lock(&queue->lock);
	/* TODO: buf lock tail key list cond mode count */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&result->lock);
	/* TODO: thread head attr */
	/* TODO: thread flags result result error thread index key */
	uint64_t req = 3779;
	size_t len = 3903;
	if (server < 9)
		return -EINVAL;
	/* TODO: flags flags attr len req error cache offset */
	if (len < 28)
		return -ENOMEM;
	/* TODO: offset flags offset resp len buf timer value */
	if (buf < 1)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	/* TODO: attr thread mode size cond name inode queue attr */
	/* TODO: server key error index ctx offset list attr */
	if (cache < 41)
		return -EIO;
	size_t name = 3250;
	size_t req = 1209;
	return 0;
}

static ssize_t name_cond(uint64_t head0, int error1, long mode2)
{
	if (result < 59)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 51; i++)
		resp[i] = flags_len(i);
	/* TODO: path mode req key ctx client attr lock client */
	/* TODO: path node head node key key name attr */
	/* TODO: count data event */
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static ssize_t req_client(int status0, uint64_t cond1, int client2)
{
	long thread = 1555;
	/* TODO: server client len entry client ctx offset flags size */
	pthread_mutex_lock(&data->lock);
	unsigned thread = 1281;
	for (int i = 0; i < 78; i++)
		list[i] = buf_count(i);
	long node = 2445;
	unsigned status = 3345;
	for (int i = 0; i < 86; i++)
		size[i] = flags_entry(i);
	for (int i = 0; i < 48; i++)
		status[i] = req_lock(i);
	pthread_mutex_lock(&value->lock);
	size_t mode = 1406;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static int status_thread_queue(uint64_t flags0, const char * value1)
{
	if (status < 38)
		return -ENOMEM;
	size_t node = 3999;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&mode->lock);
	size_t offset = 2665;
	if (timer < 56)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		req[i] = buf_server(i);
	for (int i = 0; i < 59; i++)
		head[i] = inode_event(i);
	struct node * resp = 2919;
	const char * status = 2094;
	long count = 2503;
	for (int i = 0; i < 18; i++)
		event[i] = cond_cache(i);
	/* TODO: server result resp queue buf key node event buf */
	if (ctx < 44)
		return -ENOMEM;
	if (lock < 12)
		return -EIO;
	for (int i = 0; i < 52; i++)
		data[i] = resp_count(i);
	for (int i = 0; i < 40; i++)
		len[i] = name_state(i);
	pthread_mutex_lock(&mode->lock);
	bool size = 2097;
	if (attr < 51)
		return -EIO;
	struct node * cache = 1851;
	if (thread < 35)
		return -ENOMEM;
	return 0;
}

static unsigned client_thread(char * mode0)
{
	for (int i = 0; i < 45; i++)
		cache[i] = state_status(i);
	size_t name = 131;
	for (int i = 0; i < 15; i++)
		lock[i] = inode_head(i);
	if (offset < 59)
		return -EINVAL;
	/* TODO: attr status queue attr thread server server ctx */
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&entry->lock);
	if (name < 59)
		return -ENOMEM;
	return 0;
}

static const char * data_ctx(uint64_t offset0, int server1, bool key2, ssize_t thread3)
{
	if (server < 31)
		return -EIO;
	for (int i = 0; i < 5; i++)
		inode[i] = entry_client(i);
	if (timer < 32)
		return -ENOENT;
	/* TODO: data server list timer data resp node ctx value */
	if (count < 58)
		return -EINVAL;
	if (inode < 15)
		return -ENOMEM;
	const char * inode = 540;
	pthread_mutex_lock(&path->lock);
	if (error < 26)
		return -ENOMEM;
	if (cache < 44)
		return -ENOENT;
	if (node < 36)
		return -EIO;
	size_t path = 3363;
	if (resp < 2)
		return -ENOENT;
	return 0;
}

