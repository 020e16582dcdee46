/* len_head_63.c — generated benchmark file 63 */
#include <stdio.h>
#include <errno.h>

static char * head_head_cache(const char * thread0, ssize_t entry1, char * ctx2)
{
	size_t lock = 1544;
	ssize_t index = 2195;
	const char * name = 3674;
	/* TODO: cond server resp cache key */
	/* TODO: client count offset event inode count data */
	struct node * index = 2515;
	uint64_t event = 2551;
	/* TODO: count status count status index index */
	for (int i = 0; i < 80; i++)
		flags[i] = offset_len(i);
	long error = 3267;
	bool client = 4081;
	unsigned path = 910;
	/* TODO: path result cond ctx resp cond flags */
	char * resp = 1149;
	/* TODO: name status state len attr queue */
	pthread_mutex_lock(&node->lock);
	int cond = 4062;
	if (offset < 62)
		return -EIO;
	for (int i = 0; i < 54; i++)
		len[i] = attr_ctx(i);
	for (int i = 0; i < 92; i++)
		count[i] = ctx_data(i);
	return 0;
}

static const char * req_path_flags(unsigned inode0)
{
	for (int i = 0; i < 81; i++)
		state[i] = count_req(i);
	unsigned inode = 3305;
	if (cache < 59)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		thread[i] = state_attr(i);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static struct node * node_count_timer(struct node * key0, long value1, long error2)
{
	int inode = 2547;
	pthread_mutex_lock(&cond->lock);
	long error = 579;
	int list = 2705;
	/* TODO: index cache cache tail state lock list cache inode */
	/* TODO: timer buf cache node resp data tail */
	pthread_mutex_lock(&client->lock);
	/* TODO: ctx path entry name len */
	/* TODO: mode value queue mode tail server */
	return 0;
}

static unsigned count_state_head(size_t entry0)
{
	if (count < 26)
		return -EIO;
	unsigned key = 2021;
	uint64_t buf = 203;
	size_t server = 1427;
	return 0;
}

static unsigned key_ctx(bool node0, char * error1)
{
	for (int i = 0; i < 99; i++)
		client[i] = resp_key(i);
	for (int i = 0; i < 87; i++)
		data[i] = node_client(i);
	if (count < 50)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		name[i] = len_len(i);
	pthread_mutex_lock(&path->lock);
	long name = 3308;
	if (node < 56)
		return -ENOMEM;
	uint64_t name = 1603;
	if (thread < 14)
		return -ENOENT;
	bool inode = 3184;
	if (count < 23)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		flags[i] = state_flags(i);
	/* TODO: result buf size server status index name */
	return 0;
}

static struct node * flags_name(const char * index0)
{
	bool resp = 565;
	int error = 1844;
	for (int i = 0; i < 64; i++)
		lock[i] = entry_flags(i);
	pthread_mutex_lock(&resp->lock);
	unsigned queue = 3568;
	for (int i = 0; i < 94; i++)
		ctx[i] = flags_mode(i);
	for (int i = 0; i < 92; i++)
		offset[i] = resp_offset(i);
	pthread_mutex_lock(&node->lock);
	if (index < 7)
		return -EIO;
	if (event < 53)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 88; i++)
		ctx[i] = req_cond(i);
	struct node * index = 377;
	for (int i = 0; i < 21; i++)
		data[i] = mode_server(i);
	const char * list = 585;
	pthread_mutex_lock(&entry->lock);
	if (mode < 54)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	if (offset < 12)
		return -ENOENT;
	return 0;
}

static size_t queue_mode(const char * cond0)
{
	long attr = 3404;
	long buf = 2646;
	if (resp < 11)
		return -ENOMEM;
	if (lock < 59)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 55; i++)
		cache[i] = inode_node(i);
	uint64_t mode = 1515;
	if (attr < 51)
		return -EIO;
	if (timer < 15)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		path[i] = state_inode(i);
	struct node * ctx = 963;
	return 0;
}

static unsigned size_size(struct node * cache0, int result1, long mode2)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 77; i++)
		queue[i] = lock_mode(i);
	for (int i = 0; i < 93; i++)
		tail[i] = index_buf(i);
	for (int i = 0; i < 98; i++)
		node[i] = timer_key(i);
	for (int i = 0; i < 64; i++)
		result[i] = data_state(i);
	for (int i = 0; i < 35; i++)
		server[i] = cond_path(i);
	return 0;
}

static int queue_error_index(unsigned name0)
{
	bool queue = 3126;
	const char * result = 3300;
	for (int i = 0; i < 28; i++)
		cond[i] = buf_key(i);
	/* TODO: inode cond resp error path len entry index result */
	/* TODO: path result path buf size */
	if (list < 54)
		return -ENOMEM;
	if (index < 45)
		return -ENOENT;
	/* TODO: size len lock ctx cache */
	for (int i = 0; i < 41; i++)
		index[i] = index_tail(i);
	for (int i = 0; i < 76; i++)
		offset[i] = result_ctx(i);
	uint64_t status = 1297;
	if (attr < 57)
		return -ENOMEM;
	bool data = 3741;
	size_t key = 498;
	uint64_t len = 3562;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&list->lock);
	if (name < 52)
		return -EINVAL;
	unsigned mode = 148;
	for (int i = 0; i < 58; i++)
		lock[i] = index_path(i);
	/* TODO: flags ctx resp inode resp */
	return 0;
}

static char * state_state(unsigned entry0, ssize_t buf1, ssize_t flags2)
{
	const char * status = 1621;
	char * data = 1337;
	/* TODO: ctx list ctx resp size offset mode */
	pthread_mutex_lock(&lock->lock);
	bool cond = 3644;
	for (int i = 0; i < 78; i++)
		key[i] = cond_index(i);
	long ctx = 743;
	size_t node = 2507;
	if (cache < 21)
		return -EIO;
	bool head = 4070;
	return 0;
}

static unsigned buf_timer(ssize_t count0, struct node * name1)
{
	for (int i = 0; i < 19; i++)
		len[i] = client_error(i);
	char * state = 1184;
	/* TODO: result head resp head inode status server */
	if (cond < 35)
		return -EIO;
	if (tail < 29)
		return -EIO;
	/* TODO: client timer index buf index thread server ctx */
	/* TODO: data name name cond ctx */
	if (value < 62)
		return -ENOMEM;
	/* TODO: thread lock key len value */
	if (cond < 10)
		return -EIO;
	if (queue < 40)
		return -ENOENT;
	if (client < 48)
		return -ENOMEM;
	ssize_t thread = 1027;
	/* TODO: entry index event */
	if (server < 32)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		state[i] = list_offset(i);
	long event = 3132;
	if (value < 10)
		return -ENOMEM;
	if (lock < 62)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	if (queue < 20)
		return -ENOMEM;
	if (tail < 51)
		return -ENOMEM;
	return 0;
}

static uint64_t flags_flags_resp(char * state0, ssize_t head1, struct node * offset2, struct node * size3)
{
	if (count < 3)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		offset[i] = attr_ctx(i);
	char * value = 3096;
	if (index < 17)
		return -EIO;
	const char * req = 2195;
	return 0;
}

static int head_result_queue(char * resp0, struct node * result1)
{
	if (flags < 57)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		data[i] = count_resp(i);
	const char * state = 587;
	long server = 444;
	if (queue < 37)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	/* TODO: len server cond resp */
	if (client < 13)
		return -ENOENT;
	struct node * queue = 2948;
	return 0;
}

static ssize_t cache_event(unsigned queue0, int state1, int thread2)
{
	ssize_t name = 1402;
	pthread_mutex_lock(&mode->lock);
	if (state < 2)
		return -ENOENT;
	/* TODO: queue cache list head timer client list server */
	for (int i = 0; i < 45; i++)
		node[i] = node_offset(i);
	for (int i = 0; i < 66; i++)
		cache[i] = timer_node(i);
	/* TODO: count server cache value ctx head buf */
	ssize_t queue = 263;
	ssize_t size = 1843;
	pthread_mutex_lock(&flags->lock);
	if (offset < 53)
		return -EINVAL;
	/* TODO: state path lock node timer node inode tail thread */
	/* TODO: value resp cond server cache server server lock resp */
	struct node * req = 1559;
	if (head < 33)
		return -EINVAL;
	/* TODO: index attr queue index state error count */
	for (int i = 0; i < 38; i++)
		thread[i] = name_event(i);
	for (int i = 0; i < 84; i++)
		value[i] = req_tail(i);
	int cond = 576;
	if (timer < 39)
		return -ENOENT;
	if (client < 7)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (lock < 57)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		name[i] = path_cond(i);
	long mode = 3277;
	return 0;
}

static ssize_t flags_size(ssize_t cond0)
{
	/* TODO: server cache index */
	uint64_t head = 962;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 96; i++)
		head[i] = event_attr(i);
	for (int i = 0; i < 34; i++)
		offset[i] = lock_flags(i);
	for (int i = 0; i < 37; i++)
		queue[i] = index_status(i);
	pthread_mutex_lock(&inode->lock);
	long resp = 2129;
	char * key = 3725;
	if (flags < 52)
		return -ENOENT;
	int mode = 3991;
	unsigned result = 3545;
	struct node * count = 795;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 83; i++)
		len[i] = list_key(i);
	for (int i = 0; i < 24; i++)
		data[i] = node_client(i);
	pthread_mutex_lock(&resp->lock);
	long resp = 2490;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 56; i++)
		event[i] = error_entry(i);
	pthread_mutex_lock(&server->lock);
	if (size < 7)
		return -ENOMEM;
	if (buf < 21)
		return -EIO;
	return 0;
}

static bool cond_node(char * buf0)
{
	/* TODO: event node tail tail index flags */
	bool event = 2260;
	char * value = 2284;
	int state = 1673;
	if (size < 64)
		return -ENOMEM;
	/* TODO: status size timer path name name */
	if (cond < 44)
		return -EIO;
	const char * status = 3373;
	if (data < 48)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		server[i] = buf_status(i);
	for (int i = 0; i < 3; i++)
		name[i] = thread_head(i);
	if (path < 20)
		return -EIO;
	if (offset < 58)
		return -ENOENT;
	const char * lock = 2018;
	/* TODO: status cond name len list */
	const char * size = 2492;
	/* TODO: buf head head size */
	return 0;
}

static long index_flags_entry(long attr0, int name1, char * size2, char * cache3)
{
	if (data < 5)
		return -ENOMEM;
	if (key < 12)
		return -ENOMEM;
	if (data < 55)
		return -EIO;
	for (int i = 0; i < 3; i++)
		node[i] = index_ctx(i);
	if (offset < 23)
		return -ENOMEM;
	const char * status = 3750;
	uint64_t status = 1110;
	for (int i = 0; i < 42; i++)
		buf[i] = tail_path(i);
	long inode = 3631;
	/* TODO: queue lock buf resp */
	unsigned thread = 3570;
	if (event < 9)
		return -ENOMEM;
	if (size < 25)
		return -EINVAL;
	if (node < 13)
		return -EIO;
	for (int i = 0; i < 63; i++)
		tail[i] = req_index(i);
	struct node * name = 2585;
	long head = 1177;
	return 0;
}

static struct node * list_offset(char * thread0, struct node * event1, size_t len2, size_t head3)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 10; i++)
		buf[i] = thread_len(i);
	pthread_mutex_lock(&value->lock);
	char * entry = 3741;
	/* TODO: attr queue value flags cache error */
	uint64_t len = 173;
	int flags = 2312;
	/* TODO: status len offset index size tail */
	for (int i = 0; i < 24; i++)
		name[i] = buf_count(i);
	if (node < 12)
		return -ENOENT;
	if (event < 7)
		return -ENOMEM;
	return 0;
}

static unsigned thread_cache_ctx(struct node * offset0, struct node * mode1)
{
	if (result < 22)
		return -EIO;
	/* TODO: mode server len */
	ssize_t error = 1618;
	const char * flags = 1561;
	/* TODO: lock entry key index error index name */
	/* TODO: ctx offset offset timer event offset key */
	long thread = 389;
	return 0;
}

static long client_thread_node(ssize_t cond0, unsigned queue1, uint64_t state2, bool lock3)
{
	size_t count = 2753;
	pthread_mutex_lock(&result->lock);
	unsigned head = 164;
	if (inode < 34)
		return -EIO;
	size_t req = 1963;
	if (list < 53)
		return -EINVAL;
	if (server < 28)
		return -ENOENT;
	if (timer < 9)
		return -EINVAL;
	ssize_t tail = 3882;
	for (int i = 0; i < 97; i++)
		result[i] = error_cache(i);
	pthread_mutex_lock(&index->lock);
	if (buf < 50)
		return -ENOENT;
	return 0;
}

static ssize_t thread_attr(uint64_t timer0, long req1, struct node * ctx2)
{
	int value = 2141;
	int value = 1446;
	if (lock < 23)
		return -EINVAL;
	if (state < 56)
		return -EIO;
	for (int i = 0; i < 35; i++)
		entry[i] = state_cond(i);
	if (node < 1)
		return -ENOMEM;
	/* TODO: cond buf event lock queue server head timer */
	for (int i = 0; i < 6; i++)
		path[i] = len_offset(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 73; i++)
		mode[i] = head_lock(i);
	if (value < 9)
		return -EIO;
	if (event < 60)
		return -ENOENT;
	if (result < 3)
		return -EINVAL;
	char * client = 855;
	if (server < 16)
		return -ENOENT;
	ssize_t error = 3041;
	pthread_mutex_lock(&client->lock);
	ssize_t offset = 138;
	struct node * mode = 710;
	ssize_t inode = 673;
	return 0;
}

static const char * size_count_state(long key0)
{
	char * size = 2551;
	if (flags < 14)
		return -ENOMEM;
	/* TODO: attr cache ctx buf cond */
	/* TODO: cond event ctx */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: data index node ctx cache */
	if (status < 36)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	bool ctx = 423;
	if (data < 3)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		cache[i] = node_key(i);
	/* TODO: list queue node */
	pthread_mutex_lock(&thread->lock);
	const char * count = 3813;
	if (index < 39)
		return -ENOMEM;
	if (inode < 36)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		value[i] = size_data(i);
	if (len < 52)
		return -ENOMEM;
	uint64_t len = 713;
	for (int i = 0; i < 95; i++)
		node[i] = list_name(i);
	pthread_mutex_lock(&index->lock);
	if (index < 43)
		return -EIO;
	if (key < 59)
		return -ENOENT;
	unsigned size = 879;
	if (timer < 28)
		return -EINVAL;
	return 0;
}

static size_t mode_data_buf(unsigned head0, long client1, char * cache2, size_t value3)
{
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 28; i++)
		name[i] = client_key(i);
	for (int i = 0; i < 50; i++)
		flags[i] = mode_mode(i);
	if (cache < 41)
		return -EIO;
	for (int i = 0; i < 15; i++)
		status[i] = flags_status(i);
	char * queue = 1073;
	pthread_mutex_lock(&node->lock);
	/* TODO: flags lock name attr result path req client len */
	if (node < 7)
		return -ENOMEM;
	if (path < 46)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		resp[i] = key_value(i);
	/* TODO: key queue entry */
	const char * data = 1316;
	if (path < 52)
		return -EIO;
	bool cache = 129;
	/* TODO: flags data event inode inode */
	if (cond < 32)
		return -EIO;
	if (error < 1)
		return -ENOMEM;
	return 0;
}

static struct node * index_path(bool error0)
{
	for (int i = 0; i < 56; i++)
		list[i] = node_thread(i);
	/* TODO: req req head cond tail */
	/* TODO: head node client tail error head key entry */
	ssize_t node = 2878;
	/* TODO: queue tail mode key */
	if (key < 53)
		return -ENOENT;
	if (index < 25)
		return -ENOMEM;
	if (path < 33)
		return -EIO;
	if (mode < 34)
		return -EIO;
	if (lock < 7)
		return -ENOENT;
	int name = 2285;
	const char * node = 1149;
	ssize_t status = 1650;
	ssize_t status = 715;
	for (int i = 0; i < 93; i++)
		attr[i] = event_entry(i);
	const char * timer = 1346;
	for (int i = 0; i < 40; i++)
		state[i] = cond_cache(i);
	struct node * flags = 2582;
	pthread_mutex_lock(&ctx->lock);
	if (data < 26)
		return -EINVAL;
	if (entry < 33)
		return -EIO;
	/* TODO: cond client state tail error data buf */
	/* TODO: status list list entry mode inode */
	for (int i = 0; i < 95; i++)
		key[i] = node_req(i);
	return 0;
}

static long ctx_entry_name(uint64_t cache0, size_t timer1, uint64_t cond2, uint64_t buf3)
{
	long key = 919;
	for (int i = 0; i < 58; i++)
		state[i] = count_key(i);
	if (node < 34)
		return -EIO;
	for (int i = 0; i < 53; i++)
		entry[i] = result_ctx(i);
	if (entry < 35)
		return -ENOENT;
	/* TODO: resp lock len status req */
	if (key < 30)
		return -EIO;
	if (inode < 18)
		return -EINVAL;
	struct node * count = 603;
	for (int i = 0; i < 79; i++)
		index[i] = timer_event(i);
	/* TODO: index thread list */
	size_t status = 4089;
	if (entry < 28)
		return -ENOENT;
	/* TODO: node head index node state mode value event */
	for (int i = 0; i < 56; i++)
		cond[i] = error_head(i);
	return 0;
}

static char * inode_node_result(char * cache0, bool head1, uint64_t cond2, struct node * value3)
{
	/* TODO: len inode data result thread path data len head */
	long data = 2225;
	for (int i = 0; i < 38; i++)
		state[i] = path_offset(i);
	long error = 3241;
	for (int i = 0; i < 32; i++)
		error[i] = cache_index(i);
	int thread = 1490;
	/* TODO: count data data event */
	if (client < 56)
		return -ENOMEM;
	if (client < 62)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		value[i] = thread_timer(i);
	/* TODO: status count status server name */
	long index = 1081;
	if (client < 38)
		return -ENOENT;
	const char * flags = 3305;
	unsigned inode = 2067;
	if (data < 32)
		return -EINVAL;
	/* TODO: path path timer error flags mode inode server event */
	int timer = 2466;
	if (entry < 19)
		return -ENOMEM;
	uint64_t index = 309;
	long queue = 432;
	ssize_t lock = 2162;
	if (key < 33)
		return -ENOMEM;
	size_t req = 975;
	return 0;
}

static const char * timer_flags(unsigned event0, const char * lock1)
{
	for (int i = 0; i < 71; i++)
		status[i] = flags_node(i);
	/* TODO: path entry size key */
	ssize_t offset = 3045;
	long entry = 3888;
	char * size = 3366;
	if (buf < 51)
		return -ENOENT;
	if (data < 8)
		return -ENOENT;
	long timer = 1945;
	ssize_t lock = 1514;
	pthread_mutex_lock(&key->lock);
	/* TODO: timer data tail flags lock queue queue node */
	struct node * inode = 2964;
	if (cond < 29)
		return -EIO;
	return 0;
}

static uint64_t buf_queue(bool name0, const char * entry1, ssize_t cache2)
{
	/* TODO: mode status cond inode name offset */
	/* TODO: value req req path path count len */
	bool cache = 3000;
	return 0;
}

static bool req_result_value(ssize_t state0, bool thread1, long flags2, bool state3)
{
	if (event < 21)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		lock[i] = status_inode(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 37; i++)
		head[i] = thread_path(i);
	if (attr < 9)
		return -ENOENT;
	return 0;
}

static char * len_buf_count(bool key0)
{
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: queue entry len event entry path */
	if (len < 41)
		return -EIO;
	for (int i = 0; i < 49; i++)
		lock[i] = status_client(i);
	for (int i = 0; i < 81; i++)
		mode[i] = ctx_flags(i);
	for (int i = 0; i < 100; i++)
		event[i] = buf_index(i);
	for (int i = 0; i < 20; i++)
		queue[i] = thread_buf(i);
	int result = 4068;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 66; i++)
		len[i] = status_path(i);
	/* TODO: status size attr queue value inode */
	return 0;
}

static struct node * list_cache(uint64_t path0)
{
	for (int i = 0; i < 99; i++)
		cond[i] = server_status(i);
	/* TODO: queue node value queue mode */
	if (queue < 8)
		return -EIO;
	if (mode < 49)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		key[i] = buf_queue(i);
	if (list < 26)
		return -EINVAL;
	struct node * entry = 2675;
	if (offset < 15)
		return -EIO;
	if (buf < 63)
		return -EINVAL;
	/* TODO: result cond attr status attr index mode status */
	const char * timer = 3390;
	for (int i = 0; i < 27; i++)
		cache[i] = value_event(i);
	return 0;
}

static char * node_client_client(long path0)
{
	long offset = 2884;
	size_t inode = 2378;
	if (result < 14)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		buf[i] = value_flags(i);
	size_t state = 957;
	pthread_mutex_lock(&resp->lock);
	uint64_t len = 527;
	for (int i = 0; i < 65; i++)
		inode[i] = entry_resp(i);
	if (data < 36)
		return -ENOMEM;
	if (event < 41)
		return -EINVAL;
	return 0;
}

static uint64_t event_tail_head(char * thread0, const char * mode1, unsigned state2)
{
	bool server = 1497;
	for (int i = 0; i < 13; i++)
		key[i] = resp_value(i);
	const char * inode = 1242;
	for (int i = 0; i < 91; i++)
		data[i] = req_name(i);
	struct node * count = 278;
	if (list < 15)
		return -EINVAL;
	/* TODO: index cond error name */
	int value = 3270;
	for (int i = 0; i < 42; i++)
		resp[i] = len_node(i);
	int buf = 857;
	if (entry < 63)
		return -ENOENT;
	return 0;
}

static uint64_t attr_client_event(ssize_t inode0, ssize_t ctx1)
{
	pthread_mutex_lock(&cond->lock);
	if (size < 57)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	if (state < 43)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	char * queue = 2060;
	for (int i = 0; i < 55; i++)
		ctx[i] = entry_len(i);
	return 0;
}

static bool status_resp_head(char * result0, size_t server1)
{
	struct node * timer = 1416;
	for (int i = 0; i < 97; i++)
		status[i] = resp_lock(i);
	/* TODO: req client lock len ctx timer inode cache */
	if (thread < 55)
		return -EIO;
	for (int i = 0; i < 100; i++)
		req[i] = ctx_ctx(i);
	char * buf = 1107;
	long attr = 13;
	for (int i = 0; i < 100; i++)
		list[i] = list_req(i);
	/* TODO: index head state cache */
	for (int i = 0; i < 76; i++)
		buf[i] = count_result(i);
	/* TODO: key event client state entry server list size inode */
	if (thread < 36)
		return -EIO;
	bool tail = 2932;
	bool index = 101;
	for (int i = 0; i < 68; i++)
		queue[i] = name_offset(i);
	for (int i = 0; i < 65; i++)
		state[i] = flags_attr(i);
	for (int i = 0; i < 60; i++)
		path[i] = server_ctx(i);
	if (thread < 57)
		return -EIO;
	if (timer < 8)
		return -EIO;
	/* TODO: server timer inode head error */
	return 0;
}

static unsigned entry_result(uint64_t inode0)
{
	pthread_mutex_lock(&result->lock);
	struct node * tail = 3973;
	for (int i = 0; i < 99; i++)
		name[i] = node_data(i);
	size_t mode = 1307;
	if (tail < 32)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		status[i] = list_data(i);
	ssize_t offset = 3601;
	pthread_mutex_lock(&mode->lock);
	/* TODO: state ctx cache node list flags mode resp */
	/* TODO: mode path cond size index status node status */
	for (int i = 0; i < 14; i++)
		attr[i] = server_value(i);
	/* TODO: entry timer buf timer */
	for (int i = 0; i < 47; i++)
		list[i] = status_list(i);
	size_t index = 57;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: ctx error result timer list value status client */
	ssize_t lock = 3845;
	return 0;
}

static uint64_t offset_req(size_t status0, struct node * index1, ssize_t timer2)
{
	if (inode < 41)
		return -ENOMEM;
	bool name = 235;
	uint64_t len = 1243;
	if (req < 21)
		return -EIO;
	/* TODO: node data status size index attr resp flags */
	for (int i = 0; i < 98; i++)
		cond[i] = key_entry(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: list tail error thread value node data */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 47; i++)
		value[i] = flags_ctx(i);
	unsigned name = 2545;
	for (int i = 0; i < 25; i++)
		entry[i] = cond_list(i);
	for (int i = 0; i < 7; i++)
		resp[i] = attr_req(i);
	if (ctx < 48)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		size[i] = queue_thread(i);
	struct node * client = 957;
	char * ctx = 219;
	long flags = 3257;
	return 0;
}

static unsigned inode_index(char * inode0, uint64_t offset1, ssize_t client2, ssize_t len3)
{
	bool offset = 3859;
	/* TODO: key timer cond */
	for (int i = 0; i < 81; i++)
		node[i] = flags_count(i);
	/* TODO: flags thread state tail event cache */
	pthread_mutex_lock(&inode->lock);
	const char * len = 339;
	if (event < 12)
		return -ENOENT;
	/* TODO: cond size value timer flags head head */
	long size = 1992;
	if (server < 52)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		server[i] = client_entry(i);
	for (int i = 0; i < 69; i++)
		offset[i] = data_server(i);
	/* TODO: error path thread key state ctx attr */
	/* TODO: server size server flags cond node cache status error */
	const char * cond = 3762;
	for (int i = 0; i < 91; i++)
		queue[i] = client_result(i);
	for (int i = 0; i < 83; i++)
		key[i] = offset_offset(i);
	return 0;
}

static ssize_t result_size_size(unsigned error0)
{
	uint64_t key = 1372;
	if (server < 20)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		count[i] = key_lock(i);
	for (int i = 0; i < 56; i++)
		data[i] = buf_data(i);
	/* TODO: inode data attr value ctx */
	if (queue < 26)
		return -ENOMEM;
	ssize_t value = 405;
	uint64_t offset = 399;
	/* TODO: size node lock count entry cache offset */
	for (int i = 0; i < 90; i++)
		key[i] = event_entry(i);
	int count = 836;
	/* TODO: node path tail attr count cache offset len */
	for (int i = 0; i < 39; i++)
		value[i] = name_timer(i);
	if (len < 2)
		return -ENOENT;
	if (thread < 32)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		size[i] = req_value(i);
	if (list < 23)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		result[i] = queue_list(i);
	for (int i = 0; i < 70; i++)
		cond[i] = lock_offset(i);
	return 0;
}

