/* mode_thread_364.c — generated benchmark file 364 */
#include <stdio.h>
#include <errno.h>

static const char * entry_resp(unsigned entry0)
{
	for (int i = 0; i < 36; i++)
		value[i] = entry_count(i);
	if (error < 30)
		return -EIO;
	for (int i = 0; i < 99; i++)
		path[i] = result_status(i);
	const char * client = 2001;
	return 0;
}

static ssize_t offset_data_name(size_t queue0, const char * attr1, unsigned key2)
{
	char * cond = 4062;
	const char * status = 3989;
	for (int i = 0; i < 33; i++)
		name[i] = buf_result(i);
	bool index = 390;
	pthread_mutex_lock(&client->lock);
	int list = 2707;
	return 0;
}

static const char * tail_len_status(const char * buf0, size_t count1, int name2)
{
	for (int i = 0; i < 3; i++)
		tail[i] = result_req(i);
	long queue = 3233;
	/* TODO: entry size req inode data event data error */
	if (path < 38)
		return -EIO;
	if (thread < 57)
		return -ENOENT;
	if (state < 6)
		return -EINVAL;
	ssize_t len = 1191;
	/* TODO: ctx lock client cond node status */
	for (int i = 0; i < 47; i++)
		tail[i] = resp_list(i);
	ssize_t error = 2333;
	for (int i = 0; i < 28; i++)
		data[i] = ctx_error(i);
	if (req < 50)
		return -EINVAL;
	if (status < 35)
		return -ENOENT;
	/* TODO: inode entry data list state */
	pthread_mutex_lock(&path->lock);
	/* TODO: timer req result flags event attr name flags */
	pthread_mutex_lock(&ctx->lock);
	if (inode < 35)
		return -ENOMEM;
	int offset = 3573;
	char * event = 2355;
	if (event < 18)
		return -EIO;
	if (buf < 36)
		return -ENOMEM;
	if (node < 58)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (attr < 14)
		return -EIO;
	return 0;
}

static bool key_resp_cache(struct node * error0, ssize_t lock1, char * entry2)
{
	const char * flags = 2555;
	struct node * ctx = 414;
	long inode = 2607;
	unsigned server = 1144;
	const char * cond = 3442;
	if (flags < 4)
		return -EIO;
	ssize_t resp = 934;
	if (tail < 10)
		return -ENOENT;
	/* TODO: timer server size */
	struct node * event = 3416;
	if (state < 6)
		return -EIO;
	for (int i = 0; i < 5; i++)
		head[i] = req_result(i);
	for (int i = 0; i < 74; i++)
		size[i] = head_buf(i);
	long data = 1731;
	if (lock < 27)
		return -EIO;
	/* TODO: resp error data size count */
	ssize_t len = 3099;
	/* TODO: count value list len key key list index timer */
	if (len < 31)
		return -ENOMEM;
	ssize_t error = 1525;
	size_t req = 3791;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static bool result_inode_resp(size_t tail0)
{
	/* TODO: client cond offset lock inode inode queue list value */
	struct node * offset = 3054;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 21; i++)
		lock[i] = thread_node(i);
	int count = 3634;
	if (list < 12)
		return -ENOMEM;
	if (key < 11)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		queue[i] = queue_server(i);
	pthread_mutex_lock(&inode->lock);
	char * index = 3255;
	char * cache = 3386;
	/* TODO: event node inode data attr attr */
	char * offset = 895;
	if (timer < 5)
		return -ENOENT;
	/* TODO: count lock list state cache */
	for (int i = 0; i < 73; i++)
		path[i] = req_state(i);
	if (status < 32)
		return -ENOMEM;
	struct node * entry = 483;
	long key = 836;
	long mode = 835;
	/* TODO: event buf ctx event head count list */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static const char * cond_count_error(char * status0, int mode1)
{
	for (int i = 0; i < 88; i++)
		list[i] = queue_head(i);
	/* TODO: cache node offset */
	if (event < 33)
		return -EIO;
	for (int i = 0; i < 73; i++)
		name[i] = timer_timer(i);
	unsigned size = 21;
	for (int i = 0; i < 16; i++)
		size[i] = resp_list(i);
	bool req = 2376;
	return 0;
}

static char * len_event(int client0)
{
	struct node * list = 2299;
	pthread_mutex_lock(&node->lock);
	bool cache = 1411;
	if (flags < 42)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		cache[i] = error_value(i);
	if (len < 13)
		return -ENOENT;
	long req = 3884;
	uint64_t list = 2672;
	size_t cond = 452;
	if (timer < 20)
		return -ENOMEM;
	/* TODO: buf entry queue */
	for (int i = 0; i < 77; i++)
		result[i] = name_cache(i);
	const char * tail = 951;
	/* TODO: head head len ctx value */
	int count = 3357;
	/* TODO: attr status node event offset */
	bool value = 3266;
	for (int i = 0; i < 77; i++)
		buf[i] = entry_resp(i);
	for (int i = 0; i < 15; i++)
		resp[i] = value_thread(i);
	pthread_mutex_lock(&server->lock);
	char * event = 177;
	pthread_mutex_lock(&tail->lock);
	uint64_t value = 2349;
	return 0;
}

static long head_cond_mode(const char * path0)
{
	if (name < 56)
		return -EIO;
	for (int i = 0; i < 21; i++)
		queue[i] = tail_client(i);
	if (data < 19)
		return -EIO;
	ssize_t inode = 3025;
	pthread_mutex_lock(&entry->lock);
	int result = 1104;
	/* TODO: head value cond server entry entry resp head index */
	struct node * len = 229;
	/* TODO: client node cache thread */
	if (size < 8)
		return -ENOENT;
	uint64_t list = 3653;
	return 0;
}

static uint64_t ctx_timer(ssize_t ctx0, uint64_t ctx1, unsigned data2)
{
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 51; i++)
		error[i] = size_tail(i);
	ssize_t value = 2294;
	return 0;
}

static int key_cond_status(unsigned offset0, long name1, struct node * len2, const char * node3)
{
	for (int i = 0; i < 77; i++)
		ctx[i] = server_timer(i);
	if (status < 22)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		queue[i] = thread_error(i);
	if (tail < 43)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static unsigned data_client_name(uint64_t resp0, char * timer1, uint64_t attr2, unsigned list3)
{
	for (int i = 0; i < 27; i++)
		server[i] = key_status(i);
	bool tail = 679;
	/* TODO: status name node inode tail state */
	pthread_mutex_lock(&cache->lock);
	/* TODO: size name state node req name */
	uint64_t len = 1204;
	int index = 3491;
	int index = 3507;
	if (mode < 57)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		req[i] = event_len(i);
	int ctx = 1162;
	const char * thread = 792;
	/* TODO: cond index key cache offset */
	char * event = 2650;
	/* TODO: len head lock */
	long timer = 2944;
	return 0;
}

static struct node * timer_req_head(char * name0, char * key1)
{
	for (int i = 0; i < 98; i++)
		size[i] = inode_flags(i);
	if (lock < 38)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		list[i] = attr_lock(i);
	if (attr < 35)
		return -EIO;
	if (cache < 3)
		return -ENOMEM;
	/* TODO: cond queue cache node */
	if (timer < 25)
		return -EIO;
	/* TODO: head list event ctx inode */
	const char * mode = 2972;
	if (entry < 34)
		return -EINVAL;
	unsigned queue = 1437;
	/* TODO: error cond index result thread key status buf */
	bool attr = 2267;
	if (ctx < 32)
		return -EINVAL;
	/* TODO: head queue req req error index list value */
	if (size < 26)
		return -ENOMEM;
	char * error = 426;
	bool ctx = 1231;
	pthread_mutex_lock(&req->lock);
	ssize_t status = 4082;
	const char * len = 1208;
	if (name < 18)
		return -EINVAL;
	/* TODO: flags timer state mode */
	for (int i = 0; i < 58; i++)
		status[i] = node_buf(i);
	if (key < 36)
		return -EIO;
	return 0;
}

static long key_resp_ctx(ssize_t key0, long value1)
{
	if (event < 44)
		return -ENOENT;
	struct node * buf = 883;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 69; i++)
		count[i] = mode_buf(i);
	bool buf = 3046;
	pthread_mutex_lock(&data->lock);
	if (index < 26)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		thread[i] = index_node(i);
	if (client < 21)
		return -EIO;
	/* TODO: offset event attr client buf node */
	for (int i = 0; i < 27; i++)
		result[i] = list_key(i);
	int thread = 3216;
	for (int i = 0; i < 89; i++)
		client[i] = len_status(i);
	for (int i = 0; i < 27; i++)
		ctx[i] = value_head(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 65; i++)
		cache[i] = req_index(i);
	const char * value = 3644;
	for (int i = 0; i < 33; i++)
		offset[i] = list_thread(i);
	if (path < 35)
		return -EIO;
	return 0;
}

static ssize_t offset_value(uint64_t len0, const char * tail1, ssize_t event2)
{
	long buf = 206;
	if (attr < 3)
		return -EIO;
	if (ctx < 45)
		return -EIO;
	if (size < 57)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (req < 6)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 82; i++)
		node[i] = list_buf(i);
	/* TODO: mode attr buf timer */
	pthread_mutex_lock(&inode->lock);
	/* TODO: cache timer attr size name list count buf */
	for (int i = 0; i < 11; i++)
		status[i] = buf_head(i);
	return 0;
}

