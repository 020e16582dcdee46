/* value_head_732.h — generated benchmark file 732 */
#include <stdio.h>
#include <errno.h>

static size_t len_tail_data(const char * inode0)
{
	for (int i = 0; i < 10; i++)
		size[i] = value_len(i);
	if (error < 54)
		return -ENOMEM;
	if (offset < 46)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	if (len < 50)
		return -EINVAL;
	uint64_t req = 3381;
	for (int i = 0; i < 35; i++)
		state[i] = cond_attr(i);
	for (int i = 0; i < 17; i++)
		lock[i] = flags_node(i);
	return 0;
}

static const char * buf_timer_result(uint64_t lock0, ssize_t queue1)
{
	for (int i = 0; i < 24; i++)
		timer[i] = size_tail(i);
	/* TODO: client lock status head size error head head path */
	if (key < 15)
		return -ENOENT;
	if (server < 23)
		return -ENOENT;
	/* TODO: flags value event */
	long buf = 1683;
	/* TODO: index list state timer buf lock client */
	size_t status = 1057;
	const char * name = 1803;
	if (server < 26)
		return -EINVAL;
	int queue = 773;
	return 0;
}

static int name_count_status(ssize_t index0, const char * attr1, uint64_t attr2)
{
	const char * size = 588;
	for (int i = 0; i < 50; i++)
		mode[i] = thread_timer(i);
	pthread_mutex_lock(&attr->lock);
	if (buf < 31)
		return -EINVAL;
	struct node * cache = 3315;
	if (path < 61)
		return -EINVAL;
	/* TODO: lock cache flags */
	for (int i = 0; i < 88; i++)
		size[i] = cache_attr(i);
	const char * event = 1634;
	for (int i = 0; i < 93; i++)
		path[i] = value_size(i);
	for (int i = 0; i < 83; i++)
		entry[i] = lock_thread(i);
	for (int i = 0; i < 95; i++)
		lock[i] = client_timer(i);
	for (int i = 0; i < 68; i++)
		head[i] = lock_data(i);
	/* TODO: server mode len status */
	/* TODO: status index head timer req server index result resp */
	if (len < 62)
		return -EIO;
	size_t flags = 872;
	if (value < 55)
		return -ENOMEM;
	/* TODO: buf state name offset */
	const char * attr = 1952;
	pthread_mutex_lock(&lock->lock);
	/* TODO: cache name offset attr name */
	if (cond < 5)
		return -EIO;
	/* TODO: head timer queue */
	/* TODO: server server count head mode ctx flags offset */
	return 0;
}

static long resp_timer_timer(struct node * size0, const char * cond1)
{
	pthread_mutex_lock(&flags->lock);
	ssize_t inode = 2930;
	if (tail < 42)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		client[i] = tail_entry(i);
	pthread_mutex_lock(&value->lock);
	uint64_t event = 3033;
	if (list < 22)
		return -EIO;
	for (int i = 0; i < 25; i++)
		list[i] = lock_entry(i);
	/* TODO: count attr timer */
	char * flags = 3176;
	if (lock < 13)
		return -EIO;
	/* TODO: thread flags status server inode buf offset */
	/* TODO: head req entry */
	for (int i = 0; i < 65; i++)
		state[i] = len_buf(i);
	/* TODO: lock key cond value key thread len */
	for (int i = 0; i < 7; i++)
		value[i] = size_list(i);
	int value = 1813;
	/* TODO: result cache list mode attr index mode */
	/* TODO: head server ctx offset ctx name inode event count */
	if (value < 53)
		return -EINVAL;
	return 0;
}

static ssize_t attr_cache(size_t flags0, ssize_t mode1, char * resp2)
{
	/* TODO: entry inode error path list mode head thread */
	for (int i = 0; i < 46; i++)
		count[i] = name_entry(i);
	size_t flags = 2704;
	if (inode < 25)
		return -EINVAL;
	size_t len = 2295;
	size_t count = 3385;
	if (resp < 34)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	long inode = 1102;
	if (error < 7)
		return -ENOMEM;
	/* TODO: index value offset offset head mode size buf */
	struct node * resp = 1418;
	/* TODO: thread buf head cond inode buf offset name */
	bool resp = 805;
	if (thread < 19)
		return -ENOMEM;
	if (mode < 36)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 63; i++)
		tail[i] = path_list(i);
	if (list < 4)
		return -ENOENT;
	return 0;
}

static size_t key_index(bool result0, unsigned name1, unsigned resp2, ssize_t timer3)
{
	uint64_t node = 774;
	size_t index = 3991;
	struct node * timer = 939;
	if (result < 62)
		return -ENOMEM;
	if (thread < 44)
		return -EIO;
	if (event < 43)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		key[i] = server_ctx(i);
	ssize_t resp = 3138;
	for (int i = 0; i < 3; i++)
		inode[i] = buf_client(i);
	return 0;
}

static int req_state(size_t inode0, struct node * entry1, size_t cache2, struct node * entry3)
{
	if (entry < 44)
		return -EINVAL;
	unsigned data = 3695;
	long event = 2226;
	struct node * size = 207;
	size_t key = 2174;
	for (int i = 0; i < 46; i++)
		server[i] = len_ctx(i);
	for (int i = 0; i < 7; i++)
		entry[i] = attr_event(i);
	for (int i = 0; i < 91; i++)
		entry[i] = cache_client(i);
	/* TODO: cond node entry attr key name client */
	const char * tail = 1070;
	if (name < 2)
		return -ENOENT;
	/* TODO: error node offset tail flags */
	for (int i = 0; i < 32; i++)
		client[i] = path_mode(i);
	for (int i = 0; i < 24; i++)
		list[i] = client_node(i);
	for (int i = 0; i < 98; i++)
		path[i] = buf_tail(i);
	if (list < 11)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		count[i] = attr_node(i);
	return 0;
}

static char * index_node(int size0)
{
	unsigned data = 3731;
	if (attr < 19)
		return -ENOMEM;
	uint64_t req = 664;
	for (int i = 0; i < 24; i++)
		head[i] = data_tail(i);
	if (flags < 50)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		tail[i] = head_mode(i);
	/* TODO: state server value server */
	return 0;
}

static ssize_t list_cond_head(size_t client0)
{
	/* TODO: list len entry size inode state entry index req */
	uint64_t buf = 3524;
	if (ctx < 28)
		return -ENOMEM;
	long queue = 1435;
	/* TODO: key len value tail name path error cache node */
	struct node * cond = 1463;
	/* TODO: data value buf result event */
	struct node * cond = 1133;
	unsigned req = 1410;
	if (size < 18)
		return -ENOMEM;
	return 0;
}

static char * count_attr(int key0, int inode1, uint64_t queue2)
{
	char * mode = 68;
	const char * queue = 3977;
	bool resp = 3808;
	pthread_mutex_lock(&size->lock);
	if (mode < 43)
		return -ENOENT;
	if (name < 58)
		return -EINVAL;
	return 0;
}

static uint64_t entry_offset(long event0, const char * cache1, long inode2, const char * node3)
{
	for (int i = 0; i < 23; i++)
		entry[i] = cond_event(i);
	for (int i = 0; i < 13; i++)
		tail[i] = lock_cond(i);
	pthread_mutex_lock(&timer->lock);
	if (data < 31)
		return -ENOMEM;
	size_t name = 3116;
	/* TODO: lock cond data data */
	/* TODO: key status len key resp */
	if (event < 5)
		return -EINVAL;
	if (resp < 47)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		state[i] = client_state(i);
	size_t path = 2171;
	for (int i = 0; i < 62; i++)
		event[i] = list_head(i);
	for (int i = 0; i < 98; i++)
		cond[i] = attr_count(i);
	struct node * error = 434;
	return 0;
}

static int attr_inode_data(long req0, char * len1, int queue2, uint64_t buf3)
{
	size_t status = 1097;
	if (tail < 47)
		return -EIO;
	uint64_t req = 2152;
	pthread_mutex_lock(&count->lock);
	if (offset < 22)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		client[i] = entry_len(i);
	bool lock = 2860;
	if (ctx < 52)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		client[i] = node_server(i);
	return 0;
}

static size_t result_ctx(const char * inode0)
{
	uint64_t lock = 1916;
	unsigned result = 3187;
	uint64_t client = 3013;
	/* TODO: offset name timer server resp queue head value name */
	if (ctx < 27)
		return -EIO;
	if (offset < 62)
		return -EIO;
	if (resp < 47)
		return -ENOMEM;
	if (node < 27)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		attr[i] = resp_resp(i);
	int data = 685;
	if (index < 30)
		return -ENOMEM;
	uint64_t name = 1182;
	ssize_t state = 995;
	if (cache < 2)
		return -EIO;
	for (int i = 0; i < 100; i++)
		inode[i] = state_head(i);
	/* TODO: data value buf result cache req len name queue */
	for (int i = 0; i < 6; i++)
		resp[i] = index_count(i);
	if (list < 26)
		return -EIO;
	ssize_t cond = 227;
	for (int i = 0; i < 32; i++)
		mode[i] = state_flags(i);
	struct node * error = 1587;
	uint64_t entry = 1246;
	return 0;
}

static long lock_buf(char * head0, long offset1)
{
	if (value < 47)
		return -EINVAL;
	const char * offset = 3063;
	for (int i = 0; i < 92; i++)
		event[i] = tail_node(i);
	long tail = 99;
	if (state < 45)
		return -EIO;
	for (int i = 0; i < 79; i++)
		thread[i] = client_node(i);
	for (int i = 0; i < 26; i++)
		count[i] = list_status(i);
	for (int i = 0; i < 46; i++)
		cond[i] = key_node(i);
	return 0;
}

static unsigned cond_ctx_cache(const char * queue0, bool attr1, unsigned list2)
{
	long mode = 3367;
	char * client = 1105;
	for (int i = 0; i < 2; i++)
		index[i] = index_inode(i);
	if (len < 7)
		return -ENOMEM;
	if (list < 23)
		return -ENOMEM;
	bool name = 158;
	return 0;
}

static int node_cache(uint64_t node0, bool entry1)
{
	ssize_t buf = 495;
	for (int i = 0; i < 76; i++)
		state[i] = node_client(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: key error queue ctx client */
	return 0;
}

static unsigned error_list(size_t server0, const char * size1)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 20; i++)
		count[i] = head_path(i);
	struct node * offset = 310;
	ssize_t count = 3060;
	pthread_mutex_lock(&entry->lock);
	/* TODO: event status data inode cache name */
	if (count < 15)
		return -ENOMEM;
	if (node < 55)
		return -EIO;
	for (int i = 0; i < 79; i++)
		inode[i] = thread_key(i);
	if (flags < 35)
		return -EIO;
	if (state < 15)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	/* TODO: offset index state */
	/* TODO: tail entry state queue */
	return 0;
}

static bool state_req_flags(struct node * cache0, unsigned flags1)
{
	for (int i = 0; i < 88; i++)
		path[i] = offset_data(i);
	char * state = 530;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 61; i++)
		value[i] = client_count(i);
	if (state < 27)
		return -EINVAL;
	if (req < 4)
		return -ENOMEM;
	if (offset < 8)
		return -EINVAL;
	/* TODO: event head size flags offset resp thread */
	ssize_t attr = 2395;
	if (error < 15)
		return -EIO;
	size_t state = 0;
	if (attr < 61)
		return -EINVAL;
	size_t path = 3364;
	for (int i = 0; i < 19; i++)
		index[i] = client_size(i);
	/* TODO: state thread server inode mode state data */
	for (int i = 0; i < 59; i++)
		attr[i] = entry_list(i);
	uint64_t state = 3742;
	for (int i = 0; i < 81; i++)
		resp[i] = state_req(i);
	return 0;
}

static size_t index_ctx_size(int client0)
{
	/* TODO: client tail server data event queue size attr req */
	struct node * state = 337;
	if (server < 39)
		return -ENOMEM;
	ssize_t key = 209;
	pthread_mutex_lock(&server->lock);
	unsigned client = 308;
	long req = 853;
	struct node * queue = 3855;
	if (mode < 25)
		return -EIO;
	if (result < 29)
		return -EIO;
	if (mode < 18)
		return -ENOMEM;
	struct node * entry = 1550;
	if (attr < 3)
		return -ENOMEM;
	if (offset < 21)
		return -ENOMEM;
	if (event < 60)
		return -EIO;
	for (int i = 0; i < 56; i++)
		entry[i] = state_node(i);
	for (int i = 0; i < 53; i++)
		entry[i] = timer_tail(i);
	return 0;
}

static long list_attr(bool inode0, struct node * mode1, bool value2, int error3)
{
	if (count < 27)
		return -EIO;
	if (event < 39)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		attr[i] = thread_value(i);
	size_t node = 193;
	if (queue < 19)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		cache[i] = count_server(i);
	if (lock < 55)
		return -ENOMEM;
	if (index < 19)
		return -ENOENT;
	if (index < 1)
		return -EIO;
	for (int i = 0; i < 73; i++)
		attr[i] = index_inode(i);
	return 0;
}

static bool result_path_client(unsigned state0)
{
	for (int i = 0; i < 50; i++)
		inode[i] = state_client(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: node flags inode name client */
	if (thread < 25)
		return -EINVAL;
	/* TODO: len thread cache tail data path list */
	if (path < 24)
		return -EINVAL;
	if (buf < 59)
		return -ENOMEM;
	if (server < 6)
		return -EIO;
	/* TODO: len lock name tail attr inode */
	uint64_t lock = 2355;
	if (path < 45)
		return -ENOENT;
	uint64_t resp = 862;
	if (thread < 63)
		return -EIO;
	bool mode = 1334;
	for (int i = 0; i < 43; i++)
		count[i] = index_state(i);
	/* TODO: result client index lock state */
	const char * mode = 3284;
	for (int i = 0; i < 81; i++)
		timer[i] = flags_queue(i);
	/* TODO: server result node entry thread len resp */
	if (count < 24)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static struct node * cache_value(long flags0, int list1, struct node * head2, unsigned data3)
{
	if (index < 49)
		return -EINVAL;
	long list = 1572;
	if (flags < 42)
		return -EINVAL;
	return 0;
}

static struct node * head_state(struct node * queue0, uint64_t list1, uint64_t size2, struct node * data3)
{
	if (ctx < 28)
		return -EIO;
	for (int i = 0; i < 56; i++)
		flags[i] = mode_mode(i);
	for (int i = 0; i < 79; i++)
		flags[i] = cond_inode(i);
	if (len < 24)
		return -EIO;
	for (int i = 0; i < 8; i++)
		error[i] = attr_head(i);
	uint64_t size = 1587;
	for (int i = 0; i < 52; i++)
		offset[i] = server_status(i);
	if (len < 41)
		return -ENOMEM;
	/* TODO: state server size name name thread */
	if (mode < 46)
		return -ENOMEM;
	uint64_t len = 1328;
	if (index < 3)
		return -ENOMEM;
	/* TODO: key server inode lock state */
	return 0;
}

static long data_thread_value(size_t flags0, int offset1)
{
	if (offset < 20)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		attr[i] = buf_name(i);
	for (int i = 0; i < 21; i++)
		size[i] = key_result(i);
	for (int i = 0; i < 23; i++)
		event[i] = queue_state(i);
	if (client < 61)
		return -EIO;
	for (int i = 0; i < 30; i++)
		client[i] = cond_data(i);
	if (entry < 4)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (offset < 59)
		return -ENOENT;
	/* TODO: ctx client cache client key entry inode req name */
	pthread_mutex_lock(&len->lock);
	long state = 670;
	bool list = 1610;
	for (int i = 0; i < 98; i++)
		event[i] = result_len(i);
	/* TODO: tail node mode cond value resp mode */
	if (name < 30)
		return -EINVAL;
	/* TODO: entry ctx status state count flags */
	for (int i = 0; i < 69; i++)
		result[i] = data_key(i);
	/* TODO: count cond flags */
	ssize_t cache = 2888;
	if (value < 7)
		return -EIO;
	return 0;
}

static long state_error(char * req0)
{
	if (inode < 6)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	bool data = 693;
	/* TODO: entry flags error thread */
	for (int i = 0; i < 26; i++)
		status[i] = mode_buf(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 15; i++)
		node[i] = head_tail(i);
	pthread_mutex_lock(&value->lock);
	ssize_t size = 2520;
	bool attr = 204;
	for (int i = 0; i < 56; i++)
		attr[i] = offset_index(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: node buf buf path key value */
	long key = 41;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&key->lock);
	size_t error = 2873;
	ssize_t thread = 620;
	int lock = 2026;
	uint64_t node = 507;
	if (server < 64)
		return -EIO;
	return 0;
}

static struct node * value_head_lock(struct node * event0, struct node * path1)
{
	pthread_mutex_lock(&head->lock);
	char * list = 4042;
	/* TODO: value key head entry buf */
	/* TODO: state timer data state server tail inode */
	char * path = 1113;
	/* TODO: server index error node offset */
	size_t thread = 2622;
	pthread_mutex_lock(&head->lock);
	if (offset < 42)
		return -EIO;
	for (int i = 0; i < 48; i++)
		buf[i] = result_node(i);
	for (int i = 0; i < 83; i++)
		state[i] = key_len(i);
	if (key < 9)
		return -ENOENT;
	if (error < 51)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		queue[i] = timer_inode(i);
	for (int i = 0; i < 68; i++)
		result[i] = buf_req(i);
	char * lock = 2066;
	char * cache = 547;
	return 0;
}

static ssize_t path_node(ssize_t error0)
{
	int cond = 2185;
	if (offset < 55)
		return -ENOMEM;
	if (req < 19)
		return -EIO;
	if (tail < 57)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	long thread = 2308;
	char * state = 1376;
	if (server < 31)
		return -ENOMEM;
	ssize_t data = 69;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: ctx thread data flags count state thread */
	const char * node = 3261;
	bool event = 3611;
	for (int i = 0; i < 52; i++)
		node[i] = inode_inode(i);
	for (int i = 0; i < 78; i++)
		client[i] = path_name(i);
	bool server = 1922;
	for (int i = 0; i < 23; i++)
		resp[i] = event_thread(i);
	/* TODO: event thread req attr name mode value index */
	return 0;
}

static unsigned thread_buf(bool event0, long flags1, struct node * head2, int head3)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: path node client entry req attr error list */
	if (size < 25)
		return -EINVAL;
	return 0;
}

static long head_value_value(unsigned result0, char * tail1, size_t list2, const char * attr3)
{
	if (size < 14)
		return -EINVAL;
	if (entry < 2)
		return -EINVAL;
	if (ctx < 63)
		return -EINVAL;
	if (client < 12)
		return -EIO;
	/* TODO: state node list */
	return 0;
}

static const char * client_error(const char * queue0, unsigned inode1, long tail2)
{
	/* TODO: size ctx head path req entry */
	size_t index = 590;
	unsigned data = 1864;
	for (int i = 0; i < 51; i++)
		thread[i] = result_data(i);
	for (int i = 0; i < 19; i++)
		path[i] = entry_inode(i);
	if (index < 63)
		return -ENOENT;
	long buf = 2814;
	for (int i = 0; i < 65; i++)
		buf[i] = resp_len(i);
	/* TODO: head status index */
	return 0;
}

static bool key_len_cache(char * cache0, long mode1, long name2, ssize_t server3)
{
	if (count < 1)
		return -ENOMEM;
	const char * server = 2163;
	/* TODO: thread cache count node */
	/* TODO: name offset path key mode server index */
	for (int i = 0; i < 78; i++)
		req[i] = cache_data(i);
	for (int i = 0; i < 80; i++)
		attr[i] = head_offset(i);
	long entry = 625;
	char * resp = 234;
	pthread_mutex_lock(&path->lock);
	/* TODO: resp size flags path status value req count */
	if (count < 64)
		return -EIO;
	if (cond < 18)
		return -ENOENT;
	unsigned queue = 403;
	if (head < 4)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		data[i] = mode_offset(i);
	bool index = 451;
	if (state < 53)
		return -EINVAL;
	if (tail < 30)
		return -EIO;
	for (int i = 0; i < 86; i++)
		attr[i] = offset_status(i);
	return 0;
}

static ssize_t state_value(char * mode0)
{
	bool path = 1492;
	unsigned size = 777;
	for (int i = 0; i < 35; i++)
		state[i] = key_data(i);
	return 0;
}

static long data_len(long timer0, unsigned resp1, unsigned key2)
{
	if (queue < 25)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		resp[i] = thread_req(i);
	if (error < 30)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		error[i] = client_cond(i);
	const char * attr = 246;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long mode_size(const char * node0)
{
	for (int i = 0; i < 72; i++)
		data[i] = req_cond(i);
	/* TODO: resp server queue data node size server resp offset */
	/* TODO: size index client attr */
	long attr = 1645;
	for (int i = 0; i < 61; i++)
		resp[i] = path_result(i);
	if (offset < 46)
		return -EIO;
	for (int i = 0; i < 59; i++)
		state[i] = event_queue(i);
	char * server = 158;
	int timer = 145;
	return 0;
}

static const char * path_timer_result(char * lock0, uint64_t ctx1, unsigned offset2)
{
	bool offset = 1082;
	bool node = 1168;
	if (req < 54)
		return -ENOENT;
	int server = 679;
	if (result < 22)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	if (req < 7)
		return -EIO;
	ssize_t offset = 2857;
	if (entry < 36)
		return -EIO;
	if (offset < 48)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		entry[i] = cache_tail(i);
	if (index < 49)
		return -ENOMEM;
	int result = 2442;
	for (int i = 0; i < 61; i++)
		inode[i] = index_event(i);
	/* TODO: node index resp */
	pthread_mutex_lock(&node->lock);
	bool size = 1609;
	for (int i = 0; i < 65; i++)
		error[i] = event_head(i);
	unsigned lock = 469;
	unsigned timer = 3476;
	struct node * inode = 709;
	if (ctx < 45)
		return -EIO;
	return 0;
}

static size_t server_state(uint64_t timer0, unsigned lock1, bool timer2, char * tail3)
{
	bool cache = 3658;
	for (int i = 0; i < 15; i++)
		node[i] = key_timer(i);
	/* TODO: key value state ctx thread offset head size resp */
	pthread_mutex_lock(&cond->lock);
	char * value = 2797;
	for (int i = 0; i < 31; i++)
		offset[i] = size_cache(i);
	return 0;
}

static bool error_req(char * status0, long mode1, size_t state2)
{
	for (int i = 0; i < 39; i++)
		resp[i] = len_thread(i);
	/* TODO: timer list buf flags cond status error */
	uint64_t ctx = 2095;
	if (client < 21)
		return -ENOENT;
	if (index < 32)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (timer < 7)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		path[i] = head_cache(i);
	for (int i = 0; i < 17; i++)
		state[i] = cond_offset(i);
	for (int i = 0; i < 68; i++)
		len[i] = flags_ctx(i);
	if (lock < 20)
		return -ENOENT;
	return 0;
}

static char * resp_len(int event0, size_t event1)
{
	char * state = 934;
	uint64_t ctx = 1045;
	for (int i = 0; i < 65; i++)
		path[i] = state_tail(i);
	for (int i = 0; i < 20; i++)
		result[i] = tail_ctx(i);
	for (int i = 0; i < 28; i++)
		path[i] = attr_list(i);
	pthread_mutex_lock(&ctx->lock);
	if (flags < 51)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&queue->lock);
	bool offset = 2053;
	/* TODO: error data resp */
	int lock = 2893;
	bool data = 2359;
	if (head < 20)
		return -ENOMEM;
	/* TODO: status inode ctx mode key error head */
	if (value < 42)
		return -EINVAL;
	return 0;
}

static ssize_t resp_index_path(size_t event0, long key1)
{
	uint64_t ctx = 3256;
	struct node * value = 1582;
	long flags = 2817;
	ssize_t list = 3545;
	pthread_mutex_lock(&tail->lock);
	/* TODO: attr thread entry ctx value */
	if (status < 50)
		return -ENOMEM;
	bool server = 2322;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&data->lock);
	if (event < 20)
		return -ENOENT;
	const char * index = 2896;
	for (int i = 0; i < 68; i++)
		data[i] = cache_index(i);
	long attr = 3369;
	if (state < 45)
		return -ENOENT;
	if (thread < 30)
		return -EIO;
	uint64_t tail = 293;
	struct node * server = 1706;
	return 0;
}

static bool buf_head(const char * state0, size_t result1)
{
	/* TODO: mode entry list queue event */
	int mode = 1427;
	/* TODO: value value offset attr */
	for (int i = 0; i < 87; i++)
		flags[i] = resp_attr(i);
	for (int i = 0; i < 9; i++)
		status[i] = client_result(i);
	for (int i = 0; i < 86; i++)
		flags[i] = value_value(i);
	long thread = 1490;
	return 0;
}

static bool resp_server_resp(struct node * offset0, bool value1, uint64_t cond2)
{
	if (data < 10)
		return -EINVAL;
	if (buf < 32)
		return -EINVAL;
	if (key < 21)
		return -ENOMEM;
	char * ctx = 3867;
	/* TODO: len list mode lock tail state result path */
	/* TODO: path name lock */
	for (int i = 0; i < 3; i++)
		status[i] = len_list(i);
	return 0;
}

static unsigned path_server(unsigned lock0, uint64_t inode1, struct node * path2)
{
	for (int i = 0; i < 45; i++)
		offset[i] = size_head(i);
	/* TODO: mode size size req */
	pthread_mutex_lock(&tail->lock);
	char * attr = 2960;
	pthread_mutex_lock(&offset->lock);
	ssize_t timer = 1091;
	pthread_mutex_lock(&event->lock);
	/* TODO: count lock status */
	/* TODO: offset mode result error index req entry */
	if (entry < 56)
		return -ENOMEM;
	/* TODO: cache result attr path value node list */
	pthread_mutex_lock(&status->lock);
	size_t req = 1106;
	return 0;
}

static ssize_t timer_timer_lock(long len0)
{
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 31; i++)
		cond[i] = error_cache(i);
	/* TODO: name size queue buf offset flags status */
	/* TODO: queue len error */
	int value = 490;
	if (name < 60)
		return -EINVAL;
	if (server < 24)
		return -ENOMEM;
	return 0;
}

static const char * len_ctx(unsigned mode0, int count1, size_t node2, int mode3)
{
	pthread_mutex_lock(&client->lock);
	/* TODO: flags ctx flags offset offset ctx result req cache */
	if (size < 13)
		return -EIO;
	if (ctx < 43)
		return -ENOENT;
	bool error = 1707;
	struct node * flags = 854;
	for (int i = 0; i < 65; i++)
		list[i] = server_tail(i);
	if (event < 52)
		return -EINVAL;
	long head = 1753;
	return 0;
}

static char * head_resp(uint64_t name0, struct node * size1)
{
	struct node * node = 3749;
	for (int i = 0; i < 31; i++)
		name[i] = cond_path(i);
	for (int i = 0; i < 27; i++)
		buf[i] = cond_event(i);
	struct node * cond = 420;
	for (int i = 0; i < 34; i++)
		result[i] = node_ctx(i);
	/* TODO: status mode resp */
	if (name < 5)
		return -EIO;
	for (int i = 0; i < 70; i++)
		entry[i] = count_client(i);
	/* TODO: count lock count size count flags status data inode */
	/* TODO: buf req state cond ctx error path data */
	/* TODO: cache value timer status */
	if (status < 37)
		return -ENOENT;
	if (state < 48)
		return -EIO;
	uint64_t count = 2463;
	if (name < 60)
		return -ENOMEM;
	size_t status = 2888;
	if (attr < 30)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	char * path = 667;
	if (size < 48)
		return -ENOMEM;
	return 0;
}

