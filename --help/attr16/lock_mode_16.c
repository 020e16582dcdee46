/* lock_mode_16.c — generated benchmark file 16 */
#include <stdio.h>
#include <errno.h>

static struct node * ctx_lock(int client0, int state1)
{
	for (int i = 0; i < 7; i++)
		mode[i] = len_server(i);
	unsigned queue = 1440;
	pthread_mutex_lock(&thread->lock);
	bool size = 2902;
	ssize_t len = 3251;
	/* TODO: inode node key timer lock index */
	if (head < 48)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		result[i] = cache_state(i);
	/* TODO: list status list */
	if (flags < 25)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		error[i] = tail_list(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: key flags node buf mode */
	/* TODO: cache status key head client tail ctx */
	/* TODO: path count path key buf buf cache data node */
	for (int i = 0; i < 71; i++)
		len[i] = flags_timer(i);
	for (int i = 0; i < 60; i++)
		size[i] = buf_lock(i);
	if (flags < 8)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		index[i] = len_ctx(i);
	if (size < 57)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		name[i] = req_name(i);
	return 0;
}

static struct node * index_server(int flags0, size_t buf1, uint64_t list2)
{
	size_t server = 3577;
	for (int i = 0; i < 15; i++)
		server[i] = tail_path(i);
	/* TODO: name resp lock */
	int attr = 2250;
	if (key < 19)
		return -ENOMEM;
	/* TODO: tail value state index */
	if (server < 27)
		return -EIO;
	for (int i = 0; i < 100; i++)
		queue[i] = result_path(i);
	if (offset < 59)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 63; i++)
		key[i] = cond_req(i);
	for (int i = 0; i < 73; i++)
		node[i] = node_path(i);
	uint64_t state = 2645;
	pthread_mutex_lock(&path->lock);
	uint64_t node = 2043;
	long count = 1908;
	ssize_t offset = 2810;
	for (int i = 0; i < 11; i++)
		size[i] = node_attr(i);
	if (list < 38)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		size[i] = client_error(i);
	uint64_t ctx = 2404;
	pthread_mutex_lock(&ctx->lock);
	if (ctx < 12)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		key[i] = head_result(i);
	/* TODO: result thread flags state inode queue mode event queue */
	return 0;
}

static int data_timer(struct node * server0, struct node * path1, const char * list2)
{
	if (thread < 41)
		return -ENOMEM;
	size_t node = 1552;
	unsigned count = 1905;
	pthread_mutex_lock(&count->lock);
	char * offset = 27;
	int lock = 2475;
	const char * list = 1991;
	ssize_t name = 2119;
	/* TODO: flags list name offset result timer flags name */
	for (int i = 0; i < 9; i++)
		event[i] = thread_cache(i);
	if (client < 37)
		return -EIO;
	return 0;
}

static bool cache_len(const char * flags0, struct node * thread1, unsigned list2, bool head3)
{
	unsigned data = 2186;
	if (tail < 27)
		return -ENOENT;
	long state = 0;
	if (count < 62)
		return -EINVAL;
	/* TODO: cond server flags offset */
	pthread_mutex_lock(&status->lock);
	return 0;
}

static const char * mode_thread_queue(unsigned mode0, unsigned index1, int client2)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 17; i++)
		thread[i] = size_tail(i);
	if (state < 49)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		ctx[i] = cache_ctx(i);
	/* TODO: node len attr name cond ctx key */
	if (result < 21)
		return -ENOENT;
	size_t entry = 3544;
	if (server < 6)
		return -ENOMEM;
	unsigned value = 2216;
	return 0;
}

static const char * entry_state(unsigned req0, char * buf1, const char * list2, int ctx3)
{
	/* TODO: status server value ctx head resp value */
	for (int i = 0; i < 52; i++)
		inode[i] = timer_attr(i);
	if (status < 2)
		return -ENOENT;
	/* TODO: name node name resp attr state offset */
	if (req < 21)
		return -EINVAL;
	/* TODO: result offset client attr value */
	if (result < 61)
		return -EINVAL;
	if (len < 15)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	if (path < 27)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	if (attr < 42)
		return -EINVAL;
	unsigned attr = 1493;
	int name = 143;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 88; i++)
		resp[i] = inode_node(i);
	for (int i = 0; i < 2; i++)
		cache[i] = resp_status(i);
	/* TODO: thread name path inode attr client server */
	for (int i = 0; i < 13; i++)
		resp[i] = queue_offset(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 94; i++)
		name[i] = event_timer(i);
	/* TODO: req index client thread timer attr */
	/* TODO: size size list offset event head result */
	long client = 1043;
	return 0;
}

static uint64_t head_inode(ssize_t cond0, char * queue1)
{
	/* TODO: ctx result timer ctx attr name inode value size */
	/* TODO: server server head error data */
	pthread_mutex_lock(&cache->lock);
	/* TODO: tail head list mode list index */
	unsigned server = 1248;
	char * path = 1543;
	if (lock < 58)
		return -EINVAL;
	/* TODO: result head lock status flags */
	char * cond = 2626;
	/* TODO: client data error data result attr list data queue */
	long name = 2293;
	return 0;
}

static char * client_mode(ssize_t state0, bool offset1, long attr2)
{
	for (int i = 0; i < 7; i++)
		ctx[i] = index_count(i);
	pthread_mutex_lock(&flags->lock);
	const char * list = 2211;
	long thread = 557;
	if (offset < 18)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		result[i] = lock_thread(i);
	if (server < 61)
		return -ENOMEM;
	if (mode < 58)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		timer[i] = timer_attr(i);
	if (entry < 9)
		return -EIO;
	/* TODO: resp tail size size server */
	for (int i = 0; i < 5; i++)
		queue[i] = resp_cache(i);
	/* TODO: status name queue index len name count path path */
	uint64_t mode = 2379;
	uint64_t cond = 3470;
	if (error < 57)
		return -EIO;
	return 0;
}

static ssize_t count_lock_attr(size_t head0, size_t offset1, struct node * entry2)
{
	/* TODO: node req data mode tail */
	/* TODO: cache server buf client offset req key key lock */
	if (state < 37)
		return -EIO;
	for (int i = 0; i < 30; i++)
		timer[i] = value_key(i);
	char * event = 158;
	unsigned name = 1682;
	if (event < 19)
		return -EIO;
	if (event < 34)
		return -ENOENT;
	/* TODO: result attr inode tail */
	for (int i = 0; i < 11; i++)
		server[i] = size_state(i);
	for (int i = 0; i < 60; i++)
		timer[i] = mode_key(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: attr index head result path offset result state status */
	/* TODO: cache list cache */
	for (int i = 0; i < 36; i++)
		resp[i] = attr_data(i);
	for (int i = 0; i < 90; i++)
		timer[i] = value_name(i);
	for (int i = 0; i < 21; i++)
		count[i] = mode_flags(i);
	const char * list = 3387;
	uint64_t node = 910;
	const char * queue = 3116;
	return 0;
}

static struct node * cond_cond(bool error0, bool server1, bool status2)
{
	struct node * mode = 1762;
	unsigned lock = 2129;
	for (int i = 0; i < 100; i++)
		event[i] = client_cache(i);
	/* TODO: index count mode timer resp path cache client cond */
	for (int i = 0; i < 13; i++)
		count[i] = tail_path(i);
	int result = 404;
	struct node * buf = 2420;
	char * flags = 3645;
	/* TODO: thread len key event client queue */
	for (int i = 0; i < 32; i++)
		resp[i] = count_result(i);
	if (lock < 31)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	size_t path = 2415;
	if (queue < 5)
		return -EIO;
	const char * size = 3531;
	bool count = 2502;
	for (int i = 0; i < 94; i++)
		attr[i] = error_timer(i);
	/* TODO: size value path resp error error head */
	size_t len = 3459;
	unsigned attr = 3226;
	for (int i = 0; i < 23; i++)
		error[i] = flags_len(i);
	if (node < 17)
		return -ENOMEM;
	return 0;
}

static size_t count_state_flags(size_t size0, ssize_t len1, unsigned attr2)
{
	struct node * list = 1964;
	for (int i = 0; i < 31; i++)
		error[i] = ctx_result(i);
	if (cond < 20)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	int timer = 205;
	for (int i = 0; i < 84; i++)
		queue[i] = buf_req(i);
	/* TODO: cond result lock error value timer ctx inode */
	/* TODO: status name flags value event buf resp mode */
	/* TODO: offset size resp */
	/* TODO: count key name mode status value key path */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 29; i++)
		list[i] = event_entry(i);
	size_t len = 237;
	if (flags < 6)
		return -EIO;
	/* TODO: list mode mode */
	for (int i = 0; i < 68; i++)
		mode[i] = event_size(i);
	pthread_mutex_lock(&path->lock);
	size_t status = 1426;
	/* TODO: timer count len server path tail len thread lock */
	ssize_t error = 2601;
	if (name < 2)
		return -ENOENT;
	/* TODO: path cache inode size len path offset */
	return 0;
}

static struct node * data_list_list(bool status0, const char * cond1, char * tail2, const char * inode3)
{
	const char * state = 2098;
	if (server < 36)
		return -ENOENT;
	ssize_t cache = 1701;
	long size = 284;
	for (int i = 0; i < 24; i++)
		state[i] = index_entry(i);
	/* TODO: resp entry cond key */
	if (ctx < 38)
		return -ENOENT;
	if (server < 42)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		head[i] = cond_size(i);
	pthread_mutex_lock(&state->lock);
	uint64_t offset = 2034;
	if (event < 31)
		return -EIO;
	if (thread < 57)
		return -EIO;
	ssize_t attr = 3231;
	if (len < 58)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		list[i] = result_cond(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 35; i++)
		count[i] = lock_client(i);
	return 0;
}

static struct node * server_event_attr(uint64_t flags0)
{
	/* TODO: list mode tail ctx client client */
	size_t len = 633;
	if (req < 52)
		return -ENOMEM;
	if (data < 19)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		result[i] = status_cond(i);
	if (queue < 29)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	unsigned data = 2464;
	/* TODO: timer status name tail timer */
	for (int i = 0; i < 74; i++)
		cond[i] = queue_inode(i);
	/* TODO: lock name req ctx value attr cache lock */
	for (int i = 0; i < 48; i++)
		mode[i] = mode_status(i);
	/* TODO: count offset client */
	for (int i = 0; i < 93; i++)
		name[i] = count_attr(i);
	pthread_mutex_lock(&list->lock);
	const char * inode = 2937;
	long index = 452;
	int timer = 2513;
	/* TODO: buf data queue data */
	pthread_mutex_lock(&timer->lock);
	if (event < 51)
		return -EIO;
	unsigned lock = 3209;
	return 0;
}

static struct node * size_key(long flags0, struct node * buf1)
{
	if (offset < 23)
		return -EIO;
	char * result = 3205;
	/* TODO: server entry flags event list index cache count thread */
	bool mode = 2353;
	for (int i = 0; i < 39; i++)
		resp[i] = timer_ctx(i);
	for (int i = 0; i < 7; i++)
		error[i] = name_value(i);
	if (len < 55)
		return -ENOENT;
	if (lock < 4)
		return -EIO;
	if (cond < 22)
		return -ENOMEM;
	const char * attr = 3723;
	/* TODO: error tail status offset error status count */
	if (thread < 51)
		return -EINVAL;
	int node = 687;
	if (list < 49)
		return -ENOMEM;
	return 0;
}

static unsigned buf_timer(int queue0, int data1, size_t list2, unsigned cond3)
{
	if (node < 16)
		return -ENOMEM;
	size_t timer = 1874;
	for (int i = 0; i < 3; i++)
		node[i] = mode_flags(i);
	if (resp < 21)
		return -ENOENT;
	/* TODO: len ctx offset server */
	for (int i = 0; i < 86; i++)
		status[i] = head_tail(i);
	/* TODO: req entry size */
	ssize_t inode = 2336;
	/* TODO: name event path node status server value */
	if (node < 20)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		offset[i] = state_result(i);
	if (req < 12)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	/* TODO: server entry index */
	if (data < 61)
		return -EINVAL;
	char * list = 421;
	/* TODO: value lock event status flags tail */
	for (int i = 0; i < 93; i++)
		thread[i] = head_cond(i);
	/* TODO: result path inode */
	pthread_mutex_lock(&head->lock);
	/* TODO: flags index queue */
	return 0;
}

static size_t client_inode_timer(long queue0, struct node * key1, const char * offset2)
{
	for (int i = 0; i < 34; i++)
		attr[i] = index_value(i);
	pthread_mutex_lock(&mode->lock);
	if (inode < 29)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		value[i] = name_inode(i);
	long name = 929;
	pthread_mutex_lock(&count->lock);
	if (lock < 56)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	unsigned name = 3637;
	for (int i = 0; i < 29; i++)
		result[i] = inode_client(i);
	for (int i = 0; i < 99; i++)
		timer[i] = thread_status(i);
	return 0;
}

static const char * queue_buf(uint64_t status0, int flags1)
{
	for (int i = 0; i < 66; i++)
		list[i] = ctx_attr(i);
	pthread_mutex_lock(&list->lock);
	int status = 3019;
	/* TODO: tail offset len entry event path */
	/* TODO: attr key req name state attr index */
	/* TODO: entry list entry state lock event */
	char * timer = 1157;
	for (int i = 0; i < 43; i++)
		thread[i] = cond_thread(i);
	bool queue = 3454;
	if (size < 16)
		return -ENOENT;
	/* TODO: entry path attr */
	if (timer < 29)
		return -EINVAL;
	unsigned size = 2844;
	if (flags < 45)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		mode[i] = value_resp(i);
	size_t tail = 3329;
	for (int i = 0; i < 29; i++)
		node[i] = error_req(i);
	return 0;
}

static const char * index_server_resp(const char * server0, bool state1, uint64_t queue2, unsigned offset3)
{
	for (int i = 0; i < 47; i++)
		req[i] = value_list(i);
	if (cond < 32)
		return -EIO;
	char * timer = 2943;
	bool len = 614;
	if (status < 57)
		return -EINVAL;
	struct node * data = 3034;
	char * event = 2858;
	pthread_mutex_lock(&list->lock);
	/* TODO: count key path data server */
	pthread_mutex_lock(&index->lock);
	struct node * resp = 3819;
	uint64_t state = 471;
	for (int i = 0; i < 16; i++)
		ctx[i] = size_server(i);
	for (int i = 0; i < 18; i++)
		queue[i] = list_ctx(i);
	for (int i = 0; i < 43; i++)
		ctx[i] = client_list(i);
	ssize_t value = 1969;
	for (int i = 0; i < 65; i++)
		data[i] = mode_result(i);
	return 0;
}

static bool list_node_resp(bool head0, char * cache1, const char * ctx2)
{
	size_t entry = 185;
	ssize_t event = 1881;
	if (value < 25)
		return -ENOENT;
	int size = 3819;
	for (int i = 0; i < 18; i++)
		thread[i] = node_tail(i);
	if (attr < 13)
		return -EINVAL;
	bool server = 1229;
	if (resp < 49)
		return -ENOMEM;
	/* TODO: timer timer name error status inode */
	uint64_t error = 3097;
	/* TODO: inode resp timer */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 57; i++)
		attr[i] = data_inode(i);
	if (tail < 47)
		return -ENOENT;
	if (flags < 14)
		return -EIO;
	for (int i = 0; i < 64; i++)
		attr[i] = resp_key(i);
	if (server < 59)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 56; i++)
		queue[i] = len_flags(i);
	if (cache < 8)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 58; i++)
		path[i] = state_path(i);
	for (int i = 0; i < 4; i++)
		req[i] = resp_queue(i);
	/* TODO: ctx status mode path server data list value data */
	return 0;
}

static unsigned status_lock(char * result0, bool queue1, struct node * offset2)
{
	for (int i = 0; i < 42; i++)
		attr[i] = timer_flags(i);
	/* TODO: event attr path offset len event */
	for (int i = 0; i < 60; i++)
		attr[i] = ctx_timer(i);
	if (resp < 40)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		error[i] = list_head(i);
	if (client < 21)
		return -EINVAL;
	if (len < 32)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		buf[i] = ctx_buf(i);
	long len = 1551;
	/* TODO: key status server entry mode inode resp buf size */
	/* TODO: index mode event entry cache size cond */
	if (mode < 39)
		return -EIO;
	if (inode < 58)
		return -EIO;
	/* TODO: node cache cond index req client timer data */
	pthread_mutex_lock(&lock->lock);
	/* TODO: cond status list entry size */
	/* TODO: ctx result queue data server tail path status attr */
	if (server < 2)
		return -ENOENT;
	if (entry < 60)
		return -EIO;
	int len = 987;
	pthread_mutex_lock(&data->lock);
	char * len = 3053;
	struct node * offset = 3560;
	if (len < 30)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		count[i] = key_timer(i);
	return 0;
}

static uint64_t attr_entry_resp(uint64_t count0, const char * path1, ssize_t key2)
{
	/* TODO: head queue inode error flags */
	int client = 616;
	size_t size = 881;
	pthread_mutex_lock(&len->lock);
	unsigned offset = 3226;
	bool head = 3047;
	if (req < 16)
		return -EINVAL;
	/* TODO: client path list node ctx tail len queue */
	if (path < 3)
		return -EIO;
	bool attr = 2993;
	/* TODO: event path node size count index ctx resp tail */
	/* TODO: size ctx path result status inode index event event */
	for (int i = 0; i < 51; i++)
		queue[i] = flags_tail(i);
	int tail = 3964;
	for (int i = 0; i < 67; i++)
		flags[i] = path_mode(i);
	unsigned thread = 3305;
	for (int i = 0; i < 88; i++)
		server[i] = buf_queue(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 65; i++)
		offset[i] = name_ctx(i);
	/* TODO: state resp req lock server resp state */
	/* TODO: flags tail entry thread */
	for (int i = 0; i < 21; i++)
		resp[i] = req_cache(i);
	return 0;
}

static int size_buf(int cache0, size_t key1, size_t req2)
{
	/* TODO: inode event index ctx */
	if (path < 41)
		return -EINVAL;
	if (key < 17)
		return -EIO;
	if (path < 51)
		return -EIO;
	if (req < 42)
		return -EINVAL;
	size_t len = 2269;
	if (head < 48)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		ctx[i] = event_thread(i);
	int lock = 3436;
	struct node * event = 483;
	if (tail < 9)
		return -ENOMEM;
	size_t size = 3280;
	for (int i = 0; i < 64; i++)
		event[i] = list_head(i);
	return 0;
}

static int resp_value(ssize_t client0, ssize_t server1)
{
	for (int i = 0; i < 12; i++)
		entry[i] = inode_inode(i);
	bool data = 870;
	for (int i = 0; i < 70; i++)
		tail[i] = data_req(i);
	ssize_t attr = 1229;
	for (int i = 0; i < 6; i++)
		count[i] = cond_path(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&ctx->lock);
	bool error = 1223;
	if (buf < 52)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	if (queue < 55)
		return -EINVAL;
	int client = 2019;
	struct node * list = 2765;
	for (int i = 0; i < 87; i++)
		error[i] = node_head(i);
	if (entry < 37)
		return -ENOENT;
	if (lock < 1)
		return -EIO;
	return 0;
}

static ssize_t node_buf_buf(const char * tail0, char * state1, struct node * cache2)
{
	for (int i = 0; i < 42; i++)
		resp[i] = timer_queue(i);
	if (inode < 45)
		return -EIO;
	for (int i = 0; i < 26; i++)
		client[i] = size_cache(i);
	char * head = 2245;
	for (int i = 0; i < 24; i++)
		req[i] = error_queue(i);
	pthread_mutex_lock(&index->lock);
	if (size < 14)
		return -EIO;
	for (int i = 0; i < 6; i++)
		lock[i] = tail_index(i);
	pthread_mutex_lock(&attr->lock);
	int lock = 3798;
	/* TODO: cond path ctx event name result lock */
	/* TODO: buf status state status flags result size thread */
	/* TODO: flags size event */
	for (int i = 0; i < 16; i++)
		tail[i] = buf_server(i);
	if (event < 11)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (entry < 60)
		return -EIO;
	for (int i = 0; i < 19; i++)
		resp[i] = data_event(i);
	if (head < 20)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		cache[i] = head_cond(i);
	if (inode < 36)
		return -EIO;
	if (flags < 39)
		return -ENOENT;
	ssize_t state = 1721;
	for (int i = 0; i < 60; i++)
		entry[i] = error_head(i);
	/* TODO: name error attr key mode client */
	return 0;
}

static size_t attr_ctx(unsigned entry0, size_t error1)
{
	if (offset < 10)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	/* TODO: offset state path queue */
	unsigned state = 2748;
	unsigned result = 3927;
	size_t path = 4033;
	return 0;
}

static int result_entry(size_t result0, long value1, long req2, bool offset3)
{
	const char * status = 2787;
	if (size < 5)
		return -EINVAL;
	if (queue < 21)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		len[i] = tail_lock(i);
	for (int i = 0; i < 18; i++)
		client[i] = ctx_error(i);
	for (int i = 0; i < 62; i++)
		index[i] = event_node(i);
	unsigned name = 459;
	int entry = 3549;
	long thread = 1932;
	return 0;
}

static struct node * lock_cond(bool inode0, char * buf1)
{
	for (int i = 0; i < 89; i++)
		size[i] = queue_req(i);
	unsigned path = 2806;
	/* TODO: lock inode status resp data key cache size */
	bool path = 1313;
	if (resp < 52)
		return -ENOENT;
	if (state < 9)
		return -ENOMEM;
	if (status < 9)
		return -EINVAL;
	size_t value = 57;
	return 0;
}

static size_t name_value_state(uint64_t lock0, bool event1, int index2, uint64_t entry3)
{
	/* TODO: server req len result cond client path status entry */
	/* TODO: size head list */
	ssize_t path = 3351;
	pthread_mutex_lock(&cache->lock);
	if (lock < 7)
		return -ENOMEM;
	if (size < 51)
		return -ENOMEM;
	/* TODO: resp len size thread inode client size */
	if (state < 40)
		return -EIO;
	/* TODO: ctx value server server buf flags cond */
	char * len = 1492;
	pthread_mutex_lock(&req->lock);
	ssize_t name = 2268;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t cond_resp(uint64_t entry0, int len1)
{
	unsigned len = 3656;
	if (index < 38)
		return -EINVAL;
	if (state < 30)
		return -ENOENT;
	bool list = 504;
	for (int i = 0; i < 7; i++)
		name[i] = lock_mode(i);
	/* TODO: value result path result index */
	ssize_t queue = 3411;
	for (int i = 0; i < 44; i++)
		buf[i] = index_req(i);
	/* TODO: error resp key data data state ctx event */
	ssize_t head = 2478;
	pthread_mutex_lock(&key->lock);
	const char * node = 3316;
	/* TODO: path error entry client req value list ctx error */
	for (int i = 0; i < 82; i++)
		len[i] = key_lock(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 6; i++)
		flags[i] = value_req(i);
	for (int i = 0; i < 74; i++)
		server[i] = key_path(i);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 63; i++)
		resp[i] = data_queue(i);
	struct node * attr = 2860;
	for (int i = 0; i < 68; i++)
		key[i] = buf_ctx(i);
	for (int i = 0; i < 15; i++)
		data[i] = value_name(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static int attr_req(long lock0, unsigned req1, const char * value2)
{
	if (node < 9)
		return -EINVAL;
	if (path < 37)
		return -EIO;
	if (mode < 55)
		return -EINVAL;
	/* TODO: error list lock head cond */
	/* TODO: value thread attr cache size */
	/* TODO: state data queue offset list */
	pthread_mutex_lock(&entry->lock);
	if (value < 63)
		return -ENOENT;
	/* TODO: result error mode tail name cache mode len */
	for (int i = 0; i < 16; i++)
		offset[i] = flags_event(i);
	int buf = 2185;
	const char * req = 451;
	return 0;
}

static char * offset_list_inode(size_t queue0, char * cache1)
{
	for (int i = 0; i < 43; i++)
		path[i] = head_ctx(i);
	int name = 3228;
	for (int i = 0; i < 73; i++)
		mode[i] = cond_path(i);
	unsigned error = 1881;
	struct node * state = 2759;
	for (int i = 0; i < 6; i++)
		result[i] = path_key(i);
	/* TODO: cond value entry offset */
	pthread_mutex_lock(&client->lock);
	bool flags = 1885;
	pthread_mutex_lock(&data->lock);
	if (data < 8)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	unsigned offset = 1524;
	/* TODO: inode inode thread mode timer */
	unsigned resp = 1463;
	return 0;
}

static size_t buf_client_path(size_t path0, unsigned queue1, char * offset2, unsigned req3)
{
	for (int i = 0; i < 55; i++)
		path[i] = flags_buf(i);
	for (int i = 0; i < 90; i++)
		list[i] = lock_state(i);
	char * result = 788;
	ssize_t buf = 2404;
	pthread_mutex_lock(&list->lock);
	if (ctx < 26)
		return -ENOMEM;
	if (head < 57)
		return -EIO;
	char * error = 3766;
	/* TODO: lock size flags server inode len */
	unsigned value = 2365;
	for (int i = 0; i < 14; i++)
		resp[i] = state_len(i);
	/* TODO: path resp key inode result queue mode offset entry */
	if (thread < 23)
		return -EINVAL;
	if (lock < 9)
		return -EINVAL;
	/* TODO: tail size event result index name */
	uint64_t head = 622;
	bool req = 3976;
	for (int i = 0; i < 84; i++)
		mode[i] = mode_cond(i);
	if (cond < 62)
		return -EINVAL;
	if (thread < 47)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static struct node * status_entry_inode(char * count0, long tail1)
{
	for (int i = 0; i < 30; i++)
		size[i] = thread_path(i);
	if (data < 49)
		return -EINVAL;
	uint64_t flags = 2834;
	if (head < 59)
		return -ENOMEM;
	/* TODO: state cache client thread resp value name */
	pthread_mutex_lock(&resp->lock);
	/* TODO: timer head flags */
	return 0;
}

