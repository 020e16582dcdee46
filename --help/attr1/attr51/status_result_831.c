/* status_result_831.c — generated benchmark file 831 */
#include <stdio.h>
#include <errno.h>

static long data_head(struct node * offset0, size_t queue1, const char * cache2)
{
	const char * name = 609;
	pthread_mutex_lock(&count->lock);
	if (count < 11)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (event < 28)
		return -EIO;
	ssize_t size = 52;
	int error = 917;
	/* TODO: queue cond client node len len mode key offset */
	if (ctx < 42)
		return -EINVAL;
	struct node * state = 424;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&data->lock);
	/* TODO: lock node len client */
	if (index < 64)
		return -EIO;
	if (inode < 2)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 83; i++)
		entry[i] = value_value(i);
	for (int i = 0; i < 14; i++)
		attr[i] = ctx_resp(i);
	for (int i = 0; i < 76; i++)
		offset[i] = tail_lock(i);
	if (head < 15)
		return -EINVAL;
	int node = 2201;
	if (mode < 5)
		return -ENOENT;
	if (client < 5)
		return -EIO;
	uint64_t error = 3218;
	return 0;
}

static unsigned thread_path(long resp0, char * queue1, ssize_t cache2, long path3)
{
	if (key < 40)
		return -ENOMEM;
	long inode = 2251;
	int req = 475;
	for (int i = 0; i < 78; i++)
		queue[i] = lock_offset(i);
	if (head < 56)
		return -EIO;
	for (int i = 0; i < 31; i++)
		name[i] = tail_attr(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 48; i++)
		thread[i] = inode_event(i);
	for (int i = 0; i < 9; i++)
		resp[i] = mode_value(i);
	if (cache < 39)
		return -EINVAL;
	return 0;
}

static int queue_node_result(bool ctx0, char * attr1, size_t list2)
{
	pthread_mutex_lock(&status->lock);
	unsigned result = 1357;
	/* TODO: event key entry client buf */
	const char * ctx = 3442;
	if (entry < 39)
		return -ENOMEM;
	return 0;
}

static const char * queue_name(long data0, uint64_t cond1, long error2, long index3)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 18; i++)
		lock[i] = head_entry(i);
	if (req < 8)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		timer[i] = index_queue(i);
	int result = 3790;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static uint64_t size_data_timer(ssize_t resp0, uint64_t buf1)
{
	long value = 1210;
	uint64_t list = 2627;
	size_t len = 2096;
	if (inode < 49)
		return -ENOMEM;
	/* TODO: name buf size */
	uint64_t buf = 358;
	size_t len = 4081;
	const char * count = 2307;
	if (node < 25)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		size[i] = lock_queue(i);
	for (int i = 0; i < 2; i++)
		queue[i] = state_count(i);
	/* TODO: req value client list cond head */
	pthread_mutex_lock(&thread->lock);
	if (index < 56)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		ctx[i] = timer_client(i);
	for (int i = 0; i < 65; i++)
		entry[i] = path_node(i);
	for (int i = 0; i < 19; i++)
		buf[i] = count_lock(i);
	unsigned cache = 1936;
	size_t result = 3608;
	long attr = 3405;
	/* TODO: resp ctx result cache error thread queue client */
	for (int i = 0; i < 75; i++)
		lock[i] = offset_len(i);
	const char * resp = 751;
	return 0;
}

static struct node * entry_key_offset(size_t event0, char * head1, struct node * index2)
{
	for (int i = 0; i < 94; i++)
		data[i] = size_size(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: buf result client */
	const char * entry = 2236;
	pthread_mutex_lock(&inode->lock);
	int node = 3639;
	const char * ctx = 2789;
	pthread_mutex_lock(&state->lock);
	if (flags < 29)
		return -ENOMEM;
	ssize_t server = 3535;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * flags_head(uint64_t attr0, ssize_t path1)
{
	/* TODO: server state path server */
	if (tail < 5)
		return -ENOMEM;
	unsigned name = 1944;
	for (int i = 0; i < 80; i++)
		head[i] = name_result(i);
	char * list = 2345;
	for (int i = 0; i < 70; i++)
		resp[i] = status_list(i);
	struct node * node = 1027;
	long value = 222;
	for (int i = 0; i < 97; i++)
		timer[i] = req_key(i);
	uint64_t queue = 2678;
	if (cond < 1)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		cache[i] = size_count(i);
	return 0;
}

static long data_count(unsigned tail0, unsigned buf1, struct node * attr2, char * mode3)
{
	pthread_mutex_lock(&tail->lock);
	long count = 3036;
	for (int i = 0; i < 2; i++)
		tail[i] = head_state(i);
	int thread = 1602;
	size_t thread = 2416;
	for (int i = 0; i < 18; i++)
		entry[i] = value_count(i);
	ssize_t buf = 3831;
	for (int i = 0; i < 64; i++)
		len[i] = head_len(i);
	if (ctx < 11)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (index < 59)
		return -EIO;
	const char * status = 2450;
	return 0;
}

static const char * thread_len(const char * list0, long req1, int key2, uint64_t mode3)
{
	unsigned key = 792;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&offset->lock);
	if (status < 42)
		return -EINVAL;
	/* TODO: list resp result flags name */
	/* TODO: server index entry path thread error len name */
	for (int i = 0; i < 63; i++)
		result[i] = entry_flags(i);
	for (int i = 0; i < 64; i++)
		data[i] = buf_entry(i);
	long attr = 2646;
	int result = 1662;
	if (value < 27)
		return -EIO;
	if (mode < 58)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 31; i++)
		inode[i] = head_event(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static unsigned value_attr_count(char * req0, size_t entry1, ssize_t status2, int list3)
{
	struct node * thread = 1474;
	int inode = 747;
	for (int i = 0; i < 77; i++)
		index[i] = node_entry(i);
	ssize_t node = 2322;
	/* TODO: entry list timer node */
	for (int i = 0; i < 76; i++)
		cache[i] = len_buf(i);
	if (queue < 9)
		return -ENOMEM;
	if (name < 5)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 60; i++)
		entry[i] = path_flags(i);
	const char * lock = 1472;
	for (int i = 0; i < 55; i++)
		len[i] = len_queue(i);
	char * path = 3747;
	for (int i = 0; i < 89; i++)
		event[i] = timer_node(i);
	return 0;
}

static unsigned head_thread(const char * entry0, bool timer1)
{
	/* TODO: result event queue name list */
	if (req < 46)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		entry[i] = timer_state(i);
	if (count < 53)
		return -EIO;
	int cache = 3791;
	if (thread < 19)
		return -EIO;
	for (int i = 0; i < 4; i++)
		path[i] = attr_count(i);
	if (entry < 26)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: result req status req index */
	/* TODO: node status timer value offset len inode index */
	char * ctx = 652;
	if (queue < 27)
		return -ENOMEM;
	int thread = 2161;
	pthread_mutex_lock(&cache->lock);
	struct node * value = 2932;
	if (event < 61)
		return -EIO;
	if (event < 11)
		return -EIO;
	for (int i = 0; i < 39; i++)
		req[i] = inode_head(i);
	pthread_mutex_lock(&lock->lock);
	/* TODO: index data cond */
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static size_t name_result_offset(long len0)
{
	if (attr < 53)
		return -EINVAL;
	/* TODO: event flags status mode state offset size error */
	struct node * lock = 3527;
	if (queue < 9)
		return -EIO;
	/* TODO: result state thread queue error req */
	struct node * len = 3487;
	unsigned path = 3897;
	long flags = 1984;
	if (server < 9)
		return -EINVAL;
	if (inode < 19)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (status < 64)
		return -EIO;
	return 0;
}

static bool inode_error(ssize_t error0, char * lock1, struct node * size2, uint64_t list3)
{
	int flags = 576;
	/* TODO: key status buf path tail cache attr event */
	/* TODO: head resp offset mode req path count */
	size_t server = 3774;
	/* TODO: thread head head size name state mode */
	bool server = 1563;
	/* TODO: data index resp data len ctx */
	size_t client = 2177;
	pthread_mutex_lock(&count->lock);
	unsigned event = 3004;
	if (status < 60)
		return -ENOMEM;
	if (key < 57)
		return -ENOENT;
	char * head = 3564;
	for (int i = 0; i < 76; i++)
		server[i] = thread_path(i);
	for (int i = 0; i < 8; i++)
		flags[i] = state_req(i);
	/* TODO: resp path mode */
	/* TODO: entry list len attr status thread */
	size_t status = 3960;
	return 0;
}

static unsigned result_size(uint64_t list0)
{
	for (int i = 0; i < 28; i++)
		thread[i] = len_path(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: result name status offset event resp name inode */
	for (int i = 0; i < 65; i++)
		list[i] = list_resp(i);
	const char * path = 225;
	/* TODO: queue client error */
	if (status < 24)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		result[i] = entry_server(i);
	if (path < 58)
		return -ENOMEM;
	/* TODO: ctx list cache size queue */
	unsigned path = 859;
	/* TODO: req req ctx name len key thread status buf */
	for (int i = 0; i < 35; i++)
		cond[i] = entry_index(i);
	if (data < 13)
		return -EINVAL;
	if (path < 26)
		return -ENOMEM;
	if (cache < 24)
		return -EINVAL;
	unsigned thread = 3755;
	/* TODO: error ctx cache resp resp lock cache */
	struct node * queue = 2091;
	pthread_mutex_lock(&resp->lock);
	if (inode < 22)
		return -EINVAL;
	if (buf < 34)
		return -ENOENT;
	unsigned entry = 3525;
	struct node * resp = 2421;
	unsigned lock = 1522;
	return 0;
}

static struct node * head_attr(uint64_t mode0)
{
	unsigned node = 477;
	if (client < 31)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		event[i] = entry_name(i);
	long thread = 3891;
	return 0;
}

static unsigned server_resp_flags(size_t result0, ssize_t len1, const char * mode2)
{
	bool entry = 2103;
	if (event < 56)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		thread[i] = cond_size(i);
	return 0;
}

static uint64_t lock_result(ssize_t lock0, bool flags1, int index2)
{
	for (int i = 0; i < 80; i++)
		len[i] = resp_error(i);
	if (tail < 53)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		buf[i] = resp_tail(i);
	if (server < 22)
		return -ENOENT;
	/* TODO: cache attr state buf */
	return 0;
}

static uint64_t mode_node_list(size_t buf0, const char * offset1, bool data2)
{
	for (int i = 0; i < 14; i++)
		mode[i] = event_thread(i);
	for (int i = 0; i < 65; i++)
		mode[i] = attr_index(i);
	for (int i = 0; i < 80; i++)
		len[i] = server_head(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 4; i++)
		tail[i] = len_name(i);
	uint64_t entry = 2244;
	for (int i = 0; i < 84; i++)
		attr[i] = size_len(i);
	if (len < 51)
		return -EIO;
	size_t client = 2733;
	struct node * cache = 147;
	return 0;
}

static char * timer_result_path(ssize_t mode0)
{
	bool count = 3795;
	if (state < 42)
		return -ENOENT;
	/* TODO: data resp path req lock head */
	/* TODO: queue tail offset ctx size head server mode */
	return 0;
}

static unsigned result_timer_timer(ssize_t offset0, int cache1, size_t attr2)
{
	/* TODO: mode attr state lock */
	/* TODO: path count cond result timer event entry list event */
	pthread_mutex_lock(&queue->lock);
	/* TODO: ctx offset head len value cond flags status offset */
	/* TODO: cache node resp */
	if (offset < 2)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		value[i] = lock_timer(i);
	if (cache < 21)
		return -ENOMEM;
	/* TODO: data req req */
	/* TODO: queue data node lock */
	size_t offset = 1404;
	unsigned req = 68;
	return 0;
}

static bool cond_timer(uint64_t client0)
{
	/* TODO: mode tail count entry */
	bool mode = 1671;
	for (int i = 0; i < 5; i++)
		value[i] = key_offset(i);
	ssize_t head = 1151;
	unsigned count = 3363;
	for (int i = 0; i < 87; i++)
		queue[i] = mode_queue(i);
	for (int i = 0; i < 26; i++)
		index[i] = value_node(i);
	for (int i = 0; i < 86; i++)
		offset[i] = node_inode(i);
	return 0;
}

static struct node * name_attr_status(long list0, const char * resp1)
{
	size_t data = 566;
	pthread_mutex_lock(&event->lock);
	if (ctx < 28)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 80; i++)
		req[i] = status_index(i);
	char * result = 3064;
	if (tail < 9)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 99; i++)
		lock[i] = offset_cache(i);
	/* TODO: key name thread resp server error */
	int cache = 517;
	int attr = 2745;
	struct node * timer = 2370;
	pthread_mutex_lock(&value->lock);
	if (path < 60)
		return -ENOENT;
	if (index < 46)
		return -EIO;
	/* TODO: lock cache count head */
	const char * entry = 3928;
	int ctx = 3501;
	pthread_mutex_lock(&inode->lock);
	struct node * resp = 1344;
	pthread_mutex_lock(&offset->lock);
	/* TODO: req cache index head */
	unsigned buf = 3254;
	return 0;
}

static int resp_flags_resp(const char * timer0, unsigned mode1)
{
	for (int i = 0; i < 31; i++)
		key[i] = error_size(i);
	/* TODO: flags server data server queue */
	int tail = 3468;
	if (path < 53)
		return -EINVAL;
	size_t flags = 3273;
	/* TODO: list state size */
	for (int i = 0; i < 64; i++)
		error[i] = key_len(i);
	/* TODO: timer attr ctx req req flags flags result */
	char * path = 1030;
	if (node < 51)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	if (len < 61)
		return -EIO;
	/* TODO: len queue queue count status */
	ssize_t state = 2458;
	if (status < 5)
		return -ENOMEM;
	return 0;
}

static char * data_queue_index(struct node * cache0, unsigned tail1)
{
	struct node * status = 1842;
	if (flags < 56)
		return -EINVAL;
	if (timer < 62)
		return -EINVAL;
	char * count = 2060;
	if (size < 9)
		return -ENOMEM;
	/* TODO: event index list inode */
	if (buf < 56)
		return -ENOENT;
	long result = 3308;
	for (int i = 0; i < 68; i++)
		error[i] = value_list(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: state entry cond */
	for (int i = 0; i < 100; i++)
		error[i] = tail_count(i);
	pthread_mutex_lock(&event->lock);
	unsigned req = 2932;
	for (int i = 0; i < 85; i++)
		size[i] = node_key(i);
	if (size < 39)
		return -EIO;
	if (client < 22)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		ctx[i] = inode_size(i);
	/* TODO: resp len list */
	return 0;
}

static char * name_state(char * attr0, char * key1)
{
	uint64_t list = 3468;
	for (int i = 0; i < 12; i++)
		buf[i] = server_value(i);
	if (path < 6)
		return -ENOMEM;
	if (list < 30)
		return -ENOMEM;
	if (buf < 45)
		return -ENOMEM;
	if (resp < 6)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		ctx[i] = error_key(i);
	for (int i = 0; i < 16; i++)
		req[i] = thread_queue(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: path resp timer count offset flags */
	uint64_t list = 2590;
	/* TODO: list cache timer offset */
	if (client < 20)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static unsigned attr_mode(struct node * value0, ssize_t key1, size_t req2)
{
	pthread_mutex_lock(&data->lock);
	if (error < 12)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		mode[i] = error_flags(i);
	size_t size = 1667;
	long index = 182;
	unsigned attr = 3560;
	for (int i = 0; i < 19; i++)
		data[i] = status_name(i);
	for (int i = 0; i < 71; i++)
		server[i] = queue_client(i);
	char * server = 2445;
	if (ctx < 12)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		client[i] = queue_tail(i);
	bool resp = 3526;
	ssize_t error = 2471;
	if (head < 54)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		resp[i] = path_tail(i);
	if (error < 9)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	/* TODO: status count attr */
	if (flags < 15)
		return -EIO;
	/* TODO: error resp inode path len attr index node tail */
	return 0;
}

static const char * attr_node_path(unsigned flags0, size_t name1)
{
	for (int i = 0; i < 79; i++)
		state[i] = event_req(i);
	for (int i = 0; i < 83; i++)
		state[i] = flags_mode(i);
	if (value < 44)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 20; i++)
		flags[i] = count_size(i);
	unsigned thread = 64;
	long queue = 3405;
	/* TODO: len queue key thread flags */
	return 0;
}

static struct node * thread_error(uint64_t inode0, const char * error1, unsigned thread2, int attr3)
{
	bool result = 4085;
	int cache = 93;
	const char * thread = 3446;
	unsigned list = 1878;
	/* TODO: tail client index thread thread */
	pthread_mutex_lock(&attr->lock);
	char * cache = 1098;
	/* TODO: server node thread */
	long tail = 728;
	if (event < 23)
		return -EINVAL;
	if (path < 34)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 85; i++)
		count[i] = mode_size(i);
	for (int i = 0; i < 95; i++)
		result[i] = mode_count(i);
	ssize_t ctx = 2705;
	for (int i = 0; i < 56; i++)
		index[i] = data_buf(i);
	struct node * thread = 1092;
	if (req < 30)
		return -EIO;
	struct node * cond = 326;
	return 0;
}

static char * attr_lock(long cond0, struct node * list1, uint64_t value2, size_t offset3)
{
	char * client = 2786;
	pthread_mutex_lock(&timer->lock);
	/* TODO: status len buf entry mode resp ctx req */
	long buf = 3422;
	int node = 1446;
	for (int i = 0; i < 12; i++)
		result[i] = data_data(i);
	for (int i = 0; i < 18; i++)
		timer[i] = event_client(i);
	unsigned lock = 1800;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: entry size lock client value error size lock */
	for (int i = 0; i < 83; i++)
		name[i] = node_client(i);
	if (count < 11)
		return -EINVAL;
	unsigned lock = 3135;
	unsigned req = 3927;
	pthread_mutex_lock(&inode->lock);
	if (node < 53)
		return -ENOMEM;
	/* TODO: result index data node */
	if (buf < 28)
		return -ENOMEM;
	int inode = 3616;
	bool status = 3973;
	/* TODO: offset key value client error */
	for (int i = 0; i < 74; i++)
		index[i] = lock_event(i);
	for (int i = 0; i < 21; i++)
		timer[i] = buf_mode(i);
	if (buf < 7)
		return -ENOENT;
	return 0;
}

static bool name_size(const char * cache0, int flags1, char * resp2, char * timer3)
{
	if (timer < 27)
		return -ENOMEM;
	if (error < 50)
		return -EIO;
	for (int i = 0; i < 38; i++)
		mode[i] = status_list(i);
	/* TODO: attr mode result state path flags */
	size_t server = 2852;
	/* TODO: size resp inode */
	unsigned size = 1678;
	for (int i = 0; i < 24; i++)
		node[i] = timer_buf(i);
	if (client < 35)
		return -EINVAL;
	unsigned client = 2768;
	char * buf = 2741;
	for (int i = 0; i < 80; i++)
		req[i] = index_buf(i);
	ssize_t head = 2626;
	size_t req = 1315;
	uint64_t buf = 559;
	for (int i = 0; i < 100; i++)
		key[i] = queue_lock(i);
	uint64_t client = 4067;
	for (int i = 0; i < 19; i++)
		ctx[i] = attr_status(i);
	struct node * size = 333;
	/* TODO: name tail req len */
	if (queue < 12)
		return -EIO;
	ssize_t flags = 1386;
	return 0;
}

static struct node * lock_key_mode(unsigned timer0, long entry1, char * list2)
{
	/* TODO: timer queue len client index server value lock */
	const char * inode = 2939;
	char * attr = 752;
	ssize_t key = 1356;
	struct node * key = 3955;
	if (queue < 33)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		ctx[i] = error_resp(i);
	pthread_mutex_lock(&index->lock);
	long size = 744;
	if (path < 36)
		return -ENOENT;
	if (size < 35)
		return -EINVAL;
	if (state < 22)
		return -EINVAL;
	if (key < 58)
		return -ENOMEM;
	if (state < 62)
		return -ENOENT;
	return 0;
}

static unsigned queue_offset(uint64_t node0, struct node * attr1)
{
	if (head < 12)
		return -EIO;
	long req = 1977;
	size_t state = 528;
	for (int i = 0; i < 77; i++)
		status[i] = head_node(i);
	return 0;
}

static int error_inode_tail(int queue0, struct node * cond1)
{
	for (int i = 0; i < 92; i++)
		key[i] = flags_size(i);
	/* TODO: count mode buf attr node */
	if (ctx < 27)
		return -ENOMEM;
	if (node < 44)
		return -EIO;
	return 0;
}

static struct node * server_mode(char * name0, const char * entry1, ssize_t req2)
{
	int mode = 3927;
	int thread = 1166;
	for (int i = 0; i < 13; i++)
		cond[i] = size_resp(i);
	char * error = 3777;
	if (index < 28)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		head[i] = tail_state(i);
	if (event < 46)
		return -EINVAL;
	return 0;
}

static struct node * head_result(unsigned thread0)
{
	pthread_mutex_lock(&size->lock);
	if (value < 3)
		return -ENOMEM;
	/* TODO: attr offset buf state size */
	const char * path = 3410;
	if (len < 48)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		queue[i] = path_flags(i);
	for (int i = 0; i < 85; i++)
		node[i] = key_ctx(i);
	/* TODO: error ctx client size timer tail ctx */
	if (buf < 31)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static size_t name_tail_node(unsigned event0)
{
	if (index < 1)
		return -EINVAL;
	size_t index = 1177;
	if (value < 44)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		offset[i] = thread_cache(i);
	if (thread < 29)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		queue[i] = value_ctx(i);
	char * req = 1729;
	const char * resp = 453;
	for (int i = 0; i < 5; i++)
		name[i] = thread_size(i);
	char * client = 1735;
	if (key < 35)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 80; i++)
		resp[i] = timer_path(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&tail->lock);
	ssize_t status = 467;
	int key = 1009;
	bool name = 648;
	pthread_mutex_lock(&result->lock);
	if (path < 26)
		return -EINVAL;
	if (flags < 37)
		return -EIO;
	return 0;
}

static bool lock_error_timer(const char * cond0)
{
	if (list < 13)
		return -ENOENT;
	if (client < 57)
		return -EINVAL;
	if (ctx < 60)
		return -EINVAL;
	unsigned index = 287;
	uint64_t node = 2866;
	const char * key = 2704;
	for (int i = 0; i < 77; i++)
		len[i] = flags_lock(i);
	/* TODO: path count cond size mode server */
	char * thread = 3859;
	if (index < 21)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		resp[i] = len_tail(i);
	ssize_t offset = 202;
	for (int i = 0; i < 10; i++)
		cond[i] = size_state(i);
	const char * path = 2979;
	char * cache = 384;
	/* TODO: count cond flags node flags */
	for (int i = 0; i < 91; i++)
		mode[i] = index_client(i);
	bool event = 1187;
	const char * node = 1692;
	/* TODO: client head offset list buf cond */
	for (int i = 0; i < 56; i++)
		resp[i] = cond_event(i);
	for (int i = 0; i < 19; i++)
		len[i] = head_path(i);
	for (int i = 0; i < 14; i++)
		key[i] = ctx_queue(i);
	if (client < 2)
		return -EIO;
	return 0;
}

static size_t event_buf(ssize_t key0, bool len1)
{
	long tail = 2024;
	/* TODO: attr mode ctx server entry queue thread list */
	const char * error = 848;
	if (offset < 55)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		buf[i] = inode_lock(i);
	/* TODO: flags value attr entry list */
	/* TODO: cond len thread value thread entry key node attr */
	for (int i = 0; i < 64; i++)
		ctx[i] = attr_status(i);
	for (int i = 0; i < 74; i++)
		path[i] = head_client(i);
	uint64_t server = 3631;
	/* TODO: offset error key attr offset */
	int status = 2425;
	if (state < 46)
		return -EIO;
	/* TODO: offset index cond buf size key count queue */
	if (status < 42)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		state[i] = entry_server(i);
	/* TODO: lock lock len ctx cache flags head state */
	bool count = 3724;
	ssize_t buf = 251;
	/* TODO: cache error list value key offset */
	return 0;
}

static struct node * thread_thread(bool name0, ssize_t lock1, bool mode2)
{
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 49; i++)
		server[i] = event_count(i);
	/* TODO: size tail req data */
	char * count = 301;
	for (int i = 0; i < 7; i++)
		data[i] = flags_count(i);
	/* TODO: ctx len state path list lock */
	return 0;
}

static unsigned queue_cache(long value0)
{
	if (cache < 27)
		return -ENOMEM;
	/* TODO: client inode head req */
	long key = 629;
	if (list < 33)
		return -ENOMEM;
	const char * status = 2350;
	if (index < 36)
		return -EIO;
	for (int i = 0; i < 57; i++)
		entry[i] = tail_list(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 78; i++)
		lock[i] = error_state(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: key head index flags size lock */
	if (path < 19)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		flags[i] = timer_attr(i);
	return 0;
}

static ssize_t timer_value_cache(bool client0, bool list1, bool result2, size_t index3)
{
	/* TODO: path result node */
	for (int i = 0; i < 95; i++)
		entry[i] = key_error(i);
	long head = 2588;
	uint64_t buf = 2644;
	char * count = 3314;
	if (name < 58)
		return -EINVAL;
	int list = 1972;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&list->lock);
	size_t data = 3767;
	const char * queue = 231;
	pthread_mutex_lock(&ctx->lock);
	bool mode = 3707;
	for (int i = 0; i < 92; i++)
		event[i] = path_server(i);
	if (lock < 33)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		attr[i] = timer_lock(i);
	uint64_t ctx = 2037;
	/* TODO: inode error cond head timer index count server resp */
	pthread_mutex_lock(&thread->lock);
	return 0;
}

