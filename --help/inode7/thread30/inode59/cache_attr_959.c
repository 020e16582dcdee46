/* cache_attr_959.c — generated benchmark file 959 */
#include <stdio.h>
#include <errno.h>

static bool server_node(long timer0, int entry1, const char * offset2, int entry3)
{
	char * queue = 3886;
	if (offset < 6)
		return -EINVAL;
	size_t status = 3158;
	long size = 3624;
	return 0;
}

static size_t result_value(bool server0, long resp1, struct node * cache2, bool count3)
{
	/* TODO: server attr buf tail thread cache */
	if (index < 47)
		return -ENOENT;
	if (index < 22)
		return -EINVAL;
	return 0;
}

static ssize_t server_resp(struct node * tail0, ssize_t inode1)
{
	const char * queue = 1185;
	/* TODO: event offset queue value result ctx result */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&len->lock);
	if (error < 44)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	bool state = 1304;
	/* TODO: state data flags size key entry key */
	return 0;
}

static const char * name_entry(struct node * event0, long result1, long ctx2, bool event3)
{
	/* TODO: queue path flags timer tail cache ctx */
	if (len < 40)
		return -EIO;
	if (state < 24)
		return -EIO;
	/* TODO: state attr offset status thread name queue node index */
	if (req < 21)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	long cond = 127;
	pthread_mutex_lock(&list->lock);
	struct node * tail = 1522;
	/* TODO: value client event count timer buf name data cond */
	unsigned data = 149;
	if (tail < 30)
		return -ENOENT;
	unsigned key = 1347;
	unsigned key = 3284;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 79; i++)
		flags[i] = status_value(i);
	size_t cond = 2512;
	return 0;
}

static ssize_t key_server(uint64_t len0, int entry1, const char * state2, int count3)
{
	if (value < 57)
		return -ENOMEM;
	/* TODO: thread event value ctx size error key */
	pthread_mutex_lock(&len->lock);
	/* TODO: mode attr size size head lock */
	/* TODO: lock len timer head */
	if (cache < 17)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (client < 59)
		return -EINVAL;
	uint64_t state = 1158;
	uint64_t index = 650;
	if (mode < 10)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		value[i] = index_state(i);
	const char * server = 3629;
	return 0;
}

static ssize_t flags_inode(struct node * head0, long head1)
{
	pthread_mutex_lock(&size->lock);
	bool status = 4061;
	bool mode = 3484;
	return 0;
}

static bool offset_state_event(size_t count0, int list1, ssize_t node2, char * path3)
{
	/* TODO: inode entry node req len */
	/* TODO: name client data */
	ssize_t entry = 1978;
	uint64_t ctx = 949;
	pthread_mutex_lock(&len->lock);
	unsigned len = 461;
	if (resp < 13)
		return -EINVAL;
	if (value < 32)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		data[i] = index_len(i);
	if (lock < 24)
		return -ENOMEM;
	uint64_t status = 1808;
	bool attr = 2406;
	if (server < 51)
		return -EINVAL;
	if (buf < 33)
		return -ENOMEM;
	long req = 3013;
	size_t tail = 2125;
	if (thread < 8)
		return -EINVAL;
	bool queue = 3105;
	if (head < 2)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 88; i++)
		cond[i] = size_name(i);
	for (int i = 0; i < 62; i++)
		status[i] = status_size(i);
	if (tail < 44)
		return -EINVAL;
	/* TODO: state count value status event */
	return 0;
}

static size_t cond_error(char * client0, size_t node1)
{
	for (int i = 0; i < 40; i++)
		len[i] = cache_inode(i);
	if (server < 45)
		return -EINVAL;
	if (cache < 39)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: entry req inode result key */
	pthread_mutex_lock(&offset->lock);
	if (len < 2)
		return -EIO;
	bool name = 3302;
	ssize_t mode = 351;
	uint64_t server = 2491;
	if (name < 7)
		return -EINVAL;
	bool name = 2928;
	pthread_mutex_lock(&thread->lock);
	/* TODO: value status tail count mode offset lock count tail */
	/* TODO: buf offset name lock resp key len */
	for (int i = 0; i < 22; i++)
		node[i] = head_count(i);
	const char * inode = 1831;
	if (server < 38)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		thread[i] = timer_cache(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: state attr count path entry offset event name */
	return 0;
}

static const char * buf_status(const char * req0, unsigned timer1)
{
	size_t head = 1766;
	for (int i = 0; i < 4; i++)
		index[i] = lock_resp(i);
	if (server < 43)
		return -ENOENT;
	char * name = 934;
	int node = 3082;
	for (int i = 0; i < 39; i++)
		client[i] = server_state(i);
	/* TODO: count key flags */
	/* TODO: thread key size */
	for (int i = 0; i < 77; i++)
		status[i] = data_error(i);
	if (cond < 26)
		return -EINVAL;
	/* TODO: status ctx error offset lock event buf */
	size_t key = 2245;
	char * count = 1615;
	if (state < 38)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static size_t offset_result(long inode0, long state1)
{
	/* TODO: thread timer status entry cache count cache head */
	for (int i = 0; i < 50; i++)
		cond[i] = len_lock(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: mode head status event ctx */
	unsigned key = 3031;
	for (int i = 0; i < 26; i++)
		size[i] = key_cache(i);
	for (int i = 0; i < 53; i++)
		attr[i] = offset_node(i);
	long flags = 2511;
	if (buf < 46)
		return -EINVAL;
	return 0;
}

static struct node * value_timer(bool offset0)
{
	for (int i = 0; i < 62; i++)
		error[i] = count_entry(i);
	for (int i = 0; i < 82; i++)
		index[i] = path_node(i);
	for (int i = 0; i < 80; i++)
		timer[i] = name_flags(i);
	return 0;
}

static long buf_attr_client(bool node0, long error1)
{
	int thread = 3311;
	/* TODO: timer ctx state len */
	/* TODO: list data cache server head index attr node */
	long cond = 1059;
	return 0;
}

static ssize_t event_timer_cond(int req0)
{
	if (entry < 31)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		flags[i] = size_mode(i);
	/* TODO: status count head tail len server error value client */
	uint64_t list = 1299;
	for (int i = 0; i < 93; i++)
		server[i] = data_node(i);
	if (timer < 31)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		event[i] = status_tail(i);
	if (data < 56)
		return -EIO;
	struct node * flags = 1565;
	return 0;
}

static long state_node_result(struct node * mode0)
{
	/* TODO: key head req resp */
	if (state < 30)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	/* TODO: path head index ctx tail cond client cond flags */
	int entry = 3400;
	for (int i = 0; i < 53; i++)
		ctx[i] = list_timer(i);
	bool list = 3194;
	unsigned req = 2415;
	long event = 111;
	/* TODO: ctx server size count server ctx size */
	/* TODO: resp server resp server value result offset size head */
	for (int i = 0; i < 49; i++)
		data[i] = status_status(i);
	return 0;
}

static unsigned status_path_size(struct node * list0, char * event1)
{
	/* TODO: client resp client result lock */
	char * state = 3873;
	unsigned resp = 2133;
	for (int i = 0; i < 96; i++)
		cache[i] = head_status(i);
	if (entry < 15)
		return -ENOENT;
	int error = 827;
	size_t cache = 1084;
	if (key < 55)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		mode[i] = name_result(i);
	for (int i = 0; i < 83; i++)
		server[i] = index_attr(i);
	return 0;
}

static unsigned status_key_attr(unsigned node0, struct node * cache1)
{
	pthread_mutex_lock(&tail->lock);
	if (tail < 42)
		return -ENOENT;
	char * timer = 2502;
	/* TODO: state mode event thread flags list req client count */
	size_t req = 46;
	for (int i = 0; i < 98; i++)
		cond[i] = node_size(i);
	for (int i = 0; i < 18; i++)
		timer[i] = cond_cond(i);
	for (int i = 0; i < 17; i++)
		result[i] = path_mode(i);
	int queue = 1232;
	for (int i = 0; i < 18; i++)
		buf[i] = index_flags(i);
	unsigned count = 2684;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static int node_name_value(char * server0, size_t name1, size_t client2)
{
	ssize_t cond = 3714;
	size_t name = 3260;
	pthread_mutex_lock(&result->lock);
	size_t client = 4007;
	pthread_mutex_lock(&flags->lock);
	if (key < 1)
		return -EIO;
	if (lock < 37)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		client[i] = data_mode(i);
	/* TODO: mode mode len */
	if (event < 47)
		return -EINVAL;
	bool cond = 3473;
	char * buf = 242;
	if (index < 46)
		return -ENOENT;
	uint64_t len = 2968;
	/* TODO: client count inode inode cache */
	if (list < 32)
		return -ENOENT;
	return 0;
}

static const char * buf_error(long status0, const char * req1)
{
	/* TODO: entry queue resp flags queue name status attr */
	for (int i = 0; i < 29; i++)
		offset[i] = index_tail(i);
	for (int i = 0; i < 7; i++)
		list[i] = head_buf(i);
	char * name = 3110;
	if (count < 37)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		path[i] = state_entry(i);
	if (resp < 45)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		key[i] = client_cond(i);
	pthread_mutex_lock(&index->lock);
	struct node * index = 1008;
	if (lock < 48)
		return -EIO;
	if (thread < 35)
		return -EIO;
	const char * offset = 415;
	/* TODO: timer cache mode offset req buf state ctx */
	if (req < 37)
		return -EINVAL;
	if (resp < 48)
		return -EIO;
	for (int i = 0; i < 48; i++)
		entry[i] = timer_ctx(i);
	if (state < 20)
		return -ENOMEM;
	return 0;
}

static struct node * ctx_entry_head(char * cond0)
{
	pthread_mutex_lock(&server->lock);
	/* TODO: buf path flags cache server ctx queue */
	/* TODO: server value inode resp len entry mode cache key */
	/* TODO: head head ctx */
	struct node * queue = 2656;
	/* TODO: resp timer client client list thread cache index value */
	/* TODO: ctx len data req offset attr */
	int cond = 427;
	return 0;
}

static uint64_t data_key_queue(char * inode0, const char * ctx1, char * event2, bool index3)
{
	for (int i = 0; i < 62; i++)
		thread[i] = len_node(i);
	if (offset < 40)
		return -ENOENT;
	ssize_t offset = 123;
	/* TODO: thread status server state */
	return 0;
}

static int inode_key_name(long index0, unsigned buf1, long state2, const char * node3)
{
	/* TODO: cond key value thread list node size */
	unsigned lock = 347;
	for (int i = 0; i < 21; i++)
		entry[i] = timer_count(i);
	const char * client = 1584;
	ssize_t attr = 349;
	long flags = 2649;
	bool timer = 2044;
	for (int i = 0; i < 57; i++)
		len[i] = result_index(i);
	for (int i = 0; i < 58; i++)
		resp[i] = node_mode(i);
	if (path < 37)
		return -ENOMEM;
	bool index = 1603;
	/* TODO: cache size count req result offset req state status */
	int size = 339;
	if (value < 64)
		return -EIO;
	if (value < 50)
		return -ENOENT;
	bool req = 1280;
	if (cond < 32)
		return -ENOMEM;
	unsigned buf = 1199;
	if (count < 21)
		return -ENOMEM;
	return 0;
}

static struct node * node_attr_server(long mode0)
{
	for (int i = 0; i < 61; i++)
		count[i] = list_attr(i);
	ssize_t status = 1738;
	pthread_mutex_lock(&data->lock);
	size_t index = 2760;
	if (timer < 50)
		return -ENOMEM;
	if (path < 59)
		return -ENOENT;
	/* TODO: tail key server tail path result cache inode resp */
	for (int i = 0; i < 78; i++)
		path[i] = status_value(i);
	/* TODO: offset value flags value server attr result node */
	for (int i = 0; i < 4; i++)
		tail[i] = data_name(i);
	/* TODO: data ctx state attr */
	return 0;
}

static bool path_timer_head(char * entry0, const char * value1, unsigned data2, char * tail3)
{
	for (int i = 0; i < 59; i++)
		lock[i] = lock_data(i);
	/* TODO: event mode attr data count path result cond client */
	/* TODO: key mode key */
	for (int i = 0; i < 92; i++)
		buf[i] = client_thread(i);
	unsigned list = 2165;
	if (timer < 21)
		return -EINVAL;
	ssize_t thread = 3723;
	/* TODO: cache name value server node resp buf list flags */
	ssize_t path = 507;
	for (int i = 0; i < 77; i++)
		buf[i] = size_status(i);
	return 0;
}

static long inode_cache_thread(struct node * cache0, const char * inode1, struct node * lock2)
{
	bool timer = 1529;
	if (len < 29)
		return -ENOMEM;
	if (index < 64)
		return -ENOENT;
	if (head < 51)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		req[i] = lock_buf(i);
	return 0;
}

static uint64_t error_thread(ssize_t req0, long list1, char * queue2)
{
	for (int i = 0; i < 27; i++)
		attr[i] = len_ctx(i);
	bool error = 1763;
	if (attr < 9)
		return -EIO;
	if (req < 9)
		return -EIO;
	/* TODO: ctx index node cache count count data buf flags */
	if (mode < 22)
		return -EINVAL;
	/* TODO: key list lock name data */
	if (thread < 38)
		return -ENOENT;
	struct node * cond = 2710;
	pthread_mutex_lock(&entry->lock);
	long size = 50;
	return 0;
}

static bool buf_error_attr(unsigned size0, const char * result1)
{
	uint64_t req = 3558;
	if (size < 40)
		return -ENOMEM;
	ssize_t inode = 414;
	for (int i = 0; i < 57; i++)
		node[i] = data_server(i);
	if (mode < 32)
		return -EIO;
	if (entry < 53)
		return -ENOENT;
	/* TODO: attr req status ctx timer mode lock count */
	for (int i = 0; i < 54; i++)
		len[i] = key_key(i);
	/* TODO: data tail resp timer timer lock cond */
	if (lock < 14)
		return -EINVAL;
	if (lock < 61)
		return -ENOMEM;
	/* TODO: head thread client attr data client server */
	if (state < 17)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	ssize_t key = 1219;
	return 0;
}

static uint64_t inode_timer(int list0)
{
	for (int i = 0; i < 47; i++)
		client[i] = size_lock(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 91; i++)
		len[i] = mode_error(i);
	unsigned ctx = 3764;
	if (client < 8)
		return -EIO;
	/* TODO: list list offset head error */
	ssize_t timer = 4018;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 44; i++)
		thread[i] = inode_key(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 74; i++)
		buf[i] = entry_list(i);
	for (int i = 0; i < 93; i++)
		status[i] = entry_attr(i);
	const char * queue = 3803;
	for (int i = 0; i < 41; i++)
		error[i] = server_head(i);
	uint64_t req = 1771;
	if (resp < 15)
		return -EINVAL;
	return 0;
}

static unsigned tail_size_thread(bool timer0)
{
	if (thread < 15)
		return -ENOMEM;
	if (inode < 17)
		return -EIO;
	const char * server = 3803;
	int lock = 2862;
	size_t node = 3646;
	/* TODO: value value count ctx inode name len offset event */
	if (name < 34)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static uint64_t state_head_lock(bool attr0, bool state1)
{
	long offset = 2166;
	if (lock < 4)
		return -EIO;
	/* TODO: path req result timer name cache ctx key state */
	long inode = 2473;
	struct node * client = 3831;
	for (int i = 0; i < 25; i++)
		cond[i] = data_value(i);
	long size = 3639;
	bool event = 1755;
	if (req < 51)
		return -EIO;
	if (req < 64)
		return -ENOMEM;
	if (cond < 7)
		return -ENOMEM;
	if (error < 15)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		cond[i] = tail_len(i);
	return 0;
}

static size_t timer_cache(bool buf0)
{
	if (inode < 3)
		return -ENOENT;
	/* TODO: value head event lock state server */
	for (int i = 0; i < 39; i++)
		key[i] = data_thread(i);
	/* TODO: buf lock timer count */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 4; i++)
		state[i] = resp_status(i);
	size_t flags = 1685;
	uint64_t server = 1645;
	char * list = 778;
	for (int i = 0; i < 38; i++)
		entry[i] = server_entry(i);
	for (int i = 0; i < 54; i++)
		flags[i] = cond_resp(i);
	for (int i = 0; i < 79; i++)
		server[i] = node_buf(i);
	for (int i = 0; i < 44; i++)
		thread[i] = client_result(i);
	for (int i = 0; i < 48; i++)
		cache[i] = lock_head(i);
	pthread_mutex_lock(&entry->lock);
	long lock = 434;
	/* TODO: index size tail */
	if (result < 63)
		return -EIO;
	if (timer < 24)
		return -ENOENT;
	uint64_t inode = 2973;
	if (buf < 63)
		return -EIO;
	return 0;
}

static bool timer_attr(unsigned len0, int cache1)
{
	/* TODO: client client cache cache node tail */
	for (int i = 0; i < 18; i++)
		buf[i] = queue_result(i);
	long error = 3675;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 20; i++)
		state[i] = index_timer(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&result->lock);
	if (server < 42)
		return -ENOENT;
	/* TODO: index buf state head status */
	if (attr < 31)
		return -EINVAL;
	/* TODO: data server thread count value entry cache buf */
	for (int i = 0; i < 58; i++)
		server[i] = server_flags(i);
	long tail = 2349;
	/* TODO: state count flags head */
	unsigned timer = 2784;
	uint64_t cache = 1571;
	return 0;
}

static int value_ctx_server(struct node * event0)
{
	int lock = 2541;
	if (entry < 58)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		key[i] = name_client(i);
	for (int i = 0; i < 84; i++)
		req[i] = data_cache(i);
	for (int i = 0; i < 59; i++)
		flags[i] = client_path(i);
	int ctx = 3415;
	long flags = 3507;
	bool status = 1181;
	for (int i = 0; i < 97; i++)
		count[i] = tail_value(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 85; i++)
		timer[i] = buf_index(i);
	for (int i = 0; i < 4; i++)
		node[i] = name_req(i);
	ssize_t resp = 1872;
	return 0;
}

static unsigned size_inode_head(uint64_t head0, ssize_t client1, struct node * client2)
{
	if (path < 54)
		return -EIO;
	uint64_t state = 134;
	/* TODO: result path thread offset value offset count thread */
	/* TODO: queue ctx client client ctx queue event */
	/* TODO: list inode server lock count req ctx event */
	/* TODO: client server cond mode */
	pthread_mutex_lock(&value->lock);
	bool inode = 3549;
	for (int i = 0; i < 15; i++)
		flags[i] = status_state(i);
	/* TODO: timer key offset error name */
	return 0;
}

static char * status_count_head(unsigned value0, bool offset1, bool status2, int req3)
{
	size_t status = 1479;
	if (lock < 24)
		return -EIO;
	/* TODO: buf offset len req result */
	for (int i = 0; i < 11; i++)
		event[i] = head_attr(i);
	if (offset < 24)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		entry[i] = entry_req(i);
	return 0;
}

static char * value_value_inode(struct node * size0, bool len1)
{
	if (mode < 15)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		list[i] = count_tail(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static ssize_t index_thread_attr(const char * status0, char * req1)
{
	const char * lock = 4077;
	pthread_mutex_lock(&tail->lock);
	/* TODO: thread event timer client */
	if (req < 24)
		return -EIO;
	if (data < 26)
		return -ENOMEM;
	unsigned size = 2466;
	if (state < 37)
		return -EINVAL;
	if (timer < 25)
		return -EIO;
	if (inode < 14)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		ctx[i] = status_server(i);
	return 0;
}

static uint64_t lock_timer_ctx(struct node * attr0)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 95; i++)
		cache[i] = inode_req(i);
	for (int i = 0; i < 27; i++)
		result[i] = data_thread(i);
	const char * thread = 2333;
	/* TODO: list error server key offset thread head status req */
	struct node * cache = 3948;
	/* TODO: cache value timer value */
	/* TODO: node tail result queue */
	pthread_mutex_lock(&key->lock);
	if (mode < 40)
		return -ENOENT;
	/* TODO: cond key entry buf result key name error head */
	struct node * event = 64;
	if (event < 50)
		return -EIO;
	/* TODO: key data data error size value */
	return 0;
}

static struct node * mode_flags_attr(uint64_t tail0, long node1, ssize_t value2, long ctx3)
{
	for (int i = 0; i < 52; i++)
		tail[i] = lock_lock(i);
	bool thread = 462;
	uint64_t mode = 3322;
	bool entry = 1892;
	if (len < 62)
		return -EIO;
	if (name < 64)
		return -ENOENT;
	/* TODO: flags len attr inode client list attr cond value */
	for (int i = 0; i < 37; i++)
		cache[i] = offset_status(i);
	ssize_t list = 1422;
	if (flags < 33)
		return -ENOENT;
	const char * cond = 1703;
	if (tail < 4)
		return -ENOENT;
	/* TODO: data tail flags list path mode size req flags */
	if (len < 2)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	const char * resp = 444;
	const char * count = 377;
	pthread_mutex_lock(&name->lock);
	if (node < 33)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		count[i] = buf_client(i);
	if (client < 57)
		return -EINVAL;
	return 0;
}

static ssize_t result_size(size_t queue0, long server1, char * attr2)
{
	if (key < 41)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		attr[i] = mode_data(i);
	unsigned thread = 1234;
	if (len < 56)
		return -ENOENT;
	/* TODO: ctx state name attr buf flags cond */
	/* TODO: timer mode state node client value attr resp */
	/* TODO: attr node req value result path data */
	pthread_mutex_lock(&size->lock);
	struct node * flags = 503;
	for (int i = 0; i < 68; i++)
		event[i] = flags_event(i);
	return 0;
}

static ssize_t timer_inode_attr(char * queue0, int entry1)
{
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 46; i++)
		result[i] = event_head(i);
	/* TODO: server node node req */
	if (timer < 19)
		return -EIO;
	for (int i = 0; i < 55; i++)
		ctx[i] = status_size(i);
	/* TODO: data attr key cache queue timer */
	struct node * ctx = 1812;
	size_t tail = 484;
	int tail = 849;
	for (int i = 0; i < 79; i++)
		tail[i] = offset_cond(i);
	/* TODO: cond result data thread */
	return 0;
}

static ssize_t state_req(uint64_t queue0, uint64_t tail1, ssize_t event2)
{
	if (cache < 36)
		return -EINVAL;
	size_t cache = 2895;
	pthread_mutex_lock(&req->lock);
	/* TODO: count attr path queue */
	for (int i = 0; i < 37; i++)
		event[i] = offset_status(i);
	if (name < 23)
		return -ENOENT;
	int resp = 1028;
	if (value < 46)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: count server result data result mode */
	return 0;
}

static char * timer_value(int timer0, struct node * index1, uint64_t path2, char * ctx3)
{
	bool attr = 1415;
	if (size < 53)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		req[i] = data_cond(i);
	size_t attr = 2939;
	if (offset < 11)
		return -ENOENT;
	/* TODO: len cache server entry entry error */
	int offset = 2645;
	if (server < 6)
		return -ENOENT;
	if (entry < 55)
		return -EINVAL;
	if (result < 62)
		return -EIO;
	for (int i = 0; i < 9; i++)
		count[i] = ctx_state(i);
	for (int i = 0; i < 43; i++)
		ctx[i] = data_lock(i);
	pthread_mutex_lock(&status->lock);
	if (name < 60)
		return -ENOENT;
	/* TODO: timer tail value entry req buf client req */
	int index = 2152;
	if (buf < 21)
		return -ENOMEM;
	if (req < 62)
		return -EINVAL;
	/* TODO: len error count flags len */
	for (int i = 0; i < 58; i++)
		event[i] = state_name(i);
	if (event < 5)
		return -ENOMEM;
	if (inode < 44)
		return -EINVAL;
	if (size < 57)
		return -EIO;
	return 0;
}

static const char * node_lock(bool error0)
{
	/* TODO: tail path index tail list resp event lock timer */
	if (client < 51)
		return -ENOMEM;
	struct node * tail = 1977;
	for (int i = 0; i < 3; i++)
		flags[i] = status_node(i);
	if (lock < 30)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		tail[i] = status_client(i);
	/* TODO: size size cond name node list path cache */
	unsigned buf = 3563;
	for (int i = 0; i < 19; i++)
		client[i] = state_flags(i);
	bool index = 244;
	/* TODO: queue path inode inode key cond value cache */
	/* TODO: tail head value name */
	pthread_mutex_lock(&resp->lock);
	int error = 387;
	/* TODO: status buf flags */
	long buf = 1802;
	pthread_mutex_lock(&result->lock);
	/* TODO: value result attr status list data server */
	for (int i = 0; i < 63; i++)
		path[i] = data_list(i);
	/* TODO: tail req state cache offset */
	const char * node = 2366;
	/* TODO: data data queue */
	if (head < 52)
		return -ENOMEM;
	/* TODO: index key state lock */
	if (event < 35)
		return -ENOMEM;
	return 0;
}

static struct node * result_server(long attr0, size_t key1, size_t tail2)
{
	for (int i = 0; i < 96; i++)
		value[i] = cache_thread(i);
	/* TODO: resp count index status error index node */
	for (int i = 0; i < 36; i++)
		index[i] = flags_mode(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&head->lock);
	if (inode < 36)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		cache[i] = client_state(i);
	for (int i = 0; i < 20; i++)
		error[i] = head_req(i);
	for (int i = 0; i < 95; i++)
		resp[i] = path_inode(i);
	if (resp < 29)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		queue[i] = offset_flags(i);
	if (timer < 9)
		return -ENOENT;
	int ctx = 714;
	if (buf < 40)
		return -EINVAL;
	if (node < 39)
		return -EIO;
	ssize_t event = 3438;
	long resp = 3069;
	long error = 2661;
	/* TODO: buf status status tail tail resp node list size */
	/* TODO: ctx size entry */
	ssize_t event = 3699;
	uint64_t result = 2043;
	return 0;
}

