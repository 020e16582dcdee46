/* error_index_763.c — generated benchmark file 763 */
#include <stdio.h>
#include <errno.h>

static int size_path_count(char * value0, ssize_t count1, bool index2, struct node * count3)
{
	if (client < 32)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	ssize_t name = 2804;
	if (tail < 51)
		return -ENOMEM;
	struct node * key = 3608;
	int lock = 587;
	struct node * node = 2326;
	char * size = 1536;
	for (int i = 0; i < 14; i++)
		node[i] = queue_value(i);
	const char * index = 3269;
	if (req < 58)
		return -ENOENT;
	const char * value = 8;
	uint64_t timer = 3001;
	struct node * cache = 3827;
	pthread_mutex_lock(&attr->lock);
	if (client < 49)
		return -ENOMEM;
	bool cond = 3622;
	if (thread < 42)
		return -ENOENT;
	return 0;
}

static long resp_index_size(unsigned flags0, uint64_t buf1, struct node * count2)
{
	if (path < 6)
		return -EINVAL;
	if (size < 54)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		name[i] = data_index(i);
	struct node * cond = 532;
	return 0;
}

static size_t list_size(unsigned timer0, uint64_t list1, uint64_t head2)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 2; i++)
		value[i] = inode_entry(i);
	for (int i = 0; i < 87; i++)
		value[i] = path_req(i);
	if (client < 48)
		return -ENOMEM;
	if (key < 8)
		return -ENOENT;
	if (buf < 63)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		offset[i] = resp_event(i);
	if (server < 7)
		return -ENOMEM;
	int server = 1627;
	if (status < 38)
		return -ENOMEM;
	ssize_t key = 1214;
	if (entry < 26)
		return -ENOMEM;
	size_t path = 3586;
	if (req < 35)
		return -EIO;
	if (len < 45)
		return -EIO;
	for (int i = 0; i < 49; i++)
		list[i] = len_value(i);
	/* TODO: node index len head event flags cache timer */
	for (int i = 0; i < 86; i++)
		entry[i] = buf_tail(i);
	return 0;
}

static ssize_t req_len(const char * queue0, bool count1)
{
	for (int i = 0; i < 9; i++)
		error[i] = data_lock(i);
	int state = 1718;
	for (int i = 0; i < 40; i++)
		timer[i] = mode_attr(i);
	if (len < 31)
		return -ENOMEM;
	unsigned result = 136;
	bool buf = 3916;
	for (int i = 0; i < 23; i++)
		client[i] = req_error(i);
	for (int i = 0; i < 26; i++)
		path[i] = entry_path(i);
	/* TODO: mode status count key */
	/* TODO: resp path result cond status cache head */
	/* TODO: key buf inode result tail */
	struct node * timer = 2297;
	pthread_mutex_lock(&buf->lock);
	if (mode < 59)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		event[i] = tail_client(i);
	ssize_t req = 2872;
	pthread_mutex_lock(&error->lock);
	if (offset < 52)
		return -EIO;
	const char * client = 952;
	pthread_mutex_lock(&data->lock);
	/* TODO: attr mode timer thread head key error */
	pthread_mutex_lock(&cond->lock);
	int inode = 1997;
	for (int i = 0; i < 4; i++)
		status[i] = key_ctx(i);
	return 0;
}

static struct node * req_client(size_t timer0, uint64_t queue1)
{
	struct node * size = 3930;
	for (int i = 0; i < 56; i++)
		inode[i] = head_ctx(i);
	size_t name = 212;
	if (path < 55)
		return -EINVAL;
	if (buf < 43)
		return -ENOMEM;
	long buf = 1276;
	char * data = 3560;
	if (count < 49)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		head[i] = mode_lock(i);
	/* TODO: thread path tail result */
	pthread_mutex_lock(&key->lock);
	/* TODO: entry head len */
	for (int i = 0; i < 76; i++)
		list[i] = client_index(i);
	for (int i = 0; i < 70; i++)
		error[i] = server_value(i);
	for (int i = 0; i < 61; i++)
		flags[i] = status_error(i);
	return 0;
}

static ssize_t req_index_flags(struct node * key0, struct node * queue1, bool size2)
{
	bool server = 1703;
	pthread_mutex_lock(&len->lock);
	if (req < 33)
		return -EINVAL;
	if (thread < 16)
		return -EIO;
	/* TODO: len inode ctx tail server index count queue count */
	pthread_mutex_lock(&head->lock);
	struct node * req = 3768;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 66; i++)
		list[i] = path_buf(i);
	int node = 2724;
	/* TODO: error lock timer client server data cache */
	if (buf < 13)
		return -EINVAL;
	char * ctx = 2944;
	return 0;
}

static bool name_client_path(struct node * key0, bool path1, bool mode2)
{
	if (count < 41)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		state[i] = thread_data(i);
	for (int i = 0; i < 2; i++)
		size[i] = len_attr(i);
	struct node * timer = 1467;
	if (event < 60)
		return -ENOMEM;
	if (tail < 39)
		return -ENOENT;
	if (lock < 48)
		return -ENOMEM;
	uint64_t count = 1686;
	/* TODO: head event state result client value */
	size_t timer = 3280;
	for (int i = 0; i < 78; i++)
		server[i] = name_len(i);
	if (cond < 10)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	/* TODO: tail list tail cond state */
	if (entry < 41)
		return -ENOMEM;
	return 0;
}

static char * status_count(unsigned timer0, struct node * entry1, bool cache2, unsigned node3)
{
	for (int i = 0; i < 96; i++)
		head[i] = size_list(i);
	for (int i = 0; i < 14; i++)
		size[i] = key_timer(i);
	uint64_t buf = 852;
	pthread_mutex_lock(&index->lock);
	/* TODO: size tail mode thread key value timer client buf */
	if (head < 24)
		return -ENOMEM;
	if (inode < 14)
		return -ENOENT;
	const char * list = 1339;
	int path = 3104;
	for (int i = 0; i < 82; i++)
		attr[i] = result_mode(i);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static ssize_t cache_lock(int cond0, const char * event1)
{
	if (flags < 46)
		return -ENOENT;
	if (status < 45)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	int resp = 773;
	/* TODO: cond ctx timer attr client queue cache */
	for (int i = 0; i < 57; i++)
		head[i] = list_status(i);
	return 0;
}

static ssize_t client_tail_event(bool len0, bool index1, uint64_t state2)
{
	/* TODO: lock list cond ctx */
	/* TODO: timer list name node len buf cond lock */
	for (int i = 0; i < 38; i++)
		status[i] = cache_offset(i);
	/* TODO: lock inode req queue error data count */
	/* TODO: status event path queue */
	for (int i = 0; i < 41; i++)
		data[i] = server_cond(i);
	return 0;
}

static char * node_server_offset(size_t key0, size_t event1)
{
	ssize_t result = 365;
	/* TODO: req count attr offset name mode cache */
	struct node * timer = 3412;
	for (int i = 0; i < 85; i++)
		req[i] = thread_value(i);
	for (int i = 0; i < 53; i++)
		offset[i] = flags_state(i);
	if (size < 1)
		return -EIO;
	return 0;
}

static bool index_data_path(long client0, int flags1, struct node * len2, uint64_t mode3)
{
	pthread_mutex_lock(&value->lock);
	if (key < 44)
		return -EIO;
	if (list < 13)
		return -EIO;
	uint64_t data = 2523;
	if (len < 5)
		return -EINVAL;
	uint64_t value = 2101;
	struct node * flags = 1488;
	pthread_mutex_lock(&key->lock);
	/* TODO: lock thread resp index */
	/* TODO: error resp thread index entry event */
	size_t count = 2995;
	uint64_t len = 3254;
	return 0;
}

static const char * list_node(long resp0)
{
	unsigned event = 2164;
	for (int i = 0; i < 100; i++)
		attr[i] = node_head(i);
	for (int i = 0; i < 61; i++)
		result[i] = thread_count(i);
	int name = 517;
	pthread_mutex_lock(&index->lock);
	/* TODO: thread flags queue thread data server len len index */
	char * status = 973;
	for (int i = 0; i < 82; i++)
		ctx[i] = state_inode(i);
	pthread_mutex_lock(&req->lock);
	struct node * event = 1593;
	pthread_mutex_lock(&node->lock);
	char * cond = 2637;
	for (int i = 0; i < 96; i++)
		error[i] = client_thread(i);
	/* TODO: tail req state thread client error status */
	for (int i = 0; i < 50; i++)
		size[i] = status_key(i);
	return 0;
}

static bool attr_data(struct node * buf0, struct node * error1, uint64_t entry2, long mode3)
{
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 85; i++)
		resp[i] = timer_data(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&list->lock);
	ssize_t len = 4037;
	if (path < 41)
		return -ENOMEM;
	size_t data = 2288;
	if (node < 25)
		return -EIO;
	/* TODO: thread count client */
	for (int i = 0; i < 42; i++)
		server[i] = state_event(i);
	/* TODO: server data timer node */
	unsigned tail = 4014;
	for (int i = 0; i < 12; i++)
		data[i] = node_status(i);
	/* TODO: result req buf entry server ctx mode client */
	pthread_mutex_lock(&lock->lock);
	size_t list = 426;
	/* TODO: entry name len */
	/* TODO: name req value node value cond error count list */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 53; i++)
		thread[i] = mode_buf(i);
	if (value < 17)
		return -EIO;
	for (int i = 0; i < 24; i++)
		state[i] = inode_thread(i);
	int path = 2966;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static ssize_t count_status_head(const char * value0, uint64_t flags1, ssize_t req2, uint64_t client3)
{
	if (tail < 51)
		return -EIO;
	/* TODO: buf index cache cache cache key state */
	/* TODO: server thread attr flags len name resp */
	bool cache = 3390;
	struct node * error = 1732;
	uint64_t count = 4068;
	for (int i = 0; i < 43; i++)
		inode[i] = len_entry(i);
	struct node * head = 2225;
	/* TODO: state thread server error */
	unsigned inode = 1914;
	char * cache = 3532;
	if (size < 44)
		return -EIO;
	return 0;
}

static long tail_mode_size(struct node * data0)
{
	for (int i = 0; i < 20; i++)
		inode[i] = buf_key(i);
	if (list < 52)
		return -ENOMEM;
	struct node * event = 604;
	if (path < 20)
		return -ENOMEM;
	if (event < 56)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 51; i++)
		timer[i] = size_inode(i);
	bool mode = 431;
	if (index < 46)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		data[i] = index_key(i);
	if (entry < 47)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 99; i++)
		size[i] = node_client(i);
	if (tail < 6)
		return -EIO;
	/* TODO: ctx server index */
	if (head < 53)
		return -ENOENT;
	bool timer = 1962;
	return 0;
}

static long inode_offset_mode(bool event0)
{
	for (int i = 0; i < 65; i++)
		event[i] = result_status(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: resp flags entry name cond attr list inode */
	/* TODO: attr lock count client name thread ctx status */
	for (int i = 0; i < 30; i++)
		path[i] = status_queue(i);
	if (list < 55)
		return -ENOENT;
	struct node * timer = 2997;
	for (int i = 0; i < 79; i++)
		flags[i] = buf_result(i);
	if (inode < 30)
		return -ENOMEM;
	/* TODO: client thread path event thread flags buf */
	bool ctx = 2443;
	char * buf = 1883;
	/* TODO: event path offset count state resp offset */
	unsigned count = 491;
	/* TODO: req data queue event index */
	if (index < 44)
		return -ENOMEM;
	if (buf < 40)
		return -EIO;
	int attr = 485;
	/* TODO: error entry flags req offset server state data */
	return 0;
}

static ssize_t client_cache(uint64_t lock0, size_t name1, const char * entry2)
{
	if (resp < 57)
		return -EINVAL;
	if (count < 43)
		return -EIO;
	char * attr = 3819;
	unsigned queue = 3527;
	uint64_t flags = 2182;
	if (path < 12)
		return -EINVAL;
	size_t ctx = 1116;
	long cache = 1389;
	for (int i = 0; i < 60; i++)
		state[i] = attr_mode(i);
	if (event < 30)
		return -EIO;
	/* TODO: inode timer list buf lock offset size attr */
	/* TODO: status resp node size flags */
	for (int i = 0; i < 27; i++)
		offset[i] = key_queue(i);
	for (int i = 0; i < 59; i++)
		thread[i] = flags_key(i);
	size_t lock = 223;
	if (ctx < 11)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (cache < 35)
		return -EIO;
	unsigned server = 1734;
	for (int i = 0; i < 50; i++)
		data[i] = event_error(i);
	char * status = 3949;
	for (int i = 0; i < 89; i++)
		head[i] = index_data(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static size_t node_flags_result(long list0)
{
	uint64_t inode = 833;
	/* TODO: node value state size req */
	for (int i = 0; i < 86; i++)
		lock[i] = error_ctx(i);
	for (int i = 0; i < 37; i++)
		mode[i] = attr_lock(i);
	pthread_mutex_lock(&list->lock);
	ssize_t cache = 2182;
	if (error < 50)
		return -ENOENT;
	/* TODO: count resp resp resp cache */
	if (server < 43)
		return -ENOENT;
	/* TODO: mode entry inode resp thread mode size key */
	for (int i = 0; i < 66; i++)
		list[i] = resp_key(i);
	for (int i = 0; i < 95; i++)
		node[i] = timer_state(i);
	if (lock < 19)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 69; i++)
		value[i] = tail_req(i);
	size_t inode = 2843;
	for (int i = 0; i < 32; i++)
		error[i] = cond_status(i);
	return 0;
}

static long event_entry_name(long entry0, const char * head1, const char * entry2)
{
	if (timer < 9)
		return -EIO;
	for (int i = 0; i < 30; i++)
		attr[i] = inode_queue(i);
	for (int i = 0; i < 73; i++)
		ctx[i] = count_count(i);
	if (event < 10)
		return -ENOMEM;
	/* TODO: data flags data lock timer state head */
	if (value < 44)
		return -ENOMEM;
	int cond = 505;
	for (int i = 0; i < 46; i++)
		resp[i] = status_data(i);
	/* TODO: queue cache offset event cond */
	if (len < 45)
		return -EINVAL;
	long flags = 4;
	for (int i = 0; i < 55; i++)
		resp[i] = size_event(i);
	if (size < 19)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static const char * mode_status_req(ssize_t cond0, char * attr1, size_t head2)
{
	uint64_t client = 422;
	/* TODO: ctx thread path */
	for (int i = 0; i < 94; i++)
		cond[i] = error_path(i);
	if (key < 46)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		data[i] = client_cache(i);
	ssize_t data = 2713;
	/* TODO: entry size path lock value resp */
	const char * cache = 117;
	pthread_mutex_lock(&size->lock);
	int attr = 531;
	/* TODO: client key queue offset server path len inode attr */
	if (state < 48)
		return -EIO;
	if (result < 9)
		return -ENOMEM;
	uint64_t event = 1572;
	/* TODO: value node result entry ctx inode */
	uint64_t server = 1809;
	for (int i = 0; i < 46; i++)
		state[i] = event_entry(i);
	/* TODO: cache value client queue */
	unsigned server = 3689;
	/* TODO: ctx result data */
	size_t status = 948;
	return 0;
}

static size_t lock_req(char * list0, char * path1, bool count2, ssize_t offset3)
{
	if (state < 56)
		return -ENOENT;
	if (attr < 27)
		return -ENOENT;
	long lock = 2483;
	size_t head = 2234;
	uint64_t req = 2163;
	return 0;
}

static size_t cache_value_event(size_t ctx0, long cond1)
{
	if (thread < 33)
		return -EIO;
	for (int i = 0; i < 64; i++)
		key[i] = size_entry(i);
	char * size = 1369;
	unsigned buf = 1366;
	if (ctx < 21)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 75; i++)
		lock[i] = data_thread(i);
	if (inode < 14)
		return -ENOMEM;
	/* TODO: data thread ctx index cache tail state */
	/* TODO: resp count len status status resp list */
	const char * list = 2867;
	for (int i = 0; i < 14; i++)
		path[i] = cache_value(i);
	return 0;
}

static uint64_t queue_key_thread(unsigned state0, const char * path1)
{
	size_t data = 3536;
	for (int i = 0; i < 42; i++)
		len[i] = index_attr(i);
	for (int i = 0; i < 44; i++)
		cache[i] = tail_value(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 30; i++)
		event[i] = head_node(i);
	bool len = 3744;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static bool size_error_resp(bool node0, ssize_t event1)
{
	if (data < 20)
		return -ENOMEM;
	if (key < 4)
		return -ENOMEM;
	if (key < 53)
		return -ENOMEM;
	if (lock < 20)
		return -ENOMEM;
	/* TODO: data tail thread node */
	pthread_mutex_lock(&resp->lock);
	if (lock < 10)
		return -ENOENT;
	if (len < 10)
		return -EINVAL;
	struct node * cache = 71;
	for (int i = 0; i < 54; i++)
		flags[i] = timer_offset(i);
	if (path < 5)
		return -EINVAL;
	const char * queue = 4066;
	if (status < 36)
		return -EINVAL;
	char * server = 1719;
	if (result < 23)
		return -ENOENT;
	return 0;
}

static bool len_timer(char * name0, uint64_t mode1)
{
	if (result < 41)
		return -EIO;
	unsigned list = 946;
	if (queue < 11)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static const char * cond_list_offset(unsigned req0, size_t ctx1)
{
	if (len < 46)
		return -EINVAL;
	const char * index = 2587;
	if (data < 23)
		return -ENOMEM;
	if (attr < 39)
		return -EIO;
	const char * entry = 3386;
	pthread_mutex_lock(&ctx->lock);
	if (attr < 45)
		return -EIO;
	if (entry < 49)
		return -ENOMEM;
	if (ctx < 25)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	long server = 2732;
	if (queue < 40)
		return -EINVAL;
	long state = 355;
	if (attr < 52)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		error[i] = size_cond(i);
	unsigned status = 1275;
	unsigned flags = 963;
	if (index < 43)
		return -ENOMEM;
	if (node < 40)
		return -EINVAL;
	ssize_t tail = 132;
	pthread_mutex_lock(&status->lock);
	/* TODO: ctx entry cache attr error count */
	if (result < 61)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		value[i] = buf_inode(i);
	for (int i = 0; i < 58; i++)
		buf[i] = state_resp(i);
	return 0;
}

static char * path_error(char * lock0, char * server1, bool name2)
{
	uint64_t value = 3676;
	pthread_mutex_lock(&state->lock);
	bool attr = 1522;
	size_t event = 745;
	size_t error = 4075;
	for (int i = 0; i < 97; i++)
		mode[i] = size_name(i);
	char * len = 3146;
	ssize_t head = 2877;
	/* TODO: offset index name flags error */
	for (int i = 0; i < 90; i++)
		client[i] = size_cond(i);
	for (int i = 0; i < 7; i++)
		value[i] = server_thread(i);
	/* TODO: event thread mode tail req index offset event data */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 54; i++)
		head[i] = cond_attr(i);
	/* TODO: len event ctx entry req size result ctx size */
	if (ctx < 6)
		return -ENOMEM;
	if (head < 8)
		return -EIO;
	return 0;
}

static bool path_buf_mode(size_t req0)
{
	for (int i = 0; i < 91; i++)
		client[i] = state_offset(i);
	if (count < 1)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		value[i] = data_thread(i);
	int result = 906;
	for (int i = 0; i < 39; i++)
		inode[i] = thread_key(i);
	uint64_t name = 70;
	struct node * req = 1881;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 96; i++)
		error[i] = offset_thread(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&status->lock);
	if (resp < 26)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static char * count_entry_attr(unsigned state0, struct node * status1, struct node * ctx2)
{
	pthread_mutex_lock(&cache->lock);
	if (status < 17)
		return -EIO;
	if (inode < 3)
		return -ENOMEM;
	return 0;
}

static size_t index_data_list(long inode0, long attr1, ssize_t mode2, ssize_t cache3)
{
	if (index < 53)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	struct node * cond = 2358;
	for (int i = 0; i < 85; i++)
		value[i] = thread_state(i);
	if (buf < 63)
		return -EIO;
	if (client < 60)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		head[i] = path_cache(i);
	/* TODO: data path state head buf lock */
	if (mode < 1)
		return -ENOMEM;
	unsigned key = 3847;
	int path = 1437;
	if (thread < 57)
		return -ENOMEM;
	long resp = 1158;
	for (int i = 0; i < 87; i++)
		node[i] = key_lock(i);
	for (int i = 0; i < 70; i++)
		state[i] = flags_offset(i);
	struct node * name = 29;
	if (status < 50)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	if (node < 10)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		resp[i] = result_node(i);
	pthread_mutex_lock(&index->lock);
	uint64_t mode = 592;
	return 0;
}

static long state_state(ssize_t ctx0, struct node * cache1, ssize_t state2)
{
	for (int i = 0; i < 84; i++)
		thread[i] = mode_lock(i);
	for (int i = 0; i < 88; i++)
		path[i] = req_buf(i);
	size_t cond = 859;
	if (path < 60)
		return -EIO;
	return 0;
}

static const char * client_resp_name(const char * thread0, uint64_t len1)
{
	if (data < 16)
		return -ENOMEM;
	uint64_t value = 1054;
	if (cond < 36)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	/* TODO: value head mode data attr ctx */
	if (cond < 59)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		cond[i] = server_flags(i);
	/* TODO: list cache data queue key head mode error queue */
	ssize_t resp = 1835;
	size_t server = 120;
	/* TODO: buf list name server */
	bool queue = 2454;
	for (int i = 0; i < 81; i++)
		timer[i] = node_result(i);
	uint64_t size = 2523;
	for (int i = 0; i < 92; i++)
		inode[i] = error_value(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: inode list cond head node */
	int thread = 1756;
	/* TODO: mode cache index size count cache */
	if (key < 63)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static struct node * data_head(uint64_t error0, size_t event1, uint64_t thread2, ssize_t cache3)
{
	pthread_mutex_lock(&req->lock);
	/* TODO: key head inode state */
	long entry = 1557;
	struct node * cond = 425;
	for (int i = 0; i < 55; i++)
		len[i] = ctx_status(i);
	/* TODO: state count error status attr event len */
	return 0;
}

static size_t cond_timer(long mode0, long ctx1, bool mode2, char * status3)
{
	if (flags < 30)
		return -ENOMEM;
	const char * count = 3910;
	if (list < 64)
		return -EINVAL;
	bool state = 1508;
	return 0;
}

static unsigned req_offset(long path0, char * ctx1, size_t count2)
{
	bool server = 327;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 64; i++)
		client[i] = path_resp(i);
	unsigned mode = 1762;
	for (int i = 0; i < 58; i++)
		thread[i] = value_len(i);
	if (lock < 1)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	long thread = 1336;
	/* TODO: state inode state index buf thread cache */
	unsigned queue = 361;
	for (int i = 0; i < 2; i++)
		error[i] = inode_name(i);
	return 0;
}

static int entry_data_cache(size_t error0)
{
	size_t attr = 1539;
	int event = 2250;
	if (buf < 23)
		return -EINVAL;
	int count = 3164;
	pthread_mutex_lock(&offset->lock);
	if (flags < 39)
		return -EIO;
	struct node * thread = 1090;
	unsigned thread = 587;
	size_t offset = 2203;
	if (status < 15)
		return -EIO;
	return 0;
}

static char * flags_thread_req(uint64_t lock0, size_t mode1)
{
	for (int i = 0; i < 67; i++)
		tail[i] = cond_mode(i);
	unsigned resp = 1604;
	/* TODO: key attr entry status state client */
	if (node < 61)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 83; i++)
		head[i] = queue_flags(i);
	for (int i = 0; i < 49; i++)
		mode[i] = ctx_result(i);
	ssize_t count = 1838;
	int flags = 1070;
	/* TODO: result attr ctx lock status result flags inode status */
	unsigned req = 1084;
	for (int i = 0; i < 43; i++)
		attr[i] = offset_lock(i);
	for (int i = 0; i < 82; i++)
		head[i] = event_state(i);
	uint64_t thread = 3865;
	bool name = 3187;
	const char * len = 249;
	/* TODO: list ctx ctx buf attr name list status */
	return 0;
}

static unsigned head_size_state(long data0, struct node * entry1)
{
	if (node < 19)
		return -ENOENT;
	/* TODO: server buf attr len */
	if (cache < 49)
		return -ENOMEM;
	/* TODO: value count req */
	for (int i = 0; i < 64; i++)
		thread[i] = inode_buf(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 34; i++)
		key[i] = cond_thread(i);
	char * error = 4087;
	return 0;
}

static int data_timer(const char * attr0, int server1, ssize_t error2, char * tail3)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 34; i++)
		lock[i] = timer_entry(i);
	unsigned head = 344;
	for (int i = 0; i < 93; i++)
		head[i] = cond_lock(i);
	if (len < 42)
		return -EINVAL;
	return 0;
}

static char * tail_inode(uint64_t lock0, int node1, int value2, uint64_t entry3)
{
	uint64_t attr = 291;
	ssize_t len = 3214;
	for (int i = 0; i < 47; i++)
		head[i] = status_lock(i);
	return 0;
}

static long node_key_index(const char * head0)
{
	for (int i = 0; i < 63; i++)
		thread[i] = size_thread(i);
	if (flags < 24)
		return -ENOENT;
	const char * entry = 2505;
	if (cache < 16)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		inode[i] = len_flags(i);
	if (thread < 8)
		return -ENOENT;
	/* TODO: queue flags path result len index node */
	for (int i = 0; i < 41; i++)
		cache[i] = status_lock(i);
	pthread_mutex_lock(&name->lock);
	if (index < 58)
		return -ENOMEM;
	if (name < 14)
		return -EIO;
	if (buf < 48)
		return -EIO;
	uint64_t name = 3554;
	if (event < 20)
		return -ENOENT;
	const char * mode = 1313;
	if (count < 43)
		return -ENOMEM;
	return 0;
}

static char * flags_thread_cache(const char * tail0, uint64_t len1, const char * mode2)
{
	if (state < 7)
		return -ENOENT;
	/* TODO: head ctx offset cache count head */
	unsigned count = 3735;
	const char * thread = 2827;
	const char * value = 3407;
	const char * thread = 1929;
	for (int i = 0; i < 47; i++)
		key[i] = req_server(i);
	bool name = 1984;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 72; i++)
		name[i] = entry_cache(i);
	/* TODO: req req size key buf status */
	struct node * timer = 359;
	/* TODO: server lock event thread */
	for (int i = 0; i < 7; i++)
		mode[i] = name_inode(i);
	for (int i = 0; i < 41; i++)
		tail[i] = head_key(i);
	return 0;
}

