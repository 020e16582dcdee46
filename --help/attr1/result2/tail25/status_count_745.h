/* status_count_745.h — generated benchmark file 745 */
#include <stdio.h>
#include <errno.h>

static char * cache_attr_flags(int ctx0, ssize_t offset1)
{
	for (int i = 0; i < 38; i++)
		value[i] = event_list(i);
	unsigned data = 3788;
	pthread_mutex_lock(&cache->lock);
	uint64_t status = 1579;
	if (event < 58)
		return -EIO;
	ssize_t node = 278;
	pthread_mutex_lock(&len->lock);
	int resp = 314;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static bool event_event_resp(bool value0, uint64_t entry1, unsigned buf2)
{
	for (int i = 0; i < 46; i++)
		count[i] = key_event(i);
	/* TODO: client name path result */
	if (flags < 10)
		return -ENOMEM;
	/* TODO: entry index state */
	if (resp < 35)
		return -EINVAL;
	return 0;
}

static const char * status_path_inode(uint64_t error0)
{
	/* TODO: head value status state entry result thread */
	pthread_mutex_lock(&size->lock);
	if (queue < 7)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 59; i++)
		len[i] = error_state(i);
	if (key < 61)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 29; i++)
		mode[i] = offset_state(i);
	for (int i = 0; i < 5; i++)
		timer[i] = path_size(i);
	if (cache < 64)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		client[i] = thread_offset(i);
	bool path = 2895;
	if (queue < 46)
		return -ENOENT;
	/* TODO: error offset node cond req node resp len queue */
	if (tail < 1)
		return -ENOMEM;
	uint64_t state = 2004;
	for (int i = 0; i < 60; i++)
		count[i] = cond_queue(i);
	ssize_t node = 646;
	pthread_mutex_lock(&head->lock);
	int lock = 2365;
	/* TODO: cache tail attr entry status name head cache */
	/* TODO: size key count len resp path path path inode */
	uint64_t result = 2037;
	/* TODO: key flags offset mode buf */
	/* TODO: error result event cache server lock */
	return 0;
}

static int path_inode(long state0, long offset1, uint64_t state2, int index3)
{
	for (int i = 0; i < 71; i++)
		entry[i] = thread_thread(i);
	ssize_t key = 4056;
	if (data < 41)
		return -EINVAL;
	long tail = 411;
	if (tail < 11)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 50; i++)
		head[i] = cache_result(i);
	/* TODO: cond timer resp */
	if (buf < 11)
		return -EIO;
	if (offset < 19)
		return -ENOMEM;
	/* TODO: client flags server status */
	if (entry < 52)
		return -EIO;
	char * key = 4082;
	if (name < 27)
		return -ENOENT;
	if (path < 25)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		lock[i] = entry_error(i);
	int queue = 2384;
	for (int i = 0; i < 24; i++)
		entry[i] = client_queue(i);
	bool flags = 233;
	/* TODO: flags size inode */
	return 0;
}

static unsigned client_name_queue(ssize_t size0, int error1, int count2, ssize_t index3)
{
	/* TODO: value req status */
	if (head < 13)
		return -ENOENT;
	if (req < 18)
		return -ENOENT;
	if (inode < 40)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		flags[i] = entry_cond(i);
	if (attr < 11)
		return -EIO;
	/* TODO: inode req key mode buf server inode list result */
	if (mode < 33)
		return -EINVAL;
	/* TODO: offset name node cond */
	struct node * lock = 3321;
	if (index < 39)
		return -EINVAL;
	/* TODO: buf flags data mode attr cache data error result */
	if (error < 15)
		return -EIO;
	for (int i = 0; i < 39; i++)
		data[i] = len_thread(i);
	if (count < 32)
		return -EIO;
	const char * server = 239;
	/* TODO: offset buf inode thread */
	if (offset < 37)
		return -ENOENT;
	if (size < 10)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		state[i] = attr_key(i);
	ssize_t resp = 1713;
	for (int i = 0; i < 16; i++)
		len[i] = resp_timer(i);
	if (value < 48)
		return -ENOMEM;
	uint64_t mode = 3731;
	if (server < 6)
		return -EIO;
	return 0;
}

static long ctx_data(uint64_t attr0)
{
	struct node * size = 521;
	for (int i = 0; i < 76; i++)
		req[i] = error_node(i);
	const char * cache = 1716;
	if (count < 57)
		return -ENOENT;
	if (len < 42)
		return -EIO;
	if (event < 50)
		return -EIO;
	for (int i = 0; i < 5; i++)
		cache[i] = error_cache(i);
	if (data < 32)
		return -EIO;
	const char * entry = 2896;
	if (entry < 52)
		return -EIO;
	for (int i = 0; i < 60; i++)
		state[i] = head_event(i);
	bool resp = 3697;
	if (size < 42)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		buf[i] = data_list(i);
	bool data = 3637;
	int cond = 3965;
	/* TODO: status status flags cond */
	return 0;
}

static unsigned index_index(uint64_t data0, unsigned value1, unsigned inode2, long req3)
{
	unsigned status = 3260;
	pthread_mutex_lock(&status->lock);
	if (error < 18)
		return -ENOMEM;
	return 0;
}

static int path_req(uint64_t size0)
{
	if (buf < 61)
		return -ENOENT;
	ssize_t event = 3548;
	/* TODO: node value inode */
	for (int i = 0; i < 93; i++)
		lock[i] = tail_flags(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&result->lock);
	bool state = 641;
	size_t entry = 210;
	pthread_mutex_lock(&server->lock);
	if (client < 62)
		return -ENOENT;
	size_t timer = 879;
	for (int i = 0; i < 20; i++)
		resp[i] = size_node(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 97; i++)
		key[i] = offset_cache(i);
	for (int i = 0; i < 73; i++)
		index[i] = ctx_size(i);
	bool thread = 615;
	for (int i = 0; i < 21; i++)
		client[i] = buf_lock(i);
	char * name = 3192;
	for (int i = 0; i < 15; i++)
		node[i] = state_status(i);
	return 0;
}

static bool size_attr(char * mode0, ssize_t queue1, ssize_t result2)
{
	unsigned server = 1026;
	pthread_mutex_lock(&timer->lock);
	if (size < 57)
		return -EIO;
	ssize_t len = 91;
	ssize_t attr = 1199;
	for (int i = 0; i < 60; i++)
		resp[i] = mode_node(i);
	const char * index = 1457;
	if (req < 64)
		return -ENOMEM;
	char * mode = 3947;
	if (tail < 48)
		return -EIO;
	if (count < 59)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	if (entry < 4)
		return -ENOMEM;
	/* TODO: mode attr state tail */
	for (int i = 0; i < 14; i++)
		timer[i] = thread_cache(i);
	if (flags < 2)
		return -EIO;
	if (error < 59)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		resp[i] = thread_attr(i);
	if (cache < 12)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		ctx[i] = head_count(i);
	struct node * queue = 2327;
	for (int i = 0; i < 64; i++)
		entry[i] = req_index(i);
	uint64_t len = 3579;
	/* TODO: list entry client len timer */
	ssize_t inode = 3629;
	return 0;
}

static size_t event_server_size(uint64_t buf0)
{
	pthread_mutex_lock(&size->lock);
	uint64_t path = 1805;
	size_t queue = 2027;
	pthread_mutex_lock(&head->lock);
	const char * state = 2415;
	for (int i = 0; i < 96; i++)
		name[i] = server_server(i);
	if (flags < 5)
		return -EIO;
	/* TODO: buf size path attr */
	bool path = 134;
	/* TODO: list attr value mode req resp offset */
	for (int i = 0; i < 11; i++)
		data[i] = node_error(i);
	ssize_t queue = 1386;
	return 0;
}

static char * thread_state_inode(int count0, const char * status1, const char * tail2, int state3)
{
	for (int i = 0; i < 10; i++)
		size[i] = ctx_ctx(i);
	if (client < 31)
		return -EIO;
	unsigned event = 3101;
	uint64_t error = 1767;
	unsigned queue = 2248;
	unsigned name = 1291;
	uint64_t tail = 2129;
	if (data < 16)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	ssize_t size = 3240;
	/* TODO: event node count status */
	if (resp < 46)
		return -EINVAL;
	int ctx = 320;
	/* TODO: cond flags error node cache attr resp */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 34; i++)
		status[i] = event_inode(i);
	if (offset < 44)
		return -EINVAL;
	/* TODO: status resp lock buf timer flags */
	return 0;
}

static unsigned index_result(struct node * path0, struct node * resp1, ssize_t client2, struct node * server3)
{
	for (int i = 0; i < 27; i++)
		entry[i] = index_list(i);
	uint64_t timer = 2176;
	if (cond < 34)
		return -EIO;
	if (name < 51)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		head[i] = count_entry(i);
	/* TODO: tail value result cache event head */
	size_t queue = 3554;
	long status = 531;
	long attr = 791;
	/* TODO: index cond resp path */
	for (int i = 0; i < 100; i++)
		tail[i] = index_state(i);
	pthread_mutex_lock(&cond->lock);
	if (key < 38)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		result[i] = req_timer(i);
	if (thread < 1)
		return -EINVAL;
	return 0;
}

static unsigned status_len(char * req0, uint64_t entry1, bool flags2, long cond3)
{
	for (int i = 0; i < 86; i++)
		len[i] = name_index(i);
	uint64_t name = 3574;
	if (event < 39)
		return -EIO;
	return 0;
}

static bool value_tail(const char * error0, long entry1, int timer2, char * mode3)
{
	for (int i = 0; i < 89; i++)
		name[i] = size_server(i);
	char * count = 1668;
	if (attr < 45)
		return -EINVAL;
	/* TODO: server flags status len entry timer offset node buf */
	bool name = 2497;
	size_t attr = 363;
	if (len < 50)
		return -ENOENT;
	/* TODO: path ctx mode resp result value */
	int offset = 181;
	if (ctx < 57)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 33; i++)
		result[i] = buf_flags(i);
	/* TODO: buf attr entry */
	int inode = 2602;
	uint64_t name = 724;
	long key = 2795;
	for (int i = 0; i < 93; i++)
		error[i] = error_count(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static bool resp_node_len(struct node * size0, uint64_t lock1, size_t queue2)
{
	/* TODO: count data flags status */
	char * offset = 3253;
	unsigned attr = 614;
	if (ctx < 41)
		return -EIO;
	if (head < 45)
		return -EINVAL;
	ssize_t size = 3811;
	for (int i = 0; i < 66; i++)
		result[i] = len_list(i);
	if (size < 47)
		return -EIO;
	/* TODO: tail mode timer data size */
	for (int i = 0; i < 23; i++)
		attr[i] = offset_value(i);
	return 0;
}

static uint64_t timer_cache(size_t server0, long inode1, long event2)
{
	unsigned thread = 2743;
	ssize_t buf = 1898;
	/* TODO: lock attr list */
	if (name < 33)
		return -EIO;
	if (list < 52)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		server[i] = len_ctx(i);
	if (count < 35)
		return -EIO;
	for (int i = 0; i < 24; i++)
		resp[i] = offset_key(i);
	for (int i = 0; i < 12; i++)
		state[i] = timer_req(i);
	if (name < 26)
		return -EINVAL;
	if (result < 34)
		return -EINVAL;
	if (event < 58)
		return -EINVAL;
	/* TODO: state inode client size flags cache */
	for (int i = 0; i < 83; i++)
		head[i] = client_server(i);
	/* TODO: ctx thread len name */
	/* TODO: req list node */
	unsigned resp = 3184;
	if (resp < 30)
		return -EIO;
	for (int i = 0; i < 76; i++)
		index[i] = size_list(i);
	/* TODO: entry error key server offset */
	if (head < 60)
		return -EIO;
	uint64_t list = 3255;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static uint64_t event_error(ssize_t attr0, int lock1, long size2, struct node * error3)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: name status head cond */
	bool path = 3191;
	if (status < 30)
		return -EINVAL;
	if (entry < 39)
		return -ENOMEM;
	if (event < 54)
		return -EIO;
	/* TODO: count offset cond queue key key value */
	pthread_mutex_lock(&client->lock);
	size_t mode = 1261;
	bool result = 2401;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 65; i++)
		name[i] = req_ctx(i);
	struct node * mode = 2079;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 89; i++)
		lock[i] = thread_data(i);
	if (cond < 32)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (size < 50)
		return -EIO;
	for (int i = 0; i < 68; i++)
		queue[i] = node_client(i);
	for (int i = 0; i < 69; i++)
		data[i] = head_list(i);
	if (value < 14)
		return -EIO;
	/* TODO: flags cache client key key head head */
	int cond = 3680;
	return 0;
}

static char * flags_path_path(uint64_t error0, ssize_t state1)
{
	if (error < 53)
		return -EINVAL;
	if (index < 36)
		return -EINVAL;
	if (result < 17)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		thread[i] = count_name(i);
	for (int i = 0; i < 68; i++)
		key[i] = list_result(i);
	ssize_t server = 164;
	unsigned count = 2627;
	/* TODO: attr index key cond name queue */
	for (int i = 0; i < 26; i++)
		server[i] = len_buf(i);
	if (count < 61)
		return -ENOENT;
	if (data < 47)
		return -ENOENT;
	struct node * lock = 3879;
	uint64_t data = 428;
	/* TODO: node offset state */
	for (int i = 0; i < 94; i++)
		node[i] = thread_head(i);
	for (int i = 0; i < 44; i++)
		cond[i] = status_len(i);
	return 0;
}

static uint64_t lock_resp(size_t state0)
{
	char * offset = 2709;
	uint64_t list = 1320;
	for (int i = 0; i < 66; i++)
		path[i] = buf_server(i);
	/* TODO: attr value req */
	for (int i = 0; i < 25; i++)
		state[i] = path_size(i);
	/* TODO: server cond status value */
	if (lock < 36)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	if (lock < 4)
		return -EINVAL;
	if (thread < 20)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	uint64_t flags = 454;
	size_t attr = 1085;
	long data = 2124;
	size_t entry = 3782;
	for (int i = 0; i < 89; i++)
		state[i] = status_result(i);
	if (client < 46)
		return -EIO;
	/* TODO: offset server status thread head name result index cond */
	/* TODO: result count inode path len state status */
	long cond = 3632;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static int tail_server_resp(const char * entry0)
{
	if (attr < 36)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		thread[i] = lock_count(i);
	if (inode < 8)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		resp[i] = count_count(i);
	pthread_mutex_lock(&size->lock);
	char * head = 1968;
	if (data < 24)
		return -ENOMEM;
	unsigned lock = 3956;
	int head = 3709;
	for (int i = 0; i < 14; i++)
		buf[i] = timer_count(i);
	struct node * flags = 2440;
	for (int i = 0; i < 22; i++)
		name[i] = timer_cond(i);
	struct node * event = 1636;
	if (req < 15)
		return -ENOENT;
	if (entry < 14)
		return -EIO;
	ssize_t count = 679;
	const char * list = 2151;
	if (client < 20)
		return -EINVAL;
	/* TODO: req timer queue name size node resp node */
	/* TODO: inode cond count size status head value size */
	return 0;
}

static int mode_size_name(const char * entry0, long key1)
{
	/* TODO: inode event index count result mode */
	for (int i = 0; i < 47; i++)
		buf[i] = error_key(i);
	/* TODO: result timer count */
	/* TODO: attr value attr attr event value offset entry */
	if (server < 32)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		tail[i] = resp_status(i);
	struct node * event = 1602;
	int state = 4032;
	size_t ctx = 3391;
	return 0;
}

static struct node * offset_client(int event0, char * thread1, size_t thread2, char * offset3)
{
	if (lock < 4)
		return -ENOENT;
	/* TODO: error status len head timer cache data */
	/* TODO: flags tail index inode */
	for (int i = 0; i < 6; i++)
		size[i] = count_value(i);
	for (int i = 0; i < 37; i++)
		node[i] = node_status(i);
	for (int i = 0; i < 7; i++)
		state[i] = name_index(i);
	for (int i = 0; i < 59; i++)
		len[i] = state_size(i);
	for (int i = 0; i < 65; i++)
		flags[i] = value_thread(i);
	if (flags < 8)
		return -ENOENT;
	int key = 1410;
	for (int i = 0; i < 84; i++)
		size[i] = req_index(i);
	char * server = 713;
	unsigned value = 1343;
	uint64_t queue = 3006;
	/* TODO: lock queue queue timer status */
	if (head < 46)
		return -ENOENT;
	uint64_t flags = 2081;
	if (value < 29)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: queue resp result node value result head client server */
	size_t name = 2719;
	for (int i = 0; i < 4; i++)
		node[i] = tail_status(i);
	char * value = 1895;
	return 0;
}

static unsigned state_error_state(long ctx0, struct node * key1, unsigned value2)
{
	struct node * event = 189;
	int list = 2532;
	ssize_t count = 618;
	if (status < 10)
		return -ENOMEM;
	if (server < 1)
		return -ENOENT;
	if (value < 1)
		return -ENOENT;
	if (name < 4)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	int client = 142;
	const char * count = 166;
	for (int i = 0; i < 95; i++)
		head[i] = timer_error(i);
	/* TODO: flags cache mode thread count req lock tail tail */
	/* TODO: head inode head node lock status queue index tail */
	if (ctx < 18)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (req < 24)
		return -EIO;
	if (inode < 55)
		return -EINVAL;
	if (queue < 20)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		name[i] = offset_result(i);
	return 0;
}

static const char * data_timer(bool head0, uint64_t tail1)
{
	pthread_mutex_lock(&ctx->lock);
	size_t thread = 2466;
	/* TODO: server resp resp entry value */
	long len = 4096;
	struct node * data = 2930;
	if (inode < 24)
		return -EIO;
	/* TODO: count entry error state client client entry */
	if (client < 22)
		return -EINVAL;
	/* TODO: timer resp queue key entry */
	return 0;
}

static struct node * data_cache_lock(bool server0)
{
	bool attr = 2302;
	int name = 1302;
	/* TODO: req name index cache */
	char * resp = 1432;
	pthread_mutex_lock(&error->lock);
	if (data < 36)
		return -ENOMEM;
	uint64_t size = 436;
	for (int i = 0; i < 28; i++)
		lock[i] = list_flags(i);
	/* TODO: flags cond lock buf server */
	/* TODO: entry lock name server flags size node attr flags */
	for (int i = 0; i < 80; i++)
		flags[i] = head_tail(i);
	for (int i = 0; i < 59; i++)
		lock[i] = cache_count(i);
	char * buf = 148;
	/* TODO: event thread thread */
	int req = 411;
	unsigned event = 2275;
	uint64_t state = 2979;
	if (inode < 5)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		mode[i] = list_server(i);
	if (thread < 38)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (mode < 46)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: state cache lock timer state error result timer event */
	return 0;
}

static unsigned cond_len_index(size_t error0, uint64_t client1, bool entry2, bool result3)
{
	size_t entry = 3311;
	/* TODO: buf len req mode */
	for (int i = 0; i < 38; i++)
		resp[i] = data_status(i);
	if (req < 15)
		return -ENOMEM;
	return 0;
}

static const char * event_index(unsigned status0, char * buf1, size_t buf2)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 30; i++)
		len[i] = cache_lock(i);
	int buf = 2288;
	if (node < 43)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		state[i] = cache_cache(i);
	char * lock = 2344;
	return 0;
}

static unsigned event_size_req(int key0, const char * name1, char * value2)
{
	const char * error = 3204;
	pthread_mutex_lock(&cache->lock);
	/* TODO: event head list */
	if (name < 23)
		return -ENOENT;
	if (resp < 31)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		flags[i] = offset_index(i);
	char * value = 1215;
	if (flags < 44)
		return -EINVAL;
	/* TODO: value count key lock timer list state path */
	if (flags < 23)
		return -ENOENT;
	ssize_t result = 3146;
	if (offset < 12)
		return -EIO;
	return 0;
}

static size_t event_server_server(int node0)
{
	if (attr < 1)
		return -ENOMEM;
	if (server < 52)
		return -EIO;
	if (cache < 43)
		return -EIO;
	if (name < 43)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		client[i] = index_node(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 65; i++)
		event[i] = status_buf(i);
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&key->lock);
	if (state < 16)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		state[i] = size_head(i);
	/* TODO: lock index name size client state data buf resp */
	char * offset = 1633;
	return 0;
}

static char * state_state(uint64_t cond0, unsigned mode1, uint64_t flags2)
{
	const char * len = 2903;
	struct node * cond = 2625;
	if (req < 61)
		return -EIO;
	for (int i = 0; i < 98; i++)
		value[i] = head_inode(i);
	pthread_mutex_lock(&cond->lock);
	if (queue < 11)
		return -ENOMEM;
	ssize_t cond = 2722;
	for (int i = 0; i < 12; i++)
		name[i] = entry_queue(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 67; i++)
		entry[i] = count_state(i);
	for (int i = 0; i < 27; i++)
		value[i] = len_flags(i);
	for (int i = 0; i < 25; i++)
		offset[i] = buf_count(i);
	for (int i = 0; i < 20; i++)
		count[i] = index_ctx(i);
	/* TODO: inode cache server mode inode offset */
	long size = 1219;
	/* TODO: len tail offset client ctx count */
	if (cache < 28)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (node < 3)
		return -ENOENT;
	if (status < 18)
		return -EIO;
	return 0;
}

static int client_server_size(size_t state0, const char * error1, int server2)
{
	size_t offset = 3230;
	/* TODO: entry status head mode count */
	char * timer = 3360;
	const char * name = 2385;
	if (mode < 37)
		return -ENOENT;
	/* TODO: inode len timer */
	if (mode < 56)
		return -EIO;
	/* TODO: count thread status path offset value cache node */
	if (index < 39)
		return -EINVAL;
	/* TODO: path key node client value mode offset attr */
	unsigned cache = 1349;
	for (int i = 0; i < 63; i++)
		tail[i] = value_node(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 40; i++)
		status[i] = server_result(i);
	long len = 3046;
	/* TODO: node server entry lock flags len value req buf */
	if (data < 15)
		return -ENOENT;
	return 0;
}

static struct node * cache_cond(ssize_t thread0, unsigned thread1, int len2, int node3)
{
	size_t inode = 2668;
	if (client < 27)
		return -ENOENT;
	if (count < 28)
		return -EINVAL;
	/* TODO: count data client queue event cache */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 88; i++)
		queue[i] = state_tail(i);
	int lock = 39;
	if (buf < 50)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		lock[i] = path_error(i);
	char * offset = 2839;
	if (state < 27)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	if (inode < 3)
		return -EIO;
	if (inode < 60)
		return -EINVAL;
	if (len < 38)
		return -ENOENT;
	struct node * state = 1386;
	if (list < 3)
		return -ENOMEM;
	uint64_t state = 1442;
	return 0;
}

static char * entry_req_node(bool index0, bool count1)
{
	if (timer < 3)
		return -ENOENT;
	if (key < 56)
		return -EINVAL;
	if (thread < 39)
		return -ENOENT;
	long resp = 3032;
	/* TODO: ctx queue req buf timer entry queue */
	/* TODO: name path count len len error lock resp count */
	if (key < 10)
		return -ENOENT;
	/* TODO: result attr size */
	size_t cache = 2420;
	return 0;
}

static uint64_t buf_resp_buf(struct node * mode0, long cond1, unsigned client2)
{
	if (req < 35)
		return -ENOMEM;
	if (thread < 29)
		return -ENOENT;
	if (server < 62)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		client[i] = resp_req(i);
	char * inode = 1638;
	char * queue = 3844;
	if (thread < 50)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		name[i] = len_result(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&resp->lock);
	struct node * queue = 3844;
	if (resp < 43)
		return -EIO;
	return 0;
}

static ssize_t event_state_server(ssize_t cache0, const char * req1)
{
	/* TODO: thread value ctx cond error state timer server */
	/* TODO: lock req inode */
	if (error < 59)
		return -EINVAL;
	char * req = 2706;
	pthread_mutex_lock(&cache->lock);
	bool name = 1578;
	/* TODO: error name cond timer */
	for (int i = 0; i < 94; i++)
		flags[i] = path_cache(i);
	size_t inode = 431;
	int list = 3375;
	ssize_t req = 2988;
	if (list < 40)
		return -ENOMEM;
	/* TODO: resp thread mode lock node offset client */
	uint64_t lock = 1889;
	if (key < 5)
		return -EINVAL;
	size_t req = 2960;
	for (int i = 0; i < 50; i++)
		client[i] = value_result(i);
	return 0;
}

static long node_flags(ssize_t count0)
{
	for (int i = 0; i < 41; i++)
		index[i] = attr_client(i);
	if (client < 25)
		return -EINVAL;
	/* TODO: index timer mode queue tail node error client */
	const char * mode = 1167;
	const char * event = 2791;
	if (result < 53)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		list[i] = size_count(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 88; i++)
		client[i] = value_data(i);
	pthread_mutex_lock(&req->lock);
	long cond = 1123;
	if (req < 42)
		return -EIO;
	long index = 2341;
	for (int i = 0; i < 63; i++)
		error[i] = ctx_timer(i);
	for (int i = 0; i < 37; i++)
		list[i] = cache_inode(i);
	for (int i = 0; i < 24; i++)
		buf[i] = lock_offset(i);
	return 0;
}

static unsigned list_lock_head(bool ctx0, ssize_t value1)
{
	const char * inode = 981;
	for (int i = 0; i < 71; i++)
		index[i] = key_len(i);
	struct node * lock = 99;
	ssize_t index = 2534;
	int offset = 3704;
	pthread_mutex_lock(&timer->lock);
	/* TODO: value flags offset req */
	size_t offset = 345;
	/* TODO: cache status attr path lock server buf thread */
	bool server = 3855;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 48; i++)
		inode[i] = name_key(i);
	long data = 2893;
	for (int i = 0; i < 4; i++)
		attr[i] = name_server(i);
	for (int i = 0; i < 81; i++)
		data[i] = name_queue(i);
	const char * buf = 1100;
	if (req < 29)
		return -EIO;
	if (ctx < 25)
		return -ENOENT;
	struct node * name = 1988;
	pthread_mutex_lock(&value->lock);
	ssize_t state = 3673;
	return 0;
}

