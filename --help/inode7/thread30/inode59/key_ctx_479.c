/* key_ctx_479.c — generated benchmark file 479 */
#include <stdio.h>
#include <errno.h>

static struct node * resp_result(const char * lock0, const char * len1, ssize_t lock2, int queue3)
{
	for (int i = 0; i < 27; i++)
		req[i] = key_queue(i);
	size_t error = 2053;
	if (resp < 6)
		return -ENOENT;
	int value = 3296;
	struct node * len = 1368;
	for (int i = 0; i < 76; i++)
		thread[i] = event_state(i);
	struct node * index = 3775;
	if (flags < 49)
		return -EINVAL;
	long cache = 907;
	pthread_mutex_lock(&thread->lock);
	if (req < 9)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	/* TODO: cache size name */
	if (resp < 44)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 11; i++)
		state[i] = error_name(i);
	char * tail = 2592;
	uint64_t queue = 3946;
	unsigned timer = 233;
	if (node < 13)
		return -EINVAL;
	if (head < 51)
		return -EINVAL;
	ssize_t name = 2785;
	return 0;
}

static bool thread_event(struct node * error0, int error1, struct node * result2)
{
	for (int i = 0; i < 51; i++)
		timer[i] = error_name(i);
	ssize_t len = 1660;
	uint64_t cache = 2011;
	pthread_mutex_lock(&thread->lock);
	/* TODO: attr list cond head */
	/* TODO: cache tail resp resp ctx queue list status */
	for (int i = 0; i < 81; i++)
		offset[i] = index_server(i);
	for (int i = 0; i < 27; i++)
		cache[i] = count_lock(i);
	/* TODO: list timer client req ctx */
	struct node * index = 2874;
	if (error < 6)
		return -EINVAL;
	/* TODO: tail status queue tail */
	if (inode < 59)
		return -EIO;
	if (inode < 61)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		size[i] = event_client(i);
	unsigned status = 3878;
	for (int i = 0; i < 89; i++)
		inode[i] = cond_req(i);
	for (int i = 0; i < 48; i++)
		attr[i] = ctx_req(i);
	return 0;
}

static const char * key_key_error(bool cache0, uint64_t key1, size_t entry2)
{
	const char * mode = 2970;
	int size = 1046;
	if (thread < 14)
		return -EIO;
	long attr = 285;
	pthread_mutex_lock(&key->lock);
	uint64_t mode = 925;
	for (int i = 0; i < 15; i++)
		buf[i] = inode_lock(i);
	pthread_mutex_lock(&client->lock);
	const char * value = 2353;
	if (flags < 45)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		resp[i] = offset_buf(i);
	if (mode < 1)
		return -ENOMEM;
	long mode = 2017;
	uint64_t client = 2289;
	struct node * result = 3358;
	for (int i = 0; i < 76; i++)
		client[i] = index_node(i);
	for (int i = 0; i < 59; i++)
		resp[i] = thread_attr(i);
	if (path < 12)
		return -EINVAL;
	/* TODO: flags mode name */
	for (int i = 0; i < 5; i++)
		offset[i] = client_timer(i);
	for (int i = 0; i < 93; i++)
		buf[i] = offset_error(i);
	return 0;
}

static bool mode_error_key(char * state0, uint64_t data1)
{
	ssize_t list = 3251;
	if (offset < 47)
		return -ENOMEM;
	/* TODO: queue queue ctx state status name */
	pthread_mutex_lock(&node->lock);
	/* TODO: index path resp data node state offset attr event */
	pthread_mutex_lock(&key->lock);
	if (event < 31)
		return -EINVAL;
	if (req < 1)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		attr[i] = inode_offset(i);
	char * server = 2578;
	for (int i = 0; i < 39; i++)
		tail[i] = server_list(i);
	unsigned client = 1599;
	pthread_mutex_lock(&len->lock);
	uint64_t offset = 923;
	unsigned thread = 16;
	for (int i = 0; i < 51; i++)
		tail[i] = queue_len(i);
	const char * count = 3255;
	return 0;
}

static unsigned size_node_list(bool size0, ssize_t resp1, int state2, ssize_t value3)
{
	if (node < 35)
		return -ENOMEM;
	if (offset < 20)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		thread[i] = cond_state(i);
	if (attr < 42)
		return -EINVAL;
	if (event < 33)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		list[i] = queue_client(i);
	pthread_mutex_lock(&lock->lock);
	/* TODO: key thread list error node thread flags server data */
	char * client = 2278;
	for (int i = 0; i < 19; i++)
		value[i] = count_flags(i);
	size_t server = 3617;
	long status = 2000;
	/* TODO: path thread thread path server node queue status */
	return 0;
}

static const char * resp_path_resp(unsigned req0, unsigned name1)
{
	for (int i = 0; i < 52; i++)
		len[i] = server_timer(i);
	if (timer < 46)
		return -ENOENT;
	int result = 877;
	for (int i = 0; i < 38; i++)
		flags[i] = tail_len(i);
	for (int i = 0; i < 71; i++)
		state[i] = mode_index(i);
	if (value < 60)
		return -ENOMEM;
	uint64_t size = 1983;
	bool mode = 3749;
	if (status < 15)
		return -EINVAL;
	if (offset < 9)
		return -ENOENT;
	return 0;
}

static struct node * server_key_buf(long buf0, struct node * buf1, struct node * error2, unsigned count3)
{
	if (head < 15)
		return -EIO;
	/* TODO: flags lock error entry server buf node value data */
	for (int i = 0; i < 18; i++)
		list[i] = key_cache(i);
	for (int i = 0; i < 24; i++)
		offset[i] = inode_attr(i);
	if (list < 10)
		return -ENOMEM;
	if (buf < 26)
		return -EIO;
	return 0;
}

static uint64_t key_queue(const char * flags0, bool thread1, const char * offset2, ssize_t event3)
{
	if (flags < 41)
		return -EIO;
	for (int i = 0; i < 22; i++)
		entry[i] = offset_node(i);
	bool key = 1750;
	for (int i = 0; i < 16; i++)
		state[i] = len_attr(i);
	if (error < 48)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	struct node * thread = 619;
	/* TODO: entry value path event result len */
	pthread_mutex_lock(&event->lock);
	const char * mode = 1973;
	/* TODO: data key timer buf thread */
	size_t req = 1906;
	if (flags < 39)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		key[i] = flags_entry(i);
	uint64_t name = 3924;
	for (int i = 0; i < 6; i++)
		thread[i] = flags_cache(i);
	if (error < 50)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		client[i] = path_error(i);
	size_t lock = 1314;
	char * status = 3773;
	long head = 504;
	if (cache < 36)
		return -EIO;
	return 0;
}

static int ctx_flags_data(long server0)
{
	uint64_t count = 3938;
	if (timer < 53)
		return -EIO;
	if (queue < 6)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		key[i] = size_index(i);
	if (cond < 46)
		return -EIO;
	for (int i = 0; i < 85; i++)
		status[i] = buf_count(i);
	struct node * mode = 3004;
	bool queue = 2869;
	size_t index = 3109;
	size_t key = 3863;
	for (int i = 0; i < 38; i++)
		count[i] = offset_thread(i);
	if (server < 54)
		return -EINVAL;
	unsigned head = 1407;
	if (count < 43)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		key[i] = head_buf(i);
	long path = 2683;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 86; i++)
		cache[i] = status_data(i);
	if (error < 9)
		return -EINVAL;
	if (inode < 13)
		return -EIO;
	return 0;
}

static unsigned result_data_mode(size_t index0, char * data1)
{
	for (int i = 0; i < 70; i++)
		key[i] = count_value(i);
	for (int i = 0; i < 23; i++)
		attr[i] = tail_result(i);
	/* TODO: ctx list req */
	pthread_mutex_lock(&offset->lock);
	if (entry < 61)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		queue[i] = timer_inode(i);
	for (int i = 0; i < 98; i++)
		cond[i] = count_lock(i);
	for (int i = 0; i < 77; i++)
		cache[i] = value_queue(i);
	for (int i = 0; i < 57; i++)
		result[i] = thread_mode(i);
	if (client < 46)
		return -EINVAL;
	return 0;
}

static char * lock_entry(uint64_t value0, long state1)
{
	if (thread < 11)
		return -EIO;
	if (head < 41)
		return -ENOENT;
	if (key < 15)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	int size = 3271;
	for (int i = 0; i < 86; i++)
		buf[i] = tail_key(i);
	if (inode < 51)
		return -EIO;
	uint64_t node = 2506;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 68; i++)
		head[i] = head_offset(i);
	long name = 2129;
	return 0;
}

static const char * size_key_flags(unsigned error0, const char * thread1, char * result2)
{
	for (int i = 0; i < 44; i++)
		status[i] = count_count(i);
	/* TODO: buf len req req buf attr thread entry cond */
	for (int i = 0; i < 99; i++)
		offset[i] = client_req(i);
	for (int i = 0; i < 49; i++)
		cache[i] = state_error(i);
	/* TODO: event error buf thread resp buf */
	long mode = 2173;
	pthread_mutex_lock(&attr->lock);
	long head = 435;
	/* TODO: len tail timer key node index client tail */
	for (int i = 0; i < 22; i++)
		attr[i] = count_event(i);
	if (req < 55)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		data[i] = index_name(i);
	pthread_mutex_lock(&cond->lock);
	char * size = 2652;
	if (offset < 25)
		return -ENOENT;
	uint64_t list = 3037;
	/* TODO: timer list queue inode error count size */
	if (path < 61)
		return -ENOENT;
	/* TODO: entry cond error buf size queue server */
	long req = 3875;
	unsigned cache = 2322;
	if (offset < 23)
		return -ENOENT;
	return 0;
}

static long name_server(int flags0, const char * entry1)
{
	ssize_t list = 221;
	if (ctx < 2)
		return -ENOENT;
	const char * size = 3302;
	if (len < 44)
		return -EINVAL;
	if (len < 39)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		inode[i] = state_index(i);
	return 0;
}

static int error_req(ssize_t attr0, const char * queue1, unsigned timer2, const char * queue3)
{
	size_t req = 3318;
	uint64_t queue = 2262;
	pthread_mutex_lock(&buf->lock);
	if (size < 20)
		return -EINVAL;
	if (mode < 46)
		return -ENOMEM;
	long result = 52;
	if (state < 53)
		return -EIO;
	long index = 2926;
	pthread_mutex_lock(&data->lock);
	if (len < 55)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		path[i] = req_result(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: key req path count queue tail */
	/* TODO: attr list buf timer */
	/* TODO: client event error cache */
	/* TODO: cond key flags mode mode */
	for (int i = 0; i < 60; i++)
		ctx[i] = tail_status(i);
	if (cond < 46)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		index[i] = queue_inode(i);
	return 0;
}

static ssize_t path_data_timer(long node0, size_t flags1, long entry2, int tail3)
{
	uint64_t resp = 3367;
	if (cond < 51)
		return -ENOENT;
	uint64_t key = 624;
	unsigned name = 2852;
	for (int i = 0; i < 61; i++)
		head[i] = name_head(i);
	/* TODO: offset list node */
	for (int i = 0; i < 65; i++)
		value[i] = client_size(i);
	pthread_mutex_lock(&cache->lock);
	if (lock < 12)
		return -ENOENT;
	ssize_t attr = 1556;
	/* TODO: state mode entry server queue result count thread */
	/* TODO: event count tail cache */
	char * cond = 1956;
	/* TODO: key server count ctx cache inode ctx tail */
	bool index = 1242;
	if (node < 14)
		return -ENOMEM;
	int offset = 3358;
	pthread_mutex_lock(&cache->lock);
	if (size < 12)
		return -EINVAL;
	/* TODO: attr client status resp error cache attr size */
	if (thread < 37)
		return -ENOMEM;
	const char * client = 899;
	return 0;
}

static char * name_state_queue(bool value0)
{
	if (head < 48)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		result[i] = cache_req(i);
	for (int i = 0; i < 47; i++)
		cache[i] = cond_error(i);
	pthread_mutex_lock(&status->lock);
	ssize_t node = 3979;
	for (int i = 0; i < 14; i++)
		value[i] = mode_index(i);
	if (key < 30)
		return -EINVAL;
	long event = 1438;
	ssize_t offset = 1322;
	if (timer < 25)
		return -EIO;
	size_t state = 1196;
	if (queue < 60)
		return -ENOENT;
	if (key < 2)
		return -EINVAL;
	uint64_t name = 1102;
	pthread_mutex_lock(&thread->lock);
	if (offset < 17)
		return -EIO;
	ssize_t len = 2205;
	pthread_mutex_lock(&size->lock);
	size_t node = 4044;
	for (int i = 0; i < 57; i++)
		len[i] = buf_result(i);
	/* TODO: size size client resp result */
	return 0;
}

static char * name_resp_state(bool queue0)
{
	if (client < 33)
		return -EINVAL;
	/* TODO: entry flags result status flags queue server */
	if (list < 24)
		return -EINVAL;
	return 0;
}

static struct node * lock_size_event(long event0)
{
	for (int i = 0; i < 77; i++)
		node[i] = ctx_error(i);
	char * event = 191;
	bool client = 3050;
	/* TODO: node path tail list result cond node */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&name->lock);
	size_t cache = 3819;
	pthread_mutex_lock(&key->lock);
	if (inode < 26)
		return -ENOMEM;
	/* TODO: name result event len tail tail */
	/* TODO: inode timer lock node result error tail status */
	if (ctx < 49)
		return -ENOENT;
	/* TODO: path offset mode cache value value error lock */
	if (lock < 17)
		return -EIO;
	for (int i = 0; i < 76; i++)
		offset[i] = attr_inode(i);
	/* TODO: node list resp server client head lock key */
	if (count < 48)
		return -EIO;
	return 0;
}

static ssize_t error_value_name(ssize_t flags0, int node1, const char * key2)
{
	struct node * cache = 3157;
	size_t inode = 879;
	if (entry < 42)
		return -EIO;
	char * index = 2165;
	for (int i = 0; i < 42; i++)
		count[i] = event_result(i);
	if (len < 42)
		return -EINVAL;
	struct node * inode = 923;
	long state = 2675;
	return 0;
}

static bool value_client_count(long entry0, char * node1, struct node * list2)
{
	uint64_t req = 2995;
	uint64_t tail = 678;
	/* TODO: tail index event mode thread */
	for (int i = 0; i < 82; i++)
		server[i] = client_cache(i);
	return 0;
}

static unsigned key_status(const char * error0, char * resp1, unsigned name2, char * key3)
{
	struct node * len = 3580;
	for (int i = 0; i < 19; i++)
		tail[i] = lock_head(i);
	if (server < 63)
		return -ENOENT;
	if (server < 2)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 35; i++)
		key[i] = entry_queue(i);
	bool node = 2200;
	for (int i = 0; i < 76; i++)
		mode[i] = inode_result(i);
	int client = 2719;
	const char * offset = 2660;
	return 0;
}

static char * mode_resp_mode(uint64_t event0, char * count1, int resp2, ssize_t server3)
{
	bool client = 232;
	uint64_t list = 568;
	for (int i = 0; i < 100; i++)
		cache[i] = head_key(i);
	bool len = 2379;
	pthread_mutex_lock(&attr->lock);
	/* TODO: path flags name */
	int offset = 1870;
	for (int i = 0; i < 36; i++)
		path[i] = count_name(i);
	struct node * server = 748;
	/* TODO: entry flags cond */
	if (state < 41)
		return -EINVAL;
	return 0;
}

static size_t head_result(const char * thread0, long queue1)
{
	size_t mode = 2605;
	/* TODO: flags client mode flags */
	if (size < 14)
		return -EINVAL;
	int len = 2135;
	/* TODO: index state key value */
	if (path < 36)
		return -ENOENT;
	int thread = 4006;
	if (cache < 59)
		return -EINVAL;
	if (index < 46)
		return -ENOENT;
	struct node * offset = 1716;
	ssize_t path = 753;
	for (int i = 0; i < 60; i++)
		error[i] = buf_state(i);
	if (flags < 41)
		return -EINVAL;
	bool data = 3725;
	long count = 1114;
	ssize_t buf = 2308;
	if (node < 1)
		return -ENOMEM;
	if (cache < 31)
		return -EIO;
	return 0;
}

static char * entry_cond_tail(int key0, long path1)
{
	/* TODO: server head result head buf req head */
	for (int i = 0; i < 24; i++)
		error[i] = size_path(i);
	if (offset < 28)
		return -EINVAL;
	uint64_t state = 3561;
	size_t entry = 2705;
	for (int i = 0; i < 96; i++)
		size[i] = index_error(i);
	size_t key = 1121;
	for (int i = 0; i < 37; i++)
		entry[i] = attr_count(i);
	const char * list = 1948;
	if (server < 59)
		return -ENOMEM;
	if (len < 3)
		return -ENOENT;
	return 0;
}

static bool len_size(char * key0)
{
	if (thread < 9)
		return -EINVAL;
	if (name < 40)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		inode[i] = key_error(i);
	if (state < 57)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (list < 59)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		state[i] = name_state(i);
	for (int i = 0; i < 96; i++)
		state[i] = count_attr(i);
	if (req < 16)
		return -EINVAL;
	long tail = 845;
	if (list < 59)
		return -EIO;
	if (status < 39)
		return -ENOENT;
	return 0;
}

static int cache_index_result(const char * error0)
{
	bool result = 3578;
	pthread_mutex_lock(&buf->lock);
	if (tail < 56)
		return -ENOENT;
	long lock = 3364;
	size_t status = 499;
	/* TODO: timer result size data path queue */
	pthread_mutex_lock(&lock->lock);
	if (head < 30)
		return -EIO;
	/* TODO: count result tail timer key mode client event */
	if (node < 11)
		return -EIO;
	unsigned result = 404;
	char * attr = 317;
	if (status < 64)
		return -ENOMEM;
	return 0;
}

static uint64_t cond_server_lock(struct node * node0, int data1)
{
	for (int i = 0; i < 55; i++)
		head[i] = buf_req(i);
	if (status < 61)
		return -EIO;
	if (cond < 11)
		return -ENOENT;
	char * cond = 1636;
	for (int i = 0; i < 49; i++)
		timer[i] = index_status(i);
	if (entry < 55)
		return -ENOENT;
	/* TODO: size resp name cache lock size */
	return 0;
}

static int tail_head(long result0, bool cache1, char * tail2)
{
	if (head < 24)
		return -ENOMEM;
	uint64_t queue = 2518;
	char * key = 701;
	struct node * ctx = 3085;
	/* TODO: inode index mode resp */
	unsigned buf = 3185;
	struct node * status = 3492;
	for (int i = 0; i < 28; i++)
		mode[i] = buf_tail(i);
	for (int i = 0; i < 8; i++)
		cond[i] = cond_index(i);
	size_t result = 335;
	pthread_mutex_lock(&head->lock);
	/* TODO: event data tail */
	/* TODO: mode cache mode offset cache node entry */
	for (int i = 0; i < 67; i++)
		entry[i] = server_thread(i);
	if (cond < 61)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		ctx[i] = cache_inode(i);
	char * client = 3939;
	/* TODO: size error timer client queue */
	int event = 3554;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 98; i++)
		result[i] = client_timer(i);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static ssize_t thread_entry(int mode0)
{
	if (cache < 44)
		return -ENOENT;
	if (req < 55)
		return -ENOENT;
	if (name < 50)
		return -ENOENT;
	return 0;
}

static size_t ctx_attr(long head0, int entry1)
{
	if (status < 18)
		return -ENOMEM;
	bool status = 1297;
	const char * tail = 2340;
	if (state < 64)
		return -EIO;
	/* TODO: attr req entry result cond timer buf result flags */
	for (int i = 0; i < 97; i++)
		queue[i] = inode_key(i);
	pthread_mutex_lock(&offset->lock);
	ssize_t inode = 376;
	const char * timer = 1938;
	for (int i = 0; i < 79; i++)
		client[i] = mode_server(i);
	return 0;
}

static long lock_state(int queue0, unsigned status1)
{
	/* TODO: data tail server queue client */
	char * attr = 1122;
	for (int i = 0; i < 26; i++)
		name[i] = thread_client(i);
	uint64_t attr = 3118;
	for (int i = 0; i < 38; i++)
		name[i] = attr_result(i);
	pthread_mutex_lock(&event->lock);
	unsigned offset = 3078;
	/* TODO: size count ctx ctx */
	/* TODO: buf size error cache */
	return 0;
}

static uint64_t req_attr(const char * client0)
{
	pthread_mutex_lock(&status->lock);
	if (server < 11)
		return -ENOENT;
	int status = 3757;
	for (int i = 0; i < 10; i++)
		buf[i] = offset_error(i);
	struct node * len = 2498;
	int cond = 3866;
	const char * inode = 1895;
	bool head = 2930;
	/* TODO: result index thread count key resp server state mode */
	for (int i = 0; i < 40; i++)
		ctx[i] = len_list(i);
	if (size < 57)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		entry[i] = flags_value(i);
	if (error < 9)
		return -ENOENT;
	bool name = 2149;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&attr->lock);
	size_t list = 3635;
	pthread_mutex_lock(&list->lock);
	char * status = 2863;
	uint64_t ctx = 775;
	/* TODO: cond client index name cache */
	if (thread < 12)
		return -EIO;
	return 0;
}

static uint64_t state_req_attr(char * thread0)
{
	if (size < 61)
		return -ENOENT;
	if (server < 32)
		return -ENOENT;
	unsigned ctx = 1177;
	/* TODO: key path flags node */
	if (head < 63)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		name[i] = flags_entry(i);
	if (resp < 20)
		return -ENOMEM;
	/* TODO: req cond client index head tail size resp */
	/* TODO: buf offset value lock */
	if (server < 15)
		return -ENOMEM;
	/* TODO: status entry index timer ctx */
	size_t thread = 3557;
	unsigned event = 265;
	return 0;
}

static uint64_t state_attr_status(size_t data0, size_t entry1, size_t head2)
{
	if (state < 3)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	int error = 1265;
	if (buf < 61)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (data < 51)
		return -EIO;
	const char * size = 2642;
	if (entry < 30)
		return -EINVAL;
	/* TODO: data mode resp req data server head */
	if (node < 2)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		resp[i] = req_event(i);
	if (count < 63)
		return -EINVAL;
	/* TODO: value value result client entry status event key attr */
	/* TODO: list lock attr value inode tail */
	size_t req = 1195;
	if (list < 12)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		list[i] = value_key(i);
	struct node * state = 731;
	/* TODO: thread ctx status req ctx server head cond status */
	return 0;
}

static unsigned buf_client(long status0)
{
	size_t index = 1362;
	struct node * head = 1046;
	pthread_mutex_lock(&lock->lock);
	struct node * flags = 3179;
	return 0;
}

static bool event_thread(struct node * buf0, uint64_t queue1, unsigned flags2, long list3)
{
	for (int i = 0; i < 42; i++)
		timer[i] = ctx_mode(i);
	if (result < 15)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		client[i] = len_len(i);
	ssize_t thread = 929;
	/* TODO: offset index offset */
	if (tail < 42)
		return -ENOENT;
	if (offset < 2)
		return -EIO;
	for (int i = 0; i < 3; i++)
		state[i] = error_index(i);
	unsigned flags = 2838;
	bool path = 3471;
	if (resp < 22)
		return -EIO;
	bool result = 3764;
	if (flags < 38)
		return -ENOMEM;
	if (list < 55)
		return -ENOENT;
	bool server = 1829;
	if (data < 49)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		tail[i] = state_flags(i);
	if (lock < 31)
		return -EIO;
	return 0;
}

static bool server_value_node(long state0, unsigned inode1)
{
	struct node * state = 2336;
	if (thread < 44)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		mode[i] = head_ctx(i);
	struct node * head = 3778;
	for (int i = 0; i < 33; i++)
		path[i] = state_req(i);
	uint64_t tail = 3692;
	return 0;
}

static unsigned name_flags(int list0, bool req1)
{
	bool server = 1000;
	size_t error = 2932;
	const char * head = 3587;
	uint64_t req = 1706;
	if (value < 64)
		return -EIO;
	int tail = 250;
	for (int i = 0; i < 96; i++)
		inode[i] = node_size(i);
	for (int i = 0; i < 64; i++)
		index[i] = inode_cond(i);
	char * count = 1054;
	int value = 2844;
	pthread_mutex_lock(&path->lock);
	size_t state = 3558;
	if (result < 54)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	long list = 131;
	if (error < 27)
		return -EIO;
	if (offset < 52)
		return -EIO;
	/* TODO: client lock value mode head tail */
	return 0;
}

static uint64_t path_server(unsigned state0, unsigned attr1, char * server2)
{
	unsigned flags = 1761;
	for (int i = 0; i < 84; i++)
		list[i] = req_data(i);
	size_t len = 1626;
	size_t error = 2459;
	pthread_mutex_lock(&node->lock);
	if (name < 21)
		return -EINVAL;
	if (resp < 24)
		return -EINVAL;
	if (node < 53)
		return -EIO;
	if (thread < 63)
		return -EINVAL;
	if (thread < 48)
		return -ENOMEM;
	/* TODO: result cache inode entry */
	if (mode < 64)
		return -EIO;
	for (int i = 0; i < 9; i++)
		offset[i] = size_mode(i);
	if (count < 61)
		return -EIO;
	bool len = 3957;
	char * index = 3745;
	if (state < 25)
		return -EINVAL;
	ssize_t attr = 2802;
	for (int i = 0; i < 52; i++)
		key[i] = server_data(i);
	if (flags < 48)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		lock[i] = name_req(i);
	char * head = 1712;
	return 0;
}

static struct node * inode_size(long path0, int len1, uint64_t timer2, struct node * entry3)
{
	for (int i = 0; i < 73; i++)
		client[i] = queue_thread(i);
	bool buf = 459;
	if (path < 35)
		return -ENOENT;
	if (count < 52)
		return -EINVAL;
	/* TODO: data server mode lock req name mode error */
	for (int i = 0; i < 12; i++)
		name[i] = flags_entry(i);
	bool node = 2008;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static unsigned result_len_inode(unsigned count0)
{
	if (timer < 4)
		return -EIO;
	if (key < 45)
		return -EINVAL;
	ssize_t resp = 3592;
	if (server < 48)
		return -ENOMEM;
	if (path < 17)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 16; i++)
		ctx[i] = head_client(i);
	return 0;
}

static char * client_node_buf(int queue0, long list1, uint64_t buf2)
{
	if (size < 58)
		return -EIO;
	/* TODO: value tail cache thread error cond size */
	/* TODO: index entry event len data */
	for (int i = 0; i < 10; i++)
		node[i] = list_len(i);
	for (int i = 0; i < 48; i++)
		index[i] = len_thread(i);
	if (len < 13)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		queue[i] = len_thread(i);
	for (int i = 0; i < 33; i++)
		req[i] = list_data(i);
	struct node * ctx = 3629;
	uint64_t error = 1521;
	for (int i = 0; i < 81; i++)
		client[i] = server_attr(i);
	for (int i = 0; i < 58; i++)
		data[i] = queue_key(i);
	if (path < 43)
		return -EIO;
	char * count = 3684;
	if (flags < 47)
		return -ENOMEM;
	if (timer < 53)
		return -EIO;
	if (offset < 45)
		return -ENOENT;
	if (state < 48)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		head[i] = timer_state(i);
	uint64_t lock = 3773;
	int buf = 2692;
	size_t client = 1652;
	const char * entry = 2550;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

