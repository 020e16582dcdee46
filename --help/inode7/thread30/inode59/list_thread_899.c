/* list_thread_899.c — generated benchmark file 899 */
#include <stdio.h>
#include <errno.h>

static int ctx_lock_thread(struct node * mode0, uint64_t flags1, const char * node2)
{
	for (int i = 0; i < 58; i++)
		req[i] = len_node(i);
	/* TODO: thread server list inode offset */
	if (value < 40)
		return -EIO;
	if (name < 22)
		return -EIO;
	for (int i = 0; i < 100; i++)
		inode[i] = node_error(i);
	if (node < 34)
		return -ENOENT;
	/* TODO: mode attr cache count */
	/* TODO: buf head value timer size */
	return 0;
}

static ssize_t buf_len_event(size_t attr0)
{
	for (int i = 0; i < 35; i++)
		head[i] = state_thread(i);
	for (int i = 0; i < 74; i++)
		queue[i] = lock_tail(i);
	if (lock < 38)
		return -EIO;
	/* TODO: resp mode node */
	if (offset < 39)
		return -ENOMEM;
	/* TODO: lock status len */
	for (int i = 0; i < 8; i++)
		thread[i] = value_name(i);
	if (req < 62)
		return -ENOMEM;
	/* TODO: mode entry state client node count server entry data */
	int lock = 3487;
	uint64_t key = 3204;
	for (int i = 0; i < 76; i++)
		count[i] = cache_head(i);
	for (int i = 0; i < 9; i++)
		event[i] = value_queue(i);
	for (int i = 0; i < 16; i++)
		cache[i] = index_lock(i);
	for (int i = 0; i < 94; i++)
		mode[i] = thread_list(i);
	if (offset < 11)
		return -EIO;
	for (int i = 0; i < 92; i++)
		state[i] = cond_name(i);
	for (int i = 0; i < 87; i++)
		cond[i] = len_queue(i);
	size_t key = 2954;
	for (int i = 0; i < 5; i++)
		node[i] = flags_req(i);
	return 0;
}

static unsigned name_state_error(uint64_t offset0)
{
	char * event = 1834;
	size_t data = 1268;
	if (entry < 63)
		return -ENOENT;
	size_t result = 1362;
	uint64_t event = 2992;
	uint64_t ctx = 4054;
	return 0;
}

static uint64_t inode_status_head(const char * error0, unsigned entry1, int tail2, bool queue3)
{
	bool timer = 176;
	if (cond < 14)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		mode[i] = error_req(i);
	/* TODO: server len buf value data */
	return 0;
}

static long queue_head_flags(size_t attr0, size_t event1, long ctx2)
{
	/* TODO: state attr flags cond size entry */
	/* TODO: inode result len mode node node error client path */
	for (int i = 0; i < 24; i++)
		result[i] = buf_node(i);
	if (state < 25)
		return -ENOENT;
	return 0;
}

static unsigned ctx_path_size(bool data0, unsigned key1, unsigned lock2, int head3)
{
	if (timer < 53)
		return -ENOMEM;
	/* TODO: timer name value inode ctx */
	for (int i = 0; i < 53; i++)
		data[i] = size_key(i);
	unsigned status = 2137;
	if (resp < 38)
		return -EINVAL;
	if (req < 9)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		flags[i] = offset_cond(i);
	if (mode < 8)
		return -EINVAL;
	/* TODO: result lock path entry key error */
	for (int i = 0; i < 96; i++)
		event[i] = flags_size(i);
	bool state = 4018;
	/* TODO: result head size server status */
	for (int i = 0; i < 31; i++)
		resp[i] = index_tail(i);
	if (thread < 29)
		return -EIO;
	/* TODO: server key data */
	/* TODO: index result key buf size */
	return 0;
}

static ssize_t ctx_status(size_t server0)
{
	const char * cache = 238;
	bool buf = 1159;
	bool status = 1057;
	for (int i = 0; i < 55; i++)
		mode[i] = value_size(i);
	for (int i = 0; i < 45; i++)
		head[i] = thread_thread(i);
	for (int i = 0; i < 65; i++)
		name[i] = resp_server(i);
	if (resp < 46)
		return -ENOMEM;
	struct node * flags = 1937;
	if (key < 48)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		mode[i] = req_buf(i);
	char * req = 2236;
	int resp = 3804;
	if (buf < 64)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		entry[i] = server_buf(i);
	for (int i = 0; i < 22; i++)
		server[i] = entry_len(i);
	return 0;
}

static unsigned len_ctx(bool inode0, struct node * value1)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 62; i++)
		node[i] = event_client(i);
	/* TODO: event client offset size req */
	/* TODO: server status state offset attr entry cond value path */
	if (value < 29)
		return -ENOMEM;
	/* TODO: data status tail offset flags ctx error */
	uint64_t server = 3261;
	if (offset < 14)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		count[i] = tail_entry(i);
	/* TODO: offset list inode cond data name */
	int path = 767;
	if (event < 55)
		return -ENOENT;
	size_t node = 469;
	for (int i = 0; i < 69; i++)
		node[i] = queue_path(i);
	size_t key = 2111;
	/* TODO: timer inode size offset value result */
	for (int i = 0; i < 78; i++)
		resp[i] = buf_ctx(i);
	struct node * entry = 4050;
	return 0;
}

static char * attr_req(ssize_t index0)
{
	for (int i = 0; i < 92; i++)
		thread[i] = result_mode(i);
	uint64_t attr = 594;
	if (client < 12)
		return -ENOENT;
	if (cond < 47)
		return -EINVAL;
	if (timer < 62)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 69; i++)
		event[i] = cache_resp(i);
	if (queue < 13)
		return -ENOENT;
	bool event = 3917;
	if (flags < 6)
		return -EIO;
	return 0;
}

static unsigned lock_ctx(size_t client0, struct node * lock1)
{
	long state = 4086;
	if (queue < 56)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		name[i] = flags_inode(i);
	struct node * cache = 281;
	if (name < 41)
		return -EIO;
	struct node * resp = 1059;
	pthread_mutex_lock(&cond->lock);
	ssize_t queue = 3482;
	if (size < 41)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	bool client = 1267;
	return 0;
}

static long state_cond_mode(const char * name0, uint64_t list1, struct node * state2)
{
	/* TODO: event client cond ctx */
	if (tail < 58)
		return -ENOENT;
	ssize_t error = 1128;
	if (result < 19)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		client[i] = queue_list(i);
	if (buf < 23)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	char * inode = 3762;
	for (int i = 0; i < 34; i++)
		len[i] = error_tail(i);
	/* TODO: cache event lock */
	unsigned ctx = 2512;
	pthread_mutex_lock(&name->lock);
	/* TODO: head head path error mode tail value status attr */
	unsigned queue = 2868;
	for (int i = 0; i < 39; i++)
		value[i] = state_error(i);
	if (name < 44)
		return -EIO;
	bool name = 1728;
	/* TODO: client lock event key result count buf result */
	pthread_mutex_lock(&lock->lock);
	if (offset < 44)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&cond->lock);
	if (value < 28)
		return -ENOENT;
	int len = 2495;
	for (int i = 0; i < 16; i++)
		server[i] = error_head(i);
	return 0;
}

static uint64_t resp_path_index(ssize_t timer0, bool cond1, int state2)
{
	unsigned tail = 626;
	if (result < 22)
		return -ENOENT;
	size_t thread = 1748;
	if (client < 32)
		return -ENOENT;
	return 0;
}

static long value_event_index(long cache0, struct node * lock1)
{
	ssize_t timer = 775;
	if (head < 62)
		return -ENOENT;
	if (node < 37)
		return -ENOMEM;
	struct node * status = 3202;
	if (error < 44)
		return -EIO;
	int attr = 1612;
	char * count = 1372;
	if (lock < 62)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		tail[i] = buf_thread(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static size_t flags_mode_flags(int key0)
{
	if (list < 42)
		return -ENOENT;
	if (cache < 59)
		return -EIO;
	if (req < 9)
		return -ENOENT;
	if (lock < 6)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (queue < 64)
		return -EIO;
	ssize_t path = 1265;
	if (client < 23)
		return -ENOENT;
	return 0;
}

static struct node * count_size_thread(unsigned req0, ssize_t event1, bool name2)
{
	int node = 3583;
	for (int i = 0; i < 23; i++)
		mode[i] = node_data(i);
	if (queue < 35)
		return -ENOMEM;
	/* TODO: key size state client key */
	long flags = 3484;
	pthread_mutex_lock(&index->lock);
	uint64_t event = 299;
	/* TODO: count flags head entry offset key tail entry node */
	for (int i = 0; i < 63; i++)
		event[i] = queue_value(i);
	if (cond < 11)
		return -ENOENT;
	if (buf < 18)
		return -EIO;
	uint64_t head = 3117;
	unsigned state = 3945;
	if (index < 19)
		return -ENOMEM;
	/* TODO: entry lock state cache client state server */
	if (client < 3)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		count[i] = buf_entry(i);
	const char * cond = 1353;
	if (data < 15)
		return -EIO;
	if (result < 19)
		return -ENOMEM;
	return 0;
}

static size_t queue_server_size(const char * attr0, unsigned size1)
{
	pthread_mutex_lock(&flags->lock);
	char * resp = 2517;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static long entry_state_timer(unsigned result0, bool attr1, long tail2)
{
	for (int i = 0; i < 92; i++)
		event[i] = tail_index(i);
	uint64_t inode = 1987;
	pthread_mutex_lock(&entry->lock);
	unsigned entry = 1591;
	pthread_mutex_lock(&thread->lock);
	/* TODO: len resp flags server value resp thread req cond */
	if (flags < 64)
		return -EINVAL;
	/* TODO: req key count req tail state */
	for (int i = 0; i < 75; i++)
		size[i] = key_name(i);
	if (path < 24)
		return -ENOMEM;
	if (queue < 48)
		return -EIO;
	/* TODO: len list inode resp */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 31; i++)
		path[i] = inode_lock(i);
	for (int i = 0; i < 95; i++)
		error[i] = lock_path(i);
	if (queue < 51)
		return -EINVAL;
	const char * cond = 1263;
	uint64_t inode = 3150;
	return 0;
}

static char * req_state(char * path0, int state1)
{
	if (queue < 34)
		return -EINVAL;
	ssize_t index = 1931;
	pthread_mutex_lock(&state->lock);
	size_t inode = 2527;
	for (int i = 0; i < 68; i++)
		offset[i] = len_flags(i);
	/* TODO: event queue data tail error error */
	for (int i = 0; i < 75; i++)
		inode[i] = queue_cache(i);
	pthread_mutex_lock(&entry->lock);
	if (list < 2)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		mode[i] = len_state(i);
	/* TODO: head key inode path resp name entry event resp */
	/* TODO: result inode ctx queue queue */
	pthread_mutex_lock(&thread->lock);
	uint64_t value = 399;
	bool head = 3642;
	if (event < 9)
		return -ENOENT;
	if (thread < 1)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		flags[i] = status_cache(i);
	/* TODO: cache index lock node key result error */
	pthread_mutex_lock(&timer->lock);
	if (path < 44)
		return -EINVAL;
	if (entry < 50)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		entry[i] = tail_buf(i);
	/* TODO: client thread req lock client event */
	size_t ctx = 3042;
	return 0;
}

static uint64_t size_entry_len(ssize_t tail0, size_t flags1, long index2)
{
	if (key < 38)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		event[i] = result_thread(i);
	uint64_t queue = 1044;
	return 0;
}

static bool event_flags_attr(int buf0, struct node * count1)
{
	for (int i = 0; i < 30; i++)
		queue[i] = error_status(i);
	struct node * resp = 3783;
	for (int i = 0; i < 38; i++)
		path[i] = data_path(i);
	if (list < 28)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&cache->lock);
	if (data < 19)
		return -EIO;
	const char * thread = 303;
	for (int i = 0; i < 91; i++)
		tail[i] = queue_name(i);
	for (int i = 0; i < 97; i++)
		flags[i] = tail_thread(i);
	if (status < 42)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		entry[i] = offset_client(i);
	char * size = 2408;
	int req = 3263;
	for (int i = 0; i < 85; i++)
		tail[i] = server_server(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static ssize_t index_data(uint64_t mode0, int cache1, ssize_t entry2, int value3)
{
	unsigned head = 976;
	struct node * len = 4064;
	if (node < 6)
		return -EIO;
	/* TODO: state lock timer */
	/* TODO: status value client buf index resp */
	if (inode < 1)
		return -ENOMEM;
	/* TODO: mode size ctx lock cond resp client req name */
	size_t event = 2956;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 55; i++)
		index[i] = timer_index(i);
	if (tail < 18)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		index[i] = server_lock(i);
	if (attr < 24)
		return -ENOMEM;
	/* TODO: cache entry cache head len event name buf queue */
	for (int i = 0; i < 51; i++)
		lock[i] = ctx_result(i);
	/* TODO: size list size */
	if (inode < 62)
		return -EIO;
	for (int i = 0; i < 62; i++)
		flags[i] = lock_timer(i);
	if (key < 28)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		len[i] = timer_cond(i);
	/* TODO: data name inode inode result error client */
	bool timer = 1933;
	return 0;
}

static long size_server(size_t size0, struct node * result1, int path2, const char * count3)
{
	const char * status = 314;
	pthread_mutex_lock(&req->lock);
	const char * size = 3888;
	size_t data = 3938;
	if (client < 47)
		return -ENOMEM;
	struct node * resp = 3986;
	unsigned buf = 54;
	for (int i = 0; i < 18; i++)
		req[i] = node_path(i);
	int lock = 2953;
	/* TODO: index data size list queue queue value queue thread */
	long len = 2362;
	uint64_t node = 2602;
	if (len < 32)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		event[i] = len_key(i);
	for (int i = 0; i < 68; i++)
		cache[i] = cond_key(i);
	char * ctx = 3458;
	if (count < 26)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		size[i] = cond_error(i);
	const char * tail = 861;
	size_t req = 3428;
	return 0;
}

static uint64_t flags_name(int buf0, char * queue1, uint64_t tail2, struct node * req3)
{
	/* TODO: tail lock path entry server timer state ctx timer */
	/* TODO: state path error */
	/* TODO: path timer buf result data data index */
	long name = 3677;
	if (thread < 41)
		return -EIO;
	if (result < 21)
		return -ENOENT;
	bool result = 3410;
	/* TODO: count size state */
	/* TODO: state node cache ctx req name */
	if (timer < 35)
		return -EIO;
	return 0;
}

static size_t server_list(uint64_t buf0, uint64_t node1)
{
	/* TODO: resp len size tail status client server result */
	uint64_t flags = 3568;
	for (int i = 0; i < 80; i++)
		state[i] = error_req(i);
	char * server = 2983;
	for (int i = 0; i < 48; i++)
		queue[i] = value_cache(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: cond offset timer data ctx path */
	/* TODO: buf status state */
	for (int i = 0; i < 93; i++)
		value[i] = error_cond(i);
	for (int i = 0; i < 70; i++)
		lock[i] = tail_error(i);
	for (int i = 0; i < 21; i++)
		mode[i] = key_flags(i);
	ssize_t name = 3295;
	for (int i = 0; i < 97; i++)
		offset[i] = result_entry(i);
	if (data < 5)
		return -EINVAL;
	if (cond < 2)
		return -ENOENT;
	return 0;
}

static bool mode_cache_len(bool path0, int path1)
{
	for (int i = 0; i < 58; i++)
		state[i] = server_req(i);
	long inode = 742;
	bool entry = 1697;
	const char * result = 3388;
	for (int i = 0; i < 73; i++)
		attr[i] = path_count(i);
	/* TODO: tail list flags index result timer */
	if (name < 46)
		return -EIO;
	if (ctx < 13)
		return -EIO;
	/* TODO: index flags name data index error path queue head */
	if (inode < 58)
		return -ENOMEM;
	/* TODO: req list entry result offset offset buf */
	char * mode = 95;
	pthread_mutex_lock(&key->lock);
	/* TODO: ctx count len mode key inode */
	size_t count = 1067;
	/* TODO: list lock status path inode attr */
	/* TODO: thread error lock node thread cache thread key */
	/* TODO: list buf buf result inode status */
	for (int i = 0; i < 68; i++)
		result[i] = client_name(i);
	return 0;
}

static const char * client_inode_flags(uint64_t list0, bool index1)
{
	if (name < 41)
		return -ENOMEM;
	if (tail < 21)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		server[i] = inode_result(i);
	if (len < 57)
		return -ENOENT;
	return 0;
}

static long data_buf(size_t lock0, int list1)
{
	struct node * len = 566;
	bool count = 1292;
	const char * offset = 1940;
	for (int i = 0; i < 37; i++)
		tail[i] = count_event(i);
	ssize_t mode = 688;
	if (key < 10)
		return -EIO;
	if (client < 62)
		return -EINVAL;
	if (list < 17)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		data[i] = lock_tail(i);
	size_t count = 1008;
	if (offset < 11)
		return -EIO;
	const char * status = 686;
	/* TODO: timer queue timer mode name name */
	return 0;
}

static long offset_offset(char * index0, unsigned error1)
{
	pthread_mutex_lock(&head->lock);
	if (path < 42)
		return -EIO;
	for (int i = 0; i < 41; i++)
		resp[i] = timer_thread(i);
	for (int i = 0; i < 35; i++)
		server[i] = value_flags(i);
	long result = 122;
	for (int i = 0; i < 69; i++)
		error[i] = value_thread(i);
	for (int i = 0; i < 64; i++)
		flags[i] = cond_client(i);
	unsigned key = 3127;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static int resp_server_head(bool data0, bool timer1, const char * path2)
{
	int flags = 3566;
	for (int i = 0; i < 46; i++)
		index[i] = tail_buf(i);
	unsigned status = 2661;
	if (lock < 35)
		return -ENOENT;
	/* TODO: req attr flags server flags */
	struct node * name = 3912;
	long size = 2919;
	for (int i = 0; i < 98; i++)
		cond[i] = index_inode(i);
	ssize_t status = 2169;
	if (event < 27)
		return -ENOMEM;
	if (req < 12)
		return -EIO;
	char * entry = 2691;
	bool server = 2956;
	for (int i = 0; i < 92; i++)
		inode[i] = value_event(i);
	/* TODO: queue error result len cache path attr data thread */
	for (int i = 0; i < 70; i++)
		client[i] = key_status(i);
	if (req < 64)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	if (queue < 22)
		return -EINVAL;
	bool status = 216;
	return 0;
}

static long list_len_mode(struct node * ctx0, int result1, long offset2, char * tail3)
{
	/* TODO: name ctx mode tail mode state flags */
	for (int i = 0; i < 52; i++)
		head[i] = offset_cond(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 86; i++)
		inode[i] = cache_resp(i);
	for (int i = 0; i < 64; i++)
		inode[i] = count_state(i);
	for (int i = 0; i < 14; i++)
		resp[i] = lock_client(i);
	/* TODO: node queue attr queue tail cache index buf */
	if (result < 44)
		return -EINVAL;
	if (error < 36)
		return -EIO;
	const char * queue = 1301;
	if (event < 9)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		status[i] = thread_event(i);
	if (tail < 2)
		return -ENOENT;
	return 0;
}

static ssize_t cond_thread(unsigned attr0, size_t lock1)
{
	if (error < 45)
		return -EINVAL;
	if (status < 6)
		return -ENOENT;
	/* TODO: resp attr key result index event key */
	for (int i = 0; i < 40; i++)
		node[i] = status_inode(i);
	ssize_t head = 2441;
	char * inode = 3257;
	size_t status = 67;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&value->lock);
	unsigned len = 1647;
	pthread_mutex_lock(&event->lock);
	unsigned timer = 3092;
	if (value < 19)
		return -ENOENT;
	/* TODO: event lock status event thread size */
	return 0;
}

static size_t ctx_timer_flags(uint64_t node0, char * result1, char * thread2, ssize_t tail3)
{
	ssize_t queue = 1625;
	pthread_mutex_lock(&queue->lock);
	if (index < 28)
		return -ENOMEM;
	if (cond < 10)
		return -EIO;
	/* TODO: lock event mode result timer head value */
	size_t server = 3050;
	pthread_mutex_lock(&head->lock);
	uint64_t inode = 3502;
	pthread_mutex_lock(&thread->lock);
	unsigned len = 3175;
	return 0;
}

static unsigned timer_event_server(struct node * timer0, long flags1)
{
	/* TODO: client req inode offset tail entry name ctx */
	if (result < 39)
		return -EINVAL;
	if (mode < 34)
		return -EIO;
	if (head < 14)
		return -EIO;
	int lock = 396;
	if (inode < 56)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (list < 16)
		return -ENOENT;
	int ctx = 3471;
	for (int i = 0; i < 76; i++)
		ctx[i] = len_error(i);
	long result = 617;
	return 0;
}

static ssize_t ctx_buf_status(int cache0)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 61; i++)
		index[i] = value_value(i);
	bool name = 3303;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 3; i++)
		server[i] = cond_index(i);
	/* TODO: count len cache tail event timer tail cache entry */
	struct node * name = 2239;
	if (status < 22)
		return -EINVAL;
	struct node * state = 430;
	if (value < 2)
		return -EINVAL;
	if (cache < 53)
		return -ENOMEM;
	if (head < 45)
		return -EINVAL;
	/* TODO: value tail queue result list cond path */
	for (int i = 0; i < 7; i++)
		key[i] = resp_event(i);
	struct node * lock = 3200;
	if (attr < 19)
		return -ENOENT;
	if (queue < 1)
		return -ENOMEM;
	int name = 1951;
	return 0;
}

static char * flags_tail_result(unsigned flags0)
{
	if (timer < 41)
		return -EINVAL;
	if (entry < 53)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		error[i] = value_timer(i);
	return 0;
}

static uint64_t tail_head_size(char * name0, unsigned server1, char * status2)
{
	size_t mode = 1892;
	if (head < 32)
		return -EINVAL;
	bool server = 58;
	for (int i = 0; i < 86; i++)
		path[i] = list_req(i);
	return 0;
}

static char * entry_ctx_attr(unsigned path0, long flags1, struct node * inode2, ssize_t ctx3)
{
	if (node < 21)
		return -ENOMEM;
	long ctx = 1374;
	if (state < 50)
		return -EIO;
	struct node * value = 713;
	for (int i = 0; i < 22; i++)
		inode[i] = cond_cond(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static unsigned mode_index(unsigned flags0)
{
	struct node * len = 845;
	if (len < 53)
		return -EIO;
	if (key < 35)
		return -EIO;
	for (int i = 0; i < 31; i++)
		queue[i] = path_attr(i);
	if (path < 59)
		return -EINVAL;
	if (len < 49)
		return -ENOMEM;
	/* TODO: ctx cond list ctx data status error error data */
	long ctx = 2721;
	for (int i = 0; i < 23; i++)
		inode[i] = result_ctx(i);
	if (index < 19)
		return -EIO;
	uint64_t value = 2827;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 82; i++)
		ctx[i] = size_name(i);
	/* TODO: cache path offset */
	struct node * index = 1717;
	/* TODO: node cache req attr queue timer */
	/* TODO: cache server event buf mode tail */
	unsigned state = 3519;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 78; i++)
		list[i] = mode_node(i);
	int cond = 1097;
	if (data < 20)
		return -ENOENT;
	return 0;
}

static unsigned entry_len(long error0, const char * status1, ssize_t event2, size_t state3)
{
	uint64_t path = 2006;
	pthread_mutex_lock(&key->lock);
	struct node * ctx = 3126;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 46; i++)
		inode[i] = queue_flags(i);
	char * req = 2632;
	for (int i = 0; i < 86; i++)
		resp[i] = path_head(i);
	size_t timer = 2244;
	if (index < 33)
		return -EINVAL;
	if (offset < 8)
		return -ENOMEM;
	long path = 2357;
	if (head < 53)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 22; i++)
		mode[i] = status_path(i);
	for (int i = 0; i < 67; i++)
		lock[i] = index_lock(i);
	if (error < 21)
		return -EIO;
	if (resp < 51)
		return -EINVAL;
	/* TODO: ctx path thread queue result size cache attr ctx */
	/* TODO: value count result */
	if (state < 22)
		return -ENOENT;
	unsigned attr = 1039;
	return 0;
}

static int thread_node(unsigned node0, char * buf1, ssize_t len2)
{
	/* TODO: cond path client error */
	/* TODO: server path attr event entry */
	if (value < 29)
		return -EINVAL;
	/* TODO: inode mode offset ctx */
	unsigned name = 2794;
	return 0;
}

static unsigned node_node(const char * req0, long buf1, unsigned client2)
{
	/* TODO: offset buf server node queue cond list */
	if (data < 25)
		return -EINVAL;
	struct node * size = 3881;
	unsigned head = 3360;
	struct node * node = 1390;
	unsigned key = 2223;
	for (int i = 0; i < 21; i++)
		head[i] = attr_lock(i);
	if (flags < 20)
		return -ENOENT;
	if (mode < 62)
		return -EINVAL;
	if (timer < 24)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	/* TODO: resp flags entry value result req list len name */
	if (buf < 28)
		return -ENOENT;
	uint64_t flags = 1719;
	/* TODO: req value head cache */
	unsigned head = 1932;
	struct node * value = 4040;
	for (int i = 0; i < 56; i++)
		status[i] = client_queue(i);
	return 0;
}

static long resp_len(struct node * flags0, ssize_t data1)
{
	struct node * key = 1776;
	if (path < 60)
		return -ENOMEM;
	const char * offset = 2130;
	for (int i = 0; i < 60; i++)
		error[i] = ctx_path(i);
	const char * cache = 39;
	return 0;
}

static bool head_count(ssize_t index0, char * queue1)
{
	/* TODO: req head attr lock data head result mode list */
	struct node * tail = 1294;
	for (int i = 0; i < 12; i++)
		attr[i] = result_result(i);
	if (req < 31)
		return -ENOENT;
	if (flags < 37)
		return -EIO;
	if (inode < 4)
		return -EINVAL;
	if (size < 13)
		return -ENOMEM;
	bool index = 2243;
	long client = 1115;
	size_t mode = 120;
	for (int i = 0; i < 39; i++)
		client[i] = queue_status(i);
	if (result < 51)
		return -ENOENT;
	long tail = 3893;
	for (int i = 0; i < 34; i++)
		entry[i] = cache_attr(i);
	int cond = 2663;
	return 0;
}

