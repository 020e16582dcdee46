/* cache_name_221.h — generated benchmark file 221 */
#include <stdio.h>
#include <errno.h>

static ssize_t tail_index_timer(long count0, unsigned result1, int flags2, int resp3)
{
	if (result < 34)
		return -ENOENT;
	struct node * error = 3517;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 64; i++)
		data[i] = tail_result(i);
	if (value < 63)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		node[i] = result_status(i);
	for (int i = 0; i < 54; i++)
		state[i] = size_inode(i);
	if (resp < 12)
		return -ENOMEM;
	if (cond < 18)
		return -EIO;
	/* TODO: attr buf entry entry client offset node node */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 6; i++)
		buf[i] = flags_index(i);
	if (status < 16)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		client[i] = cache_cond(i);
	return 0;
}

static bool result_mode_queue(char * index0, ssize_t size1, unsigned client2, struct node * ctx3)
{
	pthread_mutex_lock(&head->lock);
	char * cond = 1509;
	pthread_mutex_lock(&value->lock);
	if (client < 61)
		return -EINVAL;
	const char * node = 3405;
	if (data < 52)
		return -EIO;
	return 0;
}

static char * value_state(char * client0, bool attr1, unsigned timer2, const char * list3)
{
	for (int i = 0; i < 27; i++)
		head[i] = queue_buf(i);
	/* TODO: ctx queue thread error result cond buf index */
	if (status < 31)
		return -EINVAL;
	ssize_t cond = 987;
	uint64_t timer = 951;
	uint64_t resp = 1405;
	for (int i = 0; i < 64; i++)
		tail[i] = cond_lock(i);
	if (ctx < 47)
		return -ENOMEM;
	/* TODO: result server head count */
	const char * entry = 3079;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 81; i++)
		buf[i] = inode_lock(i);
	int client = 1498;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static uint64_t size_inode(uint64_t lock0, unsigned tail1, struct node * data2)
{
	if (mode < 49)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		index[i] = len_lock(i);
	if (req < 53)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 83; i++)
		state[i] = req_ctx(i);
	/* TODO: thread client buf flags data */
	struct node * queue = 4070;
	if (server < 30)
		return -EINVAL;
	char * entry = 1447;
	/* TODO: server head result head buf mode thread thread */
	/* TODO: name list cache resp status attr queue */
	bool req = 3396;
	if (status < 44)
		return -EINVAL;
	char * error = 410;
	struct node * timer = 3519;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long queue_len(const char * status0)
{
	int lock = 1744;
	const char * tail = 3525;
	char * offset = 2082;
	return 0;
}

static ssize_t resp_tail_client(bool event0, uint64_t state1, uint64_t server2)
{
	if (queue < 36)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	size_t size = 1464;
	for (int i = 0; i < 70; i++)
		inode[i] = cache_client(i);
	return 0;
}

static const char * value_thread_inode(unsigned req0, const char * mode1)
{
	if (lock < 16)
		return -EIO;
	for (int i = 0; i < 93; i++)
		name[i] = flags_client(i);
	if (len < 55)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	bool error = 1756;
	for (int i = 0; i < 52; i++)
		len[i] = key_node(i);
	pthread_mutex_lock(&status->lock);
	if (cache < 30)
		return -ENOMEM;
	if (flags < 8)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		server[i] = mode_state(i);
	if (offset < 13)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		entry[i] = path_result(i);
	if (mode < 14)
		return -ENOENT;
	if (inode < 24)
		return -EIO;
	for (int i = 0; i < 51; i++)
		mode[i] = status_cache(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 49; i++)
		value[i] = client_event(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 87; i++)
		key[i] = resp_index(i);
	/* TODO: attr name cond size req head inode server tail */
	/* TODO: entry resp status status head server client */
	char * error = 1048;
	return 0;
}

static const char * len_inode(const char * buf0)
{
	/* TODO: node cache path cond buf */
	for (int i = 0; i < 27; i++)
		data[i] = path_state(i);
	if (thread < 16)
		return -ENOENT;
	if (server < 56)
		return -EINVAL;
	unsigned state = 1147;
	const char * index = 305;
	struct node * flags = 1444;
	for (int i = 0; i < 60; i++)
		count[i] = len_count(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 75; i++)
		status[i] = event_cache(i);
	ssize_t size = 1226;
	/* TODO: resp offset event error mode key size inode cond */
	for (int i = 0; i < 44; i++)
		ctx[i] = lock_name(i);
	return 0;
}

static int count_resp_key(bool status0)
{
	if (ctx < 32)
		return -EINVAL;
	if (ctx < 17)
		return -EINVAL;
	if (tail < 34)
		return -ENOENT;
	/* TODO: node name error node server value lock value */
	pthread_mutex_lock(&error->lock);
	if (ctx < 27)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		tail[i] = entry_inode(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&error->lock);
	unsigned size = 176;
	if (count < 4)
		return -EINVAL;
	size_t thread = 1525;
	uint64_t lock = 1720;
	long status = 1210;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 7; i++)
		entry[i] = data_cache(i);
	/* TODO: result attr name index attr */
	if (resp < 25)
		return -ENOMEM;
	if (index < 38)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		size[i] = error_key(i);
	if (value < 57)
		return -EINVAL;
	ssize_t flags = 1150;
	if (name < 36)
		return -ENOENT;
	return 0;
}

static bool lock_result(unsigned count0, char * mode1)
{
	if (server < 6)
		return -EINVAL;
	if (index < 33)
		return -ENOMEM;
	struct node * count = 3430;
	unsigned name = 1792;
	uint64_t size = 1924;
	/* TODO: state data inode resp resp */
	for (int i = 0; i < 57; i++)
		key[i] = ctx_event(i);
	if (cache < 40)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	if (queue < 30)
		return -ENOENT;
	if (attr < 54)
		return -ENOENT;
	uint64_t buf = 2667;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 13; i++)
		name[i] = index_status(i);
	size_t mode = 765;
	if (error < 58)
		return -EINVAL;
	size_t resp = 3535;
	int attr = 1632;
	unsigned node = 1941;
	uint64_t result = 667;
	return 0;
}

static uint64_t offset_inode_state(char * data0, const char * error1, ssize_t key2, int lock3)
{
	/* TODO: thread data error name len */
	pthread_mutex_lock(&node->lock);
	if (cache < 61)
		return -ENOENT;
	if (client < 28)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		attr[i] = cache_entry(i);
	if (len < 53)
		return -ENOENT;
	/* TODO: resp result queue attr queue attr */
	/* TODO: mode cond size */
	/* TODO: offset buf list node event inode node cache req */
	char * offset = 1704;
	if (path < 45)
		return -EIO;
	if (len < 36)
		return -EIO;
	if (tail < 17)
		return -ENOMEM;
	const char * cache = 1812;
	for (int i = 0; i < 56; i++)
		cache[i] = index_error(i);
	long key = 737;
	/* TODO: value node size size name flags */
	/* TODO: tail ctx cond state */
	for (int i = 0; i < 81; i++)
		result[i] = error_index(i);
	if (state < 2)
		return -ENOMEM;
	if (len < 43)
		return -EINVAL;
	/* TODO: resp offset cache offset ctx */
	return 0;
}

static uint64_t client_value_flags(unsigned name0, ssize_t status1)
{
	bool count = 1554;
	for (int i = 0; i < 78; i++)
		error[i] = node_len(i);
	/* TODO: head thread timer timer client */
	size_t error = 3885;
	if (queue < 63)
		return -ENOENT;
	char * timer = 3864;
	/* TODO: path thread lock value index */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 70; i++)
		req[i] = key_value(i);
	size_t name = 648;
	if (offset < 6)
		return -EIO;
	if (queue < 6)
		return -EINVAL;
	unsigned thread = 2600;
	struct node * entry = 1097;
	if (node < 28)
		return -ENOMEM;
	ssize_t req = 1290;
	/* TODO: tail node client size len cond mode attr head */
	for (int i = 0; i < 20; i++)
		event[i] = state_cond(i);
	ssize_t client = 2620;
	for (int i = 0; i < 46; i++)
		head[i] = queue_node(i);
	uint64_t attr = 2048;
	return 0;
}

static int flags_key_size(bool event0, uint64_t entry1, long status2)
{
	if (key < 29)
		return -EINVAL;
	int error = 639;
	size_t flags = 1210;
	char * event = 1617;
	for (int i = 0; i < 70; i++)
		size[i] = thread_offset(i);
	if (error < 26)
		return -EINVAL;
	if (req < 27)
		return -EIO;
	if (ctx < 9)
		return -EINVAL;
	bool index = 1834;
	ssize_t lock = 2636;
	/* TODO: len resp path node entry result cache */
	if (queue < 25)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		size[i] = data_status(i);
	if (lock < 3)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	bool head = 535;
	for (int i = 0; i < 89; i++)
		buf[i] = index_cond(i);
	for (int i = 0; i < 66; i++)
		client[i] = state_size(i);
	uint64_t result = 272;
	return 0;
}

static struct node * status_server(long name0, long thread1, ssize_t entry2, bool result3)
{
	if (inode < 10)
		return -EIO;
	for (int i = 0; i < 35; i++)
		name[i] = value_queue(i);
	if (data < 43)
		return -EIO;
	for (int i = 0; i < 20; i++)
		tail[i] = ctx_state(i);
	long node = 3784;
	if (resp < 31)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	if (node < 54)
		return -EINVAL;
	return 0;
}

static ssize_t entry_req(struct node * entry0)
{
	unsigned head = 505;
	pthread_mutex_lock(&event->lock);
	uint64_t list = 323;
	bool flags = 3983;
	uint64_t cond = 3934;
	/* TODO: resp event state buf tail queue count inode */
	unsigned cond = 2504;
	if (req < 12)
		return -EIO;
	/* TODO: index path result name inode error status */
	/* TODO: status path len offset */
	if (flags < 23)
		return -ENOMEM;
	struct node * state = 2569;
	long node = 4007;
	struct node * path = 1989;
	if (key < 24)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (lock < 48)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static long node_key(ssize_t queue0)
{
	int path = 539;
	pthread_mutex_lock(&size->lock);
	/* TODO: entry value entry path */
	ssize_t cond = 1025;
	if (list < 34)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		flags[i] = attr_key(i);
	if (timer < 58)
		return -EINVAL;
	if (path < 21)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	bool count = 992;
	bool cond = 2358;
	for (int i = 0; i < 35; i++)
		tail[i] = buf_list(i);
	for (int i = 0; i < 57; i++)
		req[i] = cond_event(i);
	/* TODO: tail cache value value ctx name value count */
	pthread_mutex_lock(&index->lock);
	return 0;
}

static int buf_event(ssize_t index0, uint64_t queue1)
{
	unsigned size = 2867;
	pthread_mutex_lock(&queue->lock);
	if (lock < 62)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		mode[i] = buf_head(i);
	/* TODO: count cache event offset */
	if (server < 28)
		return -ENOENT;
	/* TODO: head attr state cond server server count client */
	/* TODO: index head mode event */
	/* TODO: server len inode timer resp head flags */
	/* TODO: len node timer index inode lock req timer */
	unsigned data = 1519;
	long key = 2157;
	ssize_t len = 3232;
	/* TODO: status thread inode node result result */
	if (offset < 12)
		return -ENOMEM;
	if (value < 2)
		return -EINVAL;
	/* TODO: value client name event */
	for (int i = 0; i < 13; i++)
		path[i] = index_data(i);
	return 0;
}

static long resp_timer_flags(int node0, char * error1)
{
	/* TODO: count tail state inode entry attr value timer state */
	unsigned ctx = 1205;
	bool status = 3976;
	/* TODO: resp event resp */
	/* TODO: count key path lock name path */
	if (head < 7)
		return -ENOMEM;
	unsigned data = 139;
	for (int i = 0; i < 13; i++)
		value[i] = buf_buf(i);
	for (int i = 0; i < 97; i++)
		req[i] = flags_value(i);
	for (int i = 0; i < 26; i++)
		error[i] = resp_queue(i);
	ssize_t status = 3709;
	if (count < 26)
		return -EIO;
	bool entry = 1595;
	for (int i = 0; i < 91; i++)
		client[i] = count_key(i);
	long client = 1790;
	/* TODO: tail attr lock result flags */
	if (client < 37)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		status[i] = thread_status(i);
	if (client < 60)
		return -ENOMEM;
	bool offset = 3265;
	size_t inode = 1985;
	return 0;
}

static struct node * len_value_data(long node0, int flags1)
{
	ssize_t server = 2518;
	for (int i = 0; i < 95; i++)
		buf[i] = offset_timer(i);
	bool event = 554;
	if (resp < 63)
		return -ENOMEM;
	ssize_t status = 3251;
	for (int i = 0; i < 81; i++)
		ctx[i] = queue_key(i);
	if (cond < 55)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		mode[i] = queue_cond(i);
	pthread_mutex_lock(&index->lock);
	uint64_t status = 179;
	if (timer < 54)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		entry[i] = tail_resp(i);
	return 0;
}

static ssize_t mode_attr(ssize_t mode0, const char * queue1, unsigned tail2, unsigned cache3)
{
	pthread_mutex_lock(&tail->lock);
	const char * len = 64;
	char * resp = 2858;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 49; i++)
		thread[i] = result_key(i);
	for (int i = 0; i < 64; i++)
		size[i] = client_value(i);
	/* TODO: size ctx count entry thread */
	if (client < 28)
		return -ENOMEM;
	int cache = 1028;
	/* TODO: data error buf resp mode */
	return 0;
}

static ssize_t value_server(struct node * server0, int server1)
{
	long mode = 3333;
	pthread_mutex_lock(&flags->lock);
	if (data < 56)
		return -ENOMEM;
	/* TODO: queue timer len offset data offset */
	if (timer < 59)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		data[i] = len_head(i);
	bool size = 1515;
	size_t thread = 1074;
	struct node * server = 1040;
	/* TODO: name lock event */
	bool value = 2559;
	ssize_t req = 539;
	unsigned state = 3308;
	pthread_mutex_lock(&head->lock);
	if (error < 64)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	if (error < 18)
		return -ENOENT;
	/* TODO: path status state resp */
	pthread_mutex_lock(&cond->lock);
	unsigned status = 500;
	if (ctx < 28)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		offset[i] = client_timer(i);
	pthread_mutex_lock(&size->lock);
	if (name < 37)
		return -EIO;
	return 0;
}

static char * inode_mode_value(int resp0, bool inode1)
{
	const char * thread = 4057;
	/* TODO: cond len node mode resp timer timer */
	for (int i = 0; i < 76; i++)
		ctx[i] = resp_error(i);
	pthread_mutex_lock(&server->lock);
	struct node * entry = 2387;
	if (name < 51)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		path[i] = event_client(i);
	uint64_t resp = 1383;
	for (int i = 0; i < 24; i++)
		flags[i] = flags_inode(i);
	struct node * event = 1867;
	/* TODO: name data key timer buf client name cache */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 60; i++)
		state[i] = attr_entry(i);
	ssize_t ctx = 3842;
	if (event < 28)
		return -EIO;
	ssize_t head = 3927;
	int event = 2367;
	const char * flags = 458;
	pthread_mutex_lock(&queue->lock);
	if (len < 10)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 50; i++)
		thread[i] = mode_result(i);
	return 0;
}

static size_t error_path_index(const char * key0)
{
	if (tail < 63)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		cache[i] = index_mode(i);
	/* TODO: state tail resp list path cond index data */
	/* TODO: path count client server queue tail cond list */
	if (client < 56)
		return -EIO;
	for (int i = 0; i < 31; i++)
		cache[i] = status_ctx(i);
	uint64_t req = 3490;
	pthread_mutex_lock(&head->lock);
	ssize_t list = 3782;
	if (result < 47)
		return -EINVAL;
	int data = 3858;
	ssize_t resp = 136;
	size_t head = 3666;
	if (value < 52)
		return -ENOENT;
	if (timer < 11)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		data[i] = flags_buf(i);
	int status = 1376;
	size_t head = 1562;
	const char * count = 1731;
	return 0;
}

static ssize_t size_data_path(const char * inode0, uint64_t timer1, int len2, long inode3)
{
	char * status = 2767;
	pthread_mutex_lock(&inode->lock);
	if (req < 64)
		return -ENOENT;
	long list = 3959;
	if (flags < 23)
		return -ENOENT;
	struct node * client = 289;
	if (error < 40)
		return -EINVAL;
	/* TODO: name name status state lock */
	if (buf < 10)
		return -EIO;
	if (ctx < 34)
		return -ENOENT;
	/* TODO: list cond mode */
	for (int i = 0; i < 52; i++)
		entry[i] = attr_inode(i);
	char * count = 476;
	ssize_t client = 3273;
	/* TODO: size entry name attr server offset mode name */
	for (int i = 0; i < 6; i++)
		cache[i] = head_client(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 92; i++)
		value[i] = head_mode(i);
	if (cache < 64)
		return -ENOENT;
	size_t tail = 1867;
	if (cache < 41)
		return -EIO;
	if (count < 22)
		return -ENOENT;
	return 0;
}

static bool size_size_status(struct node * attr0, ssize_t value1, const char * queue2, char * path3)
{
	if (list < 11)
		return -ENOENT;
	if (result < 13)
		return -EINVAL;
	/* TODO: mode node req key count key cache cond event */
	for (int i = 0; i < 85; i++)
		flags[i] = attr_path(i);
	if (client < 10)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (key < 57)
		return -ENOMEM;
	if (buf < 19)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	char * ctx = 2025;
	if (status < 28)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		mode[i] = offset_head(i);
	struct node * client = 2214;
	for (int i = 0; i < 98; i++)
		count[i] = client_queue(i);
	return 0;
}

static long path_path_size(int size0, unsigned size1)
{
	/* TODO: len req req buf lock name value queue */
	char * cond = 792;
	for (int i = 0; i < 91; i++)
		head[i] = mode_queue(i);
	const char * entry = 1764;
	if (index < 38)
		return -ENOMEM;
	return 0;
}

static struct node * client_mode_result(bool cond0)
{
	if (size < 45)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		attr[i] = size_value(i);
	size_t data = 2250;
	if (thread < 30)
		return -ENOENT;
	if (size < 55)
		return -EIO;
	for (int i = 0; i < 10; i++)
		name[i] = size_attr(i);
	long thread = 2534;
	if (server < 3)
		return -ENOMEM;
	if (ctx < 1)
		return -EINVAL;
	char * error = 1044;
	return 0;
}

static int offset_client_server(ssize_t thread0, size_t entry1)
{
	unsigned head = 168;
	if (error < 37)
		return -ENOMEM;
	/* TODO: size key queue */
	pthread_mutex_lock(&cond->lock);
	if (resp < 4)
		return -EIO;
	for (int i = 0; i < 44; i++)
		timer[i] = result_path(i);
	/* TODO: timer ctx mode cache server lock buf queue */
	for (int i = 0; i < 92; i++)
		queue[i] = tail_status(i);
	for (int i = 0; i < 22; i++)
		error[i] = tail_list(i);
	return 0;
}

static bool flags_name(uint64_t thread0, uint64_t head1, long event2, char * cond3)
{
	if (entry < 7)
		return -ENOENT;
	/* TODO: error name result mode status client cond value flags */
	unsigned head = 3599;
	for (int i = 0; i < 78; i++)
		ctx[i] = value_size(i);
	/* TODO: size ctx client ctx data */
	if (path < 27)
		return -ENOENT;
	/* TODO: resp path cache count result buf */
	const char * queue = 1897;
	struct node * size = 1088;
	for (int i = 0; i < 65; i++)
		thread[i] = inode_count(i);
	unsigned state = 3232;
	struct node * queue = 1646;
	unsigned cond = 2423;
	if (client < 16)
		return -EINVAL;
	struct node * data = 1891;
	if (client < 4)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	/* TODO: cond resp tail entry len */
	long size = 2686;
	pthread_mutex_lock(&list->lock);
	if (timer < 34)
		return -ENOMEM;
	if (data < 14)
		return -EIO;
	for (int i = 0; i < 64; i++)
		thread[i] = entry_cache(i);
	return 0;
}

static int error_error(ssize_t status0, int size1, uint64_t thread2)
{
	if (result < 51)
		return -ENOENT;
	if (client < 42)
		return -EIO;
	int entry = 2380;
	return 0;
}

static size_t timer_status_req(int size0)
{
	pthread_mutex_lock(&len->lock);
	if (queue < 7)
		return -EINVAL;
	/* TODO: result state size timer resp mode thread */
	if (size < 61)
		return -ENOMEM;
	return 0;
}

static struct node * queue_mode(unsigned index0, char * value1)
{
	if (offset < 12)
		return -EIO;
	char * timer = 3572;
	for (int i = 0; i < 81; i++)
		resp[i] = server_index(i);
	pthread_mutex_lock(&client->lock);
	const char * data = 1;
	for (int i = 0; i < 41; i++)
		name[i] = event_client(i);
	size_t status = 3358;
	/* TODO: count error buf tail mode thread result flags tail */
	for (int i = 0; i < 28; i++)
		entry[i] = list_value(i);
	/* TODO: resp count offset req count data value head */
	if (data < 14)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	ssize_t flags = 2659;
	if (len < 42)
		return -EIO;
	return 0;
}

static long server_offset(int inode0, size_t tail1, const char * mode2)
{
	if (tail < 4)
		return -EINVAL;
	if (head < 1)
		return -ENOMEM;
	const char * mode = 953;
	for (int i = 0; i < 5; i++)
		count[i] = cache_data(i);
	/* TODO: result mode list cache req server head */
	if (ctx < 18)
		return -ENOENT;
	char * head = 1737;
	pthread_mutex_lock(&path->lock);
	if (client < 59)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 82; i++)
		node[i] = client_status(i);
	if (head < 21)
		return -EINVAL;
	const char * inode = 2809;
	/* TODO: data req data */
	if (name < 27)
		return -ENOMEM;
	if (count < 4)
		return -ENOENT;
	if (list < 40)
		return -ENOMEM;
	/* TODO: ctx queue index event queue list count */
	ssize_t client = 3540;
	if (req < 11)
		return -ENOENT;
	if (flags < 8)
		return -EINVAL;
	size_t tail = 759;
	/* TODO: name ctx attr node data attr ctx event index */
	long flags = 3914;
	return 0;
}

static int list_data_data(bool size0, long len1, char * tail2)
{
	/* TODO: resp node result mode cache state */
	struct node * state = 903;
	/* TODO: resp ctx timer */
	bool queue = 3286;
	for (int i = 0; i < 49; i++)
		mode[i] = node_req(i);
	if (list < 31)
		return -ENOENT;
	/* TODO: flags data queue flags */
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&node->lock);
	bool client = 1950;
	uint64_t state = 4006;
	for (int i = 0; i < 29; i++)
		node[i] = name_thread(i);
	const char * cache = 3575;
	return 0;
}

static char * req_client_tail(char * data0, int mode1, char * ctx2, uint64_t node3)
{
	unsigned event = 3933;
	if (error < 23)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	ssize_t inode = 2285;
	/* TODO: flags resp req buf path resp entry count */
	/* TODO: tail state cond offset count timer cond count */
	if (cache < 49)
		return -ENOMEM;
	if (key < 12)
		return -ENOMEM;
	if (head < 60)
		return -EIO;
	if (error < 53)
		return -ENOENT;
	if (head < 59)
		return -EIO;
	for (int i = 0; i < 41; i++)
		flags[i] = result_tail(i);
	pthread_mutex_lock(&resp->lock);
	if (client < 3)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		thread[i] = event_resp(i);
	/* TODO: mode size mode server buf cache */
	/* TODO: timer len tail client entry name */
	return 0;
}

static unsigned path_count_result(int timer0, const char * error1, struct node * error2, long status3)
{
	for (int i = 0; i < 28; i++)
		queue[i] = len_list(i);
	for (int i = 0; i < 74; i++)
		req[i] = count_ctx(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 70; i++)
		server[i] = key_size(i);
	if (key < 35)
		return -ENOMEM;
	char * thread = 1058;
	ssize_t state = 649;
	if (entry < 31)
		return -ENOENT;
	char * head = 2343;
	int result = 4066;
	bool key = 2581;
	char * timer = 3851;
	size_t timer = 683;
	long size = 3658;
	uint64_t queue = 803;
	/* TODO: server index index path value */
	/* TODO: size count flags event */
	if (state < 13)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		mode[i] = len_data(i);
	return 0;
}

static char * cache_status(int inode0, size_t list1, const char * size2, uint64_t offset3)
{
	int result = 1856;
	/* TODO: req result result attr event */
	/* TODO: offset index status list buf key attr timer */
	pthread_mutex_lock(&node->lock);
	struct node * error = 3413;
	for (int i = 0; i < 60; i++)
		name[i] = lock_len(i);
	unsigned value = 3674;
	return 0;
}

static uint64_t offset_count(uint64_t event0, uint64_t status1, uint64_t attr2)
{
	if (mode < 11)
		return -ENOENT;
	if (thread < 60)
		return -ENOMEM;
	if (path < 23)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	if (data < 38)
		return -EIO;
	/* TODO: cond server event entry lock state len */
	if (key < 13)
		return -EIO;
	for (int i = 0; i < 48; i++)
		node[i] = value_ctx(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: queue buf mode flags req */
	for (int i = 0; i < 64; i++)
		result[i] = tail_mode(i);
	if (tail < 23)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	if (path < 47)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		resp[i] = thread_timer(i);
	pthread_mutex_lock(&lock->lock);
	ssize_t entry = 4050;
	/* TODO: status buf result lock client len server */
	ssize_t key = 1283;
	/* TODO: offset event server timer resp */
	for (int i = 0; i < 75; i++)
		req[i] = node_name(i);
	/* TODO: flags name server mode size len lock */
	if (size < 3)
		return -ENOENT;
	return 0;
}

