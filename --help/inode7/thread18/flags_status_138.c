/* flags_status_138.c — generated benchmark file 138 */
#include <stdio.h>
#include <errno.h>

static struct node * cond_size_count(size_t error0, ssize_t client1, ssize_t node2)
{
	/* TODO: data resp state inode inode */
	for (int i = 0; i < 73; i++)
		client[i] = state_thread(i);
	/* TODO: mode error thread error ctx name status */
	if (inode < 29)
		return -EIO;
	bool inode = 434;
	long attr = 355;
	size_t flags = 3818;
	int flags = 1277;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static bool state_node(char * flags0, struct node * status1, long head2)
{
	if (lock < 16)
		return -EINVAL;
	if (cond < 7)
		return -EINVAL;
	char * value = 3317;
	if (index < 4)
		return -EIO;
	if (result < 53)
		return -EINVAL;
	/* TODO: len ctx index event state lock */
	struct node * size = 1053;
	pthread_mutex_lock(&index->lock);
	const char * head = 2575;
	for (int i = 0; i < 47; i++)
		mode[i] = cache_path(i);
	int resp = 904;
	struct node * client = 2293;
	for (int i = 0; i < 32; i++)
		ctx[i] = state_path(i);
	/* TODO: path timer state event flags mode buf */
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&attr->lock);
	uint64_t data = 1544;
	int queue = 2721;
	unsigned inode = 3038;
	for (int i = 0; i < 29; i++)
		count[i] = resp_queue(i);
	for (int i = 0; i < 3; i++)
		inode[i] = value_buf(i);
	pthread_mutex_lock(&buf->lock);
	long offset = 922;
	for (int i = 0; i < 52; i++)
		error[i] = timer_mode(i);
	return 0;
}

static long state_name_index(long key0, bool head1, int head2, const char * len3)
{
	bool data = 3309;
	int status = 2909;
	if (offset < 52)
		return -EIO;
	return 0;
}

static struct node * lock_lock_buf(size_t path0, size_t value1)
{
	if (state < 19)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		event[i] = event_state(i);
	/* TODO: resp node req count state value server */
	/* TODO: client name inode len entry size path ctx req */
	/* TODO: flags queue name tail client cache queue node */
	if (thread < 51)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		key[i] = error_result(i);
	ssize_t state = 115;
	pthread_mutex_lock(&resp->lock);
	if (event < 62)
		return -EINVAL;
	/* TODO: head tail head */
	for (int i = 0; i < 2; i++)
		cond[i] = state_ctx(i);
	for (int i = 0; i < 17; i++)
		cond[i] = flags_ctx(i);
	int queue = 2998;
	ssize_t status = 695;
	if (list < 57)
		return -EIO;
	char * flags = 2200;
	for (int i = 0; i < 35; i++)
		node[i] = error_value(i);
	long index = 112;
	/* TODO: count inode len resp state index mode */
	if (lock < 21)
		return -EIO;
	if (len < 6)
		return -ENOMEM;
	size_t attr = 2840;
	uint64_t attr = 1183;
	int entry = 3883;
	return 0;
}

static char * count_offset(uint64_t cond0, ssize_t inode1, ssize_t req2)
{
	ssize_t flags = 3163;
	if (len < 52)
		return -EINVAL;
	if (len < 60)
		return -EIO;
	if (path < 52)
		return -ENOENT;
	bool timer = 4057;
	int thread = 2883;
	for (int i = 0; i < 90; i++)
		mode[i] = req_buf(i);
	if (flags < 58)
		return -ENOENT;
	/* TODO: lock size status tail result size size tail */
	for (int i = 0; i < 98; i++)
		offset[i] = node_error(i);
	if (data < 16)
		return -ENOMEM;
	if (name < 27)
		return -EIO;
	return 0;
}

static long mode_name_lock(uint64_t state0, uint64_t index1)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: data error key attr ctx lock error attr client */
	if (key < 59)
		return -EIO;
	char * client = 2032;
	if (ctx < 12)
		return -ENOMEM;
	if (cond < 2)
		return -ENOENT;
	/* TODO: head lock buf value cond head */
	for (int i = 0; i < 22; i++)
		timer[i] = error_status(i);
	struct node * server = 60;
	for (int i = 0; i < 79; i++)
		resp[i] = result_path(i);
	for (int i = 0; i < 88; i++)
		req[i] = node_status(i);
	/* TODO: resp key thread result */
	for (int i = 0; i < 24; i++)
		req[i] = count_count(i);
	return 0;
}

static const char * cond_count(const char * path0, int path1, bool list2, bool event3)
{
	/* TODO: index head mode cache */
	for (int i = 0; i < 53; i++)
		result[i] = value_value(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 54; i++)
		tail[i] = resp_name(i);
	pthread_mutex_lock(&error->lock);
	bool size = 2227;
	int tail = 921;
	/* TODO: value flags path offset offset value node */
	/* TODO: inode result thread queue */
	for (int i = 0; i < 96; i++)
		req[i] = event_req(i);
	if (entry < 30)
		return -ENOENT;
	if (node < 19)
		return -ENOENT;
	const char * path = 1259;
	for (int i = 0; i < 42; i++)
		node[i] = list_lock(i);
	for (int i = 0; i < 14; i++)
		ctx[i] = status_tail(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 81; i++)
		entry[i] = size_result(i);
	const char * client = 3903;
	uint64_t data = 3987;
	for (int i = 0; i < 48; i++)
		entry[i] = timer_queue(i);
	if (inode < 5)
		return -ENOMEM;
	const char * event = 4022;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static int result_len_attr(int inode0, long key1, uint64_t key2)
{
	for (int i = 0; i < 89; i++)
		result[i] = thread_result(i);
	ssize_t node = 3473;
	if (cond < 28)
		return -ENOMEM;
	const char * thread = 701;
	if (offset < 49)
		return -EINVAL;
	long flags = 1587;
	if (event < 52)
		return -EINVAL;
	/* TODO: flags mode cache inode buf name entry data */
	for (int i = 0; i < 22; i++)
		lock[i] = queue_count(i);
	bool len = 768;
	/* TODO: attr result name */
	ssize_t cache = 2092;
	for (int i = 0; i < 63; i++)
		timer[i] = client_cond(i);
	const char * head = 712;
	pthread_mutex_lock(&name->lock);
	size_t event = 3960;
	unsigned timer = 260;
	if (client < 7)
		return -ENOMEM;
	long len = 1380;
	for (int i = 0; i < 93; i++)
		list[i] = size_buf(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: size index path resp req list index */
	return 0;
}

static const char * timer_offset_key(uint64_t name0)
{
	if (event < 33)
		return -ENOENT;
	/* TODO: value buf lock */
	for (int i = 0; i < 50; i++)
		lock[i] = list_server(i);
	if (timer < 5)
		return -ENOMEM;
	/* TODO: flags client offset entry path server lock */
	if (state < 37)
		return -ENOENT;
	uint64_t offset = 1325;
	/* TODO: event size attr value ctx index */
	/* TODO: entry queue mode name data data thread */
	return 0;
}

static struct node * size_value(const char * state0, uint64_t key1, long resp2, bool entry3)
{
	/* TODO: mode tail index node len req server client node */
	int attr = 1867;
	if (status < 39)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		cond[i] = resp_size(i);
	if (attr < 18)
		return -EIO;
	if (thread < 21)
		return -EIO;
	unsigned resp = 3740;
	const char * attr = 912;
	for (int i = 0; i < 3; i++)
		size[i] = ctx_ctx(i);
	unsigned cache = 2828;
	char * status = 525;
	for (int i = 0; i < 43; i++)
		value[i] = result_offset(i);
	bool data = 3159;
	if (lock < 49)
		return -ENOMEM;
	return 0;
}

static struct node * data_node(uint64_t flags0, int size1)
{
	if (event < 10)
		return -ENOMEM;
	ssize_t cond = 1482;
	/* TODO: inode result flags key value */
	for (int i = 0; i < 74; i++)
		server[i] = len_ctx(i);
	unsigned len = 1580;
	if (entry < 26)
		return -EINVAL;
	if (lock < 44)
		return -EINVAL;
	if (inode < 9)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		timer[i] = thread_data(i);
	/* TODO: flags status list cache thread state */
	if (key < 38)
		return -EINVAL;
	if (resp < 64)
		return -EINVAL;
	return 0;
}

static const char * event_cond_count(ssize_t state0, int error1, uint64_t flags2)
{
	bool node = 4017;
	/* TODO: size index len offset data */
	if (attr < 23)
		return -EINVAL;
	int tail = 553;
	for (int i = 0; i < 42; i++)
		resp[i] = cond_attr(i);
	struct node * buf = 2242;
	/* TODO: offset node result mode state timer */
	long flags = 417;
	if (thread < 61)
		return -EIO;
	/* TODO: cond result server head server head queue */
	int name = 1803;
	int path = 38;
	/* TODO: cache state path */
	if (name < 5)
		return -EINVAL;
	/* TODO: thread inode list len resp */
	for (int i = 0; i < 38; i++)
		result[i] = client_inode(i);
	return 0;
}

static char * value_size(ssize_t lock0, int server1, uint64_t client2)
{
	/* TODO: path len cond queue index */
	long size = 2991;
	ssize_t mode = 3917;
	for (int i = 0; i < 59; i++)
		result[i] = key_resp(i);
	if (head < 62)
		return -EIO;
	if (index < 49)
		return -EIO;
	/* TODO: cache flags req data size offset */
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static unsigned offset_lock(uint64_t ctx0, char * name1)
{
	unsigned head = 1859;
	for (int i = 0; i < 68; i++)
		mode[i] = result_head(i);
	long cond = 3953;
	for (int i = 0; i < 61; i++)
		ctx[i] = key_status(i);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static ssize_t list_error_cache(uint64_t data0)
{
	const char * result = 11;
	for (int i = 0; i < 69; i++)
		event[i] = head_ctx(i);
	if (tail < 3)
		return -EINVAL;
	if (offset < 56)
		return -EIO;
	if (server < 15)
		return -ENOENT;
	if (lock < 6)
		return -ENOMEM;
	int state = 2636;
	/* TODO: tail result event */
	pthread_mutex_lock(&list->lock);
	unsigned timer = 3674;
	pthread_mutex_lock(&attr->lock);
	struct node * tail = 3130;
	int error = 786;
	if (size < 17)
		return -EIO;
	for (int i = 0; i < 58; i++)
		resp[i] = lock_head(i);
	if (lock < 15)
		return -EIO;
	for (int i = 0; i < 47; i++)
		server[i] = name_flags(i);
	struct node * inode = 1122;
	for (int i = 0; i < 30; i++)
		state[i] = key_inode(i);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static struct node * resp_list_client(size_t inode0)
{
	char * ctx = 759;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 19; i++)
		resp[i] = data_thread(i);
	/* TODO: req queue head head ctx error */
	for (int i = 0; i < 31; i++)
		head[i] = client_head(i);
	char * len = 1370;
	/* TODO: mode data timer error */
	bool buf = 735;
	/* TODO: timer result entry cond ctx lock head */
	/* TODO: lock head client entry error flags attr len state */
	const char * node = 2230;
	size_t timer = 1431;
	if (cache < 60)
		return -ENOENT;
	/* TODO: entry buf mode timer count index error */
	const char * tail = 3356;
	size_t path = 1082;
	unsigned name = 829;
	return 0;
}

static unsigned head_data(ssize_t index0, int lock1)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: lock tail index count */
	for (int i = 0; i < 94; i++)
		state[i] = result_key(i);
	/* TODO: size cache cond status status key ctx state */
	uint64_t event = 518;
	if (count < 45)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (cond < 52)
		return -EINVAL;
	return 0;
}

static ssize_t event_result_ctx(long server0)
{
	struct node * index = 3335;
	if (client < 7)
		return -ENOMEM;
	if (head < 23)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	bool buf = 1965;
	for (int i = 0; i < 72; i++)
		data[i] = result_result(i);
	return 0;
}

static bool value_data(struct node * event0)
{
	uint64_t error = 244;
	if (offset < 20)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (timer < 33)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&state->lock);
	if (status < 43)
		return -EIO;
	long error = 556;
	if (index < 15)
		return -EIO;
	bool path = 1951;
	/* TODO: state result path */
	pthread_mutex_lock(&thread->lock);
	struct node * list = 3252;
	for (int i = 0; i < 65; i++)
		attr[i] = node_status(i);
	return 0;
}

static bool result_buf_flags(long thread0)
{
	if (name < 57)
		return -ENOENT;
	/* TODO: offset queue index client */
	for (int i = 0; i < 48; i++)
		queue[i] = path_cache(i);
	return 0;
}

static size_t cache_client_queue(const char * size0, unsigned queue1)
{
	ssize_t req = 3736;
	pthread_mutex_lock(&mode->lock);
	int resp = 1660;
	uint64_t size = 2974;
	/* TODO: ctx key attr queue req cond count ctx */
	for (int i = 0; i < 99; i++)
		path[i] = entry_name(i);
	if (client < 33)
		return -EINVAL;
	/* TODO: name name server attr */
	uint64_t list = 698;
	ssize_t status = 2737;
	int mode = 264;
	size_t server = 3757;
	return 0;
}

static unsigned index_tail_ctx(const char * cond0, bool cache1, int thread2)
{
	if (key < 64)
		return -ENOENT;
	if (error < 44)
		return -ENOENT;
	/* TODO: node lock index server */
	if (node < 11)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		cond[i] = cache_error(i);
	unsigned buf = 576;
	if (ctx < 31)
		return -ENOMEM;
	/* TODO: name mode path offset tail */
	for (int i = 0; i < 98; i++)
		client[i] = event_flags(i);
	size_t flags = 1777;
	for (int i = 0; i < 78; i++)
		status[i] = name_path(i);
	for (int i = 0; i < 30; i++)
		head[i] = inode_thread(i);
	/* TODO: size server req mode resp entry head */
	for (int i = 0; i < 20; i++)
		name[i] = thread_lock(i);
	const char * attr = 3099;
	if (key < 17)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 97; i++)
		cache[i] = len_queue(i);
	return 0;
}

static int cond_cache(struct node * state0, long name1, ssize_t len2)
{
	if (head < 11)
		return -ENOMEM;
	/* TODO: index key offset head resp len state buf req */
	if (len < 17)
		return -EIO;
	return 0;
}

static struct node * cache_index_list(unsigned len0, long data1, uint64_t client2)
{
	if (offset < 10)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	ssize_t result = 4085;
	for (int i = 0; i < 69; i++)
		key[i] = client_client(i);
	for (int i = 0; i < 99; i++)
		event[i] = offset_node(i);
	/* TODO: key head resp */
	pthread_mutex_lock(&timer->lock);
	if (path < 19)
		return -ENOENT;
	if (data < 24)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		req[i] = tail_timer(i);
	int index = 2998;
	for (int i = 0; i < 36; i++)
		attr[i] = server_index(i);
	int size = 1880;
	/* TODO: inode tail value cond path offset result state size */
	if (name < 13)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	size_t entry = 3968;
	if (cache < 26)
		return -EIO;
	if (flags < 44)
		return -ENOMEM;
	if (entry < 20)
		return -EINVAL;
	if (client < 35)
		return -EINVAL;
	bool path = 2095;
	return 0;
}

static const char * cond_value_error(unsigned size0, struct node * client1)
{
	if (mode < 42)
		return -EINVAL;
	if (resp < 41)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	unsigned status = 194;
	if (index < 37)
		return -ENOENT;
	/* TODO: cond req head size */
	/* TODO: buf server tail index */
	pthread_mutex_lock(&index->lock);
	if (queue < 8)
		return -EINVAL;
	bool thread = 3680;
	pthread_mutex_lock(&key->lock);
	if (index < 2)
		return -EIO;
	long queue = 1501;
	int head = 3358;
	/* TODO: size index cond */
	char * inode = 412;
	/* TODO: size tail offset thread server */
	return 0;
}

static char * data_mode_inode(char * len0)
{
	unsigned offset = 865;
	for (int i = 0; i < 58; i++)
		timer[i] = attr_tail(i);
	unsigned count = 4006;
	const char * server = 3461;
	for (int i = 0; i < 68; i++)
		error[i] = flags_state(i);
	pthread_mutex_lock(&count->lock);
	uint64_t timer = 2601;
	size_t data = 3964;
	char * mode = 288;
	return 0;
}

static struct node * lock_ctx(bool entry0, const char * cache1, unsigned len2)
{
	if (thread < 32)
		return -EIO;
	size_t tail = 836;
	for (int i = 0; i < 90; i++)
		data[i] = req_client(i);
	if (index < 60)
		return -EINVAL;
	if (inode < 29)
		return -ENOENT;
	/* TODO: entry status timer ctx mode */
	pthread_mutex_lock(&inode->lock);
	struct node * state = 4033;
	pthread_mutex_lock(&cond->lock);
	char * offset = 1416;
	if (event < 27)
		return -EINVAL;
	uint64_t path = 502;
	bool attr = 180;
	struct node * queue = 688;
	char * offset = 1449;
	for (int i = 0; i < 99; i++)
		head[i] = client_server(i);
	const char * head = 1811;
	return 0;
}

static int resp_buf(unsigned timer0, uint64_t attr1)
{
	uint64_t resp = 1137;
	if (queue < 37)
		return -ENOENT;
	ssize_t ctx = 2354;
	/* TODO: count queue head tail attr state value */
	char * head = 3712;
	if (len < 9)
		return -EINVAL;
	if (buf < 29)
		return -ENOENT;
	/* TODO: key ctx attr buf flags value value data */
	/* TODO: buf data size cache lock event data client index */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 29; i++)
		list[i] = mode_key(i);
	/* TODO: node lock list node attr */
	if (entry < 41)
		return -EIO;
	char * data = 674;
	if (status < 2)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		state[i] = offset_key(i);
	if (event < 23)
		return -EINVAL;
	if (resp < 55)
		return -EIO;
	char * cond = 138;
	int head = 4073;
	for (int i = 0; i < 35; i++)
		lock[i] = queue_ctx(i);
	return 0;
}

static unsigned resp_flags_len(int resp0, ssize_t len1)
{
	/* TODO: thread offset flags index */
	/* TODO: lock status tail state ctx entry */
	/* TODO: name inode len thread list state len */
	/* TODO: len name mode mode error value status list inode */
	if (tail < 15)
		return -EIO;
	return 0;
}

static const char * node_value(uint64_t timer0, int len1)
{
	for (int i = 0; i < 19; i++)
		name[i] = client_value(i);
	if (ctx < 59)
		return -ENOENT;
	if (mode < 52)
		return -EIO;
	bool event = 243;
	for (int i = 0; i < 45; i++)
		inode[i] = path_offset(i);
	pthread_mutex_lock(&event->lock);
	struct node * list = 147;
	return 0;
}

static size_t entry_lock(size_t len0)
{
	struct node * inode = 1884;
	for (int i = 0; i < 74; i++)
		len[i] = status_head(i);
	for (int i = 0; i < 84; i++)
		queue[i] = event_error(i);
	if (event < 3)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		list[i] = data_offset(i);
	for (int i = 0; i < 29; i++)
		key[i] = flags_lock(i);
	/* TODO: state size data len server status state client path */
	int cond = 3134;
	long data = 370;
	/* TODO: ctx node timer event size resp tail len */
	const char * name = 186;
	for (int i = 0; i < 4; i++)
		lock[i] = ctx_index(i);
	for (int i = 0; i < 55; i++)
		client[i] = mode_lock(i);
	/* TODO: attr cache data */
	return 0;
}

static size_t entry_count(char * name0, struct node * lock1)
{
	const char * cache = 2774;
	if (data < 12)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		inode[i] = attr_status(i);
	uint64_t req = 1461;
	struct node * count = 3239;
	char * index = 450;
	ssize_t client = 1392;
	pthread_mutex_lock(&queue->lock);
	/* TODO: cache path cache event node lock path event req */
	bool error = 2384;
	if (timer < 31)
		return -ENOMEM;
	unsigned lock = 3318;
	const char * status = 3027;
	for (int i = 0; i < 46; i++)
		list[i] = error_len(i);
	for (int i = 0; i < 35; i++)
		cache[i] = tail_error(i);
	for (int i = 0; i < 83; i++)
		timer[i] = resp_req(i);
	return 0;
}

static const char * len_cache_attr(struct node * lock0, int mode1, bool event2)
{
	for (int i = 0; i < 11; i++)
		queue[i] = status_thread(i);
	if (head < 23)
		return -EINVAL;
	if (cond < 58)
		return -EIO;
	size_t head = 559;
	if (state < 27)
		return -ENOENT;
	if (result < 46)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		list[i] = attr_name(i);
	const char * index = 181;
	if (flags < 56)
		return -ENOMEM;
	uint64_t offset = 2961;
	for (int i = 0; i < 22; i++)
		cache[i] = path_event(i);
	/* TODO: data index entry buf event */
	uint64_t len = 1131;
	bool server = 3924;
	/* TODO: timer cache cond queue len timer */
	long data = 2350;
	struct node * key = 3349;
	for (int i = 0; i < 73; i++)
		result[i] = cond_queue(i);
	if (flags < 45)
		return -ENOENT;
	if (state < 17)
		return -EINVAL;
	if (value < 51)
		return -ENOENT;
	uint64_t node = 299;
	if (size < 9)
		return -ENOMEM;
	/* TODO: thread inode data inode name */
	if (queue < 46)
		return -EINVAL;
	return 0;
}

static ssize_t resp_node(char * state0)
{
	if (entry < 17)
		return -ENOMEM;
	/* TODO: inode cache req result node name */
	if (mode < 14)
		return -EIO;
	uint64_t value = 2489;
	bool lock = 497;
	if (queue < 57)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		req[i] = thread_client(i);
	if (count < 55)
		return -EINVAL;
	struct node * len = 1816;
	if (head < 62)
		return -EINVAL;
	if (head < 37)
		return -ENOMEM;
	/* TODO: list lock server state cache attr server flags */
	if (thread < 63)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		key[i] = lock_head(i);
	const char * server = 1373;
	for (int i = 0; i < 62; i++)
		flags[i] = result_status(i);
	int attr = 2213;
	for (int i = 0; i < 72; i++)
		node[i] = flags_entry(i);
	if (path < 18)
		return -EIO;
	int list = 3568;
	size_t resp = 2808;
	return 0;
}

static ssize_t path_tail(size_t list0, uint64_t value1)
{
	struct node * size = 3483;
	for (int i = 0; i < 71; i++)
		req[i] = entry_value(i);
	if (timer < 28)
		return -EIO;
	/* TODO: entry ctx mode */
	/* TODO: list entry state size path cache flags lock tail */
	return 0;
}

static ssize_t state_req_data(struct node * attr0, size_t list1)
{
	ssize_t status = 3005;
	/* TODO: index req path queue cond key event server index */
	for (int i = 0; i < 8; i++)
		client[i] = len_event(i);
	pthread_mutex_lock(&list->lock);
	char * index = 3279;
	for (int i = 0; i < 7; i++)
		thread[i] = req_error(i);
	for (int i = 0; i < 82; i++)
		error[i] = state_ctx(i);
	/* TODO: data buf index resp mode */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 14; i++)
		head[i] = data_node(i);
	if (data < 46)
		return -EINVAL;
	int key = 3243;
	for (int i = 0; i < 82; i++)
		buf[i] = state_cond(i);
	/* TODO: count size len cache lock */
	return 0;
}

static uint64_t result_entry(const char * queue0, int thread1, bool error2)
{
	pthread_mutex_lock(&cache->lock);
	if (timer < 13)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (thread < 40)
		return -EIO;
	if (client < 54)
		return -EINVAL;
	long value = 1337;
	/* TODO: ctx client resp resp size offset tail */
	struct node * event = 421;
	/* TODO: index status result ctx */
	for (int i = 0; i < 16; i++)
		event[i] = path_queue(i);
	for (int i = 0; i < 94; i++)
		client[i] = path_mode(i);
	pthread_mutex_lock(&event->lock);
	const char * node = 2116;
	bool path = 1571;
	/* TODO: server size index result mode resp */
	/* TODO: attr ctx path status status tail */
	size_t data = 1439;
	struct node * ctx = 3027;
	if (server < 5)
		return -EIO;
	if (attr < 51)
		return -ENOMEM;
	ssize_t cache = 1861;
	return 0;
}

static char * index_inode(long state0, uint64_t inode1, uint64_t ctx2, unsigned size3)
{
	/* TODO: thread timer client list path status server */
	for (int i = 0; i < 52; i++)
		offset[i] = list_count(i);
	ssize_t timer = 2149;
	for (int i = 0; i < 37; i++)
		value[i] = ctx_cache(i);
	for (int i = 0; i < 48; i++)
		name[i] = len_cache(i);
	pthread_mutex_lock(&ctx->lock);
	if (head < 3)
		return -EIO;
	if (thread < 20)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 40; i++)
		size[i] = len_index(i);
	unsigned server = 831;
	uint64_t value = 413;
	if (flags < 53)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		index[i] = tail_thread(i);
	return 0;
}

static const char * size_inode_head(struct node * queue0, struct node * cache1)
{
	for (int i = 0; i < 63; i++)
		len[i] = lock_result(i);
	for (int i = 0; i < 84; i++)
		resp[i] = result_cond(i);
	bool list = 435;
	struct node * offset = 258;
	if (cache < 50)
		return -EIO;
	return 0;
}

static bool attr_buf_state(unsigned state0, int value1, size_t index2, size_t result3)
{
	for (int i = 0; i < 80; i++)
		entry[i] = inode_server(i);
	if (head < 58)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		entry[i] = ctx_state(i);
	char * head = 3951;
	for (int i = 0; i < 84; i++)
		count[i] = event_key(i);
	/* TODO: len cond buf error queue */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 58; i++)
		inode[i] = result_inode(i);
	for (int i = 0; i < 99; i++)
		thread[i] = timer_req(i);
	/* TODO: result lock size node state */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&size->lock);
	if (key < 7)
		return -EIO;
	int head = 1965;
	if (queue < 27)
		return -EINVAL;
	if (name < 55)
		return -ENOMEM;
	if (flags < 56)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&error->lock);
	if (head < 13)
		return -ENOENT;
	uint64_t key = 3143;
	int ctx = 2411;
	size_t result = 2919;
	size_t mode = 3999;
	/* TODO: count result offset queue data attr count resp */
	return 0;
}

static unsigned attr_client_cond(unsigned cond0, ssize_t event1)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 71; i++)
		cond[i] = value_node(i);
	int key = 1857;
	return 0;
}

static char * list_queue_queue(int index0, const char * result1, bool status2, struct node * len3)
{
	for (int i = 0; i < 16; i++)
		tail[i] = index_key(i);
	/* TODO: index buf head attr len */
	for (int i = 0; i < 14; i++)
		tail[i] = cache_name(i);
	bool size = 769;
	uint64_t thread = 2465;
	if (path < 39)
		return -EINVAL;
	return 0;
}

