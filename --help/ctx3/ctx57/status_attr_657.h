/* status_attr_657.h — generated benchmark file 657 */
#include <stdio.h>
#include <errno.h>

static struct node * event_queue(char * client0, int entry1)
{
	int name = 2927;
	if (req < 24)
		return -EIO;
	/* TODO: req tail len state server */
	for (int i = 0; i < 27; i++)
		node[i] = resp_count(i);
	for (int i = 0; i < 49; i++)
		index[i] = data_queue(i);
	unsigned state = 429;
	for (int i = 0; i < 19; i++)
		resp[i] = lock_offset(i);
	/* TODO: thread event node */
	int cache = 599;
	/* TODO: timer resp thread status node req name */
	/* TODO: attr key resp client value */
	/* TODO: node event index value event lock cond event */
	for (int i = 0; i < 75; i++)
		resp[i] = node_attr(i);
	if (count < 3)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		mode[i] = value_entry(i);
	struct node * offset = 3477;
	pthread_mutex_lock(&result->lock);
	size_t event = 1868;
	/* TODO: offset event list size cache list */
	return 0;
}

static uint64_t attr_queue_state(size_t client0, int inode1)
{
	pthread_mutex_lock(&node->lock);
	ssize_t list = 2362;
	int list = 1811;
	if (data < 47)
		return -EINVAL;
	if (flags < 25)
		return -ENOENT;
	return 0;
}

static const char * key_lock_name(const char * state0)
{
	pthread_mutex_lock(&index->lock);
	/* TODO: node size index */
	unsigned entry = 3817;
	bool cache = 2021;
	if (thread < 34)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		count[i] = entry_error(i);
	size_t result = 3233;
	/* TODO: buf error name list node value offset */
	for (int i = 0; i < 16; i++)
		req[i] = head_list(i);
	unsigned index = 302;
	if (value < 47)
		return -EIO;
	return 0;
}

static unsigned inode_mode_mode(size_t len0, int buf1)
{
	int timer = 844;
	pthread_mutex_lock(&offset->lock);
	/* TODO: event status server value */
	int client = 1305;
	if (key < 48)
		return -EINVAL;
	if (client < 34)
		return -EIO;
	/* TODO: tail state list cond index */
	if (status < 25)
		return -EIO;
	const char * error = 2984;
	if (thread < 31)
		return -ENOMEM;
	if (timer < 17)
		return -EINVAL;
	if (cond < 25)
		return -EINVAL;
	int len = 186;
	ssize_t client = 1231;
	for (int i = 0; i < 81; i++)
		node[i] = name_index(i);
	for (int i = 0; i < 100; i++)
		list[i] = head_offset(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 78; i++)
		value[i] = thread_index(i);
	int inode = 1743;
	bool entry = 1703;
	if (index < 10)
		return -EIO;
	int tail = 2825;
	long client = 3665;
	return 0;
}

static struct node * entry_path_error(bool flags0)
{
	if (cache < 55)
		return -EINVAL;
	/* TODO: error value list head thread thread key */
	const char * resp = 393;
	long buf = 2277;
	long offset = 983;
	pthread_mutex_lock(&cond->lock);
	/* TODO: size size list key key mode */
	if (inode < 54)
		return -ENOMEM;
	if (cache < 53)
		return -EIO;
	struct node * thread = 3875;
	pthread_mutex_lock(&node->lock);
	int cond = 1763;
	return 0;
}

static unsigned cond_name(int timer0)
{
	struct node * cache = 1055;
	char * name = 322;
	/* TODO: event node error server cond result */
	for (int i = 0; i < 90; i++)
		mode[i] = inode_inode(i);
	for (int i = 0; i < 56; i++)
		lock[i] = path_node(i);
	ssize_t inode = 497;
	int ctx = 2879;
	struct node * queue = 2425;
	/* TODO: lock attr data entry lock client inode buf path */
	for (int i = 0; i < 42; i++)
		head[i] = value_entry(i);
	pthread_mutex_lock(&value->lock);
	if (len < 42)
		return -ENOMEM;
	if (size < 55)
		return -ENOENT;
	long resp = 2064;
	if (path < 4)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	if (name < 25)
		return -ENOMEM;
	unsigned inode = 4027;
	/* TODO: timer flags event resp */
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&tail->lock);
	/* TODO: node cache event */
	return 0;
}

static ssize_t cond_node(struct node * key0, const char * len1, long len2, unsigned tail3)
{
	for (int i = 0; i < 56; i++)
		server[i] = value_data(i);
	uint64_t resp = 1487;
	/* TODO: key buf client data node value */
	const char * buf = 3992;
	int len = 3311;
	size_t mode = 2428;
	ssize_t path = 240;
	if (cache < 47)
		return -ENOMEM;
	long node = 1829;
	int event = 1381;
	for (int i = 0; i < 34; i++)
		req[i] = result_resp(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 82; i++)
		client[i] = head_buf(i);
	for (int i = 0; i < 99; i++)
		state[i] = data_buf(i);
	uint64_t timer = 2399;
	long resp = 3105;
	if (attr < 33)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		len[i] = status_error(i);
	struct node * key = 1237;
	for (int i = 0; i < 46; i++)
		flags[i] = result_len(i);
	if (node < 47)
		return -ENOENT;
	long value = 732;
	size_t thread = 3513;
	int len = 968;
	ssize_t thread = 3001;
	return 0;
}

static char * index_node(char * cond0, char * entry1)
{
	for (int i = 0; i < 72; i++)
		name[i] = size_timer(i);
	for (int i = 0; i < 79; i++)
		name[i] = entry_resp(i);
	/* TODO: event error lock */
	ssize_t flags = 1530;
	if (cond < 22)
		return -EINVAL;
	return 0;
}

static int buf_buf(long list0, const char * event1, struct node * key2, ssize_t resp3)
{
	/* TODO: flags thread flags head count */
	/* TODO: result key list count timer */
	if (status < 55)
		return -EINVAL;
	/* TODO: tail result node count ctx */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 28; i++)
		result[i] = ctx_value(i);
	if (head < 17)
		return -ENOMEM;
	if (list < 48)
		return -EIO;
	return 0;
}

static size_t len_event_resp(const char * entry0)
{
	if (queue < 62)
		return -EIO;
	bool flags = 1339;
	char * error = 179;
	if (inode < 47)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		mode[i] = key_status(i);
	struct node * count = 4067;
	if (key < 63)
		return -ENOENT;
	return 0;
}

static ssize_t entry_size(struct node * queue0, unsigned lock1, ssize_t timer2, char * flags3)
{
	if (state < 60)
		return -EIO;
	uint64_t status = 2482;
	char * node = 3822;
	if (name < 56)
		return -ENOENT;
	struct node * req = 759;
	if (state < 24)
		return -ENOENT;
	/* TODO: inode data attr head req */
	bool size = 1324;
	pthread_mutex_lock(&value->lock);
	if (list < 56)
		return -EIO;
	return 0;
}

static struct node * attr_cache(bool inode0, bool cond1, char * cond2, long status3)
{
	/* TODO: len node list cond resp head thread */
	pthread_mutex_lock(&state->lock);
	if (cond < 60)
		return -EIO;
	/* TODO: count status timer req resp cache queue */
	for (int i = 0; i < 92; i++)
		status[i] = cond_data(i);
	long size = 3321;
	/* TODO: state path queue head queue resp count name server */
	return 0;
}

static ssize_t timer_resp(bool resp0, struct node * result1, int count2)
{
	ssize_t result = 646;
	if (index < 52)
		return -ENOENT;
	const char * result = 2843;
	/* TODO: cond timer resp */
	for (int i = 0; i < 82; i++)
		buf[i] = mode_state(i);
	if (ctx < 23)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		size[i] = server_client(i);
	for (int i = 0; i < 28; i++)
		buf[i] = data_list(i);
	return 0;
}

static int thread_count(bool node0)
{
	char * value = 4006;
	if (key < 47)
		return -ENOMEM;
	uint64_t event = 2555;
	long thread = 1713;
	if (name < 33)
		return -EINVAL;
	return 0;
}

static ssize_t timer_value(ssize_t name0, struct node * count1, const char * buf2, struct node * inode3)
{
	/* TODO: status value count resp */
	size_t value = 2062;
	if (list < 9)
		return -ENOMEM;
	if (value < 54)
		return -EINVAL;
	bool node = 1150;
	if (entry < 1)
		return -ENOMEM;
	char * buf = 291;
	if (flags < 12)
		return -ENOMEM;
	if (state < 60)
		return -ENOMEM;
	if (state < 19)
		return -EINVAL;
	const char * inode = 1837;
	pthread_mutex_lock(&thread->lock);
	int count = 2750;
	bool len = 3434;
	if (result < 22)
		return -ENOMEM;
	return 0;
}

static uint64_t timer_len_client(int entry0)
{
	for (int i = 0; i < 96; i++)
		status[i] = queue_ctx(i);
	/* TODO: name result key head resp size cond len list */
	long flags = 550;
	bool attr = 3115;
	for (int i = 0; i < 75; i++)
		attr[i] = entry_len(i);
	if (entry < 26)
		return -EIO;
	long list = 3558;
	if (buf < 52)
		return -ENOMEM;
	if (cache < 14)
		return -ENOENT;
	ssize_t data = 742;
	return 0;
}

static char * event_state(bool mode0, size_t offset1, char * value2)
{
	uint64_t name = 2440;
	size_t state = 3831;
	bool buf = 3748;
	if (count < 29)
		return -EIO;
	/* TODO: key state ctx value ctx */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 2; i++)
		buf[i] = lock_head(i);
	for (int i = 0; i < 92; i++)
		list[i] = timer_attr(i);
	ssize_t queue = 3368;
	if (server < 6)
		return -EIO;
	/* TODO: flags head flags cond */
	uint64_t len = 4052;
	if (cache < 52)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		ctx[i] = entry_resp(i);
	bool name = 1975;
	if (resp < 12)
		return -ENOENT;
	if (attr < 11)
		return -EINVAL;
	if (node < 49)
		return -ENOMEM;
	uint64_t size = 504;
	for (int i = 0; i < 87; i++)
		cond[i] = cache_tail(i);
	if (tail < 35)
		return -ENOMEM;
	bool len = 3439;
	pthread_mutex_lock(&len->lock);
	const char * resp = 611;
	return 0;
}

static long cond_value_count(ssize_t head0)
{
	for (int i = 0; i < 88; i++)
		event[i] = queue_cache(i);
	size_t offset = 833;
	/* TODO: resp list path value buf server */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 45; i++)
		flags[i] = list_event(i);
	unsigned index = 1806;
	struct node * cache = 597;
	bool index = 133;
	const char * ctx = 2567;
	for (int i = 0; i < 9; i++)
		state[i] = result_inode(i);
	for (int i = 0; i < 9; i++)
		result[i] = server_index(i);
	char * inode = 1520;
	for (int i = 0; i < 82; i++)
		inode[i] = head_inode(i);
	for (int i = 0; i < 78; i++)
		offset[i] = head_thread(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: flags server list ctx attr offset */
	struct node * count = 3306;
	/* TODO: server tail queue cache state name lock */
	long result = 2030;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 95; i++)
		attr[i] = buf_lock(i);
	ssize_t thread = 1398;
	int value = 1433;
	return 0;
}

static long result_mode(char * ctx0, char * head1, ssize_t resp2)
{
	struct node * data = 704;
	char * resp = 2998;
	for (int i = 0; i < 84; i++)
		queue[i] = cache_cond(i);
	if (flags < 13)
		return -ENOENT;
	ssize_t ctx = 1115;
	/* TODO: head timer server buf lock client client */
	if (resp < 52)
		return -ENOENT;
	if (client < 54)
		return -ENOENT;
	if (offset < 13)
		return -EINVAL;
	/* TODO: inode cache mode head head thread */
	int tail = 337;
	bool queue = 247;
	if (client < 57)
		return -ENOMEM;
	if (error < 64)
		return -ENOENT;
	return 0;
}

static int error_thread(bool inode0, ssize_t data1)
{
	for (int i = 0; i < 46; i++)
		entry[i] = list_count(i);
	if (name < 50)
		return -EINVAL;
	ssize_t status = 256;
	const char * flags = 3217;
	if (status < 10)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		state[i] = list_status(i);
	return 0;
}

static int offset_node(struct node * count0, struct node * ctx1, bool inode2)
{
	for (int i = 0; i < 29; i++)
		value[i] = path_cache(i);
	size_t result = 690;
	for (int i = 0; i < 19; i++)
		req[i] = status_buf(i);
	for (int i = 0; i < 91; i++)
		buf[i] = client_key(i);
	for (int i = 0; i < 96; i++)
		path[i] = data_timer(i);
	ssize_t entry = 1146;
	return 0;
}

static bool entry_thread_inode(long head0)
{
	if (event < 41)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (node < 60)
		return -EINVAL;
	if (state < 21)
		return -EINVAL;
	char * key = 1463;
	if (event < 53)
		return -EIO;
	if (client < 63)
		return -ENOENT;
	unsigned state = 665;
	/* TODO: cache inode cache result */
	const char * head = 3971;
	if (tail < 25)
		return -EINVAL;
	return 0;
}

static char * index_mode_node(long entry0, size_t lock1, struct node * req2)
{
	for (int i = 0; i < 37; i++)
		event[i] = mode_buf(i);
	/* TODO: queue status len event path list size size event */
	/* TODO: error entry cond error count tail timer mode */
	if (index < 38)
		return -EINVAL;
	return 0;
}

static bool buf_attr_flags(const char * len0, uint64_t ctx1)
{
	for (int i = 0; i < 28; i++)
		timer[i] = event_head(i);
	struct node * state = 731;
	if (head < 3)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		resp[i] = inode_event(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: buf state cond tail state head result list */
	ssize_t size = 1047;
	ssize_t list = 3888;
	for (int i = 0; i < 23; i++)
		queue[i] = key_lock(i);
	if (index < 10)
		return -EINVAL;
	bool data = 3226;
	/* TODO: thread error error queue value */
	pthread_mutex_lock(&thread->lock);
	const char * state = 2364;
	/* TODO: offset len error */
	/* TODO: cache cache mode tail result resp count key tail */
	if (status < 18)
		return -EIO;
	if (server < 59)
		return -EIO;
	uint64_t data = 1879;
	/* TODO: flags cond server flags req client */
	ssize_t tail = 1296;
	if (server < 23)
		return -ENOMEM;
	/* TODO: status resp ctx server attr */
	return 0;
}

static int node_name_count(ssize_t mode0)
{
	for (int i = 0; i < 51; i++)
		cache[i] = error_timer(i);
	for (int i = 0; i < 60; i++)
		client[i] = tail_index(i);
	for (int i = 0; i < 13; i++)
		result[i] = event_state(i);
	uint64_t list = 470;
	if (mode < 39)
		return -ENOENT;
	if (resp < 8)
		return -ENOMEM;
	size_t event = 1657;
	/* TODO: tail req client */
	/* TODO: index cache len path count value error req thread */
	if (name < 23)
		return -ENOENT;
	const char * timer = 366;
	unsigned state = 2546;
	/* TODO: event event buf attr ctx key thread lock value */
	if (client < 23)
		return -ENOENT;
	return 0;
}

static ssize_t error_error_entry(long head0, ssize_t key1, char * lock2, struct node * timer3)
{
	if (client < 16)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	uint64_t head = 2090;
	for (int i = 0; i < 79; i++)
		resp[i] = flags_buf(i);
	long size = 649;
	long value = 2608;
	for (int i = 0; i < 56; i++)
		size[i] = len_len(i);
	/* TODO: state name error client head state name inode */
	pthread_mutex_lock(&ctx->lock);
	if (req < 32)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	if (error < 31)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		error[i] = state_resp(i);
	for (int i = 0; i < 75; i++)
		offset[i] = attr_key(i);
	if (cache < 48)
		return -EINVAL;
	if (client < 4)
		return -EINVAL;
	if (node < 24)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		flags[i] = head_name(i);
	if (node < 58)
		return -EIO;
	for (int i = 0; i < 9; i++)
		thread[i] = data_state(i);
	return 0;
}

static char * cond_attr(char * offset0, long event1)
{
	struct node * flags = 1685;
	pthread_mutex_lock(&attr->lock);
	if (state < 28)
		return -ENOMEM;
	uint64_t result = 488;
	if (entry < 60)
		return -ENOENT;
	/* TODO: resp ctx error server cond tail flags queue */
	pthread_mutex_lock(&lock->lock);
	if (resp < 8)
		return -ENOENT;
	/* TODO: name timer resp size tail state lock */
	return 0;
}

static size_t timer_len_value(size_t tail0, int thread1, size_t server2, bool req3)
{
	long req = 4084;
	if (size < 56)
		return -EINVAL;
	/* TODO: attr thread resp head value data data len node */
	for (int i = 0; i < 81; i++)
		server[i] = inode_key(i);
	int flags = 544;
	for (int i = 0; i < 11; i++)
		size[i] = attr_req(i);
	/* TODO: queue data result */
	for (int i = 0; i < 12; i++)
		error[i] = offset_mode(i);
	for (int i = 0; i < 18; i++)
		cond[i] = server_event(i);
	unsigned list = 3379;
	if (ctx < 16)
		return -ENOENT;
	ssize_t error = 533;
	if (thread < 31)
		return -EINVAL;
	if (flags < 38)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	if (queue < 39)
		return -ENOENT;
	return 0;
}

static int state_queue(unsigned offset0, const char * value1)
{
	/* TODO: result status index mode data status ctx */
	unsigned name = 491;
	for (int i = 0; i < 90; i++)
		path[i] = flags_lock(i);
	for (int i = 0; i < 40; i++)
		ctx[i] = cond_list(i);
	uint64_t client = 1188;
	long result = 2915;
	ssize_t mode = 1323;
	struct node * entry = 427;
	char * len = 3344;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 72; i++)
		head[i] = size_node(i);
	size_t key = 2025;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 45; i++)
		offset[i] = entry_server(i);
	/* TODO: index offset flags event */
	if (key < 1)
		return -EINVAL;
	if (len < 27)
		return -EIO;
	if (len < 18)
		return -EIO;
	char * data = 3821;
	bool data = 1036;
	for (int i = 0; i < 28; i++)
		offset[i] = inode_value(i);
	/* TODO: offset size cache entry key lock */
	char * mode = 1497;
	for (int i = 0; i < 32; i++)
		list[i] = entry_client(i);
	return 0;
}

static const char * thread_name_list(const char * index0, char * entry1, bool node2, size_t req3)
{
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 83; i++)
		server[i] = server_key(i);
	bool tail = 2985;
	/* TODO: flags tail node timer tail */
	uint64_t index = 2724;
	/* TODO: resp len head len state */
	pthread_mutex_lock(&ctx->lock);
	if (index < 19)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	const char * thread = 1252;
	return 0;
}

static int thread_data(unsigned head0, char * state1, ssize_t data2)
{
	uint64_t data = 3194;
	struct node * timer = 307;
	uint64_t server = 3978;
	ssize_t size = 2928;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 76; i++)
		event[i] = lock_mode(i);
	if (result < 50)
		return -ENOMEM;
	int result = 2690;
	size_t flags = 3738;
	for (int i = 0; i < 52; i++)
		list[i] = error_lock(i);
	/* TODO: req req resp count tail status size attr */
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 86; i++)
		ctx[i] = timer_node(i);
	if (ctx < 23)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		value[i] = inode_resp(i);
	for (int i = 0; i < 74; i++)
		ctx[i] = state_req(i);
	unsigned buf = 1502;
	pthread_mutex_lock(&thread->lock);
	long cond = 536;
	for (int i = 0; i < 27; i++)
		cond[i] = timer_data(i);
	char * data = 3752;
	return 0;
}

static long name_status_thread(bool head0, bool buf1, char * result2)
{
	for (int i = 0; i < 84; i++)
		server[i] = lock_cond(i);
	const char * name = 1397;
	/* TODO: timer resp mode */
	for (int i = 0; i < 46; i++)
		timer[i] = count_queue(i);
	if (event < 63)
		return -EIO;
	if (state < 37)
		return -EINVAL;
	if (tail < 32)
		return -EIO;
	if (len < 63)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		mode[i] = name_event(i);
	const char * data = 105;
	for (int i = 0; i < 12; i++)
		entry[i] = head_node(i);
	return 0;
}

static unsigned client_offset_mode(const char * data0, ssize_t len1)
{
	char * lock = 548;
	/* TODO: flags timer data event thread flags */
	for (int i = 0; i < 11; i++)
		client[i] = node_head(i);
	if (path < 17)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		entry[i] = ctx_status(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 11; i++)
		offset[i] = queue_flags(i);
	int head = 1700;
	return 0;
}

static ssize_t key_resp_path(char * req0, struct node * size1)
{
	/* TODO: tail lock index */
	pthread_mutex_lock(&client->lock);
	bool timer = 3916;
	/* TODO: attr tail offset offset tail node attr result tail */
	/* TODO: server head cond thread event */
	/* TODO: attr inode lock result entry event timer head */
	pthread_mutex_lock(&node->lock);
	struct node * list = 2749;
	return 0;
}

static char * inode_result(ssize_t data0, uint64_t cond1, bool cond2, bool inode3)
{
	struct node * req = 3203;
	unsigned event = 2296;
	struct node * path = 2532;
	ssize_t head = 4034;
	pthread_mutex_lock(&client->lock);
	/* TODO: cond path node */
	if (name < 55)
		return -EIO;
	unsigned len = 2740;
	/* TODO: req flags value ctx flags lock event mode */
	uint64_t thread = 2508;
	ssize_t error = 2942;
	return 0;
}

static const char * ctx_timer_path(char * state0, const char * inode1)
{
	pthread_mutex_lock(&mode->lock);
	unsigned index = 2525;
	pthread_mutex_lock(&inode->lock);
	if (ctx < 47)
		return -EIO;
	const char * client = 2952;
	const char * result = 4089;
	if (attr < 22)
		return -EINVAL;
	if (size < 42)
		return -EINVAL;
	if (index < 36)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		entry[i] = attr_key(i);
	if (ctx < 33)
		return -ENOMEM;
	return 0;
}

static unsigned server_status(struct node * offset0, long node1, struct node * list2, unsigned cache3)
{
	char * lock = 488;
	bool size = 1521;
	for (int i = 0; i < 49; i++)
		node[i] = inode_count(i);
	if (lock < 64)
		return -EIO;
	for (int i = 0; i < 74; i++)
		head[i] = count_cond(i);
	uint64_t inode = 2155;
	/* TODO: count cache lock name head tail */
	for (int i = 0; i < 60; i++)
		flags[i] = value_lock(i);
	if (path < 32)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		count[i] = len_data(i);
	if (status < 6)
		return -EIO;
	for (int i = 0; i < 28; i++)
		inode[i] = node_event(i);
	if (timer < 13)
		return -ENOMEM;
	if (lock < 64)
		return -ENOENT;
	if (buf < 37)
		return -ENOENT;
	if (size < 44)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		ctx[i] = resp_list(i);
	const char * server = 186;
	size_t entry = 230;
	long buf = 3975;
	/* TODO: timer mode head error cache path thread key */
	return 0;
}

static long server_event_buf(ssize_t offset0, long timer1, const char * state2)
{
	size_t resp = 563;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&data->lock);
	if (lock < 29)
		return -ENOENT;
	ssize_t tail = 482;
	int req = 3282;
	for (int i = 0; i < 5; i++)
		buf[i] = req_thread(i);
	for (int i = 0; i < 55; i++)
		error[i] = len_state(i);
	pthread_mutex_lock(&flags->lock);
	struct node * result = 3463;
	/* TODO: status entry value */
	pthread_mutex_lock(&ctx->lock);
	if (len < 46)
		return -ENOENT;
	if (tail < 42)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 9; i++)
		ctx[i] = name_status(i);
	/* TODO: timer flags offset timer offset client */
	if (event < 35)
		return -EIO;
	/* TODO: thread event event event head timer thread */
	bool offset = 3451;
	return 0;
}

static bool value_timer(unsigned error0, const char * thread1, char * path2, bool tail3)
{
	if (timer < 6)
		return -ENOMEM;
	struct node * lock = 125;
	if (index < 7)
		return -ENOENT;
	bool path = 3031;
	char * event = 3838;
	/* TODO: path cache key offset */
	pthread_mutex_lock(&mode->lock);
	if (req < 58)
		return -EINVAL;
	const char * timer = 1978;
	int result = 2204;
	/* TODO: event list entry */
	for (int i = 0; i < 45; i++)
		size[i] = count_size(i);
	for (int i = 0; i < 88; i++)
		head[i] = inode_list(i);
	return 0;
}

static const char * offset_server_queue(struct node * lock0, char * entry1, int len2, ssize_t thread3)
{
	pthread_mutex_lock(&state->lock);
	/* TODO: value queue buf status cache ctx client */
	/* TODO: len value result req mode path list name */
	bool ctx = 2859;
	long path = 2344;
	pthread_mutex_lock(&client->lock);
	bool len = 600;
	long resp = 1372;
	pthread_mutex_lock(&thread->lock);
	size_t list = 3322;
	for (int i = 0; i < 97; i++)
		count[i] = client_inode(i);
	for (int i = 0; i < 43; i++)
		offset[i] = data_mode(i);
	pthread_mutex_lock(&size->lock);
	if (attr < 56)
		return -ENOMEM;
	/* TODO: len offset name */
	/* TODO: lock tail head count */
	if (status < 23)
		return -EINVAL;
	return 0;
}

static int flags_path_ctx(bool resp0, size_t resp1)
{
	/* TODO: resp lock index timer timer path node event */
	for (int i = 0; i < 45; i++)
		state[i] = req_buf(i);
	if (ctx < 5)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	struct node * data = 2872;
	long data = 1631;
	const char * status = 3261;
	int attr = 2974;
	for (int i = 0; i < 91; i++)
		head[i] = state_list(i);
	for (int i = 0; i < 95; i++)
		list[i] = data_inode(i);
	if (ctx < 30)
		return -EIO;
	if (req < 37)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	/* TODO: path server buf timer */
	for (int i = 0; i < 85; i++)
		entry[i] = result_tail(i);
	if (req < 10)
		return -EIO;
	/* TODO: error name thread req attr client timer key cond */
	if (client < 5)
		return -ENOENT;
	/* TODO: thread status entry client status error server cache */
	long path = 873;
	if (lock < 43)
		return -ENOMEM;
	ssize_t queue = 3654;
	const char * name = 3466;
	return 0;
}

static ssize_t value_status_cache(bool attr0, unsigned buf1, bool lock2, unsigned tail3)
{
	long client = 1579;
	if (resp < 35)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		mode[i] = cache_result(i);
	pthread_mutex_lock(&node->lock);
	size_t list = 2167;
	size_t server = 268;
	const char * cond = 302;
	if (attr < 43)
		return -ENOMEM;
	/* TODO: state list value key len cache timer len count */
	for (int i = 0; i < 83; i++)
		len[i] = path_error(i);
	ssize_t offset = 2589;
	long cache = 2532;
	ssize_t flags = 977;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 42; i++)
		error[i] = client_thread(i);
	ssize_t thread = 2814;
	/* TODO: resp state node status flags node */
	/* TODO: ctx tail key cache timer */
	for (int i = 0; i < 23; i++)
		event[i] = tail_head(i);
	for (int i = 0; i < 77; i++)
		timer[i] = cond_count(i);
	if (result < 20)
		return -ENOENT;
	return 0;
}

