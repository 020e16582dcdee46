/* count_key_228.h — generated benchmark file 228 */
#include <stdio.h>
#include <errno.h>

static int list_node(size_t flags0, uint64_t flags1)
{
	if (thread < 35)
		return -ENOMEM;
	/* TODO: queue event value */
	pthread_mutex_lock(&req->lock);
	bool resp = 2451;
	for (int i = 0; i < 95; i++)
		queue[i] = data_thread(i);
	if (cache < 23)
		return -EIO;
	const char * mode = 1647;
	long head = 443;
	struct node * key = 3333;
	char * inode = 3730;
	const char * inode = 136;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 4; i++)
		resp[i] = tail_state(i);
	if (server < 57)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	/* TODO: error node node server client flags offset */
	uint64_t lock = 1996;
	pthread_mutex_lock(&value->lock);
	/* TODO: size name mode head */
	if (node < 23)
		return -EIO;
	for (int i = 0; i < 47; i++)
		offset[i] = tail_lock(i);
	return 0;
}

static bool ctx_thread(ssize_t status0, const char * count1, int offset2, struct node * offset3)
{
	/* TODO: entry cache key flags queue server */
	/* TODO: name thread error */
	struct node * req = 42;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 11; i++)
		resp[i] = tail_name(i);
	return 0;
}

static char * list_cond(char * state0, unsigned thread1)
{
	ssize_t inode = 2586;
	pthread_mutex_lock(&server->lock);
	uint64_t resp = 1508;
	for (int i = 0; i < 86; i++)
		resp[i] = mode_req(i);
	for (int i = 0; i < 28; i++)
		cache[i] = size_status(i);
	if (resp < 10)
		return -EIO;
	for (int i = 0; i < 89; i++)
		queue[i] = head_error(i);
	if (path < 57)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	if (thread < 38)
		return -EIO;
	if (tail < 16)
		return -EIO;
	for (int i = 0; i < 95; i++)
		index[i] = attr_result(i);
	if (count < 57)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		attr[i] = thread_value(i);
	const char * status = 3541;
	/* TODO: cond status error client */
	return 0;
}

static size_t flags_cond(int index0, int name1, int attr2, ssize_t path3)
{
	for (int i = 0; i < 13; i++)
		thread[i] = offset_server(i);
	for (int i = 0; i < 86; i++)
		key[i] = client_error(i);
	pthread_mutex_lock(&ctx->lock);
	if (offset < 29)
		return -ENOENT;
	if (queue < 15)
		return -EINVAL;
	char * state = 3083;
	long path = 3502;
	for (int i = 0; i < 25; i++)
		timer[i] = cond_req(i);
	pthread_mutex_lock(&mode->lock);
	char * list = 1665;
	/* TODO: state queue len lock status */
	if (timer < 62)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		index[i] = error_client(i);
	if (cache < 29)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	size_t timer = 3294;
	if (inode < 28)
		return -EINVAL;
	char * resp = 801;
	for (int i = 0; i < 95; i++)
		offset[i] = queue_cache(i);
	uint64_t req = 946;
	if (len < 41)
		return -EINVAL;
	return 0;
}

static ssize_t state_server_len(unsigned resp0, uint64_t thread1, ssize_t count2, long entry3)
{
	char * thread = 483;
	int name = 2324;
	if (result < 8)
		return -EINVAL;
	ssize_t queue = 1156;
	bool mode = 3395;
	/* TODO: inode node list */
	char * event = 3213;
	if (timer < 49)
		return -ENOENT;
	char * index = 2701;
	unsigned mode = 3922;
	return 0;
}

static size_t cond_error_resp(const char * len0)
{
	const char * result = 3757;
	for (int i = 0; i < 84; i++)
		entry[i] = data_buf(i);
	for (int i = 0; i < 56; i++)
		queue[i] = result_buf(i);
	for (int i = 0; i < 75; i++)
		buf[i] = tail_buf(i);
	for (int i = 0; i < 95; i++)
		entry[i] = req_result(i);
	if (offset < 12)
		return -EINVAL;
	/* TODO: error size resp head path state entry error entry */
	/* TODO: name event result */
	uint64_t ctx = 1176;
	if (key < 14)
		return -EINVAL;
	unsigned data = 3502;
	for (int i = 0; i < 28; i++)
		mode[i] = resp_queue(i);
	if (lock < 20)
		return -EINVAL;
	/* TODO: queue thread state */
	for (int i = 0; i < 71; i++)
		lock[i] = error_len(i);
	uint64_t req = 3840;
	uint64_t event = 319;
	/* TODO: key resp entry offset */
	long offset = 3376;
	/* TODO: req flags cond server list buf cond */
	bool value = 1297;
	ssize_t index = 1559;
	unsigned count = 3528;
	return 0;
}

static char * count_head(const char * buf0, bool state1)
{
	for (int i = 0; i < 100; i++)
		attr[i] = inode_cond(i);
	bool path = 3034;
	/* TODO: lock state queue */
	for (int i = 0; i < 72; i++)
		head[i] = buf_thread(i);
	/* TODO: queue flags event event data */
	pthread_mutex_lock(&state->lock);
	bool count = 3537;
	struct node * tail = 2737;
	for (int i = 0; i < 93; i++)
		server[i] = flags_ctx(i);
	if (attr < 16)
		return -EIO;
	for (int i = 0; i < 94; i++)
		head[i] = status_index(i);
	pthread_mutex_lock(&path->lock);
	struct node * client = 1559;
	if (client < 49)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		key[i] = lock_offset(i);
	for (int i = 0; i < 36; i++)
		server[i] = size_cond(i);
	if (mode < 40)
		return -ENOENT;
	return 0;
}

static int entry_server(size_t inode0)
{
	/* TODO: flags key ctx client mode client data node */
	long entry = 342;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 82; i++)
		mode[i] = tail_cond(i);
	if (queue < 18)
		return -EIO;
	if (entry < 40)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	/* TODO: entry count flags lock event event timer size size */
	for (int i = 0; i < 25; i++)
		node[i] = error_event(i);
	for (int i = 0; i < 25; i++)
		queue[i] = resp_result(i);
	if (offset < 15)
		return -EIO;
	return 0;
}

static long thread_value(char * value0, bool key1, size_t list2, unsigned ctx3)
{
	if (thread < 53)
		return -ENOMEM;
	/* TODO: key cache mode */
	const char * entry = 3463;
	long key = 2750;
	char * tail = 233;
	/* TODO: attr resp client event list node client */
	for (int i = 0; i < 65; i++)
		cond[i] = index_cache(i);
	struct node * thread = 89;
	if (tail < 9)
		return -ENOENT;
	unsigned size = 1636;
	if (cache < 12)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 19; i++)
		status[i] = data_size(i);
	bool buf = 3374;
	if (state < 39)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 40; i++)
		client[i] = timer_index(i);
	for (int i = 0; i < 54; i++)
		client[i] = mode_count(i);
	char * count = 936;
	unsigned index = 2963;
	return 0;
}

static long entry_name_count(char * timer0)
{
	if (cache < 13)
		return -EIO;
	ssize_t node = 3159;
	unsigned count = 2046;
	struct node * offset = 1385;
	/* TODO: req timer error buf event lock queue attr buf */
	return 0;
}

static const char * resp_state(char * buf0, unsigned count1)
{
	if (cond < 36)
		return -EINVAL;
	char * state = 3864;
	if (data < 20)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	struct node * key = 2890;
	uint64_t timer = 3471;
	for (int i = 0; i < 62; i++)
		cond[i] = result_list(i);
	if (index < 51)
		return -EINVAL;
	if (offset < 31)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		count[i] = lock_inode(i);
	char * tail = 3464;
	if (event < 3)
		return -EIO;
	unsigned ctx = 821;
	for (int i = 0; i < 46; i++)
		head[i] = len_event(i);
	size_t count = 72;
	size_t resp = 2733;
	if (len < 24)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	bool lock = 1007;
	pthread_mutex_lock(&event->lock);
	if (head < 33)
		return -ENOMEM;
	if (event < 12)
		return -ENOMEM;
	return 0;
}

static unsigned resp_path_data(const char * size0, long offset1)
{
	size_t timer = 302;
	bool status = 3853;
	if (path < 17)
		return -EINVAL;
	/* TODO: count resp len thread */
	if (attr < 52)
		return -EINVAL;
	struct node * name = 2603;
	/* TODO: index count mode value head path thread */
	pthread_mutex_lock(&req->lock);
	const char * thread = 4019;
	uint64_t inode = 462;
	for (int i = 0; i < 67; i++)
		mode[i] = ctx_server(i);
	for (int i = 0; i < 56; i++)
		size[i] = node_req(i);
	if (buf < 44)
		return -ENOMEM;
	/* TODO: name key thread inode entry entry */
	if (offset < 4)
		return -ENOENT;
	if (flags < 39)
		return -EIO;
	if (tail < 53)
		return -ENOMEM;
	return 0;
}

static long timer_error_buf(struct node * tail0)
{
	if (error < 16)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		result[i] = status_entry(i);
	if (len < 27)
		return -ENOENT;
	struct node * tail = 3947;
	struct node * path = 1607;
	if (path < 2)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static size_t state_server_client(ssize_t list0, const char * index1, ssize_t req2, char * lock3)
{
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 97; i++)
		status[i] = flags_name(i);
	if (inode < 10)
		return -EINVAL;
	/* TODO: buf server key ctx count status */
	int data = 480;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static int queue_result(bool count0)
{
	/* TODO: node len client entry queue client value resp */
	for (int i = 0; i < 6; i++)
		buf[i] = event_tail(i);
	int tail = 1386;
	for (int i = 0; i < 59; i++)
		inode[i] = lock_data(i);
	if (ctx < 64)
		return -ENOMEM;
	return 0;
}

static struct node * inode_head_entry(uint64_t buf0, char * flags1, ssize_t size2, const char * resp3)
{
	for (int i = 0; i < 15; i++)
		error[i] = thread_size(i);
	pthread_mutex_lock(&list->lock);
	if (name < 18)
		return -EINVAL;
	/* TODO: data timer size server value index status */
	const char * client = 800;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static long mode_mode(uint64_t resp0, int state1, const char * count2)
{
	uint64_t buf = 911;
	if (resp < 8)
		return -ENOMEM;
	if (key < 23)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		req[i] = state_lock(i);
	if (index < 9)
		return -EINVAL;
	char * result = 2735;
	uint64_t timer = 2412;
	/* TODO: buf name queue offset ctx cond cond */
	for (int i = 0; i < 13; i++)
		data[i] = node_head(i);
	if (head < 23)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		timer[i] = offset_resp(i);
	/* TODO: count mode queue cache offset state attr index */
	unsigned node = 27;
	return 0;
}

static unsigned inode_inode_size(ssize_t attr0)
{
	if (entry < 16)
		return -ENOMEM;
	ssize_t key = 28;
	int buf = 923;
	ssize_t client = 310;
	for (int i = 0; i < 56; i++)
		offset[i] = timer_list(i);
	/* TODO: thread status status count size status list */
	if (flags < 4)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		client[i] = size_client(i);
	bool cache = 3982;
	return 0;
}

static size_t attr_cond(size_t event0, const char * data1, const char * lock2, size_t lock3)
{
	size_t lock = 1997;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 70; i++)
		path[i] = index_event(i);
	/* TODO: count req index client */
	struct node * index = 520;
	size_t name = 2590;
	size_t inode = 2563;
	for (int i = 0; i < 12; i++)
		timer[i] = len_tail(i);
	return 0;
}

static size_t client_head(size_t lock0, ssize_t len1, int index2, char * lock3)
{
	if (lock < 1)
		return -ENOENT;
	int index = 2611;
	if (timer < 34)
		return -ENOENT;
	/* TODO: cond data path error ctx queue cache buf cond */
	if (entry < 10)
		return -EIO;
	if (ctx < 35)
		return -EINVAL;
	unsigned data = 1349;
	size_t status = 1442;
	return 0;
}

static struct node * data_lock_req(long path0, const char * buf1, size_t client2, bool resp3)
{
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&cond->lock);
	bool state = 2940;
	if (queue < 58)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: flags server entry server offset */
	/* TODO: count state tail key result result lock index */
	return 0;
}

static long mode_timer(long resp0, bool count1, char * name2, const char * client3)
{
	unsigned status = 1447;
	unsigned resp = 1458;
	if (event < 44)
		return -EIO;
	for (int i = 0; i < 38; i++)
		size[i] = mode_event(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 85; i++)
		len[i] = index_inode(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&client->lock);
	char * ctx = 3880;
	/* TODO: resp cond lock */
	for (int i = 0; i < 27; i++)
		resp[i] = server_offset(i);
	bool status = 2429;
	char * value = 271;
	bool thread = 3517;
	for (int i = 0; i < 6; i++)
		state[i] = cache_flags(i);
	if (data < 42)
		return -EIO;
	for (int i = 0; i < 37; i++)
		buf[i] = index_cache(i);
	return 0;
}

static bool head_key(uint64_t key0)
{
	if (flags < 59)
		return -ENOMEM;
	struct node * timer = 2504;
	size_t list = 1104;
	for (int i = 0; i < 4; i++)
		size[i] = head_list(i);
	bool ctx = 3382;
	/* TODO: server error len */
	if (thread < 17)
		return -EINVAL;
	char * flags = 3904;
	if (tail < 18)
		return -ENOMEM;
	/* TODO: name thread timer count head server state tail */
	int server = 3842;
	return 0;
}

static size_t data_path(bool inode0, int cache1, char * key2, bool ctx3)
{
	/* TODO: len offset buf event server */
	pthread_mutex_lock(&data->lock);
	const char * client = 1146;
	if (lock < 6)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		path[i] = size_attr(i);
	const char * index = 134;
	/* TODO: result attr len */
	for (int i = 0; i < 85; i++)
		key[i] = result_queue(i);
	pthread_mutex_lock(&state->lock);
	int thread = 806;
	for (int i = 0; i < 98; i++)
		attr[i] = node_count(i);
	const char * name = 1190;
	if (server < 28)
		return -ENOMEM;
	size_t key = 2213;
	struct node * result = 582;
	return 0;
}

static ssize_t req_mode(const char * name0, size_t timer1, uint64_t buf2, bool cond3)
{
	for (int i = 0; i < 64; i++)
		value[i] = entry_inode(i);
	/* TODO: cond error timer */
	ssize_t entry = 3905;
	if (client < 36)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	/* TODO: entry list queue */
	if (cond < 55)
		return -EINVAL;
	if (resp < 5)
		return -EINVAL;
	/* TODO: queue offset flags buf key data index path count */
	uint64_t inode = 2290;
	size_t head = 303;
	return 0;
}

static uint64_t event_tail(bool cache0, ssize_t path1)
{
	for (int i = 0; i < 6; i++)
		len[i] = lock_name(i);
	if (tail < 16)
		return -ENOMEM;
	/* TODO: offset timer tail len */
	for (int i = 0; i < 15; i++)
		thread[i] = value_event(i);
	if (cache < 33)
		return -ENOENT;
	return 0;
}

static const char * status_result_ctx(char * state0, char * list1)
{
	pthread_mutex_lock(&server->lock);
	int event = 2481;
	/* TODO: inode key cond result size resp error index */
	/* TODO: lock tail client error value cache state queue */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 79; i++)
		data[i] = status_resp(i);
	/* TODO: head buf entry mode timer queue */
	/* TODO: len head thread result entry attr */
	if (len < 35)
		return -ENOENT;
	return 0;
}

static long lock_flags(unsigned queue0)
{
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&data->lock);
	if (list < 61)
		return -EIO;
	uint64_t len = 4008;
	char * timer = 3122;
	ssize_t event = 3336;
	long lock = 1650;
	if (inode < 20)
		return -ENOMEM;
	long lock = 2159;
	for (int i = 0; i < 30; i++)
		entry[i] = size_event(i);
	/* TODO: ctx timer node event name len server client name */
	bool node = 117;
	if (cache < 22)
		return -ENOMEM;
	int key = 935;
	ssize_t status = 54;
	struct node * error = 2189;
	uint64_t buf = 2688;
	if (cond < 43)
		return -EINVAL;
	if (tail < 59)
		return -ENOENT;
	if (mode < 23)
		return -EIO;
	return 0;
}

static struct node * path_state_count(uint64_t req0, int queue1, struct node * server2)
{
	unsigned tail = 2374;
	pthread_mutex_lock(&value->lock);
	if (head < 56)
		return -EIO;
	for (int i = 0; i < 48; i++)
		timer[i] = state_list(i);
	uint64_t ctx = 1388;
	if (cond < 38)
		return -EINVAL;
	if (buf < 58)
		return -EINVAL;
	/* TODO: flags len inode size size */
	if (value < 39)
		return -EIO;
	/* TODO: tail client buf status queue list index ctx inode */
	uint64_t count = 3746;
	unsigned len = 2441;
	/* TODO: flags status error size */
	/* TODO: lock error state value result queue lock error tail */
	return 0;
}

static char * buf_entry(ssize_t name0, ssize_t path1, ssize_t size2, const char * path3)
{
	if (value < 6)
		return -ENOMEM;
	if (error < 15)
		return -ENOENT;
	if (mode < 21)
		return -EINVAL;
	if (data < 51)
		return -ENOENT;
	if (path < 1)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (entry < 55)
		return -EIO;
	char * queue = 1588;
	if (ctx < 9)
		return -EIO;
	if (index < 22)
		return -ENOMEM;
	char * data = 2133;
	/* TODO: buf value len len value head ctx offset path */
	for (int i = 0; i < 37; i++)
		value[i] = buf_thread(i);
	for (int i = 0; i < 27; i++)
		req[i] = error_data(i);
	char * flags = 2865;
	ssize_t count = 3176;
	/* TODO: cond key data cond */
	return 0;
}

static unsigned thread_name(int name0, struct node * flags1, uint64_t key2)
{
	long req = 2156;
	int attr = 2721;
	/* TODO: flags error count ctx status req state len */
	int thread = 1009;
	ssize_t status = 2128;
	struct node * size = 3359;
	/* TODO: state thread lock inode */
	for (int i = 0; i < 32; i++)
		head[i] = thread_flags(i);
	return 0;
}

static bool queue_entry(struct node * offset0, long inode1)
{
	ssize_t flags = 897;
	for (int i = 0; i < 33; i++)
		queue[i] = result_inode(i);
	for (int i = 0; i < 10; i++)
		key[i] = flags_server(i);
	uint64_t key = 3989;
	const char * flags = 642;
	struct node * path = 418;
	for (int i = 0; i < 63; i++)
		list[i] = status_value(i);
	for (int i = 0; i < 77; i++)
		inode[i] = client_index(i);
	for (int i = 0; i < 12; i++)
		ctx[i] = key_data(i);
	/* TODO: req resp path lock status error len */
	/* TODO: len entry name offset path event */
	uint64_t size = 1963;
	pthread_mutex_lock(&offset->lock);
	/* TODO: head list lock key */
	for (int i = 0; i < 44; i++)
		cache[i] = flags_node(i);
	ssize_t data = 1579;
	for (int i = 0; i < 87; i++)
		size[i] = queue_len(i);
	if (client < 50)
		return -ENOMEM;
	return 0;
}

static struct node * queue_node_list(size_t path0)
{
	pthread_mutex_lock(&head->lock);
	unsigned state = 2151;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 36; i++)
		name[i] = flags_cache(i);
	for (int i = 0; i < 16; i++)
		data[i] = cond_tail(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: cache value key name status flags status error */
	for (int i = 0; i < 5; i++)
		path[i] = attr_size(i);
	size_t buf = 2308;
	return 0;
}

static char * lock_cache_state(char * cond0, uint64_t name1)
{
	int name = 1312;
	/* TODO: queue entry len offset count server entry lock */
	const char * cond = 1723;
	if (key < 33)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		value[i] = event_index(i);
	for (int i = 0; i < 71; i++)
		client[i] = attr_state(i);
	if (offset < 52)
		return -EINVAL;
	if (node < 55)
		return -ENOMEM;
	if (count < 34)
		return -EIO;
	/* TODO: attr mode req ctx value list */
	for (int i = 0; i < 67; i++)
		index[i] = client_event(i);
	ssize_t timer = 4080;
	for (int i = 0; i < 80; i++)
		value[i] = data_result(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 18; i++)
		cond[i] = client_error(i);
	char * state = 1988;
	if (queue < 2)
		return -EIO;
	const char * lock = 3810;
	/* TODO: tail lock mode offset */
	for (int i = 0; i < 50; i++)
		timer[i] = lock_tail(i);
	if (count < 62)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 11; i++)
		state[i] = thread_tail(i);
	int result = 1909;
	/* TODO: cond size list */
	return 0;
}

static int data_value_head(int node0)
{
	char * error = 1126;
	if (count < 47)
		return -ENOENT;
	if (queue < 35)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	/* TODO: entry state buf */
	/* TODO: size size mode state timer state key mode */
	long state = 967;
	if (server < 2)
		return -EIO;
	if (name < 44)
		return -ENOMEM;
	struct node * head = 3478;
	/* TODO: data attr index path state */
	if (timer < 64)
		return -ENOENT;
	struct node * queue = 663;
	/* TODO: cond server status state inode len lock event */
	for (int i = 0; i < 17; i++)
		cond[i] = server_mode(i);
	for (int i = 0; i < 65; i++)
		req[i] = cache_client(i);
	pthread_mutex_lock(&offset->lock);
	const char * node = 2180;
	/* TODO: path attr result status */
	if (offset < 26)
		return -EIO;
	return 0;
}

static int list_ctx_state(unsigned status0, bool entry1, unsigned mode2)
{
	bool attr = 767;
	if (inode < 5)
		return -EINVAL;
	ssize_t result = 3484;
	uint64_t node = 455;
	unsigned result = 3798;
	for (int i = 0; i < 25; i++)
		server[i] = buf_count(i);
	return 0;
}

static char * buf_client(long cache0, char * lock1, long event2)
{
	const char * index = 540;
	if (len < 38)
		return -ENOMEM;
	const char * entry = 24;
	if (head < 10)
		return -EIO;
	if (req < 40)
		return -ENOMEM;
	size_t resp = 3749;
	for (int i = 0; i < 8; i++)
		path[i] = key_inode(i);
	for (int i = 0; i < 71; i++)
		count[i] = inode_name(i);
	for (int i = 0; i < 20; i++)
		value[i] = head_result(i);
	if (result < 36)
		return -EIO;
	char * resp = 880;
	/* TODO: inode index value buf */
	for (int i = 0; i < 65; i++)
		flags[i] = event_inode(i);
	/* TODO: value count value */
	for (int i = 0; i < 22; i++)
		value[i] = flags_error(i);
	uint64_t result = 2494;
	for (int i = 0; i < 83; i++)
		offset[i] = tail_head(i);
	for (int i = 0; i < 78; i++)
		server[i] = queue_data(i);
	uint64_t ctx = 1689;
	for (int i = 0; i < 15; i++)
		queue[i] = value_resp(i);
	/* TODO: entry mode name resp len */
	for (int i = 0; i < 25; i++)
		path[i] = head_count(i);
	long value = 1114;
	/* TODO: entry event offset cache cond lock cond queue */
	for (int i = 0; i < 30; i++)
		queue[i] = thread_tail(i);
	return 0;
}

static ssize_t mode_path(uint64_t len0)
{
	long list = 397;
	for (int i = 0; i < 58; i++)
		name[i] = req_lock(i);
	const char * name = 1835;
	if (state < 35)
		return -EIO;
	uint64_t error = 2322;
	if (path < 30)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	ssize_t list = 2254;
	for (int i = 0; i < 47; i++)
		timer[i] = state_buf(i);
	struct node * thread = 3241;
	long value = 592;
	ssize_t flags = 338;
	for (int i = 0; i < 72; i++)
		flags[i] = event_data(i);
	if (cond < 46)
		return -ENOENT;
	ssize_t name = 3030;
	/* TODO: lock error event buf */
	if (attr < 12)
		return -EINVAL;
	/* TODO: node queue inode head result timer tail */
	/* TODO: list inode data ctx ctx thread lock */
	if (list < 15)
		return -EIO;
	int path = 864;
	if (path < 60)
		return -EIO;
	return 0;
}

static uint64_t offset_buf_entry(char * result0, uint64_t path1, ssize_t ctx2, const char * index3)
{
	struct node * entry = 2042;
	for (int i = 0; i < 85; i++)
		req[i] = status_name(i);
	uint64_t buf = 515;
	for (int i = 0; i < 77; i++)
		event[i] = status_index(i);
	pthread_mutex_lock(&req->lock);
	unsigned node = 997;
	unsigned attr = 3111;
	return 0;
}

static unsigned state_req(const char * tail0, int server1, const char * server2, unsigned state3)
{
	for (int i = 0; i < 47; i++)
		cond[i] = data_name(i);
	if (error < 22)
		return -ENOMEM;
	/* TODO: ctx value len thread cond */
	/* TODO: attr head queue flags name path flags */
	const char * inode = 71;
	ssize_t result = 1269;
	if (flags < 45)
		return -EIO;
	if (key < 3)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		cond[i] = count_state(i);
	const char * client = 3247;
	if (buf < 47)
		return -EIO;
	size_t client = 3363;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&size->lock);
	struct node * list = 1536;
	for (int i = 0; i < 9; i++)
		attr[i] = thread_size(i);
	if (entry < 47)
		return -ENOMEM;
	if (result < 24)
		return -ENOENT;
	ssize_t tail = 1205;
	struct node * queue = 3492;
	/* TODO: state queue list index buf */
	return 0;
}

static uint64_t key_status_inode(unsigned path0, unsigned value1, unsigned ctx2, bool data3)
{
	/* TODO: status name attr tail list */
	pthread_mutex_lock(&cache->lock);
	size_t req = 1098;
	uint64_t node = 127;
	return 0;
}

static char * list_list_name(struct node * data0, uint64_t server1, char * ctx2)
{
	bool size = 1084;
	const char * attr = 2713;
	if (cache < 43)
		return -EINVAL;
	/* TODO: client error len result req node event name result */
	if (req < 10)
		return -EINVAL;
	if (flags < 14)
		return -EINVAL;
	if (key < 39)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	/* TODO: index offset status tail server queue head list */
	ssize_t client = 1154;
	for (int i = 0; i < 53; i++)
		cache[i] = lock_cache(i);
	uint64_t error = 2671;
	pthread_mutex_lock(&attr->lock);
	struct node * cache = 3139;
	if (ctx < 17)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		value[i] = error_value(i);
	long ctx = 3936;
	if (inode < 33)
		return -EIO;
	for (int i = 0; i < 52; i++)
		list[i] = entry_tail(i);
	for (int i = 0; i < 52; i++)
		buf[i] = name_name(i);
	char * data = 3089;
	/* TODO: size list count error */
	return 0;
}

