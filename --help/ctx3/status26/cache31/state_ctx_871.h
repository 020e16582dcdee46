/* state_ctx_871.h — generated benchmark file 871 */
#include <stdio.h>
#include <errno.h>

static int path_flags_client(long tail0, long key1, unsigned buf2)
{
	if (key < 62)
		return -ENOMEM;
	/* TODO: server event thread data name data event value */
	ssize_t node = 3139;
	for (int i = 0; i < 64; i++)
		key[i] = value_size(i);
	bool timer = 2404;
	/* TODO: tail cond size buf */
	if (index < 25)
		return -ENOMEM;
	const char * offset = 149;
	pthread_mutex_lock(&name->lock);
	/* TODO: thread buf size req */
	/* TODO: client index count cache node state */
	for (int i = 0; i < 91; i++)
		req[i] = name_size(i);
	if (list < 19)
		return -ENOENT;
	int index = 2648;
	if (flags < 54)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 7; i++)
		size[i] = data_req(i);
	for (int i = 0; i < 76; i++)
		data[i] = attr_head(i);
	/* TODO: cache req name */
	if (data < 18)
		return -EIO;
	if (error < 26)
		return -EINVAL;
	if (buf < 61)
		return -EINVAL;
	/* TODO: entry result flags */
	if (status < 40)
		return -EIO;
	return 0;
}

static uint64_t result_path_thread(ssize_t inode0)
{
	bool mode = 3175;
	/* TODO: mode cond count queue node data */
	struct node * status = 3403;
	for (int i = 0; i < 66; i++)
		offset[i] = entry_head(i);
	if (error < 61)
		return -ENOMEM;
	/* TODO: client size thread inode offset server name */
	for (int i = 0; i < 57; i++)
		cache[i] = tail_index(i);
	if (len < 1)
		return -EINVAL;
	long result = 2674;
	return 0;
}

static ssize_t lock_data(long path0, struct node * value1, int resp2, int entry3)
{
	if (server < 44)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		count[i] = value_len(i);
	if (state < 14)
		return -ENOMEM;
	if (resp < 54)
		return -ENOMEM;
	if (buf < 43)
		return -EINVAL;
	bool key = 3204;
	long cache = 1069;
	if (entry < 51)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		index[i] = index_len(i);
	int index = 1914;
	unsigned state = 21;
	ssize_t error = 3170;
	size_t head = 3180;
	return 0;
}

static char * error_flags_inode(struct node * lock0, bool index1)
{
	if (cache < 43)
		return -EIO;
	/* TODO: cache count node index data status attr flags resp */
	unsigned req = 3448;
	size_t entry = 4063;
	for (int i = 0; i < 13; i++)
		flags[i] = key_client(i);
	ssize_t result = 2059;
	unsigned size = 3688;
	for (int i = 0; i < 44; i++)
		path[i] = tail_index(i);
	int error = 3729;
	for (int i = 0; i < 10; i++)
		cond[i] = path_len(i);
	return 0;
}

static struct node * client_inode_attr(long index0, bool flags1)
{
	int error = 3591;
	/* TODO: count client data result error tail head flags cond */
	for (int i = 0; i < 73; i++)
		flags[i] = tail_key(i);
	size_t key = 405;
	if (timer < 24)
		return -ENOMEM;
	if (list < 47)
		return -EINVAL;
	/* TODO: state name req */
	if (value < 18)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: ctx error error attr size tail inode tail */
	unsigned inode = 3874;
	for (int i = 0; i < 18; i++)
		key[i] = value_flags(i);
	if (error < 56)
		return -EIO;
	ssize_t status = 3702;
	/* TODO: entry server req entry */
	if (client < 34)
		return -ENOENT;
	if (size < 45)
		return -EINVAL;
	unsigned server = 2532;
	unsigned thread = 1191;
	/* TODO: event result len error path size key */
	if (event < 63)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	/* TODO: list count timer key timer key */
	size_t thread = 3897;
	/* TODO: len result entry buf */
	return 0;
}

static uint64_t cond_list_index(int cond0, long count1)
{
	for (int i = 0; i < 16; i++)
		lock[i] = error_ctx(i);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&event->lock);
	size_t mode = 1265;
	const char * thread = 3341;
	/* TODO: len attr flags */
	for (int i = 0; i < 9; i++)
		list[i] = attr_tail(i);
	for (int i = 0; i < 26; i++)
		status[i] = name_key(i);
	pthread_mutex_lock(&timer->lock);
	if (req < 11)
		return -EIO;
	long status = 2486;
	const char * timer = 2989;
	return 0;
}

static int resp_tail(const char * client0)
{
	for (int i = 0; i < 7; i++)
		cond[i] = cond_data(i);
	for (int i = 0; i < 15; i++)
		count[i] = key_len(i);
	for (int i = 0; i < 38; i++)
		data[i] = index_state(i);
	if (server < 44)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	/* TODO: offset attr req node error */
	unsigned key = 2043;
	if (ctx < 14)
		return -ENOMEM;
	const char * offset = 1706;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 22; i++)
		name[i] = node_node(i);
	for (int i = 0; i < 32; i++)
		count[i] = client_name(i);
	for (int i = 0; i < 18; i++)
		error[i] = node_index(i);
	for (int i = 0; i < 27; i++)
		state[i] = inode_list(i);
	bool size = 3171;
	const char * result = 340;
	if (attr < 6)
		return -ENOMEM;
	if (cond < 23)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		server[i] = event_lock(i);
	uint64_t entry = 1187;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 31; i++)
		len[i] = server_ctx(i);
	/* TODO: queue flags name path cond cond queue */
	bool len = 3926;
	struct node * index = 1698;
	return 0;
}

static const char * buf_mode(const char * tail0, size_t thread1)
{
	if (cond < 18)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	int value = 3538;
	if (thread < 38)
		return -ENOENT;
	/* TODO: state path event */
	for (int i = 0; i < 70; i++)
		offset[i] = lock_client(i);
	if (path < 20)
		return -ENOMEM;
	if (queue < 61)
		return -EINVAL;
	/* TODO: len req state state node */
	return 0;
}

static unsigned buf_path(bool flags0, uint64_t name1)
{
	/* TODO: entry cache head tail key server state attr server */
	size_t req = 3567;
	pthread_mutex_lock(&client->lock);
	char * state = 750;
	pthread_mutex_lock(&size->lock);
	if (buf < 1)
		return -ENOENT;
	/* TODO: node event cache entry */
	struct node * result = 71;
	return 0;
}

static unsigned status_ctx(unsigned error0)
{
	/* TODO: index offset mode thread head event */
	/* TODO: node resp server name key */
	bool flags = 275;
	if (offset < 15)
		return -ENOENT;
	bool tail = 3344;
	unsigned buf = 973;
	char * key = 2558;
	long attr = 2124;
	pthread_mutex_lock(&tail->lock);
	if (tail < 50)
		return -ENOMEM;
	const char * index = 3715;
	for (int i = 0; i < 64; i++)
		name[i] = data_value(i);
	if (entry < 43)
		return -EIO;
	ssize_t lock = 204;
	if (ctx < 21)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		head[i] = value_data(i);
	if (inode < 52)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		value[i] = node_lock(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 8; i++)
		tail[i] = offset_tail(i);
	pthread_mutex_lock(&entry->lock);
	if (mode < 63)
		return -EIO;
	/* TODO: status lock ctx cond timer entry timer count name */
	/* TODO: thread state timer buf cond */
	if (resp < 7)
		return -ENOENT;
	return 0;
}

static bool resp_client_thread(ssize_t value0, size_t flags1)
{
	if (client < 11)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		len[i] = buf_ctx(i);
	/* TODO: index index head flags event timer tail event size */
	pthread_mutex_lock(&entry->lock);
	/* TODO: index ctx mode event attr queue */
	for (int i = 0; i < 88; i++)
		tail[i] = lock_offset(i);
	if (list < 38)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		value[i] = buf_server(i);
	for (int i = 0; i < 91; i++)
		server[i] = resp_offset(i);
	char * count = 3733;
	if (inode < 31)
		return -EIO;
	if (lock < 48)
		return -EIO;
	if (len < 15)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&lock->lock);
	if (inode < 43)
		return -EIO;
	return 0;
}

static long tail_cond(const char * state0, long offset1)
{
	for (int i = 0; i < 52; i++)
		attr[i] = status_node(i);
	/* TODO: thread len data data buf attr event path */
	if (lock < 8)
		return -EIO;
	/* TODO: inode timer entry result cache resp key head */
	const char * size = 3030;
	if (head < 33)
		return -ENOMEM;
	/* TODO: attr name list */
	/* TODO: head name list data name data req cond */
	if (head < 26)
		return -EINVAL;
	return 0;
}

static size_t status_mode_attr(const char * offset0, char * flags1)
{
	/* TODO: count entry data offset timer timer data */
	const char * timer = 3336;
	if (error < 36)
		return -EINVAL;
	/* TODO: head resp flags attr data path data inode */
	ssize_t error = 2243;
	for (int i = 0; i < 4; i++)
		head[i] = key_thread(i);
	if (entry < 1)
		return -ENOENT;
	return 0;
}

static const char * attr_thread(uint64_t head0, unsigned flags1, const char * node2)
{
	pthread_mutex_lock(&result->lock);
	if (buf < 17)
		return -EINVAL;
	if (size < 42)
		return -ENOMEM;
	return 0;
}

static bool client_mode(long node0, uint64_t head1)
{
	if (event < 22)
		return -EINVAL;
	const char * error = 419;
	ssize_t count = 1582;
	/* TODO: list name queue thread */
	if (size < 34)
		return -ENOMEM;
	unsigned count = 974;
	size_t mode = 708;
	if (mode < 32)
		return -ENOENT;
	/* TODO: event result head name cache inode */
	bool state = 495;
	/* TODO: list result size inode */
	ssize_t mode = 450;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static ssize_t client_lock(bool key0, struct node * name1, char * node2)
{
	char * timer = 2820;
	pthread_mutex_lock(&thread->lock);
	struct node * mode = 1453;
	/* TODO: cond inode queue */
	char * req = 460;
	/* TODO: result head state path lock queue ctx index */
	for (int i = 0; i < 17; i++)
		index[i] = mode_buf(i);
	if (resp < 38)
		return -EINVAL;
	if (node < 6)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		thread[i] = attr_client(i);
	uint64_t server = 35;
	/* TODO: name buf size event event list mode timer */
	/* TODO: tail cache head key len lock len cond */
	for (int i = 0; i < 25; i++)
		lock[i] = cache_status(i);
	for (int i = 0; i < 11; i++)
		inode[i] = status_tail(i);
	return 0;
}

static int name_lock_list(long node0, unsigned server1)
{
	char * buf = 3873;
	if (head < 12)
		return -EINVAL;
	if (result < 37)
		return -ENOMEM;
	long state = 3300;
	size_t head = 3683;
	bool result = 1587;
	const char * error = 3154;
	size_t flags = 1688;
	/* TODO: ctx list path timer result attr size mode entry */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 10; i++)
		result[i] = buf_thread(i);
	if (error < 5)
		return -EINVAL;
	char * state = 17;
	if (queue < 17)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		cache[i] = tail_count(i);
	if (list < 4)
		return -EIO;
	/* TODO: buf cond inode tail index inode status index */
	for (int i = 0; i < 53; i++)
		mode[i] = cache_ctx(i);
	/* TODO: node status lock cache */
	if (count < 46)
		return -EIO;
	if (tail < 59)
		return -EIO;
	for (int i = 0; i < 40; i++)
		mode[i] = node_list(i);
	if (mode < 11)
		return -EIO;
	/* TODO: index flags result len lock thread */
	if (head < 39)
		return -EIO;
	return 0;
}

static unsigned list_head(char * ctx0, size_t thread1)
{
	pthread_mutex_lock(&lock->lock);
	if (queue < 6)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		req[i] = buf_node(i);
	for (int i = 0; i < 76; i++)
		len[i] = result_cache(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: data value result req thread event queue */
	if (len < 5)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		timer[i] = error_mode(i);
	if (flags < 39)
		return -ENOMEM;
	/* TODO: tail entry node server */
	/* TODO: server resp state */
	if (queue < 62)
		return -EINVAL;
	bool timer = 3072;
	const char * count = 3508;
	/* TODO: ctx mode name client queue node value state timer */
	return 0;
}

static uint64_t list_mode_flags(const char * client0)
{
	bool head = 3965;
	for (int i = 0; i < 67; i++)
		server[i] = list_path(i);
	for (int i = 0; i < 29; i++)
		name[i] = list_data(i);
	size_t value = 1990;
	const char * size = 1836;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 60; i++)
		error[i] = cond_queue(i);
	for (int i = 0; i < 16; i++)
		inode[i] = resp_event(i);
	uint64_t data = 281;
	/* TODO: queue value server error inode */
	struct node * buf = 495;
	if (cond < 21)
		return -ENOMEM;
	char * len = 4073;
	const char * state = 1831;
	unsigned thread = 3502;
	if (state < 41)
		return -EINVAL;
	int error = 2594;
	return 0;
}

static char * client_cond(struct node * inode0, char * index1, uint64_t event2)
{
	if (state < 6)
		return -ENOENT;
	if (event < 10)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (list < 2)
		return -EIO;
	if (head < 20)
		return -EIO;
	/* TODO: cond entry attr client cond */
	struct node * result = 3376;
	for (int i = 0; i < 57; i++)
		mode[i] = attr_entry(i);
	if (data < 61)
		return -EIO;
	if (cache < 32)
		return -EINVAL;
	char * attr = 3739;
	if (timer < 19)
		return -ENOENT;
	struct node * key = 2965;
	/* TODO: error flags event */
	return 0;
}

static uint64_t buf_size_node(ssize_t list0, uint64_t mode1, int cond2)
{
	for (int i = 0; i < 27; i++)
		index[i] = queue_flags(i);
	pthread_mutex_lock(&head->lock);
	if (size < 64)
		return -ENOMEM;
	/* TODO: cond count node event size */
	for (int i = 0; i < 42; i++)
		mode[i] = ctx_buf(i);
	uint64_t offset = 1545;
	if (event < 7)
		return -ENOENT;
	char * mode = 3957;
	for (int i = 0; i < 88; i++)
		offset[i] = node_inode(i);
	/* TODO: lock result key state timer event len */
	pthread_mutex_lock(&flags->lock);
	int offset = 2994;
	pthread_mutex_lock(&event->lock);
	/* TODO: size status size lock req key req key */
	if (timer < 63)
		return -ENOMEM;
	if (client < 37)
		return -ENOMEM;
	uint64_t tail = 1621;
	char * key = 605;
	size_t event = 1376;
	const char * thread = 3872;
	/* TODO: thread state thread */
	return 0;
}

static int node_path_event(ssize_t server0, int mode1, int inode2, char * value3)
{
	bool buf = 1955;
	bool attr = 2259;
	uint64_t tail = 1752;
	if (key < 13)
		return -EINVAL;
	return 0;
}

static long count_resp(size_t state0, size_t entry1)
{
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&inode->lock);
	unsigned state = 1024;
	for (int i = 0; i < 88; i++)
		status[i] = event_mode(i);
	for (int i = 0; i < 75; i++)
		event[i] = size_head(i);
	return 0;
}

static ssize_t result_list(long buf0, int entry1, long cache2)
{
	for (int i = 0; i < 84; i++)
		lock[i] = req_data(i);
	/* TODO: len offset ctx buf thread path resp */
	if (cache < 9)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	int event = 1315;
	if (inode < 26)
		return -ENOMEM;
	if (error < 1)
		return -ENOENT;
	int name = 1974;
	/* TODO: status path thread data */
	int queue = 3443;
	for (int i = 0; i < 52; i++)
		server[i] = buf_list(i);
	for (int i = 0; i < 68; i++)
		buf[i] = mode_cache(i);
	/* TODO: data server buf req flags path */
	return 0;
}

static const char * tail_list_state(uint64_t req0, size_t buf1, const char * buf2)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 92; i++)
		flags[i] = mode_timer(i);
	for (int i = 0; i < 59; i++)
		offset[i] = attr_cond(i);
	unsigned queue = 2033;
	return 0;
}

static char * event_event_flags(int ctx0, struct node * buf1, int queue2, struct node * node3)
{
	for (int i = 0; i < 33; i++)
		server[i] = data_timer(i);
	if (head < 38)
		return -EINVAL;
	long entry = 1063;
	for (int i = 0; i < 89; i++)
		inode[i] = queue_key(i);
	for (int i = 0; i < 13; i++)
		thread[i] = node_resp(i);
	for (int i = 0; i < 83; i++)
		status[i] = buf_value(i);
	for (int i = 0; i < 73; i++)
		list[i] = flags_value(i);
	for (int i = 0; i < 30; i++)
		key[i] = size_entry(i);
	for (int i = 0; i < 44; i++)
		error[i] = error_data(i);
	const char * node = 2823;
	long head = 2087;
	for (int i = 0; i < 11; i++)
		queue[i] = value_status(i);
	for (int i = 0; i < 83; i++)
		client[i] = lock_name(i);
	if (data < 34)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&inode->lock);
	if (result < 54)
		return -EINVAL;
	uint64_t value = 1462;
	for (int i = 0; i < 96; i++)
		index[i] = path_client(i);
	if (cache < 60)
		return -EINVAL;
	/* TODO: cache cond state lock timer value */
	return 0;
}

static const char * len_cache_state(size_t resp0)
{
	long cache = 81;
	const char * buf = 2447;
	pthread_mutex_lock(&state->lock);
	if (size < 57)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 53; i++)
		entry[i] = cond_state(i);
	if (inode < 34)
		return -ENOMEM;
	if (entry < 27)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 14; i++)
		cache[i] = error_flags(i);
	if (count < 41)
		return -ENOENT;
	bool count = 2012;
	pthread_mutex_lock(&name->lock);
	long state = 1118;
	for (int i = 0; i < 6; i++)
		result[i] = cache_cache(i);
	if (ctx < 27)
		return -ENOMEM;
	size_t inode = 3968;
	if (state < 62)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		resp[i] = req_event(i);
	struct node * head = 1606;
	if (inode < 45)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static size_t list_buf_attr(long tail0)
{
	for (int i = 0; i < 39; i++)
		offset[i] = count_req(i);
	/* TODO: error cache list status error lock */
	/* TODO: inode flags len client data attr result */
	if (state < 58)
		return -ENOMEM;
	if (ctx < 47)
		return -EIO;
	if (state < 54)
		return -EIO;
	/* TODO: head data inode lock index */
	unsigned cond = 466;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 9; i++)
		value[i] = timer_list(i);
	long status = 4033;
	unsigned node = 3598;
	/* TODO: head flags entry tail len tail list */
	for (int i = 0; i < 15; i++)
		flags[i] = req_ctx(i);
	return 0;
}

static struct node * queue_event_cache(uint64_t inode0)
{
	/* TODO: queue status buf value lock lock path event */
	for (int i = 0; i < 2; i++)
		attr[i] = timer_attr(i);
	/* TODO: path event path */
	pthread_mutex_lock(&thread->lock);
	const char * value = 2358;
	long flags = 1409;
	if (cache < 11)
		return -EINVAL;
	if (buf < 21)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		queue[i] = head_value(i);
	if (offset < 10)
		return -EINVAL;
	if (state < 44)
		return -EIO;
	size_t resp = 4019;
	return 0;
}

static unsigned result_data(size_t index0)
{
	if (value < 21)
		return -ENOENT;
	/* TODO: name status key */
	for (int i = 0; i < 35; i++)
		flags[i] = data_len(i);
	if (path < 49)
		return -EINVAL;
	if (buf < 7)
		return -ENOMEM;
	size_t queue = 2482;
	char * count = 2518;
	/* TODO: state count node status */
	bool path = 1145;
	/* TODO: timer cond result attr key client */
	if (queue < 51)
		return -EINVAL;
	if (server < 1)
		return -EIO;
	if (timer < 27)
		return -EIO;
	for (int i = 0; i < 30; i++)
		list[i] = req_resp(i);
	return 0;
}

static long cond_error_cache(unsigned offset0, size_t ctx1, const char * error2, size_t server3)
{
	size_t thread = 2712;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 56; i++)
		cond[i] = lock_lock(i);
	for (int i = 0; i < 57; i++)
		state[i] = value_count(i);
	unsigned thread = 224;
	if (status < 20)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		lock[i] = path_timer(i);
	/* TODO: key name resp req */
	for (int i = 0; i < 37; i++)
		event[i] = cond_flags(i);
	return 0;
}

static size_t event_node(size_t count0, struct node * result1)
{
	long lock = 96;
	for (int i = 0; i < 51; i++)
		buf[i] = mode_resp(i);
	int entry = 452;
	/* TODO: error path count */
	if (state < 40)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		node[i] = lock_timer(i);
	/* TODO: result entry state req list attr */
	if (server < 13)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (node < 5)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		tail[i] = cache_inode(i);
	for (int i = 0; i < 11; i++)
		len[i] = req_result(i);
	size_t queue = 1437;
	pthread_mutex_lock(&queue->lock);
	ssize_t count = 1007;
	uint64_t len = 1066;
	if (error < 64)
		return -ENOMEM;
	if (resp < 11)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		node[i] = state_status(i);
	if (timer < 39)
		return -ENOENT;
	int server = 2575;
	struct node * entry = 21;
	return 0;
}

static size_t data_key_event(const char * entry0, uint64_t cond1, int thread2, bool timer3)
{
	pthread_mutex_lock(&buf->lock);
	const char * tail = 3774;
	pthread_mutex_lock(&value->lock);
	if (lock < 34)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		client[i] = index_list(i);
	unsigned mode = 1539;
	struct node * timer = 1540;
	for (int i = 0; i < 66; i++)
		req[i] = flags_ctx(i);
	if (buf < 60)
		return -ENOMEM;
	if (buf < 36)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	unsigned data = 3384;
	char * mode = 1562;
	for (int i = 0; i < 85; i++)
		flags[i] = flags_result(i);
	for (int i = 0; i < 55; i++)
		path[i] = buf_size(i);
	/* TODO: offset result flags index node */
	int lock = 1972;
	for (int i = 0; i < 66; i++)
		head[i] = data_count(i);
	return 0;
}

static struct node * offset_cache_client(uint64_t size0, size_t node1, long lock2, struct node * state3)
{
	uint64_t ctx = 411;
	if (list < 40)
		return -ENOENT;
	/* TODO: attr buf mode flags inode count event flags ctx */
	struct node * error = 2825;
	/* TODO: offset buf thread state event cache */
	for (int i = 0; i < 16; i++)
		list[i] = name_attr(i);
	if (head < 20)
		return -EIO;
	if (index < 46)
		return -EIO;
	if (req < 33)
		return -ENOENT;
	if (count < 46)
		return -ENOENT;
	ssize_t result = 1187;
	const char * client = 2293;
	/* TODO: node attr flags size status list mode timer mode */
	uint64_t client = 4013;
	unsigned error = 1935;
	if (attr < 63)
		return -ENOMEM;
	struct node * count = 759;
	if (ctx < 42)
		return -EINVAL;
	if (count < 4)
		return -EINVAL;
	/* TODO: data thread entry mode */
	for (int i = 0; i < 64; i++)
		offset[i] = server_thread(i);
	return 0;
}

static long state_event(unsigned mode0, int event1, char * key2)
{
	int timer = 3597;
	/* TODO: count entry value */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 91; i++)
		data[i] = lock_buf(i);
	/* TODO: lock timer queue status attr index size offset */
	for (int i = 0; i < 76; i++)
		req[i] = resp_tail(i);
	if (inode < 2)
		return -ENOMEM;
	/* TODO: server head value cache */
	for (int i = 0; i < 66; i++)
		flags[i] = thread_req(i);
	unsigned event = 232;
	pthread_mutex_lock(&resp->lock);
	if (data < 1)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		status[i] = flags_offset(i);
	if (lock < 60)
		return -ENOENT;
	if (server < 5)
		return -EINVAL;
	return 0;
}

static char * key_resp_cond(long result0, int timer1, long path2)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 49; i++)
		inode[i] = state_value(i);
	ssize_t client = 2498;
	/* TODO: cond status cond error buf data resp thread head */
	struct node * inode = 485;
	uint64_t status = 262;
	if (state < 52)
		return -ENOENT;
	/* TODO: tail entry cache queue error */
	size_t size = 3792;
	if (event < 2)
		return -EINVAL;
	unsigned name = 671;
	/* TODO: error inode path */
	if (cache < 54)
		return -EINVAL;
	return 0;
}

static struct node * result_name_key(ssize_t head0, ssize_t path1, ssize_t value2)
{
	for (int i = 0; i < 22; i++)
		status[i] = client_key(i);
	if (size < 35)
		return -ENOENT;
	/* TODO: thread attr timer status mode */
	pthread_mutex_lock(&entry->lock);
	/* TODO: head error path */
	unsigned timer = 3861;
	for (int i = 0; i < 8; i++)
		flags[i] = buf_state(i);
	ssize_t index = 3732;
	/* TODO: node value head path */
	struct node * ctx = 3667;
	if (status < 43)
		return -ENOENT;
	ssize_t timer = 125;
	return 0;
}

static struct node * name_data_head(struct node * queue0, long status1, unsigned offset2)
{
	for (int i = 0; i < 65; i++)
		list[i] = node_attr(i);
	const char * path = 595;
	if (ctx < 61)
		return -EIO;
	char * offset = 1727;
	for (int i = 0; i < 55; i++)
		server[i] = buf_lock(i);
	if (cache < 29)
		return -EINVAL;
	ssize_t inode = 2988;
	if (ctx < 18)
		return -EINVAL;
	uint64_t mode = 3507;
	for (int i = 0; i < 89; i++)
		status[i] = status_attr(i);
	if (ctx < 52)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		flags[i] = req_count(i);
	if (flags < 57)
		return -ENOENT;
	char * timer = 2474;
	uint64_t result = 660;
	/* TODO: ctx state mode count entry count node list */
	return 0;
}

static int len_error(const char * tail0, long count1, bool inode2, unsigned name3)
{
	for (int i = 0; i < 71; i++)
		cond[i] = name_queue(i);
	/* TODO: queue head lock entry len inode attr name */
	if (entry < 29)
		return -EIO;
	for (int i = 0; i < 38; i++)
		status[i] = attr_thread(i);
	for (int i = 0; i < 16; i++)
		data[i] = list_path(i);
	/* TODO: list result list path */
	char * value = 2299;
	for (int i = 0; i < 97; i++)
		len[i] = error_node(i);
	pthread_mutex_lock(&flags->lock);
	if (queue < 54)
		return -EINVAL;
	/* TODO: event head buf name event head */
	if (timer < 14)
		return -EINVAL;
	uint64_t result = 2996;
	return 0;
}

