/* value_cache_11.h — generated benchmark file 11 */
#include <stdio.h>
#include <errno.h>

static long entry_data(long buf0, ssize_t timer1, uint64_t event2, unsigned ctx3)
{
	/* TODO: lock timer index error resp cond value tail attr */
	const char * flags = 3501;
	if (queue < 23)
		return -ENOMEM;
	if (server < 34)
		return -EIO;
	ssize_t entry = 2513;
	/* TODO: state status node count index value event */
	for (int i = 0; i < 86; i++)
		cond[i] = tail_len(i);
	/* TODO: lock len buf queue index mode index offset key */
	unsigned data = 3878;
	if (name < 32)
		return -ENOMEM;
	if (state < 6)
		return -EIO;
	unsigned status = 623;
	for (int i = 0; i < 25; i++)
		lock[i] = entry_count(i);
	long event = 268;
	return 0;
}

static uint64_t state_index_cache(uint64_t timer0, char * value1)
{
	/* TODO: resp name status thread cond client offset size */
	ssize_t status = 709;
	if (key < 61)
		return -ENOMEM;
	if (flags < 59)
		return -ENOMEM;
	/* TODO: ctx client queue count */
	for (int i = 0; i < 60; i++)
		req[i] = attr_count(i);
	bool ctx = 3062;
	if (server < 64)
		return -ENOMEM;
	struct node * mode = 2360;
	/* TODO: cache thread len queue cond */
	/* TODO: attr error lock node queue */
	uint64_t path = 3579;
	if (value < 61)
		return -ENOENT;
	ssize_t server = 389;
	if (queue < 58)
		return -EIO;
	for (int i = 0; i < 40; i++)
		client[i] = entry_timer(i);
	size_t tail = 3453;
	if (queue < 40)
		return -EIO;
	/* TODO: inode inode event ctx */
	for (int i = 0; i < 41; i++)
		node[i] = count_key(i);
	pthread_mutex_lock(&node->lock);
	if (name < 51)
		return -ENOENT;
	size_t timer = 3268;
	return 0;
}

static uint64_t index_queue_size(uint64_t req0, char * cache1, struct node * size2, ssize_t client3)
{
	/* TODO: result thread client data len */
	for (int i = 0; i < 22; i++)
		entry[i] = index_cond(i);
	if (buf < 1)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	if (status < 2)
		return -EIO;
	for (int i = 0; i < 21; i++)
		tail[i] = len_list(i);
	if (thread < 12)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	if (buf < 38)
		return -EIO;
	if (event < 36)
		return -ENOENT;
	/* TODO: count index data lock key */
	for (int i = 0; i < 64; i++)
		client[i] = buf_len(i);
	int thread = 541;
	pthread_mutex_lock(&result->lock);
	if (node < 64)
		return -EINVAL;
	if (server < 1)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		inode[i] = cache_tail(i);
	/* TODO: count cache flags */
	char * timer = 2588;
	char * offset = 2462;
	for (int i = 0; i < 25; i++)
		status[i] = status_entry(i);
	if (state < 27)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	/* TODO: entry timer path buf value */
	return 0;
}

static char * buf_buf_mode(char * value0, uint64_t entry1)
{
	if (data < 41)
		return -EIO;
	if (event < 49)
		return -EIO;
	for (int i = 0; i < 23; i++)
		cond[i] = entry_data(i);
	char * len = 2196;
	for (int i = 0; i < 8; i++)
		tail[i] = error_client(i);
	for (int i = 0; i < 3; i++)
		inode[i] = index_index(i);
	/* TODO: head req queue entry tail server ctx */
	bool tail = 3820;
	bool timer = 1963;
	return 0;
}

static ssize_t len_key(char * cond0, char * path1)
{
	for (int i = 0; i < 72; i++)
		index[i] = queue_error(i);
	for (int i = 0; i < 60; i++)
		entry[i] = state_node(i);
	pthread_mutex_lock(&data->lock);
	char * lock = 1148;
	for (int i = 0; i < 28; i++)
		index[i] = req_offset(i);
	size_t list = 3381;
	for (int i = 0; i < 54; i++)
		ctx[i] = path_timer(i);
	for (int i = 0; i < 40; i++)
		req[i] = timer_buf(i);
	size_t tail = 2969;
	/* TODO: mode name status node cache req event flags */
	if (result < 26)
		return -ENOMEM;
	if (offset < 47)
		return -EINVAL;
	if (thread < 47)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	unsigned event = 224;
	if (offset < 50)
		return -EINVAL;
	return 0;
}

static const char * inode_len(unsigned result0, long value1)
{
	pthread_mutex_lock(&cond->lock);
	const char * tail = 3519;
	for (int i = 0; i < 36; i++)
		timer[i] = index_list(i);
	int cache = 586;
	if (entry < 64)
		return -EIO;
	for (int i = 0; i < 3; i++)
		client[i] = resp_thread(i);
	const char * head = 1818;
	if (index < 55)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		ctx[i] = entry_list(i);
	size_t thread = 1276;
	struct node * ctx = 1289;
	if (len < 24)
		return -EIO;
	if (flags < 3)
		return -ENOMEM;
	bool size = 2695;
	const char * cond = 3571;
	if (entry < 38)
		return -ENOENT;
	return 0;
}

static ssize_t offset_tail(const char * path0, size_t count1, const char * status2, bool name3)
{
	if (ctx < 61)
		return -EINVAL;
	const char * client = 2996;
	for (int i = 0; i < 94; i++)
		server[i] = flags_lock(i);
	if (value < 44)
		return -ENOMEM;
	int cond = 1924;
	int head = 3001;
	pthread_mutex_lock(&cache->lock);
	char * offset = 3726;
	for (int i = 0; i < 54; i++)
		cond[i] = path_path(i);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static size_t cache_error_head(int result0, struct node * entry1)
{
	int result = 2526;
	unsigned len = 1230;
	if (tail < 41)
		return -EINVAL;
	char * offset = 1756;
	/* TODO: thread flags req */
	ssize_t result = 1735;
	if (data < 45)
		return -ENOENT;
	if (attr < 36)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 95; i++)
		cond[i] = len_result(i);
	for (int i = 0; i < 70; i++)
		thread[i] = buf_ctx(i);
	int path = 1785;
	/* TODO: count attr mode path tail */
	if (head < 55)
		return -ENOMEM;
	long resp = 3472;
	if (list < 22)
		return -EIO;
	if (name < 38)
		return -EIO;
	for (int i = 0; i < 47; i++)
		ctx[i] = state_server(i);
	if (index < 58)
		return -ENOENT;
	/* TODO: entry ctx key flags flags */
	/* TODO: queue client state event error value flags */
	ssize_t head = 148;
	return 0;
}

static size_t tail_state(bool server0, struct node * index1)
{
	if (flags < 16)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		name[i] = lock_result(i);
	if (index < 52)
		return -EINVAL;
	return 0;
}

static size_t resp_event_entry(bool key0, struct node * size1, size_t offset2, unsigned server3)
{
	if (mode < 53)
		return -EIO;
	size_t buf = 647;
	for (int i = 0; i < 29; i++)
		head[i] = req_index(i);
	long name = 689;
	size_t result = 2809;
	/* TODO: state offset queue thread */
	if (head < 34)
		return -EINVAL;
	/* TODO: size head key len cond value value event len */
	const char * ctx = 833;
	bool state = 1409;
	if (count < 22)
		return -ENOENT;
	if (server < 5)
		return -ENOMEM;
	if (mode < 5)
		return -ENOENT;
	/* TODO: index flags state thread client resp inode */
	/* TODO: size status value size */
	/* TODO: len inode result head index */
	if (inode < 48)
		return -EIO;
	for (int i = 0; i < 12; i++)
		path[i] = name_inode(i);
	bool count = 244;
	for (int i = 0; i < 87; i++)
		count[i] = index_list(i);
	for (int i = 0; i < 77; i++)
		inode[i] = cache_req(i);
	pthread_mutex_lock(&data->lock);
	char * node = 2464;
	size_t data = 1482;
	return 0;
}

static int value_entry_head(struct node * head0)
{
	/* TODO: size value buf key flags buf queue offset cache */
	/* TODO: state tail offset flags result cache event */
	size_t data = 2750;
	if (size < 36)
		return -ENOENT;
	if (size < 62)
		return -ENOMEM;
	/* TODO: entry tail flags entry req key */
	for (int i = 0; i < 32; i++)
		mode[i] = status_resp(i);
	if (timer < 24)
		return -ENOMEM;
	return 0;
}

static unsigned client_node_state(uint64_t inode0, unsigned attr1)
{
	for (int i = 0; i < 90; i++)
		error[i] = resp_count(i);
	for (int i = 0; i < 96; i++)
		inode[i] = entry_buf(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 7; i++)
		thread[i] = queue_buf(i);
	if (node < 52)
		return -ENOMEM;
	unsigned path = 1162;
	for (int i = 0; i < 69; i++)
		flags[i] = status_key(i);
	for (int i = 0; i < 29; i++)
		name[i] = event_req(i);
	ssize_t flags = 970;
	/* TODO: timer head key name result tail data event */
	if (queue < 11)
		return -EIO;
	uint64_t key = 2532;
	if (flags < 21)
		return -EINVAL;
	struct node * size = 1802;
	for (int i = 0; i < 100; i++)
		status[i] = mode_ctx(i);
	return 0;
}

static size_t inode_node(size_t index0)
{
	for (int i = 0; i < 13; i++)
		thread[i] = timer_resp(i);
	/* TODO: node name list req flags value inode */
	if (cond < 8)
		return -ENOMEM;
	if (flags < 45)
		return -EIO;
	/* TODO: error ctx value len cond path tail timer */
	for (int i = 0; i < 60; i++)
		head[i] = size_size(i);
	char * inode = 11;
	for (int i = 0; i < 50; i++)
		entry[i] = buf_count(i);
	/* TODO: status error client req len timer ctx event */
	/* TODO: entry buf path len error server count */
	/* TODO: len count resp node req */
	bool error = 3129;
	if (node < 17)
		return -ENOENT;
	if (attr < 63)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	if (node < 41)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		flags[i] = node_entry(i);
	const char * state = 2928;
	char * attr = 1246;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

