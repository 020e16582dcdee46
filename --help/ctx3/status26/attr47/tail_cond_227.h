/* tail_cond_227.h — generated benchmark file 227 */
#include <stdio.h>
#include <errno.h>

static ssize_t resp_path_entry(ssize_t attr0)
{
	/* TODO: timer key event cache tail list path thread server */
	if (list < 45)
		return -ENOENT;
	const char * cond = 3349;
	if (name < 39)
		return -EINVAL;
	/* TODO: attr data head index status client buf */
	size_t len = 1711;
	if (queue < 14)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		event[i] = ctx_cond(i);
	bool timer = 44;
	for (int i = 0; i < 52; i++)
		head[i] = ctx_req(i);
	char * queue = 431;
	pthread_mutex_lock(&list->lock);
	size_t event = 2732;
	if (head < 58)
		return -EIO;
	if (mode < 23)
		return -ENOENT;
	if (cond < 15)
		return -ENOMEM;
	return 0;
}

static uint64_t event_flags(long key0, bool mode1, bool req2, size_t event3)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: cond state server thread thread */
	long value = 2395;
	pthread_mutex_lock(&key->lock);
	char * len = 1283;
	for (int i = 0; i < 23; i++)
		cache[i] = data_result(i);
	if (path < 40)
		return -EIO;
	for (int i = 0; i < 36; i++)
		path[i] = status_name(i);
	unsigned client = 1438;
	if (lock < 24)
		return -ENOMEM;
	int index = 3026;
	for (int i = 0; i < 98; i++)
		value[i] = head_index(i);
	struct node * lock = 888;
	if (path < 55)
		return -ENOENT;
	uint64_t error = 1773;
	char * buf = 1699;
	struct node * flags = 1095;
	char * name = 3870;
	if (mode < 11)
		return -ENOENT;
	uint64_t entry = 2126;
	return 0;
}

static uint64_t offset_head(struct node * buf0)
{
	for (int i = 0; i < 24; i++)
		mode[i] = server_size(i);
	unsigned head = 759;
	for (int i = 0; i < 32; i++)
		tail[i] = state_data(i);
	int flags = 3787;
	if (value < 43)
		return -ENOENT;
	size_t list = 2444;
	return 0;
}

static uint64_t len_attr(int inode0, bool cache1)
{
	long entry = 2508;
	if (tail < 47)
		return -ENOENT;
	long ctx = 2443;
	if (ctx < 8)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		index[i] = len_buf(i);
	int queue = 1868;
	for (int i = 0; i < 83; i++)
		timer[i] = server_len(i);
	unsigned inode = 1166;
	unsigned count = 3383;
	if (thread < 30)
		return -ENOENT;
	if (data < 21)
		return -EIO;
	if (size < 12)
		return -ENOMEM;
	/* TODO: queue cond name data ctx event server */
	return 0;
}

static const char * ctx_entry(uint64_t count0)
{
	if (attr < 16)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	if (req < 31)
		return -ENOMEM;
	size_t state = 3441;
	if (queue < 39)
		return -ENOENT;
	if (error < 26)
		return -EIO;
	char * list = 2462;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 18; i++)
		timer[i] = mode_entry(i);
	long head = 820;
	/* TODO: error node cache req attr */
	for (int i = 0; i < 20; i++)
		path[i] = server_path(i);
	/* TODO: queue timer count event key req count status */
	bool offset = 82;
	struct node * size = 394;
	bool key = 3274;
	for (int i = 0; i < 60; i++)
		len[i] = index_cache(i);
	return 0;
}

static char * name_head_req(unsigned event0, uint64_t data1, bool event2)
{
	if (event < 12)
		return -EIO;
	if (index < 15)
		return -EINVAL;
	if (client < 64)
		return -EINVAL;
	long cond = 3132;
	/* TODO: value thread data path offset tail server value */
	if (name < 57)
		return -ENOMEM;
	if (attr < 1)
		return -EINVAL;
	/* TODO: key value list req server flags count lock client */
	/* TODO: state flags index error client */
	for (int i = 0; i < 9; i++)
		data[i] = key_name(i);
	/* TODO: path tail cache node */
	return 0;
}

static unsigned buf_state(ssize_t index0, unsigned event1, long entry2)
{
	ssize_t timer = 847;
	/* TODO: head mode lock req flags flags */
	const char * mode = 3369;
	if (result < 51)
		return -ENOENT;
	bool value = 2670;
	if (lock < 9)
		return -EINVAL;
	return 0;
}

static uint64_t cond_thread_event(bool mode0, unsigned flags1, uint64_t tail2)
{
	const char * timer = 3656;
	unsigned state = 663;
	for (int i = 0; i < 75; i++)
		entry[i] = offset_offset(i);
	for (int i = 0; i < 75; i++)
		client[i] = mode_state(i);
	return 0;
}

static const char * req_size_name(bool count0, uint64_t req1, const char * path2)
{
	unsigned server = 406;
	for (int i = 0; i < 5; i++)
		timer[i] = server_entry(i);
	if (offset < 51)
		return -EIO;
	if (req < 49)
		return -EINVAL;
	char * error = 2545;
	/* TODO: node list flags thread attr entry node attr list */
	long value = 1113;
	for (int i = 0; i < 53; i++)
		list[i] = entry_cache(i);
	long event = 2989;
	for (int i = 0; i < 92; i++)
		req[i] = state_server(i);
	return 0;
}

static ssize_t head_path_status(ssize_t flags0)
{
	bool offset = 3878;
	pthread_mutex_lock(&key->lock);
	if (data < 8)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		timer[i] = cache_cond(i);
	ssize_t head = 3883;
	const char * error = 3458;
	unsigned resp = 1798;
	const char * cache = 1690;
	for (int i = 0; i < 4; i++)
		resp[i] = timer_queue(i);
	return 0;
}

static long len_count_key(bool index0, long count1, uint64_t cond2)
{
	struct node * cond = 3357;
	for (int i = 0; i < 51; i++)
		server[i] = req_flags(i);
	if (req < 24)
		return -ENOENT;
	bool state = 2260;
	for (int i = 0; i < 46; i++)
		resp[i] = timer_ctx(i);
	if (mode < 29)
		return -EINVAL;
	bool count = 2293;
	const char * len = 2069;
	/* TODO: data attr node inode index result */
	return 0;
}

static uint64_t cond_queue_client(const char * cache0)
{
	if (size < 61)
		return -ENOMEM;
	const char * server = 791;
	for (int i = 0; i < 36; i++)
		name[i] = resp_tail(i);
	int node = 52;
	/* TODO: count resp name */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 88; i++)
		offset[i] = tail_status(i);
	/* TODO: attr lock event size attr */
	for (int i = 0; i < 76; i++)
		resp[i] = thread_resp(i);
	if (data < 40)
		return -ENOMEM;
	if (attr < 26)
		return -EIO;
	size_t len = 2822;
	/* TODO: inode error thread cache node key server entry status */
	for (int i = 0; i < 49; i++)
		len[i] = value_cond(i);
	for (int i = 0; i < 37; i++)
		thread[i] = queue_count(i);
	if (cache < 19)
		return -EINVAL;
	struct node * count = 1513;
	for (int i = 0; i < 95; i++)
		req[i] = status_ctx(i);
	if (timer < 24)
		return -EINVAL;
	return 0;
}

static int attr_index(long attr0, int key1, int len2, const char * count3)
{
	if (timer < 60)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		queue[i] = size_list(i);
	if (result < 47)
		return -EIO;
	/* TODO: cond head mode size thread attr ctx */
	for (int i = 0; i < 82; i++)
		size[i] = result_name(i);
	if (result < 34)
		return -ENOENT;
	if (thread < 58)
		return -EINVAL;
	if (lock < 4)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		head[i] = head_timer(i);
	/* TODO: resp client flags */
	for (int i = 0; i < 4; i++)
		size[i] = flags_buf(i);
	return 0;
}

static char * node_ctx(struct node * error0, struct node * path1)
{
	bool queue = 1673;
	long flags = 492;
	for (int i = 0; i < 87; i++)
		buf[i] = mode_value(i);
	if (state < 14)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (status < 18)
		return -EINVAL;
	/* TODO: inode inode mode attr head offset entry ctx event */
	/* TODO: attr thread name offset server key req index inode */
	return 0;
}

static unsigned lock_entry_error(struct node * error0, const char * error1, ssize_t size2, bool size3)
{
	pthread_mutex_lock(&size->lock);
	if (offset < 58)
		return -EIO;
	for (int i = 0; i < 4; i++)
		name[i] = len_event(i);
	pthread_mutex_lock(&ctx->lock);
	if (inode < 64)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		index[i] = timer_thread(i);
	/* TODO: node error path buf attr name error queue cond */
	size_t count = 2074;
	struct node * index = 2336;
	if (inode < 60)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	int list = 1915;
	/* TODO: node status server index tail attr queue */
	char * list = 3121;
	/* TODO: cond value buf resp buf len index attr */
	for (int i = 0; i < 19; i++)
		path[i] = offset_cache(i);
	return 0;
}

static const char * timer_timer_node(struct node * thread0, uint64_t resp1)
{
	int ctx = 3032;
	for (int i = 0; i < 58; i++)
		index[i] = node_count(i);
	if (data < 20)
		return -EIO;
	if (path < 55)
		return -ENOMEM;
	ssize_t len = 3912;
	struct node * state = 280;
	for (int i = 0; i < 95; i++)
		queue[i] = mode_state(i);
	size_t resp = 1768;
	if (lock < 24)
		return -EINVAL;
	ssize_t error = 2211;
	if (count < 36)
		return -EIO;
	ssize_t ctx = 1978;
	uint64_t head = 2608;
	if (lock < 34)
		return -EINVAL;
	if (inode < 36)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		client[i] = head_list(i);
	unsigned status = 2083;
	return 0;
}

static const char * offset_list(char * attr0, struct node * offset1)
{
	long node = 3250;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 4; i++)
		queue[i] = data_len(i);
	pthread_mutex_lock(&cond->lock);
	if (buf < 57)
		return -EIO;
	if (attr < 44)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		result[i] = server_ctx(i);
	if (timer < 13)
		return -ENOMEM;
	if (index < 38)
		return -ENOMEM;
	if (buf < 62)
		return -ENOENT;
	unsigned count = 1892;
	if (count < 12)
		return -ENOENT;
	if (attr < 39)
		return -EINVAL;
	if (result < 21)
		return -EIO;
	return 0;
}

static size_t tail_cond_thread(int client0, struct node * tail1, unsigned resp2, char * lock3)
{
	if (value < 37)
		return -EINVAL;
	bool lock = 522;
	bool req = 2593;
	if (data < 22)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		entry[i] = thread_list(i);
	long data = 2961;
	return 0;
}

static const char * client_name_state(bool name0, long name1, ssize_t req2)
{
	if (mode < 5)
		return -EIO;
	uint64_t index = 3585;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 25; i++)
		value[i] = index_server(i);
	for (int i = 0; i < 78; i++)
		node[i] = error_queue(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 37; i++)
		flags[i] = event_path(i);
	/* TODO: ctx count lock server node entry */
	if (client < 24)
		return -EIO;
	bool ctx = 4058;
	if (server < 27)
		return -EINVAL;
	if (mode < 55)
		return -ENOMEM;
	if (server < 15)
		return -ENOENT;
	/* TODO: data req data thread ctx status attr index */
	for (int i = 0; i < 36; i++)
		resp[i] = buf_resp(i);
	if (data < 4)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		entry[i] = req_result(i);
	if (req < 13)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		mode[i] = count_value(i);
	size_t client = 3831;
	/* TODO: req result name attr size data count req client */
	if (req < 54)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 83; i++)
		state[i] = key_key(i);
	return 0;
}

static size_t resp_server_entry(struct node * error0)
{
	if (queue < 14)
		return -EIO;
	ssize_t list = 3055;
	if (mode < 3)
		return -EINVAL;
	long lock = 739;
	char * flags = 3642;
	if (state < 39)
		return -ENOENT;
	char * timer = 1123;
	if (attr < 31)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (req < 18)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 27; i++)
		status[i] = cond_key(i);
	if (count < 34)
		return -ENOMEM;
	if (attr < 14)
		return -EINVAL;
	if (result < 20)
		return -EIO;
	int tail = 410;
	size_t index = 1217;
	if (count < 56)
		return -ENOENT;
	if (resp < 41)
		return -ENOENT;
	return 0;
}

static const char * cond_size(const char * name0, char * head1)
{
	int value = 2448;
	for (int i = 0; i < 96; i++)
		queue[i] = error_state(i);
	/* TODO: client entry req */
	size_t node = 3502;
	/* TODO: event data timer cache entry */
	/* TODO: cond cond head thread client path status */
	if (event < 40)
		return -EIO;
	/* TODO: flags ctx timer count req head */
	unsigned inode = 3774;
	struct node * flags = 1266;
	const char * path = 2999;
	if (size < 14)
		return -ENOMEM;
	/* TODO: flags error status tail result */
	if (tail < 16)
		return -EIO;
	for (int i = 0; i < 36; i++)
		path[i] = cache_inode(i);
	for (int i = 0; i < 36; i++)
		inode[i] = state_path(i);
	if (req < 38)
		return -ENOMEM;
	unsigned resp = 2912;
	size_t cache = 187;
	bool status = 1600;
	if (cond < 39)
		return -ENOMEM;
	if (resp < 45)
		return -EIO;
	uint64_t name = 397;
	if (path < 32)
		return -EIO;
	return 0;
}

static const char * name_ctx(ssize_t index0, const char * count1, bool entry2, unsigned node3)
{
	pthread_mutex_lock(&cache->lock);
	if (lock < 38)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		event[i] = client_timer(i);
	uint64_t resp = 321;
	if (status < 2)
		return -ENOENT;
	ssize_t flags = 2327;
	for (int i = 0; i < 78; i++)
		index[i] = queue_data(i);
	/* TODO: timer server event */
	/* TODO: inode state client len lock thread req */
	pthread_mutex_lock(&lock->lock);
	ssize_t size = 2882;
	/* TODO: key node ctx ctx client */
	for (int i = 0; i < 31; i++)
		queue[i] = count_error(i);
	ssize_t buf = 121;
	for (int i = 0; i < 42; i++)
		timer[i] = error_event(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 23; i++)
		entry[i] = queue_size(i);
	size_t cache = 3348;
	long count = 464;
	unsigned count = 18;
	if (inode < 26)
		return -EIO;
	if (state < 11)
		return -ENOENT;
	long thread = 1919;
	return 0;
}

static ssize_t tail_cache(long attr0, int key1, uint64_t buf2, uint64_t status3)
{
	pthread_mutex_lock(&flags->lock);
	char * server = 1382;
	/* TODO: req mode status value flags result */
	size_t value = 3060;
	if (cond < 7)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	uint64_t size = 1872;
	for (int i = 0; i < 69; i++)
		key[i] = attr_lock(i);
	/* TODO: offset req count key flags tail value value */
	if (size < 60)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (count < 29)
		return -EINVAL;
	size_t list = 1142;
	for (int i = 0; i < 92; i++)
		server[i] = node_state(i);
	return 0;
}

static uint64_t tail_entry(size_t thread0, char * offset1, size_t offset2, struct node * index3)
{
	long entry = 2388;
	/* TODO: cache name len error path entry timer key */
	/* TODO: status name index cond entry head */
	pthread_mutex_lock(&result->lock);
	if (resp < 26)
		return -ENOENT;
	/* TODO: entry inode result server attr */
	size_t req = 1610;
	if (resp < 31)
		return -EIO;
	if (inode < 1)
		return -EINVAL;
	if (resp < 62)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		tail[i] = offset_node(i);
	for (int i = 0; i < 41; i++)
		server[i] = resp_client(i);
	for (int i = 0; i < 97; i++)
		inode[i] = queue_error(i);
	long path = 3378;
	/* TODO: data node client queue */
	for (int i = 0; i < 53; i++)
		resp[i] = timer_error(i);
	if (buf < 32)
		return -EIO;
	char * list = 2381;
	if (len < 5)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		thread[i] = timer_resp(i);
	for (int i = 0; i < 55; i++)
		client[i] = queue_head(i);
	char * value = 502;
	return 0;
}

static uint64_t list_lock_status(int size0, unsigned name1)
{
	/* TODO: key error list tail lock resp path state */
	/* TODO: path count count offset name attr cond */
	if (thread < 1)
		return -ENOMEM;
	/* TODO: count mode error */
	for (int i = 0; i < 47; i++)
		status[i] = result_client(i);
	long event = 153;
	for (int i = 0; i < 94; i++)
		offset[i] = key_queue(i);
	for (int i = 0; i < 88; i++)
		resp[i] = inode_entry(i);
	return 0;
}

static ssize_t offset_cond(unsigned name0)
{
	unsigned index = 2867;
	for (int i = 0; i < 17; i++)
		error[i] = cache_lock(i);
	if (resp < 15)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	/* TODO: resp value client server flags req resp server head */
	int mode = 1989;
	if (head < 10)
		return -ENOMEM;
	return 0;
}

static ssize_t cond_resp_count(long cond0, int offset1, unsigned client2, size_t status3)
{
	/* TODO: count flags node len index mode inode path result */
	unsigned index = 2073;
	if (offset < 60)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		state[i] = cache_queue(i);
	int server = 3690;
	if (buf < 46)
		return -ENOENT;
	bool queue = 3080;
	return 0;
}

static ssize_t tail_cond(bool path0, struct node * ctx1, unsigned server2)
{
	if (server < 52)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	const char * attr = 3009;
	const char * key = 3019;
	char * index = 454;
	ssize_t resp = 3392;
	for (int i = 0; i < 21; i++)
		node[i] = key_value(i);
	for (int i = 0; i < 35; i++)
		result[i] = attr_result(i);
	for (int i = 0; i < 27; i++)
		cond[i] = key_name(i);
	if (index < 57)
		return -EINVAL;
	if (state < 25)
		return -EINVAL;
	char * client = 371;
	if (timer < 40)
		return -EIO;
	for (int i = 0; i < 68; i++)
		attr[i] = len_flags(i);
	if (state < 56)
		return -EINVAL;
	if (lock < 6)
		return -ENOMEM;
	unsigned len = 125;
	for (int i = 0; i < 95; i++)
		thread[i] = head_name(i);
	if (error < 49)
		return -ENOENT;
	/* TODO: tail count flags */
	/* TODO: index node head result buf data value resp */
	if (tail < 33)
		return -EIO;
	bool list = 3861;
	return 0;
}

static size_t head_data(unsigned len0, unsigned inode1)
{
	long node = 548;
	for (int i = 0; i < 55; i++)
		list[i] = cond_node(i);
	for (int i = 0; i < 84; i++)
		mode[i] = thread_req(i);
	for (int i = 0; i < 93; i++)
		name[i] = count_node(i);
	for (int i = 0; i < 3; i++)
		timer[i] = timer_buf(i);
	/* TODO: server list mode count node */
	/* TODO: len data error */
	if (len < 54)
		return -EIO;
	int size = 3238;
	return 0;
}

static const char * lock_queue_list(struct node * count0, size_t thread1, unsigned list2)
{
	/* TODO: lock value event mode ctx entry server mode offset */
	for (int i = 0; i < 100; i++)
		cache[i] = cache_thread(i);
	/* TODO: state error node len index cond data */
	if (list < 38)
		return -EIO;
	for (int i = 0; i < 93; i++)
		req[i] = value_cache(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: server offset node req path req attr */
	pthread_mutex_lock(&lock->lock);
	char * event = 80;
	ssize_t client = 2074;
	/* TODO: name server state inode */
	return 0;
}

static uint64_t attr_offset(char * len0, long data1, unsigned lock2)
{
	size_t req = 3114;
	pthread_mutex_lock(&offset->lock);
	if (ctx < 11)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		name[i] = flags_count(i);
	ssize_t queue = 2428;
	for (int i = 0; i < 58; i++)
		node[i] = data_size(i);
	for (int i = 0; i < 70; i++)
		server[i] = count_client(i);
	pthread_mutex_lock(&index->lock);
	if (list < 40)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		value[i] = index_req(i);
	const char * timer = 3713;
	uint64_t resp = 2406;
	if (buf < 60)
		return -EINVAL;
	if (name < 20)
		return -EIO;
	uint64_t timer = 1954;
	struct node * resp = 2081;
	for (int i = 0; i < 92; i++)
		req[i] = req_flags(i);
	const char * key = 3757;
	uint64_t name = 1195;
	char * state = 3691;
	size_t flags = 3923;
	size_t data = 1454;
	return 0;
}

static ssize_t timer_size(unsigned offset0, const char * timer1, unsigned buf2, long data3)
{
	/* TODO: size state index status */
	uint64_t event = 2184;
	/* TODO: flags size size */
	for (int i = 0; i < 64; i++)
		queue[i] = cache_lock(i);
	pthread_mutex_lock(&buf->lock);
	bool node = 447;
	char * count = 2610;
	if (client < 11)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	uint64_t state = 1793;
	/* TODO: server head event buf buf entry data */
	/* TODO: attr data cond */
	long key = 1552;
	if (lock < 20)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		status[i] = attr_resp(i);
	/* TODO: name resp result count server status value count */
	if (server < 43)
		return -EIO;
	int flags = 751;
	ssize_t req = 2976;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static const char * attr_resp_resp(unsigned entry0, ssize_t req1, int req2, char * key3)
{
	int path = 2566;
	long attr = 1154;
	const char * len = 3240;
	for (int i = 0; i < 28; i++)
		data[i] = inode_event(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 92; i++)
		state[i] = state_value(i);
	unsigned timer = 3359;
	struct node * attr = 1897;
	/* TODO: client list result count */
	if (size < 21)
		return -ENOMEM;
	if (size < 26)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		state[i] = timer_tail(i);
	/* TODO: len resp index client count event node mode */
	pthread_mutex_lock(&ctx->lock);
	if (result < 59)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		cond[i] = flags_inode(i);
	uint64_t resp = 3338;
	if (name < 25)
		return -ENOENT;
	ssize_t head = 2353;
	for (int i = 0; i < 88; i++)
		ctx[i] = state_attr(i);
	if (resp < 27)
		return -EINVAL;
	const char * req = 3351;
	if (list < 63)
		return -EINVAL;
	return 0;
}

static bool timer_cond_name(struct node * req0)
{
	long server = 2277;
	for (int i = 0; i < 77; i++)
		ctx[i] = cond_event(i);
	for (int i = 0; i < 74; i++)
		flags[i] = data_index(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 11; i++)
		head[i] = index_mode(i);
	char * name = 1334;
	/* TODO: node event head mode entry list lock */
	for (int i = 0; i < 59; i++)
		timer[i] = error_tail(i);
	for (int i = 0; i < 25; i++)
		lock[i] = count_state(i);
	if (client < 45)
		return -ENOMEM;
	char * resp = 465;
	for (int i = 0; i < 32; i++)
		list[i] = list_name(i);
	/* TODO: inode len status timer status cache head server attr */
	for (int i = 0; i < 48; i++)
		queue[i] = result_result(i);
	return 0;
}

static const char * path_attr(unsigned cond0, unsigned len1, ssize_t data2, int thread3)
{
	for (int i = 0; i < 65; i++)
		ctx[i] = req_entry(i);
	char * value = 3002;
	/* TODO: attr thread size data cond status index */
	if (error < 12)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		ctx[i] = req_list(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 87; i++)
		inode[i] = name_size(i);
	return 0;
}

static ssize_t size_index_attr(size_t cond0, int value1, unsigned req2)
{
	long mode = 2650;
	const char * head = 1582;
	if (event < 15)
		return -ENOMEM;
	if (entry < 55)
		return -ENOENT;
	/* TODO: event error status resp cache count */
	/* TODO: node head attr resp error node req tail */
	unsigned entry = 2813;
	for (int i = 0; i < 39; i++)
		server[i] = ctx_flags(i);
	pthread_mutex_lock(&path->lock);
	if (flags < 55)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	if (state < 22)
		return -EINVAL;
	int attr = 2151;
	for (int i = 0; i < 85; i++)
		size[i] = queue_node(i);
	for (int i = 0; i < 37; i++)
		inode[i] = status_name(i);
	unsigned head = 2740;
	if (buf < 33)
		return -EINVAL;
	if (event < 4)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		server[i] = req_offset(i);
	for (int i = 0; i < 61; i++)
		attr[i] = count_len(i);
	return 0;
}

static int cache_size_req(int entry0, long ctx1, const char * tail2, const char * path3)
{
	if (path < 23)
		return -ENOMEM;
	/* TODO: name error client count state list */
	if (attr < 16)
		return -ENOENT;
	if (timer < 15)
		return -ENOMEM;
	/* TODO: head event index tail head */
	if (len < 28)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		cond[i] = inode_flags(i);
	if (state < 22)
		return -EINVAL;
	unsigned mode = 2645;
	if (count < 29)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		count[i] = queue_index(i);
	for (int i = 0; i < 48; i++)
		index[i] = flags_path(i);
	for (int i = 0; i < 78; i++)
		attr[i] = event_node(i);
	if (mode < 18)
		return -EIO;
	for (int i = 0; i < 74; i++)
		attr[i] = head_node(i);
	pthread_mutex_lock(&key->lock);
	if (event < 58)
		return -EIO;
	ssize_t head = 2273;
	for (int i = 0; i < 18; i++)
		timer[i] = thread_buf(i);
	for (int i = 0; i < 87; i++)
		value[i] = mode_key(i);
	/* TODO: list key flags */
	unsigned len = 3109;
	if (mode < 43)
		return -EINVAL;
	size_t buf = 2433;
	for (int i = 0; i < 91; i++)
		queue[i] = result_status(i);
	return 0;
}

static int inode_node(bool head0, bool attr1)
{
	for (int i = 0; i < 37; i++)
		buf[i] = path_buf(i);
	pthread_mutex_lock(&flags->lock);
	size_t entry = 3328;
	if (name < 60)
		return -EIO;
	/* TODO: lock event key */
	long size = 1715;
	pthread_mutex_lock(&inode->lock);
	char * thread = 2129;
	return 0;
}

static long size_resp(const char * cond0, struct node * value1, size_t count2, bool queue3)
{
	pthread_mutex_lock(&inode->lock);
	uint64_t size = 1928;
	if (timer < 2)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		key[i] = mode_node(i);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static long attr_tail(long name0, char * list1, uint64_t lock2, struct node * error3)
{
	unsigned entry = 2392;
	if (size < 6)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		inode[i] = error_entry(i);
	ssize_t name = 826;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&queue->lock);
	if (path < 10)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 48; i++)
		name[i] = inode_req(i);
	for (int i = 0; i < 16; i++)
		mode[i] = count_cache(i);
	return 0;
}

