/* attr_mode_700.h — generated benchmark file 700 */
#include <stdio.h>
#include <errno.h>

static int thread_data(uint64_t path0)
{
	pthread_mutex_lock(&thread->lock);
	if (mode < 62)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		client[i] = resp_state(i);
	const char * data = 3649;
	const char * client = 1488;
	/* TODO: cache data name key error */
	for (int i = 0; i < 50; i++)
		index[i] = list_node(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&head->lock);
	unsigned lock = 486;
	/* TODO: name attr size */
	/* TODO: buf queue name flags */
	/* TODO: thread inode req value status state flags */
	/* TODO: list thread offset state key result result ctx */
	int timer = 1712;
	struct node * count = 2370;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 78; i++)
		error[i] = lock_state(i);
	return 0;
}

static struct node * thread_inode_flags(ssize_t flags0, char * node1)
{
	for (int i = 0; i < 86; i++)
		state[i] = key_lock(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: buf tail error */
	pthread_mutex_lock(&inode->lock);
	int error = 2645;
	unsigned mode = 3806;
	for (int i = 0; i < 70; i++)
		ctx[i] = node_size(i);
	/* TODO: error attr mode mode entry */
	char * value = 1415;
	bool inode = 892;
	/* TODO: entry resp lock head resp */
	if (cond < 21)
		return -ENOENT;
	unsigned data = 2027;
	bool server = 2956;
	if (name < 9)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (mode < 35)
		return -EIO;
	return 0;
}

static struct node * cond_path_flags(long offset0, unsigned size1, uint64_t offset2, const char * head3)
{
	if (node < 18)
		return -EIO;
	uint64_t path = 3945;
	/* TODO: status key lock cache */
	for (int i = 0; i < 40; i++)
		data[i] = path_lock(i);
	if (key < 6)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	/* TODO: index queue server tail key data head status node */
	/* TODO: client list flags offset timer */
	long offset = 2536;
	size_t client = 2285;
	return 0;
}

static bool node_state_attr(uint64_t resp0, uint64_t cond1)
{
	long server = 3726;
	int queue = 3919;
	uint64_t resp = 2213;
	if (path < 26)
		return -EINVAL;
	struct node * event = 811;
	/* TODO: result state path count result thread mode */
	if (cache < 37)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		data[i] = event_size(i);
	if (client < 50)
		return -ENOMEM;
	/* TODO: offset offset data data */
	char * flags = 2867;
	return 0;
}

static unsigned node_key_attr(size_t offset0)
{
	unsigned thread = 504;
	if (ctx < 2)
		return -EIO;
	unsigned inode = 2613;
	pthread_mutex_lock(&flags->lock);
	/* TODO: key buf cache status cond key offset buf client */
	unsigned index = 359;
	/* TODO: tail path key */
	for (int i = 0; i < 27; i++)
		client[i] = data_count(i);
	ssize_t timer = 3301;
	for (int i = 0; i < 5; i++)
		index[i] = server_entry(i);
	bool name = 939;
	if (cond < 10)
		return -EIO;
	unsigned mode = 1072;
	pthread_mutex_lock(&head->lock);
	if (client < 11)
		return -ENOENT;
	if (thread < 32)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		head[i] = req_index(i);
	/* TODO: timer client error data attr */
	return 0;
}

static const char * path_count(uint64_t data0, const char * cond1)
{
	size_t queue = 2288;
	pthread_mutex_lock(&resp->lock);
	int entry = 2190;
	for (int i = 0; i < 81; i++)
		key[i] = head_mode(i);
	pthread_mutex_lock(&key->lock);
	if (head < 33)
		return -EIO;
	for (int i = 0; i < 27; i++)
		path[i] = key_error(i);
	pthread_mutex_lock(&attr->lock);
	if (event < 45)
		return -ENOENT;
	if (thread < 3)
		return -EINVAL;
	const char * data = 3909;
	pthread_mutex_lock(&ctx->lock);
	if (error < 39)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (count < 47)
		return -EINVAL;
	if (buf < 23)
		return -ENOENT;
	size_t mode = 1611;
	size_t error = 465;
	if (node < 54)
		return -ENOMEM;
	if (attr < 59)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		value[i] = cache_error(i);
	const char * value = 680;
	if (offset < 26)
		return -ENOENT;
	return 0;
}

static ssize_t tail_buf(size_t index0, unsigned len1, long req2, struct node * head3)
{
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&path->lock);
	if (client < 45)
		return -EINVAL;
	/* TODO: tail resp entry head value */
	if (size < 47)
		return -EINVAL;
	if (buf < 39)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 5; i++)
		node[i] = flags_mode(i);
	for (int i = 0; i < 86; i++)
		list[i] = len_key(i);
	if (inode < 6)
		return -EIO;
	unsigned lock = 3395;
	pthread_mutex_lock(&error->lock);
	if (client < 26)
		return -EINVAL;
	if (value < 17)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		path[i] = status_data(i);
	for (int i = 0; i < 65; i++)
		resp[i] = thread_attr(i);
	long status = 3314;
	long node = 4058;
	if (resp < 43)
		return -EIO;
	/* TODO: server thread flags flags lock */
	/* TODO: tail entry cache cache data buf entry count entry */
	/* TODO: offset result key cond entry queue flags */
	pthread_mutex_lock(&client->lock);
	if (mode < 30)
		return -ENOMEM;
	return 0;
}

static uint64_t lock_result(char * resp0, ssize_t index1)
{
	for (int i = 0; i < 17; i++)
		head[i] = status_size(i);
	if (name < 50)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		timer[i] = buf_size(i);
	if (count < 39)
		return -EINVAL;
	ssize_t cache = 1270;
	if (state < 23)
		return -ENOENT;
	struct node * timer = 3460;
	for (int i = 0; i < 33; i++)
		queue[i] = count_offset(i);
	if (ctx < 58)
		return -ENOENT;
	if (event < 33)
		return -ENOENT;
	/* TODO: key req cache */
	for (int i = 0; i < 58; i++)
		head[i] = error_index(i);
	return 0;
}

static ssize_t lock_node(const char * ctx0, uint64_t timer1, struct node * ctx2, const char * node3)
{
	pthread_mutex_lock(&client->lock);
	if (status < 52)
		return -ENOENT;
	/* TODO: req flags req list head event thread entry */
	/* TODO: data cond value attr flags timer queue count mode */
	pthread_mutex_lock(&index->lock);
	if (data < 4)
		return -EIO;
	/* TODO: event name client len server queue status cache */
	if (cond < 41)
		return -ENOENT;
	if (mode < 35)
		return -EINVAL;
	if (timer < 54)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		ctx[i] = req_value(i);
	/* TODO: req value size flags */
	return 0;
}

static long key_count_size(size_t client0, struct node * attr1, int server2, unsigned tail3)
{
	/* TODO: path path result resp resp cache req entry */
	bool result = 756;
	for (int i = 0; i < 18; i++)
		count[i] = entry_size(i);
	pthread_mutex_lock(&offset->lock);
	if (queue < 13)
		return -ENOENT;
	if (cond < 50)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		data[i] = lock_key(i);
	char * server = 1203;
	pthread_mutex_lock(&name->lock);
	if (data < 57)
		return -ENOENT;
	if (value < 54)
		return -ENOMEM;
	/* TODO: len cache attr entry path */
	/* TODO: key attr thread size cache lock list */
	if (cond < 51)
		return -EIO;
	/* TODO: mode flags lock event */
	char * queue = 2957;
	/* TODO: key client timer thread index queue event attr len */
	for (int i = 0; i < 46; i++)
		resp[i] = lock_queue(i);
	/* TODO: offset size path head tail state size */
	for (int i = 0; i < 10; i++)
		index[i] = entry_client(i);
	for (int i = 0; i < 60; i++)
		index[i] = name_name(i);
	for (int i = 0; i < 14; i++)
		len[i] = name_flags(i);
	bool mode = 2545;
	return 0;
}

static struct node * result_offset_req(uint64_t node0, ssize_t index1, struct node * offset2)
{
	uint64_t list = 3122;
	if (lock < 54)
		return -EIO;
	if (req < 14)
		return -EIO;
	if (flags < 36)
		return -EIO;
	if (attr < 64)
		return -ENOENT;
	long data = 2300;
	/* TODO: head ctx key name */
	/* TODO: flags lock data key tail lock path */
	if (list < 18)
		return -ENOMEM;
	int node = 109;
	/* TODO: key resp req */
	if (result < 30)
		return -EIO;
	if (cond < 2)
		return -EINVAL;
	if (tail < 9)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		data[i] = tail_error(i);
	/* TODO: flags attr key data client error thread req req */
	const char * path = 527;
	return 0;
}

static ssize_t data_lock_attr(struct node * cache0, long tail1, char * head2)
{
	if (head < 30)
		return -EINVAL;
	long server = 3071;
	struct node * result = 3683;
	/* TODO: value list error server value entry */
	struct node * buf = 3041;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 35; i++)
		index[i] = server_buf(i);
	if (resp < 19)
		return -EINVAL;
	/* TODO: path entry size thread */
	for (int i = 0; i < 13; i++)
		ctx[i] = error_state(i);
	if (queue < 50)
		return -ENOMEM;
	ssize_t inode = 2344;
	ssize_t cond = 3600;
	if (value < 54)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		list[i] = len_queue(i);
	if (client < 21)
		return -EIO;
	for (int i = 0; i < 33; i++)
		event[i] = count_buf(i);
	int node = 3470;
	for (int i = 0; i < 8; i++)
		lock[i] = attr_entry(i);
	pthread_mutex_lock(&timer->lock);
	const char * event = 3558;
	for (int i = 0; i < 80; i++)
		req[i] = tail_index(i);
	if (thread < 47)
		return -ENOMEM;
	if (server < 62)
		return -ENOENT;
	if (ctx < 8)
		return -ENOMEM;
	return 0;
}

static ssize_t ctx_node_lock(uint64_t result0)
{
	for (int i = 0; i < 79; i++)
		inode[i] = state_cond(i);
	if (mode < 20)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		path[i] = event_queue(i);
	for (int i = 0; i < 66; i++)
		cond[i] = thread_cond(i);
	if (offset < 36)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		event[i] = error_state(i);
	for (int i = 0; i < 64; i++)
		buf[i] = req_data(i);
	for (int i = 0; i < 82; i++)
		entry[i] = inode_index(i);
	for (int i = 0; i < 25; i++)
		offset[i] = event_resp(i);
	if (state < 57)
		return -EIO;
	return 0;
}

static const char * node_index_inode(int path0)
{
	if (client < 20)
		return -EIO;
	struct node * ctx = 2218;
	pthread_mutex_lock(&error->lock);
	bool size = 1589;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&list->lock);
	unsigned attr = 1892;
	bool event = 301;
	unsigned tail = 3343;
	/* TODO: timer node ctx client tail req mode */
	for (int i = 0; i < 33; i++)
		cache[i] = error_data(i);
	if (len < 43)
		return -ENOMEM;
	if (client < 41)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	/* TODO: event name list error inode ctx */
	struct node * len = 797;
	if (attr < 36)
		return -ENOMEM;
	int server = 0;
	for (int i = 0; i < 43; i++)
		value[i] = entry_key(i);
	if (client < 45)
		return -ENOMEM;
	return 0;
}

static const char * flags_req(ssize_t path0, int name1)
{
	pthread_mutex_lock(&path->lock);
	if (count < 9)
		return -EINVAL;
	/* TODO: size node req */
	if (head < 47)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&client->lock);
	if (queue < 59)
		return -EIO;
	struct node * mode = 3091;
	if (req < 24)
		return -EINVAL;
	bool thread = 3463;
	for (int i = 0; i < 33; i++)
		key[i] = mode_head(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&ctx->lock);
	if (attr < 11)
		return -EINVAL;
	bool name = 2720;
	size_t size = 1797;
	for (int i = 0; i < 21; i++)
		flags[i] = value_req(i);
	for (int i = 0; i < 18; i++)
		state[i] = mode_req(i);
	for (int i = 0; i < 99; i++)
		queue[i] = name_event(i);
	for (int i = 0; i < 50; i++)
		queue[i] = list_offset(i);
	long status = 552;
	/* TODO: len mode timer entry lock */
	if (state < 33)
		return -ENOENT;
	return 0;
}

static bool value_req_event(char * entry0, unsigned attr1, char * value2, char * path3)
{
	if (count < 25)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: req value value server value name offset thread list */
	const char * index = 2062;
	if (data < 35)
		return -ENOENT;
	if (buf < 62)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	if (resp < 8)
		return -ENOMEM;
	return 0;
}

static uint64_t cache_ctx(size_t count0, struct node * attr1, uint64_t list2, char * server3)
{
	for (int i = 0; i < 54; i++)
		path[i] = server_len(i);
	bool cond = 1410;
	if (result < 16)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (error < 34)
		return -ENOMEM;
	if (error < 3)
		return -ENOENT;
	/* TODO: index client event queue index timer */
	long state = 1869;
	pthread_mutex_lock(&offset->lock);
	if (inode < 36)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		result[i] = resp_node(i);
	for (int i = 0; i < 52; i++)
		cache[i] = inode_tail(i);
	if (count < 34)
		return -EINVAL;
	struct node * offset = 3869;
	struct node * buf = 675;
	if (error < 24)
		return -EIO;
	if (name < 19)
		return -EIO;
	int lock = 565;
	for (int i = 0; i < 58; i++)
		queue[i] = data_thread(i);
	for (int i = 0; i < 91; i++)
		offset[i] = thread_offset(i);
	if (len < 19)
		return -ENOMEM;
	if (path < 10)
		return -EINVAL;
	char * mode = 2447;
	uint64_t client = 877;
	size_t offset = 1599;
	return 0;
}

static struct node * timer_ctx(size_t index0, ssize_t count1)
{
	pthread_mutex_lock(&value->lock);
	if (lock < 53)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 88; i++)
		len[i] = mode_cache(i);
	unsigned value = 136;
	for (int i = 0; i < 57; i++)
		data[i] = server_resp(i);
	ssize_t count = 1091;
	long queue = 436;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static ssize_t cond_len_index(long ctx0, struct node * queue1, uint64_t inode2, ssize_t thread3)
{
	for (int i = 0; i < 56; i++)
		error[i] = inode_queue(i);
	uint64_t mode = 699;
	for (int i = 0; i < 99; i++)
		attr[i] = inode_head(i);
	if (client < 38)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&server->lock);
	ssize_t value = 2910;
	for (int i = 0; i < 75; i++)
		result[i] = name_list(i);
	if (client < 7)
		return -EIO;
	bool node = 2445;
	char * list = 629;
	for (int i = 0; i < 41; i++)
		cond[i] = tail_inode(i);
	for (int i = 0; i < 2; i++)
		status[i] = req_node(i);
	/* TODO: event data path value */
	/* TODO: flags head timer attr node queue data server */
	for (int i = 0; i < 72; i++)
		count[i] = client_entry(i);
	pthread_mutex_lock(&cache->lock);
	if (event < 15)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		req[i] = queue_buf(i);
	if (status < 30)
		return -EIO;
	for (int i = 0; i < 50; i++)
		head[i] = mode_lock(i);
	pthread_mutex_lock(&server->lock);
	if (cond < 35)
		return -ENOENT;
	/* TODO: resp cache req */
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static uint64_t buf_key(const char * offset0)
{
	/* TODO: path ctx state head result mode state timer tail */
	uint64_t node = 1646;
	for (int i = 0; i < 92; i++)
		path[i] = list_client(i);
	for (int i = 0; i < 12; i++)
		ctx[i] = resp_resp(i);
	uint64_t list = 483;
	long list = 1194;
	unsigned ctx = 1650;
	ssize_t result = 1197;
	for (int i = 0; i < 10; i++)
		mode[i] = event_index(i);
	for (int i = 0; i < 39; i++)
		thread[i] = server_lock(i);
	for (int i = 0; i < 10; i++)
		node[i] = status_client(i);
	for (int i = 0; i < 63; i++)
		req[i] = head_lock(i);
	if (queue < 22)
		return -ENOENT;
	/* TODO: entry req result state server req tail name */
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 30; i++)
		tail[i] = status_resp(i);
	long resp = 2178;
	char * lock = 2473;
	if (offset < 20)
		return -EINVAL;
	return 0;
}

static ssize_t offset_value_inode(uint64_t req0, unsigned flags1)
{
	size_t value = 3677;
	size_t queue = 3189;
	for (int i = 0; i < 85; i++)
		ctx[i] = resp_client(i);
	for (int i = 0; i < 20; i++)
		mode[i] = tail_result(i);
	bool mode = 584;
	/* TODO: lock flags timer server value req offset inode */
	for (int i = 0; i < 58; i++)
		inode[i] = path_status(i);
	if (resp < 26)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static unsigned len_count_result(const char * error0)
{
	unsigned cache = 2465;
	pthread_mutex_lock(&status->lock);
	struct node * value = 658;
	/* TODO: error data count value data cond ctx error */
	if (attr < 49)
		return -EIO;
	if (client < 3)
		return -EIO;
	int server = 2301;
	if (thread < 44)
		return -EINVAL;
	if (buf < 21)
		return -EIO;
	unsigned index = 1094;
	for (int i = 0; i < 52; i++)
		list[i] = head_entry(i);
	unsigned value = 3319;
	unsigned mode = 2169;
	if (entry < 63)
		return -ENOENT;
	/* TODO: count data thread resp key name result result index */
	/* TODO: state client result inode node result queue len */
	/* TODO: path node status offset node path entry resp */
	/* TODO: result mode mode data ctx queue */
	struct node * path = 3972;
	if (count < 16)
		return -ENOENT;
	long client = 2207;
	if (buf < 42)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		server[i] = error_path(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static long value_timer_inode(size_t error0, struct node * attr1)
{
	if (attr < 31)
		return -EIO;
	if (entry < 3)
		return -ENOENT;
	struct node * lock = 1752;
	size_t cache = 1838;
	if (server < 25)
		return -ENOENT;
	if (resp < 51)
		return -EIO;
	const char * buf = 288;
	if (client < 57)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	ssize_t name = 2699;
	unsigned data = 2334;
	/* TODO: inode flags error value server offset node */
	pthread_mutex_lock(&node->lock);
	/* TODO: queue thread len timer */
	/* TODO: lock key flags cache inode path ctx status */
	uint64_t status = 682;
	if (flags < 6)
		return -ENOMEM;
	if (server < 53)
		return -ENOENT;
	if (count < 24)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		inode[i] = index_node(i);
	for (int i = 0; i < 78; i++)
		state[i] = mode_timer(i);
	if (resp < 63)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	if (req < 20)
		return -EINVAL;
	return 0;
}

static unsigned status_resp_node(const char * size0, bool buf1, size_t mode2)
{
	pthread_mutex_lock(&count->lock);
	const char * mode = 1389;
	/* TODO: name ctx index cond head thread queue cond */
	pthread_mutex_lock(&data->lock);
	struct node * queue = 1892;
	/* TODO: status count index */
	const char * name = 2957;
	struct node * value = 3540;
	for (int i = 0; i < 97; i++)
		size[i] = count_inode(i);
	for (int i = 0; i < 11; i++)
		req[i] = client_timer(i);
	for (int i = 0; i < 35; i++)
		inode[i] = entry_data(i);
	char * client = 2720;
	unsigned name = 51;
	return 0;
}

static uint64_t len_result(long cache0)
{
	for (int i = 0; i < 50; i++)
		size[i] = cond_inode(i);
	bool len = 690;
	for (int i = 0; i < 8; i++)
		data[i] = index_size(i);
	for (int i = 0; i < 91; i++)
		state[i] = value_entry(i);
	for (int i = 0; i < 71; i++)
		node[i] = count_thread(i);
	/* TODO: node data cache list queue list req req */
	if (lock < 49)
		return -EINVAL;
	/* TODO: mode thread offset list resp timer path mode head */
	/* TODO: inode head ctx state buf inode */
	for (int i = 0; i < 8; i++)
		server[i] = lock_status(i);
	ssize_t path = 185;
	if (timer < 48)
		return -EINVAL;
	char * queue = 1019;
	for (int i = 0; i < 82; i++)
		status[i] = resp_len(i);
	/* TODO: mode inode tail */
	unsigned thread = 3162;
	uint64_t head = 1137;
	if (entry < 24)
		return -EIO;
	/* TODO: list inode cond entry queue flags cache */
	for (int i = 0; i < 46; i++)
		node[i] = data_lock(i);
	/* TODO: data entry len */
	pthread_mutex_lock(&key->lock);
	return 0;
}

static struct node * req_queue_flags(unsigned value0, long client1, const char * queue2, ssize_t inode3)
{
	bool buf = 1503;
	for (int i = 0; i < 81; i++)
		client[i] = lock_len(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: error cond error value inode key index inode */
	for (int i = 0; i < 35; i++)
		value[i] = status_key(i);
	if (attr < 14)
		return -EIO;
	long inode = 2908;
	bool timer = 34;
	if (name < 5)
		return -ENOMEM;
	/* TODO: event entry timer offset attr path */
	for (int i = 0; i < 76; i++)
		value[i] = head_name(i);
	for (int i = 0; i < 34; i++)
		attr[i] = inode_tail(i);
	if (resp < 63)
		return -EIO;
	char * ctx = 431;
	/* TODO: tail list state error thread mode */
	size_t mode = 1798;
	long mode = 1184;
	ssize_t ctx = 3472;
	return 0;
}

static bool key_attr(ssize_t node0, int count1)
{
	const char * key = 2403;
	pthread_mutex_lock(&timer->lock);
	size_t status = 1769;
	pthread_mutex_lock(&index->lock);
	unsigned name = 792;
	for (int i = 0; i < 12; i++)
		data[i] = list_list(i);
	unsigned cache = 2823;
	pthread_mutex_lock(&offset->lock);
	/* TODO: tail value mode attr */
	if (size < 16)
		return -ENOENT;
	if (req < 22)
		return -ENOMEM;
	long path = 2546;
	unsigned list = 1788;
	if (client < 19)
		return -ENOENT;
	if (key < 13)
		return -EINVAL;
	long buf = 380;
	if (queue < 58)
		return -ENOENT;
	size_t cond = 3755;
	for (int i = 0; i < 36; i++)
		ctx[i] = client_flags(i);
	return 0;
}

static bool size_node(struct node * cond0, uint64_t offset1)
{
	char * event = 2577;
	/* TODO: req error server */
	/* TODO: result state tail client cond cache result event cond */
	if (lock < 39)
		return -ENOENT;
	if (state < 23)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	struct node * server = 1132;
	for (int i = 0; i < 70; i++)
		queue[i] = lock_name(i);
	long key = 518;
	/* TODO: attr error mode */
	for (int i = 0; i < 95; i++)
		server[i] = resp_head(i);
	if (path < 52)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	/* TODO: key size key offset client client flags state data */
	if (client < 27)
		return -ENOMEM;
	return 0;
}

static long status_name(struct node * key0, struct node * resp1, struct node * inode2)
{
	long lock = 1075;
	for (int i = 0; i < 82; i++)
		list[i] = error_path(i);
	for (int i = 0; i < 77; i++)
		resp[i] = node_buf(i);
	/* TODO: count node resp thread size tail lock flags */
	for (int i = 0; i < 48; i++)
		timer[i] = state_index(i);
	uint64_t req = 1828;
	bool result = 2938;
	if (flags < 61)
		return -ENOENT;
	ssize_t path = 2160;
	const char * index = 1116;
	if (count < 16)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		buf[i] = state_node(i);
	pthread_mutex_lock(&index->lock);
	unsigned inode = 450;
	ssize_t count = 1756;
	pthread_mutex_lock(&queue->lock);
	unsigned value = 1920;
	/* TODO: name timer status buf count path key value */
	/* TODO: node head value event state */
	const char * head = 259;
	pthread_mutex_lock(&node->lock);
	if (cache < 21)
		return -ENOENT;
	return 0;
}

static uint64_t lock_attr(bool resp0, long event1)
{
	const char * tail = 3065;
	for (int i = 0; i < 61; i++)
		name[i] = client_value(i);
	for (int i = 0; i < 83; i++)
		error[i] = result_name(i);
	const char * tail = 1715;
	uint64_t client = 2174;
	return 0;
}

static uint64_t tail_mode(struct node * list0, int lock1, ssize_t node2)
{
	if (tail < 20)
		return -ENOENT;
	/* TODO: path list key data mode */
	/* TODO: error name thread */
	for (int i = 0; i < 97; i++)
		inode[i] = path_result(i);
	for (int i = 0; i < 46; i++)
		mode[i] = req_flags(i);
	for (int i = 0; i < 56; i++)
		thread[i] = len_size(i);
	/* TODO: attr value offset cond */
	if (result < 28)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	char * resp = 3670;
	const char * index = 1769;
	if (head < 33)
		return -EIO;
	size_t tail = 1405;
	return 0;
}

static uint64_t len_client_timer(struct node * path0, bool timer1, long name2, unsigned data3)
{
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 14; i++)
		value[i] = resp_cond(i);
	pthread_mutex_lock(&state->lock);
	int ctx = 2809;
	return 0;
}

static uint64_t req_buf(ssize_t buf0, ssize_t inode1, long node2, long ctx3)
{
	struct node * result = 2067;
	/* TODO: flags error result name cond attr */
	pthread_mutex_lock(&error->lock);
	char * entry = 1276;
	pthread_mutex_lock(&name->lock);
	struct node * lock = 282;
	const char * entry = 587;
	/* TODO: buf queue thread timer timer value attr */
	uint64_t resp = 2234;
	char * state = 1041;
	pthread_mutex_lock(&client->lock);
	if (flags < 14)
		return -ENOMEM;
	/* TODO: status timer inode client key */
	if (timer < 6)
		return -ENOMEM;
	unsigned server = 1128;
	return 0;
}

static uint64_t cache_tail_key(const char * cond0)
{
	if (buf < 60)
		return -ENOMEM;
	/* TODO: timer timer timer */
	bool data = 1469;
	if (timer < 12)
		return -ENOMEM;
	if (buf < 25)
		return -EIO;
	if (data < 51)
		return -ENOMEM;
	/* TODO: timer mode list resp buf head node status client */
	uint64_t error = 1031;
	struct node * error = 2320;
	for (int i = 0; i < 6; i++)
		size[i] = tail_status(i);
	if (index < 43)
		return -ENOENT;
	/* TODO: attr attr head state server event timer name */
	if (req < 35)
		return -ENOMEM;
	struct node * status = 2718;
	for (int i = 0; i < 87; i++)
		size[i] = queue_list(i);
	if (offset < 4)
		return -EIO;
	/* TODO: queue ctx len event cache req index cache key */
	/* TODO: thread flags cache len attr mode tail data node */
	if (mode < 10)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	/* TODO: queue entry buf flags */
	if (cond < 20)
		return -ENOMEM;
	/* TODO: thread state ctx result state key tail */
	if (req < 31)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

