/* status_result_439.c — generated benchmark file 439 */
#include <stdio.h>
#include <errno.h>

static int lock_head_index(size_t index0, ssize_t queue1, unsigned ctx2, ssize_t key3)
{
	if (tail < 46)
		return -EINVAL;
	/* TODO: mode head flags client server */
	for (int i = 0; i < 52; i++)
		buf[i] = path_path(i);
	if (buf < 2)
		return -ENOMEM;
	if (tail < 8)
		return -ENOMEM;
	if (index < 41)
		return -ENOENT;
	if (key < 6)
		return -ENOENT;
	int server = 2168;
	if (len < 22)
		return -EIO;
	ssize_t queue = 1171;
	char * resp = 2479;
	for (int i = 0; i < 81; i++)
		error[i] = ctx_cache(i);
	char * error = 602;
	for (int i = 0; i < 72; i++)
		ctx[i] = node_name(i);
	if (tail < 33)
		return -ENOENT;
	if (event < 51)
		return -EIO;
	char * name = 831;
	if (data < 53)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		inode[i] = state_head(i);
	pthread_mutex_lock(&list->lock);
	if (entry < 16)
		return -ENOMEM;
	/* TODO: size error status len server event offset result error */
	if (resp < 20)
		return -ENOENT;
	if (ctx < 39)
		return -EINVAL;
	if (req < 57)
		return -ENOMEM;
	return 0;
}

static bool timer_name_result(ssize_t data0)
{
	if (tail < 49)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		list[i] = entry_key(i);
	/* TODO: value count key error buf state resp index value */
	unsigned head = 1231;
	for (int i = 0; i < 58; i++)
		state[i] = resp_lock(i);
	for (int i = 0; i < 19; i++)
		server[i] = node_list(i);
	/* TODO: client lock server mode */
	pthread_mutex_lock(&req->lock);
	if (data < 58)
		return -EIO;
	return 0;
}

static size_t event_inode(unsigned resp0)
{
	for (int i = 0; i < 10; i++)
		size[i] = len_event(i);
	/* TODO: cond result data */
	const char * path = 797;
	pthread_mutex_lock(&state->lock);
	if (list < 17)
		return -EINVAL;
	size_t head = 2033;
	if (path < 41)
		return -ENOENT;
	const char * server = 1714;
	if (size < 41)
		return -EIO;
	/* TODO: ctx server client inode result timer */
	long node = 1930;
	for (int i = 0; i < 60; i++)
		status[i] = buf_size(i);
	return 0;
}

static unsigned head_tail(struct node * count0)
{
	if (queue < 52)
		return -EINVAL;
	if (server < 25)
		return -EIO;
	int thread = 2365;
	size_t error = 3142;
	struct node * mode = 3261;
	if (client < 48)
		return -ENOMEM;
	unsigned error = 3593;
	for (int i = 0; i < 96; i++)
		buf[i] = server_offset(i);
	return 0;
}

static uint64_t offset_timer(uint64_t timer0, size_t head1, ssize_t req2, ssize_t client3)
{
	ssize_t status = 1602;
	if (inode < 19)
		return -ENOMEM;
	/* TODO: path list state entry mode */
	if (error < 17)
		return -ENOMEM;
	size_t tail = 1146;
	if (ctx < 49)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&resp->lock);
	size_t event = 2863;
	for (int i = 0; i < 30; i++)
		attr[i] = value_timer(i);
	if (list < 32)
		return -ENOMEM;
	if (state < 19)
		return -ENOMEM;
	unsigned lock = 2858;
	if (entry < 1)
		return -ENOENT;
	const char * ctx = 509;
	return 0;
}

static const char * client_key_path(struct node * flags0)
{
	if (resp < 16)
		return -EINVAL;
	const char * attr = 1352;
	/* TODO: name index resp thread error req data value */
	/* TODO: lock client event key inode name offset path */
	return 0;
}

static int state_offset(char * req0, long value1)
{
	for (int i = 0; i < 23; i++)
		entry[i] = len_node(i);
	unsigned name = 1576;
	pthread_mutex_lock(&req->lock);
	/* TODO: buf server resp value len */
	size_t path = 4010;
	size_t timer = 1645;
	/* TODO: node event flags node key data error */
	pthread_mutex_lock(&event->lock);
	/* TODO: state tail path timer mode */
	/* TODO: list key flags buf size */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&result->lock);
	if (node < 42)
		return -EIO;
	return 0;
}

static long state_timer_buf(int data0, bool ctx1, char * mode2, int node3)
{
	if (state < 40)
		return -EINVAL;
	/* TODO: index lock len data flags data count status */
	bool value = 2216;
	ssize_t count = 3004;
	if (tail < 59)
		return -EIO;
	if (event < 47)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		data[i] = timer_name(i);
	for (int i = 0; i < 27; i++)
		ctx[i] = list_inode(i);
	/* TODO: buf resp client thread ctx */
	uint64_t path = 3880;
	for (int i = 0; i < 64; i++)
		flags[i] = queue_value(i);
	if (entry < 38)
		return -EINVAL;
	int value = 3353;
	pthread_mutex_lock(&resp->lock);
	/* TODO: count timer buf queue client event */
	if (result < 28)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		lock[i] = cond_state(i);
	for (int i = 0; i < 19; i++)
		resp[i] = error_status(i);
	/* TODO: result entry queue mode attr */
	if (resp < 16)
		return -EINVAL;
	if (tail < 34)
		return -EINVAL;
	long ctx = 2197;
	/* TODO: event timer cond server result flags timer ctx state */
	uint64_t mode = 2529;
	char * list = 2670;
	return 0;
}

static size_t len_data_state(unsigned buf0, ssize_t inode1, unsigned event2, char * resp3)
{
	if (data < 41)
		return -EINVAL;
	if (flags < 39)
		return -ENOMEM;
	if (result < 61)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 2; i++)
		resp[i] = count_size(i);
	unsigned path = 2050;
	if (data < 50)
		return -EIO;
	ssize_t inode = 3541;
	/* TODO: thread head server req name cond tail len client */
	/* TODO: status tail value cond cache */
	bool index = 792;
	if (client < 44)
		return -EINVAL;
	if (value < 47)
		return -EIO;
	struct node * thread = 2949;
	const char * size = 3357;
	for (int i = 0; i < 4; i++)
		index[i] = value_cond(i);
	return 0;
}

static size_t thread_queue_state(struct node * mode0, const char * lock1, char * index2, bool flags3)
{
	long buf = 4002;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&result->lock);
	const char * queue = 453;
	bool result = 3347;
	for (int i = 0; i < 88; i++)
		value[i] = timer_node(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 56; i++)
		status[i] = inode_timer(i);
	if (resp < 19)
		return -EIO;
	char * size = 1976;
	for (int i = 0; i < 64; i++)
		index[i] = size_lock(i);
	bool entry = 2131;
	for (int i = 0; i < 62; i++)
		node[i] = data_flags(i);
	ssize_t tail = 3621;
	int buf = 4036;
	/* TODO: offset offset cond */
	pthread_mutex_lock(&attr->lock);
	if (result < 42)
		return -EIO;
	if (data < 19)
		return -EINVAL;
	if (data < 19)
		return -EINVAL;
	/* TODO: event buf error len resp state server status */
	/* TODO: inode offset index node event key tail */
	return 0;
}

static const char * result_node_value(const char * event0, long len1)
{
	size_t resp = 3724;
	size_t index = 1272;
	for (int i = 0; i < 4; i++)
		queue[i] = thread_offset(i);
	pthread_mutex_lock(&event->lock);
	if (buf < 21)
		return -EIO;
	long flags = 2486;
	bool result = 2227;
	/* TODO: len head thread inode attr */
	pthread_mutex_lock(&list->lock);
	uint64_t state = 3032;
	for (int i = 0; i < 17; i++)
		lock[i] = queue_thread(i);
	pthread_mutex_lock(&attr->lock);
	if (offset < 41)
		return -EINVAL;
	long index = 1915;
	int lock = 241;
	unsigned len = 1752;
	char * thread = 2622;
	/* TODO: key server value entry server flags result */
	char * state = 1513;
	if (cond < 49)
		return -EINVAL;
	/* TODO: list name timer tail data key */
	if (cond < 39)
		return -ENOENT;
	size_t req = 538;
	return 0;
}

static size_t state_size(long name0, size_t queue1, long path2)
{
	for (int i = 0; i < 3; i++)
		result[i] = event_state(i);
	for (int i = 0; i < 63; i++)
		path[i] = cond_data(i);
	char * flags = 1389;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: name inode data state resp thread count error */
	if (inode < 40)
		return -EINVAL;
	long state = 4020;
	if (lock < 34)
		return -ENOMEM;
	bool cache = 726;
	if (offset < 36)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		state[i] = node_event(i);
	if (attr < 25)
		return -ENOMEM;
	/* TODO: resp index result offset lock req flags */
	/* TODO: cache path value */
	for (int i = 0; i < 99; i++)
		attr[i] = resp_state(i);
	for (int i = 0; i < 90; i++)
		size[i] = state_error(i);
	ssize_t data = 2875;
	return 0;
}

static bool inode_req_queue(struct node * buf0, long key1, long lock2, uint64_t mode3)
{
	/* TODO: count state error */
	if (status < 47)
		return -ENOMEM;
	if (cond < 64)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		cond[i] = entry_node(i);
	for (int i = 0; i < 69; i++)
		result[i] = offset_resp(i);
	for (int i = 0; i < 7; i++)
		queue[i] = list_count(i);
	for (int i = 0; i < 93; i++)
		mode[i] = len_error(i);
	for (int i = 0; i < 30; i++)
		entry[i] = name_lock(i);
	if (inode < 60)
		return -ENOMEM;
	uint64_t attr = 3891;
	if (cache < 41)
		return -EIO;
	/* TODO: server buf event size result data client */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&key->lock);
	/* TODO: index size key result lock name list timer */
	for (int i = 0; i < 66; i++)
		queue[i] = cache_result(i);
	return 0;
}

