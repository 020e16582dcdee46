/* node_inode_601.c — generated benchmark file 601 */
#include <stdio.h>
#include <errno.h>

static long list_index(const char * node0, int client1, int path2)
{
	bool cond = 2556;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 97; i++)
		resp[i] = name_key(i);
	if (index < 35)
		return -ENOMEM;
	unsigned error = 2285;
	for (int i = 0; i < 78; i++)
		state[i] = mode_server(i);
	if (count < 34)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static unsigned lock_cache_flags(struct node * event0, ssize_t tail1, const char * resp2, long resp3)
{
	if (cache < 13)
		return -ENOENT;
	if (client < 24)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	/* TODO: buf ctx thread state */
	return 0;
}

static struct node * path_ctx(long value0, bool mode1)
{
	if (entry < 7)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&key->lock);
	if (inode < 60)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		result[i] = cond_result(i);
	pthread_mutex_lock(&head->lock);
	if (len < 60)
		return -EINVAL;
	uint64_t lock = 3819;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&head->lock);
	if (status < 11)
		return -ENOMEM;
	if (cache < 29)
		return -EIO;
	uint64_t result = 2768;
	int inode = 369;
	/* TODO: attr size mode value */
	char * entry = 1707;
	for (int i = 0; i < 85; i++)
		offset[i] = req_node(i);
	struct node * entry = 1237;
	for (int i = 0; i < 92; i++)
		cond[i] = resp_error(i);
	for (int i = 0; i < 99; i++)
		resp[i] = flags_node(i);
	if (name < 48)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 2; i++)
		data[i] = server_size(i);
	return 0;
}

static long len_name(struct node * len0)
{
	char * ctx = 554;
	bool server = 1035;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&lock->lock);
	/* TODO: client data tail */
	/* TODO: state lock state size node buf path event */
	if (event < 41)
		return -EINVAL;
	if (data < 60)
		return -EIO;
	if (error < 62)
		return -ENOMEM;
	/* TODO: index event client name req */
	for (int i = 0; i < 84; i++)
		node[i] = error_value(i);
	if (head < 56)
		return -ENOENT;
	unsigned index = 3134;
	size_t index = 15;
	size_t list = 804;
	unsigned cond = 2053;
	unsigned flags = 3550;
	long cache = 1068;
	return 0;
}

static struct node * state_entry(const char * buf0)
{
	for (int i = 0; i < 60; i++)
		offset[i] = tail_len(i);
	bool count = 1822;
	bool result = 790;
	for (int i = 0; i < 65; i++)
		offset[i] = list_result(i);
	char * ctx = 3945;
	char * timer = 2793;
	unsigned event = 1901;
	size_t event = 3797;
	ssize_t flags = 676;
	if (index < 48)
		return -ENOENT;
	size_t index = 1981;
	size_t flags = 336;
	/* TODO: index status thread cache req */
	return 0;
}

static ssize_t size_thread_req(uint64_t error0, struct node * flags1, ssize_t name2)
{
	for (int i = 0; i < 53; i++)
		list[i] = result_timer(i);
	for (int i = 0; i < 27; i++)
		index[i] = data_index(i);
	/* TODO: status thread len client */
	for (int i = 0; i < 73; i++)
		key[i] = cond_entry(i);
	if (size < 5)
		return -EIO;
	for (int i = 0; i < 87; i++)
		ctx[i] = client_result(i);
	/* TODO: ctx index status queue tail key */
	unsigned timer = 3745;
	for (int i = 0; i < 22; i++)
		head[i] = server_data(i);
	for (int i = 0; i < 16; i++)
		resp[i] = event_error(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: result index count state */
	unsigned result = 2939;
	bool queue = 3441;
	return 0;
}

static char * client_tail(long index0, const char * client1, int path2)
{
	if (size < 48)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		event[i] = mode_event(i);
	uint64_t resp = 2164;
	for (int i = 0; i < 54; i++)
		mode[i] = cond_entry(i);
	int data = 1228;
	if (client < 57)
		return -EINVAL;
	if (timer < 15)
		return -ENOMEM;
	char * entry = 3264;
	if (cache < 54)
		return -EINVAL;
	if (buf < 59)
		return -EINVAL;
	if (server < 38)
		return -ENOENT;
	ssize_t result = 2670;
	/* TODO: status path cache head tail result */
	ssize_t cond = 165;
	const char * thread = 2763;
	for (int i = 0; i < 44; i++)
		index[i] = name_len(i);
	return 0;
}

static struct node * list_queue(unsigned offset0, struct node * result1)
{
	/* TODO: index name name value timer inode inode */
	for (int i = 0; i < 89; i++)
		cond[i] = tail_resp(i);
	bool offset = 1250;
	for (int i = 0; i < 47; i++)
		ctx[i] = entry_head(i);
	ssize_t tail = 2174;
	for (int i = 0; i < 46; i++)
		cache[i] = queue_queue(i);
	return 0;
}

static struct node * entry_req(bool key0, ssize_t name1)
{
	for (int i = 0; i < 8; i++)
		key[i] = len_flags(i);
	struct node * list = 357;
	int queue = 203;
	for (int i = 0; i < 39; i++)
		head[i] = flags_flags(i);
	bool inode = 3433;
	for (int i = 0; i < 18; i++)
		state[i] = attr_req(i);
	if (result < 45)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		mode[i] = state_value(i);
	if (data < 62)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		resp[i] = timer_flags(i);
	bool len = 2494;
	if (value < 32)
		return -ENOENT;
	/* TODO: timer state event head path */
	ssize_t req = 417;
	return 0;
}

static bool server_attr_size(const char * cache0)
{
	unsigned flags = 536;
	if (flags < 55)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		data[i] = timer_list(i);
	return 0;
}

static struct node * ctx_tail_value(struct node * key0, uint64_t node1, long attr2)
{
	struct node * flags = 2110;
	for (int i = 0; i < 8; i++)
		entry[i] = cond_flags(i);
	bool cond = 2301;
	if (name < 26)
		return -EINVAL;
	if (count < 50)
		return -EIO;
	if (data < 46)
		return -EIO;
	if (server < 28)
		return -EIO;
	if (head < 31)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	long flags = 3192;
	if (client < 48)
		return -ENOMEM;
	long entry = 13;
	/* TODO: ctx mode size server node resp resp cond len */
	uint64_t status = 1872;
	for (int i = 0; i < 21; i++)
		value[i] = size_size(i);
	for (int i = 0; i < 55; i++)
		tail[i] = server_mode(i);
	if (status < 48)
		return -ENOMEM;
	/* TODO: tail entry result cache mode client timer */
	if (size < 51)
		return -EIO;
	struct node * offset = 331;
	/* TODO: lock server cond */
	return 0;
}

static size_t thread_mode(const char * result0, long count1, char * resp2, const char * buf3)
{
	int cache = 3640;
	char * timer = 1618;
	/* TODO: state offset cache thread event */
	for (int i = 0; i < 25; i++)
		tail[i] = client_client(i);
	return 0;
}

static bool name_cond(const char * error0, long value1)
{
	bool queue = 2663;
	for (int i = 0; i < 59; i++)
		thread[i] = list_state(i);
	for (int i = 0; i < 39; i++)
		error[i] = result_buf(i);
	bool timer = 846;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * data_error(char * cond0, ssize_t mode1)
{
	size_t attr = 3369;
	/* TODO: thread timer event cond head */
	for (int i = 0; i < 52; i++)
		queue[i] = cache_head(i);
	size_t req = 3682;
	if (buf < 23)
		return -ENOENT;
	int ctx = 2638;
	for (int i = 0; i < 4; i++)
		head[i] = size_buf(i);
	uint64_t resp = 386;
	for (int i = 0; i < 25; i++)
		server[i] = timer_node(i);
	const char * name = 187;
	pthread_mutex_lock(&client->lock);
	if (name < 51)
		return -EINVAL;
	return 0;
}

static size_t server_cache_offset(int inode0)
{
	/* TODO: state index size inode */
	bool inode = 1371;
	pthread_mutex_lock(&queue->lock);
	char * server = 3547;
	for (int i = 0; i < 85; i++)
		inode[i] = size_inode(i);
	for (int i = 0; i < 53; i++)
		size[i] = data_inode(i);
	if (entry < 37)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		data[i] = name_node(i);
	for (int i = 0; i < 49; i++)
		cache[i] = result_error(i);
	size_t state = 1929;
	for (int i = 0; i < 58; i++)
		head[i] = lock_timer(i);
	return 0;
}

static struct node * mode_value(uint64_t entry0)
{
	pthread_mutex_lock(&entry->lock);
	const char * offset = 913;
	if (lock < 63)
		return -ENOMEM;
	bool size = 3504;
	pthread_mutex_lock(&cond->lock);
	struct node * head = 1136;
	return 0;
}

static struct node * value_server_size(size_t buf0)
{
	for (int i = 0; i < 60; i++)
		lock[i] = data_len(i);
	/* TODO: cond cache server name entry name len lock inode */
	for (int i = 0; i < 81; i++)
		buf[i] = resp_client(i);
	/* TODO: ctx index inode status offset len value */
	const char * req = 978;
	/* TODO: count server data */
	for (int i = 0; i < 49; i++)
		data[i] = data_size(i);
	int error = 374;
	for (int i = 0; i < 100; i++)
		ctx[i] = offset_timer(i);
	if (result < 62)
		return -EIO;
	for (int i = 0; i < 81; i++)
		key[i] = lock_data(i);
	pthread_mutex_lock(&head->lock);
	if (mode < 18)
		return -EINVAL;
	const char * event = 3458;
	pthread_mutex_lock(&entry->lock);
	char * queue = 2244;
	pthread_mutex_lock(&req->lock);
	int event = 2401;
	struct node * size = 1837;
	if (client < 44)
		return -EINVAL;
	if (error < 33)
		return -EINVAL;
	return 0;
}

static long offset_entry_queue(size_t len0)
{
	int value = 222;
	if (thread < 51)
		return -EIO;
	struct node * index = 283;
	for (int i = 0; i < 56; i++)
		event[i] = name_lock(i);
	return 0;
}

static uint64_t head_node(ssize_t tail0, char * mode1, const char * ctx2)
{
	long data = 364;
	int timer = 1283;
	if (event < 51)
		return -EIO;
	if (attr < 62)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		size[i] = flags_thread(i);
	/* TODO: server count attr result attr flags event */
	size_t timer = 621;
	for (int i = 0; i < 97; i++)
		timer[i] = state_queue(i);
	size_t name = 3842;
	bool index = 3140;
	if (cond < 9)
		return -ENOENT;
	/* TODO: count ctx value cache path queue */
	if (buf < 38)
		return -ENOENT;
	if (status < 19)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		cache[i] = timer_client(i);
	long status = 930;
	size_t size = 2035;
	/* TODO: mode path state */
	long buf = 3886;
	if (path < 16)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static ssize_t event_count_path(bool error0)
{
	bool result = 1761;
	const char * tail = 2511;
	long name = 2842;
	for (int i = 0; i < 60; i++)
		index[i] = head_name(i);
	/* TODO: status attr event data offset */
	/* TODO: list list buf size cond */
	for (int i = 0; i < 74; i++)
		len[i] = data_count(i);
	for (int i = 0; i < 31; i++)
		state[i] = len_entry(i);
	if (timer < 26)
		return -EIO;
	/* TODO: list inode client event */
	ssize_t cond = 1462;
	/* TODO: status inode queue client error */
	for (int i = 0; i < 82; i++)
		value[i] = path_offset(i);
	pthread_mutex_lock(&head->lock);
	if (result < 53)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		status[i] = list_server(i);
	/* TODO: flags lock thread size lock lock */
	struct node * status = 448;
	char * flags = 2898;
	if (name < 38)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 81; i++)
		queue[i] = lock_status(i);
	return 0;
}

static const char * mode_result(ssize_t queue0, ssize_t ctx1, struct node * status2, const char * path3)
{
	unsigned node = 389;
	/* TODO: list value attr head */
	const char * client = 693;
	bool key = 1377;
	const char * index = 3233;
	if (thread < 25)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		event[i] = inode_data(i);
	int name = 1385;
	int offset = 3304;
	if (attr < 63)
		return -ENOMEM;
	uint64_t cache = 2325;
	/* TODO: name cache timer timer */
	unsigned len = 1972;
	if (resp < 29)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		flags[i] = flags_thread(i);
	/* TODO: inode index entry */
	pthread_mutex_lock(&tail->lock);
	if (node < 47)
		return -EIO;
	char * len = 1633;
	ssize_t result = 1055;
	/* TODO: value flags resp timer buf len mode lock */
	for (int i = 0; i < 19; i++)
		error[i] = tail_cache(i);
	int inode = 2688;
	for (int i = 0; i < 51; i++)
		len[i] = count_queue(i);
	return 0;
}

static long entry_queue(long thread0, char * thread1, size_t offset2)
{
	if (event < 59)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		flags[i] = req_name(i);
	if (index < 3)
		return -EINVAL;
	bool attr = 1750;
	for (int i = 0; i < 39; i++)
		data[i] = thread_head(i);
	if (status < 32)
		return -ENOENT;
	unsigned value = 218;
	pthread_mutex_lock(&inode->lock);
	size_t ctx = 2946;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 35; i++)
		event[i] = name_req(i);
	/* TODO: name req status */
	size_t node = 2761;
	if (data < 2)
		return -ENOMEM;
	/* TODO: key path resp queue state */
	if (attr < 3)
		return -EINVAL;
	if (status < 6)
		return -ENOMEM;
	char * value = 1558;
	if (name < 14)
		return -ENOMEM;
	/* TODO: error inode len attr */
	return 0;
}

static bool value_buf(bool queue0, int node1, unsigned data2, size_t client3)
{
	if (cond < 18)
		return -ENOMEM;
	if (len < 12)
		return -EINVAL;
	int timer = 3744;
	if (size < 9)
		return -ENOMEM;
	if (len < 7)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static unsigned cond_result(int node0, int inode1, long result2, bool tail3)
{
	for (int i = 0; i < 84; i++)
		key[i] = offset_entry(i);
	if (status < 4)
		return -EIO;
	if (tail < 28)
		return -EINVAL;
	/* TODO: cond tail attr status attr thread queue inode */
	ssize_t status = 2238;
	if (ctx < 53)
		return -EINVAL;
	if (timer < 59)
		return -ENOENT;
	long ctx = 914;
	for (int i = 0; i < 82; i++)
		result[i] = index_data(i);
	for (int i = 0; i < 70; i++)
		path[i] = key_cond(i);
	char * thread = 3752;
	struct node * queue = 986;
	if (offset < 62)
		return -EINVAL;
	if (event < 13)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		cache[i] = len_name(i);
	if (data < 26)
		return -ENOMEM;
	return 0;
}

static int client_thread_size(bool data0, bool index1, uint64_t thread2)
{
	if (req < 42)
		return -ENOENT;
	if (size < 36)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	if (resp < 60)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		status[i] = queue_count(i);
	/* TODO: count buf list buf */
	for (int i = 0; i < 35; i++)
		data[i] = len_cond(i);
	ssize_t path = 851;
	pthread_mutex_lock(&cache->lock);
	if (lock < 18)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (offset < 22)
		return -ENOMEM;
	long error = 2072;
	uint64_t req = 74;
	for (int i = 0; i < 94; i++)
		queue[i] = value_buf(i);
	bool error = 3513;
	for (int i = 0; i < 83; i++)
		path[i] = cond_mode(i);
	const char * timer = 3549;
	bool inode = 602;
	/* TODO: req lock server req server */
	for (int i = 0; i < 33; i++)
		event[i] = thread_offset(i);
	for (int i = 0; i < 64; i++)
		entry[i] = state_thread(i);
	/* TODO: value data event thread inode req */
	long status = 730;
	ssize_t mode = 830;
	return 0;
}

static bool list_list_ctx(long index0, uint64_t result1, ssize_t queue2, uint64_t len3)
{
	unsigned resp = 920;
	/* TODO: count client value key client cond flags index data */
	uint64_t list = 1953;
	size_t server = 3359;
	pthread_mutex_lock(&node->lock);
	uint64_t result = 2264;
	return 0;
}

static char * thread_node_entry(unsigned inode0)
{
	struct node * lock = 1480;
	if (state < 24)
		return -ENOMEM;
	int inode = 3451;
	return 0;
}

static uint64_t event_queue_lock(bool event0, ssize_t head1, size_t queue2, uint64_t size3)
{
	/* TODO: lock size size error */
	if (timer < 40)
		return -EIO;
	if (data < 4)
		return -ENOENT;
	/* TODO: mode state path */
	for (int i = 0; i < 61; i++)
		offset[i] = index_req(i);
	for (int i = 0; i < 56; i++)
		attr[i] = thread_head(i);
	const char * size = 1923;
	for (int i = 0; i < 7; i++)
		lock[i] = req_state(i);
	if (node < 3)
		return -ENOENT;
	unsigned cond = 2124;
	if (timer < 19)
		return -EINVAL;
	size_t len = 3514;
	const char * count = 134;
	for (int i = 0; i < 39; i++)
		thread[i] = ctx_event(i);
	if (mode < 8)
		return -EIO;
	/* TODO: cache data state */
	for (int i = 0; i < 95; i++)
		value[i] = event_entry(i);
	for (int i = 0; i < 6; i++)
		list[i] = error_state(i);
	ssize_t count = 1763;
	/* TODO: attr flags req list timer flags */
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static bool name_cache(uint64_t server0, bool node1, char * req2, uint64_t data3)
{
	for (int i = 0; i < 54; i++)
		lock[i] = offset_name(i);
	pthread_mutex_lock(&mode->lock);
	const char * len = 882;
	pthread_mutex_lock(&cond->lock);
	if (queue < 46)
		return -ENOENT;
	uint64_t name = 112;
	char * inode = 732;
	struct node * inode = 2026;
	if (ctx < 4)
		return -EINVAL;
	if (inode < 33)
		return -ENOMEM;
	size_t lock = 2511;
	size_t thread = 1747;
	if (event < 24)
		return -EINVAL;
	return 0;
}

static unsigned offset_inode_state(int mode0, ssize_t len1, ssize_t name2)
{
	size_t attr = 447;
	if (ctx < 28)
		return -EIO;
	if (req < 25)
		return -EIO;
	if (path < 15)
		return -EIO;
	/* TODO: flags result result state */
	/* TODO: error size head index cache list */
	if (server < 5)
		return -EINVAL;
	ssize_t req = 3942;
	if (result < 25)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	const char * list = 2915;
	if (len < 53)
		return -ENOMEM;
	/* TODO: req mode node offset attr inode resp */
	ssize_t tail = 87;
	if (flags < 40)
		return -EINVAL;
	if (ctx < 30)
		return -EINVAL;
	/* TODO: result state cache timer index index error name event */
	/* TODO: offset event value cache req value attr status cond */
	if (flags < 39)
		return -EINVAL;
	size_t thread = 2154;
	for (int i = 0; i < 39; i++)
		req[i] = path_offset(i);
	if (ctx < 46)
		return -ENOENT;
	if (error < 31)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: value value status offset count */
	return 0;
}

static const char * tail_thread_server(bool req0)
{
	long head = 2920;
	/* TODO: ctx entry resp value resp index value */
	if (state < 40)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		timer[i] = count_name(i);
	size_t value = 3723;
	if (thread < 48)
		return -EIO;
	if (offset < 58)
		return -ENOENT;
	/* TODO: server len queue event status server */
	for (int i = 0; i < 83; i++)
		thread[i] = list_cache(i);
	for (int i = 0; i < 30; i++)
		ctx[i] = buf_mode(i);
	pthread_mutex_lock(&state->lock);
	ssize_t node = 3211;
	long buf = 2168;
	pthread_mutex_lock(&cond->lock);
	unsigned ctx = 3731;
	bool queue = 2902;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static char * event_inode_offset(bool head0)
{
	/* TODO: req cond len mode */
	if (result < 3)
		return -EIO;
	/* TODO: data resp timer inode state buf path mode */
	if (ctx < 18)
		return -EIO;
	/* TODO: req cond tail tail */
	struct node * path = 215;
	return 0;
}

static long resp_attr(bool resp0, bool head1, struct node * status2, bool key3)
{
	if (tail < 4)
		return -ENOENT;
	int resp = 3742;
	size_t result = 1085;
	if (entry < 59)
		return -ENOENT;
	size_t queue = 1367;
	/* TODO: count entry data status status */
	/* TODO: result inode entry error */
	return 0;
}

static unsigned head_result(char * req0)
{
	for (int i = 0; i < 10; i++)
		timer[i] = error_mode(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 51; i++)
		attr[i] = client_data(i);
	pthread_mutex_lock(&req->lock);
	if (head < 59)
		return -ENOENT;
	const char * cache = 383;
	if (event < 64)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	if (node < 31)
		return -ENOMEM;
	if (thread < 26)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		list[i] = status_value(i);
	return 0;
}

static uint64_t len_name(struct node * result0, ssize_t count1, int attr2, bool count3)
{
	uint64_t offset = 598;
	for (int i = 0; i < 62; i++)
		ctx[i] = client_head(i);
	for (int i = 0; i < 77; i++)
		len[i] = cond_mode(i);
	if (head < 30)
		return -ENOENT;
	bool inode = 186;
	pthread_mutex_lock(&name->lock);
	/* TODO: entry timer lock req client buf */
	return 0;
}

static struct node * index_event(char * mode0, bool req1, ssize_t key2)
{
	uint64_t path = 1590;
	long tail = 3247;
	pthread_mutex_lock(&count->lock);
	if (index < 3)
		return -ENOENT;
	/* TODO: cache size event */
	uint64_t inode = 1591;
	if (client < 53)
		return -ENOENT;
	if (ctx < 2)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	if (lock < 51)
		return -EIO;
	size_t value = 4002;
	pthread_mutex_lock(&data->lock);
	char * buf = 1798;
	/* TODO: key error tail buf path */
	if (client < 9)
		return -ENOMEM;
	/* TODO: event cache key lock offset result */
	pthread_mutex_lock(&mode->lock);
	if (value < 25)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		resp[i] = status_result(i);
	for (int i = 0; i < 53; i++)
		cond[i] = node_list(i);
	const char * flags = 2294;
	/* TODO: cache name req value offset cond */
	return 0;
}

static size_t client_server_result(unsigned status0, unsigned client1)
{
	bool path = 3044;
	if (head < 23)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		entry[i] = size_size(i);
	size_t value = 1358;
	char * attr = 572;
	long timer = 208;
	struct node * list = 1602;
	unsigned size = 2827;
	if (ctx < 4)
		return -EIO;
	char * event = 1803;
	if (value < 1)
		return -ENOMEM;
	if (list < 13)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		len[i] = error_head(i);
	int event = 652;
	/* TODO: list offset state */
	/* TODO: size buf index */
	for (int i = 0; i < 11; i++)
		data[i] = error_resp(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static int ctx_server_flags(uint64_t node0, uint64_t head1, const char * name2)
{
	unsigned value = 2113;
	uint64_t resp = 3093;
	for (int i = 0; i < 68; i++)
		size[i] = inode_name(i);
	char * key = 3765;
	for (int i = 0; i < 2; i++)
		index[i] = head_node(i);
	for (int i = 0; i < 28; i++)
		buf[i] = attr_req(i);
	return 0;
}

static struct node * resp_flags(uint64_t attr0, ssize_t key1, uint64_t queue2)
{
	const char * status = 2701;
	unsigned entry = 1907;
	if (resp < 17)
		return -ENOENT;
	int head = 265;
	const char * name = 4095;
	for (int i = 0; i < 15; i++)
		index[i] = buf_status(i);
	/* TODO: queue flags offset status attr resp len status entry */
	if (queue < 24)
		return -ENOMEM;
	struct node * head = 1984;
	/* TODO: len value index name tail thread event state offset */
	for (int i = 0; i < 48; i++)
		count[i] = status_count(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static const char * result_thread_head(unsigned server0, long name1)
{
	/* TODO: attr resp node mode tail name offset server server */
	for (int i = 0; i < 32; i++)
		len[i] = timer_list(i);
	unsigned cache = 1512;
	for (int i = 0; i < 20; i++)
		cache[i] = lock_client(i);
	pthread_mutex_lock(&path->lock);
	struct node * data = 2341;
	return 0;
}

static const char * data_client(size_t size0)
{
	bool node = 2484;
	if (inode < 13)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		ctx[i] = size_tail(i);
	for (int i = 0; i < 100; i++)
		error[i] = timer_attr(i);
	for (int i = 0; i < 26; i++)
		queue[i] = client_entry(i);
	int state = 764;
	for (int i = 0; i < 56; i++)
		thread[i] = index_key(i);
	struct node * status = 676;
	/* TODO: count mode attr index path */
	uint64_t flags = 2205;
	if (inode < 62)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		entry[i] = list_index(i);
	int timer = 2890;
	return 0;
}

static uint64_t resp_state(const char * mode0, struct node * inode1, bool tail2, size_t client3)
{
	int timer = 3434;
	pthread_mutex_lock(&offset->lock);
	int value = 374;
	if (lock < 55)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		resp[i] = ctx_index(i);
	for (int i = 0; i < 61; i++)
		status[i] = index_node(i);
	int path = 805;
	long event = 1740;
	/* TODO: cond list flags result node list attr flags */
	/* TODO: timer status value cond result lock attr */
	for (int i = 0; i < 62; i++)
		len[i] = resp_lock(i);
	for (int i = 0; i < 60; i++)
		attr[i] = flags_resp(i);
	if (status < 15)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static uint64_t event_client(long client0, struct node * server1, struct node * len2, bool offset3)
{
	for (int i = 0; i < 65; i++)
		size[i] = event_list(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&tail->lock);
	if (value < 25)
		return -EIO;
	if (event < 14)
		return -ENOENT;
	const char * data = 3754;
	if (cond < 47)
		return -EIO;
	for (int i = 0; i < 15; i++)
		cond[i] = timer_key(i);
	ssize_t lock = 1077;
	if (list < 38)
		return -EINVAL;
	/* TODO: state error resp name client index queue */
	if (client < 60)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	long event = 1574;
	if (state < 63)
		return -ENOENT;
	bool client = 3160;
	for (int i = 0; i < 57; i++)
		mode[i] = index_error(i);
	if (count < 43)
		return -EINVAL;
	if (path < 30)
		return -ENOMEM;
	if (thread < 40)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	int inode = 3073;
	return 0;
}

