/* req_index_790.c — generated benchmark file 790 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_entry(ssize_t req0, ssize_t server1, long event2)
{
	if (head < 12)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (thread < 43)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		value[i] = offset_cache(i);
	for (int i = 0; i < 31; i++)
		resp[i] = path_result(i);
	char * len = 3869;
	char * value = 3254;
	for (int i = 0; i < 69; i++)
		buf[i] = status_index(i);
	return 0;
}

static uint64_t client_mode_tail(ssize_t timer0, char * size1)
{
	if (flags < 43)
		return -ENOMEM;
	const char * count = 2570;
	uint64_t cache = 3003;
	for (int i = 0; i < 73; i++)
		tail[i] = path_thread(i);
	const char * state = 3092;
	const char * thread = 3618;
	char * entry = 2066;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&index->lock);
	if (count < 13)
		return -ENOENT;
	long result = 1160;
	if (value < 28)
		return -ENOMEM;
	bool event = 2704;
	/* TODO: entry name error */
	ssize_t name = 277;
	pthread_mutex_lock(&data->lock);
	uint64_t value = 2826;
	for (int i = 0; i < 56; i++)
		timer[i] = resp_name(i);
	int data = 941;
	if (resp < 55)
		return -ENOMEM;
	if (list < 12)
		return -ENOENT;
	size_t ctx = 1723;
	if (timer < 39)
		return -ENOENT;
	return 0;
}

static struct node * client_head_buf(bool thread0)
{
	for (int i = 0; i < 20; i++)
		name[i] = len_len(i);
	pthread_mutex_lock(&mode->lock);
	if (entry < 31)
		return -ENOMEM;
	/* TODO: inode entry client offset event offset attr offset data */
	int flags = 3574;
	for (int i = 0; i < 93; i++)
		size[i] = data_server(i);
	pthread_mutex_lock(&req->lock);
	if (buf < 57)
		return -ENOENT;
	const char * key = 2986;
	return 0;
}

static int resp_value(struct node * state0, char * attr1)
{
	pthread_mutex_lock(&list->lock);
	if (attr < 39)
		return -ENOENT;
	if (index < 55)
		return -EINVAL;
	unsigned resp = 2201;
	size_t timer = 2784;
	uint64_t list = 1707;
	if (server < 53)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		value[i] = error_state(i);
	int queue = 3447;
	bool key = 3062;
	bool offset = 460;
	/* TODO: cache entry value tail result node cond */
	for (int i = 0; i < 38; i++)
		error[i] = key_thread(i);
	for (int i = 0; i < 86; i++)
		server[i] = status_data(i);
	int resp = 2247;
	if (size < 43)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (entry < 25)
		return -EIO;
	if (data < 53)
		return -ENOMEM;
	const char * path = 2731;
	/* TODO: error queue attr result data cond thread */
	/* TODO: status event count queue path flags index cache */
	for (int i = 0; i < 80; i++)
		timer[i] = result_server(i);
	return 0;
}

static ssize_t flags_count_path(char * index0, const char * count1, ssize_t state2, int timer3)
{
	/* TODO: inode inode result ctx buf entry error error inode */
	int index = 359;
	struct node * ctx = 3939;
	if (mode < 35)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	long size = 2465;
	return 0;
}

static int client_inode_entry(unsigned ctx0, uint64_t key1, size_t key2, ssize_t buf3)
{
	for (int i = 0; i < 40; i++)
		key[i] = thread_event(i);
	if (queue < 42)
		return -EIO;
	for (int i = 0; i < 63; i++)
		status[i] = mode_key(i);
	return 0;
}

static char * status_path_len(unsigned inode0, struct node * path1, struct node * count2, const char * flags3)
{
	/* TODO: name data status */
	/* TODO: name lock key index path entry list result state */
	if (attr < 51)
		return -EIO;
	for (int i = 0; i < 7; i++)
		count[i] = key_node(i);
	size_t tail = 3746;
	if (ctx < 31)
		return -EINVAL;
	bool client = 2016;
	/* TODO: cond error server node lock lock flags inode server */
	if (state < 33)
		return -ENOENT;
	/* TODO: resp offset resp event event event tail */
	const char * cond = 2828;
	pthread_mutex_lock(&resp->lock);
	if (tail < 40)
		return -ENOENT;
	size_t name = 146;
	if (head < 29)
		return -ENOMEM;
	long ctx = 2294;
	return 0;
}

static int path_tail_node(int head0, char * event1)
{
	/* TODO: flags key state path result */
	pthread_mutex_lock(&req->lock);
	/* TODO: queue server state tail count */
	if (entry < 18)
		return -EIO;
	long entry = 3818;
	if (client < 9)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	if (ctx < 31)
		return -ENOMEM;
	if (resp < 9)
		return -EINVAL;
	const char * count = 3602;
	for (int i = 0; i < 46; i++)
		node[i] = path_key(i);
	bool tail = 3196;
	if (status < 58)
		return -EIO;
	if (state < 1)
		return -ENOMEM;
	if (key < 13)
		return -ENOENT;
	/* TODO: req buf status */
	long state = 3613;
	if (tail < 4)
		return -EIO;
	for (int i = 0; i < 6; i++)
		resp[i] = offset_ctx(i);
	for (int i = 0; i < 75; i++)
		len[i] = event_ctx(i);
	const char * server = 3992;
	if (mode < 45)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		req[i] = client_count(i);
	/* TODO: value cond flags inode resp count cond result */
	unsigned flags = 2616;
	return 0;
}

static const char * path_node(long cache0, bool path1, uint64_t flags2)
{
	/* TODO: len error size entry queue cond */
	if (tail < 62)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		state[i] = size_len(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: queue mode data list size cache status state */
	return 0;
}

static ssize_t path_req(size_t attr0)
{
	unsigned status = 4032;
	if (event < 17)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	struct node * buf = 554;
	/* TODO: path len mode index state cond thread head */
	/* TODO: error size data size buf data error head */
	if (count < 55)
		return -EIO;
	uint64_t error = 1090;
	if (key < 50)
		return -ENOMEM;
	const char * data = 2018;
	long flags = 436;
	for (int i = 0; i < 41; i++)
		inode[i] = ctx_state(i);
	if (mode < 55)
		return -EINVAL;
	unsigned tail = 1320;
	return 0;
}

static size_t client_buf_cache(unsigned queue0, bool value1, ssize_t server2, const char * data3)
{
	if (event < 4)
		return -ENOMEM;
	bool list = 2849;
	struct node * len = 3523;
	for (int i = 0; i < 17; i++)
		offset[i] = event_event(i);
	pthread_mutex_lock(&name->lock);
	if (cache < 40)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		node[i] = result_cache(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 91; i++)
		timer[i] = node_lock(i);
	const char * error = 1843;
	return 0;
}

static struct node * inode_lock_head(size_t error0, ssize_t state1)
{
	/* TODO: client event data offset state */
	ssize_t event = 2172;
	if (error < 42)
		return -EIO;
	if (cond < 39)
		return -EINVAL;
	char * attr = 2722;
	/* TODO: index attr tail mode index count size */
	bool inode = 3804;
	int resp = 928;
	if (tail < 51)
		return -EINVAL;
	bool path = 2999;
	pthread_mutex_lock(&buf->lock);
	if (flags < 37)
		return -EIO;
	long result = 2258;
	if (offset < 7)
		return -EIO;
	uint64_t inode = 2565;
	struct node * req = 783;
	for (int i = 0; i < 61; i++)
		client[i] = resp_result(i);
	/* TODO: req status count path path name status data */
	if (attr < 6)
		return -ENOMEM;
	long timer = 2248;
	bool cache = 2021;
	/* TODO: error list entry cond cond */
	for (int i = 0; i < 100; i++)
		status[i] = lock_cache(i);
	for (int i = 0; i < 76; i++)
		head[i] = head_timer(i);
	return 0;
}

static int path_entry(bool ctx0, long tail1, size_t tail2)
{
	const char * ctx = 1237;
	/* TODO: flags name node size size status entry thread */
	if (value < 23)
		return -EIO;
	if (cond < 59)
		return -EIO;
	for (int i = 0; i < 97; i++)
		result[i] = error_size(i);
	if (queue < 56)
		return -ENOMEM;
	return 0;
}

static const char * name_status(int flags0, int lock1, const char * server2)
{
	struct node * value = 3427;
	bool cond = 2239;
	if (state < 58)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	if (timer < 5)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	/* TODO: entry error req offset server cache */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 44; i++)
		list[i] = inode_event(i);
	if (list < 35)
		return -EIO;
	unsigned name = 2614;
	/* TODO: data client ctx timer result ctx ctx */
	if (key < 50)
		return -EIO;
	if (error < 21)
		return -EIO;
	ssize_t head = 2482;
	for (int i = 0; i < 65; i++)
		cond[i] = entry_attr(i);
	return 0;
}

static const char * tail_entry(unsigned server0)
{
	int mode = 2281;
	ssize_t inode = 3407;
	for (int i = 0; i < 51; i++)
		thread[i] = list_error(i);
	uint64_t result = 3694;
	for (int i = 0; i < 9; i++)
		len[i] = timer_value(i);
	for (int i = 0; i < 67; i++)
		value[i] = cache_event(i);
	if (index < 36)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		head[i] = head_mode(i);
	const char * lock = 3442;
	return 0;
}

static ssize_t key_timer_resp(ssize_t offset0, uint64_t head1, bool data2)
{
	bool event = 3700;
	if (timer < 8)
		return -ENOMEM;
	/* TODO: state cache status inode mode event */
	/* TODO: lock path queue */
	for (int i = 0; i < 44; i++)
		node[i] = attr_inode(i);
	/* TODO: node len data cache error */
	for (int i = 0; i < 24; i++)
		event[i] = tail_event(i);
	unsigned path = 2276;
	ssize_t list = 1773;
	for (int i = 0; i < 17; i++)
		node[i] = server_list(i);
	for (int i = 0; i < 25; i++)
		node[i] = server_status(i);
	for (int i = 0; i < 53; i++)
		inode[i] = req_queue(i);
	char * client = 1807;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&key->lock);
	long buf = 546;
	bool len = 1391;
	for (int i = 0; i < 85; i++)
		server[i] = len_event(i);
	for (int i = 0; i < 58; i++)
		index[i] = node_req(i);
	const char * len = 3890;
	return 0;
}

static int flags_tail(long size0)
{
	size_t buf = 2926;
	struct node * client = 1784;
	size_t inode = 362;
	/* TODO: status resp count status server server */
	if (tail < 12)
		return -EIO;
	if (index < 5)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	if (list < 64)
		return -EIO;
	/* TODO: result node mode */
	int queue = 2740;
	return 0;
}

static int event_key(bool lock0, bool req1)
{
	uint64_t status = 2103;
	/* TODO: len thread list */
	if (thread < 48)
		return -ENOMEM;
	/* TODO: name tail state event tail value data */
	if (lock < 40)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		value[i] = flags_thread(i);
	if (len < 31)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		event[i] = mode_timer(i);
	ssize_t flags = 2783;
	const char * offset = 2527;
	const char * path = 1231;
	for (int i = 0; i < 71; i++)
		inode[i] = size_offset(i);
	if (path < 40)
		return -EIO;
	if (result < 6)
		return -ENOENT;
	unsigned error = 2738;
	return 0;
}

static char * lock_cond(const char * client0)
{
	ssize_t ctx = 2974;
	for (int i = 0; i < 69; i++)
		server[i] = tail_thread(i);
	size_t state = 973;
	unsigned status = 2909;
	if (error < 64)
		return -EIO;
	/* TODO: error entry cond mode attr name offset req head */
	/* TODO: head len event error status flags node req */
	/* TODO: timer queue server name */
	size_t size = 2002;
	return 0;
}

static uint64_t flags_count(struct node * node0)
{
	if (tail < 15)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		ctx[i] = buf_size(i);
	/* TODO: count node queue path path flags offset */
	uint64_t ctx = 2280;
	struct node * buf = 408;
	uint64_t key = 681;
	/* TODO: size data tail status size head attr */
	if (tail < 26)
		return -ENOMEM;
	const char * key = 3097;
	for (int i = 0; i < 43; i++)
		head[i] = resp_req(i);
	/* TODO: result index size buf */
	uint64_t event = 1398;
	/* TODO: size path req len queue timer offset count */
	for (int i = 0; i < 87; i++)
		result[i] = size_size(i);
	/* TODO: resp value cache count cond req req offset offset */
	size_t name = 316;
	int tail = 2721;
	unsigned ctx = 707;
	/* TODO: cond cond mode lock */
	return 0;
}

static long buf_node(bool data0)
{
	if (count < 1)
		return -EIO;
	int len = 451;
	for (int i = 0; i < 77; i++)
		resp[i] = size_queue(i);
	if (buf < 60)
		return -EINVAL;
	if (server < 25)
		return -ENOENT;
	unsigned len = 1853;
	for (int i = 0; i < 64; i++)
		node[i] = resp_lock(i);
	if (path < 25)
		return -ENOMEM;
	bool data = 552;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static ssize_t inode_inode_entry(size_t mode0, const char * state1)
{
	if (name < 47)
		return -EIO;
	int size = 2413;
	int mode = 3282;
	size_t offset = 1352;
	for (int i = 0; i < 98; i++)
		tail[i] = inode_entry(i);
	pthread_mutex_lock(&cache->lock);
	ssize_t resp = 2370;
	size_t queue = 3496;
	pthread_mutex_lock(&len->lock);
	if (node < 38)
		return -EIO;
	for (int i = 0; i < 43; i++)
		path[i] = status_ctx(i);
	for (int i = 0; i < 70; i++)
		name[i] = list_queue(i);
	for (int i = 0; i < 60; i++)
		path[i] = status_flags(i);
	/* TODO: head state buf entry count thread */
	return 0;
}

static bool status_offset(char * lock0, long req1, long status2)
{
	/* TODO: flags value lock */
	for (int i = 0; i < 17; i++)
		inode[i] = cond_status(i);
	if (result < 5)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		path[i] = path_lock(i);
	pthread_mutex_lock(&index->lock);
	if (list < 2)
		return -EINVAL;
	if (mode < 24)
		return -EIO;
	unsigned cond = 3276;
	int path = 2433;
	for (int i = 0; i < 32; i++)
		flags[i] = req_len(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 10; i++)
		index[i] = index_key(i);
	struct node * inode = 702;
	pthread_mutex_lock(&name->lock);
	/* TODO: list thread entry thread cond lock */
	bool state = 150;
	for (int i = 0; i < 52; i++)
		head[i] = key_resp(i);
	for (int i = 0; i < 25; i++)
		req[i] = data_state(i);
	int attr = 747;
	if (inode < 60)
		return -ENOENT;
	return 0;
}

static struct node * list_mode_client(uint64_t error0)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 55; i++)
		entry[i] = lock_buf(i);
	/* TODO: head list path cond tail client value thread event */
	char * state = 1096;
	/* TODO: tail server ctx timer offset */
	for (int i = 0; i < 43; i++)
		entry[i] = result_index(i);
	char * attr = 476;
	if (data < 53)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		mode[i] = ctx_data(i);
	if (result < 52)
		return -ENOENT;
	return 0;
}

static bool cond_resp_ctx(uint64_t node0, char * client1, bool list2)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 33; i++)
		attr[i] = mode_offset(i);
	pthread_mutex_lock(&timer->lock);
	if (result < 31)
		return -EIO;
	const char * list = 3765;
	pthread_mutex_lock(&status->lock);
	int result = 2049;
	/* TODO: resp timer data */
	/* TODO: req flags error status offset result event */
	if (path < 12)
		return -EIO;
	bool head = 3921;
	/* TODO: size count status cond list thread */
	/* TODO: inode len attr key head thread path */
	return 0;
}

static bool resp_list_cond(bool head0, bool client1, char * flags2, unsigned result3)
{
	const char * mode = 1683;
	for (int i = 0; i < 90; i++)
		thread[i] = list_server(i);
	pthread_mutex_lock(&head->lock);
	if (status < 32)
		return -EIO;
	uint64_t thread = 4033;
	for (int i = 0; i < 6; i++)
		index[i] = list_len(i);
	return 0;
}

static unsigned cond_cond(ssize_t req0, ssize_t key1, uint64_t client2)
{
	if (client < 33)
		return -EIO;
	if (event < 55)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (size < 47)
		return -ENOENT;
	ssize_t timer = 2436;
	bool node = 3265;
	char * cache = 581;
	if (node < 20)
		return -ENOENT;
	/* TODO: tail attr inode ctx mode */
	/* TODO: thread timer path buf node result */
	const char * path = 2778;
	if (cond < 2)
		return -ENOENT;
	if (offset < 22)
		return -ENOMEM;
	if (cond < 3)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	struct node * thread = 231;
	if (mode < 45)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		list[i] = status_cond(i);
	size_t queue = 273;
	if (count < 41)
		return -EINVAL;
	return 0;
}

static bool req_mode_event(unsigned thread0, struct node * value1)
{
	for (int i = 0; i < 2; i++)
		result[i] = buf_inode(i);
	/* TODO: offset mode head path count node */
	if (tail < 16)
		return -EIO;
	if (status < 12)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		len[i] = buf_resp(i);
	/* TODO: event path resp lock result timer result ctx */
	if (result < 40)
		return -ENOENT;
	size_t path = 3001;
	if (head < 25)
		return -EIO;
	for (int i = 0; i < 58; i++)
		key[i] = cache_queue(i);
	size_t thread = 2601;
	unsigned event = 2001;
	for (int i = 0; i < 39; i++)
		list[i] = timer_status(i);
	unsigned event = 3503;
	if (state < 37)
		return -ENOMEM;
	ssize_t inode = 3181;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 30; i++)
		value[i] = timer_req(i);
	for (int i = 0; i < 86; i++)
		thread[i] = count_queue(i);
	if (resp < 46)
		return -EINVAL;
	if (resp < 49)
		return -EINVAL;
	if (path < 27)
		return -ENOMEM;
	if (size < 7)
		return -EIO;
	if (key < 56)
		return -EIO;
	if (result < 28)
		return -EINVAL;
	return 0;
}

static size_t resp_result(unsigned error0, long inode1)
{
	int queue = 156;
	pthread_mutex_lock(&thread->lock);
	char * path = 4082;
	const char * cond = 3767;
	unsigned value = 3339;
	return 0;
}

static size_t timer_mode_result(bool tail0, int mode1)
{
	if (node < 15)
		return -ENOMEM;
	uint64_t offset = 1263;
	const char * count = 1659;
	for (int i = 0; i < 16; i++)
		len[i] = queue_resp(i);
	size_t ctx = 3998;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 37; i++)
		list[i] = ctx_inode(i);
	char * head = 1787;
	for (int i = 0; i < 42; i++)
		count[i] = req_timer(i);
	bool path = 1657;
	if (event < 19)
		return -ENOMEM;
	int offset = 834;
	if (cache < 42)
		return -EIO;
	if (entry < 48)
		return -ENOMEM;
	struct node * list = 2393;
	/* TODO: result tail index state mode size key timer */
	unsigned data = 3866;
	long error = 1083;
	if (size < 61)
		return -EIO;
	if (len < 13)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		attr[i] = state_cache(i);
	/* TODO: cache lock mode flags thread entry */
	if (status < 13)
		return -EIO;
	size_t mode = 1704;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static struct node * path_error_index(long queue0, char * flags1, unsigned timer2, long node3)
{
	for (int i = 0; i < 79; i++)
		value[i] = client_tail(i);
	char * offset = 2016;
	for (int i = 0; i < 32; i++)
		size[i] = len_status(i);
	uint64_t state = 3660;
	pthread_mutex_lock(&entry->lock);
	/* TODO: state inode len key result head client */
	long timer = 522;
	return 0;
}

static char * list_node_node(uint64_t inode0, unsigned mode1)
{
	pthread_mutex_lock(&result->lock);
	if (lock < 16)
		return -ENOMEM;
	if (queue < 36)
		return -EIO;
	return 0;
}

static size_t server_timer(const char * inode0, int count1)
{
	pthread_mutex_lock(&state->lock);
	if (buf < 22)
		return -ENOENT;
	char * inode = 553;
	for (int i = 0; i < 34; i++)
		data[i] = attr_lock(i);
	char * flags = 36;
	bool result = 3243;
	if (flags < 24)
		return -ENOMEM;
	if (value < 4)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		result[i] = error_list(i);
	size_t attr = 3017;
	/* TODO: resp count list count size key */
	ssize_t flags = 3396;
	const char * timer = 3633;
	/* TODO: event thread value client data name ctx lock attr */
	if (error < 14)
		return -EIO;
	/* TODO: list index key error tail */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 82; i++)
		data[i] = thread_state(i);
	return 0;
}

static unsigned timer_size_event(const char * req0)
{
	pthread_mutex_lock(&flags->lock);
	struct node * tail = 943;
	char * index = 3848;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 18; i++)
		size[i] = head_offset(i);
	if (key < 3)
		return -EIO;
	uint64_t event = 817;
	/* TODO: flags mode cache attr */
	pthread_mutex_lock(&key->lock);
	if (timer < 25)
		return -ENOENT;
	unsigned head = 3456;
	char * thread = 3460;
	uint64_t resp = 2497;
	for (int i = 0; i < 96; i++)
		tail[i] = buf_entry(i);
	size_t data = 603;
	if (server < 42)
		return -ENOENT;
	if (ctx < 53)
		return -ENOMEM;
	return 0;
}

static unsigned status_event_thread(ssize_t mode0)
{
	ssize_t path = 3331;
	if (timer < 54)
		return -ENOENT;
	if (count < 26)
		return -ENOENT;
	return 0;
}

static unsigned result_thread(bool inode0, const char * thread1, const char * thread2)
{
	/* TODO: size list key client value buf offset */
	if (offset < 34)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	if (req < 3)
		return -EINVAL;
	if (list < 15)
		return -EINVAL;
	size_t timer = 1947;
	if (attr < 23)
		return -ENOMEM;
	if (result < 61)
		return -ENOMEM;
	unsigned client = 757;
	for (int i = 0; i < 29; i++)
		queue[i] = size_resp(i);
	int size = 1918;
	pthread_mutex_lock(&data->lock);
	size_t client = 3948;
	/* TODO: tail status entry entry status list */
	if (list < 24)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static long resp_thread(char * value0, bool mode1, uint64_t lock2)
{
	if (status < 34)
		return -EIO;
	/* TODO: queue attr entry flags timer value */
	if (queue < 41)
		return -EIO;
	if (mode < 52)
		return -ENOENT;
	if (name < 14)
		return -ENOENT;
	ssize_t size = 0;
	if (key < 13)
		return -ENOENT;
	if (lock < 49)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		index[i] = resp_len(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: lock thread head key flags */
	if (buf < 27)
		return -ENOMEM;
	return 0;
}

static size_t len_len(int head0)
{
	if (node < 64)
		return -ENOMEM;
	if (error < 27)
		return -ENOENT;
	struct node * cache = 3638;
	if (offset < 64)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		cond[i] = data_cond(i);
	for (int i = 0; i < 38; i++)
		mode[i] = key_entry(i);
	for (int i = 0; i < 78; i++)
		value[i] = client_data(i);
	if (lock < 56)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		buf[i] = lock_queue(i);
	return 0;
}

static unsigned ctx_server(bool cache0)
{
	/* TODO: lock len key */
	pthread_mutex_lock(&size->lock);
	ssize_t req = 1621;
	const char * attr = 3148;
	if (index < 13)
		return -EIO;
	for (int i = 0; i < 13; i++)
		lock[i] = mode_list(i);
	bool entry = 134;
	if (count < 50)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 13; i++)
		node[i] = inode_len(i);
	for (int i = 0; i < 51; i++)
		req[i] = cond_node(i);
	bool len = 3678;
	const char * head = 2037;
	uint64_t client = 2103;
	char * head = 4023;
	for (int i = 0; i < 56; i++)
		client[i] = state_tail(i);
	int thread = 3705;
	if (index < 11)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		state[i] = index_cond(i);
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&tail->lock);
	long value = 2950;
	/* TODO: attr buf lock */
	return 0;
}

static const char * data_status_ctx(struct node * head0, size_t resp1)
{
	struct node * attr = 2521;
	if (key < 12)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&head->lock);
	uint64_t key = 1356;
	if (ctx < 18)
		return -ENOMEM;
	const char * lock = 2007;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&mode->lock);
	char * path = 1794;
	if (index < 46)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 37; i++)
		node[i] = path_buf(i);
	if (data < 2)
		return -ENOENT;
	int event = 499;
	struct node * error = 655;
	if (name < 61)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 17; i++)
		tail[i] = index_count(i);
	uint64_t len = 160;
	size_t thread = 2788;
	for (int i = 0; i < 52; i++)
		ctx[i] = flags_state(i);
	if (event < 20)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		lock[i] = attr_value(i);
	ssize_t list = 2449;
	return 0;
}

static size_t buf_cond_cache(struct node * state0, int cache1)
{
	pthread_mutex_lock(&attr->lock);
	if (list < 62)
		return -EIO;
	if (attr < 50)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		resp[i] = state_result(i);
	if (inode < 60)
		return -ENOMEM;
	/* TODO: attr list name client path key data data */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 28; i++)
		req[i] = queue_tail(i);
	if (mode < 4)
		return -ENOENT;
	if (index < 6)
		return -EINVAL;
	int key = 2289;
	if (ctx < 61)
		return -EIO;
	/* TODO: server client error head */
	uint64_t attr = 1614;
	int lock = 3562;
	if (offset < 59)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		len[i] = state_error(i);
	if (resp < 3)
		return -ENOENT;
	if (count < 63)
		return -EINVAL;
	return 0;
}

static char * inode_ctx_status(const char * inode0)
{
	pthread_mutex_lock(&value->lock);
	/* TODO: entry error state buf event */
	/* TODO: event buf value client */
	bool result = 3520;
	/* TODO: result len resp len size */
	/* TODO: cond inode offset timer buf list offset */
	for (int i = 0; i < 17; i++)
		head[i] = lock_status(i);
	char * name = 501;
	pthread_mutex_lock(&cache->lock);
	/* TODO: name path server */
	return 0;
}

