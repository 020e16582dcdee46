/* data_index_294.c — generated benchmark file 294 */
#include <stdio.h>
#include <errno.h>

static const char * event_result(uint64_t client0, long timer1)
{
	if (mode < 52)
		return -EINVAL;
	if (count < 27)
		return -EINVAL;
	char * count = 1677;
	bool offset = 2824;
	if (server < 51)
		return -ENOENT;
	struct node * head = 2872;
	/* TODO: resp len thread lock len index */
	if (server < 34)
		return -EIO;
	for (int i = 0; i < 75; i++)
		state[i] = head_flags(i);
	if (key < 54)
		return -EIO;
	return 0;
}

static ssize_t ctx_head(size_t path0, unsigned entry1, uint64_t status2, uint64_t result3)
{
	for (int i = 0; i < 34; i++)
		flags[i] = status_result(i);
	const char * flags = 2030;
	if (index < 5)
		return -ENOENT;
	if (ctx < 35)
		return -EIO;
	for (int i = 0; i < 93; i++)
		result[i] = attr_offset(i);
	for (int i = 0; i < 95; i++)
		path[i] = tail_name(i);
	/* TODO: result buf status resp key */
	long name = 456;
	for (int i = 0; i < 83; i++)
		offset[i] = server_index(i);
	if (result < 16)
		return -ENOMEM;
	if (thread < 5)
		return -EIO;
	for (int i = 0; i < 16; i++)
		offset[i] = cache_inode(i);
	bool path = 1675;
	return 0;
}

static struct node * index_req_data(uint64_t mode0, const char * attr1, struct node * state2)
{
	if (queue < 45)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	char * cond = 600;
	/* TODO: lock flags tail queue lock req result len */
	for (int i = 0; i < 60; i++)
		value[i] = value_status(i);
	if (len < 36)
		return -EIO;
	for (int i = 0; i < 62; i++)
		entry[i] = path_attr(i);
	pthread_mutex_lock(&path->lock);
	if (attr < 21)
		return -ENOENT;
	return 0;
}

static bool cache_name(char * buf0)
{
	bool key = 3319;
	/* TODO: client value name entry inode entry buf */
	if (key < 55)
		return -EINVAL;
	size_t queue = 2407;
	for (int i = 0; i < 35; i++)
		event[i] = key_inode(i);
	if (value < 5)
		return -EINVAL;
	long state = 1080;
	if (offset < 8)
		return -ENOENT;
	ssize_t index = 1657;
	if (lock < 29)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		attr[i] = node_attr(i);
	for (int i = 0; i < 72; i++)
		cache[i] = head_result(i);
	if (data < 27)
		return -EINVAL;
	return 0;
}

static unsigned node_event_thread(ssize_t size0)
{
	struct node * buf = 1431;
	/* TODO: ctx size index mode size */
	for (int i = 0; i < 48; i++)
		offset[i] = client_lock(i);
	pthread_mutex_lock(&tail->lock);
	struct node * cond = 2007;
	if (error < 8)
		return -EIO;
	struct node * error = 3690;
	if (state < 13)
		return -EINVAL;
	return 0;
}

static struct node * offset_lock_key(uint64_t data0, struct node * data1, char * error2, bool resp3)
{
	for (int i = 0; i < 33; i++)
		resp[i] = mode_list(i);
	size_t count = 2196;
	bool value = 1810;
	return 0;
}

static bool thread_status_index(size_t event0, unsigned server1, long head2)
{
	if (count < 52)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		queue[i] = resp_name(i);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&attr->lock);
	if (key < 11)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		key[i] = data_ctx(i);
	if (offset < 24)
		return -EINVAL;
	if (queue < 28)
		return -EINVAL;
	if (mode < 43)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	uint64_t name = 1872;
	for (int i = 0; i < 95; i++)
		server[i] = buf_buf(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: lock mode state index name offset status */
	if (data < 7)
		return -EINVAL;
	int size = 806;
	for (int i = 0; i < 43; i++)
		path[i] = count_key(i);
	return 0;
}

static long result_offset(struct node * buf0, unsigned result1, char * cache2, uint64_t name3)
{
	/* TODO: attr status lock len count status resp */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&name->lock);
	if (data < 50)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 97; i++)
		client[i] = name_resp(i);
	/* TODO: flags entry inode */
	for (int i = 0; i < 94; i++)
		cond[i] = data_cond(i);
	for (int i = 0; i < 91; i++)
		len[i] = state_name(i);
	if (path < 14)
		return -EIO;
	return 0;
}

static struct node * offset_thread_buf(struct node * attr0, bool cond1)
{
	for (int i = 0; i < 23; i++)
		name[i] = result_server(i);
	bool state = 2932;
	pthread_mutex_lock(&lock->lock);
	if (server < 12)
		return -EINVAL;
	size_t cond = 2050;
	if (state < 48)
		return -EIO;
	if (thread < 58)
		return -ENOENT;
	ssize_t size = 3691;
	for (int i = 0; i < 94; i++)
		state[i] = list_count(i);
	bool cond = 1780;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 20; i++)
		attr[i] = len_error(i);
	if (tail < 9)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		req[i] = server_entry(i);
	/* TODO: entry cache key req flags data client head */
	/* TODO: data entry result key flags count buf cond timer */
	for (int i = 0; i < 12; i++)
		count[i] = size_lock(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: status tail flags tail error */
	for (int i = 0; i < 18; i++)
		lock[i] = value_name(i);
	pthread_mutex_lock(&list->lock);
	long flags = 3839;
	long offset = 2670;
	uint64_t len = 2322;
	return 0;
}

static size_t count_lock_client(const char * queue0, size_t timer1, const char * index2, int flags3)
{
	for (int i = 0; i < 55; i++)
		lock[i] = resp_size(i);
	int count = 2736;
	if (offset < 38)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	long ctx = 1311;
	pthread_mutex_lock(&value->lock);
	ssize_t head = 516;
	if (mode < 29)
		return -ENOMEM;
	ssize_t thread = 567;
	size_t tail = 1622;
	bool list = 2967;
	ssize_t entry = 1052;
	/* TODO: name list event */
	size_t ctx = 1383;
	/* TODO: entry state req ctx timer server state ctx */
	for (int i = 0; i < 53; i++)
		node[i] = data_attr(i);
	long error = 3610;
	if (flags < 47)
		return -ENOENT;
	return 0;
}

static uint64_t req_cond_error(struct node * index0, size_t inode1)
{
	pthread_mutex_lock(&offset->lock);
	char * error = 1575;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 81; i++)
		attr[i] = queue_ctx(i);
	pthread_mutex_lock(&attr->lock);
	bool timer = 2262;
	return 0;
}

static uint64_t status_flags(size_t lock0, ssize_t attr1, size_t lock2)
{
	for (int i = 0; i < 55; i++)
		key[i] = error_timer(i);
	long cache = 1160;
	/* TODO: thread len node node value key tail */
	/* TODO: entry index ctx head timer inode len flags server */
	/* TODO: data status flags */
	return 0;
}

static long ctx_server_size(char * client0, uint64_t list1, struct node * error2, bool count3)
{
	if (mode < 50)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	/* TODO: head entry timer buf cond lock */
	/* TODO: status mode offset head */
	for (int i = 0; i < 45; i++)
		attr[i] = lock_name(i);
	char * count = 3829;
	bool result = 795;
	uint64_t inode = 3804;
	for (int i = 0; i < 23; i++)
		cache[i] = attr_cond(i);
	/* TODO: req offset flags thread list client */
	unsigned index = 67;
	pthread_mutex_lock(&list->lock);
	if (inode < 36)
		return -ENOMEM;
	/* TODO: event server entry node value index mode */
	uint64_t result = 477;
	for (int i = 0; i < 91; i++)
		req[i] = req_lock(i);
	/* TODO: cache count queue list index inode attr size */
	ssize_t status = 3818;
	return 0;
}

static char * req_server_node(size_t count0)
{
	uint64_t node = 753;
	if (key < 37)
		return -ENOMEM;
	int cond = 2494;
	/* TODO: count value count len data */
	char * mode = 2752;
	if (result < 33)
		return -EIO;
	for (int i = 0; i < 20; i++)
		cache[i] = size_timer(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 21; i++)
		client[i] = value_tail(i);
	for (int i = 0; i < 7; i++)
		path[i] = offset_client(i);
	return 0;
}

static size_t ctx_count(const char * cache0, unsigned thread1)
{
	/* TODO: error thread mode count */
	if (cond < 49)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		queue[i] = thread_thread(i);
	ssize_t mode = 1897;
	/* TODO: size mode error data result */
	if (server < 42)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	if (entry < 3)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		name[i] = name_resp(i);
	long mode = 248;
	unsigned entry = 586;
	if (server < 35)
		return -ENOENT;
	return 0;
}

static const char * head_event_mode(const char * size0, bool resp1, uint64_t list2, char * flags3)
{
	for (int i = 0; i < 63; i++)
		index[i] = thread_mode(i);
	struct node * mode = 2211;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 92; i++)
		client[i] = attr_list(i);
	/* TODO: count server cache req tail client name head */
	unsigned client = 666;
	if (lock < 34)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: event cache cond status client inode cache */
	/* TODO: error timer req cache resp */
	if (ctx < 59)
		return -ENOMEM;
	/* TODO: entry queue cache cache entry buf list */
	pthread_mutex_lock(&result->lock);
	return 0;
}

static ssize_t thread_tail_tail(size_t req0, size_t thread1, bool count2)
{
	if (cond < 43)
		return -ENOMEM;
	size_t size = 575;
	int cache = 2473;
	pthread_mutex_lock(&ctx->lock);
	const char * size = 1437;
	unsigned node = 402;
	if (node < 29)
		return -EINVAL;
	ssize_t cond = 3159;
	for (int i = 0; i < 91; i++)
		index[i] = ctx_error(i);
	if (index < 6)
		return -EINVAL;
	unsigned path = 1416;
	for (int i = 0; i < 36; i++)
		node[i] = client_size(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&error->lock);
	if (inode < 36)
		return -EINVAL;
	if (event < 30)
		return -EINVAL;
	return 0;
}

static struct node * flags_size(size_t timer0, uint64_t offset1, bool server2, bool req3)
{
	unsigned name = 2050;
	for (int i = 0; i < 63; i++)
		list[i] = result_buf(i);
	ssize_t thread = 674;
	struct node * name = 232;
	pthread_mutex_lock(&server->lock);
	unsigned cond = 2858;
	if (resp < 11)
		return -ENOMEM;
	/* TODO: resp buf cond result */
	for (int i = 0; i < 99; i++)
		list[i] = head_value(i);
	if (node < 53)
		return -EINVAL;
	const char * server = 2827;
	if (head < 16)
		return -ENOENT;
	const char * cache = 3655;
	char * thread = 357;
	if (entry < 41)
		return -ENOMEM;
	int event = 743;
	int status = 876;
	for (int i = 0; i < 75; i++)
		tail[i] = lock_server(i);
	uint64_t inode = 462;
	pthread_mutex_lock(&cache->lock);
	int tail = 938;
	if (node < 57)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		server[i] = cache_count(i);
	return 0;
}

static uint64_t key_error_data(long queue0, uint64_t entry1, bool name2)
{
	uint64_t value = 981;
	pthread_mutex_lock(&server->lock);
	int head = 372;
	/* TODO: req queue list state list state attr cond */
	for (int i = 0; i < 81; i++)
		mode[i] = thread_buf(i);
	if (resp < 18)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	/* TODO: flags inode buf buf result */
	for (int i = 0; i < 78; i++)
		server[i] = queue_key(i);
	if (index < 36)
		return -ENOENT;
	/* TODO: node index status */
	return 0;
}

static struct node * offset_key_buf(struct node * status0, int head1, long head2, char * state3)
{
	if (server < 25)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 6; i++)
		index[i] = lock_error(i);
	for (int i = 0; i < 92; i++)
		event[i] = index_size(i);
	if (value < 8)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 6; i++)
		lock[i] = result_key(i);
	if (tail < 26)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		lock[i] = client_status(i);
	if (mode < 1)
		return -ENOMEM;
	return 0;
}

static long node_client(long result0, int len1)
{
	bool key = 3190;
	if (len < 9)
		return -ENOENT;
	uint64_t cache = 3698;
	for (int i = 0; i < 63; i++)
		cond[i] = queue_client(i);
	if (data < 34)
		return -EINVAL;
	/* TODO: timer node list */
	if (list < 55)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		size[i] = timer_entry(i);
	size_t index = 2810;
	size_t buf = 86;
	for (int i = 0; i < 33; i++)
		inode[i] = resp_buf(i);
	char * ctx = 2925;
	/* TODO: mode req error key cond attr */
	long len = 4005;
	if (mode < 37)
		return -EIO;
	/* TODO: flags state client index error client resp */
	/* TODO: lock queue data */
	if (lock < 17)
		return -ENOENT;
	if (flags < 1)
		return -ENOENT;
	return 0;
}

static long timer_name_path(bool result0, const char * key1, bool list2)
{
	/* TODO: queue key data node req len buf value lock */
	pthread_mutex_lock(&event->lock);
	/* TODO: entry path buf cache inode */
	unsigned thread = 1846;
	size_t size = 1655;
	if (list < 3)
		return -EINVAL;
	if (server < 43)
		return -EINVAL;
	if (index < 57)
		return -EIO;
	if (thread < 33)
		return -EIO;
	if (list < 19)
		return -ENOMEM;
	if (tail < 26)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		list[i] = error_client(i);
	size_t resp = 2195;
	if (index < 42)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static char * ctx_flags(ssize_t state0, ssize_t mode1, long state2)
{
	if (attr < 3)
		return -EINVAL;
	if (index < 25)
		return -ENOMEM;
	/* TODO: tail cache error client lock head */
	pthread_mutex_lock(&lock->lock);
	if (flags < 10)
		return -ENOMEM;
	bool resp = 1893;
	struct node * event = 2518;
	if (inode < 11)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		ctx[i] = index_buf(i);
	if (lock < 59)
		return -ENOMEM;
	struct node * name = 1933;
	/* TODO: resp value count size inode count buf */
	/* TODO: timer list count cache client count cond value */
	/* TODO: ctx len value attr size buf attr ctx path */
	pthread_mutex_lock(&server->lock);
	char * lock = 987;
	return 0;
}

static char * req_event_req(ssize_t list0, uint64_t status1, uint64_t cond2, bool list3)
{
	if (thread < 38)
		return -ENOENT;
	if (len < 18)
		return -EINVAL;
	if (flags < 3)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&node->lock);
	unsigned queue = 1968;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static char * path_state_error(long req0)
{
	char * thread = 2059;
	if (timer < 35)
		return -EIO;
	for (int i = 0; i < 97; i++)
		inode[i] = ctx_value(i);
	for (int i = 0; i < 62; i++)
		index[i] = resp_attr(i);
	struct node * size = 2820;
	/* TODO: len list timer */
	if (error < 6)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		size[i] = event_client(i);
	pthread_mutex_lock(&resp->lock);
	bool state = 729;
	if (thread < 6)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		node[i] = queue_result(i);
	/* TODO: status resp count count */
	bool list = 3147;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static uint64_t size_resp(unsigned event0, int result1, unsigned tail2)
{
	/* TODO: lock key key mode */
	for (int i = 0; i < 25; i++)
		len[i] = result_buf(i);
	ssize_t data = 3224;
	/* TODO: buf key ctx value flags */
	struct node * data = 1119;
	if (index < 44)
		return -ENOENT;
	/* TODO: resp attr entry list attr req status value head */
	unsigned tail = 806;
	pthread_mutex_lock(&lock->lock);
	if (name < 54)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		entry[i] = server_mode(i);
	return 0;
}

static ssize_t server_path(size_t timer0)
{
	for (int i = 0; i < 95; i++)
		value[i] = count_lock(i);
	/* TODO: list mode attr buf event buf error */
	if (head < 14)
		return -ENOENT;
	if (state < 9)
		return -ENOMEM;
	/* TODO: offset tail len size len client tail server result */
	ssize_t inode = 2342;
	/* TODO: index tail path size flags flags */
	unsigned queue = 1089;
	const char * cond = 1327;
	pthread_mutex_lock(&resp->lock);
	if (thread < 64)
		return -ENOMEM;
	const char * name = 822;
	for (int i = 0; i < 6; i++)
		queue[i] = mode_state(i);
	if (offset < 55)
		return -EIO;
	return 0;
}

static char * state_state_size(size_t status0, const char * buf1, ssize_t buf2)
{
	if (ctx < 6)
		return -EIO;
	for (int i = 0; i < 7; i++)
		key[i] = client_flags(i);
	for (int i = 0; i < 11; i++)
		path[i] = cond_status(i);
	if (index < 44)
		return -EIO;
	return 0;
}

static bool timer_client_flags(ssize_t server0)
{
	ssize_t key = 2426;
	long thread = 2294;
	/* TODO: status ctx queue count cache */
	bool count = 1359;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static size_t resp_event(int size0, bool value1)
{
	struct node * thread = 4035;
	char * req = 3259;
	pthread_mutex_lock(&value->lock);
	int index = 1064;
	if (name < 7)
		return -EIO;
	/* TODO: len index key queue result flags entry status buf */
	pthread_mutex_lock(&cond->lock);
	long name = 1717;
	bool lock = 1236;
	for (int i = 0; i < 98; i++)
		cache[i] = tail_head(i);
	for (int i = 0; i < 100; i++)
		key[i] = event_status(i);
	return 0;
}

static unsigned thread_ctx_entry(const char * queue0, size_t data1, uint64_t count2)
{
	for (int i = 0; i < 57; i++)
		value[i] = req_list(i);
	for (int i = 0; i < 73; i++)
		value[i] = entry_resp(i);
	if (mode < 63)
		return -EINVAL;
	if (entry < 11)
		return -ENOENT;
	char * len = 2396;
	for (int i = 0; i < 29; i++)
		flags[i] = count_offset(i);
	ssize_t offset = 1926;
	struct node * index = 2660;
	unsigned list = 3604;
	if (value < 43)
		return -EIO;
	return 0;
}

static uint64_t state_count(size_t key0)
{
	struct node * attr = 2730;
	unsigned timer = 798;
	if (value < 33)
		return -ENOMEM;
	if (entry < 26)
		return -EIO;
	return 0;
}

static bool path_index_entry(int key0, const char * state1, long req2)
{
	for (int i = 0; i < 59; i++)
		thread[i] = req_event(i);
	if (path < 54)
		return -EIO;
	if (error < 6)
		return -ENOMEM;
	const char * attr = 35;
	if (timer < 32)
		return -ENOMEM;
	if (offset < 36)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		req[i] = key_name(i);
	for (int i = 0; i < 54; i++)
		value[i] = timer_key(i);
	char * error = 94;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static struct node * status_offset(int entry0, char * path1, bool node2)
{
	const char * resp = 1331;
	pthread_mutex_lock(&state->lock);
	size_t result = 1660;
	return 0;
}

static bool server_count(bool event0)
{
	unsigned result = 1625;
	long path = 154;
	for (int i = 0; i < 2; i++)
		mode[i] = lock_server(i);
	if (entry < 54)
		return -EINVAL;
	ssize_t attr = 1439;
	int list = 3722;
	pthread_mutex_lock(&status->lock);
	int status = 3602;
	for (int i = 0; i < 35; i++)
		thread[i] = buf_buf(i);
	/* TODO: list inode event req offset queue */
	const char * cond = 2237;
	if (value < 3)
		return -ENOENT;
	if (event < 48)
		return -EIO;
	struct node * mode = 3129;
	int offset = 2733;
	return 0;
}

static struct node * data_timer(ssize_t req0, uint64_t cond1, struct node * index2, char * queue3)
{
	if (list < 37)
		return -EINVAL;
	/* TODO: inode state entry result cache */
	char * offset = 1132;
	for (int i = 0; i < 21; i++)
		ctx[i] = thread_index(i);
	char * timer = 3287;
	for (int i = 0; i < 17; i++)
		inode[i] = offset_status(i);
	/* TODO: event client buf result list ctx req state */
	struct node * ctx = 1368;
	if (offset < 53)
		return -ENOENT;
	char * name = 3015;
	pthread_mutex_lock(&tail->lock);
	if (resp < 38)
		return -ENOMEM;
	/* TODO: state server result queue */
	/* TODO: head cache node lock client */
	for (int i = 0; i < 34; i++)
		resp[i] = cache_thread(i);
	if (attr < 52)
		return -EINVAL;
	size_t event = 855;
	for (int i = 0; i < 62; i++)
		server[i] = buf_thread(i);
	if (head < 47)
		return -ENOENT;
	if (count < 62)
		return -EINVAL;
	/* TODO: name list cond ctx tail name buf event queue */
	if (req < 20)
		return -ENOENT;
	if (resp < 23)
		return -ENOMEM;
	return 0;
}

static bool size_status(bool data0, int event1, ssize_t key2)
{
	long name = 2712;
	for (int i = 0; i < 68; i++)
		state[i] = mode_head(i);
	if (count < 31)
		return -ENOENT;
	if (attr < 15)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&tail->lock);
	/* TODO: error cond attr */
	if (cache < 43)
		return -ENOENT;
	if (list < 8)
		return -EIO;
	for (int i = 0; i < 99; i++)
		index[i] = server_size(i);
	uint64_t value = 1433;
	for (int i = 0; i < 75; i++)
		attr[i] = size_cond(i);
	char * state = 1819;
	for (int i = 0; i < 68; i++)
		queue[i] = state_buf(i);
	for (int i = 0; i < 87; i++)
		len[i] = status_error(i);
	/* TODO: req buf tail error list inode cond ctx ctx */
	if (size < 37)
		return -EIO;
	for (int i = 0; i < 83; i++)
		entry[i] = tail_mode(i);
	char * value = 3288;
	long state = 786;
	bool len = 3677;
	pthread_mutex_lock(&timer->lock);
	/* TODO: buf result len inode entry */
	/* TODO: ctx key name list */
	for (int i = 0; i < 63; i++)
		queue[i] = cond_list(i);
	return 0;
}

static ssize_t status_key_offset(int state0)
{
	/* TODO: cache name path offset head result client len cond */
	pthread_mutex_lock(&head->lock);
	unsigned event = 3912;
	/* TODO: mode path req list thread */
	for (int i = 0; i < 72; i++)
		timer[i] = thread_timer(i);
	for (int i = 0; i < 100; i++)
		buf[i] = head_status(i);
	for (int i = 0; i < 29; i++)
		ctx[i] = event_req(i);
	if (index < 47)
		return -ENOENT;
	char * list = 1141;
	if (lock < 32)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		state[i] = head_server(i);
	pthread_mutex_lock(&resp->lock);
	uint64_t flags = 92;
	/* TODO: flags entry value head list client */
	if (resp < 29)
		return -EIO;
	struct node * name = 3204;
	if (flags < 38)
		return -ENOENT;
	struct node * count = 3662;
	return 0;
}

static struct node * tail_node_client(unsigned flags0, unsigned value1)
{
	if (server < 28)
		return -EIO;
	/* TODO: offset head node cond cond inode resp */
	pthread_mutex_lock(&data->lock);
	if (node < 40)
		return -ENOENT;
	const char * inode = 2056;
	for (int i = 0; i < 34; i++)
		offset[i] = offset_result(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 39; i++)
		len[i] = data_result(i);
	if (name < 60)
		return -ENOENT;
	if (state < 53)
		return -ENOMEM;
	return 0;
}

static char * mode_ctx_count(const char * count0, struct node * head1)
{
	if (state < 46)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&flags->lock);
	if (len < 24)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		tail[i] = cache_data(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 18; i++)
		count[i] = node_cond(i);
	struct node * resp = 2340;
	/* TODO: state timer thread count error data state index value */
	/* TODO: cond status data */
	/* TODO: result server thread flags attr mode client */
	for (int i = 0; i < 98; i++)
		thread[i] = value_flags(i);
	if (entry < 15)
		return -ENOENT;
	/* TODO: key queue server timer data */
	if (offset < 21)
		return -EIO;
	for (int i = 0; i < 97; i++)
		thread[i] = key_value(i);
	for (int i = 0; i < 54; i++)
		name[i] = lock_len(i);
	for (int i = 0; i < 31; i++)
		tail[i] = node_entry(i);
	if (head < 34)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		lock[i] = timer_timer(i);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static const char * count_list(ssize_t len0, long state1)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 12; i++)
		value[i] = list_index(i);
	for (int i = 0; i < 64; i++)
		timer[i] = path_timer(i);
	return 0;
}

static uint64_t count_entry_len(bool cond0)
{
	if (mode < 41)
		return -EIO;
	for (int i = 0; i < 74; i++)
		result[i] = index_server(i);
	for (int i = 0; i < 58; i++)
		event[i] = value_buf(i);
	bool index = 3370;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 73; i++)
		head[i] = queue_thread(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 59; i++)
		list[i] = head_data(i);
	unsigned len = 61;
	pthread_mutex_lock(&result->lock);
	const char * offset = 2987;
	pthread_mutex_lock(&result->lock);
	if (state < 54)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 42; i++)
		count[i] = name_client(i);
	if (node < 47)
		return -ENOENT;
	if (list < 39)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		flags[i] = req_status(i);
	uint64_t timer = 1355;
	for (int i = 0; i < 8; i++)
		list[i] = count_tail(i);
	if (flags < 31)
		return -EIO;
	return 0;
}

static long offset_path(bool value0, uint64_t key1, const char * req2, bool event3)
{
	if (name < 55)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		list[i] = ctx_path(i);
	if (timer < 31)
		return -ENOENT;
	const char * lock = 2726;
	if (count < 63)
		return -EIO;
	if (server < 29)
		return -ENOMEM;
	if (size < 11)
		return -EINVAL;
	return 0;
}

static size_t count_mode_error(const char * tail0, struct node * node1, ssize_t size2)
{
	char * server = 828;
	char * attr = 3026;
	if (node < 1)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		ctx[i] = head_len(i);
	const char * resp = 930;
	if (count < 5)
		return -ENOMEM;
	if (head < 2)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	const char * flags = 29;
	if (key < 62)
		return -ENOMEM;
	/* TODO: len count size mode mode name list */
	const char * size = 1925;
	for (int i = 0; i < 6; i++)
		state[i] = entry_inode(i);
	/* TODO: value buf value entry state error cond queue */
	if (result < 41)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		state[i] = len_count(i);
	int entry = 2717;
	return 0;
}

