/* data_size_25.h — generated benchmark file 25 */
#include <stdio.h>
#include <errno.h>

static ssize_t path_buf_cond(struct node * size0, const char * mode1, int server2, size_t result3)
{
	pthread_mutex_lock(&result->lock);
	struct node * count = 1361;
	/* TODO: resp node index result path path cond */
	if (data < 2)
		return -EINVAL;
	return 0;
}

static struct node * node_index(unsigned ctx0, uint64_t lock1)
{
	unsigned thread = 1281;
	for (int i = 0; i < 22; i++)
		data[i] = event_count(i);
	unsigned count = 3099;
	if (path < 6)
		return -ENOMEM;
	int size = 1008;
	bool len = 2308;
	long attr = 1297;
	return 0;
}

static const char * head_len(int error0, long thread1)
{
	/* TODO: server event index state offset buf */
	if (error < 31)
		return -ENOENT;
	if (attr < 49)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		mode[i] = list_value(i);
	ssize_t server = 20;
	pthread_mutex_lock(&attr->lock);
	unsigned data = 3057;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 46; i++)
		ctx[i] = buf_attr(i);
	if (entry < 62)
		return -EIO;
	for (int i = 0; i < 72; i++)
		list[i] = head_name(i);
	uint64_t flags = 1628;
	for (int i = 0; i < 25; i++)
		data[i] = error_data(i);
	for (int i = 0; i < 63; i++)
		server[i] = error_tail(i);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 27; i++)
		inode[i] = node_name(i);
	if (state < 53)
		return -EINVAL;
	const char * flags = 1803;
	/* TODO: node path lock tail value cond status */
	pthread_mutex_lock(&key->lock);
	struct node * req = 998;
	/* TODO: size resp req entry buf */
	/* TODO: entry state server */
	return 0;
}

static unsigned timer_cache(struct node * offset0)
{
	for (int i = 0; i < 95; i++)
		entry[i] = req_error(i);
	unsigned tail = 491;
	int path = 2953;
	for (int i = 0; i < 56; i++)
		req[i] = state_inode(i);
	/* TODO: cond error key */
	/* TODO: mode event state status */
	if (flags < 47)
		return -EINVAL;
	if (event < 34)
		return -EIO;
	struct node * state = 3942;
	int cache = 3914;
	if (path < 58)
		return -EINVAL;
	/* TODO: offset attr flags value inode lock entry tail mode */
	/* TODO: entry inode path resp cache attr */
	if (event < 13)
		return -EIO;
	for (int i = 0; i < 31; i++)
		error[i] = req_path(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 63; i++)
		tail[i] = status_error(i);
	return 0;
}

static ssize_t tail_lock(char * timer0)
{
	if (len < 5)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		size[i] = error_ctx(i);
	for (int i = 0; i < 88; i++)
		lock[i] = attr_value(i);
	for (int i = 0; i < 33; i++)
		thread[i] = data_timer(i);
	if (state < 27)
		return -ENOMEM;
	long key = 3338;
	for (int i = 0; i < 68; i++)
		timer[i] = size_resp(i);
	if (key < 57)
		return -ENOMEM;
	if (attr < 37)
		return -ENOMEM;
	/* TODO: list tail cache data thread queue size */
	size_t index = 100;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 11; i++)
		state[i] = server_node(i);
	for (int i = 0; i < 48; i++)
		attr[i] = node_count(i);
	for (int i = 0; i < 43; i++)
		entry[i] = resp_client(i);
	/* TODO: lock result entry state size */
	/* TODO: len node data value */
	if (cond < 22)
		return -EIO;
	return 0;
}

static bool cache_attr(size_t ctx0, const char * buf1, char * ctx2, char * error3)
{
	if (cache < 42)
		return -ENOMEM;
	if (queue < 52)
		return -EIO;
	unsigned event = 944;
	if (queue < 60)
		return -ENOMEM;
	if (mode < 62)
		return -EIO;
	if (entry < 54)
		return -EINVAL;
	if (attr < 27)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		error[i] = tail_path(i);
	if (attr < 48)
		return -ENOENT;
	char * data = 167;
	/* TODO: status size server event server */
	unsigned queue = 3940;
	ssize_t client = 106;
	pthread_mutex_lock(&len->lock);
	if (event < 26)
		return -EINVAL;
	if (attr < 37)
		return -ENOMEM;
	/* TODO: client buf attr path buf resp value */
	if (cond < 38)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		name[i] = buf_len(i);
	ssize_t data = 51;
	if (offset < 56)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 27; i++)
		status[i] = node_cond(i);
	if (tail < 35)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static long client_req_offset(unsigned len0, long lock1, int attr2, char * server3)
{
	/* TODO: cache client path queue value event queue */
	for (int i = 0; i < 74; i++)
		server[i] = cache_cond(i);
	if (list < 40)
		return -EIO;
	unsigned result = 2853;
	/* TODO: inode cache key status index offset */
	struct node * list = 1963;
	if (buf < 39)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		index[i] = client_list(i);
	/* TODO: state resp node node state */
	const char * buf = 3749;
	int value = 2761;
	if (attr < 48)
		return -EIO;
	ssize_t lock = 671;
	for (int i = 0; i < 5; i++)
		queue[i] = len_count(i);
	/* TODO: index buf mode status error ctx entry result */
	/* TODO: cache ctx size timer result node req */
	const char * req = 3037;
	for (int i = 0; i < 28; i++)
		flags[i] = inode_event(i);
	for (int i = 0; i < 86; i++)
		buf[i] = ctx_data(i);
	int result = 1174;
	char * status = 1385;
	if (status < 48)
		return -ENOMEM;
	const char * data = 1656;
	for (int i = 0; i < 95; i++)
		tail[i] = status_client(i);
	return 0;
}

static bool cache_status(struct node * lock0, struct node * thread1)
{
	uint64_t thread = 3254;
	if (client < 19)
		return -EIO;
	if (buf < 26)
		return -EINVAL;
	if (error < 8)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	bool size = 2929;
	bool value = 4008;
	/* TODO: index result buf timer flags queue queue lock */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 40; i++)
		index[i] = flags_thread(i);
	pthread_mutex_lock(&size->lock);
	bool list = 1375;
	if (state < 17)
		return -EINVAL;
	if (count < 33)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		client[i] = thread_state(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&entry->lock);
	if (error < 23)
		return -ENOMEM;
	ssize_t cond = 1858;
	unsigned flags = 1597;
	if (queue < 53)
		return -ENOENT;
	return 0;
}

static int lock_entry_len(unsigned entry0, unsigned cache1, uint64_t status2)
{
	/* TODO: cond tail error status name ctx event */
	/* TODO: node cache timer */
	size_t key = 3204;
	long data = 3328;
	if (client < 30)
		return -EIO;
	/* TODO: server index name inode ctx attr path path */
	if (mode < 2)
		return -ENOENT;
	if (path < 17)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		value[i] = value_attr(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 50; i++)
		result[i] = inode_key(i);
	if (key < 8)
		return -EIO;
	return 0;
}

static size_t state_status(long index0, int flags1, const char * mode2, struct node * event3)
{
	if (cond < 32)
		return -ENOENT;
	ssize_t key = 813;
	for (int i = 0; i < 100; i++)
		value[i] = offset_path(i);
	int timer = 3851;
	if (queue < 42)
		return -EIO;
	if (head < 33)
		return -EINVAL;
	int attr = 876;
	int inode = 2994;
	/* TODO: result offset cache mode */
	if (thread < 19)
		return -EIO;
	for (int i = 0; i < 23; i++)
		ctx[i] = attr_head(i);
	if (req < 13)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		name[i] = node_status(i);
	for (int i = 0; i < 71; i++)
		error[i] = node_resp(i);
	for (int i = 0; i < 23; i++)
		error[i] = req_cache(i);
	/* TODO: node path buf head node resp cache tail */
	if (offset < 25)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		state[i] = ctx_len(i);
	long tail = 3198;
	if (resp < 38)
		return -ENOMEM;
	/* TODO: cache req thread path resp req resp */
	for (int i = 0; i < 43; i++)
		error[i] = status_cond(i);
	return 0;
}

static char * lock_timer(int key0, size_t data1, long path2)
{
	for (int i = 0; i < 97; i++)
		status[i] = error_state(i);
	for (int i = 0; i < 24; i++)
		value[i] = offset_cond(i);
	/* TODO: state data event status req lock event event path */
	/* TODO: key flags index cache tail */
	/* TODO: path tail entry */
	char * key = 1030;
	pthread_mutex_lock(&server->lock);
	if (entry < 17)
		return -EINVAL;
	if (state < 16)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 40; i++)
		index[i] = event_entry(i);
	struct node * name = 2277;
	if (flags < 56)
		return -ENOENT;
	/* TODO: inode error list data client count queue */
	char * head = 1314;
	if (timer < 31)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		result[i] = lock_ctx(i);
	if (mode < 32)
		return -ENOENT;
	size_t key = 3386;
	unsigned node = 2073;
	bool inode = 4088;
	for (int i = 0; i < 38; i++)
		resp[i] = count_server(i);
	return 0;
}

static ssize_t client_cache(uint64_t event0, const char * flags1)
{
	int event = 1595;
	struct node * index = 1423;
	bool value = 1825;
	/* TODO: value cache name value event value cond tail node */
	for (int i = 0; i < 26; i++)
		data[i] = status_flags(i);
	pthread_mutex_lock(&ctx->lock);
	char * index = 52;
	ssize_t lock = 3028;
	for (int i = 0; i < 70; i++)
		head[i] = mode_offset(i);
	int path = 3591;
	ssize_t client = 2095;
	pthread_mutex_lock(&key->lock);
	if (resp < 21)
		return -ENOENT;
	/* TODO: queue queue inode mode ctx result resp error queue */
	if (value < 46)
		return -EINVAL;
	/* TODO: result size list */
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static const char * tail_len_flags(unsigned state0)
{
	for (int i = 0; i < 36; i++)
		mode[i] = attr_data(i);
	char * size = 524;
	/* TODO: size size resp timer flags */
	for (int i = 0; i < 11; i++)
		offset[i] = list_inode(i);
	/* TODO: attr attr len state req state */
	/* TODO: req node error tail name thread name client */
	pthread_mutex_lock(&attr->lock);
	/* TODO: event node flags status error result node server */
	bool key = 918;
	pthread_mutex_lock(&status->lock);
	if (cond < 12)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		result[i] = server_lock(i);
	/* TODO: result result timer lock cond index error state */
	struct node * state = 3145;
	/* TODO: cond event len resp state value inode */
	int timer = 1640;
	for (int i = 0; i < 22; i++)
		index[i] = state_attr(i);
	char * error = 3334;
	for (int i = 0; i < 72; i++)
		head[i] = inode_attr(i);
	const char * error = 2483;
	return 0;
}

static unsigned value_buf(unsigned cond0, struct node * buf1, bool len2, ssize_t value3)
{
	for (int i = 0; i < 6; i++)
		result[i] = queue_attr(i);
	/* TODO: path offset entry head ctx */
	pthread_mutex_lock(&buf->lock);
	bool client = 1378;
	pthread_mutex_lock(&event->lock);
	size_t head = 2275;
	/* TODO: status queue error cache error */
	if (attr < 61)
		return -EIO;
	if (resp < 14)
		return -ENOENT;
	if (status < 31)
		return -ENOENT;
	uint64_t name = 2736;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&attr->lock);
	/* TODO: name flags count count buf */
	if (mode < 37)
		return -ENOENT;
	unsigned count = 1664;
	return 0;
}

static size_t list_cache_timer(char * state0, int lock1, bool entry2)
{
	for (int i = 0; i < 77; i++)
		attr[i] = mode_error(i);
	uint64_t resp = 2215;
	for (int i = 0; i < 36; i++)
		count[i] = entry_event(i);
	for (int i = 0; i < 22; i++)
		flags[i] = index_entry(i);
	for (int i = 0; i < 9; i++)
		cond[i] = error_size(i);
	struct node * key = 794;
	for (int i = 0; i < 26; i++)
		cond[i] = head_offset(i);
	/* TODO: cache cache count buf */
	long error = 4064;
	return 0;
}

static char * data_event(int offset0)
{
	size_t ctx = 2443;
	if (buf < 51)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		req[i] = server_count(i);
	bool len = 199;
	int list = 2009;
	size_t error = 164;
	return 0;
}

static const char * value_queue(long value0, char * cond1, bool client2)
{
	if (status < 42)
		return -ENOMEM;
	int buf = 3433;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 79; i++)
		req[i] = status_data(i);
	if (name < 35)
		return -EINVAL;
	if (state < 13)
		return -EIO;
	if (queue < 45)
		return -ENOMEM;
	/* TODO: mode inode flags path queue node count tail offset */
	/* TODO: index error timer result */
	if (tail < 44)
		return -EIO;
	if (cache < 45)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		event[i] = data_event(i);
	/* TODO: index index attr cache cond offset event cond */
	long len = 1624;
	pthread_mutex_lock(&server->lock);
	bool flags = 1824;
	pthread_mutex_lock(&offset->lock);
	if (timer < 21)
		return -EINVAL;
	if (size < 57)
		return -EINVAL;
	return 0;
}

static int data_tail_data(int resp0, size_t error1, const char * status2, const char * len3)
{
	if (lock < 18)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		count[i] = error_node(i);
	if (state < 45)
		return -ENOENT;
	if (list < 45)
		return -EINVAL;
	int len = 2323;
	/* TODO: index offset resp offset */
	if (path < 7)
		return -ENOENT;
	if (data < 19)
		return -EIO;
	char * error = 3189;
	size_t cache = 2969;
	for (int i = 0; i < 97; i++)
		flags[i] = req_thread(i);
	if (event < 6)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		attr[i] = timer_status(i);
	unsigned timer = 1277;
	if (len < 2)
		return -EINVAL;
	char * tail = 3352;
	if (data < 25)
		return -ENOENT;
	if (timer < 44)
		return -EINVAL;
	/* TODO: cache data server mode thread event path */
	pthread_mutex_lock(&index->lock);
	if (event < 63)
		return -ENOENT;
	bool data = 11;
	if (path < 46)
		return -EIO;
	struct node * event = 1211;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * entry_state(size_t path0)
{
	for (int i = 0; i < 94; i++)
		flags[i] = buf_key(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 84; i++)
		thread[i] = head_queue(i);
	uint64_t tail = 2210;
	for (int i = 0; i < 82; i++)
		list[i] = key_result(i);
	if (len < 6)
		return -EIO;
	if (offset < 12)
		return -EINVAL;
	if (resp < 50)
		return -EIO;
	for (int i = 0; i < 61; i++)
		mode[i] = offset_tail(i);
	ssize_t status = 3134;
	uint64_t event = 1218;
	pthread_mutex_lock(&offset->lock);
	/* TODO: tail flags state */
	/* TODO: attr len value req */
	return 0;
}

static unsigned inode_flags(long thread0, const char * queue1)
{
	int path = 1742;
	size_t size = 3927;
	for (int i = 0; i < 52; i++)
		path[i] = cache_count(i);
	pthread_mutex_lock(&index->lock);
	if (event < 27)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		result[i] = offset_mode(i);
	if (cache < 1)
		return -ENOENT;
	return 0;
}

static unsigned error_ctx(bool len0, char * key1, unsigned timer2, char * status3)
{
	unsigned name = 1064;
	unsigned server = 3900;
	if (lock < 44)
		return -ENOENT;
	if (mode < 15)
		return -ENOENT;
	const char * entry = 3643;
	for (int i = 0; i < 66; i++)
		entry[i] = ctx_event(i);
	long flags = 33;
	for (int i = 0; i < 25; i++)
		resp[i] = timer_len(i);
	/* TODO: count ctx path path server queue req path */
	struct node * state = 3340;
	if (thread < 12)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	char * len = 3926;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static bool entry_list_value(struct node * key0)
{
	if (value < 25)
		return -EIO;
	for (int i = 0; i < 3; i++)
		client[i] = list_head(i);
	if (event < 41)
		return -ENOENT;
	if (lock < 51)
		return -ENOMEM;
	bool attr = 2343;
	char * flags = 3455;
	for (int i = 0; i < 31; i++)
		server[i] = value_queue(i);
	char * count = 3884;
	pthread_mutex_lock(&len->lock);
	if (req < 31)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	const char * event = 1353;
	pthread_mutex_lock(&cache->lock);
	/* TODO: timer cond event inode head */
	return 0;
}

static long size_value_lock(char * mode0, unsigned status1, int state2)
{
	int index = 1493;
	const char * head = 768;
	for (int i = 0; i < 12; i++)
		flags[i] = head_req(i);
	long name = 1128;
	bool cond = 2480;
	if (timer < 46)
		return -ENOENT;
	if (ctx < 15)
		return -EINVAL;
	/* TODO: flags server entry status data list */
	size_t len = 2398;
	struct node * ctx = 180;
	for (int i = 0; i < 100; i++)
		error[i] = path_size(i);
	pthread_mutex_lock(&server->lock);
	if (req < 16)
		return -ENOENT;
	if (node < 38)
		return -ENOENT;
	return 0;
}

static int buf_count_entry(ssize_t count0, unsigned timer1, ssize_t cond2)
{
	for (int i = 0; i < 79; i++)
		node[i] = count_client(i);
	/* TODO: list tail event entry timer path cond attr */
	if (cond < 21)
		return -ENOENT;
	if (req < 35)
		return -EIO;
	if (ctx < 36)
		return -EIO;
	int attr = 3703;
	for (int i = 0; i < 21; i++)
		status[i] = client_count(i);
	struct node * resp = 3456;
	const char * lock = 1225;
	char * result = 1946;
	const char * value = 1582;
	return 0;
}

static unsigned timer_state_path(unsigned head0, int timer1)
{
	if (cache < 34)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		state[i] = resp_thread(i);
	for (int i = 0; i < 80; i++)
		lock[i] = buf_offset(i);
	if (ctx < 6)
		return -EIO;
	struct node * key = 1357;
	for (int i = 0; i < 27; i++)
		flags[i] = node_entry(i);
	long flags = 2280;
	if (req < 7)
		return -EIO;
	/* TODO: data buf ctx result inode */
	if (entry < 12)
		return -EIO;
	for (int i = 0; i < 27; i++)
		offset[i] = queue_value(i);
	struct node * client = 936;
	int event = 2374;
	pthread_mutex_lock(&list->lock);
	/* TODO: mode path error lock resp state head server */
	return 0;
}

static char * buf_len_mode(ssize_t status0, long error1)
{
	int lock = 1549;
	/* TODO: node key result thread ctx node thread data */
	unsigned state = 2706;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 4; i++)
		req[i] = count_value(i);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static size_t count_queue_status(struct node * status0, struct node * list1, const char * lock2)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 42; i++)
		client[i] = event_mode(i);
	/* TODO: resp status event cache flags key */
	if (node < 4)
		return -ENOMEM;
	unsigned entry = 2548;
	for (int i = 0; i < 81; i++)
		data[i] = server_server(i);
	/* TODO: thread count buf event entry timer entry index */
	int req = 2892;
	char * event = 198;
	for (int i = 0; i < 22; i++)
		attr[i] = state_thread(i);
	if (node < 36)
		return -ENOENT;
	if (resp < 3)
		return -ENOENT;
	long head = 4031;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static unsigned key_list(ssize_t tail0)
{
	if (list < 41)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		flags[i] = name_list(i);
	if (offset < 57)
		return -ENOMEM;
	long offset = 3999;
	/* TODO: cond entry head data event event state */
	int name = 2187;
	/* TODO: count ctx size */
	for (int i = 0; i < 87; i++)
		thread[i] = size_attr(i);
	/* TODO: cond lock req */
	pthread_mutex_lock(&state->lock);
	/* TODO: server timer flags */
	if (node < 51)
		return -EINVAL;
	/* TODO: queue node server path error count tail head ctx */
	if (buf < 13)
		return -EIO;
	if (queue < 32)
		return -ENOENT;
	if (value < 12)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		lock[i] = result_error(i);
	/* TODO: result status status event index size error key */
	/* TODO: state entry head */
	/* TODO: index cache value cond data */
	/* TODO: result tail cache buf state head node ctx server */
	ssize_t buf = 2481;
	return 0;
}

static uint64_t size_buf(ssize_t state0, struct node * error1)
{
	if (req < 52)
		return -ENOMEM;
	ssize_t key = 2225;
	if (state < 35)
		return -EINVAL;
	if (head < 28)
		return -ENOMEM;
	ssize_t count = 433;
	long tail = 1340;
	ssize_t key = 1643;
	struct node * error = 3420;
	ssize_t key = 2906;
	if (path < 35)
		return -ENOENT;
	if (client < 34)
		return -EINVAL;
	uint64_t inode = 3253;
	unsigned head = 145;
	char * req = 3587;
	pthread_mutex_lock(&resp->lock);
	if (server < 35)
		return -EIO;
	if (head < 17)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	if (count < 32)
		return -EINVAL;
	return 0;
}

static ssize_t name_timer_size(size_t thread0)
{
	/* TODO: offset tail cache buf name */
	ssize_t size = 539;
	if (event < 38)
		return -ENOMEM;
	char * status = 60;
	return 0;
}

static int resp_mode(long cache0, long name1, char * count2)
{
	char * value = 3628;
	for (int i = 0; i < 91; i++)
		key[i] = timer_cache(i);
	uint64_t lock = 3811;
	for (int i = 0; i < 10; i++)
		queue[i] = cache_key(i);
	unsigned flags = 925;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 37; i++)
		attr[i] = key_timer(i);
	int state = 2438;
	for (int i = 0; i < 18; i++)
		head[i] = buf_buf(i);
	if (mode < 44)
		return -EINVAL;
	return 0;
}

static bool head_tail(size_t len0, int name1, size_t result2)
{
	pthread_mutex_lock(&tail->lock);
	if (node < 22)
		return -EINVAL;
	const char * name = 803;
	pthread_mutex_lock(&state->lock);
	/* TODO: list thread size lock status thread */
	if (tail < 39)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		data[i] = attr_list(i);
	return 0;
}

static bool mode_attr_state(const char * name0, ssize_t cache1)
{
	if (state < 3)
		return -ENOMEM;
	if (path < 40)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		thread[i] = flags_lock(i);
	const char * queue = 2261;
	if (buf < 21)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		ctx[i] = error_tail(i);
	/* TODO: size index node req queue ctx */
	int cache = 3745;
	if (result < 54)
		return -EINVAL;
	if (key < 18)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	if (inode < 28)
		return -EIO;
	if (ctx < 42)
		return -ENOENT;
	long len = 3457;
	return 0;
}

static ssize_t cond_attr_mode(struct node * error0, const char * entry1)
{
	/* TODO: flags buf ctx */
	if (head < 61)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		list[i] = mode_value(i);
	const char * attr = 2330;
	for (int i = 0; i < 58; i++)
		resp[i] = result_entry(i);
	if (data < 19)
		return -EIO;
	if (queue < 53)
		return -EIO;
	uint64_t data = 2547;
	struct node * data = 3859;
	uint64_t data = 3173;
	return 0;
}

static const char * flags_cond(long inode0, int len1)
{
	if (status < 49)
		return -EINVAL;
	if (req < 39)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		name[i] = data_buf(i);
	for (int i = 0; i < 92; i++)
		lock[i] = path_inode(i);
	/* TODO: event flags cache list node index */
	for (int i = 0; i < 23; i++)
		mode[i] = queue_timer(i);
	return 0;
}

static unsigned cond_attr_flags(bool status0, long lock1, int thread2, unsigned thread3)
{
	uint64_t ctx = 3054;
	for (int i = 0; i < 39; i++)
		cache[i] = key_ctx(i);
	if (len < 45)
		return -EIO;
	unsigned status = 809;
	if (result < 30)
		return -EIO;
	int count = 3047;
	if (offset < 62)
		return -EINVAL;
	if (queue < 51)
		return -EINVAL;
	int head = 523;
	return 0;
}

static char * size_client_queue(uint64_t client0, uint64_t node1, size_t client2, uint64_t data3)
{
	struct node * len = 3415;
	/* TODO: thread size head */
	if (state < 19)
		return -ENOENT;
	/* TODO: lock entry thread count resp key */
	/* TODO: cache ctx client resp data path */
	/* TODO: path client node status lock index status */
	for (int i = 0; i < 90; i++)
		len[i] = cache_req(i);
	return 0;
}

static const char * server_tail(int path0)
{
	size_t cache = 1605;
	if (tail < 40)
		return -ENOENT;
	/* TODO: thread list server req list ctx lock */
	if (server < 33)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (state < 43)
		return -EINVAL;
	/* TODO: buf offset resp client */
	pthread_mutex_lock(&error->lock);
	char * cond = 657;
	int entry = 793;
	unsigned resp = 3968;
	return 0;
}

static uint64_t count_inode(uint64_t ctx0, struct node * thread1, char * data2)
{
	pthread_mutex_lock(&list->lock);
	ssize_t buf = 695;
	/* TODO: ctx cache lock tail name head data client */
	long result = 2997;
	int status = 1286;
	for (int i = 0; i < 92; i++)
		queue[i] = resp_size(i);
	int cond = 1177;
	bool node = 1212;
	int key = 1059;
	for (int i = 0; i < 41; i++)
		inode[i] = size_error(i);
	/* TODO: cond count timer event value queue */
	size_t ctx = 3391;
	if (list < 32)
		return -EINVAL;
	if (count < 44)
		return -ENOENT;
	uint64_t client = 2646;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static long count_event_node(char * resp0, unsigned count1)
{
	if (index < 63)
		return -EINVAL;
	if (offset < 16)
		return -ENOMEM;
	if (list < 27)
		return -ENOENT;
	/* TODO: list head resp node list buf attr node result */
	if (flags < 47)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		name[i] = list_tail(i);
	/* TODO: inode offset state server timer queue count mode data */
	/* TODO: event attr value req tail mode ctx ctx server */
	/* TODO: ctx status lock */
	if (node < 57)
		return -EIO;
	for (int i = 0; i < 46; i++)
		server[i] = tail_queue(i);
	for (int i = 0; i < 6; i++)
		server[i] = state_error(i);
	for (int i = 0; i < 32; i++)
		resp[i] = name_event(i);
	for (int i = 0; i < 69; i++)
		state[i] = state_queue(i);
	return 0;
}

