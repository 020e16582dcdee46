/* path_size_509.c — generated benchmark file 509 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_state(ssize_t head0, bool attr1)
{
	/* TODO: cond queue mode name count status queue */
	/* TODO: len req entry index cache */
	for (int i = 0; i < 78; i++)
		cache[i] = value_resp(i);
	char * entry = 722;
	ssize_t error = 1347;
	int key = 2124;
	long tail = 2164;
	pthread_mutex_lock(&error->lock);
	struct node * value = 2900;
	char * data = 1894;
	/* TODO: value offset entry */
	/* TODO: value data status thread */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 93; i++)
		flags[i] = resp_mode(i);
	const char * mode = 1348;
	/* TODO: timer len cache result */
	if (req < 39)
		return -ENOENT;
	/* TODO: head head server cond server name thread thread */
	char * lock = 3189;
	/* TODO: error path data key inode queue req count */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 89; i++)
		ctx[i] = timer_resp(i);
	return 0;
}

static struct node * client_tail(char * server0, const char * node1)
{
	/* TODO: size event key flags flags state node */
	/* TODO: value cond state client node flags */
	struct node * tail = 1354;
	if (cond < 27)
		return -EINVAL;
	uint64_t list = 3107;
	for (int i = 0; i < 9; i++)
		client[i] = value_inode(i);
	const char * state = 1678;
	size_t client = 1981;
	/* TODO: req queue client data data lock */
	return 0;
}

static bool name_ctx_server(ssize_t lock0, long node1)
{
	if (client < 54)
		return -ENOENT;
	long inode = 1450;
	char * data = 1873;
	ssize_t req = 3523;
	struct node * name = 2332;
	/* TODO: cache data ctx len resp lock len value server */
	bool index = 3121;
	/* TODO: index node len server */
	if (count < 39)
		return -ENOMEM;
	unsigned server = 2967;
	/* TODO: ctx data server path key value tail size */
	size_t server = 1179;
	pthread_mutex_lock(&client->lock);
	if (tail < 39)
		return -ENOENT;
	if (event < 37)
		return -EINVAL;
	return 0;
}

static long server_count(ssize_t lock0, uint64_t ctx1, bool thread2, char * result3)
{
	for (int i = 0; i < 65; i++)
		flags[i] = value_inode(i);
	for (int i = 0; i < 47; i++)
		data[i] = name_node(i);
	/* TODO: node server req attr count */
	pthread_mutex_lock(&error->lock);
	if (server < 8)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		req[i] = state_error(i);
	ssize_t size = 3620;
	return 0;
}

static bool server_cache(int error0, long count1, ssize_t server2)
{
	for (int i = 0; i < 36; i++)
		lock[i] = tail_data(i);
	for (int i = 0; i < 45; i++)
		error[i] = attr_cond(i);
	if (ctx < 25)
		return -EIO;
	if (key < 34)
		return -EIO;
	for (int i = 0; i < 61; i++)
		ctx[i] = list_len(i);
	/* TODO: attr flags tail */
	ssize_t name = 4037;
	pthread_mutex_lock(&resp->lock);
	if (status < 54)
		return -ENOMEM;
	if (timer < 33)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		cache[i] = event_status(i);
	struct node * value = 1069;
	unsigned name = 2026;
	if (lock < 20)
		return -EINVAL;
	if (offset < 1)
		return -EINVAL;
	if (head < 22)
		return -ENOENT;
	int data = 921;
	/* TODO: index buf req timer resp */
	/* TODO: path error cache status flags state node */
	return 0;
}

static char * inode_client_value(ssize_t head0, uint64_t resp1, const char * status2)
{
	/* TODO: list server lock cond client state index name thread */
	for (int i = 0; i < 29; i++)
		head[i] = client_node(i);
	if (server < 22)
		return -EIO;
	if (thread < 50)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	if (flags < 54)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	ssize_t inode = 1747;
	if (buf < 40)
		return -ENOMEM;
	return 0;
}

static long value_resp_cond(char * offset0, ssize_t attr1, char * offset2, ssize_t head3)
{
	/* TODO: timer data queue req queue key */
	if (tail < 32)
		return -EIO;
	if (key < 51)
		return -ENOENT;
	if (node < 7)
		return -EINVAL;
	return 0;
}

static uint64_t error_len(uint64_t queue0, const char * name1)
{
	if (error < 47)
		return -EIO;
	if (state < 25)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 78; i++)
		head[i] = event_name(i);
	for (int i = 0; i < 25; i++)
		node[i] = head_ctx(i);
	pthread_mutex_lock(&resp->lock);
	const char * client = 766;
	for (int i = 0; i < 53; i++)
		value[i] = mode_ctx(i);
	for (int i = 0; i < 55; i++)
		flags[i] = state_error(i);
	return 0;
}

static struct node * attr_ctx_req(uint64_t entry0, uint64_t name1)
{
	char * entry = 1173;
	const char * req = 123;
	/* TODO: count thread node timer cond attr cache */
	int status = 1916;
	/* TODO: head buf buf state lock */
	if (attr < 32)
		return -ENOENT;
	if (node < 57)
		return -EIO;
	if (head < 40)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		mode[i] = node_key(i);
	/* TODO: buf key timer */
	/* TODO: timer inode list */
	int mode = 514;
	for (int i = 0; i < 16; i++)
		index[i] = ctx_count(i);
	return 0;
}

static long len_req(size_t timer0, size_t size1)
{
	size_t size = 649;
	if (cache < 31)
		return -ENOMEM;
	/* TODO: name tail status data queue ctx */
	size_t inode = 976;
	/* TODO: len data mode offset entry */
	if (thread < 4)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		cond[i] = flags_flags(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&data->lock);
	/* TODO: resp index lock result head */
	bool cond = 1860;
	ssize_t key = 2709;
	for (int i = 0; i < 43; i++)
		state[i] = data_count(i);
	if (mode < 64)
		return -EINVAL;
	if (size < 22)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		count[i] = server_attr(i);
	/* TODO: index lock path cache cache server ctx head */
	for (int i = 0; i < 34; i++)
		thread[i] = thread_attr(i);
	if (cache < 32)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		cond[i] = node_mode(i);
	return 0;
}

static int key_path_timer(int error0)
{
	if (resp < 6)
		return -EINVAL;
	/* TODO: queue key attr entry buf inode timer data timer */
	if (key < 29)
		return -EINVAL;
	if (offset < 25)
		return -ENOENT;
	uint64_t path = 671;
	for (int i = 0; i < 17; i++)
		len[i] = timer_inode(i);
	if (queue < 43)
		return -EINVAL;
	size_t mode = 1129;
	for (int i = 0; i < 64; i++)
		resp[i] = lock_timer(i);
	if (size < 11)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		timer[i] = mode_queue(i);
	pthread_mutex_lock(&tail->lock);
	if (path < 58)
		return -ENOMEM;
	/* TODO: flags thread name data entry value */
	for (int i = 0; i < 69; i++)
		result[i] = flags_flags(i);
	for (int i = 0; i < 82; i++)
		result[i] = result_result(i);
	return 0;
}

static char * index_mode(bool state0, struct node * index1, long path2)
{
	if (list < 55)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	/* TODO: event req entry */
	if (inode < 49)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		result[i] = result_lock(i);
	ssize_t cond = 3207;
	struct node * cache = 2607;
	if (offset < 13)
		return -EINVAL;
	/* TODO: ctx count key req server head */
	if (attr < 41)
		return -ENOMEM;
	/* TODO: name cache index key lock */
	struct node * node = 16;
	if (error < 1)
		return -ENOMEM;
	/* TODO: index status timer timer name status status tail */
	ssize_t cache = 1638;
	for (int i = 0; i < 75; i++)
		index[i] = resp_flags(i);
	for (int i = 0; i < 25; i++)
		tail[i] = state_server(i);
	if (attr < 40)
		return -EIO;
	for (int i = 0; i < 13; i++)
		inode[i] = timer_status(i);
	if (size < 21)
		return -EINVAL;
	return 0;
}

static unsigned cache_offset_resp(unsigned size0, bool ctx1, char * count2)
{
	ssize_t state = 3568;
	int req = 3198;
	if (len < 40)
		return -ENOENT;
	/* TODO: ctx lock req status flags flags state */
	unsigned list = 3367;
	for (int i = 0; i < 14; i++)
		len[i] = size_path(i);
	struct node * head = 2586;
	/* TODO: count tail state client flags resp value path inode */
	for (int i = 0; i < 14; i++)
		value[i] = mode_name(i);
	for (int i = 0; i < 90; i++)
		timer[i] = flags_offset(i);
	if (name < 28)
		return -EIO;
	for (int i = 0; i < 4; i++)
		inode[i] = status_thread(i);
	if (head < 19)
		return -ENOMEM;
	/* TODO: node tail req lock cache ctx client flags data */
	/* TODO: cond inode offset node */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static char * tail_head(const char * list0, uint64_t index1)
{
	if (attr < 43)
		return -EIO;
	bool thread = 2515;
	for (int i = 0; i < 91; i++)
		node[i] = result_list(i);
	const char * inode = 1558;
	int req = 3674;
	pthread_mutex_lock(&head->lock);
	if (index < 55)
		return -EIO;
	bool resp = 2982;
	for (int i = 0; i < 30; i++)
		error[i] = server_client(i);
	bool ctx = 2284;
	pthread_mutex_lock(&server->lock);
	bool resp = 2836;
	return 0;
}

static int key_attr_entry(long tail0, char * cache1, size_t server2, long mode3)
{
	unsigned flags = 3740;
	unsigned node = 711;
	for (int i = 0; i < 33; i++)
		tail[i] = cond_status(i);
	/* TODO: cache client cond mode queue name event event */
	/* TODO: resp result inode timer path len status attr ctx */
	if (event < 59)
		return -EIO;
	/* TODO: server cond client node ctx name */
	if (server < 60)
		return -EIO;
	ssize_t thread = 1776;
	if (len < 50)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		error[i] = result_key(i);
	/* TODO: list req node buf value path offset count */
	for (int i = 0; i < 81; i++)
		buf[i] = entry_data(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: result index cond */
	if (buf < 26)
		return -EIO;
	return 0;
}

static ssize_t node_index(const char * buf0, int lock1)
{
	for (int i = 0; i < 15; i++)
		ctx[i] = offset_result(i);
	for (int i = 0; i < 20; i++)
		ctx[i] = ctx_attr(i);
	if (size < 21)
		return -EIO;
	for (int i = 0; i < 21; i++)
		len[i] = timer_key(i);
	pthread_mutex_lock(&node->lock);
	if (server < 42)
		return -EINVAL;
	size_t size = 2672;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 71; i++)
		timer[i] = cond_count(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static uint64_t error_name(const char * state0, long head1, const char * result2)
{
	uint64_t ctx = 227;
	/* TODO: flags len index ctx */
	/* TODO: len timer index event value flags */
	int queue = 1149;
	const char * queue = 4006;
	/* TODO: offset name index */
	if (event < 17)
		return -EINVAL;
	/* TODO: inode len attr mode list offset value */
	return 0;
}

static ssize_t key_lock(unsigned resp0, int inode1)
{
	uint64_t result = 3654;
	/* TODO: timer path len path len index */
	/* TODO: client cache flags */
	const char * resp = 1990;
	return 0;
}

static uint64_t error_key_buf(long server0, unsigned path1)
{
	size_t len = 98;
	uint64_t index = 3183;
	if (req < 50)
		return -ENOMEM;
	return 0;
}

static long entry_cache(uint64_t status0, struct node * result1)
{
	if (key < 1)
		return -ENOMEM;
	if (path < 38)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		status[i] = flags_state(i);
	if (result < 42)
		return -EIO;
	/* TODO: flags attr ctx key path count cache node cache */
	if (event < 55)
		return -EIO;
	if (req < 24)
		return -EIO;
	for (int i = 0; i < 90; i++)
		entry[i] = path_lock(i);
	const char * node = 2651;
	for (int i = 0; i < 85; i++)
		event[i] = buf_event(i);
	/* TODO: cond offset server error req */
	if (entry < 51)
		return -ENOMEM;
	if (queue < 13)
		return -EIO;
	if (cache < 10)
		return -EIO;
	if (buf < 14)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		error[i] = attr_client(i);
	int queue = 2910;
	long lock = 33;
	uint64_t name = 1421;
	return 0;
}

static size_t inode_client_resp(char * cond0)
{
	struct node * flags = 2903;
	pthread_mutex_lock(&size->lock);
	if (state < 49)
		return -ENOENT;
	if (server < 3)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static unsigned result_entry_event(bool cache0, const char * size1, size_t flags2)
{
	char * path = 898;
	if (cache < 50)
		return -EINVAL;
	if (ctx < 55)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		error[i] = client_node(i);
	if (cond < 8)
		return -EIO;
	if (inode < 15)
		return -EIO;
	ssize_t resp = 3541;
	bool head = 521;
	long cache = 3724;
	pthread_mutex_lock(&head->lock);
	/* TODO: inode event attr buf count inode thread mode */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 41; i++)
		index[i] = lock_state(i);
	for (int i = 0; i < 32; i++)
		node[i] = name_size(i);
	unsigned size = 3634;
	uint64_t queue = 182;
	for (int i = 0; i < 71; i++)
		ctx[i] = state_count(i);
	ssize_t data = 1399;
	size_t req = 270;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static bool result_ctx(unsigned thread0, uint64_t attr1, long name2, uint64_t cond3)
{
	for (int i = 0; i < 28; i++)
		entry[i] = lock_queue(i);
	for (int i = 0; i < 10; i++)
		req[i] = req_name(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 77; i++)
		lock[i] = len_resp(i);
	if (index < 29)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: mode head size list inode state status cache */
	uint64_t error = 37;
	if (size < 28)
		return -EIO;
	long mode = 3099;
	return 0;
}

static bool index_index(char * resp0, unsigned entry1, long attr2, size_t result3)
{
	if (entry < 46)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		count[i] = offset_path(i);
	if (data < 25)
		return -EIO;
	long tail = 210;
	for (int i = 0; i < 2; i++)
		result[i] = key_path(i);
	uint64_t value = 3372;
	/* TODO: inode cond inode cond name name tail */
	struct node * count = 865;
	for (int i = 0; i < 36; i++)
		count[i] = lock_cond(i);
	struct node * data = 2285;
	/* TODO: event cache thread */
	/* TODO: tail index cache entry */
	if (list < 7)
		return -EINVAL;
	if (client < 24)
		return -EIO;
	if (value < 42)
		return -EIO;
	/* TODO: resp index len index buf server */
	if (ctx < 38)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		resp[i] = queue_event(i);
	/* TODO: attr queue attr buf flags offset flags inode */
	for (int i = 0; i < 72; i++)
		flags[i] = server_cond(i);
	/* TODO: thread queue buf resp value entry mode result data */
	if (len < 7)
		return -EIO;
	/* TODO: state len node resp req timer */
	if (tail < 59)
		return -EIO;
	if (data < 20)
		return -EIO;
	return 0;
}

static const char * cond_req(uint64_t resp0, const char * value1, long event2, int path3)
{
	if (entry < 41)
		return -EIO;
	/* TODO: error client head result event buf error state */
	for (int i = 0; i < 31; i++)
		head[i] = server_count(i);
	const char * tail = 2960;
	if (timer < 14)
		return -EIO;
	if (inode < 28)
		return -ENOENT;
	ssize_t len = 1086;
	if (lock < 53)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		count[i] = value_inode(i);
	bool tail = 2505;
	if (name < 63)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		resp[i] = value_buf(i);
	int state = 2480;
	/* TODO: lock status status mode */
	for (int i = 0; i < 21; i++)
		head[i] = list_offset(i);
	for (int i = 0; i < 92; i++)
		result[i] = buf_attr(i);
	for (int i = 0; i < 42; i++)
		key[i] = size_count(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: entry value event */
	long name = 2133;
	for (int i = 0; i < 36; i++)
		path[i] = key_resp(i);
	return 0;
}

static const char * queue_data_inode(unsigned count0, struct node * node1, size_t error2)
{
	int client = 40;
	if (cond < 9)
		return -EINVAL;
	/* TODO: cache attr thread data tail */
	/* TODO: name status result index count client */
	if (mode < 56)
		return -EIO;
	struct node * status = 2868;
	size_t node = 331;
	if (data < 53)
		return -EIO;
	uint64_t client = 2082;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 73; i++)
		entry[i] = status_state(i);
	ssize_t buf = 3481;
	for (int i = 0; i < 35; i++)
		buf[i] = tail_status(i);
	return 0;
}

static size_t flags_state_timer(struct node * inode0)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 72; i++)
		attr[i] = key_status(i);
	/* TODO: req count req value tail head node */
	for (int i = 0; i < 6; i++)
		cache[i] = len_lock(i);
	bool key = 2574;
	/* TODO: entry offset ctx entry node error count */
	return 0;
}

static ssize_t buf_event(const char * tail0, long index1, struct node * result2, int list3)
{
	long inode = 3973;
	/* TODO: head key result cond */
	if (len < 38)
		return -EIO;
	if (inode < 11)
		return -EIO;
	if (node < 1)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		cond[i] = server_flags(i);
	char * offset = 2134;
	long count = 2881;
	if (attr < 22)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		node[i] = value_name(i);
	for (int i = 0; i < 59; i++)
		entry[i] = entry_result(i);
	char * tail = 628;
	/* TODO: mode cond server result event event head timer */
	unsigned state = 3780;
	pthread_mutex_lock(&queue->lock);
	if (resp < 33)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	/* TODO: flags ctx client mode error */
	struct node * state = 1963;
	if (thread < 40)
		return -EINVAL;
	/* TODO: index offset result event */
	for (int i = 0; i < 75; i++)
		timer[i] = attr_entry(i);
	pthread_mutex_lock(&node->lock);
	if (list < 25)
		return -ENOENT;
	return 0;
}

static const char * client_queue_head(int lock0, uint64_t lock1, long queue2)
{
	if (queue < 25)
		return -EIO;
	for (int i = 0; i < 89; i++)
		tail[i] = path_head(i);
	for (int i = 0; i < 94; i++)
		cond[i] = key_flags(i);
	size_t event = 1371;
	for (int i = 0; i < 80; i++)
		thread[i] = cond_queue(i);
	if (index < 2)
		return -ENOENT;
	uint64_t tail = 711;
	/* TODO: flags len status cond len cache inode */
	/* TODO: value count attr req list data lock cond size */
	if (value < 44)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	/* TODO: server flags req attr len event list */
	if (key < 52)
		return -ENOENT;
	return 0;
}

static ssize_t lock_offset_client(const char * thread0, const char * lock1, size_t ctx2)
{
	const char * path = 2991;
	char * timer = 2405;
	struct node * mode = 2546;
	struct node * head = 3542;
	for (int i = 0; i < 12; i++)
		data[i] = len_mode(i);
	if (attr < 8)
		return -EIO;
	char * cache = 3861;
	if (queue < 27)
		return -EIO;
	for (int i = 0; i < 63; i++)
		attr[i] = lock_attr(i);
	if (flags < 10)
		return -ENOMEM;
	if (count < 39)
		return -ENOMEM;
	return 0;
}

static size_t buf_state_resp(bool path0, unsigned client1, char * index2, bool resp3)
{
	if (error < 34)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		ctx[i] = inode_node(i);
	uint64_t key = 704;
	pthread_mutex_lock(&name->lock);
	/* TODO: entry client count */
	for (int i = 0; i < 76; i++)
		event[i] = key_name(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 34; i++)
		size[i] = value_path(i);
	if (ctx < 28)
		return -EIO;
	for (int i = 0; i < 10; i++)
		inode[i] = tail_offset(i);
	if (path < 48)
		return -EIO;
	if (result < 34)
		return -EIO;
	if (req < 31)
		return -ENOENT;
	if (cond < 14)
		return -ENOMEM;
	if (thread < 44)
		return -ENOMEM;
	uint64_t client = 414;
	if (value < 40)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		count[i] = inode_attr(i);
	uint64_t count = 3016;
	char * head = 1981;
	if (index < 2)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		error[i] = req_queue(i);
	return 0;
}

static uint64_t result_state_flags(bool result0)
{
	uint64_t head = 2582;
	if (client < 39)
		return -EINVAL;
	if (attr < 52)
		return -EIO;
	if (cache < 29)
		return -EINVAL;
	uint64_t inode = 3458;
	/* TODO: error ctx value name list */
	pthread_mutex_lock(&size->lock);
	const char * index = 3003;
	if (ctx < 64)
		return -ENOMEM;
	size_t mode = 917;
	uint64_t inode = 3247;
	const char * node = 2580;
	/* TODO: result path key */
	if (cond < 15)
		return -ENOMEM;
	if (count < 3)
		return -EINVAL;
	/* TODO: flags client client list node */
	uint64_t lock = 2908;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 20; i++)
		req[i] = req_inode(i);
	if (value < 52)
		return -EIO;
	if (offset < 31)
		return -EIO;
	for (int i = 0; i < 25; i++)
		name[i] = state_status(i);
	return 0;
}

static long list_offset(char * entry0)
{
	/* TODO: lock size thread */
	pthread_mutex_lock(&resp->lock);
	ssize_t result = 1402;
	for (int i = 0; i < 43; i++)
		key[i] = server_entry(i);
	for (int i = 0; i < 88; i++)
		head[i] = resp_data(i);
	if (size < 22)
		return -EIO;
	char * event = 2653;
	if (status < 33)
		return -EIO;
	/* TODO: path timer count req entry */
	for (int i = 0; i < 65; i++)
		entry[i] = path_req(i);
	/* TODO: result path server value cache */
	struct node * status = 1672;
	if (size < 54)
		return -ENOMEM;
	/* TODO: entry cond head */
	/* TODO: data mode queue */
	pthread_mutex_lock(&queue->lock);
	uint64_t index = 3025;
	if (client < 63)
		return -ENOMEM;
	unsigned event = 2050;
	if (resp < 49)
		return -EIO;
	return 0;
}

static int offset_head_key(unsigned mode0, char * client1)
{
	/* TODO: timer event key entry queue cond count state lock */
	if (cond < 55)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		size[i] = inode_key(i);
	/* TODO: entry count thread size cond state entry len */
	pthread_mutex_lock(&node->lock);
	if (queue < 34)
		return -ENOENT;
	/* TODO: count inode value buf data mode */
	ssize_t server = 835;
	size_t client = 2408;
	for (int i = 0; i < 21; i++)
		value[i] = req_list(i);
	/* TODO: index entry attr data value */
	uint64_t error = 3349;
	ssize_t lock = 3412;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&node->lock);
	size_t index = 3932;
	for (int i = 0; i < 52; i++)
		timer[i] = req_thread(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 39; i++)
		cache[i] = lock_node(i);
	size_t tail = 2663;
	for (int i = 0; i < 69; i++)
		entry[i] = name_cache(i);
	const char * timer = 1755;
	return 0;
}

static size_t mode_lock(const char * cond0, uint64_t inode1, uint64_t name2, unsigned inode3)
{
	uint64_t cache = 1493;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 97; i++)
		lock[i] = buf_offset(i);
	ssize_t len = 263;
	long entry = 2290;
	ssize_t buf = 4067;
	if (ctx < 45)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	size_t path = 2390;
	for (int i = 0; i < 39; i++)
		flags[i] = cond_mode(i);
	return 0;
}

static long key_node_inode(ssize_t node0, size_t resp1)
{
	/* TODO: head value path queue data */
	for (int i = 0; i < 88; i++)
		result[i] = client_resp(i);
	size_t cache = 2177;
	/* TODO: value mode count inode path node node */
	/* TODO: offset thread error lock list attr client */
	for (int i = 0; i < 49; i++)
		count[i] = key_list(i);
	if (len < 58)
		return -ENOENT;
	/* TODO: status data data offset len head */
	return 0;
}

static bool name_head_flags(int list0, uint64_t result1, bool value2, uint64_t tail3)
{
	size_t result = 2938;
	for (int i = 0; i < 97; i++)
		path[i] = flags_count(i);
	/* TODO: key resp count ctx count size attr len */
	return 0;
}

static unsigned name_size_count(struct node * status0, bool timer1, size_t client2, size_t value3)
{
	if (queue < 40)
		return -EINVAL;
	/* TODO: cache path attr attr error */
	for (int i = 0; i < 40; i++)
		inode[i] = offset_lock(i);
	for (int i = 0; i < 72; i++)
		path[i] = timer_path(i);
	for (int i = 0; i < 53; i++)
		entry[i] = len_offset(i);
	if (value < 57)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		data[i] = resp_status(i);
	ssize_t offset = 3089;
	return 0;
}

static bool resp_status_node(bool lock0)
{
	unsigned inode = 1576;
	int client = 893;
	/* TODO: node resp status buf offset result */
	if (offset < 20)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 23; i++)
		error[i] = thread_resp(i);
	for (int i = 0; i < 21; i++)
		len[i] = buf_size(i);
	long key = 3973;
	if (lock < 15)
		return -ENOMEM;
	bool list = 970;
	char * list = 1926;
	/* TODO: error mode inode result ctx timer timer path */
	/* TODO: cond lock path cond size event entry lock timer */
	if (head < 16)
		return -EINVAL;
	return 0;
}

static long result_cond_inode(char * list0, long inode1, struct node * cond2, int index3)
{
	if (ctx < 16)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		head[i] = status_cache(i);
	if (cond < 41)
		return -ENOENT;
	if (error < 50)
		return -ENOMEM;
	const char * status = 1745;
	for (int i = 0; i < 71; i++)
		path[i] = queue_server(i);
	long thread = 1957;
	/* TODO: offset server req timer len */
	unsigned result = 2063;
	/* TODO: cond head event */
	for (int i = 0; i < 67; i++)
		result[i] = error_head(i);
	for (int i = 0; i < 25; i++)
		count[i] = flags_client(i);
	if (list < 4)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		req[i] = queue_head(i);
	pthread_mutex_lock(&value->lock);
	bool flags = 3141;
	return 0;
}

