/* key_req_314.c — generated benchmark file 314 */
#include <stdio.h>
#include <errno.h>

static const char * name_thread(long path0, bool ctx1, uint64_t event2, unsigned entry3)
{
	if (error < 47)
		return -EIO;
	if (node < 27)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (entry < 58)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	ssize_t server = 3859;
	ssize_t status = 2212;
	return 0;
}

static uint64_t list_lock_count(bool error0, long result1, bool server2, size_t value3)
{
	for (int i = 0; i < 22; i++)
		path[i] = list_cond(i);
	if (value < 36)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&resp->lock);
	if (client < 9)
		return -EINVAL;
	/* TODO: buf key event */
	return 0;
}

static long error_ctx(unsigned client0, uint64_t ctx1)
{
	if (len < 54)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	if (resp < 44)
		return -EIO;
	for (int i = 0; i < 70; i++)
		offset[i] = cache_tail(i);
	uint64_t lock = 2051;
	for (int i = 0; i < 59; i++)
		cond[i] = head_error(i);
	int buf = 635;
	for (int i = 0; i < 36; i++)
		size[i] = client_value(i);
	/* TODO: cache data len attr status count */
	return 0;
}

static ssize_t buf_head(int entry0, struct node * result1)
{
	if (server < 5)
		return -ENOENT;
	long timer = 2926;
	for (int i = 0; i < 48; i++)
		cache[i] = path_entry(i);
	/* TODO: key queue name result ctx ctx */
	/* TODO: len client list value size head result flags cache */
	/* TODO: result key timer thread count key count */
	/* TODO: status node client head state len size */
	/* TODO: client lock buf inode event cache buf value ctx */
	if (timer < 52)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	struct node * mode = 2733;
	return 0;
}

static int count_tail(struct node * len0)
{
	pthread_mutex_lock(&server->lock);
	unsigned thread = 3296;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static unsigned state_error(size_t len0, ssize_t count1, char * req2, struct node * error3)
{
	/* TODO: list mode cache entry resp client */
	if (inode < 8)
		return -ENOMEM;
	int data = 2782;
	/* TODO: path thread tail state index */
	/* TODO: thread flags data */
	/* TODO: ctx data entry offset size */
	pthread_mutex_lock(&server->lock);
	if (ctx < 9)
		return -ENOENT;
	if (lock < 44)
		return -ENOENT;
	/* TODO: name list node server data server server */
	if (len < 38)
		return -EIO;
	for (int i = 0; i < 4; i++)
		len[i] = name_head(i);
	for (int i = 0; i < 3; i++)
		tail[i] = tail_count(i);
	for (int i = 0; i < 23; i++)
		list[i] = state_count(i);
	uint64_t entry = 2372;
	return 0;
}

static char * path_count(int data0, struct node * len1, const char * data2)
{
	long node = 3977;
	size_t count = 2838;
	/* TODO: state status tail */
	for (int i = 0; i < 85; i++)
		attr[i] = key_path(i);
	if (attr < 48)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	unsigned cond = 2913;
	if (error < 8)
		return -EINVAL;
	/* TODO: data attr lock thread offset flags */
	size_t cond = 1410;
	if (size < 1)
		return -EINVAL;
	ssize_t node = 3886;
	const char * path = 627;
	uint64_t len = 1374;
	return 0;
}

static char * status_cond_index(bool cache0, int thread1, ssize_t state2)
{
	/* TODO: head inode head ctx flags entry attr */
	if (ctx < 23)
		return -ENOENT;
	struct node * inode = 1994;
	char * thread = 562;
	/* TODO: len data value cond */
	int node = 3984;
	const char * ctx = 2083;
	if (state < 22)
		return -EIO;
	if (head < 60)
		return -ENOMEM;
	if (offset < 28)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	if (inode < 39)
		return -EINVAL;
	return 0;
}

static int head_mode_server(char * flags0, unsigned inode1)
{
	for (int i = 0; i < 88; i++)
		node[i] = node_flags(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: buf head mode req */
	unsigned tail = 3310;
	return 0;
}

static int buf_event_result(ssize_t data0)
{
	/* TODO: client state node tail cache status */
	for (int i = 0; i < 80; i++)
		mode[i] = thread_size(i);
	/* TODO: timer count path offset error */
	char * timer = 1078;
	for (int i = 0; i < 22; i++)
		tail[i] = inode_index(i);
	for (int i = 0; i < 99; i++)
		count[i] = server_timer(i);
	bool offset = 275;
	for (int i = 0; i < 75; i++)
		queue[i] = client_head(i);
	for (int i = 0; i < 45; i++)
		timer[i] = value_index(i);
	for (int i = 0; i < 72; i++)
		flags[i] = len_state(i);
	/* TODO: cond data tail count queue cache timer buf offset */
	for (int i = 0; i < 8; i++)
		result[i] = attr_client(i);
	if (inode < 12)
		return -EIO;
	return 0;
}

static int inode_head_result(int entry0, int attr1)
{
	for (int i = 0; i < 8; i++)
		path[i] = status_value(i);
	/* TODO: result node path error list offset */
	ssize_t data = 945;
	int offset = 713;
	size_t lock = 729;
	for (int i = 0; i < 45; i++)
		list[i] = node_flags(i);
	unsigned resp = 3637;
	ssize_t tail = 1835;
	if (entry < 24)
		return -EIO;
	struct node * index = 1052;
	if (data < 8)
		return -EINVAL;
	if (buf < 51)
		return -EINVAL;
	return 0;
}

static ssize_t server_client(size_t value0, ssize_t flags1)
{
	pthread_mutex_lock(&queue->lock);
	if (status < 48)
		return -EINVAL;
	if (head < 2)
		return -ENOMEM;
	if (event < 7)
		return -ENOMEM;
	return 0;
}

static struct node * entry_result(int len0)
{
	if (client < 12)
		return -ENOENT;
	unsigned node = 2481;
	if (tail < 48)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: buf mode len attr */
	for (int i = 0; i < 50; i++)
		status[i] = len_list(i);
	struct node * timer = 3466;
	if (event < 13)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		node[i] = attr_error(i);
	if (resp < 56)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: head thread node result */
	ssize_t entry = 4006;
	struct node * tail = 1560;
	for (int i = 0; i < 13; i++)
		node[i] = name_req(i);
	unsigned flags = 209;
	unsigned size = 260;
	if (lock < 15)
		return -EINVAL;
	size_t data = 911;
	for (int i = 0; i < 84; i++)
		attr[i] = node_queue(i);
	if (req < 31)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	size_t req = 1005;
	if (timer < 25)
		return -EINVAL;
	return 0;
}

static size_t req_cond(size_t cond0, ssize_t resp1, long size2)
{
	for (int i = 0; i < 49; i++)
		inode[i] = value_cache(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 61; i++)
		len[i] = cache_state(i);
	int resp = 1722;
	uint64_t data = 2156;
	if (len < 21)
		return -EINVAL;
	if (ctx < 1)
		return -ENOMEM;
	if (timer < 48)
		return -ENOENT;
	if (server < 61)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		len[i] = value_attr(i);
	struct node * client = 1895;
	int count = 3402;
	if (cache < 50)
		return -ENOMEM;
	return 0;
}

static size_t index_node(long buf0, int cond1)
{
	for (int i = 0; i < 9; i++)
		index[i] = name_entry(i);
	if (event < 9)
		return -EINVAL;
	long client = 1456;
	int offset = 2568;
	for (int i = 0; i < 85; i++)
		thread[i] = attr_client(i);
	/* TODO: event len tail status count event */
	const char * offset = 3807;
	const char * mode = 3021;
	const char * req = 3552;
	if (server < 23)
		return -EIO;
	for (int i = 0; i < 24; i++)
		ctx[i] = size_index(i);
	pthread_mutex_lock(&name->lock);
	return 0;
}

static int cache_size(size_t value0, char * req1, char * server2, bool node3)
{
	pthread_mutex_lock(&len->lock);
	if (offset < 29)
		return -EIO;
	/* TODO: cond mode resp attr req attr req timer */
	ssize_t thread = 2945;
	/* TODO: key list ctx buf mode tail */
	if (req < 44)
		return -EIO;
	if (key < 47)
		return -EIO;
	if (size < 50)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		cond[i] = timer_offset(i);
	unsigned resp = 3509;
	uint64_t path = 2198;
	for (int i = 0; i < 24; i++)
		buf[i] = node_buf(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: attr event entry cond ctx buf name value */
	if (value < 24)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		count[i] = status_inode(i);
	int mode = 923;
	for (int i = 0; i < 9; i++)
		inode[i] = timer_len(i);
	const char * key = 373;
	const char * req = 1049;
	if (queue < 62)
		return -EINVAL;
	int cache = 2547;
	/* TODO: count resp key data mode tail tail data */
	return 0;
}

static size_t event_buf(struct node * buf0, char * data1, size_t state2, struct node * attr3)
{
	for (int i = 0; i < 36; i++)
		lock[i] = flags_list(i);
	pthread_mutex_lock(&state->lock);
	bool attr = 3768;
	int client = 3563;
	/* TODO: list len mode node req flags */
	if (head < 53)
		return -ENOMEM;
	char * attr = 1212;
	if (key < 25)
		return -ENOENT;
	uint64_t path = 2558;
	/* TODO: buf entry state attr tail flags value */
	if (req < 47)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		list[i] = name_head(i);
	for (int i = 0; i < 95; i++)
		node[i] = offset_state(i);
	/* TODO: node mode status client resp cond path flags index */
	unsigned mode = 2850;
	if (cond < 47)
		return -EIO;
	const char * timer = 3795;
	for (int i = 0; i < 13; i++)
		ctx[i] = error_event(i);
	const char * lock = 2905;
	unsigned cond = 1885;
	char * buf = 2353;
	if (state < 49)
		return -EINVAL;
	if (key < 23)
		return -EIO;
	if (lock < 11)
		return -EINVAL;
	if (timer < 46)
		return -ENOENT;
	return 0;
}

static struct node * server_key(uint64_t ctx0, const char * path1, ssize_t len2)
{
	ssize_t entry = 2367;
	uint64_t status = 1018;
	/* TODO: req error buf state timer head key */
	/* TODO: data req len offset data state path */
	if (index < 10)
		return -EIO;
	/* TODO: len state value mode timer attr */
	bool value = 3499;
	for (int i = 0; i < 31; i++)
		cache[i] = status_flags(i);
	/* TODO: attr result size */
	/* TODO: timer error req data req lock timer error */
	/* TODO: req error req entry path value state list */
	size_t event = 1636;
	for (int i = 0; i < 43; i++)
		buf[i] = count_queue(i);
	long queue = 2302;
	return 0;
}

static const char * mode_resp_timer(const char * inode0, ssize_t inode1, long entry2)
{
	/* TODO: flags attr name name name */
	for (int i = 0; i < 10; i++)
		attr[i] = state_server(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 24; i++)
		error[i] = resp_error(i);
	pthread_mutex_lock(&state->lock);
	ssize_t flags = 1978;
	/* TODO: size cache req */
	return 0;
}

static const char * req_resp(long data0, uint64_t resp1)
{
	/* TODO: error index size cond state size */
	for (int i = 0; i < 80; i++)
		attr[i] = thread_cond(i);
	for (int i = 0; i < 32; i++)
		entry[i] = flags_mode(i);
	if (buf < 18)
		return -ENOMEM;
	return 0;
}

static struct node * resp_attr_value(long client0)
{
	if (inode < 21)
		return -EIO;
	struct node * cache = 3808;
	for (int i = 0; i < 15; i++)
		buf[i] = len_entry(i);
	for (int i = 0; i < 18; i++)
		len[i] = cond_index(i);
	unsigned name = 545;
	int timer = 2904;
	unsigned ctx = 1828;
	const char * server = 1236;
	if (resp < 16)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		timer[i] = status_flags(i);
	if (client < 31)
		return -ENOMEM;
	if (list < 23)
		return -ENOMEM;
	uint64_t inode = 577;
	/* TODO: index queue buf offset result server node timer */
	for (int i = 0; i < 5; i++)
		name[i] = req_result(i);
	for (int i = 0; i < 47; i++)
		node[i] = state_key(i);
	if (name < 35)
		return -EIO;
	if (thread < 57)
		return -ENOMEM;
	uint64_t key = 1780;
	/* TODO: ctx index index path mode mode buf client req */
	return 0;
}

static int cache_key_event(struct node * tail0, struct node * path1)
{
	struct node * ctx = 3232;
	if (cond < 63)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	uint64_t lock = 331;
	struct node * queue = 1509;
	for (int i = 0; i < 23; i++)
		len[i] = node_data(i);
	/* TODO: offset size event */
	if (error < 33)
		return -EINVAL;
	unsigned result = 1429;
	pthread_mutex_lock(&resp->lock);
	if (entry < 14)
		return -EIO;
	if (event < 59)
		return -EIO;
	for (int i = 0; i < 60; i++)
		list[i] = data_list(i);
	return 0;
}

static struct node * len_result(uint64_t thread0, unsigned key1, uint64_t thread2)
{
	pthread_mutex_lock(&server->lock);
	long attr = 2780;
	ssize_t lock = 2974;
	for (int i = 0; i < 98; i++)
		client[i] = timer_value(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 18; i++)
		status[i] = len_state(i);
	ssize_t key = 1267;
	bool server = 4008;
	return 0;
}

static size_t key_offset_cache(size_t req0)
{
	bool client = 2028;
	pthread_mutex_lock(&error->lock);
	if (key < 33)
		return -ENOENT;
	/* TODO: size attr node size event error index event timer */
	pthread_mutex_lock(&index->lock);
	if (resp < 2)
		return -ENOMEM;
	char * key = 2052;
	for (int i = 0; i < 96; i++)
		buf[i] = error_resp(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&len->lock);
	unsigned data = 1302;
	for (int i = 0; i < 37; i++)
		len[i] = flags_server(i);
	struct node * client = 1108;
	char * tail = 1059;
	for (int i = 0; i < 30; i++)
		size[i] = event_index(i);
	return 0;
}

static const char * queue_len_list(unsigned len0, ssize_t cond1, unsigned error2, const char * cond3)
{
	for (int i = 0; i < 9; i++)
		state[i] = inode_value(i);
	uint64_t index = 2510;
	size_t result = 3801;
	/* TODO: offset queue client tail ctx */
	ssize_t server = 2185;
	/* TODO: path status list key error */
	/* TODO: status cond resp index count name client buf path */
	uint64_t ctx = 726;
	uint64_t cache = 3922;
	for (int i = 0; i < 33; i++)
		node[i] = result_mode(i);
	if (path < 10)
		return -ENOENT;
	ssize_t entry = 3279;
	return 0;
}

static ssize_t size_flags_server(bool path0, char * flags1, uint64_t index2)
{
	/* TODO: value flags state cache key result req resp node */
	long thread = 2422;
	if (event < 55)
		return -ENOENT;
	if (inode < 34)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 78; i++)
		offset[i] = attr_queue(i);
	bool node = 2974;
	for (int i = 0; i < 32; i++)
		path[i] = value_entry(i);
	for (int i = 0; i < 56; i++)
		flags[i] = attr_timer(i);
	char * cache = 2342;
	/* TODO: offset len tail inode ctx thread thread queue */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static int cache_cache(struct node * tail0)
{
	pthread_mutex_lock(&lock->lock);
	if (index < 45)
		return -ENOENT;
	unsigned thread = 32;
	if (name < 1)
		return -ENOMEM;
	ssize_t inode = 3038;
	unsigned error = 3471;
	if (len < 46)
		return -EINVAL;
	/* TODO: value result buf inode thread server thread req cond */
	for (int i = 0; i < 93; i++)
		req[i] = value_client(i);
	/* TODO: resp error flags cond state buf server index */
	/* TODO: node cond list */
	if (key < 57)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		ctx[i] = node_value(i);
	return 0;
}

static unsigned key_name_size(bool count0, ssize_t name1, bool queue2, bool list3)
{
	for (int i = 0; i < 46; i++)
		inode[i] = offset_queue(i);
	if (path < 23)
		return -ENOMEM;
	/* TODO: data result node name ctx name head attr */
	long inode = 3873;
	for (int i = 0; i < 18; i++)
		inode[i] = offset_value(i);
	return 0;
}

static ssize_t entry_req_flags(unsigned cond0, const char * inode1, uint64_t cache2, char * queue3)
{
	if (index < 59)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		name[i] = event_flags(i);
	if (buf < 28)
		return -EINVAL;
	/* TODO: size entry error thread */
	char * len = 2295;
	if (server < 26)
		return -EIO;
	for (int i = 0; i < 52; i++)
		cache[i] = entry_thread(i);
	uint64_t event = 3377;
	/* TODO: status data status error state event ctx server cache */
	int thread = 1603;
	/* TODO: cache count mode */
	return 0;
}

static ssize_t path_queue(const char * req0, unsigned cond1, bool mode2, unsigned state3)
{
	size_t queue = 1695;
	/* TODO: client resp node flags */
	/* TODO: event count attr error status node error */
	for (int i = 0; i < 4; i++)
		index[i] = flags_key(i);
	return 0;
}

static size_t name_list(size_t list0, long node1, bool req2, uint64_t lock3)
{
	if (queue < 1)
		return -EIO;
	bool lock = 1089;
	if (queue < 10)
		return -EIO;
	if (status < 58)
		return -EIO;
	struct node * node = 3862;
	unsigned queue = 1717;
	pthread_mutex_lock(&value->lock);
	/* TODO: path timer client server count len node tail client */
	/* TODO: offset entry len result timer */
	ssize_t buf = 3668;
	unsigned tail = 2919;
	unsigned tail = 800;
	if (value < 54)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		cache[i] = inode_resp(i);
	uint64_t error = 3258;
	for (int i = 0; i < 59; i++)
		attr[i] = server_entry(i);
	/* TODO: index error client */
	for (int i = 0; i < 8; i++)
		mode[i] = key_buf(i);
	if (key < 36)
		return -EINVAL;
	struct node * data = 2537;
	char * data = 4075;
	return 0;
}

static long key_mode_resp(uint64_t cond0, long state1, ssize_t server2)
{
	pthread_mutex_lock(&head->lock);
	struct node * entry = 3877;
	for (int i = 0; i < 7; i++)
		timer[i] = entry_cond(i);
	if (status < 25)
		return -ENOMEM;
	return 0;
}

static ssize_t cond_buf_event(int list0, ssize_t list1, char * cache2, const char * attr3)
{
	for (int i = 0; i < 52; i++)
		head[i] = client_server(i);
	pthread_mutex_lock(&node->lock);
	if (thread < 16)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	ssize_t queue = 2491;
	pthread_mutex_lock(&inode->lock);
	uint64_t attr = 2225;
	char * flags = 2794;
	if (mode < 24)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&key->lock);
	ssize_t attr = 1343;
	long list = 576;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&head->lock);
	/* TODO: flags attr resp cache state data result attr */
	pthread_mutex_lock(&status->lock);
	const char * cache = 2332;
	if (data < 16)
		return -EIO;
	/* TODO: timer size ctx cache client index */
	/* TODO: inode buf path */
	const char * tail = 988;
	for (int i = 0; i < 65; i++)
		ctx[i] = attr_size(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static uint64_t event_buf(int req0, long timer1, ssize_t state2, struct node * head3)
{
	uint64_t node = 3670;
	for (int i = 0; i < 82; i++)
		event[i] = thread_index(i);
	if (client < 24)
		return -ENOENT;
	/* TODO: path state index key index buf data size */
	long state = 1257;
	for (int i = 0; i < 88; i++)
		timer[i] = tail_offset(i);
	int tail = 2215;
	if (queue < 41)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&flags->lock);
	if (status < 48)
		return -ENOENT;
	struct node * client = 3058;
	for (int i = 0; i < 24; i++)
		thread[i] = tail_list(i);
	size_t queue = 1217;
	uint64_t req = 312;
	struct node * tail = 2053;
	return 0;
}

static long tail_cache_entry(bool value0)
{
	if (name < 9)
		return -EIO;
	const char * entry = 3406;
	unsigned error = 1532;
	if (len < 35)
		return -ENOENT;
	if (head < 18)
		return -EIO;
	for (int i = 0; i < 22; i++)
		len[i] = list_cache(i);
	if (req < 1)
		return -ENOENT;
	char * server = 3987;
	uint64_t entry = 1730;
	for (int i = 0; i < 64; i++)
		buf[i] = count_cond(i);
	pthread_mutex_lock(&client->lock);
	return 0;
}

static char * event_timer(char * head0, unsigned buf1)
{
	char * lock = 622;
	size_t status = 1782;
	/* TODO: head offset cond flags queue state status value key */
	if (size < 28)
		return -EINVAL;
	return 0;
}

static int data_list_server(long value0, const char * client1, int tail2, int req3)
{
	for (int i = 0; i < 24; i++)
		key[i] = list_client(i);
	for (int i = 0; i < 6; i++)
		count[i] = status_event(i);
	bool thread = 829;
	for (int i = 0; i < 11; i++)
		key[i] = size_result(i);
	for (int i = 0; i < 84; i++)
		result[i] = path_len(i);
	if (head < 62)
		return -ENOMEM;
	const char * len = 1137;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 67; i++)
		cache[i] = len_len(i);
	for (int i = 0; i < 67; i++)
		lock[i] = req_cond(i);
	for (int i = 0; i < 92; i++)
		thread[i] = data_count(i);
	if (entry < 3)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		resp[i] = head_cond(i);
	long cache = 3524;
	if (len < 9)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		cache[i] = count_resp(i);
	if (attr < 9)
		return -ENOENT;
	/* TODO: index req entry */
	pthread_mutex_lock(&mode->lock);
	const char * data = 1876;
	unsigned path = 1507;
	return 0;
}

static char * req_attr_inode(size_t mode0, unsigned error1)
{
	bool queue = 1551;
	if (error < 14)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		event[i] = timer_cache(i);
	pthread_mutex_lock(&buf->lock);
	if (entry < 21)
		return -EINVAL;
	ssize_t entry = 996;
	long timer = 1134;
	char * timer = 1250;
	if (status < 1)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (entry < 10)
		return -ENOMEM;
	if (client < 41)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		value[i] = result_offset(i);
	return 0;
}

static int index_error_state(size_t tail0)
{
	int cache = 3207;
	bool buf = 43;
	for (int i = 0; i < 38; i++)
		size[i] = head_cache(i);
	ssize_t len = 3019;
	for (int i = 0; i < 15; i++)
		count[i] = len_result(i);
	size_t entry = 3733;
	if (buf < 27)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	bool cond = 2544;
	const char * server = 320;
	/* TODO: name timer cache attr ctx attr */
	/* TODO: flags len resp mode inode size */
	pthread_mutex_lock(&resp->lock);
	if (path < 59)
		return -EINVAL;
	struct node * server = 112;
	long index = 2683;
	return 0;
}

static int list_result_buf(char * server0)
{
	for (int i = 0; i < 69; i++)
		result[i] = count_lock(i);
	unsigned list = 2221;
	/* TODO: node cache cond */
	for (int i = 0; i < 35; i++)
		timer[i] = tail_result(i);
	unsigned path = 836;
	for (int i = 0; i < 81; i++)
		attr[i] = inode_index(i);
	if (queue < 7)
		return -EIO;
	bool attr = 1717;
	/* TODO: ctx cond cache */
	if (path < 52)
		return -ENOMEM;
	if (cond < 18)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		ctx[i] = name_size(i);
	bool index = 2746;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&name->lock);
	if (flags < 26)
		return -ENOMEM;
	return 0;
}

static ssize_t lock_client(bool thread0)
{
	/* TODO: offset buf offset server timer head ctx timer timer */
	size_t ctx = 152;
	/* TODO: flags queue count thread index resp status */
	unsigned tail = 2042;
	char * path = 3066;
	if (value < 59)
		return -EINVAL;
	if (index < 27)
		return -ENOENT;
	const char * lock = 1101;
	/* TODO: value result resp error */
	/* TODO: value node node value size mode cond */
	for (int i = 0; i < 100; i++)
		client[i] = resp_resp(i);
	return 0;
}

static int timer_req(ssize_t resp0, uint64_t mode1, uint64_t len2)
{
	if (count < 15)
		return -ENOMEM;
	/* TODO: key queue req cache */
	pthread_mutex_lock(&timer->lock);
	if (cond < 57)
		return -ENOMEM;
	if (list < 15)
		return -ENOENT;
	const char * result = 993;
	/* TODO: event head data */
	/* TODO: queue event value error */
	/* TODO: len size ctx attr lock data count lock */
	const char * thread = 724;
	for (int i = 0; i < 23; i++)
		status[i] = list_buf(i);
	uint64_t flags = 2181;
	pthread_mutex_lock(&flags->lock);
	if (attr < 46)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		cache[i] = req_resp(i);
	if (data < 56)
		return -ENOMEM;
	/* TODO: name state key buf */
	int len = 3086;
	size_t lock = 3165;
	return 0;
}

static size_t result_tail(size_t data0)
{
	/* TODO: count mode req lock state buf */
	struct node * thread = 1064;
	/* TODO: error len lock status flags inode */
	struct node * error = 1237;
	/* TODO: flags mode result ctx data */
	/* TODO: entry flags size list key node node queue attr */
	if (count < 62)
		return -EIO;
	for (int i = 0; i < 92; i++)
		req[i] = list_index(i);
	pthread_mutex_lock(&queue->lock);
	long timer = 1761;
	bool cond = 1582;
	unsigned ctx = 1084;
	return 0;
}

static const char * key_flags_client(const char * client0)
{
	long list = 945;
	for (int i = 0; i < 81; i++)
		data[i] = list_key(i);
	for (int i = 0; i < 94; i++)
		size[i] = node_head(i);
	for (int i = 0; i < 84; i++)
		value[i] = offset_data(i);
	size_t client = 1117;
	pthread_mutex_lock(&entry->lock);
	/* TODO: lock timer size event list thread lock timer */
	if (server < 52)
		return -ENOMEM;
	if (mode < 27)
		return -EINVAL;
	/* TODO: resp thread index error list lock client */
	return 0;
}

static bool key_state_data(bool timer0, const char * list1)
{
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&key->lock);
	if (name < 52)
		return -ENOENT;
	if (result < 11)
		return -EINVAL;
	if (attr < 48)
		return -ENOMEM;
	long count = 504;
	if (cond < 50)
		return -ENOMEM;
	if (head < 8)
		return -ENOMEM;
	/* TODO: result data state event list */
	if (inode < 33)
		return -ENOMEM;
	if (name < 46)
		return -ENOMEM;
	bool event = 2542;
	for (int i = 0; i < 80; i++)
		node[i] = len_ctx(i);
	if (cond < 40)
		return -ENOENT;
	return 0;
}

