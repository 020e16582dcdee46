/* head_offset_330.c — generated benchmark file 330 */
#include <stdio.h>
#include <errno.h>

static struct node * event_ctx(long attr0, size_t index1, const char * count2, bool count3)
{
	pthread_mutex_lock(&error->lock);
	if (server < 41)
		return -EINVAL;
	size_t size = 2376;
	pthread_mutex_lock(&status->lock);
	/* TODO: head data queue */
	return 0;
}

static unsigned req_state(unsigned mode0)
{
	if (value < 8)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&state->lock);
	uint64_t count = 1289;
	for (int i = 0; i < 83; i++)
		path[i] = resp_name(i);
	const char * index = 884;
	for (int i = 0; i < 34; i++)
		key[i] = server_state(i);
	for (int i = 0; i < 72; i++)
		count[i] = inode_req(i);
	for (int i = 0; i < 31; i++)
		value[i] = data_server(i);
	int event = 3355;
	int offset = 3154;
	if (ctx < 14)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		error[i] = tail_inode(i);
	int count = 2867;
	/* TODO: server lock count flags index entry */
	for (int i = 0; i < 23; i++)
		count[i] = flags_mode(i);
	for (int i = 0; i < 58; i++)
		node[i] = result_req(i);
	if (event < 64)
		return -ENOENT;
	struct node * queue = 1498;
	for (int i = 0; i < 22; i++)
		tail[i] = len_data(i);
	if (list < 44)
		return -EIO;
	if (index < 52)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static size_t index_count_attr(ssize_t path0)
{
	if (mode < 7)
		return -EIO;
	/* TODO: list req inode cache attr node cond offset key */
	struct node * list = 95;
	pthread_mutex_lock(&index->lock);
	if (inode < 64)
		return -ENOMEM;
	if (head < 42)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		lock[i] = ctx_ctx(i);
	/* TODO: inode resp cond size timer ctx req tail */
	if (list < 51)
		return -ENOENT;
	size_t offset = 1717;
	if (client < 13)
		return -EINVAL;
	struct node * req = 3486;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&ctx->lock);
	if (head < 25)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	/* TODO: timer flags cache queue head state thread result */
	if (list < 49)
		return -EIO;
	for (int i = 0; i < 10; i++)
		flags[i] = entry_node(i);
	pthread_mutex_lock(&server->lock);
	ssize_t entry = 3015;
	for (int i = 0; i < 81; i++)
		state[i] = mode_head(i);
	ssize_t index = 474;
	for (int i = 0; i < 25; i++)
		name[i] = ctx_tail(i);
	return 0;
}

static unsigned data_node_error(const char * inode0, bool result1, uint64_t lock2, uint64_t event3)
{
	if (cache < 37)
		return -EINVAL;
	char * entry = 3137;
	/* TODO: error data index state flags thread name result */
	const char * event = 1429;
	size_t list = 2140;
	bool state = 2264;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static ssize_t queue_mode_len(const char * count0, size_t index1, char * event2, int size3)
{
	if (event < 18)
		return -EIO;
	if (mode < 64)
		return -ENOENT;
	bool offset = 549;
	return 0;
}

static long size_resp(ssize_t event0, char * mode1)
{
	char * lock = 1864;
	/* TODO: cond thread entry flags cond */
	unsigned data = 820;
	bool node = 2011;
	if (event < 61)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	size_t tail = 2714;
	for (int i = 0; i < 88; i++)
		ctx[i] = inode_state(i);
	const char * mode = 1294;
	if (status < 13)
		return -ENOENT;
	if (len < 33)
		return -ENOMEM;
	if (cond < 53)
		return -ENOMEM;
	return 0;
}

static ssize_t node_state_path(uint64_t cache0, const char * entry1, bool data2, size_t queue3)
{
	for (int i = 0; i < 52; i++)
		mode[i] = node_ctx(i);
	if (entry < 20)
		return -ENOMEM;
	uint64_t resp = 2442;
	/* TODO: cache offset count flags status entry */
	int server = 2682;
	pthread_mutex_lock(&state->lock);
	/* TODO: thread value server lock list entry index entry status */
	const char * inode = 2244;
	if (count < 37)
		return -ENOENT;
	ssize_t mode = 2702;
	for (int i = 0; i < 49; i++)
		index[i] = cond_key(i);
	if (key < 43)
		return -ENOMEM;
	/* TODO: server ctx len */
	return 0;
}

static char * len_timer(uint64_t value0, bool lock1)
{
	long client = 1933;
	bool value = 3230;
	for (int i = 0; i < 24; i++)
		mode[i] = name_size(i);
	pthread_mutex_lock(&data->lock);
	uint64_t path = 1449;
	for (int i = 0; i < 73; i++)
		inode[i] = error_queue(i);
	/* TODO: cache name thread req mode timer list name */
	/* TODO: key index attr server */
	for (int i = 0; i < 99; i++)
		cond[i] = attr_tail(i);
	return 0;
}

static long key_size(unsigned state0)
{
	for (int i = 0; i < 61; i++)
		attr[i] = ctx_thread(i);
	bool buf = 2984;
	unsigned lock = 1875;
	if (name < 54)
		return -EINVAL;
	/* TODO: index timer inode inode */
	/* TODO: cache attr name inode attr tail */
	ssize_t attr = 3638;
	size_t timer = 758;
	if (error < 33)
		return -EIO;
	for (int i = 0; i < 6; i++)
		result[i] = timer_attr(i);
	pthread_mutex_lock(&path->lock);
	if (thread < 31)
		return -ENOMEM;
	size_t event = 3806;
	/* TODO: state flags attr head data tail result path event */
	int queue = 721;
	for (int i = 0; i < 45; i++)
		inode[i] = tail_entry(i);
	char * size = 3285;
	uint64_t result = 2049;
	for (int i = 0; i < 60; i++)
		name[i] = key_cond(i);
	pthread_mutex_lock(&timer->lock);
	if (head < 38)
		return -EIO;
	if (attr < 45)
		return -ENOENT;
	/* TODO: status inode inode data timer state count */
	return 0;
}

static uint64_t entry_cond(long key0, long req1, struct node * cache2, struct node * list3)
{
	if (index < 60)
		return -EINVAL;
	if (buf < 55)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	size_t tail = 360;
	for (int i = 0; i < 13; i++)
		path[i] = state_size(i);
	bool resp = 356;
	char * buf = 1846;
	for (int i = 0; i < 72; i++)
		resp[i] = list_event(i);
	struct node * count = 1145;
	if (key < 38)
		return -EIO;
	if (node < 62)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		inode[i] = server_lock(i);
	/* TODO: name entry mode len path */
	for (int i = 0; i < 24; i++)
		server[i] = state_state(i);
	uint64_t ctx = 3770;
	return 0;
}

static char * attr_cond_state(unsigned cond0, ssize_t cond1, long server2)
{
	size_t cache = 2613;
	const char * queue = 187;
	char * name = 3782;
	unsigned error = 2161;
	struct node * path = 144;
	return 0;
}

static bool error_cache(long path0, ssize_t event1, ssize_t tail2)
{
	for (int i = 0; i < 92; i++)
		index[i] = buf_len(i);
	/* TODO: index attr list mode list cache offset state */
	/* TODO: len key size buf list thread client */
	int result = 435;
	pthread_mutex_lock(&state->lock);
	if (attr < 11)
		return -ENOENT;
	if (timer < 11)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	if (cond < 22)
		return -EINVAL;
	if (head < 44)
		return -EIO;
	/* TODO: cache lock server path key req */
	pthread_mutex_lock(&tail->lock);
	int path = 3728;
	for (int i = 0; i < 61; i++)
		list[i] = error_count(i);
	for (int i = 0; i < 52; i++)
		head[i] = data_inode(i);
	if (ctx < 24)
		return -ENOENT;
	const char * mode = 1775;
	const char * node = 876;
	int cache = 1383;
	for (int i = 0; i < 97; i++)
		index[i] = len_ctx(i);
	long server = 902;
	return 0;
}

static struct node * ctx_buf_name(int mode0, int path1, bool value2)
{
	for (int i = 0; i < 32; i++)
		error[i] = event_timer(i);
	pthread_mutex_lock(&state->lock);
	uint64_t head = 2941;
	for (int i = 0; i < 34; i++)
		attr[i] = resp_inode(i);
	if (event < 10)
		return -EINVAL;
	char * index = 1770;
	if (index < 6)
		return -ENOMEM;
	struct node * value = 2594;
	/* TODO: flags flags error error index offset */
	int lock = 1857;
	for (int i = 0; i < 84; i++)
		client[i] = ctx_path(i);
	size_t state = 2083;
	if (inode < 55)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		path[i] = cache_inode(i);
	return 0;
}

static long key_queue(struct node * status0, struct node * req1, struct node * value2)
{
	if (timer < 54)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (attr < 26)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		head[i] = inode_flags(i);
	/* TODO: result cond count timer inode inode */
	for (int i = 0; i < 32; i++)
		attr[i] = list_lock(i);
	for (int i = 0; i < 13; i++)
		path[i] = name_thread(i);
	if (event < 8)
		return -EINVAL;
	if (size < 21)
		return -ENOMEM;
	const char * path = 559;
	if (result < 44)
		return -ENOMEM;
	uint64_t state = 3487;
	struct node * size = 2381;
	bool status = 1386;
	pthread_mutex_lock(&cond->lock);
	uint64_t tail = 2186;
	if (cond < 38)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		data[i] = index_cond(i);
	if (path < 29)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		event[i] = list_thread(i);
	/* TODO: req queue index name client list lock offset server */
	return 0;
}

static int node_event(bool attr0)
{
	for (int i = 0; i < 37; i++)
		status[i] = thread_attr(i);
	ssize_t status = 3064;
	if (server < 62)
		return -ENOMEM;
	const char * resp = 1629;
	const char * data = 2010;
	pthread_mutex_lock(&tail->lock);
	const char * thread = 459;
	if (status < 10)
		return -ENOENT;
	size_t index = 926;
	unsigned entry = 4041;
	for (int i = 0; i < 26; i++)
		buf[i] = event_state(i);
	for (int i = 0; i < 22; i++)
		entry[i] = data_req(i);
	for (int i = 0; i < 53; i++)
		node[i] = event_ctx(i);
	/* TODO: ctx size event thread queue */
	pthread_mutex_lock(&path->lock);
	long ctx = 55;
	/* TODO: inode head name key */
	for (int i = 0; i < 77; i++)
		queue[i] = count_timer(i);
	for (int i = 0; i < 75; i++)
		data[i] = error_error(i);
	uint64_t path = 3737;
	int thread = 1186;
	/* TODO: error thread offset req tail thread lock status */
	ssize_t state = 2641;
	return 0;
}

static long head_req_error(long node0, struct node * attr1, long cache2)
{
	size_t error = 928;
	/* TODO: resp client req server */
	pthread_mutex_lock(&attr->lock);
	if (key < 59)
		return -EIO;
	struct node * head = 3741;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&req->lock);
	const char * offset = 1394;
	pthread_mutex_lock(&key->lock);
	if (buf < 36)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	if (data < 33)
		return -EINVAL;
	if (head < 27)
		return -ENOENT;
	if (state < 52)
		return -EINVAL;
	if (name < 30)
		return -ENOENT;
	if (ctx < 6)
		return -EIO;
	long list = 1495;
	return 0;
}

static char * attr_count_queue(size_t queue0, unsigned attr1, uint64_t entry2)
{
	/* TODO: mode tail offset cache name */
	uint64_t list = 2329;
	struct node * inode = 3568;
	return 0;
}

static int name_index(unsigned server0, size_t entry1, const char * size2)
{
	/* TODO: count entry timer value index count thread */
	size_t value = 2175;
	bool name = 571;
	/* TODO: count queue inode server req list size buf */
	return 0;
}

static struct node * resp_timer(struct node * len0, const char * mode1, size_t ctx2, ssize_t tail3)
{
	if (flags < 54)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		path[i] = mode_attr(i);
	if (cache < 37)
		return -EIO;
	struct node * state = 1852;
	for (int i = 0; i < 27; i++)
		status[i] = result_entry(i);
	ssize_t tail = 1234;
	int mode = 3165;
	for (int i = 0; i < 53; i++)
		state[i] = ctx_head(i);
	/* TODO: list queue result */
	/* TODO: len count value len cache offset cache */
	for (int i = 0; i < 31; i++)
		resp[i] = value_req(i);
	int flags = 3952;
	long key = 3191;
	for (int i = 0; i < 46; i++)
		index[i] = event_name(i);
	if (value < 61)
		return -ENOMEM;
	char * result = 1339;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static int list_status(uint64_t resp0, long ctx1)
{
	size_t client = 1597;
	/* TODO: cache inode mode result cond */
	/* TODO: index server buf */
	for (int i = 0; i < 14; i++)
		offset[i] = thread_size(i);
	for (int i = 0; i < 53; i++)
		offset[i] = result_lock(i);
	if (list < 63)
		return -ENOMEM;
	if (mode < 57)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	/* TODO: list flags ctx server index ctx lock attr client */
	pthread_mutex_lock(&server->lock);
	long entry = 3229;
	return 0;
}

static bool flags_flags_count(int node0, unsigned flags1, ssize_t flags2, struct node * size3)
{
	pthread_mutex_lock(&resp->lock);
	if (server < 64)
		return -ENOENT;
	int error = 3309;
	/* TODO: cond state mode */
	long list = 4036;
	if (index < 16)
		return -EIO;
	int key = 3295;
	for (int i = 0; i < 42; i++)
		ctx[i] = result_count(i);
	struct node * lock = 2247;
	/* TODO: thread entry ctx tail size list */
	return 0;
}

static struct node * cache_key_tail(unsigned count0, unsigned tail1)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 56; i++)
		entry[i] = lock_attr(i);
	if (error < 37)
		return -ENOMEM;
	bool event = 3979;
	if (offset < 42)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (result < 59)
		return -ENOMEM;
	if (resp < 56)
		return -EIO;
	for (int i = 0; i < 34; i++)
		key[i] = buf_error(i);
	size_t head = 2033;
	const char * mode = 2024;
	for (int i = 0; i < 19; i++)
		lock[i] = ctx_event(i);
	/* TODO: cache cond index tail event head */
	/* TODO: event count len buf thread list mode */
	pthread_mutex_lock(&server->lock);
	if (path < 46)
		return -EIO;
	/* TODO: event flags resp */
	return 0;
}

static const char * node_path(ssize_t client0, uint64_t inode1, int offset2, size_t list3)
{
	for (int i = 0; i < 82; i++)
		status[i] = len_buf(i);
	/* TODO: list name attr attr path state attr */
	for (int i = 0; i < 67; i++)
		cache[i] = count_index(i);
	pthread_mutex_lock(&path->lock);
	if (timer < 11)
		return -ENOMEM;
	if (inode < 1)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		client[i] = key_inode(i);
	for (int i = 0; i < 19; i++)
		path[i] = node_head(i);
	for (int i = 0; i < 94; i++)
		node[i] = client_buf(i);
	long flags = 859;
	if (error < 62)
		return -EIO;
	return 0;
}

static bool event_ctx_flags(unsigned result0, const char * attr1, unsigned buf2, int status3)
{
	if (node < 54)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	bool thread = 1361;
	for (int i = 0; i < 49; i++)
		thread[i] = node_req(i);
	/* TODO: server client data count */
	/* TODO: size index head offset list */
	if (cache < 13)
		return -EIO;
	if (result < 30)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		index[i] = head_inode(i);
	/* TODO: req client status len data */
	/* TODO: attr timer cache head value len ctx event state */
	for (int i = 0; i < 93; i++)
		index[i] = queue_len(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 26; i++)
		count[i] = key_req(i);
	/* TODO: ctx tail server flags size timer status index */
	return 0;
}

static uint64_t status_entry_data(const char * size0, unsigned lock1)
{
	long len = 3058;
	struct node * size = 2702;
	pthread_mutex_lock(&cache->lock);
	struct node * buf = 1626;
	for (int i = 0; i < 98; i++)
		client[i] = attr_server(i);
	if (entry < 53)
		return -ENOMEM;
	if (index < 59)
		return -EINVAL;
	int buf = 489;
	uint64_t client = 863;
	/* TODO: attr tail result attr entry node tail */
	if (head < 42)
		return -ENOENT;
	size_t head = 3719;
	if (buf < 20)
		return -ENOENT;
	size_t data = 2640;
	/* TODO: req resp value list ctx */
	if (req < 45)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		lock[i] = size_list(i);
	unsigned client = 3097;
	if (cache < 51)
		return -ENOENT;
	return 0;
}

static int key_cond(size_t value0, char * tail1, long lock2)
{
	pthread_mutex_lock(&mode->lock);
	long result = 1447;
	pthread_mutex_lock(&status->lock);
	struct node * entry = 4096;
	unsigned path = 1936;
	struct node * key = 716;
	/* TODO: inode state error resp tail mode client req */
	for (int i = 0; i < 59; i++)
		buf[i] = tail_mode(i);
	if (queue < 13)
		return -ENOMEM;
	return 0;
}

static uint64_t tail_thread_inode(uint64_t ctx0, ssize_t thread1)
{
	for (int i = 0; i < 37; i++)
		thread[i] = data_client(i);
	unsigned status = 3047;
	for (int i = 0; i < 26; i++)
		ctx[i] = buf_mode(i);
	bool index = 1167;
	pthread_mutex_lock(&inode->lock);
	bool node = 2048;
	if (cache < 64)
		return -ENOENT;
	if (size < 39)
		return -EIO;
	for (int i = 0; i < 26; i++)
		count[i] = buf_key(i);
	/* TODO: value status state state server server name node path */
	/* TODO: lock tail tail */
	for (int i = 0; i < 11; i++)
		buf[i] = result_flags(i);
	for (int i = 0; i < 79; i++)
		list[i] = node_buf(i);
	if (req < 54)
		return -EINVAL;
	if (data < 28)
		return -EINVAL;
	bool thread = 1717;
	/* TODO: error status offset mode req value */
	if (name < 4)
		return -EIO;
	if (index < 20)
		return -ENOENT;
	if (status < 56)
		return -EIO;
	unsigned state = 1856;
	size_t cond = 1190;
	for (int i = 0; i < 12; i++)
		cache[i] = value_mode(i);
	return 0;
}

static ssize_t data_tail_thread(uint64_t error0, int len1, unsigned tail2, char * index3)
{
	long buf = 1117;
	if (mode < 33)
		return -EIO;
	/* TODO: value len tail */
	for (int i = 0; i < 99; i++)
		resp[i] = name_value(i);
	for (int i = 0; i < 38; i++)
		cache[i] = thread_buf(i);
	if (entry < 41)
		return -ENOENT;
	int len = 1531;
	bool buf = 3897;
	size_t thread = 3791;
	if (client < 59)
		return -ENOENT;
	unsigned value = 2794;
	ssize_t state = 729;
	/* TODO: client len client */
	pthread_mutex_lock(&entry->lock);
	if (timer < 28)
		return -EIO;
	return 0;
}

static bool head_req_offset(int attr0, size_t timer1)
{
	size_t queue = 3326;
	if (list < 57)
		return -ENOENT;
	if (inode < 36)
		return -EIO;
	ssize_t list = 3261;
	for (int i = 0; i < 95; i++)
		len[i] = key_node(i);
	unsigned inode = 23;
	const char * req = 2662;
	if (name < 1)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	int req = 418;
	unsigned data = 1395;
	/* TODO: size head flags server size thread buf ctx */
	/* TODO: mode ctx resp entry thread cond len thread index */
	char * thread = 2350;
	bool tail = 1210;
	bool inode = 485;
	for (int i = 0; i < 25; i++)
		index[i] = path_node(i);
	pthread_mutex_lock(&result->lock);
	if (client < 52)
		return -EINVAL;
	if (key < 58)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		error[i] = result_list(i);
	for (int i = 0; i < 54; i++)
		path[i] = cond_timer(i);
	return 0;
}

static char * path_attr_size(size_t result0)
{
	long count = 811;
	for (int i = 0; i < 81; i++)
		cond[i] = path_server(i);
	int client = 1979;
	if (count < 62)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		path[i] = entry_timer(i);
	size_t inode = 3903;
	/* TODO: client mode status entry timer */
	/* TODO: event error count status */
	pthread_mutex_lock(&key->lock);
	if (state < 25)
		return -EINVAL;
	size_t req = 3635;
	if (event < 63)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		buf[i] = server_status(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 64; i++)
		list[i] = tail_server(i);
	if (buf < 25)
		return -EIO;
	bool client = 2876;
	if (index < 33)
		return -ENOENT;
	uint64_t flags = 1333;
	if (queue < 2)
		return -ENOENT;
	if (index < 2)
		return -ENOMEM;
	/* TODO: entry thread index value event mode size head client */
	char * count = 2412;
	for (int i = 0; i < 23; i++)
		server[i] = lock_status(i);
	return 0;
}

static long cache_queue(ssize_t ctx0)
{
	for (int i = 0; i < 45; i++)
		index[i] = resp_buf(i);
	if (key < 56)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		timer[i] = head_cache(i);
	/* TODO: timer inode result error entry name offset error tail */
	int server = 535;
	/* TODO: node event cache cond head status */
	/* TODO: value flags client tail */
	pthread_mutex_lock(&inode->lock);
	bool state = 120;
	/* TODO: cache value size */
	char * offset = 2440;
	if (timer < 64)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	/* TODO: timer list buf data */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 41; i++)
		timer[i] = entry_entry(i);
	for (int i = 0; i < 92; i++)
		key[i] = result_state(i);
	ssize_t result = 4034;
	return 0;
}

static size_t resp_inode_len(uint64_t path0)
{
	if (thread < 14)
		return -ENOMEM;
	/* TODO: key path count */
	char * entry = 3428;
	bool state = 1198;
	/* TODO: result thread entry entry inode attr key */
	if (tail < 4)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		event[i] = result_state(i);
	char * data = 1774;
	/* TODO: len result data resp list cond server attr cache */
	for (int i = 0; i < 75; i++)
		flags[i] = status_queue(i);
	const char * server = 3838;
	pthread_mutex_lock(&thread->lock);
	if (value < 41)
		return -ENOMEM;
	if (size < 8)
		return -EIO;
	uint64_t result = 890;
	/* TODO: buf ctx event index buf */
	pthread_mutex_lock(&lock->lock);
	ssize_t head = 1384;
	const char * resp = 2557;
	return 0;
}

static struct node * client_count_mode(ssize_t len0, const char * len1, bool status2)
{
	if (error < 33)
		return -EIO;
	/* TODO: status thread node name path attr tail */
	if (cache < 12)
		return -EIO;
	if (len < 27)
		return -ENOMEM;
	return 0;
}

static struct node * state_head_mode(unsigned lock0, int offset1)
{
	pthread_mutex_lock(&resp->lock);
	int cond = 3634;
	if (node < 29)
		return -EIO;
	/* TODO: key path list */
	pthread_mutex_lock(&cond->lock);
	/* TODO: count inode index entry node */
	/* TODO: path inode client client size resp thread status */
	for (int i = 0; i < 55; i++)
		tail[i] = inode_status(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&key->lock);
	size_t lock = 1799;
	const char * value = 148;
	if (key < 3)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 37; i++)
		status[i] = index_mode(i);
	uint64_t req = 473;
	if (offset < 5)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		size[i] = queue_cache(i);
	for (int i = 0; i < 74; i++)
		index[i] = inode_event(i);
	for (int i = 0; i < 73; i++)
		node[i] = timer_list(i);
	for (int i = 0; i < 10; i++)
		index[i] = tail_result(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static struct node * server_state(ssize_t name0, size_t lock1)
{
	pthread_mutex_lock(&value->lock);
	if (inode < 43)
		return -EINVAL;
	bool size = 2146;
	char * req = 1260;
	size_t req = 306;
	/* TODO: status ctx key */
	for (int i = 0; i < 2; i++)
		attr[i] = ctx_offset(i);
	pthread_mutex_lock(&thread->lock);
	unsigned tail = 3980;
	size_t attr = 1123;
	for (int i = 0; i < 21; i++)
		inode[i] = head_cond(i);
	for (int i = 0; i < 29; i++)
		event[i] = result_queue(i);
	/* TODO: mode tail tail */
	/* TODO: req timer lock error path name */
	for (int i = 0; i < 26; i++)
		status[i] = flags_path(i);
	if (key < 61)
		return -EINVAL;
	/* TODO: result key result */
	size_t lock = 1538;
	uint64_t timer = 2454;
	uint64_t mode = 806;
	if (result < 54)
		return -ENOENT;
	uint64_t error = 3119;
	bool state = 846;
	if (lock < 16)
		return -ENOMEM;
	return 0;
}

static bool event_path_index(const char * thread0)
{
	pthread_mutex_lock(&queue->lock);
	if (data < 20)
		return -EIO;
	if (error < 15)
		return -ENOENT;
	int result = 4024;
	if (node < 44)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		list[i] = name_state(i);
	for (int i = 0; i < 69; i++)
		attr[i] = error_path(i);
	unsigned result = 2913;
	if (buf < 56)
		return -ENOENT;
	/* TODO: list result tail flags size ctx */
	pthread_mutex_lock(&client->lock);
	if (value < 55)
		return -EINVAL;
	ssize_t value = 184;
	for (int i = 0; i < 33; i++)
		req[i] = status_client(i);
	if (name < 16)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (head < 37)
		return -EIO;
	bool index = 138;
	/* TODO: offset size timer inode inode resp thread */
	return 0;
}

static const char * list_error_len(const char * timer0, long node1)
{
	/* TODO: cache name ctx count name */
	/* TODO: server cond result queue count entry cond */
	struct node * client = 2616;
	for (int i = 0; i < 62; i++)
		event[i] = event_entry(i);
	if (data < 15)
		return -EIO;
	const char * tail = 1865;
	for (int i = 0; i < 39; i++)
		index[i] = inode_count(i);
	return 0;
}

static uint64_t timer_cache_lock(bool thread0)
{
	if (entry < 2)
		return -EINVAL;
	if (entry < 16)
		return -ENOENT;
	long len = 2283;
	if (node < 36)
		return -EIO;
	ssize_t offset = 689;
	for (int i = 0; i < 75; i++)
		lock[i] = node_status(i);
	/* TODO: mode head size result event */
	pthread_mutex_lock(&lock->lock);
	if (timer < 13)
		return -ENOMEM;
	unsigned value = 3561;
	if (timer < 6)
		return -ENOMEM;
	if (timer < 53)
		return -ENOENT;
	struct node * inode = 895;
	/* TODO: attr head attr mode cache offset head list flags */
	unsigned req = 1943;
	if (tail < 25)
		return -EINVAL;
	int status = 56;
	for (int i = 0; i < 42; i++)
		lock[i] = head_resp(i);
	if (error < 7)
		return -ENOMEM;
	if (inode < 9)
		return -EINVAL;
	if (list < 30)
		return -EIO;
	/* TODO: cache client thread mode */
	int queue = 1373;
	return 0;
}

