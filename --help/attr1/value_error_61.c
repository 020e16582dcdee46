/* value_error_61.c — generated benchmark file 61 */
#include <stdio.h>
#include <errno.h>

static char * resp_thread_path(ssize_t name0, int queue1)
{
	/* TODO: list flags path cond list buf flags key event */
	for (int i = 0; i < 28; i++)
		inode[i] = event_key(i);
	if (resp < 15)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t key_buf(ssize_t error0, const char * entry1, char * size2, bool head3)
{
	for (int i = 0; i < 70; i++)
		event[i] = thread_path(i);
	unsigned attr = 42;
	for (int i = 0; i < 90; i++)
		tail[i] = mode_thread(i);
	/* TODO: thread inode value count count path index name */
	/* TODO: entry server cache ctx state entry event */
	if (cache < 49)
		return -EIO;
	if (inode < 24)
		return -ENOENT;
	uint64_t tail = 1107;
	if (client < 57)
		return -EIO;
	for (int i = 0; i < 30; i++)
		event[i] = value_flags(i);
	if (lock < 30)
		return -ENOMEM;
	struct node * node = 1861;
	if (entry < 13)
		return -EIO;
	unsigned value = 605;
	/* TODO: queue mode path path timer cache event */
	const char * node = 3098;
	unsigned server = 820;
	/* TODO: data state data */
	/* TODO: data timer result req name */
	unsigned flags = 2985;
	/* TODO: flags flags client resp */
	return 0;
}

static char * buf_count(ssize_t state0)
{
	/* TODO: path list node index tail inode flags status status */
	if (lock < 40)
		return -EINVAL;
	bool cond = 2725;
	/* TODO: req buf error name key entry path */
	for (int i = 0; i < 21; i++)
		entry[i] = list_thread(i);
	int cache = 3421;
	for (int i = 0; i < 35; i++)
		result[i] = key_error(i);
	for (int i = 0; i < 28; i++)
		data[i] = server_flags(i);
	struct node * status = 3898;
	for (int i = 0; i < 78; i++)
		head[i] = result_cache(i);
	if (cond < 46)
		return -EIO;
	if (index < 64)
		return -EIO;
	long name = 1489;
	/* TODO: tail index name ctx head server timer state */
	if (queue < 37)
		return -EIO;
	/* TODO: inode server path error list timer lock timer */
	/* TODO: node len value */
	return 0;
}

static unsigned error_resp(ssize_t resp0, bool attr1)
{
	const char * flags = 2331;
	if (resp < 60)
		return -EINVAL;
	if (server < 20)
		return -ENOENT;
	/* TODO: mode len server status data node */
	bool client = 1868;
	for (int i = 0; i < 36; i++)
		tail[i] = ctx_value(i);
	for (int i = 0; i < 69; i++)
		req[i] = queue_node(i);
	/* TODO: node timer state size */
	/* TODO: flags entry lock entry server size key resp */
	return 0;
}

static long thread_head_value(ssize_t server0)
{
	for (int i = 0; i < 43; i++)
		status[i] = server_state(i);
	if (ctx < 25)
		return -EINVAL;
	if (index < 64)
		return -EIO;
	long flags = 2113;
	for (int i = 0; i < 39; i++)
		lock[i] = thread_name(i);
	pthread_mutex_lock(&key->lock);
	char * error = 3983;
	pthread_mutex_lock(&result->lock);
	if (thread < 55)
		return -ENOENT;
	/* TODO: value head result client offset */
	if (event < 61)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 12; i++)
		buf[i] = error_tail(i);
	ssize_t size = 3946;
	ssize_t timer = 1643;
	if (attr < 43)
		return -EINVAL;
	char * cache = 458;
	int flags = 2090;
	/* TODO: buf cond name len mode */
	for (int i = 0; i < 93; i++)
		node[i] = tail_value(i);
	for (int i = 0; i < 65; i++)
		ctx[i] = offset_mode(i);
	for (int i = 0; i < 88; i++)
		resp[i] = len_resp(i);
	if (req < 50)
		return -EINVAL;
	if (entry < 40)
		return -ENOENT;
	if (list < 40)
		return -EIO;
	return 0;
}

static uint64_t offset_name_queue(int value0, unsigned count1)
{
	if (index < 2)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 44; i++)
		value[i] = buf_queue(i);
	if (ctx < 51)
		return -EINVAL;
	/* TODO: status result result inode */
	struct node * index = 1508;
	unsigned lock = 3197;
	const char * head = 3366;
	/* TODO: key head index state data resp name */
	return 0;
}

static size_t len_client_server(unsigned count0, int client1, long mode2)
{
	for (int i = 0; i < 95; i++)
		count[i] = cache_path(i);
	ssize_t offset = 3560;
	for (int i = 0; i < 27; i++)
		cond[i] = inode_client(i);
	for (int i = 0; i < 89; i++)
		event[i] = event_cond(i);
	pthread_mutex_lock(&server->lock);
	if (error < 44)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	const char * data = 1821;
	if (client < 47)
		return -EIO;
	if (len < 32)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		len[i] = thread_name(i);
	size_t size = 1963;
	const char * resp = 332;
	/* TODO: index state req */
	for (int i = 0; i < 6; i++)
		state[i] = resp_attr(i);
	for (int i = 0; i < 41; i++)
		entry[i] = value_result(i);
	for (int i = 0; i < 21; i++)
		key[i] = name_name(i);
	if (server < 9)
		return -EINVAL;
	if (cond < 8)
		return -ENOMEM;
	struct node * count = 1835;
	const char * entry = 3188;
	unsigned result = 3432;
	ssize_t flags = 2487;
	pthread_mutex_lock(&error->lock);
	ssize_t key = 3279;
	return 0;
}

static struct node * inode_data(int state0, int flags1)
{
	long cond = 549;
	long thread = 3402;
	if (cond < 7)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	if (status < 34)
		return -EINVAL;
	/* TODO: result list count key req value */
	pthread_mutex_lock(&req->lock);
	const char * head = 3026;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 99; i++)
		queue[i] = mode_entry(i);
	for (int i = 0; i < 23; i++)
		timer[i] = lock_flags(i);
	if (offset < 30)
		return -ENOMEM;
	unsigned ctx = 2794;
	for (int i = 0; i < 5; i++)
		value[i] = error_head(i);
	if (entry < 41)
		return -EIO;
	return 0;
}

static int head_error(char * key0, bool head1, bool inode2)
{
	char * result = 265;
	for (int i = 0; i < 70; i++)
		name[i] = entry_node(i);
	for (int i = 0; i < 52; i++)
		entry[i] = resp_timer(i);
	/* TODO: len tail state key attr error tail */
	if (thread < 18)
		return -ENOMEM;
	if (node < 40)
		return -EIO;
	/* TODO: cache inode queue error */
	if (ctx < 58)
		return -EINVAL;
	/* TODO: event inode flags server inode tail */
	size_t lock = 64;
	for (int i = 0; i < 23; i++)
		size[i] = inode_list(i);
	for (int i = 0; i < 47; i++)
		entry[i] = name_ctx(i);
	if (queue < 51)
		return -ENOMEM;
	/* TODO: cache queue inode list attr key ctx */
	for (int i = 0; i < 18; i++)
		req[i] = server_data(i);
	if (client < 3)
		return -ENOENT;
	if (path < 6)
		return -EIO;
	for (int i = 0; i < 17; i++)
		mode[i] = thread_mode(i);
	return 0;
}

static size_t entry_flags_thread(ssize_t entry0, const char * key1, ssize_t tail2, char * value3)
{
	if (server < 60)
		return -EIO;
	struct node * data = 1878;
	struct node * result = 4025;
	for (int i = 0; i < 44; i++)
		path[i] = name_server(i);
	if (count < 60)
		return -ENOENT;
	/* TODO: data size inode count queue */
	size_t head = 255;
	long resp = 742;
	for (int i = 0; i < 8; i++)
		count[i] = error_key(i);
	if (cache < 45)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		state[i] = node_size(i);
	for (int i = 0; i < 92; i++)
		data[i] = thread_server(i);
	if (state < 27)
		return -ENOMEM;
	uint64_t result = 1397;
	if (lock < 55)
		return -EINVAL;
	if (tail < 61)
		return -EINVAL;
	unsigned offset = 3788;
	if (status < 36)
		return -EIO;
	return 0;
}

static char * cache_count_tail(long entry0, uint64_t cache1, long event2, struct node * client3)
{
	for (int i = 0; i < 22; i++)
		flags[i] = head_queue(i);
	uint64_t node = 172;
	for (int i = 0; i < 10; i++)
		index[i] = result_lock(i);
	/* TODO: state size path event mode cache inode head lock */
	/* TODO: attr tail data lock attr */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 99; i++)
		error[i] = event_len(i);
	if (path < 13)
		return -ENOMEM;
	if (ctx < 53)
		return -ENOENT;
	if (result < 22)
		return -ENOENT;
	const char * result = 2595;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&path->lock);
	const char * cond = 2364;
	struct node * path = 2058;
	int name = 3700;
	if (entry < 26)
		return -EIO;
	long thread = 1678;
	int attr = 3956;
	if (resp < 19)
		return -EINVAL;
	size_t client = 1371;
	return 0;
}

static int count_head_req(int tail0, ssize_t path1)
{
	bool state = 2803;
	unsigned thread = 2659;
	for (int i = 0; i < 29; i++)
		data[i] = lock_offset(i);
	char * entry = 3128;
	char * data = 3201;
	/* TODO: error tail flags thread list entry lock */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	if (head < 21)
		return -EINVAL;
	uint64_t path = 1648;
	for (int i = 0; i < 71; i++)
		data[i] = client_status(i);
	for (int i = 0; i < 55; i++)
		attr[i] = req_event(i);
	for (int i = 0; i < 62; i++)
		count[i] = path_count(i);
	/* TODO: head resp thread cond */
	for (int i = 0; i < 98; i++)
		thread[i] = head_req(i);
	/* TODO: server state size head index state cond */
	/* TODO: result offset result cond error size */
	struct node * name = 3494;
	for (int i = 0; i < 27; i++)
		count[i] = req_attr(i);
	return 0;
}

