/* data_timer_612.c — generated benchmark file 612 */
#include <stdio.h>
#include <errno.h>

static struct node * status_event_inode(const char * client0, ssize_t error1, size_t entry2, size_t thread3)
{
	if (len < 4)
		return -ENOMEM;
	unsigned value = 1126;
	/* TODO: cond result node cache lock node buf data */
	/* TODO: value flags path key */
	/* TODO: client name entry server timer name */
	if (offset < 6)
		return -ENOENT;
	/* TODO: server server offset event error thread state flags len */
	pthread_mutex_lock(&head->lock);
	bool queue = 2464;
	pthread_mutex_lock(&buf->lock);
	if (inode < 9)
		return -EIO;
	long timer = 1856;
	size_t list = 2366;
	for (int i = 0; i < 38; i++)
		event[i] = mode_head(i);
	if (ctx < 23)
		return -EINVAL;
	if (attr < 51)
		return -ENOENT;
	if (thread < 25)
		return -ENOMEM;
	if (offset < 22)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		path[i] = data_path(i);
	/* TODO: result result lock server path */
	struct node * buf = 1499;
	char * attr = 2506;
	return 0;
}

static char * head_mode(int entry0)
{
	bool resp = 2137;
	for (int i = 0; i < 48; i++)
		flags[i] = server_cache(i);
	for (int i = 0; i < 56; i++)
		flags[i] = count_path(i);
	for (int i = 0; i < 29; i++)
		head[i] = result_value(i);
	struct node * buf = 851;
	return 0;
}

static char * error_count(int list0, int len1, char * req2)
{
	if (resp < 50)
		return -ENOENT;
	if (buf < 35)
		return -ENOMEM;
	int tail = 3722;
	uint64_t state = 3472;
	if (lock < 41)
		return -ENOMEM;
	const char * state = 150;
	const char * count = 4080;
	const char * client = 3308;
	long head = 1763;
	if (queue < 7)
		return -EIO;
	for (int i = 0; i < 45; i++)
		event[i] = offset_key(i);
	struct node * len = 1917;
	if (cond < 9)
		return -ENOENT;
	if (result < 18)
		return -EIO;
	if (flags < 55)
		return -ENOMEM;
	/* TODO: req head req timer key thread tail mode */
	if (index < 35)
		return -EIO;
	/* TODO: list tail client ctx resp data key req req */
	for (int i = 0; i < 98; i++)
		error[i] = client_error(i);
	return 0;
}

static char * state_cache(uint64_t buf0, char * error1)
{
	if (path < 36)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: key client name list attr count cond buf */
	/* TODO: error buf list status attr tail thread */
	if (ctx < 20)
		return -EINVAL;
	return 0;
}

static int flags_count(unsigned attr0, unsigned entry1, char * req2)
{
	const char * timer = 1442;
	if (value < 59)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		ctx[i] = req_thread(i);
	return 0;
}

static const char * inode_len(unsigned entry0, const char * attr1, long thread2)
{
	/* TODO: state mode len lock */
	if (entry < 29)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		size[i] = size_cond(i);
	char * queue = 2969;
	if (node < 26)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (server < 49)
		return -ENOENT;
	if (index < 15)
		return -ENOMEM;
	struct node * queue = 2219;
	for (int i = 0; i < 29; i++)
		resp[i] = server_resp(i);
	bool key = 3417;
	char * node = 562;
	if (mode < 49)
		return -EIO;
	/* TODO: cache status count */
	for (int i = 0; i < 85; i++)
		list[i] = cond_event(i);
	/* TODO: tail tail data entry */
	int result = 233;
	return 0;
}

static size_t cache_server_attr(size_t attr0, uint64_t flags1, int offset2, uint64_t resp3)
{
	for (int i = 0; i < 64; i++)
		thread[i] = len_flags(i);
	struct node * value = 2192;
	if (cond < 26)
		return -ENOMEM;
	long offset = 1578;
	size_t offset = 1627;
	size_t ctx = 2491;
	/* TODO: entry entry head lock queue ctx queue req */
	/* TODO: head queue path value inode list result result event */
	size_t key = 2085;
	/* TODO: offset cache server size queue cond offset entry path */
	for (int i = 0; i < 29; i++)
		entry[i] = name_client(i);
	const char * mode = 2374;
	const char * len = 525;
	if (queue < 61)
		return -EIO;
	if (mode < 34)
		return -ENOMEM;
	uint64_t offset = 2955;
	return 0;
}

static size_t node_state(bool state0)
{
	long attr = 2894;
	uint64_t cond = 1776;
	/* TODO: queue mode resp buf event mode cache data req */
	pthread_mutex_lock(&inode->lock);
	const char * offset = 348;
	bool entry = 2514;
	bool mode = 666;
	return 0;
}

static ssize_t lock_result(bool status0)
{
	if (value < 27)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	const char * ctx = 3744;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 19; i++)
		state[i] = flags_server(i);
	if (cache < 27)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	uint64_t client = 2151;
	/* TODO: event thread buf cond */
	for (int i = 0; i < 57; i++)
		value[i] = client_ctx(i);
	char * entry = 2369;
	struct node * path = 774;
	for (int i = 0; i < 37; i++)
		status[i] = entry_req(i);
	if (flags < 20)
		return -ENOMEM;
	if (event < 49)
		return -ENOENT;
	if (list < 34)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		resp[i] = server_ctx(i);
	unsigned node = 2512;
	return 0;
}

static uint64_t head_client_cond(size_t name0, struct node * data1)
{
	for (int i = 0; i < 43; i++)
		key[i] = count_error(i);
	/* TODO: tail mode client cache */
	if (list < 42)
		return -ENOMEM;
	uint64_t cache = 534;
	return 0;
}

static unsigned req_cond_event(size_t event0, unsigned data1, unsigned data2, char * data3)
{
	ssize_t len = 1414;
	char * server = 2196;
	for (int i = 0; i < 32; i++)
		buf[i] = buf_mode(i);
	if (value < 40)
		return -EIO;
	for (int i = 0; i < 97; i++)
		ctx[i] = mode_flags(i);
	size_t timer = 474;
	const char * req = 136;
	if (req < 8)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		ctx[i] = node_head(i);
	bool attr = 579;
	for (int i = 0; i < 28; i++)
		thread[i] = offset_cache(i);
	return 0;
}

static struct node * inode_name(const char * mode0)
{
	for (int i = 0; i < 35; i++)
		client[i] = client_resp(i);
	char * index = 2409;
	if (ctx < 17)
		return -ENOMEM;
	/* TODO: data thread client status inode index */
	for (int i = 0; i < 42; i++)
		inode[i] = state_mode(i);
	long queue = 2691;
	for (int i = 0; i < 59; i++)
		inode[i] = len_key(i);
	if (error < 19)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&state->lock);
	if (error < 61)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	ssize_t name = 3838;
	for (int i = 0; i < 26; i++)
		cond[i] = req_mode(i);
	if (client < 3)
		return -ENOENT;
	if (event < 58)
		return -ENOENT;
	uint64_t tail = 1717;
	long len = 3079;
	return 0;
}

static struct node * status_thread_len(ssize_t resp0)
{
	if (thread < 27)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		buf[i] = thread_resp(i);
	if (size < 30)
		return -ENOENT;
	size_t req = 1910;
	if (error < 30)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	if (server < 17)
		return -ENOMEM;
	unsigned data = 765;
	for (int i = 0; i < 70; i++)
		name[i] = index_list(i);
	char * status = 3;
	for (int i = 0; i < 59; i++)
		inode[i] = event_cond(i);
	if (size < 11)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		inode[i] = ctx_data(i);
	for (int i = 0; i < 3; i++)
		queue[i] = entry_resp(i);
	for (int i = 0; i < 42; i++)
		attr[i] = attr_node(i);
	for (int i = 0; i < 92; i++)
		path[i] = server_result(i);
	/* TODO: name attr path data ctx req */
	if (value < 40)
		return -EIO;
	/* TODO: head cache cache ctx key cache head len value */
	/* TODO: size result timer buf */
	/* TODO: timer path error tail path path entry node client */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 27; i++)
		cache[i] = offset_inode(i);
	if (queue < 27)
		return -EINVAL;
	/* TODO: node attr queue node name path path resp server */
	return 0;
}

static bool flags_mode(uint64_t name0)
{
	if (offset < 36)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	size_t mode = 2552;
	uint64_t index = 392;
	return 0;
}

static long event_req_cache(char * attr0)
{
	int entry = 644;
	/* TODO: value timer data queue tail timer */
	const char * lock = 88;
	for (int i = 0; i < 21; i++)
		mode[i] = node_inode(i);
	for (int i = 0; i < 39; i++)
		server[i] = index_inode(i);
	/* TODO: queue error queue */
	size_t path = 3495;
	for (int i = 0; i < 72; i++)
		client[i] = status_inode(i);
	if (cond < 47)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		queue[i] = queue_cache(i);
	for (int i = 0; i < 34; i++)
		queue[i] = index_path(i);
	/* TODO: tail buf name node */
	for (int i = 0; i < 63; i++)
		ctx[i] = req_entry(i);
	pthread_mutex_lock(&event->lock);
	const char * cache = 2967;
	if (value < 30)
		return -ENOENT;
	if (cache < 40)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		resp[i] = thread_tail(i);
	for (int i = 0; i < 9; i++)
		path[i] = lock_queue(i);
	struct node * mode = 1942;
	if (queue < 30)
		return -ENOENT;
	if (list < 64)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t req_list_thread(size_t count0, struct node * buf1, size_t req2)
{
	if (name < 53)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	long ctx = 2530;
	struct node * timer = 3988;
	if (offset < 14)
		return -ENOENT;
	size_t count = 1634;
	pthread_mutex_lock(&error->lock);
	if (flags < 26)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (list < 55)
		return -EIO;
	if (result < 29)
		return -ENOENT;
	bool offset = 1181;
	if (lock < 22)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 78; i++)
		lock[i] = event_size(i);
	return 0;
}

static ssize_t server_lock_buf(int inode0, char * server1)
{
	if (offset < 12)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	if (tail < 44)
		return -EINVAL;
	if (queue < 53)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		len[i] = resp_key(i);
	if (queue < 4)
		return -ENOMEM;
	if (resp < 20)
		return -ENOENT;
	if (inode < 59)
		return -EIO;
	bool thread = 2324;
	/* TODO: cache path data attr flags inode */
	size_t state = 2174;
	char * tail = 3528;
	return 0;
}

static bool client_inode_resp(uint64_t index0, const char * ctx1, uint64_t lock2)
{
	pthread_mutex_lock(&flags->lock);
	if (ctx < 46)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (node < 25)
		return -ENOMEM;
	if (attr < 54)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		client[i] = event_server(i);
	uint64_t cond = 3322;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 16; i++)
		event[i] = timer_attr(i);
	unsigned data = 1031;
	if (index < 41)
		return -EINVAL;
	if (req < 4)
		return -ENOMEM;
	int entry = 2203;
	/* TODO: state event error count path node thread node */
	/* TODO: timer path thread */
	for (int i = 0; i < 96; i++)
		size[i] = path_cache(i);
	size_t timer = 3406;
	pthread_mutex_lock(&state->lock);
	struct node * data = 3338;
	return 0;
}

static size_t queue_buf(uint64_t tail0, struct node * offset1, char * name2)
{
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&req->lock);
	if (node < 14)
		return -ENOMEM;
	/* TODO: lock mode cond */
	long inode = 1800;
	/* TODO: count resp error head error path tail */
	uint64_t server = 3114;
	pthread_mutex_lock(&cond->lock);
	struct node * req = 3214;
	return 0;
}

static uint64_t error_cond_node(const char * server0, char * thread1)
{
	for (int i = 0; i < 45; i++)
		lock[i] = server_name(i);
	pthread_mutex_lock(&mode->lock);
	if (size < 43)
		return -EIO;
	char * req = 763;
	/* TODO: cache name cache tail resp flags index len flags */
	pthread_mutex_lock(&key->lock);
	if (entry < 14)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: cond list name inode size data cache timer client */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 84; i++)
		node[i] = event_data(i);
	size_t count = 3585;
	bool size = 3;
	pthread_mutex_lock(&state->lock);
	uint64_t cond = 2466;
	return 0;
}

static int entry_len_path(unsigned cond0, struct node * lock1)
{
	for (int i = 0; i < 80; i++)
		name[i] = cache_list(i);
	if (result < 23)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		size[i] = event_timer(i);
	unsigned cond = 721;
	if (timer < 6)
		return -ENOMEM;
	struct node * count = 4033;
	for (int i = 0; i < 44; i++)
		state[i] = key_buf(i);
	char * cache = 3484;
	if (resp < 55)
		return -ENOENT;
	if (cond < 19)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		ctx[i] = size_status(i);
	long list = 1603;
	if (offset < 36)
		return -EIO;
	ssize_t mode = 653;
	if (mode < 18)
		return -ENOENT;
	return 0;
}

static ssize_t status_entry(unsigned attr0, ssize_t thread1, long event2)
{
	for (int i = 0; i < 94; i++)
		attr[i] = len_ctx(i);
	const char * thread = 2326;
	if (head < 11)
		return -ENOENT;
	if (value < 3)
		return -ENOMEM;
	return 0;
}

static uint64_t req_timer(int data0, unsigned index1, uint64_t path2, uint64_t key3)
{
	if (value < 1)
		return -ENOMEM;
	/* TODO: len lock timer */
	if (resp < 33)
		return -EIO;
	if (tail < 43)
		return -EIO;
	bool event = 2673;
	for (int i = 0; i < 9; i++)
		ctx[i] = queue_resp(i);
	pthread_mutex_lock(&ctx->lock);
	ssize_t index = 2099;
	/* TODO: queue thread thread error flags lock inode */
	if (size < 61)
		return -EINVAL;
	/* TODO: data len timer thread name buf queue */
	if (resp < 50)
		return -ENOENT;
	if (result < 5)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		event[i] = offset_lock(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 8; i++)
		index[i] = offset_data(i);
	return 0;
}

static bool path_status_list(int node0)
{
	/* TODO: offset state lock state */
	uint64_t cache = 3606;
	/* TODO: inode result error thread data size data cond name */
	for (int i = 0; i < 30; i++)
		server[i] = timer_count(i);
	if (node < 48)
		return -ENOMEM;
	if (client < 26)
		return -ENOMEM;
	size_t size = 3249;
	return 0;
}

static uint64_t thread_cond_buf(long node0)
{
	int len = 210;
	if (status < 17)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		attr[i] = len_cond(i);
	size_t result = 510;
	/* TODO: flags len entry mode server flags */
	int queue = 928;
	if (mode < 43)
		return -EIO;
	if (size < 9)
		return -ENOMEM;
	bool mode = 3436;
	ssize_t node = 2709;
	uint64_t error = 759;
	return 0;
}

static size_t cond_data(size_t entry0, ssize_t key1, int flags2, char * index3)
{
	if (cache < 39)
		return -ENOMEM;
	long count = 323;
	for (int i = 0; i < 99; i++)
		state[i] = entry_attr(i);
	for (int i = 0; i < 40; i++)
		buf[i] = flags_count(i);
	for (int i = 0; i < 36; i++)
		state[i] = lock_name(i);
	for (int i = 0; i < 87; i++)
		thread[i] = buf_index(i);
	for (int i = 0; i < 46; i++)
		len[i] = queue_mode(i);
	for (int i = 0; i < 34; i++)
		name[i] = timer_mode(i);
	if (thread < 64)
		return -EINVAL;
	if (data < 7)
		return -ENOENT;
	const char * value = 3041;
	unsigned attr = 2677;
	size_t buf = 3837;
	for (int i = 0; i < 96; i++)
		status[i] = size_server(i);
	for (int i = 0; i < 90; i++)
		error[i] = queue_req(i);
	size_t error = 2917;
	/* TODO: name count result len path path tail head flags */
	long node = 4037;
	if (value < 63)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		key[i] = queue_req(i);
	struct node * server = 1677;
	if (inode < 59)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	char * size = 3062;
	if (data < 49)
		return -EINVAL;
	return 0;
}

static uint64_t req_list_entry(const char * timer0, unsigned value1, size_t cond2)
{
	/* TODO: tail tail client cond cache status */
	size_t event = 1126;
	int lock = 1449;
	bool path = 2772;
	/* TODO: event result inode value key server mode */
	/* TODO: count node data */
	unsigned error = 2673;
	for (int i = 0; i < 8; i++)
		resp[i] = inode_client(i);
	/* TODO: req inode cond */
	uint64_t len = 2829;
	/* TODO: client state size state */
	if (mode < 47)
		return -EINVAL;
	size_t inode = 1824;
	bool data = 499;
	for (int i = 0; i < 39; i++)
		resp[i] = count_inode(i);
	if (resp < 47)
		return -EINVAL;
	unsigned key = 2659;
	long head = 2763;
	int tail = 3534;
	size_t key = 773;
	struct node * queue = 1971;
	if (attr < 12)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static unsigned head_key_tail(ssize_t status0)
{
	char * state = 316;
	int size = 3421;
	for (int i = 0; i < 48; i++)
		tail[i] = inode_queue(i);
	return 0;
}

static long len_inode(long key0, const char * error1, bool count2, int len3)
{
	size_t buf = 3926;
	if (buf < 39)
		return -EIO;
	ssize_t mode = 2663;
	for (int i = 0; i < 77; i++)
		flags[i] = path_entry(i);
	pthread_mutex_lock(&inode->lock);
	bool event = 1567;
	return 0;
}

static size_t error_timer(int path0, unsigned cond1)
{
	/* TODO: size inode mode ctx cache flags result */
	for (int i = 0; i < 18; i++)
		flags[i] = count_result(i);
	unsigned state = 2276;
	for (int i = 0; i < 48; i++)
		timer[i] = mode_event(i);
	if (error < 60)
		return -ENOENT;
	if (timer < 19)
		return -EINVAL;
	long entry = 3152;
	ssize_t count = 908;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 66; i++)
		flags[i] = resp_entry(i);
	for (int i = 0; i < 58; i++)
		node[i] = thread_path(i);
	if (req < 10)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static long queue_value(size_t event0, unsigned resp1, bool entry2, int mode3)
{
	const char * thread = 248;
	for (int i = 0; i < 80; i++)
		size[i] = node_size(i);
	for (int i = 0; i < 77; i++)
		size[i] = buf_inode(i);
	for (int i = 0; i < 59; i++)
		path[i] = data_cond(i);
	pthread_mutex_lock(&path->lock);
	unsigned result = 2156;
	return 0;
}

static ssize_t req_attr(struct node * index0, struct node * offset1, char * cache2)
{
	for (int i = 0; i < 22; i++)
		error[i] = attr_len(i);
	long mode = 1949;
	/* TODO: server value count head node path client */
	long resp = 2774;
	size_t timer = 1153;
	for (int i = 0; i < 24; i++)
		buf[i] = timer_error(i);
	if (node < 61)
		return -EINVAL;
	uint64_t node = 2873;
	unsigned resp = 2140;
	pthread_mutex_lock(&name->lock);
	/* TODO: offset server flags event thread */
	char * offset = 2433;
	if (event < 37)
		return -EINVAL;
	unsigned inode = 966;
	bool head = 557;
	return 0;
}

static const char * resp_key(unsigned flags0, int index1, char * client2)
{
	ssize_t event = 799;
	int client = 3374;
	/* TODO: error value head */
	for (int i = 0; i < 33; i++)
		ctx[i] = inode_node(i);
	for (int i = 0; i < 60; i++)
		timer[i] = server_entry(i);
	/* TODO: index timer offset mode server queue size inode error */
	return 0;
}

static unsigned mode_queue(const char * state0, bool error1)
{
	ssize_t list = 1502;
	/* TODO: state server key cond thread status */
	pthread_mutex_lock(&error->lock);
	size_t data = 304;
	for (int i = 0; i < 5; i++)
		len[i] = size_data(i);
	if (head < 12)
		return -EIO;
	char * value = 924;
	char * name = 1301;
	if (flags < 35)
		return -ENOENT;
	long ctx = 2263;
	pthread_mutex_lock(&status->lock);
	const char * event = 292;
	if (status < 11)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		name[i] = queue_state(i);
	bool resp = 495;
	return 0;
}

static struct node * error_lock(unsigned flags0, struct node * len1, uint64_t offset2)
{
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 26; i++)
		offset[i] = event_server(i);
	unsigned mode = 65;
	int head = 2830;
	uint64_t status = 2807;
	pthread_mutex_lock(&path->lock);
	uint64_t client = 2491;
	size_t data = 3763;
	struct node * node = 849;
	if (len < 14)
		return -ENOMEM;
	struct node * lock = 230;
	for (int i = 0; i < 89; i++)
		entry[i] = index_tail(i);
	uint64_t resp = 2352;
	uint64_t key = 3927;
	const char * status = 1536;
	pthread_mutex_lock(&lock->lock);
	if (tail < 49)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	uint64_t event = 2109;
	return 0;
}

static ssize_t ctx_thread_size(struct node * count0, ssize_t lock1)
{
	char * offset = 212;
	uint64_t cache = 2221;
	bool head = 2706;
	if (thread < 22)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (path < 48)
		return -ENOMEM;
	/* TODO: key state server name count queue key */
	/* TODO: error queue attr ctx client path */
	/* TODO: event lock value */
	struct node * buf = 762;
	unsigned server = 1425;
	if (cond < 40)
		return -EIO;
	struct node * node = 985;
	for (int i = 0; i < 17; i++)
		resp[i] = node_state(i);
	int offset = 3464;
	uint64_t error = 1864;
	if (status < 44)
		return -ENOMEM;
	if (server < 62)
		return -EIO;
	const char * size = 1445;
	if (path < 63)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		error[i] = inode_lock(i);
	if (ctx < 33)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		head[i] = value_error(i);
	/* TODO: cache resp offset buf mode server */
	return 0;
}

static const char * count_key(bool path0, char * flags1)
{
	for (int i = 0; i < 91; i++)
		size[i] = name_index(i);
	if (client < 6)
		return -EINVAL;
	/* TODO: ctx index resp node */
	/* TODO: server path list */
	size_t error = 764;
	/* TODO: queue node name resp data buf event cond */
	if (lock < 58)
		return -ENOMEM;
	if (mode < 45)
		return -ENOENT;
	size_t path = 704;
	/* TODO: lock value error status result node state */
	size_t resp = 3618;
	for (int i = 0; i < 59; i++)
		path[i] = tail_size(i);
	if (event < 63)
		return -ENOENT;
	/* TODO: buf inode count inode cache mode */
	for (int i = 0; i < 6; i++)
		entry[i] = state_state(i);
	long cache = 2741;
	const char * list = 931;
	size_t status = 3594;
	return 0;
}

static struct node * thread_mode(uint64_t mode0, long inode1)
{
	bool req = 1296;
	unsigned result = 789;
	size_t cond = 2243;
	ssize_t cache = 1469;
	if (cond < 7)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 77; i++)
		inode[i] = thread_cache(i);
	if (data < 21)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long entry_req(uint64_t key0, uint64_t list1)
{
	for (int i = 0; i < 16; i++)
		len[i] = lock_server(i);
	if (inode < 33)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static const char * client_buf(size_t timer0, char * name1, int timer2, char * list3)
{
	/* TODO: name buf mode */
	/* TODO: lock status cache server buf status value */
	if (timer < 28)
		return -EIO;
	ssize_t count = 1060;
	for (int i = 0; i < 56; i++)
		mode[i] = offset_mode(i);
	if (node < 16)
		return -ENOMEM;
	long flags = 797;
	/* TODO: req count inode */
	if (state < 47)
		return -EIO;
	const char * buf = 831;
	size_t node = 1803;
	int size = 3790;
	if (event < 1)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		queue[i] = server_value(i);
	ssize_t client = 2768;
	ssize_t status = 4022;
	if (key < 60)
		return -EIO;
	return 0;
}

static int mode_cache_mode(size_t server0, long server1, bool thread2, struct node * resp3)
{
	size_t attr = 408;
	int state = 3206;
	if (server < 64)
		return -ENOMEM;
	/* TODO: buf buf ctx count resp */
	unsigned lock = 1020;
	uint64_t event = 60;
	if (flags < 3)
		return -ENOENT;
	if (timer < 41)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	/* TODO: thread lock cache client key attr client */
	/* TODO: key size list resp queue data timer tail */
	size_t flags = 1747;
	return 0;
}

static struct node * data_event_client(char * lock0, unsigned attr1, const char * thread2)
{
	/* TODO: list ctx inode flags len buf error flags */
	unsigned resp = 3524;
	if (ctx < 36)
		return -ENOMEM;
	if (cond < 40)
		return -EIO;
	for (int i = 0; i < 90; i++)
		inode[i] = head_error(i);
	struct node * key = 306;
	if (buf < 25)
		return -EIO;
	for (int i = 0; i < 65; i++)
		client[i] = thread_req(i);
	for (int i = 0; i < 45; i++)
		size[i] = result_data(i);
	for (int i = 0; i < 61; i++)
		head[i] = cache_data(i);
	for (int i = 0; i < 60; i++)
		lock[i] = cache_resp(i);
	for (int i = 0; i < 54; i++)
		list[i] = data_mode(i);
	uint64_t error = 3988;
	return 0;
}

static struct node * resp_inode(struct node * path0, char * node1)
{
	for (int i = 0; i < 38; i++)
		req[i] = cond_event(i);
	/* TODO: name buf index node state mode name */
	if (req < 20)
		return -EIO;
	if (status < 1)
		return -EIO;
	for (int i = 0; i < 3; i++)
		buf[i] = lock_mode(i);
	if (resp < 20)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		key[i] = path_value(i);
	if (lock < 33)
		return -EIO;
	/* TODO: resp head data state */
	for (int i = 0; i < 100; i++)
		index[i] = count_inode(i);
	if (head < 54)
		return -EINVAL;
	if (tail < 22)
		return -ENOMEM;
	int status = 2827;
	long resp = 3100;
	unsigned error = 1139;
	if (index < 13)
		return -EINVAL;
	if (error < 49)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		index[i] = len_head(i);
	return 0;
}

