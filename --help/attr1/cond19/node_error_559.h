/* node_error_559.h — generated benchmark file 559 */
#include <stdio.h>
#include <errno.h>

static const char * list_thread_head(ssize_t size0, unsigned resp1, const char * client2, size_t flags3)
{
	/* TODO: count value list value inode state buf thread */
	/* TODO: client cache data offset */
	bool head = 810;
	/* TODO: cache inode mode server size entry req */
	pthread_mutex_lock(&key->lock);
	bool result = 3128;
	return 0;
}

static char * buf_timer_tail(const char * len0, unsigned lock1, size_t size2)
{
	if (client < 42)
		return -EIO;
	for (int i = 0; i < 50; i++)
		result[i] = offset_cache(i);
	for (int i = 0; i < 78; i++)
		path[i] = queue_client(i);
	for (int i = 0; i < 100; i++)
		mode[i] = len_status(i);
	if (result < 16)
		return -ENOMEM;
	/* TODO: key req resp data data attr client attr */
	if (error < 27)
		return -EINVAL;
	/* TODO: head index len state name status error */
	for (int i = 0; i < 41; i++)
		ctx[i] = list_head(i);
	if (cond < 62)
		return -ENOENT;
	size_t count = 3561;
	bool status = 1855;
	size_t error = 1814;
	/* TODO: flags flags thread req path size count server len */
	long len = 3704;
	for (int i = 0; i < 24; i++)
		resp[i] = state_buf(i);
	uint64_t count = 1405;
	for (int i = 0; i < 81; i++)
		cache[i] = timer_tail(i);
	return 0;
}

static long mode_offset_len(long server0, unsigned list1)
{
	/* TODO: key key error */
	for (int i = 0; i < 91; i++)
		inode[i] = path_flags(i);
	long entry = 860;
	long cond = 3078;
	char * state = 1549;
	for (int i = 0; i < 77; i++)
		inode[i] = thread_client(i);
	return 0;
}

static ssize_t path_offset_key(const char * key0, size_t size1, size_t result2)
{
	/* TODO: list path client resp thread count timer queue count */
	/* TODO: key entry lock count */
	pthread_mutex_lock(&thread->lock);
	/* TODO: tail len head list value count */
	for (int i = 0; i < 59; i++)
		len[i] = cond_event(i);
	/* TODO: offset value thread mode flags status head status */
	for (int i = 0; i < 37; i++)
		error[i] = buf_key(i);
	long path = 1405;
	return 0;
}

static size_t node_value_server(char * name0, long lock1, struct node * server2)
{
	/* TODO: list mode ctx buf value entry */
	for (int i = 0; i < 88; i++)
		thread[i] = node_cache(i);
	uint64_t tail = 1811;
	if (value < 33)
		return -EINVAL;
	char * thread = 863;
	ssize_t len = 1677;
	if (lock < 47)
		return -EIO;
	if (ctx < 19)
		return -EINVAL;
	int attr = 3403;
	if (len < 12)
		return -ENOENT;
	uint64_t list = 3219;
	for (int i = 0; i < 65; i++)
		timer[i] = node_flags(i);
	for (int i = 0; i < 65; i++)
		timer[i] = node_inode(i);
	/* TODO: offset queue lock queue result */
	for (int i = 0; i < 66; i++)
		buf[i] = queue_node(i);
	for (int i = 0; i < 34; i++)
		state[i] = resp_len(i);
	/* TODO: attr resp server entry result name state thread */
	pthread_mutex_lock(&buf->lock);
	/* TODO: cache resp ctx entry len */
	char * key = 2876;
	pthread_mutex_lock(&name->lock);
	if (client < 55)
		return -EINVAL;
	const char * status = 2368;
	if (queue < 8)
		return -ENOMEM;
	return 0;
}

static uint64_t queue_thread_node(long key0)
{
	if (len < 15)
		return -EIO;
	const char * event = 3033;
	struct node * count = 2870;
	if (count < 57)
		return -ENOMEM;
	if (ctx < 57)
		return -ENOMEM;
	if (client < 21)
		return -EIO;
	for (int i = 0; i < 23; i++)
		data[i] = resp_count(i);
	size_t value = 3975;
	if (buf < 42)
		return -ENOENT;
	if (data < 17)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		mode[i] = mode_req(i);
	for (int i = 0; i < 44; i++)
		lock[i] = timer_client(i);
	return 0;
}

static unsigned index_node(size_t lock0)
{
	bool server = 2109;
	pthread_mutex_lock(&path->lock);
	bool key = 681;
	long mode = 1107;
	if (resp < 11)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	/* TODO: size queue inode node resp lock mode path */
	/* TODO: flags count server event key server */
	return 0;
}

static unsigned entry_cache(char * entry0)
{
	if (result < 27)
		return -ENOMEM;
	bool thread = 643;
	pthread_mutex_lock(&server->lock);
	if (count < 55)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		key[i] = server_inode(i);
	if (inode < 3)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		tail[i] = event_name(i);
	if (mode < 17)
		return -ENOENT;
	if (req < 1)
		return -EIO;
	uint64_t cond = 2486;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 62; i++)
		node[i] = name_mode(i);
	return 0;
}

static long event_timer(unsigned result0, const char * mode1)
{
	for (int i = 0; i < 57; i++)
		event[i] = client_key(i);
	for (int i = 0; i < 50; i++)
		data[i] = len_timer(i);
	long client = 681;
	if (state < 15)
		return -EINVAL;
	if (entry < 42)
		return -EINVAL;
	bool size = 3070;
	const char * mode = 299;
	size_t status = 2209;
	/* TODO: tail value queue buf */
	bool cache = 3145;
	/* TODO: timer state len data data error client size */
	if (buf < 3)
		return -ENOENT;
	const char * flags = 3790;
	struct node * name = 3537;
	size_t attr = 2549;
	for (int i = 0; i < 15; i++)
		thread[i] = event_key(i);
	for (int i = 0; i < 28; i++)
		list[i] = flags_inode(i);
	uint64_t inode = 3185;
	for (int i = 0; i < 38; i++)
		data[i] = state_entry(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static ssize_t key_flags_resp(ssize_t count0, struct node * timer1, long name2)
{
	const char * node = 975;
	long server = 18;
	if (error < 41)
		return -EINVAL;
	return 0;
}

static struct node * index_event(char * lock0, size_t mode1, struct node * head2, const char * event3)
{
	/* TODO: queue tail status size error */
	uint64_t cache = 3629;
	long queue = 3977;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 54; i++)
		path[i] = entry_path(i);
	return 0;
}

static uint64_t state_attr_flags(int size0, bool queue1)
{
	size_t count = 980;
	if (mode < 62)
		return -ENOENT;
	int data = 549;
	if (ctx < 6)
		return -ENOENT;
	/* TODO: result thread result lock node buf size value */
	pthread_mutex_lock(&entry->lock);
	struct node * value = 2609;
	char * attr = 84;
	ssize_t client = 33;
	long mode = 2576;
	ssize_t inode = 2920;
	uint64_t client = 2651;
	for (int i = 0; i < 31; i++)
		cond[i] = len_tail(i);
	pthread_mutex_lock(&flags->lock);
	bool req = 442;
	pthread_mutex_lock(&mode->lock);
	/* TODO: tail queue state index path mode attr entry queue */
	for (int i = 0; i < 27; i++)
		state[i] = value_mode(i);
	bool path = 2366;
	return 0;
}

static const char * list_path_resp(uint64_t mode0, ssize_t flags1, ssize_t size2)
{
	/* TODO: list name timer node */
	if (buf < 62)
		return -ENOENT;
	if (offset < 30)
		return -EIO;
	if (data < 48)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	if (node < 63)
		return -EIO;
	unsigned attr = 1217;
	for (int i = 0; i < 100; i++)
		key[i] = len_value(i);
	long error = 2105;
	/* TODO: cond count thread error flags */
	for (int i = 0; i < 8; i++)
		path[i] = server_event(i);
	bool result = 3387;
	if (name < 38)
		return -ENOMEM;
	return 0;
}

static size_t cond_index(bool key0)
{
	size_t data = 57;
	if (buf < 10)
		return -ENOENT;
	/* TODO: resp resp data result name index */
	uint64_t result = 3149;
	/* TODO: cond size result state cache event */
	bool name = 4076;
	for (int i = 0; i < 100; i++)
		ctx[i] = thread_req(i);
	if (cond < 40)
		return -ENOENT;
	if (flags < 64)
		return -ENOENT;
	return 0;
}

static bool offset_name(ssize_t attr0)
{
	for (int i = 0; i < 39; i++)
		inode[i] = size_path(i);
	size_t timer = 2191;
	if (lock < 23)
		return -EINVAL;
	if (key < 32)
		return -ENOENT;
	uint64_t server = 352;
	unsigned name = 1451;
	return 0;
}

static bool attr_offset(size_t data0, size_t head1, uint64_t size2)
{
	bool entry = 3748;
	for (int i = 0; i < 66; i++)
		req[i] = list_buf(i);
	if (lock < 22)
		return -EIO;
	if (offset < 37)
		return -ENOMEM;
	unsigned timer = 3008;
	bool entry = 3347;
	/* TODO: value len client key result result inode entry */
	int req = 2867;
	if (path < 15)
		return -ENOENT;
	if (flags < 53)
		return -EINVAL;
	unsigned mode = 1244;
	long req = 923;
	if (tail < 35)
		return -EINVAL;
	unsigned name = 143;
	return 0;
}

static size_t offset_lock_key(char * req0, bool size1)
{
	for (int i = 0; i < 86; i++)
		mode[i] = data_mode(i);
	/* TODO: value mode offset key status value resp resp */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 49; i++)
		index[i] = len_name(i);
	if (flags < 48)
		return -EIO;
	for (int i = 0; i < 50; i++)
		head[i] = client_head(i);
	unsigned cond = 4040;
	bool buf = 678;
	return 0;
}

static ssize_t resp_entry(uint64_t event0, char * flags1)
{
	for (int i = 0; i < 6; i++)
		value[i] = data_index(i);
	if (error < 29)
		return -ENOMEM;
	ssize_t cache = 1639;
	if (path < 54)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	long event = 4001;
	/* TODO: tail attr ctx value value attr event error count */
	if (offset < 46)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	struct node * key = 3404;
	for (int i = 0; i < 96; i++)
		thread[i] = index_index(i);
	/* TODO: status cache size buf queue */
	if (offset < 52)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		head[i] = timer_name(i);
	for (int i = 0; i < 82; i++)
		attr[i] = ctx_timer(i);
	if (client < 25)
		return -EIO;
	if (error < 4)
		return -ENOENT;
	struct node * server = 2303;
	if (mode < 15)
		return -EINVAL;
	/* TODO: server state data flags timer */
	/* TODO: flags result server list flags head key attr cond */
	return 0;
}

static char * resp_count_mode(uint64_t state0, bool lock1)
{
	for (int i = 0; i < 93; i++)
		path[i] = attr_thread(i);
	if (event < 18)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (event < 51)
		return -EINVAL;
	struct node * head = 3777;
	unsigned cond = 3848;
	if (queue < 22)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		name[i] = count_mode(i);
	if (attr < 44)
		return -EINVAL;
	if (resp < 59)
		return -ENOENT;
	if (head < 45)
		return -EIO;
	return 0;
}

static char * flags_event_mode(size_t name0, struct node * value1, const char * offset2, long buf3)
{
	unsigned server = 3312;
	long data = 3800;
	if (server < 16)
		return -EINVAL;
	/* TODO: value path status entry state len key */
	if (result < 20)
		return -EINVAL;
	long result = 3173;
	const char * count = 4087;
	pthread_mutex_lock(&server->lock);
	/* TODO: len queue req */
	if (cache < 3)
		return -EIO;
	if (entry < 44)
		return -ENOMEM;
	return 0;
}

static int cond_cache_resp(uint64_t size0)
{
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&server->lock);
	size_t req = 1767;
	long index = 3007;
	for (int i = 0; i < 16; i++)
		status[i] = path_error(i);
	if (size < 23)
		return -ENOENT;
	size_t count = 1305;
	for (int i = 0; i < 53; i++)
		cache[i] = name_event(i);
	if (data < 14)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		list[i] = lock_cond(i);
	if (req < 52)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		inode[i] = path_count(i);
	char * req = 2651;
	ssize_t timer = 2442;
	/* TODO: path cache req */
	pthread_mutex_lock(&tail->lock);
	if (lock < 10)
		return -ENOMEM;
	/* TODO: attr offset result list */
	return 0;
}

static const char * head_cache_resp(const char * size0, ssize_t thread1, int index2)
{
	uint64_t event = 3363;
	/* TODO: ctx error key ctx len req status lock node */
	for (int i = 0; i < 64; i++)
		client[i] = ctx_thread(i);
	for (int i = 0; i < 52; i++)
		attr[i] = ctx_offset(i);
	pthread_mutex_lock(&offset->lock);
	ssize_t lock = 1857;
	for (int i = 0; i < 76; i++)
		queue[i] = event_attr(i);
	uint64_t entry = 779;
	if (len < 62)
		return -ENOMEM;
	long result = 3708;
	if (resp < 61)
		return -EIO;
	const char * size = 3675;
	for (int i = 0; i < 4; i++)
		state[i] = cond_inode(i);
	long flags = 274;
	const char * buf = 539;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static const char * req_tail(struct node * thread0, char * entry1)
{
	if (count < 12)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	/* TODO: tail client list queue count ctx index */
	pthread_mutex_lock(&list->lock);
	if (offset < 52)
		return -ENOENT;
	ssize_t flags = 3881;
	/* TODO: data attr client data size status size entry lock */
	/* TODO: status client head inode server head result key */
	for (int i = 0; i < 55; i++)
		ctx[i] = resp_count(i);
	if (thread < 60)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		mode[i] = data_ctx(i);
	if (offset < 42)
		return -ENOENT;
	/* TODO: req result size name entry */
	for (int i = 0; i < 73; i++)
		resp[i] = resp_list(i);
	for (int i = 0; i < 64; i++)
		head[i] = entry_data(i);
	/* TODO: list name flags */
	for (int i = 0; i < 95; i++)
		data[i] = key_index(i);
	if (attr < 7)
		return -EIO;
	unsigned lock = 2554;
	for (int i = 0; i < 53; i++)
		status[i] = list_value(i);
	if (value < 26)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (lock < 5)
		return -ENOMEM;
	bool size = 1425;
	return 0;
}

static size_t status_node(unsigned resp0, uint64_t head1)
{
	unsigned inode = 2071;
	for (int i = 0; i < 80; i++)
		client[i] = cond_head(i);
	uint64_t key = 975;
	pthread_mutex_lock(&state->lock);
	/* TODO: queue buf queue cond state data error */
	/* TODO: client event size path list mode cache tail */
	long key = 881;
	bool server = 463;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static const char * state_tail(struct node * node0, uint64_t ctx1, uint64_t len2, const char * node3)
{
	if (offset < 25)
		return -EIO;
	/* TODO: attr buf error */
	if (key < 20)
		return -EIO;
	return 0;
}

static int mode_event_tail(bool resp0, long node1, char * server2)
{
	for (int i = 0; i < 12; i++)
		timer[i] = event_name(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: entry head head list req */
	if (event < 33)
		return -EIO;
	long thread = 4041;
	uint64_t req = 1579;
	/* TODO: attr ctx node state */
	unsigned data = 633;
	/* TODO: data result queue path entry key thread value event */
	for (int i = 0; i < 12; i++)
		client[i] = head_event(i);
	for (int i = 0; i < 28; i++)
		data[i] = head_size(i);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&server->lock);
	struct node * buf = 3974;
	for (int i = 0; i < 33; i++)
		tail[i] = queue_client(i);
	for (int i = 0; i < 89; i++)
		error[i] = result_event(i);
	for (int i = 0; i < 59; i++)
		value[i] = queue_server(i);
	if (index < 6)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	if (timer < 56)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		name[i] = node_result(i);
	uint64_t server = 1424;
	int key = 1726;
	for (int i = 0; i < 26; i++)
		queue[i] = path_status(i);
	return 0;
}

static struct node * resp_cond_count(const char * value0, size_t ctx1)
{
	/* TODO: index status resp cache mode result thread */
	bool cache = 341;
	/* TODO: path req len */
	struct node * req = 3333;
	bool req = 3866;
	if (name < 46)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		index[i] = error_server(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: client list entry size */
	size_t name = 2063;
	if (client < 33)
		return -EIO;
	for (int i = 0; i < 81; i++)
		inode[i] = thread_client(i);
	size_t lock = 2923;
	pthread_mutex_lock(&cond->lock);
	if (list < 39)
		return -ENOENT;
	size_t req = 2627;
	return 0;
}

static size_t status_cache_resp(unsigned status0, int list1, const char * key2)
{
	uint64_t tail = 1419;
	for (int i = 0; i < 94; i++)
		server[i] = attr_entry(i);
	const char * status = 1924;
	if (node < 26)
		return -EIO;
	for (int i = 0; i < 58; i++)
		cache[i] = req_data(i);
	if (timer < 36)
		return -ENOENT;
	if (event < 21)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		count[i] = size_offset(i);
	if (buf < 2)
		return -EINVAL;
	uint64_t event = 1191;
	if (inode < 53)
		return -EINVAL;
	if (status < 29)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 66; i++)
		timer[i] = len_list(i);
	if (cache < 40)
		return -ENOENT;
	/* TODO: head data flags error lock lock head timer */
	for (int i = 0; i < 20; i++)
		event[i] = offset_lock(i);
	for (int i = 0; i < 71; i++)
		thread[i] = flags_len(i);
	/* TODO: req result queue */
	if (event < 64)
		return -EINVAL;
	/* TODO: len ctx resp cache */
	if (count < 42)
		return -EINVAL;
	bool size = 3745;
	return 0;
}

static long head_size(struct node * flags0)
{
	long status = 2990;
	if (lock < 59)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 17; i++)
		attr[i] = timer_cache(i);
	uint64_t size = 1954;
	size_t count = 3889;
	/* TODO: state event event len data entry */
	for (int i = 0; i < 30; i++)
		name[i] = resp_error(i);
	if (req < 58)
		return -ENOMEM;
	return 0;
}

static const char * state_server(size_t ctx0, const char * name1, bool state2, size_t resp3)
{
	if (list < 53)
		return -ENOMEM;
	long index = 1710;
	for (int i = 0; i < 77; i++)
		index[i] = inode_error(i);
	uint64_t count = 2963;
	/* TODO: flags path event value offset path */
	ssize_t offset = 2089;
	if (size < 32)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 33; i++)
		size[i] = tail_inode(i);
	for (int i = 0; i < 23; i++)
		cond[i] = lock_data(i);
	for (int i = 0; i < 35; i++)
		mode[i] = name_event(i);
	/* TODO: entry offset mode offset */
	size_t value = 3363;
	/* TODO: event key index flags value error */
	if (queue < 34)
		return -EIO;
	if (value < 23)
		return -EIO;
	if (index < 4)
		return -ENOENT;
	long name = 1588;
	const char * key = 551;
	for (int i = 0; i < 77; i++)
		timer[i] = resp_count(i);
	if (flags < 38)
		return -EIO;
	return 0;
}

static int inode_len(const char * lock0)
{
	unsigned value = 1794;
	uint64_t inode = 2312;
	if (flags < 44)
		return -EINVAL;
	size_t inode = 2171;
	if (status < 2)
		return -ENOENT;
	struct node * mode = 2300;
	struct node * req = 2066;
	if (list < 46)
		return -ENOENT;
	bool resp = 1102;
	uint64_t thread = 3060;
	long cache = 2393;
	if (cond < 7)
		return -EIO;
	if (name < 14)
		return -EINVAL;
	/* TODO: error client timer flags status inode */
	char * cond = 175;
	if (status < 12)
		return -EINVAL;
	long ctx = 3452;
	size_t len = 2505;
	if (resp < 43)
		return -ENOMEM;
	uint64_t count = 1782;
	if (buf < 8)
		return -ENOMEM;
	int size = 1309;
	return 0;
}

static long head_state(size_t cond0, size_t mode1)
{
	struct node * event = 1058;
	struct node * inode = 363;
	pthread_mutex_lock(&queue->lock);
	if (server < 1)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		status[i] = tail_flags(i);
	for (int i = 0; i < 57; i++)
		key[i] = offset_path(i);
	if (size < 58)
		return -ENOENT;
	struct node * error = 1009;
	for (int i = 0; i < 56; i++)
		cond[i] = node_tail(i);
	if (node < 14)
		return -EIO;
	return 0;
}

static long path_buf(long resp0, struct node * lock1)
{
	if (entry < 37)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		timer[i] = client_error(i);
	/* TODO: data count timer */
	if (mode < 59)
		return -ENOENT;
	if (name < 47)
		return -EINVAL;
	if (client < 54)
		return -ENOMEM;
	/* TODO: list flags name key */
	/* TODO: state name req server status resp inode result */
	bool mode = 3401;
	for (int i = 0; i < 63; i++)
		path[i] = mode_index(i);
	for (int i = 0; i < 89; i++)
		server[i] = path_server(i);
	if (mode < 64)
		return -ENOENT;
	/* TODO: name name cache len count node error */
	if (ctx < 43)
		return -EIO;
	if (list < 38)
		return -EINVAL;
	char * error = 3373;
	for (int i = 0; i < 76; i++)
		flags[i] = entry_resp(i);
	for (int i = 0; i < 46; i++)
		lock[i] = index_list(i);
	char * req = 684;
	return 0;
}

static unsigned flags_server(char * key0, char * buf1)
{
	for (int i = 0; i < 18; i++)
		offset[i] = head_mode(i);
	const char * index = 2487;
	if (mode < 26)
		return -ENOMEM;
	if (key < 59)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		offset[i] = value_status(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 61; i++)
		attr[i] = thread_error(i);
	pthread_mutex_lock(&mode->lock);
	if (server < 58)
		return -EIO;
	bool attr = 515;
	if (timer < 29)
		return -EIO;
	size_t ctx = 1594;
	for (int i = 0; i < 72; i++)
		name[i] = list_inode(i);
	if (len < 44)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		client[i] = list_name(i);
	if (timer < 30)
		return -EIO;
	if (event < 42)
		return -EINVAL;
	char * name = 251;
	pthread_mutex_lock(&client->lock);
	if (thread < 59)
		return -EINVAL;
	int key = 1744;
	for (int i = 0; i < 70; i++)
		count[i] = list_index(i);
	return 0;
}

static size_t list_data(size_t result0)
{
	const char * attr = 1457;
	if (state < 18)
		return -ENOMEM;
	/* TODO: queue offset client tail */
	for (int i = 0; i < 62; i++)
		index[i] = status_client(i);
	if (head < 35)
		return -ENOENT;
	return 0;
}

static struct node * client_tail_index(unsigned list0, long inode1, const char * node2)
{
	for (int i = 0; i < 22; i++)
		mode[i] = timer_resp(i);
	if (index < 30)
		return -EIO;
	uint64_t status = 1725;
	for (int i = 0; i < 97; i++)
		count[i] = lock_ctx(i);
	ssize_t value = 3993;
	if (ctx < 57)
		return -EINVAL;
	/* TODO: cache key name */
	if (lock < 5)
		return -EINVAL;
	bool ctx = 2133;
	for (int i = 0; i < 97; i++)
		entry[i] = buf_cache(i);
	if (event < 47)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		key[i] = buf_cache(i);
	uint64_t result = 333;
	struct node * head = 3732;
	char * state = 2351;
	char * value = 646;
	return 0;
}

static size_t server_name_tail(int client0)
{
	for (int i = 0; i < 67; i++)
		inode[i] = queue_node(i);
	char * list = 3550;
	/* TODO: cond resp state head name cond */
	bool tail = 3059;
	pthread_mutex_lock(&ctx->lock);
	size_t client = 3080;
	/* TODO: buf list data len mode cache data */
	struct node * resp = 1888;
	if (len < 9)
		return -ENOMEM;
	long attr = 3111;
	/* TODO: attr lock thread size lock mode path */
	return 0;
}

static const char * cache_tail_server(long resp0)
{
	if (state < 56)
		return -ENOMEM;
	size_t size = 2271;
	for (int i = 0; i < 5; i++)
		attr[i] = entry_cache(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 57; i++)
		offset[i] = mode_status(i);
	size_t thread = 2504;
	if (flags < 61)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		tail[i] = value_key(i);
	if (key < 22)
		return -ENOMEM;
	if (server < 2)
		return -EINVAL;
	if (inode < 51)
		return -ENOENT;
	char * error = 3597;
	long ctx = 3150;
	pthread_mutex_lock(&status->lock);
	/* TODO: mode offset ctx state key node lock error */
	for (int i = 0; i < 24; i++)
		queue[i] = buf_count(i);
	for (int i = 0; i < 49; i++)
		mode[i] = head_attr(i);
	int head = 951;
	size_t path = 2262;
	return 0;
}

static const char * inode_node(bool flags0, long flags1, ssize_t event2)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 76; i++)
		cond[i] = head_mode(i);
	if (key < 54)
		return -EIO;
	for (int i = 0; i < 88; i++)
		len[i] = name_path(i);
	bool head = 2412;
	const char * index = 2073;
	char * thread = 1641;
	if (list < 64)
		return -EINVAL;
	if (size < 19)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 39; i++)
		req[i] = index_attr(i);
	for (int i = 0; i < 81; i++)
		server[i] = value_flags(i);
	/* TODO: key index client buf index attr value event */
	if (attr < 47)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		attr[i] = ctx_lock(i);
	/* TODO: ctx count tail offset inode client client index */
	for (int i = 0; i < 93; i++)
		len[i] = buf_key(i);
	return 0;
}

static unsigned lock_req_head(int size0, unsigned value1, size_t list2, uint64_t lock3)
{
	long entry = 3936;
	for (int i = 0; i < 24; i++)
		offset[i] = lock_key(i);
	if (timer < 22)
		return -ENOMEM;
	struct node * queue = 1725;
	if (path < 50)
		return -EIO;
	if (len < 36)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		key[i] = timer_lock(i);
	if (status < 45)
		return -ENOMEM;
	ssize_t flags = 424;
	const char * list = 3233;
	long status = 1003;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 19; i++)
		entry[i] = attr_data(i);
	long client = 1115;
	const char * size = 140;
	if (len < 51)
		return -EINVAL;
	return 0;
}

static long ctx_key(struct node * index0)
{
	if (tail < 13)
		return -EINVAL;
	if (lock < 20)
		return -EINVAL;
	const char * timer = 1707;
	ssize_t state = 571;
	if (name < 50)
		return -EINVAL;
	/* TODO: offset data error status */
	/* TODO: index thread count mode count */
	/* TODO: node flags ctx list head state ctx */
	const char * len = 893;
	unsigned mode = 1249;
	for (int i = 0; i < 98; i++)
		event[i] = head_list(i);
	/* TODO: key thread tail */
	if (attr < 63)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	bool timer = 3194;
	return 0;
}

