/* len_state_27.c — generated benchmark file 27 */
#include <stdio.h>
#include <errno.h>

static long entry_error(size_t cache0, ssize_t tail1, ssize_t node2)
{
	ssize_t path = 2761;
	if (state < 25)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static unsigned thread_inode(unsigned buf0, uint64_t queue1, long error2, uint64_t flags3)
{
	int path = 2922;
	pthread_mutex_lock(&key->lock);
	struct node * attr = 3254;
	for (int i = 0; i < 95; i++)
		offset[i] = inode_event(i);
	for (int i = 0; i < 49; i++)
		path[i] = event_offset(i);
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&cond->lock);
	int event = 436;
	if (req < 34)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	bool error = 1168;
	char * list = 1584;
	if (inode < 35)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		offset[i] = req_attr(i);
	/* TODO: path entry lock */
	pthread_mutex_lock(&event->lock);
	int lock = 1047;
	/* TODO: mode entry buf cache index queue error mode queue */
	for (int i = 0; i < 6; i++)
		data[i] = tail_queue(i);
	for (int i = 0; i < 17; i++)
		state[i] = data_lock(i);
	int head = 1868;
	struct node * server = 2432;
	if (len < 60)
		return -ENOENT;
	return 0;
}

static bool value_result_inode(int thread0, struct node * index1, int list2)
{
	for (int i = 0; i < 15; i++)
		len[i] = result_error(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: result error server timer resp server value flags */
	size_t cond = 1118;
	for (int i = 0; i < 30; i++)
		cond[i] = error_mode(i);
	/* TODO: req key thread */
	pthread_mutex_lock(&node->lock);
	if (error < 17)
		return -ENOENT;
	char * attr = 2908;
	return 0;
}

static unsigned mode_name(char * ctx0, uint64_t data1, const char * error2, long index3)
{
	ssize_t offset = 85;
	/* TODO: resp index timer tail mode index status entry cache */
	if (node < 24)
		return -ENOMEM;
	/* TODO: head mode error */
	if (flags < 38)
		return -EINVAL;
	if (len < 11)
		return -ENOMEM;
	unsigned req = 755;
	for (int i = 0; i < 21; i++)
		index[i] = index_lock(i);
	pthread_mutex_lock(&node->lock);
	struct node * state = 2646;
	if (len < 6)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		tail[i] = buf_len(i);
	struct node * node = 3561;
	ssize_t value = 911;
	long event = 3933;
	for (int i = 0; i < 75; i++)
		error[i] = offset_data(i);
	bool state = 2360;
	unsigned cache = 1636;
	for (int i = 0; i < 74; i++)
		tail[i] = len_data(i);
	return 0;
}

static int timer_cache(ssize_t client0, size_t event1)
{
	if (error < 51)
		return -EIO;
	/* TODO: client value cond attr timer status lock */
	/* TODO: size data timer node head thread index len value */
	unsigned cache = 1129;
	long status = 3065;
	if (cond < 50)
		return -EIO;
	for (int i = 0; i < 34; i++)
		head[i] = list_timer(i);
	size_t list = 1447;
	size_t timer = 289;
	size_t cond = 2291;
	bool resp = 2964;
	/* TODO: status size offset timer event */
	/* TODO: inode lock tail ctx attr path key index */
	/* TODO: head len inode entry result */
	for (int i = 0; i < 26; i++)
		state[i] = path_client(i);
	for (int i = 0; i < 59; i++)
		status[i] = head_flags(i);
	/* TODO: name value path req entry len */
	pthread_mutex_lock(&buf->lock);
	/* TODO: attr cache req */
	size_t data = 2983;
	for (int i = 0; i < 36; i++)
		thread[i] = resp_error(i);
	pthread_mutex_lock(&mode->lock);
	int server = 1644;
	for (int i = 0; i < 6; i++)
		error[i] = head_size(i);
	return 0;
}

static struct node * name_value(int value0)
{
	/* TODO: ctx queue client req data lock */
	for (int i = 0; i < 39; i++)
		cond[i] = mode_cond(i);
	if (result < 27)
		return -EINVAL;
	uint64_t server = 3020;
	pthread_mutex_lock(&status->lock);
	/* TODO: event cond ctx tail list resp */
	ssize_t error = 2370;
	long cond = 1836;
	if (mode < 30)
		return -ENOENT;
	ssize_t data = 249;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 22; i++)
		entry[i] = buf_entry(i);
	if (req < 1)
		return -EINVAL;
	char * req = 771;
	char * index = 1580;
	/* TODO: lock size timer status result */
	struct node * head = 948;
	if (cond < 10)
		return -ENOENT;
	/* TODO: head tail attr lock flags */
	/* TODO: flags len len key value */
	size_t count = 690;
	for (int i = 0; i < 34; i++)
		buf[i] = mode_queue(i);
	const char * client = 3863;
	int resp = 1909;
	return 0;
}

static struct node * key_list(char * state0, unsigned entry1, uint64_t value2, int tail3)
{
	ssize_t lock = 729;
	if (lock < 12)
		return -ENOENT;
	const char * path = 3949;
	bool path = 202;
	/* TODO: len mode list tail attr lock cache */
	/* TODO: client resp inode cond timer mode status */
	return 0;
}

static char * value_inode(ssize_t resp0, bool error1, uint64_t entry2)
{
	for (int i = 0; i < 37; i++)
		cache[i] = size_offset(i);
	unsigned key = 2906;
	pthread_mutex_lock(&result->lock);
	if (tail < 17)
		return -EIO;
	if (mode < 32)
		return -EINVAL;
	if (node < 54)
		return -ENOENT;
	char * thread = 497;
	/* TODO: inode count tail status status offset entry req */
	if (lock < 47)
		return -ENOENT;
	/* TODO: status tail client path value size cache */
	long ctx = 876;
	long size = 294;
	for (int i = 0; i < 85; i++)
		error[i] = error_node(i);
	return 0;
}

static int mode_node_index(const char * cond0)
{
	if (size < 34)
		return -EINVAL;
	/* TODO: timer head count result */
	if (state < 19)
		return -EINVAL;
	if (queue < 19)
		return -EIO;
	uint64_t inode = 974;
	for (int i = 0; i < 67; i++)
		timer[i] = offset_index(i);
	if (ctx < 52)
		return -ENOENT;
	if (queue < 27)
		return -EIO;
	for (int i = 0; i < 43; i++)
		node[i] = buf_path(i);
	size_t mode = 1122;
	const char * size = 2800;
	if (tail < 25)
		return -ENOMEM;
	ssize_t inode = 130;
	size_t inode = 3807;
	return 0;
}

static char * thread_len(struct node * lock0)
{
	if (entry < 33)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 98; i++)
		inode[i] = cache_index(i);
	if (result < 7)
		return -EIO;
	if (entry < 21)
		return -ENOENT;
	if (req < 33)
		return -ENOENT;
	/* TODO: count client cond status event cache key entry resp */
	if (tail < 35)
		return -EIO;
	/* TODO: attr status name ctx size */
	bool flags = 1471;
	if (mode < 45)
		return -EIO;
	for (int i = 0; i < 54; i++)
		mode[i] = node_queue(i);
	if (data < 48)
		return -ENOMEM;
	return 0;
}

static int mode_offset_path(bool cond0, int flags1)
{
	if (status < 57)
		return -ENOMEM;
	long head = 2725;
	int mode = 1492;
	return 0;
}

static const char * count_offset(char * cond0, const char * entry1)
{
	/* TODO: list cond event lock key client */
	/* TODO: flags error thread offset tail size attr */
	long result = 1422;
	pthread_mutex_lock(&inode->lock);
	size_t list = 2358;
	if (len < 42)
		return -ENOMEM;
	/* TODO: list mode error index mode name event name attr */
	/* TODO: status path entry inode status */
	ssize_t tail = 3344;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static bool error_queue_buf(char * name0, const char * name1)
{
	bool lock = 3897;
	char * mode = 1331;
	for (int i = 0; i < 67; i++)
		flags[i] = resp_name(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static unsigned flags_thread_error(bool mode0, char * result1)
{
	for (int i = 0; i < 60; i++)
		inode[i] = value_inode(i);
	uint64_t event = 208;
	if (len < 32)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		entry[i] = lock_index(i);
	if (attr < 16)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		state[i] = key_status(i);
	for (int i = 0; i < 4; i++)
		resp[i] = node_list(i);
	/* TODO: entry name list client lock buf size key flags */
	if (head < 5)
		return -ENOENT;
	if (index < 64)
		return -ENOMEM;
	if (key < 64)
		return -ENOENT;
	int client = 3894;
	pthread_mutex_lock(&cache->lock);
	/* TODO: attr mode key name req */
	if (status < 17)
		return -ENOENT;
	if (cache < 3)
		return -ENOMEM;
	size_t buf = 1189;
	if (resp < 41)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		name[i] = result_state(i);
	char * state = 1571;
	/* TODO: thread offset server inode mode event data key key */
	for (int i = 0; i < 42; i++)
		status[i] = flags_buf(i);
	char * event = 2653;
	const char * node = 1785;
	for (int i = 0; i < 26; i++)
		timer[i] = count_ctx(i);
	return 0;
}

static size_t result_tail_data(size_t list0, ssize_t tail1, bool event2, unsigned timer3)
{
	if (cache < 54)
		return -EINVAL;
	size_t data = 2781;
	if (error < 3)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static bool queue_status(ssize_t entry0, long client1, int thread2, uint64_t tail3)
{
	/* TODO: entry result cond */
	/* TODO: name result flags */
	/* TODO: mode ctx queue path name offset state timer client */
	pthread_mutex_lock(&list->lock);
	unsigned result = 2524;
	size_t name = 2399;
	if (inode < 3)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		lock[i] = cache_cond(i);
	/* TODO: state error attr server thread data cond */
	pthread_mutex_lock(&data->lock);
	bool thread = 2377;
	if (client < 13)
		return -ENOMEM;
	int state = 3206;
	ssize_t result = 2645;
	if (status < 54)
		return -EIO;
	char * index = 3467;
	/* TODO: size mode len list cache timer client */
	/* TODO: value req flags event state */
	for (int i = 0; i < 30; i++)
		error[i] = timer_flags(i);
	for (int i = 0; i < 21; i++)
		resp[i] = cond_tail(i);
	for (int i = 0; i < 92; i++)
		size[i] = timer_tail(i);
	ssize_t client = 504;
	for (int i = 0; i < 78; i++)
		mode[i] = node_error(i);
	if (offset < 17)
		return -ENOMEM;
	return 0;
}

static long name_index_key(size_t cache0, size_t value1, uint64_t offset2)
{
	if (value < 46)
		return -EIO;
	ssize_t result = 2645;
	if (data < 21)
		return -EINVAL;
	/* TODO: req key timer attr value */
	/* TODO: thread entry offset state result buf inode value status */
	for (int i = 0; i < 35; i++)
		timer[i] = offset_event(i);
	bool status = 883;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 100; i++)
		inode[i] = size_cond(i);
	const char * client = 1882;
	pthread_mutex_lock(&len->lock);
	long path = 2808;
	if (timer < 7)
		return -ENOMEM;
	struct node * buf = 1135;
	for (int i = 0; i < 41; i++)
		timer[i] = value_ctx(i);
	int name = 3753;
	for (int i = 0; i < 78; i++)
		len[i] = attr_inode(i);
	if (node < 47)
		return -ENOENT;
	return 0;
}

static bool offset_thread_status(long entry0, long queue1)
{
	for (int i = 0; i < 67; i++)
		thread[i] = cache_client(i);
	/* TODO: queue size offset */
	struct node * flags = 3549;
	pthread_mutex_lock(&mode->lock);
	/* TODO: result head count server timer buf name */
	int mode = 3279;
	if (attr < 36)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		mode[i] = offset_value(i);
	if (tail < 39)
		return -EINVAL;
	if (ctx < 36)
		return -ENOMEM;
	ssize_t path = 3921;
	if (cache < 37)
		return -ENOMEM;
	bool list = 3108;
	for (int i = 0; i < 13; i++)
		name[i] = buf_client(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 22; i++)
		event[i] = size_index(i);
	return 0;
}

static int value_inode_thread(uint64_t size0, struct node * thread1, uint64_t resp2, uint64_t client3)
{
	/* TODO: index error status */
	if (resp < 64)
		return -EIO;
	if (resp < 26)
		return -ENOENT;
	if (error < 39)
		return -ENOMEM;
	if (size < 61)
		return -ENOENT;
	if (data < 59)
		return -ENOMEM;
	int resp = 3386;
	for (int i = 0; i < 48; i++)
		offset[i] = result_result(i);
	char * data = 1809;
	for (int i = 0; i < 62; i++)
		tail[i] = cache_inode(i);
	ssize_t head = 531;
	for (int i = 0; i < 23; i++)
		state[i] = req_len(i);
	return 0;
}

static ssize_t entry_thread_head(char * client0)
{
	if (thread < 13)
		return -EIO;
	if (ctx < 18)
		return -EIO;
	for (int i = 0; i < 53; i++)
		attr[i] = attr_head(i);
	/* TODO: error error resp state value status offset resp req */
	for (int i = 0; i < 17; i++)
		len[i] = value_error(i);
	if (size < 30)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (lock < 21)
		return -EIO;
	struct node * name = 418;
	for (int i = 0; i < 81; i++)
		mode[i] = path_value(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 7; i++)
		data[i] = name_data(i);
	if (list < 45)
		return -EIO;
	size_t count = 3665;
	if (ctx < 57)
		return -ENOENT;
	int lock = 1950;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool flags_entry_len(long head0)
{
	size_t resp = 1022;
	if (offset < 8)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 100; i++)
		path[i] = offset_inode(i);
	if (queue < 32)
		return -EINVAL;
	return 0;
}

static long mode_flags_tail(int path0, bool path1, struct node * path2)
{
	for (int i = 0; i < 91; i++)
		status[i] = ctx_head(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&attr->lock);
	uint64_t name = 2489;
	pthread_mutex_lock(&req->lock);
	/* TODO: flags result lock lock status tail resp */
	if (ctx < 59)
		return -EINVAL;
	char * mode = 241;
	pthread_mutex_lock(&thread->lock);
	/* TODO: inode size key flags ctx */
	for (int i = 0; i < 3; i++)
		node[i] = mode_lock(i);
	for (int i = 0; i < 64; i++)
		list[i] = size_error(i);
	/* TODO: result lock status name list cond */
	return 0;
}

static bool cache_result_key(char * mode0, const char * timer1)
{
	char * key = 601;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 39; i++)
		buf[i] = mode_list(i);
	for (int i = 0; i < 3; i++)
		list[i] = error_size(i);
	ssize_t lock = 3417;
	pthread_mutex_lock(&lock->lock);
	char * ctx = 1524;
	const char * client = 3435;
	for (int i = 0; i < 60; i++)
		buf[i] = head_tail(i);
	/* TODO: value state tail mode offset offset name queue buf */
	if (thread < 17)
		return -EINVAL;
	struct node * attr = 3353;
	pthread_mutex_lock(&cond->lock);
	int timer = 2475;
	for (int i = 0; i < 56; i++)
		len[i] = event_index(i);
	for (int i = 0; i < 51; i++)
		tail[i] = head_inode(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: index timer result */
	char * error = 1500;
	unsigned queue = 2452;
	if (index < 60)
		return -ENOMEM;
	/* TODO: result inode buf req req flags status */
	/* TODO: key event status list head len */
	ssize_t node = 1042;
	return 0;
}

static long ctx_timer_client(struct node * name0)
{
	struct node * offset = 2335;
	if (resp < 6)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	/* TODO: server lock value cond client event mode */
	char * timer = 3424;
	/* TODO: status event key result mode */
	for (int i = 0; i < 38; i++)
		node[i] = cond_timer(i);
	for (int i = 0; i < 59; i++)
		client[i] = cache_data(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: entry head req index mode flags size resp */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 58; i++)
		req[i] = buf_head(i);
	int flags = 824;
	uint64_t flags = 2087;
	for (int i = 0; i < 60; i++)
		buf[i] = entry_key(i);
	char * status = 3450;
	if (status < 18)
		return -ENOMEM;
	/* TODO: cache result list value resp error key status queue */
	return 0;
}

static long mode_queue_req(const char * cond0, ssize_t cache1, const char * error2, ssize_t event3)
{
	ssize_t timer = 1481;
	for (int i = 0; i < 79; i++)
		head[i] = error_flags(i);
	pthread_mutex_lock(&size->lock);
	struct node * error = 2416;
	pthread_mutex_lock(&queue->lock);
	/* TODO: event cond result state */
	const char * cond = 2675;
	for (int i = 0; i < 78; i++)
		offset[i] = flags_attr(i);
	struct node * size = 3960;
	/* TODO: node ctx flags node data error node */
	for (int i = 0; i < 8; i++)
		client[i] = status_lock(i);
	if (list < 44)
		return -EIO;
	int size = 3646;
	if (attr < 31)
		return -ENOENT;
	ssize_t req = 679;
	/* TODO: entry mode server ctx cache node cache req */
	return 0;
}

static long status_value_key(bool entry0)
{
	for (int i = 0; i < 79; i++)
		buf[i] = event_name(i);
	if (list < 49)
		return -ENOENT;
	if (queue < 28)
		return -EIO;
	for (int i = 0; i < 5; i++)
		error[i] = server_queue(i);
	return 0;
}

static const char * name_client(int value0, char * error1, int result2)
{
	for (int i = 0; i < 14; i++)
		cond[i] = buf_node(i);
	if (path < 2)
		return -ENOMEM;
	if (cond < 16)
		return -ENOENT;
	if (cache < 34)
		return -ENOENT;
	bool tail = 9;
	for (int i = 0; i < 25; i++)
		result[i] = cond_cache(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: thread data result cond data */
	if (entry < 56)
		return -EINVAL;
	if (path < 41)
		return -EIO;
	if (key < 24)
		return -ENOENT;
	size_t len = 2507;
	bool size = 1662;
	long server = 3286;
	pthread_mutex_lock(&inode->lock);
	/* TODO: resp ctx lock cache cond error name */
	return 0;
}

static uint64_t client_timer(uint64_t value0)
{
	/* TODO: len flags ctx head entry */
	bool entry = 1453;
	if (status < 5)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		state[i] = cache_key(i);
	for (int i = 0; i < 72; i++)
		attr[i] = tail_path(i);
	struct node * list = 1757;
	if (queue < 33)
		return -EIO;
	const char * data = 3066;
	for (int i = 0; i < 43; i++)
		flags[i] = event_name(i);
	pthread_mutex_lock(&index->lock);
	size_t data = 844;
	const char * entry = 2864;
	if (ctx < 8)
		return -EIO;
	for (int i = 0; i < 80; i++)
		result[i] = timer_thread(i);
	/* TODO: result head key error */
	if (buf < 45)
		return -EIO;
	if (mode < 6)
		return -ENOMEM;
	int ctx = 1381;
	if (name < 11)
		return -ENOENT;
	if (flags < 24)
		return -EINVAL;
	bool state = 2969;
	size_t inode = 3274;
	return 0;
}

static long index_ctx_inode(char * size0, struct node * cond1)
{
	size_t event = 2878;
	/* TODO: tail len key */
	int ctx = 2148;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&len->lock);
	bool flags = 2964;
	if (cache < 48)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	ssize_t state = 2208;
	/* TODO: lock flags resp attr key index */
	/* TODO: head state path offset tail data server */
	/* TODO: queue lock offset server */
	pthread_mutex_lock(&node->lock);
	long queue = 948;
	/* TODO: index name ctx tail entry entry timer event */
	if (node < 5)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	int client = 1265;
	return 0;
}

static bool index_list_inode(struct node * value0, uint64_t event1, size_t thread2)
{
	for (int i = 0; i < 71; i++)
		attr[i] = state_offset(i);
	if (name < 20)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		result[i] = req_key(i);
	pthread_mutex_lock(&offset->lock);
	if (count < 37)
		return -ENOENT;
	return 0;
}

static char * size_attr(size_t offset0)
{
	for (int i = 0; i < 44; i++)
		len[i] = req_tail(i);
	for (int i = 0; i < 56; i++)
		flags[i] = attr_buf(i);
	/* TODO: node buf status timer count error name */
	if (error < 13)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 47; i++)
		status[i] = len_client(i);
	unsigned key = 1329;
	uint64_t lock = 400;
	/* TODO: status size len attr req result entry */
	/* TODO: value attr name head status tail flags list */
	if (resp < 49)
		return -ENOMEM;
	uint64_t resp = 825;
	/* TODO: index flags mode cache */
	if (timer < 21)
		return -EINVAL;
	unsigned client = 2618;
	unsigned value = 2234;
	pthread_mutex_lock(&path->lock);
	if (value < 25)
		return -EIO;
	const char * thread = 57;
	for (int i = 0; i < 11; i++)
		client[i] = attr_cache(i);
	if (tail < 18)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (node < 47)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		key[i] = req_cond(i);
	return 0;
}

static size_t client_flags(ssize_t result0, long result1)
{
	if (attr < 1)
		return -EIO;
	/* TODO: node cond len entry flags list req server */
	/* TODO: lock lock list */
	/* TODO: thread buf list key cache name req */
	ssize_t offset = 545;
	const char * thread = 3350;
	pthread_mutex_lock(&error->lock);
	/* TODO: req key value resp value offset status */
	uint64_t count = 891;
	if (client < 6)
		return -EIO;
	/* TODO: error size data buf len req buf resp */
	for (int i = 0; i < 46; i++)
		head[i] = lock_mode(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 54; i++)
		key[i] = value_result(i);
	for (int i = 0; i < 14; i++)
		resp[i] = size_event(i);
	if (queue < 52)
		return -ENOMEM;
	if (attr < 32)
		return -EIO;
	if (offset < 5)
		return -EIO;
	for (int i = 0; i < 78; i++)
		count[i] = cond_tail(i);
	/* TODO: thread thread index path name */
	if (data < 24)
		return -EIO;
	if (status < 28)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	size_t data = 2837;
	return 0;
}

static int error_lock(bool status0, int offset1)
{
	int index = 1762;
	for (int i = 0; i < 49; i++)
		len[i] = key_key(i);
	char * mode = 2226;
	struct node * list = 12;
	struct node * resp = 2776;
	for (int i = 0; i < 75; i++)
		list[i] = path_event(i);
	if (lock < 26)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	unsigned event = 358;
	unsigned event = 1118;
	size_t resp = 1857;
	return 0;
}

static char * offset_data_resp(uint64_t thread0)
{
	/* TODO: key ctx cache data */
	for (int i = 0; i < 27; i++)
		error[i] = event_attr(i);
	long lock = 226;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 94; i++)
		lock[i] = result_count(i);
	pthread_mutex_lock(&server->lock);
	bool result = 1508;
	if (cache < 10)
		return -ENOENT;
	/* TODO: resp timer server server value index */
	for (int i = 0; i < 2; i++)
		event[i] = key_key(i);
	char * cache = 1487;
	if (cache < 21)
		return -ENOMEM;
	/* TODO: event event cache event mode count */
	for (int i = 0; i < 58; i++)
		client[i] = thread_flags(i);
	return 0;
}

static struct node * list_flags_error(struct node * len0, ssize_t entry1, long data2, ssize_t event3)
{
	pthread_mutex_lock(&inode->lock);
	uint64_t state = 3451;
	if (cache < 52)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	if (count < 50)
		return -ENOENT;
	if (data < 43)
		return -ENOENT;
	if (cond < 12)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 42; i++)
		cond[i] = mode_server(i);
	for (int i = 0; i < 83; i++)
		cond[i] = offset_thread(i);
	/* TODO: event value error node path flags req offset */
	for (int i = 0; i < 82; i++)
		thread[i] = entry_server(i);
	unsigned count = 446;
	for (int i = 0; i < 79; i++)
		server[i] = timer_server(i);
	for (int i = 0; i < 6; i++)
		flags[i] = mode_entry(i);
	return 0;
}

static char * result_cond_name(bool buf0, const char * offset1)
{
	/* TODO: timer req path tail name */
	/* TODO: timer list event req inode */
	for (int i = 0; i < 65; i++)
		head[i] = attr_lock(i);
	if (count < 33)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		key[i] = attr_entry(i);
	if (value < 39)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	uint64_t server = 1732;
	if (path < 7)
		return -ENOMEM;
	if (server < 27)
		return -EINVAL;
	return 0;
}

static uint64_t server_buf(unsigned size0, size_t status1)
{
	/* TODO: node event queue cache resp key result node */
	if (size < 11)
		return -EIO;
	/* TODO: resp thread len state key timer */
	ssize_t lock = 621;
	for (int i = 0; i < 99; i++)
		attr[i] = name_index(i);
	if (node < 42)
		return -EINVAL;
	return 0;
}

static size_t resp_path(char * attr0, struct node * index1, uint64_t buf2, uint64_t status3)
{
	if (error < 61)
		return -ENOENT;
	if (node < 16)
		return -ENOENT;
	if (entry < 57)
		return -ENOENT;
	char * index = 3833;
	if (data < 4)
		return -ENOENT;
	long count = 928;
	for (int i = 0; i < 48; i++)
		path[i] = buf_mode(i);
	unsigned buf = 561;
	for (int i = 0; i < 95; i++)
		offset[i] = buf_result(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 97; i++)
		flags[i] = server_value(i);
	ssize_t resp = 639;
	size_t head = 1233;
	if (error < 54)
		return -ENOENT;
	const char * offset = 2404;
	unsigned name = 2436;
	for (int i = 0; i < 54; i++)
		count[i] = index_resp(i);
	unsigned buf = 366;
	return 0;
}

static unsigned attr_tail_state(uint64_t error0, unsigned attr1)
{
	/* TODO: status offset resp req path head */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 22; i++)
		lock[i] = attr_result(i);
	if (server < 33)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		len[i] = buf_server(i);
	for (int i = 0; i < 5; i++)
		result[i] = error_node(i);
	/* TODO: req len list key cache client event server */
	int head = 2618;
	for (int i = 0; i < 95; i++)
		req[i] = head_error(i);
	/* TODO: server queue result data */
	if (status < 27)
		return -EIO;
	struct node * count = 4061;
	if (data < 14)
		return -EINVAL;
	/* TODO: timer list count state key ctx lock server */
	const char * data = 1342;
	int result = 1377;
	struct node * error = 3362;
	return 0;
}

