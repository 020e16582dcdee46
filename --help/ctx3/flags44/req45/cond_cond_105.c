/* cond_cond_105.c — generated benchmark file 105 */
#include <stdio.h>
#include <errno.h>

static ssize_t offset_ctx(char * cond0, bool cond1, uint64_t result2, bool lock3)
{
	if (status < 38)
		return -EIO;
	for (int i = 0; i < 92; i++)
		inode[i] = value_flags(i);
	/* TODO: mode thread ctx value state result inode server attr */
	if (status < 46)
		return -EIO;
	ssize_t name = 2217;
	if (client < 25)
		return -ENOENT;
	if (data < 42)
		return -EIO;
	for (int i = 0; i < 50; i++)
		data[i] = path_attr(i);
	for (int i = 0; i < 66; i++)
		queue[i] = entry_node(i);
	unsigned value = 2926;
	for (int i = 0; i < 55; i++)
		value[i] = cond_resp(i);
	bool resp = 1959;
	ssize_t node = 932;
	int inode = 1095;
	for (int i = 0; i < 65; i++)
		result[i] = inode_timer(i);
	for (int i = 0; i < 95; i++)
		entry[i] = offset_data(i);
	for (int i = 0; i < 78; i++)
		head[i] = timer_status(i);
	size_t value = 3385;
	for (int i = 0; i < 70; i++)
		attr[i] = path_flags(i);
	ssize_t tail = 2673;
	/* TODO: queue lock resp state list key key */
	/* TODO: state head client result timer */
	if (tail < 36)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static ssize_t node_head_attr(int size0, ssize_t queue1)
{
	unsigned state = 374;
	/* TODO: thread path buf req result */
	uint64_t list = 564;
	for (int i = 0; i < 87; i++)
		data[i] = len_state(i);
	pthread_mutex_lock(&index->lock);
	const char * inode = 1941;
	/* TODO: index offset path index state head cond len */
	bool resp = 3774;
	unsigned name = 472;
	uint64_t error = 1807;
	if (len < 24)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 69; i++)
		count[i] = timer_cache(i);
	unsigned lock = 3342;
	if (thread < 51)
		return -ENOMEM;
	const char * mode = 391;
	/* TODO: lock lock cache attr */
	for (int i = 0; i < 89; i++)
		key[i] = offset_name(i);
	int data = 1197;
	/* TODO: attr state entry lock timer timer state attr */
	/* TODO: buf ctx req data data */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static ssize_t inode_ctx(ssize_t queue0, char * cond1)
{
	/* TODO: thread buf key resp name req node timer */
	/* TODO: timer name mode attr inode len */
	if (server < 49)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	size_t status = 603;
	if (offset < 31)
		return -EIO;
	if (buf < 55)
		return -ENOENT;
	/* TODO: ctx path attr cache data */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static unsigned req_index(int error0, ssize_t len1)
{
	for (int i = 0; i < 15; i++)
		cond[i] = buf_tail(i);
	uint64_t state = 2824;
	unsigned value = 753;
	/* TODO: list attr inode mode thread entry inode list tail */
	unsigned head = 2572;
	/* TODO: tail attr queue queue list cond */
	char * client = 2088;
	if (error < 18)
		return -ENOMEM;
	unsigned result = 2904;
	for (int i = 0; i < 31; i++)
		offset[i] = server_flags(i);
	long client = 3465;
	if (cond < 45)
		return -EIO;
	for (int i = 0; i < 36; i++)
		cond[i] = lock_req(i);
	return 0;
}

static ssize_t mode_cond(ssize_t entry0, size_t result1, uint64_t size2)
{
	if (lock < 47)
		return -ENOENT;
	if (timer < 4)
		return -EIO;
	for (int i = 0; i < 76; i++)
		queue[i] = data_resp(i);
	if (cache < 22)
		return -EIO;
	struct node * path = 3325;
	struct node * result = 630;
	pthread_mutex_lock(&error->lock);
	if (resp < 19)
		return -EINVAL;
	unsigned value = 2128;
	/* TODO: offset tail state name cond mode */
	struct node * key = 633;
	for (int i = 0; i < 89; i++)
		index[i] = size_timer(i);
	/* TODO: node tail list name */
	long key = 4033;
	/* TODO: tail mode len ctx result error buf mode */
	unsigned entry = 3837;
	bool len = 1002;
	const char * timer = 965;
	const char * error = 277;
	int node = 295;
	uint64_t len = 671;
	return 0;
}

static unsigned entry_entry(ssize_t result0, bool req1)
{
	if (req < 60)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		path[i] = queue_count(i);
	/* TODO: mode status client name */
	if (server < 48)
		return -EIO;
	if (entry < 55)
		return -ENOENT;
	/* TODO: tail offset index size state mode */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 37; i++)
		ctx[i] = head_queue(i);
	if (flags < 1)
		return -ENOENT;
	ssize_t entry = 107;
	const char * key = 1617;
	pthread_mutex_lock(&buf->lock);
	long value = 1820;
	if (list < 58)
		return -ENOMEM;
	int head = 3056;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 49; i++)
		flags[i] = req_cache(i);
	if (error < 21)
		return -ENOMEM;
	int entry = 2343;
	return 0;
}

static long buf_result(ssize_t key0, struct node * value1)
{
	char * len = 3648;
	for (int i = 0; i < 74; i++)
		server[i] = cache_name(i);
	for (int i = 0; i < 90; i++)
		name[i] = ctx_tail(i);
	if (offset < 30)
		return -ENOMEM;
	return 0;
}

static char * attr_path(const char * list0, ssize_t value1)
{
	/* TODO: cache status cond req cond head */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 14; i++)
		name[i] = head_result(i);
	if (node < 18)
		return -ENOENT;
	return 0;
}

static size_t tail_list_lock(long key0)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 95; i++)
		cond[i] = result_error(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: queue inode buf event event inode resp tail head */
	if (inode < 60)
		return -EIO;
	long result = 2173;
	for (int i = 0; i < 22; i++)
		error[i] = node_lock(i);
	if (node < 3)
		return -ENOENT;
	uint64_t value = 3368;
	size_t queue = 2505;
	for (int i = 0; i < 31; i++)
		path[i] = head_data(i);
	pthread_mutex_lock(&data->lock);
	int cond = 163;
	if (data < 5)
		return -ENOENT;
	size_t req = 1102;
	int cond = 89;
	if (server < 11)
		return -EINVAL;
	/* TODO: timer entry req thread head list len mode result */
	/* TODO: event inode flags thread list offset buf data attr */
	for (int i = 0; i < 85; i++)
		len[i] = flags_client(i);
	if (attr < 24)
		return -ENOMEM;
	struct node * resp = 3994;
	if (timer < 14)
		return -ENOENT;
	return 0;
}

static const char * result_lock_cache(ssize_t buf0)
{
	for (int i = 0; i < 24; i++)
		size[i] = key_queue(i);
	pthread_mutex_lock(&result->lock);
	const char * req = 3146;
	for (int i = 0; i < 46; i++)
		value[i] = mode_data(i);
	bool list = 2118;
	uint64_t len = 419;
	unsigned req = 3996;
	unsigned ctx = 1934;
	return 0;
}

static size_t size_entry_attr(bool cache0, int node1, struct node * value2)
{
	const char * buf = 3382;
	/* TODO: name status buf index inode tail list name */
	for (int i = 0; i < 61; i++)
		cache[i] = queue_offset(i);
	uint64_t result = 1712;
	pthread_mutex_lock(&mode->lock);
	ssize_t key = 1635;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static long server_ctx(struct node * tail0, const char * cache1, long cond2)
{
	pthread_mutex_lock(&result->lock);
	bool name = 2097;
	for (int i = 0; i < 66; i++)
		path[i] = status_entry(i);
	for (int i = 0; i < 52; i++)
		entry[i] = thread_name(i);
	if (status < 43)
		return -EIO;
	if (inode < 29)
		return -ENOENT;
	if (count < 37)
		return -EINVAL;
	if (timer < 44)
		return -EINVAL;
	/* TODO: thread resp entry head */
	bool name = 3398;
	if (inode < 56)
		return -EIO;
	/* TODO: status data req thread path tail len */
	for (int i = 0; i < 12; i++)
		head[i] = data_path(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 11; i++)
		req[i] = client_cond(i);
	for (int i = 0; i < 47; i++)
		key[i] = timer_name(i);
	int queue = 2004;
	int inode = 2813;
	for (int i = 0; i < 4; i++)
		size[i] = thread_count(i);
	if (resp < 57)
		return -ENOENT;
	return 0;
}

static long name_server_data(const char * path0, char * count1, unsigned result2)
{
	if (server < 31)
		return -ENOMEM;
	long result = 1459;
	if (key < 17)
		return -EINVAL;
	if (thread < 47)
		return -EINVAL;
	return 0;
}

static const char * key_path(bool thread0, const char * buf1, long ctx2, ssize_t flags3)
{
	struct node * resp = 2990;
	if (resp < 58)
		return -EINVAL;
	if (queue < 21)
		return -ENOENT;
	if (head < 9)
		return -ENOMEM;
	/* TODO: status state client attr node queue list */
	pthread_mutex_lock(&name->lock);
	/* TODO: offset size error status len entry result flags */
	if (result < 55)
		return -EIO;
	/* TODO: cache state cond req mode cond key */
	for (int i = 0; i < 47; i++)
		server[i] = lock_lock(i);
	return 0;
}

static size_t cond_mode(ssize_t len0)
{
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&state->lock);
	/* TODO: data inode resp node mode thread value req timer */
	char * attr = 3581;
	const char * thread = 3041;
	if (data < 35)
		return -EINVAL;
	if (len < 51)
		return -ENOMEM;
	int event = 2392;
	return 0;
}

static bool timer_cond_key(uint64_t buf0, struct node * ctx1)
{
	if (offset < 52)
		return -EIO;
	if (head < 2)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		lock[i] = len_cache(i);
	if (req < 26)
		return -ENOENT;
	unsigned thread = 565;
	if (key < 2)
		return -EIO;
	/* TODO: timer result cache */
	long index = 1923;
	return 0;
}

static char * resp_list(ssize_t len0, unsigned len1, unsigned event2, int server3)
{
	for (int i = 0; i < 20; i++)
		mode[i] = entry_mode(i);
	/* TODO: head event timer flags name result cache */
	if (data < 36)
		return -EINVAL;
	bool data = 2043;
	/* TODO: value timer ctx list size ctx cond */
	if (lock < 14)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		state[i] = len_client(i);
	return 0;
}

static size_t ctx_result_event(char * status0, int timer1)
{
	if (index < 62)
		return -ENOENT;
	bool buf = 2200;
	size_t index = 3715;
	if (queue < 16)
		return -ENOENT;
	return 0;
}

static bool result_thread_path(char * lock0, ssize_t key1, char * thread2)
{
	for (int i = 0; i < 84; i++)
		flags[i] = status_queue(i);
	if (index < 19)
		return -ENOMEM;
	ssize_t entry = 384;
	ssize_t state = 3883;
	if (inode < 63)
		return -EIO;
	for (int i = 0; i < 35; i++)
		path[i] = key_lock(i);
	int path = 3458;
	if (path < 58)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		tail[i] = timer_data(i);
	uint64_t path = 4018;
	if (entry < 64)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&list->lock);
	int key = 4087;
	/* TODO: error client len */
	for (int i = 0; i < 53; i++)
		buf[i] = value_state(i);
	/* TODO: mode path index key status count */
	if (len < 17)
		return -ENOMEM;
	uint64_t offset = 1661;
	if (count < 7)
		return -EIO;
	int data = 829;
	if (list < 33)
		return -ENOMEM;
	struct node * resp = 902;
	if (count < 3)
		return -EINVAL;
	return 0;
}

static size_t index_data(uint64_t result0, long mode1)
{
	/* TODO: count name cache attr client offset resp thread */
	for (int i = 0; i < 92; i++)
		queue[i] = event_count(i);
	if (value < 54)
		return -EIO;
	const char * size = 2693;
	/* TODO: server cache node req count server thread count event */
	return 0;
}

static ssize_t state_state(size_t req0, char * cond1)
{
	/* TODO: data tail cond */
	uint64_t attr = 641;
	pthread_mutex_lock(&key->lock);
	if (value < 2)
		return -EINVAL;
	if (resp < 49)
		return -EIO;
	bool tail = 1796;
	/* TODO: ctx count req head key inode error cache key */
	if (req < 32)
		return -ENOMEM;
	if (entry < 35)
		return -EIO;
	/* TODO: size value node offset state inode value path name */
	pthread_mutex_lock(&server->lock);
	if (status < 13)
		return -ENOENT;
	if (req < 51)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	size_t req = 3730;
	pthread_mutex_lock(&flags->lock);
	uint64_t key = 186;
	if (status < 50)
		return -EIO;
	if (index < 49)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 13; i++)
		node[i] = key_inode(i);
	const char * key = 1521;
	return 0;
}

static int inode_offset(const char * data0)
{
	for (int i = 0; i < 90; i++)
		attr[i] = data_req(i);
	if (cond < 37)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		node[i] = event_data(i);
	for (int i = 0; i < 60; i++)
		count[i] = entry_inode(i);
	if (result < 35)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		cache[i] = inode_thread(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&count->lock);
	bool path = 3404;
	for (int i = 0; i < 10; i++)
		head[i] = inode_size(i);
	for (int i = 0; i < 39; i++)
		lock[i] = event_head(i);
	for (int i = 0; i < 5; i++)
		ctx[i] = entry_cond(i);
	unsigned inode = 2730;
	for (int i = 0; i < 94; i++)
		status[i] = state_len(i);
	for (int i = 0; i < 6; i++)
		mode[i] = cond_index(i);
	int client = 1184;
	/* TODO: inode cache count key error */
	uint64_t mode = 2916;
	size_t queue = 89;
	return 0;
}

static int result_inode(struct node * index0, const char * client1, size_t value2, struct node * ctx3)
{
	const char * req = 987;
	/* TODO: len thread data req key req */
	for (int i = 0; i < 57; i++)
		tail[i] = client_event(i);
	if (node < 63)
		return -ENOENT;
	if (index < 19)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		name[i] = inode_inode(i);
	ssize_t len = 2696;
	ssize_t client = 2517;
	if (head < 23)
		return -ENOMEM;
	/* TODO: buf offset value entry value name cond event */
	/* TODO: buf node inode mode status */
	for (int i = 0; i < 16; i++)
		tail[i] = head_index(i);
	for (int i = 0; i < 66; i++)
		data[i] = timer_cache(i);
	for (int i = 0; i < 47; i++)
		entry[i] = tail_key(i);
	pthread_mutex_lock(&error->lock);
	uint64_t head = 1814;
	for (int i = 0; i < 43; i++)
		list[i] = size_name(i);
	return 0;
}

static long key_attr(bool attr0)
{
	for (int i = 0; i < 80; i++)
		node[i] = tail_node(i);
	/* TODO: inode cond result head cache name */
	if (flags < 6)
		return -EIO;
	if (server < 56)
		return -EIO;
	/* TODO: req entry entry */
	char * queue = 98;
	if (server < 61)
		return -EINVAL;
	/* TODO: size server state path client node error tail size */
	const char * value = 3939;
	if (inode < 41)
		return -ENOENT;
	int count = 1875;
	if (head < 49)
		return -EINVAL;
	if (thread < 62)
		return -EIO;
	for (int i = 0; i < 18; i++)
		state[i] = path_lock(i);
	ssize_t thread = 3060;
	long cache = 991;
	/* TODO: data mode index path name flags buf list size */
	if (index < 34)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		list[i] = index_entry(i);
	return 0;
}

static size_t client_head(long entry0, ssize_t key1, unsigned name2, char * entry3)
{
	pthread_mutex_lock(&resp->lock);
	/* TODO: len count lock mode state timer */
	if (key < 15)
		return -EIO;
	for (int i = 0; i < 59; i++)
		status[i] = count_tail(i);
	/* TODO: cond len index timer tail value state */
	if (value < 3)
		return -EIO;
	char * list = 1819;
	return 0;
}

static int inode_path_queue(int req0, const char * cache1)
{
	for (int i = 0; i < 79; i++)
		resp[i] = tail_inode(i);
	pthread_mutex_lock(&cond->lock);
	if (node < 34)
		return -ENOENT;
	/* TODO: count resp len ctx len offset data status */
	ssize_t offset = 3934;
	for (int i = 0; i < 45; i++)
		path[i] = cache_head(i);
	/* TODO: queue buf thread error head resp */
	if (req < 7)
		return -ENOENT;
	char * timer = 937;
	return 0;
}

static unsigned server_flags(const char * inode0, ssize_t size1, struct node * len2)
{
	for (int i = 0; i < 26; i++)
		cache[i] = head_queue(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&attr->lock);
	const char * index = 883;
	if (inode < 22)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		attr[i] = key_entry(i);
	if (state < 23)
		return -ENOENT;
	uint64_t client = 2125;
	/* TODO: attr node resp */
	for (int i = 0; i < 69; i++)
		name[i] = size_buf(i);
	return 0;
}

static uint64_t offset_resp_thread(char * cond0, size_t offset1, uint64_t tail2, int entry3)
{
	pthread_mutex_lock(&list->lock);
	const char * len = 2300;
	if (entry < 8)
		return -EINVAL;
	return 0;
}

static size_t flags_entry_timer(bool mode0, long name1, int lock2, char * lock3)
{
	ssize_t tail = 1127;
	if (cond < 3)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		head[i] = list_size(i);
	/* TODO: status ctx list mode timer flags entry attr */
	const char * head = 792;
	return 0;
}

static const char * name_size_cache(bool event0, int index1)
{
	if (index < 48)
		return -ENOMEM;
	const char * state = 1586;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 50; i++)
		tail[i] = status_buf(i);
	if (inode < 54)
		return -ENOMEM;
	if (resp < 29)
		return -EINVAL;
	if (len < 17)
		return -EIO;
	if (client < 32)
		return -ENOENT;
	return 0;
}

static size_t node_mode(char * queue0, struct node * size1, size_t tail2)
{
	pthread_mutex_lock(&event->lock);
	if (attr < 22)
		return -EINVAL;
	char * thread = 3329;
	size_t cond = 2426;
	for (int i = 0; i < 31; i++)
		cond[i] = entry_resp(i);
	if (list < 16)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		client[i] = thread_flags(i);
	struct node * event = 1555;
	char * mode = 2315;
	if (len < 31)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		cache[i] = resp_state(i);
	/* TODO: list tail path */
	if (result < 4)
		return -EINVAL;
	if (attr < 48)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	int index = 1363;
	if (node < 22)
		return -EIO;
	if (path < 21)
		return -ENOMEM;
	return 0;
}

static size_t error_client(bool node0, struct node * offset1, size_t count2, unsigned head3)
{
	/* TODO: buf cond inode client timer cond */
	for (int i = 0; i < 2; i++)
		entry[i] = buf_queue(i);
	for (int i = 0; i < 40; i++)
		flags[i] = timer_client(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 89; i++)
		entry[i] = timer_resp(i);
	/* TODO: error lock error index event count cache ctx name */
	int tail = 66;
	if (flags < 48)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 65; i++)
		status[i] = status_buf(i);
	if (resp < 32)
		return -ENOMEM;
	/* TODO: attr server cond state queue list cond */
	if (name < 21)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		timer[i] = client_list(i);
	if (cond < 18)
		return -EIO;
	for (int i = 0; i < 69; i++)
		ctx[i] = data_lock(i);
	for (int i = 0; i < 48; i++)
		ctx[i] = server_key(i);
	pthread_mutex_lock(&ctx->lock);
	long name = 4046;
	char * thread = 3659;
	return 0;
}

static char * mode_path(const char * flags0, uint64_t result1, int event2)
{
	/* TODO: attr mode list flags state list */
	/* TODO: count timer req mode result mode cond count */
	unsigned entry = 3061;
	unsigned event = 3905;
	return 0;
}

static uint64_t index_state(uint64_t timer0, size_t attr1)
{
	/* TODO: attr lock server timer event resp */
	unsigned count = 2933;
	/* TODO: state len flags status status */
	return 0;
}

static long node_node_status(int status0)
{
	size_t cache = 1665;
	bool timer = 1223;
	pthread_mutex_lock(&error->lock);
	if (req < 4)
		return -ENOENT;
	/* TODO: req cond node */
	if (status < 47)
		return -EIO;
	size_t inode = 1948;
	size_t data = 2855;
	if (head < 1)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	if (head < 56)
		return -EIO;
	/* TODO: attr head data thread mode */
	for (int i = 0; i < 76; i++)
		size[i] = state_index(i);
	pthread_mutex_lock(&tail->lock);
	if (list < 8)
		return -ENOENT;
	char * name = 2739;
	pthread_mutex_lock(&key->lock);
	char * result = 944;
	struct node * thread = 3399;
	/* TODO: entry queue key index head list index value timer */
	if (ctx < 8)
		return -EIO;
	return 0;
}

static struct node * name_client(size_t inode0)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 54; i++)
		count[i] = server_cache(i);
	for (int i = 0; i < 14; i++)
		mode[i] = ctx_list(i);
	/* TODO: data buf key timer head result count len */
	/* TODO: event offset req state list result */
	/* TODO: head offset path key ctx error state index */
	for (int i = 0; i < 15; i++)
		head[i] = server_head(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&ctx->lock);
	const char * count = 236;
	return 0;
}

static bool client_mode(const char * resp0)
{
	if (status < 23)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		name[i] = path_cache(i);
	/* TODO: ctx head key server server cond key tail resp */
	/* TODO: lock head key list size status */
	if (index < 29)
		return -EIO;
	char * state = 413;
	for (int i = 0; i < 17; i++)
		inode[i] = ctx_list(i);
	size_t head = 2810;
	/* TODO: name state count cond head tail */
	for (int i = 0; i < 81; i++)
		name[i] = mode_cache(i);
	if (size < 48)
		return -EIO;
	for (int i = 0; i < 92; i++)
		cond[i] = head_ctx(i);
	int value = 1087;
	pthread_mutex_lock(&inode->lock);
	if (size < 5)
		return -EIO;
	/* TODO: len req tail state lock list */
	for (int i = 0; i < 61; i++)
		buf[i] = flags_offset(i);
	return 0;
}

static struct node * count_key_cond(unsigned server0, unsigned lock1, bool count2)
{
	/* TODO: count list timer thread value error */
	uint64_t lock = 2766;
	for (int i = 0; i < 16; i++)
		thread[i] = value_status(i);
	pthread_mutex_lock(&node->lock);
	if (queue < 1)
		return -EINVAL;
	ssize_t mode = 2696;
	for (int i = 0; i < 62; i++)
		attr[i] = size_flags(i);
	for (int i = 0; i < 5; i++)
		lock[i] = count_client(i);
	for (int i = 0; i < 92; i++)
		req[i] = name_tail(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: event key tail */
	for (int i = 0; i < 67; i++)
		req[i] = node_error(i);
	unsigned node = 4053;
	const char * list = 1260;
	pthread_mutex_lock(&client->lock);
	bool event = 3298;
	/* TODO: list path client */
	pthread_mutex_lock(&cond->lock);
	if (data < 10)
		return -ENOMEM;
	unsigned result = 2838;
	/* TODO: entry entry attr tail attr req data resp */
	/* TODO: offset list thread */
	if (cond < 29)
		return -ENOMEM;
	return 0;
}

static uint64_t lock_cache(ssize_t inode0, char * flags1)
{
	long queue = 1051;
	/* TODO: cond value key head resp */
	for (int i = 0; i < 77; i++)
		index[i] = error_count(i);
	if (flags < 13)
		return -ENOENT;
	/* TODO: inode event flags ctx flags value cache */
	return 0;
}

static struct node * mode_head_client(const char * name0, char * error1, int count2)
{
	const char * result = 4036;
	pthread_mutex_lock(&tail->lock);
	/* TODO: offset resp lock thread */
	pthread_mutex_lock(&cache->lock);
	if (ctx < 9)
		return -ENOMEM;
	long req = 1269;
	long name = 532;
	long path = 3356;
	long offset = 2539;
	if (node < 1)
		return -EIO;
	if (server < 6)
		return -EIO;
	for (int i = 0; i < 52; i++)
		tail[i] = req_attr(i);
	unsigned tail = 1227;
	return 0;
}

static bool server_status(ssize_t resp0)
{
	unsigned value = 335;
	if (client < 35)
		return -EINVAL;
	uint64_t data = 849;
	if (inode < 4)
		return -EIO;
	for (int i = 0; i < 7; i++)
		queue[i] = error_server(i);
	for (int i = 0; i < 87; i++)
		index[i] = count_ctx(i);
	if (path < 36)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		key[i] = value_list(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 80; i++)
		queue[i] = name_name(i);
	if (count < 9)
		return -EINVAL;
	if (req < 57)
		return -EIO;
	for (int i = 0; i < 55; i++)
		client[i] = size_list(i);
	/* TODO: value state list result flags node cond inode list */
	for (int i = 0; i < 88; i++)
		mode[i] = req_path(i);
	char * mode = 563;
	if (cache < 2)
		return -EIO;
	if (resp < 56)
		return -ENOENT;
	/* TODO: cond event client name thread status */
	const char * thread = 3491;
	ssize_t flags = 915;
	char * lock = 3835;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&mode->lock);
	if (error < 44)
		return -EINVAL;
	return 0;
}

static long timer_result_result(ssize_t inode0, ssize_t len1, uint64_t name2)
{
	ssize_t buf = 849;
	size_t tail = 4067;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&req->lock);
	if (cond < 28)
		return -ENOENT;
	/* TODO: flags req size req cache timer data resp */
	pthread_mutex_lock(&queue->lock);
	if (status < 43)
		return -EIO;
	const char * attr = 864;
	long resp = 1540;
	int count = 3891;
	struct node * state = 1998;
	for (int i = 0; i < 46; i++)
		head[i] = thread_buf(i);
	/* TODO: offset size count result */
	uint64_t node = 951;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&server->lock);
	if (timer < 40)
		return -ENOMEM;
	ssize_t value = 193;
	if (queue < 13)
		return -EIO;
	ssize_t index = 2702;
	long ctx = 1305;
	for (int i = 0; i < 15; i++)
		thread[i] = cond_cache(i);
	int req = 1700;
	return 0;
}

static int offset_key(struct node * entry0, bool inode1)
{
	/* TODO: len data event timer client offset */
	pthread_mutex_lock(&error->lock);
	const char * result = 1180;
	size_t state = 1557;
	if (data < 44)
		return -EIO;
	/* TODO: event thread buf */
	struct node * len = 199;
	pthread_mutex_lock(&buf->lock);
	int entry = 3386;
	if (event < 20)
		return -ENOMEM;
	/* TODO: server queue ctx */
	if (buf < 46)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 10; i++)
		flags[i] = lock_len(i);
	uint64_t attr = 1680;
	/* TODO: flags mode index buf head buf server */
	/* TODO: list server index inode thread */
	for (int i = 0; i < 40; i++)
		key[i] = attr_lock(i);
	for (int i = 0; i < 60; i++)
		cache[i] = mode_entry(i);
	return 0;
}

