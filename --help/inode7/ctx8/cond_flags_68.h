/* cond_flags_68.h — generated benchmark file 68 */
#include <stdio.h>
#include <errno.h>

static size_t server_queue_thread(unsigned inode0, uint64_t state1)
{
	/* TODO: path status thread thread data cache list timer */
	for (int i = 0; i < 55; i++)
		name[i] = lock_queue(i);
	if (offset < 5)
		return -EIO;
	if (status < 58)
		return -EINVAL;
	/* TODO: head lock len */
	int data = 3385;
	if (path < 43)
		return -EINVAL;
	unsigned flags = 2006;
	const char * lock = 3005;
	for (int i = 0; i < 41; i++)
		path[i] = result_count(i);
	for (int i = 0; i < 37; i++)
		mode[i] = server_resp(i);
	ssize_t path = 3781;
	for (int i = 0; i < 5; i++)
		flags[i] = req_size(i);
	for (int i = 0; i < 45; i++)
		server[i] = buf_thread(i);
	for (int i = 0; i < 28; i++)
		name[i] = len_client(i);
	bool resp = 3656;
	return 0;
}

static struct node * error_tail_inode(uint64_t queue0, int flags1)
{
	bool value = 557;
	if (entry < 3)
		return -ENOMEM;
	if (flags < 32)
		return -ENOMEM;
	uint64_t req = 1059;
	if (name < 57)
		return -ENOENT;
	char * ctx = 1945;
	if (offset < 14)
		return -EIO;
	for (int i = 0; i < 16; i++)
		lock[i] = buf_event(i);
	ssize_t node = 890;
	char * index = 13;
	for (int i = 0; i < 95; i++)
		status[i] = thread_timer(i);
	bool node = 2080;
	return 0;
}

static unsigned cond_value(struct node * mode0)
{
	char * buf = 2556;
	if (resp < 59)
		return -ENOENT;
	/* TODO: node error name resp queue key lock len */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 26; i++)
		count[i] = size_cache(i);
	bool index = 1434;
	bool result = 647;
	if (queue < 3)
		return -ENOENT;
	return 0;
}

static unsigned name_queue(unsigned client0, char * path1, long value2)
{
	int buf = 1654;
	for (int i = 0; i < 84; i++)
		timer[i] = cache_error(i);
	/* TODO: status flags len data event list */
	for (int i = 0; i < 53; i++)
		len[i] = error_result(i);
	/* TODO: lock index state tail count data req */
	/* TODO: event list tail */
	pthread_mutex_lock(&client->lock);
	if (client < 31)
		return -ENOENT;
	uint64_t key = 3553;
	if (attr < 23)
		return -EIO;
	if (count < 55)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	struct node * data = 61;
	/* TODO: server event node server */
	pthread_mutex_lock(&req->lock);
	const char * req = 916;
	if (value < 24)
		return -ENOMEM;
	/* TODO: tail resp result list */
	struct node * queue = 915;
	struct node * status = 1604;
	size_t status = 3440;
	int value = 1574;
	if (buf < 59)
		return -ENOMEM;
	return 0;
}

static unsigned error_resp(ssize_t req0, bool result1)
{
	/* TODO: timer timer size entry */
	for (int i = 0; i < 13; i++)
		index[i] = tail_state(i);
	if (event < 43)
		return -EINVAL;
	if (data < 45)
		return -EIO;
	if (list < 51)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		thread[i] = resp_len(i);
	/* TODO: data value server cache */
	struct node * cache = 1117;
	for (int i = 0; i < 84; i++)
		data[i] = key_offset(i);
	ssize_t name = 452;
	long offset = 923;
	for (int i = 0; i < 77; i++)
		head[i] = ctx_queue(i);
	/* TODO: cond size ctx event queue entry flags */
	const char * path = 3034;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&index->lock);
	if (timer < 42)
		return -ENOENT;
	if (buf < 16)
		return -ENOENT;
	bool req = 2211;
	size_t path = 2227;
	char * name = 353;
	long state = 1163;
	pthread_mutex_lock(&req->lock);
	if (queue < 33)
		return -ENOENT;
	return 0;
}

static const char * index_event_state(bool ctx0, const char * lock1, char * state2, struct node * entry3)
{
	if (resp < 61)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		attr[i] = thread_value(i);
	long cond = 291;
	/* TODO: status cond cond server */
	for (int i = 0; i < 38; i++)
		len[i] = ctx_path(i);
	if (flags < 51)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	if (resp < 23)
		return -EINVAL;
	/* TODO: flags inode client data */
	if (tail < 54)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&node->lock);
	if (inode < 45)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		client[i] = mode_cond(i);
	if (timer < 40)
		return -ENOENT;
	/* TODO: entry queue error size status tail result name head */
	size_t flags = 2477;
	const char * index = 2924;
	return 0;
}

static char * ctx_count_flags(unsigned size0)
{
	for (int i = 0; i < 4; i++)
		offset[i] = name_data(i);
	bool key = 496;
	int state = 3335;
	if (key < 28)
		return -ENOMEM;
	int buf = 267;
	for (int i = 0; i < 54; i++)
		path[i] = status_ctx(i);
	if (result < 31)
		return -ENOENT;
	/* TODO: status index count queue */
	if (index < 62)
		return -EIO;
	for (int i = 0; i < 34; i++)
		cache[i] = mode_flags(i);
	for (int i = 0; i < 18; i++)
		key[i] = list_value(i);
	int thread = 718;
	/* TODO: attr inode key event len event */
	pthread_mutex_lock(&node->lock);
	char * mode = 2842;
	return 0;
}

static long buf_state(char * server0)
{
	const char * state = 2513;
	pthread_mutex_lock(&lock->lock);
	ssize_t len = 1490;
	/* TODO: tail offset entry value result */
	unsigned server = 3440;
	for (int i = 0; i < 15; i++)
		count[i] = tail_entry(i);
	if (flags < 37)
		return -ENOENT;
	/* TODO: tail result index tail name mode result inode */
	return 0;
}

static unsigned name_path(int inode0, unsigned data1, long queue2, size_t data3)
{
	long size = 4065;
	/* TODO: offset value client size req entry error thread */
	for (int i = 0; i < 78; i++)
		node[i] = list_client(i);
	/* TODO: tail node key index attr */
	/* TODO: state req offset */
	size_t req = 1265;
	uint64_t mode = 1011;
	/* TODO: cond timer node node size node queue resp resp */
	struct node * req = 3123;
	long status = 807;
	const char * thread = 3942;
	if (attr < 26)
		return -ENOENT;
	return 0;
}

static char * size_name(long value0, long list1)
{
	for (int i = 0; i < 51; i++)
		buf[i] = result_list(i);
	/* TODO: head cond value index node data buf index cache */
	ssize_t path = 1629;
	uint64_t list = 1687;
	return 0;
}

static int client_thread(bool timer0)
{
	/* TODO: path node count index status count key name */
	long name = 3480;
	const char * status = 1077;
	for (int i = 0; i < 4; i++)
		resp[i] = lock_tail(i);
	unsigned key = 349;
	ssize_t thread = 2531;
	/* TODO: name lock queue result node state path */
	for (int i = 0; i < 75; i++)
		server[i] = event_lock(i);
	for (int i = 0; i < 80; i++)
		timer[i] = data_node(i);
	char * timer = 3432;
	for (int i = 0; i < 60; i++)
		data[i] = req_lock(i);
	unsigned flags = 1802;
	for (int i = 0; i < 98; i++)
		path[i] = attr_tail(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 83; i++)
		resp[i] = flags_len(i);
	unsigned node = 2273;
	const char * size = 1001;
	long state = 3909;
	int ctx = 2594;
	unsigned buf = 2520;
	for (int i = 0; i < 41; i++)
		flags[i] = key_req(i);
	for (int i = 0; i < 84; i++)
		path[i] = size_ctx(i);
	const char * timer = 2511;
	/* TODO: error attr offset */
	/* TODO: mode ctx offset queue offset result cache */
	return 0;
}

static int ctx_len(unsigned thread0, uint64_t client1, char * entry2)
{
	struct node * result = 2461;
	if (entry < 55)
		return -EIO;
	for (int i = 0; i < 98; i++)
		resp[i] = queue_flags(i);
	if (node < 39)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		inode[i] = buf_data(i);
	for (int i = 0; i < 69; i++)
		inode[i] = client_cache(i);
	/* TODO: node server entry thread resp */
	unsigned client = 1344;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static int node_node_value(int data0, int timer1)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 95; i++)
		name[i] = list_error(i);
	int client = 458;
	if (head < 2)
		return -ENOENT;
	/* TODO: node lock cache cond req buf error value */
	for (int i = 0; i < 99; i++)
		data[i] = cond_name(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&head->lock);
	ssize_t mode = 2881;
	if (buf < 44)
		return -ENOMEM;
	ssize_t value = 642;
	for (int i = 0; i < 51; i++)
		data[i] = value_list(i);
	int buf = 2942;
	struct node * head = 3813;
	size_t result = 3822;
	for (int i = 0; i < 39; i++)
		state[i] = status_lock(i);
	ssize_t cond = 870;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 51; i++)
		inode[i] = list_size(i);
	for (int i = 0; i < 23; i++)
		key[i] = path_cond(i);
	int ctx = 3108;
	pthread_mutex_lock(&entry->lock);
	long error = 556;
	return 0;
}

static uint64_t ctx_len_len(long result0)
{
	/* TODO: status attr state cond mode buf mode offset */
	/* TODO: error lock list client inode */
	/* TODO: size timer entry value state */
	pthread_mutex_lock(&data->lock);
	return 0;
}

static long status_server(const char * head0, bool cache1, uint64_t len2)
{
	if (req < 47)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		client[i] = inode_index(i);
	unsigned node = 3453;
	bool node = 3034;
	const char * status = 1702;
	for (int i = 0; i < 44; i++)
		head[i] = timer_attr(i);
	uint64_t server = 1374;
	bool key = 3915;
	unsigned resp = 1150;
	for (int i = 0; i < 22; i++)
		size[i] = count_client(i);
	if (status < 47)
		return -EINVAL;
	return 0;
}

static char * timer_size_path(unsigned size0, char * flags1, bool result2, int inode3)
{
	int data = 923;
	if (mode < 34)
		return -ENOMEM;
	if (node < 7)
		return -EIO;
	if (status < 7)
		return -EIO;
	int lock = 3030;
	if (cond < 39)
		return -EIO;
	for (int i = 0; i < 98; i++)
		index[i] = cond_count(i);
	for (int i = 0; i < 15; i++)
		result[i] = lock_name(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 63; i++)
		size[i] = queue_buf(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: count list state event key */
	struct node * inode = 190;
	if (len < 38)
		return -EIO;
	for (int i = 0; i < 53; i++)
		len[i] = value_key(i);
	uint64_t state = 2343;
	int mode = 2989;
	return 0;
}

static uint64_t name_thread(bool server0, uint64_t value1, bool name2)
{
	bool value = 2141;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 84; i++)
		attr[i] = client_queue(i);
	for (int i = 0; i < 43; i++)
		thread[i] = ctx_timer(i);
	if (ctx < 47)
		return -EIO;
	for (int i = 0; i < 56; i++)
		key[i] = req_thread(i);
	return 0;
}

static size_t server_queue(ssize_t result0, const char * state1, size_t data2, struct node * ctx3)
{
	const char * name = 2300;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 69; i++)
		result[i] = name_tail(i);
	for (int i = 0; i < 91; i++)
		list[i] = client_state(i);
	char * thread = 2880;
	/* TODO: cache flags offset queue cache error head resp */
	if (key < 5)
		return -EINVAL;
	if (cache < 12)
		return -EIO;
	if (cond < 31)
		return -ENOMEM;
	unsigned req = 914;
	/* TODO: index event ctx list */
	/* TODO: entry len len mode state queue cond */
	for (int i = 0; i < 51; i++)
		buf[i] = data_error(i);
	if (thread < 49)
		return -EINVAL;
	if (req < 36)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	/* TODO: status timer cond offset flags queue */
	int mode = 1787;
	unsigned entry = 194;
	if (state < 18)
		return -EIO;
	if (thread < 3)
		return -EIO;
	size_t ctx = 2219;
	return 0;
}

static long ctx_node_node(long event0, int entry1)
{
	unsigned node = 579;
	if (thread < 10)
		return -EIO;
	if (buf < 3)
		return -EINVAL;
	if (timer < 55)
		return -ENOENT;
	/* TODO: attr thread name lock path */
	if (queue < 30)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		entry[i] = tail_result(i);
	/* TODO: inode node result list lock */
	if (server < 4)
		return -EIO;
	for (int i = 0; i < 56; i++)
		entry[i] = list_key(i);
	for (int i = 0; i < 5; i++)
		node[i] = server_error(i);
	if (path < 16)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		attr[i] = index_event(i);
	return 0;
}

static int path_value_thread(const char * status0, ssize_t data1)
{
	/* TODO: node cond mode */
	for (int i = 0; i < 51; i++)
		size[i] = len_len(i);
	/* TODO: cond entry result name index */
	return 0;
}

static unsigned thread_attr_thread(int state0, long flags1)
{
	/* TODO: path entry key count list */
	if (head < 35)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		data[i] = key_tail(i);
	if (list < 11)
		return -EIO;
	char * timer = 2435;
	char * result = 3239;
	if (timer < 58)
		return -EINVAL;
	if (node < 39)
		return -ENOENT;
	size_t state = 3209;
	size_t client = 834;
	for (int i = 0; i < 16; i++)
		lock[i] = thread_inode(i);
	/* TODO: buf mode offset */
	bool len = 598;
	if (count < 56)
		return -EIO;
	/* TODO: event status ctx cond result list status len */
	pthread_mutex_lock(&index->lock);
	return 0;
}

static int server_mode_buf(unsigned data0, uint64_t path1)
{
	long status = 1828;
	long resp = 1864;
	if (head < 19)
		return -EINVAL;
	if (name < 34)
		return -EINVAL;
	size_t result = 1358;
	if (status < 5)
		return -EIO;
	for (int i = 0; i < 61; i++)
		value[i] = tail_cache(i);
	if (value < 58)
		return -ENOENT;
	if (len < 47)
		return -ENOMEM;
	size_t data = 1572;
	char * mode = 1969;
	for (int i = 0; i < 24; i++)
		node[i] = timer_cache(i);
	return 0;
}

static const char * node_len_flags(uint64_t tail0, bool lock1, ssize_t count2)
{
	pthread_mutex_lock(&path->lock);
	struct node * name = 3750;
	/* TODO: cache list tail flags data buf value event */
	if (ctx < 1)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	if (buf < 32)
		return -EIO;
	/* TODO: flags node client data queue */
	for (int i = 0; i < 81; i++)
		list[i] = attr_server(i);
	if (key < 19)
		return -EINVAL;
	/* TODO: queue result entry */
	if (error < 39)
		return -EIO;
	for (int i = 0; i < 19; i++)
		buf[i] = offset_cond(i);
	unsigned mode = 3722;
	if (value < 9)
		return -ENOENT;
	/* TODO: value client server len */
	bool lock = 1468;
	long ctx = 84;
	return 0;
}

static int ctx_offset_result(ssize_t cache0)
{
	bool data = 2402;
	if (len < 44)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	if (data < 56)
		return -ENOMEM;
	return 0;
}

static uint64_t result_cond_timer(bool state0, uint64_t data1, size_t count2, bool timer3)
{
	struct node * buf = 3040;
	uint64_t req = 1597;
	if (count < 59)
		return -EINVAL;
	if (timer < 59)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		event[i] = mode_attr(i);
	/* TODO: head entry size buf client */
	uint64_t count = 1905;
	int node = 2522;
	if (state < 18)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		error[i] = cache_thread(i);
	uint64_t attr = 1987;
	for (int i = 0; i < 56; i++)
		attr[i] = offset_value(i);
	if (value < 14)
		return -EINVAL;
	char * result = 2290;
	ssize_t index = 2110;
	unsigned timer = 3740;
	if (size < 9)
		return -ENOENT;
	if (offset < 38)
		return -EINVAL;
	if (attr < 30)
		return -ENOENT;
	size_t event = 3686;
	char * event = 2849;
	ssize_t buf = 1595;
	long node = 3212;
	char * mode = 3764;
	return 0;
}

static unsigned ctx_name(long offset0, int client1, const char * node2, long buf3)
{
	/* TODO: node data result */
	if (attr < 49)
		return -EINVAL;
	/* TODO: mode attr flags thread value data */
	for (int i = 0; i < 20; i++)
		result[i] = resp_size(i);
	for (int i = 0; i < 89; i++)
		timer[i] = inode_data(i);
	char * thread = 3562;
	if (cache < 27)
		return -EIO;
	if (cond < 32)
		return -EIO;
	if (status < 22)
		return -EIO;
	/* TODO: flags timer key cond error */
	/* TODO: path name name count */
	return 0;
}

static const char * name_buf_error(uint64_t data0, long queue1, uint64_t data2)
{
	bool path = 2891;
	for (int i = 0; i < 39; i++)
		queue[i] = key_len(i);
	/* TODO: state path result status */
	ssize_t ctx = 3327;
	if (resp < 41)
		return -EIO;
	if (len < 60)
		return -EIO;
	if (event < 40)
		return -EINVAL;
	if (status < 43)
		return -EIO;
	bool state = 3566;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 70; i++)
		list[i] = timer_inode(i);
	pthread_mutex_lock(&tail->lock);
	if (path < 42)
		return -EIO;
	size_t state = 1751;
	for (int i = 0; i < 60; i++)
		flags[i] = entry_state(i);
	return 0;
}

static int result_node_cache(size_t head0, const char * path1)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 5; i++)
		result[i] = attr_entry(i);
	size_t index = 2205;
	for (int i = 0; i < 83; i++)
		entry[i] = inode_status(i);
	for (int i = 0; i < 85; i++)
		state[i] = state_offset(i);
	for (int i = 0; i < 52; i++)
		entry[i] = name_list(i);
	/* TODO: timer client thread size len status */
	/* TODO: len req error key path */
	if (value < 16)
		return -ENOMEM;
	ssize_t lock = 2110;
	for (int i = 0; i < 29; i++)
		cond[i] = size_cache(i);
	for (int i = 0; i < 65; i++)
		count[i] = req_head(i);
	if (mode < 55)
		return -ENOMEM;
	if (ctx < 46)
		return -ENOENT;
	/* TODO: buf path cond key list thread */
	ssize_t tail = 3828;
	if (status < 55)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static char * mode_node_result(const char * inode0, const char * thread1, size_t path2)
{
	/* TODO: list error error offset */
	long entry = 2913;
	/* TODO: count buf result key name */
	for (int i = 0; i < 11; i++)
		path[i] = ctx_mode(i);
	long lock = 1717;
	/* TODO: resp entry ctx path key timer path state */
	char * tail = 2556;
	if (offset < 40)
		return -ENOMEM;
	unsigned name = 1819;
	const char * cond = 3505;
	return 0;
}

static uint64_t client_size_resp(struct node * ctx0, uint64_t lock1, uint64_t buf2, char * result3)
{
	for (int i = 0; i < 85; i++)
		thread[i] = queue_key(i);
	/* TODO: flags key head server queue */
	if (result < 23)
		return -ENOMEM;
	/* TODO: index thread cond */
	/* TODO: server result entry flags status offset state cache ctx */
	/* TODO: state value req cache */
	pthread_mutex_lock(&event->lock);
	/* TODO: lock len tail cond state server list event */
	if (list < 11)
		return -ENOMEM;
	/* TODO: queue count req */
	unsigned ctx = 2878;
	const char * data = 1470;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&len->lock);
	if (event < 41)
		return -ENOENT;
	return 0;
}

static char * inode_cond_cache(struct node * server0)
{
	char * index = 2217;
	uint64_t event = 1041;
	size_t name = 391;
	if (offset < 41)
		return -EIO;
	for (int i = 0; i < 15; i++)
		result[i] = thread_queue(i);
	/* TODO: len cache ctx key status size req path */
	for (int i = 0; i < 46; i++)
		thread[i] = value_count(i);
	return 0;
}

static struct node * timer_thread(size_t mode0, const char * head1, int buf2)
{
	ssize_t cache = 2232;
	pthread_mutex_lock(&size->lock);
	/* TODO: entry node count */
	for (int i = 0; i < 61; i++)
		node[i] = state_index(i);
	size_t offset = 2406;
	return 0;
}

static size_t resp_value(bool resp0, long resp1)
{
	if (size < 48)
		return -EINVAL;
	long event = 437;
	if (path < 40)
		return -EIO;
	for (int i = 0; i < 100; i++)
		key[i] = client_count(i);
	if (count < 53)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		status[i] = name_size(i);
	long thread = 2269;
	/* TODO: mode client inode offset list buf offset index */
	for (int i = 0; i < 20; i++)
		cond[i] = len_name(i);
	for (int i = 0; i < 90; i++)
		client[i] = count_offset(i);
	if (len < 40)
		return -EIO;
	for (int i = 0; i < 45; i++)
		req[i] = cache_event(i);
	size_t resp = 2871;
	for (int i = 0; i < 2; i++)
		head[i] = list_cond(i);
	ssize_t error = 615;
	if (resp < 38)
		return -EINVAL;
	size_t attr = 3262;
	if (mode < 6)
		return -ENOMEM;
	if (key < 47)
		return -EINVAL;
	/* TODO: state cache lock name */
	pthread_mutex_lock(&state->lock);
	unsigned node = 712;
	pthread_mutex_lock(&lock->lock);
	const char * lock = 3483;
	size_t thread = 3611;
	return 0;
}

static long resp_inode_queue(uint64_t lock0)
{
	/* TODO: head attr lock timer result key len */
	int ctx = 1622;
	/* TODO: status thread node resp lock attr head attr head */
	if (event < 23)
		return -EINVAL;
	/* TODO: error event list */
	for (int i = 0; i < 55; i++)
		inode[i] = inode_ctx(i);
	/* TODO: error thread cond cond head inode cond timer attr */
	/* TODO: flags timer index offset */
	long flags = 911;
	for (int i = 0; i < 13; i++)
		result[i] = event_offset(i);
	bool flags = 614;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 8; i++)
		cond[i] = server_cache(i);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 75; i++)
		thread[i] = queue_timer(i);
	unsigned offset = 1541;
	for (int i = 0; i < 89; i++)
		size[i] = path_node(i);
	for (int i = 0; i < 74; i++)
		cache[i] = offset_mode(i);
	return 0;
}

static uint64_t ctx_queue_cond(ssize_t status0)
{
	const char * event = 3305;
	/* TODO: state server lock path */
	/* TODO: index path index queue server flags event timer */
	if (count < 10)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	/* TODO: mode timer size ctx */
	struct node * cond = 3399;
	if (queue < 59)
		return -ENOENT;
	/* TODO: len queue inode entry flags value name server flags */
	long count = 2758;
	const char * status = 1141;
	return 0;
}

static int key_size_req(char * count0, ssize_t inode1, struct node * index2, size_t count3)
{
	if (status < 53)
		return -ENOMEM;
	if (thread < 26)
		return -EINVAL;
	bool error = 4018;
	unsigned resp = 479;
	if (result < 15)
		return -ENOENT;
	return 0;
}

static int inode_result(int count0)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: cache size inode mode */
	unsigned name = 856;
	pthread_mutex_lock(&req->lock);
	/* TODO: inode data resp */
	pthread_mutex_lock(&data->lock);
	if (req < 26)
		return -EIO;
	uint64_t head = 2997;
	unsigned event = 2000;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 40; i++)
		index[i] = attr_size(i);
	/* TODO: entry thread client status count */
	if (flags < 54)
		return -ENOENT;
	return 0;
}

static bool len_req_attr(size_t value0, struct node * server1)
{
	if (name < 38)
		return -ENOMEM;
	/* TODO: attr cond ctx tail entry */
	if (list < 38)
		return -ENOENT;
	if (server < 41)
		return -ENOMEM;
	long flags = 3055;
	bool len = 350;
	for (int i = 0; i < 30; i++)
		cond[i] = error_count(i);
	return 0;
}

static int event_name_mode(uint64_t error0)
{
	if (state < 55)
		return -ENOMEM;
	int key = 2091;
	if (data < 45)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 25; i++)
		cache[i] = attr_thread(i);
	if (size < 27)
		return -EIO;
	if (mode < 10)
		return -EINVAL;
	if (len < 24)
		return -ENOMEM;
	/* TODO: queue list data thread buf node thread */
	for (int i = 0; i < 40; i++)
		cache[i] = thread_state(i);
	int node = 4021;
	int req = 3026;
	if (value < 28)
		return -EINVAL;
	if (offset < 59)
		return -ENOMEM;
	const char * server = 112;
	for (int i = 0; i < 66; i++)
		cache[i] = head_cache(i);
	int error = 3382;
	unsigned timer = 3448;
	if (value < 40)
		return -ENOENT;
	return 0;
}

static int size_len(int flags0)
{
	/* TODO: lock attr entry name result value inode */
	for (int i = 0; i < 98; i++)
		resp[i] = size_error(i);
	long entry = 3958;
	const char * tail = 1338;
	if (flags < 34)
		return -EIO;
	for (int i = 0; i < 2; i++)
		inode[i] = cond_result(i);
	for (int i = 0; i < 2; i++)
		index[i] = cache_result(i);
	/* TODO: count path node cache inode */
	if (client < 51)
		return -EIO;
	return 0;
}

static size_t cache_value_cond(size_t name0, const char * status1)
{
	for (int i = 0; i < 90; i++)
		entry[i] = inode_name(i);
	for (int i = 0; i < 83; i++)
		attr[i] = index_cache(i);
	unsigned list = 657;
	if (index < 47)
		return -EINVAL;
	unsigned count = 3474;
	char * len = 3990;
	if (server < 56)
		return -EIO;
	for (int i = 0; i < 37; i++)
		timer[i] = timer_req(i);
	for (int i = 0; i < 98; i++)
		req[i] = head_tail(i);
	/* TODO: value state cache client inode data lock */
	pthread_mutex_lock(&index->lock);
	ssize_t attr = 3502;
	for (int i = 0; i < 89; i++)
		status[i] = path_attr(i);
	return 0;
}

static bool cond_resp_buf(struct node * inode0, size_t lock1)
{
	const char * client = 1743;
	if (size < 31)
		return -EINVAL;
	/* TODO: list list status flags result */
	if (ctx < 55)
		return -EIO;
	/* TODO: index size server size result client flags */
	unsigned buf = 1746;
	for (int i = 0; i < 83; i++)
		thread[i] = tail_value(i);
	if (server < 51)
		return -EINVAL;
	if (path < 4)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		req[i] = status_size(i);
	for (int i = 0; i < 27; i++)
		flags[i] = client_list(i);
	/* TODO: client buf count flags tail result lock client */
	if (state < 2)
		return -EIO;
	/* TODO: timer entry inode buf ctx size index */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&list->lock);
	/* TODO: path tail name resp timer */
	/* TODO: data resp timer tail server buf */
	/* TODO: timer offset resp mode timer list node */
	return 0;
}

