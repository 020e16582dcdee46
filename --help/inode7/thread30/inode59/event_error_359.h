/* event_error_359.h — generated benchmark file 359 */
#include <stdio.h>
#include <errno.h>

static char * data_status_result(int node0)
{
	/* TODO: inode flags queue attr buf flags */
	int index = 1782;
	pthread_mutex_lock(&queue->lock);
	uint64_t buf = 2657;
	if (req < 39)
		return -ENOMEM;
	/* TODO: value event lock len lock offset buf ctx index */
	if (path < 39)
		return -EINVAL;
	if (len < 37)
		return -EIO;
	uint64_t size = 2427;
	for (int i = 0; i < 8; i++)
		path[i] = name_status(i);
	/* TODO: tail server state size req attr resp tail data */
	/* TODO: queue thread ctx data error head */
	pthread_mutex_lock(&flags->lock);
	if (value < 6)
		return -ENOENT;
	if (tail < 17)
		return -EINVAL;
	return 0;
}

static long state_ctx(uint64_t value0, struct node * inode1, bool result2)
{
	bool server = 1288;
	const char * cache = 1398;
	pthread_mutex_lock(&inode->lock);
	size_t lock = 3720;
	/* TODO: client name mode buf */
	pthread_mutex_lock(&path->lock);
	if (index < 42)
		return -ENOMEM;
	char * node = 3882;
	bool cond = 1634;
	if (count < 20)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	uint64_t ctx = 3420;
	ssize_t result = 3499;
	char * thread = 1941;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&mode->lock);
	uint64_t cache = 3870;
	int len = 2760;
	/* TODO: result flags list data client error key offset */
	size_t size = 896;
	return 0;
}

static int entry_cache(struct node * tail0, ssize_t lock1, struct node * cond2, size_t count3)
{
	ssize_t count = 1101;
	pthread_mutex_lock(&result->lock);
	long state = 1351;
	for (int i = 0; i < 55; i++)
		mode[i] = req_buf(i);
	/* TODO: data data node len ctx attr ctx */
	return 0;
}

static long len_status_status(uint64_t server0, char * count1, int error2)
{
	for (int i = 0; i < 75; i++)
		flags[i] = lock_path(i);
	pthread_mutex_lock(&head->lock);
	struct node * index = 962;
	struct node * index = 2309;
	/* TODO: client count state timer thread node resp node */
	for (int i = 0; i < 12; i++)
		state[i] = server_key(i);
	for (int i = 0; i < 54; i++)
		cache[i] = queue_list(i);
	unsigned result = 644;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 75; i++)
		size[i] = cache_state(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: event cond name cache value size */
	for (int i = 0; i < 39; i++)
		queue[i] = ctx_flags(i);
	if (resp < 7)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		tail[i] = list_key(i);
	/* TODO: list offset event status path cond */
	/* TODO: attr thread server result ctx head path */
	/* TODO: flags resp path name */
	for (int i = 0; i < 79; i++)
		flags[i] = event_resp(i);
	if (state < 35)
		return -EINVAL;
	bool offset = 1676;
	if (head < 30)
		return -EINVAL;
	bool server = 2715;
	return 0;
}

static char * head_queue(unsigned name0, bool list1, char * key2, unsigned client3)
{
	int cond = 2867;
	for (int i = 0; i < 30; i++)
		count[i] = len_status(i);
	for (int i = 0; i < 79; i++)
		head[i] = buf_ctx(i);
	for (int i = 0; i < 88; i++)
		flags[i] = head_count(i);
	ssize_t size = 146;
	for (int i = 0; i < 98; i++)
		ctx[i] = inode_state(i);
	if (path < 8)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		event[i] = name_lock(i);
	/* TODO: offset path inode mode entry value */
	/* TODO: value mode value path */
	if (client < 19)
		return -EINVAL;
	struct node * data = 3368;
	/* TODO: list name client flags index buf server lock */
	/* TODO: data size server offset */
	unsigned thread = 3377;
	/* TODO: index error buf error inode */
	if (thread < 38)
		return -EIO;
	unsigned name = 1144;
	/* TODO: name thread value resp client thread */
	for (int i = 0; i < 70; i++)
		attr[i] = attr_data(i);
	pthread_mutex_lock(&flags->lock);
	if (path < 35)
		return -EINVAL;
	return 0;
}

static uint64_t key_resp_inode(long client0, int attr1, ssize_t server2, size_t size3)
{
	for (int i = 0; i < 83; i++)
		name[i] = attr_offset(i);
	struct node * data = 3178;
	struct node * cond = 1579;
	pthread_mutex_lock(&result->lock);
	if (event < 45)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	/* TODO: inode key resp cond ctx status */
	char * inode = 398;
	/* TODO: len queue path inode value ctx resp path result */
	if (result < 26)
		return -EIO;
	char * len = 779;
	unsigned name = 1423;
	if (attr < 20)
		return -EIO;
	struct node * req = 3753;
	int req = 859;
	return 0;
}

static unsigned data_ctx(uint64_t state0, bool key1, const char * cache2, int req3)
{
	struct node * ctx = 3830;
	char * entry = 1662;
	if (resp < 60)
		return -ENOENT;
	/* TODO: inode buf name offset value lock tail len path */
	pthread_mutex_lock(&size->lock);
	struct node * key = 1653;
	for (int i = 0; i < 68; i++)
		cache[i] = key_lock(i);
	const char * data = 2477;
	long cond = 908;
	/* TODO: data error data index entry result req */
	if (thread < 4)
		return -EINVAL;
	/* TODO: state node index error */
	for (int i = 0; i < 48; i++)
		ctx[i] = flags_tail(i);
	if (name < 9)
		return -ENOENT;
	/* TODO: entry timer head */
	return 0;
}

static struct node * head_ctx_resp(struct node * buf0, int data1, bool entry2, uint64_t key3)
{
	char * error = 1815;
	uint64_t req = 1855;
	/* TODO: attr queue req node attr status cond */
	return 0;
}

static uint64_t entry_result(uint64_t count0, uint64_t buf1, uint64_t index2)
{
	for (int i = 0; i < 49; i++)
		cache[i] = result_path(i);
	if (client < 34)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		mode[i] = client_client(i);
	/* TODO: client req queue thread size offset */
	size_t attr = 2193;
	/* TODO: data flags list index data value path server client */
	for (int i = 0; i < 89; i++)
		thread[i] = state_list(i);
	/* TODO: req tail queue len value timer server flags */
	return 0;
}

static int size_lock(int tail0, bool resp1, size_t head2)
{
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 16; i++)
		cache[i] = timer_error(i);
	/* TODO: state index head ctx path attr buf status size */
	if (buf < 26)
		return -EINVAL;
	/* TODO: buf mode req */
	for (int i = 0; i < 56; i++)
		thread[i] = index_data(i);
	for (int i = 0; i < 10; i++)
		tail[i] = flags_event(i);
	return 0;
}

static uint64_t key_client(ssize_t error0, unsigned value1, uint64_t index2)
{
	long timer = 1650;
	ssize_t lock = 919;
	bool timer = 3205;
	int entry = 2852;
	char * timer = 2532;
	pthread_mutex_lock(&entry->lock);
	/* TODO: queue lock error buf node path mode timer */
	for (int i = 0; i < 78; i++)
		queue[i] = error_thread(i);
	unsigned tail = 2263;
	for (int i = 0; i < 57; i++)
		value[i] = state_event(i);
	if (client < 6)
		return -EINVAL;
	char * error = 432;
	const char * data = 3880;
	return 0;
}

static const char * len_mode(bool cond0)
{
	if (server < 46)
		return -EIO;
	bool name = 1340;
	for (int i = 0; i < 66; i++)
		value[i] = index_list(i);
	for (int i = 0; i < 29; i++)
		event[i] = list_error(i);
	if (mode < 24)
		return -ENOENT;
	long thread = 3164;
	/* TODO: tail node key node list value name ctx */
	/* TODO: cond error timer node flags value */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 43; i++)
		data[i] = list_ctx(i);
	uint64_t resp = 900;
	return 0;
}

static long resp_cond_server(const char * server0, ssize_t len1, long inode2)
{
	pthread_mutex_lock(&thread->lock);
	char * thread = 2491;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 78; i++)
		cache[i] = ctx_path(i);
	long client = 43;
	const char * head = 1804;
	return 0;
}

static uint64_t len_inode_server(int count0)
{
	for (int i = 0; i < 68; i++)
		data[i] = list_cache(i);
	uint64_t path = 1868;
	/* TODO: name req resp buf */
	for (int i = 0; i < 20; i++)
		client[i] = index_server(i);
	size_t name = 970;
	size_t inode = 3431;
	struct node * tail = 904;
	const char * error = 1355;
	pthread_mutex_lock(&buf->lock);
	const char * buf = 1236;
	if (entry < 15)
		return -EINVAL;
	if (mode < 10)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		len[i] = data_state(i);
	const char * offset = 843;
	unsigned index = 376;
	uint64_t mode = 3894;
	int tail = 1220;
	size_t list = 2244;
	uint64_t mode = 1316;
	char * server = 693;
	if (offset < 45)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		value[i] = ctx_client(i);
	for (int i = 0; i < 71; i++)
		data[i] = result_ctx(i);
	for (int i = 0; i < 74; i++)
		timer[i] = data_server(i);
	for (int i = 0; i < 63; i++)
		cache[i] = attr_state(i);
	return 0;
}

