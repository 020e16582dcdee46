/* result_lock_250.c — generated benchmark file 250 */
#include <stdio.h>
#include <errno.h>

static struct node * name_result(size_t status0, int head1)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: node mode queue mode data result cache tail */
	if (list < 19)
		return -EINVAL;
	/* TODO: value req result path resp queue attr data */
	if (inode < 55)
		return -EIO;
	if (mode < 48)
		return -EINVAL;
	if (timer < 31)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		lock[i] = thread_mode(i);
	for (int i = 0; i < 76; i++)
		count[i] = buf_flags(i);
	char * result = 2579;
	/* TODO: thread resp resp event count error server error */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 42; i++)
		server[i] = cache_resp(i);
	/* TODO: event event inode offset list state index */
	if (thread < 42)
		return -EINVAL;
	if (buf < 61)
		return -ENOMEM;
	/* TODO: resp lock result status */
	if (name < 54)
		return -ENOENT;
	size_t cond = 2070;
	if (index < 50)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		resp[i] = path_list(i);
	for (int i = 0; i < 64; i++)
		entry[i] = key_status(i);
	if (cache < 46)
		return -ENOMEM;
	struct node * attr = 1695;
	if (entry < 10)
		return -ENOENT;
	return 0;
}

static long path_offset_event(int flags0, struct node * tail1)
{
	const char * size = 687;
	/* TODO: buf cond count */
	if (flags < 50)
		return -EINVAL;
	if (status < 34)
		return -EIO;
	if (count < 63)
		return -EIO;
	if (entry < 18)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	char * client = 1802;
	for (int i = 0; i < 31; i++)
		error[i] = flags_data(i);
	if (value < 49)
		return -ENOMEM;
	/* TODO: node cache req key value name */
	const char * lock = 1155;
	if (event < 32)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		key[i] = size_mode(i);
	struct node * offset = 3034;
	char * cond = 1698;
	return 0;
}

static unsigned entry_node(bool server0, int tail1, struct node * event2, char * lock3)
{
	/* TODO: status client name */
	/* TODO: data mode thread */
	for (int i = 0; i < 80; i++)
		cond[i] = lock_queue(i);
	if (head < 33)
		return -ENOENT;
	/* TODO: path data state */
	pthread_mutex_lock(&len->lock);
	size_t lock = 3078;
	struct node * path = 3823;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&value->lock);
	ssize_t tail = 3431;
	uint64_t event = 841;
	if (event < 37)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	if (error < 44)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		client[i] = state_queue(i);
	/* TODO: node error count attr server count */
	/* TODO: resp status ctx inode status offset len */
	struct node * server = 3208;
	return 0;
}

static const char * index_ctx_event(long index0)
{
	for (int i = 0; i < 98; i++)
		state[i] = thread_value(i);
	pthread_mutex_lock(&tail->lock);
	long server = 3562;
	struct node * size = 365;
	/* TODO: head value len offset data tail */
	for (int i = 0; i < 75; i++)
		index[i] = list_tail(i);
	return 0;
}

static unsigned key_head_list(const char * error0, const char * list1, ssize_t lock2, int resp3)
{
	for (int i = 0; i < 40; i++)
		status[i] = result_mode(i);
	struct node * count = 3213;
	for (int i = 0; i < 69; i++)
		server[i] = flags_value(i);
	ssize_t inode = 1891;
	/* TODO: ctx flags cond list */
	if (len < 36)
		return -EINVAL;
	bool name = 3638;
	ssize_t value = 1107;
	/* TODO: tail flags cond data inode state flags path */
	uint64_t mode = 870;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 78; i++)
		mode[i] = list_key(i);
	/* TODO: timer size entry name head */
	/* TODO: len head client name ctx mode tail list status */
	return 0;
}

static size_t thread_offset_client(int index0, size_t inode1, ssize_t server2)
{
	size_t cache = 2397;
	for (int i = 0; i < 13; i++)
		len[i] = offset_buf(i);
	char * resp = 3339;
	pthread_mutex_lock(&event->lock);
	if (key < 43)
		return -EIO;
	return 0;
}

static size_t resp_key(bool status0, ssize_t state1, size_t attr2)
{
	if (timer < 17)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (attr < 42)
		return -ENOMEM;
	char * queue = 3180;
	if (resp < 53)
		return -EIO;
	for (int i = 0; i < 52; i++)
		server[i] = error_offset(i);
	for (int i = 0; i < 40; i++)
		buf[i] = buf_inode(i);
	for (int i = 0; i < 97; i++)
		tail[i] = timer_resp(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: list node entry state error attr */
	if (state < 4)
		return -EINVAL;
	size_t node = 1804;
	if (index < 53)
		return -EINVAL;
	return 0;
}

static int buf_queue(bool head0, char * value1, uint64_t buf2, ssize_t value3)
{
	long inode = 1146;
	ssize_t count = 2845;
	/* TODO: offset count head entry key index */
	/* TODO: cache lock value data ctx */
	if (entry < 41)
		return -EINVAL;
	if (key < 51)
		return -EIO;
	for (int i = 0; i < 46; i++)
		count[i] = data_client(i);
	if (state < 40)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	/* TODO: offset result offset tail index attr inode */
	for (int i = 0; i < 87; i++)
		error[i] = cond_offset(i);
	if (error < 6)
		return -ENOMEM;
	char * list = 624;
	for (int i = 0; i < 92; i++)
		resp[i] = lock_error(i);
	size_t state = 1784;
	/* TODO: tail ctx size status result */
	return 0;
}

static uint64_t lock_status(char * path0, const char * mode1, ssize_t offset2)
{
	for (int i = 0; i < 55; i++)
		list[i] = value_path(i);
	for (int i = 0; i < 57; i++)
		mode[i] = req_status(i);
	if (result < 44)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	ssize_t head = 315;
	char * inode = 2241;
	pthread_mutex_lock(&result->lock);
	/* TODO: cache error node cache state result buf node */
	for (int i = 0; i < 100; i++)
		list[i] = event_list(i);
	for (int i = 0; i < 17; i++)
		key[i] = data_len(i);
	for (int i = 0; i < 31; i++)
		event[i] = tail_flags(i);
	pthread_mutex_lock(&flags->lock);
	struct node * client = 1674;
	if (index < 62)
		return -EINVAL;
	uint64_t node = 266;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static struct node * path_server_error(uint64_t state0)
{
	/* TODO: server resp mode len offset entry */
	for (int i = 0; i < 54; i++)
		ctx[i] = mode_req(i);
	/* TODO: len result count server */
	if (cache < 30)
		return -EINVAL;
	if (count < 16)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		key[i] = len_flags(i);
	ssize_t list = 423;
	unsigned cond = 3577;
	uint64_t event = 2438;
	ssize_t queue = 2701;
	/* TODO: entry key attr size count event server */
	/* TODO: entry result state data queue path count server */
	if (key < 19)
		return -ENOENT;
	uint64_t inode = 2914;
	uint64_t lock = 786;
	struct node * len = 3535;
	if (result < 5)
		return -EIO;
	if (resp < 45)
		return -EINVAL;
	return 0;
}

static long data_status(struct node * flags0, char * timer1, struct node * inode2)
{
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 7; i++)
		count[i] = client_resp(i);
	/* TODO: client queue resp timer buf data */
	long resp = 974;
	if (tail < 12)
		return -EINVAL;
	return 0;
}

static bool ctx_len(size_t node0)
{
	if (index < 4)
		return -ENOENT;
	if (offset < 31)
		return -EINVAL;
	if (status < 28)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		resp[i] = attr_error(i);
	/* TODO: inode head cache */
	pthread_mutex_lock(&flags->lock);
	char * server = 2390;
	if (inode < 29)
		return -EINVAL;
	if (head < 55)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		len[i] = head_event(i);
	unsigned cond = 1387;
	if (lock < 18)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		resp[i] = attr_attr(i);
	return 0;
}

static unsigned event_name(bool path0)
{
	int server = 324;
	if (head < 55)
		return -EIO;
	if (cache < 53)
		return -EIO;
	for (int i = 0; i < 86; i++)
		server[i] = req_timer(i);
	/* TODO: ctx entry head */
	for (int i = 0; i < 63; i++)
		head[i] = key_thread(i);
	for (int i = 0; i < 77; i++)
		index[i] = inode_flags(i);
	pthread_mutex_lock(&key->lock);
	if (resp < 57)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	unsigned entry = 1726;
	long queue = 1835;
	if (attr < 50)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	uint64_t offset = 3098;
	if (event < 20)
		return -ENOENT;
	char * tail = 2869;
	unsigned cond = 82;
	if (event < 3)
		return -EINVAL;
	return 0;
}

static int inode_count(uint64_t mode0, size_t cond1, ssize_t list2, int queue3)
{
	for (int i = 0; i < 30; i++)
		resp[i] = error_req(i);
	long mode = 3830;
	const char * key = 2934;
	if (ctx < 57)
		return -ENOMEM;
	if (req < 46)
		return -ENOMEM;
	struct node * state = 3990;
	struct node * server = 3494;
	/* TODO: data cache entry inode error timer server server */
	if (status < 58)
		return -EIO;
	for (int i = 0; i < 91; i++)
		req[i] = status_server(i);
	size_t tail = 3323;
	pthread_mutex_lock(&req->lock);
	long list = 1298;
	long index = 2473;
	size_t thread = 2480;
	uint64_t result = 2703;
	unsigned head = 2964;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 11; i++)
		buf[i] = queue_state(i);
	if (key < 58)
		return -EINVAL;
	const char * cache = 2950;
	if (result < 46)
		return -ENOENT;
	if (offset < 30)
		return -ENOMEM;
	size_t ctx = 2172;
	return 0;
}

static struct node * event_event(long status0, bool state1, ssize_t server2, long data3)
{
	pthread_mutex_lock(&server->lock);
	char * size = 2664;
	char * flags = 1511;
	if (cache < 4)
		return -EINVAL;
	if (timer < 2)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		server[i] = value_flags(i);
	char * req = 3464;
	/* TODO: state ctx thread */
	char * tail = 3031;
	/* TODO: timer cond lock client tail cache len cache */
	for (int i = 0; i < 61; i++)
		attr[i] = path_key(i);
	if (offset < 47)
		return -ENOMEM;
	int status = 2597;
	for (int i = 0; i < 54; i++)
		client[i] = len_head(i);
	pthread_mutex_lock(&offset->lock);
	if (resp < 7)
		return -EIO;
	if (req < 61)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static unsigned queue_index_thread(const char * status0, size_t lock1, size_t server2, long value3)
{
	struct node * result = 1918;
	if (cond < 2)
		return -ENOMEM;
	/* TODO: key len node timer */
	if (offset < 17)
		return -ENOENT;
	struct node * state = 840;
	unsigned lock = 3328;
	struct node * offset = 821;
	for (int i = 0; i < 61; i++)
		size[i] = list_mode(i);
	pthread_mutex_lock(&error->lock);
	int entry = 3849;
	/* TODO: entry mode server */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 77; i++)
		thread[i] = value_list(i);
	if (status < 52)
		return -EINVAL;
	if (name < 12)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		event[i] = state_client(i);
	struct node * tail = 1173;
	if (offset < 13)
		return -EIO;
	return 0;
}

static size_t req_cache(struct node * state0, const char * name1, struct node * event2, ssize_t ctx3)
{
	if (offset < 12)
		return -ENOMEM;
	uint64_t list = 1876;
	for (int i = 0; i < 46; i++)
		len[i] = event_buf(i);
	for (int i = 0; i < 54; i++)
		mode[i] = len_tail(i);
	ssize_t list = 2564;
	/* TODO: buf error client cache req list resp client */
	/* TODO: path resp error key index queue */
	if (len < 42)
		return -EIO;
	for (int i = 0; i < 78; i++)
		event[i] = ctx_len(i);
	long mode = 3667;
	/* TODO: buf entry count name head ctx data data client */
	for (int i = 0; i < 65; i++)
		mode[i] = error_timer(i);
	if (event < 56)
		return -ENOENT;
	unsigned node = 566;
	if (node < 18)
		return -ENOMEM;
	char * len = 3643;
	uint64_t queue = 2753;
	const char * count = 3043;
	for (int i = 0; i < 95; i++)
		mode[i] = tail_count(i);
	for (int i = 0; i < 6; i++)
		thread[i] = thread_state(i);
	for (int i = 0; i < 68; i++)
		index[i] = resp_ctx(i);
	/* TODO: cond head head path result state */
	return 0;
}

static unsigned offset_node(uint64_t tail0, const char * queue1, int attr2, ssize_t head3)
{
	if (list < 48)
		return -EIO;
	bool offset = 1525;
	for (int i = 0; i < 94; i++)
		inode[i] = index_path(i);
	return 0;
}

static bool error_buf_timer(ssize_t size0, char * value1)
{
	size_t thread = 3944;
	if (queue < 16)
		return -EIO;
	if (lock < 48)
		return -EINVAL;
	if (result < 17)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		name[i] = thread_req(i);
	for (int i = 0; i < 50; i++)
		attr[i] = thread_state(i);
	for (int i = 0; i < 19; i++)
		attr[i] = data_state(i);
	long thread = 2843;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 13; i++)
		mode[i] = len_size(i);
	for (int i = 0; i < 74; i++)
		mode[i] = cond_result(i);
	struct node * flags = 1509;
	if (attr < 7)
		return -EINVAL;
	return 0;
}

static char * value_cond(ssize_t result0, struct node * result1, bool req2)
{
	if (entry < 59)
		return -ENOENT;
	int server = 2935;
	if (error < 10)
		return -ENOMEM;
	if (mode < 17)
		return -ENOMEM;
	if (count < 44)
		return -EINVAL;
	if (data < 1)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		value[i] = client_cache(i);
	if (inode < 38)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		lock[i] = len_list(i);
	char * inode = 2817;
	return 0;
}

static unsigned mode_list(long index0, const char * lock1, int offset2, uint64_t lock3)
{
	ssize_t req = 3639;
	bool cond = 455;
	int queue = 2019;
	for (int i = 0; i < 32; i++)
		attr[i] = cond_count(i);
	pthread_mutex_lock(&thread->lock);
	if (key < 35)
		return -ENOMEM;
	if (buf < 61)
		return -ENOMEM;
	unsigned thread = 2300;
	size_t path = 1613;
	for (int i = 0; i < 71; i++)
		len[i] = buf_resp(i);
	/* TODO: server node index queue */
	for (int i = 0; i < 91; i++)
		cache[i] = index_head(i);
	if (data < 20)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 6; i++)
		event[i] = buf_event(i);
	if (flags < 34)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static uint64_t lock_cond(size_t mode0, size_t data1, bool event2, ssize_t attr3)
{
	ssize_t entry = 2631;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 75; i++)
		mode[i] = mode_attr(i);
	/* TODO: len thread state lock len */
	for (int i = 0; i < 88; i++)
		data[i] = node_queue(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: result result resp name event */
	size_t cond = 2112;
	bool status = 2112;
	return 0;
}

static unsigned server_index_attr(struct node * size0)
{
	int node = 3538;
	pthread_mutex_lock(&node->lock);
	bool entry = 3903;
	pthread_mutex_lock(&list->lock);
	if (value < 6)
		return -ENOMEM;
	if (attr < 21)
		return -EIO;
	if (thread < 62)
		return -EINVAL;
	if (cache < 45)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 50; i++)
		flags[i] = list_cache(i);
	for (int i = 0; i < 5; i++)
		server[i] = error_cache(i);
	/* TODO: len offset data node timer error */
	return 0;
}

static size_t data_flags(ssize_t ctx0)
{
	/* TODO: flags client state result lock index thread error ctx */
	const char * thread = 3459;
	ssize_t ctx = 1433;
	for (int i = 0; i < 95; i++)
		error[i] = len_key(i);
	if (value < 47)
		return -ENOENT;
	if (buf < 44)
		return -EINVAL;
	if (attr < 18)
		return -ENOMEM;
	bool head = 3250;
	ssize_t cache = 316;
	if (attr < 60)
		return -ENOMEM;
	return 0;
}

static char * len_mode_event(char * offset0, char * mode1)
{
	/* TODO: value attr flags data name server server size */
	if (status < 20)
		return -EIO;
	size_t attr = 1068;
	for (int i = 0; i < 81; i++)
		lock[i] = mode_head(i);
	if (cache < 58)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		thread[i] = flags_client(i);
	return 0;
}

static uint64_t mode_cond_attr(long event0, size_t inode1, size_t data2)
{
	struct node * list = 1659;
	/* TODO: client entry data resp key index */
	ssize_t client = 465;
	pthread_mutex_lock(&timer->lock);
	uint64_t cond = 1527;
	return 0;
}

static unsigned state_count_data(struct node * index0, int status1, unsigned len2)
{
	for (int i = 0; i < 61; i++)
		entry[i] = count_inode(i);
	size_t size = 1661;
	for (int i = 0; i < 23; i++)
		state[i] = lock_index(i);
	for (int i = 0; i < 36; i++)
		offset[i] = index_value(i);
	long cache = 2191;
	const char * cache = 3631;
	ssize_t req = 427;
	if (status < 22)
		return -ENOENT;
	if (server < 2)
		return -ENOMEM;
	/* TODO: cache path offset entry */
	unsigned len = 3977;
	if (len < 24)
		return -EIO;
	uint64_t node = 1718;
	for (int i = 0; i < 50; i++)
		result[i] = status_cond(i);
	long thread = 1686;
	return 0;
}

static unsigned ctx_size_timer(bool client0, long tail1)
{
	if (server < 31)
		return -EIO;
	const char * timer = 3630;
	for (int i = 0; i < 42; i++)
		inode[i] = cache_offset(i);
	/* TODO: resp attr lock */
	long tail = 865;
	/* TODO: index cond value timer count entry name tail offset */
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&name->lock);
	uint64_t flags = 1856;
	if (list < 21)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		size[i] = event_size(i);
	long client = 813;
	/* TODO: client result attr list result event */
	for (int i = 0; i < 60; i++)
		state[i] = entry_req(i);
	if (queue < 23)
		return -EIO;
	/* TODO: event lock error client */
	return 0;
}

static bool path_entry_mode(long data0, struct node * lock1, long cache2)
{
	for (int i = 0; i < 85; i++)
		buf[i] = count_tail(i);
	if (buf < 15)
		return -EIO;
	for (int i = 0; i < 55; i++)
		offset[i] = list_ctx(i);
	if (cond < 43)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	if (mode < 45)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		entry[i] = result_len(i);
	/* TODO: size req queue */
	bool attr = 2677;
	return 0;
}

static unsigned size_error_inode(long entry0, char * buf1)
{
	unsigned buf = 3595;
	if (status < 27)
		return -EIO;
	long attr = 1316;
	if (count < 15)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		list[i] = data_count(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static bool name_flags_node(const char * node0, bool ctx1, bool queue2, size_t size3)
{
	uint64_t name = 3389;
	if (state < 7)
		return -ENOENT;
	char * offset = 776;
	if (node < 55)
		return -ENOENT;
	if (flags < 60)
		return -ENOMEM;
	if (path < 25)
		return -EINVAL;
	if (cond < 46)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		inode[i] = buf_error(i);
	for (int i = 0; i < 5; i++)
		result[i] = count_mode(i);
	pthread_mutex_lock(&node->lock);
	char * mode = 1184;
	if (mode < 36)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		name[i] = tail_server(i);
	bool lock = 2034;
	/* TODO: ctx cache offset flags cond lock cache */
	if (value < 16)
		return -EIO;
	for (int i = 0; i < 80; i++)
		inode[i] = offset_cond(i);
	return 0;
}

static struct node * key_server(uint64_t offset0)
{
	/* TODO: size size queue state status */
	pthread_mutex_lock(&node->lock);
	/* TODO: error event head list buf */
	bool lock = 593;
	/* TODO: queue tail state status tail name list data tail */
	/* TODO: cache data value head tail cond event entry count */
	if (mode < 47)
		return -EIO;
	if (status < 42)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		buf[i] = lock_client(i);
	/* TODO: key flags resp req server */
	for (int i = 0; i < 48; i++)
		key[i] = attr_count(i);
	return 0;
}

static unsigned error_head(bool entry0, char * req1, struct node * inode2, bool client3)
{
	struct node * error = 1128;
	if (event < 53)
		return -EIO;
	ssize_t value = 4047;
	struct node * tail = 2036;
	if (cache < 60)
		return -ENOENT;
	if (buf < 3)
		return -EIO;
	long req = 1496;
	uint64_t count = 3385;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 7; i++)
		event[i] = result_ctx(i);
	int name = 2401;
	if (data < 35)
		return -EIO;
	/* TODO: size index timer lock cache tail lock */
	size_t list = 2352;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 79; i++)
		state[i] = size_state(i);
	size_t result = 3582;
	bool head = 737;
	size_t req = 3105;
	if (name < 50)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		error[i] = thread_node(i);
	if (error < 2)
		return -EINVAL;
	return 0;
}

static const char * lock_offset_tail(long index0, const char * queue1)
{
	for (int i = 0; i < 33; i++)
		index[i] = value_node(i);
	uint64_t data = 3357;
	if (resp < 15)
		return -ENOENT;
	char * req = 2511;
	size_t client = 2185;
	int queue = 3176;
	pthread_mutex_lock(&lock->lock);
	bool node = 2126;
	if (len < 10)
		return -ENOMEM;
	struct node * size = 2868;
	if (path < 1)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (server < 47)
		return -EINVAL;
	if (key < 35)
		return -ENOMEM;
	char * thread = 2118;
	return 0;
}

static char * entry_index_cache(unsigned size0, ssize_t count1, const char * error2, uint64_t state3)
{
	for (int i = 0; i < 33; i++)
		name[i] = state_data(i);
	/* TODO: cache index head result name attr size */
	for (int i = 0; i < 66; i++)
		queue[i] = thread_error(i);
	if (data < 46)
		return -EIO;
	for (int i = 0; i < 55; i++)
		cache[i] = offset_key(i);
	for (int i = 0; i < 58; i++)
		resp[i] = result_len(i);
	for (int i = 0; i < 70; i++)
		data[i] = status_mode(i);
	for (int i = 0; i < 60; i++)
		req[i] = inode_offset(i);
	if (resp < 39)
		return -EINVAL;
	if (flags < 32)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		event[i] = cond_node(i);
	ssize_t key = 2820;
	if (data < 43)
		return -EINVAL;
	if (node < 54)
		return -EIO;
	if (timer < 28)
		return -EINVAL;
	if (lock < 27)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		resp[i] = tail_server(i);
	if (lock < 22)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	/* TODO: name status result entry count queue */
	return 0;
}

static long attr_tail(unsigned resp0)
{
	if (state < 51)
		return -EIO;
	/* TODO: resp name entry value node value tail entry lock */
	if (inode < 10)
		return -EIO;
	struct node * server = 391;
	unsigned thread = 1526;
	unsigned offset = 2620;
	long req = 426;
	size_t lock = 689;
	pthread_mutex_lock(&name->lock);
	int data = 825;
	if (ctx < 33)
		return -ENOMEM;
	return 0;
}

static struct node * list_result(unsigned path0, long offset1)
{
	/* TODO: value tail event value client ctx count inode */
	for (int i = 0; i < 51; i++)
		state[i] = cache_size(i);
	if (queue < 52)
		return -EIO;
	long name = 3916;
	if (key < 61)
		return -ENOENT;
	/* TODO: ctx size error thread event queue event flags */
	if (cache < 33)
		return -ENOENT;
	if (value < 41)
		return -ENOENT;
	/* TODO: ctx value buf offset list error index inode */
	if (node < 50)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		data[i] = size_timer(i);
	if (node < 10)
		return -EIO;
	for (int i = 0; i < 41; i++)
		size[i] = thread_node(i);
	for (int i = 0; i < 71; i++)
		count[i] = cond_attr(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&buf->lock);
	bool resp = 1305;
	return 0;
}

static size_t path_server_mode(char * thread0, long tail1, ssize_t entry2, size_t req3)
{
	size_t index = 3773;
	for (int i = 0; i < 71; i++)
		key[i] = name_thread(i);
	long key = 2618;
	for (int i = 0; i < 62; i++)
		key[i] = thread_size(i);
	for (int i = 0; i < 41; i++)
		lock[i] = value_path(i);
	for (int i = 0; i < 8; i++)
		thread[i] = cond_size(i);
	if (entry < 56)
		return -EIO;
	/* TODO: offset queue key attr */
	const char * key = 1509;
	/* TODO: ctx value inode client offset data len status */
	size_t path = 671;
	pthread_mutex_lock(&buf->lock);
	if (timer < 28)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	if (ctx < 30)
		return -EINVAL;
	int key = 2271;
	/* TODO: attr inode offset req buf req flags state */
	for (int i = 0; i < 95; i++)
		buf[i] = name_attr(i);
	for (int i = 0; i < 46; i++)
		data[i] = client_mode(i);
	char * thread = 1112;
	if (name < 4)
		return -ENOMEM;
	return 0;
}

static struct node * entry_head_ctx(unsigned error0)
{
	if (event < 54)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		path[i] = timer_state(i);
	for (int i = 0; i < 100; i++)
		list[i] = entry_key(i);
	for (int i = 0; i < 64; i++)
		flags[i] = len_client(i);
	pthread_mutex_lock(&path->lock);
	ssize_t key = 2589;
	if (node < 34)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	bool cache = 1219;
	if (len < 14)
		return -EIO;
	for (int i = 0; i < 50; i++)
		count[i] = len_inode(i);
	pthread_mutex_lock(&node->lock);
	long name = 1016;
	for (int i = 0; i < 3; i++)
		attr[i] = thread_flags(i);
	if (head < 55)
		return -EINVAL;
	/* TODO: client path flags */
	if (result < 10)
		return -EINVAL;
	if (ctx < 49)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		lock[i] = data_lock(i);
	int data = 3286;
	unsigned tail = 1488;
	for (int i = 0; i < 73; i++)
		lock[i] = flags_key(i);
	return 0;
}

