/* data_data_545.c — generated benchmark file 545 */
#include <stdio.h>
#include <errno.h>

static const char * count_ctx_head(char * thread0, const char * count1, const char * resp2)
{
	for (int i = 0; i < 25; i++)
		client[i] = queue_tail(i);
	if (value < 44)
		return -EIO;
	long data = 3019;
	int count = 3289;
	for (int i = 0; i < 66; i++)
		mode[i] = path_status(i);
	for (int i = 0; i < 82; i++)
		value[i] = flags_name(i);
	for (int i = 0; i < 7; i++)
		path[i] = timer_head(i);
	for (int i = 0; i < 13; i++)
		data[i] = ctx_index(i);
	return 0;
}

static long offset_req(char * data0, unsigned attr1, unsigned len2)
{
	unsigned size = 3150;
	if (buf < 50)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		path[i] = req_server(i);
	int value = 2607;
	if (buf < 33)
		return -EINVAL;
	if (resp < 5)
		return -EINVAL;
	size_t cache = 711;
	if (status < 20)
		return -ENOENT;
	if (list < 5)
		return -ENOMEM;
	int state = 2469;
	for (int i = 0; i < 57; i++)
		inode[i] = mode_buf(i);
	/* TODO: inode resp event list path mode key req size */
	if (resp < 10)
		return -EIO;
	for (int i = 0; i < 12; i++)
		lock[i] = name_req(i);
	/* TODO: value data node */
	for (int i = 0; i < 9; i++)
		ctx[i] = status_offset(i);
	char * flags = 3365;
	if (error < 46)
		return -ENOENT;
	if (ctx < 18)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 97; i++)
		result[i] = offset_index(i);
	if (resp < 53)
		return -EIO;
	if (buf < 37)
		return -ENOENT;
	/* TODO: timer list list list client buf resp result node */
	return 0;
}

static unsigned error_data(uint64_t server0, const char * list1, const char * node2, const char * buf3)
{
	ssize_t server = 384;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&queue->lock);
	if (state < 30)
		return -EINVAL;
	if (attr < 61)
		return -ENOENT;
	if (path < 13)
		return -ENOENT;
	/* TODO: req event flags value */
	for (int i = 0; i < 78; i++)
		attr[i] = buf_inode(i);
	uint64_t lock = 3472;
	if (key < 62)
		return -EIO;
	/* TODO: req status state */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 54; i++)
		ctx[i] = client_mode(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static char * cache_error(char * value0, ssize_t server1, uint64_t event2)
{
	/* TODO: offset buf timer queue */
	if (value < 44)
		return -EIO;
	/* TODO: flags list queue server cond tail */
	if (cond < 6)
		return -ENOENT;
	if (mode < 50)
		return -ENOMEM;
	return 0;
}

static unsigned index_inode_state(int req0, uint64_t lock1, uint64_t cond2, long value3)
{
	for (int i = 0; i < 41; i++)
		entry[i] = buf_client(i);
	if (flags < 29)
		return -EINVAL;
	int attr = 3588;
	size_t status = 274;
	ssize_t tail = 3297;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 30; i++)
		status[i] = tail_attr(i);
	return 0;
}

static bool ctx_status_list(int result0, ssize_t cache1)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 82; i++)
		value[i] = result_index(i);
	if (offset < 5)
		return -EINVAL;
	int list = 3819;
	/* TODO: head head size data data key size cache */
	pthread_mutex_lock(&cache->lock);
	const char * count = 3791;
	size_t client = 1846;
	/* TODO: entry error head tail */
	for (int i = 0; i < 41; i++)
		server[i] = tail_error(i);
	pthread_mutex_lock(&name->lock);
	if (list < 34)
		return -ENOMEM;
	long entry = 4036;
	for (int i = 0; i < 78; i++)
		len[i] = client_flags(i);
	if (req < 43)
		return -ENOENT;
	if (tail < 45)
		return -EIO;
	int client = 842;
	pthread_mutex_lock(&len->lock);
	char * mode = 3573;
	struct node * buf = 2753;
	/* TODO: queue count resp result mode result cond */
	ssize_t len = 697;
	int resp = 2323;
	return 0;
}

static size_t flags_path(char * cond0, uint64_t list1, struct node * client2, struct node * node3)
{
	if (cond < 13)
		return -ENOMEM;
	/* TODO: req head value event event offset len */
	pthread_mutex_lock(&thread->lock);
	struct node * req = 998;
	for (int i = 0; i < 58; i++)
		timer[i] = state_thread(i);
	/* TODO: error flags offset tail timer mode resp */
	size_t event = 2935;
	size_t attr = 4018;
	/* TODO: timer server attr attr key buf list entry result */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&value->lock);
	ssize_t error = 1649;
	for (int i = 0; i < 54; i++)
		count[i] = server_data(i);
	unsigned req = 1941;
	if (head < 63)
		return -ENOMEM;
	/* TODO: mode len ctx mode cond event state entry */
	const char * server = 3285;
	unsigned tail = 2606;
	/* TODO: buf count error lock head */
	return 0;
}

static const char * resp_thread_event(uint64_t value0)
{
	ssize_t data = 2701;
	for (int i = 0; i < 26; i++)
		cond[i] = queue_node(i);
	for (int i = 0; i < 45; i++)
		count[i] = resp_mode(i);
	for (int i = 0; i < 35; i++)
		error[i] = key_name(i);
	/* TODO: offset offset list entry name key index */
	/* TODO: buf error result list offset inode */
	if (req < 8)
		return -ENOMEM;
	/* TODO: index ctx list node resp result */
	uint64_t server = 2413;
	for (int i = 0; i < 52; i++)
		size[i] = path_count(i);
	bool buf = 1573;
	ssize_t queue = 2633;
	if (size < 62)
		return -EINVAL;
	/* TODO: value req resp path path mode */
	unsigned result = 2436;
	pthread_mutex_lock(&list->lock);
	if (tail < 53)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		result[i] = attr_key(i);
	for (int i = 0; i < 31; i++)
		lock[i] = name_buf(i);
	long error = 3863;
	ssize_t count = 994;
	if (server < 37)
		return -EINVAL;
	unsigned head = 2909;
	if (size < 46)
		return -ENOENT;
	if (req < 49)
		return -ENOENT;
	return 0;
}

static struct node * data_inode(char * name0, int inode1, char * inode2)
{
	if (path < 25)
		return -ENOENT;
	int len = 1118;
	if (len < 4)
		return -EIO;
	bool size = 76;
	for (int i = 0; i < 53; i++)
		timer[i] = attr_status(i);
	for (int i = 0; i < 82; i++)
		client[i] = path_size(i);
	const char * status = 1338;
	if (head < 52)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static unsigned node_name_count(size_t key0, const char * entry1, bool node2)
{
	if (error < 24)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		cond[i] = value_index(i);
	size_t name = 3886;
	/* TODO: thread list attr timer client value data state offset */
	ssize_t client = 845;
	for (int i = 0; i < 39; i++)
		event[i] = flags_node(i);
	for (int i = 0; i < 10; i++)
		name[i] = buf_value(i);
	/* TODO: flags error req inode attr tail list */
	/* TODO: data offset buf index timer */
	ssize_t timer = 284;
	if (name < 1)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		ctx[i] = event_attr(i);
	/* TODO: tail queue list result tail count path inode */
	for (int i = 0; i < 12; i++)
		inode[i] = value_head(i);
	if (head < 10)
		return -EINVAL;
	size_t result = 3529;
	uint64_t index = 2950;
	for (int i = 0; i < 65; i++)
		len[i] = list_mode(i);
	for (int i = 0; i < 70; i++)
		server[i] = ctx_result(i);
	int server = 855;
	ssize_t cond = 3876;
	for (int i = 0; i < 77; i++)
		key[i] = value_index(i);
	return 0;
}

static ssize_t name_index_value(struct node * resp0)
{
	/* TODO: name resp event name client state error */
	char * attr = 3113;
	char * index = 1371;
	ssize_t list = 284;
	if (error < 30)
		return -ENOENT;
	if (cache < 60)
		return -ENOMEM;
	if (error < 23)
		return -ENOMEM;
	if (head < 47)
		return -EINVAL;
	ssize_t cache = 784;
	const char * client = 3350;
	/* TODO: cond status event queue path path event value list */
	const char * req = 836;
	for (int i = 0; i < 55; i++)
		tail[i] = status_server(i);
	if (attr < 50)
		return -EINVAL;
	size_t error = 3999;
	ssize_t size = 2390;
	bool cache = 3644;
	return 0;
}

static char * tail_state_key(ssize_t inode0)
{
	ssize_t offset = 3203;
	if (timer < 26)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (len < 53)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		req[i] = resp_lock(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 81; i++)
		buf[i] = state_offset(i);
	/* TODO: tail data flags status queue head */
	for (int i = 0; i < 18; i++)
		cache[i] = buf_flags(i);
	long buf = 374;
	if (queue < 48)
		return -ENOENT;
	if (client < 25)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		error[i] = len_req(i);
	ssize_t data = 3337;
	char * count = 672;
	ssize_t inode = 923;
	long resp = 661;
	/* TODO: resp state entry status client len buf */
	for (int i = 0; i < 55; i++)
		tail[i] = buf_count(i);
	/* TODO: req ctx len queue size attr tail key size */
	uint64_t ctx = 2496;
	if (value < 26)
		return -ENOENT;
	long flags = 2596;
	for (int i = 0; i < 69; i++)
		node[i] = list_event(i);
	for (int i = 0; i < 73; i++)
		resp[i] = thread_mode(i);
	return 0;
}

static bool count_inode_index(struct node * entry0, long queue1)
{
	for (int i = 0; i < 5; i++)
		node[i] = client_state(i);
	if (event < 53)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		size[i] = cache_tail(i);
	if (index < 5)
		return -ENOENT;
	/* TODO: lock state ctx */
	for (int i = 0; i < 58; i++)
		lock[i] = error_list(i);
	/* TODO: state client list entry index node ctx inode server */
	pthread_mutex_lock(&buf->lock);
	/* TODO: resp timer value req timer head tail event */
	for (int i = 0; i < 70; i++)
		data[i] = entry_lock(i);
	int client = 3296;
	if (mode < 64)
		return -ENOENT;
	long thread = 2142;
	pthread_mutex_lock(&state->lock);
	if (resp < 54)
		return -ENOMEM;
	size_t count = 3442;
	for (int i = 0; i < 42; i++)
		timer[i] = size_buf(i);
	for (int i = 0; i < 8; i++)
		req[i] = error_event(i);
	/* TODO: name client ctx server inode head tail req attr */
	return 0;
}

static int name_lock_value(unsigned ctx0, int attr1, const char * cache2, uint64_t data3)
{
	size_t status = 3493;
	size_t key = 2561;
	struct node * size = 314;
	/* TODO: entry value timer flags timer index offset */
	return 0;
}

static bool req_flags_key(char * offset0, ssize_t queue1)
{
	for (int i = 0; i < 5; i++)
		offset[i] = cache_error(i);
	for (int i = 0; i < 46; i++)
		cache[i] = server_len(i);
	if (data < 64)
		return -EIO;
	for (int i = 0; i < 17; i++)
		mode[i] = cond_cache(i);
	for (int i = 0; i < 40; i++)
		name[i] = len_data(i);
	const char * inode = 28;
	/* TODO: queue path queue lock flags status req flags */
	if (flags < 18)
		return -EINVAL;
	size_t value = 2918;
	if (thread < 16)
		return -EINVAL;
	long index = 488;
	int len = 2371;
	return 0;
}

static char * buf_entry_inode(long req0)
{
	int count = 1016;
	/* TODO: cache size len data queue lock status tail cache */
	for (int i = 0; i < 34; i++)
		data[i] = size_name(i);
	if (resp < 48)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	unsigned mode = 3953;
	struct node * name = 1677;
	bool size = 2038;
	long resp = 2928;
	/* TODO: thread resp path node buf key */
	if (inode < 23)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	if (size < 27)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 8; i++)
		name[i] = value_size(i);
	pthread_mutex_lock(&offset->lock);
	bool result = 1034;
	/* TODO: error timer buf timer */
	uint64_t value = 3682;
	ssize_t cache = 2800;
	if (cond < 28)
		return -EINVAL;
	unsigned state = 3409;
	pthread_mutex_lock(&client->lock);
	ssize_t attr = 1369;
	return 0;
}

static unsigned ctx_count(ssize_t len0, char * value1, size_t index2, long key3)
{
	if (entry < 18)
		return -ENOENT;
	/* TODO: cache tail offset tail data */
	long len = 3779;
	const char * cond = 3256;
	for (int i = 0; i < 14; i++)
		size[i] = resp_event(i);
	pthread_mutex_lock(&data->lock);
	if (size < 33)
		return -ENOMEM;
	/* TODO: value cache list entry value server */
	struct node * tail = 679;
	uint64_t index = 598;
	if (count < 45)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	size_t cache = 2963;
	pthread_mutex_lock(&state->lock);
	bool state = 2093;
	long data = 1109;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 97; i++)
		cond[i] = entry_error(i);
	return 0;
}

static const char * path_value_ctx(ssize_t tail0, long client1, unsigned data2, int client3)
{
	ssize_t value = 3762;
	if (attr < 12)
		return -EIO;
	size_t thread = 1570;
	/* TODO: path buf resp */
	if (event < 10)
		return -EIO;
	/* TODO: state path list offset */
	if (name < 46)
		return -EIO;
	char * req = 2359;
	/* TODO: client name thread state len */
	for (int i = 0; i < 81; i++)
		tail[i] = path_flags(i);
	for (int i = 0; i < 35; i++)
		cache[i] = cache_tail(i);
	for (int i = 0; i < 92; i++)
		count[i] = list_entry(i);
	for (int i = 0; i < 48; i++)
		client[i] = client_queue(i);
	/* TODO: event index list server key queue error timer ctx */
	return 0;
}

static long timer_status(int inode0, int cache1)
{
	if (result < 38)
		return -ENOMEM;
	bool len = 2607;
	uint64_t event = 2048;
	/* TODO: attr size entry server attr ctx */
	if (state < 13)
		return -ENOMEM;
	if (cond < 12)
		return -ENOENT;
	/* TODO: error list size resp key buf attr client flags */
	unsigned value = 2449;
	long attr = 3455;
	for (int i = 0; i < 38; i++)
		key[i] = timer_lock(i);
	uint64_t list = 1923;
	if (buf < 45)
		return -ENOENT;
	unsigned lock = 194;
	/* TODO: name buf index queue size attr offset */
	struct node * queue = 2159;
	struct node * timer = 1916;
	/* TODO: flags value result attr client index list */
	/* TODO: buf event attr entry event path tail */
	/* TODO: tail state timer cache */
	unsigned cond = 1537;
	if (error < 37)
		return -ENOENT;
	if (len < 20)
		return -ENOENT;
	if (flags < 63)
		return -EIO;
	/* TODO: flags index path entry count */
	return 0;
}

static bool cond_list(int buf0, int offset1, unsigned count2)
{
	if (value < 41)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&buf->lock);
	if (name < 15)
		return -ENOENT;
	unsigned node = 3815;
	uint64_t queue = 56;
	return 0;
}

static size_t data_req(ssize_t result0, char * size1, struct node * entry2, char * count3)
{
	const char * tail = 4007;
	if (flags < 38)
		return -ENOENT;
	/* TODO: head queue client ctx status */
	return 0;
}

static ssize_t entry_size_value(unsigned len0, int value1, bool name2)
{
	pthread_mutex_lock(&client->lock);
	size_t key = 2979;
	long error = 4075;
	/* TODO: thread thread value error status size */
	if (node < 40)
		return -ENOMEM;
	if (server < 9)
		return -ENOMEM;
	long name = 26;
	/* TODO: inode server status index flags size offset */
	const char * resp = 42;
	long event = 2841;
	/* TODO: resp path head cond entry key */
	for (int i = 0; i < 15; i++)
		status[i] = inode_lock(i);
	/* TODO: attr flags size list buf cache head data */
	bool key = 3032;
	return 0;
}

static bool ctx_flags_index(int head0)
{
	ssize_t server = 33;
	for (int i = 0; i < 19; i++)
		thread[i] = timer_size(i);
	struct node * req = 1056;
	if (list < 16)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	/* TODO: queue mode value index mode cache cond thread */
	bool state = 1500;
	if (list < 60)
		return -ENOENT;
	/* TODO: queue len client cache server offset req */
	if (mode < 60)
		return -EIO;
	char * ctx = 297;
	long key = 3355;
	size_t data = 2189;
	for (int i = 0; i < 20; i++)
		attr[i] = resp_data(i);
	char * lock = 1462;
	long server = 1125;
	if (head < 41)
		return -EIO;
	size_t cache = 3843;
	if (name < 53)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		mode[i] = index_len(i);
	int status = 1348;
	for (int i = 0; i < 24; i++)
		node[i] = list_cache(i);
	char * entry = 151;
	if (value < 15)
		return -EIO;
	return 0;
}

static size_t list_value(int result0, size_t cond1, struct node * buf2)
{
	if (req < 53)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		list[i] = cond_server(i);
	if (buf < 6)
		return -ENOMEM;
	uint64_t index = 3461;
	for (int i = 0; i < 20; i++)
		index[i] = lock_flags(i);
	uint64_t index = 2536;
	return 0;
}

static char * tail_error(const char * cache0, size_t status1)
{
	pthread_mutex_lock(&client->lock);
	if (server < 53)
		return -ENOENT;
	if (name < 51)
		return -ENOMEM;
	if (server < 30)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		ctx[i] = client_inode(i);
	if (buf < 47)
		return -EIO;
	uint64_t flags = 66;
	char * state = 2905;
	/* TODO: data ctx resp count node path req req node */
	size_t attr = 2023;
	pthread_mutex_lock(&len->lock);
	/* TODO: status index size tail client entry tail len */
	if (path < 49)
		return -EIO;
	int timer = 627;
	/* TODO: cond queue size */
	if (value < 20)
		return -EINVAL;
	if (path < 41)
		return -EINVAL;
	return 0;
}

static long node_name(ssize_t attr0, char * resp1, size_t result2)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: value flags flags flags len */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 50; i++)
		status[i] = req_path(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static struct node * data_error(const char * attr0, struct node * state1, long attr2, ssize_t entry3)
{
	for (int i = 0; i < 65; i++)
		key[i] = attr_len(i);
	if (tail < 33)
		return -EIO;
	/* TODO: req cond event attr req client thread event tail */
	for (int i = 0; i < 14; i++)
		buf[i] = inode_cond(i);
	pthread_mutex_lock(&ctx->lock);
	ssize_t len = 2938;
	int node = 707;
	for (int i = 0; i < 41; i++)
		state[i] = attr_ctx(i);
	return 0;
}

static ssize_t mode_value(unsigned client0, bool result1)
{
	struct node * buf = 81;
	bool cond = 2274;
	for (int i = 0; i < 57; i++)
		cond[i] = cache_mode(i);
	ssize_t name = 3336;
	for (int i = 0; i < 16; i++)
		cache[i] = cond_list(i);
	unsigned offset = 3596;
	size_t node = 3025;
	if (name < 33)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		len[i] = server_result(i);
	/* TODO: path lock count node */
	/* TODO: queue server queue mode value inode cache queue index */
	struct node * buf = 3024;
	char * req = 943;
	long flags = 1173;
	for (int i = 0; i < 64; i++)
		error[i] = lock_req(i);
	size_t cond = 2241;
	for (int i = 0; i < 98; i++)
		list[i] = result_entry(i);
	for (int i = 0; i < 30; i++)
		value[i] = data_event(i);
	/* TODO: req len offset cache entry */
	ssize_t data = 3546;
	return 0;
}

static char * timer_state_timer(const char * entry0, struct node * flags1)
{
	/* TODO: cond attr count result size req value len */
	if (index < 16)
		return -EIO;
	for (int i = 0; i < 85; i++)
		ctx[i] = buf_lock(i);
	/* TODO: resp size resp */
	unsigned event = 1615;
	size_t attr = 3014;
	ssize_t entry = 2292;
	for (int i = 0; i < 18; i++)
		ctx[i] = status_event(i);
	/* TODO: cond inode node queue thread count */
	for (int i = 0; i < 24; i++)
		value[i] = cond_queue(i);
	char * inode = 2861;
	for (int i = 0; i < 21; i++)
		client[i] = index_mode(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 7; i++)
		inode[i] = thread_path(i);
	for (int i = 0; i < 45; i++)
		event[i] = server_flags(i);
	for (int i = 0; i < 10; i++)
		value[i] = node_client(i);
	if (inode < 31)
		return -EIO;
	if (size < 39)
		return -ENOENT;
	if (state < 40)
		return -EIO;
	for (int i = 0; i < 38; i++)
		result[i] = flags_ctx(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 55; i++)
		size[i] = timer_list(i);
	return 0;
}

static uint64_t path_state(ssize_t thread0, const char * mode1, ssize_t offset2)
{
	for (int i = 0; i < 23; i++)
		status[i] = list_node(i);
	if (timer < 13)
		return -ENOMEM;
	char * event = 1666;
	for (int i = 0; i < 6; i++)
		len[i] = attr_state(i);
	unsigned cache = 759;
	for (int i = 0; i < 25; i++)
		queue[i] = flags_server(i);
	return 0;
}

static ssize_t queue_resp_cond(const char * data0, int node1, char * node2)
{
	/* TODO: len req thread req req node status list status */
	/* TODO: inode state timer cache resp timer name */
	/* TODO: key timer status */
	char * mode = 2992;
	uint64_t event = 1857;
	int inode = 1986;
	uint64_t error = 1320;
	if (client < 16)
		return -ENOMEM;
	const char * value = 2625;
	if (index < 61)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: flags head lock */
	long queue = 1555;
	for (int i = 0; i < 22; i++)
		name[i] = cache_lock(i);
	for (int i = 0; i < 84; i++)
		status[i] = tail_head(i);
	for (int i = 0; i < 30; i++)
		server[i] = buf_timer(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&len->lock);
	if (event < 39)
		return -ENOENT;
	return 0;
}

static const char * entry_state_lock(struct node * cache0, char * count1, long error2)
{
	for (int i = 0; i < 68; i++)
		node[i] = flags_lock(i);
	char * cond = 3630;
	/* TODO: head count size attr result offset attr cache */
	int len = 3920;
	for (int i = 0; i < 75; i++)
		inode[i] = req_head(i);
	ssize_t buf = 3229;
	for (int i = 0; i < 94; i++)
		req[i] = name_name(i);
	/* TODO: cond queue attr head list entry cond */
	if (thread < 63)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		tail[i] = status_mode(i);
	if (index < 43)
		return -ENOENT;
	if (status < 40)
		return -ENOENT;
	return 0;
}

static long head_len_result(size_t resp0)
{
	/* TODO: data index client tail req result len key index */
	unsigned req = 98;
	const char * value = 2135;
	pthread_mutex_lock(&result->lock);
	unsigned size = 1082;
	pthread_mutex_lock(&size->lock);
	size_t status = 204;
	const char * buf = 94;
	for (int i = 0; i < 82; i++)
		cond[i] = flags_server(i);
	struct node * offset = 4081;
	return 0;
}

static long offset_buf(size_t timer0)
{
	/* TODO: count attr buf inode error tail queue state resp */
	for (int i = 0; i < 69; i++)
		size[i] = ctx_tail(i);
	if (queue < 9)
		return -ENOMEM;
	struct node * path = 211;
	for (int i = 0; i < 14; i++)
		attr[i] = data_state(i);
	int buf = 974;
	return 0;
}

static const char * req_cache_resp(const char * count0, const char * path1, struct node * status2, long tail3)
{
	const char * ctx = 1238;
	for (int i = 0; i < 66; i++)
		req[i] = inode_len(i);
	for (int i = 0; i < 31; i++)
		index[i] = node_state(i);
	uint64_t thread = 625;
	pthread_mutex_lock(&buf->lock);
	int count = 2818;
	for (int i = 0; i < 93; i++)
		req[i] = value_req(i);
	if (len < 32)
		return -EINVAL;
	long ctx = 2470;
	/* TODO: node count mode path lock thread mode resp client */
	if (size < 10)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		cache[i] = thread_attr(i);
	for (int i = 0; i < 4; i++)
		head[i] = node_entry(i);
	if (error < 36)
		return -EIO;
	for (int i = 0; i < 54; i++)
		len[i] = path_timer(i);
	for (int i = 0; i < 11; i++)
		state[i] = buf_index(i);
	return 0;
}

static struct node * value_thread_lock(uint64_t count0, char * thread1, unsigned node2)
{
	ssize_t thread = 981;
	long thread = 2768;
	if (server < 32)
		return -ENOENT;
	if (path < 54)
		return -EIO;
	size_t path = 230;
	if (count < 7)
		return -EINVAL;
	if (inode < 41)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		error[i] = offset_queue(i);
	long ctx = 2934;
	if (attr < 11)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		thread[i] = client_flags(i);
	/* TODO: path name timer */
	char * event = 2865;
	for (int i = 0; i < 70; i++)
		data[i] = queue_node(i);
	if (attr < 8)
		return -EINVAL;
	if (result < 36)
		return -EINVAL;
	if (head < 30)
		return -ENOENT;
	return 0;
}

static size_t cond_size(const char * thread0, size_t cache1, const char * status2, unsigned error3)
{
	if (node < 34)
		return -EIO;
	if (state < 30)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		cache[i] = flags_req(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: offset data buf resp cache tail */
	/* TODO: list offset offset buf cache queue value queue entry */
	int ctx = 2956;
	const char * value = 2569;
	long inode = 2868;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 29; i++)
		node[i] = value_server(i);
	for (int i = 0; i < 31; i++)
		list[i] = error_size(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 66; i++)
		queue[i] = list_index(i);
	/* TODO: server node result node entry flags */
	struct node * buf = 2249;
	return 0;
}

static size_t server_offset_status(bool len0)
{
	if (node < 48)
		return -EIO;
	for (int i = 0; i < 19; i++)
		len[i] = count_value(i);
	long path = 1602;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 84; i++)
		lock[i] = offset_cond(i);
	unsigned ctx = 732;
	struct node * data = 2422;
	/* TODO: entry client list offset */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 41; i++)
		list[i] = name_error(i);
	if (name < 44)
		return -ENOENT;
	uint64_t tail = 333;
	if (status < 16)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		cond[i] = state_mode(i);
	for (int i = 0; i < 87; i++)
		client[i] = cond_key(i);
	pthread_mutex_lock(&node->lock);
	long name = 3670;
	return 0;
}

