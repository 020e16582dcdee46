/* state_count_426.h — generated benchmark file 426 */
#include <stdio.h>
#include <errno.h>

static long attr_server_inode(ssize_t len0, ssize_t head1, bool ctx2)
{
	if (event < 34)
		return -EIO;
	char * head = 718;
	/* TODO: key server value path ctx */
	for (int i = 0; i < 24; i++)
		cache[i] = cond_timer(i);
	/* TODO: len result head attr head offset mode timer */
	if (tail < 32)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		tail[i] = data_entry(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 4; i++)
		head[i] = req_inode(i);
	for (int i = 0; i < 93; i++)
		req[i] = queue_ctx(i);
	unsigned entry = 2731;
	if (status < 13)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	struct node * status = 1285;
	/* TODO: mode key result */
	for (int i = 0; i < 85; i++)
		data[i] = len_req(i);
	/* TODO: path list size list tail resp size */
	pthread_mutex_lock(&path->lock);
	/* TODO: client status queue */
	for (int i = 0; i < 38; i++)
		value[i] = node_index(i);
	/* TODO: entry count name */
	if (server < 12)
		return -ENOENT;
	bool queue = 3969;
	return 0;
}

static const char * name_buf_req(unsigned size0, ssize_t inode1)
{
	size_t queue = 3593;
	pthread_mutex_lock(&mode->lock);
	if (mode < 37)
		return -ENOENT;
	struct node * req = 6;
	int entry = 4047;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 15; i++)
		flags[i] = error_event(i);
	size_t result = 3937;
	if (error < 28)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	struct node * count = 1390;
	if (timer < 28)
		return -ENOMEM;
	/* TODO: state len result state count */
	/* TODO: size inode lock req entry cache key list */
	if (attr < 2)
		return -ENOMEM;
	/* TODO: key value size */
	/* TODO: entry cache server path timer */
	if (cache < 45)
		return -EIO;
	/* TODO: lock head node thread tail cache value */
	pthread_mutex_lock(&name->lock);
	return 0;
}

static int entry_head_size(int name0, bool count1, long offset2)
{
	const char * buf = 3203;
	for (int i = 0; i < 47; i++)
		data[i] = buf_flags(i);
	struct node * cond = 3028;
	if (buf < 44)
		return -EINVAL;
	if (ctx < 18)
		return -EIO;
	for (int i = 0; i < 26; i++)
		name[i] = key_inode(i);
	for (int i = 0; i < 40; i++)
		value[i] = mode_lock(i);
	ssize_t node = 1773;
	int lock = 2311;
	int cond = 1990;
	for (int i = 0; i < 88; i++)
		cache[i] = attr_index(i);
	/* TODO: event key state index state */
	if (tail < 20)
		return -EIO;
	return 0;
}

static char * len_tail(char * path0)
{
	struct node * len = 3431;
	if (path < 30)
		return -EINVAL;
	ssize_t lock = 1201;
	long data = 341;
	if (value < 14)
		return -ENOMEM;
	size_t count = 451;
	struct node * error = 371;
	unsigned req = 3499;
	if (data < 45)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 89; i++)
		index[i] = flags_client(i);
	/* TODO: head client attr key node */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&queue->lock);
	size_t timer = 3403;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 50; i++)
		lock[i] = path_server(i);
	size_t tail = 3355;
	return 0;
}

static bool data_client_req(bool flags0, int value1, long buf2, unsigned resp3)
{
	size_t list = 2753;
	for (int i = 0; i < 93; i++)
		value[i] = path_size(i);
	if (offset < 52)
		return -ENOMEM;
	const char * len = 2575;
	unsigned name = 3041;
	unsigned status = 1019;
	uint64_t head = 3528;
	if (req < 25)
		return -ENOENT;
	if (inode < 23)
		return -ENOMEM;
	if (offset < 9)
		return -EIO;
	char * name = 120;
	return 0;
}

static bool data_state_index(long list0, const char * server1, char * lock2, const char * lock3)
{
	pthread_mutex_lock(&node->lock);
	if (result < 32)
		return -EINVAL;
	bool size = 3439;
	for (int i = 0; i < 91; i++)
		name[i] = list_value(i);
	if (count < 30)
		return -ENOENT;
	size_t state = 2830;
	/* TODO: server key cond head attr mode ctx */
	char * size = 2458;
	for (int i = 0; i < 54; i++)
		buf[i] = count_timer(i);
	for (int i = 0; i < 58; i++)
		key[i] = len_inode(i);
	int cond = 995;
	/* TODO: head index server resp offset buf queue entry */
	return 0;
}

static char * event_count(struct node * size0)
{
	if (ctx < 46)
		return -EINVAL;
	/* TODO: queue req entry flags timer event len */
	if (count < 28)
		return -EINVAL;
	const char * server = 2744;
	char * lock = 3929;
	/* TODO: offset head event */
	ssize_t cache = 985;
	/* TODO: cache state state path resp timer node index thread */
	uint64_t node = 285;
	if (state < 12)
		return -EIO;
	long value = 616;
	if (flags < 41)
		return -EIO;
	/* TODO: size key node */
	return 0;
}

static int req_data(struct node * attr0, unsigned error1, char * queue2)
{
	bool queue = 1614;
	for (int i = 0; i < 55; i++)
		result[i] = event_queue(i);
	pthread_mutex_lock(&index->lock);
	struct node * data = 2305;
	unsigned list = 465;
	long status = 3263;
	return 0;
}

static const char * index_ctx_lock(long head0, unsigned event1, int tail2)
{
	if (entry < 53)
		return -ENOENT;
	if (attr < 55)
		return -EINVAL;
	if (req < 42)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	uint64_t buf = 863;
	for (int i = 0; i < 19; i++)
		size[i] = mode_thread(i);
	long name = 3412;
	/* TODO: node entry tail value cond size resp */
	struct node * len = 2278;
	if (path < 11)
		return -EINVAL;
	if (queue < 51)
		return -ENOENT;
	char * buf = 1951;
	struct node * node = 3269;
	if (buf < 14)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		data[i] = state_error(i);
	for (int i = 0; i < 28; i++)
		cache[i] = result_mode(i);
	return 0;
}

static size_t error_timer_thread(size_t server0, bool list1, bool resp2)
{
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 88; i++)
		offset[i] = queue_entry(i);
	long node = 1534;
	/* TODO: buf event path result server cache */
	/* TODO: queue ctx head name attr value */
	/* TODO: server entry state inode node req */
	long list = 3213;
	for (int i = 0; i < 72; i++)
		index[i] = resp_timer(i);
	if (key < 57)
		return -EINVAL;
	ssize_t count = 3634;
	if (cond < 12)
		return -EIO;
	if (timer < 25)
		return -EINVAL;
	char * value = 2778;
	pthread_mutex_lock(&inode->lock);
	unsigned event = 3185;
	if (error < 44)
		return -ENOENT;
	long index = 810;
	for (int i = 0; i < 31; i++)
		size[i] = thread_resp(i);
	if (key < 60)
		return -EIO;
	if (result < 46)
		return -EIO;
	for (int i = 0; i < 97; i++)
		attr[i] = size_tail(i);
	return 0;
}

static long size_path(char * path0, int error1, size_t value2, int lock3)
{
	size_t attr = 3852;
	if (queue < 21)
		return -ENOENT;
	const char * offset = 3999;
	for (int i = 0; i < 48; i++)
		ctx[i] = index_inode(i);
	if (ctx < 39)
		return -ENOMEM;
	ssize_t flags = 1206;
	return 0;
}

static struct node * result_index_list(size_t len0)
{
	for (int i = 0; i < 74; i++)
		entry[i] = event_status(i);
	if (size < 50)
		return -EIO;
	/* TODO: flags lock size timer server mode event */
	if (entry < 5)
		return -ENOENT;
	struct node * buf = 127;
	size_t index = 1765;
	for (int i = 0; i < 39; i++)
		index[i] = key_error(i);
	if (path < 38)
		return -EIO;
	if (result < 16)
		return -EINVAL;
	ssize_t buf = 2394;
	/* TODO: ctx error index index */
	const char * client = 2921;
	bool result = 640;
	if (state < 4)
		return -EIO;
	if (node < 14)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		result[i] = mode_timer(i);
	/* TODO: node status error lock size name */
	return 0;
}

static struct node * event_result_flags(bool client0, struct node * entry1, char * ctx2)
{
	if (server < 10)
		return -EINVAL;
	long cond = 176;
	if (cache < 62)
		return -ENOENT;
	bool buf = 2850;
	/* TODO: cache flags buf cond key */
	if (mode < 20)
		return -ENOMEM;
	struct node * list = 4080;
	ssize_t data = 2735;
	for (int i = 0; i < 19; i++)
		path[i] = name_result(i);
	/* TODO: error error flags */
	/* TODO: attr thread thread buf path data status error */
	/* TODO: state ctx ctx cache offset inode */
	return 0;
}

static int lock_key_offset(struct node * client0, uint64_t result1, size_t tail2)
{
	/* TODO: value queue server queue server len */
	/* TODO: entry mode lock */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 61; i++)
		event[i] = attr_event(i);
	for (int i = 0; i < 23; i++)
		len[i] = offset_node(i);
	for (int i = 0; i < 33; i++)
		thread[i] = node_client(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 88; i++)
		result[i] = queue_head(i);
	int cond = 190;
	ssize_t state = 1506;
	struct node * name = 3534;
	int resp = 1742;
	if (entry < 32)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		server[i] = state_key(i);
	bool thread = 3935;
	char * len = 3289;
	if (cond < 44)
		return -ENOMEM;
	/* TODO: head cache error path status */
	if (count < 39)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		value[i] = flags_server(i);
	if (state < 8)
		return -ENOENT;
	return 0;
}

static long data_entry(uint64_t req0, char * data1)
{
	long cond = 30;
	if (len < 17)
		return -EIO;
	if (node < 32)
		return -EINVAL;
	int value = 3673;
	return 0;
}

static bool offset_path_path(char * tail0, struct node * timer1, const char * flags2, long head3)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: resp queue head size flags req count */
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&node->lock);
	if (list < 13)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	if (count < 14)
		return -EINVAL;
	/* TODO: cache ctx size state cache index attr ctx result */
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static unsigned attr_timer_node(long list0, unsigned req1)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: value size buf tail inode name tail */
	const char * key = 3995;
	/* TODO: entry state index path */
	for (int i = 0; i < 18; i++)
		count[i] = error_inode(i);
	for (int i = 0; i < 87; i++)
		mode[i] = buf_event(i);
	return 0;
}

static long lock_state(struct node * size0, ssize_t head1)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 4; i++)
		status[i] = resp_data(i);
	for (int i = 0; i < 82; i++)
		name[i] = count_thread(i);
	if (event < 19)
		return -EIO;
	/* TODO: tail lock error entry entry offset */
	return 0;
}

static int data_path_state(int size0, uint64_t count1, uint64_t client2)
{
	long offset = 3278;
	for (int i = 0; i < 62; i++)
		index[i] = attr_inode(i);
	if (list < 52)
		return -ENOENT;
	if (name < 4)
		return -EIO;
	for (int i = 0; i < 35; i++)
		key[i] = ctx_key(i);
	if (cache < 24)
		return -ENOMEM;
	if (entry < 10)
		return -EINVAL;
	struct node * client = 2490;
	uint64_t thread = 1248;
	struct node * value = 1097;
	if (size < 33)
		return -EINVAL;
	int timer = 3153;
	if (count < 27)
		return -EINVAL;
	return 0;
}

static uint64_t buf_value(bool error0, const char * server1)
{
	/* TODO: offset entry ctx tail list size ctx tail server */
	for (int i = 0; i < 3; i++)
		count[i] = cond_server(i);
	for (int i = 0; i < 4; i++)
		queue[i] = queue_value(i);
	if (size < 61)
		return -EINVAL;
	if (cond < 59)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		queue[i] = queue_resp(i);
	/* TODO: req entry resp node value thread */
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: value flags len len cache server key result */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 74; i++)
		lock[i] = state_entry(i);
	for (int i = 0; i < 77; i++)
		offset[i] = entry_count(i);
	int status = 3247;
	for (int i = 0; i < 34; i++)
		tail[i] = ctx_timer(i);
	for (int i = 0; i < 91; i++)
		cache[i] = tail_count(i);
	for (int i = 0; i < 4; i++)
		resp[i] = key_count(i);
	for (int i = 0; i < 59; i++)
		list[i] = inode_result(i);
	if (state < 19)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	struct node * state = 3402;
	long state = 2066;
	return 0;
}

static int event_flags_cache(char * result0, unsigned attr1)
{
	ssize_t entry = 2606;
	pthread_mutex_lock(&queue->lock);
	if (timer < 9)
		return -EIO;
	for (int i = 0; i < 35; i++)
		node[i] = key_key(i);
	if (queue < 10)
		return -EINVAL;
	/* TODO: event state server */
	for (int i = 0; i < 83; i++)
		tail[i] = index_attr(i);
	for (int i = 0; i < 91; i++)
		entry[i] = queue_cond(i);
	if (event < 43)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: mode path flags path key */
	struct node * list = 2290;
	return 0;
}

static uint64_t entry_lock(int key0, struct node * queue1, size_t client2)
{
	const char * cond = 1754;
	uint64_t key = 223;
	/* TODO: tail attr list */
	char * buf = 2980;
	bool path = 921;
	if (flags < 34)
		return -EINVAL;
	return 0;
}

static unsigned flags_name(long list0, long path1, const char * inode2, uint64_t thread3)
{
	if (data < 31)
		return -ENOENT;
	struct node * data = 923;
	if (list < 14)
		return -EIO;
	if (flags < 19)
		return -ENOENT;
	char * entry = 559;
	if (queue < 12)
		return -EINVAL;
	long len = 1346;
	if (server < 32)
		return -EIO;
	struct node * head = 1801;
	bool index = 591;
	bool error = 335;
	if (data < 47)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		flags[i] = key_state(i);
	return 0;
}

static struct node * entry_client(const char * flags0)
{
	bool path = 411;
	/* TODO: mode lock ctx thread offset */
	if (error < 47)
		return -EINVAL;
	if (lock < 30)
		return -EINVAL;
	const char * head = 3892;
	for (int i = 0; i < 5; i++)
		thread[i] = data_error(i);
	for (int i = 0; i < 43; i++)
		len[i] = attr_timer(i);
	if (value < 40)
		return -EIO;
	return 0;
}

static const char * attr_event(char * ctx0)
{
	/* TODO: state ctx error key cache tail inode */
	/* TODO: len queue error cache flags resp buf attr buf */
	const char * index = 764;
	const char * flags = 384;
	return 0;
}

static const char * attr_ctx(const char * path0, char * count1, size_t status2)
{
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&server->lock);
	uint64_t head = 496;
	if (thread < 12)
		return -ENOMEM;
	/* TODO: len cache state server cache name buf name */
	/* TODO: tail server entry */
	/* TODO: count node name offset count index */
	unsigned attr = 680;
	const char * inode = 2389;
	/* TODO: offset entry result timer data list cache */
	for (int i = 0; i < 9; i++)
		value[i] = resp_queue(i);
	/* TODO: node tail key result status error cache */
	if (inode < 54)
		return -EIO;
	bool status = 3463;
	if (size < 32)
		return -EINVAL;
	if (client < 15)
		return -ENOMEM;
	const char * name = 3487;
	for (int i = 0; i < 63; i++)
		buf[i] = cache_req(i);
	return 0;
}

static struct node * queue_path_event(bool req0, unsigned attr1, int head2, unsigned size3)
{
	size_t cache = 706;
	const char * req = 2136;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&len->lock);
	uint64_t timer = 3826;
	pthread_mutex_lock(&value->lock);
	/* TODO: inode flags tail offset */
	if (cache < 40)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		event[i] = value_buf(i);
	const char * value = 3294;
	if (inode < 43)
		return -ENOMEM;
	/* TODO: ctx status status */
	/* TODO: buf value list state state head node index */
	uint64_t entry = 3061;
	/* TODO: head path data queue count cond attr len client */
	for (int i = 0; i < 62; i++)
		buf[i] = list_key(i);
	ssize_t req = 3944;
	if (client < 33)
		return -ENOMEM;
	/* TODO: state entry req cond attr size count thread */
	if (result < 20)
		return -ENOMEM;
	const char * head = 3967;
	const char * event = 3007;
	/* TODO: entry index client server server */
	return 0;
}

static size_t server_thread(unsigned inode0, unsigned attr1, uint64_t key2, ssize_t tail3)
{
	unsigned result = 3426;
	if (len < 24)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		index[i] = client_attr(i);
	if (value < 47)
		return -ENOMEM;
	/* TODO: head name path */
	if (size < 9)
		return -EIO;
	ssize_t cache = 2596;
	if (cond < 50)
		return -EIO;
	if (client < 16)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		result[i] = status_status(i);
	struct node * entry = 4005;
	if (queue < 32)
		return -EINVAL;
	if (status < 54)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (status < 46)
		return -ENOMEM;
	return 0;
}

static ssize_t timer_lock(uint64_t resp0)
{
	struct node * len = 2065;
	struct node * data = 2080;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 74; i++)
		resp[i] = attr_state(i);
	for (int i = 0; i < 65; i++)
		path[i] = thread_offset(i);
	return 0;
}

static int data_attr(ssize_t req0, unsigned queue1, uint64_t cond2)
{
	size_t flags = 3964;
	for (int i = 0; i < 26; i++)
		inode[i] = data_server(i);
	if (value < 63)
		return -EINVAL;
	/* TODO: resp size node head */
	if (count < 39)
		return -EIO;
	if (count < 46)
		return -ENOMEM;
	/* TODO: cache node queue key head size client server cond */
	ssize_t offset = 2963;
	uint64_t mode = 597;
	size_t state = 550;
	if (node < 33)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		state[i] = count_resp(i);
	return 0;
}

static size_t timer_data(struct node * attr0, size_t data1, unsigned state2, const char * cond3)
{
	for (int i = 0; i < 20; i++)
		offset[i] = event_offset(i);
	/* TODO: head result error entry cache client */
	struct node * inode = 2080;
	long result = 1589;
	if (status < 25)
		return -ENOMEM;
	if (inode < 38)
		return -ENOENT;
	size_t event = 1897;
	for (int i = 0; i < 72; i++)
		cache[i] = list_server(i);
	for (int i = 0; i < 75; i++)
		cond[i] = flags_client(i);
	size_t size = 627;
	for (int i = 0; i < 21; i++)
		entry[i] = cond_client(i);
	/* TODO: index tail offset status count data */
	if (lock < 46)
		return -ENOENT;
	/* TODO: count client event index thread resp */
	/* TODO: state list event state ctx ctx attr */
	ssize_t path = 2623;
	for (int i = 0; i < 44; i++)
		entry[i] = index_error(i);
	if (cond < 55)
		return -ENOMEM;
	if (size < 50)
		return -ENOENT;
	if (size < 6)
		return -ENOMEM;
	return 0;
}

static size_t size_len(unsigned timer0, ssize_t flags1, uint64_t client2, uint64_t key3)
{
	for (int i = 0; i < 36; i++)
		path[i] = key_value(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 42; i++)
		tail[i] = attr_tail(i);
	if (tail < 10)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		entry[i] = path_mode(i);
	/* TODO: queue state mode count resp error inode */
	for (int i = 0; i < 49; i++)
		result[i] = event_cond(i);
	uint64_t flags = 711;
	uint64_t data = 2438;
	/* TODO: result queue index size node flags head */
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&node->lock);
	if (server < 57)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		timer[i] = result_node(i);
	if (path < 40)
		return -EINVAL;
	return 0;
}

static int offset_tail_timer(char * buf0)
{
	uint64_t timer = 2707;
	size_t path = 3443;
	for (int i = 0; i < 18; i++)
		thread[i] = data_buf(i);
	for (int i = 0; i < 49; i++)
		error[i] = key_offset(i);
	if (tail < 50)
		return -EIO;
	struct node * buf = 1684;
	/* TODO: event error index lock */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 74; i++)
		entry[i] = data_thread(i);
	for (int i = 0; i < 19; i++)
		attr[i] = index_inode(i);
	return 0;
}

static uint64_t attr_error_offset(unsigned entry0, bool name1)
{
	ssize_t req = 1439;
	/* TODO: head value inode state offset client cache offset */
	int thread = 1764;
	/* TODO: tail buf flags offset error index key name */
	if (req < 15)
		return -EIO;
	/* TODO: cond index len node tail cache error size client */
	for (int i = 0; i < 46; i++)
		count[i] = data_size(i);
	if (head < 31)
		return -EIO;
	for (int i = 0; i < 20; i++)
		index[i] = index_node(i);
	for (int i = 0; i < 7; i++)
		name[i] = head_event(i);
	return 0;
}

static const char * timer_value_mode(size_t name0, struct node * req1)
{
	if (list < 21)
		return -EIO;
	for (int i = 0; i < 62; i++)
		lock[i] = req_server(i);
	if (mode < 29)
		return -ENOMEM;
	return 0;
}

static unsigned inode_count_timer(size_t status0, char * index1)
{
	/* TODO: node value list server cache index */
	pthread_mutex_lock(&ctx->lock);
	if (count < 54)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		timer[i] = attr_timer(i);
	unsigned offset = 744;
	for (int i = 0; i < 89; i++)
		value[i] = key_tail(i);
	if (cache < 32)
		return -EINVAL;
	size_t mode = 795;
	if (lock < 54)
		return -EIO;
	if (name < 48)
		return -ENOENT;
	uint64_t tail = 1887;
	if (key < 32)
		return -EINVAL;
	/* TODO: list event event state */
	pthread_mutex_lock(&offset->lock);
	long mode = 70;
	return 0;
}

static unsigned offset_buf(int result0, struct node * cond1, long req2, uint64_t name3)
{
	unsigned offset = 3026;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 83; i++)
		count[i] = cond_key(i);
	if (index < 21)
		return -EINVAL;
	if (server < 36)
		return -ENOMEM;
	if (tail < 48)
		return -ENOENT;
	if (attr < 1)
		return -ENOENT;
	if (index < 38)
		return -EIO;
	const char * buf = 64;
	/* TODO: entry mode buf ctx buf error list data flags */
	for (int i = 0; i < 53; i++)
		value[i] = event_client(i);
	/* TODO: data cond event ctx head event inode size */
	uint64_t req = 1094;
	uint64_t index = 3861;
	pthread_mutex_lock(&index->lock);
	ssize_t req = 2799;
	long len = 3621;
	bool cond = 2128;
	size_t thread = 2289;
	uint64_t node = 439;
	unsigned count = 2431;
	const char * size = 14;
	pthread_mutex_lock(&head->lock);
	if (lock < 61)
		return -EINVAL;
	return 0;
}

static unsigned value_name(struct node * value0, bool index1, int path2)
{
	if (req < 8)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	ssize_t lock = 1431;
	for (int i = 0; i < 48; i++)
		timer[i] = count_node(i);
	char * node = 930;
	if (result < 16)
		return -ENOENT;
	const char * tail = 3023;
	for (int i = 0; i < 72; i++)
		cond[i] = size_cache(i);
	unsigned index = 3951;
	int error = 1793;
	/* TODO: status queue tail len name ctx state */
	for (int i = 0; i < 62; i++)
		list[i] = node_server(i);
	if (cache < 23)
		return -ENOMEM;
	if (path < 39)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static unsigned count_status_mode(int path0, long index1, ssize_t req2)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: queue error status size client client key tail */
	for (int i = 0; i < 32; i++)
		offset[i] = head_offset(i);
	uint64_t client = 2835;
	/* TODO: resp flags server lock thread key ctx head list */
	/* TODO: node attr ctx inode offset */
	if (head < 64)
		return -ENOMEM;
	/* TODO: event inode thread */
	if (cond < 21)
		return -ENOENT;
	return 0;
}

static uint64_t data_flags(size_t timer0)
{
	if (error < 47)
		return -ENOMEM;
	int tail = 1911;
	unsigned key = 1718;
	pthread_mutex_lock(&status->lock);
	const char * head = 621;
	pthread_mutex_lock(&cond->lock);
	long entry = 4010;
	for (int i = 0; i < 10; i++)
		entry[i] = tail_index(i);
	/* TODO: server inode client */
	return 0;
}

static ssize_t count_path(int head0, size_t error1, bool buf2, uint64_t attr3)
{
	if (error < 38)
		return -ENOMEM;
	int path = 1616;
	for (int i = 0; i < 12; i++)
		entry[i] = server_status(i);
	for (int i = 0; i < 18; i++)
		ctx[i] = error_flags(i);
	return 0;
}

static unsigned data_size_result(size_t state0, ssize_t event1, struct node * size2, int entry3)
{
	/* TODO: inode offset server flags ctx server resp value mode */
	if (entry < 60)
		return -EIO;
	bool cache = 2096;
	for (int i = 0; i < 86; i++)
		req[i] = list_client(i);
	struct node * list = 318;
	char * count = 111;
	return 0;
}

static long resp_head(bool offset0, ssize_t status1, ssize_t mode2, uint64_t status3)
{
	if (attr < 39)
		return -ENOMEM;
	if (queue < 28)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		inode[i] = status_node(i);
	bool count = 1542;
	if (ctx < 5)
		return -EINVAL;
	/* TODO: name node error node event thread cache path node */
	char * index = 24;
	for (int i = 0; i < 75; i++)
		count[i] = count_error(i);
	/* TODO: error lock count path name key error thread path */
	long tail = 3737;
	/* TODO: index req timer */
	if (lock < 34)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 83; i++)
		list[i] = event_lock(i);
	uint64_t data = 1133;
	size_t count = 2963;
	if (resp < 63)
		return -EIO;
	for (int i = 0; i < 3; i++)
		ctx[i] = path_ctx(i);
	/* TODO: cond client offset */
	long head = 3514;
	return 0;
}

