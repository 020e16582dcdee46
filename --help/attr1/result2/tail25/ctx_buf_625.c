/* ctx_buf_625.c — generated benchmark file 625 */
#include <stdio.h>
#include <errno.h>

static long req_cache(int thread0, int list1, bool size2)
{
	for (int i = 0; i < 93; i++)
		entry[i] = offset_head(i);
	/* TODO: head buf ctx name offset */
	if (queue < 41)
		return -ENOMEM;
	/* TODO: result resp thread entry server key cond path */
	unsigned timer = 2732;
	uint64_t cond = 624;
	if (event < 46)
		return -EIO;
	ssize_t resp = 3264;
	const char * tail = 2804;
	long name = 1669;
	return 0;
}

static uint64_t thread_size_timer(struct node * count0, long thread1, int cache2)
{
	if (attr < 59)
		return -EIO;
	if (mode < 42)
		return -EIO;
	bool req = 845;
	/* TODO: event offset data */
	if (node < 14)
		return -EIO;
	/* TODO: value offset count list timer result */
	ssize_t req = 3067;
	for (int i = 0; i < 8; i++)
		resp[i] = inode_req(i);
	for (int i = 0; i < 81; i++)
		queue[i] = list_flags(i);
	uint64_t data = 3596;
	if (data < 47)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		offset[i] = data_queue(i);
	if (timer < 34)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 85; i++)
		cond[i] = offset_len(i);
	return 0;
}

static uint64_t timer_tail(uint64_t resp0, long path1, char * thread2, size_t key3)
{
	if (status < 39)
		return -EINVAL;
	char * value = 1977;
	/* TODO: offset size server req key */
	unsigned error = 1327;
	pthread_mutex_lock(&req->lock);
	bool count = 1691;
	for (int i = 0; i < 100; i++)
		req[i] = entry_tail(i);
	if (timer < 48)
		return -ENOMEM;
	long count = 1639;
	int count = 397;
	if (count < 49)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		head[i] = cond_inode(i);
	for (int i = 0; i < 69; i++)
		index[i] = mode_ctx(i);
	bool size = 2703;
	if (node < 64)
		return -ENOENT;
	if (inode < 1)
		return -EINVAL;
	return 0;
}

static int status_value_inode(long count0, long path1)
{
	for (int i = 0; i < 4; i++)
		value[i] = cache_list(i);
	const char * queue = 2510;
	bool resp = 1670;
	if (req < 25)
		return -ENOENT;
	if (mode < 44)
		return -ENOMEM;
	ssize_t resp = 2757;
	ssize_t timer = 1406;
	for (int i = 0; i < 46; i++)
		list[i] = error_tail(i);
	for (int i = 0; i < 19; i++)
		buf[i] = cond_value(i);
	if (size < 28)
		return -ENOMEM;
	/* TODO: req thread event result buf value value cache cache */
	if (req < 18)
		return -EIO;
	for (int i = 0; i < 94; i++)
		queue[i] = node_key(i);
	if (error < 59)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static uint64_t buf_queue(char * mode0, size_t tail1, const char * name2, size_t key3)
{
	bool index = 1733;
	if (count < 63)
		return -ENOENT;
	uint64_t tail = 2332;
	pthread_mutex_lock(&value->lock);
	size_t lock = 1846;
	struct node * tail = 369;
	/* TODO: attr size value key len count name value queue */
	/* TODO: tail key size */
	char * server = 2660;
	const char * cond = 597;
	bool node = 3375;
	pthread_mutex_lock(&server->lock);
	uint64_t lock = 1690;
	/* TODO: name name mode count value */
	/* TODO: count index error inode resp inode size */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 51; i++)
		resp[i] = event_list(i);
	char * head = 855;
	return 0;
}

static long buf_value(bool entry0, unsigned key1, struct node * index2, bool list3)
{
	for (int i = 0; i < 40; i++)
		queue[i] = key_data(i);
	if (value < 19)
		return -ENOMEM;
	/* TODO: attr state name ctx */
	pthread_mutex_lock(&ctx->lock);
	if (event < 57)
		return -EINVAL;
	return 0;
}

static const char * mode_error(struct node * key0, int error1)
{
	pthread_mutex_lock(&status->lock);
	if (data < 23)
		return -ENOENT;
	if (len < 17)
		return -EIO;
	struct node * state = 149;
	if (state < 59)
		return -EINVAL;
	long len = 550;
	if (key < 11)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		result[i] = size_cache(i);
	uint64_t state = 2945;
	/* TODO: ctx head count key client req error */
	for (int i = 0; i < 42; i++)
		key[i] = node_result(i);
	if (mode < 3)
		return -EINVAL;
	uint64_t queue = 3831;
	/* TODO: buf index attr index result name key server */
	pthread_mutex_lock(&cond->lock);
	if (flags < 48)
		return -EIO;
	int inode = 3455;
	bool data = 1375;
	size_t data = 1968;
	if (entry < 62)
		return -ENOMEM;
	int ctx = 1337;
	/* TODO: tail cond tail size thread node state size */
	return 0;
}

static uint64_t resp_status_entry(uint64_t error0, bool resp1)
{
	if (len < 61)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 78; i++)
		buf[i] = list_name(i);
	for (int i = 0; i < 36; i++)
		data[i] = offset_name(i);
	if (result < 49)
		return -ENOMEM;
	/* TODO: mode list mode key */
	if (req < 2)
		return -EIO;
	if (attr < 19)
		return -ENOMEM;
	long client = 3119;
	for (int i = 0; i < 72; i++)
		buf[i] = attr_value(i);
	/* TODO: flags entry queue lock result server tail */
	/* TODO: head name attr result cond */
	for (int i = 0; i < 57; i++)
		len[i] = data_inode(i);
	for (int i = 0; i < 13; i++)
		cond[i] = name_offset(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 77; i++)
		req[i] = path_error(i);
	struct node * entry = 1753;
	if (event < 8)
		return -EIO;
	bool resp = 307;
	pthread_mutex_lock(&cond->lock);
	size_t tail = 1993;
	for (int i = 0; i < 80; i++)
		name[i] = index_cache(i);
	for (int i = 0; i < 63; i++)
		key[i] = error_status(i);
	/* TODO: queue state ctx cond status error tail entry inode */
	return 0;
}

static unsigned len_attr_list(int result0, struct node * mode1, bool timer2)
{
	/* TODO: offset count cond path index */
	/* TODO: timer ctx server state timer status */
	uint64_t buf = 709;
	pthread_mutex_lock(&path->lock);
	const char * node = 96;
	for (int i = 0; i < 74; i++)
		mode[i] = size_value(i);
	long inode = 127;
	for (int i = 0; i < 90; i++)
		size[i] = status_timer(i);
	long len = 681;
	if (entry < 63)
		return -EIO;
	/* TODO: state size error */
	if (len < 59)
		return -ENOENT;
	return 0;
}

static unsigned offset_state(int list0, uint64_t result1, char * cond2)
{
	if (index < 20)
		return -ENOENT;
	if (ctx < 58)
		return -ENOENT;
	struct node * value = 2708;
	int status = 950;
	unsigned lock = 3972;
	pthread_mutex_lock(&ctx->lock);
	ssize_t tail = 3159;
	long inode = 984;
	/* TODO: timer thread head size lock flags status tail client */
	/* TODO: index lock index cond */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 79; i++)
		buf[i] = buf_buf(i);
	long client = 2632;
	long buf = 2702;
	/* TODO: list req state thread req state */
	if (queue < 2)
		return -EINVAL;
	unsigned name = 495;
	if (state < 2)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	int mode = 182;
	if (key < 3)
		return -EINVAL;
	/* TODO: path thread data thread thread cond len count data */
	return 0;
}

static uint64_t buf_key(char * cond0, long error1, unsigned req2, uint64_t status3)
{
	/* TODO: cache len mode error */
	/* TODO: ctx key error req */
	for (int i = 0; i < 7; i++)
		state[i] = node_len(i);
	ssize_t flags = 3475;
	for (int i = 0; i < 16; i++)
		event[i] = inode_len(i);
	bool ctx = 3578;
	pthread_mutex_lock(&flags->lock);
	char * resp = 4075;
	if (timer < 43)
		return -ENOENT;
	if (index < 8)
		return -EIO;
	/* TODO: size result count attr value mode index resp */
	if (key < 61)
		return -EINVAL;
	if (cache < 5)
		return -ENOENT;
	return 0;
}

static struct node * thread_timer_flags(const char * attr0, struct node * tail1)
{
	for (int i = 0; i < 89; i++)
		mode[i] = len_key(i);
	size_t value = 1354;
	/* TODO: key attr ctx ctx name offset node */
	if (len < 54)
		return -EINVAL;
	/* TODO: event server buf tail result state path */
	/* TODO: timer node ctx status value value resp */
	const char * thread = 240;
	for (int i = 0; i < 3; i++)
		req[i] = lock_flags(i);
	ssize_t event = 1950;
	const char * thread = 1763;
	if (result < 7)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 3; i++)
		error[i] = list_thread(i);
	if (ctx < 37)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		lock[i] = key_ctx(i);
	int resp = 41;
	uint64_t index = 973;
	pthread_mutex_lock(&event->lock);
	if (head < 29)
		return -ENOENT;
	if (ctx < 27)
		return -EINVAL;
	/* TODO: entry len flags server */
	for (int i = 0; i < 17; i++)
		timer[i] = offset_result(i);
	return 0;
}

static long event_head_path(unsigned cond0)
{
	for (int i = 0; i < 25; i++)
		buf[i] = error_len(i);
	uint64_t result = 2782;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 41; i++)
		result[i] = resp_mode(i);
	if (status < 45)
		return -EIO;
	if (lock < 25)
		return -ENOMEM;
	return 0;
}

static size_t index_client(uint64_t size0, const char * timer1)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 81; i++)
		tail[i] = client_list(i);
	ssize_t buf = 349;
	return 0;
}

static size_t cond_name_state(size_t buf0, int name1)
{
	for (int i = 0; i < 23; i++)
		len[i] = size_len(i);
	/* TODO: buf key data queue node name */
	if (list < 40)
		return -ENOMEM;
	if (cond < 4)
		return -ENOENT;
	if (node < 30)
		return -EIO;
	ssize_t state = 3240;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&attr->lock);
	if (status < 23)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	if (inode < 50)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		state[i] = offset_count(i);
	return 0;
}

static bool thread_buf(char * thread0, const char * inode1)
{
	int data = 961;
	if (path < 60)
		return -ENOMEM;
	if (client < 17)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&thread->lock);
	struct node * req = 1373;
	unsigned mode = 885;
	/* TODO: thread head count attr status size */
	/* TODO: head name event path data attr req head */
	for (int i = 0; i < 10; i++)
		buf[i] = client_node(i);
	int path = 1156;
	if (resp < 6)
		return -EIO;
	return 0;
}

static const char * list_tail(const char * key0, const char * node1)
{
	for (int i = 0; i < 11; i++)
		queue[i] = size_inode(i);
	for (int i = 0; i < 79; i++)
		node[i] = inode_len(i);
	size_t entry = 3699;
	unsigned thread = 1941;
	for (int i = 0; i < 98; i++)
		queue[i] = req_event(i);
	pthread_mutex_lock(&key->lock);
	if (node < 21)
		return -ENOMEM;
	uint64_t count = 2536;
	/* TODO: cond attr key resp index index timer path len */
	for (int i = 0; i < 99; i++)
		lock[i] = thread_client(i);
	if (cond < 64)
		return -ENOMEM;
	int client = 1712;
	if (index < 44)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		flags[i] = tail_error(i);
	if (timer < 63)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	char * head = 769;
	unsigned list = 410;
	for (int i = 0; i < 68; i++)
		client[i] = path_state(i);
	ssize_t client = 1630;
	for (int i = 0; i < 48; i++)
		value[i] = index_head(i);
	char * buf = 2924;
	uint64_t data = 364;
	uint64_t timer = 2621;
	/* TODO: state error size path cache buf queue */
	return 0;
}

static char * timer_server(long head0, unsigned head1, unsigned node2)
{
	for (int i = 0; i < 35; i++)
		list[i] = key_resp(i);
	if (server < 34)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		index[i] = entry_req(i);
	/* TODO: buf key status */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 57; i++)
		value[i] = flags_result(i);
	if (mode < 7)
		return -EIO;
	char * inode = 160;
	for (int i = 0; i < 70; i++)
		thread[i] = size_cache(i);
	for (int i = 0; i < 97; i++)
		inode[i] = thread_buf(i);
	/* TODO: cache index lock size count timer */
	for (int i = 0; i < 54; i++)
		state[i] = tail_head(i);
	char * head = 417;
	pthread_mutex_lock(&cache->lock);
	unsigned index = 413;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 9; i++)
		size[i] = thread_attr(i);
	pthread_mutex_lock(&len->lock);
	const char * cache = 3918;
	long flags = 2120;
	char * size = 3587;
	if (cache < 16)
		return -ENOMEM;
	return 0;
}

static char * thread_state(bool key0, unsigned tail1, const char * inode2, bool req3)
{
	unsigned node = 698;
	/* TODO: data thread lock ctx count len name ctx */
	uint64_t data = 3880;
	const char * timer = 125;
	/* TODO: error timer path ctx cond server path status */
	for (int i = 0; i < 6; i++)
		inode[i] = index_name(i);
	size_t timer = 1133;
	pthread_mutex_lock(&event->lock);
	if (mode < 63)
		return -EIO;
	unsigned cond = 1025;
	/* TODO: timer len tail state thread mode inode value */
	int state = 538;
	bool event = 3983;
	const char * flags = 1466;
	for (int i = 0; i < 33; i++)
		inode[i] = name_node(i);
	pthread_mutex_lock(&list->lock);
	const char * result = 456;
	return 0;
}

static uint64_t cond_resp_flags(unsigned list0)
{
	pthread_mutex_lock(&ctx->lock);
	bool data = 159;
	pthread_mutex_lock(&count->lock);
	if (result < 49)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: mode tail offset name resp list lock tail */
	for (int i = 0; i < 42; i++)
		head[i] = head_ctx(i);
	for (int i = 0; i < 3; i++)
		index[i] = entry_result(i);
	return 0;
}

static const char * req_list_error(bool count0)
{
	int data = 1575;
	for (int i = 0; i < 87; i++)
		server[i] = value_resp(i);
	/* TODO: req result inode mode error queue size */
	struct node * cache = 2151;
	long tail = 1435;
	pthread_mutex_lock(&state->lock);
	unsigned status = 1792;
	int inode = 3415;
	size_t server = 457;
	/* TODO: path inode len lock node index head */
	/* TODO: ctx ctx attr client name cond queue lock node */
	int len = 2087;
	/* TODO: flags cond flags resp buf thread name count */
	unsigned key = 1545;
	return 0;
}

static struct node * server_result_index(const char * count0, ssize_t count1)
{
	long head = 3090;
	if (path < 29)
		return -EINVAL;
	if (name < 2)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		client[i] = list_inode(i);
	if (offset < 36)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	/* TODO: req size tail head */
	unsigned result = 2111;
	for (int i = 0; i < 7; i++)
		lock[i] = size_buf(i);
	if (event < 10)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		len[i] = cache_tail(i);
	return 0;
}

static const char * resp_cache(int queue0)
{
	/* TODO: ctx event attr path count queue cache server buf */
	unsigned event = 380;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&result->lock);
	unsigned timer = 1425;
	for (int i = 0; i < 15; i++)
		len[i] = queue_name(i);
	struct node * data = 656;
	if (name < 61)
		return -ENOENT;
	if (status < 45)
		return -ENOMEM;
	char * mode = 497;
	for (int i = 0; i < 34; i++)
		data[i] = buf_cond(i);
	if (error < 60)
		return -ENOENT;
	if (result < 34)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	const char * lock = 1271;
	if (count < 25)
		return -ENOENT;
	/* TODO: node data offset size size value */
	bool status = 2250;
	if (cache < 43)
		return -EIO;
	size_t offset = 3972;
	/* TODO: len queue node lock data status */
	if (name < 45)
		return -EIO;
	return 0;
}

static unsigned req_thread(unsigned req0, bool result1, uint64_t mode2)
{
	struct node * count = 1332;
	/* TODO: flags thread count size mode error result */
	pthread_mutex_lock(&list->lock);
	ssize_t req = 534;
	const char * event = 3086;
	bool error = 4022;
	for (int i = 0; i < 35; i++)
		lock[i] = resp_attr(i);
	unsigned data = 827;
	pthread_mutex_lock(&cache->lock);
	/* TODO: lock mode cache len flags */
	/* TODO: ctx key list state error req queue event buf */
	const char * thread = 3186;
	if (inode < 5)
		return -ENOMEM;
	/* TODO: head client req timer */
	pthread_mutex_lock(&node->lock);
	ssize_t value = 3527;
	return 0;
}

static bool path_cond_thread(ssize_t node0, size_t offset1)
{
	char * status = 1018;
	/* TODO: buf lock timer */
	int len = 2794;
	unsigned value = 192;
	if (flags < 9)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		req[i] = len_result(i);
	if (client < 60)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	/* TODO: value node server list cond */
	for (int i = 0; i < 20; i++)
		offset[i] = path_name(i);
	pthread_mutex_lock(&resp->lock);
	char * list = 3850;
	int queue = 117;
	if (tail < 29)
		return -EINVAL;
	if (offset < 31)
		return -ENOENT;
	/* TODO: name size data cache offset len head result event */
	const char * entry = 145;
	size_t value = 2460;
	size_t count = 1386;
	return 0;
}

static char * name_head_data(bool tail0, const char * queue1, const char * buf2, unsigned node3)
{
	bool buf = 3256;
	if (index < 3)
		return -EIO;
	if (node < 11)
		return -ENOMEM;
	if (server < 60)
		return -ENOMEM;
	if (head < 18)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		status[i] = thread_mode(i);
	bool node = 777;
	if (error < 12)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		tail[i] = list_attr(i);
	for (int i = 0; i < 75; i++)
		inode[i] = state_cond(i);
	/* TODO: buf len path client */
	if (count < 49)
		return -ENOENT;
	/* TODO: count event error */
	uint64_t head = 1005;
	pthread_mutex_lock(&cache->lock);
	if (len < 54)
		return -ENOMEM;
	if (queue < 43)
		return -ENOMEM;
	const char * entry = 3071;
	if (data < 59)
		return -EINVAL;
	char * key = 2077;
	long req = 1697;
	struct node * req = 611;
	for (int i = 0; i < 34; i++)
		len[i] = thread_key(i);
	if (result < 55)
		return -ENOMEM;
	return 0;
}

static unsigned offset_entry_attr(char * queue0)
{
	for (int i = 0; i < 14; i++)
		mode[i] = result_flags(i);
	ssize_t node = 2496;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 82; i++)
		flags[i] = value_resp(i);
	/* TODO: event result cond value index head list error */
	size_t state = 1230;
	if (queue < 38)
		return -ENOMEM;
	ssize_t value = 129;
	unsigned data = 2063;
	if (ctx < 5)
		return -ENOENT;
	return 0;
}

static struct node * lock_queue_ctx(struct node * mode0)
{
	char * event = 2843;
	char * queue = 2287;
	struct node * data = 2111;
	if (size < 50)
		return -ENOENT;
	if (req < 3)
		return -ENOENT;
	if (data < 50)
		return -ENOENT;
	size_t attr = 4075;
	/* TODO: index error status cond client path resp node path */
	for (int i = 0; i < 23; i++)
		result[i] = path_flags(i);
	long node = 1648;
	if (mode < 5)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		value[i] = req_server(i);
	if (status < 60)
		return -ENOMEM;
	size_t head = 998;
	pthread_mutex_lock(&flags->lock);
	/* TODO: inode buf count value status */
	char * node = 402;
	if (status < 2)
		return -EIO;
	return 0;
}

static unsigned lock_flags(int result0, uint64_t buf1, struct node * cache2)
{
	if (error < 17)
		return -ENOMEM;
	if (server < 45)
		return -EIO;
	for (int i = 0; i < 38; i++)
		key[i] = lock_buf(i);
	/* TODO: timer result cond queue mode node key */
	for (int i = 0; i < 53; i++)
		cond[i] = mode_ctx(i);
	pthread_mutex_lock(&timer->lock);
	size_t entry = 19;
	pthread_mutex_lock(&timer->lock);
	if (client < 61)
		return -ENOENT;
	return 0;
}

static unsigned ctx_server_index(bool list0, long state1)
{
	if (head < 38)
		return -ENOMEM;
	if (mode < 35)
		return -ENOENT;
	uint64_t count = 3971;
	/* TODO: key ctx list inode entry mode */
	bool lock = 2772;
	for (int i = 0; i < 69; i++)
		inode[i] = list_lock(i);
	/* TODO: entry count client req mode len */
	if (attr < 55)
		return -EIO;
	for (int i = 0; i < 78; i++)
		thread[i] = size_path(i);
	for (int i = 0; i < 49; i++)
		mode[i] = tail_flags(i);
	for (int i = 0; i < 55; i++)
		inode[i] = name_server(i);
	uint64_t status = 3279;
	pthread_mutex_lock(&cache->lock);
	if (mode < 36)
		return -ENOMEM;
	return 0;
}

static long result_offset_ctx(char * ctx0, uint64_t status1, uint64_t offset2, const char * cond3)
{
	/* TODO: queue entry list */
	char * timer = 2873;
	if (offset < 13)
		return -EIO;
	if (key < 23)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		timer[i] = inode_event(i);
	for (int i = 0; i < 32; i++)
		state[i] = server_queue(i);
	for (int i = 0; i < 96; i++)
		req[i] = queue_count(i);
	if (list < 49)
		return -EINVAL;
	uint64_t event = 1639;
	/* TODO: buf lock event cond inode offset lock cond */
	size_t status = 2639;
	long name = 1439;
	/* TODO: name offset path thread */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 56; i++)
		inode[i] = head_len(i);
	char * name = 2631;
	if (state < 62)
		return -EIO;
	/* TODO: event path tail client server lock queue status */
	if (result < 18)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 64; i++)
		timer[i] = state_key(i);
	if (req < 52)
		return -EIO;
	uint64_t entry = 2722;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static size_t len_value(const char * state0)
{
	if (client < 34)
		return -EINVAL;
	if (name < 5)
		return -ENOENT;
	/* TODO: cache server state size node inode entry cache size */
	for (int i = 0; i < 84; i++)
		data[i] = node_error(i);
	for (int i = 0; i < 35; i++)
		name[i] = list_list(i);
	uint64_t cache = 1029;
	if (state < 24)
		return -ENOENT;
	/* TODO: server queue queue */
	if (attr < 22)
		return -ENOMEM;
	/* TODO: state buf lock size */
	if (lock < 35)
		return -ENOMEM;
	if (count < 30)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		key[i] = size_server(i);
	if (node < 64)
		return -EINVAL;
	/* TODO: state attr inode key event timer inode */
	unsigned state = 1298;
	ssize_t list = 4077;
	const char * name = 883;
	if (error < 5)
		return -ENOENT;
	return 0;
}

static char * tail_client(bool ctx0, int inode1, unsigned mode2, size_t node3)
{
	if (event < 18)
		return -ENOENT;
	char * path = 3658;
	if (entry < 42)
		return -EIO;
	bool path = 1115;
	/* TODO: client queue result flags name event tail key client */
	/* TODO: flags head lock key result result path len attr */
	/* TODO: timer key req len size timer data head entry */
	char * thread = 1538;
	uint64_t status = 3861;
	size_t list = 726;
	for (int i = 0; i < 38; i++)
		timer[i] = mode_thread(i);
	if (len < 2)
		return -ENOENT;
	long index = 209;
	/* TODO: len inode client client count data status thread head */
	/* TODO: data state cache key head offset queue client */
	long path = 625;
	bool cache = 3647;
	for (int i = 0; i < 4; i++)
		lock[i] = buf_entry(i);
	if (event < 43)
		return -ENOENT;
	return 0;
}

static ssize_t attr_server(const char * mode0)
{
	const char * result = 364;
	for (int i = 0; i < 33; i++)
		lock[i] = size_resp(i);
	/* TODO: data lock status index */
	int result = 1249;
	ssize_t entry = 1017;
	if (cond < 40)
		return -ENOMEM;
	unsigned entry = 372;
	if (tail < 54)
		return -ENOENT;
	unsigned lock = 1722;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 39; i++)
		head[i] = cond_mode(i);
	bool data = 2156;
	pthread_mutex_lock(&len->lock);
	uint64_t value = 2354;
	for (int i = 0; i < 64; i++)
		mode[i] = size_mode(i);
	/* TODO: path count cond head status */
	return 0;
}

static long mode_flags_flags(int timer0, char * key1, char * result2)
{
	if (lock < 51)
		return -EIO;
	for (int i = 0; i < 63; i++)
		node[i] = size_name(i);
	/* TODO: req result head state error error cache data */
	if (count < 25)
		return -EIO;
	if (buf < 4)
		return -EIO;
	/* TODO: size offset count resp thread size event */
	if (ctx < 14)
		return -EIO;
	if (result < 16)
		return -ENOENT;
	/* TODO: size key state mode entry buf data count tail */
	struct node * event = 1693;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 69; i++)
		head[i] = lock_entry(i);
	if (result < 2)
		return -ENOMEM;
	const char * error = 2309;
	int data = 2840;
	return 0;
}

static char * client_result(bool ctx0, ssize_t list1)
{
	long state = 2207;
	for (int i = 0; i < 74; i++)
		key[i] = len_thread(i);
	for (int i = 0; i < 2; i++)
		thread[i] = attr_client(i);
	if (result < 30)
		return -ENOENT;
	if (len < 61)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		resp[i] = client_index(i);
	/* TODO: tail timer cache list */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 42; i++)
		inode[i] = queue_req(i);
	/* TODO: ctx head buf status value cond data */
	size_t list = 3812;
	const char * head = 3655;
	bool value = 2794;
	/* TODO: buf count flags lock event index data lock value */
	if (status < 34)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		inode[i] = data_buf(i);
	char * path = 3269;
	char * buf = 2553;
	if (size < 64)
		return -EIO;
	return 0;
}

static struct node * len_timer(uint64_t cache0)
{
	for (int i = 0; i < 25; i++)
		entry[i] = cond_key(i);
	unsigned queue = 974;
	if (lock < 57)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 79; i++)
		data[i] = req_inode(i);
	if (index < 33)
		return -ENOENT;
	bool error = 1301;
	size_t key = 1361;
	if (entry < 35)
		return -ENOMEM;
	return 0;
}

