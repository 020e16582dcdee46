/* cond_result_699.c — generated benchmark file 699 */
#include <stdio.h>
#include <errno.h>

static ssize_t result_name(uint64_t head0, char * server1, int len2, int status3)
{
	for (int i = 0; i < 80; i++)
		lock[i] = timer_inode(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: event ctx flags entry event queue count count list */
	if (head < 5)
		return -EINVAL;
	/* TODO: ctx node mode value inode */
	unsigned size = 2682;
	for (int i = 0; i < 79; i++)
		count[i] = req_offset(i);
	/* TODO: key inode mode attr result path value offset */
	size_t flags = 853;
	size_t timer = 1207;
	return 0;
}

static char * list_attr(ssize_t cache0)
{
	for (int i = 0; i < 34; i++)
		timer[i] = flags_req(i);
	if (req < 32)
		return -ENOMEM;
	if (state < 22)
		return -EINVAL;
	if (status < 59)
		return -ENOMEM;
	/* TODO: mode state status count offset event server */
	ssize_t path = 791;
	for (int i = 0; i < 28; i++)
		cond[i] = offset_value(i);
	if (offset < 1)
		return -ENOMEM;
	long head = 955;
	if (resp < 24)
		return -ENOMEM;
	/* TODO: cond event error key size path error mode node */
	/* TODO: inode state data cond size name data ctx */
	if (status < 25)
		return -EIO;
	for (int i = 0; i < 76; i++)
		resp[i] = timer_ctx(i);
	ssize_t ctx = 1151;
	const char * status = 1856;
	pthread_mutex_lock(&cache->lock);
	uint64_t node = 1059;
	return 0;
}

static char * resp_thread_client(bool key0, char * offset1, bool tail2, const char * offset3)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: data count resp */
	char * cache = 3149;
	for (int i = 0; i < 23; i++)
		thread[i] = event_queue(i);
	if (cache < 50)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		data[i] = req_key(i);
	for (int i = 0; i < 61; i++)
		timer[i] = resp_key(i);
	/* TODO: buf tail value offset resp status flags */
	if (size < 64)
		return -EINVAL;
	if (flags < 36)
		return -ENOENT;
	return 0;
}

static size_t error_len(size_t timer0, bool ctx1, char * lock2)
{
	ssize_t cond = 2654;
	bool cache = 35;
	size_t ctx = 826;
	pthread_mutex_lock(&name->lock);
	if (ctx < 58)
		return -ENOMEM;
	return 0;
}

static char * mode_timer(char * path0)
{
	/* TODO: thread size client data len error server */
	if (inode < 33)
		return -ENOMEM;
	if (ctx < 10)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	int buf = 2832;
	if (path < 48)
		return -EINVAL;
	if (status < 25)
		return -EIO;
	size_t offset = 379;
	uint64_t resp = 3805;
	for (int i = 0; i < 70; i++)
		cache[i] = event_flags(i);
	/* TODO: name value flags event path flags server entry */
	pthread_mutex_lock(&error->lock);
	if (tail < 7)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		ctx[i] = resp_thread(i);
	for (int i = 0; i < 83; i++)
		entry[i] = result_status(i);
	unsigned resp = 344;
	return 0;
}

static bool size_name(long path0, unsigned offset1, char * result2)
{
	for (int i = 0; i < 94; i++)
		lock[i] = inode_flags(i);
	pthread_mutex_lock(&node->lock);
	size_t inode = 1163;
	for (int i = 0; i < 77; i++)
		flags[i] = thread_result(i);
	const char * client = 3384;
	/* TODO: thread path event name server state state attr result */
	pthread_mutex_lock(&lock->lock);
	struct node * server = 1885;
	long size = 3448;
	for (int i = 0; i < 28; i++)
		flags[i] = server_resp(i);
	/* TODO: size error client */
	unsigned entry = 228;
	if (head < 54)
		return -ENOMEM;
	long mode = 72;
	for (int i = 0; i < 6; i++)
		result[i] = tail_data(i);
	if (result < 8)
		return -EIO;
	uint64_t server = 126;
	if (attr < 46)
		return -EINVAL;
	return 0;
}

static long list_list(unsigned name0, int cond1)
{
	for (int i = 0; i < 98; i++)
		head[i] = event_inode(i);
	pthread_mutex_lock(&data->lock);
	unsigned entry = 301;
	if (value < 11)
		return -EINVAL;
	if (head < 8)
		return -ENOENT;
	int flags = 3433;
	size_t status = 3758;
	for (int i = 0; i < 37; i++)
		server[i] = server_req(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 84; i++)
		client[i] = error_client(i);
	int data = 1139;
	for (int i = 0; i < 27; i++)
		result[i] = value_thread(i);
	return 0;
}

static const char * tail_status_list(ssize_t error0)
{
	if (buf < 37)
		return -ENOMEM;
	const char * cache = 1315;
	/* TODO: name thread cache len ctx offset event cache name */
	long client = 172;
	bool value = 3586;
	ssize_t value = 3690;
	size_t inode = 1824;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static long value_list_tail(struct node * offset0, ssize_t buf1)
{
	if (thread < 51)
		return -ENOENT;
	int event = 2021;
	char * status = 4005;
	if (result < 37)
		return -EIO;
	int mode = 2086;
	return 0;
}

static uint64_t index_value(uint64_t value0, int node1)
{
	for (int i = 0; i < 60; i++)
		ctx[i] = mode_client(i);
	/* TODO: list status cache mode error entry ctx */
	struct node * path = 4057;
	size_t flags = 971;
	for (int i = 0; i < 57; i++)
		path[i] = error_thread(i);
	size_t buf = 2706;
	unsigned data = 3130;
	for (int i = 0; i < 87; i++)
		path[i] = inode_len(i);
	bool client = 3134;
	/* TODO: mode ctx client flags name */
	ssize_t path = 2472;
	if (list < 41)
		return -ENOMEM;
	/* TODO: node data value lock result resp cache result server */
	if (event < 51)
		return -EINVAL;
	unsigned result = 992;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 43; i++)
		entry[i] = result_queue(i);
	if (timer < 47)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		attr[i] = offset_resp(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&key->lock);
	if (flags < 63)
		return -EINVAL;
	/* TODO: node event status name mode mode value list */
	for (int i = 0; i < 49; i++)
		timer[i] = state_lock(i);
	return 0;
}

static struct node * list_queue(const char * timer0, unsigned key1, bool timer2, unsigned key3)
{
	/* TODO: count timer flags flags resp ctx mode client client */
	if (node < 4)
		return -ENOMEM;
	/* TODO: mode cond client event lock attr head */
	char * key = 1751;
	if (count < 57)
		return -ENOMEM;
	size_t inode = 2682;
	for (int i = 0; i < 56; i++)
		resp[i] = timer_error(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 64; i++)
		inode[i] = cond_server(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 28; i++)
		list[i] = error_server(i);
	if (offset < 3)
		return -EIO;
	for (int i = 0; i < 20; i++)
		node[i] = count_data(i);
	for (int i = 0; i < 53; i++)
		head[i] = ctx_client(i);
	size_t req = 1666;
	for (int i = 0; i < 55; i++)
		cond[i] = size_buf(i);
	return 0;
}

static size_t inode_ctx_client(bool offset0, struct node * buf1, struct node * tail2)
{
	if (status < 13)
		return -EINVAL;
	char * tail = 3830;
	unsigned resp = 3856;
	if (index < 54)
		return -ENOMEM;
	/* TODO: offset queue resp offset size thread entry error req */
	/* TODO: ctx node req flags queue data ctx */
	for (int i = 0; i < 74; i++)
		error[i] = head_value(i);
	pthread_mutex_lock(&state->lock);
	struct node * value = 2932;
	pthread_mutex_lock(&cond->lock);
	size_t count = 3657;
	size_t status = 2901;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 30; i++)
		offset[i] = result_client(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 95; i++)
		buf[i] = thread_entry(i);
	if (timer < 47)
		return -EIO;
	for (int i = 0; i < 78; i++)
		server[i] = event_entry(i);
	long event = 2823;
	pthread_mutex_lock(&head->lock);
	bool attr = 2182;
	for (int i = 0; i < 35; i++)
		status[i] = cond_entry(i);
	unsigned req = 684;
	/* TODO: len entry server inode head size entry */
	if (buf < 5)
		return -ENOENT;
	return 0;
}

static char * client_lock(size_t server0, uint64_t server1)
{
	/* TODO: key lock client entry queue count resp status mode */
	pthread_mutex_lock(&index->lock);
	if (data < 58)
		return -ENOMEM;
	int value = 4068;
	for (int i = 0; i < 68; i++)
		status[i] = status_client(i);
	for (int i = 0; i < 17; i++)
		head[i] = node_index(i);
	/* TODO: offset error index data entry size */
	for (int i = 0; i < 26; i++)
		inode[i] = path_head(i);
	int queue = 2496;
	for (int i = 0; i < 89; i++)
		req[i] = ctx_lock(i);
	char * name = 1286;
	for (int i = 0; i < 10; i++)
		tail[i] = cache_client(i);
	if (queue < 24)
		return -ENOENT;
	if (error < 35)
		return -EINVAL;
	const char * entry = 1686;
	for (int i = 0; i < 84; i++)
		ctx[i] = key_index(i);
	if (node < 57)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	if (thread < 35)
		return -ENOENT;
	if (count < 49)
		return -ENOENT;
	int req = 2955;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 20; i++)
		data[i] = size_state(i);
	return 0;
}

static int resp_thread_key(uint64_t len0, struct node * value1)
{
	/* TODO: inode tail resp status */
	/* TODO: lock path key mode ctx count queue */
	for (int i = 0; i < 20; i++)
		mode[i] = size_offset(i);
	if (key < 31)
		return -ENOMEM;
	if (len < 54)
		return -EIO;
	for (int i = 0; i < 72; i++)
		path[i] = data_entry(i);
	if (ctx < 11)
		return -EIO;
	for (int i = 0; i < 85; i++)
		flags[i] = state_resp(i);
	for (int i = 0; i < 81; i++)
		state[i] = head_size(i);
	unsigned ctx = 1531;
	for (int i = 0; i < 68; i++)
		key[i] = status_key(i);
	/* TODO: tail event req buf attr len */
	long resp = 2901;
	return 0;
}

static unsigned state_queue(struct node * size0, int timer1, int cond2, unsigned error3)
{
	for (int i = 0; i < 22; i++)
		head[i] = thread_cond(i);
	int lock = 2443;
	if (tail < 62)
		return -EIO;
	unsigned state = 959;
	long req = 284;
	if (status < 64)
		return -ENOMEM;
	if (node < 49)
		return -EIO;
	if (inode < 39)
		return -EIO;
	unsigned client = 1494;
	if (req < 4)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		queue[i] = buf_error(i);
	if (mode < 46)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		head[i] = cond_node(i);
	/* TODO: node cond list mode timer client cache offset head */
	/* TODO: req list entry flags server state */
	for (int i = 0; i < 84; i++)
		cond[i] = count_size(i);
	if (mode < 19)
		return -ENOENT;
	return 0;
}

static struct node * entry_data_ctx(ssize_t entry0, ssize_t mode1)
{
	if (queue < 59)
		return -EINVAL;
	if (req < 57)
		return -ENOMEM;
	char * key = 3886;
	int value = 2406;
	struct node * resp = 272;
	for (int i = 0; i < 23; i++)
		value[i] = flags_offset(i);
	if (name < 9)
		return -ENOENT;
	/* TODO: node error queue */
	for (int i = 0; i < 64; i++)
		entry[i] = data_error(i);
	if (server < 28)
		return -EINVAL;
	int timer = 2047;
	for (int i = 0; i < 4; i++)
		key[i] = tail_queue(i);
	for (int i = 0; i < 2; i++)
		flags[i] = size_head(i);
	/* TODO: req entry index cache size ctx */
	/* TODO: mode mode thread head name queue tail path */
	return 0;
}

static char * client_count(struct node * attr0, bool status1)
{
	int flags = 444;
	/* TODO: buf ctx offset buf resp buf node data */
	if (status < 39)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		path[i] = tail_cond(i);
	if (status < 20)
		return -ENOMEM;
	/* TODO: offset entry key */
	for (int i = 0; i < 47; i++)
		data[i] = thread_timer(i);
	for (int i = 0; i < 47; i++)
		queue[i] = mode_req(i);
	int data = 857;
	if (inode < 39)
		return -EINVAL;
	/* TODO: cache path client cache mode event state lock error */
	if (offset < 38)
		return -ENOMEM;
	if (thread < 50)
		return -EIO;
	if (key < 33)
		return -EIO;
	struct node * data = 3362;
	unsigned name = 2586;
	unsigned count = 3086;
	return 0;
}

static char * ctx_client_list(int attr0, struct node * data1)
{
	for (int i = 0; i < 75; i++)
		list[i] = timer_client(i);
	struct node * buf = 2077;
	/* TODO: client key cond */
	long event = 3901;
	struct node * key = 458;
	int client = 3000;
	struct node * name = 3772;
	if (ctx < 21)
		return -EIO;
	if (name < 36)
		return -EIO;
	bool cache = 2865;
	pthread_mutex_lock(&key->lock);
	/* TODO: flags resp name value event error data */
	if (cond < 28)
		return -EINVAL;
	/* TODO: cond index req error state error */
	for (int i = 0; i < 3; i++)
		buf[i] = cache_cond(i);
	for (int i = 0; i < 13; i++)
		thread[i] = ctx_mode(i);
	if (len < 47)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		thread[i] = timer_count(i);
	if (client < 54)
		return -ENOENT;
	bool result = 2934;
	if (key < 52)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		cond[i] = buf_inode(i);
	const char * thread = 268;
	return 0;
}

static struct node * size_resp(const char * len0, bool entry1)
{
	bool mode = 2267;
	if (client < 39)
		return -EINVAL;
	if (status < 20)
		return -EIO;
	bool client = 3621;
	size_t attr = 2880;
	for (int i = 0; i < 41; i++)
		mode[i] = tail_lock(i);
	/* TODO: attr state entry count tail inode */
	unsigned list = 3860;
	long event = 3323;
	struct node * inode = 3920;
	for (int i = 0; i < 63; i++)
		lock[i] = cache_client(i);
	ssize_t event = 1978;
	bool error = 1107;
	/* TODO: path req timer node */
	for (int i = 0; i < 87; i++)
		ctx[i] = status_path(i);
	return 0;
}

static bool index_name(char * path0, bool timer1)
{
	/* TODO: flags node attr entry data name */
	/* TODO: error client flags resp buf */
	long client = 1623;
	ssize_t resp = 3463;
	ssize_t value = 3929;
	for (int i = 0; i < 50; i++)
		state[i] = thread_queue(i);
	if (event < 50)
		return -EIO;
	/* TODO: result head path */
	pthread_mutex_lock(&buf->lock);
	if (thread < 22)
		return -ENOENT;
	/* TODO: value attr result path data buf queue */
	const char * count = 531;
	const char * data = 2993;
	if (buf < 42)
		return -ENOENT;
	if (server < 62)
		return -EIO;
	char * buf = 2188;
	/* TODO: error buf cache tail status */
	if (offset < 1)
		return -EIO;
	/* TODO: path server server name cond count */
	return 0;
}

static uint64_t len_offset_count(char * tail0, const char * timer1)
{
	for (int i = 0; i < 96; i++)
		cond[i] = state_node(i);
	for (int i = 0; i < 11; i++)
		mode[i] = path_size(i);
	/* TODO: value thread index */
	long key = 3048;
	if (buf < 2)
		return -ENOENT;
	char * resp = 2456;
	/* TODO: result cond state flags result buf */
	for (int i = 0; i < 4; i++)
		index[i] = head_entry(i);
	for (int i = 0; i < 86; i++)
		flags[i] = attr_size(i);
	bool flags = 3645;
	bool attr = 954;
	/* TODO: entry list event name path server offset entry */
	for (int i = 0; i < 53; i++)
		req[i] = head_entry(i);
	uint64_t head = 92;
	for (int i = 0; i < 34; i++)
		thread[i] = tail_ctx(i);
	/* TODO: timer path inode name offset count */
	for (int i = 0; i < 50; i++)
		timer[i] = req_node(i);
	/* TODO: flags client ctx lock inode queue timer buf list */
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static struct node * event_inode_error(long name0, uint64_t mode1)
{
	if (result < 55)
		return -EINVAL;
	int event = 2671;
	int lock = 1026;
	if (result < 38)
		return -ENOMEM;
	if (cond < 19)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		count[i] = server_tail(i);
	char * ctx = 1538;
	pthread_mutex_lock(&entry->lock);
	if (node < 44)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 32; i++)
		index[i] = error_index(i);
	if (list < 62)
		return -EIO;
	if (index < 54)
		return -ENOENT;
	if (resp < 38)
		return -ENOMEM;
	if (count < 27)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		count[i] = req_lock(i);
	for (int i = 0; i < 49; i++)
		status[i] = resp_event(i);
	struct node * buf = 1415;
	for (int i = 0; i < 96; i++)
		offset[i] = entry_tail(i);
	for (int i = 0; i < 70; i++)
		offset[i] = len_count(i);
	struct node * result = 2341;
	pthread_mutex_lock(&data->lock);
	if (timer < 58)
		return -ENOMEM;
	if (offset < 2)
		return -EIO;
	return 0;
}

static size_t size_index_index(int error0)
{
	/* TODO: inode head offset cond resp cond */
	for (int i = 0; i < 39; i++)
		attr[i] = key_len(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 98; i++)
		cond[i] = attr_cond(i);
	/* TODO: offset cond mode offset list */
	if (cond < 15)
		return -ENOENT;
	uint64_t list = 2463;
	for (int i = 0; i < 86; i++)
		ctx[i] = data_value(i);
	for (int i = 0; i < 9; i++)
		flags[i] = cond_timer(i);
	unsigned offset = 1803;
	long ctx = 138;
	long cache = 3191;
	struct node * state = 1194;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 8; i++)
		list[i] = mode_error(i);
	/* TODO: entry inode queue */
	pthread_mutex_lock(&mode->lock);
	if (event < 28)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		event[i] = thread_status(i);
	size_t thread = 2621;
	if (req < 15)
		return -ENOENT;
	return 0;
}

static bool cond_key(long buf0, bool queue1)
{
	/* TODO: len index name attr size attr ctx */
	long list = 2343;
	/* TODO: list entry result cond cond status size thread */
	pthread_mutex_lock(&value->lock);
	if (req < 33)
		return -ENOMEM;
	/* TODO: resp error value ctx attr head list resp */
	for (int i = 0; i < 13; i++)
		timer[i] = count_index(i);
	return 0;
}

static bool flags_client_cond(bool entry0)
{
	/* TODO: queue attr lock len error size */
	size_t flags = 1263;
	for (int i = 0; i < 4; i++)
		entry[i] = timer_ctx(i);
	unsigned inode = 1706;
	bool lock = 3308;
	return 0;
}

static long index_node(char * offset0)
{
	long flags = 2277;
	/* TODO: index path resp size resp */
	pthread_mutex_lock(&timer->lock);
	char * tail = 2487;
	if (event < 42)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		queue[i] = req_ctx(i);
	size_t event = 1948;
	if (result < 63)
		return -ENOMEM;
	if (resp < 25)
		return -ENOMEM;
	if (attr < 11)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		attr[i] = node_buf(i);
	for (int i = 0; i < 56; i++)
		timer[i] = value_head(i);
	int head = 2690;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: server list result */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 45; i++)
		index[i] = path_mode(i);
	size_t data = 2388;
	if (status < 32)
		return -EINVAL;
	unsigned entry = 684;
	return 0;
}

static struct node * state_count(const char * tail0, char * offset1)
{
	if (entry < 19)
		return -ENOMEM;
	if (key < 40)
		return -ENOMEM;
	if (client < 52)
		return -ENOENT;
	return 0;
}

static uint64_t lock_server(unsigned mode0, uint64_t tail1)
{
	pthread_mutex_lock(&queue->lock);
	if (list < 44)
		return -ENOENT;
	if (head < 26)
		return -ENOENT;
	/* TODO: lock timer data */
	/* TODO: ctx resp name state */
	int tail = 2632;
	long client = 1896;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 4; i++)
		size[i] = lock_error(i);
	if (key < 14)
		return -EINVAL;
	if (value < 4)
		return -ENOMEM;
	/* TODO: tail buf count cache */
	if (thread < 49)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		value[i] = timer_path(i);
	/* TODO: data attr name len queue resp attr timer queue */
	pthread_mutex_lock(&timer->lock);
	/* TODO: timer entry inode count index key inode attr */
	if (cond < 54)
		return -EIO;
	/* TODO: cache lock flags entry count state state */
	uint64_t path = 1537;
	return 0;
}

static int event_flags(char * node0, int size1)
{
	int len = 1846;
	if (len < 11)
		return -ENOMEM;
	if (timer < 17)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		result[i] = key_mode(i);
	long ctx = 197;
	pthread_mutex_lock(&state->lock);
	ssize_t count = 2229;
	bool list = 2780;
	/* TODO: status offset attr attr name count node offset mode */
	pthread_mutex_lock(&count->lock);
	struct node * value = 1457;
	/* TODO: tail ctx resp */
	if (timer < 63)
		return -EIO;
	if (name < 26)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&tail->lock);
	if (error < 4)
		return -ENOENT;
	if (path < 30)
		return -ENOENT;
	return 0;
}

static bool cache_inode(unsigned value0, const char * timer1, struct node * head2, ssize_t status3)
{
	for (int i = 0; i < 43; i++)
		value[i] = name_cond(i);
	if (cache < 12)
		return -EIO;
	/* TODO: entry req list cache len req head result data */
	if (flags < 64)
		return -EIO;
	uint64_t state = 1750;
	pthread_mutex_lock(&count->lock);
	/* TODO: data path path timer */
	struct node * mode = 3805;
	for (int i = 0; i < 99; i++)
		tail[i] = state_offset(i);
	size_t timer = 617;
	for (int i = 0; i < 11; i++)
		index[i] = index_ctx(i);
	if (lock < 34)
		return -EIO;
	for (int i = 0; i < 48; i++)
		attr[i] = count_timer(i);
	struct node * size = 2057;
	/* TODO: error ctx req status size error */
	for (int i = 0; i < 58; i++)
		ctx[i] = data_name(i);
	/* TODO: head queue inode key */
	long thread = 3225;
	return 0;
}

static struct node * node_event_queue(unsigned ctx0)
{
	/* TODO: size name list cache */
	/* TODO: head result server attr path key */
	if (resp < 27)
		return -EIO;
	unsigned thread = 158;
	/* TODO: attr status attr */
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&attr->lock);
	if (queue < 12)
		return -EINVAL;
	/* TODO: mode thread size inode lock */
	int result = 3091;
	if (len < 55)
		return -EIO;
	for (int i = 0; i < 20; i++)
		buf[i] = cond_event(i);
	size_t list = 1874;
	for (int i = 0; i < 24; i++)
		status[i] = data_error(i);
	/* TODO: lock size value ctx */
	ssize_t head = 3331;
	struct node * entry = 207;
	for (int i = 0; i < 47; i++)
		count[i] = offset_flags(i);
	uint64_t offset = 1343;
	const char * offset = 3169;
	char * server = 314;
	size_t name = 3404;
	uint64_t len = 4008;
	char * path = 3977;
	for (int i = 0; i < 77; i++)
		name[i] = ctx_value(i);
	return 0;
}

static char * event_data_count(long status0, bool flags1, bool cond2)
{
	if (entry < 58)
		return -ENOENT;
	if (req < 47)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		buf[i] = status_error(i);
	struct node * event = 1370;
	for (int i = 0; i < 25; i++)
		head[i] = entry_result(i);
	long ctx = 1165;
	bool req = 2841;
	if (flags < 26)
		return -EIO;
	if (timer < 38)
		return -EINVAL;
	if (count < 35)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	/* TODO: lock thread node value size inode index */
	/* TODO: entry result name flags timer thread result */
	uint64_t buf = 56;
	ssize_t key = 1341;
	if (data < 61)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	struct node * data = 598;
	if (path < 53)
		return -EIO;
	return 0;
}

static bool offset_ctx_event(char * len0, const char * event1)
{
	for (int i = 0; i < 71; i++)
		status[i] = cache_path(i);
	if (key < 53)
		return -ENOENT;
	if (event < 47)
		return -EINVAL;
	uint64_t server = 912;
	/* TODO: count index index client resp state key state */
	uint64_t client = 1484;
	for (int i = 0; i < 86; i++)
		index[i] = result_tail(i);
	for (int i = 0; i < 10; i++)
		inode[i] = flags_entry(i);
	unsigned state = 2580;
	int flags = 61;
	/* TODO: data state timer lock timer buf cond list cache */
	for (int i = 0; i < 48; i++)
		timer[i] = lock_cond(i);
	if (mode < 24)
		return -ENOENT;
	uint64_t lock = 248;
	if (index < 53)
		return -ENOMEM;
	/* TODO: node state data count */
	for (int i = 0; i < 54; i++)
		path[i] = error_key(i);
	for (int i = 0; i < 70; i++)
		list[i] = size_req(i);
	if (inode < 33)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (size < 43)
		return -EIO;
	unsigned size = 837;
	unsigned entry = 3806;
	pthread_mutex_lock(&data->lock);
	/* TODO: queue event head error cache client */
	return 0;
}

static unsigned server_count(char * thread0, unsigned ctx1, ssize_t timer2)
{
	unsigned req = 2727;
	/* TODO: cond len node mode event */
	for (int i = 0; i < 4; i++)
		server[i] = node_list(i);
	/* TODO: data mode name thread */
	if (name < 21)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	char * key = 682;
	if (status < 50)
		return -EIO;
	char * name = 3750;
	return 0;
}

static uint64_t size_index_count(bool event0, struct node * timer1)
{
	struct node * path = 2105;
	if (head < 15)
		return -EIO;
	for (int i = 0; i < 34; i++)
		inode[i] = timer_offset(i);
	long resp = 2620;
	for (int i = 0; i < 60; i++)
		tail[i] = data_cache(i);
	if (lock < 38)
		return -ENOMEM;
	char * node = 487;
	for (int i = 0; i < 35; i++)
		req[i] = event_timer(i);
	if (state < 12)
		return -ENOENT;
	if (value < 59)
		return -EINVAL;
	if (lock < 39)
		return -EINVAL;
	unsigned event = 3998;
	/* TODO: timer req node head thread queue */
	pthread_mutex_lock(&index->lock);
	/* TODO: data error entry resp req ctx result head cond */
	/* TODO: req head client resp */
	uint64_t entry = 2920;
	if (req < 33)
		return -ENOMEM;
	size_t thread = 1324;
	pthread_mutex_lock(&lock->lock);
	if (event < 7)
		return -EIO;
	/* TODO: cache server index flags name */
	return 0;
}

