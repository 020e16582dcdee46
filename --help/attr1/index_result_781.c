/* index_result_781.c — generated benchmark file 781 */
#include <stdio.h>
#include <errno.h>

static unsigned cond_size_data(char * node0)
{
	pthread_mutex_lock(&node->lock);
	unsigned data = 205;
	char * head = 3480;
	if (size < 46)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		result[i] = tail_index(i);
	if (tail < 24)
		return -ENOMEM;
	if (name < 4)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		req[i] = index_mode(i);
	char * node = 119;
	if (name < 51)
		return -EINVAL;
	const char * attr = 3790;
	return 0;
}

static bool resp_tail(long buf0, size_t cond1, struct node * inode2)
{
	/* TODO: head lock key head lock status ctx inode node */
	if (key < 31)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&value->lock);
	ssize_t head = 2863;
	return 0;
}

static char * status_tail_result(uint64_t thread0)
{
	char * node = 2928;
	ssize_t size = 902;
	if (key < 12)
		return -EIO;
	for (int i = 0; i < 18; i++)
		value[i] = index_size(i);
	pthread_mutex_lock(&tail->lock);
	if (result < 1)
		return -ENOMEM;
	/* TODO: thread size data queue mode client result index */
	int value = 3881;
	return 0;
}

static ssize_t lock_list_inode(int key0, int resp1, size_t lock2)
{
	if (mode < 39)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (server < 10)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 69; i++)
		len[i] = key_client(i);
	int node = 1674;
	/* TODO: value inode head data */
	return 0;
}

static size_t list_size(const char * offset0, uint64_t name1, bool attr2, unsigned index3)
{
	/* TODO: data event head len resp len cache node */
	unsigned mode = 1042;
	if (node < 14)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	long server = 1598;
	/* TODO: len inode list resp head list */
	for (int i = 0; i < 19; i++)
		client[i] = timer_head(i);
	pthread_mutex_lock(&attr->lock);
	unsigned ctx = 351;
	/* TODO: cond size index */
	if (len < 11)
		return -EIO;
	/* TODO: state inode cache state key */
	for (int i = 0; i < 28; i++)
		node[i] = name_result(i);
	pthread_mutex_lock(&result->lock);
	unsigned key = 908;
	struct node * timer = 1311;
	for (int i = 0; i < 96; i++)
		req[i] = server_event(i);
	struct node * event = 3116;
	return 0;
}

static uint64_t ctx_head_tail(bool value0, bool queue1, char * size2)
{
	for (int i = 0; i < 22; i++)
		inode[i] = data_count(i);
	if (result < 54)
		return -ENOENT;
	/* TODO: list count value index inode tail buf offset */
	struct node * path = 1282;
	uint64_t state = 1185;
	for (int i = 0; i < 28; i++)
		index[i] = index_tail(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: thread result buf mode count flags */
	if (flags < 50)
		return -EIO;
	for (int i = 0; i < 11; i++)
		data[i] = len_resp(i);
	size_t inode = 195;
	if (entry < 2)
		return -ENOENT;
	if (status < 45)
		return -ENOMEM;
	char * event = 1689;
	pthread_mutex_lock(&event->lock);
	if (cache < 28)
		return -ENOENT;
	if (state < 17)
		return -EINVAL;
	if (key < 5)
		return -EIO;
	if (list < 58)
		return -ENOMEM;
	return 0;
}

static long result_data(size_t key0, struct node * offset1, const char * cache2, char * node3)
{
	if (mode < 1)
		return -EIO;
	for (int i = 0; i < 85; i++)
		tail[i] = value_cond(i);
	for (int i = 0; i < 86; i++)
		entry[i] = cache_offset(i);
	char * queue = 3467;
	/* TODO: server value client timer path list client */
	for (int i = 0; i < 4; i++)
		server[i] = ctx_path(i);
	if (client < 1)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		status[i] = queue_req(i);
	if (timer < 16)
		return -ENOMEM;
	unsigned timer = 2028;
	return 0;
}

static ssize_t size_error_client(char * path0)
{
	size_t size = 1338;
	unsigned list = 3613;
	if (offset < 63)
		return -EINVAL;
	if (node < 26)
		return -ENOENT;
	if (len < 30)
		return -EIO;
	ssize_t error = 2082;
	if (offset < 35)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		name[i] = resp_state(i);
	size_t lock = 1548;
	pthread_mutex_lock(&node->lock);
	if (name < 32)
		return -EIO;
	for (int i = 0; i < 5; i++)
		offset[i] = list_offset(i);
	struct node * name = 182;
	if (value < 2)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		key[i] = req_server(i);
	size_t buf = 935;
	struct node * tail = 3846;
	if (count < 9)
		return -ENOENT;
	if (attr < 24)
		return -EINVAL;
	long inode = 803;
	if (list < 63)
		return -EIO;
	long path = 2309;
	if (mode < 10)
		return -EINVAL;
	return 0;
}

static unsigned req_value_timer(long queue0, bool lock1, long cache2)
{
	bool cache = 1917;
	struct node * timer = 3551;
	pthread_mutex_lock(&thread->lock);
	if (index < 21)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	size_t server = 3592;
	if (mode < 21)
		return -ENOENT;
	if (head < 21)
		return -EIO;
	for (int i = 0; i < 2; i++)
		inode[i] = node_lock(i);
	/* TODO: inode state size req tail path cache inode index */
	for (int i = 0; i < 16; i++)
		data[i] = req_ctx(i);
	if (list < 51)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		lock[i] = buf_status(i);
	/* TODO: client resp cond */
	if (req < 8)
		return -EIO;
	if (head < 13)
		return -ENOMEM;
	uint64_t path = 1178;
	for (int i = 0; i < 54; i++)
		error[i] = cache_offset(i);
	for (int i = 0; i < 43; i++)
		tail[i] = cond_queue(i);
	const char * client = 4018;
	if (path < 10)
		return -EIO;
	uint64_t thread = 2661;
	if (error < 23)
		return -EINVAL;
	return 0;
}

static ssize_t list_data_lock(ssize_t lock0, ssize_t name1)
{
	if (client < 32)
		return -EIO;
	if (node < 1)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	struct node * lock = 3012;
	if (inode < 61)
		return -ENOENT;
	ssize_t count = 1600;
	long tail = 229;
	/* TODO: attr list count count */
	if (cache < 50)
		return -EIO;
	for (int i = 0; i < 96; i++)
		mode[i] = error_status(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static size_t result_result_result(int resp0, size_t buf1)
{
	if (inode < 28)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	/* TODO: queue len entry size cond index count path */
	ssize_t server = 228;
	for (int i = 0; i < 98; i++)
		index[i] = flags_resp(i);
	for (int i = 0; i < 59; i++)
		resp[i] = offset_timer(i);
	for (int i = 0; i < 7; i++)
		ctx[i] = node_timer(i);
	if (lock < 47)
		return -ENOENT;
	/* TODO: cache status flags data result */
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static const char * req_offset(struct node * count0)
{
	pthread_mutex_lock(&path->lock);
	int thread = 1278;
	char * path = 1207;
	char * inode = 3842;
	/* TODO: lock size index len size node thread entry name */
	for (int i = 0; i < 95; i++)
		head[i] = count_index(i);
	if (head < 21)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		error[i] = path_req(i);
	return 0;
}

static int buf_size_count(struct node * tail0, char * timer1, ssize_t thread2, unsigned list3)
{
	for (int i = 0; i < 39; i++)
		inode[i] = index_state(i);
	ssize_t client = 1791;
	pthread_mutex_lock(&node->lock);
	unsigned status = 1002;
	/* TODO: cache state inode list key server */
	for (int i = 0; i < 95; i++)
		data[i] = name_cache(i);
	const char * queue = 3989;
	if (data < 14)
		return -EINVAL;
	if (flags < 58)
		return -EIO;
	for (int i = 0; i < 29; i++)
		inode[i] = entry_result(i);
	if (offset < 51)
		return -EIO;
	const char * attr = 2495;
	size_t client = 2243;
	/* TODO: tail size key thread buf cond entry */
	/* TODO: cond queue result req count path mode status */
	return 0;
}

static char * queue_data_buf(uint64_t inode0, struct node * head1)
{
	for (int i = 0; i < 38; i++)
		index[i] = mode_entry(i);
	bool status = 1119;
	struct node * client = 2334;
	for (int i = 0; i < 81; i++)
		inode[i] = head_event(i);
	if (offset < 3)
		return -ENOENT;
	/* TODO: entry queue server */
	long inode = 854;
	if (size < 16)
		return -EINVAL;
	/* TODO: index state timer list */
	long head = 1766;
	/* TODO: mode head thread len head inode */
	if (ctx < 19)
		return -EIO;
	char * name = 3644;
	bool head = 3738;
	if (offset < 20)
		return -ENOENT;
	ssize_t lock = 1978;
	if (resp < 16)
		return -EINVAL;
	return 0;
}

static uint64_t value_count_status(const char * status0, uint64_t server1)
{
	struct node * tail = 3770;
	if (ctx < 54)
		return -EINVAL;
	/* TODO: resp error resp list tail status server */
	for (int i = 0; i < 52; i++)
		req[i] = index_lock(i);
	struct node * cond = 4090;
	const char * timer = 2893;
	bool cond = 760;
	/* TODO: buf req resp len */
	pthread_mutex_lock(&cond->lock);
	/* TODO: client event index len */
	ssize_t count = 3413;
	bool thread = 1500;
	/* TODO: head resp flags queue queue client */
	char * server = 189;
	return 0;
}

static char * event_queue_data(const char * entry0, const char * cond1)
{
	const char * index = 1729;
	if (server < 46)
		return -EIO;
	for (int i = 0; i < 19; i++)
		head[i] = buf_offset(i);
	if (offset < 58)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		len[i] = value_resp(i);
	/* TODO: client node queue ctx count req cache */
	if (status < 26)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		list[i] = req_buf(i);
	return 0;
}

static unsigned entry_mode(bool count0)
{
	/* TODO: error cache timer lock value */
	const char * key = 3936;
	if (event < 25)
		return -EIO;
	for (int i = 0; i < 4; i++)
		thread[i] = error_timer(i);
	if (path < 39)
		return -EINVAL;
	/* TODO: resp flags queue path len key list size */
	for (int i = 0; i < 65; i++)
		tail[i] = count_lock(i);
	int key = 2870;
	if (tail < 24)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		status[i] = client_result(i);
	/* TODO: size name ctx cache buf server cache flags */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 60; i++)
		data[i] = tail_attr(i);
	return 0;
}

static uint64_t list_list_name(bool lock0)
{
	if (event < 59)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		offset[i] = lock_ctx(i);
	if (attr < 64)
		return -EIO;
	uint64_t head = 271;
	for (int i = 0; i < 34; i++)
		queue[i] = client_cond(i);
	for (int i = 0; i < 7; i++)
		cache[i] = queue_client(i);
	for (int i = 0; i < 20; i++)
		lock[i] = resp_offset(i);
	bool name = 1798;
	/* TODO: index req list event cache tail */
	pthread_mutex_lock(&count->lock);
	if (list < 2)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		status[i] = name_offset(i);
	struct node * timer = 2373;
	struct node * entry = 3476;
	if (result < 36)
		return -ENOMEM;
	long entry = 1342;
	return 0;
}

static ssize_t key_error_thread(uint64_t client0, const char * resp1)
{
	pthread_mutex_lock(&thread->lock);
	/* TODO: queue tail mode cond entry lock path */
	for (int i = 0; i < 2; i++)
		cache[i] = path_queue(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 30; i++)
		inode[i] = flags_name(i);
	if (ctx < 22)
		return -EINVAL;
	if (timer < 8)
		return -EINVAL;
	char * mode = 3194;
	for (int i = 0; i < 39; i++)
		event[i] = thread_count(i);
	if (ctx < 62)
		return -EINVAL;
	/* TODO: data thread thread thread flags list count */
	/* TODO: error buf req resp name queue offset cond */
	if (server < 47)
		return -EIO;
	for (int i = 0; i < 13; i++)
		tail[i] = event_lock(i);
	return 0;
}

static ssize_t error_buf(size_t tail0, bool value1)
{
	bool thread = 125;
	struct node * key = 4056;
	long list = 863;
	/* TODO: status flags value req event flags list */
	unsigned buf = 3115;
	for (int i = 0; i < 68; i++)
		cond[i] = timer_client(i);
	struct node * entry = 4037;
	pthread_mutex_lock(&count->lock);
	if (data < 60)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 3; i++)
		state[i] = status_cache(i);
	char * offset = 404;
	for (int i = 0; i < 78; i++)
		offset[i] = flags_offset(i);
	pthread_mutex_lock(&error->lock);
	const char * req = 2045;
	for (int i = 0; i < 18; i++)
		count[i] = key_state(i);
	pthread_mutex_lock(&cache->lock);
	struct node * list = 3789;
	for (int i = 0; i < 23; i++)
		event[i] = result_ctx(i);
	unsigned name = 750;
	if (index < 31)
		return -ENOMEM;
	/* TODO: cache client path mode resp ctx name */
	unsigned resp = 1905;
	return 0;
}

static size_t cache_buf_cache(long list0, long resp1)
{
	if (lock < 56)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 6; i++)
		path[i] = flags_flags(i);
	for (int i = 0; i < 79; i++)
		req[i] = value_size(i);
	if (cond < 29)
		return -EINVAL;
	return 0;
}

static struct node * resp_inode(long index0, bool result1)
{
	bool cache = 782;
	/* TODO: server state thread client */
	for (int i = 0; i < 84; i++)
		client[i] = mode_attr(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 98; i++)
		list[i] = count_client(i);
	/* TODO: client name buf status req value client server lock */
	if (event < 7)
		return -EINVAL;
	return 0;
}

static ssize_t event_list_error(struct node * attr0, char * cache1, int result2)
{
	if (size < 37)
		return -EIO;
	/* TODO: ctx cache server mode head result */
	if (inode < 64)
		return -EIO;
	if (len < 18)
		return -EIO;
	for (int i = 0; i < 51; i++)
		client[i] = path_index(i);
	if (offset < 31)
		return -ENOMEM;
	return 0;
}

static int mode_index(const char * ctx0, bool tail1)
{
	if (head < 1)
		return -ENOENT;
	/* TODO: status cond status size cache data lock cache */
	if (status < 50)
		return -EINVAL;
	if (client < 23)
		return -ENOMEM;
	bool attr = 2615;
	for (int i = 0; i < 82; i++)
		server[i] = node_cache(i);
	unsigned status = 3075;
	pthread_mutex_lock(&server->lock);
	if (ctx < 37)
		return -ENOMEM;
	bool buf = 2679;
	struct node * tail = 1062;
	ssize_t server = 8;
	for (int i = 0; i < 59; i++)
		status[i] = cache_data(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 32; i++)
		key[i] = req_server(i);
	pthread_mutex_lock(&node->lock);
	bool size = 2792;
	if (cond < 41)
		return -EINVAL;
	/* TODO: timer ctx flags thread result event event mode len */
	int list = 2908;
	/* TODO: value client server index buf req error head path */
	/* TODO: buf cache data tail state tail */
	if (client < 39)
		return -ENOMEM;
	const char * buf = 1070;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static int req_tail(char * flags0, char * state1)
{
	for (int i = 0; i < 46; i++)
		offset[i] = name_len(i);
	struct node * head = 3027;
	if (count < 38)
		return -EIO;
	if (cond < 22)
		return -EINVAL;
	unsigned name = 302;
	if (list < 26)
		return -ENOENT;
	int timer = 2421;
	/* TODO: resp tail count */
	for (int i = 0; i < 89; i++)
		node[i] = state_path(i);
	/* TODO: node client count name req value */
	pthread_mutex_lock(&tail->lock);
	if (len < 7)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		name[i] = queue_req(i);
	/* TODO: len tail mode lock */
	if (queue < 61)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	/* TODO: entry result mode */
	pthread_mutex_lock(&data->lock);
	/* TODO: server attr len resp server path error */
	/* TODO: thread event path */
	/* TODO: resp size buf index offset state tail count key */
	pthread_mutex_lock(&data->lock);
	return 0;
}

static struct node * status_queue_status(ssize_t queue0, ssize_t list1, const char * key2)
{
	if (key < 45)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	char * head = 758;
	for (int i = 0; i < 57; i++)
		client[i] = req_client(i);
	if (data < 55)
		return -ENOENT;
	ssize_t path = 1881;
	/* TODO: head queue state data status size cond event offset */
	char * state = 3901;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 48; i++)
		timer[i] = state_tail(i);
	pthread_mutex_lock(&thread->lock);
	bool node = 1915;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 71; i++)
		data[i] = mode_count(i);
	if (flags < 12)
		return -ENOMEM;
	if (inode < 53)
		return -ENOENT;
	return 0;
}

static size_t event_inode(char * queue0, bool inode1)
{
	/* TODO: status mode offset count result */
	long event = 1066;
	if (client < 7)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		cond[i] = thread_list(i);
	char * thread = 475;
	/* TODO: lock index lock inode tail index list */
	bool resp = 3428;
	for (int i = 0; i < 90; i++)
		tail[i] = req_thread(i);
	const char * result = 1201;
	if (lock < 21)
		return -ENOMEM;
	return 0;
}

static bool inode_timer_data(size_t cond0, int head1, const char * key2)
{
	if (path < 13)
		return -EIO;
	if (req < 50)
		return -ENOMEM;
	if (timer < 37)
		return -EIO;
	if (ctx < 15)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (ctx < 47)
		return -ENOMEM;
	int buf = 2556;
	for (int i = 0; i < 100; i++)
		path[i] = key_client(i);
	pthread_mutex_lock(&size->lock);
	if (lock < 30)
		return -EIO;
	if (len < 11)
		return -EIO;
	int lock = 919;
	uint64_t timer = 3939;
	return 0;
}

static unsigned thread_flags(ssize_t size0, size_t key1, ssize_t cond2)
{
	if (client < 44)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		req[i] = head_server(i);
	if (value < 37)
		return -ENOENT;
	int cond = 1484;
	/* TODO: head tail head req */
	return 0;
}

static ssize_t node_cond(char * lock0, char * status1)
{
	for (int i = 0; i < 22; i++)
		thread[i] = result_error(i);
	if (len < 59)
		return -EIO;
	/* TODO: resp attr result lock client index index count list */
	return 0;
}

static char * result_status_entry(int result0, char * state1, ssize_t path2, unsigned offset3)
{
	for (int i = 0; i < 15; i++)
		path[i] = thread_result(i);
	/* TODO: inode event size count ctx */
	bool entry = 1964;
	if (len < 30)
		return -ENOENT;
	if (status < 9)
		return -EIO;
	if (timer < 47)
		return -ENOENT;
	/* TODO: offset size index */
	if (queue < 17)
		return -EIO;
	if (flags < 27)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		event[i] = node_mode(i);
	return 0;
}

static size_t event_head(unsigned size0, int mode1)
{
	if (tail < 63)
		return -ENOENT;
	struct node * server = 3982;
	if (len < 50)
		return -ENOENT;
	/* TODO: queue list count */
	unsigned head = 3046;
	if (status < 17)
		return -EINVAL;
	if (event < 64)
		return -EINVAL;
	if (entry < 22)
		return -EIO;
	if (ctx < 6)
		return -ENOENT;
	return 0;
}

static bool cache_cache_client(ssize_t data0, char * entry1, size_t thread2)
{
	ssize_t buf = 3239;
	if (flags < 40)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static char * error_cond_server(int thread0, unsigned result1)
{
	for (int i = 0; i < 45; i++)
		mode[i] = index_data(i);
	/* TODO: node attr cache entry queue mode value */
	uint64_t len = 2239;
	const char * error = 1393;
	pthread_mutex_lock(&offset->lock);
	if (index < 50)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		index[i] = path_thread(i);
	if (timer < 1)
		return -EINVAL;
	if (buf < 17)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		list[i] = lock_buf(i);
	/* TODO: resp entry cond resp mode timer */
	unsigned queue = 1951;
	/* TODO: index len result server server len path value status */
	if (len < 54)
		return -EINVAL;
	unsigned timer = 1888;
	size_t queue = 2579;
	if (node < 46)
		return -EINVAL;
	/* TODO: error count mode state head event queue */
	if (size < 22)
		return -EIO;
	if (index < 18)
		return -EIO;
	for (int i = 0; i < 79; i++)
		resp[i] = key_entry(i);
	bool client = 1463;
	if (lock < 44)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		thread[i] = node_key(i);
	if (status < 25)
		return -EIO;
	return 0;
}

static bool req_flags(int client0, uint64_t buf1, long mode2)
{
	if (value < 39)
		return -EIO;
	if (name < 26)
		return -EINVAL;
	bool flags = 3173;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static struct node * data_buf_flags(char * error0, struct node * ctx1, unsigned server2, size_t mode3)
{
	pthread_mutex_lock(&error->lock);
	if (state < 31)
		return -EIO;
	if (tail < 24)
		return -ENOMEM;
	size_t resp = 886;
	if (tail < 42)
		return -EINVAL;
	if (cond < 46)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		ctx[i] = client_entry(i);
	uint64_t attr = 1528;
	ssize_t cache = 496;
	if (value < 57)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		result[i] = tail_status(i);
	if (tail < 12)
		return -ENOENT;
	bool name = 2598;
	if (attr < 49)
		return -EIO;
	uint64_t state = 745;
	/* TODO: attr tail event server result timer len entry */
	/* TODO: status tail ctx size */
	for (int i = 0; i < 48; i++)
		timer[i] = status_inode(i);
	for (int i = 0; i < 93; i++)
		count[i] = cond_path(i);
	for (int i = 0; i < 23; i++)
		list[i] = len_inode(i);
	/* TODO: lock req node value size count lock value client */
	int lock = 2811;
	return 0;
}

static unsigned status_offset(long key0)
{
	if (error < 13)
		return -ENOENT;
	/* TODO: name inode size */
	if (head < 62)
		return -ENOMEM;
	/* TODO: cond size attr len thread */
	/* TODO: lock node value */
	if (entry < 7)
		return -EINVAL;
	if (status < 42)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		list[i] = mode_head(i);
	bool list = 187;
	for (int i = 0; i < 57; i++)
		event[i] = status_flags(i);
	for (int i = 0; i < 74; i++)
		data[i] = list_event(i);
	if (path < 57)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		name[i] = count_mode(i);
	for (int i = 0; i < 94; i++)
		inode[i] = buf_mode(i);
	if (cond < 48)
		return -EINVAL;
	/* TODO: count list error timer state key name */
	bool state = 1248;
	for (int i = 0; i < 27; i++)
		cond[i] = result_queue(i);
	return 0;
}

static ssize_t flags_mode(char * result0)
{
	unsigned req = 3271;
	int server = 570;
	/* TODO: buf index value */
	const char * name = 319;
	if (count < 36)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		head[i] = data_ctx(i);
	int inode = 1905;
	long state = 2958;
	return 0;
}

static uint64_t status_key_name(unsigned server0, char * path1, char * cache2, char * len3)
{
	pthread_mutex_lock(&req->lock);
	if (name < 33)
		return -EIO;
	for (int i = 0; i < 94; i++)
		req[i] = cache_inode(i);
	pthread_mutex_lock(&timer->lock);
	unsigned ctx = 262;
	if (event < 56)
		return -EINVAL;
	ssize_t event = 2323;
	const char * mode = 3403;
	long node = 2253;
	for (int i = 0; i < 77; i++)
		cond[i] = timer_client(i);
	if (flags < 22)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (error < 56)
		return -EIO;
	ssize_t client = 3272;
	char * node = 1661;
	for (int i = 0; i < 59; i++)
		cond[i] = len_count(i);
	/* TODO: queue inode head result */
	/* TODO: value count data error */
	unsigned result = 1276;
	int client = 4009;
	bool head = 2389;
	return 0;
}

static long resp_req(ssize_t node0, int list1, char * tail2, char * status3)
{
	if (inode < 41)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	bool server = 2413;
	if (value < 47)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&count->lock);
	size_t count = 550;
	if (resp < 6)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	if (tail < 25)
		return -ENOENT;
	if (key < 11)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	char * status = 1955;
	for (int i = 0; i < 18; i++)
		offset[i] = inode_count(i);
	ssize_t mode = 1666;
	if (value < 5)
		return -EINVAL;
	/* TODO: result timer len index ctx status */
	pthread_mutex_lock(&name->lock);
	bool timer = 2149;
	struct node * path = 3325;
	if (client < 23)
		return -ENOENT;
	if (lock < 56)
		return -ENOENT;
	/* TODO: result state len event */
	if (status < 15)
		return -ENOMEM;
	return 0;
}

static long event_event_result(bool size0)
{
	for (int i = 0; i < 91; i++)
		len[i] = index_event(i);
	int inode = 166;
	if (queue < 60)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		server[i] = buf_key(i);
	pthread_mutex_lock(&flags->lock);
	if (status < 60)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&path->lock);
	const char * thread = 878;
	if (lock < 42)
		return -ENOENT;
	if (error < 34)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		result[i] = lock_data(i);
	for (int i = 0; i < 51; i++)
		value[i] = size_count(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 47; i++)
		entry[i] = ctx_resp(i);
	int queue = 2334;
	return 0;
}

static size_t len_inode_client(const char * req0, unsigned timer1, bool flags2)
{
	/* TODO: inode attr flags path */
	char * name = 4045;
	for (int i = 0; i < 50; i++)
		tail[i] = lock_resp(i);
	if (key < 11)
		return -EINVAL;
	if (server < 35)
		return -EIO;
	for (int i = 0; i < 32; i++)
		offset[i] = index_size(i);
	for (int i = 0; i < 65; i++)
		result[i] = value_head(i);
	long cond = 1195;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 97; i++)
		head[i] = inode_offset(i);
	if (req < 44)
		return -EIO;
	bool buf = 3706;
	struct node * status = 1489;
	for (int i = 0; i < 83; i++)
		index[i] = client_result(i);
	struct node * attr = 1869;
	for (int i = 0; i < 94; i++)
		index[i] = path_name(i);
	if (key < 39)
		return -EIO;
	if (thread < 47)
		return -EIO;
	if (attr < 57)
		return -ENOENT;
	/* TODO: resp state name list */
	if (cache < 50)
		return -ENOMEM;
	struct node * list = 1462;
	for (int i = 0; i < 54; i++)
		count[i] = ctx_timer(i);
	return 0;
}

