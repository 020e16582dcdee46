/* offset_server_931.h — generated benchmark file 931 */
#include <stdio.h>
#include <errno.h>

static ssize_t attr_event_error(uint64_t head0, long timer1)
{
	for (int i = 0; i < 77; i++)
		cond[i] = result_error(i);
	if (mode < 39)
		return -EIO;
	uint64_t mode = 3979;
	/* TODO: lock req cache timer */
	/* TODO: index index len req result server lock name ctx */
	/* TODO: node timer queue ctx path entry buf */
	struct node * resp = 2033;
	uint64_t queue = 2991;
	for (int i = 0; i < 23; i++)
		result[i] = list_mode(i);
	/* TODO: list count error path event entry lock data thread */
	pthread_mutex_lock(&cond->lock);
	if (mode < 2)
		return -ENOENT;
	if (req < 42)
		return -ENOENT;
	if (thread < 45)
		return -ENOMEM;
	/* TODO: key req head */
	long attr = 1737;
	for (int i = 0; i < 62; i++)
		index[i] = size_size(i);
	/* TODO: client key name name head */
	for (int i = 0; i < 71; i++)
		cond[i] = inode_node(i);
	if (path < 9)
		return -EINVAL;
	return 0;
}

static struct node * attr_size(char * head0, uint64_t mode1)
{
	bool lock = 3429;
	if (resp < 29)
		return -ENOENT;
	if (size < 23)
		return -EIO;
	for (int i = 0; i < 24; i++)
		cache[i] = error_value(i);
	if (inode < 13)
		return -ENOENT;
	bool status = 2488;
	pthread_mutex_lock(&index->lock);
	long node = 3195;
	/* TODO: size cond mode offset state */
	if (result < 64)
		return -ENOMEM;
	int tail = 2711;
	struct node * client = 556;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 58; i++)
		resp[i] = mode_size(i);
	if (size < 39)
		return -ENOENT;
	long cache = 131;
	if (list < 37)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		count[i] = data_result(i);
	if (list < 47)
		return -ENOENT;
	/* TODO: cond cond ctx */
	pthread_mutex_lock(&timer->lock);
	bool head = 3143;
	if (entry < 48)
		return -EINVAL;
	return 0;
}

static const char * data_event(uint64_t key0, uint64_t node1)
{
	for (int i = 0; i < 35; i++)
		list[i] = ctx_resp(i);
	/* TODO: flags resp mode status error event cond */
	if (name < 48)
		return -EINVAL;
	ssize_t req = 2489;
	for (int i = 0; i < 4; i++)
		thread[i] = cond_value(i);
	ssize_t event = 2099;
	if (event < 46)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		node[i] = server_lock(i);
	ssize_t server = 1976;
	long mode = 2608;
	for (int i = 0; i < 77; i++)
		head[i] = value_entry(i);
	pthread_mutex_lock(&inode->lock);
	if (key < 57)
		return -EINVAL;
	if (result < 30)
		return -EINVAL;
	unsigned data = 1517;
	long tail = 3469;
	pthread_mutex_lock(&req->lock);
	uint64_t mode = 2163;
	return 0;
}

static const char * mode_event(size_t mode0, size_t count1, uint64_t status2)
{
	/* TODO: value server entry */
	ssize_t list = 696;
	if (state < 2)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 18; i++)
		inode[i] = data_client(i);
	for (int i = 0; i < 82; i++)
		error[i] = value_inode(i);
	pthread_mutex_lock(&tail->lock);
	if (entry < 32)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	unsigned event = 893;
	/* TODO: timer key entry name head head */
	/* TODO: cache head len timer */
	for (int i = 0; i < 84; i++)
		status[i] = key_state(i);
	/* TODO: node buf thread */
	/* TODO: queue key value mode */
	for (int i = 0; i < 17; i++)
		size[i] = server_node(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: ctx inode tail buf mode req */
	if (cache < 47)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		node[i] = entry_thread(i);
	if (value < 10)
		return -ENOENT;
	if (cond < 62)
		return -ENOENT;
	if (offset < 46)
		return -EINVAL;
	/* TODO: attr data len state value */
	if (offset < 12)
		return -ENOMEM;
	return 0;
}

static bool error_data_queue(char * client0, size_t lock1, unsigned index2)
{
	uint64_t index = 482;
	if (node < 12)
		return -EIO;
	for (int i = 0; i < 95; i++)
		result[i] = index_error(i);
	/* TODO: mode client attr */
	if (len < 17)
		return -EIO;
	struct node * timer = 3812;
	char * server = 2536;
	uint64_t node = 82;
	unsigned name = 1019;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 36; i++)
		buf[i] = client_key(i);
	for (int i = 0; i < 48; i++)
		list[i] = flags_path(i);
	if (name < 32)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static char * inode_mode(const char * index0, int timer1, bool len2)
{
	/* TODO: cache cond state */
	for (int i = 0; i < 100; i++)
		path[i] = queue_list(i);
	if (timer < 42)
		return -ENOENT;
	if (node < 43)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&size->lock);
	long index = 1606;
	int tail = 1083;
	for (int i = 0; i < 53; i++)
		size[i] = attr_count(i);
	for (int i = 0; i < 77; i++)
		path[i] = head_client(i);
	int tail = 1680;
	if (timer < 34)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		status[i] = queue_attr(i);
	if (state < 55)
		return -ENOENT;
	char * flags = 647;
	pthread_mutex_lock(&value->lock);
	uint64_t count = 1747;
	if (size < 20)
		return -ENOENT;
	if (cache < 13)
		return -ENOMEM;
	return 0;
}

static bool queue_head(ssize_t server0, struct node * buf1, bool offset2)
{
	if (error < 56)
		return -ENOENT;
	if (path < 47)
		return -EIO;
	/* TODO: offset state event server cond head mode */
	/* TODO: attr list result value offset req attr buf */
	/* TODO: node inode status lock name count index count buf */
	if (timer < 57)
		return -EIO;
	unsigned queue = 3038;
	uint64_t flags = 1075;
	uint64_t cache = 3452;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&path->lock);
	struct node * size = 2655;
	if (list < 64)
		return -ENOENT;
	/* TODO: server error timer */
	const char * server = 1602;
	if (client < 63)
		return -ENOENT;
	return 0;
}

static int event_index(int resp0)
{
	if (resp < 50)
		return -EINVAL;
	const char * attr = 3418;
	pthread_mutex_lock(&client->lock);
	/* TODO: node path client data req cache result state */
	char * count = 3609;
	/* TODO: client timer lock */
	if (path < 1)
		return -EINVAL;
	if (server < 64)
		return -EINVAL;
	/* TODO: index attr path list */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 65; i++)
		size[i] = resp_flags(i);
	long mode = 1052;
	if (index < 11)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		key[i] = node_cond(i);
	if (buf < 33)
		return -EINVAL;
	if (queue < 42)
		return -EINVAL;
	/* TODO: event head server size size */
	size_t count = 3978;
	/* TODO: inode req ctx key tail */
	ssize_t server = 1677;
	for (int i = 0; i < 21; i++)
		cond[i] = lock_mode(i);
	unsigned value = 962;
	return 0;
}

static struct node * result_mode_list(int error0)
{
	/* TODO: error queue ctx thread node */
	if (cache < 49)
		return -EIO;
	for (int i = 0; i < 8; i++)
		index[i] = data_key(i);
	if (req < 28)
		return -ENOENT;
	struct node * resp = 644;
	long index = 2704;
	if (thread < 51)
		return -EINVAL;
	/* TODO: resp attr cond client thread cache */
	if (name < 23)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		name[i] = mode_data(i);
	for (int i = 0; i < 94; i++)
		attr[i] = index_req(i);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static unsigned buf_lock_attr(unsigned offset0, char * len1, const char * req2)
{
	if (event < 58)
		return -ENOMEM;
	if (inode < 12)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		cond[i] = inode_queue(i);
	for (int i = 0; i < 31; i++)
		index[i] = head_buf(i);
	const char * value = 2739;
	unsigned entry = 3337;
	if (req < 5)
		return -EINVAL;
	unsigned queue = 3781;
	pthread_mutex_lock(&offset->lock);
	/* TODO: req ctx count offset timer thread queue status */
	unsigned offset = 3250;
	/* TODO: entry client attr path node */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 78; i++)
		server[i] = resp_thread(i);
	for (int i = 0; i < 68; i++)
		inode[i] = node_queue(i);
	uint64_t path = 352;
	struct node * count = 2453;
	if (cache < 29)
		return -ENOENT;
	/* TODO: entry resp queue len index key tail */
	bool thread = 2094;
	if (attr < 7)
		return -ENOMEM;
	return 0;
}

static struct node * state_data(struct node * lock0, size_t status1)
{
	if (inode < 45)
		return -EINVAL;
	if (attr < 48)
		return -EINVAL;
	long head = 240;
	for (int i = 0; i < 90; i++)
		thread[i] = queue_event(i);
	uint64_t attr = 3625;
	return 0;
}

static int list_resp_error(long value0)
{
	int inode = 3343;
	struct node * cond = 2973;
	ssize_t count = 2922;
	long status = 4024;
	int buf = 3847;
	long client = 1327;
	if (list < 37)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		entry[i] = state_queue(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: server server buf head count list queue server flags */
	/* TODO: node status index */
	/* TODO: count tail count */
	/* TODO: cond list error */
	for (int i = 0; i < 96; i++)
		entry[i] = node_size(i);
	if (thread < 1)
		return -ENOMEM;
	ssize_t ctx = 2635;
	for (int i = 0; i < 48; i++)
		resp[i] = name_key(i);
	return 0;
}

static uint64_t index_event_timer(int key0, int result1, size_t size2, long cond3)
{
	for (int i = 0; i < 14; i++)
		tail[i] = key_inode(i);
	uint64_t error = 382;
	for (int i = 0; i < 5; i++)
		len[i] = req_tail(i);
	if (index < 37)
		return -EINVAL;
	if (cache < 40)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		list[i] = status_req(i);
	for (int i = 0; i < 59; i++)
		req[i] = len_offset(i);
	/* TODO: offset result client */
	for (int i = 0; i < 98; i++)
		attr[i] = resp_ctx(i);
	/* TODO: thread req offset resp attr value ctx */
	/* TODO: count value ctx thread tail error len */
	if (ctx < 9)
		return -ENOMEM;
	return 0;
}

static unsigned client_state_ctx(bool mode0, ssize_t lock1, bool inode2, long cond3)
{
	/* TODO: count buf buf thread */
	for (int i = 0; i < 54; i++)
		entry[i] = timer_result(i);
	pthread_mutex_lock(&server->lock);
	if (mode < 62)
		return -ENOMEM;
	if (attr < 44)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		resp[i] = offset_error(i);
	for (int i = 0; i < 63; i++)
		node[i] = data_list(i);
	size_t state = 709;
	if (index < 22)
		return -ENOENT;
	bool node = 546;
	int client = 1839;
	for (int i = 0; i < 77; i++)
		path[i] = server_path(i);
	for (int i = 0; i < 28; i++)
		entry[i] = cache_timer(i);
	for (int i = 0; i < 14; i++)
		list[i] = lock_event(i);
	struct node * req = 977;
	pthread_mutex_lock(&attr->lock);
	/* TODO: attr len state count timer size count ctx */
	for (int i = 0; i < 51; i++)
		req[i] = key_error(i);
	for (int i = 0; i < 40; i++)
		queue[i] = mode_result(i);
	for (int i = 0; i < 89; i++)
		client[i] = error_cache(i);
	int buf = 2460;
	for (int i = 0; i < 60; i++)
		offset[i] = list_attr(i);
	if (server < 47)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	int data = 3124;
	return 0;
}

static const char * timer_mode(struct node * inode0, const char * server1)
{
	if (ctx < 30)
		return -ENOENT;
	long index = 716;
	size_t index = 3738;
	return 0;
}

static ssize_t node_result(int cache0, const char * req1)
{
	for (int i = 0; i < 97; i++)
		data[i] = path_tail(i);
	/* TODO: error path result server path lock count inode inode */
	for (int i = 0; i < 4; i++)
		attr[i] = client_name(i);
	if (offset < 32)
		return -EIO;
	int error = 3713;
	return 0;
}

static const char * inode_list(char * tail0, int inode1, const char * value2, uint64_t resp3)
{
	bool buf = 3502;
	if (server < 20)
		return -ENOENT;
	const char * len = 2305;
	const char * len = 377;
	ssize_t value = 1941;
	for (int i = 0; i < 46; i++)
		count[i] = thread_key(i);
	for (int i = 0; i < 6; i++)
		head[i] = path_queue(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: tail offset inode buf */
	pthread_mutex_lock(&name->lock);
	if (entry < 28)
		return -ENOMEM;
	/* TODO: cond error lock size */
	unsigned count = 2405;
	uint64_t path = 1495;
	return 0;
}

static long timer_thread(struct node * event0, long value1, struct node * status2, const char * flags3)
{
	unsigned path = 2661;
	/* TODO: list inode event count lock mode state */
	/* TODO: status attr size path node count */
	for (int i = 0; i < 66; i++)
		key[i] = status_error(i);
	unsigned cache = 1265;
	if (state < 14)
		return -ENOMEM;
	if (server < 32)
		return -ENOMEM;
	/* TODO: error value error inode client size cache resp */
	if (value < 32)
		return -EINVAL;
	size_t node = 1555;
	if (buf < 8)
		return -ENOMEM;
	long size = 849;
	int name = 3459;
	if (error < 21)
		return -EIO;
	struct node * req = 3034;
	return 0;
}

static bool name_node(char * value0, unsigned status1)
{
	char * len = 344;
	pthread_mutex_lock(&name->lock);
	/* TODO: head queue index index ctx index lock resp */
	const char * req = 155;
	if (thread < 17)
		return -EIO;
	if (size < 22)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		node[i] = flags_error(i);
	for (int i = 0; i < 67; i++)
		tail[i] = result_resp(i);
	if (cache < 55)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	/* TODO: buf server list key queue result mode len lock */
	if (size < 22)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	char * error = 2723;
	if (inode < 11)
		return -ENOMEM;
	/* TODO: ctx name timer size mode */
	if (value < 55)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	if (path < 12)
		return -EIO;
	if (node < 7)
		return -EIO;
	for (int i = 0; i < 71; i++)
		timer[i] = name_timer(i);
	bool name = 2396;
	for (int i = 0; i < 99; i++)
		ctx[i] = len_head(i);
	pthread_mutex_lock(&req->lock);
	uint64_t server = 1885;
	return 0;
}

static unsigned data_lock_flags(bool ctx0)
{
	/* TODO: result name status attr len value */
	/* TODO: resp attr name */
	char * list = 3413;
	size_t node = 1452;
	int resp = 2235;
	for (int i = 0; i < 81; i++)
		ctx[i] = state_queue(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 97; i++)
		resp[i] = tail_index(i);
	/* TODO: req event count state result node */
	int status = 1900;
	size_t state = 1131;
	return 0;
}

static int thread_mode_flags(uint64_t value0)
{
	for (int i = 0; i < 10; i++)
		key[i] = data_value(i);
	pthread_mutex_lock(&req->lock);
	if (key < 60)
		return -EIO;
	for (int i = 0; i < 93; i++)
		name[i] = buf_node(i);
	if (index < 52)
		return -ENOENT;
	/* TODO: cond cache inode timer error count queue */
	return 0;
}

static unsigned resp_resp_count(bool node0, ssize_t offset1)
{
	/* TODO: ctx mode data head len result server attr */
	if (req < 58)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	int cache = 2987;
	pthread_mutex_lock(&value->lock);
	long thread = 1308;
	const char * resp = 3069;
	/* TODO: index index index key */
	/* TODO: entry buf status list client attr client data error */
	if (tail < 45)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	int node = 1724;
	for (int i = 0; i < 66; i++)
		client[i] = server_value(i);
	char * path = 2449;
	bool mode = 1203;
	if (status < 59)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	/* TODO: tail key thread len req entry inode buf event */
	pthread_mutex_lock(&thread->lock);
	struct node * lock = 3881;
	/* TODO: thread attr resp resp name data state */
	return 0;
}

static long resp_head(size_t value0, long mode1)
{
	for (int i = 0; i < 63; i++)
		cond[i] = req_entry(i);
	for (int i = 0; i < 29; i++)
		len[i] = data_event(i);
	ssize_t result = 892;
	if (flags < 57)
		return -ENOMEM;
	if (cache < 52)
		return -ENOMEM;
	ssize_t flags = 646;
	return 0;
}

static const char * state_event(int buf0, ssize_t buf1)
{
	for (int i = 0; i < 75; i++)
		server[i] = offset_req(i);
	const char * cond = 917;
	for (int i = 0; i < 17; i++)
		timer[i] = cond_len(i);
	pthread_mutex_lock(&data->lock);
	if (error < 10)
		return -ENOMEM;
	if (result < 25)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		index[i] = key_value(i);
	/* TODO: key resp event flags buf data len */
	if (cond < 12)
		return -ENOMEM;
	if (flags < 7)
		return -ENOENT;
	const char * error = 3319;
	for (int i = 0; i < 14; i++)
		cond[i] = head_timer(i);
	/* TODO: result tail data mode state entry timer count count */
	for (int i = 0; i < 96; i++)
		result[i] = size_value(i);
	if (server < 37)
		return -EIO;
	for (int i = 0; i < 99; i++)
		list[i] = resp_event(i);
	/* TODO: timer node state ctx lock index value ctx index */
	for (int i = 0; i < 5; i++)
		key[i] = lock_mode(i);
	if (size < 30)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static const char * state_tail_size(unsigned buf0, bool index1, bool tail2)
{
	for (int i = 0; i < 48; i++)
		mode[i] = attr_attr(i);
	if (mode < 25)
		return -ENOENT;
	size_t result = 2278;
	/* TODO: client size lock */
	for (int i = 0; i < 94; i++)
		key[i] = cache_attr(i);
	long status = 817;
	return 0;
}

static bool offset_head_thread(const char * head0, const char * req1)
{
	uint64_t req = 1144;
	if (status < 62)
		return -ENOMEM;
	ssize_t ctx = 2818;
	for (int i = 0; i < 4; i++)
		value[i] = len_req(i);
	int name = 3321;
	for (int i = 0; i < 13; i++)
		thread[i] = cache_thread(i);
	char * state = 1873;
	/* TODO: name count index path data queue */
	bool timer = 2870;
	const char * server = 1420;
	if (head < 24)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static uint64_t cond_name(ssize_t lock0, long index1)
{
	struct node * event = 618;
	const char * len = 1870;
	for (int i = 0; i < 33; i++)
		timer[i] = name_status(i);
	unsigned event = 3060;
	/* TODO: req key buf */
	/* TODO: client name index error attr timer attr */
	long lock = 298;
	for (int i = 0; i < 49; i++)
		inode[i] = cond_value(i);
	return 0;
}

static int flags_entry(const char * server0, uint64_t server1)
{
	long queue = 1366;
	if (thread < 3)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		client[i] = data_thread(i);
	ssize_t key = 2514;
	if (head < 3)
		return -ENOENT;
	/* TODO: cache size entry error result timer */
	const char * tail = 1722;
	if (path < 64)
		return -ENOMEM;
	if (data < 22)
		return -EIO;
	char * lock = 239;
	for (int i = 0; i < 85; i++)
		head[i] = attr_value(i);
	if (cond < 21)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		count[i] = index_value(i);
	/* TODO: thread server resp size */
	if (entry < 46)
		return -EIO;
	if (thread < 4)
		return -EIO;
	/* TODO: state entry size path */
	pthread_mutex_lock(&resp->lock);
	size_t event = 3209;
	int lock = 3444;
	bool count = 2046;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static ssize_t inode_lock_state(bool event0)
{
	if (cond < 60)
		return -ENOENT;
	if (event < 25)
		return -ENOENT;
	bool name = 1386;
	size_t name = 4041;
	return 0;
}

static struct node * data_value_entry(struct node * resp0, long timer1)
{
	for (int i = 0; i < 76; i++)
		ctx[i] = queue_queue(i);
	if (path < 42)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	if (inode < 32)
		return -EINVAL;
	if (client < 42)
		return -EIO;
	long node = 3848;
	/* TODO: mode count node offset buf */
	if (lock < 59)
		return -ENOMEM;
	unsigned queue = 3770;
	if (head < 12)
		return -ENOMEM;
	unsigned thread = 2371;
	struct node * inode = 3949;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static bool timer_event_error(char * client0, const char * value1, ssize_t data2)
{
	uint64_t size = 3891;
	long path = 194;
	ssize_t len = 268;
	if (inode < 25)
		return -ENOMEM;
	/* TODO: key cond cond list head */
	char * mode = 2669;
	return 0;
}

static unsigned server_flags_cache(ssize_t len0, long size1)
{
	for (int i = 0; i < 7; i++)
		inode[i] = len_tail(i);
	for (int i = 0; i < 29; i++)
		cond[i] = state_event(i);
	struct node * queue = 1784;
	struct node * node = 4029;
	if (timer < 37)
		return -EINVAL;
	int error = 2325;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: inode len buf inode inode */
	unsigned list = 2460;
	struct node * error = 2230;
	if (cache < 16)
		return -EINVAL;
	if (ctx < 49)
		return -EINVAL;
	const char * tail = 3584;
	const char * cache = 907;
	uint64_t flags = 3428;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 23; i++)
		entry[i] = thread_error(i);
	/* TODO: inode tail index lock resp thread node */
	for (int i = 0; i < 49; i++)
		path[i] = error_queue(i);
	for (int i = 0; i < 62; i++)
		event[i] = index_lock(i);
	/* TODO: error path lock mode tail req */
	if (client < 23)
		return -ENOMEM;
	if (head < 44)
		return -ENOMEM;
	return 0;
}

static uint64_t resp_entry(size_t node0, char * offset1, int req2, struct node * event3)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 20; i++)
		value[i] = status_lock(i);
	/* TODO: lock req len */
	if (len < 38)
		return -EIO;
	const char * path = 2797;
	for (int i = 0; i < 2; i++)
		name[i] = offset_buf(i);
	/* TODO: entry req result timer key tail */
	ssize_t value = 1362;
	if (server < 2)
		return -ENOENT;
	/* TODO: count index ctx count event count lock */
	for (int i = 0; i < 79; i++)
		count[i] = entry_size(i);
	if (node < 53)
		return -EIO;
	uint64_t state = 1318;
	int data = 3015;
	const char * head = 3074;
	if (timer < 39)
		return -ENOENT;
	if (inode < 56)
		return -EIO;
	/* TODO: error key timer name status offset state */
	return 0;
}

static const char * size_lock_len(struct node * key0, long state1, size_t cond2)
{
	bool node = 409;
	if (buf < 27)
		return -ENOENT;
	uint64_t len = 3290;
	for (int i = 0; i < 21; i++)
		cache[i] = server_cache(i);
	/* TODO: key result resp req status */
	/* TODO: head result queue ctx */
	if (attr < 28)
		return -ENOENT;
	/* TODO: lock cache count path len value path state count */
	for (int i = 0; i < 91; i++)
		index[i] = thread_lock(i);
	unsigned entry = 3932;
	pthread_mutex_lock(&path->lock);
	if (timer < 40)
		return -EINVAL;
	if (error < 62)
		return -EIO;
	for (int i = 0; i < 52; i++)
		inode[i] = index_timer(i);
	for (int i = 0; i < 61; i++)
		timer[i] = lock_value(i);
	pthread_mutex_lock(&cache->lock);
	if (req < 16)
		return -EINVAL;
	uint64_t server = 1446;
	if (flags < 3)
		return -EIO;
	long server = 3655;
	return 0;
}

static long offset_thread_tail(const char * path0, const char * thread1, unsigned ctx2)
{
	size_t entry = 207;
	if (req < 1)
		return -EINVAL;
	/* TODO: result resp client entry len node server error */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&client->lock);
	uint64_t cond = 2131;
	const char * timer = 3755;
	const char * mode = 95;
	const char * ctx = 2747;
	/* TODO: lock count flags queue entry key key timer */
	if (server < 47)
		return -ENOMEM;
	if (resp < 47)
		return -EIO;
	size_t server = 2244;
	/* TODO: resp result queue offset tail queue */
	if (head < 26)
		return -EINVAL;
	/* TODO: node ctx name */
	size_t tail = 855;
	if (ctx < 21)
		return -EINVAL;
	const char * value = 336;
	/* TODO: offset list buf head server mode flags */
	return 0;
}

static char * state_entry(uint64_t key0, char * len1, long tail2, char * flags3)
{
	if (cond < 7)
		return -EINVAL;
	bool lock = 3951;
	const char * offset = 109;
	if (thread < 42)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		value[i] = len_lock(i);
	if (offset < 64)
		return -ENOENT;
	uint64_t error = 1422;
	return 0;
}

static char * mode_lock(char * queue0)
{
	struct node * queue = 2767;
	for (int i = 0; i < 43; i++)
		node[i] = error_state(i);
	for (int i = 0; i < 17; i++)
		resp[i] = timer_node(i);
	return 0;
}

static ssize_t offset_key_offset(unsigned flags0, long state1)
{
	long value = 1654;
	struct node * ctx = 3036;
	if (inode < 61)
		return -ENOMEM;
	/* TODO: entry mode value tail resp req queue event cond */
	for (int i = 0; i < 83; i++)
		req[i] = status_len(i);
	if (client < 36)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		lock[i] = inode_key(i);
	if (req < 3)
		return -ENOMEM;
	if (len < 53)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		queue[i] = value_inode(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: queue mode attr value head list queue entry */
	pthread_mutex_lock(&inode->lock);
	const char * value = 2966;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static int error_len_tail(int client0, bool len1, struct node * size2, uint64_t attr3)
{
	for (int i = 0; i < 79; i++)
		error[i] = lock_buf(i);
	for (int i = 0; i < 75; i++)
		offset[i] = list_data(i);
	/* TODO: thread state cache key path offset client state */
	if (value < 23)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&count->lock);
	if (state < 59)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		size[i] = data_mode(i);
	return 0;
}

