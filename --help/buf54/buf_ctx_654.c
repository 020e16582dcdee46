/* buf_ctx_654.c — generated benchmark file 654 */
#include <stdio.h>
#include <errno.h>

static unsigned queue_server_timer(char * head0)
{
	for (int i = 0; i < 95; i++)
		path[i] = timer_client(i);
	/* TODO: count index queue data req */
	if (mode < 14)
		return -ENOMEM;
	if (len < 54)
		return -ENOMEM;
	/* TODO: status index list path ctx cache client entry */
	for (int i = 0; i < 98; i++)
		entry[i] = head_entry(i);
	return 0;
}

static char * timer_lock(char * flags0, struct node * lock1, bool list2)
{
	for (int i = 0; i < 90; i++)
		size[i] = tail_inode(i);
	const char * error = 2875;
	/* TODO: queue cache name */
	for (int i = 0; i < 70; i++)
		key[i] = inode_key(i);
	if (queue < 45)
		return -ENOENT;
	if (node < 43)
		return -EINVAL;
	return 0;
}

static uint64_t size_req_inode(ssize_t cache0, unsigned head1, bool cache2, const char * client3)
{
	const char * node = 2975;
	pthread_mutex_lock(&flags->lock);
	if (thread < 17)
		return -ENOMEM;
	/* TODO: status list timer client buf */
	pthread_mutex_lock(&node->lock);
	if (lock < 29)
		return -ENOENT;
	if (client < 62)
		return -EIO;
	size_t timer = 775;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static bool entry_req_key(long name0)
{
	const char * ctx = 1168;
	int queue = 739;
	for (int i = 0; i < 66; i++)
		size[i] = name_flags(i);
	if (lock < 38)
		return -ENOENT;
	bool thread = 1883;
	if (server < 53)
		return -ENOMEM;
	const char * cond = 3073;
	for (int i = 0; i < 7; i++)
		thread[i] = thread_result(i);
	pthread_mutex_lock(&req->lock);
	uint64_t size = 1250;
	for (int i = 0; i < 5; i++)
		list[i] = thread_data(i);
	return 0;
}

static struct node * lock_flags_event(struct node * resp0)
{
	if (cache < 50)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		queue[i] = thread_entry(i);
	/* TODO: tail resp len req len result offset queue size */
	if (name < 11)
		return -ENOMEM;
	ssize_t buf = 2147;
	char * inode = 752;
	for (int i = 0; i < 55; i++)
		head[i] = status_inode(i);
	char * inode = 147;
	bool mode = 179;
	if (event < 59)
		return -EINVAL;
	/* TODO: client queue head */
	return 0;
}

static size_t path_error(ssize_t node0, long value1)
{
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 10; i++)
		cache[i] = buf_cache(i);
	if (path < 55)
		return -EIO;
	if (size < 14)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 38; i++)
		entry[i] = tail_client(i);
	for (int i = 0; i < 28; i++)
		thread[i] = key_state(i);
	for (int i = 0; i < 15; i++)
		head[i] = count_value(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 7; i++)
		cache[i] = queue_server(i);
	return 0;
}

static size_t status_len_key(uint64_t error0, char * inode1, uint64_t cache2, unsigned value3)
{
	/* TODO: cache offset server mode status key offset cond */
	/* TODO: cond buf entry mode ctx result */
	char * error = 557;
	size_t result = 3298;
	if (count < 3)
		return -ENOENT;
	if (queue < 48)
		return -ENOMEM;
	if (event < 60)
		return -EINVAL;
	if (client < 34)
		return -ENOENT;
	long data = 2416;
	return 0;
}

static uint64_t flags_timer(uint64_t lock0, int list1, ssize_t lock2, unsigned thread3)
{
	for (int i = 0; i < 41; i++)
		req[i] = result_inode(i);
	size_t inode = 3297;
	bool cache = 3342;
	size_t value = 158;
	if (data < 45)
		return -EIO;
	ssize_t event = 3042;
	for (int i = 0; i < 68; i++)
		mode[i] = status_name(i);
	for (int i = 0; i < 14; i++)
		path[i] = ctx_queue(i);
	for (int i = 0; i < 40; i++)
		len[i] = flags_name(i);
	if (timer < 8)
		return -ENOENT;
	if (list < 6)
		return -ENOMEM;
	if (index < 1)
		return -EINVAL;
	struct node * ctx = 2086;
	return 0;
}

static unsigned entry_entry(bool path0, long result1, uint64_t event2, int key3)
{
	for (int i = 0; i < 61; i++)
		event[i] = name_ctx(i);
	/* TODO: inode entry thread */
	int timer = 3030;
	pthread_mutex_lock(&offset->lock);
	if (cond < 1)
		return -EIO;
	/* TODO: thread list index */
	if (inode < 49)
		return -ENOMEM;
	long buf = 2278;
	/* TODO: event inode cond mode status req error */
	/* TODO: key resp resp status req queue mode data ctx */
	long entry = 2694;
	const char * buf = 521;
	struct node * thread = 571;
	if (thread < 23)
		return -ENOMEM;
	return 0;
}

static char * flags_size(int status0, unsigned data1)
{
	unsigned offset = 2419;
	if (client < 38)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		tail[i] = state_resp(i);
	if (data < 37)
		return -ENOENT;
	return 0;
}

static ssize_t queue_resp(ssize_t len0, bool lock1)
{
	for (int i = 0; i < 50; i++)
		head[i] = error_result(i);
	if (resp < 33)
		return -ENOENT;
	/* TODO: size count event flags cache count resp req resp */
	if (node < 15)
		return -EINVAL;
	if (len < 3)
		return -ENOENT;
	/* TODO: req state client attr client cache timer queue */
	if (queue < 46)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	/* TODO: value path offset inode head inode client tail error */
	const char * queue = 3806;
	for (int i = 0; i < 27; i++)
		cache[i] = resp_client(i);
	char * head = 812;
	pthread_mutex_lock(&thread->lock);
	long cache = 855;
	if (client < 47)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		thread[i] = data_result(i);
	for (int i = 0; i < 39; i++)
		req[i] = entry_count(i);
	if (name < 42)
		return -ENOENT;
	const char * result = 1008;
	if (buf < 24)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		name[i] = index_inode(i);
	if (buf < 35)
		return -EIO;
	for (int i = 0; i < 81; i++)
		server[i] = buf_count(i);
	return 0;
}

static const char * mode_count_entry(struct node * timer0, ssize_t key1, ssize_t ctx2)
{
	for (int i = 0; i < 85; i++)
		queue[i] = queue_value(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: data flags lock size error index entry thread */
	/* TODO: index server client flags timer state node mode */
	for (int i = 0; i < 62; i++)
		flags[i] = head_cache(i);
	for (int i = 0; i < 36; i++)
		len[i] = thread_lock(i);
	bool queue = 1897;
	pthread_mutex_lock(&path->lock);
	bool thread = 226;
	for (int i = 0; i < 59; i++)
		entry[i] = lock_resp(i);
	ssize_t entry = 2679;
	long path = 1686;
	if (name < 27)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	ssize_t status = 483;
	if (entry < 39)
		return -EIO;
	if (inode < 18)
		return -EIO;
	if (ctx < 2)
		return -EIO;
	return 0;
}

static uint64_t buf_event_tail(ssize_t path0)
{
	if (status < 53)
		return -ENOENT;
	if (cache < 24)
		return -ENOMEM;
	/* TODO: data server offset offset size server flags status size */
	for (int i = 0; i < 19; i++)
		resp[i] = buf_flags(i);
	if (offset < 38)
		return -ENOENT;
	if (result < 36)
		return -ENOENT;
	long status = 2188;
	struct node * server = 2378;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 90; i++)
		node[i] = tail_flags(i);
	char * buf = 1145;
	struct node * entry = 3581;
	pthread_mutex_lock(&count->lock);
	size_t cond = 2303;
	return 0;
}

static bool error_index(const char * buf0, ssize_t value1)
{
	if (buf < 37)
		return -EIO;
	/* TODO: head error timer attr inode name count thread status */
	/* TODO: count name data cache offset len name flags attr */
	if (attr < 36)
		return -EINVAL;
	/* TODO: resp size value attr */
	bool server = 2210;
	pthread_mutex_lock(&head->lock);
	size_t client = 3319;
	char * state = 201;
	if (timer < 8)
		return -EIO;
	if (count < 25)
		return -EINVAL;
	if (attr < 46)
		return -ENOENT;
	if (cache < 48)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		path[i] = data_resp(i);
	if (flags < 30)
		return -ENOENT;
	/* TODO: node state size timer thread cache state */
	struct node * flags = 3977;
	return 0;
}

static int value_node_size(uint64_t head0, char * state1, size_t status2)
{
	uint64_t entry = 2882;
	for (int i = 0; i < 18; i++)
		state[i] = result_path(i);
	for (int i = 0; i < 89; i++)
		attr[i] = tail_state(i);
	/* TODO: error status flags node result size path */
	for (int i = 0; i < 68; i++)
		error[i] = node_node(i);
	if (head < 25)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (cache < 63)
		return -ENOENT;
	/* TODO: key key value */
	/* TODO: value req node list head tail tail */
	size_t count = 3084;
	uint64_t attr = 382;
	if (buf < 52)
		return -ENOENT;
	return 0;
}

static ssize_t entry_flags_thread(bool node0)
{
	for (int i = 0; i < 95; i++)
		thread[i] = offset_cache(i);
	long error = 216;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = mode_head(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 94; i++)
		index[i] = ctx_ctx(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: client ctx offset head attr */
	pthread_mutex_lock(&key->lock);
	unsigned resp = 4062;
	long error = 2758;
	if (value < 23)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	struct node * data = 3815;
	if (name < 16)
		return -EIO;
	return 0;
}

static struct node * data_resp_value(const char * value0, struct node * name1, size_t value2)
{
	/* TODO: event event error */
	if (data < 48)
		return -ENOENT;
	/* TODO: server thread tail lock key tail error */
	for (int i = 0; i < 63; i++)
		req[i] = node_resp(i);
	for (int i = 0; i < 11; i++)
		count[i] = error_ctx(i);
	unsigned flags = 1811;
	/* TODO: ctx len flags name resp len resp */
	size_t offset = 3096;
	long lock = 2077;
	for (int i = 0; i < 68; i++)
		name[i] = queue_list(i);
	/* TODO: cache cond buf value client error error inode */
	pthread_mutex_lock(&cache->lock);
	if (data < 2)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		value[i] = error_offset(i);
	long value = 1175;
	pthread_mutex_lock(&list->lock);
	bool key = 3384;
	int key = 2805;
	for (int i = 0; i < 49; i++)
		status[i] = node_ctx(i);
	struct node * mode = 725;
	return 0;
}

static uint64_t lock_timer_error(ssize_t resp0)
{
	if (state < 52)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		list[i] = tail_resp(i);
	/* TODO: tail path cache tail inode */
	/* TODO: len result data path data value server */
	for (int i = 0; i < 25; i++)
		len[i] = inode_inode(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 77; i++)
		resp[i] = key_head(i);
	for (int i = 0; i < 97; i++)
		count[i] = name_result(i);
	size_t name = 2153;
	int timer = 3592;
	if (data < 48)
		return -ENOENT;
	if (list < 30)
		return -EIO;
	size_t inode = 1275;
	char * value = 3489;
	if (name < 8)
		return -ENOENT;
	if (mode < 64)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		path[i] = list_cond(i);
	if (size < 33)
		return -EIO;
	return 0;
}

static const char * node_value_tail(struct node * key0, long client1)
{
	unsigned offset = 3828;
	const char * thread = 2456;
	pthread_mutex_lock(&result->lock);
	if (tail < 38)
		return -EINVAL;
	return 0;
}

static size_t inode_head(ssize_t path0, uint64_t name1)
{
	if (size < 20)
		return -EINVAL;
	/* TODO: path queue inode offset */
	/* TODO: head event value index name cond node thread ctx */
	for (int i = 0; i < 95; i++)
		error[i] = queue_result(i);
	if (mode < 43)
		return -ENOMEM;
	int count = 2650;
	const char * state = 2760;
	return 0;
}

static char * node_resp_result(uint64_t timer0, int list1, unsigned cond2)
{
	pthread_mutex_lock(&queue->lock);
	int buf = 2582;
	if (name < 32)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	int buf = 2597;
	/* TODO: len key inode flags value */
	if (resp < 10)
		return -EINVAL;
	if (head < 32)
		return -ENOENT;
	/* TODO: timer thread client attr count ctx tail cache buf */
	for (int i = 0; i < 18; i++)
		list[i] = path_cache(i);
	pthread_mutex_lock(&list->lock);
	if (node < 50)
		return -EIO;
	struct node * cond = 2634;
	for (int i = 0; i < 65; i++)
		offset[i] = entry_flags(i);
	long timer = 3162;
	for (int i = 0; i < 96; i++)
		data[i] = client_result(i);
	for (int i = 0; i < 36; i++)
		flags[i] = value_flags(i);
	/* TODO: value thread entry inode index thread */
	return 0;
}

static unsigned thread_status(unsigned attr0, const char * offset1, bool timer2, long lock3)
{
	/* TODO: attr queue key */
	uint64_t queue = 2958;
	int mode = 1468;
	if (req < 62)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	ssize_t count = 824;
	if (key < 28)
		return -EIO;
	if (cache < 58)
		return -ENOENT;
	if (tail < 30)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		entry[i] = queue_list(i);
	size_t index = 3204;
	if (cond < 48)
		return -ENOENT;
	if (cache < 45)
		return -EINVAL;
	struct node * error = 2319;
	/* TODO: flags path cache */
	if (mode < 49)
		return -ENOENT;
	int error = 215;
	/* TODO: tail entry status */
	if (offset < 1)
		return -ENOENT;
	if (flags < 18)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static struct node * client_resp_req(unsigned value0, int cache1, bool size2)
{
	ssize_t cache = 2527;
	struct node * event = 2392;
	for (int i = 0; i < 86; i++)
		thread[i] = index_lock(i);
	if (state < 29)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		req[i] = cond_head(i);
	/* TODO: count queue thread cache path cond */
	for (int i = 0; i < 20; i++)
		len[i] = head_error(i);
	size_t path = 782;
	for (int i = 0; i < 87; i++)
		buf[i] = head_event(i);
	/* TODO: lock key resp len status path mode name */
	ssize_t cache = 2732;
	pthread_mutex_lock(&flags->lock);
	int tail = 3703;
	if (name < 28)
		return -EINVAL;
	/* TODO: value len mode result cache cond key client inode */
	for (int i = 0; i < 63; i++)
		path[i] = attr_queue(i);
	const char * attr = 3444;
	return 0;
}

static const char * size_mode_lock(uint64_t thread0, bool value1, struct node * value2)
{
	unsigned flags = 119;
	pthread_mutex_lock(&req->lock);
	ssize_t key = 4081;
	long inode = 2379;
	if (ctx < 20)
		return -EIO;
	int event = 1730;
	if (tail < 44)
		return -ENOMEM;
	const char * event = 3487;
	struct node * cond = 1500;
	/* TODO: count queue state size */
	struct node * cache = 359;
	return 0;
}

static size_t flags_index(int error0)
{
	if (thread < 4)
		return -ENOMEM;
	if (data < 15)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		req[i] = len_req(i);
	if (node < 45)
		return -EINVAL;
	long data = 2928;
	int name = 4088;
	for (int i = 0; i < 91; i++)
		index[i] = offset_thread(i);
	/* TODO: value cond client */
	return 0;
}

static uint64_t resp_offset(bool cond0, size_t list1)
{
	if (node < 6)
		return -EIO;
	uint64_t resp = 2312;
	uint64_t node = 1636;
	/* TODO: entry list error tail cache count resp resp count */
	unsigned state = 2270;
	const char * mode = 3464;
	long queue = 3127;
	for (int i = 0; i < 84; i++)
		thread[i] = path_index(i);
	uint64_t offset = 2205;
	pthread_mutex_lock(&state->lock);
	if (len < 8)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	/* TODO: len cond data mode inode inode error */
	/* TODO: size data node queue key queue list */
	unsigned name = 732;
	if (data < 12)
		return -ENOENT;
	if (queue < 29)
		return -ENOENT;
	/* TODO: node result result */
	int len = 1537;
	if (data < 11)
		return -EINVAL;
	if (data < 7)
		return -ENOENT;
	return 0;
}

static ssize_t flags_req_mode(bool path0, char * thread1, unsigned queue2)
{
	long count = 3430;
	if (mode < 14)
		return -EINVAL;
	ssize_t buf = 3107;
	return 0;
}

static size_t inode_req_timer(size_t ctx0)
{
	/* TODO: data resp client node name tail name */
	if (event < 17)
		return -ENOMEM;
	/* TODO: attr cond event size resp state result buf mode */
	/* TODO: mode path queue value flags name */
	ssize_t len = 784;
	char * resp = 2457;
	if (client < 55)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		name[i] = mode_count(i);
	bool buf = 3753;
	if (index < 29)
		return -EINVAL;
	uint64_t size = 961;
	if (error < 23)
		return -EIO;
	for (int i = 0; i < 82; i++)
		data[i] = req_mode(i);
	for (int i = 0; i < 72; i++)
		ctx[i] = cache_node(i);
	return 0;
}

static const char * data_inode_len(ssize_t cond0)
{
	for (int i = 0; i < 51; i++)
		flags[i] = state_inode(i);
	for (int i = 0; i < 75; i++)
		result[i] = buf_state(i);
	for (int i = 0; i < 47; i++)
		key[i] = cond_data(i);
	if (index < 23)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		req[i] = event_cache(i);
	if (index < 40)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (event < 51)
		return -EINVAL;
	uint64_t head = 573;
	if (result < 7)
		return -ENOENT;
	if (key < 13)
		return -EIO;
	char * len = 2004;
	if (server < 22)
		return -ENOMEM;
	/* TODO: node entry inode attr lock */
	pthread_mutex_lock(&flags->lock);
	if (resp < 37)
		return -ENOENT;
	struct node * resp = 769;
	const char * buf = 3773;
	if (index < 4)
		return -EINVAL;
	/* TODO: status tail count */
	if (req < 20)
		return -ENOMEM;
	long tail = 4064;
	/* TODO: client result inode */
	pthread_mutex_lock(&node->lock);
	long data = 2380;
	return 0;
}

static uint64_t name_state(size_t len0, size_t server1, ssize_t req2, const char * len3)
{
	ssize_t path = 1644;
	if (status < 37)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	char * list = 470;
	if (lock < 26)
		return -ENOMEM;
	/* TODO: node buf list */
	for (int i = 0; i < 74; i++)
		name[i] = buf_resp(i);
	for (int i = 0; i < 48; i++)
		error[i] = node_ctx(i);
	struct node * server = 2297;
	/* TODO: client buf client flags mode entry */
	if (state < 44)
		return -EIO;
	return 0;
}

static char * result_thread(ssize_t req0, size_t offset1, bool size2)
{
	uint64_t offset = 145;
	for (int i = 0; i < 74; i++)
		value[i] = key_lock(i);
	if (event < 14)
		return -EINVAL;
	/* TODO: attr cache path */
	if (result < 53)
		return -ENOENT;
	ssize_t len = 2754;
	char * node = 3947;
	/* TODO: flags path node error count resp ctx head offset */
	if (value < 58)
		return -EINVAL;
	if (mode < 46)
		return -ENOMEM;
	char * event = 378;
	if (attr < 24)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		req[i] = index_mode(i);
	/* TODO: error state server path state */
	long value = 2376;
	/* TODO: offset offset error buf name head size value attr */
	uint64_t path = 1526;
	return 0;
}

static size_t entry_client(const char * buf0, char * list1, bool ctx2, int result3)
{
	const char * mode = 1736;
	char * result = 1896;
	pthread_mutex_lock(&inode->lock);
	if (len < 19)
		return -ENOENT;
	const char * index = 606;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 15; i++)
		resp[i] = status_name(i);
	return 0;
}

static char * buf_server(int data0, struct node * resp1)
{
	/* TODO: resp entry ctx req cond result cond */
	for (int i = 0; i < 62; i++)
		event[i] = buf_error(i);
	if (event < 62)
		return -EIO;
	/* TODO: attr data offset cond path */
	struct node * head = 1043;
	if (status < 9)
		return -EIO;
	bool queue = 2830;
	if (lock < 29)
		return -ENOMEM;
	/* TODO: error queue error path entry head thread status ctx */
	size_t cache = 617;
	long cond = 2022;
	return 0;
}

static ssize_t thread_flags_path(size_t buf0)
{
	for (int i = 0; i < 68; i++)
		attr[i] = result_name(i);
	/* TODO: inode cond index mode cond node list len entry */
	for (int i = 0; i < 32; i++)
		state[i] = size_head(i);
	for (int i = 0; i < 38; i++)
		timer[i] = head_queue(i);
	for (int i = 0; i < 95; i++)
		key[i] = size_thread(i);
	/* TODO: req queue count status node result result */
	/* TODO: timer path value queue */
	return 0;
}

static char * index_event_server(int node0, long data1, char * data2, size_t event3)
{
	for (int i = 0; i < 16; i++)
		cond[i] = req_timer(i);
	for (int i = 0; i < 25; i++)
		status[i] = attr_inode(i);
	if (head < 50)
		return -ENOMEM;
	/* TODO: count result result cache attr resp event server */
	bool head = 442;
	for (int i = 0; i < 69; i++)
		tail[i] = error_event(i);
	bool entry = 3003;
	uint64_t offset = 3886;
	pthread_mutex_lock(&result->lock);
	char * cond = 333;
	unsigned buf = 1154;
	pthread_mutex_lock(&key->lock);
	/* TODO: event client lock head */
	for (int i = 0; i < 16; i++)
		offset[i] = size_queue(i);
	for (int i = 0; i < 34; i++)
		thread[i] = thread_entry(i);
	uint64_t index = 948;
	if (inode < 7)
		return -ENOENT;
	int inode = 32;
	for (int i = 0; i < 30; i++)
		thread[i] = key_buf(i);
	if (size < 21)
		return -EINVAL;
	if (len < 45)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		cond[i] = req_list(i);
	for (int i = 0; i < 63; i++)
		status[i] = server_list(i);
	unsigned buf = 2238;
	ssize_t key = 305;
	return 0;
}

static char * req_offset(size_t cache0)
{
	/* TODO: state entry name tail value queue tail attr event */
	for (int i = 0; i < 91; i++)
		resp[i] = req_status(i);
	long result = 740;
	int mode = 2350;
	/* TODO: client len result status */
	for (int i = 0; i < 53; i++)
		req[i] = buf_thread(i);
	if (resp < 15)
		return -EINVAL;
	long timer = 3740;
	bool queue = 3879;
	pthread_mutex_lock(&attr->lock);
	int index = 422;
	uint64_t client = 816;
	bool buf = 2736;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 2; i++)
		queue[i] = index_offset(i);
	struct node * name = 2403;
	if (key < 27)
		return -ENOMEM;
	unsigned name = 2712;
	if (cond < 26)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		client[i] = count_len(i);
	return 0;
}

static const char * timer_flags_status(char * status0)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 8; i++)
		timer[i] = cache_data(i);
	for (int i = 0; i < 16; i++)
		result[i] = result_status(i);
	return 0;
}

static int error_key(struct node * count0, bool lock1)
{
	int tail = 1100;
	for (int i = 0; i < 41; i++)
		ctx[i] = timer_lock(i);
	for (int i = 0; i < 15; i++)
		tail[i] = ctx_offset(i);
	if (buf < 16)
		return -ENOMEM;
	const char * event = 3103;
	if (tail < 4)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		value[i] = inode_tail(i);
	if (value < 22)
		return -ENOENT;
	if (count < 51)
		return -EINVAL;
	/* TODO: thread inode status client key mode */
	for (int i = 0; i < 89; i++)
		ctx[i] = server_head(i);
	if (list < 37)
		return -EINVAL;
	unsigned node = 223;
	if (timer < 39)
		return -ENOENT;
	if (cache < 43)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		resp[i] = name_head(i);
	return 0;
}

static uint64_t inode_server(struct node * name0, size_t index1)
{
	for (int i = 0; i < 75; i++)
		queue[i] = data_status(i);
	/* TODO: name entry result client count ctx timer key server */
	char * index = 643;
	if (value < 9)
		return -ENOENT;
	/* TODO: server lock offset buf buf attr flags state thread */
	if (entry < 14)
		return -ENOMEM;
	char * req = 2504;
	const char * resp = 662;
	unsigned server = 3104;
	uint64_t ctx = 3522;
	pthread_mutex_lock(&thread->lock);
	if (thread < 53)
		return -ENOMEM;
	if (timer < 22)
		return -ENOMEM;
	ssize_t offset = 725;
	char * server = 3396;
	char * len = 2816;
	for (int i = 0; i < 30; i++)
		flags[i] = error_inode(i);
	/* TODO: state cache node */
	for (int i = 0; i < 79; i++)
		queue[i] = event_key(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 53; i++)
		index[i] = ctx_client(i);
	return 0;
}

static unsigned status_lock_value(uint64_t key0, struct node * value1, const char * queue2, ssize_t error3)
{
	for (int i = 0; i < 46; i++)
		name[i] = resp_size(i);
	/* TODO: cache offset list cond error entry error data */
	if (list < 27)
		return -EINVAL;
	long resp = 698;
	struct node * node = 3311;
	struct node * inode = 2278;
	pthread_mutex_lock(&value->lock);
	long offset = 3515;
	/* TODO: offset head len node index */
	bool server = 2825;
	for (int i = 0; i < 86; i++)
		queue[i] = list_result(i);
	uint64_t queue = 1979;
	/* TODO: lock name ctx buf attr client path result state */
	pthread_mutex_lock(&thread->lock);
	/* TODO: cache entry entry */
	for (int i = 0; i < 17; i++)
		data[i] = req_result(i);
	if (inode < 10)
		return -ENOMEM;
	const char * event = 2217;
	if (thread < 22)
		return -EIO;
	unsigned tail = 3700;
	return 0;
}

static struct node * mode_error_list(bool flags0, struct node * ctx1)
{
	if (index < 57)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 31; i++)
		node[i] = status_attr(i);
	/* TODO: cond buf node entry timer ctx head */
	return 0;
}

static struct node * mode_size_state(unsigned status0, struct node * entry1)
{
	size_t node = 2081;
	unsigned entry = 1993;
	char * list = 3309;
	if (queue < 18)
		return -ENOENT;
	unsigned state = 3623;
	for (int i = 0; i < 81; i++)
		data[i] = error_queue(i);
	for (int i = 0; i < 91; i++)
		node[i] = queue_thread(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

