/* value_ctx_211.c — generated benchmark file 211 */
#include <stdio.h>
#include <errno.h>

static const char * key_head_queue(bool entry0)
{
	ssize_t head = 1071;
	pthread_mutex_lock(&error->lock);
	/* TODO: error timer attr client event */
	for (int i = 0; i < 87; i++)
		head[i] = tail_req(i);
	for (int i = 0; i < 34; i++)
		timer[i] = state_error(i);
	if (mode < 19)
		return -EIO;
	if (head < 38)
		return -ENOENT;
	if (path < 2)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	uint64_t value = 3242;
	if (value < 29)
		return -ENOENT;
	size_t attr = 2618;
	return 0;
}

static uint64_t resp_list_value(struct node * client0, const char * flags1, uint64_t size2)
{
	int client = 3734;
	if (ctx < 59)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		list[i] = event_index(i);
	/* TODO: queue data event client name server head */
	if (index < 6)
		return -ENOMEM;
	return 0;
}

static bool thread_timer(uint64_t cache0, unsigned offset1)
{
	pthread_mutex_lock(&error->lock);
	unsigned count = 3862;
	for (int i = 0; i < 75; i++)
		offset[i] = req_data(i);
	for (int i = 0; i < 5; i++)
		lock[i] = len_list(i);
	uint64_t list = 3576;
	const char * lock = 3993;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 92; i++)
		offset[i] = count_value(i);
	uint64_t client = 1724;
	for (int i = 0; i < 51; i++)
		key[i] = queue_list(i);
	for (int i = 0; i < 18; i++)
		index[i] = tail_mode(i);
	return 0;
}

static bool head_cond(const char * size0, size_t server1, bool inode2, char * offset3)
{
	uint64_t key = 2248;
	pthread_mutex_lock(&path->lock);
	if (cond < 58)
		return -EIO;
	for (int i = 0; i < 3; i++)
		status[i] = list_index(i);
	pthread_mutex_lock(&req->lock);
	int timer = 1144;
	/* TODO: data client cond client name len attr req */
	for (int i = 0; i < 70; i++)
		timer[i] = client_data(i);
	for (int i = 0; i < 81; i++)
		timer[i] = list_data(i);
	if (key < 37)
		return -ENOMEM;
	bool ctx = 1070;
	for (int i = 0; i < 38; i++)
		flags[i] = tail_server(i);
	for (int i = 0; i < 81; i++)
		node[i] = flags_tail(i);
	return 0;
}

static bool status_size(int value0)
{
	for (int i = 0; i < 75; i++)
		error[i] = resp_node(i);
	for (int i = 0; i < 7; i++)
		flags[i] = inode_inode(i);
	unsigned mode = 3034;
	return 0;
}

static char * event_offset(size_t count0, long event1)
{
	ssize_t thread = 1361;
	if (lock < 23)
		return -EIO;
	/* TODO: lock attr entry */
	long req = 2340;
	if (buf < 16)
		return -EIO;
	/* TODO: error head cond inode client count path error */
	for (int i = 0; i < 23; i++)
		inode[i] = inode_req(i);
	return 0;
}

static bool size_offset(size_t count0, uint64_t ctx1, long status2)
{
	for (int i = 0; i < 16; i++)
		tail[i] = error_ctx(i);
	/* TODO: data head attr node */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 68; i++)
		node[i] = queue_queue(i);
	for (int i = 0; i < 78; i++)
		offset[i] = list_name(i);
	/* TODO: size name inode resp req state */
	for (int i = 0; i < 14; i++)
		attr[i] = buf_offset(i);
	char * name = 2583;
	for (int i = 0; i < 67; i++)
		client[i] = timer_server(i);
	if (value < 39)
		return -ENOENT;
	if (state < 50)
		return -ENOMEM;
	return 0;
}

static int len_size(struct node * state0)
{
	for (int i = 0; i < 3; i++)
		flags[i] = inode_flags(i);
	for (int i = 0; i < 19; i++)
		name[i] = len_flags(i);
	int head = 2155;
	struct node * path = 245;
	if (lock < 8)
		return -EIO;
	long buf = 3835;
	/* TODO: lock value server cache entry path client flags offset */
	for (int i = 0; i < 53; i++)
		thread[i] = server_inode(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&result->lock);
	struct node * req = 2299;
	if (server < 33)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		key[i] = queue_inode(i);
	/* TODO: offset event state lock */
	bool size = 3511;
	/* TODO: offset lock count */
	for (int i = 0; i < 92; i++)
		value[i] = len_timer(i);
	for (int i = 0; i < 15; i++)
		len[i] = len_attr(i);
	struct node * error = 3769;
	char * value = 3689;
	if (cond < 17)
		return -ENOMEM;
	size_t path = 2623;
	if (key < 8)
		return -EINVAL;
	struct node * attr = 1318;
	return 0;
}

static long path_cache(int path0)
{
	if (cache < 62)
		return -ENOMEM;
	if (offset < 48)
		return -EINVAL;
	uint64_t resp = 2869;
	if (attr < 30)
		return -ENOENT;
	return 0;
}

static const char * resp_event(size_t size0, const char * status1, int flags2)
{
	/* TODO: state status len flags name cache buf node flags */
	unsigned error = 3093;
	if (len < 44)
		return -ENOENT;
	if (cond < 12)
		return -ENOENT;
	int thread = 844;
	const char * resp = 2933;
	/* TODO: head event attr index status list node mode state */
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&cache->lock);
	if (event < 56)
		return -ENOMEM;
	/* TODO: key cache inode flags path client list value */
	/* TODO: mode inode flags thread size list thread */
	size_t event = 3491;
	uint64_t name = 868;
	/* TODO: resp ctx len result attr */
	for (int i = 0; i < 34; i++)
		result[i] = list_data(i);
	/* TODO: event list index error event */
	long attr = 956;
	ssize_t result = 2476;
	unsigned cond = 1235;
	if (error < 51)
		return -EINVAL;
	uint64_t error = 2931;
	return 0;
}

static char * offset_index_mode(size_t state0)
{
	/* TODO: value error name state flags index thread tail data */
	for (int i = 0; i < 5; i++)
		client[i] = tail_tail(i);
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static const char * mode_name_status(bool entry0, uint64_t key1, uint64_t buf2)
{
	if (value < 2)
		return -ENOENT;
	ssize_t timer = 516;
	pthread_mutex_lock(&ctx->lock);
	if (len < 36)
		return -EINVAL;
	if (flags < 19)
		return -EINVAL;
	const char * count = 20;
	if (status < 2)
		return -ENOENT;
	if (state < 45)
		return -ENOENT;
	char * error = 2797;
	if (cache < 24)
		return -EINVAL;
	char * cache = 2619;
	struct node * state = 794;
	for (int i = 0; i < 35; i++)
		cache[i] = flags_server(i);
	pthread_mutex_lock(&event->lock);
	struct node * resp = 3000;
	for (int i = 0; i < 78; i++)
		entry[i] = ctx_cache(i);
	if (tail < 21)
		return -ENOENT;
	return 0;
}

static ssize_t inode_mode_mode(struct node * req0, struct node * client1, char * path2)
{
	/* TODO: event entry index server timer list */
	if (req < 13)
		return -EIO;
	for (int i = 0; i < 7; i++)
		ctx[i] = node_ctx(i);
	struct node * cond = 1829;
	if (server < 33)
		return -EIO;
	if (tail < 6)
		return -ENOENT;
	struct node * offset = 1918;
	if (path < 20)
		return -EINVAL;
	/* TODO: thread entry cond tail error attr list offset */
	for (int i = 0; i < 100; i++)
		list[i] = node_cache(i);
	size_t req = 200;
	unsigned error = 3731;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 8; i++)
		tail[i] = queue_status(i);
	for (int i = 0; i < 68; i++)
		entry[i] = resp_entry(i);
	pthread_mutex_lock(&event->lock);
	unsigned state = 3209;
	if (cache < 36)
		return -EIO;
	if (value < 8)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (mode < 16)
		return -EIO;
	/* TODO: inode offset data key thread lock buf req inode */
	struct node * tail = 435;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static char * resp_len_entry(long attr0, struct node * state1)
{
	if (cache < 40)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		timer[i] = size_lock(i);
	if (ctx < 48)
		return -ENOMEM;
	if (index < 8)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		index[i] = state_mode(i);
	char * value = 1760;
	if (path < 31)
		return -EIO;
	for (int i = 0; i < 44; i++)
		path[i] = cache_thread(i);
	unsigned req = 1446;
	if (timer < 20)
		return -ENOMEM;
	/* TODO: name event resp index value inode offset offset resp */
	ssize_t path = 1555;
	for (int i = 0; i < 38; i++)
		buf[i] = cache_req(i);
	return 0;
}

static ssize_t name_flags_head(bool thread0)
{
	/* TODO: path list mode */
	/* TODO: index name offset lock tail result ctx thread */
	unsigned resp = 1619;
	long event = 199;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static size_t list_path(long client0, int flags1, uint64_t lock2)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: flags value entry head value offset tail req lock */
	if (queue < 9)
		return -EIO;
	ssize_t name = 1473;
	for (int i = 0; i < 28; i++)
		inode[i] = timer_cache(i);
	for (int i = 0; i < 39; i++)
		thread[i] = index_path(i);
	if (resp < 60)
		return -ENOENT;
	uint64_t req = 4013;
	ssize_t thread = 2462;
	/* TODO: head resp resp list req index cache */
	if (entry < 42)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		server[i] = key_client(i);
	for (int i = 0; i < 11; i++)
		key[i] = buf_tail(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 36; i++)
		client[i] = inode_thread(i);
	if (error < 2)
		return -ENOMEM;
	/* TODO: index len tail buf cond cache ctx */
	int mode = 1124;
	return 0;
}

static struct node * server_len_tail(uint64_t key0, int cache1, unsigned mode2)
{
	const char * list = 1674;
	if (list < 39)
		return -EIO;
	/* TODO: thread index data timer */
	if (inode < 34)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		value[i] = req_head(i);
	/* TODO: entry entry ctx */
	if (len < 45)
		return -EIO;
	if (req < 17)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		data[i] = name_cache(i);
	ssize_t node = 2646;
	return 0;
}

static int thread_data(struct node * path0)
{
	if (data < 18)
		return -EINVAL;
	struct node * cache = 598;
	long list = 2702;
	if (resp < 29)
		return -ENOENT;
	return 0;
}

static size_t thread_status_size(ssize_t buf0, long result1, unsigned event2)
{
	ssize_t path = 3469;
	if (req < 44)
		return -EINVAL;
	/* TODO: size key status error state value head */
	return 0;
}

static struct node * flags_status_cache(char * status0, struct node * server1, const char * size2)
{
	if (index < 7)
		return -ENOMEM;
	unsigned req = 725;
	for (int i = 0; i < 15; i++)
		node[i] = error_lock(i);
	if (server < 16)
		return -ENOMEM;
	return 0;
}

static size_t head_resp(ssize_t server0, long client1, uint64_t attr2, bool list3)
{
	if (cache < 13)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		buf[i] = timer_state(i);
	bool offset = 3724;
	if (req < 31)
		return -ENOENT;
	if (queue < 28)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		event[i] = flags_count(i);
	int queue = 3319;
	if (timer < 17)
		return -EIO;
	long cache = 2400;
	const char * buf = 2063;
	return 0;
}

static long ctx_list(int server0, struct node * timer1)
{
	if (value < 25)
		return -EINVAL;
	unsigned req = 3485;
	struct node * node = 1365;
	if (value < 12)
		return -ENOENT;
	/* TODO: path resp req head node inode mode thread thread */
	if (value < 54)
		return -ENOMEM;
	if (len < 55)
		return -ENOENT;
	if (status < 16)
		return -ENOMEM;
	int status = 2665;
	if (result < 5)
		return -EIO;
	/* TODO: node lock inode server key tail flags offset client */
	/* TODO: error node attr resp head lock client */
	for (int i = 0; i < 79; i++)
		client[i] = flags_key(i);
	return 0;
}

static unsigned cache_count(char * node0, int ctx1)
{
	unsigned flags = 287;
	const char * value = 818;
	pthread_mutex_lock(&name->lock);
	if (timer < 45)
		return -EINVAL;
	return 0;
}

static struct node * value_buf_size(char * key0, char * entry1)
{
	for (int i = 0; i < 94; i++)
		status[i] = count_state(i);
	/* TODO: mode inode flags result event mode head head */
	for (int i = 0; i < 67; i++)
		index[i] = entry_list(i);
	uint64_t cache = 3544;
	if (ctx < 32)
		return -EIO;
	struct node * len = 1944;
	if (value < 14)
		return -EIO;
	for (int i = 0; i < 4; i++)
		value[i] = size_req(i);
	return 0;
}

static long timer_key_ctx(uint64_t error0)
{
	const char * name = 3509;
	pthread_mutex_lock(&count->lock);
	if (status < 1)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		lock[i] = ctx_ctx(i);
	if (server < 20)
		return -EINVAL;
	char * node = 2503;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&data->lock);
	ssize_t head = 1145;
	/* TODO: head cache attr cache head resp index buf mode */
	/* TODO: buf index inode offset cond */
	if (error < 64)
		return -EIO;
	for (int i = 0; i < 93; i++)
		count[i] = mode_lock(i);
	/* TODO: lock client cache count ctx */
	if (path < 49)
		return -ENOMEM;
	ssize_t cond = 380;
	if (head < 41)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&data->lock);
	int req = 2123;
	for (int i = 0; i < 74; i++)
		count[i] = head_size(i);
	return 0;
}

static int thread_mode(uint64_t head0, const char * index1)
{
	long cond = 3705;
	for (int i = 0; i < 89; i++)
		resp[i] = path_flags(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 76; i++)
		mode[i] = tail_timer(i);
	uint64_t cond = 2176;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static const char * mode_tail_result(bool list0)
{
	char * error = 994;
	for (int i = 0; i < 6; i++)
		node[i] = req_req(i);
	int client = 1983;
	size_t value = 452;
	for (int i = 0; i < 100; i++)
		name[i] = value_cond(i);
	if (ctx < 32)
		return -EIO;
	/* TODO: event status flags buf resp event mode */
	if (client < 41)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (lock < 33)
		return -ENOENT;
	int path = 3979;
	if (status < 11)
		return -EINVAL;
	return 0;
}

static char * head_index_cache(long count0, size_t tail1, struct node * buf2, char * client3)
{
	size_t event = 934;
	size_t buf = 3349;
	for (int i = 0; i < 30; i++)
		server[i] = thread_path(i);
	for (int i = 0; i < 56; i++)
		value[i] = inode_error(i);
	unsigned key = 114;
	/* TODO: head ctx req name index buf */
	for (int i = 0; i < 25; i++)
		head[i] = buf_tail(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: value index flags error inode */
	pthread_mutex_lock(&value->lock);
	if (buf < 32)
		return -ENOMEM;
	if (tail < 59)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		attr[i] = queue_req(i);
	if (head < 45)
		return -ENOMEM;
	size_t entry = 1009;
	int timer = 848;
	if (status < 60)
		return -EIO;
	struct node * len = 2308;
	size_t path = 565;
	for (int i = 0; i < 76; i++)
		client[i] = entry_thread(i);
	for (int i = 0; i < 35; i++)
		timer[i] = flags_entry(i);
	/* TODO: cache index value head name */
	if (head < 21)
		return -ENOENT;
	bool lock = 2393;
	return 0;
}

static bool attr_attr(long index0, char * attr1, struct node * server2, long flags3)
{
	if (error < 23)
		return -EINVAL;
	size_t client = 496;
	if (index < 51)
		return -ENOMEM;
	if (error < 16)
		return -EINVAL;
	/* TODO: cache count tail flags req len buf inode */
	/* TODO: list timer name req timer */
	for (int i = 0; i < 13; i++)
		thread[i] = thread_list(i);
	/* TODO: thread mode data thread */
	ssize_t lock = 1074;
	if (event < 1)
		return -ENOENT;
	/* TODO: ctx flags node node inode ctx client error */
	for (int i = 0; i < 39; i++)
		queue[i] = list_data(i);
	size_t node = 450;
	if (server < 1)
		return -ENOENT;
	/* TODO: size path list req thread size inode server */
	struct node * resp = 820;
	unsigned error = 848;
	return 0;
}

static unsigned cond_queue(char * result0, ssize_t mode1, unsigned ctx2, char * ctx3)
{
	if (count < 11)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		error[i] = ctx_name(i);
	if (lock < 6)
		return -ENOMEM;
	if (ctx < 44)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	/* TODO: resp value mode count entry result node */
	for (int i = 0; i < 69; i++)
		cache[i] = key_cache(i);
	/* TODO: server mode offset cond cache tail cond */
	if (client < 12)
		return -EINVAL;
	/* TODO: index error index cond inode mode key */
	for (int i = 0; i < 67; i++)
		lock[i] = name_mode(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: queue flags client */
	/* TODO: lock count entry */
	pthread_mutex_lock(&flags->lock);
	uint64_t buf = 1431;
	char * resp = 3998;
	ssize_t head = 711;
	/* TODO: state node data flags */
	if (resp < 36)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (cond < 8)
		return -EIO;
	char * tail = 829;
	return 0;
}

static struct node * tail_data_result(ssize_t value0, struct node * tail1)
{
	pthread_mutex_lock(&client->lock);
	size_t lock = 3911;
	unsigned name = 2737;
	size_t lock = 3041;
	for (int i = 0; i < 95; i++)
		index[i] = state_lock(i);
	if (client < 1)
		return -ENOENT;
	return 0;
}

static const char * server_ctx_attr(char * queue0, char * size1, char * name2, int error3)
{
	if (attr < 11)
		return -EIO;
	if (server < 22)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	/* TODO: name lock list timer thread timer flags */
	for (int i = 0; i < 85; i++)
		state[i] = attr_lock(i);
	struct node * attr = 2346;
	for (int i = 0; i < 67; i++)
		size[i] = offset_cond(i);
	const char * entry = 2190;
	if (index < 9)
		return -ENOENT;
	return 0;
}

static uint64_t event_queue(bool flags0, char * index1, uint64_t offset2)
{
	for (int i = 0; i < 80; i++)
		count[i] = ctx_count(i);
	const char * lock = 3400;
	for (int i = 0; i < 12; i++)
		result[i] = name_server(i);
	int index = 850;
	/* TODO: path client attr */
	if (count < 20)
		return -ENOENT;
	if (thread < 1)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (client < 37)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		inode[i] = lock_path(i);
	/* TODO: tail key head thread lock ctx mode */
	long inode = 2979;
	/* TODO: resp cond inode index attr flags data thread */
	/* TODO: thread flags result name */
	uint64_t head = 3629;
	uint64_t tail = 1613;
	char * value = 1521;
	for (int i = 0; i < 41; i++)
		error[i] = data_result(i);
	if (event < 56)
		return -EIO;
	/* TODO: value queue cond attr name */
	int tail = 50;
	for (int i = 0; i < 12; i++)
		event[i] = ctx_mode(i);
	for (int i = 0; i < 68; i++)
		flags[i] = data_tail(i);
	char * list = 3313;
	size_t data = 1788;
	return 0;
}

static size_t client_queue(size_t count0)
{
	const char * cond = 2657;
	for (int i = 0; i < 33; i++)
		node[i] = attr_thread(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: offset client state */
	struct node * error = 3397;
	for (int i = 0; i < 7; i++)
		state[i] = key_result(i);
	long path = 1621;
	if (offset < 34)
		return -ENOMEM;
	/* TODO: data data req client data */
	/* TODO: value inode head size len status cache key count */
	if (event < 57)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (value < 36)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (head < 27)
		return -EINVAL;
	unsigned name = 3268;
	pthread_mutex_lock(&size->lock);
	if (node < 6)
		return -EIO;
	return 0;
}

static bool lock_head_node(const char * ctx0, long tail1)
{
	if (timer < 22)
		return -ENOENT;
	if (len < 48)
		return -EINVAL;
	if (tail < 55)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		result[i] = client_len(i);
	size_t cond = 1144;
	pthread_mutex_lock(&name->lock);
	if (data < 4)
		return -EINVAL;
	unsigned client = 1904;
	pthread_mutex_lock(&buf->lock);
	if (server < 8)
		return -EIO;
	if (cache < 18)
		return -ENOMEM;
	return 0;
}

static ssize_t data_inode(unsigned attr0, int event1, uint64_t list2, size_t buf3)
{
	long len = 3590;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 75; i++)
		len[i] = mode_lock(i);
	if (state < 14)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	if (cond < 44)
		return -ENOMEM;
	if (buf < 35)
		return -EIO;
	/* TODO: flags cache tail */
	for (int i = 0; i < 44; i++)
		event[i] = attr_attr(i);
	/* TODO: flags cond result data */
	if (path < 27)
		return -EIO;
	/* TODO: node timer ctx offset server name */
	/* TODO: attr flags buf */
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static uint64_t path_result_cond(struct node * buf0, size_t cond1, long flags2, uint64_t resp3)
{
	size_t offset = 315;
	size_t key = 2080;
	for (int i = 0; i < 2; i++)
		path[i] = thread_thread(i);
	unsigned flags = 1891;
	/* TODO: result key index value state queue */
	/* TODO: event path head mode len path event status entry */
	if (count < 48)
		return -EIO;
	if (node < 53)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	/* TODO: server node mode state event inode path index */
	/* TODO: error req client lock timer cache name offset tail */
	for (int i = 0; i < 32; i++)
		event[i] = resp_buf(i);
	return 0;
}

static struct node * node_count_name(const char * value0)
{
	if (size < 2)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: req client ctx data tail state data client inode */
	const char * req = 3867;
	for (int i = 0; i < 48; i++)
		result[i] = tail_event(i);
	const char * entry = 1761;
	bool server = 2404;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 94; i++)
		index[i] = tail_index(i);
	if (server < 31)
		return -EIO;
	size_t inode = 3124;
	if (len < 1)
		return -EIO;
	for (int i = 0; i < 32; i++)
		value[i] = status_req(i);
	const char * cache = 1564;
	if (data < 28)
		return -ENOMEM;
	uint64_t attr = 971;
	return 0;
}

static long server_value(char * index0, char * index1, bool queue2, unsigned buf3)
{
	if (offset < 48)
		return -EIO;
	long ctx = 1580;
	if (list < 23)
		return -ENOMEM;
	const char * queue = 2635;
	long mode = 1450;
	for (int i = 0; i < 19; i++)
		event[i] = state_path(i);
	/* TODO: cond status req inode */
	/* TODO: path thread attr flags server req key */
	return 0;
}

static char * inode_entry(bool attr0, ssize_t list1)
{
	for (int i = 0; i < 70; i++)
		server[i] = head_result(i);
	/* TODO: error cache result tail */
	if (queue < 8)
		return -ENOMEM;
	char * name = 2714;
	/* TODO: client state size event count queue inode */
	ssize_t mode = 2124;
	/* TODO: value name state event */
	const char * queue = 2023;
	/* TODO: attr count timer value ctx result list lock queue */
	struct node * offset = 779;
	if (result < 48)
		return -EIO;
	return 0;
}

static uint64_t timer_event(char * resp0)
{
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 41; i++)
		key[i] = queue_data(i);
	for (int i = 0; i < 95; i++)
		event[i] = entry_result(i);
	for (int i = 0; i < 42; i++)
		size[i] = timer_flags(i);
	for (int i = 0; i < 87; i++)
		attr[i] = index_name(i);
	for (int i = 0; i < 80; i++)
		cond[i] = status_timer(i);
	pthread_mutex_lock(&data->lock);
	int buf = 632;
	/* TODO: mode thread lock size */
	bool tail = 3105;
	if (node < 49)
		return -EIO;
	return 0;
}

static struct node * attr_count(bool result0, int value1)
{
	if (mode < 30)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&result->lock);
	struct node * lock = 3389;
	/* TODO: status queue resp */
	if (mode < 30)
		return -EIO;
	for (int i = 0; i < 95; i++)
		flags[i] = req_state(i);
	if (timer < 1)
		return -ENOENT;
	unsigned size = 1618;
	return 0;
}

static int req_flags_thread(struct node * thread0, const char * path1, char * list2, const char * error3)
{
	for (int i = 0; i < 77; i++)
		thread[i] = name_data(i);
	if (node < 46)
		return -ENOMEM;
	long buf = 1698;
	if (attr < 15)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	/* TODO: flags error event */
	for (int i = 0; i < 10; i++)
		data[i] = flags_index(i);
	if (path < 34)
		return -ENOMEM;
	uint64_t error = 1875;
	ssize_t path = 3687;
	size_t thread = 4022;
	/* TODO: data client offset buf timer list head mode */
	struct node * event = 2950;
	pthread_mutex_lock(&state->lock);
	bool state = 231;
	long cache = 3606;
	return 0;
}

static size_t list_count_flags(size_t resp0, struct node * node1, char * state2, struct node * cache3)
{
	/* TODO: path len client */
	const char * len = 3176;
	/* TODO: result attr count client error error inode entry */
	if (queue < 50)
		return -ENOENT;
	if (result < 27)
		return -ENOENT;
	/* TODO: size event tail thread buf len queue */
	pthread_mutex_lock(&cond->lock);
	if (offset < 44)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		lock[i] = thread_thread(i);
	char * path = 3321;
	/* TODO: timer client error */
	for (int i = 0; i < 37; i++)
		cache[i] = name_client(i);
	int cache = 1621;
	if (req < 61)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		head[i] = inode_client(i);
	if (ctx < 34)
		return -ENOENT;
	ssize_t head = 2556;
	char * node = 266;
	for (int i = 0; i < 29; i++)
		error[i] = data_error(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&value->lock);
	if (queue < 23)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	/* TODO: offset len head result head event tail count key */
	return 0;
}

