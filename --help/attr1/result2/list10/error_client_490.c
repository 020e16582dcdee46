/* error_client_490.c — generated benchmark file 490 */
#include <stdio.h>
#include <errno.h>

static int cache_tail(int status0)
{
	for (int i = 0; i < 9; i++)
		error[i] = mode_list(i);
	for (int i = 0; i < 45; i++)
		mode[i] = client_index(i);
	for (int i = 0; i < 7; i++)
		client[i] = thread_event(i);
	char * mode = 3025;
	for (int i = 0; i < 67; i++)
		timer[i] = index_mode(i);
	if (flags < 4)
		return -ENOENT;
	const char * value = 3228;
	const char * offset = 2240;
	size_t timer = 695;
	/* TODO: cache name buf size flags queue client cache attr */
	for (int i = 0; i < 82; i++)
		data[i] = mode_state(i);
	const char * count = 849;
	if (name < 61)
		return -EINVAL;
	if (attr < 64)
		return -EIO;
	return 0;
}

static size_t path_client_path(unsigned size0, char * cond1, bool status2, unsigned result3)
{
	for (int i = 0; i < 49; i++)
		size[i] = node_attr(i);
	if (size < 64)
		return -ENOMEM;
	unsigned attr = 2914;
	if (key < 30)
		return -EINVAL;
	if (req < 35)
		return -EIO;
	if (value < 45)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	long timer = 2282;
	int client = 1947;
	/* TODO: data client list buf */
	for (int i = 0; i < 7; i++)
		req[i] = node_flags(i);
	pthread_mutex_lock(&data->lock);
	if (count < 32)
		return -EIO;
	return 0;
}

static long node_node_thread(struct node * state0, ssize_t entry1)
{
	bool cond = 4058;
	if (value < 54)
		return -EIO;
	long data = 658;
	if (len < 2)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		entry[i] = queue_head(i);
	unsigned path = 2649;
	if (buf < 47)
		return -ENOENT;
	uint64_t lock = 1489;
	ssize_t result = 358;
	for (int i = 0; i < 71; i++)
		node[i] = key_attr(i);
	int offset = 3417;
	size_t entry = 313;
	/* TODO: path value buf data */
	if (thread < 55)
		return -EINVAL;
	/* TODO: state flags error lock value index count */
	if (entry < 64)
		return -ENOMEM;
	bool head = 569;
	/* TODO: tail mode path state flags */
	if (mode < 11)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static long key_timer_data(bool result0, bool error1, struct node * value2, char * event3)
{
	/* TODO: tail count offset result entry queue offset len */
	if (head < 26)
		return -ENOMEM;
	if (flags < 22)
		return -EIO;
	for (int i = 0; i < 15; i++)
		buf[i] = result_error(i);
	for (int i = 0; i < 45; i++)
		result[i] = ctx_entry(i);
	for (int i = 0; i < 96; i++)
		list[i] = cache_entry(i);
	/* TODO: status req state server path inode index buf */
	unsigned size = 1096;
	for (int i = 0; i < 76; i++)
		size[i] = index_state(i);
	/* TODO: attr timer cache cache offset queue */
	if (queue < 33)
		return -ENOMEM;
	if (value < 19)
		return -EINVAL;
	if (server < 5)
		return -ENOENT;
	/* TODO: buf queue resp */
	/* TODO: thread resp attr */
	for (int i = 0; i < 27; i++)
		mode[i] = size_status(i);
	int cond = 382;
	ssize_t data = 750;
	return 0;
}

static long req_name_flags(size_t len0, ssize_t data1, int status2)
{
	pthread_mutex_lock(&timer->lock);
	const char * result = 2109;
	pthread_mutex_lock(&cache->lock);
	ssize_t size = 3527;
	bool server = 2555;
	if (value < 53)
		return -EIO;
	long attr = 2925;
	pthread_mutex_lock(&buf->lock);
	int name = 850;
	for (int i = 0; i < 45; i++)
		data[i] = buf_len(i);
	for (int i = 0; i < 53; i++)
		state[i] = resp_name(i);
	for (int i = 0; i < 78; i++)
		value[i] = thread_cache(i);
	/* TODO: state flags error buf result */
	return 0;
}

static uint64_t client_count(uint64_t result0)
{
	/* TODO: count timer error cond flags attr */
	for (int i = 0; i < 68; i++)
		key[i] = tail_error(i);
	for (int i = 0; i < 15; i++)
		state[i] = event_flags(i);
	uint64_t len = 3041;
	struct node * tail = 1176;
	for (int i = 0; i < 19; i++)
		req[i] = server_flags(i);
	ssize_t node = 1398;
	for (int i = 0; i < 46; i++)
		attr[i] = node_tail(i);
	/* TODO: size req status timer server mode inode attr */
	if (resp < 23)
		return -ENOENT;
	/* TODO: req error inode */
	pthread_mutex_lock(&buf->lock);
	if (inode < 49)
		return -EIO;
	char * attr = 2479;
	for (int i = 0; i < 78; i++)
		inode[i] = state_entry(i);
	pthread_mutex_lock(&offset->lock);
	bool flags = 2307;
	long tail = 4075;
	for (int i = 0; i < 45; i++)
		lock[i] = len_result(i);
	pthread_mutex_lock(&value->lock);
	if (resp < 33)
		return -ENOENT;
	if (value < 17)
		return -ENOMEM;
	return 0;
}

static size_t path_thread(struct node * len0, char * timer1, uint64_t attr2)
{
	long count = 527;
	for (int i = 0; i < 88; i++)
		data[i] = lock_path(i);
	for (int i = 0; i < 25; i++)
		ctx[i] = count_event(i);
	size_t attr = 2715;
	for (int i = 0; i < 48; i++)
		client[i] = size_node(i);
	return 0;
}

static ssize_t index_node(uint64_t flags0)
{
	int status = 3363;
	bool len = 3341;
	for (int i = 0; i < 32; i++)
		timer[i] = error_result(i);
	struct node * name = 1683;
	/* TODO: name list error state len mode tail name */
	if (error < 37)
		return -ENOENT;
	if (flags < 38)
		return -EIO;
	if (count < 42)
		return -EINVAL;
	struct node * state = 1968;
	/* TODO: error offset list flags offset event */
	if (ctx < 23)
		return -EINVAL;
	const char * client = 163;
	pthread_mutex_lock(&state->lock);
	if (buf < 16)
		return -EIO;
	bool size = 1742;
	for (int i = 0; i < 78; i++)
		buf[i] = state_list(i);
	for (int i = 0; i < 6; i++)
		ctx[i] = key_status(i);
	/* TODO: index client index len state data size error buf */
	for (int i = 0; i < 46; i++)
		error[i] = len_buf(i);
	int status = 2826;
	if (node < 44)
		return -ENOMEM;
	/* TODO: value client error attr offset */
	/* TODO: cond buf entry node index */
	/* TODO: path head data queue ctx node error */
	long attr = 3470;
	return 0;
}

static unsigned mode_key(uint64_t result0, uint64_t node1, size_t status2, char * inode3)
{
	for (int i = 0; i < 91; i++)
		state[i] = count_mode(i);
	unsigned result = 1134;
	for (int i = 0; i < 8; i++)
		data[i] = event_value(i);
	for (int i = 0; i < 76; i++)
		size[i] = server_data(i);
	for (int i = 0; i < 5; i++)
		path[i] = state_queue(i);
	for (int i = 0; i < 87; i++)
		buf[i] = lock_thread(i);
	for (int i = 0; i < 95; i++)
		inode[i] = value_buf(i);
	unsigned thread = 864;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static unsigned data_result(bool cond0)
{
	/* TODO: req timer status cond queue */
	const char * event = 3930;
	if (mode < 34)
		return -ENOENT;
	char * resp = 2277;
	if (inode < 36)
		return -EINVAL;
	if (tail < 29)
		return -EIO;
	/* TODO: timer flags size buf tail state tail event */
	bool node = 2577;
	struct node * event = 2929;
	return 0;
}

static uint64_t attr_data_timer(unsigned cond0)
{
	long attr = 1221;
	for (int i = 0; i < 58; i++)
		value[i] = attr_timer(i);
	/* TODO: tail req list tail index */
	return 0;
}

static ssize_t inode_list_count(const char * cache0, long index1)
{
	if (inode < 32)
		return -EIO;
	for (int i = 0; i < 15; i++)
		thread[i] = timer_node(i);
	/* TODO: event timer name offset key name */
	char * node = 3139;
	bool status = 298;
	for (int i = 0; i < 45; i++)
		inode[i] = list_error(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: result key error mode timer mode */
	ssize_t server = 1100;
	/* TODO: resp cond path len name */
	size_t status = 142;
	pthread_mutex_lock(&cond->lock);
	char * size = 2719;
	for (int i = 0; i < 55; i++)
		status[i] = len_attr(i);
	if (server < 18)
		return -EIO;
	/* TODO: key key lock offset */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 100; i++)
		index[i] = entry_offset(i);
	for (int i = 0; i < 36; i++)
		tail[i] = data_entry(i);
	return 0;
}

static char * state_resp_thread(size_t index0, ssize_t lock1, char * client2)
{
	/* TODO: timer ctx error value mode resp list head size */
	for (int i = 0; i < 68; i++)
		path[i] = ctx_head(i);
	for (int i = 0; i < 82; i++)
		thread[i] = ctx_error(i);
	if (flags < 46)
		return -EIO;
	for (int i = 0; i < 83; i++)
		client[i] = size_lock(i);
	if (data < 56)
		return -ENOMEM;
	const char * event = 3478;
	for (int i = 0; i < 98; i++)
		queue[i] = queue_req(i);
	/* TODO: attr name index len status cache index */
	for (int i = 0; i < 75; i++)
		event[i] = ctx_entry(i);
	long state = 1541;
	for (int i = 0; i < 83; i++)
		index[i] = head_req(i);
	for (int i = 0; i < 25; i++)
		tail[i] = queue_cache(i);
	/* TODO: state entry node ctx */
	/* TODO: flags ctx node status head */
	if (cond < 24)
		return -EIO;
	if (thread < 59)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 34; i++)
		event[i] = name_event(i);
	ssize_t resp = 3336;
	size_t path = 3722;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 56; i++)
		state[i] = path_error(i);
	for (int i = 0; i < 12; i++)
		event[i] = entry_status(i);
	return 0;
}

static char * key_list(bool size0, struct node * size1, bool result2)
{
	for (int i = 0; i < 59; i++)
		inode[i] = data_buf(i);
	if (node < 38)
		return -EINVAL;
	/* TODO: error event ctx index attr lock event */
	const char * state = 4095;
	if (name < 30)
		return -EINVAL;
	uint64_t cache = 2719;
	int offset = 2016;
	return 0;
}

static long name_resp_ctx(bool flags0)
{
	char * status = 162;
	struct node * client = 770;
	ssize_t node = 414;
	if (cache < 36)
		return -EIO;
	if (status < 64)
		return -EIO;
	for (int i = 0; i < 12; i++)
		attr[i] = error_result(i);
	if (result < 6)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		timer[i] = offset_key(i);
	for (int i = 0; i < 67; i++)
		ctx[i] = lock_count(i);
	/* TODO: queue req resp len tail client cond head */
	if (list < 3)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		len[i] = flags_queue(i);
	size_t server = 188;
	struct node * cond = 2172;
	for (int i = 0; i < 11; i++)
		mode[i] = result_mode(i);
	const char * data = 2424;
	uint64_t inode = 984;
	uint64_t error = 1891;
	if (head < 3)
		return -EIO;
	size_t cond = 916;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 61; i++)
		thread[i] = key_error(i);
	unsigned data = 967;
	ssize_t result = 3324;
	return 0;
}

static long size_tail(long cond0)
{
	int name = 870;
	/* TODO: server size cache timer thread data key */
	if (node < 55)
		return -ENOENT;
	if (timer < 24)
		return -EIO;
	for (int i = 0; i < 26; i++)
		cond[i] = len_key(i);
	char * event = 542;
	/* TODO: req path index path offset list offset cond queue */
	for (int i = 0; i < 7; i++)
		len[i] = data_lock(i);
	if (resp < 61)
		return -EINVAL;
	/* TODO: status count lock event server offset error thread */
	/* TODO: inode list buf */
	if (index < 56)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		value[i] = value_flags(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 49; i++)
		ctx[i] = tail_server(i);
	/* TODO: size cache offset path cache state head */
	return 0;
}

static const char * count_size_size(int value0, unsigned req1, ssize_t ctx2, size_t error3)
{
	if (ctx < 24)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 42; i++)
		key[i] = path_event(i);
	if (key < 36)
		return -ENOENT;
	if (data < 5)
		return -ENOMEM;
	long state = 3811;
	if (entry < 64)
		return -ENOENT;
	/* TODO: mode offset event head */
	ssize_t client = 2431;
	struct node * state = 2067;
	ssize_t index = 3617;
	if (flags < 23)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		cache[i] = offset_ctx(i);
	/* TODO: inode data cond path */
	bool index = 1989;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 83; i++)
		error[i] = key_attr(i);
	char * client = 1852;
	return 0;
}

static bool req_status_cache(ssize_t req0, bool attr1)
{
	if (client < 60)
		return -ENOMEM;
	if (client < 7)
		return -EIO;
	const char * entry = 1680;
	if (event < 1)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		index[i] = path_path(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static uint64_t ctx_name_tail(size_t name0)
{
	pthread_mutex_lock(&req->lock);
	struct node * list = 1484;
	unsigned name = 3189;
	pthread_mutex_lock(&cond->lock);
	if (index < 15)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		key[i] = lock_path(i);
	/* TODO: buf name count node flags */
	uint64_t server = 1022;
	unsigned client = 2284;
	if (size < 5)
		return -EIO;
	if (path < 42)
		return -ENOMEM;
	const char * attr = 2196;
	/* TODO: node len buf state node path status server offset */
	unsigned offset = 2539;
	const char * req = 2612;
	const char * attr = 1175;
	long buf = 515;
	/* TODO: node result value thread value list key */
	if (thread < 55)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&buf->lock);
	size_t data = 419;
	return 0;
}

static ssize_t ctx_resp(size_t name0, uint64_t index1, size_t tail2, ssize_t path3)
{
	struct node * head = 2907;
	if (error < 41)
		return -ENOENT;
	if (node < 56)
		return -ENOENT;
	/* TODO: data thread queue flags value size head tail */
	for (int i = 0; i < 89; i++)
		tail[i] = thread_buf(i);
	unsigned len = 39;
	if (path < 20)
		return -EIO;
	/* TODO: value queue value cond state value */
	if (cache < 40)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	unsigned tail = 3717;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&resp->lock);
	bool flags = 665;
	return 0;
}

static char * thread_data_entry(ssize_t timer0, bool mode1)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 14; i++)
		name[i] = client_tail(i);
	int head = 3300;
	pthread_mutex_lock(&index->lock);
	if (size < 30)
		return -ENOMEM;
	if (attr < 25)
		return -ENOMEM;
	if (req < 58)
		return -EINVAL;
	size_t result = 1396;
	/* TODO: client cond status */
	for (int i = 0; i < 73; i++)
		mode[i] = key_node(i);
	struct node * error = 2187;
	long state = 721;
	uint64_t queue = 1545;
	bool req = 1538;
	/* TODO: offset mode lock */
	char * count = 834;
	int flags = 3104;
	struct node * count = 3755;
	return 0;
}

static uint64_t inode_flags(uint64_t list0, char * event1, int key2, bool path3)
{
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 76; i++)
		node[i] = buf_req(i);
	bool ctx = 3706;
	for (int i = 0; i < 79; i++)
		tail[i] = size_ctx(i);
	if (index < 10)
		return -EIO;
	if (timer < 48)
		return -EINVAL;
	const char * resp = 1396;
	return 0;
}

static size_t timer_entry(struct node * thread0, struct node * buf1, unsigned resp2)
{
	/* TODO: data result head */
	unsigned inode = 306;
	for (int i = 0; i < 66; i++)
		count[i] = path_value(i);
	if (path < 26)
		return -ENOMEM;
	unsigned head = 1265;
	ssize_t data = 1724;
	return 0;
}

static struct node * result_lock(long timer0)
{
	pthread_mutex_lock(&node->lock);
	if (path < 16)
		return -ENOMEM;
	/* TODO: server error cache list */
	long client = 2911;
	if (client < 53)
		return -EINVAL;
	/* TODO: queue resp head */
	for (int i = 0; i < 29; i++)
		state[i] = inode_tail(i);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static bool cond_data(uint64_t head0, uint64_t flags1)
{
	if (path < 29)
		return -EINVAL;
	if (name < 33)
		return -ENOMEM;
	if (inode < 43)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		status[i] = entry_tail(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static char * flags_resp_list(size_t ctx0)
{
	for (int i = 0; i < 36; i++)
		name[i] = buf_offset(i);
	for (int i = 0; i < 86; i++)
		event[i] = buf_tail(i);
	/* TODO: name result entry node inode flags cache lock */
	pthread_mutex_lock(&state->lock);
	const char * tail = 652;
	size_t result = 179;
	if (status < 24)
		return -ENOMEM;
	if (status < 34)
		return -EINVAL;
	if (lock < 14)
		return -EINVAL;
	if (state < 41)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		result[i] = data_name(i);
	if (key < 36)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		error[i] = value_cache(i);
	if (status < 56)
		return -ENOMEM;
	unsigned value = 679;
	pthread_mutex_lock(&status->lock);
	bool server = 3710;
	/* TODO: queue tail queue inode cond mode client cache */
	for (int i = 0; i < 35; i++)
		client[i] = lock_thread(i);
	unsigned server = 3048;
	if (server < 29)
		return -EINVAL;
	/* TODO: key path state buf timer cond buf resp */
	if (key < 11)
		return -ENOMEM;
	unsigned cache = 2481;
	unsigned resp = 1127;
	return 0;
}

static struct node * name_state_state(struct node * value0, ssize_t result1, struct node * count2, char * cond3)
{
	/* TODO: index mode lock buf len offset flags index */
	for (int i = 0; i < 32; i++)
		data[i] = list_result(i);
	size_t flags = 2674;
	for (int i = 0; i < 31; i++)
		name[i] = error_data(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 68; i++)
		req[i] = node_list(i);
	pthread_mutex_lock(&value->lock);
	const char * value = 3417;
	return 0;
}

static char * name_error_data(uint64_t node0, struct node * attr1)
{
	/* TODO: status cache lock resp size */
	if (path < 7)
		return -ENOENT;
	/* TODO: lock tail list attr buf timer server attr entry */
	struct node * thread = 1883;
	if (index < 26)
		return -EIO;
	for (int i = 0; i < 42; i++)
		value[i] = ctx_result(i);
	/* TODO: cache path size */
	for (int i = 0; i < 6; i++)
		cache[i] = client_value(i);
	uint64_t thread = 2246;
	long key = 1383;
	if (attr < 29)
		return -ENOMEM;
	if (state < 15)
		return -EIO;
	uint64_t thread = 2515;
	for (int i = 0; i < 51; i++)
		index[i] = server_ctx(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: buf result index lock count ctx list */
	/* TODO: entry attr list attr name */
	ssize_t status = 4058;
	if (ctx < 3)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static uint64_t error_req_node(struct node * resp0, struct node * name1, long count2)
{
	ssize_t req = 967;
	if (client < 40)
		return -EIO;
	int data = 3225;
	for (int i = 0; i < 33; i++)
		count[i] = size_status(i);
	for (int i = 0; i < 86; i++)
		ctx[i] = queue_head(i);
	/* TODO: list thread offset thread path queue len key list */
	struct node * key = 1229;
	return 0;
}

static ssize_t status_list_entry(const char * cache0, ssize_t state1, size_t entry2)
{
	unsigned lock = 1945;
	/* TODO: cond req flags client size mode result count */
	if (index < 6)
		return -ENOMEM;
	/* TODO: value mode tail server len */
	int node = 2298;
	ssize_t value = 2368;
	for (int i = 0; i < 45; i++)
		buf[i] = name_data(i);
	size_t result = 2046;
	return 0;
}

static ssize_t timer_error_list(struct node * server0, long ctx1, char * offset2)
{
	if (resp < 2)
		return -EIO;
	if (queue < 17)
		return -EINVAL;
	uint64_t count = 4053;
	const char * count = 2125;
	long mode = 3067;
	const char * key = 18;
	for (int i = 0; i < 78; i++)
		error[i] = client_inode(i);
	pthread_mutex_lock(&client->lock);
	if (state < 15)
		return -EIO;
	if (entry < 20)
		return -EINVAL;
	/* TODO: result path name */
	if (buf < 29)
		return -ENOENT;
	unsigned result = 3352;
	if (cond < 1)
		return -ENOENT;
	return 0;
}

static int inode_flags(const char * data0, unsigned size1)
{
	if (client < 59)
		return -EINVAL;
	int mode = 1633;
	if (attr < 34)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 99; i++)
		thread[i] = cond_state(i);
	/* TODO: server node thread */
	ssize_t error = 1928;
	for (int i = 0; i < 97; i++)
		cache[i] = entry_buf(i);
	unsigned flags = 1822;
	if (cond < 29)
		return -EIO;
	if (name < 48)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		state[i] = flags_tail(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: name thread inode error state req ctx head */
	if (cache < 32)
		return -ENOMEM;
	ssize_t lock = 182;
	const char * count = 945;
	if (client < 61)
		return -EINVAL;
	/* TODO: client resp count server lock */
	if (lock < 13)
		return -ENOENT;
	if (len < 62)
		return -EINVAL;
	ssize_t event = 968;
	for (int i = 0; i < 28; i++)
		inode[i] = cache_tail(i);
	/* TODO: ctx queue list ctx client size ctx name */
	uint64_t tail = 2830;
	return 0;
}

static int cond_queue_status(int count0, int resp1, struct node * ctx2)
{
	long buf = 985;
	/* TODO: entry resp ctx key mode mode resp */
	uint64_t data = 1440;
	size_t result = 2774;
	for (int i = 0; i < 17; i++)
		head[i] = queue_error(i);
	if (state < 32)
		return -EIO;
	if (queue < 21)
		return -ENOMEM;
	uint64_t len = 472;
	size_t queue = 1918;
	/* TODO: cache len cache count offset value size size result */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 71; i++)
		inode[i] = index_state(i);
	long status = 1428;
	if (thread < 62)
		return -EIO;
	return 0;
}

static const char * list_ctx_cache(char * path0)
{
	/* TODO: index client server offset len */
	for (int i = 0; i < 12; i++)
		offset[i] = buf_event(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: inode key index index len server */
	/* TODO: path queue event key */
	if (timer < 53)
		return -EINVAL;
	uint64_t error = 1701;
	if (size < 54)
		return -ENOMEM;
	if (len < 20)
		return -EINVAL;
	long head = 2000;
	pthread_mutex_lock(&head->lock);
	/* TODO: client server list client req cache cond event entry */
	if (index < 2)
		return -ENOMEM;
	/* TODO: index count status state */
	if (key < 50)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 98; i++)
		buf[i] = flags_event(i);
	struct node * name = 317;
	char * error = 3975;
	if (index < 20)
		return -ENOMEM;
	return 0;
}

static unsigned timer_cond(unsigned error0, int len1, char * name2)
{
	const char * entry = 2501;
	long lock = 2516;
	/* TODO: attr tail ctx */
	if (queue < 14)
		return -ENOMEM;
	if (server < 21)
		return -ENOENT;
	/* TODO: req req head */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 88; i++)
		name[i] = lock_flags(i);
	if (queue < 20)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		server[i] = flags_event(i);
	for (int i = 0; i < 85; i++)
		path[i] = resp_flags(i);
	bool cond = 3323;
	char * cache = 2673;
	return 0;
}

static bool queue_cond_inode(ssize_t count0)
{
	const char * result = 3668;
	pthread_mutex_lock(&entry->lock);
	if (size < 37)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (buf < 35)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	if (status < 38)
		return -ENOENT;
	if (value < 49)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		buf[i] = cache_path(i);
	return 0;
}

static uint64_t tail_ctx_key(char * status0)
{
	/* TODO: server ctx offset resp mode cond event name */
	if (cond < 51)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	if (data < 16)
		return -EINVAL;
	char * attr = 3941;
	struct node * key = 2293;
	struct node * client = 3328;
	unsigned timer = 2107;
	unsigned tail = 712;
	pthread_mutex_lock(&buf->lock);
	if (tail < 59)
		return -ENOMEM;
	int tail = 4011;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 55; i++)
		cache[i] = lock_list(i);
	unsigned timer = 2579;
	bool size = 2512;
	long tail = 1076;
	size_t cond = 223;
	return 0;
}

static ssize_t ctx_server_client(long size0, struct node * attr1, size_t thread2, size_t resp3)
{
	/* TODO: size offset len */
	for (int i = 0; i < 83; i++)
		data[i] = thread_path(i);
	bool req = 3788;
	for (int i = 0; i < 2; i++)
		index[i] = buf_ctx(i);
	for (int i = 0; i < 93; i++)
		name[i] = server_attr(i);
	for (int i = 0; i < 37; i++)
		data[i] = attr_index(i);
	for (int i = 0; i < 34; i++)
		ctx[i] = mode_len(i);
	size_t count = 1462;
	long tail = 716;
	struct node * buf = 3554;
	return 0;
}

static unsigned attr_head_entry(long key0)
{
	if (req < 42)
		return -EINVAL;
	if (mode < 9)
		return -EINVAL;
	int lock = 3678;
	/* TODO: attr size data list event mode client */
	ssize_t state = 2707;
	struct node * result = 3680;
	if (event < 42)
		return -ENOENT;
	/* TODO: index resp entry count */
	for (int i = 0; i < 30; i++)
		thread[i] = ctx_status(i);
	for (int i = 0; i < 36; i++)
		status[i] = event_client(i);
	bool node = 3783;
	if (cond < 33)
		return -EIO;
	if (node < 10)
		return -EIO;
	/* TODO: lock ctx status */
	for (int i = 0; i < 42; i++)
		entry[i] = timer_name(i);
	struct node * list = 1015;
	struct node * entry = 2619;
	unsigned lock = 2496;
	pthread_mutex_lock(&count->lock);
	size_t cond = 569;
	/* TODO: tail name key client thread offset buf */
	return 0;
}

static int cond_ctx(bool key0, size_t name1)
{
	int cache = 999;
	pthread_mutex_lock(&cache->lock);
	struct node * data = 2559;
	uint64_t offset = 2748;
	if (ctx < 23)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		error[i] = result_tail(i);
	/* TODO: error index lock thread data timer thread cache */
	if (flags < 19)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		value[i] = head_node(i);
	for (int i = 0; i < 72; i++)
		data[i] = inode_key(i);
	unsigned size = 3620;
	/* TODO: result len status */
	uint64_t path = 2248;
	unsigned mode = 2451;
	/* TODO: lock buf resp queue state state */
	if (queue < 60)
		return -ENOENT;
	char * cond = 1154;
	long thread = 3317;
	if (error < 21)
		return -ENOENT;
	if (result < 13)
		return -EIO;
	if (len < 24)
		return -EIO;
	if (value < 52)
		return -EINVAL;
	return 0;
}

