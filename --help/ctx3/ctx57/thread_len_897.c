/* thread_len_897.c — generated benchmark file 897 */
#include <stdio.h>
#include <errno.h>

static int head_head(const char * attr0, int cond1, unsigned entry2)
{
	if (index < 16)
		return -EINVAL;
	/* TODO: offset flags server */
	unsigned event = 2833;
	ssize_t offset = 380;
	pthread_mutex_lock(&count->lock);
	if (state < 18)
		return -ENOMEM;
	if (index < 29)
		return -EIO;
	for (int i = 0; i < 43; i++)
		path[i] = name_cond(i);
	long index = 2938;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&size->lock);
	long tail = 2894;
	pthread_mutex_lock(&data->lock);
	const char * flags = 1175;
	if (status < 50)
		return -EIO;
	/* TODO: inode offset tail head */
	return 0;
}

static long state_timer_ctx(char * queue0, char * resp1, unsigned offset2, unsigned thread3)
{
	if (thread < 42)
		return -EIO;
	for (int i = 0; i < 32; i++)
		len[i] = state_cond(i);
	ssize_t len = 1145;
	/* TODO: list lock entry lock client */
	if (inode < 4)
		return -ENOENT;
	const char * head = 1562;
	return 0;
}

static long timer_thread(const char * node0, bool client1, int error2, bool timer3)
{
	/* TODO: size entry node count state result client event */
	if (len < 37)
		return -ENOENT;
	/* TODO: index data count inode flags count entry */
	/* TODO: value queue client key offset buf ctx list thread */
	for (int i = 0; i < 40; i++)
		offset[i] = inode_index(i);
	for (int i = 0; i < 51; i++)
		status[i] = key_status(i);
	return 0;
}

static size_t node_client_server(const char * buf0, unsigned result1, ssize_t result2, struct node * mode3)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 87; i++)
		event[i] = count_head(i);
	/* TODO: key state path path */
	unsigned head = 222;
	/* TODO: head node timer list head attr queue thread */
	int data = 2630;
	for (int i = 0; i < 13; i++)
		flags[i] = data_event(i);
	if (cond < 35)
		return -EINVAL;
	long buf = 2127;
	return 0;
}

static struct node * buf_cache(const char * name0, struct node * thread1, uint64_t thread2)
{
	/* TODO: count value cond key queue inode resp req */
	/* TODO: ctx node server entry attr value */
	if (value < 22)
		return -EINVAL;
	uint64_t flags = 3770;
	for (int i = 0; i < 8; i++)
		lock[i] = mode_ctx(i);
	/* TODO: index req req value offset value name */
	unsigned mode = 3068;
	if (offset < 20)
		return -EINVAL;
	char * cache = 2862;
	for (int i = 0; i < 36; i++)
		index[i] = key_resp(i);
	if (index < 25)
		return -EIO;
	ssize_t mode = 826;
	if (len < 61)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	/* TODO: resp timer status value */
	return 0;
}

static ssize_t thread_list_client(long offset0, struct node * event1, size_t list2)
{
	/* TODO: server lock attr path resp offset */
	char * index = 1449;
	for (int i = 0; i < 91; i++)
		index[i] = resp_tail(i);
	return 0;
}

static char * error_event(int state0, bool size1)
{
	int len = 2202;
	if (value < 10)
		return -ENOENT;
	if (key < 51)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	/* TODO: event node server value entry path mode queue head */
	/* TODO: attr list head event req attr value */
	for (int i = 0; i < 6; i++)
		data[i] = resp_state(i);
	for (int i = 0; i < 8; i++)
		mode[i] = event_timer(i);
	uint64_t req = 2575;
	for (int i = 0; i < 89; i++)
		lock[i] = value_list(i);
	size_t queue = 2823;
	if (queue < 28)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		value[i] = timer_thread(i);
	bool thread = 1739;
	char * state = 59;
	/* TODO: value server server result name */
	if (data < 27)
		return -ENOMEM;
	/* TODO: error mode value timer resp queue event size */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 28; i++)
		result[i] = path_count(i);
	if (len < 2)
		return -ENOENT;
	if (req < 32)
		return -ENOENT;
	return 0;
}

static unsigned key_flags(long entry0, char * count1, char * flags2, int offset3)
{
	for (int i = 0; i < 59; i++)
		event[i] = flags_status(i);
	size_t cond = 2118;
	if (server < 15)
		return -ENOMEM;
	if (path < 10)
		return -ENOENT;
	if (thread < 46)
		return -ENOMEM;
	/* TODO: mode inode cond state head */
	char * count = 1640;
	/* TODO: offset cache name */
	if (timer < 10)
		return -ENOMEM;
	/* TODO: size index list value */
	if (key < 27)
		return -EIO;
	if (ctx < 64)
		return -ENOENT;
	bool offset = 1728;
	for (int i = 0; i < 2; i++)
		size[i] = offset_tail(i);
	size_t cond = 2648;
	if (client < 13)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		entry[i] = server_client(i);
	/* TODO: error head ctx cond head flags */
	for (int i = 0; i < 17; i++)
		cond[i] = timer_server(i);
	return 0;
}

static long index_list(ssize_t size0)
{
	unsigned key = 2030;
	/* TODO: value tail ctx index */
	for (int i = 0; i < 5; i++)
		state[i] = cond_buf(i);
	int req = 454;
	bool index = 3270;
	long server = 213;
	uint64_t queue = 245;
	/* TODO: cond cond lock index timer cond mode error */
	if (mode < 41)
		return -ENOMEM;
	if (queue < 45)
		return -EINVAL;
	/* TODO: req client inode event */
	/* TODO: cond state len */
	if (timer < 9)
		return -ENOMEM;
	return 0;
}

static uint64_t error_buf_thread(char * attr0, uint64_t list1, const char * thread2, uint64_t cond3)
{
	pthread_mutex_lock(&index->lock);
	if (req < 22)
		return -ENOMEM;
	bool cache = 3421;
	for (int i = 0; i < 6; i++)
		thread[i] = status_path(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 61; i++)
		queue[i] = status_cond(i);
	for (int i = 0; i < 44; i++)
		tail[i] = queue_event(i);
	pthread_mutex_lock(&thread->lock);
	struct node * status = 2102;
	const char * size = 19;
	uint64_t inode = 3411;
	bool tail = 2684;
	for (int i = 0; i < 45; i++)
		result[i] = key_tail(i);
	/* TODO: thread lock server lock error event */
	if (name < 58)
		return -EIO;
	struct node * mode = 2077;
	int state = 2507;
	uint64_t data = 1017;
	if (size < 5)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static long client_mode_cache(long queue0, long buf1)
{
	if (error < 56)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		timer[i] = count_lock(i);
	const char * attr = 1462;
	unsigned tail = 2673;
	return 0;
}

static int cache_buf_data(bool tail0, unsigned data1, const char * name2, unsigned list3)
{
	if (value < 1)
		return -ENOMEM;
	int cache = 1800;
	/* TODO: list list tail error key queue req index key */
	const char * tail = 1318;
	if (mode < 38)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		node[i] = state_size(i);
	if (tail < 13)
		return -EIO;
	for (int i = 0; i < 12; i++)
		entry[i] = count_cache(i);
	/* TODO: queue name server */
	return 0;
}

static long cache_len(struct node * len0)
{
	pthread_mutex_lock(&head->lock);
	int ctx = 1842;
	for (int i = 0; i < 46; i++)
		mode[i] = thread_index(i);
	if (len < 11)
		return -ENOMEM;
	/* TODO: error cache ctx offset list key */
	unsigned ctx = 2411;
	for (int i = 0; i < 4; i++)
		result[i] = value_key(i);
	bool resp = 3126;
	for (int i = 0; i < 25; i++)
		attr[i] = name_offset(i);
	unsigned event = 621;
	if (buf < 42)
		return -EIO;
	return 0;
}

static uint64_t index_cache_value(unsigned value0, ssize_t error1, size_t cond2)
{
	/* TODO: buf error key timer cache value */
	for (int i = 0; i < 64; i++)
		ctx[i] = value_inode(i);
	bool inode = 2751;
	/* TODO: data cond name thread client req mode */
	if (thread < 37)
		return -ENOENT;
	bool size = 1806;
	if (attr < 44)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	/* TODO: value offset path data list */
	return 0;
}

static long state_entry_req(uint64_t index0)
{
	for (int i = 0; i < 91; i++)
		server[i] = req_size(i);
	for (int i = 0; i < 47; i++)
		flags[i] = tail_error(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 63; i++)
		thread[i] = ctx_ctx(i);
	for (int i = 0; i < 53; i++)
		queue[i] = inode_entry(i);
	unsigned state = 4048;
	uint64_t node = 3394;
	unsigned index = 3977;
	if (timer < 41)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		event[i] = len_mode(i);
	pthread_mutex_lock(&data->lock);
	if (offset < 15)
		return -ENOMEM;
	uint64_t cond = 3085;
	long flags = 3939;
	uint64_t list = 575;
	return 0;
}

static long count_flags_result(unsigned inode0)
{
	if (lock < 16)
		return -ENOMEM;
	/* TODO: size flags list flags queue client flags node */
	/* TODO: attr ctx path node */
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 12; i++)
		req[i] = path_value(i);
	if (entry < 28)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		state[i] = len_buf(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&buf->lock);
	if (offset < 40)
		return -ENOMEM;
	uint64_t path = 2818;
	if (attr < 1)
		return -ENOENT;
	if (len < 20)
		return -EINVAL;
	return 0;
}

static long head_offset_server(bool path0, ssize_t mode1, unsigned req2, uint64_t flags3)
{
	for (int i = 0; i < 22; i++)
		cond[i] = offset_tail(i);
	for (int i = 0; i < 51; i++)
		ctx[i] = tail_ctx(i);
	uint64_t size = 2965;
	long timer = 1506;
	/* TODO: flags server head name flags key */
	ssize_t tail = 1579;
	for (int i = 0; i < 81; i++)
		attr[i] = len_data(i);
	for (int i = 0; i < 21; i++)
		data[i] = req_resp(i);
	/* TODO: event entry server */
	for (int i = 0; i < 45; i++)
		tail[i] = thread_flags(i);
	for (int i = 0; i < 11; i++)
		state[i] = tail_index(i);
	char * lock = 1064;
	if (queue < 40)
		return -EINVAL;
	if (entry < 54)
		return -ENOENT;
	/* TODO: queue flags attr cache */
	char * len = 3556;
	for (int i = 0; i < 79; i++)
		node[i] = flags_node(i);
	if (event < 26)
		return -ENOMEM;
	return 0;
}

static struct node * cond_result(size_t head0)
{
	/* TODO: name inode client mode queue cache resp state tail */
	unsigned path = 3669;
	/* TODO: mode node index head attr event size */
	if (index < 3)
		return -ENOENT;
	/* TODO: event resp list state node attr count event */
	size_t name = 768;
	if (event < 36)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		buf[i] = attr_server(i);
	for (int i = 0; i < 91; i++)
		mode[i] = req_cache(i);
	size_t cache = 3547;
	ssize_t name = 3124;
	for (int i = 0; i < 41; i++)
		thread[i] = resp_cache(i);
	/* TODO: event event thread key queue queue cond index error */
	pthread_mutex_lock(&data->lock);
	long size = 1851;
	if (server < 59)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	int thread = 3938;
	ssize_t name = 2657;
	return 0;
}

static size_t cond_status(int key0, bool head1)
{
	if (ctx < 12)
		return -EIO;
	for (int i = 0; i < 31; i++)
		mode[i] = count_key(i);
	if (head < 1)
		return -ENOENT;
	if (resp < 1)
		return -ENOENT;
	if (size < 22)
		return -EIO;
	for (int i = 0; i < 88; i++)
		cond[i] = size_offset(i);
	for (int i = 0; i < 51; i++)
		cond[i] = buf_inode(i);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 52; i++)
		event[i] = entry_data(i);
	if (data < 53)
		return -ENOMEM;
	if (lock < 22)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		resp[i] = tail_tail(i);
	return 0;
}

static size_t list_name_mode(int state0, struct node * error1)
{
	if (key < 46)
		return -EINVAL;
	if (resp < 3)
		return -EIO;
	for (int i = 0; i < 68; i++)
		attr[i] = inode_server(i);
	size_t path = 1261;
	long req = 842;
	/* TODO: cond buf len event node client resp state */
	uint64_t value = 1010;
	bool node = 2121;
	if (inode < 37)
		return -EIO;
	ssize_t cond = 1108;
	unsigned name = 11;
	for (int i = 0; i < 93; i++)
		name[i] = event_mode(i);
	unsigned error = 3491;
	if (name < 57)
		return -EIO;
	for (int i = 0; i < 91; i++)
		flags[i] = buf_req(i);
	return 0;
}

static long flags_timer(int timer0)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: flags cache cache */
	unsigned tail = 782;
	if (server < 63)
		return -EINVAL;
	ssize_t list = 2308;
	if (state < 22)
		return -EINVAL;
	if (client < 24)
		return -ENOENT;
	/* TODO: len lock thread index name ctx list size */
	const char * data = 3591;
	/* TODO: result path mode server len cond state head queue */
	/* TODO: size status count */
	pthread_mutex_lock(&resp->lock);
	const char * entry = 2984;
	/* TODO: buf server key tail buf */
	/* TODO: ctx name timer size state */
	/* TODO: mode list resp */
	uint64_t index = 259;
	const char * server = 3314;
	for (int i = 0; i < 10; i++)
		lock[i] = entry_index(i);
	size_t mode = 317;
	/* TODO: mode mode data buf lock len */
	for (int i = 0; i < 72; i++)
		node[i] = state_client(i);
	return 0;
}

static struct node * tail_status(size_t event0, uint64_t queue1, size_t req2, char * cond3)
{
	/* TODO: key path value index resp tail */
	if (server < 30)
		return -ENOMEM;
	if (thread < 45)
		return -EINVAL;
	if (path < 58)
		return -ENOMEM;
	if (state < 27)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (value < 53)
		return -EINVAL;
	if (count < 55)
		return -ENOENT;
	struct node * name = 379;
	/* TODO: mode path inode result lock node resp lock result */
	/* TODO: result mode offset */
	/* TODO: data key name server */
	ssize_t cache = 3189;
	for (int i = 0; i < 20; i++)
		queue[i] = ctx_count(i);
	/* TODO: queue lock thread event */
	if (path < 8)
		return -ENOENT;
	if (path < 14)
		return -ENOENT;
	/* TODO: index inode name cache size tail lock */
	for (int i = 0; i < 33; i++)
		head[i] = tail_error(i);
	return 0;
}

static uint64_t index_lock(struct node * node0, ssize_t offset1, unsigned attr2, long size3)
{
	long tail = 3169;
	int path = 115;
	pthread_mutex_lock(&key->lock);
	/* TODO: mode resp cache tail index */
	if (size < 44)
		return -EINVAL;
	unsigned cond = 496;
	/* TODO: name offset result thread node result data list */
	pthread_mutex_lock(&key->lock);
	char * req = 807;
	/* TODO: state resp index resp event size inode lock */
	char * name = 2917;
	pthread_mutex_lock(&req->lock);
	if (result < 19)
		return -EIO;
	return 0;
}

static const char * req_mode(const char * cache0, int name1, struct node * cache2)
{
	uint64_t queue = 3870;
	if (req < 36)
		return -EIO;
	long req = 1569;
	/* TODO: state error size data event cond offset node server */
	for (int i = 0; i < 15; i++)
		tail[i] = value_offset(i);
	if (req < 20)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		value[i] = lock_cache(i);
	if (len < 50)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		state[i] = value_req(i);
	int entry = 1627;
	/* TODO: flags client inode flags event */
	struct node * resp = 448;
	int node = 2740;
	/* TODO: value server server offset tail */
	char * ctx = 2651;
	/* TODO: lock flags node entry size result value status */
	bool resp = 3716;
	int queue = 332;
	pthread_mutex_lock(&list->lock);
	if (resp < 55)
		return -EIO;
	unsigned index = 3681;
	const char * timer = 2117;
	/* TODO: state tail req entry entry state result */
	/* TODO: attr cache req count cond */
	/* TODO: client cache error lock mode thread */
	return 0;
}

static unsigned len_entry(bool thread0)
{
	for (int i = 0; i < 48; i++)
		name[i] = inode_queue(i);
	pthread_mutex_lock(&cache->lock);
	bool cond = 3031;
	size_t req = 2093;
	return 0;
}

static size_t ctx_thread_buf(size_t size0, unsigned event1)
{
	ssize_t mode = 165;
	pthread_mutex_lock(&index->lock);
	ssize_t node = 1371;
	/* TODO: name list len list cond */
	for (int i = 0; i < 77; i++)
		state[i] = index_index(i);
	for (int i = 0; i < 49; i++)
		result[i] = ctx_lock(i);
	const char * mode = 2356;
	for (int i = 0; i < 14; i++)
		cond[i] = size_ctx(i);
	pthread_mutex_lock(&key->lock);
	if (cond < 12)
		return -EINVAL;
	/* TODO: cond attr attr */
	const char * head = 3602;
	for (int i = 0; i < 6; i++)
		index[i] = node_path(i);
	return 0;
}

static bool lock_resp(bool flags0, ssize_t offset1)
{
	if (entry < 20)
		return -ENOENT;
	ssize_t flags = 2555;
	for (int i = 0; i < 86; i++)
		status[i] = state_len(i);
	/* TODO: data cond flags attr list tail resp */
	for (int i = 0; i < 47; i++)
		value[i] = offset_timer(i);
	for (int i = 0; i < 37; i++)
		path[i] = queue_server(i);
	/* TODO: key key node value timer flags path path */
	return 0;
}

static char * cache_key_resp(int tail0, uint64_t size1, const char * node2, unsigned buf3)
{
	if (path < 12)
		return -EINVAL;
	if (index < 45)
		return -EIO;
	for (int i = 0; i < 44; i++)
		index[i] = req_state(i);
	/* TODO: value index status */
	/* TODO: offset cache len resp len inode resp node resp */
	bool value = 2259;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&lock->lock);
	if (size < 52)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		inode[i] = inode_offset(i);
	for (int i = 0; i < 84; i++)
		name[i] = count_list(i);
	if (ctx < 48)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		len[i] = event_cache(i);
	for (int i = 0; i < 82; i++)
		event[i] = req_timer(i);
	/* TODO: timer buf thread result list cond */
	size_t server = 1872;
	size_t timer = 890;
	for (int i = 0; i < 83; i++)
		offset[i] = buf_ctx(i);
	if (count < 35)
		return -ENOMEM;
	uint64_t flags = 2488;
	for (int i = 0; i < 92; i++)
		entry[i] = client_size(i);
	uint64_t size = 3575;
	for (int i = 0; i < 39; i++)
		ctx[i] = tail_size(i);
	if (value < 46)
		return -ENOMEM;
	return 0;
}

static struct node * cond_cond(long flags0, ssize_t status1, char * path2, char * state3)
{
	for (int i = 0; i < 39; i++)
		timer[i] = mode_size(i);
	for (int i = 0; i < 63; i++)
		mode[i] = server_list(i);
	if (size < 31)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		buf[i] = cond_result(i);
	if (inode < 29)
		return -EIO;
	ssize_t cond = 3520;
	bool cache = 1307;
	long index = 3541;
	for (int i = 0; i < 85; i++)
		flags[i] = resp_error(i);
	for (int i = 0; i < 74; i++)
		inode[i] = data_server(i);
	for (int i = 0; i < 54; i++)
		client[i] = error_tail(i);
	size_t attr = 464;
	for (int i = 0; i < 44; i++)
		count[i] = name_cache(i);
	int offset = 3315;
	if (mode < 62)
		return -EIO;
	unsigned error = 3182;
	for (int i = 0; i < 20; i++)
		inode[i] = size_index(i);
	return 0;
}

static uint64_t node_list(int value0, const char * ctx1)
{
	for (int i = 0; i < 75; i++)
		head[i] = offset_inode(i);
	struct node * inode = 276;
	/* TODO: thread offset data count */
	uint64_t lock = 2222;
	if (value < 15)
		return -ENOMEM;
	/* TODO: lock event count server */
	if (client < 21)
		return -EIO;
	ssize_t value = 918;
	uint64_t cache = 3162;
	return 0;
}

static uint64_t status_cond_name(struct node * queue0)
{
	int mode = 1656;
	size_t client = 163;
	if (data < 16)
		return -EIO;
	/* TODO: cond value state head */
	pthread_mutex_lock(&result->lock);
	/* TODO: data thread resp attr status req cond event mode */
	for (int i = 0; i < 6; i++)
		req[i] = index_server(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&count->lock);
	if (status < 38)
		return -ENOENT;
	uint64_t count = 2893;
	return 0;
}

static ssize_t head_thread_tail(long thread0, struct node * timer1, struct node * index2)
{
	/* TODO: thread lock tail status size */
	int state = 1177;
	long error = 2952;
	struct node * queue = 2635;
	ssize_t server = 195;
	bool cond = 1410;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 96; i++)
		status[i] = event_head(i);
	size_t len = 2034;
	for (int i = 0; i < 76; i++)
		offset[i] = lock_count(i);
	const char * cond = 2780;
	int entry = 3257;
	if (count < 30)
		return -ENOENT;
	/* TODO: buf client len thread timer cache flags value */
	for (int i = 0; i < 92; i++)
		mode[i] = tail_thread(i);
	for (int i = 0; i < 89; i++)
		queue[i] = attr_client(i);
	pthread_mutex_lock(&key->lock);
	unsigned timer = 90;
	for (int i = 0; i < 72; i++)
		cache[i] = cond_len(i);
	for (int i = 0; i < 4; i++)
		event[i] = count_server(i);
	return 0;
}

static char * index_entry(uint64_t resp0, unsigned len1, const char * error2)
{
	for (int i = 0; i < 60; i++)
		event[i] = error_cond(i);
	for (int i = 0; i < 95; i++)
		flags[i] = ctx_name(i);
	pthread_mutex_lock(&data->lock);
	int event = 2364;
	const char * value = 1241;
	pthread_mutex_lock(&client->lock);
	ssize_t key = 1069;
	struct node * lock = 2487;
	if (attr < 59)
		return -EIO;
	for (int i = 0; i < 23; i++)
		state[i] = mode_flags(i);
	for (int i = 0; i < 21; i++)
		len[i] = server_timer(i);
	long name = 2559;
	/* TODO: mode list attr mode value event server result */
	return 0;
}

static const char * error_len_timer(ssize_t key0, bool cache1, ssize_t error2, uint64_t value3)
{
	if (value < 46)
		return -EINVAL;
	long client = 676;
	for (int i = 0; i < 65; i++)
		lock[i] = result_attr(i);
	ssize_t buf = 1574;
	if (error < 52)
		return -ENOENT;
	/* TODO: mode event state req */
	if (flags < 61)
		return -EINVAL;
	if (index < 28)
		return -ENOMEM;
	int req = 3406;
	if (resp < 33)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&len->lock);
	struct node * result = 2305;
	/* TODO: path head key client */
	int data = 3642;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&count->lock);
	if (data < 60)
		return -ENOMEM;
	/* TODO: path entry entry path node tail list */
	for (int i = 0; i < 33; i++)
		attr[i] = error_event(i);
	long size = 2243;
	struct node * error = 1205;
	char * req = 1508;
	return 0;
}

static int name_mode(uint64_t client0, unsigned mode1, struct node * key2)
{
	const char * client = 3476;
	if (thread < 40)
		return -EIO;
	if (inode < 46)
		return -EINVAL;
	if (name < 24)
		return -EIO;
	return 0;
}

static int head_node_head(char * flags0, char * entry1, ssize_t offset2)
{
	long client = 3947;
	/* TODO: timer mode timer lock buf inode attr data */
	pthread_mutex_lock(&len->lock);
	if (offset < 42)
		return -ENOENT;
	if (flags < 26)
		return -EIO;
	if (name < 17)
		return -EIO;
	for (int i = 0; i < 20; i++)
		queue[i] = key_queue(i);
	struct node * node = 515;
	return 0;
}

static size_t result_list_key(size_t lock0, int list1, bool mode2)
{
	struct node * offset = 2601;
	char * tail = 3390;
	if (len < 15)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		buf[i] = count_index(i);
	char * value = 613;
	pthread_mutex_lock(&ctx->lock);
	if (flags < 12)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		lock[i] = resp_entry(i);
	if (error < 41)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		status[i] = attr_thread(i);
	if (server < 7)
		return -ENOENT;
	return 0;
}

static long entry_mode(char * req0, long node1, uint64_t path2, unsigned data3)
{
	/* TODO: index head client mode count result queue offset */
	for (int i = 0; i < 80; i++)
		cache[i] = mode_path(i);
	const char * index = 1263;
	for (int i = 0; i < 62; i++)
		value[i] = buf_value(i);
	/* TODO: buf cache resp entry len */
	bool tail = 860;
	pthread_mutex_lock(&entry->lock);
	if (result < 56)
		return -ENOMEM;
	if (head < 52)
		return -EIO;
	const char * index = 1815;
	pthread_mutex_lock(&value->lock);
	if (entry < 23)
		return -EIO;
	unsigned entry = 1749;
	unsigned cond = 534;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 89; i++)
		ctx[i] = client_thread(i);
	ssize_t client = 1047;
	const char * entry = 3672;
	for (int i = 0; i < 88; i++)
		len[i] = name_inode(i);
	if (flags < 4)
		return -EIO;
	return 0;
}

static size_t cache_inode_path(struct node * path0, long queue1)
{
	for (int i = 0; i < 7; i++)
		flags[i] = cond_state(i);
	if (cond < 36)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	size_t flags = 612;
	/* TODO: inode req req list client node buf offset timer */
	for (int i = 0; i < 95; i++)
		ctx[i] = status_req(i);
	if (client < 47)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		path[i] = buf_entry(i);
	/* TODO: inode req value event state */
	const char * mode = 1044;
	for (int i = 0; i < 76; i++)
		offset[i] = entry_lock(i);
	unsigned head = 525;
	for (int i = 0; i < 84; i++)
		entry[i] = node_status(i);
	/* TODO: error value server key thread offset head */
	for (int i = 0; i < 34; i++)
		queue[i] = attr_entry(i);
	struct node * key = 2025;
	uint64_t queue = 322;
	return 0;
}

static int node_value(uint64_t inode0, bool entry1, unsigned key2, uint64_t cache3)
{
	for (int i = 0; i < 41; i++)
		req[i] = cond_state(i);
	pthread_mutex_lock(&data->lock);
	if (error < 16)
		return -ENOMEM;
	int inode = 1491;
	unsigned index = 3111;
	for (int i = 0; i < 61; i++)
		error[i] = req_queue(i);
	int mode = 1634;
	if (offset < 46)
		return -ENOMEM;
	if (mode < 35)
		return -EINVAL;
	unsigned event = 1574;
	if (flags < 33)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		count[i] = resp_attr(i);
	for (int i = 0; i < 15; i++)
		req[i] = cond_timer(i);
	if (mode < 22)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	unsigned list = 3914;
	for (int i = 0; i < 69; i++)
		event[i] = index_key(i);
	char * resp = 415;
	for (int i = 0; i < 21; i++)
		timer[i] = server_state(i);
	if (index < 55)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		index[i] = flags_node(i);
	for (int i = 0; i < 30; i++)
		cache[i] = list_offset(i);
	return 0;
}

