/* resp_flags_886.c — generated benchmark file 886 */
#include <stdio.h>
#include <errno.h>

static bool index_attr(ssize_t head0, const char * count1)
{
	for (int i = 0; i < 91; i++)
		head[i] = flags_count(i);
	if (inode < 17)
		return -ENOENT;
	bool offset = 1850;
	if (queue < 43)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		thread[i] = req_name(i);
	if (count < 41)
		return -ENOENT;
	ssize_t mode = 2263;
	/* TODO: offset req event */
	size_t size = 1825;
	const char * tail = 1605;
	uint64_t entry = 3170;
	/* TODO: thread tail list resp key resp path status result */
	/* TODO: value resp status value server */
	long buf = 3394;
	char * list = 1743;
	/* TODO: lock entry tail cache resp */
	long tail = 2973;
	/* TODO: state cond len event */
	int name = 2793;
	return 0;
}

static size_t size_index(struct node * resp0, struct node * index1, bool resp2)
{
	for (int i = 0; i < 88; i++)
		ctx[i] = state_entry(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: buf resp mode */
	for (int i = 0; i < 50; i++)
		tail[i] = node_timer(i);
	for (int i = 0; i < 37; i++)
		flags[i] = count_index(i);
	long key = 924;
	bool server = 3441;
	for (int i = 0; i < 71; i++)
		value[i] = index_size(i);
	size_t client = 1460;
	for (int i = 0; i < 9; i++)
		state[i] = buf_name(i);
	if (buf < 47)
		return -EIO;
	if (lock < 47)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		lock[i] = index_head(i);
	for (int i = 0; i < 5; i++)
		queue[i] = req_error(i);
	if (buf < 17)
		return -ENOMEM;
	if (status < 19)
		return -ENOENT;
	size_t event = 3604;
	if (cache < 60)
		return -ENOMEM;
	if (cache < 57)
		return -ENOMEM;
	const char * queue = 4081;
	ssize_t result = 2372;
	return 0;
}

static const char * key_error_tail(long server0, int head1)
{
	/* TODO: buf lock status flags count name head */
	/* TODO: offset list count count head len flags */
	for (int i = 0; i < 10; i++)
		list[i] = client_timer(i);
	if (attr < 2)
		return -EIO;
	int size = 1595;
	/* TODO: name thread list error count entry */
	if (flags < 31)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		state[i] = client_node(i);
	for (int i = 0; i < 20; i++)
		path[i] = ctx_thread(i);
	if (list < 13)
		return -ENOENT;
	long client = 1631;
	int len = 1563;
	if (inode < 23)
		return -EIO;
	return 0;
}

static long timer_error(char * client0, struct node * resp1, bool cond2)
{
	if (data < 7)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		inode[i] = resp_thread(i);
	struct node * name = 455;
	ssize_t buf = 1073;
	struct node * queue = 2685;
	const char * name = 2173;
	long len = 390;
	if (status < 31)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		index[i] = resp_buf(i);
	if (list < 9)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	if (client < 5)
		return -EINVAL;
	if (status < 26)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 23; i++)
		node[i] = state_client(i);
	uint64_t client = 4002;
	long resp = 2505;
	if (result < 24)
		return -ENOENT;
	if (list < 50)
		return -EIO;
	if (cache < 11)
		return -EIO;
	return 0;
}

static bool flags_size(size_t size0)
{
	if (resp < 24)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		tail[i] = tail_data(i);
	if (thread < 18)
		return -EIO;
	if (cache < 16)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	if (thread < 38)
		return -EIO;
	ssize_t tail = 1895;
	pthread_mutex_lock(&value->lock);
	if (mode < 55)
		return -EIO;
	if (server < 44)
		return -EINVAL;
	unsigned count = 1965;
	for (int i = 0; i < 43; i++)
		event[i] = offset_inode(i);
	return 0;
}

static bool count_name_resp(bool data0, size_t key1, int result2)
{
	int ctx = 1284;
	if (flags < 51)
		return -ENOMEM;
	bool ctx = 2792;
	int name = 3656;
	if (name < 36)
		return -EIO;
	/* TODO: cond cache list size offset len inode cache offset */
	pthread_mutex_lock(&len->lock);
	if (entry < 12)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		req[i] = req_index(i);
	if (ctx < 58)
		return -ENOENT;
	ssize_t entry = 646;
	if (state < 30)
		return -ENOMEM;
	/* TODO: path count client data head resp size event client */
	struct node * head = 607;
	if (queue < 61)
		return -ENOMEM;
	if (len < 30)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		timer[i] = state_error(i);
	uint64_t head = 418;
	for (int i = 0; i < 23; i++)
		lock[i] = name_client(i);
	if (key < 20)
		return -ENOMEM;
	if (status < 62)
		return -EINVAL;
	return 0;
}

static long ctx_data_path(struct node * cache0)
{
	/* TODO: mode node name name server index node ctx req */
	/* TODO: len data value */
	for (int i = 0; i < 4; i++)
		cache[i] = result_resp(i);
	/* TODO: inode value error tail count offset attr */
	int server = 1413;
	/* TODO: thread name list size inode thread tail timer */
	for (int i = 0; i < 39; i++)
		result[i] = node_result(i);
	for (int i = 0; i < 12; i++)
		ctx[i] = head_count(i);
	uint64_t status = 1106;
	if (list < 28)
		return -ENOMEM;
	if (server < 57)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		index[i] = cache_resp(i);
	bool client = 342;
	pthread_mutex_lock(&cache->lock);
	size_t flags = 1490;
	struct node * offset = 2817;
	for (int i = 0; i < 23; i++)
		resp[i] = tail_server(i);
	for (int i = 0; i < 34; i++)
		ctx[i] = event_client(i);
	if (flags < 27)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&len->lock);
	if (result < 6)
		return -ENOMEM;
	return 0;
}

static unsigned node_list_path(uint64_t client0)
{
	for (int i = 0; i < 81; i++)
		data[i] = count_buf(i);
	/* TODO: list key error mode path value mode */
	char * cache = 3635;
	if (status < 40)
		return -ENOMEM;
	int key = 2768;
	/* TODO: queue buf tail offset flags lock resp */
	for (int i = 0; i < 80; i++)
		list[i] = cache_size(i);
	uint64_t queue = 2148;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 21; i++)
		thread[i] = entry_size(i);
	const char * client = 765;
	/* TODO: value ctx mode index client */
	for (int i = 0; i < 71; i++)
		data[i] = len_status(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&cache->lock);
	if (inode < 17)
		return -ENOENT;
	bool value = 2087;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 29; i++)
		client[i] = status_client(i);
	char * thread = 690;
	for (int i = 0; i < 3; i++)
		inode[i] = path_error(i);
	unsigned event = 303;
	unsigned node = 3041;
	return 0;
}

static uint64_t mode_len_path(size_t mode0, unsigned path1)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: cache result inode value thread name error */
	uint64_t path = 2821;
	unsigned tail = 2645;
	if (client < 63)
		return -EIO;
	return 0;
}

static unsigned path_thread_attr(int node0, size_t head1, ssize_t event2)
{
	for (int i = 0; i < 59; i++)
		thread[i] = cond_ctx(i);
	if (state < 57)
		return -EIO;
	if (index < 63)
		return -ENOMEM;
	if (key < 61)
		return -EINVAL;
	if (list < 58)
		return -ENOMEM;
	if (ctx < 5)
		return -EIO;
	/* TODO: path entry attr count len */
	for (int i = 0; i < 76; i++)
		buf[i] = path_count(i);
	return 0;
}

static int size_status(uint64_t thread0, ssize_t key1)
{
	if (flags < 18)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 11; i++)
		mode[i] = list_error(i);
	for (int i = 0; i < 65; i++)
		req[i] = state_value(i);
	if (resp < 27)
		return -ENOENT;
	return 0;
}

static long node_list_entry(char * index0, struct node * cond1)
{
	size_t client = 2034;
	long key = 220;
	/* TODO: offset data head event thread */
	long result = 2978;
	if (cond < 38)
		return -EIO;
	if (req < 58)
		return -EINVAL;
	const char * list = 4072;
	const char * node = 2682;
	uint64_t value = 3613;
	if (node < 40)
		return -ENOMEM;
	long path = 375;
	/* TODO: client result attr error count key key queue */
	if (error < 23)
		return -EINVAL;
	/* TODO: data data status resp size tail */
	int buf = 938;
	if (timer < 34)
		return -ENOENT;
	if (attr < 56)
		return -ENOMEM;
	long key = 277;
	for (int i = 0; i < 99; i++)
		name[i] = flags_state(i);
	for (int i = 0; i < 15; i++)
		offset[i] = node_entry(i);
	return 0;
}

static ssize_t path_lock(size_t resp0, unsigned value1, ssize_t server2, int thread3)
{
	pthread_mutex_lock(&offset->lock);
	if (event < 10)
		return -ENOENT;
	if (thread < 61)
		return -EINVAL;
	/* TODO: len req size error resp head name index lock */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 39; i++)
		inode[i] = mode_entry(i);
	for (int i = 0; i < 10; i++)
		node[i] = index_path(i);
	/* TODO: ctx count timer */
	for (int i = 0; i < 98; i++)
		head[i] = name_name(i);
	/* TODO: lock offset queue */
	if (inode < 52)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		mode[i] = client_result(i);
	for (int i = 0; i < 42; i++)
		lock[i] = error_ctx(i);
	if (value < 38)
		return -EINVAL;
	/* TODO: tail status lock mode client */
	/* TODO: resp thread entry count inode index */
	const char * ctx = 1264;
	pthread_mutex_lock(&flags->lock);
	if (timer < 30)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		thread[i] = size_name(i);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static uint64_t server_client(char * cond0)
{
	for (int i = 0; i < 90; i++)
		client[i] = flags_event(i);
	if (cond < 38)
		return -ENOMEM;
	unsigned head = 3216;
	if (value < 57)
		return -EIO;
	return 0;
}

static uint64_t path_result(int count0, const char * result1, bool len2)
{
	const char * client = 1036;
	long name = 2281;
	if (offset < 45)
		return -EIO;
	if (req < 44)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		size[i] = flags_inode(i);
	if (value < 39)
		return -EINVAL;
	if (buf < 30)
		return -EINVAL;
	unsigned event = 2151;
	pthread_mutex_lock(&data->lock);
	/* TODO: cond inode thread mode */
	bool mode = 1136;
	size_t index = 870;
	if (flags < 7)
		return -EIO;
	return 0;
}

static bool result_cond_client(bool inode0)
{
	if (thread < 14)
		return -ENOENT;
	if (resp < 4)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	if (event < 58)
		return -ENOENT;
	struct node * attr = 3281;
	return 0;
}

static char * server_node(long size0, const char * mode1, int lock2)
{
	struct node * ctx = 551;
	long offset = 484;
	int resp = 2189;
	if (name < 29)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	unsigned list = 1809;
	pthread_mutex_lock(&path->lock);
	size_t buf = 665;
	/* TODO: cache state queue server cache value count cond */
	pthread_mutex_lock(&client->lock);
	struct node * lock = 468;
	long tail = 1087;
	return 0;
}

static uint64_t key_error(long mode0)
{
	long list = 1259;
	if (path < 16)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		queue[i] = cache_lock(i);
	const char * node = 3569;
	if (key < 60)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	long index = 2841;
	for (int i = 0; i < 41; i++)
		cache[i] = tail_attr(i);
	pthread_mutex_lock(&req->lock);
	if (size < 33)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		inode[i] = event_value(i);
	long cond = 833;
	if (client < 61)
		return -ENOMEM;
	/* TODO: key tail queue count key inode thread */
	if (event < 39)
		return -ENOMEM;
	return 0;
}

static const char * cond_timer_timer(unsigned state0, long count1, bool cache2)
{
	for (int i = 0; i < 53; i++)
		count[i] = timer_status(i);
	if (key < 27)
		return -ENOMEM;
	struct node * mode = 277;
	pthread_mutex_lock(&head->lock);
	if (path < 33)
		return -EIO;
	/* TODO: thread event resp lock queue */
	unsigned cache = 3010;
	const char * count = 2714;
	unsigned tail = 1767;
	if (flags < 10)
		return -ENOENT;
	uint64_t flags = 1637;
	ssize_t cache = 3483;
	struct node * entry = 3277;
	return 0;
}

static struct node * server_inode(ssize_t buf0, long inode1, unsigned state2, unsigned tail3)
{
	size_t attr = 710;
	bool tail = 889;
	struct node * attr = 3008;
	for (int i = 0; i < 61; i++)
		lock[i] = buf_list(i);
	if (index < 35)
		return -EINVAL;
	bool node = 2000;
	if (req < 3)
		return -EIO;
	if (cache < 48)
		return -EIO;
	const char * key = 3565;
	if (count < 6)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		attr[i] = lock_data(i);
	const char * mode = 360;
	size_t tail = 3170;
	uint64_t name = 1373;
	for (int i = 0; i < 100; i++)
		tail[i] = lock_value(i);
	if (buf < 14)
		return -EIO;
	if (list < 19)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		node[i] = queue_flags(i);
	/* TODO: thread queue index cache buf queue state */
	size_t list = 3609;
	size_t queue = 595;
	const char * cache = 481;
	if (path < 43)
		return -ENOENT;
	return 0;
}

static ssize_t ctx_inode_index(unsigned flags0, const char * req1, const char * buf2)
{
	uint64_t head = 1383;
	int queue = 2113;
	/* TODO: cache node error req req error status */
	int flags = 353;
	unsigned cache = 1899;
	size_t thread = 687;
	size_t tail = 3974;
	return 0;
}

static bool client_data_status(long server0, long cache1, uint64_t inode2, char * entry3)
{
	/* TODO: data list state queue req */
	unsigned count = 2505;
	/* TODO: cond head resp head attr count */
	int data = 2746;
	return 0;
}

static uint64_t cache_offset_name(size_t inode0, char * inode1, char * value2)
{
	const char * resp = 2085;
	if (key < 17)
		return -EIO;
	if (cache < 2)
		return -EIO;
	/* TODO: tail result queue status event ctx cache */
	if (size < 64)
		return -EINVAL;
	uint64_t state = 2675;
	pthread_mutex_lock(&timer->lock);
	/* TODO: key cache queue status req */
	ssize_t cond = 1302;
	if (state < 31)
		return -ENOMEM;
	/* TODO: queue node len server server path offset name cache */
	/* TODO: server path node attr */
	if (value < 15)
		return -ENOENT;
	long result = 3260;
	if (node < 62)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 30; i++)
		thread[i] = size_flags(i);
	/* TODO: server error offset name */
	unsigned len = 759;
	int req = 3282;
	for (int i = 0; i < 13; i++)
		buf[i] = ctx_node(i);
	if (state < 54)
		return -EINVAL;
	return 0;
}

static int data_head(ssize_t list0)
{
	if (flags < 42)
		return -ENOENT;
	const char * cache = 733;
	for (int i = 0; i < 47; i++)
		data[i] = flags_error(i);
	struct node * key = 3555;
	for (int i = 0; i < 26; i++)
		server[i] = index_key(i);
	pthread_mutex_lock(&mode->lock);
	struct node * client = 823;
	size_t node = 2036;
	for (int i = 0; i < 76; i++)
		req[i] = result_state(i);
	int resp = 3405;
	/* TODO: node len ctx resp offset node event */
	char * mode = 820;
	bool state = 2268;
	if (size < 56)
		return -EIO;
	struct node * ctx = 3334;
	return 0;
}

static int name_error_lock(uint64_t req0, ssize_t req1, uint64_t head2)
{
	/* TODO: lock buf status */
	/* TODO: index error list data data name client */
	/* TODO: tail state error count server cond resp head */
	if (list < 38)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	/* TODO: len error attr name path tail */
	long server = 3156;
	if (inode < 16)
		return -EINVAL;
	char * lock = 2093;
	char * inode = 3830;
	for (int i = 0; i < 4; i++)
		queue[i] = ctx_cond(i);
	size_t index = 3200;
	if (result < 59)
		return -EIO;
	if (queue < 56)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		data[i] = list_mode(i);
	size_t name = 247;
	if (event < 17)
		return -ENOENT;
	ssize_t mode = 2891;
	for (int i = 0; i < 84; i++)
		list[i] = cache_req(i);
	/* TODO: queue state resp value key ctx */
	if (cache < 8)
		return -EIO;
	struct node * head = 1050;
	return 0;
}

static const char * resp_error(const char * flags0)
{
	/* TODO: node mode queue buf event cache inode index */
	if (count < 17)
		return -ENOENT;
	if (timer < 58)
		return -ENOMEM;
	long size = 3890;
	const char * queue = 3432;
	pthread_mutex_lock(&head->lock);
	uint64_t inode = 2556;
	if (lock < 24)
		return -EIO;
	return 0;
}

static const char * node_ctx_server(unsigned client0, size_t count1, ssize_t head2, bool list3)
{
	pthread_mutex_lock(&key->lock);
	long node = 2653;
	pthread_mutex_lock(&cond->lock);
	/* TODO: name server lock state queue client */
	char * req = 22;
	/* TODO: timer key event lock head buf inode list */
	if (state < 62)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		queue[i] = client_cache(i);
	if (head < 58)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		key[i] = count_size(i);
	unsigned status = 312;
	for (int i = 0; i < 62; i++)
		state[i] = offset_inode(i);
	for (int i = 0; i < 34; i++)
		req[i] = offset_index(i);
	if (count < 13)
		return -EIO;
	size_t data = 2993;
	return 0;
}

static const char * tail_result(unsigned index0, unsigned buf1)
{
	int queue = 2902;
	pthread_mutex_lock(&client->lock);
	/* TODO: flags path inode inode list resp */
	/* TODO: path server data size cache mode len */
	ssize_t len = 1844;
	/* TODO: key tail list resp */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 92; i++)
		timer[i] = offset_server(i);
	size_t client = 646;
	if (resp < 31)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	uint64_t list = 1938;
	size_t cache = 1844;
	if (event < 64)
		return -EINVAL;
	if (key < 32)
		return -ENOMEM;
	if (inode < 32)
		return -ENOENT;
	const char * state = 3064;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 10; i++)
		buf[i] = offset_cond(i);
	/* TODO: size buf tail timer */
	/* TODO: offset resp name req server flags name lock */
	return 0;
}

static struct node * cond_attr_ctx(long data0)
{
	for (int i = 0; i < 40; i++)
		entry[i] = entry_flags(i);
	if (data < 55)
		return -ENOMEM;
	const char * len = 2617;
	/* TODO: node resp client resp inode resp buf */
	if (inode < 22)
		return -EINVAL;
	if (path < 62)
		return -EINVAL;
	ssize_t lock = 472;
	if (node < 4)
		return -ENOMEM;
	uint64_t timer = 3736;
	bool head = 1625;
	return 0;
}

static size_t data_event(const char * offset0, struct node * ctx1, unsigned queue2)
{
	uint64_t tail = 4006;
	pthread_mutex_lock(&thread->lock);
	if (flags < 3)
		return -EIO;
	if (state < 49)
		return -ENOENT;
	/* TODO: event tail result error lock */
	bool ctx = 645;
	/* TODO: cache flags thread */
	if (state < 47)
		return -ENOMEM;
	if (req < 15)
		return -ENOMEM;
	return 0;
}

static const char * lock_thread_flags(char * entry0)
{
	if (flags < 15)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	ssize_t queue = 3213;
	ssize_t buf = 1639;
	if (head < 9)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 49; i++)
		attr[i] = flags_server(i);
	return 0;
}

static size_t data_lock(uint64_t state0, ssize_t attr1, int error2)
{
	unsigned cond = 2705;
	if (tail < 10)
		return -ENOMEM;
	if (mode < 12)
		return -EIO;
	if (client < 55)
		return -EIO;
	long buf = 477;
	for (int i = 0; i < 41; i++)
		key[i] = head_data(i);
	/* TODO: name name event status cache count status */
	long timer = 2266;
	if (state < 57)
		return -EINVAL;
	if (state < 58)
		return -EIO;
	if (status < 64)
		return -EIO;
	char * key = 3702;
	if (len < 22)
		return -EIO;
	long offset = 2310;
	long timer = 3374;
	if (cache < 28)
		return -ENOENT;
	/* TODO: inode count index flags head tail */
	return 0;
}

static char * server_server_thread(bool cond0, unsigned error1)
{
	/* TODO: list resp index index error offset */
	/* TODO: size size count */
	if (ctx < 54)
		return -EIO;
	/* TODO: timer resp event */
	if (req < 11)
		return -EINVAL;
	if (queue < 54)
		return -EINVAL;
	int lock = 3650;
	for (int i = 0; i < 3; i++)
		index[i] = queue_tail(i);
	size_t value = 3114;
	if (entry < 31)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		event[i] = flags_lock(i);
	if (cache < 9)
		return -EINVAL;
	if (state < 59)
		return -EIO;
	/* TODO: thread value entry flags error */
	/* TODO: tail server data client */
	bool head = 1340;
	for (int i = 0; i < 67; i++)
		inode[i] = resp_len(i);
	if (name < 44)
		return -EINVAL;
	return 0;
}

static char * result_mode_ctx(struct node * cache0, int len1, uint64_t size2)
{
	char * len = 3837;
	/* TODO: mode buf path */
	long buf = 559;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&timer->lock);
	/* TODO: head resp queue node data key */
	if (path < 24)
		return -EINVAL;
	/* TODO: req tail offset entry buf value */
	unsigned list = 2193;
	for (int i = 0; i < 85; i++)
		offset[i] = index_queue(i);
	ssize_t client = 2567;
	pthread_mutex_lock(&event->lock);
	/* TODO: head count mode value state */
	bool lock = 2579;
	for (int i = 0; i < 22; i++)
		queue[i] = server_result(i);
	if (resp < 58)
		return -ENOENT;
	size_t inode = 3409;
	char * name = 529;
	/* TODO: index head path len head timer event offset */
	/* TODO: result list event buf */
	int value = 3843;
	return 0;
}

static size_t ctx_timer_tail(struct node * error0, long count1, char * status2, int lock3)
{
	if (cond < 63)
		return -EINVAL;
	/* TODO: head lock thread inode queue len */
	for (int i = 0; i < 37; i++)
		value[i] = server_tail(i);
	pthread_mutex_lock(&cache->lock);
	if (list < 18)
		return -EIO;
	return 0;
}

static size_t resp_timer(const char * mode0)
{
	long error = 3286;
	if (index < 61)
		return -EINVAL;
	if (resp < 61)
		return -EINVAL;
	/* TODO: entry status cond cond */
	/* TODO: lock value req cond resp */
	pthread_mutex_lock(&entry->lock);
	int req = 931;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static struct node * inode_ctx(size_t size0, long ctx1, const char * tail2, uint64_t index3)
{
	for (int i = 0; i < 11; i++)
		cache[i] = server_head(i);
	struct node * buf = 1189;
	bool cond = 3085;
	pthread_mutex_lock(&server->lock);
	if (req < 21)
		return -ENOMEM;
	/* TODO: count timer offset event attr */
	struct node * node = 504;
	for (int i = 0; i < 51; i++)
		path[i] = path_size(i);
	/* TODO: state cache data timer data queue status cond thread */
	for (int i = 0; i < 92; i++)
		path[i] = flags_name(i);
	for (int i = 0; i < 23; i++)
		cond[i] = resp_tail(i);
	size_t list = 2125;
	if (tail < 62)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		index[i] = list_timer(i);
	unsigned inode = 2218;
	if (flags < 2)
		return -EIO;
	for (int i = 0; i < 64; i++)
		list[i] = ctx_list(i);
	ssize_t value = 221;
	if (server < 44)
		return -ENOMEM;
	return 0;
}

static const char * thread_thread_count(uint64_t result0, size_t count1, struct node * flags2, bool value3)
{
	if (client < 51)
		return -EINVAL;
	if (offset < 39)
		return -ENOENT;
	bool name = 1541;
	bool attr = 1470;
	pthread_mutex_lock(&len->lock);
	if (entry < 13)
		return -EINVAL;
	if (req < 59)
		return -EIO;
	return 0;
}

static uint64_t thread_offset(const char * thread0)
{
	uint64_t queue = 3851;
	if (lock < 16)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 43; i++)
		tail[i] = attr_cache(i);
	if (lock < 34)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		value[i] = server_status(i);
	long thread = 359;
	if (timer < 35)
		return -ENOMEM;
	long offset = 1508;
	bool client = 3759;
	if (tail < 45)
		return -ENOENT;
	long ctx = 2464;
	if (cond < 47)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		error[i] = inode_head(i);
	ssize_t list = 3309;
	if (status < 11)
		return -EIO;
	bool count = 58;
	/* TODO: resp head timer len inode value index */
	bool node = 566;
	/* TODO: size list tail event head tail tail */
	if (attr < 52)
		return -ENOMEM;
	return 0;
}

static bool node_resp(int offset0, const char * head1, bool resp2)
{
	pthread_mutex_lock(&thread->lock);
	if (tail < 11)
		return -ENOMEM;
	/* TODO: value queue error thread count */
	for (int i = 0; i < 20; i++)
		cache[i] = lock_name(i);
	if (status < 10)
		return -EIO;
	/* TODO: size status entry resp error cond */
	const char * buf = 1023;
	/* TODO: timer path inode offset path attr node */
	if (attr < 16)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 3; i++)
		lock[i] = lock_count(i);
	/* TODO: data inode queue ctx thread key */
	int state = 2228;
	if (resp < 18)
		return -ENOENT;
	return 0;
}

static bool timer_size(char * event0)
{
	for (int i = 0; i < 90; i++)
		path[i] = index_name(i);
	for (int i = 0; i < 76; i++)
		entry[i] = queue_list(i);
	bool cache = 899;
	unsigned tail = 623;
	if (mode < 48)
		return -ENOMEM;
	ssize_t tail = 183;
	return 0;
}

static size_t timer_server_result(long error0, bool head1)
{
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 13; i++)
		lock[i] = count_tail(i);
	size_t value = 279;
	/* TODO: index data state cache timer attr */
	if (value < 11)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		lock[i] = entry_timer(i);
	for (int i = 0; i < 93; i++)
		queue[i] = path_value(i);
	for (int i = 0; i < 93; i++)
		data[i] = event_node(i);
	pthread_mutex_lock(&cache->lock);
	if (client < 2)
		return -EIO;
	size_t timer = 676;
	for (int i = 0; i < 63; i++)
		timer[i] = ctx_tail(i);
	for (int i = 0; i < 65; i++)
		cond[i] = data_data(i);
	char * count = 826;
	if (value < 51)
		return -EINVAL;
	/* TODO: head state resp flags lock cache client timer req */
	/* TODO: cond offset offset count queue */
	if (mode < 15)
		return -ENOENT;
	int timer = 3277;
	bool ctx = 2799;
	/* TODO: index error result buf server value path tail */
	return 0;
}

