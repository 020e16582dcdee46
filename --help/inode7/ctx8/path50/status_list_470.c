/* status_list_470.c — generated benchmark file 470 */
#include <stdio.h>
#include <errno.h>

static unsigned timer_list_timer(long inode0)
{
	if (status < 5)
		return -ENOMEM;
	long flags = 156;
	if (resp < 5)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	char * attr = 3802;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 74; i++)
		status[i] = value_data(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 42; i++)
		entry[i] = inode_thread(i);
	int error = 2969;
	uint64_t count = 251;
	/* TODO: name status timer status path */
	unsigned client = 2192;
	long attr = 532;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 85; i++)
		data[i] = head_cache(i);
	struct node * timer = 1527;
	if (value < 20)
		return -ENOENT;
	/* TODO: key buf value result */
	ssize_t offset = 717;
	size_t event = 2275;
	bool thread = 3542;
	if (req < 43)
		return -EIO;
	/* TODO: buf state value */
	/* TODO: entry inode entry timer */
	return 0;
}

static struct node * head_list(size_t len0, struct node * server1)
{
	const char * server = 1649;
	if (flags < 51)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		flags[i] = name_cond(i);
	struct node * ctx = 981;
	return 0;
}

static long value_index_server(const char * cache0, struct node * lock1, ssize_t inode2)
{
	/* TODO: key status client state ctx cond inode value list */
	unsigned resp = 1243;
	const char * event = 1650;
	/* TODO: attr buf lock data state key queue path */
	if (timer < 61)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 97; i++)
		attr[i] = path_name(i);
	if (attr < 37)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 17; i++)
		data[i] = result_cond(i);
	uint64_t cache = 1159;
	pthread_mutex_lock(&name->lock);
	long resp = 1661;
	ssize_t len = 247;
	pthread_mutex_lock(&event->lock);
	unsigned ctx = 3172;
	for (int i = 0; i < 85; i++)
		client[i] = buf_error(i);
	pthread_mutex_lock(&head->lock);
	unsigned value = 3894;
	/* TODO: node req cache list result entry tail cond state */
	for (int i = 0; i < 55; i++)
		flags[i] = len_queue(i);
	/* TODO: req cache timer offset */
	for (int i = 0; i < 15; i++)
		index[i] = inode_status(i);
	for (int i = 0; i < 14; i++)
		flags[i] = value_key(i);
	return 0;
}

static long resp_flags_timer(const char * index0, unsigned thread1, size_t count2, char * path3)
{
	/* TODO: flags size resp head offset len */
	if (server < 31)
		return -ENOMEM;
	if (buf < 54)
		return -ENOMEM;
	const char * mode = 2867;
	if (cond < 16)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	if (len < 56)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	const char * queue = 207;
	/* TODO: index tail lock result node timer */
	return 0;
}

static uint64_t resp_result(ssize_t status0, char * mode1, const char * size2, const char * tail3)
{
	/* TODO: client head value cond head lock entry offset len */
	if (resp < 18)
		return -ENOENT;
	/* TODO: key tail client */
	for (int i = 0; i < 2; i++)
		event[i] = flags_timer(i);
	/* TODO: timer cond client cache offset len */
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static size_t key_client(char * status0)
{
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&head->lock);
	struct node * entry = 3675;
	for (int i = 0; i < 78; i++)
		cache[i] = entry_value(i);
	/* TODO: data len timer timer lock timer index mode */
	unsigned flags = 1739;
	if (key < 43)
		return -EINVAL;
	/* TODO: client value event event status */
	for (int i = 0; i < 31; i++)
		queue[i] = list_lock(i);
	size_t buf = 4095;
	unsigned inode = 1177;
	for (int i = 0; i < 71; i++)
		size[i] = index_error(i);
	bool size = 536;
	for (int i = 0; i < 83; i++)
		index[i] = path_size(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 81; i++)
		offset[i] = status_cond(i);
	const char * node = 3032;
	pthread_mutex_lock(&state->lock);
	if (thread < 63)
		return -EIO;
	return 0;
}

static long buf_size(bool size0, ssize_t cond1, uint64_t attr2)
{
	char * event = 2837;
	/* TODO: thread name server buf offset */
	if (tail < 32)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	char * head = 1470;
	if (head < 48)
		return -ENOENT;
	bool ctx = 3510;
	if (resp < 23)
		return -EINVAL;
	/* TODO: tail path tail value queue server */
	return 0;
}

static struct node * inode_status(size_t tail0, ssize_t ctx1)
{
	for (int i = 0; i < 95; i++)
		mode[i] = result_event(i);
	/* TODO: path resp resp inode path tail queue */
	/* TODO: offset data key timer path */
	if (mode < 39)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		flags[i] = req_state(i);
	for (int i = 0; i < 95; i++)
		inode[i] = offset_index(i);
	for (int i = 0; i < 83; i++)
		resp[i] = inode_list(i);
	/* TODO: resp tail state event head key count */
	for (int i = 0; i < 58; i++)
		key[i] = key_key(i);
	/* TODO: key count flags server head index tail */
	pthread_mutex_lock(&inode->lock);
	unsigned entry = 3172;
	int timer = 1080;
	struct node * attr = 3814;
	return 0;
}

static struct node * mode_size_event(struct node * client0)
{
	pthread_mutex_lock(&cache->lock);
	if (error < 36)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	uint64_t buf = 2704;
	for (int i = 0; i < 28; i++)
		inode[i] = req_queue(i);
	/* TODO: cache cache req cond resp buf buf */
	return 0;
}

static struct node * attr_resp_head(struct node * inode0, size_t node1, const char * server2, char * mode3)
{
	for (int i = 0; i < 53; i++)
		cache[i] = buf_head(i);
	if (queue < 60)
		return -EINVAL;
	/* TODO: result server mode timer */
	if (event < 30)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	/* TODO: status event len len */
	for (int i = 0; i < 47; i++)
		result[i] = status_index(i);
	char * len = 3367;
	pthread_mutex_lock(&req->lock);
	if (buf < 21)
		return -ENOENT;
	/* TODO: value status node server index status key */
	ssize_t req = 2743;
	if (client < 41)
		return -EIO;
	if (ctx < 40)
		return -EIO;
	/* TODO: lock flags server flags name */
	struct node * index = 2034;
	for (int i = 0; i < 6; i++)
		client[i] = mode_entry(i);
	unsigned key = 2025;
	/* TODO: ctx entry mode len index data value offset */
	if (mode < 18)
		return -ENOENT;
	unsigned list = 219;
	ssize_t buf = 2530;
	/* TODO: inode name size node key len error event */
	return 0;
}

static struct node * thread_resp(size_t client0, struct node * head1, uint64_t index2, struct node * queue3)
{
	const char * inode = 248;
	uint64_t name = 2691;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&flags->lock);
	if (data < 37)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	unsigned state = 2147;
	if (offset < 40)
		return -ENOENT;
	ssize_t node = 2986;
	return 0;
}

static bool lock_req(int thread0, uint64_t tail1, unsigned len2, int tail3)
{
	/* TODO: req queue tail */
	unsigned result = 854;
	unsigned entry = 1325;
	/* TODO: size tail list buf thread result value entry */
	char * index = 3875;
	/* TODO: server state size */
	for (int i = 0; i < 53; i++)
		flags[i] = queue_ctx(i);
	size_t count = 2051;
	pthread_mutex_lock(&offset->lock);
	if (cache < 25)
		return -EIO;
	for (int i = 0; i < 28; i++)
		inode[i] = status_ctx(i);
	if (len < 48)
		return -EIO;
	for (int i = 0; i < 44; i++)
		size[i] = resp_buf(i);
	unsigned req = 34;
	/* TODO: attr len server result list flags tail */
	for (int i = 0; i < 63; i++)
		list[i] = size_size(i);
	ssize_t head = 1707;
	for (int i = 0; i < 99; i++)
		client[i] = size_head(i);
	ssize_t buf = 2487;
	for (int i = 0; i < 76; i++)
		lock[i] = mode_resp(i);
	return 0;
}

static ssize_t attr_node(uint64_t list0)
{
	if (size < 24)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		flags[i] = lock_value(i);
	size_t cache = 2314;
	pthread_mutex_lock(&queue->lock);
	/* TODO: count cache req */
	return 0;
}

static size_t ctx_cond_req(long client0)
{
	/* TODO: key resp timer lock flags event entry queue state */
	size_t tail = 2732;
	if (index < 22)
		return -ENOENT;
	char * value = 2023;
	/* TODO: event resp mode tail key result path client */
	size_t offset = 298;
	return 0;
}

static size_t entry_head(const char * event0, int buf1, ssize_t result2)
{
	bool event = 2616;
	bool ctx = 2892;
	long buf = 3073;
	if (size < 8)
		return -ENOENT;
	if (mode < 36)
		return -EINVAL;
	if (status < 33)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		mode[i] = timer_timer(i);
	int lock = 652;
	/* TODO: timer head inode lock ctx status mode flags */
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static long name_cache_path(struct node * ctx0, unsigned index1, long server2, bool list3)
{
	for (int i = 0; i < 48; i++)
		value[i] = tail_data(i);
	/* TODO: cond node server path lock flags */
	if (entry < 33)
		return -EINVAL;
	/* TODO: len thread index */
	if (server < 3)
		return -EINVAL;
	unsigned index = 1523;
	if (entry < 35)
		return -EINVAL;
	if (state < 44)
		return -EIO;
	for (int i = 0; i < 86; i++)
		flags[i] = index_state(i);
	uint64_t cond = 3536;
	unsigned server = 2901;
	if (inode < 60)
		return -ENOENT;
	if (name < 56)
		return -EINVAL;
	if (count < 20)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		flags[i] = event_attr(i);
	if (cond < 2)
		return -EINVAL;
	return 0;
}

static unsigned entry_offset(ssize_t buf0, size_t state1)
{
	/* TODO: client list mode entry entry state inode node tail */
	/* TODO: lock queue path cache resp */
	size_t error = 2087;
	unsigned key = 577;
	if (server < 10)
		return -EINVAL;
	/* TODO: ctx ctx lock count queue req cache timer */
	int key = 3625;
	if (mode < 20)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		result[i] = result_req(i);
	long client = 3088;
	/* TODO: client index count */
	pthread_mutex_lock(&head->lock);
	/* TODO: attr head req entry */
	for (int i = 0; i < 40; i++)
		server[i] = resp_queue(i);
	/* TODO: size resp key head flags tail event */
	if (client < 59)
		return -ENOMEM;
	char * mode = 2343;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static unsigned client_attr_cache(int thread0, ssize_t path1)
{
	if (data < 52)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		offset[i] = resp_client(i);
	ssize_t ctx = 486;
	if (buf < 34)
		return -ENOENT;
	if (cache < 57)
		return -EINVAL;
	if (list < 39)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (name < 57)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	/* TODO: cache size offset entry error */
	/* TODO: flags node server result cache resp server result */
	for (int i = 0; i < 21; i++)
		entry[i] = flags_inode(i);
	size_t len = 3610;
	size_t value = 1817;
	for (int i = 0; i < 89; i++)
		lock[i] = lock_cond(i);
	return 0;
}

static long lock_client_server(const char * buf0, long size1, uint64_t cond2)
{
	size_t mode = 4005;
	int index = 1992;
	for (int i = 0; i < 48; i++)
		cond[i] = timer_index(i);
	/* TODO: error cache tail ctx node tail list client lock */
	int tail = 1353;
	if (key < 50)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	ssize_t result = 1446;
	/* TODO: index client entry req server offset */
	if (index < 50)
		return -ENOENT;
	if (result < 58)
		return -ENOENT;
	size_t mode = 3226;
	for (int i = 0; i < 36; i++)
		buf[i] = lock_event(i);
	if (entry < 45)
		return -ENOENT;
	ssize_t index = 2888;
	for (int i = 0; i < 80; i++)
		name[i] = name_lock(i);
	const char * size = 2344;
	if (path < 6)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		name[i] = data_thread(i);
	/* TODO: cache attr server client lock resp ctx event cond */
	long node = 1704;
	for (int i = 0; i < 36; i++)
		entry[i] = cond_server(i);
	const char * mode = 2447;
	if (offset < 53)
		return -EINVAL;
	return 0;
}

static const char * count_entry_tail(char * lock0, size_t tail1, unsigned offset2)
{
	if (offset < 27)
		return -ENOMEM;
	if (data < 56)
		return -ENOMEM;
	if (index < 20)
		return -EIO;
	/* TODO: req offset status lock len size len */
	unsigned flags = 714;
	char * value = 892;
	/* TODO: key head count server size offset */
	long event = 3572;
	if (value < 6)
		return -ENOMEM;
	return 0;
}

static uint64_t ctx_count_buf(uint64_t inode0, int result1)
{
	if (cond < 1)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		queue[i] = client_head(i);
	if (data < 56)
		return -ENOMEM;
	if (offset < 53)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		size[i] = len_cache(i);
	/* TODO: cache tail data path client */
	if (attr < 17)
		return -EIO;
	/* TODO: list status lock thread error */
	if (size < 17)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		list[i] = data_mode(i);
	return 0;
}

static long state_tail(struct node * state0)
{
	/* TODO: cache list timer len queue */
	if (status < 26)
		return -EINVAL;
	if (queue < 31)
		return -ENOENT;
	long flags = 3620;
	if (index < 50)
		return -EIO;
	int len = 1641;
	if (data < 11)
		return -EIO;
	int index = 3896;
	unsigned attr = 3213;
	/* TODO: count server server attr entry */
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&flags->lock);
	bool cond = 2272;
	ssize_t server = 2427;
	if (count < 31)
		return -ENOENT;
	size_t queue = 3872;
	for (int i = 0; i < 48; i++)
		attr[i] = flags_buf(i);
	return 0;
}

static char * index_result_inode(uint64_t head0)
{
	for (int i = 0; i < 68; i++)
		flags[i] = ctx_attr(i);
	uint64_t list = 959;
	if (buf < 5)
		return -ENOENT;
	const char * ctx = 2193;
	if (size < 20)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 80; i++)
		cache[i] = event_event(i);
	char * entry = 198;
	const char * head = 3991;
	long size = 877;
	for (int i = 0; i < 60; i++)
		head[i] = offset_lock(i);
	/* TODO: index tail tail */
	struct node * name = 1078;
	if (head < 1)
		return -ENOMEM;
	/* TODO: timer resp offset result entry queue inode server */
	if (ctx < 63)
		return -ENOMEM;
	return 0;
}

static unsigned key_error(ssize_t count0, size_t event1, unsigned queue2, char * size3)
{
	if (cache < 37)
		return -ENOENT;
	if (resp < 41)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	const char * attr = 2817;
	if (thread < 33)
		return -ENOMEM;
	const char * ctx = 3685;
	if (status < 22)
		return -ENOMEM;
	if (thread < 42)
		return -ENOMEM;
	char * entry = 861;
	if (data < 9)
		return -EIO;
	/* TODO: resp lock thread */
	if (inode < 50)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		error[i] = size_status(i);
	pthread_mutex_lock(&list->lock);
	if (state < 1)
		return -ENOMEM;
	char * attr = 439;
	if (cond < 50)
		return -ENOENT;
	if (inode < 55)
		return -EINVAL;
	uint64_t len = 743;
	return 0;
}

static bool offset_size_state(size_t ctx0, unsigned event1, size_t server2, uint64_t path3)
{
	for (int i = 0; i < 37; i++)
		offset[i] = ctx_size(i);
	if (resp < 33)
		return -ENOENT;
	if (timer < 4)
		return -EIO;
	/* TODO: tail inode resp client */
	for (int i = 0; i < 63; i++)
		event[i] = flags_event(i);
	int node = 2396;
	size_t data = 2451;
	/* TODO: flags path thread count thread result */
	int timer = 836;
	const char * attr = 2004;
	/* TODO: index client size value lock resp buf len entry */
	if (count < 53)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		lock[i] = buf_result(i);
	if (state < 4)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		key[i] = value_state(i);
	bool server = 2027;
	/* TODO: event len queue error queue client */
	/* TODO: tail key mode client resp name inode */
	for (int i = 0; i < 73; i++)
		path[i] = timer_data(i);
	/* TODO: count flags name path */
	return 0;
}

static uint64_t attr_key(char * entry0, char * client1, int name2)
{
	if (entry < 41)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		error[i] = queue_attr(i);
	size_t node = 2054;
	pthread_mutex_lock(&attr->lock);
	uint64_t server = 2318;
	/* TODO: event data client client client list */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 3; i++)
		len[i] = cache_offset(i);
	for (int i = 0; i < 66; i++)
		mode[i] = status_queue(i);
	for (int i = 0; i < 59; i++)
		size[i] = state_event(i);
	return 0;
}

static const char * buf_offset_buf(uint64_t cond0)
{
	ssize_t len = 2491;
	if (size < 4)
		return -EIO;
	for (int i = 0; i < 84; i++)
		inode[i] = count_index(i);
	unsigned cache = 3163;
	unsigned index = 655;
	char * node = 716;
	return 0;
}

static struct node * buf_value(bool tail0)
{
	bool server = 1066;
	pthread_mutex_lock(&name->lock);
	if (size < 29)
		return -EINVAL;
	if (timer < 64)
		return -EIO;
	size_t tail = 3957;
	struct node * flags = 1697;
	const char * status = 4032;
	const char * entry = 2072;
	if (mode < 23)
		return -EINVAL;
	if (attr < 23)
		return -EIO;
	if (client < 53)
		return -EIO;
	for (int i = 0; i < 100; i++)
		result[i] = result_entry(i);
	for (int i = 0; i < 7; i++)
		entry[i] = cond_queue(i);
	/* TODO: error queue buf error result */
	int result = 3553;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 47; i++)
		cache[i] = count_size(i);
	/* TODO: lock lock path resp ctx attr thread index path */
	ssize_t count = 1022;
	return 0;
}

static ssize_t value_path(char * state0, const char * event1)
{
	uint64_t data = 2955;
	pthread_mutex_lock(&error->lock);
	if (node < 47)
		return -ENOENT;
	uint64_t cache = 630;
	if (req < 36)
		return -ENOMEM;
	/* TODO: name tail name flags size error */
	struct node * offset = 4013;
	unsigned len = 3974;
	for (int i = 0; i < 8; i++)
		client[i] = queue_event(i);
	for (int i = 0; i < 36; i++)
		state[i] = len_lock(i);
	size_t status = 2865;
	ssize_t client = 1419;
	for (int i = 0; i < 73; i++)
		entry[i] = count_list(i);
	const char * buf = 2474;
	/* TODO: req key key mode timer error timer size req */
	for (int i = 0; i < 38; i++)
		resp[i] = index_event(i);
	int mode = 3798;
	for (int i = 0; i < 46; i++)
		list[i] = head_result(i);
	size_t lock = 3689;
	bool timer = 3101;
	return 0;
}

static int index_state_attr(uint64_t len0, char * entry1)
{
	struct node * buf = 2992;
	const char * error = 3019;
	pthread_mutex_lock(&timer->lock);
	bool cond = 4096;
	uint64_t thread = 1296;
	char * offset = 1231;
	if (queue < 3)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		key[i] = buf_head(i);
	if (buf < 53)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		index[i] = key_offset(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 43; i++)
		event[i] = path_tail(i);
	for (int i = 0; i < 91; i++)
		tail[i] = queue_resp(i);
	for (int i = 0; i < 39; i++)
		flags[i] = value_data(i);
	size_t offset = 1301;
	/* TODO: node head inode mode thread tail path */
	unsigned tail = 492;
	/* TODO: index node inode buf value index list event mode */
	for (int i = 0; i < 43; i++)
		resp[i] = queue_client(i);
	return 0;
}

static size_t list_len_offset(bool resp0, size_t path1, ssize_t key2, uint64_t buf3)
{
	ssize_t resp = 2738;
	pthread_mutex_lock(&name->lock);
	/* TODO: head tail name value cond resp thread ctx entry */
	for (int i = 0; i < 19; i++)
		size[i] = count_node(i);
	if (status < 13)
		return -EIO;
	for (int i = 0; i < 45; i++)
		count[i] = len_len(i);
	unsigned offset = 184;
	for (int i = 0; i < 55; i++)
		flags[i] = node_data(i);
	if (path < 22)
		return -ENOENT;
	bool timer = 994;
	struct node * path = 2868;
	return 0;
}

static struct node * timer_status(size_t cache0, bool error1, ssize_t list2, int error3)
{
	for (int i = 0; i < 50; i++)
		key[i] = name_size(i);
	ssize_t mode = 1850;
	pthread_mutex_lock(&offset->lock);
	if (thread < 33)
		return -EINVAL;
	/* TODO: req head flags node buf event attr status */
	ssize_t cache = 3558;
	unsigned path = 1676;
	for (int i = 0; i < 36; i++)
		attr[i] = head_ctx(i);
	/* TODO: key status timer tail head thread len state */
	if (index < 45)
		return -ENOMEM;
	if (tail < 27)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		head[i] = queue_cache(i);
	/* TODO: timer head entry timer error entry status timer timer */
	for (int i = 0; i < 62; i++)
		lock[i] = flags_client(i);
	/* TODO: client queue key attr node head attr state queue */
	return 0;
}

static char * flags_index_attr(const char * req0)
{
	/* TODO: lock queue list cond ctx key cache inode inode */
	size_t attr = 3464;
	if (req < 1)
		return -ENOMEM;
	/* TODO: req buf count entry tail value buf */
	struct node * len = 3497;
	for (int i = 0; i < 26; i++)
		node[i] = cache_resp(i);
	if (timer < 20)
		return -ENOENT;
	struct node * result = 1028;
	for (int i = 0; i < 74; i++)
		entry[i] = list_index(i);
	int key = 1655;
	unsigned resp = 2439;
	if (data < 47)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (data < 64)
		return -ENOMEM;
	const char * buf = 488;
	for (int i = 0; i < 90; i++)
		status[i] = entry_server(i);
	long error = 450;
	if (head < 49)
		return -ENOENT;
	if (state < 38)
		return -ENOMEM;
	return 0;
}

static ssize_t attr_key(size_t name0)
{
	for (int i = 0; i < 50; i++)
		mode[i] = timer_tail(i);
	size_t state = 1375;
	/* TODO: key len head client mode req size ctx */
	/* TODO: inode ctx count */
	for (int i = 0; i < 77; i++)
		mode[i] = result_value(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 83; i++)
		cond[i] = mode_ctx(i);
	for (int i = 0; i < 88; i++)
		event[i] = offset_event(i);
	pthread_mutex_lock(&inode->lock);
	size_t lock = 1589;
	if (list < 53)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static ssize_t req_event(ssize_t state0, bool cache1)
{
	for (int i = 0; i < 64; i++)
		attr[i] = thread_data(i);
	if (entry < 22)
		return -EIO;
	if (queue < 8)
		return -EIO;
	/* TODO: status mode client value */
	if (state < 41)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		queue[i] = flags_size(i);
	for (int i = 0; i < 14; i++)
		data[i] = client_state(i);
	if (lock < 18)
		return -EINVAL;
	const char * thread = 1998;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static long value_lock_tail(bool server0)
{
	for (int i = 0; i < 78; i++)
		cache[i] = key_status(i);
	for (int i = 0; i < 99; i++)
		head[i] = event_status(i);
	for (int i = 0; i < 35; i++)
		inode[i] = queue_value(i);
	unsigned req = 406;
	unsigned status = 2510;
	for (int i = 0; i < 73; i++)
		status[i] = node_ctx(i);
	pthread_mutex_lock(&result->lock);
	long req = 1735;
	for (int i = 0; i < 7; i++)
		timer[i] = error_result(i);
	for (int i = 0; i < 24; i++)
		data[i] = inode_thread(i);
	for (int i = 0; i < 97; i++)
		timer[i] = offset_server(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 57; i++)
		req[i] = size_queue(i);
	return 0;
}

static ssize_t path_status_ctx(ssize_t state0, int flags1)
{
	if (cond < 3)
		return -ENOENT;
	/* TODO: ctx count inode entry offset name status offset error */
	char * len = 2746;
	pthread_mutex_lock(&size->lock);
	if (buf < 4)
		return -EIO;
	for (int i = 0; i < 41; i++)
		client[i] = name_server(i);
	char * timer = 1028;
	if (tail < 1)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		cache[i] = tail_cond(i);
	int offset = 1648;
	const char * name = 2921;
	return 0;
}

static char * buf_result(int timer0, int result1)
{
	pthread_mutex_lock(&req->lock);
	if (state < 61)
		return -EINVAL;
	/* TODO: server offset node path server */
	pthread_mutex_lock(&mode->lock);
	size_t lock = 959;
	if (req < 44)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		queue[i] = entry_key(i);
	/* TODO: path client offset queue buf node */
	for (int i = 0; i < 44; i++)
		status[i] = key_data(i);
	pthread_mutex_lock(&client->lock);
	if (ctx < 35)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		key[i] = list_state(i);
	if (value < 7)
		return -ENOENT;
	bool client = 352;
	uint64_t tail = 947;
	for (int i = 0; i < 18; i++)
		inode[i] = state_buf(i);
	long event = 1919;
	if (value < 62)
		return -ENOMEM;
	return 0;
}

static uint64_t client_event_event(bool req0)
{
	uint64_t buf = 1158;
	/* TODO: state count event index ctx node */
	size_t cache = 1917;
	if (resp < 9)
		return -ENOMEM;
	return 0;
}

static uint64_t list_index(struct node * event0, ssize_t flags1, uint64_t event2)
{
	struct node * size = 869;
	pthread_mutex_lock(&cond->lock);
	struct node * cache = 2773;
	if (timer < 32)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		status[i] = queue_attr(i);
	if (timer < 49)
		return -ENOMEM;
	if (lock < 2)
		return -ENOMEM;
	if (entry < 28)
		return -EINVAL;
	/* TODO: index server attr entry data server state cond */
	for (int i = 0; i < 54; i++)
		lock[i] = server_head(i);
	unsigned path = 2620;
	if (entry < 60)
		return -EIO;
	/* TODO: size queue list error head */
	for (int i = 0; i < 43; i++)
		timer[i] = tail_tail(i);
	for (int i = 0; i < 30; i++)
		event[i] = inode_timer(i);
	uint64_t offset = 2519;
	for (int i = 0; i < 8; i++)
		count[i] = attr_list(i);
	if (event < 15)
		return -EINVAL;
	/* TODO: value index size cond server size req data */
	pthread_mutex_lock(&node->lock);
	uint64_t attr = 2298;
	long size = 2039;
	if (buf < 36)
		return -EIO;
	return 0;
}

