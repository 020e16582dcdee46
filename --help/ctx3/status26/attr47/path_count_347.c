/* path_count_347.c — generated benchmark file 347 */
#include <stdio.h>
#include <errno.h>

static int index_key(size_t queue0)
{
	unsigned len = 425;
	long mode = 3815;
	for (int i = 0; i < 41; i++)
		server[i] = client_index(i);
	int client = 3692;
	ssize_t head = 142;
	for (int i = 0; i < 64; i++)
		req[i] = cache_req(i);
	char * flags = 738;
	return 0;
}

static unsigned status_inode_len(unsigned cond0)
{
	for (int i = 0; i < 30; i++)
		lock[i] = size_queue(i);
	if (cond < 22)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		lock[i] = inode_error(i);
	for (int i = 0; i < 52; i++)
		list[i] = result_event(i);
	uint64_t count = 1860;
	size_t cond = 2956;
	pthread_mutex_lock(&head->lock);
	size_t req = 2433;
	if (data < 2)
		return -EINVAL;
	const char * list = 3623;
	pthread_mutex_lock(&cond->lock);
	if (req < 52)
		return -EINVAL;
	char * len = 1560;
	pthread_mutex_lock(&entry->lock);
	if (cache < 37)
		return -EIO;
	if (entry < 2)
		return -ENOMEM;
	return 0;
}

static long tail_result(ssize_t flags0, ssize_t offset1, uint64_t offset2)
{
	if (name < 56)
		return -ENOENT;
	int buf = 3244;
	size_t buf = 3431;
	for (int i = 0; i < 25; i++)
		data[i] = buf_result(i);
	for (int i = 0; i < 11; i++)
		flags[i] = count_inode(i);
	/* TODO: node buf node lock event offset attr list */
	int offset = 2527;
	unsigned size = 3027;
	char * value = 2786;
	if (state < 41)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		event[i] = server_mode(i);
	return 0;
}

static size_t value_cache_thread(struct node * key0, unsigned head1, bool value2)
{
	if (name < 60)
		return -EINVAL;
	ssize_t event = 1271;
	/* TODO: buf value size thread client */
	ssize_t cache = 3319;
	/* TODO: state status buf queue head list cond */
	/* TODO: name req cache ctx offset */
	const char * cache = 3091;
	/* TODO: name index mode lock */
	for (int i = 0; i < 78; i++)
		buf[i] = cond_buf(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: flags buf count error cache data buf */
	/* TODO: timer timer head index index */
	/* TODO: path server node index name value server */
	for (int i = 0; i < 8; i++)
		mode[i] = index_queue(i);
	unsigned error = 89;
	if (mode < 16)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: value timer lock tail timer flags */
	if (attr < 20)
		return -EIO;
	bool data = 3586;
	unsigned server = 2858;
	if (ctx < 45)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static size_t event_cond_mode(bool flags0, unsigned thread1, long name2)
{
	struct node * data = 3823;
	for (int i = 0; i < 69; i++)
		client[i] = size_tail(i);
	const char * queue = 2808;
	if (value < 16)
		return -EINVAL;
	return 0;
}

static char * offset_timer_index(size_t state0, long data1, long thread2, size_t cond3)
{
	for (int i = 0; i < 45; i++)
		buf[i] = tail_value(i);
	pthread_mutex_lock(&error->lock);
	unsigned cache = 3366;
	return 0;
}

static uint64_t cond_inode_cond(ssize_t error0, struct node * req1)
{
	pthread_mutex_lock(&head->lock);
	if (offset < 9)
		return -ENOENT;
	int list = 2992;
	for (int i = 0; i < 2; i++)
		lock[i] = ctx_lock(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: offset client entry value ctx queue event offset */
	struct node * head = 2005;
	size_t req = 2498;
	unsigned req = 2378;
	long req = 633;
	/* TODO: len size path mode resp thread cond event */
	for (int i = 0; i < 9; i++)
		cache[i] = thread_state(i);
	for (int i = 0; i < 28; i++)
		lock[i] = resp_cache(i);
	/* TODO: event event index req */
	for (int i = 0; i < 14; i++)
		event[i] = status_server(i);
	return 0;
}

static uint64_t queue_data_entry(unsigned flags0, uint64_t attr1, struct node * node2, char * len3)
{
	char * mode = 892;
	if (index < 56)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	unsigned data = 1916;
	for (int i = 0; i < 45; i++)
		client[i] = len_path(i);
	/* TODO: event buf ctx cond path */
	/* TODO: size lock name timer thread */
	for (int i = 0; i < 17; i++)
		client[i] = key_path(i);
	ssize_t result = 2548;
	pthread_mutex_lock(&flags->lock);
	unsigned name = 2730;
	for (int i = 0; i < 12; i++)
		req[i] = list_cond(i);
	/* TODO: index size status mode */
	ssize_t result = 1675;
	size_t list = 1028;
	struct node * buf = 1683;
	if (thread < 19)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	long resp = 1703;
	const char * offset = 2500;
	if (req < 38)
		return -ENOENT;
	return 0;
}

static unsigned thread_client(const char * client0, int node1, unsigned value2, unsigned flags3)
{
	size_t flags = 3044;
	/* TODO: cache count result path entry thread offset */
	/* TODO: key index status */
	pthread_mutex_lock(&state->lock);
	if (ctx < 54)
		return -EIO;
	uint64_t index = 2430;
	uint64_t status = 771;
	/* TODO: offset path client event path thread head */
	/* TODO: status node buf resp resp server */
	pthread_mutex_lock(&req->lock);
	/* TODO: thread node cache client node */
	pthread_mutex_lock(&thread->lock);
	uint64_t path = 3846;
	if (server < 6)
		return -EINVAL;
	size_t client = 1513;
	pthread_mutex_lock(&value->lock);
	/* TODO: req offset buf server queue data path */
	long client = 3226;
	pthread_mutex_lock(&req->lock);
	unsigned req = 2374;
	unsigned len = 2256;
	long cond = 1584;
	return 0;
}

static char * data_thread(bool flags0, bool cache1, int req2, uint64_t mode3)
{
	long count = 870;
	bool offset = 717;
	if (thread < 39)
		return -EINVAL;
	if (count < 31)
		return -EINVAL;
	const char * head = 4090;
	if (result < 53)
		return -ENOMEM;
	if (mode < 42)
		return -EIO;
	for (int i = 0; i < 14; i++)
		path[i] = buf_event(i);
	if (status < 19)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	const char * key = 807;
	for (int i = 0; i < 56; i++)
		timer[i] = size_event(i);
	long req = 2049;
	struct node * thread = 1984;
	for (int i = 0; i < 83; i++)
		tail[i] = node_len(i);
	/* TODO: attr data buf resp index resp entry len status */
	long req = 1607;
	if (len < 7)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 16; i++)
		server[i] = thread_lock(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&data->lock);
	if (server < 38)
		return -ENOMEM;
	return 0;
}

static const char * ctx_event(struct node * size0, long list1)
{
	if (head < 36)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		ctx[i] = status_offset(i);
	char * len = 3780;
	long len = 1276;
	/* TODO: offset result len path queue mode entry count resp */
	pthread_mutex_lock(&event->lock);
	if (client < 12)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	uint64_t thread = 1882;
	return 0;
}

static const char * queue_timer_client(uint64_t name0)
{
	size_t resp = 1493;
	/* TODO: req tail error */
	for (int i = 0; i < 90; i++)
		cond[i] = path_tail(i);
	int buf = 1223;
	pthread_mutex_lock(&buf->lock);
	ssize_t event = 3700;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 22; i++)
		lock[i] = status_ctx(i);
	if (cond < 43)
		return -ENOENT;
	char * client = 465;
	if (attr < 63)
		return -EIO;
	return 0;
}

static char * len_count(bool mode0, struct node * data1, char * server2, const char * tail3)
{
	for (int i = 0; i < 70; i++)
		error[i] = offset_inode(i);
	if (resp < 3)
		return -EINVAL;
	struct node * state = 905;
	if (lock < 58)
		return -ENOENT;
	if (flags < 27)
		return -ENOMEM;
	/* TODO: inode tail state state count mode node node */
	char * size = 2910;
	if (data < 61)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 72; i++)
		index[i] = path_lock(i);
	bool status = 519;
	long data = 508;
	pthread_mutex_lock(&status->lock);
	if (mode < 16)
		return -EIO;
	if (data < 51)
		return -ENOENT;
	if (head < 19)
		return -EIO;
	size_t offset = 304;
	if (path < 28)
		return -ENOMEM;
	unsigned state = 1816;
	for (int i = 0; i < 14; i++)
		offset[i] = cond_ctx(i);
	if (size < 23)
		return -ENOMEM;
	size_t client = 3968;
	return 0;
}

static struct node * value_client(bool node0, ssize_t mode1, ssize_t event2, char * offset3)
{
	if (resp < 56)
		return -ENOMEM;
	if (data < 42)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		ctx[i] = data_server(i);
	char * inode = 2878;
	return 0;
}

