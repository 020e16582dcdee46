/* name_node_704.h — generated benchmark file 704 */
#include <stdio.h>
#include <errno.h>

static unsigned len_index_data(size_t node0, bool ctx1, long buf2)
{
	pthread_mutex_lock(&len->lock);
	if (list < 1)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	ssize_t head = 2415;
	pthread_mutex_lock(&flags->lock);
	unsigned value = 2899;
	struct node * attr = 2554;
	if (value < 63)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: key path client */
	const char * size = 773;
	bool tail = 3995;
	if (event < 62)
		return -ENOMEM;
	bool cache = 4014;
	pthread_mutex_lock(&list->lock);
	char * result = 1414;
	return 0;
}

static int offset_buf_tail(unsigned tail0, size_t offset1, long queue2, const char * result3)
{
	if (count < 27)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	unsigned result = 1781;
	for (int i = 0; i < 97; i++)
		status[i] = cond_ctx(i);
	for (int i = 0; i < 39; i++)
		cache[i] = cache_event(i);
	for (int i = 0; i < 83; i++)
		req[i] = value_lock(i);
	pthread_mutex_lock(&thread->lock);
	const char * head = 2445;
	for (int i = 0; i < 78; i++)
		tail[i] = tail_result(i);
	if (flags < 30)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		list[i] = event_flags(i);
	if (tail < 35)
		return -EIO;
	char * size = 1946;
	return 0;
}

static ssize_t resp_key_result(int list0)
{
	for (int i = 0; i < 65; i++)
		mode[i] = key_inode(i);
	for (int i = 0; i < 12; i++)
		resp[i] = queue_timer(i);
	const char * mode = 2693;
	/* TODO: error inode head entry len size entry queue */
	for (int i = 0; i < 2; i++)
		index[i] = queue_queue(i);
	long queue = 3421;
	if (buf < 21)
		return -ENOENT;
	if (path < 54)
		return -ENOENT;
	unsigned head = 3171;
	return 0;
}

static bool status_entry(ssize_t path0)
{
	/* TODO: thread req tail head req data resp */
	pthread_mutex_lock(&event->lock);
	/* TODO: lock ctx cond */
	struct node * entry = 2335;
	long result = 1073;
	if (size < 7)
		return -ENOMEM;
	if (mode < 61)
		return -ENOENT;
	/* TODO: buf key lock cond buf head queue */
	/* TODO: server count value ctx attr name */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 85; i++)
		cache[i] = thread_event(i);
	if (index < 29)
		return -EIO;
	if (size < 59)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	uint64_t state = 3447;
	long key = 2952;
	if (cond < 26)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&thread->lock);
	/* TODO: req value cond node req value */
	if (client < 22)
		return -EIO;
	return 0;
}

static const char * index_list(int cond0, bool timer1)
{
	if (req < 46)
		return -ENOMEM;
	struct node * inode = 1014;
	const char * node = 2172;
	for (int i = 0; i < 60; i++)
		name[i] = req_name(i);
	for (int i = 0; i < 36; i++)
		count[i] = index_entry(i);
	if (entry < 12)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		inode[i] = data_queue(i);
	if (state < 59)
		return -EIO;
	bool status = 724;
	if (count < 7)
		return -ENOMEM;
	uint64_t result = 469;
	size_t state = 2640;
	if (req < 51)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&client->lock);
	size_t event = 1625;
	const char * count = 2459;
	for (int i = 0; i < 21; i++)
		client[i] = event_inode(i);
	/* TODO: status cond head thread client count server */
	for (int i = 0; i < 21; i++)
		value[i] = entry_mode(i);
	/* TODO: len count status server key */
	unsigned flags = 3779;
	return 0;
}

static const char * value_thread(char * req0, const char * ctx1)
{
	if (value < 44)
		return -ENOMEM;
	/* TODO: cond path state queue server path head */
	if (queue < 15)
		return -EINVAL;
	uint64_t event = 1909;
	if (state < 55)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 40; i++)
		head[i] = list_len(i);
	for (int i = 0; i < 68; i++)
		buf[i] = offset_entry(i);
	pthread_mutex_lock(&list->lock);
	char * inode = 331;
	long status = 1462;
	for (int i = 0; i < 83; i++)
		server[i] = timer_entry(i);
	for (int i = 0; i < 82; i++)
		buf[i] = server_ctx(i);
	unsigned lock = 1356;
	for (int i = 0; i < 35; i++)
		server[i] = inode_cond(i);
	const char * data = 1770;
	for (int i = 0; i < 39; i++)
		value[i] = state_path(i);
	long cond = 2720;
	if (status < 54)
		return -EINVAL;
	char * path = 2256;
	/* TODO: index lock path resp entry list client state status */
	for (int i = 0; i < 18; i++)
		error[i] = tail_status(i);
	for (int i = 0; i < 10; i++)
		req[i] = index_name(i);
	return 0;
}

static unsigned flags_thread(bool value0, uint64_t tail1)
{
	/* TODO: ctx size cache index attr */
	/* TODO: lock path node offset name client status lock */
	if (client < 40)
		return -EIO;
	if (buf < 2)
		return -EINVAL;
	if (result < 33)
		return -EINVAL;
	if (timer < 64)
		return -EINVAL;
	if (head < 7)
		return -EINVAL;
	/* TODO: result path error list cache buf */
	pthread_mutex_lock(&head->lock);
	if (error < 54)
		return -ENOMEM;
	struct node * req = 2372;
	ssize_t cond = 3819;
	/* TODO: count name timer */
	pthread_mutex_lock(&len->lock);
	if (state < 59)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	struct node * index = 1929;
	for (int i = 0; i < 28; i++)
		name[i] = index_cache(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static bool count_head_tail(char * cache0, unsigned tail1, char * count2)
{
	if (data < 54)
		return -ENOENT;
	/* TODO: tail path req event size req timer */
	if (len < 48)
		return -ENOENT;
	if (state < 51)
		return -ENOENT;
	char * data = 3605;
	size_t node = 1018;
	uint64_t inode = 3414;
	for (int i = 0; i < 59; i++)
		req[i] = event_list(i);
	if (error < 10)
		return -EIO;
	if (name < 50)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 71; i++)
		mode[i] = buf_data(i);
	/* TODO: cond attr result thread data req inode offset */
	for (int i = 0; i < 18; i++)
		node[i] = req_req(i);
	/* TODO: client name error key */
	for (int i = 0; i < 93; i++)
		tail[i] = server_key(i);
	if (req < 62)
		return -EIO;
	bool server = 3252;
	return 0;
}

static struct node * flags_flags(ssize_t count0)
{
	/* TODO: head error inode cond resp inode */
	/* TODO: queue path req attr name key mode lock */
	if (index < 10)
		return -ENOENT;
	/* TODO: state mode error value entry */
	struct node * tail = 216;
	bool cache = 3496;
	struct node * result = 1317;
	unsigned result = 1333;
	/* TODO: len value queue ctx buf mode result */
	return 0;
}

static long len_attr_path(bool mode0, size_t timer1, bool size2)
{
	for (int i = 0; i < 23; i++)
		offset[i] = client_offset(i);
	/* TODO: data req error flags flags value event node */
	for (int i = 0; i < 24; i++)
		offset[i] = flags_inode(i);
	pthread_mutex_lock(&resp->lock);
	ssize_t data = 528;
	pthread_mutex_lock(&count->lock);
	if (offset < 51)
		return -EINVAL;
	uint64_t flags = 2435;
	char * tail = 2918;
	if (flags < 37)
		return -EINVAL;
	uint64_t event = 3696;
	unsigned timer = 1845;
	if (path < 4)
		return -EIO;
	if (head < 33)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		inode[i] = status_offset(i);
	for (int i = 0; i < 61; i++)
		queue[i] = head_offset(i);
	for (int i = 0; i < 26; i++)
		list[i] = ctx_result(i);
	/* TODO: len offset state queue key count */
	if (event < 64)
		return -EINVAL;
	return 0;
}

static int cond_mode(unsigned data0, ssize_t attr1, long server2)
{
	for (int i = 0; i < 47; i++)
		result[i] = node_server(i);
	pthread_mutex_lock(&req->lock);
	if (node < 55)
		return -EINVAL;
	const char * tail = 966;
	ssize_t data = 947;
	size_t path = 501;
	/* TODO: resp list path count inode */
	/* TODO: error thread tail key count event req name */
	/* TODO: node len size data */
	/* TODO: event flags status path attr ctx req mode */
	if (resp < 21)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		timer[i] = error_buf(i);
	ssize_t count = 1976;
	return 0;
}

static int event_index(uint64_t offset0, unsigned value1, long name2)
{
	pthread_mutex_lock(&client->lock);
	/* TODO: event name event timer len name cond tail thread */
	int mode = 1118;
	pthread_mutex_lock(&event->lock);
	ssize_t size = 1459;
	if (cond < 35)
		return -ENOENT;
	if (lock < 35)
		return -ENOENT;
	if (len < 13)
		return -EINVAL;
	/* TODO: queue event timer node server attr data entry timer */
	if (size < 2)
		return -EIO;
	bool timer = 295;
	long status = 3729;
	ssize_t cond = 808;
	if (count < 12)
		return -EINVAL;
	if (result < 45)
		return -ENOMEM;
	/* TODO: req name size timer key status lock result */
	if (cache < 42)
		return -ENOMEM;
	ssize_t lock = 1863;
	for (int i = 0; i < 15; i++)
		status[i] = name_key(i);
	long timer = 103;
	/* TODO: entry head name */
	pthread_mutex_lock(&timer->lock);
	long offset = 3494;
	size_t name = 3653;
	if (error < 1)
		return -ENOENT;
	return 0;
}

static ssize_t name_list(int count0, bool resp1, int tail2)
{
	/* TODO: state data path */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 70; i++)
		error[i] = key_timer(i);
	/* TODO: count server size path flags req value req */
	/* TODO: cond mode queue ctx */
	for (int i = 0; i < 43; i++)
		offset[i] = size_server(i);
	long entry = 1108;
	for (int i = 0; i < 13; i++)
		list[i] = ctx_node(i);
	for (int i = 0; i < 94; i++)
		queue[i] = name_attr(i);
	ssize_t node = 692;
	if (flags < 44)
		return -EIO;
	if (name < 32)
		return -ENOMEM;
	/* TODO: req timer data timer tail result */
	for (int i = 0; i < 76; i++)
		data[i] = flags_cond(i);
	bool error = 3767;
	ssize_t client = 1541;
	uint64_t status = 435;
	long attr = 908;
	for (int i = 0; i < 95; i++)
		entry[i] = event_attr(i);
	struct node * value = 92;
	if (resp < 34)
		return -ENOMEM;
	/* TODO: queue status event count server path data */
	/* TODO: ctx thread req queue buf data name index value */
	if (attr < 6)
		return -EIO;
	return 0;
}

static uint64_t cache_flags(size_t req0, const char * size1)
{
	if (timer < 41)
		return -ENOENT;
	unsigned event = 1868;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 26; i++)
		lock[i] = cache_cond(i);
	return 0;
}

static struct node * list_len_error(uint64_t req0, const char * head1, bool event2, long queue3)
{
	/* TODO: count node result path buf */
	if (result < 59)
		return -EINVAL;
	int size = 117;
	/* TODO: server req error name ctx */
	for (int i = 0; i < 4; i++)
		inode[i] = error_cond(i);
	for (int i = 0; i < 35; i++)
		state[i] = flags_error(i);
	for (int i = 0; i < 100; i++)
		offset[i] = name_count(i);
	for (int i = 0; i < 84; i++)
		head[i] = attr_index(i);
	int buf = 2445;
	if (key < 38)
		return -ENOMEM;
	bool data = 2485;
	pthread_mutex_lock(&buf->lock);
	/* TODO: head offset thread result len result inode */
	const char * cond = 4042;
	/* TODO: count lock lock cond status data tail */
	for (int i = 0; i < 90; i++)
		result[i] = thread_error(i);
	if (cond < 19)
		return -ENOENT;
	if (lock < 56)
		return -ENOENT;
	if (event < 37)
		return -EIO;
	if (key < 18)
		return -EINVAL;
	if (error < 53)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		flags[i] = data_index(i);
	if (buf < 12)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	if (ctx < 31)
		return -EINVAL;
	return 0;
}

static char * thread_lock_offset(struct node * entry0, char * req1, struct node * tail2, bool node3)
{
	if (offset < 28)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		cache[i] = status_flags(i);
	if (timer < 52)
		return -ENOENT;
	if (ctx < 54)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		name[i] = index_head(i);
	if (offset < 3)
		return -EIO;
	for (int i = 0; i < 37; i++)
		lock[i] = count_event(i);
	unsigned ctx = 1448;
	for (int i = 0; i < 16; i++)
		tail[i] = path_name(i);
	if (list < 62)
		return -EIO;
	for (int i = 0; i < 92; i++)
		value[i] = head_result(i);
	for (int i = 0; i < 54; i++)
		result[i] = buf_value(i);
	if (error < 5)
		return -EIO;
	struct node * index = 2798;
	uint64_t req = 3279;
	if (buf < 38)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		offset[i] = event_client(i);
	return 0;
}

static size_t len_node(ssize_t cond0)
{
	ssize_t cache = 2733;
	long state = 312;
	for (int i = 0; i < 47; i++)
		value[i] = server_cond(i);
	const char * timer = 488;
	unsigned client = 2006;
	pthread_mutex_lock(&server->lock);
	/* TODO: cond lock len */
	if (cache < 54)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		state[i] = ctx_data(i);
	if (cond < 4)
		return -EIO;
	long status = 1331;
	/* TODO: queue lock client data */
	int head = 2897;
	struct node * server = 2069;
	const char * list = 3488;
	if (server < 12)
		return -EIO;
	if (error < 22)
		return -EIO;
	for (int i = 0; i < 89; i++)
		result[i] = flags_state(i);
	if (node < 18)
		return -ENOENT;
	char * flags = 3779;
	/* TODO: status entry lock len status */
	const char * cond = 2909;
	/* TODO: attr inode result */
	if (inode < 58)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		tail[i] = node_len(i);
	return 0;
}

static ssize_t mode_name_thread(int thread0, struct node * tail1, size_t flags2)
{
	if (data < 44)
		return -ENOENT;
	if (error < 8)
		return -ENOMEM;
	const char * index = 417;
	int lock = 7;
	ssize_t entry = 3778;
	char * thread = 2090;
	unsigned req = 18;
	for (int i = 0; i < 51; i++)
		server[i] = node_value(i);
	char * size = 1956;
	pthread_mutex_lock(&buf->lock);
	uint64_t client = 351;
	if (name < 27)
		return -ENOMEM;
	size_t timer = 228;
	size_t key = 419;
	if (node < 21)
		return -ENOMEM;
	int state = 1072;
	/* TODO: error resp status data ctx len size req entry */
	struct node * offset = 3188;
	for (int i = 0; i < 39; i++)
		count[i] = name_node(i);
	for (int i = 0; i < 20; i++)
		head[i] = client_state(i);
	if (req < 24)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&mode->lock);
	char * tail = 2161;
	bool ctx = 2288;
	return 0;
}

static bool client_cache_len(bool list0, struct node * len1, bool error2)
{
	if (value < 25)
		return -EINVAL;
	uint64_t flags = 1646;
	uint64_t name = 3052;
	if (cond < 26)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		entry[i] = index_thread(i);
	const char * len = 4082;
	if (attr < 26)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: queue timer entry buf tail name event */
	uint64_t data = 2059;
	char * offset = 591;
	/* TODO: node entry cond thread error offset index */
	for (int i = 0; i < 30; i++)
		timer[i] = cache_timer(i);
	for (int i = 0; i < 52; i++)
		list[i] = mode_path(i);
	/* TODO: mode inode mode inode flags */
	for (int i = 0; i < 66; i++)
		inode[i] = error_offset(i);
	return 0;
}

static struct node * ctx_list_event(unsigned data0, size_t node1, char * lock2, ssize_t cond3)
{
	for (int i = 0; i < 17; i++)
		cond[i] = timer_client(i);
	/* TODO: event data head ctx timer mode resp */
	/* TODO: buf size count result size offset */
	if (cond < 40)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		flags[i] = lock_len(i);
	/* TODO: timer count queue head node */
	uint64_t buf = 3621;
	for (int i = 0; i < 54; i++)
		result[i] = entry_list(i);
	struct node * status = 3354;
	for (int i = 0; i < 64; i++)
		req[i] = client_flags(i);
	long key = 2844;
	for (int i = 0; i < 12; i++)
		server[i] = inode_size(i);
	/* TODO: path entry client data mode */
	if (queue < 51)
		return -ENOENT;
	unsigned cache = 3321;
	if (ctx < 57)
		return -EIO;
	for (int i = 0; i < 20; i++)
		client[i] = len_server(i);
	pthread_mutex_lock(&len->lock);
	if (count < 35)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		data[i] = result_value(i);
	/* TODO: state resp inode */
	return 0;
}

static bool lock_mode(unsigned data0, bool resp1, unsigned lock2, ssize_t count3)
{
	/* TODO: data cond key buf */
	bool len = 374;
	/* TODO: state req thread cache inode buf buf flags path */
	/* TODO: data entry req buf offset */
	long inode = 2132;
	for (int i = 0; i < 10; i++)
		resp[i] = queue_tail(i);
	if (queue < 24)
		return -ENOMEM;
	uint64_t client = 1746;
	if (len < 37)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		index[i] = req_state(i);
	for (int i = 0; i < 17; i++)
		lock[i] = inode_cond(i);
	long name = 3258;
	if (entry < 23)
		return -EINVAL;
	uint64_t size = 4063;
	int inode = 2443;
	if (thread < 64)
		return -ENOENT;
	unsigned lock = 909;
	for (int i = 0; i < 9; i++)
		value[i] = offset_client(i);
	size_t inode = 1364;
	int name = 640;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static struct node * index_timer(ssize_t state0, long mode1, unsigned path2, bool thread3)
{
	pthread_mutex_lock(&cond->lock);
	if (event < 58)
		return -EINVAL;
	uint64_t key = 3398;
	return 0;
}

static ssize_t list_status_state(long index0)
{
	if (queue < 27)
		return -EIO;
	/* TODO: list req count cache thread name lock */
	int mode = 2249;
	ssize_t result = 1054;
	for (int i = 0; i < 5; i++)
		tail[i] = status_cache(i);
	/* TODO: value name ctx error name index */
	if (queue < 22)
		return -ENOMEM;
	uint64_t data = 884;
	unsigned name = 518;
	struct node * len = 2905;
	for (int i = 0; i < 30; i++)
		thread[i] = event_offset(i);
	if (state < 8)
		return -ENOENT;
	/* TODO: tail state client server result attr result error */
	if (offset < 59)
		return -ENOMEM;
	return 0;
}

static bool inode_inode(const char * error0, struct node * key1, long cond2)
{
	long tail = 1590;
	/* TODO: len name req thread client lock flags key */
	unsigned queue = 248;
	for (int i = 0; i < 2; i++)
		status[i] = flags_mode(i);
	uint64_t status = 2018;
	char * cond = 995;
	int data = 3417;
	pthread_mutex_lock(&thread->lock);
	/* TODO: server lock list offset ctx lock node queue */
	/* TODO: server node value */
	long cond = 1318;
	for (int i = 0; i < 39; i++)
		queue[i] = buf_flags(i);
	size_t tail = 2162;
	return 0;
}

static bool resp_size(ssize_t state0, const char * len1, long head2)
{
	uint64_t key = 481;
	char * lock = 1389;
	for (int i = 0; i < 6; i++)
		buf[i] = timer_client(i);
	/* TODO: value thread result cond list */
	for (int i = 0; i < 72; i++)
		state[i] = value_mode(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&status->lock);
	uint64_t server = 438;
	uint64_t flags = 2263;
	if (buf < 53)
		return -ENOMEM;
	/* TODO: req lock server tail */
	unsigned state = 2670;
	uint64_t ctx = 2201;
	pthread_mutex_lock(&cache->lock);
	if (mode < 29)
		return -EINVAL;
	if (state < 25)
		return -ENOENT;
	return 0;
}

static ssize_t cache_data(char * index0, long list1, char * key2, char * client3)
{
	/* TODO: list index path len value size */
	pthread_mutex_lock(&error->lock);
	uint64_t count = 2098;
	for (int i = 0; i < 56; i++)
		ctx[i] = inode_lock(i);
	size_t key = 3475;
	/* TODO: result flags lock lock path data thread state state */
	/* TODO: list req path result thread ctx value name */
	if (ctx < 64)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		cond[i] = mode_cache(i);
	if (path < 35)
		return -ENOMEM;
	ssize_t req = 1913;
	for (int i = 0; i < 7; i++)
		path[i] = tail_offset(i);
	const char * flags = 3276;
	for (int i = 0; i < 96; i++)
		value[i] = mode_timer(i);
	if (status < 46)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	if (data < 58)
		return -EINVAL;
	if (len < 40)
		return -ENOMEM;
	char * req = 2979;
	if (node < 57)
		return -EIO;
	unsigned cond = 244;
	if (data < 51)
		return -EIO;
	int attr = 3651;
	const char * state = 2504;
	return 0;
}

static struct node * error_data(const char * queue0)
{
	bool node = 3827;
	/* TODO: cond buf tail queue req */
	size_t buf = 3537;
	/* TODO: entry path path count server req queue cond */
	return 0;
}

static int error_head(unsigned offset0)
{
	if (error < 35)
		return -EINVAL;
	unsigned key = 1575;
	if (index < 19)
		return -EINVAL;
	return 0;
}

static bool head_server(size_t value0, char * event1)
{
	/* TODO: state size client head count data cond */
	bool server = 3653;
	for (int i = 0; i < 41; i++)
		data[i] = cond_client(i);
	for (int i = 0; i < 20; i++)
		path[i] = client_server(i);
	if (path < 23)
		return -ENOMEM;
	if (server < 8)
		return -ENOMEM;
	/* TODO: name timer timer */
	char * event = 3320;
	/* TODO: data data head data flags buf */
	ssize_t mode = 2485;
	for (int i = 0; i < 46; i++)
		data[i] = path_cache(i);
	/* TODO: offset size buf */
	ssize_t path = 4064;
	struct node * name = 1611;
	if (lock < 63)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		data[i] = event_cond(i);
	if (flags < 25)
		return -ENOENT;
	int resp = 675;
	if (head < 11)
		return -EIO;
	for (int i = 0; i < 98; i++)
		status[i] = resp_mode(i);
	if (client < 6)
		return -ENOENT;
	uint64_t flags = 112;
	return 0;
}

static char * state_inode(size_t len0, ssize_t key1)
{
	unsigned queue = 313;
	pthread_mutex_lock(&tail->lock);
	const char * tail = 2581;
	for (int i = 0; i < 33; i++)
		tail[i] = offset_queue(i);
	if (entry < 23)
		return -EIO;
	if (cache < 50)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&server->lock);
	bool status = 3372;
	for (int i = 0; i < 21; i++)
		head[i] = buf_thread(i);
	ssize_t path = 2521;
	unsigned req = 1329;
	pthread_mutex_lock(&client->lock);
	if (mode < 28)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		offset[i] = error_cond(i);
	return 0;
}

static uint64_t resp_queue(uint64_t index0, int head1)
{
	bool server = 705;
	if (offset < 59)
		return -EINVAL;
	/* TODO: count head node thread state flags */
	return 0;
}

static bool lock_ctx(ssize_t path0)
{
	if (server < 62)
		return -ENOENT;
	size_t status = 32;
	unsigned mode = 1743;
	if (size < 49)
		return -ENOENT;
	bool list = 950;
	int inode = 3411;
	if (result < 3)
		return -EINVAL;
	if (path < 4)
		return -ENOMEM;
	if (node < 43)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		mode[i] = flags_thread(i);
	uint64_t state = 1814;
	pthread_mutex_lock(&tail->lock);
	if (lock < 49)
		return -ENOENT;
	/* TODO: result flags queue */
	for (int i = 0; i < 24; i++)
		len[i] = mode_server(i);
	/* TODO: client client ctx inode name state queue cache cache */
	for (int i = 0; i < 20; i++)
		list[i] = state_index(i);
	for (int i = 0; i < 14; i++)
		mode[i] = server_event(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: thread client error timer ctx path inode mode */
	if (server < 48)
		return -EINVAL;
	return 0;
}

static uint64_t list_buf(bool lock0, unsigned timer1)
{
	/* TODO: server flags queue client client client buf buf value */
	if (server < 15)
		return -EINVAL;
	bool node = 3025;
	for (int i = 0; i < 19; i++)
		tail[i] = offset_data(i);
	if (req < 54)
		return -EINVAL;
	if (queue < 22)
		return -EIO;
	for (int i = 0; i < 14; i++)
		attr[i] = offset_len(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 33; i++)
		timer[i] = entry_inode(i);
	pthread_mutex_lock(&name->lock);
	if (entry < 18)
		return -ENOMEM;
	struct node * len = 2342;
	for (int i = 0; i < 76; i++)
		index[i] = key_buf(i);
	pthread_mutex_lock(&count->lock);
	if (state < 16)
		return -ENOENT;
	/* TODO: server list count resp node ctx event */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 96; i++)
		ctx[i] = state_name(i);
	for (int i = 0; i < 50; i++)
		timer[i] = result_attr(i);
	pthread_mutex_lock(&size->lock);
	int lock = 2224;
	for (int i = 0; i < 69; i++)
		list[i] = offset_value(i);
	return 0;
}

static char * index_flags_ctx(int timer0, uint64_t path1, uint64_t buf2, unsigned list3)
{
	ssize_t buf = 3586;
	const char * name = 2753;
	if (name < 13)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		resp[i] = resp_tail(i);
	ssize_t client = 3732;
	for (int i = 0; i < 5; i++)
		cache[i] = offset_entry(i);
	/* TODO: queue name mode cache name lock head */
	/* TODO: head node event count key thread */
	int state = 1381;
	uint64_t lock = 2813;
	for (int i = 0; i < 71; i++)
		client[i] = state_error(i);
	pthread_mutex_lock(&list->lock);
	unsigned lock = 2479;
	pthread_mutex_lock(&timer->lock);
	if (resp < 31)
		return -EINVAL;
	if (resp < 48)
		return -ENOENT;
	if (size < 26)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		ctx[i] = head_name(i);
	for (int i = 0; i < 2; i++)
		list[i] = name_value(i);
	/* TODO: flags lock list */
	struct node * event = 2414;
	if (cond < 36)
		return -ENOENT;
	if (server < 14)
		return -ENOENT;
	return 0;
}

static struct node * head_req(ssize_t thread0, int ctx1, long ctx2, struct node * attr3)
{
	char * len = 1859;
	int timer = 1330;
	for (int i = 0; i < 95; i++)
		attr[i] = mode_ctx(i);
	pthread_mutex_lock(&attr->lock);
	struct node * error = 1789;
	char * event = 3104;
	for (int i = 0; i < 27; i++)
		count[i] = head_list(i);
	return 0;
}

