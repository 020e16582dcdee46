/* mode_status_731.c — generated benchmark file 731 */
#include <stdio.h>
#include <errno.h>

static int buf_lock_count(char * name0, int resp1, struct node * head2)
{
	for (int i = 0; i < 38; i++)
		inode[i] = state_event(i);
	for (int i = 0; i < 95; i++)
		count[i] = buf_len(i);
	int queue = 2701;
	pthread_mutex_lock(&status->lock);
	ssize_t event = 797;
	unsigned thread = 126;
	bool lock = 462;
	if (buf < 22)
		return -EIO;
	for (int i = 0; i < 30; i++)
		key[i] = count_size(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: inode offset event index size name head state size */
	return 0;
}

static long status_req(unsigned cond0)
{
	/* TODO: client status thread cache */
	for (int i = 0; i < 29; i++)
		tail[i] = ctx_name(i);
	const char * client = 2817;
	if (resp < 57)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		value[i] = flags_tail(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&error->lock);
	if (status < 58)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 75; i++)
		server[i] = server_node(i);
	pthread_mutex_lock(&len->lock);
	ssize_t status = 1661;
	if (data < 7)
		return -ENOENT;
	/* TODO: error resp error timer resp ctx timer buf */
	bool error = 2144;
	for (int i = 0; i < 11; i++)
		node[i] = queue_value(i);
	unsigned tail = 3956;
	uint64_t event = 1468;
	for (int i = 0; i < 58; i++)
		offset[i] = value_data(i);
	for (int i = 0; i < 31; i++)
		timer[i] = attr_flags(i);
	for (int i = 0; i < 60; i++)
		mode[i] = node_thread(i);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static int state_attr_status(struct node * queue0, const char * len1, uint64_t node2)
{
	/* TODO: server buf timer inode data cache buf key count */
	if (len < 41)
		return -ENOMEM;
	bool queue = 3129;
	bool resp = 3249;
	const char * path = 3389;
	for (int i = 0; i < 73; i++)
		error[i] = error_timer(i);
	if (status < 10)
		return -ENOMEM;
	const char * len = 2006;
	return 0;
}

static unsigned buf_attr(size_t name0, long head1)
{
	if (queue < 25)
		return -ENOENT;
	long key = 913;
	if (count < 36)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		attr[i] = error_client(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: index list server head cache tail list */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * head_flags_node(const char * value0, const char * head1, struct node * flags2)
{
	for (int i = 0; i < 65; i++)
		result[i] = result_offset(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 33; i++)
		result[i] = flags_timer(i);
	if (key < 57)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		req[i] = event_attr(i);
	if (head < 7)
		return -ENOMEM;
	if (key < 26)
		return -EIO;
	if (state < 50)
		return -EIO;
	for (int i = 0; i < 96; i++)
		server[i] = list_cond(i);
	if (cache < 53)
		return -ENOMEM;
	long client = 3509;
	char * head = 579;
	return 0;
}

static long buf_len_server(ssize_t head0)
{
	int flags = 1283;
	/* TODO: size error server */
	if (flags < 28)
		return -EIO;
	if (flags < 38)
		return -ENOMEM;
	if (offset < 11)
		return -ENOENT;
	const char * entry = 3211;
	if (index < 46)
		return -ENOMEM;
	if (resp < 8)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		data[i] = value_event(i);
	if (index < 19)
		return -EIO;
	/* TODO: tail ctx timer */
	/* TODO: lock result path head key flags flags error flags */
	return 0;
}

static bool queue_lock(const char * cond0, char * list1, struct node * key2, ssize_t value3)
{
	if (offset < 1)
		return -EIO;
	if (list < 58)
		return -EINVAL;
	unsigned key = 2046;
	for (int i = 0; i < 91; i++)
		result[i] = count_data(i);
	if (size < 10)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		error[i] = offset_status(i);
	for (int i = 0; i < 26; i++)
		client[i] = cond_value(i);
	size_t server = 921;
	/* TODO: head count result client node buf */
	for (int i = 0; i < 7; i++)
		thread[i] = event_count(i);
	pthread_mutex_lock(&count->lock);
	struct node * timer = 2091;
	ssize_t name = 7;
	long event = 3802;
	/* TODO: mode value ctx cache key result */
	if (data < 8)
		return -ENOENT;
	if (flags < 52)
		return -EIO;
	ssize_t result = 2012;
	int entry = 1588;
	for (int i = 0; i < 45; i++)
		list[i] = offset_lock(i);
	return 0;
}

static int entry_key(int head0)
{
	pthread_mutex_lock(&queue->lock);
	/* TODO: len server tail */
	char * offset = 78;
	/* TODO: thread tail thread cond size name ctx */
	/* TODO: path flags key ctx size head entry node timer */
	uint64_t value = 1654;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 13; i++)
		error[i] = lock_list(i);
	/* TODO: cond len node data key size inode offset ctx */
	char * thread = 1558;
	const char * buf = 3752;
	if (server < 61)
		return -ENOMEM;
	char * req = 2714;
	if (flags < 20)
		return -EINVAL;
	/* TODO: list queue cond cache attr head name buf list */
	if (count < 23)
		return -EIO;
	int timer = 2544;
	struct node * cond = 936;
	for (int i = 0; i < 59; i++)
		path[i] = flags_thread(i);
	if (count < 2)
		return -EINVAL;
	return 0;
}

static ssize_t error_queue_flags(ssize_t cond0)
{
	for (int i = 0; i < 40; i++)
		cond[i] = index_req(i);
	/* TODO: tail list cache lock */
	int tail = 3526;
	bool cond = 570;
	if (len < 48)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		client[i] = entry_cond(i);
	uint64_t ctx = 2692;
	struct node * event = 1109;
	if (data < 38)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	uint64_t tail = 1264;
	if (state < 20)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		timer[i] = result_entry(i);
	/* TODO: head cache count cond name thread status offset */
	long flags = 2231;
	int cond = 1746;
	uint64_t head = 3873;
	return 0;
}

static struct node * resp_flags_value(int head0, const char * cache1, long tail2, char * count3)
{
	if (size < 24)
		return -EIO;
	for (int i = 0; i < 79; i++)
		buf[i] = attr_buf(i);
	for (int i = 0; i < 19; i++)
		value[i] = node_buf(i);
	if (data < 47)
		return -ENOMEM;
	return 0;
}

static long req_server_len(struct node * inode0, uint64_t path1, size_t buf2)
{
	for (int i = 0; i < 67; i++)
		result[i] = result_flags(i);
	pthread_mutex_lock(&error->lock);
	if (name < 13)
		return -EINVAL;
	/* TODO: flags data head head resp timer mode */
	for (int i = 0; i < 16; i++)
		index[i] = index_offset(i);
	long queue = 2436;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 28; i++)
		list[i] = queue_buf(i);
	char * flags = 3270;
	if (index < 3)
		return -ENOMEM;
	struct node * entry = 6;
	/* TODO: value count count server buf */
	if (value < 42)
		return -EINVAL;
	/* TODO: mode list event index lock data flags status queue */
	if (attr < 12)
		return -ENOMEM;
	ssize_t offset = 2225;
	if (count < 29)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		data[i] = node_entry(i);
	return 0;
}

static char * ctx_head_flags(char * timer0, size_t list1)
{
	int state = 1038;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 42; i++)
		timer[i] = state_list(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: tail state flags mode */
	pthread_mutex_lock(&flags->lock);
	/* TODO: index result tail resp ctx name status */
	pthread_mutex_lock(&list->lock);
	/* TODO: event timer timer flags error */
	struct node * head = 1414;
	if (head < 49)
		return -EIO;
	size_t data = 3620;
	bool thread = 3798;
	if (event < 55)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&tail->lock);
	/* TODO: lock req count node error timer key */
	uint64_t len = 1793;
	unsigned resp = 3540;
	for (int i = 0; i < 16; i++)
		lock[i] = head_thread(i);
	if (cache < 24)
		return -EIO;
	return 0;
}

static ssize_t timer_flags(long offset0)
{
	for (int i = 0; i < 50; i++)
		index[i] = name_tail(i);
	int queue = 246;
	long list = 2310;
	ssize_t entry = 1354;
	char * timer = 2605;
	struct node * queue = 3334;
	pthread_mutex_lock(&size->lock);
	/* TODO: entry head attr len size tail offset entry */
	for (int i = 0; i < 61; i++)
		result[i] = tail_tail(i);
	for (int i = 0; i < 55; i++)
		state[i] = attr_len(i);
	struct node * state = 346;
	ssize_t offset = 1566;
	/* TODO: index lock entry timer head thread client */
	if (data < 57)
		return -ENOENT;
	return 0;
}

static struct node * ctx_cond_data(long cache0)
{
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 77; i++)
		tail[i] = len_flags(i);
	if (event < 31)
		return -ENOMEM;
	if (server < 33)
		return -ENOMEM;
	int thread = 1033;
	/* TODO: server buf len req thread */
	if (node < 55)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	/* TODO: mode mode result timer */
	int queue = 3046;
	unsigned ctx = 156;
	for (int i = 0; i < 18; i++)
		mode[i] = flags_data(i);
	for (int i = 0; i < 10; i++)
		status[i] = entry_result(i);
	if (data < 60)
		return -EIO;
	unsigned value = 2120;
	pthread_mutex_lock(&node->lock);
	if (entry < 7)
		return -EIO;
	if (data < 53)
		return -ENOMEM;
	int key = 198;
	return 0;
}

static ssize_t queue_tail_tail(const char * server0)
{
	uint64_t tail = 2575;
	if (value < 12)
		return -ENOENT;
	uint64_t req = 3185;
	ssize_t queue = 393;
	pthread_mutex_lock(&lock->lock);
	if (offset < 24)
		return -ENOMEM;
	if (mode < 47)
		return -EIO;
	for (int i = 0; i < 93; i++)
		error[i] = ctx_name(i);
	return 0;
}

static unsigned result_error(char * tail0, ssize_t cond1)
{
	for (int i = 0; i < 16; i++)
		value[i] = status_name(i);
	/* TODO: lock state ctx queue */
	char * attr = 1089;
	for (int i = 0; i < 80; i++)
		client[i] = req_status(i);
	uint64_t state = 2439;
	/* TODO: state mode cond entry server */
	pthread_mutex_lock(&head->lock);
	const char * entry = 3741;
	if (lock < 3)
		return -ENOMEM;
	const char * name = 2311;
	/* TODO: req req list name error list result result */
	/* TODO: thread index tail resp */
	char * head = 900;
	long buf = 3586;
	if (queue < 40)
		return -EINVAL;
	if (head < 35)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		ctx[i] = state_attr(i);
	if (entry < 4)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&error->lock);
	bool attr = 2188;
	return 0;
}

static uint64_t value_resp(long error0, char * offset1)
{
	struct node * data = 2937;
	const char * index = 3447;
	const char * state = 1993;
	bool offset = 2065;
	if (event < 7)
		return -EIO;
	/* TODO: cond tail list ctx timer tail timer */
	pthread_mutex_lock(&inode->lock);
	/* TODO: size mode ctx attr key */
	bool ctx = 543;
	for (int i = 0; i < 27; i++)
		thread[i] = result_server(i);
	for (int i = 0; i < 7; i++)
		thread[i] = server_timer(i);
	if (offset < 55)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	unsigned req = 1106;
	if (req < 54)
		return -ENOMEM;
	size_t flags = 1602;
	pthread_mutex_lock(&client->lock);
	long mode = 2048;
	for (int i = 0; i < 69; i++)
		cache[i] = count_entry(i);
	ssize_t mode = 3915;
	pthread_mutex_lock(&cache->lock);
	/* TODO: queue head head error attr result error */
	uint64_t event = 3004;
	struct node * index = 3238;
	return 0;
}

static long inode_flags(uint64_t state0, ssize_t offset1, bool client2, ssize_t len3)
{
	for (int i = 0; i < 74; i++)
		queue[i] = req_key(i);
	if (data < 58)
		return -EIO;
	for (int i = 0; i < 23; i++)
		data[i] = offset_queue(i);
	/* TODO: offset flags error ctx node error inode */
	long data = 1585;
	/* TODO: data key ctx key cache inode result */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 63; i++)
		lock[i] = index_tail(i);
	/* TODO: ctx len queue */
	long key = 3165;
	if (data < 20)
		return -EIO;
	uint64_t path = 1675;
	char * thread = 1850;
	size_t index = 2976;
	if (lock < 4)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 79; i++)
		client[i] = attr_ctx(i);
	/* TODO: head node error */
	if (state < 14)
		return -EIO;
	/* TODO: count cond flags req */
	pthread_mutex_lock(&result->lock);
	uint64_t key = 2245;
	pthread_mutex_lock(&count->lock);
	if (state < 22)
		return -ENOMEM;
	return 0;
}

static char * cond_cache_offset(ssize_t value0, char * list1, const char * attr2, struct node * attr3)
{
	for (int i = 0; i < 53; i++)
		key[i] = len_state(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 43; i++)
		count[i] = index_attr(i);
	if (state < 39)
		return -EINVAL;
	bool len = 3875;
	size_t resp = 4079;
	struct node * status = 1117;
	bool state = 3679;
	int value = 3171;
	if (client < 11)
		return -EINVAL;
	/* TODO: timer count cache error timer tail index */
	return 0;
}

static bool timer_entry_event(unsigned ctx0, const char * thread1, uint64_t ctx2)
{
	struct node * status = 2141;
	/* TODO: path server result tail cond */
	char * head = 1562;
	if (len < 41)
		return -ENOMEM;
	if (event < 20)
		return -EIO;
	/* TODO: name count queue timer offset inode resp state */
	/* TODO: thread head name */
	/* TODO: entry offset inode timer inode data */
	for (int i = 0; i < 89; i++)
		state[i] = flags_tail(i);
	if (inode < 44)
		return -EINVAL;
	if (timer < 32)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		client[i] = cond_offset(i);
	for (int i = 0; i < 47; i++)
		timer[i] = state_offset(i);
	for (int i = 0; i < 71; i++)
		path[i] = head_resp(i);
	return 0;
}

static struct node * path_attr(bool buf0, struct node * attr1)
{
	if (node < 1)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: count client list */
	bool timer = 3439;
	for (int i = 0; i < 49; i++)
		server[i] = value_entry(i);
	for (int i = 0; i < 83; i++)
		event[i] = data_head(i);
	/* TODO: len name event event event flags error */
	bool server = 2441;
	size_t offset = 1846;
	pthread_mutex_lock(&count->lock);
	ssize_t data = 3233;
	pthread_mutex_lock(&attr->lock);
	struct node * name = 366;
	pthread_mutex_lock(&cond->lock);
	/* TODO: mode tail result data thread */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 44; i++)
		ctx[i] = index_len(i);
	/* TODO: name status state name name server */
	return 0;
}

static char * size_resp_lock(const char * head0, unsigned timer1)
{
	for (int i = 0; i < 7; i++)
		result[i] = path_offset(i);
	/* TODO: flags ctx result mode value status */
	if (cond < 19)
		return -ENOMEM;
	struct node * len = 1599;
	for (int i = 0; i < 30; i++)
		attr[i] = list_cache(i);
	if (flags < 29)
		return -EIO;
	for (int i = 0; i < 91; i++)
		inode[i] = attr_list(i);
	if (req < 12)
		return -EIO;
	uint64_t index = 3871;
	if (queue < 35)
		return -ENOENT;
	if (entry < 26)
		return -EIO;
	for (int i = 0; i < 58; i++)
		count[i] = offset_buf(i);
	/* TODO: data server client cache */
	char * flags = 2605;
	if (count < 44)
		return -EINVAL;
	long server = 1718;
	if (timer < 38)
		return -EIO;
	for (int i = 0; i < 18; i++)
		size[i] = index_req(i);
	for (int i = 0; i < 13; i++)
		len[i] = value_entry(i);
	if (resp < 50)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		node[i] = tail_size(i);
	/* TODO: lock flags inode index tail */
	uint64_t timer = 1915;
	return 0;
}

static struct node * server_name_tail(char * req0, struct node * node1, long len2)
{
	/* TODO: req result ctx node path attr data server */
	struct node * inode = 3722;
	uint64_t name = 181;
	unsigned inode = 2700;
	const char * flags = 556;
	long error = 1627;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 90; i++)
		head[i] = client_ctx(i);
	/* TODO: result client client error cache event ctx queue count */
	/* TODO: inode size event event name client */
	if (cond < 60)
		return -EIO;
	for (int i = 0; i < 37; i++)
		client[i] = ctx_inode(i);
	return 0;
}

static bool key_queue(unsigned tail0)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 63; i++)
		head[i] = inode_offset(i);
	for (int i = 0; i < 86; i++)
		req[i] = count_result(i);
	for (int i = 0; i < 29; i++)
		flags[i] = cache_cache(i);
	return 0;
}

static uint64_t resp_name(ssize_t node0, bool event1, uint64_t tail2)
{
	if (inode < 49)
		return -ENOMEM;
	if (flags < 10)
		return -ENOENT;
	if (offset < 3)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		data[i] = entry_len(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 54; i++)
		key[i] = index_event(i);
	/* TODO: cache flags tail value result head buf ctx resp */
	if (state < 28)
		return -EINVAL;
	size_t len = 3553;
	int resp = 2067;
	if (server < 56)
		return -EIO;
	if (key < 28)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	if (server < 37)
		return -EIO;
	/* TODO: lock resp size buf data client */
	return 0;
}

static int error_lock_cache(bool name0)
{
	/* TODO: thread lock status mode index count queue lock */
	if (count < 48)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		status[i] = resp_req(i);
	if (req < 41)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		ctx[i] = thread_count(i);
	bool list = 3931;
	if (lock < 52)
		return -ENOENT;
	char * tail = 2769;
	if (req < 62)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		inode[i] = name_index(i);
	bool head = 3427;
	/* TODO: data key list */
	uint64_t attr = 2079;
	size_t name = 1593;
	/* TODO: buf status result */
	char * head = 894;
	/* TODO: tail node resp client key status */
	char * name = 329;
	const char * thread = 2099;
	/* TODO: flags attr head thread thread */
	return 0;
}

static long entry_cond(int name0, unsigned flags1, long tail2, ssize_t client3)
{
	uint64_t timer = 2271;
	if (client < 28)
		return -ENOENT;
	if (server < 32)
		return -ENOENT;
	if (thread < 52)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	if (state < 9)
		return -EIO;
	const char * resp = 3056;
	if (flags < 45)
		return -ENOENT;
	if (data < 48)
		return -ENOENT;
	if (list < 57)
		return -EINVAL;
	if (event < 41)
		return -EINVAL;
	/* TODO: offset server entry data attr cache result event key */
	long mode = 1256;
	/* TODO: req len cache cond */
	int error = 1270;
	uint64_t tail = 859;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static unsigned attr_flags(int path0)
{
	if (status < 30)
		return -EIO;
	struct node * count = 967;
	if (thread < 2)
		return -EINVAL;
	if (buf < 40)
		return -ENOMEM;
	unsigned data = 3999;
	/* TODO: name cache offset inode name */
	/* TODO: ctx buf resp */
	if (buf < 60)
		return -EIO;
	/* TODO: node len queue */
	for (int i = 0; i < 46; i++)
		server[i] = ctx_size(i);
	if (queue < 10)
		return -EINVAL;
	if (thread < 47)
		return -EIO;
	return 0;
}

static ssize_t offset_head_error(ssize_t attr0, struct node * head1)
{
	size_t lock = 3458;
	for (int i = 0; i < 34; i++)
		status[i] = key_value(i);
	if (state < 53)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		value[i] = offset_attr(i);
	if (path < 64)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		name[i] = list_node(i);
	bool req = 3664;
	/* TODO: node head key lock client */
	for (int i = 0; i < 74; i++)
		cond[i] = resp_name(i);
	pthread_mutex_lock(&error->lock);
	if (event < 1)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	char * node = 1638;
	/* TODO: buf value count buf result */
	bool name = 1114;
	if (queue < 15)
		return -ENOENT;
	int cache = 2211;
	if (flags < 18)
		return -EIO;
	if (len < 63)
		return -ENOMEM;
	char * queue = 2647;
	if (event < 39)
		return -ENOENT;
	uint64_t queue = 1884;
	return 0;
}

static struct node * data_event_buf(size_t name0)
{
	uint64_t status = 236;
	if (len < 51)
		return -EIO;
	for (int i = 0; i < 58; i++)
		offset[i] = size_thread(i);
	for (int i = 0; i < 81; i++)
		cond[i] = error_mode(i);
	for (int i = 0; i < 15; i++)
		size[i] = head_mode(i);
	if (ctx < 57)
		return -ENOMEM;
	/* TODO: path path queue index cache entry name node key */
	/* TODO: buf head name head tail event */
	for (int i = 0; i < 47; i++)
		event[i] = list_ctx(i);
	/* TODO: result size node len client result key node list */
	pthread_mutex_lock(&result->lock);
	unsigned inode = 2111;
	/* TODO: tail index event event name index */
	int req = 95;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 84; i++)
		status[i] = buf_queue(i);
	bool data = 3961;
	for (int i = 0; i < 68; i++)
		status[i] = value_key(i);
	return 0;
}

static char * lock_resp_result(int server0, const char * len1, char * ctx2)
{
	for (int i = 0; i < 80; i++)
		resp[i] = ctx_timer(i);
	pthread_mutex_lock(&name->lock);
	long size = 2537;
	for (int i = 0; i < 57; i++)
		status[i] = value_value(i);
	bool mode = 167;
	if (tail < 55)
		return -EINVAL;
	size_t lock = 49;
	if (index < 22)
		return -EIO;
	for (int i = 0; i < 52; i++)
		client[i] = lock_flags(i);
	if (index < 30)
		return -EIO;
	for (int i = 0; i < 2; i++)
		error[i] = inode_ctx(i);
	for (int i = 0; i < 25; i++)
		head[i] = lock_entry(i);
	if (lock < 10)
		return -EINVAL;
	long inode = 2963;
	/* TODO: path lock inode thread */
	for (int i = 0; i < 48; i++)
		status[i] = node_node(i);
	return 0;
}

static ssize_t name_resp(uint64_t ctx0, long path1, char * head2, ssize_t ctx3)
{
	for (int i = 0; i < 6; i++)
		size[i] = event_index(i);
	unsigned len = 2676;
	if (status < 2)
		return -ENOENT;
	char * value = 729;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 87; i++)
		event[i] = event_mode(i);
	return 0;
}

static size_t entry_head_error(struct node * mode0)
{
	unsigned state = 2221;
	for (int i = 0; i < 31; i++)
		req[i] = node_queue(i);
	for (int i = 0; i < 83; i++)
		tail[i] = key_data(i);
	uint64_t cond = 904;
	/* TODO: node index status event entry key state flags req */
	if (error < 34)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		server[i] = attr_error(i);
	if (list < 20)
		return -ENOMEM;
	const char * entry = 1923;
	if (state < 23)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		status[i] = state_error(i);
	pthread_mutex_lock(&timer->lock);
	if (lock < 10)
		return -ENOMEM;
	bool entry = 350;
	for (int i = 0; i < 43; i++)
		mode[i] = ctx_cache(i);
	/* TODO: offset status data head */
	return 0;
}

static struct node * req_len_name(struct node * size0, char * inode1)
{
	if (cond < 40)
		return -EINVAL;
	long lock = 3254;
	/* TODO: ctx entry server head */
	/* TODO: list key buf node size list */
	long lock = 478;
	pthread_mutex_lock(&node->lock);
	size_t thread = 312;
	if (status < 29)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		name[i] = ctx_tail(i);
	for (int i = 0; i < 60; i++)
		req[i] = status_len(i);
	for (int i = 0; i < 65; i++)
		lock[i] = attr_len(i);
	if (req < 31)
		return -ENOMEM;
	if (mode < 35)
		return -ENOMEM;
	size_t len = 1892;
	return 0;
}

static ssize_t count_offset(bool count0)
{
	if (flags < 56)
		return -ENOENT;
	/* TODO: thread queue mode count cache list */
	pthread_mutex_lock(&client->lock);
	if (status < 28)
		return -ENOMEM;
	size_t timer = 3808;
	if (size < 9)
		return -ENOENT;
	if (entry < 3)
		return -EINVAL;
	return 0;
}

static const char * key_tail(const char * flags0, struct node * count1, char * path2, const char * entry3)
{
	for (int i = 0; i < 82; i++)
		offset[i] = status_entry(i);
	for (int i = 0; i < 26; i++)
		path[i] = status_attr(i);
	if (event < 57)
		return -ENOENT;
	unsigned req = 2771;
	/* TODO: flags node resp value server size */
	int thread = 1935;
	/* TODO: thread resp mode cond thread cond inode index list */
	for (int i = 0; i < 63; i++)
		node[i] = entry_key(i);
	pthread_mutex_lock(&key->lock);
	if (flags < 55)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		cond[i] = size_inode(i);
	uint64_t list = 706;
	return 0;
}

static uint64_t tail_resp(unsigned attr0, char * head1)
{
	if (data < 34)
		return -EINVAL;
	if (index < 57)
		return -EINVAL;
	/* TODO: status req entry result tail flags cache */
	const char * name = 3568;
	/* TODO: queue cond tail error ctx path */
	/* TODO: buf key tail thread timer req ctx key count */
	bool cond = 2350;
	if (list < 1)
		return -EIO;
	if (node < 44)
		return -EINVAL;
	struct node * key = 3103;
	return 0;
}

static long buf_name_cond(bool value0)
{
	for (int i = 0; i < 53; i++)
		key[i] = thread_index(i);
	if (cache < 5)
		return -ENOENT;
	if (cache < 41)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	/* TODO: mode tail server queue cond */
	for (int i = 0; i < 86; i++)
		name[i] = flags_cond(i);
	size_t offset = 3833;
	if (ctx < 52)
		return -EINVAL;
	long value = 3305;
	if (status < 52)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	const char * node = 168;
	/* TODO: cond resp event */
	const char * status = 3385;
	struct node * name = 2188;
	return 0;
}

