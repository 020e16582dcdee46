/* buf_timer_679.c — generated benchmark file 679 */
#include <stdio.h>
#include <errno.h>

static ssize_t cache_timer(size_t offset0, size_t resp1, struct node * data2, struct node * list3)
{
	struct node * status = 964;
	if (attr < 20)
		return -EIO;
	if (name < 53)
		return -EIO;
	/* TODO: lock node state inode attr status */
	/* TODO: node node event list buf */
	const char * value = 962;
	pthread_mutex_lock(&lock->lock);
	unsigned count = 3938;
	uint64_t error = 1036;
	for (int i = 0; i < 27; i++)
		mode[i] = buf_data(i);
	for (int i = 0; i < 4; i++)
		head[i] = key_size(i);
	if (len < 29)
		return -EINVAL;
	/* TODO: count cond offset value tail */
	for (int i = 0; i < 25; i++)
		buf[i] = buf_req(i);
	struct node * state = 3769;
	/* TODO: resp resp entry count queue ctx client */
	const char * timer = 2739;
	/* TODO: offset status status tail tail state result */
	return 0;
}

static unsigned error_status_client(const char * offset0, uint64_t mode1)
{
	for (int i = 0; i < 2; i++)
		path[i] = flags_inode(i);
	/* TODO: inode lock cond attr path */
	if (result < 5)
		return -ENOMEM;
	if (ctx < 1)
		return -EINVAL;
	ssize_t value = 3740;
	for (int i = 0; i < 2; i++)
		node[i] = flags_data(i);
	for (int i = 0; i < 82; i++)
		resp[i] = value_server(i);
	for (int i = 0; i < 18; i++)
		timer[i] = offset_timer(i);
	pthread_mutex_lock(&list->lock);
	const char * error = 2478;
	if (mode < 53)
		return -ENOMEM;
	if (cache < 9)
		return -ENOMEM;
	if (tail < 48)
		return -EIO;
	if (count < 57)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		server[i] = cond_queue(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 12; i++)
		event[i] = buf_offset(i);
	long server = 1922;
	return 0;
}

static char * state_cond(unsigned path0, ssize_t entry1)
{
	size_t ctx = 2582;
	unsigned head = 1721;
	uint64_t node = 3051;
	for (int i = 0; i < 8; i++)
		node[i] = key_offset(i);
	if (inode < 14)
		return -ENOENT;
	/* TODO: path value inode ctx */
	for (int i = 0; i < 13; i++)
		buf[i] = len_data(i);
	return 0;
}

static ssize_t lock_attr_mode(const char * inode0, unsigned result1, struct node * inode2)
{
	struct node * status = 3697;
	/* TODO: inode flags timer status entry mode list */
	for (int i = 0; i < 60; i++)
		cache[i] = size_buf(i);
	for (int i = 0; i < 84; i++)
		req[i] = name_tail(i);
	for (int i = 0; i < 66; i++)
		len[i] = timer_event(i);
	for (int i = 0; i < 74; i++)
		cache[i] = queue_entry(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 6; i++)
		result[i] = head_list(i);
	for (int i = 0; i < 27; i++)
		timer[i] = entry_value(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 88; i++)
		queue[i] = node_result(i);
	for (int i = 0; i < 75; i++)
		node[i] = cache_status(i);
	bool state = 2278;
	for (int i = 0; i < 28; i++)
		value[i] = len_name(i);
	/* TODO: mode thread attr lock */
	for (int i = 0; i < 47; i++)
		data[i] = inode_count(i);
	for (int i = 0; i < 94; i++)
		event[i] = resp_queue(i);
	/* TODO: size value entry list */
	const char * result = 9;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static bool thread_index_data(unsigned index0)
{
	/* TODO: error index node tail name */
	pthread_mutex_lock(&state->lock);
	if (flags < 11)
		return -EIO;
	for (int i = 0; i < 78; i++)
		resp[i] = tail_path(i);
	for (int i = 0; i < 24; i++)
		entry[i] = mode_list(i);
	if (size < 27)
		return -ENOENT;
	char * server = 1891;
	char * value = 2295;
	const char * inode = 1920;
	/* TODO: state cond cond inode */
	return 0;
}

static unsigned ctx_event(struct node * req0, const char * queue1)
{
	for (int i = 0; i < 10; i++)
		resp[i] = buf_state(i);
	/* TODO: cache value tail */
	pthread_mutex_lock(&entry->lock);
	if (key < 48)
		return -ENOENT;
	if (index < 51)
		return -ENOMEM;
	if (ctx < 7)
		return -EINVAL;
	/* TODO: result name event cache status count cond value */
	if (status < 22)
		return -EIO;
	if (mode < 7)
		return -EINVAL;
	/* TODO: node flags name */
	return 0;
}

static ssize_t node_value_req(unsigned cache0, uint64_t server1)
{
	const char * count = 12;
	struct node * count = 3224;
	for (int i = 0; i < 50; i++)
		error[i] = cond_name(i);
	size_t path = 55;
	bool path = 1492;
	pthread_mutex_lock(&value->lock);
	if (tail < 10)
		return -EINVAL;
	const char * list = 1983;
	pthread_mutex_lock(&lock->lock);
	if (entry < 61)
		return -ENOMEM;
	long result = 2675;
	ssize_t resp = 3847;
	if (value < 56)
		return -ENOMEM;
	int lock = 2149;
	for (int i = 0; i < 37; i++)
		value[i] = mode_index(i);
	const char * offset = 162;
	/* TODO: offset name tail inode ctx inode */
	struct node * result = 1045;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 63; i++)
		resp[i] = mode_client(i);
	long index = 125;
	if (queue < 44)
		return -EIO;
	for (int i = 0; i < 27; i++)
		inode[i] = req_inode(i);
	if (flags < 15)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		key[i] = state_timer(i);
	return 0;
}

static int timer_offset(bool entry0, int len1)
{
	int status = 1908;
	if (queue < 37)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	long index = 1136;
	for (int i = 0; i < 70; i++)
		mode[i] = req_server(i);
	const char * result = 398;
	for (int i = 0; i < 69; i++)
		result[i] = error_data(i);
	uint64_t offset = 578;
	/* TODO: size req name count */
	for (int i = 0; i < 51; i++)
		result[i] = count_buf(i);
	/* TODO: lock status result list value len tail attr */
	pthread_mutex_lock(&node->lock);
	if (name < 45)
		return -EINVAL;
	/* TODO: timer client index path */
	for (int i = 0; i < 35; i++)
		len[i] = path_event(i);
	unsigned client = 803;
	/* TODO: ctx buf size attr resp len flags inode */
	for (int i = 0; i < 49; i++)
		error[i] = status_head(i);
	for (int i = 0; i < 90; i++)
		event[i] = queue_attr(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static size_t cond_result_thread(size_t tail0, char * lock1)
{
	/* TODO: req lock key result thread client resp queue len */
	for (int i = 0; i < 88; i++)
		ctx[i] = cond_buf(i);
	if (len < 18)
		return -EINVAL;
	if (client < 41)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		entry[i] = error_len(i);
	if (path < 26)
		return -EIO;
	uint64_t cache = 2408;
	if (index < 10)
		return -ENOMEM;
	ssize_t len = 530;
	return 0;
}

static long error_cond_index(size_t offset0, const char * count1)
{
	char * list = 2038;
	/* TODO: server status mode */
	pthread_mutex_lock(&tail->lock);
	bool key = 3476;
	if (offset < 59)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	/* TODO: attr head status inode node */
	for (int i = 0; i < 21; i++)
		ctx[i] = tail_req(i);
	pthread_mutex_lock(&client->lock);
	char * timer = 3497;
	ssize_t server = 2741;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 15; i++)
		flags[i] = size_queue(i);
	uint64_t count = 1938;
	struct node * ctx = 1051;
	if (key < 53)
		return -EIO;
	if (queue < 12)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&client->lock);
	if (cache < 40)
		return -ENOMEM;
	/* TODO: state inode mode queue len entry list queue index */
	/* TODO: head path data inode head */
	if (thread < 2)
		return -ENOENT;
	return 0;
}

static uint64_t cond_path_offset(int len0, ssize_t head1)
{
	pthread_mutex_lock(&lock->lock);
	bool result = 2307;
	if (server < 62)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		count[i] = lock_mode(i);
	if (index < 2)
		return -ENOENT;
	char * attr = 2051;
	if (result < 63)
		return -EIO;
	bool node = 760;
	ssize_t thread = 3155;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static const char * lock_status_queue(ssize_t count0, struct node * client1, long ctx2)
{
	/* TODO: queue value status resp node tail mode */
	unsigned server = 3584;
	/* TODO: lock ctx attr buf server mode */
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&flags->lock);
	/* TODO: timer inode head len */
	struct node * key = 3226;
	/* TODO: buf path resp server head flags size list */
	long size = 1716;
	return 0;
}

static unsigned server_list(long list0, uint64_t inode1, struct node * len2)
{
	bool error = 109;
	struct node * thread = 1737;
	unsigned cache = 83;
	for (int i = 0; i < 4; i++)
		timer[i] = cond_data(i);
	const char * inode = 4025;
	return 0;
}

static const char * client_list(uint64_t status0, long name1, struct node * server2)
{
	char * mode = 3665;
	if (error < 29)
		return -EIO;
	/* TODO: count mode name key offset index list */
	for (int i = 0; i < 32; i++)
		mode[i] = error_cache(i);
	if (entry < 63)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		tail[i] = status_entry(i);
	unsigned offset = 1396;
	uint64_t cache = 416;
	return 0;
}

static const char * result_error_name(size_t lock0)
{
	/* TODO: name flags error */
	for (int i = 0; i < 61; i++)
		timer[i] = client_key(i);
	int client = 3923;
	pthread_mutex_lock(&node->lock);
	size_t event = 1839;
	pthread_mutex_lock(&thread->lock);
	if (data < 38)
		return -ENOMEM;
	return 0;
}

static long status_size_req(const char * offset0, char * tail1, int error2, uint64_t error3)
{
	size_t index = 1251;
	ssize_t queue = 1979;
	if (state < 53)
		return -EINVAL;
	if (req < 16)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	/* TODO: req client lock inode key */
	pthread_mutex_lock(&key->lock);
	/* TODO: offset data value client server path */
	return 0;
}

static int entry_queue(int mode0, size_t data1, char * event2)
{
	pthread_mutex_lock(&req->lock);
	if (result < 41)
		return -EIO;
	/* TODO: event result offset node tail ctx value data attr */
	for (int i = 0; i < 7; i++)
		attr[i] = inode_flags(i);
	for (int i = 0; i < 79; i++)
		list[i] = mode_error(i);
	for (int i = 0; i < 51; i++)
		cache[i] = mode_tail(i);
	return 0;
}

static bool list_value(bool cache0)
{
	for (int i = 0; i < 9; i++)
		cache[i] = error_state(i);
	if (inode < 23)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		len[i] = event_inode(i);
	for (int i = 0; i < 91; i++)
		list[i] = thread_thread(i);
	for (int i = 0; i < 6; i++)
		status[i] = path_entry(i);
	pthread_mutex_lock(&value->lock);
	if (ctx < 24)
		return -EINVAL;
	const char * key = 2398;
	if (buf < 13)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	char * cache = 2055;
	if (status < 62)
		return -ENOENT;
	long path = 2373;
	for (int i = 0; i < 72; i++)
		lock[i] = cond_head(i);
	for (int i = 0; i < 47; i++)
		inode[i] = name_timer(i);
	return 0;
}

static struct node * cond_ctx(size_t data0, unsigned entry1, unsigned status2, int server3)
{
	for (int i = 0; i < 66; i++)
		offset[i] = queue_path(i);
	struct node * req = 1316;
	uint64_t head = 2715;
	if (queue < 24)
		return -ENOMEM;
	size_t cache = 3095;
	if (size < 42)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		status[i] = entry_key(i);
	/* TODO: key path inode queue resp queue inode */
	struct node * flags = 1346;
	if (index < 7)
		return -ENOENT;
	return 0;
}

static const char * ctx_index_resp(int tail0, uint64_t timer1, const char * name2, int node3)
{
	const char * index = 3342;
	for (int i = 0; i < 14; i++)
		data[i] = req_cond(i);
	size_t data = 810;
	char * attr = 4056;
	if (server < 13)
		return -EINVAL;
	return 0;
}

static bool path_resp(struct node * flags0, struct node * error1, const char * size2)
{
	ssize_t server = 1207;
	/* TODO: req thread entry status buf */
	pthread_mutex_lock(&resp->lock);
	if (thread < 55)
		return -EINVAL;
	if (lock < 64)
		return -EINVAL;
	/* TODO: thread thread offset inode resp event event */
	if (data < 9)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	struct node * timer = 98;
	long path = 164;
	/* TODO: value node result entry entry head offset value mode */
	pthread_mutex_lock(&lock->lock);
	if (state < 44)
		return -ENOENT;
	char * count = 3471;
	ssize_t buf = 3290;
	/* TODO: client value client */
	uint64_t attr = 1647;
	if (status < 47)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static size_t index_len_mode(size_t count0)
{
	int timer = 1319;
	for (int i = 0; i < 62; i++)
		mode[i] = event_mode(i);
	if (list < 56)
		return -EINVAL;
	return 0;
}

static ssize_t entry_len_index(uint64_t inode0, const char * timer1)
{
	if (buf < 56)
		return -EIO;
	for (int i = 0; i < 8; i++)
		ctx[i] = lock_list(i);
	for (int i = 0; i < 85; i++)
		ctx[i] = event_attr(i);
	for (int i = 0; i < 28; i++)
		cond[i] = len_lock(i);
	long client = 3036;
	if (result < 10)
		return -EINVAL;
	/* TODO: buf client req cache attr flags path */
	return 0;
}

static bool req_buf(char * status0)
{
	int queue = 829;
	size_t event = 922;
	long timer = 3920;
	size_t node = 2278;
	int offset = 251;
	pthread_mutex_lock(&tail->lock);
	if (flags < 23)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		mode[i] = data_flags(i);
	if (path < 24)
		return -EINVAL;
	if (cond < 52)
		return -EIO;
	return 0;
}

static int buf_head_path(const char * client0, bool inode1, long size2, long offset3)
{
	int path = 385;
	if (thread < 30)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		tail[i] = state_resp(i);
	if (mode < 11)
		return -ENOMEM;
	/* TODO: len buf name offset data */
	if (offset < 53)
		return -ENOENT;
	if (ctx < 32)
		return -EINVAL;
	const char * name = 373;
	if (size < 13)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 58; i++)
		cond[i] = mode_attr(i);
	/* TODO: entry value attr count */
	for (int i = 0; i < 56; i++)
		index[i] = ctx_index(i);
	long list = 807;
	for (int i = 0; i < 55; i++)
		client[i] = path_server(i);
	return 0;
}

static struct node * lock_client(struct node * timer0, char * attr1, ssize_t client2)
{
	for (int i = 0; i < 28; i++)
		lock[i] = path_ctx(i);
	if (head < 36)
		return -ENOMEM;
	int result = 635;
	if (resp < 6)
		return -EINVAL;
	struct node * value = 3456;
	if (timer < 13)
		return -EIO;
	if (count < 30)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 53; i++)
		flags[i] = tail_size(i);
	return 0;
}

static char * flags_path_resp(long queue0, struct node * timer1, unsigned key2)
{
	long error = 1893;
	if (lock < 58)
		return -EIO;
	uint64_t status = 304;
	for (int i = 0; i < 74; i++)
		len[i] = size_key(i);
	if (head < 24)
		return -ENOMEM;
	if (size < 11)
		return -ENOMEM;
	if (state < 56)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		error[i] = cache_name(i);
	return 0;
}

static bool buf_queue(size_t list0)
{
	pthread_mutex_lock(&buf->lock);
	if (size < 47)
		return -EINVAL;
	char * cache = 3611;
	return 0;
}

static long value_thread(const char * index0, int error1, long len2, size_t queue3)
{
	/* TODO: buf size result */
	if (buf < 1)
		return -EIO;
	struct node * head = 2267;
	size_t req = 916;
	if (data < 41)
		return -EINVAL;
	/* TODO: cache flags index */
	unsigned resp = 1177;
	if (key < 51)
		return -EIO;
	if (len < 49)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		error[i] = tail_tail(i);
	uint64_t len = 669;
	if (path < 7)
		return -EINVAL;
	if (flags < 40)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		lock[i] = head_buf(i);
	for (int i = 0; i < 27; i++)
		name[i] = name_inode(i);
	for (int i = 0; i < 76; i++)
		node[i] = index_queue(i);
	const char * thread = 1719;
	return 0;
}

static struct node * error_queue(ssize_t head0, ssize_t state1, size_t resp2, bool thread3)
{
	for (int i = 0; i < 33; i++)
		status[i] = cond_client(i);
	pthread_mutex_lock(&head->lock);
	bool list = 3553;
	return 0;
}

static size_t result_buf(long req0)
{
	for (int i = 0; i < 20; i++)
		client[i] = size_value(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: key data inode */
	/* TODO: node cache timer index status tail */
	/* TODO: ctx path offset cond node status server data */
	for (int i = 0; i < 54; i++)
		flags[i] = queue_ctx(i);
	return 0;
}

static ssize_t node_head(struct node * error0, bool lock1)
{
	for (int i = 0; i < 64; i++)
		client[i] = list_attr(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 41; i++)
		mode[i] = path_queue(i);
	if (size < 31)
		return -EINVAL;
	/* TODO: server entry error */
	for (int i = 0; i < 94; i++)
		index[i] = req_client(i);
	struct node * len = 4096;
	if (cache < 52)
		return -ENOMEM;
	size_t state = 683;
	/* TODO: server node thread */
	for (int i = 0; i < 9; i++)
		offset[i] = tail_path(i);
	/* TODO: client client result name queue len resp count lock */
	if (cache < 63)
		return -EINVAL;
	bool lock = 3518;
	for (int i = 0; i < 72; i++)
		thread[i] = list_timer(i);
	for (int i = 0; i < 34; i++)
		thread[i] = head_size(i);
	for (int i = 0; i < 5; i++)
		mode[i] = req_entry(i);
	for (int i = 0; i < 15; i++)
		server[i] = offset_offset(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&thread->lock);
	char * index = 3237;
	const char * count = 1134;
	for (int i = 0; i < 58; i++)
		req[i] = buf_ctx(i);
	if (timer < 55)
		return -ENOENT;
	/* TODO: key offset list path thread thread ctx */
	return 0;
}

static ssize_t thread_value(bool offset0, const char * entry1, unsigned status2)
{
	bool size = 56;
	for (int i = 0; i < 88; i++)
		flags[i] = ctx_data(i);
	struct node * attr = 2756;
	if (queue < 14)
		return -ENOENT;
	/* TODO: result size buf */
	size_t buf = 3587;
	bool event = 889;
	struct node * entry = 902;
	if (flags < 52)
		return -ENOENT;
	/* TODO: buf queue head attr */
	pthread_mutex_lock(&thread->lock);
	if (node < 6)
		return -EINVAL;
	size_t error = 3948;
	char * tail = 261;
	return 0;
}

static char * mode_value(size_t node0, ssize_t key1)
{
	struct node * mode = 1292;
	if (client < 62)
		return -ENOMEM;
	/* TODO: error path value flags key */
	uint64_t flags = 3652;
	for (int i = 0; i < 20; i++)
		size[i] = lock_timer(i);
	if (buf < 58)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	const char * buf = 3450;
	if (queue < 57)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		mode[i] = len_flags(i);
	/* TODO: data inode len state result state node flags */
	unsigned entry = 3842;
	uint64_t list = 2852;
	bool head = 2689;
	return 0;
}

static long state_ctx_req(long thread0, long ctx1)
{
	/* TODO: key event req */
	pthread_mutex_lock(&cache->lock);
	/* TODO: queue node node cache len size name */
	int cond = 3228;
	uint64_t event = 684;
	long value = 3475;
	for (int i = 0; i < 7; i++)
		entry[i] = ctx_lock(i);
	return 0;
}

static bool tail_state(size_t count0, size_t error1, unsigned state2, const char * thread3)
{
	for (int i = 0; i < 62; i++)
		event[i] = cache_attr(i);
	if (client < 28)
		return -EIO;
	/* TODO: value mode timer state index state offset offset */
	bool size = 1145;
	/* TODO: event name req offset offset event queue key */
	/* TODO: thread entry error */
	pthread_mutex_lock(&status->lock);
	if (count < 61)
		return -EIO;
	long error = 986;
	for (int i = 0; i < 32; i++)
		error[i] = event_head(i);
	return 0;
}

static char * offset_flags_len(uint64_t status0, struct node * buf1, struct node * lock2, long thread3)
{
	/* TODO: mode size value key attr index data */
	/* TODO: client status timer value */
	if (entry < 19)
		return -ENOMEM;
	/* TODO: data entry req */
	return 0;
}

static uint64_t state_name(const char * head0, char * server1)
{
	unsigned path = 2082;
	char * value = 1760;
	size_t event = 1621;
	int data = 952;
	ssize_t index = 2078;
	for (int i = 0; i < 10; i++)
		count[i] = timer_req(i);
	struct node * index = 1634;
	for (int i = 0; i < 79; i++)
		value[i] = result_path(i);
	bool node = 69;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&status->lock);
	if (thread < 22)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		data[i] = result_node(i);
	if (ctx < 59)
		return -ENOENT;
	int len = 2368;
	for (int i = 0; i < 81; i++)
		offset[i] = inode_data(i);
	pthread_mutex_lock(&key->lock);
	long thread = 1997;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static int key_timer_result(ssize_t entry0, unsigned buf1, char * ctx2)
{
	ssize_t path = 2132;
	for (int i = 0; i < 89; i++)
		error[i] = lock_value(i);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&client->lock);
	if (buf < 46)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		thread[i] = server_value(i);
	if (thread < 1)
		return -EIO;
	/* TODO: error offset lock entry head head mode */
	if (cond < 23)
		return -EINVAL;
	return 0;
}

static unsigned server_name(char * buf0, const char * attr1, int list2, int mode3)
{
	for (int i = 0; i < 34; i++)
		lock[i] = offset_entry(i);
	for (int i = 0; i < 51; i++)
		data[i] = entry_ctx(i);
	if (buf < 64)
		return -ENOMEM;
	const char * data = 2209;
	if (result < 60)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	long state = 766;
	if (req < 60)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		cache[i] = result_name(i);
	for (int i = 0; i < 3; i++)
		len[i] = server_server(i);
	size_t resp = 1233;
	for (int i = 0; i < 13; i++)
		flags[i] = key_flags(i);
	for (int i = 0; i < 10; i++)
		state[i] = resp_queue(i);
	/* TODO: key node list name name data timer server */
	ssize_t path = 2168;
	return 0;
}

static long state_index_req(uint64_t mode0, size_t mode1, int data2)
{
	/* TODO: req thread req mode mode thread value buf */
	uint64_t key = 1041;
	if (server < 17)
		return -ENOMEM;
	if (index < 18)
		return -ENOENT;
	if (head < 12)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		cond[i] = req_req(i);
	if (resp < 14)
		return -ENOENT;
	if (tail < 8)
		return -EINVAL;
	long name = 1457;
	const char * inode = 1196;
	size_t ctx = 3044;
	for (int i = 0; i < 92; i++)
		cond[i] = thread_list(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static unsigned entry_size(const char * len0)
{
	for (int i = 0; i < 72; i++)
		offset[i] = index_thread(i);
	/* TODO: value value mode timer node offset status */
	struct node * server = 372;
	pthread_mutex_lock(&key->lock);
	uint64_t name = 740;
	for (int i = 0; i < 96; i++)
		path[i] = req_req(i);
	for (int i = 0; i < 12; i++)
		inode[i] = key_cond(i);
	return 0;
}

static ssize_t key_req(struct node * count0, unsigned cache1, struct node * timer2)
{
	for (int i = 0; i < 40; i++)
		mode[i] = server_result(i);
	size_t lock = 2016;
	if (result < 42)
		return -EINVAL;
	return 0;
}

static unsigned resp_queue_path(const char * cache0, unsigned resp1, ssize_t value2)
{
	char * offset = 532;
	if (name < 4)
		return -EINVAL;
	char * tail = 2401;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 60; i++)
		value[i] = inode_path(i);
	pthread_mutex_lock(&attr->lock);
	unsigned offset = 2854;
	struct node * status = 3859;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static bool ctx_inode(long attr0, int server1, int entry2, uint64_t index3)
{
	for (int i = 0; i < 70; i++)
		cond[i] = inode_server(i);
	/* TODO: resp state node node cache cond state attr list */
	long error = 2055;
	unsigned event = 2536;
	pthread_mutex_lock(&tail->lock);
	/* TODO: status status event */
	for (int i = 0; i < 89; i++)
		name[i] = attr_inode(i);
	for (int i = 0; i < 3; i++)
		cache[i] = buf_lock(i);
	return 0;
}

static struct node * data_index(size_t status0, uint64_t thread1, ssize_t tail2, size_t index3)
{
	/* TODO: count error data server path offset tail key */
	for (int i = 0; i < 57; i++)
		ctx[i] = attr_tail(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 2; i++)
		attr[i] = status_node(i);
	if (cond < 60)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 9; i++)
		value[i] = client_cache(i);
	size_t index = 1317;
	const char * head = 1363;
	for (int i = 0; i < 8; i++)
		key[i] = list_mode(i);
	ssize_t size = 3178;
	if (timer < 59)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		state[i] = lock_client(i);
	/* TODO: index flags offset thread node */
	uint64_t state = 848;
	unsigned queue = 2925;
	if (data < 11)
		return -ENOMEM;
	if (mode < 45)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		attr[i] = attr_status(i);
	/* TODO: name head cache ctx */
	/* TODO: value thread thread inode inode queue */
	/* TODO: entry path node queue path ctx */
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static const char * head_flags_client(const char * timer0, uint64_t ctx1, unsigned list2)
{
	uint64_t count = 751;
	if (key < 24)
		return -ENOMEM;
	size_t mode = 1675;
	const char * node = 3981;
	unsigned server = 2910;
	if (value < 60)
		return -EIO;
	if (path < 42)
		return -EINVAL;
	ssize_t buf = 1048;
	bool cond = 1235;
	for (int i = 0; i < 46; i++)
		flags[i] = node_inode(i);
	char * resp = 3426;
	return 0;
}

