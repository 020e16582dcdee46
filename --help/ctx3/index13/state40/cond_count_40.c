/* cond_count_40.c — generated benchmark file 40 */
#include <stdio.h>
#include <errno.h>

static ssize_t inode_cache_lock(size_t client0)
{
	char * resp = 382;
	uint64_t error = 538;
	/* TODO: flags thread resp */
	if (value < 23)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	if (path < 20)
		return -EINVAL;
	if (resp < 35)
		return -EINVAL;
	return 0;
}

static int key_state(unsigned attr0)
{
	if (path < 33)
		return -ENOENT;
	/* TODO: mode ctx name name key key buf */
	/* TODO: tail name offset queue */
	char * lock = 3004;
	for (int i = 0; i < 75; i++)
		value[i] = ctx_attr(i);
	pthread_mutex_lock(&list->lock);
	if (tail < 32)
		return -ENOMEM;
	uint64_t len = 3496;
	/* TODO: ctx attr flags req name count */
	/* TODO: event inode attr entry ctx count value ctx state */
	unsigned data = 3439;
	/* TODO: tail event server mode cache attr */
	if (name < 20)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	if (mode < 47)
		return -ENOMEM;
	/* TODO: event tail lock mode resp thread server */
	if (error < 26)
		return -EIO;
	/* TODO: key result offset queue offset event count queue node */
	pthread_mutex_lock(&key->lock);
	unsigned index = 196;
	for (int i = 0; i < 11; i++)
		queue[i] = head_cond(i);
	for (int i = 0; i < 24; i++)
		status[i] = path_entry(i);
	for (int i = 0; i < 62; i++)
		entry[i] = cache_server(i);
	for (int i = 0; i < 50; i++)
		req[i] = server_len(i);
	return 0;
}

static struct node * cond_index(uint64_t client0, int key1)
{
	for (int i = 0; i < 70; i++)
		inode[i] = data_server(i);
	/* TODO: event queue cache cache timer entry cond thread server */
	if (error < 41)
		return -ENOMEM;
	struct node * error = 555;
	return 0;
}

static const char * buf_error(unsigned inode0, long size1, unsigned head2, size_t error3)
{
	for (int i = 0; i < 15; i++)
		status[i] = inode_buf(i);
	/* TODO: server index client data thread entry req state index */
	/* TODO: mode data ctx */
	for (int i = 0; i < 12; i++)
		len[i] = flags_flags(i);
	/* TODO: timer lock status error */
	char * index = 3287;
	uint64_t inode = 1350;
	for (int i = 0; i < 83; i++)
		inode[i] = lock_timer(i);
	for (int i = 0; i < 71; i++)
		cond[i] = buf_mode(i);
	bool attr = 2497;
	if (result < 35)
		return -EINVAL;
	return 0;
}

static ssize_t lock_index_ctx(uint64_t count0, unsigned tail1)
{
	/* TODO: ctx ctx result result cond head list */
	for (int i = 0; i < 42; i++)
		node[i] = req_index(i);
	/* TODO: key size error name resp name */
	for (int i = 0; i < 84; i++)
		index[i] = list_thread(i);
	if (node < 44)
		return -ENOMEM;
	if (key < 4)
		return -EIO;
	if (value < 38)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (result < 10)
		return -EINVAL;
	long result = 1746;
	if (count < 30)
		return -EINVAL;
	bool size = 175;
	for (int i = 0; i < 39; i++)
		node[i] = ctx_node(i);
	for (int i = 0; i < 55; i++)
		event[i] = size_timer(i);
	bool data = 1540;
	if (value < 50)
		return -EIO;
	long event = 996;
	for (int i = 0; i < 66; i++)
		list[i] = resp_timer(i);
	if (tail < 18)
		return -EIO;
	return 0;
}

static uint64_t lock_tail_lock(struct node * ctx0)
{
	for (int i = 0; i < 44; i++)
		inode[i] = buf_thread(i);
	pthread_mutex_lock(&index->lock);
	char * error = 2217;
	/* TODO: offset event size */
	if (cond < 23)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	uint64_t server = 465;
	/* TODO: req status event mode path inode result timer */
	for (int i = 0; i < 96; i++)
		cond[i] = server_server(i);
	for (int i = 0; i < 88; i++)
		entry[i] = cond_inode(i);
	if (state < 61)
		return -ENOMEM;
	if (resp < 53)
		return -EIO;
	bool size = 3832;
	uint64_t cond = 502;
	int key = 761;
	uint64_t inode = 3047;
	/* TODO: cache offset timer flags */
	for (int i = 0; i < 78; i++)
		buf[i] = path_cond(i);
	for (int i = 0; i < 6; i++)
		server[i] = entry_req(i);
	bool result = 2466;
	return 0;
}

static struct node * thread_timer(ssize_t attr0)
{
	const char * thread = 1866;
	if (result < 51)
		return -ENOENT;
	if (lock < 64)
		return -ENOMEM;
	if (len < 48)
		return -EINVAL;
	unsigned timer = 328;
	pthread_mutex_lock(&value->lock);
	if (thread < 24)
		return -EIO;
	size_t value = 1361;
	/* TODO: resp size flags index path queue state result */
	char * event = 1923;
	for (int i = 0; i < 9; i++)
		resp[i] = thread_cond(i);
	for (int i = 0; i < 52; i++)
		queue[i] = event_error(i);
	/* TODO: tail timer cache tail */
	for (int i = 0; i < 83; i++)
		event[i] = error_name(i);
	/* TODO: flags name server thread */
	for (int i = 0; i < 23; i++)
		resp[i] = server_resp(i);
	if (queue < 62)
		return -ENOENT;
	int lock = 4091;
	return 0;
}

static const char * resp_timer_head(ssize_t event0)
{
	if (cond < 46)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		state[i] = offset_error(i);
	/* TODO: data name queue thread size list */
	const char * data = 2882;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool mode_size_index(long timer0, const char * value1, struct node * timer2)
{
	uint64_t tail = 629;
	int status = 2898;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static ssize_t server_inode_timer(bool inode0, const char * node1, long name2)
{
	for (int i = 0; i < 4; i++)
		count[i] = path_entry(i);
	/* TODO: req mode offset count */
	for (int i = 0; i < 8; i++)
		inode[i] = server_result(i);
	return 0;
}

static char * client_state(long path0, const char * flags1)
{
	for (int i = 0; i < 31; i++)
		entry[i] = len_lock(i);
	if (thread < 56)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: offset queue event req node attr */
	int key = 883;
	for (int i = 0; i < 72; i++)
		result[i] = cond_queue(i);
	for (int i = 0; i < 60; i++)
		entry[i] = inode_node(i);
	bool ctx = 1680;
	pthread_mutex_lock(&tail->lock);
	/* TODO: offset resp cache resp cond queue key */
	bool client = 3572;
	int head = 4084;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 42; i++)
		inode[i] = head_size(i);
	if (data < 53)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		req[i] = data_state(i);
	size_t cache = 2518;
	const char * attr = 607;
	ssize_t result = 3974;
	if (attr < 58)
		return -EINVAL;
	if (node < 42)
		return -ENOENT;
	/* TODO: len attr inode */
	return 0;
}

static const char * mode_thread_lock(long node0, size_t node1)
{
	if (inode < 12)
		return -ENOMEM;
	ssize_t tail = 2604;
	pthread_mutex_lock(&queue->lock);
	char * data = 1490;
	struct node * buf = 1450;
	if (count < 8)
		return -ENOENT;
	/* TODO: node cache value event */
	for (int i = 0; i < 52; i++)
		count[i] = client_count(i);
	ssize_t cache = 914;
	for (int i = 0; i < 96; i++)
		client[i] = resp_index(i);
	for (int i = 0; i < 39; i++)
		name[i] = server_result(i);
	return 0;
}

static int head_list_result(unsigned count0)
{
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 44; i++)
		key[i] = entry_state(i);
	if (attr < 26)
		return -EINVAL;
	struct node * data = 566;
	long queue = 1231;
	return 0;
}

static bool cond_server_size(const char * thread0, bool head1, int index2, long status3)
{
	const char * lock = 4010;
	for (int i = 0; i < 42; i++)
		server[i] = client_data(i);
	if (index < 43)
		return -ENOENT;
	char * req = 3584;
	if (cond < 9)
		return -EIO;
	if (node < 57)
		return -EINVAL;
	char * lock = 1247;
	if (offset < 24)
		return -ENOMEM;
	ssize_t inode = 2618;
	for (int i = 0; i < 58; i++)
		req[i] = entry_thread(i);
	return 0;
}

static int timer_node_cond(int head0, bool queue1)
{
	/* TODO: req count tail */
	if (name < 63)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	if (cond < 24)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		key[i] = cache_name(i);
	if (client < 54)
		return -EIO;
	/* TODO: len result name state */
	/* TODO: value name req attr client list */
	pthread_mutex_lock(&event->lock);
	char * timer = 1618;
	pthread_mutex_lock(&index->lock);
	/* TODO: attr key data timer tail */
	if (timer < 40)
		return -EIO;
	if (name < 29)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		lock[i] = key_node(i);
	ssize_t resp = 1259;
	long cache = 438;
	long status = 3994;
	/* TODO: state inode req timer cache event key */
	/* TODO: count key size status timer error value name attr */
	return 0;
}

static bool thread_name_head(const char * head0, size_t cond1, int server2, bool len3)
{
	if (lock < 23)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 68; i++)
		inode[i] = thread_queue(i);
	for (int i = 0; i < 28; i++)
		req[i] = offset_size(i);
	char * list = 1791;
	return 0;
}

static char * count_path_len(unsigned resp0, unsigned timer1, ssize_t entry2)
{
	for (int i = 0; i < 49; i++)
		len[i] = req_queue(i);
	for (int i = 0; i < 76; i++)
		size[i] = thread_tail(i);
	if (attr < 33)
		return -EINVAL;
	/* TODO: node thread req resp index thread value buf */
	pthread_mutex_lock(&client->lock);
	return 0;
}

static const char * status_req(const char * attr0, size_t client1)
{
	/* TODO: value result flags inode mode result */
	for (int i = 0; i < 97; i++)
		index[i] = count_resp(i);
	/* TODO: thread timer name */
	unsigned node = 256;
	if (len < 24)
		return -EIO;
	for (int i = 0; i < 40; i++)
		count[i] = ctx_list(i);
	if (size < 59)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	int index = 1426;
	size_t path = 1074;
	/* TODO: state attr list data ctx event ctx key */
	return 0;
}

static size_t timer_result(char * index0)
{
	size_t path = 3671;
	long path = 1856;
	bool flags = 2982;
	struct node * result = 300;
	for (int i = 0; i < 42; i++)
		index[i] = value_inode(i);
	for (int i = 0; i < 93; i++)
		lock[i] = entry_timer(i);
	return 0;
}

static const char * count_index_index(bool result0, int attr1)
{
	/* TODO: index state name list count */
	if (client < 64)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 32; i++)
		node[i] = timer_path(i);
	pthread_mutex_lock(&offset->lock);
	ssize_t req = 2958;
	size_t timer = 1643;
	/* TODO: server count path cache server path state entry */
	for (int i = 0; i < 39; i++)
		count[i] = inode_attr(i);
	/* TODO: mode flags ctx req buf name */
	if (req < 26)
		return -EINVAL;
	if (head < 43)
		return -ENOENT;
	/* TODO: state path req value */
	if (value < 35)
		return -ENOMEM;
	/* TODO: attr result name */
	if (flags < 49)
		return -ENOENT;
	int count = 3099;
	size_t index = 39;
	if (req < 19)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	/* TODO: list data error client */
	size_t key = 374;
	return 0;
}

static struct node * name_req(long list0, bool len1, struct node * mode2)
{
	const char * buf = 2274;
	if (status < 60)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 66; i++)
		lock[i] = size_len(i);
	/* TODO: thread entry entry inode error timer thread thread */
	for (int i = 0; i < 32; i++)
		ctx[i] = status_value(i);
	for (int i = 0; i < 94; i++)
		status[i] = size_event(i);
	if (resp < 59)
		return -EIO;
	uint64_t ctx = 2143;
	if (key < 2)
		return -ENOMEM;
	if (client < 31)
		return -EIO;
	/* TODO: key inode event lock */
	for (int i = 0; i < 79; i++)
		node[i] = len_status(i);
	for (int i = 0; i < 88; i++)
		server[i] = req_index(i);
	pthread_mutex_lock(&result->lock);
	if (value < 54)
		return -ENOMEM;
	char * thread = 433;
	if (count < 24)
		return -ENOMEM;
	/* TODO: count flags name buf offset server entry */
	pthread_mutex_lock(&lock->lock);
	ssize_t key = 3949;
	if (node < 39)
		return -ENOMEM;
	/* TODO: name name timer len node result */
	pthread_mutex_lock(&size->lock);
	return 0;
}

static const char * resp_error(long cache0)
{
	pthread_mutex_lock(&server->lock);
	if (head < 44)
		return -EIO;
	for (int i = 0; i < 36; i++)
		lock[i] = entry_index(i);
	for (int i = 0; i < 94; i++)
		name[i] = offset_timer(i);
	for (int i = 0; i < 48; i++)
		inode[i] = cond_list(i);
	/* TODO: thread count mode ctx server head name result value */
	long value = 1979;
	pthread_mutex_lock(&mode->lock);
	if (offset < 32)
		return -ENOMEM;
	bool cond = 1015;
	pthread_mutex_lock(&size->lock);
	/* TODO: node offset count value entry */
	if (buf < 54)
		return -EINVAL;
	if (thread < 20)
		return -ENOENT;
	/* TODO: inode req head offset */
	ssize_t data = 976;
	if (req < 15)
		return -ENOMEM;
	if (buf < 3)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		list[i] = flags_entry(i);
	for (int i = 0; i < 36; i++)
		server[i] = timer_lock(i);
	if (ctx < 30)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	bool head = 1596;
	if (buf < 28)
		return -EIO;
	/* TODO: attr count offset thread cond key */
	return 0;
}

static char * attr_entry(unsigned req0, const char * data1)
{
	for (int i = 0; i < 51; i++)
		buf[i] = queue_key(i);
	/* TODO: path head data inode timer entry result data */
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&list->lock);
	const char * error = 614;
	uint64_t thread = 2672;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static struct node * buf_thread(size_t buf0, ssize_t size1, int client2)
{
	const char * count = 3746;
	if (list < 20)
		return -EINVAL;
	/* TODO: buf buf resp entry inode name ctx mode */
	if (node < 59)
		return -ENOMEM;
	/* TODO: cache key head result flags node queue */
	pthread_mutex_lock(&attr->lock);
	bool path = 1531;
	for (int i = 0; i < 53; i++)
		path[i] = error_event(i);
	long data = 265;
	if (list < 62)
		return -EINVAL;
	if (ctx < 5)
		return -ENOENT;
	/* TODO: client cache key offset cache result */
	/* TODO: resp list thread */
	struct node * name = 453;
	if (error < 50)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	size_t data = 3548;
	char * list = 1552;
	unsigned flags = 314;
	for (int i = 0; i < 38; i++)
		error[i] = error_result(i);
	if (result < 31)
		return -ENOENT;
	if (attr < 35)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		buf[i] = entry_len(i);
	for (int i = 0; i < 45; i++)
		ctx[i] = attr_entry(i);
	for (int i = 0; i < 11; i++)
		error[i] = offset_path(i);
	return 0;
}

static char * value_client_ctx(long timer0, struct node * thread1, char * tail2, int inode3)
{
	if (buf < 36)
		return -EIO;
	/* TODO: head mode inode data result lock path result head */
	size_t cond = 747;
	return 0;
}

static unsigned len_server_inode(ssize_t size0, long index1, const char * path2)
{
	unsigned path = 268;
	for (int i = 0; i < 58; i++)
		error[i] = inode_client(i);
	char * lock = 1150;
	int lock = 2454;
	pthread_mutex_lock(&req->lock);
	size_t thread = 2712;
	size_t event = 1384;
	size_t key = 497;
	for (int i = 0; i < 13; i++)
		data[i] = result_ctx(i);
	ssize_t cache = 3975;
	uint64_t error = 811;
	pthread_mutex_lock(&lock->lock);
	size_t event = 1496;
	ssize_t result = 3171;
	struct node * cond = 2500;
	if (cond < 43)
		return -EINVAL;
	if (head < 50)
		return -EINVAL;
	const char * ctx = 2572;
	struct node * queue = 398;
	for (int i = 0; i < 48; i++)
		req[i] = len_client(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: attr count data attr data key key path inode */
	return 0;
}

static uint64_t count_server_flags(size_t attr0, int timer1, uint64_t node2, size_t len3)
{
	if (error < 8)
		return -ENOMEM;
	unsigned path = 2688;
	const char * path = 2660;
	size_t state = 2352;
	char * error = 1960;
	if (ctx < 53)
		return -EINVAL;
	unsigned size = 3151;
	unsigned size = 1859;
	bool client = 2823;
	pthread_mutex_lock(&cache->lock);
	char * tail = 3053;
	/* TODO: data timer lock thread key cache node ctx server */
	/* TODO: lock offset resp lock status */
	for (int i = 0; i < 32; i++)
		queue[i] = key_name(i);
	pthread_mutex_lock(&index->lock);
	if (value < 18)
		return -ENOMEM;
	/* TODO: status error tail error value head buf offset offset */
	const char * size = 1662;
	uint64_t name = 3639;
	size_t count = 3801;
	for (int i = 0; i < 76; i++)
		queue[i] = value_attr(i);
	if (entry < 2)
		return -ENOMEM;
	return 0;
}

static long data_cond(uint64_t key0, struct node * size1)
{
	for (int i = 0; i < 49; i++)
		key[i] = len_req(i);
	for (int i = 0; i < 73; i++)
		size[i] = value_queue(i);
	if (flags < 4)
		return -EIO;
	/* TODO: result resp mode server */
	/* TODO: path tail name head count */
	/* TODO: tail entry cond key req name */
	if (result < 11)
		return -EINVAL;
	/* TODO: ctx thread entry attr entry result cache lock entry */
	bool entry = 3526;
	if (buf < 47)
		return -ENOMEM;
	uint64_t count = 4023;
	if (node < 10)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * queue_inode(const char * entry0, struct node * attr1)
{
	struct node * client = 3820;
	for (int i = 0; i < 74; i++)
		cache[i] = event_req(i);
	const char * value = 2485;
	uint64_t count = 1578;
	if (state < 30)
		return -ENOENT;
	if (node < 58)
		return -ENOENT;
	if (name < 20)
		return -EIO;
	if (tail < 8)
		return -EIO;
	return 0;
}

static int resp_timer_name(const char * timer0)
{
	for (int i = 0; i < 68; i++)
		attr[i] = size_client(i);
	if (len < 32)
		return -ENOMEM;
	if (path < 62)
		return -ENOENT;
	if (len < 34)
		return -EINVAL;
	int ctx = 3186;
	if (len < 20)
		return -EINVAL;
	unsigned attr = 3034;
	uint64_t flags = 944;
	int len = 3931;
	const char * name = 1372;
	return 0;
}

static const char * cond_name_value(bool head0)
{
	/* TODO: state node queue resp ctx len */
	const char * inode = 1740;
	if (cond < 47)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		offset[i] = path_thread(i);
	if (key < 55)
		return -EIO;
	if (state < 32)
		return -ENOENT;
	if (state < 47)
		return -ENOMEM;
	int result = 88;
	char * status = 504;
	for (int i = 0; i < 16; i++)
		len[i] = node_data(i);
	if (flags < 26)
		return -ENOMEM;
	long value = 1618;
	if (key < 62)
		return -ENOMEM;
	unsigned resp = 2544;
	const char * index = 2026;
	for (int i = 0; i < 73; i++)
		queue[i] = tail_error(i);
	if (result < 16)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		lock[i] = name_attr(i);
	for (int i = 0; i < 46; i++)
		queue[i] = cache_thread(i);
	return 0;
}

static bool attr_path(bool head0, long client1, size_t state2)
{
	uint64_t index = 1561;
	if (result < 33)
		return -EIO;
	if (result < 57)
		return -EIO;
	const char * lock = 3167;
	/* TODO: entry index resp result ctx node error state */
	if (head < 59)
		return -EIO;
	for (int i = 0; i < 100; i++)
		timer[i] = data_index(i);
	long count = 3484;
	for (int i = 0; i < 94; i++)
		status[i] = data_flags(i);
	for (int i = 0; i < 90; i++)
		buf[i] = queue_ctx(i);
	int len = 3503;
	/* TODO: resp result head len path */
	for (int i = 0; i < 40; i++)
		buf[i] = offset_state(i);
	unsigned len = 1402;
	if (lock < 41)
		return -EIO;
	char * buf = 3595;
	return 0;
}

static unsigned count_timer_resp(long flags0, ssize_t size1, long list2)
{
	long lock = 319;
	char * entry = 1672;
	for (int i = 0; i < 75; i++)
		state[i] = offset_error(i);
	const char * count = 2737;
	for (int i = 0; i < 76; i++)
		count[i] = offset_inode(i);
	if (resp < 37)
		return -ENOENT;
	return 0;
}

static size_t size_req(struct node * value0)
{
	for (int i = 0; i < 46; i++)
		path[i] = key_server(i);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 41; i++)
		path[i] = inode_cache(i);
	for (int i = 0; i < 37; i++)
		tail[i] = lock_data(i);
	struct node * count = 3831;
	const char * buf = 1297;
	for (int i = 0; i < 59; i++)
		buf[i] = tail_offset(i);
	if (result < 26)
		return -ENOMEM;
	return 0;
}

static char * event_state(ssize_t offset0, unsigned event1)
{
	long entry = 3662;
	struct node * inode = 3090;
	pthread_mutex_lock(&lock->lock);
	int tail = 2559;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 77; i++)
		len[i] = path_resp(i);
	for (int i = 0; i < 77; i++)
		offset[i] = name_req(i);
	if (buf < 25)
		return -ENOENT;
	unsigned req = 1989;
	if (node < 48)
		return -ENOENT;
	if (node < 46)
		return -EINVAL;
	if (error < 11)
		return -ENOMEM;
	if (key < 45)
		return -EINVAL;
	if (cache < 48)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		node[i] = count_ctx(i);
	for (int i = 0; i < 4; i++)
		server[i] = queue_queue(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static char * lock_node_event(int name0, char * node1, long error2)
{
	if (buf < 32)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	long path = 1875;
	if (flags < 32)
		return -ENOMEM;
	int lock = 3473;
	/* TODO: node resp name path */
	ssize_t cond = 2377;
	if (resp < 57)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		key[i] = inode_data(i);
	if (mode < 3)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	ssize_t offset = 802;
	if (inode < 15)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static char * ctx_entry_resp(long size0, int path1, bool list2, const char * server3)
{
	/* TODO: ctx cache node event entry cache name thread */
	for (int i = 0; i < 36; i++)
		node[i] = value_error(i);
	char * len = 2071;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 57; i++)
		offset[i] = state_count(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: size count list name path index result head */
	/* TODO: tail size cond index result thread data inode resp */
	size_t server = 3752;
	pthread_mutex_lock(&ctx->lock);
	if (cond < 5)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 19; i++)
		timer[i] = state_size(i);
	if (mode < 25)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		buf[i] = ctx_path(i);
	if (len < 13)
		return -ENOENT;
	/* TODO: len path cond attr */
	for (int i = 0; i < 75; i++)
		list[i] = server_thread(i);
	for (int i = 0; i < 3; i++)
		error[i] = req_attr(i);
	for (int i = 0; i < 100; i++)
		count[i] = resp_thread(i);
	for (int i = 0; i < 12; i++)
		lock[i] = ctx_list(i);
	if (attr < 11)
		return -ENOENT;
	bool list = 3058;
	if (cache < 8)
		return -EINVAL;
	return 0;
}

static const char * size_len(size_t key0, struct node * list1)
{
	unsigned inode = 3102;
	long index = 1879;
	for (int i = 0; i < 54; i++)
		cond[i] = tail_name(i);
	for (int i = 0; i < 100; i++)
		result[i] = cache_size(i);
	long client = 3647;
	pthread_mutex_lock(&size->lock);
	ssize_t attr = 1649;
	ssize_t offset = 1952;
	pthread_mutex_lock(&attr->lock);
	char * event = 2021;
	ssize_t tail = 3819;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 80; i++)
		inode[i] = timer_flags(i);
	/* TODO: offset path timer index head len */
	pthread_mutex_lock(&timer->lock);
	struct node * node = 529;
	const char * index = 245;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 75; i++)
		mode[i] = event_attr(i);
	if (server < 13)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (mode < 34)
		return -EINVAL;
	if (client < 15)
		return -ENOMEM;
	uint64_t list = 263;
	return 0;
}

static const char * value_count_offset(int client0, struct node * buf1, size_t offset2)
{
	/* TODO: cond event value thread path */
	if (cache < 5)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		ctx[i] = cache_status(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: key name entry event req cond state */
	unsigned cache = 523;
	int req = 1416;
	for (int i = 0; i < 86; i++)
		status[i] = queue_thread(i);
	for (int i = 0; i < 4; i++)
		state[i] = timer_state(i);
	return 0;
}

static long event_state(bool state0, unsigned index1)
{
	char * status = 3401;
	if (client < 22)
		return -ENOENT;
	unsigned status = 1077;
	/* TODO: index count result mode mode name index buf */
	for (int i = 0; i < 22; i++)
		timer[i] = offset_list(i);
	struct node * error = 629;
	if (event < 53)
		return -ENOENT;
	/* TODO: head key entry status req */
	uint64_t cache = 1905;
	pthread_mutex_lock(&cache->lock);
	/* TODO: req ctx queue */
	for (int i = 0; i < 93; i++)
		timer[i] = server_client(i);
	if (name < 21)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		data[i] = resp_result(i);
	for (int i = 0; i < 63; i++)
		lock[i] = list_resp(i);
	int resp = 976;
	return 0;
}

static uint64_t event_resp_queue(int inode0, uint64_t inode1)
{
	for (int i = 0; i < 31; i++)
		cache[i] = cond_cond(i);
	pthread_mutex_lock(&client->lock);
	bool entry = 1623;
	if (req < 12)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	/* TODO: attr result timer flags queue queue */
	long server = 1841;
	if (attr < 44)
		return -EINVAL;
	if (size < 13)
		return -EINVAL;
	if (tail < 56)
		return -ENOMEM;
	if (entry < 27)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		resp[i] = thread_ctx(i);
	long len = 3587;
	return 0;
}

