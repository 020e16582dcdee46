/* ctx_head_940.h — generated benchmark file 940 */
#include <stdio.h>
#include <errno.h>

static uint64_t mode_cond(char * key0, char * state1, char * cond2)
{
	bool client = 3336;
	const char * client = 3097;
	/* TODO: len path cond req queue path key tail */
	if (entry < 15)
		return -EIO;
	if (lock < 35)
		return -ENOMEM;
	if (data < 27)
		return -EIO;
	for (int i = 0; i < 61; i++)
		entry[i] = value_error(i);
	return 0;
}

static long status_status(uint64_t head0)
{
	/* TODO: client queue entry status value cond entry */
	for (int i = 0; i < 56; i++)
		entry[i] = inode_size(i);
	/* TODO: server path name error name resp resp */
	for (int i = 0; i < 94; i++)
		size[i] = tail_flags(i);
	for (int i = 0; i < 85; i++)
		req[i] = server_path(i);
	bool path = 1363;
	if (offset < 2)
		return -ENOENT;
	size_t cond = 1436;
	if (req < 47)
		return -ENOMEM;
	char * entry = 2668;
	for (int i = 0; i < 42; i++)
		req[i] = state_count(i);
	for (int i = 0; i < 62; i++)
		attr[i] = offset_req(i);
	if (buf < 28)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (name < 36)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	bool len = 887;
	if (path < 62)
		return -EIO;
	char * name = 1638;
	long status = 2658;
	if (index < 47)
		return -ENOENT;
	const char * attr = 566;
	/* TODO: event entry inode buf cache inode len resp */
	return 0;
}

static uint64_t count_thread(bool lock0, size_t index1)
{
	/* TODO: result mode req */
	if (thread < 30)
		return -ENOENT;
	/* TODO: value data key timer cache node */
	if (thread < 36)
		return -EINVAL;
	size_t client = 3160;
	for (int i = 0; i < 71; i++)
		timer[i] = inode_cache(i);
	pthread_mutex_lock(&node->lock);
	if (key < 23)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		tail[i] = tail_value(i);
	for (int i = 0; i < 76; i++)
		client[i] = list_size(i);
	unsigned attr = 874;
	/* TODO: list name mode cond key req client head path */
	size_t ctx = 2979;
	if (attr < 10)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		mode[i] = lock_count(i);
	if (value < 14)
		return -ENOMEM;
	if (ctx < 36)
		return -EIO;
	/* TODO: cond index count mode data size name node */
	for (int i = 0; i < 93; i++)
		event[i] = thread_node(i);
	for (int i = 0; i < 34; i++)
		queue[i] = error_node(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&len->lock);
	if (lock < 1)
		return -ENOMEM;
	if (entry < 10)
		return -EINVAL;
	struct node * data = 3821;
	return 0;
}

static bool thread_index(uint64_t lock0, ssize_t attr1, size_t result2, size_t len3)
{
	/* TODO: value attr index value resp cond ctx */
	/* TODO: name list len state value thread len error */
	for (int i = 0; i < 46; i++)
		value[i] = server_queue(i);
	for (int i = 0; i < 25; i++)
		head[i] = cond_attr(i);
	if (offset < 53)
		return -EIO;
	if (event < 34)
		return -EINVAL;
	int server = 3592;
	if (result < 56)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		status[i] = result_status(i);
	for (int i = 0; i < 14; i++)
		req[i] = lock_index(i);
	/* TODO: req client attr list index name */
	/* TODO: state list data size */
	for (int i = 0; i < 96; i++)
		size[i] = len_key(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&offset->lock);
	if (client < 4)
		return -EIO;
	uint64_t count = 1331;
	if (status < 56)
		return -ENOMEM;
	return 0;
}

static int head_cache_key(char * attr0)
{
	uint64_t server = 3044;
	pthread_mutex_lock(&ctx->lock);
	ssize_t entry = 1358;
	for (int i = 0; i < 97; i++)
		mode[i] = error_count(i);
	pthread_mutex_lock(&thread->lock);
	if (key < 58)
		return -EINVAL;
	ssize_t size = 2387;
	const char * data = 1366;
	for (int i = 0; i < 63; i++)
		state[i] = server_attr(i);
	ssize_t client = 4069;
	for (int i = 0; i < 63; i++)
		attr[i] = tail_event(i);
	struct node * inode = 1280;
	/* TODO: list len path head */
	for (int i = 0; i < 99; i++)
		node[i] = data_thread(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static char * key_inode_len(size_t head0, unsigned key1, size_t buf2)
{
	if (mode < 30)
		return -ENOMEM;
	int lock = 2468;
	/* TODO: flags inode index req list queue buf path */
	char * queue = 2220;
	for (int i = 0; i < 18; i++)
		event[i] = state_cond(i);
	/* TODO: error path lock flags attr index error lock */
	if (ctx < 57)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		cond[i] = index_timer(i);
	/* TODO: event attr inode */
	unsigned name = 34;
	if (cache < 20)
		return -ENOENT;
	char * status = 2157;
	uint64_t client = 2131;
	long cache = 3139;
	const char * entry = 2287;
	/* TODO: key path flags flags server */
	if (count < 25)
		return -ENOMEM;
	struct node * queue = 1542;
	bool head = 1962;
	return 0;
}

static unsigned attr_client(uint64_t name0, char * node1)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 66; i++)
		key[i] = size_head(i);
	for (int i = 0; i < 96; i++)
		offset[i] = path_offset(i);
	if (name < 4)
		return -EIO;
	if (lock < 43)
		return -EINVAL;
	return 0;
}

static size_t count_client_size(uint64_t key0)
{
	for (int i = 0; i < 68; i++)
		entry[i] = queue_len(i);
	if (size < 5)
		return -ENOENT;
	/* TODO: value node list tail node status len lock */
	unsigned offset = 822;
	if (buf < 55)
		return -EIO;
	for (int i = 0; i < 84; i++)
		queue[i] = server_lock(i);
	pthread_mutex_lock(&name->lock);
	if (offset < 30)
		return -EIO;
	if (key < 23)
		return -EIO;
	if (attr < 63)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		entry[i] = error_lock(i);
	if (mode < 57)
		return -EIO;
	uint64_t value = 1489;
	/* TODO: timer req resp thread index thread count count value */
	pthread_mutex_lock(&name->lock);
	if (head < 57)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		ctx[i] = size_result(i);
	if (value < 34)
		return -EIO;
	long cond = 3801;
	for (int i = 0; i < 56; i++)
		thread[i] = event_name(i);
	/* TODO: error head list error */
	for (int i = 0; i < 94; i++)
		head[i] = error_event(i);
	return 0;
}

static const char * event_mode(size_t buf0, const char * list1, size_t buf2, bool cache3)
{
	if (value < 4)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		timer[i] = offset_flags(i);
	bool flags = 2704;
	if (thread < 59)
		return -EIO;
	if (name < 17)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		timer[i] = tail_queue(i);
	size_t result = 3799;
	if (flags < 33)
		return -ENOENT;
	bool head = 2962;
	/* TODO: lock result list client head value path queue status */
	/* TODO: cond lock result index state server attr node */
	/* TODO: path error lock head mode */
	for (int i = 0; i < 3; i++)
		attr[i] = buf_result(i);
	for (int i = 0; i < 26; i++)
		cache[i] = len_value(i);
	if (status < 36)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		thread[i] = node_error(i);
	if (inode < 1)
		return -EINVAL;
	if (status < 42)
		return -EIO;
	for (int i = 0; i < 12; i++)
		lock[i] = flags_head(i);
	pthread_mutex_lock(&cond->lock);
	if (size < 16)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		list[i] = entry_state(i);
	pthread_mutex_lock(&error->lock);
	if (name < 6)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static unsigned head_offset(long client0)
{
	if (head < 50)
		return -ENOMEM;
	if (attr < 3)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		index[i] = entry_index(i);
	if (count < 35)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	if (status < 57)
		return -EIO;
	struct node * data = 2783;
	if (list < 12)
		return -EIO;
	int entry = 102;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 67; i++)
		key[i] = ctx_timer(i);
	uint64_t inode = 3374;
	unsigned thread = 168;
	if (state < 17)
		return -EINVAL;
	if (timer < 21)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		head[i] = event_result(i);
	for (int i = 0; i < 80; i++)
		req[i] = mode_node(i);
	/* TODO: state value mode data mode req offset buf size */
	if (queue < 41)
		return -EIO;
	if (ctx < 27)
		return -EIO;
	const char * event = 3694;
	return 0;
}

static int queue_resp(struct node * ctx0, struct node * size1, long list2, char * cond3)
{
	if (server < 54)
		return -EINVAL;
	if (offset < 11)
		return -EINVAL;
	char * count = 3878;
	uint64_t data = 950;
	for (int i = 0; i < 25; i++)
		cond[i] = tail_req(i);
	/* TODO: error offset mode len status index cache count inode */
	/* TODO: entry status path size */
	uint64_t thread = 2378;
	if (client < 42)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		req[i] = head_client(i);
	const char * index = 2979;
	if (result < 55)
		return -ENOENT;
	size_t entry = 3735;
	struct node * lock = 1724;
	for (int i = 0; i < 13; i++)
		buf[i] = path_data(i);
	/* TODO: inode index path cache */
	bool node = 1634;
	for (int i = 0; i < 94; i++)
		list[i] = result_entry(i);
	/* TODO: error client value */
	/* TODO: buf count flags resp state cond data list */
	long timer = 2161;
	/* TODO: queue timer head cache count cache state data queue */
	bool mode = 884;
	if (resp < 44)
		return -EINVAL;
	return 0;
}

static int value_data(long len0)
{
	if (len < 26)
		return -ENOMEM;
	if (node < 7)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		error[i] = resp_offset(i);
	return 0;
}

static int buf_size_list(uint64_t timer0)
{
	if (queue < 58)
		return -EINVAL;
	if (offset < 30)
		return -ENOENT;
	/* TODO: name resp lock */
	return 0;
}

static struct node * result_tail_queue(size_t thread0)
{
	/* TODO: count offset node flags */
	for (int i = 0; i < 55; i++)
		name[i] = client_path(i);
	for (int i = 0; i < 5; i++)
		lock[i] = req_offset(i);
	if (lock < 8)
		return -EIO;
	long data = 2329;
	if (len < 48)
		return -EINVAL;
	/* TODO: data queue inode resp node */
	size_t mode = 3042;
	if (path < 63)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		list[i] = inode_count(i);
	for (int i = 0; i < 12; i++)
		inode[i] = mode_tail(i);
	size_t req = 2895;
	return 0;
}

static unsigned value_result_cond(char * buf0, bool event1, char * cond2)
{
	uint64_t flags = 3949;
	for (int i = 0; i < 33; i++)
		mode[i] = value_resp(i);
	for (int i = 0; i < 4; i++)
		head[i] = result_size(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 91; i++)
		buf[i] = status_queue(i);
	if (name < 27)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		client[i] = value_name(i);
	pthread_mutex_lock(&inode->lock);
	unsigned size = 2032;
	/* TODO: status value len lock queue len name status value */
	if (index < 42)
		return -EINVAL;
	char * flags = 1210;
	bool name = 1574;
	/* TODO: inode error result key head name inode lock */
	unsigned count = 1799;
	/* TODO: value len tail */
	int flags = 1857;
	if (ctx < 35)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	uint64_t mode = 1877;
	for (int i = 0; i < 68; i++)
		key[i] = len_queue(i);
	return 0;
}

static ssize_t value_path_entry(long cond0, char * error1, int result2, ssize_t resp3)
{
	char * count = 1536;
	for (int i = 0; i < 56; i++)
		node[i] = entry_mode(i);
	struct node * server = 956;
	char * timer = 3012;
	return 0;
}

static char * thread_flags_name(bool buf0)
{
	if (len < 47)
		return -ENOMEM;
	if (path < 56)
		return -EIO;
	/* TODO: cond mode client */
	for (int i = 0; i < 2; i++)
		len[i] = flags_entry(i);
	if (queue < 52)
		return -ENOENT;
	char * mode = 2846;
	return 0;
}

static int list_value_req(const char * node0, size_t len1)
{
	/* TODO: attr queue value count data thread timer inode client */
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 72; i++)
		timer[i] = path_server(i);
	return 0;
}

static uint64_t result_value(unsigned data0, char * status1, unsigned result2, char * event3)
{
	for (int i = 0; i < 11; i++)
		path[i] = inode_lock(i);
	/* TODO: path size offset head ctx data node server thread */
	for (int i = 0; i < 20; i++)
		size[i] = mode_resp(i);
	for (int i = 0; i < 72; i++)
		timer[i] = req_client(i);
	size_t event = 2440;
	if (count < 45)
		return -ENOENT;
	int path = 2810;
	pthread_mutex_lock(&head->lock);
	int lock = 3804;
	for (int i = 0; i < 12; i++)
		list[i] = state_queue(i);
	ssize_t thread = 1085;
	if (event < 54)
		return -EINVAL;
	/* TODO: lock cond resp error size */
	struct node * head = 37;
	bool state = 532;
	unsigned client = 1593;
	char * status = 1029;
	for (int i = 0; i < 39; i++)
		count[i] = cond_status(i);
	/* TODO: tail cache ctx */
	long status = 2131;
	int cond = 2732;
	struct node * path = 3930;
	for (int i = 0; i < 91; i++)
		cache[i] = ctx_value(i);
	ssize_t offset = 1720;
	return 0;
}

static const char * len_key_server(struct node * head0, struct node * offset1)
{
	for (int i = 0; i < 28; i++)
		buf[i] = req_lock(i);
	unsigned resp = 674;
	uint64_t attr = 2917;
	bool result = 4057;
	pthread_mutex_lock(&inode->lock);
	const char * req = 3006;
	const char * timer = 627;
	ssize_t cache = 2644;
	/* TODO: index state thread */
	const char * key = 1162;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 35; i++)
		list[i] = key_index(i);
	if (index < 11)
		return -EINVAL;
	if (mode < 14)
		return -ENOMEM;
	/* TODO: cache status value cache */
	return 0;
}

static bool client_size_result(char * flags0, uint64_t ctx1, const char * value2, struct node * list3)
{
	if (state < 39)
		return -ENOMEM;
	if (value < 8)
		return -ENOMEM;
	if (node < 35)
		return -EINVAL;
	ssize_t value = 985;
	if (thread < 5)
		return -ENOENT;
	unsigned status = 281;
	if (data < 30)
		return -EINVAL;
	/* TODO: len key cache client status mode node attr ctx */
	if (size < 6)
		return -EINVAL;
	return 0;
}

static struct node * server_timer_cache(unsigned lock0, int size1)
{
	for (int i = 0; i < 88; i++)
		offset[i] = data_count(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: req ctx flags node flags event server */
	ssize_t offset = 2400;
	pthread_mutex_lock(&data->lock);
	const char * inode = 1436;
	int result = 2280;
	for (int i = 0; i < 25; i++)
		offset[i] = key_offset(i);
	if (lock < 34)
		return -EIO;
	struct node * tail = 3830;
	for (int i = 0; i < 7; i++)
		path[i] = lock_name(i);
	size_t tail = 1696;
	long node = 662;
	pthread_mutex_lock(&queue->lock);
	/* TODO: error offset ctx data status */
	pthread_mutex_lock(&req->lock);
	if (head < 9)
		return -EIO;
	/* TODO: timer resp client */
	if (event < 12)
		return -ENOENT;
	if (cond < 10)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static struct node * status_index(unsigned thread0, char * count1)
{
	char * offset = 21;
	for (int i = 0; i < 56; i++)
		offset[i] = ctx_resp(i);
	ssize_t mode = 3949;
	const char * result = 3909;
	for (int i = 0; i < 63; i++)
		head[i] = offset_cache(i);
	for (int i = 0; i < 68; i++)
		len[i] = thread_len(i);
	for (int i = 0; i < 2; i++)
		timer[i] = thread_data(i);
	for (int i = 0; i < 73; i++)
		count[i] = list_attr(i);
	if (result < 20)
		return -EIO;
	/* TODO: error req resp event timer status tail */
	pthread_mutex_lock(&status->lock);
	long ctx = 543;
	if (thread < 50)
		return -ENOENT;
	uint64_t timer = 1087;
	for (int i = 0; i < 33; i++)
		count[i] = entry_client(i);
	bool key = 1980;
	int tail = 4;
	for (int i = 0; i < 18; i++)
		key[i] = list_cache(i);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static uint64_t timer_flags_mode(struct node * head0, int index1)
{
	pthread_mutex_lock(&req->lock);
	/* TODO: server timer cond count thread path thread thread */
	size_t name = 363;
	for (int i = 0; i < 7; i++)
		buf[i] = timer_req(i);
	if (cache < 27)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 95; i++)
		req[i] = offset_node(i);
	for (int i = 0; i < 49; i++)
		lock[i] = attr_key(i);
	return 0;
}

static size_t cond_queue_status(size_t error0, int timer1, int entry2)
{
	if (head < 63)
		return -EIO;
	if (status < 19)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		value[i] = data_entry(i);
	for (int i = 0; i < 92; i++)
		state[i] = name_event(i);
	pthread_mutex_lock(&mode->lock);
	long path = 3660;
	if (error < 28)
		return -EIO;
	ssize_t resp = 1372;
	if (inode < 52)
		return -EIO;
	if (len < 45)
		return -ENOENT;
	/* TODO: cache client state */
	if (index < 53)
		return -ENOENT;
	if (timer < 22)
		return -EINVAL;
	return 0;
}

static ssize_t index_count_cache(long count0, bool value1)
{
	uint64_t value = 3828;
	uint64_t list = 3761;
	for (int i = 0; i < 11; i++)
		thread[i] = client_inode(i);
	/* TODO: cache queue client list */
	size_t head = 3722;
	char * lock = 1754;
	if (tail < 27)
		return -EINVAL;
	if (state < 33)
		return -EIO;
	if (ctx < 23)
		return -ENOENT;
	/* TODO: result index entry */
	return 0;
}

static uint64_t queue_resp_thread(size_t list0, const char * cond1)
{
	if (tail < 28)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		head[i] = result_size(i);
	/* TODO: tail status cache value state flags queue tail */
	/* TODO: req thread offset buf cond queue index key req */
	if (count < 18)
		return -ENOENT;
	if (head < 18)
		return -ENOMEM;
	/* TODO: attr queue client lock server status inode count */
	long key = 2171;
	if (timer < 11)
		return -EIO;
	if (server < 2)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		entry[i] = list_thread(i);
	uint64_t entry = 30;
	size_t value = 522;
	if (head < 26)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		offset[i] = offset_server(i);
	uint64_t offset = 2657;
	long server = 3264;
	bool event = 2555;
	/* TODO: req state resp node queue */
	/* TODO: ctx list len */
	for (int i = 0; i < 30; i++)
		offset[i] = timer_lock(i);
	unsigned attr = 574;
	return 0;
}

static long client_inode(ssize_t result0, struct node * index1, unsigned server2, struct node * tail3)
{
	uint64_t server = 1042;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 2; i++)
		inode[i] = client_tail(i);
	for (int i = 0; i < 5; i++)
		ctx[i] = queue_size(i);
	for (int i = 0; i < 96; i++)
		result[i] = index_name(i);
	/* TODO: value lock index cond status status cond flags */
	/* TODO: len status path req */
	/* TODO: name error entry key path size result */
	/* TODO: queue head result req value */
	for (int i = 0; i < 11; i++)
		value[i] = node_resp(i);
	for (int i = 0; i < 26; i++)
		client[i] = entry_result(i);
	long value = 1098;
	for (int i = 0; i < 97; i++)
		name[i] = mode_error(i);
	for (int i = 0; i < 40; i++)
		data[i] = cond_name(i);
	struct node * size = 2931;
	return 0;
}

static uint64_t list_entry(size_t key0, unsigned tail1, uint64_t result2, size_t buf3)
{
	/* TODO: queue entry mode cond error ctx */
	if (event < 29)
		return -EINVAL;
	long inode = 2391;
	ssize_t count = 3022;
	if (entry < 31)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	ssize_t count = 3036;
	size_t cond = 1776;
	pthread_mutex_lock(&len->lock);
	/* TODO: len head inode */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 27; i++)
		buf[i] = head_client(i);
	/* TODO: server name entry name len */
	if (tail < 6)
		return -EINVAL;
	return 0;
}

static ssize_t count_timer_index(bool req0, long attr1)
{
	/* TODO: queue name tail entry queue */
	size_t lock = 3223;
	long inode = 928;
	if (offset < 17)
		return -EIO;
	if (error < 29)
		return -EINVAL;
	if (buf < 43)
		return -EINVAL;
	/* TODO: inode size queue attr key */
	int attr = 2238;
	return 0;
}

static long offset_thread_req(long queue0, struct node * ctx1, ssize_t path2, ssize_t name3)
{
	pthread_mutex_lock(&inode->lock);
	size_t timer = 717;
	/* TODO: count list thread server list */
	uint64_t result = 2961;
	for (int i = 0; i < 34; i++)
		flags[i] = result_result(i);
	char * status = 3221;
	int timer = 3959;
	/* TODO: state req len ctx thread buf */
	/* TODO: ctx data path thread */
	/* TODO: event ctx inode result value */
	long cache = 2454;
	ssize_t thread = 4067;
	/* TODO: mode status cache */
	for (int i = 0; i < 5; i++)
		cond[i] = inode_ctx(i);
	/* TODO: cache lock client mode name tail index client offset */
	pthread_mutex_lock(&thread->lock);
	if (ctx < 35)
		return -ENOENT;
	unsigned entry = 1341;
	const char * index = 362;
	return 0;
}

static const char * attr_data(bool lock0, const char * inode1, char * req2, int inode3)
{
	unsigned result = 526;
	if (offset < 18)
		return -ENOMEM;
	/* TODO: inode lock offset cache node */
	char * buf = 3104;
	for (int i = 0; i < 42; i++)
		lock[i] = server_timer(i);
	uint64_t key = 1711;
	if (state < 55)
		return -ENOMEM;
	size_t lock = 1302;
	/* TODO: key offset cond key timer */
	struct node * server = 712;
	if (thread < 28)
		return -ENOENT;
	if (ctx < 10)
		return -ENOMEM;
	if (thread < 58)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: error queue thread inode head lock */
	for (int i = 0; i < 8; i++)
		name[i] = count_tail(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: tail thread head len tail mode entry */
	if (status < 8)
		return -ENOMEM;
	/* TODO: data result name */
	for (int i = 0; i < 18; i++)
		status[i] = server_path(i);
	const char * path = 312;
	return 0;
}

static long inode_mode(struct node * lock0, size_t path1, unsigned queue2)
{
	int event = 83;
	long result = 2964;
	struct node * size = 1951;
	/* TODO: len inode tail */
	/* TODO: ctx ctx result state path list lock resp tail */
	for (int i = 0; i < 77; i++)
		resp[i] = ctx_client(i);
	return 0;
}

static size_t attr_lock_list(unsigned lock0)
{
	for (int i = 0; i < 55; i++)
		list[i] = ctx_cond(i);
	pthread_mutex_lock(&thread->lock);
	if (buf < 17)
		return -ENOENT;
	uint64_t index = 887;
	int size = 2524;
	pthread_mutex_lock(&entry->lock);
	if (cache < 53)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: error path mode server head state ctx entry */
	uint64_t state = 3358;
	const char * lock = 4019;
	/* TODO: len offset thread ctx flags cache mode */
	size_t value = 253;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static size_t flags_list(long count0, int list1, struct node * thread2, size_t cache3)
{
	char * name = 2442;
	pthread_mutex_lock(&req->lock);
	if (resp < 32)
		return -ENOENT;
	size_t entry = 527;
	size_t path = 276;
	if (head < 63)
		return -EIO;
	/* TODO: req ctx len entry size data node server cond */
	for (int i = 0; i < 14; i++)
		buf[i] = entry_len(i);
	const char * size = 875;
	for (int i = 0; i < 74; i++)
		tail[i] = client_head(i);
	/* TODO: index mode head result value server */
	if (data < 44)
		return -EINVAL;
	bool inode = 193;
	const char * cond = 730;
	/* TODO: cache count cond entry */
	for (int i = 0; i < 82; i++)
		status[i] = buf_buf(i);
	uint64_t event = 3692;
	ssize_t path = 1720;
	char * size = 3996;
	if (state < 40)
		return -ENOMEM;
	uint64_t data = 1064;
	/* TODO: inode index status path queue req cond buf flags */
	return 0;
}

static int node_inode(long attr0)
{
	int error = 1179;
	pthread_mutex_lock(&name->lock);
	if (head < 54)
		return -ENOMEM;
	unsigned tail = 3594;
	if (data < 57)
		return -ENOMEM;
	return 0;
}

static char * state_cache_result(size_t client0)
{
	/* TODO: buf resp ctx node path attr queue */
	if (ctx < 43)
		return -ENOMEM;
	/* TODO: value server size result index cond */
	for (int i = 0; i < 33; i++)
		resp[i] = index_thread(i);
	pthread_mutex_lock(&list->lock);
	if (timer < 1)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		len[i] = node_server(i);
	/* TODO: cond ctx cache index event status client resp */
	if (event < 16)
		return -EIO;
	return 0;
}

static ssize_t timer_name(uint64_t server0, ssize_t path1)
{
	if (event < 43)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 70; i++)
		status[i] = timer_event(i);
	for (int i = 0; i < 30; i++)
		flags[i] = head_size(i);
	for (int i = 0; i < 99; i++)
		key[i] = server_len(i);
	pthread_mutex_lock(&list->lock);
	bool size = 2983;
	ssize_t offset = 297;
	if (count < 9)
		return -ENOMEM;
	const char * entry = 269;
	unsigned size = 3581;
	uint64_t inode = 4084;
	const char * lock = 3650;
	pthread_mutex_lock(&timer->lock);
	bool offset = 3435;
	if (head < 62)
		return -EINVAL;
	size_t status = 3394;
	/* TODO: lock entry ctx inode lock ctx */
	return 0;
}

static char * thread_node(char * resp0)
{
	ssize_t mode = 1404;
	unsigned state = 3551;
	struct node * result = 3503;
	bool index = 2460;
	/* TODO: path path lock count mode cond ctx */
	bool inode = 2982;
	long path = 2941;
	unsigned event = 2860;
	/* TODO: cond ctx lock result lock mode */
	int cache = 785;
	if (event < 32)
		return -EINVAL;
	bool queue = 3354;
	if (client < 38)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	/* TODO: thread server ctx head event resp */
	return 0;
}

