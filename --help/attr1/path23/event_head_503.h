/* event_head_503.h — generated benchmark file 503 */
#include <stdio.h>
#include <errno.h>

static int path_value_buf(unsigned event0, const char * index1)
{
	for (int i = 0; i < 86; i++)
		path[i] = value_req(i);
	/* TODO: len cache index flags timer req */
	pthread_mutex_lock(&lock->lock);
	uint64_t count = 1775;
	if (node < 8)
		return -ENOENT;
	if (size < 37)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		offset[i] = attr_state(i);
	int head = 3694;
	for (int i = 0; i < 17; i++)
		thread[i] = client_size(i);
	bool status = 2815;
	for (int i = 0; i < 65; i++)
		list[i] = client_flags(i);
	int buf = 3615;
	char * event = 1274;
	ssize_t mode = 1024;
	uint64_t thread = 218;
	for (int i = 0; i < 46; i++)
		lock[i] = req_value(i);
	/* TODO: ctx flags count status client index cond */
	return 0;
}

static bool thread_flags(ssize_t mode0, const char * size1)
{
	unsigned mode = 2172;
	if (key < 16)
		return -EINVAL;
	if (node < 26)
		return -EIO;
	if (value < 35)
		return -EINVAL;
	if (inode < 14)
		return -EINVAL;
	if (cond < 56)
		return -EIO;
	for (int i = 0; i < 80; i++)
		resp[i] = mode_len(i);
	for (int i = 0; i < 78; i++)
		key[i] = server_cache(i);
	if (state < 58)
		return -EIO;
	/* TODO: value name client server result name */
	for (int i = 0; i < 39; i++)
		error[i] = cond_head(i);
	return 0;
}

static const char * tail_buf_path(char * state0, bool index1, char * data2, ssize_t head3)
{
	if (offset < 56)
		return -EINVAL;
	if (server < 50)
		return -ENOENT;
	long thread = 1982;
	uint64_t result = 2131;
	for (int i = 0; i < 87; i++)
		lock[i] = size_size(i);
	for (int i = 0; i < 36; i++)
		resp[i] = index_buf(i);
	for (int i = 0; i < 79; i++)
		error[i] = req_size(i);
	if (ctx < 59)
		return -ENOENT;
	if (data < 28)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		size[i] = result_error(i);
	/* TODO: server inode name error mode inode client */
	return 0;
}

static const char * name_cache_attr(long cache0, long offset1, size_t ctx2, bool head3)
{
	for (int i = 0; i < 60; i++)
		attr[i] = client_value(i);
	for (int i = 0; i < 69; i++)
		offset[i] = req_timer(i);
	if (name < 42)
		return -ENOMEM;
	if (head < 20)
		return -EIO;
	/* TODO: index thread list attr tail */
	/* TODO: thread len cache entry thread cond ctx tail result */
	for (int i = 0; i < 86; i++)
		entry[i] = thread_event(i);
	if (flags < 3)
		return -ENOMEM;
	const char * list = 51;
	uint64_t lock = 831;
	if (index < 48)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	int lock = 1460;
	if (data < 4)
		return -ENOMEM;
	/* TODO: cache req thread mode req value client cond */
	if (buf < 19)
		return -EINVAL;
	return 0;
}

static uint64_t node_value(long req0)
{
	for (int i = 0; i < 99; i++)
		key[i] = flags_flags(i);
	if (key < 55)
		return -EINVAL;
	bool node = 2995;
	for (int i = 0; i < 2; i++)
		data[i] = state_len(i);
	struct node * mode = 3848;
	if (flags < 4)
		return -EINVAL;
	if (resp < 40)
		return -EINVAL;
	/* TODO: node queue result path ctx */
	/* TODO: name len client buf buf req index key */
	for (int i = 0; i < 21; i++)
		value[i] = cache_list(i);
	for (int i = 0; i < 61; i++)
		entry[i] = inode_tail(i);
	if (attr < 25)
		return -EIO;
	for (int i = 0; i < 33; i++)
		len[i] = lock_buf(i);
	pthread_mutex_lock(&error->lock);
	if (req < 34)
		return -ENOMEM;
	unsigned ctx = 495;
	int index = 1479;
	for (int i = 0; i < 59; i++)
		list[i] = queue_thread(i);
	return 0;
}

static uint64_t count_ctx_cache(struct node * lock0)
{
	bool tail = 2381;
	const char * timer = 443;
	int entry = 1045;
	if (value < 34)
		return -EIO;
	bool client = 821;
	if (tail < 9)
		return -ENOENT;
	/* TODO: cache mode queue status node queue server queue */
	int state = 226;
	char * status = 383;
	if (list < 35)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		event[i] = offset_result(i);
	for (int i = 0; i < 12; i++)
		key[i] = event_cache(i);
	if (error < 3)
		return -EIO;
	if (data < 32)
		return -EIO;
	/* TODO: event data event resp tail */
	for (int i = 0; i < 70; i++)
		size[i] = key_error(i);
	/* TODO: lock entry count thread cond timer tail */
	return 0;
}

static int path_list(struct node * value0, struct node * head1, uint64_t timer2)
{
	if (cond < 12)
		return -EINVAL;
	/* TODO: event state len index index cond */
	size_t offset = 2203;
	int error = 2001;
	pthread_mutex_lock(&path->lock);
	char * status = 222;
	/* TODO: cache timer result req result cond node */
	if (len < 62)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: server offset event event tail */
	if (resp < 63)
		return -EINVAL;
	if (list < 33)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		index[i] = index_result(i);
	if (attr < 61)
		return -EINVAL;
	return 0;
}

static uint64_t head_req(long client0, struct node * error1, const char * size2, size_t name3)
{
	char * result = 955;
	if (state < 53)
		return -EINVAL;
	if (cache < 61)
		return -ENOMEM;
	/* TODO: tail client key buf buf flags */
	if (cond < 36)
		return -ENOMEM;
	if (len < 59)
		return -EIO;
	for (int i = 0; i < 81; i++)
		offset[i] = data_server(i);
	if (inode < 14)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		error[i] = error_lock(i);
	if (node < 45)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (error < 30)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	char * lock = 3326;
	pthread_mutex_lock(&server->lock);
	size_t value = 3508;
	return 0;
}

static int server_list(long state0, long buf1, bool event2)
{
	size_t lock = 719;
	for (int i = 0; i < 45; i++)
		inode[i] = result_index(i);
	if (flags < 10)
		return -ENOMEM;
	/* TODO: buf cache client client entry client queue */
	return 0;
}

static struct node * status_size_count(const char * ctx0, struct node * len1, const char * data2)
{
	if (server < 55)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		event[i] = index_cache(i);
	for (int i = 0; i < 2; i++)
		index[i] = inode_node(i);
	for (int i = 0; i < 3; i++)
		cond[i] = list_flags(i);
	for (int i = 0; i < 38; i++)
		index[i] = resp_node(i);
	uint64_t head = 1548;
	if (list < 20)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		thread[i] = result_thread(i);
	int resp = 2182;
	pthread_mutex_lock(&count->lock);
	if (tail < 22)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		queue[i] = data_key(i);
	/* TODO: key index tail queue resp timer */
	for (int i = 0; i < 80; i++)
		cond[i] = ctx_path(i);
	return 0;
}

static struct node * event_len(size_t key0, int head1)
{
	if (server < 47)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	struct node * len = 819;
	size_t error = 845;
	if (status < 50)
		return -EINVAL;
	/* TODO: server status lock */
	char * result = 2075;
	if (lock < 25)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		attr[i] = buf_thread(i);
	for (int i = 0; i < 2; i++)
		path[i] = timer_state(i);
	uint64_t value = 1524;
	if (ctx < 26)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		head[i] = ctx_size(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 43; i++)
		req[i] = timer_ctx(i);
	for (int i = 0; i < 33; i++)
		node[i] = cond_name(i);
	for (int i = 0; i < 8; i++)
		tail[i] = head_len(i);
	if (cache < 8)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 19; i++)
		server[i] = tail_attr(i);
	/* TODO: server thread path error timer */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 28; i++)
		head[i] = event_attr(i);
	return 0;
}

static unsigned queue_event(char * list0)
{
	if (timer < 60)
		return -ENOENT;
	/* TODO: key size size server thread thread resp cache name */
	if (req < 37)
		return -EIO;
	/* TODO: tail head path data cache status */
	for (int i = 0; i < 61; i++)
		state[i] = len_node(i);
	int status = 3495;
	/* TODO: key attr thread cache buf head key key flags */
	/* TODO: inode path status key attr */
	for (int i = 0; i < 45; i++)
		size[i] = error_thread(i);
	if (mode < 49)
		return -EINVAL;
	if (offset < 13)
		return -ENOMEM;
	char * mode = 3513;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 82; i++)
		timer[i] = state_thread(i);
	if (value < 43)
		return -ENOMEM;
	/* TODO: resp flags thread ctx */
	if (cond < 11)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		size[i] = client_head(i);
	for (int i = 0; i < 5; i++)
		cache[i] = inode_head(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: client tail list path count */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static unsigned mode_cond_buf(int req0, const char * status1, unsigned error2, char * lock3)
{
	struct node * resp = 989;
	unsigned result = 2855;
	/* TODO: index len server head req */
	uint64_t data = 1527;
	if (timer < 16)
		return -ENOENT;
	char * ctx = 14;
	/* TODO: len error queue */
	if (list < 5)
		return -EIO;
	const char * attr = 892;
	/* TODO: result queue ctx event */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 12; i++)
		len[i] = thread_server(i);
	/* TODO: head cache timer state value thread ctx client */
	char * offset = 3148;
	if (event < 4)
		return -ENOMEM;
	return 0;
}

static size_t attr_req_state(size_t mode0, char * lock1, size_t flags2)
{
	char * value = 3294;
	pthread_mutex_lock(&entry->lock);
	if (inode < 41)
		return -EINVAL;
	if (error < 37)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	uint64_t entry = 2650;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 39; i++)
		ctx[i] = timer_head(i);
	const char * entry = 1297;
	if (entry < 32)
		return -EIO;
	/* TODO: tail flags req error name flags */
	int buf = 2624;
	return 0;
}

static char * error_flags_key(char * client0, unsigned result1, size_t offset2)
{
	if (event < 4)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		entry[i] = error_ctx(i);
	struct node * len = 1540;
	pthread_mutex_lock(&flags->lock);
	if (key < 16)
		return -ENOENT;
	ssize_t cond = 1045;
	return 0;
}

static size_t flags_list(ssize_t queue0, struct node * count1, const char * req2)
{
	long len = 577;
	/* TODO: resp path head thread */
	if (ctx < 59)
		return -ENOMEM;
	bool node = 700;
	pthread_mutex_lock(&event->lock);
	ssize_t path = 1750;
	/* TODO: name entry index */
	/* TODO: entry cache lock timer */
	pthread_mutex_lock(&cache->lock);
	uint64_t key = 1110;
	return 0;
}

static long ctx_cache_event(int node0, unsigned list1, unsigned path2, int size3)
{
	for (int i = 0; i < 51; i++)
		key[i] = head_state(i);
	bool flags = 3390;
	if (flags < 61)
		return -ENOMEM;
	if (attr < 22)
		return -ENOENT;
	int server = 3563;
	if (resp < 49)
		return -EINVAL;
	if (result < 47)
		return -EIO;
	return 0;
}

static ssize_t name_mode(size_t status0, ssize_t queue1, const char * server2)
{
	size_t cache = 728;
	if (state < 22)
		return -ENOENT;
	uint64_t len = 795;
	if (key < 25)
		return -EIO;
	int tail = 136;
	pthread_mutex_lock(&data->lock);
	/* TODO: queue mode attr */
	/* TODO: node inode flags req node tail */
	if (cache < 41)
		return -ENOMEM;
	if (queue < 44)
		return -ENOMEM;
	unsigned thread = 1441;
	char * mode = 1535;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 21; i++)
		count[i] = count_cond(i);
	struct node * offset = 1393;
	if (result < 64)
		return -ENOMEM;
	if (value < 51)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 24; i++)
		key[i] = status_client(i);
	pthread_mutex_lock(&error->lock);
	bool cache = 2502;
	return 0;
}

static const char * event_lock(struct node * ctx0, size_t inode1, bool offset2)
{
	if (cache < 6)
		return -EINVAL;
	char * resp = 1948;
	for (int i = 0; i < 31; i++)
		key[i] = status_path(i);
	return 0;
}

static unsigned count_ctx_key(ssize_t req0, ssize_t server1, char * ctx2, unsigned state3)
{
	if (flags < 62)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		timer[i] = client_server(i);
	const char * event = 3762;
	/* TODO: name offset cond server buf resp name */
	for (int i = 0; i < 37; i++)
		index[i] = value_timer(i);
	pthread_mutex_lock(&client->lock);
	const char * path = 1311;
	if (entry < 63)
		return -ENOENT;
	/* TODO: len key index flags */
	for (int i = 0; i < 39; i++)
		list[i] = resp_req(i);
	for (int i = 0; i < 10; i++)
		head[i] = node_mode(i);
	return 0;
}

static char * name_key_attr(ssize_t index0, int data1, struct node * buf2, ssize_t lock3)
{
	for (int i = 0; i < 65; i++)
		index[i] = timer_offset(i);
	for (int i = 0; i < 43; i++)
		result[i] = client_buf(i);
	if (list < 29)
		return -ENOMEM;
	ssize_t name = 907;
	pthread_mutex_lock(&node->lock);
	if (head < 40)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		name[i] = inode_timer(i);
	if (state < 4)
		return -ENOENT;
	if (flags < 45)
		return -ENOENT;
	if (cache < 4)
		return -ENOMEM;
	uint64_t index = 3983;
	/* TODO: value flags state */
	if (error < 29)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		queue[i] = server_result(i);
	if (timer < 12)
		return -EINVAL;
	/* TODO: node entry node head timer req cache cache */
	long result = 255;
	/* TODO: name result server name error state lock buf */
	for (int i = 0; i < 37; i++)
		len[i] = mode_inode(i);
	size_t inode = 925;
	if (cache < 47)
		return -EIO;
	if (count < 22)
		return -EIO;
	return 0;
}

static uint64_t status_entry(int buf0, ssize_t offset1)
{
	if (event < 62)
		return -EIO;
	for (int i = 0; i < 50; i++)
		mode[i] = ctx_cond(i);
	if (status < 55)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		state[i] = event_event(i);
	if (flags < 58)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		buf[i] = state_tail(i);
	if (attr < 52)
		return -EINVAL;
	struct node * value = 141;
	uint64_t cond = 3351;
	for (int i = 0; i < 70; i++)
		index[i] = ctx_flags(i);
	int head = 92;
	bool value = 3634;
	return 0;
}

static struct node * mode_len_index(uint64_t state0, const char * lock1)
{
	/* TODO: name queue name key */
	unsigned value = 1606;
	for (int i = 0; i < 65; i++)
		index[i] = state_cache(i);
	const char * error = 479;
	char * tail = 2392;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static long offset_entry(const char * name0, int thread1, const char * count2)
{
	for (int i = 0; i < 58; i++)
		flags[i] = count_client(i);
	for (int i = 0; i < 4; i++)
		key[i] = flags_status(i);
	const char * tail = 2214;
	for (int i = 0; i < 51; i++)
		key[i] = client_server(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&status->lock);
	int mode = 802;
	size_t inode = 2347;
	if (client < 9)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		path[i] = server_head(i);
	ssize_t offset = 2400;
	for (int i = 0; i < 43; i++)
		head[i] = count_resp(i);
	if (len < 51)
		return -EIO;
	uint64_t tail = 3767;
	return 0;
}

static uint64_t key_thread_name(long status0, unsigned inode1)
{
	/* TODO: req list cache count data server lock */
	for (int i = 0; i < 53; i++)
		value[i] = lock_list(i);
	for (int i = 0; i < 8; i++)
		server[i] = mode_flags(i);
	ssize_t mode = 3083;
	if (size < 2)
		return -ENOENT;
	char * entry = 1666;
	char * offset = 1014;
	if (name < 3)
		return -ENOMEM;
	/* TODO: list timer server cond cond count */
	pthread_mutex_lock(&req->lock);
	char * req = 3052;
	if (client < 15)
		return -ENOENT;
	int queue = 1355;
	for (int i = 0; i < 42; i++)
		inode[i] = cond_resp(i);
	if (value < 15)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		server[i] = mode_state(i);
	return 0;
}

static unsigned result_list_thread(struct node * req0)
{
	if (head < 51)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: queue result ctx len ctx offset */
	return 0;
}

static uint64_t status_mode(uint64_t entry0, ssize_t path1, bool client2)
{
	int attr = 1059;
	if (buf < 19)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	if (flags < 5)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 87; i++)
		flags[i] = lock_node(i);
	return 0;
}

static ssize_t attr_mode_lock(ssize_t status0, bool lock1)
{
	/* TODO: key list mode resp resp */
	for (int i = 0; i < 68; i++)
		event[i] = timer_tail(i);
	for (int i = 0; i < 85; i++)
		state[i] = count_timer(i);
	/* TODO: flags flags attr node inode len req list client */
	ssize_t list = 3218;
	bool req = 3523;
	for (int i = 0; i < 82; i++)
		req[i] = client_mode(i);
	ssize_t req = 2884;
	/* TODO: ctx attr buf */
	for (int i = 0; i < 72; i++)
		attr[i] = list_result(i);
	if (size < 60)
		return -EIO;
	if (req < 53)
		return -ENOENT;
	const char * client = 1382;
	unsigned count = 2787;
	pthread_mutex_lock(&req->lock);
	char * count = 1507;
	if (name < 57)
		return -EIO;
	if (client < 39)
		return -ENOMEM;
	long count = 1080;
	int status = 2407;
	/* TODO: key flags client */
	return 0;
}

static ssize_t size_key(uint64_t size0, char * size1, char * mode2)
{
	struct node * count = 2706;
	/* TODO: req path resp count offset head event name entry */
	/* TODO: count lock index result req list mode count */
	size_t server = 3478;
	/* TODO: head attr head value */
	struct node * error = 834;
	/* TODO: index flags data queue key buf inode key */
	if (lock < 32)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		timer[i] = size_entry(i);
	bool thread = 432;
	struct node * name = 3051;
	/* TODO: flags state path cache */
	if (thread < 24)
		return -ENOMEM;
	return 0;
}

static ssize_t len_len_head(bool cache0, ssize_t size1, int flags2, int tail3)
{
	if (inode < 12)
		return -EINVAL;
	char * attr = 3956;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static const char * state_state(bool size0)
{
	bool count = 3460;
	bool inode = 1;
	for (int i = 0; i < 20; i++)
		data[i] = buf_req(i);
	const char * error = 2364;
	for (int i = 0; i < 56; i++)
		mode[i] = attr_flags(i);
	for (int i = 0; i < 45; i++)
		node[i] = tail_index(i);
	int tail = 2872;
	for (int i = 0; i < 57; i++)
		path[i] = name_path(i);
	for (int i = 0; i < 8; i++)
		data[i] = flags_list(i);
	/* TODO: entry data len value error len status */
	pthread_mutex_lock(&server->lock);
	if (len < 29)
		return -EINVAL;
	return 0;
}

static int count_cond(uint64_t timer0, int buf1)
{
	if (entry < 3)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		event[i] = thread_name(i);
	unsigned timer = 2839;
	return 0;
}

static size_t count_key(int offset0, uint64_t req1, size_t req2, const char * data3)
{
	for (int i = 0; i < 72; i++)
		len[i] = path_thread(i);
	/* TODO: offset mode head list */
	/* TODO: event event resp size */
	return 0;
}

static char * entry_client_head(bool buf0, long status1, long flags2, char * value3)
{
	size_t cache = 1233;
	if (result < 30)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		resp[i] = count_client(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static ssize_t entry_buf_node(bool error0, long status1)
{
	char * inode = 3585;
	pthread_mutex_lock(&event->lock);
	if (mode < 10)
		return -ENOENT;
	/* TODO: req attr flags */
	for (int i = 0; i < 20; i++)
		ctx[i] = key_offset(i);
	if (lock < 29)
		return -EIO;
	if (status < 25)
		return -EIO;
	const char * list = 3972;
	size_t size = 2503;
	for (int i = 0; i < 38; i++)
		timer[i] = data_req(i);
	return 0;
}

static bool queue_timer(unsigned queue0, bool queue1, long path2, ssize_t event3)
{
	bool attr = 1430;
	for (int i = 0; i < 58; i++)
		cond[i] = size_result(i);
	const char * name = 3843;
	pthread_mutex_lock(&status->lock);
	if (state < 53)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (resp < 35)
		return -EIO;
	struct node * inode = 620;
	int result = 2244;
	return 0;
}

static struct node * result_queue_offset(bool path0, struct node * req1)
{
	pthread_mutex_lock(&data->lock);
	unsigned tail = 3242;
	bool key = 1499;
	unsigned cache = 2928;
	for (int i = 0; i < 49; i++)
		data[i] = key_index(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 49; i++)
		count[i] = path_mode(i);
	if (count < 34)
		return -EINVAL;
	if (head < 46)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 61; i++)
		index[i] = size_count(i);
	if (mode < 32)
		return -ENOENT;
	ssize_t count = 1308;
	size_t flags = 2043;
	for (int i = 0; i < 99; i++)
		inode[i] = cache_entry(i);
	/* TODO: state thread data len cache */
	for (int i = 0; i < 44; i++)
		inode[i] = resp_queue(i);
	if (value < 35)
		return -ENOENT;
	size_t offset = 3657;
	pthread_mutex_lock(&client->lock);
	bool server = 3959;
	if (queue < 27)
		return -ENOMEM;
	return 0;
}

static ssize_t data_offset(struct node * cond0, struct node * tail1, int key2)
{
	if (count < 10)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 35; i++)
		size[i] = count_path(i);
	/* TODO: offset inode offset state */
	return 0;
}

static struct node * inode_mode_cond(struct node * lock0)
{
	char * value = 1680;
	ssize_t value = 405;
	/* TODO: client size req req */
	/* TODO: inode state offset req resp client */
	/* TODO: state entry status head */
	pthread_mutex_lock(&offset->lock);
	if (data < 25)
		return -ENOMEM;
	/* TODO: data flags thread resp flags event event name */
	/* TODO: value flags len key attr */
	/* TODO: status mode value status size inode */
	if (tail < 51)
		return -EIO;
	size_t mode = 3816;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&queue->lock);
	if (tail < 48)
		return -ENOENT;
	unsigned ctx = 3291;
	/* TODO: server error list flags index entry flags thread */
	size_t buf = 431;
	if (status < 15)
		return -EINVAL;
	if (count < 22)
		return -ENOMEM;
	int name = 2704;
	pthread_mutex_lock(&buf->lock);
	if (server < 32)
		return -ENOMEM;
	int thread = 2025;
	uint64_t key = 602;
	return 0;
}

static size_t flags_req(bool req0, int index1)
{
	size_t error = 2387;
	if (inode < 22)
		return -EINVAL;
	char * index = 2400;
	for (int i = 0; i < 94; i++)
		data[i] = timer_name(i);
	/* TODO: attr data data */
	/* TODO: status cache resp */
	for (int i = 0; i < 12; i++)
		value[i] = cache_index(i);
	for (int i = 0; i < 4; i++)
		head[i] = offset_key(i);
	struct node * mode = 3378;
	for (int i = 0; i < 13; i++)
		mode[i] = node_resp(i);
	for (int i = 0; i < 10; i++)
		inode[i] = name_resp(i);
	if (head < 63)
		return -ENOENT;
	return 0;
}

static ssize_t error_queue_tail(int offset0, uint64_t resp1, ssize_t path2, struct node * event3)
{
	for (int i = 0; i < 82; i++)
		thread[i] = offset_count(i);
	struct node * error = 1485;
	for (int i = 0; i < 79; i++)
		offset[i] = resp_req(i);
	if (cond < 47)
		return -EINVAL;
	/* TODO: req buf entry name queue */
	if (index < 6)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		count[i] = buf_thread(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 78; i++)
		mode[i] = buf_ctx(i);
	ssize_t path = 223;
	bool lock = 2746;
	const char * node = 34;
	uint64_t cond = 3689;
	return 0;
}

static struct node * data_offset(bool inode0, long resp1)
{
	pthread_mutex_lock(&node->lock);
	if (buf < 4)
		return -EIO;
	for (int i = 0; i < 91; i++)
		list[i] = result_event(i);
	if (queue < 36)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		error[i] = error_thread(i);
	if (req < 62)
		return -ENOMEM;
	/* TODO: mode data thread path key count result result */
	for (int i = 0; i < 26; i++)
		resp[i] = flags_buf(i);
	/* TODO: key name value entry event */
	pthread_mutex_lock(&offset->lock);
	if (data < 21)
		return -EIO;
	return 0;
}

static struct node * client_len_value(const char * len0, long resp1, struct node * cond2, const char * ctx3)
{
	for (int i = 0; i < 37; i++)
		result[i] = tail_data(i);
	long attr = 527;
	char * client = 824;
	if (server < 41)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (server < 49)
		return -ENOMEM;
	const char * count = 2276;
	size_t server = 3184;
	int tail = 1265;
	for (int i = 0; i < 55; i++)
		count[i] = flags_cache(i);
	for (int i = 0; i < 87; i++)
		ctx[i] = name_value(i);
	for (int i = 0; i < 25; i++)
		attr[i] = thread_error(i);
	char * value = 3479;
	if (entry < 17)
		return -ENOENT;
	if (key < 51)
		return -EINVAL;
	if (client < 20)
		return -ENOENT;
	if (node < 10)
		return -EIO;
	bool value = 742;
	for (int i = 0; i < 94; i++)
		state[i] = name_size(i);
	/* TODO: size resp key event timer */
	return 0;
}

static unsigned key_status_tail(uint64_t ctx0)
{
	for (int i = 0; i < 14; i++)
		count[i] = tail_thread(i);
	if (count < 27)
		return -ENOMEM;
	if (index < 64)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		timer[i] = req_state(i);
	for (int i = 0; i < 90; i++)
		resp[i] = list_mode(i);
	const char * list = 1405;
	long client = 333;
	pthread_mutex_lock(&key->lock);
	bool data = 2485;
	char * head = 472;
	for (int i = 0; i < 75; i++)
		resp[i] = buf_index(i);
	long flags = 3395;
	if (client < 40)
		return -EIO;
	struct node * key = 698;
	uint64_t len = 3326;
	size_t value = 1666;
	for (int i = 0; i < 99; i++)
		thread[i] = resp_server(i);
	pthread_mutex_lock(&index->lock);
	unsigned error = 617;
	/* TODO: timer count list error name path */
	/* TODO: tail data count index cond size */
	ssize_t data = 3449;
	long node = 3711;
	/* TODO: len attr client name timer value node value */
	return 0;
}

