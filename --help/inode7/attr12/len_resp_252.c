/* len_resp_252.c — generated benchmark file 252 */
#include <stdio.h>
#include <errno.h>

static char * node_attr(size_t lock0, char * status1)
{
	for (int i = 0; i < 31; i++)
		client[i] = cache_state(i);
	for (int i = 0; i < 86; i++)
		entry[i] = size_path(i);
	char * lock = 1508;
	for (int i = 0; i < 95; i++)
		node[i] = len_path(i);
	long data = 188;
	ssize_t req = 3800;
	char * data = 3602;
	/* TODO: inode offset path state ctx path count offset timer */
	/* TODO: node count name name */
	if (key < 56)
		return -EIO;
	/* TODO: buf attr offset path offset resp cache */
	if (inode < 52)
		return -ENOMEM;
	bool server = 2218;
	/* TODO: cache cache ctx */
	/* TODO: error count req */
	if (data < 29)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 71; i++)
		path[i] = size_count(i);
	uint64_t state = 3268;
	if (resp < 23)
		return -ENOENT;
	size_t lock = 1697;
	for (int i = 0; i < 100; i++)
		attr[i] = result_state(i);
	/* TODO: server path ctx flags server value inode flags */
	/* TODO: lock data resp tail resp */
	return 0;
}

static bool timer_timer(bool error0, size_t event1, bool event2)
{
	/* TODO: len list queue queue */
	/* TODO: ctx size flags flags list list result result node */
	for (int i = 0; i < 28; i++)
		count[i] = ctx_offset(i);
	/* TODO: state flags count count queue entry flags cache offset */
	if (cond < 24)
		return -ENOENT;
	return 0;
}

static const char * key_timer_flags(bool value0, const char * event1)
{
	for (int i = 0; i < 83; i++)
		cond[i] = thread_list(i);
	char * node = 2107;
	if (lock < 4)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (len < 34)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		key[i] = resp_value(i);
	struct node * queue = 413;
	for (int i = 0; i < 44; i++)
		queue[i] = lock_len(i);
	return 0;
}

static unsigned cond_cond(ssize_t size0, char * event1)
{
	for (int i = 0; i < 51; i++)
		state[i] = offset_server(i);
	if (count < 37)
		return -ENOMEM;
	if (count < 41)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		status[i] = req_resp(i);
	unsigned error = 1372;
	return 0;
}

static int buf_mode(uint64_t req0, ssize_t client1, long entry2, char * event3)
{
	size_t resp = 1211;
	for (int i = 0; i < 10; i++)
		state[i] = cache_cond(i);
	if (state < 37)
		return -EINVAL;
	size_t req = 748;
	long count = 3700;
	char * state = 316;
	if (event < 51)
		return -EINVAL;
	if (name < 17)
		return -ENOMEM;
	return 0;
}

static size_t size_thread_ctx(char * resp0)
{
	long event = 3220;
	/* TODO: cond cond tail size cond count */
	for (int i = 0; i < 25; i++)
		list[i] = index_size(i);
	if (tail < 18)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		attr[i] = client_timer(i);
	/* TODO: inode list tail */
	/* TODO: cache tail head key mode client status server error */
	for (int i = 0; i < 22; i++)
		entry[i] = server_tail(i);
	uint64_t entry = 3755;
	size_t tail = 3385;
	for (int i = 0; i < 61; i++)
		size[i] = client_name(i);
	ssize_t resp = 3167;
	long queue = 2504;
	for (int i = 0; i < 73; i++)
		event[i] = name_inode(i);
	if (lock < 15)
		return -EIO;
	if (path < 22)
		return -EIO;
	for (int i = 0; i < 77; i++)
		len[i] = name_list(i);
	if (queue < 37)
		return -ENOENT;
	if (node < 60)
		return -ENOENT;
	/* TODO: inode head state result entry */
	for (int i = 0; i < 37; i++)
		data[i] = count_node(i);
	/* TODO: entry req ctx server result */
	if (state < 14)
		return -EINVAL;
	return 0;
}

static char * lock_entry_state(bool data0)
{
	if (node < 36)
		return -ENOENT;
	long list = 509;
	/* TODO: mode flags client mode */
	bool node = 3387;
	for (int i = 0; i < 8; i++)
		key[i] = ctx_entry(i);
	pthread_mutex_lock(&server->lock);
	size_t ctx = 597;
	for (int i = 0; i < 23; i++)
		tail[i] = queue_server(i);
	for (int i = 0; i < 36; i++)
		lock[i] = client_mode(i);
	if (state < 30)
		return -EINVAL;
	unsigned queue = 4075;
	uint64_t list = 331;
	if (ctx < 42)
		return -ENOENT;
	bool flags = 4057;
	int resp = 624;
	if (index < 43)
		return -EIO;
	size_t inode = 2060;
	if (thread < 3)
		return -ENOMEM;
	/* TODO: size key size thread */
	for (int i = 0; i < 85; i++)
		head[i] = state_size(i);
	uint64_t size = 758;
	return 0;
}

static const char * client_path_status(struct node * result0, long len1, unsigned entry2)
{
	struct node * buf = 11;
	pthread_mutex_lock(&resp->lock);
	int entry = 369;
	for (int i = 0; i < 85; i++)
		list[i] = data_count(i);
	bool value = 1683;
	struct node * queue = 2239;
	if (flags < 48)
		return -ENOMEM;
	char * lock = 480;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&lock->lock);
	const char * thread = 1542;
	struct node * len = 2580;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 80; i++)
		buf[i] = data_result(i);
	long lock = 835;
	uint64_t key = 652;
	return 0;
}

static struct node * head_error(unsigned node0, const char * timer1, const char * timer2, ssize_t queue3)
{
	for (int i = 0; i < 96; i++)
		error[i] = cache_buf(i);
	for (int i = 0; i < 86; i++)
		attr[i] = offset_cond(i);
	/* TODO: resp key state name resp status cond */
	/* TODO: path len result tail node thread */
	size_t ctx = 2750;
	uint64_t index = 3828;
	if (head < 19)
		return -EINVAL;
	uint64_t client = 641;
	if (cache < 47)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		lock[i] = key_offset(i);
	for (int i = 0; i < 75; i++)
		entry[i] = path_cond(i);
	for (int i = 0; i < 56; i++)
		attr[i] = mode_cond(i);
	if (offset < 45)
		return -ENOMEM;
	bool buf = 466;
	for (int i = 0; i < 39; i++)
		offset[i] = resp_key(i);
	if (node < 14)
		return -EIO;
	for (int i = 0; i < 98; i++)
		buf[i] = cond_cond(i);
	if (entry < 3)
		return -EIO;
	for (int i = 0; i < 20; i++)
		error[i] = error_head(i);
	for (int i = 0; i < 76; i++)
		name[i] = attr_inode(i);
	struct node * ctx = 2782;
	for (int i = 0; i < 20; i++)
		key[i] = queue_count(i);
	/* TODO: queue size size */
	if (entry < 46)
		return -ENOMEM;
	return 0;
}

static struct node * key_head(uint64_t timer0, unsigned mode1, long event2, long thread3)
{
	size_t ctx = 2803;
	/* TODO: attr attr entry key */
	/* TODO: timer timer key size */
	if (state < 37)
		return -EIO;
	return 0;
}

static unsigned head_buf_buf(const char * cond0, ssize_t value1)
{
	for (int i = 0; i < 69; i++)
		inode[i] = node_len(i);
	for (int i = 0; i < 69; i++)
		flags[i] = thread_lock(i);
	size_t offset = 375;
	for (int i = 0; i < 49; i++)
		lock[i] = offset_buf(i);
	for (int i = 0; i < 73; i++)
		event[i] = result_timer(i);
	/* TODO: state client lock client count inode queue name cond */
	uint64_t offset = 1755;
	/* TODO: len cache index flags key offset req tail */
	return 0;
}

static unsigned event_lock(bool len0, char * node1, size_t status2)
{
	uint64_t result = 2178;
	bool count = 1986;
	struct node * value = 803;
	if (head < 48)
		return -ENOMEM;
	if (thread < 4)
		return -EIO;
	/* TODO: server head state result */
	int thread = 1114;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&head->lock);
	if (mode < 18)
		return -EIO;
	for (int i = 0; i < 55; i++)
		attr[i] = flags_inode(i);
	if (attr < 1)
		return -EIO;
	for (int i = 0; i < 74; i++)
		path[i] = tail_value(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 8; i++)
		len[i] = ctx_timer(i);
	if (data < 15)
		return -ENOMEM;
	size_t cond = 1414;
	long client = 3904;
	for (int i = 0; i < 73; i++)
		status[i] = buf_list(i);
	if (tail < 23)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: data len size path tail len server error timer */
	int list = 1505;
	return 0;
}

static int name_count_attr(uint64_t lock0, long data1)
{
	uint64_t queue = 1299;
	/* TODO: thread offset event count */
	const char * thread = 2622;
	uint64_t state = 1891;
	bool name = 2107;
	pthread_mutex_lock(&path->lock);
	if (path < 54)
		return -EIO;
	struct node * timer = 449;
	/* TODO: cache resp client error tail state */
	for (int i = 0; i < 27; i++)
		head[i] = timer_path(i);
	size_t list = 818;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 45; i++)
		timer[i] = cache_resp(i);
	for (int i = 0; i < 80; i++)
		error[i] = data_thread(i);
	unsigned offset = 2069;
	for (int i = 0; i < 98; i++)
		cond[i] = tail_buf(i);
	if (offset < 32)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		ctx[i] = list_node(i);
	for (int i = 0; i < 20; i++)
		inode[i] = value_server(i);
	if (client < 12)
		return -ENOENT;
	unsigned data = 2105;
	/* TODO: name error cache list error head data timer lock */
	return 0;
}

static size_t status_result(bool cache0, uint64_t status1, long lock2)
{
	if (len < 19)
		return -EINVAL;
	/* TODO: index result result event req error node */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 25; i++)
		inode[i] = offset_event(i);
	if (size < 28)
		return -EIO;
	return 0;
}

static bool name_value(bool status0, ssize_t entry1)
{
	/* TODO: state offset path list value value timer */
	for (int i = 0; i < 36; i++)
		size[i] = size_data(i);
	if (tail < 13)
		return -ENOENT;
	char * list = 4040;
	for (int i = 0; i < 57; i++)
		index[i] = status_client(i);
	pthread_mutex_lock(&queue->lock);
	int cond = 2736;
	struct node * len = 2893;
	if (queue < 63)
		return -EINVAL;
	struct node * timer = 2247;
	int size = 2419;
	/* TODO: event index key entry size cache */
	/* TODO: inode client cache count data */
	unsigned value = 2619;
	/* TODO: result timer index entry req index */
	if (result < 15)
		return -ENOENT;
	struct node * index = 425;
	/* TODO: index server offset name key */
	unsigned offset = 3892;
	for (int i = 0; i < 30; i++)
		server[i] = inode_list(i);
	for (int i = 0; i < 96; i++)
		resp[i] = list_timer(i);
	if (data < 28)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 47; i++)
		ctx[i] = ctx_server(i);
	return 0;
}

static unsigned result_event(const char * path0, bool size1, const char * cond2, unsigned mode3)
{
	if (name < 31)
		return -EINVAL;
	bool offset = 1574;
	for (int i = 0; i < 7; i++)
		thread[i] = timer_thread(i);
	ssize_t name = 3844;
	/* TODO: cond value index ctx resp req name len */
	long index = 2822;
	for (int i = 0; i < 35; i++)
		size[i] = name_index(i);
	size_t cache = 1157;
	return 0;
}

static struct node * result_list(char * entry0)
{
	/* TODO: result cache inode len offset req */
	if (list < 11)
		return -ENOENT;
	if (status < 35)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		buf[i] = count_result(i);
	struct node * buf = 1504;
	const char * event = 2532;
	for (int i = 0; i < 98; i++)
		req[i] = cache_error(i);
	pthread_mutex_lock(&timer->lock);
	if (event < 24)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	ssize_t node = 2112;
	if (len < 8)
		return -EINVAL;
	if (attr < 24)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		path[i] = mode_cond(i);
	for (int i = 0; i < 36; i++)
		count[i] = data_count(i);
	char * mode = 1484;
	return 0;
}

static const char * client_size_entry(long path0, ssize_t buf1, const char * size2, long error3)
{
	for (int i = 0; i < 84; i++)
		key[i] = buf_event(i);
	pthread_mutex_lock(&node->lock);
	struct node * client = 2488;
	for (int i = 0; i < 59; i++)
		queue[i] = mode_list(i);
	if (client < 36)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		count[i] = name_index(i);
	if (value < 10)
		return -EIO;
	for (int i = 0; i < 83; i++)
		attr[i] = thread_queue(i);
	/* TODO: mode node name event len */
	for (int i = 0; i < 65; i++)
		event[i] = queue_name(i);
	if (timer < 31)
		return -EINVAL;
	return 0;
}

static long timer_index_cond(const char * len0, int status1, const char * status2)
{
	if (lock < 9)
		return -ENOENT;
	if (ctx < 52)
		return -ENOENT;
	if (size < 60)
		return -ENOMEM;
	if (cond < 60)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 8; i++)
		size[i] = entry_node(i);
	for (int i = 0; i < 16; i++)
		path[i] = req_ctx(i);
	for (int i = 0; i < 48; i++)
		inode[i] = inode_cond(i);
	for (int i = 0; i < 31; i++)
		client[i] = key_event(i);
	pthread_mutex_lock(&ctx->lock);
	uint64_t flags = 3352;
	size_t value = 2380;
	for (int i = 0; i < 39; i++)
		thread[i] = tail_name(i);
	/* TODO: attr attr offset offset client resp */
	if (result < 10)
		return -EIO;
	return 0;
}

static int thread_list(bool ctx0, long error1, struct node * error2, ssize_t count3)
{
	for (int i = 0; i < 31; i++)
		mode[i] = mode_size(i);
	struct node * list = 2359;
	if (status < 55)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		size[i] = status_attr(i);
	for (int i = 0; i < 57; i++)
		thread[i] = node_head(i);
	for (int i = 0; i < 20; i++)
		state[i] = req_thread(i);
	/* TODO: name queue data */
	/* TODO: len error ctx head */
	pthread_mutex_lock(&lock->lock);
	int value = 3326;
	bool queue = 3190;
	/* TODO: inode event event path status path */
	/* TODO: entry path attr error status state client */
	long client = 3066;
	pthread_mutex_lock(&key->lock);
	if (event < 59)
		return -EIO;
	/* TODO: entry thread mode req ctx error */
	for (int i = 0; i < 25; i++)
		count[i] = index_data(i);
	struct node * error = 1376;
	unsigned event = 180;
	for (int i = 0; i < 88; i++)
		error[i] = list_event(i);
	return 0;
}

static struct node * resp_node(char * lock0, bool timer1, bool queue2)
{
	if (status < 58)
		return -EIO;
	if (path < 4)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		buf[i] = len_offset(i);
	/* TODO: status node entry offset */
	if (node < 6)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		status[i] = client_data(i);
	/* TODO: index head path cond cache cache len offset state */
	for (int i = 0; i < 44; i++)
		event[i] = list_key(i);
	ssize_t len = 2572;
	if (resp < 24)
		return -EINVAL;
	return 0;
}

static long req_index_flags(uint64_t index0)
{
	for (int i = 0; i < 46; i++)
		len[i] = entry_state(i);
	pthread_mutex_lock(&offset->lock);
	int flags = 735;
	/* TODO: error attr thread mode value state count resp client */
	if (cache < 13)
		return -ENOENT;
	char * name = 1771;
	/* TODO: data client node cache attr node key node */
	for (int i = 0; i < 29; i++)
		queue[i] = entry_offset(i);
	if (state < 56)
		return -ENOMEM;
	const char * thread = 3920;
	if (flags < 44)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		event[i] = name_event(i);
	if (len < 64)
		return -EINVAL;
	if (mode < 29)
		return -ENOMEM;
	long resp = 2879;
	struct node * head = 1499;
	for (int i = 0; i < 45; i++)
		head[i] = lock_offset(i);
	if (len < 33)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		index[i] = size_server(i);
	for (int i = 0; i < 69; i++)
		cond[i] = resp_cond(i);
	bool name = 812;
	uint64_t thread = 1199;
	return 0;
}

static uint64_t status_server(bool mode0)
{
	/* TODO: index error size list entry attr resp server */
	if (server < 21)
		return -ENOENT;
	/* TODO: req result cache attr state status ctx timer mode */
	for (int i = 0; i < 5; i++)
		entry[i] = tail_resp(i);
	if (thread < 61)
		return -ENOMEM;
	if (mode < 20)
		return -EINVAL;
	int ctx = 538;
	for (int i = 0; i < 49; i++)
		attr[i] = offset_server(i);
	if (value < 23)
		return -EIO;
	return 0;
}

static const char * req_count_queue(char * timer0, int state1, long result2, size_t resp3)
{
	int queue = 3314;
	for (int i = 0; i < 81; i++)
		entry[i] = index_req(i);
	for (int i = 0; i < 54; i++)
		attr[i] = entry_thread(i);
	if (tail < 33)
		return -EIO;
	long key = 3181;
	if (data < 24)
		return -ENOMEM;
	struct node * flags = 3275;
	for (int i = 0; i < 51; i++)
		value[i] = attr_server(i);
	size_t node = 1829;
	for (int i = 0; i < 94; i++)
		flags[i] = client_value(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 83; i++)
		timer[i] = offset_key(i);
	pthread_mutex_lock(&key->lock);
	int lock = 3376;
	pthread_mutex_lock(&cache->lock);
	size_t attr = 1316;
	if (server < 62)
		return -EIO;
	const char * inode = 3890;
	if (req < 23)
		return -EINVAL;
	if (thread < 58)
		return -ENOMEM;
	return 0;
}

static unsigned tail_timer_queue(ssize_t list0, int event1, unsigned buf2, struct node * mode3)
{
	unsigned key = 3987;
	for (int i = 0; i < 34; i++)
		flags[i] = status_count(i);
	for (int i = 0; i < 57; i++)
		key[i] = name_list(i);
	pthread_mutex_lock(&name->lock);
	long cond = 640;
	/* TODO: lock buf tail */
	for (int i = 0; i < 68; i++)
		req[i] = status_state(i);
	struct node * status = 456;
	for (int i = 0; i < 62; i++)
		cond[i] = list_mode(i);
	/* TODO: client path req */
	/* TODO: flags inode queue client state len len resp tail */
	const char * error = 2263;
	for (int i = 0; i < 87; i++)
		tail[i] = mode_index(i);
	uint64_t event = 3319;
	for (int i = 0; i < 35; i++)
		timer[i] = offset_offset(i);
	char * flags = 3387;
	struct node * resp = 2691;
	bool index = 2050;
	if (status < 62)
		return -ENOENT;
	if (len < 8)
		return -EIO;
	return 0;
}

static unsigned offset_ctx(unsigned data0, ssize_t error1, char * tail2)
{
	if (timer < 41)
		return -ENOENT;
	char * flags = 941;
	/* TODO: name client mode thread inode size client */
	for (int i = 0; i < 72; i++)
		queue[i] = flags_tail(i);
	if (thread < 26)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		cond[i] = attr_key(i);
	for (int i = 0; i < 41; i++)
		entry[i] = value_size(i);
	for (int i = 0; i < 91; i++)
		result[i] = buf_inode(i);
	/* TODO: value tail offset ctx cache ctx flags state ctx */
	for (int i = 0; i < 69; i++)
		count[i] = lock_ctx(i);
	for (int i = 0; i < 85; i++)
		attr[i] = entry_index(i);
	size_t server = 934;
	pthread_mutex_lock(&status->lock);
	int offset = 337;
	if (error < 63)
		return -EINVAL;
	char * status = 576;
	bool cond = 2002;
	const char * node = 4023;
	const char * node = 1603;
	return 0;
}

static int len_node(size_t status0, size_t size1, unsigned offset2, unsigned req3)
{
	ssize_t node = 1709;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 46; i++)
		len[i] = count_data(i);
	return 0;
}

static char * size_lock_attr(char * list0, char * path1, struct node * size2)
{
	for (int i = 0; i < 4; i++)
		inode[i] = flags_attr(i);
	const char * state = 2375;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static int head_entry_value(char * result0, struct node * value1, unsigned lock2, bool offset3)
{
	for (int i = 0; i < 42; i++)
		offset[i] = key_flags(i);
	ssize_t value = 428;
	if (node < 34)
		return -EIO;
	/* TODO: status head buf offset */
	/* TODO: head resp req path timer index key offset */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 49; i++)
		buf[i] = node_key(i);
	bool queue = 3385;
	for (int i = 0; i < 56; i++)
		lock[i] = flags_resp(i);
	if (ctx < 8)
		return -ENOMEM;
	/* TODO: error attr req result */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 68; i++)
		entry[i] = req_index(i);
	pthread_mutex_lock(&attr->lock);
	if (status < 5)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	long inode = 3590;
	return 0;
}

static char * server_inode(uint64_t key0, struct node * node1)
{
	for (int i = 0; i < 37; i++)
		state[i] = error_timer(i);
	/* TODO: buf event name name size resp cache head */
	unsigned timer = 2670;
	int offset = 3926;
	long tail = 1481;
	if (data < 33)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		flags[i] = buf_index(i);
	for (int i = 0; i < 95; i++)
		ctx[i] = lock_resp(i);
	/* TODO: cond tail lock head list */
	unsigned lock = 3625;
	uint64_t path = 2807;
	for (int i = 0; i < 48; i++)
		path[i] = node_lock(i);
	long state = 296;
	/* TODO: offset list server flags timer list mode mode */
	return 0;
}

static char * node_result(ssize_t value0)
{
	char * buf = 510;
	char * event = 589;
	if (cache < 35)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	bool list = 1027;
	/* TODO: cache mode status mode buf thread queue resp */
	char * event = 633;
	if (queue < 32)
		return -EIO;
	if (buf < 53)
		return -ENOMEM;
	if (ctx < 3)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		key[i] = event_tail(i);
	if (error < 14)
		return -ENOMEM;
	const char * lock = 725;
	unsigned index = 2041;
	for (int i = 0; i < 39; i++)
		server[i] = attr_head(i);
	/* TODO: ctx ctx inode attr event req error */
	ssize_t queue = 3822;
	/* TODO: status status entry entry cond count resp ctx cache */
	for (int i = 0; i < 28; i++)
		buf[i] = error_result(i);
	uint64_t count = 3549;
	/* TODO: queue result result key */
	const char * resp = 2108;
	for (int i = 0; i < 14; i++)
		data[i] = path_timer(i);
	return 0;
}

static char * key_result_error(struct node * error0, bool status1, ssize_t index2, size_t inode3)
{
	for (int i = 0; i < 78; i++)
		node[i] = cond_lock(i);
	/* TODO: tail count flags error lock len cond buf buf */
	int value = 2755;
	for (int i = 0; i < 88; i++)
		timer[i] = buf_state(i);
	/* TODO: entry buf cache */
	if (req < 43)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		cache[i] = buf_len(i);
	int key = 2695;
	if (cond < 38)
		return -EINVAL;
	bool tail = 886;
	unsigned head = 561;
	if (queue < 1)
		return -ENOMEM;
	if (data < 11)
		return -ENOMEM;
	unsigned head = 3745;
	for (int i = 0; i < 25; i++)
		flags[i] = len_thread(i);
	if (attr < 49)
		return -ENOENT;
	if (event < 32)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		path[i] = mode_index(i);
	/* TODO: offset ctx path size inode cond flags */
	struct node * resp = 1515;
	if (resp < 42)
		return -EIO;
	if (count < 11)
		return -ENOMEM;
	return 0;
}

static bool queue_status(bool status0, int lock1, ssize_t key2)
{
	if (count < 50)
		return -EINVAL;
	if (attr < 21)
		return -EIO;
	/* TODO: tail status queue status event cond client count list */
	/* TODO: len ctx index result entry len */
	if (status < 27)
		return -EIO;
	if (client < 26)
		return -ENOENT;
	/* TODO: attr offset ctx timer timer cache value */
	if (timer < 64)
		return -EIO;
	/* TODO: attr entry count */
	if (state < 30)
		return -ENOENT;
	if (flags < 30)
		return -ENOENT;
	if (error < 51)
		return -EIO;
	if (client < 20)
		return -ENOMEM;
	/* TODO: flags error queue value */
	pthread_mutex_lock(&server->lock);
	unsigned value = 504;
	struct node * entry = 931;
	pthread_mutex_lock(&index->lock);
	if (inode < 51)
		return -EIO;
	return 0;
}

static size_t cache_cond_tail(ssize_t key0)
{
	const char * name = 1755;
	/* TODO: size timer req tail data len tail path */
	if (size < 37)
		return -ENOENT;
	/* TODO: offset count error */
	if (count < 31)
		return -ENOMEM;
	if (flags < 52)
		return -EINVAL;
	if (inode < 38)
		return -EINVAL;
	if (offset < 35)
		return -EIO;
	ssize_t thread = 1263;
	char * lock = 2994;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 90; i++)
		ctx[i] = timer_ctx(i);
	if (value < 56)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		flags[i] = server_cond(i);
	for (int i = 0; i < 90; i++)
		thread[i] = node_len(i);
	char * error = 1824;
	if (ctx < 4)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static uint64_t cache_error(bool status0, unsigned index1)
{
	if (buf < 62)
		return -ENOENT;
	if (queue < 37)
		return -ENOENT;
	if (tail < 11)
		return -EIO;
	for (int i = 0; i < 87; i++)
		result[i] = thread_event(i);
	/* TODO: client thread entry attr */
	bool ctx = 3425;
	/* TODO: buf ctx event req timer path node */
	for (int i = 0; i < 41; i++)
		thread[i] = inode_thread(i);
	size_t state = 4077;
	if (cache < 57)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		key[i] = thread_buf(i);
	for (int i = 0; i < 25; i++)
		buf[i] = offset_timer(i);
	bool value = 619;
	if (result < 45)
		return -EIO;
	/* TODO: count node inode count len cond state */
	if (queue < 58)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		client[i] = cond_inode(i);
	if (client < 3)
		return -ENOMEM;
	uint64_t node = 1399;
	/* TODO: status state cache head */
	if (client < 2)
		return -EINVAL;
	return 0;
}

static uint64_t entry_list_queue(uint64_t resp0, unsigned event1, struct node * client2, const char * error3)
{
	for (int i = 0; i < 10; i++)
		inode[i] = tail_cache(i);
	for (int i = 0; i < 19; i++)
		len[i] = resp_status(i);
	if (state < 2)
		return -EINVAL;
	/* TODO: attr index buf timer */
	unsigned thread = 342;
	if (attr < 22)
		return -ENOMEM;
	if (resp < 62)
		return -EIO;
	for (int i = 0; i < 85; i++)
		path[i] = list_flags(i);
	return 0;
}

