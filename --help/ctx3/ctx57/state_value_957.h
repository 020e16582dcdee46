/* state_value_957.h — generated benchmark file 957 */
#include <stdio.h>
#include <errno.h>

static struct node * size_ctx(uint64_t offset0, const char * event1)
{
	/* TODO: queue result head entry index len count result req */
	ssize_t path = 2338;
	/* TODO: index entry event */
	pthread_mutex_lock(&timer->lock);
	if (server < 11)
		return -EIO;
	for (int i = 0; i < 2; i++)
		resp[i] = index_key(i);
	for (int i = 0; i < 27; i++)
		len[i] = list_key(i);
	for (int i = 0; i < 79; i++)
		req[i] = event_client(i);
	pthread_mutex_lock(&inode->lock);
	long cache = 2098;
	if (name < 34)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		attr[i] = lock_mode(i);
	ssize_t len = 3995;
	bool req = 2799;
	if (server < 45)
		return -EINVAL;
	/* TODO: cache server buf */
	pthread_mutex_lock(&inode->lock);
	if (timer < 33)
		return -EINVAL;
	int result = 2046;
	if (size < 27)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		result[i] = len_error(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static struct node * timer_count(unsigned head0, unsigned attr1, struct node * lock2)
{
	if (buf < 13)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		queue[i] = result_name(i);
	if (buf < 43)
		return -ENOMEM;
	bool cache = 3979;
	for (int i = 0; i < 33; i++)
		ctx[i] = entry_key(i);
	int index = 3275;
	/* TODO: tail list state result thread list attr */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 18; i++)
		server[i] = server_inode(i);
	if (offset < 41)
		return -ENOMEM;
	if (queue < 41)
		return -ENOMEM;
	if (ctx < 24)
		return -EINVAL;
	uint64_t req = 3534;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 93; i++)
		event[i] = resp_offset(i);
	for (int i = 0; i < 55; i++)
		attr[i] = queue_count(i);
	if (status < 12)
		return -ENOMEM;
	if (client < 17)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	/* TODO: head cond len buf state tail */
	const char * queue = 2020;
	/* TODO: head thread client cache event event index */
	/* TODO: data client offset client flags value */
	return 0;
}

static ssize_t state_state_attr(size_t offset0, bool thread1, int cond2, bool tail3)
{
	for (int i = 0; i < 57; i++)
		head[i] = index_ctx(i);
	if (server < 21)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		node[i] = value_attr(i);
	unsigned flags = 1911;
	return 0;
}

static ssize_t list_event_flags(unsigned name0, bool queue1, ssize_t path2, int data3)
{
	if (state < 63)
		return -EINVAL;
	if (error < 56)
		return -ENOENT;
	bool cond = 1877;
	for (int i = 0; i < 55; i++)
		queue[i] = offset_ctx(i);
	const char * cond = 4091;
	unsigned tail = 3024;
	for (int i = 0; i < 5; i++)
		head[i] = list_server(i);
	/* TODO: path head server status resp node */
	/* TODO: event lock index */
	/* TODO: count node list server list */
	/* TODO: result value node resp inode error node */
	pthread_mutex_lock(&key->lock);
	return 0;
}

static ssize_t size_head_list(unsigned cond0)
{
	struct node * head = 2789;
	int cache = 2364;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 43; i++)
		ctx[i] = client_name(i);
	if (key < 23)
		return -ENOENT;
	long client = 1391;
	bool flags = 11;
	if (value < 53)
		return -ENOMEM;
	if (count < 51)
		return -ENOENT;
	if (offset < 51)
		return -ENOENT;
	/* TODO: tail queue head attr data result result */
	size_t event = 2444;
	if (cache < 42)
		return -ENOENT;
	const char * cache = 3449;
	long tail = 358;
	ssize_t name = 2252;
	/* TODO: head timer entry tail head resp */
	if (attr < 54)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&inode->lock);
	/* TODO: index cond mode entry */
	return 0;
}

static ssize_t timer_data(struct node * data0)
{
	if (tail < 18)
		return -ENOENT;
	uint64_t result = 2577;
	struct node * key = 1403;
	return 0;
}

static unsigned data_state_status(char * buf0, ssize_t list1, uint64_t req2)
{
	for (int i = 0; i < 27; i++)
		head[i] = attr_value(i);
	if (entry < 25)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		name[i] = key_offset(i);
	/* TODO: client len timer */
	if (tail < 47)
		return -EINVAL;
	if (flags < 22)
		return -EIO;
	return 0;
}

static bool status_thread(struct node * thread0)
{
	char * path = 2674;
	int ctx = 1004;
	pthread_mutex_lock(&mode->lock);
	unsigned resp = 229;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 52; i++)
		ctx[i] = error_node(i);
	/* TODO: ctx len queue error */
	struct node * state = 918;
	for (int i = 0; i < 100; i++)
		timer[i] = offset_offset(i);
	if (path < 48)
		return -EIO;
	long lock = 3939;
	const char * list = 1869;
	for (int i = 0; i < 45; i++)
		offset[i] = result_buf(i);
	ssize_t index = 2984;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static char * list_list_offset(ssize_t tail0)
{
	if (list < 15)
		return -EIO;
	/* TODO: inode value resp tail timer data */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&lock->lock);
	size_t head = 1395;
	for (int i = 0; i < 49; i++)
		path[i] = server_queue(i);
	if (error < 44)
		return -ENOMEM;
	if (head < 50)
		return -EIO;
	for (int i = 0; i < 98; i++)
		client[i] = node_head(i);
	for (int i = 0; i < 63; i++)
		entry[i] = flags_req(i);
	for (int i = 0; i < 8; i++)
		offset[i] = timer_req(i);
	size_t data = 904;
	/* TODO: event index resp head value req entry ctx */
	size_t data = 2718;
	/* TODO: lock queue data tail cache */
	pthread_mutex_lock(&list->lock);
	uint64_t count = 2846;
	for (int i = 0; i < 67; i++)
		queue[i] = timer_queue(i);
	return 0;
}

static int node_req(uint64_t tail0, char * client1, size_t server2, size_t len3)
{
	uint64_t resp = 782;
	long value = 1862;
	bool index = 3556;
	for (int i = 0; i < 74; i++)
		status[i] = thread_lock(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 4; i++)
		tail[i] = head_name(i);
	for (int i = 0; i < 41; i++)
		len[i] = result_resp(i);
	/* TODO: key key attr offset resp name */
	/* TODO: key size resp key key timer state inode index */
	uint64_t node = 3977;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 14; i++)
		mode[i] = event_data(i);
	for (int i = 0; i < 7; i++)
		error[i] = tail_size(i);
	pthread_mutex_lock(&count->lock);
	if (count < 47)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		list[i] = mode_attr(i);
	if (data < 4)
		return -EINVAL;
	unsigned thread = 244;
	unsigned buf = 337;
	long size = 3905;
	for (int i = 0; i < 77; i++)
		attr[i] = result_event(i);
	/* TODO: resp path timer lock attr result node name node */
	return 0;
}

static unsigned req_queue(size_t flags0, const char * queue1, bool error2, unsigned inode3)
{
	for (int i = 0; i < 54; i++)
		node[i] = client_state(i);
	for (int i = 0; i < 12; i++)
		key[i] = queue_entry(i);
	/* TODO: thread result client timer name */
	if (entry < 16)
		return -EINVAL;
	if (result < 14)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	const char * resp = 4068;
	int resp = 2726;
	if (head < 2)
		return -ENOMEM;
	/* TODO: index flags result mode tail entry */
	/* TODO: cond key entry result */
	bool resp = 2350;
	for (int i = 0; i < 3; i++)
		tail[i] = error_buf(i);
	/* TODO: key server queue buf count index event key */
	if (count < 23)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		client[i] = flags_mode(i);
	if (queue < 47)
		return -EIO;
	ssize_t lock = 4056;
	uint64_t error = 2944;
	int flags = 2740;
	if (state < 19)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		mode[i] = tail_buf(i);
	struct node * key = 466;
	if (node < 27)
		return -EINVAL;
	size_t cond = 2684;
	return 0;
}

static bool mode_lock_ctx(struct node * server0, long result1, bool client2)
{
	const char * resp = 1315;
	/* TODO: result server result */
	for (int i = 0; i < 43; i++)
		thread[i] = client_resp(i);
	/* TODO: name queue buf tail key tail entry data */
	char * entry = 2605;
	bool cache = 740;
	/* TODO: cache offset timer */
	if (count < 8)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		inode[i] = buf_cache(i);
	for (int i = 0; i < 72; i++)
		value[i] = key_inode(i);
	/* TODO: list status size offset */
	for (int i = 0; i < 99; i++)
		state[i] = node_count(i);
	/* TODO: list count lock entry */
	for (int i = 0; i < 52; i++)
		size[i] = req_offset(i);
	/* TODO: mode data req count entry data */
	/* TODO: buf head req status size node req state index */
	/* TODO: timer client offset */
	bool resp = 214;
	pthread_mutex_lock(&client->lock);
	/* TODO: error attr ctx queue */
	for (int i = 0; i < 58; i++)
		event[i] = queue_resp(i);
	return 0;
}

static int resp_data(int inode0, uint64_t len1, bool error2, bool server3)
{
	if (tail < 44)
		return -ENOMEM;
	const char * node = 3829;
	struct node * list = 3575;
	if (ctx < 52)
		return -EIO;
	bool timer = 3301;
	if (key < 15)
		return -EINVAL;
	if (name < 64)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		offset[i] = req_size(i);
	/* TODO: resp flags inode timer size len count name */
	for (int i = 0; i < 33; i++)
		value[i] = lock_tail(i);
	for (int i = 0; i < 85; i++)
		count[i] = buf_thread(i);
	int path = 1799;
	/* TODO: queue req lock offset tail len timer attr attr */
	long index = 3514;
	bool buf = 4040;
	long cache = 163;
	long state = 2090;
	for (int i = 0; i < 6; i++)
		result[i] = error_key(i);
	if (key < 21)
		return -ENOMEM;
	if (thread < 10)
		return -EINVAL;
	const char * offset = 3439;
	if (attr < 30)
		return -EIO;
	if (len < 37)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static uint64_t data_resp(uint64_t event0, char * data1)
{
	bool key = 1237;
	if (path < 64)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	bool data = 1586;
	size_t size = 2426;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 60; i++)
		index[i] = state_mode(i);
	return 0;
}

static long ctx_status(const char * req0)
{
	uint64_t data = 2704;
	for (int i = 0; i < 35; i++)
		node[i] = server_len(i);
	char * name = 1511;
	/* TODO: index path index path buf */
	const char * queue = 2383;
	uint64_t offset = 3419;
	if (list < 11)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		timer[i] = req_cache(i);
	if (event < 37)
		return -EINVAL;
	ssize_t req = 1904;
	for (int i = 0; i < 23; i++)
		len[i] = flags_queue(i);
	if (thread < 5)
		return -EIO;
	if (key < 18)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	if (key < 13)
		return -EINVAL;
	const char * mode = 2024;
	if (name < 42)
		return -EINVAL;
	const char * state = 157;
	for (int i = 0; i < 60; i++)
		size[i] = attr_server(i);
	char * node = 3321;
	for (int i = 0; i < 68; i++)
		size[i] = thread_offset(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: timer list flags */
	return 0;
}

static struct node * status_tail_key(size_t lock0, uint64_t result1)
{
	int len = 983;
	struct node * flags = 2114;
	if (cache < 31)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&inode->lock);
	if (entry < 25)
		return -EIO;
	for (int i = 0; i < 66; i++)
		thread[i] = data_cond(i);
	/* TODO: entry error inode attr value result index flags */
	for (int i = 0; i < 29; i++)
		state[i] = lock_resp(i);
	if (attr < 60)
		return -EINVAL;
	/* TODO: cond attr result thread entry */
	for (int i = 0; i < 18; i++)
		ctx[i] = head_size(i);
	struct node * index = 3776;
	return 0;
}

static long resp_index_state(ssize_t state0, struct node * attr1, int size2, size_t client3)
{
	/* TODO: error resp buf req node cond error */
	char * status = 841;
	if (thread < 2)
		return -EINVAL;
	long offset = 1378;
	for (int i = 0; i < 79; i++)
		name[i] = tail_flags(i);
	long state = 892;
	if (tail < 60)
		return -EIO;
	if (error < 25)
		return -ENOMEM;
	size_t attr = 3929;
	for (int i = 0; i < 60; i++)
		timer[i] = path_cache(i);
	for (int i = 0; i < 87; i++)
		result[i] = tail_state(i);
	ssize_t state = 96;
	return 0;
}

static uint64_t inode_inode(int index0, char * flags1, int client2)
{
	uint64_t buf = 670;
	if (resp < 35)
		return -ENOMEM;
	if (error < 34)
		return -EINVAL;
	if (result < 10)
		return -EINVAL;
	struct node * path = 1998;
	for (int i = 0; i < 40; i++)
		buf[i] = list_buf(i);
	/* TODO: size path name client buf timer */
	size_t result = 3920;
	return 0;
}

static bool inode_result_cache(const char * flags0)
{
	if (cache < 60)
		return -ENOMEM;
	bool buf = 880;
	uint64_t thread = 2305;
	char * inode = 3326;
	unsigned req = 497;
	unsigned len = 3068;
	/* TODO: timer attr path offset tail offset thread count offset */
	if (path < 7)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		mode[i] = index_count(i);
	return 0;
}

static bool server_flags(uint64_t entry0, int head1, long server2)
{
	for (int i = 0; i < 83; i++)
		req[i] = server_offset(i);
	if (inode < 43)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		cache[i] = len_len(i);
	if (tail < 26)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		req[i] = index_index(i);
	if (server < 38)
		return -EINVAL;
	if (state < 52)
		return -ENOENT;
	/* TODO: flags buf path inode server count client cache thread */
	int cond = 1191;
	long queue = 2206;
	/* TODO: state data flags mode client data result */
	pthread_mutex_lock(&offset->lock);
	if (attr < 26)
		return -EIO;
	for (int i = 0; i < 31; i++)
		key[i] = client_req(i);
	if (queue < 15)
		return -EIO;
	for (int i = 0; i < 88; i++)
		cond[i] = flags_mode(i);
	pthread_mutex_lock(&value->lock);
	return 0;
}

static const char * buf_entry_status(unsigned index0, size_t thread1)
{
	struct node * tail = 181;
	size_t resp = 263;
	for (int i = 0; i < 16; i++)
		server[i] = entry_flags(i);
	if (path < 43)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 97; i++)
		inode[i] = resp_mode(i);
	if (queue < 56)
		return -EIO;
	for (int i = 0; i < 100; i++)
		cache[i] = index_len(i);
	struct node * size = 1197;
	if (head < 52)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		size[i] = head_result(i);
	size_t value = 1682;
	return 0;
}

static int node_name_resp(char * cond0, long error1, bool name2)
{
	for (int i = 0; i < 68; i++)
		cond[i] = mode_count(i);
	const char * queue = 732;
	if (inode < 16)
		return -EIO;
	if (result < 63)
		return -ENOENT;
	long name = 837;
	if (tail < 14)
		return -EIO;
	char * name = 3947;
	size_t tail = 3162;
	for (int i = 0; i < 55; i++)
		head[i] = count_event(i);
	if (attr < 29)
		return -ENOENT;
	/* TODO: event index cond */
	unsigned list = 3560;
	return 0;
}

static unsigned cache_ctx(char * ctx0, long data1)
{
	bool timer = 2051;
	for (int i = 0; i < 26; i++)
		lock[i] = event_value(i);
	for (int i = 0; i < 51; i++)
		len[i] = head_inode(i);
	bool flags = 462;
	if (node < 25)
		return -ENOENT;
	long name = 2172;
	if (inode < 26)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		ctx[i] = tail_list(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: tail timer tail value offset list path timer */
	const char * buf = 971;
	/* TODO: mode inode event */
	if (index < 32)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		inode[i] = list_node(i);
	if (req < 40)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&server->lock);
	bool timer = 344;
	if (req < 20)
		return -ENOENT;
	if (index < 35)
		return -EIO;
	/* TODO: path flags state list path index timer queue */
	ssize_t value = 2590;
	uint64_t lock = 1763;
	return 0;
}

static struct node * thread_cache_data(ssize_t node0, bool cache1)
{
	if (state < 17)
		return -EIO;
	char * node = 764;
	if (cache < 35)
		return -EINVAL;
	ssize_t attr = 2524;
	uint64_t status = 2306;
	for (int i = 0; i < 97; i++)
		node[i] = key_head(i);
	uint64_t server = 2415;
	if (resp < 14)
		return -ENOMEM;
	if (data < 30)
		return -EINVAL;
	bool flags = 835;
	char * attr = 3438;
	for (int i = 0; i < 24; i++)
		mode[i] = cache_data(i);
	for (int i = 0; i < 82; i++)
		inode[i] = index_state(i);
	int event = 3422;
	/* TODO: flags head head size */
	for (int i = 0; i < 99; i++)
		node[i] = path_lock(i);
	if (resp < 60)
		return -EIO;
	ssize_t entry = 3765;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 27; i++)
		cache[i] = cond_cache(i);
	for (int i = 0; i < 89; i++)
		head[i] = flags_ctx(i);
	if (req < 53)
		return -ENOENT;
	if (offset < 14)
		return -ENOMEM;
	char * error = 2535;
	size_t path = 705;
	return 0;
}

static struct node * len_cache_mode(const char * resp0, unsigned cache1)
{
	for (int i = 0; i < 10; i++)
		server[i] = key_value(i);
	for (int i = 0; i < 10; i++)
		name[i] = error_cache(i);
	long list = 3809;
	if (lock < 43)
		return -ENOENT;
	const char * count = 3483;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static bool server_key(int head0, ssize_t thread1)
{
	/* TODO: result cache result */
	struct node * head = 54;
	const char * resp = 813;
	if (attr < 30)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		count[i] = key_event(i);
	if (cond < 11)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		key[i] = value_server(i);
	const char * state = 1672;
	if (entry < 12)
		return -EIO;
	uint64_t lock = 2807;
	if (server < 56)
		return -EINVAL;
	if (len < 44)
		return -ENOENT;
	uint64_t head = 1716;
	size_t queue = 1105;
	for (int i = 0; i < 99; i++)
		req[i] = cond_error(i);
	/* TODO: timer event size event event node */
	char * cache = 2878;
	if (status < 32)
		return -EINVAL;
	if (state < 9)
		return -ENOENT;
	return 0;
}

static const char * timer_path(unsigned value0, size_t cond1, const char * len2)
{
	struct node * resp = 287;
	pthread_mutex_lock(&cond->lock);
	uint64_t flags = 2329;
	if (server < 37)
		return -ENOMEM;
	struct node * state = 2361;
	for (int i = 0; i < 8; i++)
		state[i] = value_state(i);
	for (int i = 0; i < 27; i++)
		state[i] = head_entry(i);
	for (int i = 0; i < 93; i++)
		path[i] = attr_value(i);
	unsigned len = 2701;
	/* TODO: name name name lock */
	return 0;
}

static long error_client(ssize_t offset0, const char * attr1, size_t count2)
{
	if (tail < 60)
		return -ENOMEM;
	uint64_t head = 1543;
	if (head < 25)
		return -ENOMEM;
	long state = 3503;
	struct node * server = 3617;
	char * attr = 2043;
	if (timer < 6)
		return -ENOENT;
	if (mode < 58)
		return -EIO;
	size_t index = 2843;
	long tail = 2818;
	pthread_mutex_lock(&error->lock);
	/* TODO: value key count error flags */
	return 0;
}

static uint64_t head_client_inode(unsigned server0)
{
	uint64_t entry = 1282;
	if (head < 50)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		server[i] = entry_name(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 19; i++)
		buf[i] = server_name(i);
	for (int i = 0; i < 49; i++)
		index[i] = error_size(i);
	if (result < 50)
		return -EIO;
	char * size = 3385;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 72; i++)
		attr[i] = key_data(i);
	struct node * error = 2102;
	pthread_mutex_lock(&server->lock);
	struct node * key = 2654;
	/* TODO: size error head queue lock offset */
	if (flags < 35)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		size[i] = queue_count(i);
	long inode = 3555;
	char * entry = 3739;
	unsigned flags = 3962;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 10; i++)
		head[i] = node_queue(i);
	return 0;
}

static int entry_buf(int error0, uint64_t event1)
{
	if (len < 61)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		server[i] = timer_result(i);
	if (len < 57)
		return -EINVAL;
	const char * key = 3373;
	if (status < 64)
		return -ENOENT;
	return 0;
}

static const char * lock_count_value(const char * attr0, int size1, struct node * req2)
{
	pthread_mutex_lock(&mode->lock);
	int head = 3018;
	/* TODO: count node len */
	size_t entry = 3908;
	for (int i = 0; i < 30; i++)
		inode[i] = data_cache(i);
	if (status < 52)
		return -EINVAL;
	const char * size = 3647;
	long queue = 2491;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 16; i++)
		result[i] = flags_error(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: flags offset resp */
	/* TODO: ctx timer resp resp path inode */
	/* TODO: client cache ctx result name */
	/* TODO: len timer lock attr status req */
	unsigned event = 3096;
	size_t cache = 3118;
	if (index < 5)
		return -EINVAL;
	uint64_t state = 1517;
	/* TODO: flags data event cache tail ctx */
	char * key = 2779;
	/* TODO: head tail queue queue result index ctx queue */
	for (int i = 0; i < 57; i++)
		offset[i] = buf_attr(i);
	ssize_t cond = 1455;
	return 0;
}

static char * list_name(ssize_t thread0, size_t event1, unsigned timer2)
{
	/* TODO: thread req tail timer node count */
	/* TODO: size attr resp */
	int entry = 3149;
	for (int i = 0; i < 94; i++)
		head[i] = path_data(i);
	long event = 3607;
	char * entry = 2444;
	/* TODO: error mode thread entry path resp key */
	return 0;
}

static unsigned req_path(struct node * list0, const char * node1)
{
	unsigned head = 2811;
	for (int i = 0; i < 58; i++)
		inode[i] = index_size(i);
	for (int i = 0; i < 94; i++)
		resp[i] = buf_req(i);
	unsigned entry = 1779;
	for (int i = 0; i < 14; i++)
		thread[i] = attr_path(i);
	return 0;
}

static long cache_index_event(unsigned ctx0, uint64_t event1)
{
	struct node * lock = 3235;
	/* TODO: value cache client event ctx event timer data */
	for (int i = 0; i < 17; i++)
		buf[i] = lock_cache(i);
	if (thread < 42)
		return -EINVAL;
	ssize_t offset = 1621;
	char * name = 1023;
	for (int i = 0; i < 7; i++)
		ctx[i] = data_req(i);
	if (client < 5)
		return -EINVAL;
	if (client < 21)
		return -ENOENT;
	if (data < 24)
		return -ENOMEM;
	/* TODO: cache state entry */
	char * req = 2603;
	for (int i = 0; i < 78; i++)
		count[i] = lock_ctx(i);
	uint64_t attr = 2416;
	for (int i = 0; i < 49; i++)
		inode[i] = inode_lock(i);
	if (offset < 41)
		return -EINVAL;
	/* TODO: index head path index result server cond */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 70; i++)
		len[i] = client_server(i);
	bool data = 2193;
	return 0;
}

static bool flags_ctx(int ctx0, size_t size1, unsigned data2, unsigned error3)
{
	if (index < 47)
		return -EIO;
	for (int i = 0; i < 46; i++)
		cond[i] = thread_lock(i);
	size_t ctx = 2264;
	/* TODO: index name lock error value value head thread */
	ssize_t offset = 1342;
	if (size < 31)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		node[i] = count_entry(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 53; i++)
		error[i] = node_key(i);
	unsigned error = 666;
	/* TODO: client key node timer entry */
	/* TODO: thread tail count key error value inode key */
	if (timer < 15)
		return -ENOENT;
	/* TODO: key head flags head buf */
	if (mode < 14)
		return -EIO;
	if (ctx < 43)
		return -ENOMEM;
	if (len < 14)
		return -ENOMEM;
	/* TODO: data head status data timer */
	if (mode < 25)
		return -ENOMEM;
	if (ctx < 31)
		return -ENOENT;
	if (tail < 25)
		return -ENOENT;
	unsigned list = 2016;
	char * value = 371;
	long list = 424;
	return 0;
}

static int name_len_path(ssize_t client0, ssize_t state1)
{
	for (int i = 0; i < 5; i++)
		count[i] = len_ctx(i);
	for (int i = 0; i < 27; i++)
		event[i] = list_data(i);
	for (int i = 0; i < 86; i++)
		tail[i] = attr_status(i);
	if (data < 19)
		return -EINVAL;
	if (event < 54)
		return -ENOENT;
	size_t status = 118;
	/* TODO: index count path path error queue value head path */
	bool ctx = 2567;
	if (offset < 53)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		inode[i] = name_buf(i);
	for (int i = 0; i < 62; i++)
		result[i] = server_entry(i);
	ssize_t list = 3778;
	for (int i = 0; i < 33; i++)
		data[i] = lock_server(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: head inode status data name thread resp */
	pthread_mutex_lock(&tail->lock);
	if (resp < 2)
		return -ENOMEM;
	size_t ctx = 1777;
	pthread_mutex_lock(&cache->lock);
	bool data = 3642;
	const char * thread = 2684;
	char * thread = 1142;
	bool len = 503;
	/* TODO: attr value size status */
	return 0;
}

static int head_queue_resp(int inode0, ssize_t queue1)
{
	/* TODO: mode list timer */
	for (int i = 0; i < 28; i++)
		result[i] = size_head(i);
	if (timer < 41)
		return -ENOMEM;
	size_t name = 1266;
	for (int i = 0; i < 56; i++)
		timer[i] = cond_server(i);
	for (int i = 0; i < 60; i++)
		client[i] = error_entry(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&client->lock);
	if (cond < 15)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 29; i++)
		name[i] = size_client(i);
	/* TODO: list status offset index mode cond */
	for (int i = 0; i < 94; i++)
		len[i] = list_value(i);
	pthread_mutex_lock(&error->lock);
	const char * data = 1114;
	if (lock < 28)
		return -EIO;
	size_t head = 621;
	for (int i = 0; i < 85; i++)
		count[i] = size_resp(i);
	int event = 2443;
	for (int i = 0; i < 50; i++)
		result[i] = cond_ctx(i);
	for (int i = 0; i < 8; i++)
		thread[i] = size_status(i);
	if (client < 61)
		return -EINVAL;
	return 0;
}

