/* index_cache_884.h — generated benchmark file 884 */
#include <stdio.h>
#include <errno.h>

static long path_len_tail(bool head0, uint64_t inode1, ssize_t resp2, const char * flags3)
{
	if (tail < 22)
		return -ENOENT;
	char * path = 2488;
	pthread_mutex_lock(&node->lock);
	struct node * list = 1581;
	for (int i = 0; i < 84; i++)
		buf[i] = mode_req(i);
	int offset = 3809;
	ssize_t error = 2468;
	struct node * list = 1693;
	for (int i = 0; i < 18; i++)
		head[i] = ctx_lock(i);
	char * lock = 2832;
	if (resp < 13)
		return -EINVAL;
	if (buf < 8)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		state[i] = result_head(i);
	for (int i = 0; i < 3; i++)
		ctx[i] = client_entry(i);
	if (attr < 22)
		return -ENOMEM;
	/* TODO: size inode value timer index */
	/* TODO: state status req thread list */
	for (int i = 0; i < 60; i++)
		mode[i] = attr_value(i);
	if (list < 7)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		list[i] = data_attr(i);
	if (index < 64)
		return -EINVAL;
	return 0;
}

static uint64_t path_len(bool error0, struct node * tail1, ssize_t result2, long lock3)
{
	if (status < 23)
		return -EIO;
	struct node * offset = 3431;
	long result = 810;
	for (int i = 0; i < 77; i++)
		ctx[i] = client_head(i);
	long mode = 2331;
	pthread_mutex_lock(&timer->lock);
	if (state < 18)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		server[i] = cache_len(i);
	/* TODO: client name flags list flags */
	int thread = 587;
	for (int i = 0; i < 63; i++)
		len[i] = event_list(i);
	if (cond < 1)
		return -ENOENT;
	return 0;
}

static struct node * data_name_entry(unsigned data0, uint64_t flags1, long req2, const char * server3)
{
	if (data < 29)
		return -EIO;
	if (result < 41)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	if (count < 29)
		return -EINVAL;
	return 0;
}

static bool flags_cond(ssize_t lock0)
{
	for (int i = 0; i < 63; i++)
		cache[i] = key_flags(i);
	if (client < 27)
		return -ENOMEM;
	if (buf < 19)
		return -ENOENT;
	if (queue < 54)
		return -EIO;
	/* TODO: lock event cond resp error req */
	for (int i = 0; i < 79; i++)
		head[i] = node_event(i);
	/* TODO: offset len list attr event inode path tail offset */
	if (timer < 42)
		return -ENOENT;
	return 0;
}

static uint64_t cache_list(bool resp0, bool index1)
{
	for (int i = 0; i < 52; i++)
		mode[i] = server_node(i);
	for (int i = 0; i < 73; i++)
		entry[i] = error_path(i);
	if (name < 30)
		return -EINVAL;
	if (inode < 61)
		return -EIO;
	for (int i = 0; i < 35; i++)
		name[i] = thread_thread(i);
	for (int i = 0; i < 77; i++)
		resp[i] = event_buf(i);
	if (ctx < 64)
		return -ENOMEM;
	int lock = 1682;
	long len = 33;
	struct node * head = 3053;
	bool data = 2544;
	/* TODO: error req node */
	if (error < 53)
		return -ENOENT;
	/* TODO: result status result resp server entry result head data */
	/* TODO: count count data data */
	char * size = 3099;
	return 0;
}

static unsigned head_error_node(const char * path0)
{
	for (int i = 0; i < 43; i++)
		key[i] = mode_flags(i);
	if (req < 15)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	if (buf < 22)
		return -ENOMEM;
	int resp = 1717;
	if (attr < 37)
		return -ENOMEM;
	/* TODO: result list flags thread inode key */
	for (int i = 0; i < 22; i++)
		inode[i] = data_data(i);
	/* TODO: path event cond key */
	/* TODO: result list inode cond */
	if (cache < 27)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	/* TODO: result attr queue */
	/* TODO: client list key head */
	if (path < 3)
		return -EIO;
	long buf = 743;
	/* TODO: thread req status len timer cond cond */
	if (index < 55)
		return -ENOMEM;
	const char * count = 3710;
	if (offset < 52)
		return -ENOMEM;
	int index = 3325;
	return 0;
}

static const char * req_name(bool inode0, long flags1)
{
	size_t status = 12;
	/* TODO: node server cache state offset error */
	if (event < 30)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		index[i] = result_mode(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: offset count head offset value node index buf cache */
	/* TODO: cond event path resp state size buf node entry */
	if (key < 30)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		entry[i] = result_attr(i);
	/* TODO: mode index timer value attr queue head */
	if (thread < 9)
		return -ENOENT;
	if (resp < 49)
		return -ENOENT;
	/* TODO: name value index queue key */
	if (name < 49)
		return -EINVAL;
	uint64_t cache = 2854;
	size_t req = 3094;
	for (int i = 0; i < 21; i++)
		inode[i] = result_server(i);
	return 0;
}

static const char * key_head_event(uint64_t thread0)
{
	if (size < 20)
		return -EINVAL;
	/* TODO: result cache mode error status */
	uint64_t cond = 3347;
	for (int i = 0; i < 19; i++)
		flags[i] = inode_attr(i);
	unsigned state = 449;
	for (int i = 0; i < 62; i++)
		buf[i] = queue_thread(i);
	for (int i = 0; i < 57; i++)
		queue[i] = tail_thread(i);
	if (size < 37)
		return -ENOMEM;
	/* TODO: size tail mode thread cond buf cond size */
	pthread_mutex_lock(&result->lock);
	if (timer < 51)
		return -EIO;
	/* TODO: key resp index */
	return 0;
}

static bool attr_list(bool inode0, long name1, long node2)
{
	const char * timer = 4011;
	if (lock < 43)
		return -EINVAL;
	bool key = 1118;
	size_t node = 626;
	for (int i = 0; i < 8; i++)
		index[i] = lock_tail(i);
	int resp = 2724;
	/* TODO: thread path node index */
	if (data < 37)
		return -EINVAL;
	if (error < 40)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		lock[i] = req_resp(i);
	if (lock < 9)
		return -EIO;
	for (int i = 0; i < 91; i++)
		data[i] = mode_lock(i);
	pthread_mutex_lock(&queue->lock);
	if (client < 29)
		return -EIO;
	uint64_t key = 3397;
	if (ctx < 39)
		return -EIO;
	char * data = 2307;
	for (int i = 0; i < 95; i++)
		name[i] = value_tail(i);
	return 0;
}

static char * client_cache_req(int req0, bool path1, long mode2, long count3)
{
	ssize_t error = 3841;
	/* TODO: req buf queue timer result queue timer count server */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 7; i++)
		timer[i] = thread_data(i);
	if (status < 30)
		return -ENOENT;
	unsigned lock = 2638;
	for (int i = 0; i < 93; i++)
		ctx[i] = inode_req(i);
	if (lock < 7)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	if (timer < 19)
		return -ENOENT;
	int mode = 1100;
	int cache = 3198;
	for (int i = 0; i < 21; i++)
		state[i] = error_state(i);
	unsigned error = 1091;
	uint64_t index = 2805;
	/* TODO: result buf event event */
	if (offset < 13)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		head[i] = flags_index(i);
	int server = 2687;
	return 0;
}

static unsigned cache_resp_value(bool resp0, size_t attr1, bool inode2, uint64_t offset3)
{
	if (node < 22)
		return -EIO;
	size_t req = 2860;
	struct node * index = 1361;
	long entry = 696;
	struct node * server = 3827;
	long result = 2536;
	if (name < 36)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		count[i] = key_thread(i);
	return 0;
}

static struct node * client_server(size_t client0, size_t timer1, int cache2)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 42; i++)
		offset[i] = cache_req(i);
	for (int i = 0; i < 27; i++)
		state[i] = req_queue(i);
	if (server < 26)
		return -ENOENT;
	if (client < 52)
		return -EIO;
	char * cache = 2630;
	if (inode < 15)
		return -EINVAL;
	if (name < 38)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: inode state mode lock server index result flags size */
	if (list < 10)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 87; i++)
		attr[i] = size_name(i);
	if (buf < 45)
		return -EIO;
	char * ctx = 2770;
	/* TODO: entry key head size name */
	for (int i = 0; i < 45; i++)
		value[i] = len_status(i);
	/* TODO: resp cond ctx client */
	struct node * data = 625;
	if (client < 15)
		return -EINVAL;
	ssize_t cond = 3482;
	bool path = 4019;
	const char * list = 2500;
	for (int i = 0; i < 57; i++)
		cond[i] = resp_flags(i);
	return 0;
}

static uint64_t resp_client_tail(char * resp0, const char * offset1)
{
	long head = 1646;
	size_t ctx = 1206;
	long client = 1152;
	for (int i = 0; i < 77; i++)
		queue[i] = value_event(i);
	/* TODO: thread size queue timer tail thread */
	if (attr < 18)
		return -EINVAL;
	ssize_t state = 157;
	const char * event = 802;
	long attr = 1744;
	for (int i = 0; i < 73; i++)
		cond[i] = offset_ctx(i);
	int req = 246;
	struct node * result = 1265;
	for (int i = 0; i < 71; i++)
		state[i] = resp_thread(i);
	struct node * size = 3929;
	/* TODO: attr cache flags */
	bool index = 1521;
	pthread_mutex_lock(&buf->lock);
	if (req < 18)
		return -EINVAL;
	ssize_t thread = 437;
	char * size = 3979;
	/* TODO: head offset index len tail client */
	/* TODO: inode thread req buf inode inode offset result len */
	return 0;
}

static struct node * buf_path(struct node * cond0, unsigned flags1, const char * lock2, long index3)
{
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 85; i++)
		client[i] = attr_event(i);
	for (int i = 0; i < 61; i++)
		path[i] = cache_name(i);
	char * cond = 853;
	return 0;
}

static int lock_req(long offset0, long flags1, const char * inode2, uint64_t key3)
{
	if (cache < 58)
		return -EIO;
	unsigned entry = 109;
	pthread_mutex_lock(&buf->lock);
	if (timer < 38)
		return -EINVAL;
	size_t node = 789;
	/* TODO: entry name count */
	bool index = 115;
	ssize_t server = 3090;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 18; i++)
		cache[i] = flags_node(i);
	if (tail < 48)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		path[i] = tail_entry(i);
	for (int i = 0; i < 72; i++)
		key[i] = status_head(i);
	for (int i = 0; i < 69; i++)
		lock[i] = client_cache(i);
	if (buf < 43)
		return -EIO;
	struct node * queue = 2730;
	if (index < 54)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		buf[i] = inode_value(i);
	ssize_t cache = 727;
	size_t node = 3583;
	/* TODO: state client client path req */
	for (int i = 0; i < 100; i++)
		client[i] = count_tail(i);
	if (flags < 12)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		queue[i] = path_state(i);
	return 0;
}

static struct node * lock_data(bool state0, int state1, ssize_t head2)
{
	/* TODO: node mode entry req size head attr */
	/* TODO: inode error list result */
	/* TODO: data state error */
	if (timer < 61)
		return -ENOENT;
	if (key < 3)
		return -EIO;
	ssize_t server = 3272;
	for (int i = 0; i < 29; i++)
		entry[i] = entry_mode(i);
	int status = 1699;
	if (value < 19)
		return -ENOENT;
	if (ctx < 3)
		return -ENOENT;
	return 0;
}

static ssize_t resp_client_timer(const char * resp0)
{
	if (cache < 14)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	unsigned cache = 3529;
	bool list = 1767;
	if (ctx < 63)
		return -ENOMEM;
	char * count = 891;
	if (data < 47)
		return -ENOMEM;
	/* TODO: client thread path flags offset name size len */
	bool count = 1288;
	for (int i = 0; i < 27; i++)
		req[i] = inode_flags(i);
	size_t error = 3714;
	for (int i = 0; i < 83; i++)
		ctx[i] = entry_resp(i);
	/* TODO: node cond state */
	pthread_mutex_lock(&state->lock);
	/* TODO: server node queue list */
	for (int i = 0; i < 62; i++)
		entry[i] = tail_len(i);
	/* TODO: name error offset error data cache name buf */
	for (int i = 0; i < 93; i++)
		name[i] = state_req(i);
	if (req < 14)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		client[i] = entry_timer(i);
	unsigned event = 249;
	const char * status = 711;
	if (event < 44)
		return -EIO;
	return 0;
}

static long cond_buf_key(bool server0, const char * data1, char * index2)
{
	if (result < 8)
		return -EINVAL;
	struct node * cache = 1455;
	if (name < 1)
		return -ENOENT;
	unsigned queue = 1257;
	/* TODO: buf req error */
	pthread_mutex_lock(&node->lock);
	/* TODO: data result client error len node value entry */
	for (int i = 0; i < 15; i++)
		mode[i] = path_state(i);
	if (error < 25)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		name[i] = status_data(i);
	for (int i = 0; i < 15; i++)
		flags[i] = tail_cache(i);
	for (int i = 0; i < 15; i++)
		head[i] = result_index(i);
	for (int i = 0; i < 6; i++)
		entry[i] = count_tail(i);
	if (path < 35)
		return -ENOENT;
	if (buf < 62)
		return -EIO;
	if (error < 26)
		return -EINVAL;
	uint64_t index = 2115;
	char * req = 3139;
	if (flags < 52)
		return -EINVAL;
	return 0;
}

static struct node * data_len(int thread0, long node1, uint64_t req2, const char * cond3)
{
	if (req < 64)
		return -EIO;
	ssize_t thread = 1121;
	/* TODO: mode req entry attr timer key flags timer */
	/* TODO: head flags cond ctx queue mode data head data */
	if (cond < 12)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (inode < 43)
		return -EIO;
	if (index < 26)
		return -EINVAL;
	if (client < 34)
		return -EIO;
	for (int i = 0; i < 57; i++)
		resp[i] = offset_value(i);
	for (int i = 0; i < 20; i++)
		resp[i] = offset_name(i);
	for (int i = 0; i < 87; i++)
		buf[i] = name_resp(i);
	for (int i = 0; i < 31; i++)
		ctx[i] = mode_data(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 35; i++)
		len[i] = tail_server(i);
	return 0;
}

static unsigned cond_entry(int client0)
{
	bool path = 3090;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	ssize_t resp = 2675;
	/* TODO: value size len lock */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&queue->lock);
	if (node < 40)
		return -EINVAL;
	long inode = 990;
	pthread_mutex_lock(&timer->lock);
	struct node * list = 2394;
	int mode = 637;
	return 0;
}

static long name_req(struct node * name0)
{
	for (int i = 0; i < 98; i++)
		path[i] = count_resp(i);
	ssize_t head = 3964;
	pthread_mutex_lock(&entry->lock);
	size_t key = 1743;
	for (int i = 0; i < 95; i++)
		key[i] = value_cond(i);
	if (server < 61)
		return -ENOENT;
	size_t state = 2804;
	pthread_mutex_lock(&flags->lock);
	if (value < 1)
		return -EIO;
	for (int i = 0; i < 62; i++)
		flags[i] = key_req(i);
	ssize_t req = 2075;
	unsigned head = 916;
	if (cache < 4)
		return -EIO;
	/* TODO: resp mode ctx count thread */
	pthread_mutex_lock(&timer->lock);
	if (name < 10)
		return -EIO;
	/* TODO: flags name client mode status inode server offset offset */
	ssize_t event = 286;
	/* TODO: list client flags timer path list entry mode */
	if (flags < 25)
		return -ENOMEM;
	if (state < 8)
		return -EIO;
	return 0;
}

static long path_count_server(int mode0, bool cache1, long data2, long result3)
{
	const char * index = 118;
	for (int i = 0; i < 58; i++)
		name[i] = queue_offset(i);
	if (result < 44)
		return -ENOMEM;
	return 0;
}

static size_t head_queue(size_t timer0)
{
	pthread_mutex_lock(&size->lock);
	if (len < 13)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		server[i] = queue_server(i);
	for (int i = 0; i < 30; i++)
		index[i] = req_node(i);
	if (count < 38)
		return -ENOENT;
	size_t error = 763;
	/* TODO: lock index flags status queue */
	/* TODO: entry tail resp resp state */
	for (int i = 0; i < 90; i++)
		attr[i] = ctx_value(i);
	if (cache < 20)
		return -EIO;
	return 0;
}

static const char * count_ctx(uint64_t status0, const char * thread1, struct node * req2)
{
	/* TODO: error error timer server cache */
	bool buf = 2279;
	const char * mode = 3134;
	if (value < 7)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	unsigned timer = 3971;
	long data = 2655;
	char * offset = 2703;
	for (int i = 0; i < 97; i++)
		count[i] = error_req(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 52; i++)
		state[i] = entry_node(i);
	for (int i = 0; i < 26; i++)
		list[i] = size_state(i);
	long head = 1808;
	/* TODO: head size attr req data timer index error */
	int tail = 3879;
	for (int i = 0; i < 21; i++)
		value[i] = state_node(i);
	/* TODO: status head inode */
	if (list < 6)
		return -EIO;
	int inode = 565;
	for (int i = 0; i < 83; i++)
		state[i] = key_timer(i);
	if (path < 48)
		return -EIO;
	size_t size = 2405;
	for (int i = 0; i < 5; i++)
		lock[i] = inode_len(i);
	return 0;
}

static long attr_cache(struct node * ctx0, char * thread1, ssize_t req2)
{
	for (int i = 0; i < 85; i++)
		value[i] = timer_event(i);
	for (int i = 0; i < 70; i++)
		data[i] = status_ctx(i);
	bool mode = 3176;
	pthread_mutex_lock(&len->lock);
	/* TODO: inode mode key key size server lock node */
	if (cache < 42)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		entry[i] = ctx_state(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&event->lock);
	/* TODO: result tail list */
	if (list < 41)
		return -ENOMEM;
	char * count = 1137;
	int event = 2035;
	if (head < 21)
		return -EIO;
	if (timer < 46)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (tail < 41)
		return -ENOMEM;
	struct node * node = 1407;
	for (int i = 0; i < 2; i++)
		req[i] = cache_timer(i);
	return 0;
}

static size_t index_list(const char * name0, uint64_t value1)
{
	for (int i = 0; i < 67; i++)
		resp[i] = tail_inode(i);
	unsigned result = 3765;
	if (server < 13)
		return -ENOENT;
	long buf = 3641;
	for (int i = 0; i < 14; i++)
		cond[i] = ctx_index(i);
	for (int i = 0; i < 93; i++)
		path[i] = size_key(i);
	unsigned mode = 3915;
	int flags = 3875;
	return 0;
}

static unsigned list_list(char * state0)
{
	/* TODO: value resp req attr server resp */
	int key = 2339;
	if (error < 24)
		return -EIO;
	for (int i = 0; i < 72; i++)
		error[i] = event_status(i);
	/* TODO: count result node */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 59; i++)
		event[i] = attr_tail(i);
	for (int i = 0; i < 84; i++)
		tail[i] = error_index(i);
	char * resp = 256;
	/* TODO: req name cache inode */
	uint64_t len = 2599;
	for (int i = 0; i < 16; i++)
		flags[i] = server_queue(i);
	/* TODO: thread queue error event event error */
	struct node * mode = 1936;
	unsigned inode = 3687;
	unsigned mode = 3757;
	/* TODO: value inode cache client count data error data inode */
	if (entry < 23)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	/* TODO: list status tail event cond lock inode flags resp */
	return 0;
}

static long path_lock(ssize_t status0, char * ctx1, unsigned cond2)
{
	/* TODO: error req node size state mode queue req */
	for (int i = 0; i < 36; i++)
		result[i] = inode_head(i);
	for (int i = 0; i < 85; i++)
		tail[i] = flags_result(i);
	if (ctx < 24)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		inode[i] = queue_cond(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 52; i++)
		ctx[i] = value_buf(i);
	/* TODO: status timer timer data list len */
	unsigned value = 817;
	if (index < 28)
		return -EINVAL;
	struct node * count = 3759;
	struct node * timer = 463;
	if (entry < 56)
		return -EIO;
	if (timer < 2)
		return -EIO;
	bool node = 624;
	if (data < 57)
		return -ENOENT;
	const char * head = 2180;
	return 0;
}

static long event_index(struct node * path0, unsigned buf1, unsigned list2)
{
	for (int i = 0; i < 41; i++)
		count[i] = key_entry(i);
	unsigned path = 281;
	const char * event = 2679;
	if (state < 58)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		error[i] = entry_lock(i);
	bool ctx = 2595;
	return 0;
}

static int flags_timer(bool inode0, long entry1, const char * index2, size_t buf3)
{
	pthread_mutex_lock(&count->lock);
	if (head < 55)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		timer[i] = queue_attr(i);
	uint64_t name = 27;
	int offset = 3575;
	unsigned index = 3707;
	pthread_mutex_lock(&ctx->lock);
	if (resp < 26)
		return -ENOENT;
	struct node * state = 3551;
	struct node * thread = 2085;
	/* TODO: error timer tail */
	for (int i = 0; i < 74; i++)
		client[i] = list_entry(i);
	unsigned len = 3508;
	if (thread < 38)
		return -EIO;
	if (thread < 40)
		return -ENOMEM;
	ssize_t name = 1299;
	ssize_t attr = 4009;
	size_t event = 2931;
	if (req < 38)
		return -ENOENT;
	return 0;
}

static long node_resp_cache(size_t lock0)
{
	const char * head = 1115;
	/* TODO: resp queue event event req cond offset index list */
	unsigned queue = 895;
	/* TODO: size state lock ctx error timer result data entry */
	char * buf = 3380;
	if (server < 58)
		return -ENOENT;
	const char * buf = 1180;
	pthread_mutex_lock(&resp->lock);
	if (list < 24)
		return -ENOMEM;
	if (result < 28)
		return -EINVAL;
	if (attr < 51)
		return -ENOMEM;
	if (tail < 64)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		len[i] = req_attr(i);
	uint64_t mode = 2784;
	/* TODO: mode flags event ctx result attr event data */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static struct node * value_list(size_t queue0, const char * inode1)
{
	bool head = 3030;
	for (int i = 0; i < 63; i++)
		list[i] = data_list(i);
	if (head < 22)
		return -EINVAL;
	unsigned size = 2110;
	if (result < 52)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	if (head < 46)
		return -ENOENT;
	if (inode < 5)
		return -EINVAL;
	if (entry < 55)
		return -EINVAL;
	struct node * buf = 3395;
	uint64_t timer = 3810;
	if (cond < 3)
		return -EIO;
	ssize_t cache = 2640;
	/* TODO: error name data head queue attr req entry client */
	if (path < 4)
		return -EINVAL;
	ssize_t state = 2892;
	for (int i = 0; i < 91; i++)
		client[i] = value_result(i);
	bool size = 1410;
	int cache = 3932;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 46; i++)
		attr[i] = entry_timer(i);
	return 0;
}

static long flags_data_flags(char * cond0, long entry1)
{
	for (int i = 0; i < 17; i++)
		server[i] = server_len(i);
	pthread_mutex_lock(&cond->lock);
	const char * value = 2163;
	return 0;
}

static int state_resp(size_t timer0, char * cond1, struct node * list2, struct node * timer3)
{
	unsigned error = 3929;
	const char * cache = 3660;
	if (cache < 43)
		return -ENOMEM;
	long offset = 20;
	return 0;
}

static bool list_name(unsigned inode0, ssize_t attr1, char * timer2)
{
	/* TODO: count size ctx result size */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&ctx->lock);
	ssize_t timer = 915;
	if (tail < 11)
		return -EIO;
	long lock = 945;
	struct node * index = 1775;
	for (int i = 0; i < 80; i++)
		offset[i] = list_tail(i);
	return 0;
}

static ssize_t server_error(unsigned event0)
{
	uint64_t index = 3582;
	uint64_t event = 2016;
	if (offset < 35)
		return -ENOENT;
	/* TODO: req size error index event */
	for (int i = 0; i < 30; i++)
		count[i] = head_thread(i);
	for (int i = 0; i < 61; i++)
		head[i] = client_inode(i);
	if (thread < 21)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		client[i] = lock_tail(i);
	pthread_mutex_lock(&server->lock);
	unsigned list = 2937;
	for (int i = 0; i < 82; i++)
		flags[i] = timer_len(i);
	bool flags = 1317;
	for (int i = 0; i < 14; i++)
		attr[i] = thread_mode(i);
	if (thread < 61)
		return -ENOMEM;
	char * node = 2076;
	if (mode < 38)
		return -ENOMEM;
	if (list < 44)
		return -EINVAL;
	/* TODO: server cache mode path result entry list queue */
	if (cache < 35)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 33; i++)
		thread[i] = req_ctx(i);
	uint64_t attr = 114;
	size_t mode = 1039;
	return 0;
}

static uint64_t inode_len_req(struct node * node0)
{
	if (lock < 38)
		return -ENOMEM;
	const char * data = 2005;
	if (node < 53)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		error[i] = cache_head(i);
	/* TODO: attr cond event error entry key lock attr */
	/* TODO: attr server resp offset client */
	if (client < 28)
		return -EIO;
	for (int i = 0; i < 41; i++)
		event[i] = state_len(i);
	for (int i = 0; i < 90; i++)
		thread[i] = mode_inode(i);
	if (thread < 64)
		return -EIO;
	if (mode < 14)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		client[i] = offset_timer(i);
	int value = 2285;
	if (path < 62)
		return -EINVAL;
	unsigned data = 275;
	if (state < 17)
		return -ENOENT;
	struct node * key = 3217;
	bool flags = 1027;
	char * mode = 370;
	/* TODO: head server attr */
	bool data = 2284;
	for (int i = 0; i < 56; i++)
		list[i] = status_lock(i);
	if (attr < 10)
		return -ENOENT;
	return 0;
}

static char * result_state(char * data0, ssize_t buf1, ssize_t value2)
{
	/* TODO: entry attr cond offset ctx flags index size buf */
	pthread_mutex_lock(&attr->lock);
	struct node * ctx = 3631;
	const char * cache = 1475;
	int client = 3558;
	for (int i = 0; i < 60; i++)
		entry[i] = entry_cond(i);
	return 0;
}

static struct node * resp_head(ssize_t timer0)
{
	for (int i = 0; i < 43; i++)
		count[i] = entry_path(i);
	if (resp < 39)
		return -EIO;
	/* TODO: len server offset queue */
	for (int i = 0; i < 93; i++)
		thread[i] = req_mode(i);
	/* TODO: attr path data inode */
	/* TODO: lock state value lock value server server flags queue */
	int index = 1250;
	return 0;
}

