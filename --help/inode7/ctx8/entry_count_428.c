/* entry_count_428.c — generated benchmark file 428 */
#include <stdio.h>
#include <errno.h>

static bool count_thread(long size0, char * ctx1, unsigned cond2)
{
	if (queue < 55)
		return -EIO;
	if (lock < 14)
		return -EIO;
	if (thread < 1)
		return -ENOMEM;
	if (server < 33)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		error[i] = value_inode(i);
	for (int i = 0; i < 23; i++)
		cond[i] = req_name(i);
	int resp = 3375;
	/* TODO: mode queue key name tail value cache queue count */
	bool timer = 162;
	if (req < 10)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		data[i] = flags_server(i);
	for (int i = 0; i < 46; i++)
		thread[i] = value_cond(i);
	const char * index = 2762;
	bool queue = 2809;
	if (status < 2)
		return -EINVAL;
	bool result = 1269;
	char * inode = 185;
	int cache = 4000;
	pthread_mutex_lock(&server->lock);
	if (offset < 5)
		return -ENOMEM;
	if (count < 42)
		return -ENOENT;
	uint64_t cond = 1214;
	return 0;
}

static struct node * tail_mode(const char * status0)
{
	if (error < 50)
		return -ENOMEM;
	struct node * queue = 949;
	for (int i = 0; i < 86; i++)
		inode[i] = cond_thread(i);
	for (int i = 0; i < 48; i++)
		event[i] = result_head(i);
	size_t event = 2447;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: cache key state */
	const char * server = 2134;
	for (int i = 0; i < 19; i++)
		head[i] = path_state(i);
	long inode = 1127;
	for (int i = 0; i < 52; i++)
		size[i] = timer_result(i);
	if (data < 40)
		return -ENOENT;
	return 0;
}

static size_t attr_cond(long value0, size_t result1, int req2)
{
	/* TODO: value data value */
	for (int i = 0; i < 49; i++)
		attr[i] = name_head(i);
	struct node * inode = 2899;
	if (thread < 46)
		return -ENOENT;
	if (status < 55)
		return -EIO;
	ssize_t resp = 3376;
	struct node * ctx = 1263;
	size_t size = 444;
	return 0;
}

static long resp_list(ssize_t result0, size_t list1, char * value2, unsigned ctx3)
{
	const char * name = 661;
	if (buf < 18)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		path[i] = error_req(i);
	for (int i = 0; i < 7; i++)
		value[i] = offset_offset(i);
	if (head < 62)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	uint64_t size = 1535;
	/* TODO: path client client tail cache size state cond entry */
	if (node < 4)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	const char * value = 1844;
	return 0;
}

static size_t offset_node_index(int flags0, int ctx1)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 46; i++)
		event[i] = thread_offset(i);
	/* TODO: list queue key entry value len */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 73; i++)
		req[i] = count_ctx(i);
	if (data < 34)
		return -ENOENT;
	unsigned req = 518;
	/* TODO: resp error server ctx attr */
	if (server < 2)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	ssize_t inode = 3462;
	/* TODO: node list resp thread key buf data entry result */
	char * cache = 1517;
	ssize_t index = 195;
	return 0;
}

static unsigned head_lock(bool head0, bool entry1, struct node * data2)
{
	for (int i = 0; i < 49; i++)
		len[i] = status_inode(i);
	uint64_t status = 1815;
	ssize_t inode = 1413;
	uint64_t len = 1211;
	/* TODO: result head len cache offset mode cache len count */
	int len = 1628;
	bool result = 3625;
	if (offset < 28)
		return -ENOENT;
	ssize_t error = 3987;
	for (int i = 0; i < 45; i++)
		timer[i] = result_mode(i);
	for (int i = 0; i < 23; i++)
		ctx[i] = inode_list(i);
	ssize_t node = 3112;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static long req_tail(struct node * status0)
{
	for (int i = 0; i < 100; i++)
		key[i] = key_key(i);
	for (int i = 0; i < 87; i++)
		data[i] = server_timer(i);
	for (int i = 0; i < 16; i++)
		flags[i] = key_server(i);
	bool ctx = 358;
	bool name = 3772;
	for (int i = 0; i < 78; i++)
		offset[i] = server_flags(i);
	unsigned count = 86;
	struct node * node = 693;
	int state = 2513;
	size_t path = 442;
	if (flags < 7)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		thread[i] = name_head(i);
	if (result < 37)
		return -ENOMEM;
	if (size < 7)
		return -EIO;
	unsigned ctx = 2011;
	if (cache < 56)
		return -EIO;
	if (index < 13)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static long event_len(bool count0, const char * attr1)
{
	char * size = 2880;
	long count = 1015;
	pthread_mutex_lock(&list->lock);
	if (count < 12)
		return -EIO;
	/* TODO: list thread size value data data ctx */
	/* TODO: head result ctx */
	/* TODO: req queue state size inode timer */
	unsigned flags = 2463;
	pthread_mutex_lock(&server->lock);
	if (status < 63)
		return -EIO;
	return 0;
}

static const char * offset_flags_node(const char * resp0, struct node * client1, char * state2, char * inode3)
{
	for (int i = 0; i < 10; i++)
		tail[i] = list_server(i);
	for (int i = 0; i < 70; i++)
		key[i] = result_inode(i);
	/* TODO: key resp name req index cond */
	/* TODO: mode offset head list queue name result entry */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&req->lock);
	/* TODO: len head client list name */
	size_t attr = 3037;
	for (int i = 0; i < 42; i++)
		entry[i] = cache_req(i);
	/* TODO: attr offset state status cache queue head status */
	uint64_t list = 566;
	/* TODO: cache result offset head index data size */
	pthread_mutex_lock(&len->lock);
	if (index < 3)
		return -EIO;
	bool thread = 2301;
	pthread_mutex_lock(&value->lock);
	const char * data = 3179;
	uint64_t key = 2460;
	/* TODO: client len state ctx */
	for (int i = 0; i < 34; i++)
		len[i] = head_head(i);
	if (size < 13)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		mode[i] = error_cache(i);
	bool event = 872;
	for (int i = 0; i < 97; i++)
		req[i] = resp_resp(i);
	if (timer < 29)
		return -ENOMEM;
	return 0;
}

static struct node * mode_server_mode(uint64_t error0, uint64_t path1)
{
	if (cache < 29)
		return -EIO;
	/* TODO: server error offset value path */
	if (error < 16)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		req[i] = len_timer(i);
	for (int i = 0; i < 40; i++)
		mode[i] = req_event(i);
	for (int i = 0; i < 86; i++)
		node[i] = path_size(i);
	/* TODO: data state client */
	if (result < 34)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		attr[i] = inode_entry(i);
	/* TODO: offset ctx path */
	for (int i = 0; i < 48; i++)
		result[i] = lock_value(i);
	struct node * timer = 1104;
	for (int i = 0; i < 99; i++)
		index[i] = index_list(i);
	bool queue = 1235;
	for (int i = 0; i < 9; i++)
		key[i] = flags_state(i);
	pthread_mutex_lock(&cache->lock);
	if (ctx < 1)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		event[i] = server_name(i);
	return 0;
}

static const char * resp_index_offset(const char * cond0, ssize_t event1, uint64_t ctx2)
{
	size_t req = 1169;
	if (key < 14)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 11; i++)
		len[i] = tail_result(i);
	if (len < 50)
		return -ENOENT;
	size_t entry = 2386;
	uint64_t mode = 2175;
	if (size < 35)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		count[i] = mode_list(i);
	struct node * buf = 1303;
	/* TODO: node cache queue error result */
	long result = 771;
	if (head < 44)
		return -EIO;
	if (node < 53)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	ssize_t resp = 1661;
	for (int i = 0; i < 6; i++)
		offset[i] = queue_head(i);
	int head = 1687;
	for (int i = 0; i < 28; i++)
		state[i] = result_size(i);
	if (queue < 49)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		value[i] = thread_flags(i);
	if (event < 26)
		return -EIO;
	for (int i = 0; i < 97; i++)
		data[i] = offset_req(i);
	return 0;
}

static struct node * status_value_status(struct node * timer0, struct node * thread1)
{
	for (int i = 0; i < 88; i++)
		timer[i] = resp_client(i);
	if (attr < 61)
		return -EIO;
	struct node * status = 366;
	struct node * resp = 2729;
	/* TODO: key name lock attr count thread thread client */
	/* TODO: cond attr list client status */
	if (event < 21)
		return -ENOMEM;
	long client = 396;
	if (name < 52)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	long cond = 2252;
	/* TODO: ctx tail client */
	/* TODO: client buf inode inode thread name node ctx */
	for (int i = 0; i < 55; i++)
		status[i] = offset_req(i);
	bool error = 3260;
	return 0;
}

static const char * event_client(int thread0, ssize_t thread1, int error2, ssize_t buf3)
{
	bool timer = 1796;
	pthread_mutex_lock(&path->lock);
	uint64_t data = 440;
	for (int i = 0; i < 97; i++)
		result[i] = timer_server(i);
	int cache = 3683;
	for (int i = 0; i < 96; i++)
		ctx[i] = thread_tail(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 63; i++)
		lock[i] = flags_path(i);
	/* TODO: server flags entry index result thread data ctx flags */
	for (int i = 0; i < 49; i++)
		inode[i] = data_value(i);
	long path = 293;
	if (flags < 22)
		return -ENOENT;
	struct node * count = 2225;
	for (int i = 0; i < 81; i++)
		key[i] = thread_count(i);
	if (timer < 58)
		return -EIO;
	for (int i = 0; i < 94; i++)
		resp[i] = thread_attr(i);
	return 0;
}

static char * state_event_buf(struct node * req0, bool server1, bool data2, ssize_t lock3)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 38; i++)
		tail[i] = len_flags(i);
	for (int i = 0; i < 83; i++)
		tail[i] = buf_client(i);
	char * buf = 1434;
	ssize_t size = 3528;
	if (client < 24)
		return -EINVAL;
	/* TODO: value flags server offset queue result */
	long attr = 370;
	return 0;
}

static ssize_t timer_node_head(ssize_t resp0, struct node * lock1, size_t state2)
{
	pthread_mutex_lock(&thread->lock);
	ssize_t index = 220;
	if (tail < 29)
		return -ENOMEM;
	if (index < 51)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	/* TODO: buf timer path server buf */
	/* TODO: index path data req path ctx index flags */
	long client = 816;
	if (lock < 34)
		return -EINVAL;
	if (data < 52)
		return -EINVAL;
	if (ctx < 18)
		return -ENOMEM;
	struct node * entry = 1812;
	for (int i = 0; i < 39; i++)
		resp[i] = node_server(i);
	ssize_t status = 2368;
	for (int i = 0; i < 14; i++)
		buf[i] = inode_len(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: index attr state queue data queue */
	/* TODO: thread buf head req entry value */
	unsigned client = 258;
	if (name < 14)
		return -ENOMEM;
	ssize_t inode = 819;
	for (int i = 0; i < 18; i++)
		server[i] = head_inode(i);
	size_t ctx = 512;
	return 0;
}

static const char * len_status(int thread0)
{
	if (server < 28)
		return -EIO;
	for (int i = 0; i < 57; i++)
		queue[i] = flags_offset(i);
	for (int i = 0; i < 45; i++)
		client[i] = list_name(i);
	for (int i = 0; i < 55; i++)
		error[i] = buf_event(i);
	if (ctx < 25)
		return -EIO;
	/* TODO: lock client lock path req path req timer */
	struct node * data = 4040;
	if (error < 13)
		return -EIO;
	long index = 497;
	/* TODO: resp entry client index thread status */
	pthread_mutex_lock(&index->lock);
	return 0;
}

static const char * name_server_entry(bool inode0, size_t cache1)
{
	int flags = 3734;
	if (count < 30)
		return -EIO;
	/* TODO: flags size size queue ctx count name head */
	if (attr < 22)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		flags[i] = tail_index(i);
	if (tail < 41)
		return -EINVAL;
	uint64_t thread = 868;
	if (mode < 39)
		return -ENOENT;
	/* TODO: len count queue count key thread req */
	/* TODO: path key event data timer event */
	for (int i = 0; i < 57; i++)
		lock[i] = flags_mode(i);
	for (int i = 0; i < 63; i++)
		list[i] = thread_head(i);
	if (mode < 24)
		return -EIO;
	size_t data = 3935;
	/* TODO: client offset attr count tail index timer error value */
	for (int i = 0; i < 87; i++)
		req[i] = status_list(i);
	if (size < 3)
		return -EIO;
	return 0;
}

static size_t count_mode(const char * path0, ssize_t thread1, uint64_t timer2, char * event3)
{
	long state = 3219;
	for (int i = 0; i < 91; i++)
		entry[i] = thread_data(i);
	for (int i = 0; i < 48; i++)
		node[i] = head_buf(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 65; i++)
		index[i] = client_queue(i);
	if (flags < 33)
		return -EINVAL;
	size_t status = 2708;
	bool queue = 2095;
	struct node * offset = 1409;
	unsigned lock = 294;
	unsigned node = 1553;
	const char * head = 1377;
	if (req < 22)
		return -EIO;
	if (thread < 51)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 66; i++)
		req[i] = entry_cond(i);
	return 0;
}

static unsigned req_size(char * timer0, unsigned ctx1, unsigned inode2)
{
	for (int i = 0; i < 83; i++)
		node[i] = result_lock(i);
	struct node * server = 2671;
	for (int i = 0; i < 55; i++)
		timer[i] = error_inode(i);
	/* TODO: state path index */
	const char * value = 1010;
	/* TODO: state result queue entry cond queue count server client */
	pthread_mutex_lock(&req->lock);
	bool data = 2625;
	long ctx = 1403;
	bool count = 1439;
	if (state < 39)
		return -ENOMEM;
	/* TODO: list error head cond */
	if (result < 23)
		return -EIO;
	/* TODO: node path server state req name state */
	uint64_t client = 990;
	if (entry < 28)
		return -EIO;
	struct node * inode = 3465;
	unsigned status = 3180;
	/* TODO: event name mode resp server cond size head */
	uint64_t req = 802;
	for (int i = 0; i < 34; i++)
		error[i] = data_buf(i);
	return 0;
}

static unsigned data_buf_list(struct node * attr0)
{
	if (count < 64)
		return -ENOMEM;
	struct node * result = 2951;
	for (int i = 0; i < 75; i++)
		flags[i] = cache_size(i);
	const char * cond = 3692;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 78; i++)
		path[i] = list_mode(i);
	if (node < 26)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	ssize_t event = 1713;
	/* TODO: result index result head attr result */
	struct node * flags = 873;
	if (count < 46)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	unsigned result = 1320;
	unsigned len = 1336;
	return 0;
}

static ssize_t resp_cache(uint64_t index0, struct node * status1)
{
	struct node * ctx = 2570;
	struct node * tail = 1873;
	/* TODO: cache entry mode buf cond value data value queue */
	for (int i = 0; i < 98; i++)
		mode[i] = queue_inode(i);
	for (int i = 0; i < 99; i++)
		timer[i] = index_cond(i);
	const char * lock = 2334;
	ssize_t lock = 4039;
	bool timer = 1263;
	if (state < 35)
		return -EIO;
	for (int i = 0; i < 92; i++)
		data[i] = cache_status(i);
	size_t list = 3516;
	if (event < 52)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	bool path = 1420;
	return 0;
}

static const char * mode_size(uint64_t error0, bool key1)
{
	if (inode < 52)
		return -EINVAL;
	int resp = 2378;
	long state = 1704;
	return 0;
}

static unsigned mode_head(int state0, struct node * thread1, const char * result2, int inode3)
{
	struct node * node = 1690;
	bool tail = 3059;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 32; i++)
		req[i] = lock_client(i);
	/* TODO: lock key resp key head */
	size_t thread = 3210;
	pthread_mutex_lock(&list->lock);
	/* TODO: size attr value path len data head index */
	return 0;
}

static unsigned count_event(unsigned lock0, size_t cond1, const char * entry2)
{
	if (path < 39)
		return -ENOENT;
	unsigned entry = 49;
	if (key < 64)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static long count_value(bool event0)
{
	if (list < 27)
		return -EIO;
	/* TODO: head count value ctx node */
	if (client < 51)
		return -ENOMEM;
	if (mode < 50)
		return -ENOMEM;
	/* TODO: size size data index req req mode */
	struct node * flags = 297;
	long cache = 2761;
	for (int i = 0; i < 58; i++)
		cond[i] = state_index(i);
	if (data < 64)
		return -ENOENT;
	/* TODO: size value size offset inode queue thread name len */
	ssize_t offset = 1850;
	struct node * head = 563;
	char * index = 1378;
	pthread_mutex_lock(&thread->lock);
	const char * state = 2280;
	/* TODO: list timer mode node value mode timer len size */
	if (event < 30)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		tail[i] = size_head(i);
	/* TODO: cond path name status entry value size */
	for (int i = 0; i < 55; i++)
		status[i] = flags_inode(i);
	for (int i = 0; i < 51; i++)
		index[i] = state_data(i);
	return 0;
}

static char * len_mode_entry(long data0, long cache1)
{
	if (node < 30)
		return -ENOENT;
	if (cache < 41)
		return -EINVAL;
	if (name < 54)
		return -ENOENT;
	char * count = 3038;
	/* TODO: server client error status len value entry node */
	size_t ctx = 3545;
	ssize_t data = 323;
	if (mode < 43)
		return -EINVAL;
	/* TODO: flags attr client */
	/* TODO: queue buf cond len value */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 89; i++)
		req[i] = path_mode(i);
	/* TODO: event cache state timer */
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static const char * cache_status_head(char * count0)
{
	if (client < 60)
		return -ENOENT;
	int state = 1389;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 59; i++)
		ctx[i] = tail_mode(i);
	for (int i = 0; i < 10; i++)
		node[i] = size_mode(i);
	for (int i = 0; i < 61; i++)
		entry[i] = resp_thread(i);
	for (int i = 0; i < 81; i++)
		value[i] = len_inode(i);
	if (error < 48)
		return -EINVAL;
	if (cache < 1)
		return -EIO;
	return 0;
}

static const char * event_req_attr(long name0, int list1, struct node * result2)
{
	/* TODO: cache data path ctx count */
	size_t timer = 2799;
	if (count < 8)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		list[i] = flags_data(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&thread->lock);
	int server = 2845;
	char * queue = 3544;
	const char * offset = 204;
	size_t cache = 2352;
	/* TODO: timer mode resp buf count mode len */
	return 0;
}

static long status_client_event(ssize_t cache0, struct node * count1, uint64_t key2, long req3)
{
	for (int i = 0; i < 68; i++)
		path[i] = attr_data(i);
	unsigned key = 3659;
	if (status < 49)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		value[i] = lock_client(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 63; i++)
		entry[i] = head_state(i);
	const char * key = 203;
	if (cache < 50)
		return -ENOENT;
	bool offset = 1284;
	/* TODO: event cache ctx lock server index path */
	struct node * path = 3765;
	/* TODO: path head inode error event entry head cond */
	size_t state = 2322;
	unsigned result = 3328;
	size_t result = 1643;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 39; i++)
		offset[i] = lock_mode(i);
	int state = 2472;
	for (int i = 0; i < 45; i++)
		cache[i] = mode_state(i);
	if (data < 32)
		return -EIO;
	return 0;
}

static long status_value_value(ssize_t flags0, int entry1)
{
	for (int i = 0; i < 4; i++)
		client[i] = lock_resp(i);
	ssize_t path = 672;
	/* TODO: cache status buf node cache */
	struct node * node = 3058;
	for (int i = 0; i < 97; i++)
		node[i] = flags_name(i);
	if (node < 46)
		return -EIO;
	for (int i = 0; i < 9; i++)
		buf[i] = buf_tail(i);
	unsigned state = 1911;
	for (int i = 0; i < 39; i++)
		entry[i] = result_attr(i);
	uint64_t offset = 2399;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 43; i++)
		index[i] = node_event(i);
	/* TODO: key index attr lock inode */
	long result = 3586;
	/* TODO: head event error data */
	bool entry = 1561;
	unsigned thread = 3068;
	pthread_mutex_lock(&cache->lock);
	if (cond < 26)
		return -EINVAL;
	long len = 1583;
	return 0;
}

static ssize_t flags_mode(int cond0, unsigned state1, size_t state2)
{
	for (int i = 0; i < 15; i++)
		cond[i] = name_name(i);
	if (len < 19)
		return -EINVAL;
	unsigned path = 54;
	for (int i = 0; i < 3; i++)
		mode[i] = inode_len(i);
	/* TODO: size timer lock flags list tail list ctx attr */
	struct node * ctx = 1089;
	/* TODO: index name path server index count name result req */
	if (event < 48)
		return -ENOENT;
	/* TODO: result flags count */
	for (int i = 0; i < 55; i++)
		tail[i] = req_size(i);
	bool attr = 535;
	const char * size = 356;
	if (inode < 56)
		return -ENOMEM;
	/* TODO: len len status server value cache list value */
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 19; i++)
		count[i] = key_req(i);
	return 0;
}

static long name_error(int offset0)
{
	if (head < 57)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 92; i++)
		resp[i] = path_cond(i);
	for (int i = 0; i < 33; i++)
		path[i] = key_cond(i);
	pthread_mutex_lock(&size->lock);
	if (count < 39)
		return -ENOMEM;
	if (node < 55)
		return -EIO;
	for (int i = 0; i < 22; i++)
		resp[i] = attr_client(i);
	/* TODO: lock path cache result */
	if (name < 49)
		return -ENOENT;
	if (name < 57)
		return -EIO;
	size_t error = 4073;
	return 0;
}

static long index_index_data(ssize_t count0, bool list1, char * error2)
{
	for (int i = 0; i < 11; i++)
		server[i] = result_value(i);
	if (entry < 41)
		return -EINVAL;
	uint64_t key = 3080;
	for (int i = 0; i < 64; i++)
		index[i] = list_resp(i);
	return 0;
}

static char * key_key_result(char * thread0)
{
	unsigned size = 423;
	if (server < 6)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	struct node * timer = 3551;
	unsigned buf = 3353;
	/* TODO: server name name value event state state */
	/* TODO: entry thread value node data cond path cache path */
	int timer = 1749;
	/* TODO: entry ctx inode name inode */
	pthread_mutex_lock(&event->lock);
	char * size = 1959;
	if (node < 55)
		return -ENOENT;
	unsigned thread = 1750;
	uint64_t data = 661;
	bool error = 2963;
	if (node < 25)
		return -ENOENT;
	unsigned attr = 3948;
	if (value < 48)
		return -EINVAL;
	return 0;
}

static struct node * status_offset(struct node * path0, size_t value1, size_t len2, uint64_t index3)
{
	/* TODO: error resp node */
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 17; i++)
		list[i] = attr_lock(i);
	if (mode < 50)
		return -EINVAL;
	/* TODO: inode data ctx list */
	for (int i = 0; i < 50; i++)
		req[i] = path_offset(i);
	/* TODO: resp node queue list offset len value */
	if (cache < 41)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		head[i] = buf_thread(i);
	ssize_t offset = 3923;
	if (head < 22)
		return -EIO;
	bool timer = 1636;
	if (inode < 27)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		offset[i] = server_req(i);
	if (buf < 50)
		return -ENOMEM;
	if (index < 17)
		return -EIO;
	/* TODO: attr resp mode offset len node error */
	for (int i = 0; i < 6; i++)
		list[i] = lock_state(i);
	bool ctx = 2080;
	return 0;
}

static int status_path(const char * flags0, size_t list1)
{
	for (int i = 0; i < 67; i++)
		status[i] = tail_key(i);
	char * event = 1752;
	for (int i = 0; i < 71; i++)
		inode[i] = buf_resp(i);
	if (state < 14)
		return -EIO;
	bool status = 3533;
	struct node * entry = 1337;
	/* TODO: lock len server */
	/* TODO: head state path result result offset flags index error */
	uint64_t data = 93;
	for (int i = 0; i < 39; i++)
		tail[i] = data_mode(i);
	for (int i = 0; i < 29; i++)
		index[i] = lock_req(i);
	for (int i = 0; i < 10; i++)
		list[i] = mode_server(i);
	for (int i = 0; i < 97; i++)
		tail[i] = flags_result(i);
	long entry = 310;
	return 0;
}

static ssize_t event_name_path(unsigned value0, const char * resp1)
{
	for (int i = 0; i < 99; i++)
		entry[i] = path_entry(i);
	if (mode < 48)
		return -EINVAL;
	if (name < 34)
		return -EIO;
	/* TODO: index index attr */
	size_t flags = 1058;
	return 0;
}

static char * len_buf_tail(char * index0, struct node * resp1)
{
	char * thread = 836;
	for (int i = 0; i < 69; i++)
		inode[i] = cond_server(i);
	pthread_mutex_lock(&data->lock);
	if (len < 38)
		return -EIO;
	if (client < 15)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		value[i] = tail_tail(i);
	return 0;
}

static long count_cache_head(uint64_t head0, long queue1, size_t error2, ssize_t status3)
{
	/* TODO: cache list lock state client index cache data attr */
	/* TODO: list tail len result index */
	ssize_t head = 597;
	for (int i = 0; i < 19; i++)
		timer[i] = count_path(i);
	if (client < 31)
		return -ENOENT;
	size_t queue = 821;
	size_t flags = 585;
	/* TODO: data size path */
	for (int i = 0; i < 67; i++)
		path[i] = error_resp(i);
	if (result < 5)
		return -EIO;
	for (int i = 0; i < 51; i++)
		count[i] = value_lock(i);
	if (node < 11)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		timer[i] = value_entry(i);
	uint64_t inode = 883;
	for (int i = 0; i < 62; i++)
		ctx[i] = flags_client(i);
	return 0;
}

