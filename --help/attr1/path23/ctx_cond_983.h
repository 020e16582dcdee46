/* ctx_cond_983.h — generated benchmark file 983 */
#include <stdio.h>
#include <errno.h>

static long entry_mode_mode(bool index0, size_t path1)
{
	size_t lock = 2619;
	for (int i = 0; i < 93; i++)
		len[i] = list_lock(i);
	if (path < 8)
		return -EINVAL;
	/* TODO: thread lock count count inode */
	for (int i = 0; i < 32; i++)
		status[i] = error_head(i);
	if (queue < 14)
		return -ENOENT;
	if (error < 3)
		return -EIO;
	for (int i = 0; i < 30; i++)
		thread[i] = count_error(i);
	for (int i = 0; i < 48; i++)
		status[i] = thread_name(i);
	for (int i = 0; i < 25; i++)
		name[i] = resp_ctx(i);
	if (value < 21)
		return -ENOENT;
	/* TODO: status path data node */
	return 0;
}

static bool event_cond(int path0, const char * state1, uint64_t event2, ssize_t attr3)
{
	/* TODO: server inode list */
	for (int i = 0; i < 77; i++)
		len[i] = count_node(i);
	for (int i = 0; i < 49; i++)
		resp[i] = list_key(i);
	for (int i = 0; i < 56; i++)
		attr[i] = client_head(i);
	if (size < 20)
		return -ENOENT;
	size_t key = 1478;
	unsigned lock = 2128;
	if (cache < 36)
		return -ENOENT;
	if (resp < 6)
		return -EINVAL;
	/* TODO: error offset key offset */
	char * flags = 2436;
	if (inode < 62)
		return -EINVAL;
	char * cache = 124;
	/* TODO: lock offset offset count flags timer */
	/* TODO: event req cond cond cond result tail */
	for (int i = 0; i < 89; i++)
		entry[i] = req_timer(i);
	unsigned result = 3901;
	ssize_t queue = 3372;
	if (result < 58)
		return -ENOMEM;
	ssize_t queue = 2747;
	if (error < 40)
		return -ENOMEM;
	return 0;
}

static const char * list_len_timer(int buf0, long buf1, ssize_t lock2, int resp3)
{
	for (int i = 0; i < 44; i++)
		path[i] = head_state(i);
	/* TODO: size thread path inode key value value ctx */
	/* TODO: timer path flags mode name tail */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 98; i++)
		count[i] = value_timer(i);
	pthread_mutex_lock(&index->lock);
	if (status < 12)
		return -EINVAL;
	if (index < 40)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		name[i] = thread_queue(i);
	if (resp < 39)
		return -EINVAL;
	/* TODO: buf tail client node node index flags cond */
	unsigned lock = 1365;
	/* TODO: data ctx state offset list */
	if (state < 59)
		return -ENOENT;
	if (list < 55)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: flags resp status node index client */
	int key = 3685;
	for (int i = 0; i < 94; i++)
		cond[i] = len_value(i);
	return 0;
}

static uint64_t inode_entry_req(unsigned status0, int entry1, uint64_t name2, unsigned ctx3)
{
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 72; i++)
		flags[i] = result_thread(i);
	for (int i = 0; i < 90; i++)
		attr[i] = result_status(i);
	for (int i = 0; i < 15; i++)
		value[i] = attr_resp(i);
	for (int i = 0; i < 97; i++)
		len[i] = node_ctx(i);
	int tail = 3884;
	pthread_mutex_lock(&mode->lock);
	unsigned thread = 1614;
	for (int i = 0; i < 38; i++)
		client[i] = error_key(i);
	ssize_t queue = 3626;
	pthread_mutex_lock(&thread->lock);
	if (value < 23)
		return -ENOMEM;
	/* TODO: tail key offset */
	struct node * path = 2562;
	if (cond < 58)
		return -EINVAL;
	/* TODO: tail node timer key inode attr ctx cond req */
	for (int i = 0; i < 83; i++)
		flags[i] = result_data(i);
	/* TODO: flags state lock name size head event */
	for (int i = 0; i < 68; i++)
		index[i] = buf_state(i);
	/* TODO: attr req flags cache state data key req tail */
	pthread_mutex_lock(&server->lock);
	if (head < 2)
		return -ENOMEM;
	if (event < 11)
		return -ENOENT;
	return 0;
}

static ssize_t state_key_cond(unsigned node0, int thread1, long lock2, char * buf3)
{
	const char * lock = 1799;
	const char * lock = 461;
	if (inode < 20)
		return -ENOENT;
	/* TODO: len buf queue status lock */
	return 0;
}

static long list_client(struct node * flags0, int queue1, size_t path2, ssize_t cache3)
{
	struct node * state = 2427;
	/* TODO: status result path queue */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 60; i++)
		mode[i] = client_value(i);
	if (queue < 24)
		return -ENOENT;
	/* TODO: lock count attr event data attr buf */
	for (int i = 0; i < 50; i++)
		attr[i] = value_path(i);
	int key = 3102;
	for (int i = 0; i < 35; i++)
		path[i] = status_cond(i);
	size_t entry = 112;
	ssize_t timer = 2689;
	for (int i = 0; i < 82; i++)
		buf[i] = cache_size(i);
	for (int i = 0; i < 33; i++)
		size[i] = value_head(i);
	if (event < 8)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	long client = 2146;
	for (int i = 0; i < 60; i++)
		key[i] = lock_lock(i);
	/* TODO: ctx inode result key count value status attr */
	if (status < 50)
		return -ENOMEM;
	if (resp < 8)
		return -EIO;
	/* TODO: lock value state attr req state entry cond attr */
	return 0;
}

static size_t data_state(long tail0, long data1)
{
	struct node * ctx = 1336;
	/* TODO: index attr client lock cond flags server */
	if (client < 42)
		return -EIO;
	for (int i = 0; i < 9; i++)
		timer[i] = attr_lock(i);
	/* TODO: list offset len timer cache ctx result */
	int cache = 562;
	pthread_mutex_lock(&inode->lock);
	int count = 3309;
	const char * status = 1294;
	pthread_mutex_lock(&data->lock);
	const char * req = 527;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 73; i++)
		state[i] = thread_size(i);
	if (status < 39)
		return -EINVAL;
	/* TODO: thread value queue key size key index key list */
	/* TODO: buf queue state ctx queue status */
	/* TODO: mode ctx cond lock */
	uint64_t result = 109;
	if (buf < 32)
		return -EINVAL;
	if (queue < 10)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		req[i] = flags_len(i);
	return 0;
}

static bool data_event_status(bool server0, struct node * status1)
{
	unsigned cache = 250;
	for (int i = 0; i < 62; i++)
		list[i] = status_inode(i);
	for (int i = 0; i < 96; i++)
		attr[i] = flags_mode(i);
	char * queue = 2488;
	/* TODO: len entry cache */
	if (cache < 26)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static uint64_t buf_req_attr(struct node * lock0)
{
	ssize_t mode = 2442;
	for (int i = 0; i < 34; i++)
		attr[i] = tail_event(i);
	/* TODO: tail thread path tail lock flags flags */
	bool tail = 1592;
	/* TODO: state offset client result entry inode head head */
	for (int i = 0; i < 71; i++)
		state[i] = event_state(i);
	for (int i = 0; i < 96; i++)
		list[i] = len_count(i);
	if (inode < 53)
		return -EIO;
	long status = 114;
	for (int i = 0; i < 48; i++)
		cache[i] = error_queue(i);
	pthread_mutex_lock(&mode->lock);
	struct node * queue = 3452;
	if (resp < 23)
		return -EIO;
	/* TODO: thread buf client */
	for (int i = 0; i < 11; i++)
		inode[i] = cond_attr(i);
	size_t cache = 3064;
	int cond = 1761;
	/* TODO: timer tail cond attr status timer */
	const char * result = 1403;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&resp->lock);
	if (timer < 11)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		value[i] = len_name(i);
	/* TODO: head error status mode */
	int result = 2095;
	return 0;
}

static struct node * len_count(struct node * status0, long state1)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 20; i++)
		timer[i] = mode_thread(i);
	for (int i = 0; i < 70; i++)
		list[i] = queue_data(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 67; i++)
		key[i] = head_buf(i);
	for (int i = 0; i < 58; i++)
		buf[i] = name_len(i);
	if (ctx < 12)
		return -ENOENT;
	if (mode < 59)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		node[i] = req_list(i);
	if (attr < 4)
		return -EIO;
	if (data < 46)
		return -ENOMEM;
	unsigned offset = 3030;
	pthread_mutex_lock(&client->lock);
	if (cache < 63)
		return -ENOENT;
	return 0;
}

static bool size_offset_inode(size_t node0, unsigned lock1, const char * lock2, bool index3)
{
	if (queue < 47)
		return -ENOENT;
	unsigned offset = 3046;
	/* TODO: inode entry error flags node attr count error */
	return 0;
}

static int cond_result_cond(long size0, struct node * value1, uint64_t node2, long lock3)
{
	int resp = 1390;
	/* TODO: data error head node flags event index */
	/* TODO: error count path */
	for (int i = 0; i < 2; i++)
		size[i] = resp_client(i);
	bool head = 2984;
	/* TODO: name cond list list timer */
	char * tail = 3107;
	for (int i = 0; i < 77; i++)
		req[i] = entry_len(i);
	for (int i = 0; i < 13; i++)
		buf[i] = req_ctx(i);
	uint64_t index = 1075;
	uint64_t head = 1567;
	long tail = 155;
	return 0;
}

static char * queue_status(unsigned buf0, char * name1, bool ctx2, ssize_t req3)
{
	int value = 3328;
	struct node * len = 2869;
	/* TODO: buf cond ctx client */
	for (int i = 0; i < 94; i++)
		offset[i] = attr_event(i);
	size_t client = 1540;
	if (state < 23)
		return -EIO;
	for (int i = 0; i < 61; i++)
		len[i] = error_list(i);
	for (int i = 0; i < 91; i++)
		event[i] = key_server(i);
	if (attr < 51)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: req cond tail event tail entry mode */
	unsigned value = 3890;
	for (int i = 0; i < 48; i++)
		timer[i] = thread_status(i);
	return 0;
}

static size_t thread_error(struct node * req0, size_t head1, char * len2, uint64_t queue3)
{
	if (resp < 28)
		return -ENOMEM;
	if (req < 48)
		return -ENOMEM;
	long event = 2671;
	if (timer < 44)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		queue[i] = cache_server(i);
	ssize_t thread = 3153;
	for (int i = 0; i < 36; i++)
		lock[i] = event_attr(i);
	if (cache < 39)
		return -EINVAL;
	return 0;
}

static unsigned head_tail_cache(struct node * lock0, uint64_t key1, ssize_t result2, size_t flags3)
{
	struct node * status = 3274;
	for (int i = 0; i < 43; i++)
		index[i] = len_error(i);
	const char * timer = 1094;
	size_t size = 2715;
	for (int i = 0; i < 36; i++)
		key[i] = path_timer(i);
	for (int i = 0; i < 14; i++)
		node[i] = key_size(i);
	struct node * server = 3467;
	size_t result = 1572;
	if (cond < 61)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	size_t value = 2465;
	if (lock < 10)
		return -EINVAL;
	return 0;
}

static int head_tail_key(int head0)
{
	long head = 876;
	pthread_mutex_lock(&attr->lock);
	/* TODO: req buf size index event lock cond */
	for (int i = 0; i < 68; i++)
		count[i] = queue_status(i);
	uint64_t result = 2675;
	/* TODO: lock req timer lock attr result req status */
	/* TODO: queue index server result inode */
	if (entry < 49)
		return -EINVAL;
	int tail = 2459;
	for (int i = 0; i < 46; i++)
		key[i] = req_node(i);
	for (int i = 0; i < 67; i++)
		queue[i] = thread_cond(i);
	if (index < 26)
		return -EIO;
	/* TODO: thread data name mode len index name timer */
	return 0;
}

static long error_ctx_path(uint64_t path0, int status1, size_t cond2)
{
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&lock->lock);
	long count = 2232;
	if (path < 30)
		return -ENOMEM;
	/* TODO: lock lock client data */
	/* TODO: key cache attr req */
	for (int i = 0; i < 47; i++)
		key[i] = thread_size(i);
	pthread_mutex_lock(&index->lock);
	const char * data = 960;
	/* TODO: name buf buf */
	for (int i = 0; i < 32; i++)
		offset[i] = size_queue(i);
	/* TODO: tail buf timer head req name */
	/* TODO: error status client event index mode count lock entry */
	int result = 794;
	char * key = 1005;
	for (int i = 0; i < 32; i++)
		name[i] = queue_client(i);
	if (cond < 53)
		return -EINVAL;
	return 0;
}

static size_t server_node(struct node * event0, struct node * client1, struct node * index2, size_t server3)
{
	if (req < 6)
		return -ENOMEM;
	/* TODO: key state lock client client event */
	long attr = 1054;
	if (tail < 38)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 96; i++)
		event[i] = tail_data(i);
	/* TODO: cache offset tail buf timer */
	for (int i = 0; i < 86; i++)
		queue[i] = data_cache(i);
	for (int i = 0; i < 23; i++)
		inode[i] = key_queue(i);
	return 0;
}

static int attr_list(char * timer0, bool len1, char * head2, size_t index3)
{
	const char * req = 682;
	if (event < 28)
		return -ENOENT;
	uint64_t result = 897;
	/* TODO: attr event result thread */
	if (index < 28)
		return -EIO;
	struct node * status = 3550;
	for (int i = 0; i < 49; i++)
		thread[i] = inode_head(i);
	pthread_mutex_lock(&path->lock);
	if (len < 46)
		return -ENOENT;
	long attr = 2523;
	int offset = 1732;
	/* TODO: queue offset len list value */
	/* TODO: buf buf head len list server value node */
	if (index < 45)
		return -EINVAL;
	/* TODO: data ctx queue len ctx state */
	return 0;
}

static char * tail_thread_attr(int cache0, int thread1)
{
	/* TODO: client inode req resp */
	if (offset < 37)
		return -ENOENT;
	bool tail = 898;
	/* TODO: count state count client data */
	ssize_t resp = 1363;
	return 0;
}

static ssize_t index_offset(uint64_t attr0, long attr1, uint64_t result2, size_t queue3)
{
	for (int i = 0; i < 77; i++)
		cache[i] = path_cond(i);
	if (server < 31)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		cond[i] = result_inode(i);
	const char * head = 2292;
	for (int i = 0; i < 69; i++)
		name[i] = event_timer(i);
	unsigned len = 1862;
	/* TODO: result client error offset name */
	for (int i = 0; i < 85; i++)
		client[i] = resp_state(i);
	if (thread < 57)
		return -EIO;
	/* TODO: inode len len req */
	for (int i = 0; i < 47; i++)
		value[i] = inode_count(i);
	for (int i = 0; i < 29; i++)
		name[i] = event_size(i);
	long event = 441;
	if (count < 16)
		return -EIO;
	/* TODO: size flags client queue tail cond resp */
	int req = 467;
	int cache = 1370;
	if (lock < 49)
		return -EIO;
	if (client < 40)
		return -ENOENT;
	/* TODO: result buf lock head entry buf queue list ctx */
	for (int i = 0; i < 82; i++)
		lock[i] = mode_entry(i);
	for (int i = 0; i < 100; i++)
		cache[i] = client_value(i);
	/* TODO: lock count head size */
	if (flags < 14)
		return -ENOENT;
	return 0;
}

static size_t result_error_queue(unsigned error0, struct node * resp1, struct node * head2, bool buf3)
{
	pthread_mutex_lock(&flags->lock);
	unsigned server = 2517;
	for (int i = 0; i < 26; i++)
		data[i] = node_result(i);
	if (entry < 45)
		return -EIO;
	for (int i = 0; i < 32; i++)
		value[i] = timer_tail(i);
	uint64_t inode = 3516;
	if (error < 43)
		return -EIO;
	/* TODO: timer len status timer state node cache inode buf */
	size_t count = 2938;
	/* TODO: event event queue flags ctx flags mode count key */
	pthread_mutex_lock(&index->lock);
	long ctx = 592;
	/* TODO: event attr event lock mode ctx result */
	/* TODO: state status path */
	for (int i = 0; i < 52; i++)
		index[i] = queue_cache(i);
	for (int i = 0; i < 88; i++)
		value[i] = lock_req(i);
	ssize_t client = 2735;
	if (head < 29)
		return -EINVAL;
	/* TODO: path path cache result result result req */
	struct node * entry = 2553;
	/* TODO: lock mode ctx list */
	return 0;
}

static int timer_timer_inode(const char * lock0, int state1, ssize_t tail2, struct node * inode3)
{
	const char * state = 3804;
	for (int i = 0; i < 51; i++)
		buf[i] = head_index(i);
	pthread_mutex_lock(&node->lock);
	unsigned client = 1729;
	char * tail = 1009;
	if (mode < 26)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	/* TODO: req head attr error data result */
	if (name < 28)
		return -EIO;
	bool resp = 1808;
	ssize_t buf = 2039;
	struct node * path = 3807;
	if (size < 23)
		return -ENOMEM;
	if (name < 40)
		return -ENOENT;
	const char * index = 3151;
	ssize_t queue = 601;
	return 0;
}

static uint64_t attr_data(struct node * len0, long result1, int server2)
{
	pthread_mutex_lock(&offset->lock);
	if (value < 42)
		return -ENOMEM;
	if (name < 37)
		return -EINVAL;
	bool result = 2012;
	return 0;
}

static char * ctx_entry_entry(struct node * mode0, struct node * req1)
{
	for (int i = 0; i < 30; i++)
		status[i] = len_node(i);
	char * inode = 1268;
	size_t data = 250;
	for (int i = 0; i < 87; i++)
		size[i] = len_cond(i);
	int offset = 615;
	for (int i = 0; i < 85; i++)
		server[i] = index_req(i);
	const char * len = 217;
	for (int i = 0; i < 78; i++)
		thread[i] = mode_tail(i);
	char * head = 1239;
	for (int i = 0; i < 44; i++)
		queue[i] = status_tail(i);
	/* TODO: count error ctx path cache */
	const char * list = 2724;
	if (thread < 28)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		offset[i] = node_lock(i);
	int client = 1692;
	/* TODO: attr req ctx */
	/* TODO: buf list size error state */
	/* TODO: flags data node req offset */
	return 0;
}

static bool count_size_data(bool inode0)
{
	struct node * cache = 3298;
	/* TODO: cond flags key data */
	if (status < 11)
		return -EINVAL;
	if (path < 47)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		timer[i] = thread_mode(i);
	/* TODO: ctx mode len value mode len name */
	if (mode < 31)
		return -ENOMEM;
	/* TODO: list inode inode timer count buf req */
	if (cache < 59)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	if (ctx < 32)
		return -ENOENT;
	uint64_t head = 1741;
	if (req < 7)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	size_t thread = 1297;
	if (inode < 44)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		entry[i] = client_flags(i);
	/* TODO: server cache data index node len status */
	long tail = 1705;
	int thread = 2048;
	uint64_t req = 1637;
	/* TODO: client data inode state count cond queue client attr */
	return 0;
}

static size_t lock_cache(long state0, bool event1, uint64_t cache2)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 21; i++)
		tail[i] = resp_value(i);
	const char * event = 2057;
	long buf = 818;
	pthread_mutex_lock(&status->lock);
	/* TODO: size data index mode index */
	/* TODO: node list cond */
	pthread_mutex_lock(&client->lock);
	return 0;
}

static const char * data_buf_mode(ssize_t list0, long node1)
{
	if (inode < 63)
		return -ENOMEM;
	if (cond < 58)
		return -ENOMEM;
	if (name < 61)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		timer[i] = resp_status(i);
	ssize_t ctx = 3500;
	return 0;
}

static uint64_t state_key(size_t resp0, size_t index1, struct node * ctx2, ssize_t error3)
{
	const char * index = 297;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 78; i++)
		error[i] = mode_key(i);
	if (queue < 52)
		return -EINVAL;
	if (index < 43)
		return -EINVAL;
	/* TODO: value server attr result event error value mode */
	for (int i = 0; i < 54; i++)
		value[i] = ctx_server(i);
	for (int i = 0; i < 46; i++)
		req[i] = event_tail(i);
	/* TODO: index mode tail event tail inode cache */
	if (mode < 13)
		return -EIO;
	if (resp < 38)
		return -ENOENT;
	ssize_t name = 3688;
	if (path < 22)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		len[i] = cache_node(i);
	/* TODO: lock size key server resp server status */
	if (thread < 49)
		return -ENOENT;
	return 0;
}

static bool path_buf(char * key0, ssize_t head1)
{
	if (state < 21)
		return -EINVAL;
	/* TODO: data lock timer attr list head node queue */
	if (count < 54)
		return -EIO;
	for (int i = 0; i < 72; i++)
		value[i] = flags_len(i);
	long cond = 1252;
	if (inode < 32)
		return -ENOENT;
	if (attr < 4)
		return -EINVAL;
	char * buf = 1800;
	/* TODO: req event key mode */
	for (int i = 0; i < 14; i++)
		tail[i] = node_count(i);
	ssize_t thread = 1068;
	if (size < 3)
		return -ENOENT;
	ssize_t error = 145;
	bool len = 3731;
	if (path < 39)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		len[i] = name_list(i);
	if (size < 50)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 17; i++)
		client[i] = count_lock(i);
	if (server < 59)
		return -EIO;
	/* TODO: list entry queue req resp thread len */
	ssize_t entry = 1644;
	return 0;
}

static unsigned node_count_key(long resp0)
{
	if (thread < 28)
		return -EIO;
	if (resp < 63)
		return -ENOMEM;
	struct node * thread = 3963;
	struct node * req = 2180;
	for (int i = 0; i < 60; i++)
		lock[i] = timer_cond(i);
	/* TODO: queue offset req count value list */
	struct node * offset = 1821;
	if (client < 42)
		return -ENOMEM;
	if (timer < 32)
		return -ENOMEM;
	if (req < 60)
		return -EINVAL;
	long value = 3409;
	/* TODO: tail offset attr event */
	return 0;
}

static ssize_t data_count_mode(const char * count0)
{
	/* TODO: tail ctx count resp mode node queue node timer */
	char * name = 2825;
	for (int i = 0; i < 96; i++)
		cond[i] = value_key(i);
	for (int i = 0; i < 93; i++)
		status[i] = path_entry(i);
	const char * server = 4070;
	pthread_mutex_lock(&lock->lock);
	/* TODO: error buf size tail status inode key */
	/* TODO: flags node cond index state */
	uint64_t client = 965;
	/* TODO: data error tail queue count */
	bool attr = 2626;
	int error = 2339;
	struct node * client = 3519;
	if (cond < 9)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		attr[i] = len_size(i);
	int data = 910;
	if (status < 27)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		path[i] = event_cache(i);
	ssize_t path = 3486;
	pthread_mutex_lock(&status->lock);
	if (value < 18)
		return -ENOENT;
	if (tail < 3)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		key[i] = flags_req(i);
	return 0;
}

static const char * result_lock(char * head0, const char * head1, ssize_t path2, bool name3)
{
	unsigned server = 3841;
	if (ctx < 39)
		return -ENOMEM;
	struct node * client = 399;
	if (resp < 32)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&len->lock);
	char * thread = 2875;
	for (int i = 0; i < 44; i++)
		lock[i] = cond_queue(i);
	if (tail < 48)
		return -ENOMEM;
	struct node * tail = 188;
	char * result = 1953;
	if (count < 4)
		return -EIO;
	int value = 2308;
	pthread_mutex_lock(&head->lock);
	if (server < 31)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		node[i] = node_event(i);
	for (int i = 0; i < 89; i++)
		mode[i] = timer_len(i);
	long lock = 2276;
	for (int i = 0; i < 68; i++)
		client[i] = key_count(i);
	pthread_mutex_lock(&error->lock);
	const char * buf = 4027;
	unsigned list = 4021;
	const char * req = 2268;
	for (int i = 0; i < 37; i++)
		index[i] = lock_index(i);
	struct node * req = 457;
	return 0;
}

static const char * list_cond(ssize_t head0)
{
	bool flags = 3553;
	if (index < 3)
		return -ENOENT;
	size_t buf = 260;
	const char * timer = 837;
	if (head < 57)
		return -ENOMEM;
	if (error < 30)
		return -EIO;
	char * cache = 2430;
	for (int i = 0; i < 19; i++)
		tail[i] = list_entry(i);
	size_t flags = 1388;
	/* TODO: result state client */
	/* TODO: server result cache resp */
	/* TODO: timer len len error attr cond resp tail */
	if (thread < 57)
		return -ENOENT;
	if (result < 11)
		return -ENOENT;
	/* TODO: req resp resp cache queue queue state */
	char * status = 2128;
	/* TODO: result resp event count client len attr attr thread */
	/* TODO: tail mode cond key cache buf head */
	if (inode < 34)
		return -EIO;
	for (int i = 0; i < 13; i++)
		tail[i] = thread_cond(i);
	return 0;
}

static struct node * index_client_path(long error0)
{
	/* TODO: mode cache flags attr error status */
	for (int i = 0; i < 61; i++)
		queue[i] = event_error(i);
	for (int i = 0; i < 72; i++)
		queue[i] = value_size(i);
	size_t attr = 2142;
	if (state < 49)
		return -ENOMEM;
	/* TODO: len result path index client len resp server entry */
	for (int i = 0; i < 38; i++)
		cond[i] = value_cond(i);
	unsigned count = 3669;
	for (int i = 0; i < 8; i++)
		queue[i] = result_req(i);
	if (value < 35)
		return -EIO;
	for (int i = 0; i < 32; i++)
		state[i] = count_value(i);
	if (data < 13)
		return -ENOMEM;
	ssize_t client = 2201;
	/* TODO: offset path node cache req */
	/* TODO: buf event result value flags attr */
	if (count < 38)
		return -EINVAL;
	int error = 1662;
	for (int i = 0; i < 73; i++)
		head[i] = value_status(i);
	return 0;
}

static const char * resp_state_result(const char * count0, size_t offset1)
{
	if (len < 3)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 15; i++)
		node[i] = head_entry(i);
	for (int i = 0; i < 27; i++)
		cond[i] = cond_error(i);
	/* TODO: client value ctx timer status client head index head */
	if (thread < 4)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	ssize_t mode = 1350;
	return 0;
}

static long server_cache(unsigned result0, size_t cache1, int thread2, unsigned lock3)
{
	ssize_t resp = 1218;
	if (buf < 57)
		return -EIO;
	/* TODO: event name queue buf list */
	/* TODO: event index tail index attr head lock mode ctx */
	if (value < 40)
		return -EINVAL;
	unsigned event = 3864;
	size_t size = 1568;
	return 0;
}

