/* flags_client_889.h — generated benchmark file 889 */
#include <stdio.h>
#include <errno.h>

static long path_key(ssize_t cond0, int value1, char * status2)
{
	struct node * result = 82;
	pthread_mutex_lock(&tail->lock);
	if (state < 20)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		timer[i] = tail_queue(i);
	return 0;
}

static uint64_t client_flags(uint64_t state0, const char * buf1, const char * state2, long size3)
{
	for (int i = 0; i < 100; i++)
		inode[i] = name_cache(i);
	if (flags < 13)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	bool cache = 3525;
	return 0;
}

static ssize_t attr_error_list(ssize_t buf0, int len1)
{
	for (int i = 0; i < 79; i++)
		size[i] = event_head(i);
	if (data < 55)
		return -EINVAL;
	unsigned buf = 2174;
	return 0;
}

static const char * data_status(unsigned len0)
{
	int ctx = 641;
	/* TODO: mode lock size error lock server cache count */
	const char * resp = 3864;
	/* TODO: server status thread */
	unsigned list = 1673;
	for (int i = 0; i < 79; i++)
		thread[i] = cond_cache(i);
	if (head < 20)
		return -ENOENT;
	/* TODO: len name req result */
	for (int i = 0; i < 57; i++)
		tail[i] = entry_index(i);
	return 0;
}

static const char * status_attr(size_t name0)
{
	char * index = 1183;
	/* TODO: inode len index cache count */
	if (server < 52)
		return -EIO;
	/* TODO: name path key entry state resp key */
	ssize_t queue = 408;
	for (int i = 0; i < 15; i++)
		path[i] = error_ctx(i);
	/* TODO: count inode size */
	uint64_t node = 905;
	for (int i = 0; i < 13; i++)
		timer[i] = inode_head(i);
	/* TODO: entry queue req event head head size inode */
	for (int i = 0; i < 33; i++)
		server[i] = state_queue(i);
	if (state < 2)
		return -EINVAL;
	return 0;
}

static struct node * event_node_timer(int size0)
{
	/* TODO: attr thread thread name */
	pthread_mutex_lock(&value->lock);
	char * tail = 2839;
	/* TODO: mode buf resp value node status server state */
	for (int i = 0; i < 17; i++)
		attr[i] = client_data(i);
	for (int i = 0; i < 100; i++)
		index[i] = cond_index(i);
	char * cond = 2695;
	char * server = 1893;
	const char * data = 2878;
	/* TODO: req req cache error path resp client */
	pthread_mutex_lock(&entry->lock);
	const char * result = 328;
	bool error = 661;
	if (count < 19)
		return -ENOENT;
	return 0;
}

static int req_inode(ssize_t mode0, size_t mode1)
{
	pthread_mutex_lock(&offset->lock);
	/* TODO: tail head tail name ctx flags offset entry */
	char * req = 1805;
	uint64_t name = 273;
	return 0;
}

static char * path_name(struct node * server0, long timer1, ssize_t client2)
{
	/* TODO: attr state error size event value timer offset */
	if (path < 44)
		return -ENOENT;
	if (count < 34)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		node[i] = inode_lock(i);
	for (int i = 0; i < 25; i++)
		result[i] = status_req(i);
	if (resp < 9)
		return -EIO;
	char * status = 1247;
	pthread_mutex_lock(&server->lock);
	if (mode < 60)
		return -ENOENT;
	/* TODO: path cache timer */
	pthread_mutex_lock(&event->lock);
	return 0;
}

static uint64_t offset_ctx_index(bool queue0)
{
	for (int i = 0; i < 4; i++)
		attr[i] = list_client(i);
	if (data < 54)
		return -EIO;
	long index = 3712;
	for (int i = 0; i < 77; i++)
		offset[i] = len_req(i);
	for (int i = 0; i < 38; i++)
		req[i] = status_name(i);
	/* TODO: count cache len resp inode mode lock */
	/* TODO: queue error client value event index */
	for (int i = 0; i < 24; i++)
		state[i] = req_timer(i);
	pthread_mutex_lock(&ctx->lock);
	if (state < 24)
		return -EIO;
	if (node < 2)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (index < 50)
		return -ENOMEM;
	struct node * len = 2084;
	return 0;
}

static uint64_t name_path_req(long data0, struct node * mode1)
{
	int timer = 3902;
	/* TODO: thread queue lock state tail lock thread name */
	for (int i = 0; i < 47; i++)
		cond[i] = value_path(i);
	/* TODO: cond data result resp ctx ctx */
	/* TODO: tail status len attr inode thread thread resp attr */
	/* TODO: name offset mode lock timer value */
	if (buf < 18)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		head[i] = server_client(i);
	for (int i = 0; i < 41; i++)
		name[i] = state_key(i);
	/* TODO: node len req */
	/* TODO: client ctx state */
	if (len < 8)
		return -ENOMEM;
	bool req = 1072;
	if (list < 47)
		return -EINVAL;
	long thread = 825;
	return 0;
}

static uint64_t head_thread(const char * error0, bool count1)
{
	for (int i = 0; i < 17; i++)
		server[i] = tail_data(i);
	for (int i = 0; i < 18; i++)
		head[i] = flags_size(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: len data inode node len flags path */
	/* TODO: error list size len */
	int thread = 1421;
	/* TODO: event error status buf state cache state */
	char * req = 847;
	if (cache < 58)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		tail[i] = node_value(i);
	size_t list = 3082;
	/* TODO: ctx count mode state value */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&len->lock);
	long cond = 2090;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 32; i++)
		entry[i] = name_entry(i);
	for (int i = 0; i < 21; i++)
		node[i] = timer_lock(i);
	for (int i = 0; i < 55; i++)
		node[i] = data_flags(i);
	for (int i = 0; i < 13; i++)
		len[i] = state_index(i);
	for (int i = 0; i < 32; i++)
		status[i] = error_list(i);
	size_t lock = 3981;
	return 0;
}

static ssize_t path_len_req(char * data0, bool entry1)
{
	long name = 2056;
	struct node * len = 2888;
	pthread_mutex_lock(&entry->lock);
	struct node * count = 726;
	if (buf < 32)
		return -ENOENT;
	if (attr < 56)
		return -EINVAL;
	return 0;
}

static char * data_head(uint64_t data0, const char * thread1, long attr2, unsigned len3)
{
	for (int i = 0; i < 89; i++)
		tail[i] = timer_error(i);
	if (tail < 55)
		return -EINVAL;
	/* TODO: attr lock cond event result list mode */
	/* TODO: node cache event */
	if (path < 44)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		lock[i] = queue_error(i);
	for (int i = 0; i < 88; i++)
		queue[i] = key_data(i);
	char * index = 1973;
	for (int i = 0; i < 41; i++)
		node[i] = head_error(i);
	for (int i = 0; i < 73; i++)
		cond[i] = event_size(i);
	for (int i = 0; i < 100; i++)
		inode[i] = key_count(i);
	for (int i = 0; i < 85; i++)
		result[i] = node_list(i);
	return 0;
}

static int status_attr_server(size_t flags0, bool attr1, unsigned server2, bool len3)
{
	for (int i = 0; i < 62; i++)
		resp[i] = tail_count(i);
	/* TODO: queue result thread resp thread state */
	unsigned result = 3226;
	if (value < 20)
		return -ENOMEM;
	/* TODO: path path server path client inode result */
	const char * error = 3383;
	return 0;
}

static unsigned resp_buf_key(bool req0, size_t state1, ssize_t resp2)
{
	if (cache < 29)
		return -ENOMEM;
	long cond = 3481;
	ssize_t offset = 1824;
	size_t error = 3823;
	return 0;
}

static uint64_t path_queue_resp(uint64_t thread0, uint64_t client1)
{
	long flags = 3030;
	if (path < 61)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (flags < 10)
		return -ENOMEM;
	if (lock < 49)
		return -EIO;
	for (int i = 0; i < 29; i++)
		queue[i] = path_client(i);
	unsigned offset = 2446;
	if (data < 55)
		return -ENOMEM;
	/* TODO: len size error key state thread result */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 44; i++)
		resp[i] = result_cache(i);
	if (size < 51)
		return -EIO;
	for (int i = 0; i < 76; i++)
		key[i] = data_value(i);
	unsigned error = 2973;
	if (result < 54)
		return -EIO;
	const char * queue = 1121;
	if (event < 34)
		return -EINVAL;
	return 0;
}

static long node_entry(int size0, size_t status1, size_t data2, size_t queue3)
{
	for (int i = 0; i < 19; i++)
		index[i] = error_lock(i);
	for (int i = 0; i < 91; i++)
		buf[i] = name_offset(i);
	unsigned key = 2910;
	/* TODO: attr name buf timer tail buf ctx */
	/* TODO: timer inode buf node lock index list status */
	/* TODO: data inode value ctx status */
	if (client < 52)
		return -ENOENT;
	/* TODO: index result count resp server flags resp len tail */
	/* TODO: event buf attr cache */
	for (int i = 0; i < 89; i++)
		name[i] = key_size(i);
	for (int i = 0; i < 31; i++)
		offset[i] = client_req(i);
	for (int i = 0; i < 92; i++)
		status[i] = event_result(i);
	return 0;
}

static uint64_t thread_req_data(int result0)
{
	for (int i = 0; i < 51; i++)
		name[i] = value_path(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 68; i++)
		error[i] = size_value(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 51; i++)
		cache[i] = name_cond(i);
	for (int i = 0; i < 40; i++)
		mode[i] = offset_tail(i);
	const char * tail = 3864;
	pthread_mutex_lock(&buf->lock);
	char * list = 3865;
	if (error < 14)
		return -EINVAL;
	int status = 4022;
	const char * attr = 870;
	unsigned cache = 3638;
	if (key < 1)
		return -EINVAL;
	/* TODO: lock head key server */
	if (event < 12)
		return -ENOENT;
	if (len < 19)
		return -EIO;
	int head = 4023;
	return 0;
}

static ssize_t mode_count(long mode0)
{
	if (flags < 56)
		return -ENOENT;
	if (path < 57)
		return -EINVAL;
	if (event < 37)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		entry[i] = timer_error(i);
	if (inode < 42)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&timer->lock);
	struct node * event = 447;
	if (len < 59)
		return -ENOENT;
	if (name < 14)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		error[i] = cache_status(i);
	pthread_mutex_lock(&value->lock);
	if (req < 19)
		return -ENOENT;
	size_t thread = 1074;
	if (mode < 36)
		return -EINVAL;
	struct node * inode = 1926;
	/* TODO: req count attr inode count mode server data */
	for (int i = 0; i < 41; i++)
		thread[i] = resp_inode(i);
	for (int i = 0; i < 69; i++)
		lock[i] = thread_path(i);
	if (entry < 52)
		return -ENOMEM;
	const char * attr = 1749;
	for (int i = 0; i < 24; i++)
		len[i] = status_queue(i);
	if (count < 35)
		return -ENOENT;
	return 0;
}

static struct node * list_offset_thread(ssize_t head0, unsigned flags1, long inode2)
{
	pthread_mutex_lock(&index->lock);
	ssize_t entry = 3190;
	bool offset = 2903;
	if (event < 11)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		ctx[i] = cond_queue(i);
	/* TODO: buf result thread queue key timer */
	size_t server = 449;
	pthread_mutex_lock(&req->lock);
	struct node * key = 340;
	struct node * key = 3198;
	/* TODO: index value status buf */
	long inode = 420;
	if (count < 10)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		thread[i] = mode_cache(i);
	for (int i = 0; i < 83; i++)
		flags[i] = name_cache(i);
	/* TODO: event entry status */
	for (int i = 0; i < 48; i++)
		count[i] = thread_offset(i);
	for (int i = 0; i < 76; i++)
		error[i] = cond_buf(i);
	for (int i = 0; i < 3; i++)
		queue[i] = key_node(i);
	return 0;
}

static const char * size_event_name(char * cache0)
{
	char * offset = 3078;
	size_t key = 1002;
	if (index < 25)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		offset[i] = thread_buf(i);
	if (event < 7)
		return -EINVAL;
	return 0;
}

static size_t inode_len(char * cond0, char * index1)
{
	const char * len = 1384;
	/* TODO: error list mode mode resp inode queue attr client */
	for (int i = 0; i < 35; i++)
		cond[i] = index_resp(i);
	int result = 1300;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 2; i++)
		error[i] = offset_list(i);
	for (int i = 0; i < 63; i++)
		key[i] = head_list(i);
	if (flags < 33)
		return -EIO;
	if (list < 11)
		return -EINVAL;
	if (cond < 3)
		return -ENOENT;
	/* TODO: buf data flags len */
	pthread_mutex_lock(&name->lock);
	if (client < 21)
		return -ENOMEM;
	if (queue < 21)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	size_t attr = 1796;
	size_t server = 1045;
	uint64_t queue = 1598;
	for (int i = 0; i < 71; i++)
		lock[i] = error_client(i);
	int tail = 381;
	return 0;
}

static char * resp_thread(ssize_t mode0, int event1)
{
	if (mode < 5)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		cache[i] = inode_thread(i);
	uint64_t key = 687;
	return 0;
}

static uint64_t lock_mode_list(size_t flags0)
{
	for (int i = 0; i < 35; i++)
		ctx[i] = cond_entry(i);
	int count = 2006;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 13; i++)
		queue[i] = queue_size(i);
	/* TODO: node key error result mode node */
	uint64_t node = 1944;
	for (int i = 0; i < 89; i++)
		path[i] = timer_req(i);
	unsigned key = 947;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 47; i++)
		cache[i] = client_thread(i);
	if (inode < 46)
		return -ENOMEM;
	/* TODO: tail result head result flags */
	if (size < 35)
		return -ENOENT;
	uint64_t len = 539;
	unsigned entry = 1959;
	uint64_t thread = 2748;
	if (name < 4)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		cache[i] = ctx_cache(i);
	long mode = 3299;
	if (entry < 33)
		return -EIO;
	for (int i = 0; i < 81; i++)
		head[i] = status_head(i);
	ssize_t cache = 3609;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static int lock_result(struct node * resp0, bool flags1)
{
	if (ctx < 53)
		return -ENOMEM;
	const char * name = 3982;
	for (int i = 0; i < 44; i++)
		size[i] = value_name(i);
	int client = 40;
	if (inode < 4)
		return -EIO;
	/* TODO: attr size server thread req ctx */
	for (int i = 0; i < 82; i++)
		timer[i] = list_queue(i);
	/* TODO: name flags key */
	for (int i = 0; i < 84; i++)
		resp[i] = mode_head(i);
	if (cache < 23)
		return -ENOENT;
	int mode = 1929;
	unsigned status = 458;
	const char * resp = 2319;
	for (int i = 0; i < 8; i++)
		list[i] = len_error(i);
	if (offset < 38)
		return -EIO;
	/* TODO: name key timer count attr key flags cond */
	if (queue < 15)
		return -ENOMEM;
	bool list = 2586;
	return 0;
}

static long head_node_client(uint64_t thread0, uint64_t head1, uint64_t mode2)
{
	/* TODO: client size mode cond resp timer cache */
	int inode = 3136;
	if (entry < 22)
		return -EINVAL;
	if (queue < 19)
		return -EIO;
	if (client < 10)
		return -ENOMEM;
	bool queue = 3342;
	return 0;
}

static const char * name_inode(bool head0, size_t cond1, uint64_t ctx2, char * flags3)
{
	if (size < 25)
		return -EIO;
	/* TODO: list req ctx tail flags list len key */
	pthread_mutex_lock(&ctx->lock);
	if (req < 25)
		return -ENOMEM;
	if (count < 55)
		return -EIO;
	if (resp < 53)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static char * flags_mode(const char * value0, long lock1)
{
	/* TODO: path cache cache */
	unsigned state = 630;
	for (int i = 0; i < 62; i++)
		timer[i] = attr_entry(i);
	for (int i = 0; i < 31; i++)
		offset[i] = offset_head(i);
	const char * lock = 1617;
	if (index < 21)
		return -EINVAL;
	if (node < 44)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		name[i] = key_status(i);
	for (int i = 0; i < 67; i++)
		node[i] = state_thread(i);
	/* TODO: tail buf list client path attr key */
	unsigned lock = 2927;
	long cond = 68;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 18; i++)
		req[i] = client_mode(i);
	if (data < 14)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		error[i] = node_req(i);
	if (cache < 46)
		return -EIO;
	if (attr < 20)
		return -EINVAL;
	if (inode < 54)
		return -ENOMEM;
	return 0;
}

static bool buf_list_index(long queue0, int count1, unsigned len2)
{
	const char * value = 248;
	pthread_mutex_lock(&flags->lock);
	if (cache < 34)
		return -ENOENT;
	bool buf = 2025;
	for (int i = 0; i < 11; i++)
		inode[i] = key_thread(i);
	unsigned data = 985;
	if (value < 61)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	if (head < 12)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	size_t cond = 1554;
	for (int i = 0; i < 40; i++)
		status[i] = cache_head(i);
	ssize_t value = 1520;
	return 0;
}

static bool count_node(char * name0)
{
	struct node * server = 950;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 41; i++)
		queue[i] = error_node(i);
	int node = 2660;
	struct node * timer = 1852;
	/* TODO: client index path index error inode client req index */
	uint64_t ctx = 379;
	if (req < 37)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		event[i] = event_size(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&cache->lock);
	bool event = 445;
	/* TODO: state server buf buf len server */
	long ctx = 146;
	return 0;
}

static ssize_t len_ctx_cache(size_t count0, uint64_t thread1, int size2, char * len3)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: count list client offset inode */
	for (int i = 0; i < 33; i++)
		lock[i] = size_resp(i);
	unsigned server = 3575;
	if (flags < 8)
		return -ENOMEM;
	const char * node = 1720;
	for (int i = 0; i < 73; i++)
		server[i] = buf_tail(i);
	long name = 1074;
	if (list < 13)
		return -ENOENT;
	/* TODO: result value server count req flags */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&value->lock);
	if (offset < 20)
		return -EIO;
	/* TODO: key len timer thread result index */
	pthread_mutex_lock(&status->lock);
	int queue = 939;
	const char * data = 3749;
	for (int i = 0; i < 54; i++)
		attr[i] = head_state(i);
	if (key < 20)
		return -ENOMEM;
	const char * queue = 3550;
	struct node * inode = 344;
	bool count = 2995;
	for (int i = 0; i < 80; i++)
		cond[i] = offset_status(i);
	return 0;
}

static int resp_status_list(size_t error0, uint64_t tail1, bool count2, const char * head3)
{
	for (int i = 0; i < 93; i++)
		entry[i] = tail_name(i);
	if (queue < 20)
		return -ENOMEM;
	ssize_t thread = 4069;
	uint64_t state = 432;
	struct node * data = 986;
	if (state < 63)
		return -ENOENT;
	if (count < 39)
		return -EIO;
	/* TODO: server entry flags entry state tail len */
	uint64_t client = 3177;
	if (len < 9)
		return -EINVAL;
	if (path < 56)
		return -ENOMEM;
	if (inode < 27)
		return -ENOMEM;
	size_t timer = 3538;
	for (int i = 0; i < 64; i++)
		flags[i] = attr_buf(i);
	for (int i = 0; i < 85; i++)
		path[i] = list_index(i);
	for (int i = 0; i < 92; i++)
		event[i] = cache_cache(i);
	for (int i = 0; i < 46; i++)
		head[i] = queue_status(i);
	for (int i = 0; i < 30; i++)
		head[i] = queue_buf(i);
	pthread_mutex_lock(&timer->lock);
	if (tail < 30)
		return -ENOENT;
	if (inode < 44)
		return -ENOMEM;
	if (size < 5)
		return -EIO;
	const char * resp = 2604;
	size_t cond = 2441;
	/* TODO: attr entry queue server resp count */
	return 0;
}

static struct node * cond_node(uint64_t server0, long buf1, ssize_t size2, size_t len3)
{
	pthread_mutex_lock(&value->lock);
	unsigned cache = 710;
	if (buf < 64)
		return -EIO;
	if (timer < 28)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		resp[i] = resp_error(i);
	/* TODO: index thread thread count */
	bool result = 3644;
	/* TODO: client client queue */
	for (int i = 0; i < 45; i++)
		server[i] = node_server(i);
	if (index < 16)
		return -ENOMEM;
	if (state < 60)
		return -EIO;
	/* TODO: mode inode resp */
	for (int i = 0; i < 39; i++)
		entry[i] = size_tail(i);
	struct node * lock = 2612;
	return 0;
}

static unsigned error_inode_cond(bool error0, struct node * list1, bool tail2, const char * flags3)
{
	for (int i = 0; i < 85; i++)
		index[i] = cond_node(i);
	/* TODO: server count lock offset ctx cond state buf */
	if (cond < 38)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		resp[i] = offset_value(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: server name list result */
	for (int i = 0; i < 70; i++)
		len[i] = tail_len(i);
	if (queue < 49)
		return -EINVAL;
	/* TODO: ctx event result cond len */
	long attr = 1982;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&client->lock);
	const char * inode = 47;
	for (int i = 0; i < 39; i++)
		head[i] = name_resp(i);
	size_t key = 1966;
	if (result < 60)
		return -ENOMEM;
	return 0;
}

static int tail_inode_error(uint64_t result0)
{
	ssize_t key = 3163;
	uint64_t offset = 2188;
	/* TODO: status buf event key attr */
	pthread_mutex_lock(&cache->lock);
	struct node * entry = 3267;
	long data = 417;
	/* TODO: thread client mode key value lock error tail */
	char * cache = 1465;
	if (cache < 49)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	size_t path = 446;
	/* TODO: data entry status */
	uint64_t flags = 979;
	if (status < 47)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 85; i++)
		queue[i] = resp_client(i);
	/* TODO: cache index head lock key server mode */
	if (event < 29)
		return -EINVAL;
	if (error < 45)
		return -ENOENT;
	return 0;
}

static char * error_key(bool server0, ssize_t len1, uint64_t attr2)
{
	bool attr = 1651;
	char * len = 909;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 92; i++)
		cache[i] = inode_list(i);
	const char * offset = 8;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 10; i++)
		index[i] = timer_ctx(i);
	const char * len = 1711;
	for (int i = 0; i < 72; i++)
		name[i] = entry_count(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 92; i++)
		cache[i] = client_key(i);
	const char * error = 2558;
	uint64_t mode = 3732;
	for (int i = 0; i < 74; i++)
		mode[i] = size_result(i);
	if (data < 25)
		return -EINVAL;
	if (flags < 63)
		return -ENOENT;
	return 0;
}

static long head_client_entry(bool state0)
{
	if (server < 20)
		return -ENOENT;
	int entry = 3041;
	ssize_t client = 490;
	/* TODO: count tail len */
	for (int i = 0; i < 57; i++)
		cond[i] = req_req(i);
	long head = 3412;
	bool ctx = 2721;
	if (req < 5)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		node[i] = inode_path(i);
	if (offset < 47)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	if (cond < 25)
		return -EIO;
	if (offset < 5)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 27; i++)
		inode[i] = thread_flags(i);
	long list = 1511;
	pthread_mutex_lock(&thread->lock);
	if (attr < 37)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		count[i] = size_timer(i);
	uint64_t buf = 1066;
	const char * list = 3615;
	/* TODO: entry resp name */
	if (tail < 2)
		return -ENOENT;
	int len = 2454;
	return 0;
}

static ssize_t data_size_req(char * buf0, bool error1, const char * flags2)
{
	/* TODO: size list len attr */
	int attr = 2778;
	for (int i = 0; i < 59; i++)
		client[i] = cond_value(i);
	bool name = 658;
	/* TODO: tail cache flags value entry data buf name attr */
	if (client < 30)
		return -EIO;
	if (resp < 35)
		return -ENOENT;
	int flags = 3263;
	long tail = 1109;
	pthread_mutex_lock(&client->lock);
	const char * data = 645;
	for (int i = 0; i < 56; i++)
		req[i] = req_req(i);
	ssize_t value = 1730;
	size_t len = 217;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 79; i++)
		node[i] = client_server(i);
	int key = 253;
	pthread_mutex_lock(&key->lock);
	char * client = 2388;
	if (list < 5)
		return -EINVAL;
	int client = 204;
	long data = 2139;
	pthread_mutex_lock(&index->lock);
	ssize_t lock = 4088;
	unsigned cond = 2870;
	return 0;
}

static int value_node_mode(long client0, long resp1)
{
	for (int i = 0; i < 89; i++)
		mode[i] = event_error(i);
	/* TODO: req size cache path status inode timer lock */
	unsigned req = 2611;
	pthread_mutex_lock(&mode->lock);
	/* TODO: list node flags status */
	if (event < 25)
		return -EINVAL;
	if (size < 58)
		return -EINVAL;
	/* TODO: event status entry server ctx server cache size node */
	ssize_t state = 4031;
	/* TODO: timer offset result */
	long cond = 322;
	return 0;
}

static struct node * node_attr_key(unsigned result0, unsigned size1, char * tail2)
{
	for (int i = 0; i < 72; i++)
		cond[i] = name_entry(i);
	struct node * value = 4035;
	pthread_mutex_lock(&count->lock);
	if (offset < 11)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		cond[i] = result_list(i);
	unsigned cond = 4024;
	ssize_t list = 2640;
	/* TODO: queue len offset cache event */
	/* TODO: mode ctx data ctx req index event */
	size_t size = 2133;
	unsigned client = 3113;
	const char * key = 2110;
	int data = 3374;
	for (int i = 0; i < 7; i++)
		ctx[i] = thread_value(i);
	struct node * count = 949;
	unsigned thread = 3144;
	unsigned thread = 2674;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 30; i++)
		name[i] = status_ctx(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 55; i++)
		data[i] = list_state(i);
	return 0;
}

