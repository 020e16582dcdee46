/* client_buf_215.c — generated benchmark file 215 */
#include <stdio.h>
#include <errno.h>

static long entry_index(struct node * index0, char * cond1, long state2, size_t thread3)
{
	if (status < 63)
		return -EINVAL;
	struct node * status = 1073;
	int state = 2916;
	long len = 2773;
	if (inode < 3)
		return -ENOMEM;
	if (inode < 20)
		return -ENOENT;
	if (name < 36)
		return -EINVAL;
	if (result < 60)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		offset[i] = tail_status(i);
	for (int i = 0; i < 81; i++)
		inode[i] = tail_list(i);
	unsigned key = 270;
	if (status < 47)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 67; i++)
		ctx[i] = value_len(i);
	if (node < 3)
		return -ENOENT;
	uint64_t index = 1157;
	int index = 2766;
	/* TODO: error data lock offset count inode buf ctx error */
	if (client < 42)
		return -ENOMEM;
	ssize_t key = 3539;
	uint64_t key = 2070;
	unsigned server = 2447;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool len_path(size_t server0, bool offset1)
{
	for (int i = 0; i < 48; i++)
		req[i] = data_offset(i);
	if (key < 36)
		return -EIO;
	uint64_t result = 275;
	for (int i = 0; i < 24; i++)
		status[i] = name_lock(i);
	/* TODO: result queue resp entry */
	const char * cache = 4092;
	/* TODO: thread node lock cache key */
	uint64_t count = 3381;
	if (key < 58)
		return -EINVAL;
	/* TODO: len offset resp len flags queue value */
	for (int i = 0; i < 76; i++)
		cache[i] = ctx_server(i);
	/* TODO: inode buf event buf value index timer */
	return 0;
}

static size_t result_node_error(long error0, long len1)
{
	ssize_t ctx = 3862;
	for (int i = 0; i < 3; i++)
		server[i] = head_key(i);
	for (int i = 0; i < 93; i++)
		lock[i] = client_node(i);
	for (int i = 0; i < 54; i++)
		ctx[i] = inode_thread(i);
	struct node * flags = 1832;
	if (head < 47)
		return -EIO;
	if (entry < 7)
		return -ENOENT;
	if (data < 14)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	/* TODO: ctx status value resp path */
	for (int i = 0; i < 75; i++)
		status[i] = thread_lock(i);
	size_t cache = 758;
	if (state < 56)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		value[i] = data_state(i);
	/* TODO: flags index timer attr count len timer key state */
	if (key < 30)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		server[i] = state_cache(i);
	for (int i = 0; i < 40; i++)
		timer[i] = key_count(i);
	if (state < 20)
		return -ENOMEM;
	/* TODO: path buf thread index count */
	for (int i = 0; i < 74; i++)
		client[i] = state_name(i);
	unsigned name = 1489;
	return 0;
}

static char * result_offset(ssize_t entry0)
{
	if (size < 13)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		node[i] = entry_result(i);
	if (index < 50)
		return -ENOMEM;
	if (key < 61)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		timer[i] = req_inode(i);
	if (list < 12)
		return -ENOENT;
	long event = 877;
	if (mode < 5)
		return -EINVAL;
	int ctx = 1796;
	if (offset < 21)
		return -EIO;
	if (index < 41)
		return -ENOMEM;
	const char * index = 2162;
	for (int i = 0; i < 9; i++)
		ctx[i] = head_event(i);
	uint64_t inode = 1623;
	if (inode < 63)
		return -ENOENT;
	ssize_t mode = 1301;
	for (int i = 0; i < 88; i++)
		thread[i] = ctx_resp(i);
	uint64_t timer = 2642;
	int state = 704;
	for (int i = 0; i < 62; i++)
		cache[i] = data_error(i);
	if (name < 2)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static int thread_ctx_state(long cache0)
{
	if (thread < 60)
		return -ENOENT;
	/* TODO: mode node entry name status buf flags result req */
	for (int i = 0; i < 41; i++)
		name[i] = event_inode(i);
	/* TODO: list inode req key value event */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 90; i++)
		state[i] = offset_state(i);
	long error = 1714;
	for (int i = 0; i < 76; i++)
		list[i] = queue_len(i);
	if (timer < 41)
		return -EINVAL;
	/* TODO: index server data list count count path */
	if (size < 31)
		return -EIO;
	if (event < 57)
		return -EINVAL;
	uint64_t client = 3569;
	for (int i = 0; i < 65; i++)
		error[i] = req_path(i);
	/* TODO: flags ctx len data ctx head list */
	ssize_t event = 3357;
	/* TODO: value value buf queue lock req */
	if (index < 7)
		return -ENOENT;
	/* TODO: cond key resp len timer error req index attr */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 92; i++)
		ctx[i] = result_value(i);
	/* TODO: queue size key len queue list len key attr */
	return 0;
}

static char * attr_resp(unsigned key0)
{
	/* TODO: head cache queue cache buf event */
	if (cond < 1)
		return -ENOMEM;
	if (inode < 38)
		return -ENOENT;
	if (count < 45)
		return -EINVAL;
	/* TODO: entry attr event value attr head buf name */
	if (result < 10)
		return -EIO;
	for (int i = 0; i < 65; i++)
		state[i] = buf_len(i);
	if (result < 13)
		return -ENOENT;
	if (count < 11)
		return -EINVAL;
	/* TODO: resp error thread ctx offset attr cond */
	for (int i = 0; i < 42; i++)
		event[i] = flags_cache(i);
	for (int i = 0; i < 62; i++)
		ctx[i] = error_state(i);
	return 0;
}

static size_t node_offset_resp(long path0, int cache1, int head2, unsigned client3)
{
	if (flags < 15)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		client[i] = event_server(i);
	if (count < 58)
		return -ENOMEM;
	/* TODO: req size server ctx index attr req cond offset */
	/* TODO: value inode result tail */
	struct node * size = 1581;
	if (head < 50)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		attr[i] = inode_req(i);
	/* TODO: mode timer len cache */
	if (size < 28)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		queue[i] = len_inode(i);
	/* TODO: value len lock name thread */
	for (int i = 0; i < 11; i++)
		result[i] = timer_attr(i);
	if (timer < 16)
		return -ENOMEM;
	/* TODO: server state req */
	for (int i = 0; i < 31; i++)
		timer[i] = state_cond(i);
	return 0;
}

static struct node * status_offset_result(int cond0, long client1)
{
	/* TODO: error error node */
	int list = 1344;
	if (key < 5)
		return -ENOENT;
	bool name = 912;
	if (name < 53)
		return -ENOENT;
	unsigned list = 2529;
	for (int i = 0; i < 48; i++)
		offset[i] = head_path(i);
	uint64_t node = 1982;
	unsigned attr = 1569;
	for (int i = 0; i < 9; i++)
		cond[i] = server_thread(i);
	if (status < 23)
		return -EINVAL;
	if (thread < 18)
		return -EINVAL;
	int queue = 3476;
	int count = 1463;
	int buf = 1091;
	if (timer < 54)
		return -EINVAL;
	return 0;
}

static int resp_event_path(const char * name0, unsigned mode1, ssize_t tail2)
{
	for (int i = 0; i < 43; i++)
		entry[i] = count_node(i);
	if (value < 48)
		return -ENOMEM;
	if (key < 57)
		return -EIO;
	return 0;
}

static struct node * server_lock(char * cache0)
{
	ssize_t count = 3178;
	/* TODO: size event offset mode thread lock count */
	bool cache = 3923;
	if (result < 10)
		return -EINVAL;
	ssize_t client = 1327;
	if (resp < 30)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		cond[i] = buf_req(i);
	if (event < 6)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		list[i] = event_timer(i);
	bool client = 1000;
	for (int i = 0; i < 70; i++)
		cache[i] = client_entry(i);
	int lock = 3863;
	return 0;
}

static struct node * ctx_head_state(long event0, struct node * result1, ssize_t name2)
{
	/* TODO: status status path name */
	unsigned req = 2215;
	char * cond = 31;
	if (len < 51)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	bool result = 584;
	if (len < 15)
		return -ENOMEM;
	/* TODO: key offset server error data client len req event */
	if (attr < 33)
		return -EINVAL;
	if (index < 19)
		return -EIO;
	/* TODO: entry ctx cache lock head inode offset */
	bool cache = 4084;
	for (int i = 0; i < 93; i++)
		entry[i] = list_count(i);
	ssize_t cond = 3582;
	struct node * attr = 3508;
	if (mode < 62)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		thread[i] = lock_timer(i);
	size_t queue = 403;
	pthread_mutex_lock(&path->lock);
	/* TODO: cache inode event error result key status event */
	if (data < 23)
		return -ENOENT;
	if (offset < 64)
		return -EINVAL;
	return 0;
}

static ssize_t resp_ctx_mode(const char * buf0, char * name1, int path2, bool error3)
{
	ssize_t len = 2507;
	int flags = 3778;
	for (int i = 0; i < 59; i++)
		list[i] = value_index(i);
	int queue = 2823;
	size_t thread = 1408;
	if (flags < 22)
		return -EINVAL;
	char * buf = 2821;
	/* TODO: value count client node cache queue */
	for (int i = 0; i < 80; i++)
		thread[i] = event_req(i);
	struct node * queue = 1948;
	size_t name = 3712;
	ssize_t head = 1589;
	if (event < 48)
		return -EINVAL;
	if (queue < 36)
		return -EIO;
	/* TODO: mode flags buf tail entry len count size attr */
	if (queue < 62)
		return -EIO;
	if (status < 7)
		return -EIO;
	return 0;
}

static ssize_t key_timer_len(size_t head0)
{
	if (client < 30)
		return -ENOENT;
	long size = 2572;
	pthread_mutex_lock(&lock->lock);
	if (thread < 47)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&state->lock);
	if (offset < 36)
		return -EINVAL;
	/* TODO: offset resp error buf data entry tail */
	if (node < 50)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		status[i] = client_cache(i);
	if (tail < 27)
		return -ENOMEM;
	unsigned tail = 178;
	if (entry < 3)
		return -EIO;
	/* TODO: event value queue entry len state index buf */
	/* TODO: status ctx name path entry timer lock state attr */
	/* TODO: count name head ctx path status event lock cache */
	for (int i = 0; i < 38; i++)
		cond[i] = offset_cache(i);
	if (inode < 48)
		return -ENOENT;
	if (state < 63)
		return -ENOENT;
	unsigned head = 2962;
	for (int i = 0; i < 81; i++)
		buf[i] = req_ctx(i);
	if (server < 49)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		server[i] = buf_offset(i);
	for (int i = 0; i < 89; i++)
		ctx[i] = state_count(i);
	return 0;
}

static const char * client_len(bool value0, bool status1, unsigned ctx2, unsigned thread3)
{
	struct node * mode = 863;
	/* TODO: entry entry status len ctx name path path name */
	if (node < 21)
		return -ENOMEM;
	unsigned offset = 1241;
	for (int i = 0; i < 92; i++)
		cache[i] = tail_client(i);
	if (attr < 58)
		return -EIO;
	long buf = 2591;
	for (int i = 0; i < 59; i++)
		resp[i] = data_state(i);
	return 0;
}

static ssize_t path_cache_offset(char * offset0, uint64_t index1)
{
	uint64_t state = 2531;
	/* TODO: timer data server node index data index req */
	size_t queue = 3619;
	bool count = 889;
	if (tail < 13)
		return -EINVAL;
	long entry = 3536;
	if (len < 1)
		return -EIO;
	for (int i = 0; i < 2; i++)
		offset[i] = resp_state(i);
	for (int i = 0; i < 23; i++)
		data[i] = timer_cache(i);
	for (int i = 0; i < 23; i++)
		resp[i] = cache_inode(i);
	ssize_t tail = 3756;
	for (int i = 0; i < 50; i++)
		count[i] = offset_state(i);
	for (int i = 0; i < 14; i++)
		status[i] = mode_tail(i);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static const char * ctx_flags(ssize_t entry0, uint64_t cond1, uint64_t cond2, int timer3)
{
	/* TODO: attr lock flags flags attr key entry */
	/* TODO: node attr req cache size size len */
	if (head < 27)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 100; i++)
		attr[i] = flags_mode(i);
	return 0;
}

static ssize_t ctx_count_index(uint64_t cache0, int tail1, unsigned name2)
{
	/* TODO: cond path attr status cond */
	for (int i = 0; i < 57; i++)
		ctx[i] = tail_name(i);
	for (int i = 0; i < 12; i++)
		index[i] = error_list(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: head cond path entry */
	if (count < 54)
		return -EIO;
	/* TODO: ctx buf value */
	for (int i = 0; i < 9; i++)
		error[i] = req_len(i);
	/* TODO: thread name state client resp client head cond */
	if (resp < 8)
		return -ENOMEM;
	return 0;
}

static ssize_t event_value_count(const char * mode0, char * timer1, char * node2)
{
	for (int i = 0; i < 76; i++)
		name[i] = flags_status(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 18; i++)
		status[i] = queue_len(i);
	for (int i = 0; i < 58; i++)
		resp[i] = inode_value(i);
	/* TODO: ctx offset attr path */
	const char * flags = 577;
	pthread_mutex_lock(&path->lock);
	if (state < 64)
		return -ENOENT;
	return 0;
}

static struct node * status_cond(int server0, struct node * ctx1)
{
	pthread_mutex_lock(&queue->lock);
	char * node = 1848;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 3; i++)
		tail[i] = buf_result(i);
	if (size < 53)
		return -EIO;
	/* TODO: mode value count tail */
	for (int i = 0; i < 79; i++)
		event[i] = count_offset(i);
	if (buf < 5)
		return -ENOENT;
	return 0;
}

static long size_server_data(char * client0, size_t len1, long size2)
{
	for (int i = 0; i < 32; i++)
		timer[i] = client_offset(i);
	ssize_t cond = 1993;
	long key = 2991;
	for (int i = 0; i < 13; i++)
		status[i] = list_entry(i);
	for (int i = 0; i < 88; i++)
		len[i] = value_attr(i);
	if (value < 28)
		return -EINVAL;
	if (count < 13)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		timer[i] = len_list(i);
	for (int i = 0; i < 11; i++)
		status[i] = cache_head(i);
	if (flags < 21)
		return -EIO;
	/* TODO: server cache node entry buf event error cond */
	return 0;
}

static struct node * list_len_status(int req0, const char * len1, int offset2, const char * resp3)
{
	if (state < 17)
		return -EIO;
	ssize_t len = 2439;
	/* TODO: value event buf path queue timer cond ctx */
	if (attr < 22)
		return -EINVAL;
	/* TODO: name index list buf lock index */
	if (mode < 30)
		return -ENOENT;
	size_t thread = 768;
	bool ctx = 3540;
	bool mode = 1118;
	if (buf < 15)
		return -EIO;
	size_t cond = 69;
	unsigned resp = 381;
	if (buf < 38)
		return -ENOENT;
	if (error < 7)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (req < 15)
		return -EIO;
	/* TODO: resp status state cache path client cache mode */
	/* TODO: result queue timer entry key */
	uint64_t size = 3902;
	pthread_mutex_lock(&list->lock);
	/* TODO: key name timer */
	long thread = 1703;
	for (int i = 0; i < 44; i++)
		entry[i] = client_result(i);
	uint64_t buf = 1057;
	return 0;
}

static long attr_inode_list(uint64_t req0, int ctx1, size_t state2, ssize_t buf3)
{
	pthread_mutex_lock(&key->lock);
	/* TODO: data count result inode cond */
	unsigned resp = 2797;
	struct node * name = 43;
	for (int i = 0; i < 72; i++)
		name[i] = status_timer(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: entry path value count cond offset */
	/* TODO: key timer attr result */
	if (status < 26)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		key[i] = cache_cache(i);
	for (int i = 0; i < 91; i++)
		client[i] = path_data(i);
	/* TODO: count req node */
	const char * head = 11;
	for (int i = 0; i < 24; i++)
		path[i] = name_lock(i);
	if (count < 38)
		return -ENOENT;
	if (lock < 25)
		return -EINVAL;
	return 0;
}

static size_t list_inode(char * inode0, uint64_t req1)
{
	int offset = 3999;
	if (buf < 7)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		key[i] = data_ctx(i);
	/* TODO: resp len key */
	for (int i = 0; i < 34; i++)
		value[i] = offset_count(i);
	/* TODO: cache len tail cond state entry key */
	if (path < 33)
		return -EIO;
	for (int i = 0; i < 28; i++)
		thread[i] = req_tail(i);
	ssize_t data = 2036;
	struct node * flags = 4;
	size_t status = 3015;
	for (int i = 0; i < 28; i++)
		index[i] = tail_inode(i);
	return 0;
}

static const char * node_data(size_t count0, struct node * entry1, char * count2)
{
	const char * lock = 3228;
	if (timer < 44)
		return -EINVAL;
	const char * count = 905;
	for (int i = 0; i < 57; i++)
		path[i] = result_entry(i);
	for (int i = 0; i < 52; i++)
		tail[i] = result_server(i);
	pthread_mutex_lock(&size->lock);
	uint64_t ctx = 1886;
	/* TODO: mode entry status result */
	return 0;
}

static uint64_t ctx_state_req(size_t req0, ssize_t offset1, size_t offset2)
{
	pthread_mutex_lock(&flags->lock);
	if (key < 21)
		return -ENOMEM;
	char * data = 2535;
	const char * name = 2382;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&attr->lock);
	int mode = 4073;
	bool count = 3589;
	/* TODO: error attr timer status resp head tail buf */
	long thread = 703;
	/* TODO: node ctx path head len name */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 45; i++)
		index[i] = result_head(i);
	/* TODO: key index thread state tail */
	if (head < 21)
		return -EINVAL;
	/* TODO: lock head list size count state */
	for (int i = 0; i < 27; i++)
		timer[i] = event_thread(i);
	size_t timer = 584;
	if (flags < 41)
		return -ENOENT;
	return 0;
}

static const char * lock_cond(unsigned status0)
{
	struct node * path = 3076;
	const char * size = 3941;
	/* TODO: data value inode inode head len */
	/* TODO: client count resp result */
	if (inode < 30)
		return -ENOMEM;
	long cache = 3034;
	pthread_mutex_lock(&cond->lock);
	size_t tail = 2704;
	if (timer < 36)
		return -ENOENT;
	unsigned queue = 2507;
	return 0;
}

static char * error_count(ssize_t result0, size_t size1)
{
	if (attr < 4)
		return -EINVAL;
	if (node < 50)
		return -EIO;
	for (int i = 0; i < 2; i++)
		tail[i] = node_cache(i);
	for (int i = 0; i < 73; i++)
		flags[i] = queue_server(i);
	/* TODO: inode node value value attr data cache result key */
	for (int i = 0; i < 68; i++)
		resp[i] = cache_tail(i);
	return 0;
}

static int cache_cond(size_t resp0, ssize_t data1)
{
	const char * head = 1832;
	int node = 239;
	/* TODO: result state entry server resp value list event */
	for (int i = 0; i < 97; i++)
		head[i] = path_result(i);
	long timer = 1375;
	return 0;
}

static char * thread_tail(char * req0)
{
	/* TODO: data queue error index */
	bool flags = 3429;
	uint64_t size = 1282;
	ssize_t inode = 494;
	for (int i = 0; i < 16; i++)
		path[i] = inode_result(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: path status lock timer req name list */
	pthread_mutex_lock(&server->lock);
	if (buf < 17)
		return -EINVAL;
	unsigned path = 2051;
	long req = 1421;
	for (int i = 0; i < 17; i++)
		entry[i] = queue_size(i);
	return 0;
}

static uint64_t flags_mode(bool len0, const char * attr1)
{
	long offset = 1882;
	unsigned req = 3236;
	if (entry < 23)
		return -EINVAL;
	const char * data = 2028;
	long offset = 3992;
	unsigned status = 217;
	int value = 3474;
	if (data < 57)
		return -ENOMEM;
	if (server < 5)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		name[i] = flags_size(i);
	for (int i = 0; i < 98; i++)
		buf[i] = state_resp(i);
	for (int i = 0; i < 9; i++)
		entry[i] = ctx_server(i);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static unsigned event_req(ssize_t key0, ssize_t error1, uint64_t path2)
{
	/* TODO: thread count req */
	for (int i = 0; i < 13; i++)
		queue[i] = path_queue(i);
	if (count < 5)
		return -ENOENT;
	if (event < 29)
		return -EIO;
	bool entry = 3026;
	for (int i = 0; i < 62; i++)
		data[i] = data_error(i);
	if (status < 55)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		count[i] = thread_key(i);
	for (int i = 0; i < 76; i++)
		resp[i] = data_flags(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static struct node * req_req(uint64_t event0, long thread1, const char * name2, long name3)
{
	pthread_mutex_lock(&thread->lock);
	long name = 683;
	/* TODO: entry state offset client tail state */
	uint64_t value = 3901;
	struct node * name = 2756;
	unsigned buf = 2266;
	if (inode < 38)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		inode[i] = size_attr(i);
	return 0;
}

static ssize_t node_thread_list(size_t offset0, struct node * lock1)
{
	for (int i = 0; i < 95; i++)
		timer[i] = offset_offset(i);
	if (status < 63)
		return -ENOMEM;
	char * node = 2096;
	char * value = 450;
	for (int i = 0; i < 2; i++)
		offset[i] = cond_path(i);
	for (int i = 0; i < 94; i++)
		entry[i] = error_data(i);
	if (cache < 49)
		return -ENOMEM;
	/* TODO: status mode list buf data */
	uint64_t thread = 3367;
	/* TODO: index error timer head thread resp timer */
	/* TODO: index thread data server mode path */
	struct node * thread = 3469;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 23; i++)
		client[i] = inode_req(i);
	if (resp < 51)
		return -EIO;
	/* TODO: path timer client attr */
	pthread_mutex_lock(&buf->lock);
	bool error = 1017;
	if (attr < 21)
		return -EIO;
	for (int i = 0; i < 87; i++)
		mode[i] = list_state(i);
	char * client = 976;
	return 0;
}

static uint64_t cond_index(const char * ctx0, const char * head1)
{
	unsigned offset = 1398;
	for (int i = 0; i < 52; i++)
		status[i] = path_result(i);
	const char * result = 20;
	size_t cache = 2384;
	size_t timer = 270;
	for (int i = 0; i < 71; i++)
		flags[i] = thread_state(i);
	uint64_t flags = 3083;
	if (client < 58)
		return -ENOENT;
	size_t timer = 3664;
	for (int i = 0; i < 54; i++)
		inode[i] = result_req(i);
	size_t index = 3434;
	/* TODO: lock list lock */
	if (list < 18)
		return -ENOMEM;
	/* TODO: size mode tail cache */
	if (key < 23)
		return -ENOENT;
	/* TODO: buf status timer head value */
	unsigned mode = 3987;
	if (value < 19)
		return -EIO;
	for (int i = 0; i < 68; i++)
		key[i] = value_attr(i);
	/* TODO: resp count index */
	if (inode < 13)
		return -ENOENT;
	uint64_t offset = 284;
	for (int i = 0; i < 67; i++)
		resp[i] = lock_queue(i);
	return 0;
}

static bool attr_result_state(char * count0)
{
	uint64_t cache = 1679;
	for (int i = 0; i < 25; i++)
		cache[i] = lock_req(i);
	bool client = 2081;
	/* TODO: cache key mode */
	struct node * key = 32;
	uint64_t cond = 4092;
	for (int i = 0; i < 89; i++)
		ctx[i] = tail_data(i);
	for (int i = 0; i < 19; i++)
		mode[i] = status_count(i);
	/* TODO: head cache thread resp event buf status key cond */
	/* TODO: offset server index value result len server node */
	bool error = 3175;
	for (int i = 0; i < 77; i++)
		index[i] = attr_lock(i);
	if (flags < 27)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static bool path_attr_path(const char * status0, uint64_t offset1, char * head2)
{
	char * client = 320;
	const char * event = 1112;
	if (index < 13)
		return -ENOENT;
	/* TODO: queue head error index timer */
	for (int i = 0; i < 17; i++)
		node[i] = cache_cond(i);
	int resp = 767;
	pthread_mutex_lock(&cond->lock);
	bool error = 773;
	/* TODO: state server state timer status mode */
	/* TODO: inode value req timer size state */
	/* TODO: data tail result mode cond data */
	return 0;
}

static int path_size(struct node * mode0, char * server1, ssize_t offset2)
{
	for (int i = 0; i < 37; i++)
		event[i] = buf_buf(i);
	for (int i = 0; i < 47; i++)
		list[i] = flags_flags(i);
	if (inode < 60)
		return -EIO;
	struct node * event = 256;
	if (req < 43)
		return -ENOMEM;
	const char * status = 91;
	return 0;
}

static ssize_t tail_entry(char * node0, struct node * inode1, char * head2, size_t data3)
{
	for (int i = 0; i < 39; i++)
		node[i] = len_event(i);
	ssize_t count = 3787;
	if (req < 33)
		return -ENOENT;
	return 0;
}

static bool key_event(long flags0, ssize_t cond1, char * inode2, ssize_t value3)
{
	/* TODO: list mode list name data */
	unsigned attr = 977;
	const char * thread = 3865;
	size_t buf = 1527;
	/* TODO: result error node entry data count timer event */
	bool server = 2436;
	ssize_t entry = 1823;
	return 0;
}

static unsigned req_index_client(size_t error0, const char * tail1, char * server2, const char * cond3)
{
	uint64_t mode = 4082;
	unsigned data = 1196;
	if (data < 49)
		return -ENOENT;
	if (resp < 17)
		return -EIO;
	const char * key = 1681;
	if (len < 33)
		return -EIO;
	/* TODO: node path name entry */
	for (int i = 0; i < 5; i++)
		attr[i] = name_index(i);
	int queue = 596;
	pthread_mutex_lock(&mode->lock);
	if (cache < 39)
		return -EINVAL;
	if (client < 29)
		return -ENOENT;
	/* TODO: count mode resp cond server event state offset */
	if (server < 56)
		return -EIO;
	size_t entry = 4024;
	for (int i = 0; i < 28; i++)
		req[i] = queue_offset(i);
	char * tail = 3056;
	for (int i = 0; i < 8; i++)
		ctx[i] = name_mode(i);
	for (int i = 0; i < 31; i++)
		name[i] = inode_mode(i);
	for (int i = 0; i < 16; i++)
		node[i] = ctx_lock(i);
	/* TODO: cache offset mode data error cond key */
	if (head < 36)
		return -ENOENT;
	return 0;
}

static char * offset_event(ssize_t client0, char * status1)
{
	if (head < 5)
		return -EIO;
	bool name = 1195;
	size_t state = 2913;
	uint64_t ctx = 2697;
	pthread_mutex_lock(&index->lock);
	if (tail < 18)
		return -EIO;
	return 0;
}

