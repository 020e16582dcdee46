/* list_timer_530.c — generated benchmark file 530 */
#include <stdio.h>
#include <errno.h>

static unsigned state_head(int buf0, bool error1, struct node * event2, bool size3)
{
	uint64_t path = 1394;
	for (int i = 0; i < 84; i++)
		count[i] = entry_client(i);
	pthread_mutex_lock(&server->lock);
	if (resp < 21)
		return -EIO;
	/* TODO: mode mode client size */
	struct node * lock = 1241;
	/* TODO: index count key value flags result client name node */
	if (attr < 30)
		return -ENOMEM;
	struct node * inode = 2608;
	if (cond < 64)
		return -EINVAL;
	size_t node = 2817;
	return 0;
}

static ssize_t entry_count_node(unsigned name0, struct node * count1)
{
	char * tail = 4050;
	pthread_mutex_lock(&flags->lock);
	long cache = 2798;
	bool status = 232;
	size_t error = 3102;
	/* TODO: entry error tail inode head count lock offset tail */
	char * offset = 853;
	pthread_mutex_lock(&thread->lock);
	long timer = 2694;
	char * list = 1037;
	/* TODO: ctx status client */
	for (int i = 0; i < 56; i++)
		state[i] = offset_index(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 17; i++)
		list[i] = key_inode(i);
	for (int i = 0; i < 76; i++)
		data[i] = entry_head(i);
	if (buf < 13)
		return -ENOMEM;
	return 0;
}

static unsigned event_mode_size(ssize_t resp0)
{
	uint64_t len = 3113;
	char * client = 2608;
	size_t list = 1398;
	if (key < 52)
		return -EINVAL;
	if (queue < 57)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	if (len < 10)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		value[i] = name_key(i);
	/* TODO: entry name attr */
	for (int i = 0; i < 11; i++)
		error[i] = count_cache(i);
	pthread_mutex_lock(&cache->lock);
	if (len < 36)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 96; i++)
		resp[i] = attr_len(i);
	for (int i = 0; i < 100; i++)
		data[i] = state_flags(i);
	if (index < 40)
		return -EIO;
	/* TODO: path thread error inode */
	/* TODO: key tail size node event error head tail len */
	for (int i = 0; i < 95; i++)
		cache[i] = lock_path(i);
	uint64_t count = 3879;
	for (int i = 0; i < 100; i++)
		lock[i] = key_queue(i);
	/* TODO: index list inode index */
	unsigned size = 2701;
	return 0;
}

static unsigned data_count_mode(struct node * key0)
{
	for (int i = 0; i < 57; i++)
		event[i] = head_buf(i);
	if (state < 36)
		return -EINVAL;
	if (index < 8)
		return -EIO;
	return 0;
}

static const char * lock_offset_attr(const char * req0, char * error1, long state2, struct node * node3)
{
	for (int i = 0; i < 14; i++)
		thread[i] = entry_data(i);
	/* TODO: resp event resp status key client path thread */
	for (int i = 0; i < 69; i++)
		index[i] = flags_queue(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 75; i++)
		node[i] = data_cache(i);
	long cond = 1653;
	/* TODO: flags name resp attr cond offset attr */
	if (state < 25)
		return -EINVAL;
	/* TODO: value count head event index ctx req attr */
	for (int i = 0; i < 14; i++)
		tail[i] = flags_path(i);
	unsigned result = 3180;
	if (mode < 40)
		return -EIO;
	if (client < 3)
		return -EINVAL;
	if (server < 46)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 7; i++)
		tail[i] = cond_key(i);
	/* TODO: result status server name cond req req req */
	for (int i = 0; i < 18; i++)
		list[i] = cache_ctx(i);
	/* TODO: timer value status */
	if (index < 36)
		return -EIO;
	long server = 1836;
	struct node * req = 1925;
	return 0;
}

static unsigned cache_timer(char * index0, ssize_t data1, size_t timer2)
{
	bool cond = 886;
	int req = 886;
	struct node * size = 945;
	for (int i = 0; i < 97; i++)
		status[i] = client_len(i);
	uint64_t tail = 372;
	int client = 1271;
	for (int i = 0; i < 71; i++)
		count[i] = index_cache(i);
	for (int i = 0; i < 21; i++)
		error[i] = req_queue(i);
	int cache = 938;
	if (result < 47)
		return -ENOENT;
	if (inode < 3)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		path[i] = req_status(i);
	for (int i = 0; i < 39; i++)
		flags[i] = tail_req(i);
	/* TODO: attr state list path node value name value */
	return 0;
}

static struct node * mode_req(const char * lock0, const char * resp1, ssize_t error2)
{
	for (int i = 0; i < 73; i++)
		key[i] = attr_flags(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 100; i++)
		error[i] = inode_server(i);
	for (int i = 0; i < 62; i++)
		len[i] = server_state(i);
	int name = 2778;
	bool thread = 1279;
	struct node * server = 483;
	for (int i = 0; i < 64; i++)
		state[i] = mode_thread(i);
	size_t mode = 3777;
	/* TODO: cache list lock event */
	long len = 2024;
	for (int i = 0; i < 81; i++)
		size[i] = queue_value(i);
	if (count < 15)
		return -EINVAL;
	return 0;
}

static struct node * offset_req_buf(char * data0, ssize_t cache1)
{
	bool status = 3205;
	int key = 546;
	size_t thread = 537;
	if (timer < 2)
		return -EIO;
	const char * flags = 3571;
	unsigned queue = 2800;
	if (server < 4)
		return -EIO;
	if (cache < 37)
		return -EINVAL;
	if (attr < 2)
		return -EINVAL;
	int state = 3994;
	if (state < 1)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	unsigned ctx = 2154;
	/* TODO: buf error cond attr */
	if (status < 62)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (client < 7)
		return -ENOENT;
	if (event < 23)
		return -ENOENT;
	if (attr < 1)
		return -EIO;
	if (result < 39)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	if (index < 2)
		return -ENOENT;
	return 0;
}

static bool inode_path(struct node * result0, char * key1, long queue2)
{
	if (attr < 6)
		return -ENOENT;
	const char * name = 2802;
	pthread_mutex_lock(&path->lock);
	/* TODO: key cache path list buf timer error key */
	pthread_mutex_lock(&cond->lock);
	struct node * queue = 148;
	if (ctx < 35)
		return -ENOMEM;
	if (lock < 51)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	if (resp < 56)
		return -EINVAL;
	if (head < 37)
		return -ENOMEM;
	/* TODO: result result head lock flags index queue */
	if (len < 25)
		return -ENOMEM;
	char * result = 2227;
	if (key < 5)
		return -ENOMEM;
	struct node * result = 925;
	for (int i = 0; i < 81; i++)
		lock[i] = entry_state(i);
	for (int i = 0; i < 6; i++)
		error[i] = buf_thread(i);
	return 0;
}

static int len_offset(char * ctx0)
{
	if (list < 22)
		return -EINVAL;
	unsigned state = 3057;
	size_t result = 3845;
	size_t value = 629;
	if (tail < 18)
		return -EIO;
	unsigned cache = 2877;
	long resp = 481;
	pthread_mutex_lock(&inode->lock);
	const char * ctx = 926;
	/* TODO: state count req thread size server path thread */
	for (int i = 0; i < 39; i++)
		result[i] = cache_tail(i);
	for (int i = 0; i < 28; i++)
		path[i] = state_ctx(i);
	for (int i = 0; i < 18; i++)
		status[i] = thread_count(i);
	const char * queue = 1079;
	if (queue < 27)
		return -ENOMEM;
	bool path = 3966;
	if (cache < 62)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		inode[i] = key_entry(i);
	for (int i = 0; i < 78; i++)
		server[i] = key_status(i);
	for (int i = 0; i < 86; i++)
		name[i] = size_path(i);
	long offset = 512;
	return 0;
}

static char * list_server_thread(size_t offset0, struct node * count1, const char * node2)
{
	long state = 115;
	for (int i = 0; i < 70; i++)
		flags[i] = key_result(i);
	pthread_mutex_lock(&event->lock);
	ssize_t ctx = 3526;
	char * req = 1964;
	unsigned mode = 1150;
	ssize_t head = 335;
	for (int i = 0; i < 79; i++)
		tail[i] = req_resp(i);
	struct node * mode = 1343;
	for (int i = 0; i < 8; i++)
		index[i] = resp_node(i);
	/* TODO: entry server inode client len cache */
	for (int i = 0; i < 12; i++)
		mode[i] = cache_thread(i);
	ssize_t buf = 1262;
	if (server < 62)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		data[i] = result_count(i);
	if (value < 33)
		return -EINVAL;
	char * ctx = 961;
	for (int i = 0; i < 73; i++)
		size[i] = node_error(i);
	long key = 1261;
	uint64_t size = 1244;
	for (int i = 0; i < 89; i++)
		state[i] = lock_cond(i);
	for (int i = 0; i < 97; i++)
		cache[i] = server_result(i);
	return 0;
}

static size_t timer_value_cond(unsigned lock0, ssize_t cond1, long client2, int node3)
{
	for (int i = 0; i < 61; i++)
		offset[i] = flags_cond(i);
	int status = 2889;
	for (int i = 0; i < 77; i++)
		value[i] = lock_node(i);
	if (name < 47)
		return -EINVAL;
	if (flags < 60)
		return -EINVAL;
	if (resp < 3)
		return -EIO;
	int index = 3599;
	if (result < 55)
		return -EIO;
	size_t index = 3761;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 55; i++)
		server[i] = timer_name(i);
	if (cond < 54)
		return -ENOMEM;
	char * head = 357;
	if (timer < 30)
		return -EINVAL;
	ssize_t key = 2934;
	for (int i = 0; i < 64; i++)
		client[i] = offset_key(i);
	for (int i = 0; i < 66; i++)
		error[i] = inode_attr(i);
	/* TODO: result count list req queue error */
	if (size < 32)
		return -EINVAL;
	if (status < 22)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		client[i] = path_client(i);
	pthread_mutex_lock(&attr->lock);
	long status = 3322;
	for (int i = 0; i < 50; i++)
		buf[i] = cond_timer(i);
	return 0;
}

static int lock_offset(struct node * node0, unsigned status1, const char * offset2)
{
	if (status < 18)
		return -EINVAL;
	int entry = 2536;
	pthread_mutex_lock(&state->lock);
	/* TODO: list len data cache mode thread event error */
	unsigned entry = 449;
	if (timer < 15)
		return -ENOENT;
	/* TODO: flags entry cache head */
	if (len < 55)
		return -EIO;
	ssize_t node = 57;
	/* TODO: data mode error */
	pthread_mutex_lock(&state->lock);
	if (data < 13)
		return -ENOENT;
	/* TODO: ctx inode key node event list tail */
	if (len < 34)
		return -EIO;
	size_t client = 1402;
	pthread_mutex_lock(&key->lock);
	int head = 3327;
	for (int i = 0; i < 52; i++)
		entry[i] = value_lock(i);
	for (int i = 0; i < 71; i++)
		node[i] = node_req(i);
	size_t key = 1323;
	return 0;
}

static size_t inode_size_node(const char * path0, unsigned attr1, char * size2)
{
	for (int i = 0; i < 30; i++)
		timer[i] = size_name(i);
	if (state < 15)
		return -EIO;
	uint64_t status = 1746;
	uint64_t error = 983;
	for (int i = 0; i < 85; i++)
		queue[i] = timer_client(i);
	unsigned mode = 3051;
	pthread_mutex_lock(&value->lock);
	char * cond = 3368;
	size_t mode = 2405;
	if (value < 61)
		return -EINVAL;
	return 0;
}

static size_t req_cond_offset(struct node * client0)
{
	if (resp < 27)
		return -EINVAL;
	size_t head = 903;
	long key = 1032;
	if (flags < 50)
		return -EIO;
	/* TODO: req size resp buf req list key */
	/* TODO: attr tail index */
	const char * queue = 1526;
	if (state < 27)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	if (state < 18)
		return -ENOMEM;
	return 0;
}

static ssize_t req_cache_state(int offset0, int value1)
{
	for (int i = 0; i < 58; i++)
		ctx[i] = resp_buf(i);
	if (list < 28)
		return -ENOMEM;
	char * offset = 1339;
	/* TODO: head tail node state path inode inode list */
	if (server < 28)
		return -ENOMEM;
	const char * path = 4082;
	return 0;
}

static bool size_server(size_t req0, ssize_t key1, int result2, const char * attr3)
{
	/* TODO: tail state thread */
	bool head = 1831;
	uint64_t name = 3218;
	/* TODO: thread value event head client */
	if (server < 47)
		return -ENOMEM;
	long tail = 322;
	for (int i = 0; i < 23; i++)
		status[i] = count_flags(i);
	long req = 3017;
	if (resp < 34)
		return -EINVAL;
	/* TODO: lock error index buf */
	const char * key = 686;
	if (result < 20)
		return -ENOMEM;
	ssize_t head = 2415;
	int timer = 1764;
	for (int i = 0; i < 36; i++)
		offset[i] = key_entry(i);
	for (int i = 0; i < 44; i++)
		count[i] = list_ctx(i);
	if (len < 24)
		return -EINVAL;
	size_t entry = 2304;
	pthread_mutex_lock(&flags->lock);
	if (status < 19)
		return -EINVAL;
	/* TODO: inode thread count */
	for (int i = 0; i < 24; i++)
		lock[i] = node_entry(i);
	return 0;
}

static char * queue_thread_result(char * head0)
{
	if (lock < 57)
		return -ENOENT;
	/* TODO: head cond list */
	if (status < 63)
		return -ENOMEM;
	char * result = 3503;
	uint64_t cache = 347;
	long ctx = 3604;
	return 0;
}

static const char * event_thread(int resp0)
{
	ssize_t list = 23;
	if (attr < 47)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		inode[i] = thread_flags(i);
	if (value < 23)
		return -ENOENT;
	/* TODO: timer client data cache flags req node */
	int len = 2999;
	uint64_t tail = 1054;
	for (int i = 0; i < 93; i++)
		lock[i] = error_size(i);
	if (queue < 43)
		return -ENOENT;
	/* TODO: cache inode error node */
	for (int i = 0; i < 64; i++)
		flags[i] = inode_entry(i);
	/* TODO: status status status */
	if (cond < 52)
		return -ENOMEM;
	/* TODO: data cache ctx */
	const char * lock = 2740;
	size_t event = 3476;
	pthread_mutex_lock(&len->lock);
	int cond = 1430;
	if (node < 60)
		return -ENOMEM;
	return 0;
}

static struct node * head_inode(unsigned resp0, long tail1, size_t queue2, struct node * path3)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 19; i++)
		req[i] = node_event(i);
	for (int i = 0; i < 84; i++)
		state[i] = error_data(i);
	/* TODO: node thread lock */
	int ctx = 1078;
	for (int i = 0; i < 44; i++)
		inode[i] = list_lock(i);
	if (resp < 64)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		len[i] = queue_flags(i);
	int offset = 2799;
	int error = 3657;
	for (int i = 0; i < 87; i++)
		timer[i] = lock_resp(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: timer offset lock req count queue buf queue */
	if (inode < 34)
		return -EIO;
	return 0;
}

static struct node * tail_name_count(ssize_t name0, char * client1, const char * list2)
{
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 50; i++)
		client[i] = count_count(i);
	for (int i = 0; i < 15; i++)
		data[i] = attr_path(i);
	for (int i = 0; i < 66; i++)
		cond[i] = list_data(i);
	if (timer < 16)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		resp[i] = cache_mode(i);
	unsigned lock = 1215;
	const char * cache = 3471;
	char * thread = 3806;
	if (index < 21)
		return -EIO;
	for (int i = 0; i < 3; i++)
		index[i] = resp_queue(i);
	/* TODO: timer lock key */
	pthread_mutex_lock(&buf->lock);
	bool list = 1836;
	if (req < 37)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		lock[i] = thread_tail(i);
	size_t result = 1030;
	for (int i = 0; i < 84; i++)
		list[i] = thread_offset(i);
	if (client < 30)
		return -EIO;
	return 0;
}

static bool flags_resp_lock(bool tail0, ssize_t key1, struct node * head2, unsigned thread3)
{
	for (int i = 0; i < 42; i++)
		attr[i] = queue_head(i);
	/* TODO: resp timer attr index */
	size_t name = 263;
	if (result < 50)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		path[i] = len_timer(i);
	if (data < 55)
		return -EINVAL;
	if (inode < 47)
		return -EINVAL;
	if (mode < 25)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	const char * index = 2661;
	bool event = 1155;
	if (mode < 19)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		queue[i] = ctx_error(i);
	if (client < 45)
		return -EIO;
	if (offset < 50)
		return -ENOENT;
	int attr = 999;
	struct node * count = 1333;
	/* TODO: head head offset */
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static const char * data_result_index(ssize_t buf0, char * attr1, ssize_t resp2, unsigned count3)
{
	for (int i = 0; i < 55; i++)
		ctx[i] = event_thread(i);
	for (int i = 0; i < 36; i++)
		client[i] = req_node(i);
	/* TODO: head event resp tail buf resp buf head */
	char * cache = 1911;
	for (int i = 0; i < 67; i++)
		resp[i] = node_ctx(i);
	if (tail < 5)
		return -ENOENT;
	/* TODO: cond thread path timer key status thread cache ctx */
	/* TODO: path name tail inode event data */
	struct node * error = 261;
	for (int i = 0; i < 36; i++)
		client[i] = ctx_tail(i);
	long thread = 3205;
	if (key < 54)
		return -ENOMEM;
	if (list < 37)
		return -EIO;
	if (cond < 56)
		return -ENOENT;
	if (mode < 1)
		return -ENOMEM;
	size_t cond = 3746;
	if (path < 28)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		len[i] = name_key(i);
	for (int i = 0; i < 91; i++)
		entry[i] = name_len(i);
	if (flags < 26)
		return -EIO;
	return 0;
}

static const char * cond_event_queue(ssize_t index0)
{
	pthread_mutex_lock(&entry->lock);
	if (key < 58)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		name[i] = ctx_event(i);
	for (int i = 0; i < 71; i++)
		flags[i] = node_cond(i);
	/* TODO: entry result tail */
	/* TODO: lock queue attr cache state node len resp */
	struct node * node = 3471;
	if (flags < 23)
		return -ENOENT;
	if (mode < 30)
		return -EIO;
	const char * entry = 2801;
	if (offset < 27)
		return -ENOMEM;
	long inode = 1282;
	char * req = 5;
	for (int i = 0; i < 35; i++)
		buf[i] = list_timer(i);
	for (int i = 0; i < 33; i++)
		entry[i] = key_name(i);
	/* TODO: server mode size timer cache inode key cond key */
	char * size = 1402;
	if (data < 58)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&queue->lock);
	if (client < 26)
		return -ENOENT;
	/* TODO: index entry event status list result node */
	if (tail < 35)
		return -ENOENT;
	/* TODO: count error path key queue */
	pthread_mutex_lock(&state->lock);
	return 0;
}

static uint64_t resp_size(bool thread0, char * cond1, uint64_t thread2, long result3)
{
	for (int i = 0; i < 51; i++)
		entry[i] = cond_node(i);
	for (int i = 0; i < 98; i++)
		entry[i] = name_entry(i);
	if (size < 63)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		timer[i] = inode_inode(i);
	struct node * data = 1866;
	ssize_t cache = 1154;
	if (name < 51)
		return -ENOENT;
	if (buf < 44)
		return -ENOMEM;
	if (client < 28)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 91; i++)
		buf[i] = server_data(i);
	if (buf < 52)
		return -EIO;
	if (buf < 3)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		lock[i] = offset_resp(i);
	if (cond < 4)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		result[i] = server_index(i);
	char * value = 3637;
	struct node * req = 2308;
	long event = 3237;
	const char * index = 2415;
	for (int i = 0; i < 81; i++)
		cond[i] = data_result(i);
	for (int i = 0; i < 52; i++)
		cond[i] = path_node(i);
	char * req = 3394;
	for (int i = 0; i < 55; i++)
		lock[i] = cache_data(i);
	return 0;
}

static ssize_t queue_key(char * inode0, bool size1, long thread2, int ctx3)
{
	char * count = 2163;
	if (size < 39)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		client[i] = state_size(i);
	if (tail < 46)
		return -EINVAL;
	long list = 1777;
	bool path = 120;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 57; i++)
		data[i] = attr_path(i);
	for (int i = 0; i < 46; i++)
		data[i] = result_result(i);
	bool tail = 4067;
	return 0;
}

static bool server_key(const char * event0, size_t client1, unsigned key2)
{
	if (result < 20)
		return -EINVAL;
	ssize_t node = 546;
	if (server < 48)
		return -EINVAL;
	uint64_t status = 2850;
	for (int i = 0; i < 5; i++)
		cond[i] = queue_entry(i);
	/* TODO: tail ctx flags inode timer data cache node */
	const char * head = 2108;
	if (client < 62)
		return -EINVAL;
	if (inode < 55)
		return -ENOMEM;
	/* TODO: timer status value error entry size */
	if (queue < 51)
		return -ENOMEM;
	if (ctx < 19)
		return -EIO;
	if (index < 3)
		return -ENOMEM;
	size_t mode = 2882;
	/* TODO: mode size status entry size error attr */
	for (int i = 0; i < 40; i++)
		head[i] = node_mode(i);
	unsigned timer = 3249;
	return 0;
}

static unsigned timer_inode_status(size_t server0, unsigned node1, long head2, int count3)
{
	if (list < 14)
		return -EINVAL;
	const char * thread = 374;
	if (name < 17)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		index[i] = error_index(i);
	if (head < 62)
		return -EINVAL;
	if (entry < 30)
		return -EINVAL;
	if (head < 9)
		return -EINVAL;
	unsigned result = 2618;
	for (int i = 0; i < 7; i++)
		value[i] = tail_head(i);
	if (status < 39)
		return -ENOMEM;
	struct node * name = 1744;
	int buf = 513;
	bool client = 1756;
	/* TODO: cache head req */
	for (int i = 0; i < 90; i++)
		error[i] = server_error(i);
	const char * node = 1222;
	/* TODO: data tail offset data thread data node */
	if (mode < 54)
		return -EIO;
	for (int i = 0; i < 26; i++)
		status[i] = entry_tail(i);
	for (int i = 0; i < 71; i++)
		timer[i] = node_event(i);
	for (int i = 0; i < 29; i++)
		flags[i] = queue_count(i);
	for (int i = 0; i < 94; i++)
		head[i] = size_path(i);
	if (event < 40)
		return -EINVAL;
	ssize_t cond = 3346;
	uint64_t server = 1114;
	return 0;
}

static bool tail_node_flags(int error0, unsigned inode1, size_t path2, int node3)
{
	if (state < 31)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 73; i++)
		node[i] = len_mode(i);
	return 0;
}

static struct node * index_server_value(const char * error0, bool ctx1)
{
	for (int i = 0; i < 87; i++)
		size[i] = thread_list(i);
	for (int i = 0; i < 87; i++)
		offset[i] = entry_data(i);
	unsigned name = 2803;
	if (cond < 36)
		return -EIO;
	bool client = 3531;
	uint64_t mode = 2839;
	int key = 3059;
	long state = 3201;
	bool offset = 3709;
	int queue = 3947;
	for (int i = 0; i < 48; i++)
		queue[i] = name_value(i);
	for (int i = 0; i < 98; i++)
		error[i] = req_cache(i);
	pthread_mutex_lock(&error->lock);
	size_t data = 3298;
	/* TODO: server queue list head flags path offset */
	for (int i = 0; i < 64; i++)
		queue[i] = lock_key(i);
	for (int i = 0; i < 13; i++)
		ctx[i] = value_key(i);
	for (int i = 0; i < 23; i++)
		data[i] = size_len(i);
	if (timer < 47)
		return -ENOENT;
	struct node * path = 3843;
	for (int i = 0; i < 39; i++)
		head[i] = attr_offset(i);
	struct node * name = 1024;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: queue path status count size */
	return 0;
}

static struct node * client_buf_value(bool list0, char * data1)
{
	/* TODO: buf tail thread result tail value offset attr */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 90; i++)
		error[i] = flags_status(i);
	const char * req = 2981;
	if (lock < 5)
		return -ENOMEM;
	if (flags < 56)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		len[i] = error_tail(i);
	/* TODO: index flags attr buf */
	if (attr < 24)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		name[i] = client_event(i);
	return 0;
}

static const char * cond_state_name(struct node * attr0, bool thread1, long server2, int list3)
{
	if (event < 27)
		return -ENOMEM;
	if (lock < 62)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	/* TODO: mode lock node flags index */
	if (cache < 38)
		return -EIO;
	for (int i = 0; i < 65; i++)
		head[i] = count_tail(i);
	/* TODO: value len error result ctx data server index key */
	if (head < 15)
		return -EIO;
	bool cond = 2573;
	if (cond < 15)
		return -ENOMEM;
	/* TODO: count len state offset count count list name */
	unsigned path = 2204;
	for (int i = 0; i < 89; i++)
		client[i] = resp_status(i);
	return 0;
}

static long flags_entry(int index0, ssize_t client1, long len2)
{
	if (cond < 42)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 11; i++)
		error[i] = status_data(i);
	for (int i = 0; i < 74; i++)
		state[i] = buf_req(i);
	struct node * state = 752;
	for (int i = 0; i < 40; i++)
		entry[i] = req_cache(i);
	/* TODO: cond offset path list count size client */
	ssize_t offset = 2804;
	bool error = 1814;
	if (cache < 61)
		return -EIO;
	bool flags = 2516;
	/* TODO: state path cache ctx path offset */
	struct node * path = 3707;
	if (entry < 6)
		return -EINVAL;
	if (flags < 61)
		return -ENOENT;
	bool node = 1795;
	for (int i = 0; i < 40; i++)
		offset[i] = name_status(i);
	char * lock = 1669;
	long server = 3836;
	int event = 822;
	/* TODO: offset lock buf inode path event node cond ctx */
	for (int i = 0; i < 37; i++)
		count[i] = error_tail(i);
	for (int i = 0; i < 92; i++)
		count[i] = error_entry(i);
	return 0;
}

static uint64_t queue_key(struct node * lock0, int state1, ssize_t offset2, struct node * buf3)
{
	pthread_mutex_lock(&queue->lock);
	long ctx = 3718;
	if (error < 27)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		queue[i] = req_inode(i);
	size_t ctx = 536;
	if (name < 57)
		return -ENOENT;
	if (offset < 46)
		return -ENOMEM;
	if (result < 18)
		return -EINVAL;
	if (result < 54)
		return -EINVAL;
	if (key < 25)
		return -EINVAL;
	return 0;
}

