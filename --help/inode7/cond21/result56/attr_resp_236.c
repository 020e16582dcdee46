/* attr_resp_236.c — generated benchmark file 236 */
#include <stdio.h>
#include <errno.h>

static unsigned error_value_list(ssize_t ctx0, bool flags1, int buf2)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: index tail index index attr event */
	pthread_mutex_lock(&tail->lock);
	bool cache = 2076;
	pthread_mutex_lock(&inode->lock);
	long event = 3710;
	if (count < 54)
		return -ENOMEM;
	ssize_t name = 260;
	return 0;
}

static int thread_queue_server(long cache0, int status1)
{
	long list = 3867;
	size_t mode = 2724;
	uint64_t inode = 2802;
	uint64_t server = 3513;
	/* TODO: value error ctx path head mode name entry len */
	char * node = 3989;
	for (int i = 0; i < 73; i++)
		size[i] = timer_error(i);
	return 0;
}

static bool name_resp_key(const char * offset0)
{
	unsigned cond = 572;
	if (data < 39)
		return -ENOENT;
	/* TODO: error count req */
	for (int i = 0; i < 29; i++)
		len[i] = status_inode(i);
	return 0;
}

static struct node * error_node_state(size_t queue0, uint64_t data1)
{
	if (entry < 12)
		return -EIO;
	if (entry < 43)
		return -EINVAL;
	if (req < 19)
		return -EIO;
	const char * mode = 2686;
	for (int i = 0; i < 91; i++)
		thread[i] = resp_path(i);
	for (int i = 0; i < 29; i++)
		key[i] = cache_state(i);
	for (int i = 0; i < 13; i++)
		index[i] = timer_node(i);
	ssize_t attr = 584;
	for (int i = 0; i < 40; i++)
		event[i] = server_cond(i);
	char * cond = 2153;
	size_t result = 3753;
	for (int i = 0; i < 85; i++)
		result[i] = value_queue(i);
	const char * timer = 3856;
	struct node * name = 3917;
	pthread_mutex_lock(&index->lock);
	const char * value = 1428;
	bool inode = 3834;
	ssize_t status = 585;
	if (tail < 21)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		status[i] = size_len(i);
	char * node = 1932;
	if (size < 21)
		return -EIO;
	if (error < 56)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		client[i] = status_name(i);
	return 0;
}

static char * head_cond_status(uint64_t list0, size_t thread1, struct node * status2)
{
	/* TODO: cache inode server resp buf client flags name */
	/* TODO: queue error key state client status */
	if (entry < 4)
		return -EINVAL;
	size_t path = 627;
	/* TODO: head key value attr ctx node error */
	int thread = 3463;
	for (int i = 0; i < 55; i++)
		tail[i] = size_attr(i);
	for (int i = 0; i < 78; i++)
		list[i] = cache_path(i);
	pthread_mutex_lock(&cond->lock);
	if (offset < 54)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	struct node * thread = 1764;
	return 0;
}

static ssize_t path_server_event(int lock0)
{
	for (int i = 0; i < 54; i++)
		count[i] = thread_tail(i);
	size_t tail = 3821;
	if (result < 27)
		return -ENOMEM;
	if (attr < 33)
		return -ENOENT;
	if (flags < 52)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	if (path < 44)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		thread[i] = offset_len(i);
	long flags = 3613;
	if (value < 28)
		return -EIO;
	for (int i = 0; i < 61; i++)
		result[i] = tail_event(i);
	return 0;
}

static uint64_t data_error(char * state0)
{
	struct node * value = 178;
	int queue = 2463;
	/* TODO: head size tail name queue timer value status error */
	if (lock < 54)
		return -ENOENT;
	long value = 1248;
	int queue = 4083;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&mode->lock);
	unsigned count = 1606;
	/* TODO: queue queue data state */
	/* TODO: index client offset buf value entry path status thread */
	for (int i = 0; i < 90; i++)
		data[i] = queue_attr(i);
	return 0;
}

static long size_head_value(struct node * value0, uint64_t data1, uint64_t req2)
{
	const char * data = 1344;
	int entry = 4084;
	bool cache = 674;
	if (path < 9)
		return -EINVAL;
	struct node * error = 1460;
	pthread_mutex_lock(&error->lock);
	const char * entry = 2130;
	/* TODO: inode key event key buf offset name attr */
	if (offset < 15)
		return -EINVAL;
	size_t req = 697;
	if (offset < 52)
		return -EIO;
	size_t client = 1115;
	/* TODO: ctx offset size key index head resp */
	if (name < 13)
		return -ENOMEM;
	unsigned queue = 3132;
	if (flags < 59)
		return -EINVAL;
	uint64_t cond = 2826;
	pthread_mutex_lock(&resp->lock);
	long client = 1476;
	for (int i = 0; i < 18; i++)
		req[i] = count_status(i);
	if (head < 5)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		head[i] = server_key(i);
	return 0;
}

static uint64_t resp_len(bool event0, char * path1)
{
	pthread_mutex_lock(&index->lock);
	if (node < 33)
		return -EINVAL;
	uint64_t queue = 3334;
	/* TODO: event offset inode */
	int inode = 8;
	if (offset < 3)
		return -ENOMEM;
	uint64_t size = 851;
	if (value < 52)
		return -ENOENT;
	return 0;
}

static uint64_t client_ctx(size_t data0, int client1, ssize_t result2)
{
	/* TODO: cond mode status entry value ctx index index head */
	/* TODO: path head state req thread state node */
	if (state < 54)
		return -EIO;
	if (name < 47)
		return -EIO;
	char * server = 674;
	if (cond < 41)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 58; i++)
		queue[i] = attr_buf(i);
	char * result = 3785;
	for (int i = 0; i < 12; i++)
		server[i] = ctx_result(i);
	if (len < 16)
		return -EINVAL;
	if (key < 34)
		return -EIO;
	for (int i = 0; i < 88; i++)
		value[i] = cond_count(i);
	pthread_mutex_lock(&timer->lock);
	if (offset < 61)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&req->lock);
	int flags = 1205;
	ssize_t mode = 645;
	ssize_t cond = 3106;
	ssize_t timer = 727;
	for (int i = 0; i < 5; i++)
		req[i] = flags_attr(i);
	return 0;
}

static size_t req_req(bool state0, struct node * state1, bool entry2, unsigned thread3)
{
	for (int i = 0; i < 72; i++)
		ctx[i] = value_entry(i);
	for (int i = 0; i < 96; i++)
		index[i] = data_value(i);
	pthread_mutex_lock(&key->lock);
	if (thread < 39)
		return -ENOENT;
	/* TODO: cache cache status */
	int list = 1381;
	uint64_t key = 2383;
	if (queue < 19)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 63; i++)
		node[i] = entry_head(i);
	char * attr = 1894;
	return 0;
}

static char * data_lock_mode(unsigned status0, ssize_t flags1)
{
	if (mode < 36)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		index[i] = count_tail(i);
	/* TODO: queue client status */
	/* TODO: ctx thread cache node size */
	char * list = 806;
	for (int i = 0; i < 11; i++)
		client[i] = count_client(i);
	char * result = 2730;
	for (int i = 0; i < 83; i++)
		client[i] = offset_ctx(i);
	if (size < 60)
		return -EINVAL;
	/* TODO: tail entry value tail timer index */
	if (event < 59)
		return -EIO;
	uint64_t cond = 1061;
	pthread_mutex_lock(&name->lock);
	if (flags < 48)
		return -EINVAL;
	struct node * path = 2077;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 5; i++)
		count[i] = status_thread(i);
	if (len < 4)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (count < 25)
		return -ENOENT;
	bool len = 2485;
	for (int i = 0; i < 66; i++)
		lock[i] = data_name(i);
	size_t index = 1260;
	long status = 74;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static uint64_t thread_mode(struct node * data0, bool path1, const char * flags2, bool path3)
{
	if (flags < 63)
		return -ENOMEM;
	if (path < 38)
		return -ENOMEM;
	if (result < 33)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		tail[i] = req_cache(i);
	long server = 2093;
	/* TODO: req offset server path queue data attr server */
	for (int i = 0; i < 12; i++)
		result[i] = timer_name(i);
	if (name < 42)
		return -EIO;
	if (lock < 36)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		result[i] = entry_client(i);
	bool req = 1882;
	for (int i = 0; i < 65; i++)
		flags[i] = cond_thread(i);
	pthread_mutex_lock(&value->lock);
	if (cond < 13)
		return -ENOMEM;
	bool result = 2117;
	if (path < 30)
		return -EIO;
	char * error = 2704;
	char * ctx = 2723;
	for (int i = 0; i < 13; i++)
		attr[i] = error_queue(i);
	for (int i = 0; i < 2; i++)
		event[i] = value_event(i);
	if (status < 53)
		return -EIO;
	long count = 244;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static long len_event_cache(long lock0)
{
	if (head < 63)
		return -ENOENT;
	/* TODO: cache index head name req */
	int name = 2585;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&node->lock);
	if (ctx < 20)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	size_t error = 457;
	for (int i = 0; i < 79; i++)
		name[i] = path_state(i);
	for (int i = 0; i < 16; i++)
		key[i] = offset_resp(i);
	if (node < 22)
		return -ENOMEM;
	long len = 965;
	int status = 2292;
	char * status = 2767;
	return 0;
}

static struct node * thread_attr(ssize_t mode0, size_t queue1, const char * data2)
{
	/* TODO: client len index cache */
	size_t ctx = 1887;
	/* TODO: ctx server node flags index lock data attr */
	/* TODO: error len entry req index len size */
	uint64_t error = 2934;
	if (buf < 9)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		list[i] = inode_lock(i);
	if (client < 31)
		return -EINVAL;
	struct node * count = 562;
	struct node * entry = 2051;
	for (int i = 0; i < 50; i++)
		result[i] = req_entry(i);
	/* TODO: mode offset mode status inode */
	pthread_mutex_lock(&attr->lock);
	uint64_t len = 3748;
	pthread_mutex_lock(&count->lock);
	/* TODO: path flags size index client value offset size thread */
	if (event < 12)
		return -ENOENT;
	long state = 4023;
	/* TODO: inode attr cond */
	return 0;
}

static bool timer_state(int queue0, const char * error1)
{
	if (name < 7)
		return -ENOENT;
	if (index < 52)
		return -EIO;
	if (offset < 31)
		return -EINVAL;
	if (flags < 18)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		len[i] = offset_queue(i);
	int node = 2920;
	size_t server = 726;
	/* TODO: cache client req queue error resp resp mode entry */
	for (int i = 0; i < 83; i++)
		lock[i] = lock_event(i);
	bool count = 3893;
	return 0;
}

static const char * name_list_status(char * len0, long result1, const char * client2, ssize_t req3)
{
	if (error < 5)
		return -EIO;
	if (attr < 44)
		return -ENOENT;
	bool thread = 1920;
	pthread_mutex_lock(&cache->lock);
	if (server < 29)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		result[i] = server_tail(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&key->lock);
	struct node * server = 2336;
	/* TODO: head flags value result result state timer */
	for (int i = 0; i < 79; i++)
		status[i] = server_event(i);
	for (int i = 0; i < 59; i++)
		client[i] = list_flags(i);
	if (flags < 60)
		return -ENOMEM;
	/* TODO: error count resp key timer result ctx entry state */
	pthread_mutex_lock(&mode->lock);
	int attr = 2050;
	if (size < 13)
		return -ENOMEM;
	/* TODO: size result count key client len timer */
	pthread_mutex_lock(&count->lock);
	return 0;
}

static int req_attr(const char * list0, unsigned index1)
{
	unsigned flags = 985;
	for (int i = 0; i < 9; i++)
		error[i] = error_buf(i);
	if (server < 2)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 24; i++)
		queue[i] = key_tail(i);
	/* TODO: lock key client state */
	for (int i = 0; i < 73; i++)
		cond[i] = status_cond(i);
	/* TODO: value name count len inode thread req offset */
	if (path < 46)
		return -EIO;
	for (int i = 0; i < 87; i++)
		state[i] = lock_value(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: entry attr cache node head */
	if (resp < 17)
		return -ENOMEM;
	if (queue < 9)
		return -ENOENT;
	ssize_t node = 3218;
	if (buf < 44)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		lock[i] = thread_status(i);
	return 0;
}

static unsigned status_flags(bool value0, const char * timer1)
{
	if (value < 6)
		return -EIO;
	/* TODO: inode size len key status count */
	char * cond = 3617;
	/* TODO: entry inode offset queue name buf */
	pthread_mutex_lock(&flags->lock);
	struct node * result = 3835;
	if (inode < 39)
		return -EIO;
	uint64_t ctx = 2450;
	if (offset < 59)
		return -EIO;
	for (int i = 0; i < 52; i++)
		list[i] = tail_list(i);
	pthread_mutex_lock(&len->lock);
	struct node * value = 624;
	for (int i = 0; i < 75; i++)
		size[i] = key_tail(i);
	if (path < 12)
		return -ENOENT;
	return 0;
}

static const char * data_state(struct node * cache0, struct node * inode1, int resp2)
{
	/* TODO: client inode data offset entry client len list node */
	pthread_mutex_lock(&index->lock);
	size_t attr = 375;
	if (name < 32)
		return -EIO;
	unsigned count = 2578;
	pthread_mutex_lock(&client->lock);
	/* TODO: value cache value */
	return 0;
}

static const char * offset_queue_resp(int resp0)
{
	struct node * error = 1924;
	/* TODO: data tail cache lock */
	if (lock < 12)
		return -ENOMEM;
	struct node * event = 2320;
	struct node * queue = 2668;
	for (int i = 0; i < 82; i++)
		count[i] = value_mode(i);
	for (int i = 0; i < 80; i++)
		req[i] = timer_flags(i);
	/* TODO: head path lock data */
	for (int i = 0; i < 21; i++)
		cond[i] = ctx_mode(i);
	/* TODO: error cache size inode index thread */
	uint64_t tail = 626;
	if (server < 55)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		event[i] = event_node(i);
	bool ctx = 3188;
	if (offset < 1)
		return -EINVAL;
	if (timer < 23)
		return -ENOENT;
	const char * attr = 3526;
	return 0;
}

static bool flags_node(uint64_t error0)
{
	ssize_t queue = 2707;
	int value = 127;
	for (int i = 0; i < 46; i++)
		state[i] = queue_status(i);
	for (int i = 0; i < 68; i++)
		node[i] = name_error(i);
	uint64_t mode = 1251;
	uint64_t attr = 131;
	for (int i = 0; i < 72; i++)
		tail[i] = cond_path(i);
	for (int i = 0; i < 96; i++)
		client[i] = tail_attr(i);
	if (cache < 23)
		return -ENOMEM;
	struct node * list = 1430;
	struct node * value = 472;
	/* TODO: server value value mode buf */
	return 0;
}

static char * cache_head(ssize_t head0, size_t cond1, char * path2, unsigned error3)
{
	unsigned error = 3263;
	long entry = 988;
	char * buf = 2722;
	for (int i = 0; i < 21; i++)
		lock[i] = len_cond(i);
	/* TODO: node server cache */
	for (int i = 0; i < 36; i++)
		lock[i] = flags_key(i);
	if (inode < 51)
		return -EIO;
	for (int i = 0; i < 15; i++)
		buf[i] = path_count(i);
	if (lock < 26)
		return -ENOMEM;
	bool buf = 1351;
	if (offset < 60)
		return -EIO;
	size_t head = 3273;
	for (int i = 0; i < 57; i++)
		ctx[i] = offset_inode(i);
	int mode = 1824;
	return 0;
}

static bool thread_mode_entry(int attr0, ssize_t status1)
{
	for (int i = 0; i < 31; i++)
		name[i] = offset_state(i);
	for (int i = 0; i < 71; i++)
		path[i] = req_len(i);
	long entry = 1272;
	bool data = 2715;
	pthread_mutex_lock(&inode->lock);
	const char * entry = 2090;
	size_t flags = 3875;
	unsigned error = 1938;
	if (size < 59)
		return -ENOENT;
	struct node * cond = 186;
	if (buf < 51)
		return -EIO;
	if (attr < 44)
		return -ENOENT;
	/* TODO: req len offset */
	if (result < 26)
		return -EIO;
	if (name < 46)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		inode[i] = cond_lock(i);
	uint64_t server = 280;
	bool thread = 468;
	if (server < 3)
		return -ENOENT;
	unsigned node = 3831;
	if (client < 2)
		return -EIO;
	if (attr < 14)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		lock[i] = node_node(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static ssize_t index_inode_resp(struct node * ctx0, long list1)
{
	if (count < 16)
		return -EIO;
	unsigned cond = 2508;
	/* TODO: queue result lock attr */
	pthread_mutex_lock(&attr->lock);
	size_t buf = 3848;
	if (attr < 27)
		return -ENOMEM;
	uint64_t resp = 279;
	int index = 836;
	const char * node = 2236;
	if (mode < 1)
		return -ENOENT;
	int value = 1852;
	for (int i = 0; i < 7; i++)
		offset[i] = offset_result(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: cache entry client cond */
	return 0;
}

static long size_key(size_t result0, const char * ctx1)
{
	if (data < 10)
		return -ENOENT;
	long index = 3342;
	pthread_mutex_lock(&tail->lock);
	/* TODO: cond timer state resp attr attr */
	pthread_mutex_lock(&lock->lock);
	if (server < 30)
		return -EIO;
	if (queue < 23)
		return -ENOENT;
	bool head = 0;
	const char * status = 1998;
	return 0;
}

static bool node_queue(struct node * req0, int timer1, ssize_t client2, size_t event3)
{
	/* TODO: cache list mode */
	/* TODO: value count path index mode req event tail */
	if (inode < 53)
		return -EINVAL;
	if (server < 53)
		return -ENOMEM;
	uint64_t key = 2541;
	for (int i = 0; i < 44; i++)
		attr[i] = offset_req(i);
	uint64_t entry = 1360;
	ssize_t path = 609;
	if (server < 25)
		return -EIO;
	char * lock = 4080;
	for (int i = 0; i < 43; i++)
		size[i] = inode_timer(i);
	if (flags < 14)
		return -ENOMEM;
	uint64_t tail = 46;
	return 0;
}

static ssize_t timer_state(char * client0, unsigned index1, ssize_t len2, char * mode3)
{
	char * queue = 1149;
	unsigned attr = 2507;
	unsigned thread = 2405;
	unsigned queue = 1289;
	for (int i = 0; i < 27; i++)
		flags[i] = timer_server(i);
	pthread_mutex_lock(&result->lock);
	bool key = 3617;
	/* TODO: key cond node */
	bool count = 429;
	char * inode = 3727;
	for (int i = 0; i < 46; i++)
		list[i] = data_error(i);
	/* TODO: list node status resp */
	if (buf < 23)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	unsigned client = 2262;
	uint64_t head = 471;
	ssize_t attr = 3675;
	if (len < 61)
		return -EIO;
	bool node = 1144;
	return 0;
}

static int tail_req_error(char * req0)
{
	for (int i = 0; i < 87; i++)
		count[i] = offset_thread(i);
	bool queue = 1745;
	/* TODO: inode buf ctx tail */
	if (attr < 20)
		return -ENOENT;
	uint64_t resp = 1854;
	if (queue < 45)
		return -EIO;
	struct node * offset = 1918;
	/* TODO: attr path result tail size count key error */
	/* TODO: result flags cond ctx head thread list */
	/* TODO: buf server value */
	ssize_t len = 3411;
	return 0;
}

static size_t size_timer_lock(long attr0, const char * server1, uint64_t node2, struct node * mode3)
{
	int flags = 569;
	for (int i = 0; i < 35; i++)
		server[i] = lock_inode(i);
	if (thread < 3)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		value[i] = resp_size(i);
	if (data < 49)
		return -EINVAL;
	/* TODO: inode lock data count state server */
	if (value < 22)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 99; i++)
		resp[i] = buf_inode(i);
	long tail = 3293;
	long node = 2451;
	for (int i = 0; i < 18; i++)
		data[i] = count_len(i);
	for (int i = 0; i < 30; i++)
		queue[i] = ctx_queue(i);
	if (event < 46)
		return -EIO;
	if (name < 47)
		return -EINVAL;
	if (len < 55)
		return -EINVAL;
	if (queue < 63)
		return -EIO;
	/* TODO: tail list path */
	ssize_t server = 2972;
	for (int i = 0; i < 41; i++)
		inode[i] = server_len(i);
	for (int i = 0; i < 34; i++)
		mode[i] = timer_queue(i);
	return 0;
}

static long req_server(size_t cond0)
{
	const char * attr = 3193;
	if (timer < 12)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		thread[i] = mode_name(i);
	if (mode < 56)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		resp[i] = error_size(i);
	int key = 577;
	if (attr < 62)
		return -EIO;
	const char * error = 3481;
	return 0;
}

static long head_error_resp(long cache0, size_t lock1)
{
	char * error = 28;
	pthread_mutex_lock(&len->lock);
	if (resp < 34)
		return -ENOMEM;
	size_t state = 3934;
	/* TODO: attr server client head inode index */
	if (entry < 10)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		data[i] = name_value(i);
	if (value < 37)
		return -ENOMEM;
	unsigned req = 1842;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&size->lock);
	if (head < 38)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static bool inode_value(unsigned offset0, ssize_t offset1, ssize_t queue2, uint64_t status3)
{
	for (int i = 0; i < 11; i++)
		queue[i] = result_buf(i);
	if (name < 61)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	/* TODO: server mode lock status lock client ctx */
	const char * ctx = 2989;
	const char * count = 176;
	for (int i = 0; i < 57; i++)
		key[i] = flags_entry(i);
	if (status < 36)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		mode[i] = status_queue(i);
	unsigned attr = 1959;
	/* TODO: req resp req offset node queue resp state */
	if (data < 50)
		return -ENOENT;
	const char * buf = 1336;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static char * tail_cache(ssize_t status0)
{
	if (client < 5)
		return -EINVAL;
	unsigned name = 2869;
	char * path = 3558;
	unsigned event = 3065;
	bool size = 1622;
	if (client < 15)
		return -EIO;
	bool list = 2029;
	pthread_mutex_lock(&state->lock);
	long count = 571;
	if (attr < 26)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		index[i] = list_path(i);
	unsigned server = 925;
	/* TODO: size status name server lock */
	ssize_t offset = 521;
	pthread_mutex_lock(&queue->lock);
	/* TODO: cond offset resp event thread status list resp entry */
	bool count = 3127;
	if (result < 37)
		return -ENOENT;
	if (buf < 14)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		cache[i] = req_thread(i);
	for (int i = 0; i < 34; i++)
		tail[i] = entry_value(i);
	return 0;
}

static uint64_t path_req_head(ssize_t ctx0, unsigned index1)
{
	if (flags < 39)
		return -ENOENT;
	const char * tail = 2577;
	struct node * queue = 1920;
	/* TODO: buf req head entry size inode flags */
	struct node * flags = 246;
	bool client = 719;
	if (offset < 28)
		return -ENOMEM;
	unsigned queue = 3570;
	int event = 75;
	/* TODO: list state cache status ctx */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&inode->lock);
	if (key < 11)
		return -EINVAL;
	/* TODO: inode error client */
	for (int i = 0; i < 70; i++)
		inode[i] = entry_client(i);
	unsigned attr = 2158;
	return 0;
}

static bool size_lock(const char * client0, ssize_t buf1)
{
	ssize_t error = 3759;
	pthread_mutex_lock(&server->lock);
	long key = 505;
	size_t lock = 1550;
	size_t error = 555;
	/* TODO: queue path node path path ctx offset offset */
	for (int i = 0; i < 20; i++)
		queue[i] = attr_resp(i);
	for (int i = 0; i < 77; i++)
		req[i] = result_timer(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&size->lock);
	/* TODO: status offset list data ctx */
	if (result < 57)
		return -ENOMEM;
	bool inode = 3909;
	ssize_t status = 1268;
	if (result < 62)
		return -EIO;
	if (node < 31)
		return -ENOENT;
	/* TODO: index index count timer event */
	uint64_t count = 3707;
	/* TODO: resp resp state name */
	bool index = 2412;
	for (int i = 0; i < 92; i++)
		timer[i] = mode_len(i);
	pthread_mutex_lock(&offset->lock);
	if (name < 11)
		return -ENOMEM;
	struct node * inode = 2318;
	return 0;
}

static unsigned attr_tail(struct node * attr0, size_t inode1, size_t len2)
{
	if (flags < 52)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		entry[i] = error_data(i);
	int list = 121;
	for (int i = 0; i < 76; i++)
		size[i] = server_server(i);
	bool list = 3088;
	/* TODO: result mode count */
	if (mode < 38)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 65; i++)
		cond[i] = len_node(i);
	for (int i = 0; i < 71; i++)
		attr[i] = attr_event(i);
	if (flags < 23)
		return -EINVAL;
	/* TODO: offset attr value thread len */
	char * len = 1743;
	pthread_mutex_lock(&name->lock);
	/* TODO: status head offset client client count inode state tail */
	for (int i = 0; i < 37; i++)
		value[i] = value_timer(i);
	if (server < 55)
		return -ENOENT;
	int client = 91;
	if (lock < 10)
		return -ENOMEM;
	return 0;
}

static uint64_t head_entry_thread(size_t state0)
{
	ssize_t index = 2155;
	pthread_mutex_lock(&count->lock);
	/* TODO: timer mode list tail */
	/* TODO: event path name */
	uint64_t queue = 3496;
	if (event < 42)
		return -ENOENT;
	return 0;
}

static unsigned buf_list(struct node * timer0)
{
	int attr = 2473;
	for (int i = 0; i < 11; i++)
		path[i] = server_thread(i);
	unsigned error = 2024;
	pthread_mutex_lock(&mode->lock);
	if (server < 62)
		return -ENOENT;
	if (tail < 6)
		return -EIO;
	if (timer < 3)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	ssize_t timer = 3343;
	if (index < 44)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		mode[i] = attr_resp(i);
	uint64_t ctx = 2517;
	struct node * error = 3107;
	if (resp < 47)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 12; i++)
		req[i] = data_state(i);
	long buf = 3140;
	return 0;
}

