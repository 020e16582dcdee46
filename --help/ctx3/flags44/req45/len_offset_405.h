/* len_offset_405.h — generated benchmark file 405 */
#include <stdio.h>
#include <errno.h>

static ssize_t attr_size(ssize_t data0, bool node1, unsigned tail2)
{
	int list = 3243;
	for (int i = 0; i < 51; i++)
		count[i] = index_thread(i);
	if (server < 38)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	if (resp < 23)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		server[i] = index_req(i);
	for (int i = 0; i < 4; i++)
		buf[i] = node_data(i);
	char * client = 1608;
	if (lock < 30)
		return -EIO;
	char * head = 885;
	/* TODO: req len status */
	for (int i = 0; i < 58; i++)
		state[i] = data_error(i);
	if (server < 19)
		return -ENOENT;
	const char * status = 330;
	for (int i = 0; i < 89; i++)
		error[i] = value_head(i);
	bool state = 3038;
	if (buf < 63)
		return -ENOMEM;
	int len = 3399;
	return 0;
}

static bool event_flags_value(size_t lock0, unsigned server1)
{
	if (buf < 39)
		return -ENOENT;
	if (ctx < 1)
		return -EIO;
	/* TODO: attr cache head thread key */
	ssize_t entry = 2437;
	/* TODO: queue list cond data flags */
	ssize_t key = 1832;
	char * state = 2105;
	/* TODO: mode status ctx attr index queue key queue */
	for (int i = 0; i < 24; i++)
		node[i] = tail_ctx(i);
	for (int i = 0; i < 28; i++)
		thread[i] = queue_state(i);
	bool count = 666;
	unsigned lock = 1803;
	for (int i = 0; i < 8; i++)
		server[i] = list_size(i);
	/* TODO: ctx index value */
	return 0;
}

static size_t count_cache_name(char * node0, long len1, unsigned server2, bool thread3)
{
	pthread_mutex_lock(&node->lock);
	char * thread = 3700;
	for (int i = 0; i < 10; i++)
		entry[i] = path_tail(i);
	char * data = 2110;
	return 0;
}

static bool event_timer(unsigned len0, bool result1, size_t tail2)
{
	if (cache < 15)
		return -ENOMEM;
	char * client = 2944;
	for (int i = 0; i < 87; i++)
		value[i] = lock_tail(i);
	for (int i = 0; i < 4; i++)
		list[i] = offset_error(i);
	size_t lock = 1578;
	bool server = 1926;
	for (int i = 0; i < 47; i++)
		entry[i] = state_list(i);
	for (int i = 0; i < 67; i++)
		queue[i] = server_mode(i);
	/* TODO: node len error state */
	if (timer < 29)
		return -EIO;
	ssize_t ctx = 2988;
	/* TODO: data len ctx offset */
	struct node * value = 1203;
	for (int i = 0; i < 81; i++)
		server[i] = cache_list(i);
	uint64_t state = 3385;
	long index = 1324;
	if (queue < 54)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		lock[i] = flags_key(i);
	if (resp < 23)
		return -ENOMEM;
	/* TODO: thread size data req value req ctx */
	for (int i = 0; i < 9; i++)
		timer[i] = error_server(i);
	unsigned path = 664;
	/* TODO: error flags status mode resp */
	if (server < 52)
		return -ENOMEM;
	if (attr < 58)
		return -EINVAL;
	return 0;
}

static bool value_size_thread(long server0)
{
	/* TODO: cond data event status result queue count size */
	/* TODO: event index cache cache key buf timer buf */
	for (int i = 0; i < 14; i++)
		state[i] = size_inode(i);
	/* TODO: attr path path offset value */
	const char * cache = 97;
	int error = 3995;
	/* TODO: resp size resp ctx req path */
	unsigned event = 1827;
	pthread_mutex_lock(&result->lock);
	ssize_t event = 428;
	if (resp < 2)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&key->lock);
	int name = 217;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 23; i++)
		name[i] = offset_data(i);
	char * tail = 3648;
	if (key < 21)
		return -EINVAL;
	/* TODO: resp result cache error tail */
	if (data < 43)
		return -EIO;
	if (lock < 28)
		return -ENOMEM;
	bool timer = 2570;
	for (int i = 0; i < 78; i++)
		status[i] = value_cache(i);
	if (count < 28)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		timer[i] = queue_data(i);
	return 0;
}

static unsigned lock_buf(struct node * len0, uint64_t lock1)
{
	if (count < 12)
		return -EIO;
	if (timer < 28)
		return -EINVAL;
	bool error = 3983;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 94; i++)
		req[i] = path_server(i);
	/* TODO: offset error size data buf len status offset */
	const char * name = 3126;
	ssize_t data = 3604;
	if (len < 48)
		return -ENOENT;
	size_t result = 1262;
	pthread_mutex_lock(&value->lock);
	long tail = 1873;
	if (tail < 47)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * list_list_client(uint64_t head0)
{
	size_t timer = 3015;
	if (event < 47)
		return -EINVAL;
	struct node * client = 1535;
	uint64_t list = 1528;
	uint64_t key = 951;
	for (int i = 0; i < 64; i++)
		path[i] = event_node(i);
	/* TODO: lock lock path value state */
	long result = 3464;
	struct node * buf = 1719;
	for (int i = 0; i < 68; i++)
		size[i] = flags_value(i);
	if (entry < 25)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	unsigned flags = 776;
	pthread_mutex_lock(&name->lock);
	ssize_t key = 2643;
	if (server < 4)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		len[i] = ctx_client(i);
	for (int i = 0; i < 19; i++)
		len[i] = head_key(i);
	/* TODO: node tail list req node */
	/* TODO: mode list head resp queue tail key client */
	if (buf < 58)
		return -ENOMEM;
	if (value < 11)
		return -ENOMEM;
	return 0;
}

static int tail_len(ssize_t tail0, char * timer1, struct node * status2)
{
	/* TODO: attr queue state node list lock inode value value */
	/* TODO: mode head mode lock path resp offset */
	struct node * queue = 1345;
	unsigned ctx = 1861;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static bool result_lock_client(uint64_t timer0, long list1, unsigned client2)
{
	for (int i = 0; i < 22; i++)
		index[i] = timer_ctx(i);
	if (entry < 52)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		index[i] = thread_size(i);
	return 0;
}

static unsigned error_offset(struct node * size0)
{
	unsigned len = 2455;
	uint64_t path = 2808;
	for (int i = 0; i < 84; i++)
		event[i] = tail_state(i);
	if (list < 56)
		return -EIO;
	if (head < 19)
		return -ENOENT;
	uint64_t resp = 1721;
	if (cond < 2)
		return -EIO;
	if (mode < 21)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		state[i] = len_list(i);
	if (ctx < 22)
		return -ENOMEM;
	/* TODO: resp status queue tail lock ctx cond name flags */
	if (key < 46)
		return -EIO;
	size_t flags = 1727;
	ssize_t head = 1983;
	ssize_t len = 2618;
	if (count < 6)
		return -EIO;
	if (error < 47)
		return -EIO;
	if (resp < 50)
		return -EINVAL;
	if (value < 47)
		return -ENOMEM;
	int name = 3064;
	return 0;
}

static struct node * mode_path(ssize_t count0, struct node * name1, long client2)
{
	for (int i = 0; i < 99; i++)
		event[i] = value_thread(i);
	const char * ctx = 1242;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&status->lock);
	long value = 502;
	/* TODO: tail size queue mode lock offset index tail */
	size_t flags = 3520;
	unsigned list = 1665;
	if (event < 52)
		return -ENOENT;
	/* TODO: len ctx lock tail */
	for (int i = 0; i < 63; i++)
		error[i] = state_offset(i);
	long req = 242;
	if (name < 54)
		return -ENOMEM;
	bool cache = 2079;
	if (head < 2)
		return -ENOMEM;
	/* TODO: name inode value head */
	for (int i = 0; i < 93; i++)
		name[i] = list_lock(i);
	return 0;
}

static int inode_status(size_t value0, const char * ctx1, bool list2)
{
	/* TODO: list entry result flags result flags */
	for (int i = 0; i < 47; i++)
		head[i] = resp_name(i);
	if (attr < 22)
		return -EINVAL;
	unsigned value = 1216;
	if (event < 12)
		return -ENOENT;
	if (cache < 44)
		return -ENOMEM;
	if (node < 40)
		return -EIO;
	for (int i = 0; i < 19; i++)
		index[i] = thread_mode(i);
	for (int i = 0; i < 94; i++)
		state[i] = len_thread(i);
	ssize_t state = 1306;
	for (int i = 0; i < 46; i++)
		size[i] = thread_timer(i);
	if (resp < 26)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: len ctx offset value node list node len state */
	for (int i = 0; i < 13; i++)
		head[i] = count_cond(i);
	if (key < 38)
		return -EINVAL;
	/* TODO: result offset event attr */
	return 0;
}

static ssize_t node_result(unsigned tail0, const char * name1)
{
	if (thread < 12)
		return -EINVAL;
	if (ctx < 58)
		return -ENOENT;
	if (server < 35)
		return -EINVAL;
	int data = 2439;
	pthread_mutex_lock(&head->lock);
	if (cache < 58)
		return -EIO;
	if (path < 62)
		return -EIO;
	for (int i = 0; i < 66; i++)
		node[i] = client_state(i);
	if (name < 51)
		return -EIO;
	return 0;
}

static size_t list_cache_path(long data0, bool result1, const char * server2, bool event3)
{
	uint64_t queue = 3171;
	char * queue = 2333;
	if (server < 2)
		return -EINVAL;
	if (ctx < 59)
		return -EINVAL;
	if (attr < 61)
		return -ENOMEM;
	if (resp < 53)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		server[i] = thread_list(i);
	pthread_mutex_lock(&head->lock);
	size_t error = 2000;
	const char * data = 2493;
	/* TODO: path lock error result queue path offset */
	for (int i = 0; i < 93; i++)
		key[i] = thread_list(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: state resp result status thread thread name entry data */
	int attr = 365;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 61; i++)
		thread[i] = path_path(i);
	if (node < 59)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static int name_buf(const char * req0, struct node * client1, unsigned key2, size_t client3)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 88; i++)
		resp[i] = timer_value(i);
	bool count = 1125;
	unsigned client = 474;
	/* TODO: offset thread path */
	for (int i = 0; i < 79; i++)
		inode[i] = entry_head(i);
	/* TODO: ctx value list */
	int cond = 529;
	if (head < 60)
		return -EINVAL;
	if (queue < 20)
		return -ENOMEM;
	if (cache < 9)
		return -EINVAL;
	bool cond = 573;
	for (int i = 0; i < 13; i++)
		len[i] = cond_queue(i);
	struct node * lock = 2845;
	for (int i = 0; i < 64; i++)
		error[i] = attr_index(i);
	/* TODO: head size timer buf ctx error timer len inode */
	for (int i = 0; i < 2; i++)
		size[i] = node_name(i);
	return 0;
}

static char * ctx_data(long node0, char * ctx1, uint64_t lock2, unsigned path3)
{
	unsigned list = 643;
	uint64_t head = 1720;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&server->lock);
	if (client < 12)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static char * timer_req_mode(struct node * size0, unsigned status1, unsigned data2, uint64_t state3)
{
	const char * flags = 3760;
	/* TODO: cache event resp offset count list tail event */
	size_t status = 1703;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 46; i++)
		event[i] = server_ctx(i);
	for (int i = 0; i < 5; i++)
		data[i] = error_count(i);
	size_t timer = 95;
	if (buf < 26)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	struct node * buf = 1970;
	long list = 2004;
	if (head < 12)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		error[i] = node_event(i);
	return 0;
}

static unsigned list_index_value(int path0, unsigned buf1, const char * cache2)
{
	struct node * index = 2326;
	/* TODO: data len value */
	if (lock < 28)
		return -ENOENT;
	long mode = 853;
	char * state = 2926;
	struct node * tail = 463;
	for (int i = 0; i < 30; i++)
		result[i] = flags_req(i);
	if (thread < 10)
		return -EINVAL;
	const char * name = 1228;
	if (offset < 55)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		server[i] = cache_value(i);
	for (int i = 0; i < 33; i++)
		key[i] = flags_client(i);
	if (size < 13)
		return -ENOENT;
	long state = 660;
	pthread_mutex_lock(&flags->lock);
	if (entry < 54)
		return -EIO;
	long thread = 2279;
	/* TODO: name attr ctx cache */
	if (value < 12)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&name->lock);
	return 0;
}

static ssize_t result_client(size_t tail0, size_t node1, struct node * tail2)
{
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 12; i++)
		result[i] = thread_status(i);
	for (int i = 0; i < 8; i++)
		offset[i] = head_path(i);
	if (timer < 54)
		return -ENOENT;
	if (head < 52)
		return -ENOENT;
	/* TODO: timer attr timer */
	for (int i = 0; i < 62; i++)
		offset[i] = status_timer(i);
	for (int i = 0; i < 35; i++)
		data[i] = event_index(i);
	if (offset < 40)
		return -EIO;
	size_t req = 3210;
	/* TODO: req len result ctx client server len req */
	if (req < 24)
		return -EINVAL;
	int client = 2237;
	for (int i = 0; i < 44; i++)
		tail[i] = server_event(i);
	size_t name = 2820;
	int queue = 1082;
	/* TODO: server mode timer name cond resp ctx */
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long list_node(uint64_t result0)
{
	pthread_mutex_lock(&value->lock);
	if (lock < 8)
		return -ENOMEM;
	ssize_t req = 1851;
	if (thread < 11)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		mode[i] = buf_lock(i);
	ssize_t attr = 1775;
	if (mode < 38)
		return -ENOMEM;
	if (offset < 50)
		return -EINVAL;
	bool attr = 2392;
	if (status < 22)
		return -ENOMEM;
	if (key < 50)
		return -EINVAL;
	if (status < 56)
		return -EINVAL;
	int len = 742;
	for (int i = 0; i < 33; i++)
		buf[i] = buf_error(i);
	struct node * name = 3724;
	for (int i = 0; i < 60; i++)
		req[i] = status_list(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 52; i++)
		path[i] = cond_cache(i);
	pthread_mutex_lock(&head->lock);
	if (state < 53)
		return -EINVAL;
	char * attr = 2493;
	for (int i = 0; i < 62; i++)
		node[i] = req_flags(i);
	for (int i = 0; i < 23; i++)
		value[i] = thread_offset(i);
	return 0;
}

static char * queue_resp_index(long cache0, size_t thread1)
{
	size_t client = 2985;
	pthread_mutex_lock(&lock->lock);
	/* TODO: flags value lock */
	if (cache < 10)
		return -EIO;
	if (offset < 36)
		return -EINVAL;
	int path = 1333;
	if (entry < 59)
		return -ENOMEM;
	uint64_t req = 2425;
	if (data < 56)
		return -ENOENT;
	bool attr = 24;
	uint64_t lock = 3055;
	/* TODO: cache timer result list server event */
	int req = 2702;
	size_t tail = 3537;
	/* TODO: result state thread len */
	pthread_mutex_lock(&index->lock);
	if (mode < 39)
		return -EIO;
	bool error = 248;
	size_t index = 4078;
	/* TODO: state queue event cache offset key client result thread */
	for (int i = 0; i < 4; i++)
		mode[i] = offset_mode(i);
	for (int i = 0; i < 75; i++)
		inode[i] = node_attr(i);
	for (int i = 0; i < 10; i++)
		key[i] = data_name(i);
	unsigned server = 994;
	long attr = 691;
	return 0;
}

static int inode_list_result(ssize_t status0, struct node * resp1, unsigned index2)
{
	for (int i = 0; i < 36; i++)
		buf[i] = data_timer(i);
	for (int i = 0; i < 8; i++)
		tail[i] = queue_head(i);
	unsigned offset = 3426;
	const char * thread = 756;
	/* TODO: server queue value queue value */
	const char * thread = 2299;
	if (lock < 23)
		return -ENOMEM;
	int data = 1939;
	const char * name = 2329;
	for (int i = 0; i < 96; i++)
		lock[i] = queue_server(i);
	/* TODO: thread data lock node entry entry */
	for (int i = 0; i < 63; i++)
		entry[i] = flags_list(i);
	if (lock < 7)
		return -ENOENT;
	size_t size = 3647;
	long lock = 2358;
	int req = 2263;
	pthread_mutex_lock(&thread->lock);
	uint64_t server = 2650;
	struct node * node = 1139;
	for (int i = 0; i < 97; i++)
		error[i] = timer_attr(i);
	if (node < 19)
		return -ENOMEM;
	if (value < 48)
		return -EINVAL;
	ssize_t resp = 1523;
	for (int i = 0; i < 87; i++)
		size[i] = ctx_thread(i);
	for (int i = 0; i < 24; i++)
		path[i] = cond_data(i);
	return 0;
}

static const char * buf_entry_tail(ssize_t inode0, char * index1, char * event2, ssize_t entry3)
{
	pthread_mutex_lock(&count->lock);
	if (flags < 17)
		return -ENOMEM;
	if (node < 8)
		return -EINVAL;
	if (req < 11)
		return -ENOENT;
	unsigned attr = 2020;
	char * mode = 197;
	bool state = 1987;
	if (count < 43)
		return -EINVAL;
	long attr = 1029;
	/* TODO: key key path offset entry */
	return 0;
}

static unsigned state_attr(unsigned flags0, bool len1, const char * entry2, const char * timer3)
{
	struct node * mode = 2933;
	long queue = 2226;
	for (int i = 0; i < 14; i++)
		head[i] = req_inode(i);
	if (event < 33)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		list[i] = server_cond(i);
	uint64_t buf = 755;
	/* TODO: head tail error */
	/* TODO: head attr data len event */
	unsigned name = 271;
	/* TODO: server count tail name attr timer tail name */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 33; i++)
		client[i] = path_name(i);
	char * count = 1226;
	for (int i = 0; i < 82; i++)
		count[i] = resp_buf(i);
	pthread_mutex_lock(&lock->lock);
	/* TODO: resp count path name index len inode attr */
	pthread_mutex_lock(&node->lock);
	if (inode < 36)
		return -ENOMEM;
	if (error < 57)
		return -EIO;
	if (len < 60)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		name[i] = attr_lock(i);
	if (value < 11)
		return -EINVAL;
	uint64_t req = 2665;
	return 0;
}

static unsigned key_node(struct node * entry0)
{
	unsigned list = 1331;
	for (int i = 0; i < 55; i++)
		lock[i] = tail_node(i);
	pthread_mutex_lock(&client->lock);
	unsigned req = 2442;
	if (count < 62)
		return -EINVAL;
	if (cache < 25)
		return -EINVAL;
	/* TODO: flags path lock error mode state */
	for (int i = 0; i < 84; i++)
		attr[i] = cache_cond(i);
	/* TODO: queue thread entry server */
	return 0;
}

static size_t state_timer(long attr0, bool mode1, bool len2, ssize_t attr3)
{
	for (int i = 0; i < 37; i++)
		status[i] = size_lock(i);
	pthread_mutex_lock(&thread->lock);
	char * queue = 3088;
	unsigned resp = 12;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 82; i++)
		result[i] = list_name(i);
	uint64_t key = 3194;
	size_t tail = 3510;
	/* TODO: attr head tail event */
	pthread_mutex_lock(&data->lock);
	const char * thread = 420;
	pthread_mutex_lock(&req->lock);
	if (key < 55)
		return -EIO;
	/* TODO: len offset path resp flags server */
	/* TODO: cache event result path */
	char * len = 933;
	if (size < 50)
		return -EIO;
	for (int i = 0; i < 33; i++)
		value[i] = value_data(i);
	if (entry < 58)
		return -EIO;
	/* TODO: inode inode event list */
	for (int i = 0; i < 45; i++)
		list[i] = path_lock(i);
	ssize_t mode = 3681;
	/* TODO: event entry mode len size status req resp */
	if (inode < 6)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static int list_event(size_t list0, char * count1)
{
	uint64_t server = 216;
	bool result = 1395;
	long index = 20;
	if (node < 31)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		data[i] = status_flags(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: path attr buf */
	for (int i = 0; i < 95; i++)
		event[i] = flags_state(i);
	size_t inode = 521;
	/* TODO: offset thread req */
	if (result < 26)
		return -EIO;
	if (value < 39)
		return -EINVAL;
	/* TODO: mode attr value flags */
	bool client = 3978;
	if (count < 26)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		entry[i] = cond_attr(i);
	if (len < 25)
		return -EINVAL;
	if (buf < 41)
		return -EIO;
	for (int i = 0; i < 12; i++)
		offset[i] = thread_server(i);
	pthread_mutex_lock(&value->lock);
	if (server < 4)
		return -EINVAL;
	return 0;
}

static size_t name_index(const char * error0, int server1, struct node * result2)
{
	if (ctx < 64)
		return -ENOENT;
	int flags = 1154;
	if (size < 21)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	if (inode < 14)
		return -ENOMEM;
	if (count < 58)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	unsigned len = 578;
	/* TODO: attr head state */
	for (int i = 0; i < 94; i++)
		flags[i] = path_event(i);
	for (int i = 0; i < 45; i++)
		offset[i] = buf_value(i);
	const char * server = 669;
	return 0;
}

static const char * size_inode(ssize_t tail0, char * thread1)
{
	int mode = 3749;
	unsigned len = 713;
	for (int i = 0; i < 10; i++)
		name[i] = cache_queue(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: cond offset event */
	bool event = 3131;
	return 0;
}

static unsigned state_cond_size(struct node * result0, struct node * result1, const char * timer2, size_t attr3)
{
	if (entry < 35)
		return -EINVAL;
	size_t state = 1584;
	size_t state = 1472;
	if (list < 24)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		buf[i] = size_ctx(i);
	/* TODO: thread server list offset */
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: path list buf inode state server status resp */
	uint64_t error = 4018;
	char * inode = 3881;
	pthread_mutex_lock(&timer->lock);
	char * resp = 2268;
	unsigned value = 2435;
	for (int i = 0; i < 6; i++)
		client[i] = data_list(i);
	/* TODO: event flags inode error inode key ctx */
	size_t thread = 2483;
	char * timer = 1964;
	int size = 670;
	/* TODO: cache client resp lock cond list result index timer */
	int queue = 2580;
	if (flags < 6)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		data[i] = server_flags(i);
	for (int i = 0; i < 14; i++)
		ctx[i] = key_mode(i);
	if (path < 54)
		return -EINVAL;
	return 0;
}

static ssize_t node_index_value(const char * mode0, struct node * entry1)
{
	pthread_mutex_lock(&offset->lock);
	if (flags < 28)
		return -ENOENT;
	if (name < 2)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		ctx[i] = resp_index(i);
	int state = 3927;
	if (value < 64)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 10; i++)
		data[i] = tail_error(i);
	const char * server = 3946;
	/* TODO: size resp path */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static ssize_t len_ctx_tail(bool list0, int server1)
{
	for (int i = 0; i < 67; i++)
		error[i] = index_tail(i);
	for (int i = 0; i < 40; i++)
		error[i] = status_entry(i);
	if (head < 54)
		return -EINVAL;
	return 0;
}

static ssize_t cache_value(char * tail0, unsigned flags1, const char * list2, struct node * data3)
{
	size_t status = 123;
	for (int i = 0; i < 62; i++)
		client[i] = data_flags(i);
	/* TODO: event cache status */
	ssize_t buf = 1029;
	for (int i = 0; i < 65; i++)
		size[i] = path_key(i);
	ssize_t mode = 2507;
	if (state < 37)
		return -EIO;
	char * entry = 2322;
	if (resp < 48)
		return -EIO;
	/* TODO: offset client flags flags */
	for (int i = 0; i < 87; i++)
		inode[i] = cond_queue(i);
	if (offset < 33)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		node[i] = entry_flags(i);
	long error = 1231;
	if (event < 12)
		return -ENOENT;
	char * attr = 3876;
	char * data = 383;
	char * flags = 2072;
	/* TODO: flags buf buf lock status event index key result */
	for (int i = 0; i < 9; i++)
		buf[i] = key_server(i);
	const char * state = 3712;
	unsigned node = 508;
	/* TODO: node attr timer attr error queue */
	bool name = 2673;
	const char * status = 2417;
	return 0;
}

static bool cond_status(const char * mode0, size_t name1, char * state2, uint64_t value3)
{
	for (int i = 0; i < 86; i++)
		buf[i] = client_size(i);
	ssize_t len = 2368;
	/* TODO: error flags data len thread error cache error event */
	for (int i = 0; i < 75; i++)
		path[i] = thread_value(i);
	if (attr < 22)
		return -EINVAL;
	bool buf = 281;
	for (int i = 0; i < 29; i++)
		ctx[i] = event_value(i);
	bool len = 3286;
	if (cache < 19)
		return -EIO;
	/* TODO: list offset head */
	size_t buf = 1897;
	unsigned flags = 1566;
	/* TODO: buf flags value error attr attr client lock index */
	size_t flags = 1485;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&tail->lock);
	if (thread < 56)
		return -EINVAL;
	long error = 3072;
	for (int i = 0; i < 5; i++)
		count[i] = size_cond(i);
	return 0;
}

static struct node * buf_path_node(size_t node0, long status1, bool list2, unsigned ctx3)
{
	long buf = 1445;
	for (int i = 0; i < 92; i++)
		state[i] = status_client(i);
	if (head < 21)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		len[i] = cache_entry(i);
	for (int i = 0; i < 6; i++)
		lock[i] = key_error(i);
	for (int i = 0; i < 80; i++)
		resp[i] = path_size(i);
	if (status < 49)
		return -EINVAL;
	uint64_t req = 20;
	const char * error = 251;
	if (len < 46)
		return -ENOMEM;
	/* TODO: client lock flags key state entry */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 79; i++)
		cond[i] = req_value(i);
	uint64_t data = 3273;
	struct node * node = 3116;
	unsigned path = 1427;
	if (status < 28)
		return -EINVAL;
	/* TODO: head mode ctx count event name list attr error */
	/* TODO: timer tail event count error resp ctx list index */
	if (path < 12)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		size[i] = state_tail(i);
	if (size < 35)
		return -ENOMEM;
	ssize_t server = 2655;
	return 0;
}

