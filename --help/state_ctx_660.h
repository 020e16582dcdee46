/* state_ctx_660.h — generated benchmark file 660 */
#include <stdio.h>
#include <errno.h>

static ssize_t value_req(unsigned head0, char * count1)
{
	struct node * state = 226;
	if (queue < 16)
		return -ENOENT;
	if (key < 8)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	const char * index = 1517;
	if (size < 55)
		return -EIO;
	bool size = 2637;
	ssize_t flags = 3658;
	/* TODO: node server name */
	if (server < 36)
		return -EIO;
	if (buf < 58)
		return -ENOMEM;
	long node = 514;
	for (int i = 0; i < 68; i++)
		result[i] = event_head(i);
	struct node * buf = 1776;
	int resp = 2667;
	bool count = 1939;
	char * lock = 844;
	if (state < 11)
		return -EIO;
	size_t client = 3907;
	for (int i = 0; i < 40; i++)
		inode[i] = key_count(i);
	unsigned thread = 2359;
	int key = 3811;
	unsigned resp = 2093;
	return 0;
}

static struct node * head_state(unsigned key0)
{
	long timer = 2725;
	size_t lock = 865;
	const char * server = 2906;
	ssize_t len = 3803;
	bool server = 3260;
	ssize_t node = 2724;
	/* TODO: status entry offset timer lock tail path */
	/* TODO: req path req server */
	for (int i = 0; i < 100; i++)
		mode[i] = state_ctx(i);
	unsigned offset = 626;
	/* TODO: entry error queue cond offset path key list */
	for (int i = 0; i < 90; i++)
		index[i] = key_key(i);
	long count = 3710;
	if (event < 39)
		return -ENOENT;
	/* TODO: server len req flags */
	char * data = 2431;
	/* TODO: client offset count mode client tail */
	int error = 3056;
	return 0;
}

static size_t error_state_queue(unsigned flags0)
{
	for (int i = 0; i < 22; i++)
		cache[i] = client_flags(i);
	struct node * error = 4095;
	unsigned inode = 1076;
	int event = 2209;
	pthread_mutex_lock(&req->lock);
	if (node < 1)
		return -ENOMEM;
	if (event < 8)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		len[i] = tail_req(i);
	/* TODO: flags head thread list result tail thread thread status */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 3; i++)
		state[i] = head_count(i);
	return 0;
}

static const char * lock_flags(struct node * path0, unsigned queue1)
{
	unsigned size = 3890;
	if (name < 43)
		return -ENOMEM;
	int tail = 893;
	for (int i = 0; i < 34; i++)
		node[i] = data_head(i);
	for (int i = 0; i < 72; i++)
		count[i] = mode_mode(i);
	for (int i = 0; i < 22; i++)
		name[i] = buf_client(i);
	for (int i = 0; i < 2; i++)
		head[i] = key_event(i);
	if (status < 44)
		return -ENOENT;
	if (list < 29)
		return -EINVAL;
	if (flags < 16)
		return -ENOMEM;
	const char * inode = 363;
	uint64_t value = 369;
	/* TODO: cond offset entry */
	const char * resp = 1459;
	for (int i = 0; i < 77; i++)
		event[i] = size_error(i);
	for (int i = 0; i < 61; i++)
		ctx[i] = inode_timer(i);
	if (event < 56)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		queue[i] = client_entry(i);
	for (int i = 0; i < 73; i++)
		name[i] = tail_resp(i);
	long state = 701;
	if (offset < 63)
		return -EIO;
	if (attr < 15)
		return -ENOENT;
	return 0;
}

static ssize_t offset_len(char * event0, uint64_t cache1)
{
	/* TODO: offset index cache value inode inode */
	bool state = 685;
	const char * result = 3896;
	/* TODO: resp count name resp lock client thread ctx offset */
	if (status < 15)
		return -ENOENT;
	const char * error = 2014;
	/* TODO: data ctx client client state timer timer flags */
	for (int i = 0; i < 58; i++)
		name[i] = attr_entry(i);
	for (int i = 0; i < 65; i++)
		flags[i] = event_list(i);
	if (lock < 15)
		return -ENOMEM;
	/* TODO: buf resp resp server cond size head list */
	/* TODO: tail name node count resp */
	uint64_t error = 2461;
	for (int i = 0; i < 31; i++)
		queue[i] = data_tail(i);
	/* TODO: head ctx event resp */
	if (resp < 1)
		return -EINVAL;
	if (value < 48)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		server[i] = client_event(i);
	long data = 2996;
	uint64_t state = 1947;
	return 0;
}

static const char * index_mode(uint64_t client0, ssize_t inode1)
{
	for (int i = 0; i < 15; i++)
		head[i] = cache_offset(i);
	uint64_t cond = 2503;
	/* TODO: value resp ctx offset state cond timer */
	if (offset < 2)
		return -EINVAL;
	char * inode = 2067;
	if (queue < 58)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	if (buf < 9)
		return -EIO;
	for (int i = 0; i < 35; i++)
		resp[i] = list_client(i);
	struct node * req = 1364;
	uint64_t buf = 665;
	long data = 609;
	size_t error = 1114;
	long mode = 3509;
	unsigned offset = 3035;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 87; i++)
		thread[i] = resp_data(i);
	for (int i = 0; i < 73; i++)
		resp[i] = value_attr(i);
	const char * tail = 2062;
	if (node < 30)
		return -ENOMEM;
	return 0;
}

static unsigned node_index(unsigned len0, uint64_t result1, bool timer2, int count3)
{
	/* TODO: event status list list value inode event */
	unsigned entry = 2392;
	for (int i = 0; i < 46; i++)
		entry[i] = data_attr(i);
	unsigned buf = 105;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 88; i++)
		cond[i] = error_flags(i);
	if (status < 54)
		return -EIO;
	struct node * server = 3626;
	bool key = 3898;
	size_t client = 3163;
	char * server = 946;
	if (count < 22)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		flags[i] = lock_name(i);
	for (int i = 0; i < 15; i++)
		tail[i] = head_event(i);
	pthread_mutex_lock(&timer->lock);
	bool name = 1787;
	/* TODO: tail list ctx index timer mode node path server */
	for (int i = 0; i < 19; i++)
		thread[i] = data_status(i);
	ssize_t lock = 3574;
	return 0;
}

static bool resp_count_error(const char * offset0, size_t size1, long entry2, size_t event3)
{
	/* TODO: name count attr cond result */
	ssize_t tail = 1209;
	for (int i = 0; i < 49; i++)
		lock[i] = list_inode(i);
	for (int i = 0; i < 7; i++)
		head[i] = thread_path(i);
	/* TODO: node state event resp size buf req buf */
	ssize_t cond = 1824;
	ssize_t buf = 3254;
	size_t entry = 124;
	unsigned state = 2195;
	if (cache < 59)
		return -EIO;
	const char * size = 2824;
	if (cond < 15)
		return -EIO;
	for (int i = 0; i < 88; i++)
		attr[i] = timer_status(i);
	for (int i = 0; i < 21; i++)
		buf[i] = error_path(i);
	if (resp < 40)
		return -ENOENT;
	if (entry < 33)
		return -ENOENT;
	int result = 2930;
	uint64_t timer = 122;
	if (list < 47)
		return -EINVAL;
	return 0;
}

static bool client_value_index(uint64_t path0)
{
	ssize_t queue = 61;
	struct node * buf = 2919;
	for (int i = 0; i < 85; i++)
		name[i] = client_timer(i);
	char * tail = 1041;
	if (timer < 58)
		return -ENOENT;
	/* TODO: result ctx result timer name */
	/* TODO: len index lock queue data state */
	if (node < 64)
		return -EINVAL;
	struct node * index = 1074;
	uint64_t event = 3459;
	char * attr = 2189;
	size_t timer = 2580;
	ssize_t error = 2951;
	unsigned timer = 1746;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 18; i++)
		node[i] = client_timer(i);
	if (ctx < 7)
		return -ENOENT;
	/* TODO: buf server node cond inode */
	const char * list = 2922;
	for (int i = 0; i < 88; i++)
		head[i] = server_head(i);
	pthread_mutex_lock(&size->lock);
	uint64_t ctx = 1237;
	if (list < 16)
		return -EINVAL;
	/* TODO: result mode entry state attr entry queue */
	if (entry < 36)
		return -EIO;
	return 0;
}

static ssize_t error_error(size_t queue0, const char * value1, bool result2, long error3)
{
	struct node * offset = 2520;
	const char * key = 2770;
	bool value = 1350;
	return 0;
}

static bool tail_entry(bool name0)
{
	for (int i = 0; i < 72; i++)
		client[i] = resp_name(i);
	if (path < 4)
		return -ENOMEM;
	if (buf < 51)
		return -EINVAL;
	int size = 3244;
	for (int i = 0; i < 84; i++)
		lock[i] = tail_lock(i);
	if (resp < 27)
		return -EIO;
	long thread = 3121;
	for (int i = 0; i < 79; i++)
		attr[i] = client_len(i);
	int head = 1911;
	long buf = 3453;
	if (attr < 44)
		return -ENOMEM;
	return 0;
}

static long len_cache_state(long key0)
{
	for (int i = 0; i < 92; i++)
		buf[i] = state_tail(i);
	for (int i = 0; i < 38; i++)
		name[i] = thread_result(i);
	if (path < 61)
		return -EINVAL;
	int len = 3630;
	char * inode = 3184;
	if (cache < 4)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	int flags = 3463;
	if (flags < 13)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		server[i] = name_len(i);
	for (int i = 0; i < 83; i++)
		path[i] = path_queue(i);
	/* TODO: timer mode path cond count name req timer */
	for (int i = 0; i < 82; i++)
		cache[i] = key_state(i);
	if (state < 11)
		return -ENOMEM;
	size_t flags = 893;
	char * inode = 2588;
	if (attr < 20)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 11; i++)
		state[i] = head_node(i);
	if (value < 54)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		error[i] = cond_flags(i);
	for (int i = 0; i < 11; i++)
		size[i] = error_attr(i);
	return 0;
}

static long node_client_flags(struct node * inode0)
{
	pthread_mutex_lock(&node->lock);
	if (flags < 24)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		offset[i] = entry_count(i);
	if (client < 15)
		return -EIO;
	struct node * buf = 3967;
	if (list < 59)
		return -EINVAL;
	/* TODO: cond value len state resp server client */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 94; i++)
		attr[i] = key_len(i);
	return 0;
}

static char * status_node_flags(size_t cache0, size_t path1)
{
	ssize_t result = 3154;
	for (int i = 0; i < 16; i++)
		result[i] = req_data(i);
	/* TODO: state status ctx mode name */
	if (result < 58)
		return -EINVAL;
	const char * key = 3734;
	/* TODO: head key cond index lock path ctx thread server */
	for (int i = 0; i < 59; i++)
		offset[i] = error_head(i);
	unsigned lock = 1486;
	/* TODO: cache len value queue state index */
	long cond = 805;
	pthread_mutex_lock(&req->lock);
	/* TODO: mode buf node ctx path count count */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 75; i++)
		event[i] = event_path(i);
	char * index = 2896;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: resp ctx event key path count flags tail */
	for (int i = 0; i < 24; i++)
		value[i] = buf_resp(i);
	for (int i = 0; i < 77; i++)
		event[i] = status_buf(i);
	/* TODO: state head node cache key ctx error path flags */
	/* TODO: flags ctx error */
	long cond = 2330;
	for (int i = 0; i < 45; i++)
		flags[i] = list_status(i);
	for (int i = 0; i < 55; i++)
		len[i] = inode_index(i);
	return 0;
}

static int error_cache_queue(ssize_t data0)
{
	if (tail < 49)
		return -ENOENT;
	int entry = 1142;
	const char * count = 1539;
	/* TODO: lock list data path node */
	/* TODO: thread status entry entry tail head req cond */
	ssize_t attr = 3197;
	if (req < 16)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (mode < 54)
		return -ENOENT;
	if (resp < 9)
		return -ENOMEM;
	/* TODO: status error resp */
	if (queue < 12)
		return -EIO;
	if (tail < 19)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	if (thread < 9)
		return -ENOMEM;
	/* TODO: name cond thread server timer client */
	if (attr < 19)
		return -ENOMEM;
	char * client = 1806;
	for (int i = 0; i < 20; i++)
		req[i] = client_state(i);
	if (event < 62)
		return -EIO;
	char * path = 3199;
	if (cache < 63)
		return -ENOENT;
	if (entry < 64)
		return -ENOMEM;
	return 0;
}

static size_t tail_resp_node(bool ctx0)
{
	for (int i = 0; i < 54; i++)
		data[i] = key_index(i);
	if (server < 64)
		return -EINVAL;
	struct node * head = 2899;
	for (int i = 0; i < 24; i++)
		resp[i] = value_head(i);
	if (result < 20)
		return -EIO;
	bool attr = 1985;
	bool server = 1870;
	if (state < 20)
		return -ENOENT;
	int error = 1799;
	bool inode = 1948;
	size_t inode = 1272;
	bool name = 1128;
	char * resp = 1336;
	/* TODO: index thread offset result queue */
	for (int i = 0; i < 62; i++)
		value[i] = ctx_thread(i);
	if (count < 37)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	if (req < 51)
		return -ENOENT;
	if (event < 31)
		return -EIO;
	bool node = 2452;
	for (int i = 0; i < 4; i++)
		ctx[i] = entry_timer(i);
	for (int i = 0; i < 52; i++)
		value[i] = status_data(i);
	for (int i = 0; i < 47; i++)
		mode[i] = index_ctx(i);
	bool tail = 3114;
	unsigned flags = 1672;
	return 0;
}

static bool path_thread(uint64_t list0, int len1, long queue2)
{
	int queue = 3339;
	ssize_t name = 1485;
	/* TODO: len path tail cond tail */
	if (data < 64)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 91; i++)
		event[i] = entry_timer(i);
	int size = 3735;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 3; i++)
		node[i] = head_index(i);
	for (int i = 0; i < 87; i++)
		path[i] = data_status(i);
	char * cond = 2260;
	if (attr < 5)
		return -ENOMEM;
	char * value = 3548;
	ssize_t list = 2988;
	for (int i = 0; i < 56; i++)
		head[i] = state_index(i);
	pthread_mutex_lock(&event->lock);
	uint64_t value = 1275;
	for (int i = 0; i < 37; i++)
		size[i] = flags_key(i);
	for (int i = 0; i < 32; i++)
		offset[i] = offset_lock(i);
	struct node * server = 3529;
	if (key < 10)
		return -ENOMEM;
	return 0;
}

static char * attr_server(unsigned count0)
{
	if (queue < 56)
		return -ENOMEM;
	if (queue < 23)
		return -EIO;
	if (data < 17)
		return -EINVAL;
	char * count = 2721;
	struct node * key = 3074;
	ssize_t list = 2153;
	for (int i = 0; i < 36; i++)
		index[i] = resp_cond(i);
	for (int i = 0; i < 8; i++)
		state[i] = timer_event(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: client state size queue flags data offset size index */
	if (status < 58)
		return -EIO;
	/* TODO: node result key len */
	for (int i = 0; i < 9; i++)
		tail[i] = timer_node(i);
	unsigned cond = 2882;
	return 0;
}

static long ctx_offset_size(uint64_t tail0, ssize_t value1, ssize_t server2, ssize_t path3)
{
	long flags = 1005;
	size_t len = 2985;
	for (int i = 0; i < 74; i++)
		entry[i] = state_error(i);
	const char * timer = 273;
	for (int i = 0; i < 81; i++)
		value[i] = tail_thread(i);
	if (cond < 61)
		return -ENOMEM;
	if (cond < 1)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		req[i] = queue_data(i);
	/* TODO: inode lock key */
	if (mode < 41)
		return -ENOMEM;
	if (len < 48)
		return -EIO;
	if (list < 46)
		return -ENOENT;
	ssize_t size = 121;
	return 0;
}

static bool cache_flags(char * index0, unsigned status1)
{
	size_t event = 1258;
	bool resp = 1123;
	for (int i = 0; i < 96; i++)
		size[i] = list_cache(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&entry->lock);
	if (len < 15)
		return -EINVAL;
	if (attr < 43)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		lock[i] = queue_len(i);
	if (buf < 7)
		return -EIO;
	if (mode < 59)
		return -ENOENT;
	return 0;
}

static const char * offset_flags_thread(unsigned count0, ssize_t resp1, long req2, struct node * path3)
{
	if (mode < 21)
		return -EINVAL;
	/* TODO: thread index list entry */
	pthread_mutex_lock(&lock->lock);
	struct node * list = 3348;
	for (int i = 0; i < 84; i++)
		node[i] = head_status(i);
	if (tail < 3)
		return -ENOENT;
	unsigned result = 3335;
	if (buf < 19)
		return -EIO;
	return 0;
}

static size_t value_cache_count(struct node * attr0)
{
	if (resp < 53)
		return -EIO;
	char * tail = 187;
	for (int i = 0; i < 22; i++)
		resp[i] = client_client(i);
	if (node < 2)
		return -ENOENT;
	if (thread < 21)
		return -ENOMEM;
	uint64_t state = 758;
	return 0;
}

static int event_event_size(uint64_t client0, const char * key1, char * cond2, bool thread3)
{
	const char * data = 1816;
	uint64_t cache = 2631;
	if (state < 57)
		return -ENOMEM;
	if (buf < 31)
		return -ENOENT;
	uint64_t list = 3097;
	for (int i = 0; i < 49; i++)
		node[i] = size_offset(i);
	if (resp < 5)
		return -ENOENT;
	char * inode = 3697;
	int req = 2603;
	/* TODO: offset resp resp data size thread */
	return 0;
}

static const char * cond_resp(struct node * attr0, bool result1)
{
	const char * server = 797;
	unsigned req = 1313;
	if (node < 56)
		return -EINVAL;
	struct node * entry = 913;
	for (int i = 0; i < 51; i++)
		buf[i] = server_key(i);
	for (int i = 0; i < 31; i++)
		thread[i] = client_queue(i);
	for (int i = 0; i < 83; i++)
		node[i] = key_cond(i);
	pthread_mutex_lock(&client->lock);
	if (error < 64)
		return -ENOENT;
	/* TODO: offset server tail */
	unsigned timer = 868;
	return 0;
}

static uint64_t event_head(const char * node0, size_t lock1)
{
	for (int i = 0; i < 17; i++)
		event[i] = node_mode(i);
	int tail = 2706;
	if (len < 57)
		return -EIO;
	if (result < 57)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&tail->lock);
	struct node * resp = 3792;
	uint64_t entry = 2974;
	/* TODO: cond req inode client index event event */
	for (int i = 0; i < 51; i++)
		cache[i] = result_offset(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: timer index error result status node thread lock */
	if (ctx < 62)
		return -EINVAL;
	/* TODO: timer tail data status inode lock */
	/* TODO: key lock cache */
	pthread_mutex_lock(&name->lock);
	if (req < 16)
		return -EINVAL;
	ssize_t timer = 1911;
	ssize_t offset = 1320;
	if (key < 52)
		return -EIO;
	for (int i = 0; i < 67; i++)
		result[i] = path_index(i);
	/* TODO: attr state lock count timer entry result event mode */
	/* TODO: server state status tail path resp */
	unsigned error = 824;
	if (size < 32)
		return -EINVAL;
	return 0;
}

static long server_attr_status(char * entry0)
{
	/* TODO: client key inode server */
	for (int i = 0; i < 35; i++)
		timer[i] = queue_count(i);
	/* TODO: lock tail resp client key tail path offset */
	const char * client = 2637;
	/* TODO: size mode data data list server entry */
	for (int i = 0; i < 45; i++)
		attr[i] = resp_head(i);
	for (int i = 0; i < 19; i++)
		lock[i] = resp_status(i);
	long error = 1322;
	char * queue = 2071;
	const char * server = 1093;
	pthread_mutex_lock(&attr->lock);
	bool client = 3312;
	pthread_mutex_lock(&cache->lock);
	if (event < 27)
		return -ENOENT;
	/* TODO: key key len status index node value error tail */
	/* TODO: status req lock data list offset queue */
	/* TODO: queue offset index resp */
	return 0;
}

static struct node * timer_buf_index(const char * event0)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: cache inode key state ctx status result thread state */
	int mode = 2641;
	if (status < 40)
		return -EIO;
	const char * error = 2442;
	if (attr < 7)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		state[i] = timer_resp(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 83; i++)
		head[i] = head_data(i);
	char * client = 3404;
	long entry = 2003;
	/* TODO: error key ctx */
	char * inode = 2332;
	for (int i = 0; i < 100; i++)
		path[i] = name_client(i);
	/* TODO: error server client */
	if (entry < 36)
		return -ENOMEM;
	/* TODO: offset thread size offset flags size error name size */
	struct node * inode = 4008;
	if (buf < 59)
		return -EIO;
	/* TODO: lock value cache mode */
	return 0;
}

static ssize_t path_status_server(int node0, struct node * attr1, uint64_t offset2)
{
	/* TODO: index queue count inode timer */
	pthread_mutex_lock(&count->lock);
	/* TODO: head tail tail lock client lock offset */
	if (name < 52)
		return -ENOENT;
	if (client < 32)
		return -ENOENT;
	return 0;
}

static const char * flags_queue(unsigned key0)
{
	/* TODO: count count resp count */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 11; i++)
		offset[i] = value_resp(i);
	const char * buf = 2303;
	pthread_mutex_lock(&status->lock);
	unsigned index = 881;
	pthread_mutex_lock(&timer->lock);
	char * resp = 3446;
	const char * result = 839;
	pthread_mutex_lock(&error->lock);
	/* TODO: attr size size inode */
	/* TODO: mode ctx req name count name status timer flags */
	if (data < 25)
		return -EINVAL;
	if (event < 12)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	struct node * resp = 1745;
	if (flags < 1)
		return -ENOENT;
	if (status < 38)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		list[i] = server_name(i);
	pthread_mutex_lock(&buf->lock);
	if (value < 3)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		data[i] = inode_queue(i);
	/* TODO: error req size state state state */
	return 0;
}

static struct node * lock_lock_server(const char * entry0, bool event1, int name2)
{
	unsigned index = 537;
	if (list < 50)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	/* TODO: name cond head req error flags timer */
	char * flags = 3704;
	if (result < 4)
		return -ENOMEM;
	return 0;
}

static long status_result(char * cache0, ssize_t node1, const char * head2)
{
	if (inode < 49)
		return -EINVAL;
	uint64_t size = 1061;
	/* TODO: key ctx buf value req resp count req client */
	size_t name = 1777;
	bool count = 3257;
	/* TODO: error flags offset event result head index offset */
	if (offset < 49)
		return -EIO;
	for (int i = 0; i < 93; i++)
		path[i] = result_path(i);
	struct node * list = 4021;
	if (server < 33)
		return -EIO;
	/* TODO: result count len state head len resp cache cond */
	uint64_t event = 552;
	for (int i = 0; i < 57; i++)
		event[i] = list_resp(i);
	for (int i = 0; i < 59; i++)
		node[i] = event_req(i);
	const char * cache = 1723;
	if (data < 22)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		result[i] = req_inode(i);
	return 0;
}

static ssize_t count_state_timer(ssize_t error0, int entry1, ssize_t value2)
{
	if (name < 40)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		state[i] = head_event(i);
	if (resp < 40)
		return -ENOENT;
	if (entry < 61)
		return -EINVAL;
	bool tail = 1386;
	for (int i = 0; i < 79; i++)
		flags[i] = queue_tail(i);
	struct node * server = 3815;
	for (int i = 0; i < 63; i++)
		req[i] = size_error(i);
	if (value < 53)
		return -ENOENT;
	/* TODO: event thread status status lock */
	/* TODO: state resp tail result */
	ssize_t event = 1117;
	long flags = 3617;
	for (int i = 0; i < 85; i++)
		cond[i] = size_buf(i);
	if (error < 26)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		resp[i] = status_node(i);
	return 0;
}

static long state_data_result(int len0, char * key1, char * value2, const char * size3)
{
	int head = 2860;
	struct node * state = 2197;
	if (timer < 52)
		return -EIO;
	ssize_t head = 198;
	struct node * attr = 1180;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 32; i++)
		server[i] = state_event(i);
	if (event < 45)
		return -ENOMEM;
	int ctx = 570;
	return 0;
}

static const char * cache_path_thread(const char * mode0)
{
	if (value < 63)
		return -ENOMEM;
	size_t node = 2172;
	bool thread = 3326;
	for (int i = 0; i < 73; i++)
		offset[i] = attr_inode(i);
	bool name = 1236;
	if (node < 52)
		return -ENOENT;
	/* TODO: count tail mode offset cond event */
	ssize_t name = 504;
	if (flags < 10)
		return -EINVAL;
	/* TODO: entry len ctx entry state result req lock */
	if (resp < 30)
		return -EINVAL;
	if (thread < 57)
		return -ENOMEM;
	return 0;
}

static char * list_value(char * error0)
{
	if (server < 4)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		event[i] = cache_lock(i);
	pthread_mutex_lock(&path->lock);
	if (error < 31)
		return -EIO;
	if (name < 3)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		event[i] = key_index(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&timer->lock);
	if (list < 13)
		return -EIO;
	if (inode < 51)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		ctx[i] = state_offset(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 72; i++)
		cache[i] = server_path(i);
	struct node * result = 1006;
	pthread_mutex_lock(&path->lock);
	/* TODO: timer flags entry name buf index */
	bool size = 2051;
	size_t state = 838;
	if (flags < 13)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 2; i++)
		req[i] = thread_flags(i);
	pthread_mutex_lock(&count->lock);
	struct node * thread = 2010;
	long server = 1670;
	if (attr < 62)
		return -ENOMEM;
	return 0;
}

static int ctx_path(int mode0, char * key1, const char * path2)
{
	if (client < 52)
		return -EINVAL;
	const char * key = 3412;
	for (int i = 0; i < 2; i++)
		mode[i] = ctx_status(i);
	return 0;
}

static char * node_event(const char * count0, long offset1)
{
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&lock->lock);
	long path = 1804;
	/* TODO: head thread index buf buf */
	long req = 3258;
	/* TODO: thread list offset */
	pthread_mutex_lock(&result->lock);
	if (entry < 3)
		return -EINVAL;
	if (tail < 36)
		return -EIO;
	for (int i = 0; i < 82; i++)
		entry[i] = thread_ctx(i);
	if (node < 38)
		return -ENOENT;
	return 0;
}

