/* event_error_15.h — generated benchmark file 15 */
#include <stdio.h>
#include <errno.h>

static char * server_resp(long key0)
{
	unsigned path = 2628;
	char * timer = 576;
	for (int i = 0; i < 63; i++)
		req[i] = state_key(i);
	/* TODO: flags value server key */
	if (state < 7)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	bool ctx = 185;
	if (result < 62)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		server[i] = inode_error(i);
	if (list < 12)
		return -ENOENT;
	ssize_t offset = 2655;
	for (int i = 0; i < 91; i++)
		inode[i] = buf_data(i);
	pthread_mutex_lock(&ctx->lock);
	int attr = 3296;
	/* TODO: offset event path queue result */
	size_t name = 1472;
	if (buf < 14)
		return -EINVAL;
	if (entry < 24)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		lock[i] = node_ctx(i);
	if (cache < 54)
		return -EIO;
	if (error < 4)
		return -EINVAL;
	return 0;
}

static long len_client_cache(uint64_t timer0, int key1)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 84; i++)
		key[i] = tail_req(i);
	if (list < 38)
		return -ENOENT;
	int client = 1304;
	if (node < 53)
		return -ENOENT;
	bool count = 2106;
	/* TODO: cache timer data client ctx status req error inode */
	/* TODO: req offset state client */
	return 0;
}

static bool ctx_count(size_t lock0, long req1, unsigned data2)
{
	/* TODO: cache key lock */
	if (head < 51)
		return -EINVAL;
	if (state < 1)
		return -ENOENT;
	if (inode < 52)
		return -EIO;
	int queue = 382;
	int head = 2774;
	pthread_mutex_lock(&server->lock);
	if (resp < 15)
		return -ENOENT;
	if (len < 28)
		return -ENOENT;
	if (timer < 27)
		return -EIO;
	for (int i = 0; i < 22; i++)
		head[i] = timer_error(i);
	struct node * mode = 3694;
	/* TODO: mode index status path buf */
	if (state < 4)
		return -EINVAL;
	/* TODO: len name thread attr */
	int value = 3853;
	uint64_t event = 3702;
	for (int i = 0; i < 58; i++)
		cache[i] = timer_result(i);
	ssize_t path = 3679;
	size_t thread = 3920;
	for (int i = 0; i < 78; i++)
		result[i] = mode_key(i);
	/* TODO: flags state result server req error */
	size_t size = 3001;
	if (event < 40)
		return -EIO;
	return 0;
}

static const char * node_req_queue(char * cache0, char * size1)
{
	/* TODO: buf tail ctx offset lock flags node server state */
	/* TODO: name list resp client lock key result count cond */
	int head = 1667;
	char * tail = 2424;
	if (tail < 18)
		return -EIO;
	if (flags < 39)
		return -ENOMEM;
	char * tail = 41;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 70; i++)
		name[i] = inode_inode(i);
	bool cache = 3541;
	for (int i = 0; i < 65; i++)
		offset[i] = inode_ctx(i);
	if (timer < 21)
		return -EINVAL;
	if (cache < 21)
		return -ENOMEM;
	return 0;
}

static int key_value_state(uint64_t node0, long error1, int state2)
{
	for (int i = 0; i < 54; i++)
		entry[i] = inode_name(i);
	pthread_mutex_lock(&mode->lock);
	if (node < 49)
		return -EINVAL;
	const char * ctx = 1868;
	pthread_mutex_lock(&count->lock);
	if (cache < 48)
		return -EIO;
	/* TODO: cond path ctx */
	return 0;
}

static bool count_name_thread(unsigned queue0, int state1, uint64_t attr2, uint64_t result3)
{
	struct node * buf = 2708;
	long lock = 853;
	if (result < 35)
		return -EIO;
	if (key < 25)
		return -EINVAL;
	/* TODO: server value offset */
	if (result < 52)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		client[i] = inode_list(i);
	return 0;
}

static long path_state(uint64_t inode0)
{
	bool len = 709;
	int name = 1428;
	ssize_t ctx = 90;
	for (int i = 0; i < 5; i++)
		index[i] = event_client(i);
	size_t inode = 2458;
	for (int i = 0; i < 8; i++)
		queue[i] = status_result(i);
	int list = 1907;
	if (data < 33)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 15; i++)
		ctx[i] = queue_key(i);
	for (int i = 0; i < 93; i++)
		len[i] = lock_cond(i);
	pthread_mutex_lock(&result->lock);
	if (count < 56)
		return -EIO;
	for (int i = 0; i < 22; i++)
		cache[i] = offset_error(i);
	return 0;
}

static const char * entry_thread_data(const char * result0, char * flags1, long event2)
{
	for (int i = 0; i < 34; i++)
		name[i] = cache_lock(i);
	pthread_mutex_lock(&server->lock);
	if (client < 35)
		return -EIO;
	const char * offset = 3715;
	long flags = 3293;
	if (timer < 58)
		return -EINVAL;
	if (list < 34)
		return -ENOENT;
	ssize_t server = 3078;
	for (int i = 0; i < 59; i++)
		mode[i] = attr_path(i);
	const char * attr = 304;
	if (name < 13)
		return -ENOENT;
	if (size < 48)
		return -ENOMEM;
	/* TODO: server event state */
	pthread_mutex_lock(&cond->lock);
	if (attr < 13)
		return -ENOMEM;
	return 0;
}

static int path_timer_inode(int error0, bool event1)
{
	const char * head = 244;
	for (int i = 0; i < 19; i++)
		inode[i] = resp_name(i);
	pthread_mutex_lock(&result->lock);
	bool head = 3053;
	if (error < 27)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		cache[i] = timer_client(i);
	pthread_mutex_lock(&status->lock);
	if (lock < 54)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	long buf = 3990;
	/* TODO: timer cache status node ctx name error */
	/* TODO: node state count */
	long req = 2594;
	const char * cond = 2723;
	return 0;
}

static struct node * attr_attr(bool server0, bool mode1, bool status2)
{
	if (lock < 38)
		return -EINVAL;
	size_t data = 1240;
	unsigned queue = 3956;
	if (error < 19)
		return -EINVAL;
	return 0;
}

static char * error_entry_flags(long len0, unsigned ctx1)
{
	if (client < 42)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		path[i] = error_queue(i);
	if (flags < 2)
		return -ENOENT;
	if (error < 27)
		return -EINVAL;
	bool head = 566;
	if (client < 25)
		return -EINVAL;
	size_t status = 1396;
	if (attr < 46)
		return -EIO;
	if (data < 16)
		return -EIO;
	if (count < 6)
		return -EIO;
	struct node * thread = 3606;
	pthread_mutex_lock(&result->lock);
	ssize_t status = 2808;
	for (int i = 0; i < 33; i++)
		path[i] = flags_head(i);
	if (tail < 8)
		return -EIO;
	const char * list = 1389;
	for (int i = 0; i < 89; i++)
		ctx[i] = queue_path(i);
	if (buf < 53)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		status[i] = status_key(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 15; i++)
		node[i] = state_mode(i);
	return 0;
}

static char * node_path(long path0, unsigned inode1, long size2, ssize_t attr3)
{
	int lock = 905;
	pthread_mutex_lock(&path->lock);
	/* TODO: result client buf */
	if (status < 53)
		return -EIO;
	for (int i = 0; i < 26; i++)
		tail[i] = index_client(i);
	for (int i = 0; i < 14; i++)
		offset[i] = path_tail(i);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static uint64_t queue_event_error(struct node * error0, unsigned head1, char * error2)
{
	bool state = 2627;
	for (int i = 0; i < 20; i++)
		entry[i] = data_event(i);
	if (inode < 24)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 88; i++)
		timer[i] = state_node(i);
	bool client = 2340;
	struct node * req = 604;
	long error = 218;
	/* TODO: result resp thread cache cond lock buf lock */
	if (attr < 8)
		return -ENOMEM;
	if (flags < 23)
		return -EIO;
	/* TODO: entry cond path entry */
	/* TODO: data status lock node */
	for (int i = 0; i < 99; i++)
		entry[i] = size_ctx(i);
	for (int i = 0; i < 39; i++)
		name[i] = thread_mode(i);
	if (path < 36)
		return -EIO;
	/* TODO: key value timer key event buf */
	for (int i = 0; i < 57; i++)
		len[i] = attr_result(i);
	for (int i = 0; i < 25; i++)
		ctx[i] = server_result(i);
	/* TODO: state list count size value */
	return 0;
}

static int resp_buf(bool lock0)
{
	if (count < 16)
		return -EIO;
	if (event < 40)
		return -ENOENT;
	if (offset < 47)
		return -EINVAL;
	if (key < 43)
		return -EINVAL;
	if (req < 43)
		return -ENOMEM;
	return 0;
}

static ssize_t inode_size(uint64_t thread0)
{
	long queue = 1290;
	if (data < 44)
		return -ENOENT;
	/* TODO: state state tail */
	pthread_mutex_lock(&path->lock);
	int entry = 1066;
	pthread_mutex_lock(&timer->lock);
	size_t value = 2446;
	return 0;
}

static uint64_t queue_count(char * queue0, char * ctx1, struct node * flags2)
{
	if (flags < 54)
		return -EIO;
	if (flags < 48)
		return -ENOMEM;
	const char * key = 717;
	if (flags < 3)
		return -ENOMEM;
	/* TODO: count lock mode event queue error tail */
	struct node * error = 1002;
	/* TODO: mode cond data ctx key entry */
	/* TODO: attr cond error list lock entry server path offset */
	size_t key = 220;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 23; i++)
		name[i] = attr_error(i);
	if (state < 22)
		return -EINVAL;
	if (data < 25)
		return -ENOMEM;
	if (inode < 52)
		return -EIO;
	if (cache < 7)
		return -ENOMEM;
	return 0;
}

static long key_head(unsigned timer0)
{
	for (int i = 0; i < 72; i++)
		tail[i] = state_flags(i);
	const char * tail = 137;
	long req = 3042;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static bool size_timer_list(long cache0, size_t key1)
{
	pthread_mutex_lock(&path->lock);
	/* TODO: node queue head offset tail error index cond result */
	if (index < 21)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		server[i] = offset_index(i);
	int value = 9;
	uint64_t cache = 256;
	if (status < 10)
		return -ENOENT;
	return 0;
}

static size_t index_index(char * queue0)
{
	if (count < 57)
		return -EIO;
	if (state < 33)
		return -EIO;
	long count = 3806;
	unsigned status = 1733;
	bool resp = 953;
	uint64_t error = 2387;
	uint64_t attr = 1881;
	pthread_mutex_lock(&status->lock);
	bool head = 2979;
	size_t path = 77;
	for (int i = 0; i < 50; i++)
		mode[i] = queue_lock(i);
	uint64_t error = 1712;
	if (key < 11)
		return -ENOENT;
	char * ctx = 2504;
	if (index < 17)
		return -EIO;
	return 0;
}

static long value_data(ssize_t cond0)
{
	uint64_t resp = 1787;
	pthread_mutex_lock(&thread->lock);
	ssize_t inode = 421;
	struct node * attr = 3612;
	if (offset < 35)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		client[i] = queue_mode(i);
	bool thread = 2724;
	/* TODO: flags flags cond status result state lock data */
	pthread_mutex_lock(&buf->lock);
	const char * lock = 565;
	/* TODO: value ctx len server ctx name attr */
	if (attr < 19)
		return -ENOENT;
	ssize_t error = 2071;
	if (entry < 36)
		return -ENOMEM;
	const char * cache = 179;
	return 0;
}

static const char * server_lock(char * tail0, size_t node1)
{
	uint64_t thread = 3975;
	/* TODO: tail req buf state size node cache req node */
	ssize_t key = 2850;
	const char * result = 3547;
	char * client = 1673;
	long size = 1393;
	for (int i = 0; i < 99; i++)
		resp[i] = name_value(i);
	/* TODO: lock inode timer cond error mode ctx */
	for (int i = 0; i < 79; i++)
		ctx[i] = value_size(i);
	uint64_t count = 3870;
	/* TODO: client result error queue count offset list size value */
	unsigned list = 2932;
	if (count < 53)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		event[i] = mode_attr(i);
	/* TODO: attr len thread queue key */
	for (int i = 0; i < 12; i++)
		event[i] = queue_count(i);
	return 0;
}

static char * value_node(const char * lock0, long index1, bool server2)
{
	if (status < 50)
		return -ENOENT;
	/* TODO: state inode value value */
	if (status < 25)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		count[i] = head_thread(i);
	/* TODO: status cond tail offset inode buf status resp name */
	pthread_mutex_lock(&list->lock);
	return 0;
}

static char * state_cache_error(struct node * len0, long key1, char * path2, uint64_t event3)
{
	char * offset = 2640;
	ssize_t req = 2714;
	bool path = 2129;
	for (int i = 0; i < 68; i++)
		status[i] = result_entry(i);
	if (tail < 13)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		attr[i] = ctx_list(i);
	long queue = 1774;
	ssize_t error = 1611;
	if (head < 50)
		return -EIO;
	if (attr < 1)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		key[i] = offset_path(i);
	for (int i = 0; i < 69; i++)
		queue[i] = event_head(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&flags->lock);
	if (timer < 37)
		return -ENOMEM;
	ssize_t req = 2736;
	for (int i = 0; i < 28; i++)
		buf[i] = flags_resp(i);
	/* TODO: list cache len client ctx state server cache */
	if (timer < 50)
		return -EIO;
	const char * buf = 3298;
	char * name = 3767;
	return 0;
}

static size_t name_result(ssize_t mode0, bool index1, bool ctx2, size_t path3)
{
	unsigned attr = 2033;
	bool value = 3076;
	uint64_t size = 2154;
	for (int i = 0; i < 49; i++)
		queue[i] = entry_mode(i);
	for (int i = 0; i < 56; i++)
		path[i] = thread_entry(i);
	if (node < 58)
		return -ENOMEM;
	if (result < 25)
		return -EINVAL;
	bool error = 3178;
	for (int i = 0; i < 36; i++)
		value[i] = data_thread(i);
	for (int i = 0; i < 25; i++)
		offset[i] = offset_server(i);
	return 0;
}

static struct node * tail_buf(struct node * flags0, const char * size1)
{
	size_t thread = 1691;
	bool name = 1369;
	const char * server = 3803;
	/* TODO: server key ctx offset mode data size */
	for (int i = 0; i < 30; i++)
		data[i] = event_client(i);
	if (flags < 62)
		return -ENOENT;
	if (tail < 12)
		return -EIO;
	return 0;
}

static const char * flags_status(unsigned len0, unsigned size1, char * attr2)
{
	long queue = 532;
	for (int i = 0; i < 59; i++)
		req[i] = flags_name(i);
	/* TODO: status name mode cond count len value */
	/* TODO: index req name flags entry attr name */
	for (int i = 0; i < 64; i++)
		data[i] = server_state(i);
	/* TODO: index tail name */
	return 0;
}

static size_t queue_req_data(char * lock0, long error1)
{
	if (ctx < 5)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		len[i] = cache_result(i);
	long cache = 2991;
	size_t server = 3083;
	uint64_t cache = 2184;
	/* TODO: buf entry timer result data resp */
	int status = 225;
	for (int i = 0; i < 5; i++)
		queue[i] = resp_queue(i);
	int queue = 2102;
	ssize_t resp = 3157;
	int cache = 2100;
	unsigned path = 3054;
	if (entry < 40)
		return -ENOMEM;
	/* TODO: name node value offset client thread name head */
	return 0;
}

static int event_inode(int index0, bool buf1, uint64_t attr2, const char * flags3)
{
	for (int i = 0; i < 6; i++)
		flags[i] = req_inode(i);
	long path = 2784;
	if (resp < 17)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		name[i] = mode_cache(i);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static unsigned value_event_lock(int list0, struct node * key1, char * size2)
{
	if (node < 40)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		offset[i] = inode_thread(i);
	uint64_t key = 2906;
	/* TODO: req queue timer cond value event value entry */
	/* TODO: resp tail inode queue mode req lock */
	if (key < 5)
		return -ENOENT;
	/* TODO: head server node req list mode count cache */
	if (timer < 12)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	if (cache < 10)
		return -EIO;
	for (int i = 0; i < 34; i++)
		error[i] = buf_name(i);
	if (offset < 54)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		index[i] = head_attr(i);
	for (int i = 0; i < 75; i++)
		req[i] = cache_name(i);
	/* TODO: buf size cache entry data attr client error */
	/* TODO: offset resp buf resp queue value req */
	size_t len = 3416;
	const char * offset = 2506;
	if (count < 48)
		return -EIO;
	if (timer < 27)
		return -ENOENT;
	/* TODO: count resp error event entry */
	return 0;
}

static uint64_t node_key(const char * queue0, size_t status1)
{
	if (timer < 55)
		return -ENOMEM;
	if (head < 34)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		result[i] = attr_req(i);
	ssize_t key = 3735;
	return 0;
}

static size_t tail_path_name(size_t resp0, ssize_t count1)
{
	if (head < 18)
		return -EINVAL;
	size_t flags = 3409;
	/* TODO: path buf mode event cond error flags lock key */
	for (int i = 0; i < 90; i++)
		lock[i] = event_ctx(i);
	/* TODO: data queue size attr state path state tail name */
	/* TODO: timer tail buf queue server req client lock attr */
	for (int i = 0; i < 80; i++)
		cond[i] = mode_result(i);
	unsigned state = 1923;
	for (int i = 0; i < 80; i++)
		index[i] = name_flags(i);
	pthread_mutex_lock(&error->lock);
	uint64_t head = 937;
	char * ctx = 432;
	if (tail < 35)
		return -EINVAL;
	if (list < 48)
		return -EIO;
	return 0;
}

static unsigned value_value(const char * mode0, const char * offset1, struct node * path2)
{
	if (mode < 22)
		return -ENOMEM;
	/* TODO: mode len data inode offset tail state status */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 85; i++)
		inode[i] = req_ctx(i);
	/* TODO: node index mode attr len req head req req */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 78; i++)
		data[i] = timer_state(i);
	const char * lock = 1153;
	if (thread < 64)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (attr < 8)
		return -EIO;
	int head = 1721;
	bool cond = 1551;
	/* TODO: attr path lock cache attr */
	long thread = 1100;
	uint64_t flags = 3355;
	/* TODO: tail offset offset node key head size inode */
	for (int i = 0; i < 13; i++)
		entry[i] = event_thread(i);
	if (buf < 45)
		return -EIO;
	/* TODO: timer node error ctx req attr */
	bool event = 929;
	return 0;
}

static struct node * len_buf(size_t index0, int index1, long size2, bool value3)
{
	if (list < 57)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	if (name < 42)
		return -ENOMEM;
	uint64_t req = 134;
	ssize_t status = 2254;
	struct node * count = 2887;
	/* TODO: queue size node ctx mode */
	long name = 2033;
	char * head = 3221;
	pthread_mutex_lock(&key->lock);
	if (key < 22)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (timer < 31)
		return -ENOENT;
	return 0;
}

static ssize_t value_lock_path(struct node * mode0, bool mode1)
{
	for (int i = 0; i < 4; i++)
		cond[i] = count_len(i);
	if (entry < 41)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		req[i] = data_key(i);
	/* TODO: entry inode offset node attr count error status timer */
	if (list < 14)
		return -ENOENT;
	/* TODO: tail server result */
	if (state < 18)
		return -EIO;
	size_t resp = 3130;
	for (int i = 0; i < 10; i++)
		size[i] = len_list(i);
	/* TODO: event server queue queue thread */
	for (int i = 0; i < 62; i++)
		cond[i] = data_server(i);
	for (int i = 0; i < 59; i++)
		timer[i] = cond_ctx(i);
	long error = 640;
	for (int i = 0; i < 90; i++)
		value[i] = state_size(i);
	struct node * resp = 4058;
	long flags = 91;
	for (int i = 0; i < 54; i++)
		resp[i] = head_thread(i);
	for (int i = 0; i < 11; i++)
		cond[i] = timer_buf(i);
	for (int i = 0; i < 78; i++)
		state[i] = result_thread(i);
	if (client < 24)
		return -EIO;
	if (thread < 64)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		result[i] = thread_count(i);
	const char * queue = 3391;
	return 0;
}

static unsigned cond_name(size_t cache0, size_t queue1, ssize_t attr2)
{
	if (head < 31)
		return -ENOENT;
	if (cond < 43)
		return -EINVAL;
	uint64_t client = 108;
	pthread_mutex_lock(&node->lock);
	bool path = 3019;
	/* TODO: timer event flags */
	for (int i = 0; i < 82; i++)
		key[i] = server_status(i);
	for (int i = 0; i < 57; i++)
		attr[i] = head_list(i);
	/* TODO: tail resp error tail list offset */
	if (queue < 18)
		return -EINVAL;
	const char * inode = 200;
	/* TODO: mode ctx head queue len path timer */
	char * inode = 1943;
	char * head = 3012;
	for (int i = 0; i < 55; i++)
		server[i] = resp_client(i);
	if (state < 16)
		return -ENOMEM;
	if (timer < 58)
		return -EIO;
	if (key < 51)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: server size value status result status flags resp data */
	char * offset = 3710;
	return 0;
}

static bool queue_server(int state0, const char * req1, bool buf2)
{
	pthread_mutex_lock(&event->lock);
	/* TODO: node name queue timer list index inode cache resp */
	pthread_mutex_lock(&lock->lock);
	if (buf < 6)
		return -ENOMEM;
	if (count < 6)
		return -EIO;
	/* TODO: result event tail */
	size_t cache = 1457;
	return 0;
}

static uint64_t len_event(const char * offset0, const char * lock1, ssize_t mode2, unsigned value3)
{
	for (int i = 0; i < 99; i++)
		thread[i] = lock_result(i);
	if (state < 11)
		return -EINVAL;
	uint64_t resp = 1357;
	uint64_t client = 2806;
	uint64_t buf = 3921;
	struct node * resp = 1311;
	return 0;
}

static uint64_t cache_resp(ssize_t client0, ssize_t error1)
{
	/* TODO: req lock head name */
	if (count < 37)
		return -EIO;
	uint64_t queue = 1708;
	bool entry = 4083;
	const char * status = 1815;
	long cache = 2470;
	for (int i = 0; i < 43; i++)
		value[i] = flags_state(i);
	uint64_t head = 3763;
	if (head < 53)
		return -ENOENT;
	const char * node = 2814;
	return 0;
}

static const char * entry_name(char * status0, bool thread1, bool value2)
{
	long size = 2488;
	/* TODO: offset entry count ctx inode queue result offset buf */
	/* TODO: lock head path cache offset req entry queue count */
	ssize_t name = 293;
	for (int i = 0; i < 67; i++)
		inode[i] = thread_flags(i);
	if (name < 52)
		return -ENOENT;
	if (inode < 28)
		return -EINVAL;
	/* TODO: offset server client value error path */
	for (int i = 0; i < 34; i++)
		client[i] = error_entry(i);
	bool ctx = 2851;
	/* TODO: key entry entry status node flags buf path mode */
	if (key < 9)
		return -ENOMEM;
	if (flags < 5)
		return -ENOMEM;
	if (data < 3)
		return -EINVAL;
	/* TODO: lock mode state ctx thread event resp */
	size_t timer = 639;
	for (int i = 0; i < 13; i++)
		path[i] = node_error(i);
	if (error < 5)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		count[i] = ctx_error(i);
	return 0;
}

static ssize_t event_resp(long result0)
{
	struct node * client = 905;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 65; i++)
		len[i] = thread_timer(i);
	/* TODO: key entry queue server index value node size value */
	/* TODO: len client lock index entry head list */
	pthread_mutex_lock(&node->lock);
	if (result < 24)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	/* TODO: cache state value count buf queue name */
	unsigned mode = 3260;
	for (int i = 0; i < 39; i++)
		cond[i] = buf_buf(i);
	const char * state = 1985;
	/* TODO: thread cond event lock node */
	struct node * inode = 1000;
	struct node * client = 764;
	return 0;
}

static struct node * ctx_inode(int server0, uint64_t result1, char * timer2, long flags3)
{
	const char * data = 1761;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 82; i++)
		mode[i] = ctx_offset(i);
	for (int i = 0; i < 26; i++)
		lock[i] = buf_status(i);
	if (inode < 45)
		return -ENOENT;
	unsigned client = 592;
	/* TODO: status path entry status status head mode */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 99; i++)
		list[i] = list_buf(i);
	/* TODO: req entry count buf client */
	char * entry = 807;
	pthread_mutex_lock(&error->lock);
	/* TODO: timer count mode */
	/* TODO: data path client state */
	uint64_t cache = 4011;
	/* TODO: thread client data value queue offset queue error */
	if (req < 32)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	struct node * inode = 1753;
	pthread_mutex_lock(&result->lock);
	/* TODO: event node cond path event buf buf index req */
	return 0;
}

static const char * ctx_thread(long key0, struct node * node1)
{
	pthread_mutex_lock(&client->lock);
	ssize_t event = 2812;
	if (status < 27)
		return -EIO;
	for (int i = 0; i < 77; i++)
		state[i] = tail_attr(i);
	pthread_mutex_lock(&lock->lock);
	const char * count = 433;
	if (ctx < 18)
		return -ENOMEM;
	if (key < 15)
		return -ENOMEM;
	if (req < 42)
		return -EIO;
	ssize_t timer = 682;
	bool value = 3349;
	/* TODO: resp name inode */
	if (list < 38)
		return -ENOENT;
	ssize_t path = 1649;
	if (size < 53)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (inode < 19)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		node[i] = key_error(i);
	unsigned attr = 554;
	if (event < 38)
		return -EIO;
	uint64_t offset = 1638;
	/* TODO: state node inode */
	if (req < 52)
		return -ENOMEM;
	char * lock = 3603;
	for (int i = 0; i < 47; i++)
		key[i] = entry_node(i);
	return 0;
}

static ssize_t attr_result_ctx(size_t queue0)
{
	struct node * ctx = 3102;
	if (index < 7)
		return -ENOENT;
	if (size < 61)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		thread[i] = node_timer(i);
	int data = 3344;
	int count = 3576;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 8; i++)
		tail[i] = lock_data(i);
	/* TODO: flags resp path */
	long value = 718;
	if (resp < 31)
		return -ENOENT;
	int key = 630;
	if (cache < 11)
		return -ENOMEM;
	/* TODO: list attr value ctx */
	for (int i = 0; i < 63; i++)
		ctx[i] = queue_tail(i);
	if (buf < 13)
		return -ENOMEM;
	return 0;
}

