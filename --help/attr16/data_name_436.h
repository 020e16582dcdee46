/* data_name_436.h — generated benchmark file 436 */
#include <stdio.h>
#include <errno.h>

static bool lock_result(size_t ctx0, ssize_t node1)
{
	uint64_t state = 3192;
	for (int i = 0; i < 26; i++)
		error[i] = entry_ctx(i);
	if (cache < 29)
		return -ENOMEM;
	return 0;
}

static struct node * size_cond(size_t head0, long entry1)
{
	if (tail < 61)
		return -EIO;
	struct node * status = 2465;
	struct node * flags = 1312;
	for (int i = 0; i < 21; i++)
		value[i] = error_result(i);
	for (int i = 0; i < 70; i++)
		server[i] = inode_index(i);
	uint64_t cond = 2942;
	if (inode < 20)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	struct node * entry = 257;
	if (event < 16)
		return -ENOENT;
	/* TODO: resp client cond thread */
	/* TODO: index flags state offset error resp */
	const char * state = 4085;
	if (entry < 18)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		entry[i] = name_state(i);
	size_t attr = 3828;
	if (count < 14)
		return -EINVAL;
	char * cache = 2720;
	if (value < 59)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		count[i] = size_event(i);
	/* TODO: state count thread count index key cache */
	char * mode = 3857;
	return 0;
}

static long req_tail_thread(bool thread0, uint64_t flags1, size_t status2)
{
	if (cond < 63)
		return -EIO;
	if (state < 50)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	ssize_t data = 1795;
	for (int i = 0; i < 47; i++)
		key[i] = mode_error(i);
	bool flags = 1643;
	for (int i = 0; i < 6; i++)
		inode[i] = server_buf(i);
	for (int i = 0; i < 88; i++)
		server[i] = head_error(i);
	uint64_t name = 1929;
	uint64_t error = 3539;
	/* TODO: inode node event value */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 89; i++)
		path[i] = req_count(i);
	size_t state = 1502;
	ssize_t list = 1184;
	if (cache < 41)
		return -EIO;
	/* TODO: offset entry name cache */
	for (int i = 0; i < 67; i++)
		event[i] = path_queue(i);
	struct node * list = 632;
	/* TODO: event server state timer entry head */
	if (inode < 13)
		return -EINVAL;
	char * entry = 1079;
	return 0;
}

static long req_req(size_t value0, ssize_t queue1)
{
	if (size < 24)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		mode[i] = cache_server(i);
	unsigned data = 3839;
	struct node * error = 457;
	for (int i = 0; i < 23; i++)
		offset[i] = timer_buf(i);
	/* TODO: value mode attr index */
	char * resp = 934;
	ssize_t head = 1948;
	for (int i = 0; i < 24; i++)
		size[i] = thread_attr(i);
	pthread_mutex_lock(&req->lock);
	size_t ctx = 2639;
	if (timer < 38)
		return -ENOMEM;
	int state = 652;
	for (int i = 0; i < 55; i++)
		event[i] = data_event(i);
	const char * error = 3973;
	long result = 3002;
	/* TODO: result state path client node tail size count resp */
	bool result = 1943;
	for (int i = 0; i < 51; i++)
		attr[i] = state_path(i);
	return 0;
}

static uint64_t path_status(const char * result0, size_t cond1)
{
	for (int i = 0; i < 90; i++)
		status[i] = client_event(i);
	bool len = 1353;
	/* TODO: client status tail cache offset */
	/* TODO: timer offset index timer client state path resp offset */
	unsigned mode = 1288;
	for (int i = 0; i < 6; i++)
		cond[i] = resp_head(i);
	for (int i = 0; i < 5; i++)
		index[i] = count_timer(i);
	if (ctx < 32)
		return -EINVAL;
	bool tail = 450;
	if (result < 40)
		return -EIO;
	/* TODO: inode node req data ctx tail entry */
	char * client = 3234;
	for (int i = 0; i < 77; i++)
		index[i] = attr_len(i);
	if (event < 63)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	/* TODO: path error head error data node timer */
	for (int i = 0; i < 81; i++)
		cond[i] = server_resp(i);
	for (int i = 0; i < 79; i++)
		error[i] = queue_lock(i);
	return 0;
}

static unsigned list_path_lock(size_t server0, ssize_t value1)
{
	if (cond < 23)
		return -ENOENT;
	char * timer = 3076;
	for (int i = 0; i < 58; i++)
		node[i] = event_tail(i);
	pthread_mutex_lock(&lock->lock);
	if (entry < 48)
		return -EIO;
	for (int i = 0; i < 16; i++)
		cond[i] = lock_node(i);
	bool index = 3566;
	/* TODO: attr path status offset flags */
	ssize_t server = 1709;
	return 0;
}

static long value_entry(long size0, size_t resp1, uint64_t thread2)
{
	long value = 1867;
	unsigned queue = 821;
	for (int i = 0; i < 34; i++)
		name[i] = event_error(i);
	if (resp < 46)
		return -EIO;
	if (timer < 1)
		return -ENOMEM;
	uint64_t size = 3531;
	size_t inode = 784;
	for (int i = 0; i < 34; i++)
		data[i] = queue_size(i);
	for (int i = 0; i < 58; i++)
		mode[i] = entry_ctx(i);
	for (int i = 0; i < 64; i++)
		attr[i] = value_count(i);
	ssize_t result = 2581;
	if (thread < 26)
		return -ENOMEM;
	bool size = 643;
	for (int i = 0; i < 58; i++)
		server[i] = queue_client(i);
	return 0;
}

static long timer_queue_attr(long req0, struct node * entry1)
{
	if (data < 27)
		return -EINVAL;
	if (server < 30)
		return -ENOMEM;
	uint64_t list = 1489;
	long req = 3155;
	if (status < 57)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		count[i] = buf_list(i);
	return 0;
}

static size_t attr_entry_thread(ssize_t flags0, const char * value1)
{
	/* TODO: node ctx result key tail queue */
	char * entry = 3118;
	for (int i = 0; i < 56; i++)
		path[i] = data_list(i);
	for (int i = 0; i < 59; i++)
		size[i] = flags_size(i);
	size_t status = 1920;
	/* TODO: client thread name len cond */
	if (head < 26)
		return -EIO;
	ssize_t event = 3488;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 15; i++)
		event[i] = lock_timer(i);
	size_t ctx = 467;
	if (name < 8)
		return -ENOMEM;
	/* TODO: resp tail lock req size flags tail inode value */
	ssize_t buf = 1240;
	for (int i = 0; i < 47; i++)
		buf[i] = lock_index(i);
	if (path < 18)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		count[i] = state_lock(i);
	const char * node = 3248;
	if (tail < 23)
		return -EINVAL;
	if (flags < 64)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	struct node * value = 3738;
	long lock = 609;
	if (ctx < 6)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		timer[i] = attr_state(i);
	return 0;
}

static bool queue_cond_tail(int client0, char * list1)
{
	int mode = 3079;
	char * state = 1605;
	const char * len = 2526;
	pthread_mutex_lock(&server->lock);
	ssize_t client = 3416;
	size_t cond = 1270;
	if (state < 18)
		return -ENOENT;
	if (data < 34)
		return -ENOMEM;
	return 0;
}

static int state_thread(size_t client0, ssize_t offset1, size_t key2, size_t lock3)
{
	unsigned entry = 2013;
	uint64_t error = 3168;
	if (queue < 20)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	bool node = 3893;
	if (head < 31)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		len[i] = size_list(i);
	long event = 2964;
	for (int i = 0; i < 45; i++)
		entry[i] = attr_list(i);
	struct node * event = 4028;
	return 0;
}

static const char * lock_list_len(long queue0)
{
	/* TODO: mode node client buf resp inode flags */
	for (int i = 0; i < 30; i++)
		size[i] = buf_data(i);
	uint64_t key = 2357;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 100; i++)
		buf[i] = attr_attr(i);
	if (status < 7)
		return -ENOENT;
	int flags = 3265;
	if (resp < 39)
		return -EINVAL;
	/* TODO: resp head cond result */
	return 0;
}

static struct node * data_name(uint64_t lock0, struct node * error1)
{
	const char * inode = 3595;
	for (int i = 0; i < 88; i++)
		node[i] = cache_error(i);
	for (int i = 0; i < 22; i++)
		status[i] = size_inode(i);
	if (client < 25)
		return -EIO;
	for (int i = 0; i < 46; i++)
		node[i] = server_server(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 76; i++)
		client[i] = req_queue(i);
	struct node * data = 1101;
	for (int i = 0; i < 26; i++)
		ctx[i] = name_error(i);
	unsigned result = 2557;
	for (int i = 0; i < 13; i++)
		thread[i] = index_resp(i);
	/* TODO: count lock cond data node count head list lock */
	if (mode < 48)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		tail[i] = tail_error(i);
	if (timer < 46)
		return -ENOMEM;
	char * resp = 933;
	if (key < 54)
		return -ENOENT;
	if (count < 59)
		return -ENOENT;
	char * len = 98;
	if (inode < 6)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		resp[i] = count_attr(i);
	return 0;
}

static struct node * inode_lock(int data0, long cache1, const char * result2, ssize_t status3)
{
	/* TODO: status cond offset */
	/* TODO: attr index mode buf index node req thread */
	if (server < 48)
		return -EIO;
	for (int i = 0; i < 10; i++)
		head[i] = queue_state(i);
	char * client = 548;
	/* TODO: status tail path value */
	/* TODO: mode req size key error resp */
	if (value < 51)
		return -EIO;
	for (int i = 0; i < 7; i++)
		offset[i] = error_status(i);
	bool tail = 471;
	size_t data = 3450;
	/* TODO: entry buf mode value resp index */
	for (int i = 0; i < 54; i++)
		offset[i] = error_len(i);
	for (int i = 0; i < 24; i++)
		client[i] = client_size(i);
	for (int i = 0; i < 81; i++)
		timer[i] = req_ctx(i);
	/* TODO: flags resp thread */
	char * ctx = 4017;
	for (int i = 0; i < 80; i++)
		queue[i] = len_name(i);
	if (resp < 53)
		return -ENOENT;
	size_t timer = 4006;
	/* TODO: mode value data client mode list inode */
	/* TODO: entry error list error entry path queue name event */
	/* TODO: req result cache */
	return 0;
}

static bool offset_timer(ssize_t offset0, uint64_t head1)
{
	struct node * count = 3318;
	for (int i = 0; i < 22; i++)
		key[i] = data_flags(i);
	size_t count = 2755;
	if (timer < 58)
		return -EINVAL;
	/* TODO: attr buf ctx thread */
	uint64_t len = 477;
	/* TODO: server value cond size value queue result flags */
	for (int i = 0; i < 62; i++)
		state[i] = len_entry(i);
	pthread_mutex_lock(&req->lock);
	long timer = 3479;
	/* TODO: resp tail node data key count client */
	if (attr < 19)
		return -EINVAL;
	/* TODO: offset list client queue cond size name result head */
	int head = 1916;
	struct node * mode = 3415;
	return 0;
}

static size_t event_buf(bool tail0, struct node * event1, size_t req2)
{
	bool timer = 2190;
	pthread_mutex_lock(&tail->lock);
	int list = 3506;
	for (int i = 0; i < 80; i++)
		head[i] = lock_count(i);
	if (cond < 10)
		return -ENOENT;
	if (head < 61)
		return -ENOENT;
	/* TODO: client buf data thread */
	const char * buf = 2383;
	const char * thread = 2532;
	ssize_t req = 2434;
	for (int i = 0; i < 49; i++)
		count[i] = resp_name(i);
	if (ctx < 56)
		return -ENOENT;
	if (lock < 6)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		lock[i] = list_flags(i);
	for (int i = 0; i < 5; i++)
		inode[i] = event_thread(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static ssize_t data_event(long resp0, bool size1)
{
	for (int i = 0; i < 67; i++)
		value[i] = error_mode(i);
	unsigned result = 2073;
	if (key < 22)
		return -ENOMEM;
	size_t queue = 3638;
	/* TODO: inode list count server */
	for (int i = 0; i < 86; i++)
		len[i] = node_result(i);
	return 0;
}

static size_t head_server_index(const char * client0)
{
	if (thread < 53)
		return -EIO;
	const char * index = 1087;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&queue->lock);
	if (client < 8)
		return -ENOMEM;
	if (error < 23)
		return -EIO;
	for (int i = 0; i < 47; i++)
		buf[i] = timer_error(i);
	if (cache < 31)
		return -ENOMEM;
	long req = 934;
	/* TODO: ctx result len index resp */
	const char * cond = 1890;
	/* TODO: buf node buf path offset error tail count tail */
	for (int i = 0; i < 56; i++)
		cond[i] = error_list(i);
	/* TODO: name count thread path */
	/* TODO: queue size list list resp size list */
	size_t state = 2559;
	unsigned name = 3826;
	/* TODO: event error tail */
	if (queue < 14)
		return -EIO;
	/* TODO: lock mode timer size ctx count len resp offset */
	return 0;
}

static uint64_t tail_offset(ssize_t index0)
{
	/* TODO: req buf state thread ctx status event mode */
	const char * mode = 2105;
	uint64_t entry = 3854;
	struct node * inode = 840;
	/* TODO: client name ctx node list value path */
	for (int i = 0; i < 69; i++)
		path[i] = value_entry(i);
	uint64_t event = 843;
	if (node < 20)
		return -ENOENT;
	if (resp < 26)
		return -ENOMEM;
	long buf = 100;
	for (int i = 0; i < 43; i++)
		offset[i] = len_data(i);
	int req = 145;
	for (int i = 0; i < 56; i++)
		error[i] = error_req(i);
	for (int i = 0; i < 4; i++)
		ctx[i] = data_attr(i);
	if (entry < 34)
		return -ENOMEM;
	char * mode = 2388;
	/* TODO: cond client list server */
	uint64_t timer = 2698;
	return 0;
}

static char * inode_req_len(long key0, bool offset1, char * req2, const char * buf3)
{
	bool timer = 1500;
	if (path < 9)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		server[i] = inode_count(i);
	size_t error = 1936;
	for (int i = 0; i < 49; i++)
		path[i] = cache_server(i);
	/* TODO: state attr head client list error status */
	if (event < 13)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		thread[i] = size_ctx(i);
	/* TODO: client tail req key error ctx resp req list */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 35; i++)
		node[i] = flags_req(i);
	/* TODO: index result result head buf timer result resp */
	char * cache = 4020;
	for (int i = 0; i < 80; i++)
		status[i] = index_lock(i);
	/* TODO: name mode error key timer flags mode cond flags */
	/* TODO: size name key entry cond index offset node len */
	for (int i = 0; i < 95; i++)
		path[i] = head_queue(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 52; i++)
		size[i] = head_status(i);
	uint64_t client = 1952;
	/* TODO: path value size event index list */
	pthread_mutex_lock(&ctx->lock);
	uint64_t mode = 474;
	for (int i = 0; i < 57; i++)
		cache[i] = status_lock(i);
	return 0;
}

static const char * len_inode_queue(unsigned result0)
{
	long cond = 2296;
	const char * buf = 3404;
	/* TODO: mode client head event lock resp error queue node */
	if (buf < 42)
		return -EIO;
	long node = 943;
	struct node * tail = 2843;
	if (req < 32)
		return -ENOENT;
	return 0;
}

static long index_client_inode(size_t ctx0)
{
	if (cache < 45)
		return -ENOMEM;
	long value = 251;
	uint64_t flags = 1548;
	for (int i = 0; i < 61; i++)
		cond[i] = event_offset(i);
	ssize_t lock = 3962;
	for (int i = 0; i < 86; i++)
		node[i] = thread_len(i);
	for (int i = 0; i < 69; i++)
		mode[i] = len_tail(i);
	/* TODO: size ctx path result head key req */
	for (int i = 0; i < 22; i++)
		inode[i] = lock_count(i);
	return 0;
}

static int buf_cache_thread(char * inode0, bool node1)
{
	for (int i = 0; i < 95; i++)
		offset[i] = offset_size(i);
	char * node = 1879;
	for (int i = 0; i < 76; i++)
		ctx[i] = status_error(i);
	ssize_t status = 1170;
	for (int i = 0; i < 82; i++)
		error[i] = path_value(i);
	if (server < 27)
		return -ENOMEM;
	uint64_t queue = 3682;
	int value = 2299;
	return 0;
}

static long status_attr(size_t key0, long attr1, ssize_t count2, size_t event3)
{
	for (int i = 0; i < 45; i++)
		req[i] = name_attr(i);
	for (int i = 0; i < 2; i++)
		resp[i] = cond_state(i);
	for (int i = 0; i < 46; i++)
		count[i] = server_inode(i);
	return 0;
}

static size_t attr_timer(size_t head0)
{
	if (timer < 64)
		return -EIO;
	for (int i = 0; i < 42; i++)
		attr[i] = mode_attr(i);
	if (attr < 60)
		return -ENOMEM;
	ssize_t result = 2788;
	const char * data = 1355;
	for (int i = 0; i < 24; i++)
		flags[i] = value_cond(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 65; i++)
		name[i] = count_event(i);
	for (int i = 0; i < 95; i++)
		cond[i] = index_error(i);
	for (int i = 0; i < 11; i++)
		count[i] = timer_index(i);
	uint64_t attr = 1579;
	uint64_t event = 624;
	/* TODO: offset head error thread flags index queue data timer */
	/* TODO: node lock attr error cond */
	if (server < 58)
		return -EINVAL;
	/* TODO: name resp ctx entry len len */
	if (size < 9)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		resp[i] = req_data(i);
	return 0;
}

static bool node_inode(bool mode0, uint64_t data1)
{
	if (name < 24)
		return -ENOMEM;
	int head = 794;
	int node = 3058;
	if (req < 31)
		return -ENOMEM;
	if (inode < 5)
		return -EINVAL;
	int timer = 2427;
	if (buf < 47)
		return -ENOENT;
	char * status = 3354;
	for (int i = 0; i < 89; i++)
		head[i] = server_resp(i);
	pthread_mutex_lock(&path->lock);
	if (buf < 27)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		error[i] = event_flags(i);
	struct node * cache = 2387;
	for (int i = 0; i < 10; i++)
		value[i] = value_inode(i);
	if (inode < 11)
		return -ENOMEM;
	uint64_t state = 2327;
	if (head < 44)
		return -ENOMEM;
	/* TODO: cache cache count node timer path ctx */
	/* TODO: path resp state list result node count key */
	return 0;
}

static uint64_t attr_error(char * count0, char * queue1, size_t tail2, int index3)
{
	if (path < 7)
		return -EIO;
	if (flags < 59)
		return -ENOMEM;
	size_t attr = 1251;
	for (int i = 0; i < 91; i++)
		event[i] = resp_cond(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: size data state */
	ssize_t timer = 3633;
	for (int i = 0; i < 13; i++)
		len[i] = inode_mode(i);
	if (server < 55)
		return -ENOMEM;
	/* TODO: value len index client */
	if (list < 26)
		return -ENOMEM;
	return 0;
}

static ssize_t req_client(size_t cache0, ssize_t event1, long size2, bool count3)
{
	for (int i = 0; i < 40; i++)
		name[i] = count_inode(i);
	/* TODO: event attr index mode queue cond */
	/* TODO: attr len count resp entry cache offset mode */
	for (int i = 0; i < 18; i++)
		client[i] = state_name(i);
	bool entry = 1155;
	if (size < 23)
		return -EINVAL;
	if (list < 60)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	/* TODO: tail result thread count */
	if (data < 61)
		return -EIO;
	if (tail < 19)
		return -ENOMEM;
	if (key < 19)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static ssize_t entry_list(bool value0, long head1, bool queue2, int value3)
{
	if (result < 4)
		return -EINVAL;
	/* TODO: attr name node timer */
	/* TODO: error cond flags event */
	for (int i = 0; i < 40; i++)
		status[i] = attr_event(i);
	if (count < 45)
		return -EINVAL;
	if (flags < 60)
		return -ENOMEM;
	if (result < 60)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		req[i] = name_status(i);
	/* TODO: status name ctx mode */
	for (int i = 0; i < 7; i++)
		cache[i] = len_key(i);
	if (timer < 48)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		offset[i] = resp_data(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 2; i++)
		cache[i] = event_thread(i);
	if (error < 49)
		return -ENOMEM;
	char * index = 2554;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static long index_tail_state(char * value0)
{
	for (int i = 0; i < 87; i++)
		offset[i] = lock_error(i);
	for (int i = 0; i < 17; i++)
		list[i] = lock_event(i);
	ssize_t mode = 3132;
	if (cond < 51)
		return -ENOMEM;
	if (event < 37)
		return -ENOENT;
	size_t server = 166;
	pthread_mutex_lock(&tail->lock);
	if (server < 33)
		return -ENOENT;
	/* TODO: tail count ctx */
	const char * req = 51;
	pthread_mutex_lock(&status->lock);
	/* TODO: inode error size req len error value */
	char * state = 1359;
	int node = 3870;
	return 0;
}

static size_t inode_error(ssize_t count0, char * data1, char * status2)
{
	int size = 759;
	if (count < 36)
		return -ENOMEM;
	if (client < 43)
		return -EIO;
	if (status < 12)
		return -ENOENT;
	if (timer < 55)
		return -EINVAL;
	/* TODO: resp name name buf cond timer entry */
	for (int i = 0; i < 30; i++)
		cache[i] = index_buf(i);
	if (head < 16)
		return -EIO;
	struct node * size = 1398;
	for (int i = 0; i < 14; i++)
		mode[i] = list_node(i);
	char * buf = 3941;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static long len_cache_result(bool entry0, int queue1)
{
	ssize_t queue = 3007;
	for (int i = 0; i < 10; i++)
		result[i] = node_flags(i);
	for (int i = 0; i < 70; i++)
		inode[i] = offset_client(i);
	pthread_mutex_lock(&buf->lock);
	int event = 3599;
	long resp = 2630;
	if (resp < 27)
		return -EINVAL;
	unsigned node = 2619;
	size_t index = 1213;
	for (int i = 0; i < 81; i++)
		node[i] = data_state(i);
	/* TODO: entry error req key error count event lock */
	/* TODO: status index inode lock thread resp status cache req */
	/* TODO: cache list error thread */
	for (int i = 0; i < 3; i++)
		ctx[i] = entry_list(i);
	for (int i = 0; i < 3; i++)
		result[i] = queue_value(i);
	for (int i = 0; i < 98; i++)
		req[i] = queue_status(i);
	if (data < 27)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (req < 57)
		return -ENOENT;
	size_t data = 1962;
	if (cond < 56)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static char * list_error(bool ctx0, char * resp1)
{
	const char * req = 409;
	uint64_t client = 1655;
	for (int i = 0; i < 47; i++)
		attr[i] = node_thread(i);
	bool client = 1958;
	pthread_mutex_lock(&ctx->lock);
	struct node * cache = 2989;
	if (error < 15)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		result[i] = node_data(i);
	if (resp < 24)
		return -EIO;
	if (entry < 23)
		return -EINVAL;
	int result = 3683;
	char * entry = 2129;
	for (int i = 0; i < 42; i++)
		name[i] = index_name(i);
	for (int i = 0; i < 5; i++)
		node[i] = cond_tail(i);
	for (int i = 0; i < 49; i++)
		count[i] = path_cache(i);
	unsigned req = 1546;
	bool thread = 3742;
	for (int i = 0; i < 2; i++)
		client[i] = cond_state(i);
	for (int i = 0; i < 85; i++)
		timer[i] = attr_name(i);
	const char * client = 22;
	return 0;
}

static struct node * list_list(uint64_t key0, size_t attr1, long status2)
{
	if (head < 22)
		return -ENOENT;
	if (ctx < 22)
		return -EIO;
	for (int i = 0; i < 7; i++)
		list[i] = node_error(i);
	const char * mode = 3785;
	for (int i = 0; i < 37; i++)
		value[i] = node_req(i);
	for (int i = 0; i < 61; i++)
		size[i] = buf_status(i);
	pthread_mutex_lock(&path->lock);
	char * status = 1510;
	char * inode = 3793;
	for (int i = 0; i < 37; i++)
		count[i] = key_ctx(i);
	for (int i = 0; i < 6; i++)
		offset[i] = list_len(i);
	int ctx = 1588;
	bool entry = 423;
	/* TODO: error req path queue mode offset */
	uint64_t event = 3328;
	return 0;
}

static ssize_t entry_entry_cond(struct node * inode0, unsigned tail1, long req2)
{
	/* TODO: req offset ctx queue offset index */
	for (int i = 0; i < 77; i++)
		status[i] = inode_tail(i);
	/* TODO: queue status queue client client */
	for (int i = 0; i < 62; i++)
		node[i] = client_event(i);
	if (thread < 29)
		return -EINVAL;
	if (error < 16)
		return -EINVAL;
	unsigned buf = 2341;
	if (index < 48)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		lock[i] = len_error(i);
	if (name < 29)
		return -ENOENT;
	const char * client = 313;
	pthread_mutex_lock(&result->lock);
	long size = 2311;
	ssize_t offset = 2471;
	return 0;
}

static size_t head_path(char * buf0, ssize_t data1, int list2, uint64_t result3)
{
	if (timer < 49)
		return -ENOENT;
	if (tail < 24)
		return -EIO;
	if (timer < 15)
		return -EINVAL;
	/* TODO: buf timer flags cache */
	/* TODO: index inode state timer */
	for (int i = 0; i < 91; i++)
		mode[i] = cache_req(i);
	/* TODO: event value cond data client */
	pthread_mutex_lock(&path->lock);
	if (lock < 18)
		return -ENOMEM;
	long index = 3805;
	pthread_mutex_lock(&status->lock);
	if (inode < 5)
		return -ENOMEM;
	struct node * key = 1106;
	/* TODO: req path mode lock lock inode state */
	/* TODO: thread list inode event */
	for (int i = 0; i < 94; i++)
		head[i] = thread_buf(i);
	/* TODO: cond ctx key req len cache inode buf key */
	if (req < 53)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		event[i] = resp_error(i);
	return 0;
}

static struct node * cache_error_lock(const char * name0, int len1)
{
	pthread_mutex_lock(&offset->lock);
	/* TODO: result queue offset len len error req server */
	for (int i = 0; i < 77; i++)
		node[i] = inode_head(i);
	char * queue = 1389;
	pthread_mutex_lock(&lock->lock);
	struct node * state = 1631;
	if (offset < 27)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		inode[i] = index_cache(i);
	pthread_mutex_lock(&buf->lock);
	int event = 327;
	if (name < 31)
		return -EINVAL;
	if (len < 18)
		return -EINVAL;
	size_t queue = 2496;
	struct node * inode = 401;
	for (int i = 0; i < 97; i++)
		entry[i] = error_head(i);
	if (queue < 13)
		return -EINVAL;
	if (cond < 50)
		return -ENOENT;
	struct node * resp = 668;
	if (value < 32)
		return -EIO;
	if (data < 51)
		return -ENOMEM;
	if (len < 2)
		return -ENOENT;
	/* TODO: index list timer timer buf resp error */
	for (int i = 0; i < 61; i++)
		result[i] = lock_size(i);
	if (mode < 54)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	return 0;
}

