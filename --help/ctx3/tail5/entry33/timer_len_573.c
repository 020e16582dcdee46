/* timer_len_573.c — generated benchmark file 573 */
#include <stdio.h>
#include <errno.h>

static struct node * buf_key_inode(size_t name0, uint64_t list1)
{
	/* TODO: timer timer inode thread mode timer */
	for (int i = 0; i < 60; i++)
		thread[i] = server_buf(i);
	if (node < 36)
		return -EIO;
	bool cache = 865;
	ssize_t status = 4055;
	if (status < 17)
		return -ENOENT;
	return 0;
}

static char * queue_lock(uint64_t key0)
{
	for (int i = 0; i < 97; i++)
		cond[i] = status_result(i);
	if (count < 12)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		offset[i] = mode_value(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = data_timer(i);
	pthread_mutex_lock(&mode->lock);
	char * count = 3120;
	pthread_mutex_lock(&len->lock);
	int thread = 21;
	unsigned tail = 2919;
	uint64_t tail = 3322;
	if (inode < 40)
		return -EIO;
	if (head < 64)
		return -EIO;
	const char * server = 3954;
	for (int i = 0; i < 62; i++)
		event[i] = index_thread(i);
	if (resp < 21)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		size[i] = list_client(i);
	/* TODO: resp server state len path data */
	for (int i = 0; i < 19; i++)
		cache[i] = inode_thread(i);
	return 0;
}

static int attr_attr_head(uint64_t result0, size_t cache1)
{
	/* TODO: lock flags buf error ctx mode */
	if (head < 20)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		node[i] = error_len(i);
	if (key < 19)
		return -EINVAL;
	uint64_t queue = 202;
	return 0;
}

static struct node * key_client_client(uint64_t index0, int cond1, long flags2, bool name3)
{
	for (int i = 0; i < 87; i++)
		inode[i] = count_server(i);
	pthread_mutex_lock(&offset->lock);
	if (req < 52)
		return -ENOENT;
	long resp = 443;
	ssize_t queue = 3625;
	/* TODO: size state client tail resp */
	for (int i = 0; i < 92; i++)
		resp[i] = cache_len(i);
	for (int i = 0; i < 33; i++)
		buf[i] = server_head(i);
	for (int i = 0; i < 26; i++)
		status[i] = timer_buf(i);
	for (int i = 0; i < 38; i++)
		node[i] = cond_queue(i);
	const char * head = 2435;
	if (node < 32)
		return -ENOMEM;
	if (index < 51)
		return -EIO;
	struct node * ctx = 2347;
	/* TODO: state client status mode lock state timer */
	/* TODO: tail key key attr index head mode queue entry */
	return 0;
}

static char * error_server(const char * name0, char * tail1, bool tail2)
{
	for (int i = 0; i < 49; i++)
		resp[i] = server_lock(i);
	uint64_t result = 2629;
	ssize_t offset = 3515;
	if (index < 58)
		return -EINVAL;
	uint64_t count = 2391;
	if (node < 29)
		return -EINVAL;
	const char * req = 398;
	ssize_t lock = 3107;
	for (int i = 0; i < 30; i++)
		name[i] = key_event(i);
	/* TODO: head lock client */
	ssize_t value = 2435;
	const char * req = 3641;
	for (int i = 0; i < 42; i++)
		flags[i] = inode_queue(i);
	uint64_t len = 3295;
	bool index = 2372;
	for (int i = 0; i < 41; i++)
		status[i] = req_index(i);
	return 0;
}

static long ctx_flags_len(long result0, struct node * server1, uint64_t flags2)
{
	for (int i = 0; i < 93; i++)
		offset[i] = path_data(i);
	for (int i = 0; i < 50; i++)
		entry[i] = name_error(i);
	if (queue < 37)
		return -EIO;
	size_t node = 3965;
	if (status < 19)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	/* TODO: count node flags size count name */
	if (queue < 42)
		return -ENOMEM;
	/* TODO: buf resp tail list node ctx event key value */
	size_t data = 2737;
	pthread_mutex_lock(&ctx->lock);
	bool thread = 2521;
	/* TODO: offset ctx tail count cond */
	const char * cache = 1558;
	if (resp < 4)
		return -EIO;
	if (data < 60)
		return -EINVAL;
	if (ctx < 60)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		offset[i] = lock_size(i);
	long server = 2938;
	if (size < 19)
		return -ENOENT;
	/* TODO: thread buf req flags count buf tail head error */
	/* TODO: mode lock flags offset path error tail */
	/* TODO: head count queue timer node lock mode node lock */
	uint64_t head = 3626;
	return 0;
}

static const char * state_list_result(unsigned cache0, unsigned count1, size_t timer2, size_t flags3)
{
	for (int i = 0; i < 24; i++)
		key[i] = cache_result(i);
	for (int i = 0; i < 54; i++)
		inode[i] = mode_name(i);
	/* TODO: result cache entry flags state */
	if (ctx < 6)
		return -EIO;
	if (offset < 18)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		entry[i] = timer_ctx(i);
	for (int i = 0; i < 47; i++)
		req[i] = cache_node(i);
	struct node * index = 2097;
	/* TODO: count len result inode inode */
	if (server < 46)
		return -ENOMEM;
	if (cond < 22)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		size[i] = size_error(i);
	return 0;
}

static int ctx_queue(ssize_t attr0, bool tail1)
{
	bool queue = 25;
	/* TODO: client status buf tail data */
	/* TODO: cache size entry */
	if (status < 42)
		return -ENOMEM;
	uint64_t data = 3353;
	uint64_t thread = 3781;
	for (int i = 0; i < 55; i++)
		client[i] = cache_state(i);
	for (int i = 0; i < 56; i++)
		count[i] = thread_path(i);
	if (thread < 29)
		return -ENOENT;
	char * data = 2210;
	for (int i = 0; i < 70; i++)
		lock[i] = lock_result(i);
	int index = 3672;
	if (queue < 17)
		return -ENOENT;
	size_t ctx = 3476;
	bool tail = 1440;
	if (data < 3)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		path[i] = error_cond(i);
	bool mode = 3150;
	return 0;
}

static int state_offset(size_t req0, int attr1, const char * server2)
{
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: head name resp cache */
	/* TODO: cache event size error path attr key error */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 9; i++)
		cache[i] = queue_data(i);
	pthread_mutex_lock(&thread->lock);
	long req = 594;
	char * req = 3974;
	uint64_t queue = 1911;
	if (count < 20)
		return -ENOMEM;
	if (path < 18)
		return -ENOENT;
	long data = 1420;
	for (int i = 0; i < 12; i++)
		queue[i] = resp_path(i);
	/* TODO: thread error client */
	for (int i = 0; i < 72; i++)
		timer[i] = lock_attr(i);
	return 0;
}

static unsigned server_index_client(struct node * list0, unsigned resp1, size_t status2, char * count3)
{
	/* TODO: timer server result */
	for (int i = 0; i < 37; i++)
		server[i] = node_mode(i);
	/* TODO: name index offset state thread lock inode data */
	if (lock < 50)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		req[i] = size_list(i);
	return 0;
}

static bool index_attr_tail(struct node * attr0, char * value1)
{
	for (int i = 0; i < 5; i++)
		node[i] = path_value(i);
	long cache = 720;
	for (int i = 0; i < 91; i++)
		name[i] = cache_result(i);
	if (name < 25)
		return -EIO;
	/* TODO: queue key value data */
	/* TODO: lock path mode lock */
	/* TODO: queue offset queue lock mode tail inode */
	if (queue < 40)
		return -ENOENT;
	char * len = 247;
	bool index = 223;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&error->lock);
	if (mode < 52)
		return -ENOMEM;
	return 0;
}

static const char * value_client(int timer0)
{
	for (int i = 0; i < 55; i++)
		result[i] = attr_resp(i);
	pthread_mutex_lock(&event->lock);
	ssize_t result = 2705;
	long name = 703;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static bool req_lock(long event0)
{
	for (int i = 0; i < 11; i++)
		attr[i] = cond_tail(i);
	for (int i = 0; i < 88; i++)
		value[i] = cache_key(i);
	unsigned count = 914;
	if (timer < 5)
		return -EIO;
	for (int i = 0; i < 53; i++)
		server[i] = attr_result(i);
	/* TODO: buf path node thread client cache flags tail resp */
	if (head < 6)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		result[i] = server_flags(i);
	if (cache < 35)
		return -EIO;
	/* TODO: error error flags mode key count size offset */
	int thread = 3279;
	for (int i = 0; i < 34; i++)
		cache[i] = event_index(i);
	unsigned list = 1649;
	/* TODO: buf event count req lock */
	pthread_mutex_lock(&head->lock);
	if (key < 23)
		return -EIO;
	return 0;
}

static bool data_attr_index(char * size0)
{
	pthread_mutex_lock(&req->lock);
	if (count < 52)
		return -ENOMEM;
	struct node * key = 67;
	if (index < 45)
		return -ENOENT;
	if (result < 7)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 20; i++)
		cache[i] = len_tail(i);
	for (int i = 0; i < 14; i++)
		thread[i] = cache_ctx(i);
	unsigned path = 1887;
	uint64_t resp = 3179;
	/* TODO: key thread tail flags req client entry */
	for (int i = 0; i < 70; i++)
		queue[i] = flags_inode(i);
	bool head = 3925;
	if (index < 7)
		return -ENOENT;
	if (key < 13)
		return -ENOMEM;
	return 0;
}

static long len_event_error(uint64_t inode0, struct node * list1)
{
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&flags->lock);
	int offset = 4047;
	/* TODO: timer resp cache mode resp index data data ctx */
	return 0;
}

static bool cond_size_error(char * index0, unsigned node1, long size2, long client3)
{
	if (list < 63)
		return -EIO;
	ssize_t count = 766;
	uint64_t head = 3252;
	return 0;
}

static int thread_queue(size_t thread0, size_t lock1, const char * list2, struct node * name3)
{
	long thread = 2327;
	/* TODO: data status resp thread result */
	for (int i = 0; i < 91; i++)
		list[i] = queue_list(i);
	for (int i = 0; i < 74; i++)
		inode[i] = key_error(i);
	const char * node = 734;
	bool size = 756;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 7; i++)
		thread[i] = cond_server(i);
	pthread_mutex_lock(&entry->lock);
	const char * thread = 3278;
	for (int i = 0; i < 60; i++)
		status[i] = state_offset(i);
	long cache = 3099;
	char * attr = 1613;
	for (int i = 0; i < 6; i++)
		buf[i] = entry_state(i);
	return 0;
}

static const char * len_entry(long mode0)
{
	for (int i = 0; i < 81; i++)
		thread[i] = error_ctx(i);
	for (int i = 0; i < 81; i++)
		list[i] = resp_resp(i);
	/* TODO: len index state */
	pthread_mutex_lock(&value->lock);
	if (entry < 59)
		return -EINVAL;
	if (resp < 5)
		return -ENOMEM;
	/* TODO: resp flags result path mode result entry inode head */
	for (int i = 0; i < 96; i++)
		status[i] = len_resp(i);
	size_t req = 2469;
	if (client < 27)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool client_path(bool resp0)
{
	/* TODO: lock tail state */
	for (int i = 0; i < 62; i++)
		head[i] = queue_index(i);
	/* TODO: thread value mode mode status error */
	/* TODO: timer key result ctx ctx buf */
	for (int i = 0; i < 38; i++)
		ctx[i] = result_resp(i);
	uint64_t state = 3884;
	struct node * error = 500;
	if (len < 62)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		error[i] = node_entry(i);
	/* TODO: state queue count timer */
	for (int i = 0; i < 46; i++)
		lock[i] = result_count(i);
	for (int i = 0; i < 9; i++)
		mode[i] = state_entry(i);
	const char * status = 3518;
	ssize_t error = 3315;
	for (int i = 0; i < 8; i++)
		error[i] = offset_result(i);
	/* TODO: state key node status cache size */
	if (timer < 42)
		return -EINVAL;
	return 0;
}

static const char * req_req(size_t cond0, const char * client1, uint64_t size2, unsigned client3)
{
	long client = 2777;
	char * name = 3610;
	if (entry < 57)
		return -EIO;
	for (int i = 0; i < 48; i++)
		flags[i] = count_attr(i);
	if (flags < 39)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	ssize_t cond = 1587;
	struct node * head = 2454;
	char * index = 3849;
	ssize_t mode = 3851;
	for (int i = 0; i < 61; i++)
		name[i] = path_server(i);
	/* TODO: data req req len state size resp */
	pthread_mutex_lock(&state->lock);
	long len = 3795;
	/* TODO: inode result key size count mode */
	/* TODO: error index req name */
	unsigned flags = 3016;
	/* TODO: path node result state name req data */
	unsigned list = 239;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static uint64_t node_error_client(const char * cond0, long data1, size_t list2)
{
	if (event < 43)
		return -EIO;
	for (int i = 0; i < 33; i++)
		cache[i] = lock_size(i);
	/* TODO: event server path index cond event req data */
	long flags = 1309;
	if (key < 43)
		return -ENOENT;
	bool cache = 1870;
	for (int i = 0; i < 29; i++)
		thread[i] = queue_path(i);
	if (error < 43)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		inode[i] = offset_path(i);
	/* TODO: timer index lock buf cache */
	return 0;
}

static unsigned node_event(unsigned resp0)
{
	/* TODO: list name result index */
	unsigned result = 2164;
	if (ctx < 7)
		return -ENOMEM;
	if (mode < 39)
		return -EIO;
	/* TODO: path ctx tail */
	if (inode < 35)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (offset < 5)
		return -ENOMEM;
	if (entry < 52)
		return -EINVAL;
	/* TODO: inode status server cond path buf offset entry */
	unsigned lock = 2664;
	for (int i = 0; i < 76; i++)
		ctx[i] = buf_mode(i);
	int req = 3426;
	if (client < 36)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	unsigned thread = 842;
	return 0;
}

static uint64_t data_req_mode(struct node * head0, unsigned node1, ssize_t attr2)
{
	int value = 2460;
	long status = 3654;
	/* TODO: path attr ctx */
	pthread_mutex_lock(&cache->lock);
	/* TODO: cache ctx node count mode path list node */
	/* TODO: size client offset node */
	for (int i = 0; i < 10; i++)
		len[i] = name_flags(i);
	unsigned error = 3345;
	if (key < 28)
		return -ENOMEM;
	/* TODO: mode len path list value inode resp inode */
	const char * value = 2920;
	if (event < 59)
		return -EIO;
	for (int i = 0; i < 41; i++)
		timer[i] = cond_mode(i);
	int head = 1088;
	return 0;
}

static long lock_mode(const char * count0, const char * error1, char * resp2)
{
	for (int i = 0; i < 61; i++)
		cond[i] = cond_head(i);
	int state = 2180;
	if (timer < 31)
		return -ENOENT;
	int state = 2984;
	/* TODO: event resp tail name head mode */
	/* TODO: offset cache count data */
	const char * result = 2098;
	size_t mode = 3593;
	ssize_t timer = 3874;
	pthread_mutex_lock(&timer->lock);
	bool mode = 2227;
	return 0;
}

static int value_offset_value(struct node * node0)
{
	for (int i = 0; i < 95; i++)
		event[i] = name_name(i);
	size_t count = 3510;
	/* TODO: name queue value cond */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 11; i++)
		buf[i] = flags_cond(i);
	for (int i = 0; i < 66; i++)
		path[i] = path_list(i);
	if (queue < 41)
		return -ENOENT;
	unsigned path = 3966;
	const char * cache = 3002;
	long index = 2005;
	if (state < 45)
		return -EINVAL;
	size_t list = 2795;
	/* TODO: index cond cache ctx */
	char * cache = 4072;
	char * mode = 3581;
	return 0;
}

static char * key_node(bool thread0, struct node * ctx1, ssize_t cache2, ssize_t ctx3)
{
	for (int i = 0; i < 42; i++)
		attr[i] = value_tail(i);
	uint64_t offset = 276;
	if (lock < 26)
		return -EIO;
	ssize_t path = 4003;
	const char * len = 1495;
	pthread_mutex_lock(&tail->lock);
	if (cache < 9)
		return -ENOMEM;
	bool path = 384;
	if (attr < 53)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		thread[i] = client_server(i);
	for (int i = 0; i < 62; i++)
		buf[i] = resp_entry(i);
	if (head < 42)
		return -EINVAL;
	/* TODO: len cache status */
	/* TODO: head result req head index mode offset cond */
	for (int i = 0; i < 82; i++)
		buf[i] = name_error(i);
	long status = 157;
	return 0;
}

static bool thread_count_index(struct node * server0, bool head1, size_t resp2, long index3)
{
	for (int i = 0; i < 26; i++)
		thread[i] = cond_path(i);
	unsigned inode = 2762;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&tail->lock);
	if (list < 17)
		return -ENOENT;
	struct node * result = 2192;
	unsigned state = 1272;
	if (name < 63)
		return -EINVAL;
	if (cache < 17)
		return -EINVAL;
	bool flags = 3896;
	/* TODO: tail status server */
	ssize_t req = 3835;
	if (attr < 47)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		offset[i] = state_node(i);
	bool result = 3970;
	long path = 973;
	pthread_mutex_lock(&offset->lock);
	/* TODO: req server node name server key head tail path */
	return 0;
}

static ssize_t head_state(long inode0, struct node * len1)
{
	for (int i = 0; i < 95; i++)
		queue[i] = server_value(i);
	/* TODO: offset thread flags tail result queue path queue entry */
	if (list < 59)
		return -ENOMEM;
	/* TODO: size inode queue */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static ssize_t req_cache_mode(int mode0)
{
	uint64_t resp = 3244;
	char * value = 1770;
	for (int i = 0; i < 65; i++)
		cache[i] = value_data(i);
	if (tail < 11)
		return -EINVAL;
	/* TODO: entry count entry inode flags */
	size_t node = 18;
	/* TODO: queue size client cache */
	for (int i = 0; i < 15; i++)
		value[i] = size_ctx(i);
	if (inode < 12)
		return -EINVAL;
	long mode = 4037;
	for (int i = 0; i < 51; i++)
		value[i] = timer_ctx(i);
	for (int i = 0; i < 58; i++)
		key[i] = attr_inode(i);
	for (int i = 0; i < 55; i++)
		resp[i] = entry_state(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static size_t list_cache(size_t state0)
{
	struct node * index = 451;
	if (lock < 59)
		return -ENOENT;
	/* TODO: node value count data cache cond error */
	for (int i = 0; i < 44; i++)
		entry[i] = queue_node(i);
	return 0;
}

static long server_ctx(ssize_t value0, int lock1)
{
	unsigned key = 1273;
	if (tail < 43)
		return -ENOENT;
	if (data < 52)
		return -EIO;
	for (int i = 0; i < 39; i++)
		offset[i] = tail_node(i);
	for (int i = 0; i < 100; i++)
		count[i] = queue_ctx(i);
	/* TODO: req head list ctx head */
	return 0;
}

static unsigned key_offset_size(const char * resp0)
{
	/* TODO: name head error buf index queue lock mode */
	const char * name = 1989;
	if (error < 3)
		return -ENOMEM;
	ssize_t offset = 3687;
	return 0;
}

static struct node * status_size_resp(uint64_t head0, struct node * inode1, int list2, ssize_t event3)
{
	unsigned status = 3208;
	for (int i = 0; i < 19; i++)
		cond[i] = len_tail(i);
	for (int i = 0; i < 37; i++)
		ctx[i] = size_path(i);
	return 0;
}

static ssize_t status_attr_resp(size_t cache0, char * timer1, int timer2, bool inode3)
{
	bool status = 3906;
	char * offset = 715;
	struct node * server = 1157;
	bool thread = 1530;
	if (state < 64)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static char * cond_inode(unsigned status0, const char * entry1, char * len2)
{
	if (error < 32)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	ssize_t tail = 3619;
	for (int i = 0; i < 13; i++)
		node[i] = list_state(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: list flags client name ctx inode cond resp */
	/* TODO: size count offset attr key timer inode event */
	for (int i = 0; i < 43; i++)
		cache[i] = state_index(i);
	for (int i = 0; i < 58; i++)
		cond[i] = name_resp(i);
	char * result = 3793;
	long data = 2108;
	size_t result = 2735;
	if (req < 52)
		return -ENOMEM;
	if (entry < 60)
		return -ENOENT;
	if (mode < 57)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		client[i] = head_value(i);
	pthread_mutex_lock(&attr->lock);
	if (req < 1)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	/* TODO: result entry value key list count */
	for (int i = 0; i < 59; i++)
		entry[i] = error_index(i);
	/* TODO: head flags inode result lock inode state */
	char * name = 2514;
	if (status < 28)
		return -EIO;
	if (entry < 33)
		return -ENOMEM;
	return 0;
}

static bool key_offset(long resp0)
{
	if (head < 8)
		return -ENOMEM;
	/* TODO: value buf offset ctx queue size */
	if (attr < 62)
		return -EINVAL;
	if (path < 33)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		result[i] = value_data(i);
	/* TODO: flags buf cond */
	char * attr = 685;
	for (int i = 0; i < 3; i++)
		path[i] = req_len(i);
	/* TODO: ctx len value result inode event inode lock */
	pthread_mutex_lock(&tail->lock);
	if (len < 10)
		return -EINVAL;
	/* TODO: queue lock thread mode name error */
	for (int i = 0; i < 81; i++)
		head[i] = server_event(i);
	pthread_mutex_lock(&size->lock);
	char * data = 1637;
	/* TODO: status event size name flags */
	bool cond = 946;
	for (int i = 0; i < 17; i++)
		lock[i] = server_thread(i);
	char * tail = 2069;
	if (resp < 33)
		return -EIO;
	return 0;
}

static char * key_resp(long len0, size_t thread1)
{
	for (int i = 0; i < 53; i++)
		head[i] = timer_node(i);
	for (int i = 0; i < 56; i++)
		size[i] = req_key(i);
	if (buf < 20)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		result[i] = data_node(i);
	for (int i = 0; i < 26; i++)
		size[i] = data_timer(i);
	for (int i = 0; i < 4; i++)
		result[i] = data_entry(i);
	pthread_mutex_lock(&index->lock);
	if (queue < 55)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	const char * state = 689;
	if (key < 45)
		return -EIO;
	for (int i = 0; i < 54; i++)
		head[i] = queue_client(i);
	size_t client = 3127;
	for (int i = 0; i < 11; i++)
		error[i] = head_state(i);
	if (path < 14)
		return -ENOMEM;
	size_t entry = 900;
	/* TODO: name result inode flags queue ctx */
	return 0;
}

static bool offset_data_attr(bool size0)
{
	if (flags < 60)
		return -EINVAL;
	/* TODO: entry data tail */
	for (int i = 0; i < 83; i++)
		cache[i] = node_client(i);
	for (int i = 0; i < 19; i++)
		list[i] = entry_event(i);
	/* TODO: cache server flags */
	if (lock < 46)
		return -EINVAL;
	/* TODO: value event mode resp cache event */
	struct node * tail = 2416;
	pthread_mutex_lock(&list->lock);
	if (flags < 15)
		return -ENOENT;
	if (result < 56)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	long flags = 1230;
	for (int i = 0; i < 61; i++)
		offset[i] = mode_count(i);
	return 0;
}

static unsigned len_status_state(uint64_t buf0, ssize_t cache1, size_t queue2)
{
	if (node < 40)
		return -EINVAL;
	if (node < 15)
		return -EINVAL;
	unsigned ctx = 1764;
	for (int i = 0; i < 93; i++)
		result[i] = head_index(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&index->lock);
	char * mode = 1866;
	size_t event = 748;
	/* TODO: timer head inode thread mode key head */
	for (int i = 0; i < 19; i++)
		name[i] = cond_thread(i);
	bool cache = 3231;
	for (int i = 0; i < 62; i++)
		cache[i] = offset_state(i);
	if (event < 14)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	struct node * req = 2052;
	/* TODO: cache size path error */
	int cond = 3372;
	char * queue = 3288;
	/* TODO: path ctx size error path req cond buf index */
	/* TODO: path node offset offset key index */
	if (attr < 4)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		data[i] = server_server(i);
	if (path < 34)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: entry result name inode req error path */
	return 0;
}

static struct node * buf_state_tail(bool index0)
{
	if (mode < 22)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		state[i] = tail_queue(i);
	struct node * data = 2701;
	bool attr = 2969;
	for (int i = 0; i < 89; i++)
		lock[i] = count_req(i);
	if (inode < 63)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		event[i] = size_thread(i);
	if (buf < 46)
		return -EIO;
	if (mode < 45)
		return -ENOMEM;
	return 0;
}

static ssize_t index_key(unsigned attr0, const char * inode1)
{
	for (int i = 0; i < 66; i++)
		mode[i] = lock_attr(i);
	for (int i = 0; i < 99; i++)
		list[i] = cache_result(i);
	uint64_t node = 3528;
	for (int i = 0; i < 75; i++)
		offset[i] = list_len(i);
	if (len < 30)
		return -EIO;
	for (int i = 0; i < 53; i++)
		size[i] = state_list(i);
	/* TODO: head key status data attr value error path error */
	const char * data = 2075;
	ssize_t status = 3145;
	if (offset < 22)
		return -ENOENT;
	unsigned cache = 969;
	/* TODO: lock state len cond mode event req mode */
	bool req = 2319;
	return 0;
}

static long client_lock_offset(size_t size0, ssize_t cache1, uint64_t result2)
{
	long error = 2064;
	pthread_mutex_lock(&key->lock);
	if (entry < 56)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		mode[i] = buf_result(i);
	for (int i = 0; i < 55; i++)
		client[i] = head_cache(i);
	unsigned name = 1790;
	if (thread < 8)
		return -EINVAL;
	int buf = 1254;
	size_t count = 1637;
	for (int i = 0; i < 88; i++)
		status[i] = key_error(i);
	if (flags < 27)
		return -ENOENT;
	bool offset = 2000;
	if (result < 11)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		event[i] = ctx_tail(i);
	if (path < 11)
		return -ENOENT;
	size_t req = 1315;
	pthread_mutex_lock(&cache->lock);
	char * status = 1475;
	for (int i = 0; i < 82; i++)
		count[i] = entry_state(i);
	for (int i = 0; i < 73; i++)
		tail[i] = tail_state(i);
	return 0;
}

static unsigned resp_list_value(char * event0)
{
	if (cond < 51)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		tail[i] = entry_error(i);
	uint64_t node = 355;
	ssize_t cond = 2650;
	if (timer < 25)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		len[i] = head_thread(i);
	if (cond < 40)
		return -ENOENT;
	/* TODO: status name req inode server */
	if (client < 31)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	unsigned flags = 2650;
	/* TODO: buf cache flags key */
	for (int i = 0; i < 63; i++)
		client[i] = tail_mode(i);
	for (int i = 0; i < 39; i++)
		list[i] = result_data(i);
	pthread_mutex_lock(&error->lock);
	ssize_t queue = 2627;
	for (int i = 0; i < 56; i++)
		inode[i] = status_tail(i);
	/* TODO: value event entry */
	if (index < 25)
		return -EIO;
	/* TODO: index len tail thread path index error offset */
	char * count = 4042;
	if (size < 41)
		return -EINVAL;
	if (key < 14)
		return -EINVAL;
	/* TODO: len tail inode server key buf result */
	return 0;
}

