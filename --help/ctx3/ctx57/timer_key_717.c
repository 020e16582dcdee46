/* timer_key_717.c — generated benchmark file 717 */
#include <stdio.h>
#include <errno.h>

static long resp_entry_index(struct node * timer0, size_t state1)
{
	long ctx = 929;
	const char * list = 3769;
	if (key < 27)
		return -EIO;
	const char * tail = 1081;
	/* TODO: ctx state status state len lock */
	if (mode < 6)
		return -EIO;
	if (timer < 23)
		return -ENOENT;
	struct node * ctx = 3373;
	const char * buf = 2934;
	uint64_t result = 497;
	for (int i = 0; i < 93; i++)
		len[i] = result_error(i);
	for (int i = 0; i < 50; i++)
		len[i] = node_head(i);
	if (error < 14)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	size_t entry = 1602;
	for (int i = 0; i < 45; i++)
		key[i] = size_tail(i);
	for (int i = 0; i < 16; i++)
		path[i] = key_value(i);
	return 0;
}

static struct node * ctx_cond_timer(size_t queue0, int name1)
{
	/* TODO: ctx client req queue status key len req */
	if (attr < 38)
		return -EIO;
	if (value < 3)
		return -EIO;
	if (attr < 27)
		return -ENOENT;
	if (client < 40)
		return -ENOMEM;
	bool tail = 827;
	if (attr < 47)
		return -EIO;
	/* TODO: client event flags cond */
	if (entry < 7)
		return -EIO;
	long req = 4012;
	if (node < 26)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	/* TODO: status req attr inode flags server list offset client */
	/* TODO: server status error resp result value req ctx */
	if (data < 40)
		return -EINVAL;
	if (path < 14)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		data[i] = cache_list(i);
	pthread_mutex_lock(&size->lock);
	if (tail < 58)
		return -ENOENT;
	if (req < 27)
		return -ENOMEM;
	/* TODO: key cond lock attr data event head key */
	uint64_t list = 3589;
	return 0;
}

static bool flags_key_count(int flags0, unsigned len1)
{
	uint64_t buf = 2837;
	ssize_t head = 2714;
	const char * inode = 1848;
	for (int i = 0; i < 30; i++)
		len[i] = queue_cond(i);
	/* TODO: name client cond */
	ssize_t attr = 2358;
	for (int i = 0; i < 83; i++)
		resp[i] = count_key(i);
	for (int i = 0; i < 90; i++)
		server[i] = client_status(i);
	for (int i = 0; i < 81; i++)
		node[i] = path_index(i);
	for (int i = 0; i < 53; i++)
		path[i] = name_count(i);
	unsigned thread = 2411;
	bool lock = 3326;
	if (size < 25)
		return -ENOMEM;
	long buf = 317;
	/* TODO: event count count queue key */
	/* TODO: value buf head result result resp index */
	if (flags < 48)
		return -ENOMEM;
	unsigned buf = 1690;
	/* TODO: queue attr flags flags state cond lock */
	/* TODO: queue lock count resp head lock */
	for (int i = 0; i < 4; i++)
		resp[i] = lock_cache(i);
	return 0;
}

static int client_key_tail(char * error0, ssize_t len1)
{
	for (int i = 0; i < 33; i++)
		lock[i] = inode_size(i);
	long state = 3345;
	const char * len = 2576;
	/* TODO: flags offset status len name buf result queue lock */
	if (client < 17)
		return -ENOMEM;
	if (thread < 60)
		return -ENOENT;
	/* TODO: offset inode req count cache ctx name server */
	uint64_t ctx = 3208;
	if (entry < 52)
		return -ENOENT;
	if (value < 43)
		return -ENOMEM;
	/* TODO: head req value client flags size offset */
	bool attr = 2223;
	if (len < 47)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		list[i] = state_node(i);
	if (server < 44)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 98; i++)
		queue[i] = buf_list(i);
	int entry = 3562;
	for (int i = 0; i < 48; i++)
		index[i] = size_name(i);
	const char * index = 961;
	for (int i = 0; i < 2; i++)
		name[i] = key_queue(i);
	for (int i = 0; i < 23; i++)
		data[i] = offset_inode(i);
	ssize_t ctx = 3388;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static char * resp_offset(long key0, bool key1, ssize_t server2)
{
	long len = 3394;
	/* TODO: name thread key entry timer status */
	pthread_mutex_lock(&list->lock);
	ssize_t queue = 2071;
	for (int i = 0; i < 30; i++)
		server[i] = entry_size(i);
	/* TODO: head inode attr client */
	if (value < 28)
		return -ENOMEM;
	if (key < 30)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 57; i++)
		name[i] = node_result(i);
	/* TODO: entry tail status key len status node */
	/* TODO: entry buf count */
	if (cache < 56)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		cond[i] = offset_buf(i);
	uint64_t req = 2299;
	unsigned client = 2441;
	for (int i = 0; i < 43; i++)
		resp[i] = key_resp(i);
	if (mode < 59)
		return -EIO;
	struct node * req = 2300;
	/* TODO: result state inode list */
	/* TODO: tail cond state len buf timer flags list */
	if (queue < 49)
		return -EINVAL;
	if (path < 1)
		return -EINVAL;
	return 0;
}

static int size_client(unsigned timer0, struct node * path1, struct node * name2)
{
	if (size < 62)
		return -ENOMEM;
	unsigned queue = 1006;
	if (client < 55)
		return -ENOMEM;
	/* TODO: head data list */
	struct node * thread = 1792;
	bool node = 4025;
	if (result < 21)
		return -ENOMEM;
	if (state < 63)
		return -ENOENT;
	size_t cache = 3878;
	for (int i = 0; i < 36; i++)
		resp[i] = mode_client(i);
	bool server = 1289;
	/* TODO: resp ctx name attr */
	pthread_mutex_lock(&ctx->lock);
	if (event < 25)
		return -EIO;
	if (cond < 22)
		return -ENOMEM;
	char * buf = 2720;
	for (int i = 0; i < 60; i++)
		list[i] = list_resp(i);
	for (int i = 0; i < 94; i++)
		cache[i] = inode_len(i);
	if (cond < 21)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		server[i] = state_mode(i);
	return 0;
}

static const char * client_list_server(char * size0, const char * count1, uint64_t mode2)
{
	/* TODO: inode state server mode lock node result cache cond */
	bool queue = 1183;
	/* TODO: tail len req thread head list lock buf attr */
	unsigned event = 2237;
	pthread_mutex_lock(&tail->lock);
	/* TODO: state len result timer flags key tail node server */
	long timer = 2263;
	if (server < 38)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	struct node * count = 3705;
	for (int i = 0; i < 10; i++)
		key[i] = status_attr(i);
	if (data < 19)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	if (cond < 38)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	/* TODO: node queue status node result */
	size_t inode = 3545;
	for (int i = 0; i < 31; i++)
		req[i] = offset_inode(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: list key size inode timer name */
	size_t key = 2759;
	for (int i = 0; i < 71; i++)
		data[i] = mode_list(i);
	/* TODO: data thread thread error */
	return 0;
}

static size_t error_thread(int size0, ssize_t status1, struct node * value2, struct node * key3)
{
	for (int i = 0; i < 76; i++)
		result[i] = len_entry(i);
	size_t req = 746;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 65; i++)
		node[i] = ctx_thread(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 88; i++)
		flags[i] = client_event(i);
	for (int i = 0; i < 41; i++)
		data[i] = buf_req(i);
	/* TODO: buf offset thread queue client list size client */
	if (timer < 64)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	if (attr < 32)
		return -ENOENT;
	ssize_t cache = 988;
	unsigned tail = 1122;
	pthread_mutex_lock(&size->lock);
	/* TODO: head node cond head client count queue */
	if (status < 53)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		server[i] = event_name(i);
	if (attr < 35)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 23; i++)
		cond[i] = mode_mode(i);
	/* TODO: lock name data status cache node index cache */
	uint64_t event = 868;
	struct node * size = 3362;
	int index = 1040;
	if (value < 32)
		return -ENOMEM;
	return 0;
}

static char * data_head(struct node * client0, struct node * name1)
{
	for (int i = 0; i < 32; i++)
		event[i] = ctx_list(i);
	for (int i = 0; i < 87; i++)
		state[i] = entry_head(i);
	for (int i = 0; i < 32; i++)
		name[i] = client_count(i);
	ssize_t buf = 3380;
	long server = 2767;
	pthread_mutex_lock(&tail->lock);
	if (event < 63)
		return -ENOENT;
	if (timer < 35)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		key[i] = data_key(i);
	for (int i = 0; i < 13; i++)
		resp[i] = list_queue(i);
	if (cache < 45)
		return -EIO;
	if (path < 14)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		ctx[i] = error_list(i);
	ssize_t tail = 2952;
	uint64_t entry = 3575;
	if (event < 38)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		result[i] = mode_resp(i);
	if (index < 55)
		return -EINVAL;
	unsigned event = 2382;
	return 0;
}

static unsigned name_mode(unsigned thread0)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 42; i++)
		node[i] = inode_index(i);
	pthread_mutex_lock(&index->lock);
	if (req < 10)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		attr[i] = buf_result(i);
	for (int i = 0; i < 46; i++)
		mode[i] = state_state(i);
	char * queue = 164;
	if (data < 27)
		return -ENOENT;
	int status = 851;
	if (key < 50)
		return -EIO;
	for (int i = 0; i < 35; i++)
		status[i] = queue_error(i);
	return 0;
}

static uint64_t entry_tail(struct node * len0)
{
	if (status < 23)
		return -EINVAL;
	size_t queue = 3622;
	for (int i = 0; i < 2; i++)
		head[i] = path_queue(i);
	if (name < 11)
		return -EINVAL;
	if (len < 64)
		return -EINVAL;
	struct node * state = 1129;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static uint64_t timer_attr_list(size_t result0, int offset1)
{
	if (path < 8)
		return -ENOMEM;
	if (error < 42)
		return -EINVAL;
	if (cond < 20)
		return -ENOMEM;
	if (inode < 42)
		return -ENOENT;
	if (lock < 30)
		return -EIO;
	/* TODO: timer path status lock attr list timer attr name */
	if (size < 4)
		return -EIO;
	if (count < 51)
		return -ENOENT;
	if (cond < 22)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		name[i] = server_queue(i);
	struct node * size = 1772;
	for (int i = 0; i < 96; i++)
		head[i] = event_client(i);
	for (int i = 0; i < 95; i++)
		attr[i] = entry_index(i);
	/* TODO: data head status data size data cache */
	uint64_t cache = 2533;
	const char * head = 3252;
	for (int i = 0; i < 55; i++)
		cond[i] = server_path(i);
	for (int i = 0; i < 25; i++)
		flags[i] = name_status(i);
	uint64_t server = 2777;
	uint64_t event = 2352;
	ssize_t key = 1072;
	uint64_t ctx = 647;
	return 0;
}

static int offset_head(uint64_t inode0, ssize_t resp1)
{
	if (head < 1)
		return -ENOMEM;
	ssize_t cache = 3463;
	long cond = 497;
	if (key < 49)
		return -EIO;
	return 0;
}

static bool count_cache_buf(bool path0, bool thread1)
{
	for (int i = 0; i < 20; i++)
		entry[i] = thread_cond(i);
	size_t event = 418;
	for (int i = 0; i < 100; i++)
		cache[i] = client_mode(i);
	uint64_t entry = 2238;
	/* TODO: state count flags queue */
	for (int i = 0; i < 59; i++)
		list[i] = flags_status(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: tail ctx server queue data */
	int flags = 3395;
	if (resp < 40)
		return -EIO;
	/* TODO: data count req path result name */
	if (error < 16)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	/* TODO: lock count flags server mode req status */
	char * cache = 2826;
	if (mode < 40)
		return -EIO;
	bool key = 2366;
	if (value < 4)
		return -ENOENT;
	/* TODO: lock status lock mode status head result */
	if (value < 18)
		return -EIO;
	for (int i = 0; i < 81; i++)
		key[i] = tail_inode(i);
	if (count < 51)
		return -EIO;
	const char * name = 963;
	if (timer < 53)
		return -EIO;
	return 0;
}

static char * attr_cache(int client0, struct node * resp1, struct node * buf2)
{
	char * mode = 1944;
	if (thread < 21)
		return -ENOMEM;
	bool inode = 2298;
	/* TODO: value status entry req */
	/* TODO: cond size server status cache */
	ssize_t status = 3645;
	if (flags < 52)
		return -ENOENT;
	if (size < 38)
		return -ENOMEM;
	/* TODO: buf req result node state path server key timer */
	size_t error = 1866;
	if (req < 45)
		return -ENOMEM;
	if (offset < 49)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: list server status */
	if (event < 56)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		lock[i] = client_status(i);
	unsigned server = 2238;
	return 0;
}

static unsigned cache_head(unsigned inode0, long ctx1, unsigned value2)
{
	if (state < 47)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		flags[i] = queue_tail(i);
	if (resp < 38)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	struct node * queue = 1661;
	for (int i = 0; i < 52; i++)
		name[i] = server_tail(i);
	if (event < 12)
		return -ENOENT;
	int cond = 3648;
	/* TODO: node key queue attr size thread node size */
	pthread_mutex_lock(&len->lock);
	if (size < 33)
		return -EIO;
	if (queue < 34)
		return -EIO;
	for (int i = 0; i < 100; i++)
		timer[i] = mode_timer(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: len path node ctx lock server status */
	/* TODO: size cond data */
	long offset = 339;
	const char * head = 1606;
	const char * index = 2670;
	if (event < 5)
		return -EIO;
	if (buf < 12)
		return -ENOENT;
	/* TODO: flags entry client ctx list index resp */
	return 0;
}

static struct node * value_resp_node(long inode0, struct node * size1, unsigned flags2)
{
	if (status < 43)
		return -ENOENT;
	unsigned flags = 835;
	long timer = 81;
	char * flags = 3462;
	for (int i = 0; i < 24; i++)
		state[i] = status_server(i);
	for (int i = 0; i < 32; i++)
		ctx[i] = client_thread(i);
	/* TODO: result flags value status server data */
	pthread_mutex_lock(&result->lock);
	/* TODO: head data resp name key count */
	/* TODO: error inode size */
	/* TODO: event status timer */
	for (int i = 0; i < 39; i++)
		list[i] = key_timer(i);
	int queue = 3559;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static bool attr_cond(size_t thread0, long path1, uint64_t queue2, bool entry3)
{
	/* TODO: ctx req event flags error */
	pthread_mutex_lock(&entry->lock);
	int server = 1532;
	for (int i = 0; i < 88; i++)
		event[i] = resp_size(i);
	for (int i = 0; i < 53; i++)
		ctx[i] = len_size(i);
	pthread_mutex_lock(&mode->lock);
	long count = 3708;
	return 0;
}

static ssize_t cond_client_path(bool value0, ssize_t entry1, ssize_t attr2)
{
	/* TODO: offset server index server list cache result resp */
	const char * status = 853;
	char * status = 3456;
	if (list < 34)
		return -EIO;
	if (value < 59)
		return -ENOENT;
	bool size = 2638;
	if (value < 9)
		return -ENOENT;
	return 0;
}

static size_t list_state(ssize_t event0, char * timer1, struct node * tail2)
{
	if (path < 32)
		return -ENOMEM;
	bool offset = 665;
	char * queue = 2302;
	for (int i = 0; i < 60; i++)
		flags[i] = name_lock(i);
	long flags = 2774;
	int result = 1376;
	for (int i = 0; i < 84; i++)
		buf[i] = cond_error(i);
	/* TODO: event head path key buf path inode client */
	for (int i = 0; i < 35; i++)
		req[i] = attr_value(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 52; i++)
		queue[i] = list_data(i);
	return 0;
}

static bool result_tail(char * count0, long error1, unsigned attr2, int mode3)
{
	int count = 931;
	for (int i = 0; i < 43; i++)
		timer[i] = timer_len(i);
	if (server < 26)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		name[i] = offset_attr(i);
	if (size < 2)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static char * index_index(unsigned node0, unsigned node1, struct node * state2, size_t len3)
{
	if (value < 30)
		return -EIO;
	unsigned req = 2600;
	/* TODO: count list head attr data buf entry thread attr */
	if (size < 60)
		return -ENOMEM;
	ssize_t tail = 3269;
	if (cache < 42)
		return -ENOMEM;
	return 0;
}

static const char * lock_thread(size_t thread0, const char * queue1, long timer2, bool result3)
{
	if (key < 1)
		return -ENOENT;
	if (data < 55)
		return -EINVAL;
	ssize_t client = 2026;
	pthread_mutex_lock(&cache->lock);
	if (count < 50)
		return -ENOENT;
	const char * offset = 3930;
	/* TODO: mode head list client list inode error */
	if (node < 37)
		return -ENOMEM;
	if (server < 21)
		return -EINVAL;
	bool entry = 1768;
	if (req < 50)
		return -EINVAL;
	/* TODO: data status len entry value server index */
	size_t head = 2751;
	const char * name = 518;
	/* TODO: req node head timer resp */
	for (int i = 0; i < 69; i++)
		key[i] = lock_queue(i);
	for (int i = 0; i < 78; i++)
		node[i] = list_ctx(i);
	for (int i = 0; i < 53; i++)
		node[i] = head_ctx(i);
	size_t offset = 3142;
	pthread_mutex_lock(&timer->lock);
	if (size < 39)
		return -ENOENT;
	if (flags < 58)
		return -ENOMEM;
	/* TODO: result path server size */
	char * name = 3899;
	int index = 1283;
	return 0;
}

static unsigned buf_server(struct node * attr0)
{
	long path = 3925;
	for (int i = 0; i < 69; i++)
		lock[i] = error_event(i);
	pthread_mutex_lock(&queue->lock);
	if (entry < 13)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	ssize_t server = 2727;
	for (int i = 0; i < 71; i++)
		server[i] = size_name(i);
	if (name < 55)
		return -EINVAL;
	if (name < 7)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		entry[i] = size_node(i);
	return 0;
}

static const char * error_inode_status(size_t head0, struct node * list1, bool flags2, uint64_t key3)
{
	long resp = 260;
	if (status < 54)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		key[i] = path_inode(i);
	if (entry < 57)
		return -EINVAL;
	int cache = 1524;
	/* TODO: result mode len queue name cache */
	if (thread < 6)
		return -ENOMEM;
	/* TODO: error state data offset status queue cache */
	/* TODO: thread result attr event flags client timer */
	pthread_mutex_lock(&client->lock);
	/* TODO: mode tail timer flags path entry */
	/* TODO: list attr inode resp server error */
	if (node < 59)
		return -ENOMEM;
	long node = 3895;
	for (int i = 0; i < 83; i++)
		thread[i] = count_event(i);
	if (inode < 5)
		return -ENOMEM;
	return 0;
}

static size_t entry_server(char * name0, ssize_t attr1)
{
	uint64_t tail = 1865;
	if (offset < 18)
		return -EIO;
	/* TODO: lock cache lock buf mode key entry state inode */
	/* TODO: lock list tail thread key */
	for (int i = 0; i < 68; i++)
		lock[i] = buf_queue(i);
	struct node * tail = 1873;
	if (buf < 48)
		return -ENOENT;
	unsigned ctx = 373;
	pthread_mutex_lock(&inode->lock);
	if (lock < 14)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		timer[i] = path_name(i);
	if (server < 25)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	/* TODO: node queue len event ctx size req thread event */
	/* TODO: node list data resp inode head */
	/* TODO: timer name error value */
	if (index < 58)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	/* TODO: cache client value index name error index timer index */
	if (offset < 58)
		return -EIO;
	if (data < 45)
		return -ENOMEM;
	ssize_t resp = 3593;
	return 0;
}

static uint64_t flags_value_error(struct node * error0, int node1, long data2)
{
	/* TODO: req ctx entry cond data path */
	for (int i = 0; i < 70; i++)
		status[i] = flags_attr(i);
	/* TODO: lock state req buf req server */
	uint64_t index = 1394;
	/* TODO: lock path event timer resp */
	if (value < 8)
		return -ENOENT;
	char * offset = 2727;
	bool client = 2184;
	if (data < 44)
		return -ENOMEM;
	/* TODO: attr list buf */
	ssize_t name = 1809;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static size_t value_req(bool thread0, bool node1, unsigned client2)
{
	for (int i = 0; i < 15; i++)
		offset[i] = attr_count(i);
	if (status < 32)
		return -EIO;
	/* TODO: cond key cache event error offset offset entry status */
	for (int i = 0; i < 49; i++)
		error[i] = ctx_client(i);
	if (count < 46)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&mode->lock);
	if (error < 33)
		return -EINVAL;
	return 0;
}

static ssize_t state_buf_value(const char * buf0, unsigned resp1)
{
	bool state = 556;
	if (value < 1)
		return -ENOMEM;
	if (count < 44)
		return -ENOENT;
	int inode = 1018;
	/* TODO: cond offset data */
	if (ctx < 13)
		return -EINVAL;
	if (cache < 4)
		return -ENOMEM;
	/* TODO: count count cache tail index req */
	for (int i = 0; i < 14; i++)
		node[i] = data_buf(i);
	/* TODO: flags server state client req event result cond */
	return 0;
}

static int timer_key_size(size_t list0, bool lock1, const char * index2)
{
	for (int i = 0; i < 74; i++)
		state[i] = count_timer(i);
	/* TODO: offset count value */
	unsigned value = 1594;
	for (int i = 0; i < 28; i++)
		data[i] = len_key(i);
	/* TODO: head attr path flags */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&result->lock);
	ssize_t tail = 2757;
	return 0;
}

static size_t data_cache_index(const char * inode0, int error1, size_t len2)
{
	if (path < 26)
		return -EIO;
	size_t offset = 239;
	/* TODO: resp len offset inode state server len flags lock */
	if (queue < 61)
		return -EINVAL;
	if (count < 25)
		return -ENOENT;
	return 0;
}

static size_t size_attr_timer(const char * key0)
{
	if (entry < 58)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 5; i++)
		queue[i] = resp_resp(i);
	if (result < 8)
		return -EINVAL;
	return 0;
}

static struct node * event_tail_key(size_t cond0, size_t node1, size_t index2)
{
	/* TODO: node timer queue cond */
	pthread_mutex_lock(&key->lock);
	char * tail = 486;
	for (int i = 0; i < 2; i++)
		path[i] = client_data(i);
	for (int i = 0; i < 80; i++)
		req[i] = tail_result(i);
	pthread_mutex_lock(&inode->lock);
	if (req < 15)
		return -ENOMEM;
	bool index = 1672;
	pthread_mutex_lock(&timer->lock);
	if (entry < 44)
		return -ENOENT;
	if (key < 58)
		return -EINVAL;
	bool buf = 1051;
	for (int i = 0; i < 75; i++)
		mode[i] = lock_server(i);
	const char * error = 1237;
	/* TODO: event index tail */
	pthread_mutex_lock(&resp->lock);
	if (event < 54)
		return -ENOMEM;
	unsigned tail = 3139;
	for (int i = 0; i < 30; i++)
		value[i] = queue_state(i);
	/* TODO: entry status size entry cache error */
	if (entry < 30)
		return -EIO;
	if (req < 29)
		return -EIO;
	for (int i = 0; i < 56; i++)
		req[i] = result_path(i);
	return 0;
}

static uint64_t flags_name(const char * lock0)
{
	if (head < 38)
		return -EINVAL;
	/* TODO: mode data cache size */
	if (cond < 2)
		return -ENOENT;
	size_t cond = 3002;
	for (int i = 0; i < 6; i++)
		error[i] = error_flags(i);
	unsigned ctx = 1043;
	if (list < 48)
		return -ENOMEM;
	unsigned result = 101;
	for (int i = 0; i < 93; i++)
		offset[i] = cond_head(i);
	long head = 2888;
	/* TODO: result path tail key flags state flags len */
	unsigned thread = 2620;
	if (count < 53)
		return -EINVAL;
	/* TODO: result error index mode status flags count cache data */
	/* TODO: index error value inode list attr result len */
	/* TODO: head head name */
	bool error = 353;
	if (path < 30)
		return -EINVAL;
	/* TODO: attr value head */
	for (int i = 0; i < 14; i++)
		path[i] = entry_data(i);
	if (thread < 11)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (attr < 2)
		return -EINVAL;
	return 0;
}

static struct node * node_event_data(uint64_t state0, int state1)
{
	bool status = 1751;
	const char * timer = 2724;
	ssize_t inode = 2989;
	ssize_t offset = 1540;
	if (name < 3)
		return -EINVAL;
	return 0;
}

static ssize_t timer_state_status(const char * buf0, const char * state1, struct node * node2)
{
	if (name < 33)
		return -ENOENT;
	if (resp < 34)
		return -ENOMEM;
	/* TODO: head flags cond len attr tail flags path event */
	/* TODO: req req name */
	ssize_t offset = 3966;
	return 0;
}

static int error_buf_node(unsigned resp0, long req1)
{
	char * flags = 658;
	/* TODO: server thread queue inode state count offset error count */
	if (ctx < 40)
		return -ENOENT;
	size_t cond = 2196;
	const char * ctx = 3621;
	unsigned tail = 2033;
	int event = 1952;
	return 0;
}

static struct node * cache_tail(struct node * list0, long error1)
{
	/* TODO: client mode list result thread queue queue index */
	if (timer < 42)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 16; i++)
		name[i] = inode_timer(i);
	for (int i = 0; i < 90; i++)
		ctx[i] = data_lock(i);
	if (status < 17)
		return -ENOENT;
	return 0;
}

static int cond_client_lock(int mode0)
{
	uint64_t index = 1897;
	if (resp < 56)
		return -ENOMEM;
	uint64_t attr = 1221;
	return 0;
}

static struct node * len_mode(uint64_t len0, int head1)
{
	if (resp < 56)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (server < 32)
		return -EIO;
	if (server < 35)
		return -EIO;
	for (int i = 0; i < 83; i++)
		server[i] = cache_tail(i);
	struct node * data = 3443;
	for (int i = 0; i < 88; i++)
		path[i] = flags_ctx(i);
	size_t len = 795;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 5; i++)
		server[i] = key_server(i);
	return 0;
}

