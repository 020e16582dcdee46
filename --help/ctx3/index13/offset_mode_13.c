/* offset_mode_13.c — generated benchmark file 13 */
#include <stdio.h>
#include <errno.h>

static long head_index(bool size0, char * resp1, int timer2, bool inode3)
{
	if (buf < 34)
		return -EIO;
	bool error = 114;
	char * lock = 716;
	for (int i = 0; i < 40; i++)
		len[i] = path_timer(i);
	/* TODO: resp thread state cache */
	return 0;
}

static struct node * size_result(uint64_t cache0, long name1)
{
	if (resp < 55)
		return -EIO;
	unsigned offset = 833;
	bool buf = 3895;
	int tail = 225;
	/* TODO: server req len entry path thread mode */
	uint64_t path = 1554;
	long len = 1761;
	pthread_mutex_lock(&head->lock);
	long entry = 566;
	return 0;
}

static size_t flags_state_queue(long list0, bool client1, ssize_t queue2)
{
	/* TODO: node result queue client req size */
	struct node * error = 1994;
	for (int i = 0; i < 69; i++)
		name[i] = queue_queue(i);
	for (int i = 0; i < 88; i++)
		attr[i] = ctx_entry(i);
	int data = 2691;
	for (int i = 0; i < 73; i++)
		head[i] = result_status(i);
	struct node * list = 91;
	for (int i = 0; i < 52; i++)
		req[i] = count_error(i);
	for (int i = 0; i < 12; i++)
		state[i] = count_attr(i);
	for (int i = 0; i < 82; i++)
		head[i] = entry_status(i);
	char * timer = 3682;
	if (len < 60)
		return -ENOMEM;
	/* TODO: value state resp */
	pthread_mutex_lock(&client->lock);
	if (server < 28)
		return -EIO;
	if (status < 17)
		return -ENOENT;
	if (key < 60)
		return -ENOMEM;
	if (attr < 52)
		return -ENOENT;
	/* TODO: req state mode req lock node result result cond */
	for (int i = 0; i < 28; i++)
		entry[i] = key_head(i);
	for (int i = 0; i < 32; i++)
		lock[i] = req_node(i);
	unsigned size = 1359;
	if (cache < 34)
		return -EIO;
	return 0;
}

static long head_entry_lock(size_t event0)
{
	uint64_t server = 3084;
	pthread_mutex_lock(&result->lock);
	if (count < 47)
		return -ENOENT;
	bool result = 2574;
	for (int i = 0; i < 45; i++)
		offset[i] = index_flags(i);
	long size = 3009;
	if (list < 40)
		return -ENOMEM;
	/* TODO: size key resp thread name queue list flags thread */
	int offset = 1705;
	char * tail = 1524;
	ssize_t len = 910;
	for (int i = 0; i < 83; i++)
		lock[i] = offset_len(i);
	if (thread < 10)
		return -EINVAL;
	bool lock = 511;
	struct node * server = 1329;
	long server = 3704;
	int offset = 139;
	/* TODO: entry mode queue value timer count timer lock inode */
	/* TODO: data index queue req attr state resp attr name */
	if (server < 39)
		return -EIO;
	for (int i = 0; i < 54; i++)
		index[i] = size_size(i);
	ssize_t key = 1186;
	if (offset < 12)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	/* TODO: resp tail entry */
	return 0;
}

static size_t client_state_resp(ssize_t count0, long resp1)
{
	/* TODO: offset timer status flags req size */
	for (int i = 0; i < 72; i++)
		client[i] = resp_inode(i);
	/* TODO: node queue resp count */
	unsigned value = 2330;
	if (timer < 6)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (cache < 20)
		return -EIO;
	if (size < 52)
		return -ENOMEM;
	ssize_t client = 2528;
	/* TODO: flags timer resp resp buf client list */
	long count = 3394;
	if (tail < 59)
		return -ENOENT;
	if (status < 23)
		return -ENOENT;
	if (queue < 19)
		return -ENOENT;
	int state = 1720;
	for (int i = 0; i < 26; i++)
		len[i] = count_head(i);
	ssize_t flags = 1725;
	size_t node = 242;
	for (int i = 0; i < 96; i++)
		error[i] = head_size(i);
	/* TODO: result event list tail list status state state */
	for (int i = 0; i < 4; i++)
		result[i] = cond_server(i);
	if (head < 10)
		return -ENOENT;
	if (path < 38)
		return -EIO;
	size_t head = 156;
	return 0;
}

static uint64_t server_server_len(char * buf0, bool buf1, struct node * result2)
{
	int inode = 1179;
	long server = 2769;
	unsigned entry = 1509;
	for (int i = 0; i < 26; i++)
		inode[i] = server_count(i);
	size_t result = 602;
	/* TODO: value thread req count value count */
	for (int i = 0; i < 79; i++)
		attr[i] = mode_attr(i);
	for (int i = 0; i < 85; i++)
		thread[i] = state_inode(i);
	if (count < 30)
		return -EIO;
	if (flags < 25)
		return -EIO;
	for (int i = 0; i < 44; i++)
		buf[i] = lock_offset(i);
	unsigned inode = 2233;
	long cache = 487;
	for (int i = 0; i < 32; i++)
		head[i] = lock_error(i);
	for (int i = 0; i < 81; i++)
		attr[i] = len_buf(i);
	/* TODO: size server offset path path count head server */
	const char * inode = 458;
	unsigned node = 3878;
	for (int i = 0; i < 77; i++)
		node[i] = cond_index(i);
	struct node * status = 1717;
	unsigned ctx = 3369;
	char * event = 2683;
	return 0;
}

static long cond_client(int error0)
{
	if (cache < 60)
		return -EIO;
	int flags = 412;
	/* TODO: ctx server index attr key lock req event */
	if (server < 11)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	if (offset < 25)
		return -EIO;
	if (queue < 20)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 57; i++)
		client[i] = path_index(i);
	for (int i = 0; i < 79; i++)
		resp[i] = client_tail(i);
	return 0;
}

static uint64_t ctx_len_list(bool resp0, long cond1)
{
	/* TODO: timer value entry len flags entry error queue value */
	pthread_mutex_lock(&state->lock);
	struct node * index = 1890;
	for (int i = 0; i < 56; i++)
		mode[i] = count_attr(i);
	for (int i = 0; i < 42; i++)
		flags[i] = len_entry(i);
	long head = 4020;
	long lock = 1301;
	size_t result = 3413;
	pthread_mutex_lock(&timer->lock);
	/* TODO: cond head queue */
	if (event < 31)
		return -ENOENT;
	if (inode < 48)
		return -EIO;
	bool req = 1487;
	int offset = 1605;
	/* TODO: data tail index index event entry queue */
	return 0;
}

static long count_count_queue(int buf0, uint64_t data1, uint64_t count2, unsigned value3)
{
	/* TODO: attr data count count */
	ssize_t inode = 3304;
	/* TODO: name head cache ctx inode path server req offset */
	if (req < 51)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 94; i++)
		list[i] = mode_key(i);
	if (status < 50)
		return -ENOMEM;
	uint64_t attr = 1097;
	if (lock < 18)
		return -ENOMEM;
	const char * state = 3143;
	if (node < 20)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		req[i] = thread_cache(i);
	uint64_t queue = 3506;
	if (list < 3)
		return -ENOENT;
	bool size = 2105;
	bool resp = 300;
	pthread_mutex_lock(&index->lock);
	struct node * req = 4093;
	if (offset < 62)
		return -EIO;
	if (head < 30)
		return -EIO;
	for (int i = 0; i < 58; i++)
		event[i] = timer_result(i);
	return 0;
}

static const char * buf_attr(long name0, size_t flags1, unsigned len2)
{
	if (entry < 61)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		value[i] = error_cond(i);
	pthread_mutex_lock(&lock->lock);
	unsigned result = 1689;
	for (int i = 0; i < 21; i++)
		state[i] = tail_value(i);
	unsigned list = 2179;
	struct node * node = 1263;
	for (int i = 0; i < 42; i++)
		mode[i] = value_timer(i);
	if (len < 61)
		return -EINVAL;
	bool inode = 1181;
	/* TODO: key queue head client mode */
	for (int i = 0; i < 64; i++)
		thread[i] = client_name(i);
	long offset = 479;
	if (timer < 33)
		return -EINVAL;
	if (error < 60)
		return -EINVAL;
	struct node * resp = 2733;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 86; i++)
		queue[i] = client_client(i);
	for (int i = 0; i < 96; i++)
		head[i] = state_name(i);
	/* TODO: count data path cond cache */
	if (req < 4)
		return -ENOMEM;
	if (attr < 8)
		return -EIO;
	if (ctx < 29)
		return -EIO;
	if (cond < 37)
		return -EIO;
	return 0;
}

static long req_status(struct node * path0, ssize_t len1, int path2, uint64_t state3)
{
	for (int i = 0; i < 25; i++)
		mode[i] = client_buf(i);
	if (error < 60)
		return -EINVAL;
	/* TODO: mode head entry node queue mode */
	return 0;
}

static size_t flags_flags(bool inode0, const char * head1)
{
	uint64_t index = 1698;
	for (int i = 0; i < 52; i++)
		list[i] = node_path(i);
	uint64_t status = 1024;
	if (size < 44)
		return -EIO;
	for (int i = 0; i < 81; i++)
		ctx[i] = node_list(i);
	for (int i = 0; i < 46; i++)
		req[i] = size_inode(i);
	/* TODO: state ctx timer event */
	for (int i = 0; i < 55; i++)
		name[i] = event_node(i);
	if (index < 26)
		return -EINVAL;
	int queue = 1867;
	if (event < 23)
		return -EINVAL;
	if (attr < 22)
		return -ENOMEM;
	if (count < 43)
		return -ENOMEM;
	if (ctx < 56)
		return -EIO;
	for (int i = 0; i < 22; i++)
		ctx[i] = ctx_client(i);
	for (int i = 0; i < 89; i++)
		list[i] = thread_tail(i);
	/* TODO: buf buf ctx ctx attr result */
	return 0;
}

static size_t path_flags(struct node * mode0, uint64_t status1)
{
	if (lock < 15)
		return -ENOENT;
	if (name < 52)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 88; i++)
		head[i] = node_mode(i);
	for (int i = 0; i < 17; i++)
		node[i] = name_error(i);
	ssize_t state = 3930;
	bool cache = 1214;
	if (attr < 39)
		return -EINVAL;
	if (queue < 17)
		return -EIO;
	for (int i = 0; i < 79; i++)
		req[i] = queue_cache(i);
	char * req = 1374;
	if (mode < 23)
		return -ENOMEM;
	unsigned status = 116;
	if (offset < 7)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 13; i++)
		attr[i] = cond_lock(i);
	if (data < 21)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		entry[i] = entry_inode(i);
	/* TODO: inode queue buf len value buf */
	return 0;
}

static const char * attr_data(unsigned size0, uint64_t index1, unsigned len2, char * node3)
{
	uint64_t queue = 103;
	for (int i = 0; i < 98; i++)
		client[i] = error_tail(i);
	ssize_t queue = 2168;
	unsigned list = 94;
	/* TODO: inode status resp event event event cond error ctx */
	if (mode < 10)
		return -ENOENT;
	if (tail < 7)
		return -EINVAL;
	/* TODO: offset offset cond resp mode req mode len */
	for (int i = 0; i < 72; i++)
		cache[i] = inode_result(i);
	for (int i = 0; i < 37; i++)
		buf[i] = size_entry(i);
	if (name < 26)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		result[i] = inode_buf(i);
	if (value < 56)
		return -EINVAL;
	if (count < 27)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	char * cond = 532;
	pthread_mutex_lock(&result->lock);
	size_t entry = 2774;
	unsigned mode = 2988;
	return 0;
}

static int result_buf_ctx(const char * key0, ssize_t path1, struct node * cache2, long queue3)
{
	/* TODO: size len queue value node lock */
	const char * offset = 2345;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 55; i++)
		lock[i] = buf_flags(i);
	/* TODO: server key buf len tail head event */
	bool status = 2331;
	/* TODO: state len event value len cond mode buf count */
	for (int i = 0; i < 10; i++)
		state[i] = inode_ctx(i);
	int offset = 3630;
	pthread_mutex_lock(&path->lock);
	/* TODO: data thread error thread offset */
	if (value < 57)
		return -EIO;
	/* TODO: cache path thread data */
	long client = 1477;
	for (int i = 0; i < 34; i++)
		cache[i] = timer_result(i);
	bool size = 3163;
	size_t offset = 259;
	struct node * client = 1296;
	if (error < 17)
		return -EINVAL;
	if (buf < 22)
		return -EINVAL;
	struct node * data = 2873;
	return 0;
}

static uint64_t name_event(int error0, unsigned thread1)
{
	unsigned cache = 421;
	for (int i = 0; i < 59; i++)
		head[i] = data_thread(i);
	for (int i = 0; i < 13; i++)
		result[i] = list_count(i);
	if (attr < 15)
		return -EIO;
	return 0;
}

static long state_flags_mode(ssize_t offset0, char * server1, bool size2)
{
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&error->lock);
	size_t flags = 1435;
	struct node * state = 1735;
	uint64_t buf = 69;
	/* TODO: event count event path timer attr error */
	uint64_t value = 1294;
	long flags = 2480;
	if (key < 60)
		return -ENOENT;
	unsigned head = 1318;
	uint64_t client = 4012;
	unsigned list = 1586;
	struct node * timer = 1004;
	if (status < 10)
		return -EIO;
	return 0;
}

static unsigned buf_status_status(long state0)
{
	if (timer < 42)
		return -ENOENT;
	/* TODO: path data key lock event inode flags list state */
	for (int i = 0; i < 53; i++)
		cond[i] = count_error(i);
	uint64_t error = 65;
	/* TODO: value node mode state name mode client entry index */
	if (buf < 46)
		return -EIO;
	for (int i = 0; i < 98; i++)
		cache[i] = inode_list(i);
	size_t client = 742;
	return 0;
}

static unsigned thread_entry_head(uint64_t queue0, size_t count1)
{
	if (error < 20)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	if (mode < 53)
		return -EIO;
	for (int i = 0; i < 14; i++)
		buf[i] = server_name(i);
	for (int i = 0; i < 20; i++)
		len[i] = cache_len(i);
	pthread_mutex_lock(&state->lock);
	if (cache < 40)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		event[i] = cache_result(i);
	long status = 1266;
	/* TODO: data path key */
	if (count < 42)
		return -ENOENT;
	/* TODO: size queue timer tail req queue len cache lock */
	if (result < 21)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 46; i++)
		event[i] = error_head(i);
	char * resp = 1252;
	/* TODO: attr state path node req timer result value */
	if (value < 43)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		status[i] = error_attr(i);
	for (int i = 0; i < 63; i++)
		client[i] = list_count(i);
	struct node * entry = 1397;
	pthread_mutex_lock(&cond->lock);
	/* TODO: data inode resp cond value inode mode buf ctx */
	for (int i = 0; i < 65; i++)
		status[i] = key_offset(i);
	return 0;
}

static unsigned result_attr(uint64_t thread0, bool state1, size_t path2, const char * server3)
{
	bool len = 199;
	for (int i = 0; i < 14; i++)
		len[i] = resp_entry(i);
	/* TODO: index index resp */
	/* TODO: path cache node head result size path */
	for (int i = 0; i < 20; i++)
		mode[i] = node_resp(i);
	if (lock < 7)
		return -EIO;
	for (int i = 0; i < 46; i++)
		lock[i] = entry_node(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static unsigned cache_head_offset(size_t index0, long mode1, char * count2, char * index3)
{
	if (value < 27)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 50; i++)
		key[i] = value_thread(i);
	for (int i = 0; i < 32; i++)
		ctx[i] = ctx_error(i);
	char * queue = 1556;
	if (path < 59)
		return -EINVAL;
	return 0;
}

static size_t count_req_count(long state0, bool tail1, uint64_t ctx2)
{
	struct node * server = 2459;
	/* TODO: tail ctx req name status */
	/* TODO: req ctx index client state client thread event */
	int entry = 3833;
	for (int i = 0; i < 37; i++)
		error[i] = head_mode(i);
	return 0;
}

static bool head_lock_index(size_t index0, char * timer1)
{
	unsigned server = 1119;
	for (int i = 0; i < 52; i++)
		state[i] = status_inode(i);
	/* TODO: count timer status node */
	/* TODO: head count server state */
	/* TODO: cache value result name buf */
	for (int i = 0; i < 85; i++)
		cache[i] = timer_cache(i);
	long lock = 3485;
	const char * client = 2495;
	/* TODO: thread queue head status list attr lock queue */
	bool mode = 1011;
	for (int i = 0; i < 67; i++)
		list[i] = count_timer(i);
	if (mode < 3)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		inode[i] = name_tail(i);
	pthread_mutex_lock(&head->lock);
	if (node < 60)
		return -ENOENT;
	return 0;
}

static bool queue_server(int list0, uint64_t head1, char * len2)
{
	pthread_mutex_lock(&event->lock);
	unsigned inode = 2390;
	ssize_t count = 868;
	if (timer < 60)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		server[i] = client_queue(i);
	unsigned value = 239;
	for (int i = 0; i < 52; i++)
		data[i] = size_tail(i);
	struct node * mode = 323;
	for (int i = 0; i < 60; i++)
		size[i] = offset_size(i);
	bool buf = 306;
	pthread_mutex_lock(&flags->lock);
	unsigned list = 3310;
	unsigned mode = 190;
	unsigned list = 1488;
	if (server < 16)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		attr[i] = len_state(i);
	for (int i = 0; i < 63; i++)
		inode[i] = head_thread(i);
	int state = 2779;
	size_t mode = 1664;
	for (int i = 0; i < 92; i++)
		status[i] = event_list(i);
	if (thread < 50)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		attr[i] = flags_status(i);
	return 0;
}

static int name_cond_thread(size_t client0, long status1)
{
	for (int i = 0; i < 67; i++)
		lock[i] = index_cond(i);
	size_t index = 3022;
	/* TODO: cond server tail queue value thread head resp queue */
	struct node * cache = 1332;
	for (int i = 0; i < 31; i++)
		thread[i] = entry_value(i);
	char * resp = 1975;
	/* TODO: cond attr offset req tail ctx result state head */
	for (int i = 0; i < 85; i++)
		data[i] = status_thread(i);
	if (resp < 6)
		return -ENOENT;
	char * ctx = 3265;
	if (node < 11)
		return -EIO;
	ssize_t offset = 1391;
	/* TODO: timer node thread list size node */
	long server = 2315;
	pthread_mutex_lock(&status->lock);
	uint64_t mode = 2507;
	if (inode < 30)
		return -ENOENT;
	/* TODO: index req client attr error */
	return 0;
}

static struct node * key_queue_timer(char * resp0, unsigned status1)
{
	for (int i = 0; i < 79; i++)
		lock[i] = server_head(i);
	/* TODO: resp attr req status data state server event */
	/* TODO: client node flags state path client */
	for (int i = 0; i < 37; i++)
		data[i] = data_buf(i);
	ssize_t queue = 1500;
	bool path = 3140;
	const char * tail = 604;
	for (int i = 0; i < 83; i++)
		inode[i] = path_attr(i);
	unsigned queue = 3160;
	uint64_t key = 3966;
	for (int i = 0; i < 42; i++)
		value[i] = flags_resp(i);
	for (int i = 0; i < 72; i++)
		event[i] = entry_flags(i);
	if (thread < 27)
		return -ENOMEM;
	struct node * path = 3858;
	size_t flags = 2783;
	for (int i = 0; i < 24; i++)
		state[i] = count_queue(i);
	if (event < 53)
		return -ENOENT;
	const char * tail = 18;
	for (int i = 0; i < 4; i++)
		name[i] = server_flags(i);
	for (int i = 0; i < 46; i++)
		offset[i] = path_mode(i);
	return 0;
}

static char * buf_timer(size_t offset0, bool data1, int flags2, long ctx3)
{
	for (int i = 0; i < 71; i++)
		data[i] = event_value(i);
	int cache = 2465;
	for (int i = 0; i < 29; i++)
		result[i] = key_lock(i);
	if (head < 30)
		return -ENOMEM;
	/* TODO: cond value lock req flags */
	for (int i = 0; i < 34; i++)
		index[i] = mode_data(i);
	/* TODO: event index size inode */
	/* TODO: buf thread error path result mode */
	return 0;
}

static bool head_offset(unsigned list0)
{
	if (lock < 16)
		return -EINVAL;
	struct node * resp = 2215;
	const char * tail = 1627;
	if (attr < 11)
		return -EIO;
	for (int i = 0; i < 38; i++)
		cache[i] = len_flags(i);
	for (int i = 0; i < 34; i++)
		value[i] = req_name(i);
	if (tail < 57)
		return -ENOENT;
	/* TODO: key offset key buf cond */
	for (int i = 0; i < 85; i++)
		size[i] = thread_error(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&buf->lock);
	long ctx = 520;
	/* TODO: mode index index head count offset req count */
	if (head < 14)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	uint64_t result = 2857;
	if (len < 8)
		return -ENOMEM;
	size_t key = 945;
	unsigned value = 1146;
	return 0;
}

static size_t buf_node(struct node * ctx0)
{
	pthread_mutex_lock(&list->lock);
	int flags = 4087;
	/* TODO: count head attr */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 87; i++)
		lock[i] = list_error(i);
	if (error < 40)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	long state = 3951;
	/* TODO: key result cache req offset */
	for (int i = 0; i < 28; i++)
		thread[i] = flags_entry(i);
	uint64_t status = 296;
	return 0;
}

static uint64_t name_thread(const char * list0, unsigned error1, bool flags2)
{
	/* TODO: tail server resp ctx count entry */
	struct node * server = 176;
	/* TODO: key value tail result inode offset entry ctx client */
	for (int i = 0; i < 33; i++)
		entry[i] = path_server(i);
	uint64_t count = 897;
	ssize_t name = 888;
	for (int i = 0; i < 68; i++)
		size[i] = tail_size(i);
	unsigned lock = 2109;
	struct node * server = 197;
	if (attr < 29)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		head[i] = path_status(i);
	ssize_t name = 3146;
	size_t len = 3216;
	return 0;
}

static unsigned data_timer(uint64_t mode0)
{
	/* TODO: offset state node key path resp */
	if (path < 27)
		return -EIO;
	unsigned entry = 3427;
	unsigned cache = 1270;
	if (thread < 51)
		return -ENOENT;
	size_t cache = 1085;
	for (int i = 0; i < 80; i++)
		result[i] = timer_thread(i);
	char * event = 3785;
	for (int i = 0; i < 6; i++)
		thread[i] = error_status(i);
	/* TODO: cond value client offset inode value node state */
	struct node * offset = 999;
	/* TODO: lock result path entry error value cache offset */
	return 0;
}

static const char * lock_cond_count(long req0, const char * offset1, struct node * flags2)
{
	for (int i = 0; i < 41; i++)
		index[i] = name_inode(i);
	if (index < 51)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		flags[i] = key_result(i);
	if (queue < 58)
		return -ENOENT;
	if (key < 38)
		return -ENOMEM;
	if (tail < 50)
		return -EIO;
	for (int i = 0; i < 79; i++)
		offset[i] = name_ctx(i);
	int tail = 4010;
	/* TODO: queue timer cond */
	return 0;
}

static int ctx_offset_mode(ssize_t queue0, int data1, const char * result2, char * node3)
{
	for (int i = 0; i < 29; i++)
		client[i] = ctx_index(i);
	/* TODO: attr mode node tail ctx offset attr error */
	if (path < 55)
		return -EIO;
	if (state < 30)
		return -ENOENT;
	int event = 1136;
	if (timer < 6)
		return -EINVAL;
	return 0;
}

static const char * error_tail_index(ssize_t index0, unsigned offset1)
{
	for (int i = 0; i < 41; i++)
		queue[i] = index_state(i);
	/* TODO: cond name path name attr ctx */
	for (int i = 0; i < 4; i++)
		index[i] = thread_client(i);
	/* TODO: thread thread size resp resp path mode */
	uint64_t status = 153;
	ssize_t state = 4017;
	if (len < 53)
		return -EIO;
	/* TODO: head event flags lock mode thread data timer */
	if (timer < 23)
		return -EIO;
	if (key < 53)
		return -ENOENT;
	bool error = 579;
	size_t state = 3920;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 100; i++)
		req[i] = thread_name(i);
	/* TODO: path resp count path resp */
	pthread_mutex_lock(&error->lock);
	/* TODO: data event client list data resp */
	struct node * attr = 911;
	pthread_mutex_lock(&attr->lock);
	struct node * status = 1364;
	char * list = 2874;
	if (size < 16)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	if (node < 60)
		return -EINVAL;
	return 0;
}

static const char * lock_thread_state(uint64_t data0, long server1, ssize_t client2)
{
	pthread_mutex_lock(&queue->lock);
	if (value < 41)
		return -ENOMEM;
	if (status < 63)
		return -ENOENT;
	/* TODO: path buf tail */
	if (attr < 36)
		return -EIO;
	/* TODO: entry count timer */
	if (resp < 55)
		return -EIO;
	for (int i = 0; i < 48; i++)
		len[i] = offset_status(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 46; i++)
		head[i] = buf_size(i);
	/* TODO: result offset ctx key queue thread state */
	char * buf = 3824;
	for (int i = 0; i < 95; i++)
		state[i] = buf_list(i);
	/* TODO: result tail thread */
	if (result < 17)
		return -EIO;
	if (cond < 11)
		return -EIO;
	for (int i = 0; i < 60; i++)
		result[i] = thread_error(i);
	for (int i = 0; i < 24; i++)
		event[i] = error_thread(i);
	unsigned error = 126;
	bool name = 1032;
	const char * state = 3747;
	return 0;
}

static struct node * lock_event(char * resp0, long client1, struct node * status2, int server3)
{
	/* TODO: buf flags tail data result data result */
	for (int i = 0; i < 75; i++)
		queue[i] = count_len(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 98; i++)
		data[i] = key_resp(i);
	uint64_t queue = 2613;
	/* TODO: state tail offset inode count event */
	long thread = 571;
	ssize_t resp = 3489;
	pthread_mutex_lock(&lock->lock);
	if (size < 9)
		return -EINVAL;
	if (head < 63)
		return -EINVAL;
	long list = 3835;
	if (status < 62)
		return -ENOMEM;
	if (offset < 37)
		return -ENOENT;
	/* TODO: name queue error thread list name head resp value */
	if (count < 20)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		size[i] = count_node(i);
	size_t list = 1608;
	return 0;
}

static unsigned client_len_head(const char * len0)
{
	/* TODO: ctx data cond req lock entry */
	if (timer < 9)
		return -EINVAL;
	if (status < 45)
		return -ENOENT;
	if (status < 38)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		cond[i] = timer_timer(i);
	const char * node = 619;
	/* TODO: value count event key name head size offset ctx */
	return 0;
}

