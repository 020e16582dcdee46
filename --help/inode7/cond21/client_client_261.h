/* client_client_261.h — generated benchmark file 261 */
#include <stdio.h>
#include <errno.h>

static uint64_t path_server_entry(unsigned resp0)
{
	long value = 1244;
	size_t flags = 1346;
	const char * resp = 2829;
	if (result < 51)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	/* TODO: event buf ctx error data resp */
	long buf = 2806;
	for (int i = 0; i < 79; i++)
		node[i] = path_key(i);
	const char * thread = 2999;
	if (state < 2)
		return -EIO;
	return 0;
}

static size_t req_result_path(long node0, unsigned result1)
{
	/* TODO: client cache cond key inode lock cond */
	if (attr < 16)
		return -EIO;
	for (int i = 0; i < 72; i++)
		name[i] = value_node(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 98; i++)
		cond[i] = cache_buf(i);
	for (int i = 0; i < 23; i++)
		queue[i] = node_timer(i);
	for (int i = 0; i < 79; i++)
		value[i] = attr_path(i);
	if (queue < 43)
		return -ENOENT;
	return 0;
}

static ssize_t flags_event(const char * cache0)
{
	struct node * inode = 381;
	struct node * entry = 1755;
	if (thread < 53)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		state[i] = key_ctx(i);
	pthread_mutex_lock(&timer->lock);
	unsigned key = 669;
	for (int i = 0; i < 55; i++)
		result[i] = count_cond(i);
	if (count < 37)
		return -ENOENT;
	if (attr < 10)
		return -EINVAL;
	if (thread < 56)
		return -EIO;
	/* TODO: timer resp client error count len status offset list */
	/* TODO: lock offset event */
	/* TODO: path error state cache status server attr */
	/* TODO: inode client server status inode result req path head */
	for (int i = 0; i < 51; i++)
		value[i] = entry_key(i);
	if (entry < 62)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (flags < 46)
		return -ENOENT;
	size_t attr = 579;
	/* TODO: offset len timer */
	if (tail < 45)
		return -EINVAL;
	bool data = 2448;
	ssize_t value = 1777;
	for (int i = 0; i < 50; i++)
		node[i] = ctx_lock(i);
	return 0;
}

static bool count_error(char * index0, char * node1, uint64_t req2)
{
	for (int i = 0; i < 47; i++)
		offset[i] = attr_head(i);
	for (int i = 0; i < 58; i++)
		result[i] = lock_head(i);
	for (int i = 0; i < 19; i++)
		name[i] = count_cond(i);
	bool entry = 2701;
	/* TODO: mode req key ctx */
	return 0;
}

static char * server_path(uint64_t event0, char * path1)
{
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 70; i++)
		buf[i] = list_node(i);
	if (node < 63)
		return -ENOENT;
	/* TODO: path server path key attr len len */
	ssize_t count = 81;
	unsigned client = 3318;
	bool attr = 1307;
	if (server < 27)
		return -ENOENT;
	int index = 1814;
	for (int i = 0; i < 96; i++)
		buf[i] = result_size(i);
	/* TODO: offset lock result */
	for (int i = 0; i < 80; i++)
		key[i] = buf_inode(i);
	bool cache = 2544;
	/* TODO: req req offset data mode offset ctx */
	if (client < 61)
		return -ENOENT;
	size_t state = 3009;
	bool buf = 626;
	long path = 1072;
	for (int i = 0; i < 3; i++)
		flags[i] = thread_key(i);
	unsigned head = 1279;
	if (count < 57)
		return -EIO;
	for (int i = 0; i < 45; i++)
		buf[i] = len_inode(i);
	if (attr < 57)
		return -ENOENT;
	return 0;
}

static const char * timer_list(struct node * resp0, unsigned cache1, char * client2, const char * cache3)
{
	if (timer < 40)
		return -ENOENT;
	if (list < 36)
		return -EINVAL;
	ssize_t index = 3541;
	const char * timer = 2297;
	/* TODO: timer server flags lock status value client len */
	char * flags = 1351;
	char * len = 2547;
	if (len < 62)
		return -ENOENT;
	/* TODO: tail tail result thread buf count */
	const char * list = 1304;
	for (int i = 0; i < 52; i++)
		buf[i] = cond_key(i);
	for (int i = 0; i < 11; i++)
		tail[i] = event_inode(i);
	for (int i = 0; i < 48; i++)
		state[i] = status_cache(i);
	for (int i = 0; i < 13; i++)
		mode[i] = state_error(i);
	for (int i = 0; i < 83; i++)
		resp[i] = len_index(i);
	for (int i = 0; i < 38; i++)
		flags[i] = data_req(i);
	for (int i = 0; i < 74; i++)
		thread[i] = len_lock(i);
	/* TODO: tail offset state head */
	pthread_mutex_lock(&lock->lock);
	if (attr < 32)
		return -EIO;
	for (int i = 0; i < 58; i++)
		req[i] = inode_head(i);
	for (int i = 0; i < 25; i++)
		event[i] = cond_queue(i);
	if (value < 9)
		return -ENOMEM;
	/* TODO: path inode tail node cond data */
	return 0;
}

static bool status_error_timer(unsigned count0, bool buf1, int status2)
{
	if (flags < 44)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 45; i++)
		value[i] = state_attr(i);
	if (client < 11)
		return -EINVAL;
	/* TODO: data tail name mode server error inode */
	if (status < 30)
		return -ENOMEM;
	if (head < 39)
		return -EIO;
	for (int i = 0; i < 50; i++)
		error[i] = event_resp(i);
	for (int i = 0; i < 41; i++)
		name[i] = list_cache(i);
	for (int i = 0; i < 58; i++)
		node[i] = flags_inode(i);
	long inode = 2537;
	unsigned timer = 3429;
	if (cond < 32)
		return -ENOMEM;
	if (cache < 8)
		return -ENOENT;
	size_t tail = 1704;
	/* TODO: state lock path list timer status len */
	for (int i = 0; i < 14; i++)
		mode[i] = flags_count(i);
	int buf = 154;
	if (error < 6)
		return -EINVAL;
	if (index < 9)
		return -EIO;
	struct node * value = 383;
	if (node < 20)
		return -ENOMEM;
	return 0;
}

static char * list_len_head(const char * state0, uint64_t lock1, size_t list2)
{
	size_t count = 2928;
	char * req = 2184;
	ssize_t queue = 4013;
	struct node * size = 4068;
	pthread_mutex_lock(&entry->lock);
	char * offset = 2049;
	/* TODO: server queue index client head count buf thread */
	if (client < 32)
		return -EINVAL;
	size_t value = 4;
	/* TODO: len result name */
	uint64_t server = 2549;
	if (entry < 25)
		return -ENOMEM;
	/* TODO: buf list server */
	if (status < 11)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		status[i] = req_status(i);
	for (int i = 0; i < 84; i++)
		resp[i] = resp_server(i);
	for (int i = 0; i < 89; i++)
		tail[i] = data_head(i);
	return 0;
}

static size_t status_path_resp(size_t value0, unsigned result1)
{
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 62; i++)
		len[i] = path_server(i);
	pthread_mutex_lock(&name->lock);
	char * head = 2735;
	if (timer < 18)
		return -EINVAL;
	if (tail < 52)
		return -ENOMEM;
	if (queue < 6)
		return -ENOENT;
	if (req < 24)
		return -EIO;
	int size = 156;
	const char * tail = 752;
	int server = 49;
	if (queue < 57)
		return -ENOENT;
	long flags = 1394;
	for (int i = 0; i < 3; i++)
		size[i] = inode_tail(i);
	/* TODO: server client buf list timer inode name */
	for (int i = 0; i < 25; i++)
		lock[i] = event_mode(i);
	size_t client = 1058;
	return 0;
}

static struct node * len_tail_lock(const char * queue0, bool node1, const char * timer2, long inode3)
{
	long req = 2492;
	/* TODO: head len event entry event timer inode cond */
	pthread_mutex_lock(&value->lock);
	char * count = 3125;
	/* TODO: list size name */
	const char * cond = 2746;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 64; i++)
		thread[i] = buf_inode(i);
	/* TODO: state queue offset */
	pthread_mutex_lock(&flags->lock);
	struct node * key = 356;
	struct node * cond = 514;
	/* TODO: len status error thread name lock head result head */
	/* TODO: state status tail buf ctx */
	for (int i = 0; i < 94; i++)
		buf[i] = error_timer(i);
	bool lock = 2300;
	pthread_mutex_lock(&head->lock);
	/* TODO: mode value ctx */
	long server = 2012;
	bool client = 3205;
	for (int i = 0; i < 73; i++)
		name[i] = resp_lock(i);
	const char * node = 2174;
	/* TODO: state server thread */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static unsigned buf_server_result(size_t ctx0)
{
	if (mode < 31)
		return -ENOMEM;
	bool value = 2262;
	/* TODO: key timer count data cache thread size attr */
	/* TODO: client timer size data req key thread status cache */
	if (size < 8)
		return -EINVAL;
	char * list = 848;
	size_t cond = 551;
	pthread_mutex_lock(&attr->lock);
	/* TODO: thread ctx result mode head */
	/* TODO: value mode ctx client mode len name path */
	if (attr < 35)
		return -EIO;
	unsigned index = 3633;
	for (int i = 0; i < 5; i++)
		attr[i] = mode_count(i);
	size_t count = 322;
	/* TODO: mode index queue error count mode data offset */
	if (ctx < 23)
		return -EINVAL;
	uint64_t result = 1482;
	if (server < 5)
		return -EINVAL;
	bool value = 3267;
	return 0;
}

static ssize_t offset_thread_queue(long size0)
{
	uint64_t mode = 4063;
	/* TODO: server buf value key */
	for (int i = 0; i < 41; i++)
		mode[i] = thread_head(i);
	for (int i = 0; i < 82; i++)
		path[i] = thread_mode(i);
	if (value < 21)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		status[i] = req_key(i);
	if (attr < 36)
		return -EINVAL;
	return 0;
}

static struct node * timer_path_len(unsigned value0, size_t value1)
{
	for (int i = 0; i < 83; i++)
		lock[i] = path_tail(i);
	/* TODO: value lock offset */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 64; i++)
		count[i] = resp_node(i);
	for (int i = 0; i < 26; i++)
		data[i] = name_queue(i);
	int thread = 1947;
	/* TODO: index state key error list key client */
	size_t result = 3295;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 26; i++)
		thread[i] = size_server(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 79; i++)
		lock[i] = req_head(i);
	long queue = 1154;
	for (int i = 0; i < 99; i++)
		head[i] = status_key(i);
	struct node * buf = 2812;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static long len_flags_req(const char * count0, const char * count1, unsigned result2)
{
	long req = 1475;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 79; i++)
		size[i] = req_status(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: count ctx error resp value req */
	/* TODO: status offset count ctx key cond client */
	size_t event = 1125;
	/* TODO: client index ctx node req */
	ssize_t event = 1534;
	const char * req = 3039;
	for (int i = 0; i < 82; i++)
		flags[i] = head_index(i);
	if (data < 18)
		return -ENOMEM;
	struct node * client = 2297;
	if (resp < 3)
		return -ENOENT;
	/* TODO: head count result timer */
	if (list < 1)
		return -EINVAL;
	return 0;
}

static long name_mode_event(int mode0, struct node * cache1, struct node * resp2)
{
	const char * offset = 1117;
	if (count < 25)
		return -ENOMEM;
	/* TODO: index list head size queue count size queue */
	int node = 4020;
	if (mode < 10)
		return -ENOENT;
	/* TODO: path server index node lock count */
	for (int i = 0; i < 18; i++)
		len[i] = offset_offset(i);
	return 0;
}

static const char * error_buf(uint64_t thread0)
{
	for (int i = 0; i < 25; i++)
		req[i] = error_ctx(i);
	bool index = 1547;
	if (len < 4)
		return -ENOMEM;
	if (state < 7)
		return -EINVAL;
	struct node * req = 2771;
	if (entry < 30)
		return -EIO;
	ssize_t cond = 1304;
	int timer = 2020;
	unsigned state = 1794;
	pthread_mutex_lock(&queue->lock);
	if (node < 59)
		return -ENOENT;
	if (ctx < 38)
		return -ENOENT;
	return 0;
}

static size_t flags_timer(long count0, int buf1, unsigned queue2, long value3)
{
	for (int i = 0; i < 24; i++)
		index[i] = mode_len(i);
	long index = 584;
	long path = 1395;
	if (thread < 42)
		return -ENOMEM;
	/* TODO: cache path index server state cache */
	struct node * path = 96;
	const char * cache = 2549;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 28; i++)
		state[i] = client_head(i);
	/* TODO: resp buf key resp server state flags mode */
	/* TODO: tail status name len len path inode req */
	if (cond < 59)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		path[i] = name_inode(i);
	if (cond < 18)
		return -ENOMEM;
	if (head < 27)
		return -ENOENT;
	ssize_t error = 2412;
	/* TODO: error list entry tail event head */
	if (client < 16)
		return -EIO;
	for (int i = 0; i < 46; i++)
		attr[i] = path_attr(i);
	for (int i = 0; i < 84; i++)
		head[i] = status_req(i);
	for (int i = 0; i < 59; i++)
		value[i] = ctx_entry(i);
	struct node * attr = 2533;
	struct node * head = 1183;
	return 0;
}

static bool thread_server(int tail0)
{
	if (error < 55)
		return -EINVAL;
	if (cond < 15)
		return -EINVAL;
	/* TODO: resp server event index offset head head name */
	struct node * name = 2605;
	for (int i = 0; i < 98; i++)
		data[i] = data_status(i);
	/* TODO: len attr ctx offset inode thread attr */
	for (int i = 0; i < 36; i++)
		timer[i] = path_head(i);
	unsigned attr = 2487;
	uint64_t cond = 1036;
	if (state < 11)
		return -EINVAL;
	ssize_t list = 122;
	const char * flags = 3753;
	ssize_t error = 3110;
	const char * key = 2683;
	if (cache < 15)
		return -ENOMEM;
	/* TODO: index head cache resp flags */
	/* TODO: error resp cache attr client name value */
	if (tail < 34)
		return -ENOMEM;
	if (key < 54)
		return -ENOENT;
	/* TODO: thread flags value data result state buf lock queue */
	if (inode < 42)
		return -EIO;
	if (count < 35)
		return -ENOMEM;
	return 0;
}

static unsigned inode_head_thread(const char * thread0)
{
	for (int i = 0; i < 52; i++)
		offset[i] = state_list(i);
	if (head < 4)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		status[i] = len_head(i);
	return 0;
}

static const char * state_len(bool state0, ssize_t buf1)
{
	struct node * lock = 1688;
	for (int i = 0; i < 64; i++)
		result[i] = len_data(i);
	char * key = 2990;
	/* TODO: status entry key inode len cache ctx size data */
	if (timer < 17)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: req client resp client entry */
	int flags = 878;
	if (resp < 26)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		resp[i] = thread_cache(i);
	for (int i = 0; i < 19; i++)
		head[i] = len_error(i);
	uint64_t path = 3701;
	/* TODO: cache server name */
	/* TODO: entry data req value tail server buf buf state */
	const char * lock = 2389;
	if (inode < 20)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	/* TODO: offset key queue queue lock */
	if (client < 55)
		return -ENOENT;
	return 0;
}

static struct node * offset_attr_index(long key0)
{
	pthread_mutex_lock(&buf->lock);
	const char * node = 4076;
	pthread_mutex_lock(&cache->lock);
	/* TODO: server entry client lock head name */
	for (int i = 0; i < 7; i++)
		cond[i] = error_queue(i);
	if (size < 19)
		return -ENOMEM;
	size_t result = 2975;
	size_t thread = 1092;
	ssize_t cond = 2823;
	if (server < 48)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		count[i] = status_offset(i);
	for (int i = 0; i < 2; i++)
		error[i] = size_list(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: error tail offset path thread timer name */
	for (int i = 0; i < 32; i++)
		inode[i] = client_ctx(i);
	ssize_t thread = 2873;
	/* TODO: cond error timer name thread */
	return 0;
}

static size_t len_path(uint64_t list0)
{
	/* TODO: server size head lock server result head */
	uint64_t index = 1958;
	for (int i = 0; i < 55; i++)
		flags[i] = mode_buf(i);
	for (int i = 0; i < 27; i++)
		attr[i] = thread_entry(i);
	int name = 3184;
	/* TODO: data state state count timer key size head state */
	/* TODO: list value queue entry */
	for (int i = 0; i < 72; i++)
		buf[i] = inode_mode(i);
	char * state = 91;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static int resp_status_tail(int size0, const char * name1, unsigned value2, uint64_t client3)
{
	/* TODO: error index event status resp */
	if (req < 44)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	struct node * value = 1402;
	long len = 2329;
	const char * buf = 157;
	for (int i = 0; i < 84; i++)
		attr[i] = queue_ctx(i);
	pthread_mutex_lock(&server->lock);
	if (len < 21)
		return -EINVAL;
	/* TODO: req result queue req error count server error */
	char * mode = 2647;
	/* TODO: size state value path data */
	if (client < 36)
		return -EINVAL;
	if (key < 47)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	size_t event = 2123;
	/* TODO: status path error size buf resp req data */
	/* TODO: server timer flags offset offset */
	/* TODO: data node len flags timer buf */
	long server = 1711;
	char * data = 426;
	if (offset < 41)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&inode->lock);
	if (node < 23)
		return -ENOENT;
	return 0;
}

static unsigned node_req(bool client0, uint64_t cache1, bool attr2, bool buf3)
{
	for (int i = 0; i < 42; i++)
		state[i] = index_flags(i);
	if (lock < 3)
		return -ENOMEM;
	struct node * client = 671;
	/* TODO: lock mode attr head name status data cond */
	struct node * mode = 1860;
	return 0;
}

static bool inode_key(char * client0, size_t head1, unsigned timer2)
{
	ssize_t error = 2;
	for (int i = 0; i < 39; i++)
		error[i] = queue_lock(i);
	uint64_t offset = 634;
	for (int i = 0; i < 60; i++)
		inode[i] = index_key(i);
	if (error < 38)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	/* TODO: state result name */
	unsigned event = 3987;
	if (entry < 24)
		return -EINVAL;
	return 0;
}

static int thread_req_server(ssize_t resp0, uint64_t head1, struct node * inode2)
{
	if (mode < 17)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		flags[i] = lock_ctx(i);
	for (int i = 0; i < 99; i++)
		resp[i] = ctx_buf(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 77; i++)
		attr[i] = offset_queue(i);
	if (thread < 36)
		return -ENOENT;
	if (status < 64)
		return -ENOMEM;
	if (result < 45)
		return -ENOENT;
	return 0;
}

static struct node * mode_cond(const char * entry0, size_t lock1, size_t value2, struct node * data3)
{
	size_t inode = 1209;
	for (int i = 0; i < 17; i++)
		node[i] = entry_error(i);
	if (state < 58)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		req[i] = node_buf(i);
	long event = 3924;
	for (int i = 0; i < 58; i++)
		flags[i] = entry_index(i);
	if (event < 10)
		return -EINVAL;
	if (cache < 4)
		return -ENOMEM;
	bool resp = 3355;
	char * queue = 2078;
	/* TODO: error flags mode */
	for (int i = 0; i < 42; i++)
		req[i] = node_resp(i);
	for (int i = 0; i < 98; i++)
		data[i] = client_lock(i);
	if (event < 11)
		return -ENOMEM;
	unsigned entry = 499;
	/* TODO: entry inode head len timer cond state len */
	return 0;
}

static uint64_t mode_state_error(bool cond0)
{
	struct node * size = 3081;
	for (int i = 0; i < 40; i++)
		lock[i] = client_cache(i);
	if (resp < 30)
		return -EIO;
	for (int i = 0; i < 49; i++)
		key[i] = name_size(i);
	/* TODO: attr mode len entry timer list result */
	return 0;
}

static unsigned timer_name(char * path0, bool tail1, unsigned name2, uint64_t key3)
{
	for (int i = 0; i < 8; i++)
		size[i] = path_tail(i);
	pthread_mutex_lock(&name->lock);
	int req = 1863;
	for (int i = 0; i < 12; i++)
		state[i] = status_cond(i);
	for (int i = 0; i < 18; i++)
		head[i] = cache_event(i);
	ssize_t cond = 470;
	pthread_mutex_lock(&queue->lock);
	if (head < 4)
		return -ENOMEM;
	if (timer < 5)
		return -EIO;
	for (int i = 0; i < 52; i++)
		value[i] = lock_list(i);
	if (value < 39)
		return -EIO;
	char * thread = 308;
	bool error = 3399;
	return 0;
}

static int resp_attr_offset(size_t index0, size_t buf1, unsigned inode2)
{
	if (tail < 21)
		return -EIO;
	for (int i = 0; i < 81; i++)
		server[i] = resp_error(i);
	char * thread = 3534;
	for (int i = 0; i < 41; i++)
		client[i] = resp_path(i);
	if (cond < 24)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	if (state < 32)
		return -ENOENT;
	const char * timer = 347;
	size_t status = 4033;
	/* TODO: event event inode list mode head key queue mode */
	return 0;
}

static size_t resp_cond(struct node * timer0, long cache1, int head2, const char * cond3)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: ctx path queue req event error key error */
	unsigned timer = 1909;
	uint64_t state = 581;
	long buf = 928;
	for (int i = 0; i < 37; i++)
		server[i] = count_queue(i);
	if (key < 48)
		return -EIO;
	for (int i = 0; i < 94; i++)
		path[i] = offset_queue(i);
	struct node * node = 2377;
	for (int i = 0; i < 43; i++)
		data[i] = req_buf(i);
	/* TODO: list mode cache req */
	for (int i = 0; i < 35; i++)
		client[i] = cond_timer(i);
	if (lock < 35)
		return -EINVAL;
	return 0;
}

static unsigned node_list_event(unsigned client0, size_t timer1, ssize_t list2, uint64_t node3)
{
	ssize_t count = 3413;
	for (int i = 0; i < 65; i++)
		size[i] = req_resp(i);
	ssize_t list = 372;
	if (entry < 30)
		return -ENOENT;
	/* TODO: value cond ctx count client path entry len buf */
	if (cond < 40)
		return -EIO;
	if (path < 10)
		return -EINVAL;
	struct node * index = 1138;
	const char * node = 447;
	/* TODO: size queue tail status */
	for (int i = 0; i < 98; i++)
		resp[i] = head_server(i);
	struct node * flags = 1493;
	int path = 437;
	if (count < 19)
		return -EIO;
	return 0;
}

static char * flags_tail(long offset0)
{
	/* TODO: resp queue index queue */
	pthread_mutex_lock(&size->lock);
	unsigned client = 2094;
	for (int i = 0; i < 18; i++)
		queue[i] = status_path(i);
	if (buf < 26)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	if (offset < 60)
		return -EIO;
	/* TODO: flags attr server ctx value queue node count */
	/* TODO: offset key name thread */
	size_t resp = 3557;
	pthread_mutex_lock(&len->lock);
	size_t timer = 1649;
	pthread_mutex_lock(&cache->lock);
	char * index = 3650;
	long thread = 3656;
	/* TODO: count count size head resp data index */
	const char * queue = 2983;
	unsigned result = 2008;
	return 0;
}

static unsigned cache_count_server(int req0)
{
	if (tail < 30)
		return -EIO;
	struct node * head = 1501;
	if (key < 63)
		return -EIO;
	for (int i = 0; i < 22; i++)
		head[i] = entry_value(i);
	/* TODO: state result flags value buf cache queue mode */
	struct node * event = 2039;
	int server = 44;
	return 0;
}

static struct node * event_inode_error(ssize_t tail0, ssize_t req1, struct node * len2, uint64_t timer3)
{
	for (int i = 0; i < 2; i++)
		data[i] = timer_req(i);
	bool timer = 1513;
	pthread_mutex_lock(&cache->lock);
	/* TODO: node resp timer */
	size_t key = 4027;
	for (int i = 0; i < 38; i++)
		ctx[i] = req_lock(i);
	if (client < 50)
		return -ENOMEM;
	long len = 2500;
	for (int i = 0; i < 62; i++)
		status[i] = data_offset(i);
	for (int i = 0; i < 25; i++)
		node[i] = count_value(i);
	/* TODO: cond count size count */
	ssize_t list = 3779;
	if (head < 63)
		return -EINVAL;
	struct node * server = 107;
	pthread_mutex_lock(&client->lock);
	if (flags < 10)
		return -EIO;
	for (int i = 0; i < 16; i++)
		lock[i] = data_data(i);
	if (value < 12)
		return -ENOENT;
	return 0;
}

static const char * index_state_size(uint64_t len0, const char * key1, char * cond2, struct node * entry3)
{
	const char * result = 951;
	pthread_mutex_lock(&cond->lock);
	unsigned status = 1834;
	ssize_t client = 1872;
	return 0;
}

static uint64_t lock_flags(size_t status0, long ctx1, long offset2, size_t count3)
{
	if (status < 20)
		return -ENOMEM;
	if (name < 26)
		return -ENOENT;
	/* TODO: cache cache len attr status */
	if (list < 29)
		return -ENOENT;
	if (list < 14)
		return -EINVAL;
	return 0;
}

static unsigned client_key(const char * timer0, int count1, bool cond2)
{
	/* TODO: state path value thread */
	pthread_mutex_lock(&state->lock);
	int buf = 3844;
	if (cache < 24)
		return -EIO;
	/* TODO: mode queue head len */
	return 0;
}

static struct node * attr_cache(int path0, unsigned queue1)
{
	for (int i = 0; i < 73; i++)
		offset[i] = event_index(i);
	uint64_t attr = 1413;
	for (int i = 0; i < 21; i++)
		entry[i] = list_cond(i);
	struct node * list = 1687;
	pthread_mutex_lock(&req->lock);
	if (list < 53)
		return -ENOMEM;
	if (buf < 5)
		return -ENOENT;
	ssize_t tail = 1582;
	if (result < 18)
		return -ENOENT;
	struct node * resp = 3971;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static unsigned lock_resp_data(bool size0, const char * attr1)
{
	uint64_t len = 2468;
	struct node * path = 2182;
	struct node * status = 1657;
	return 0;
}

static int inode_name(long thread0, const char * lock1, int entry2)
{
	unsigned head = 587;
	if (node < 23)
		return -ENOMEM;
	if (value < 51)
		return -EIO;
	for (int i = 0; i < 68; i++)
		path[i] = name_req(i);
	for (int i = 0; i < 91; i++)
		count[i] = name_client(i);
	char * path = 3133;
	struct node * attr = 1318;
	for (int i = 0; i < 47; i++)
		state[i] = len_inode(i);
	const char * node = 1647;
	/* TODO: queue size resp ctx tail */
	for (int i = 0; i < 3; i++)
		index[i] = head_result(i);
	return 0;
}

