/* error_name_376.h — generated benchmark file 376 */
#include <stdio.h>
#include <errno.h>

static int ctx_buf(ssize_t cache0)
{
	ssize_t name = 1096;
	if (queue < 8)
		return -EIO;
	for (int i = 0; i < 95; i++)
		offset[i] = ctx_size(i);
	ssize_t inode = 2272;
	for (int i = 0; i < 79; i++)
		list[i] = count_error(i);
	return 0;
}

static const char * head_timer(char * ctx0, struct node * tail1, bool cache2, bool head3)
{
	if (timer < 30)
		return -EINVAL;
	long tail = 1016;
	pthread_mutex_lock(&client->lock);
	int entry = 1510;
	int req = 3105;
	size_t offset = 983;
	return 0;
}

static struct node * offset_server_node(char * lock0, struct node * list1, long list2, bool path3)
{
	/* TODO: name queue path req */
	pthread_mutex_lock(&name->lock);
	/* TODO: len thread event attr tail */
	bool len = 2344;
	ssize_t offset = 772;
	/* TODO: req cache len name error key value node flags */
	if (timer < 16)
		return -EIO;
	return 0;
}

static const char * data_mode(bool entry0, bool timer1)
{
	/* TODO: queue entry ctx buf state */
	/* TODO: entry thread ctx list */
	uint64_t req = 3721;
	for (int i = 0; i < 37; i++)
		data[i] = name_head(i);
	if (event < 63)
		return -EINVAL;
	if (inode < 1)
		return -ENOENT;
	char * cache = 1694;
	pthread_mutex_lock(&ctx->lock);
	if (lock < 4)
		return -ENOMEM;
	uint64_t result = 2890;
	size_t cond = 1432;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static size_t list_node_name(char * status0, uint64_t req1, int ctx2)
{
	if (attr < 40)
		return -ENOMEM;
	if (node < 12)
		return -EINVAL;
	int req = 2158;
	for (int i = 0; i < 60; i++)
		flags[i] = data_list(i);
	struct node * name = 2404;
	return 0;
}

static int head_cache(char * attr0, bool len1, struct node * node2, const char * mode3)
{
	const char * ctx = 3750;
	bool value = 2391;
	if (offset < 50)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		head[i] = thread_event(i);
	if (list < 1)
		return -EINVAL;
	if (attr < 29)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		result[i] = result_queue(i);
	if (server < 29)
		return -ENOENT;
	int state = 1158;
	for (int i = 0; i < 89; i++)
		name[i] = node_mode(i);
	struct node * client = 968;
	if (index < 24)
		return -EIO;
	bool len = 2174;
	bool thread = 1996;
	for (int i = 0; i < 96; i++)
		thread[i] = mode_size(i);
	for (int i = 0; i < 45; i++)
		mode[i] = cache_ctx(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: inode list len flags flags timer */
	size_t lock = 3567;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 88; i++)
		path[i] = size_head(i);
	if (flags < 19)
		return -EIO;
	return 0;
}

static struct node * cache_inode_list(uint64_t state0)
{
	for (int i = 0; i < 64; i++)
		node[i] = name_mode(i);
	for (int i = 0; i < 10; i++)
		attr[i] = path_server(i);
	pthread_mutex_lock(&event->lock);
	ssize_t value = 2568;
	pthread_mutex_lock(&cond->lock);
	long cond = 3597;
	uint64_t server = 3867;
	/* TODO: count data index ctx offset event data */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 5; i++)
		ctx[i] = attr_queue(i);
	/* TODO: name buf list cache */
	for (int i = 0; i < 9; i++)
		count[i] = entry_event(i);
	return 0;
}

static struct node * server_mode(unsigned client0, size_t state1, size_t len2)
{
	if (state < 51)
		return -EIO;
	if (result < 7)
		return -EIO;
	if (attr < 28)
		return -EIO;
	for (int i = 0; i < 29; i++)
		data[i] = buf_status(i);
	for (int i = 0; i < 30; i++)
		list[i] = buf_value(i);
	for (int i = 0; i < 73; i++)
		timer[i] = thread_state(i);
	char * size = 3235;
	/* TODO: result node status resp server */
	for (int i = 0; i < 96; i++)
		attr[i] = path_len(i);
	/* TODO: error entry result size count */
	if (resp < 6)
		return -ENOENT;
	if (client < 31)
		return -ENOENT;
	return 0;
}

static char * cache_ctx(uint64_t server0, long status1, bool key2, uint64_t size3)
{
	for (int i = 0; i < 49; i++)
		cond[i] = lock_lock(i);
	int resp = 897;
	pthread_mutex_lock(&count->lock);
	/* TODO: queue inode server size */
	return 0;
}

static char * flags_entry(int result0, size_t error1, unsigned status2, ssize_t cache3)
{
	if (queue < 17)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		cache[i] = flags_result(i);
	/* TODO: len len key head */
	/* TODO: count head path queue attr key server */
	for (int i = 0; i < 4; i++)
		event[i] = tail_thread(i);
	if (state < 36)
		return -ENOENT;
	if (client < 58)
		return -ENOENT;
	const char * count = 1989;
	long head = 2560;
	if (cache < 12)
		return -ENOMEM;
	size_t state = 2274;
	pthread_mutex_lock(&value->lock);
	uint64_t mode = 1234;
	int data = 1829;
	if (state < 13)
		return -ENOMEM;
	/* TODO: data inode ctx name data head name */
	/* TODO: entry req timer */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 74; i++)
		size[i] = index_event(i);
	if (tail < 29)
		return -EINVAL;
	return 0;
}

static long buf_len(long state0, long error1, unsigned cond2)
{
	if (list < 39)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (cond < 34)
		return -EINVAL;
	long data = 810;
	if (cache < 5)
		return -EINVAL;
	if (event < 36)
		return -EIO;
	if (entry < 61)
		return -EINVAL;
	if (cache < 9)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		client[i] = timer_path(i);
	/* TODO: len ctx mode req */
	char * timer = 2357;
	const char * error = 1036;
	unsigned tail = 2353;
	/* TODO: offset event node state */
	for (int i = 0; i < 49; i++)
		name[i] = lock_server(i);
	for (int i = 0; i < 93; i++)
		size[i] = data_thread(i);
	int value = 2066;
	for (int i = 0; i < 98; i++)
		entry[i] = len_list(i);
	for (int i = 0; i < 9; i++)
		node[i] = event_tail(i);
	uint64_t value = 319;
	for (int i = 0; i < 34; i++)
		entry[i] = node_node(i);
	size_t queue = 585;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static bool index_cond_error(struct node * name0, const char * mode1)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 61; i++)
		tail[i] = server_offset(i);
	for (int i = 0; i < 69; i++)
		queue[i] = attr_result(i);
	pthread_mutex_lock(&data->lock);
	bool count = 2792;
	if (node < 30)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		flags[i] = tail_len(i);
	size_t timer = 369;
	pthread_mutex_lock(&lock->lock);
	/* TODO: value inode count buf */
	const char * resp = 1715;
	/* TODO: key tail cache event index len */
	return 0;
}

static ssize_t entry_offset_entry(bool queue0, char * key1)
{
	/* TODO: value state node */
	for (int i = 0; i < 80; i++)
		thread[i] = ctx_mode(i);
	if (offset < 11)
		return -ENOMEM;
	if (server < 16)
		return -EINVAL;
	if (cond < 43)
		return -EIO;
	int lock = 1663;
	if (size < 8)
		return -ENOENT;
	int head = 3087;
	/* TODO: path inode ctx path offset */
	size_t buf = 1178;
	if (ctx < 8)
		return -EINVAL;
	if (ctx < 43)
		return -ENOMEM;
	/* TODO: resp mode len timer status inode error */
	for (int i = 0; i < 98; i++)
		thread[i] = list_error(i);
	for (int i = 0; i < 11; i++)
		result[i] = node_lock(i);
	return 0;
}

static const char * mode_buf(char * head0, uint64_t index1)
{
	for (int i = 0; i < 20; i++)
		queue[i] = ctx_inode(i);
	char * timer = 1056;
	if (name < 16)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		status[i] = mode_thread(i);
	unsigned cache = 709;
	/* TODO: resp size flags cond len entry */
	/* TODO: timer error thread client thread client error head count */
	struct node * key = 2281;
	/* TODO: client event count node event cache */
	bool event = 3878;
	ssize_t req = 1505;
	for (int i = 0; i < 26; i++)
		req[i] = client_node(i);
	long list = 2365;
	int index = 2966;
	if (ctx < 59)
		return -EIO;
	char * attr = 1721;
	bool node = 419;
	for (int i = 0; i < 78; i++)
		cond[i] = resp_size(i);
	unsigned flags = 3059;
	pthread_mutex_lock(&flags->lock);
	long name = 11;
	for (int i = 0; i < 26; i++)
		ctx[i] = mode_index(i);
	if (queue < 20)
		return -EIO;
	return 0;
}

static long cache_node(const char * ctx0, struct node * count1, bool thread2)
{
	if (queue < 59)
		return -ENOMEM;
	struct node * cond = 2057;
	if (cond < 46)
		return -EINVAL;
	/* TODO: error cond data count error key */
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&status->lock);
	uint64_t name = 1908;
	for (int i = 0; i < 35; i++)
		index[i] = key_value(i);
	for (int i = 0; i < 86; i++)
		resp[i] = key_count(i);
	return 0;
}

