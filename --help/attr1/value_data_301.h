/* value_data_301.h — generated benchmark file 301 */
#include <stdio.h>
#include <errno.h>

static struct node * mode_count_index(ssize_t flags0)
{
	if (resp < 64)
		return -ENOMEM;
	if (queue < 51)
		return -EIO;
	for (int i = 0; i < 54; i++)
		req[i] = timer_flags(i);
	/* TODO: mode attr cond */
	return 0;
}

static struct node * name_result_tail(bool data0)
{
	for (int i = 0; i < 90; i++)
		path[i] = node_thread(i);
	ssize_t name = 1518;
	/* TODO: flags attr queue inode error state client buf */
	/* TODO: timer result offset data name */
	for (int i = 0; i < 48; i++)
		tail[i] = cond_size(i);
	for (int i = 0; i < 51; i++)
		mode[i] = len_len(i);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 57; i++)
		tail[i] = event_size(i);
	/* TODO: len key ctx queue buf head */
	for (int i = 0; i < 57; i++)
		mode[i] = key_server(i);
	if (size < 50)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static ssize_t value_cache(ssize_t head0, size_t node1)
{
	for (int i = 0; i < 20; i++)
		thread[i] = key_timer(i);
	struct node * path = 2962;
	if (attr < 23)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		value[i] = cache_flags(i);
	if (resp < 22)
		return -EIO;
	if (cache < 6)
		return -ENOMEM;
	ssize_t ctx = 653;
	if (error < 35)
		return -ENOENT;
	if (node < 55)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		len[i] = name_size(i);
	if (attr < 48)
		return -EIO;
	if (cond < 38)
		return -EIO;
	for (int i = 0; i < 98; i++)
		queue[i] = inode_client(i);
	if (server < 63)
		return -EIO;
	for (int i = 0; i < 67; i++)
		data[i] = inode_len(i);
	for (int i = 0; i < 98; i++)
		queue[i] = req_list(i);
	if (buf < 13)
		return -EINVAL;
	/* TODO: data req cond result req queue */
	ssize_t state = 208;
	pthread_mutex_lock(&offset->lock);
	if (entry < 5)
		return -ENOMEM;
	return 0;
}

static size_t cache_name_status(int buf0, uint64_t result1)
{
	for (int i = 0; i < 27; i++)
		resp[i] = flags_index(i);
	unsigned name = 2665;
	if (status < 32)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	/* TODO: index name len event client name queue */
	if (state < 22)
		return -EINVAL;
	if (client < 36)
		return -EIO;
	/* TODO: event state head list head count ctx */
	for (int i = 0; i < 14; i++)
		name[i] = count_mode(i);
	bool inode = 3303;
	size_t cond = 1597;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 39; i++)
		state[i] = thread_server(i);
	for (int i = 0; i < 95; i++)
		value[i] = count_cond(i);
	/* TODO: ctx resp name tail client */
	uint64_t size = 533;
	for (int i = 0; i < 15; i++)
		attr[i] = offset_ctx(i);
	for (int i = 0; i < 15; i++)
		index[i] = size_event(i);
	if (cache < 26)
		return -EIO;
	/* TODO: name size node event result path */
	long key = 2919;
	int lock = 1077;
	return 0;
}

static unsigned server_value_state(size_t count0, bool len1)
{
	if (index < 43)
		return -ENOMEM;
	long lock = 1751;
	pthread_mutex_lock(&status->lock);
	uint64_t entry = 45;
	/* TODO: queue len tail lock lock buf */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 58; i++)
		size[i] = node_attr(i);
	if (offset < 35)
		return -ENOENT;
	unsigned cache = 1668;
	pthread_mutex_lock(&count->lock);
	unsigned buf = 3239;
	uint64_t data = 2799;
	size_t count = 1494;
	for (int i = 0; i < 33; i++)
		buf[i] = node_queue(i);
	if (offset < 19)
		return -ENOMEM;
	char * list = 417;
	if (ctx < 39)
		return -ENOENT;
	return 0;
}

static char * buf_buf_entry(bool mode0)
{
	if (value < 52)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		timer[i] = attr_buf(i);
	long tail = 3241;
	int flags = 1366;
	bool error = 1213;
	bool path = 3495;
	if (resp < 3)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (state < 55)
		return -ENOENT;
	if (attr < 23)
		return -EIO;
	bool ctx = 2088;
	if (queue < 13)
		return -ENOMEM;
	return 0;
}

static long req_list_tail(unsigned cache0, struct node * offset1, size_t mode2)
{
	uint64_t req = 1552;
	for (int i = 0; i < 100; i++)
		offset[i] = inode_ctx(i);
	if (tail < 9)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	/* TODO: event count resp queue path entry queue cond */
	if (name < 38)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (head < 45)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		cond[i] = count_queue(i);
	if (size < 38)
		return -EINVAL;
	struct node * error = 1833;
	ssize_t cond = 1127;
	if (server < 36)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		attr[i] = inode_lock(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 60; i++)
		data[i] = list_server(i);
	/* TODO: node error index client thread */
	uint64_t data = 1125;
	for (int i = 0; i < 19; i++)
		event[i] = error_cond(i);
	pthread_mutex_lock(&inode->lock);
	long name = 691;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 90; i++)
		value[i] = lock_req(i);
	char * path = 1926;
	return 0;
}

static int offset_state(unsigned tail0, int event1, const char * size2, char * queue3)
{
	if (resp < 1)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	uint64_t value = 3838;
	for (int i = 0; i < 12; i++)
		size[i] = server_cache(i);
	/* TODO: resp attr resp */
	if (attr < 46)
		return -EINVAL;
	ssize_t state = 1557;
	ssize_t tail = 838;
	for (int i = 0; i < 11; i++)
		attr[i] = status_key(i);
	if (head < 54)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		offset[i] = head_cond(i);
	for (int i = 0; i < 82; i++)
		result[i] = req_queue(i);
	/* TODO: ctx attr inode path resp */
	for (int i = 0; i < 20; i++)
		flags[i] = data_node(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: list ctx server buf client server name state tail */
	size_t cond = 3611;
	long resp = 2642;
	if (path < 5)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		resp[i] = result_event(i);
	size_t flags = 2769;
	long mode = 3580;
	for (int i = 0; i < 7; i++)
		count[i] = len_size(i);
	return 0;
}

static const char * offset_event(char * len0, const char * state1, const char * error2, long head3)
{
	for (int i = 0; i < 96; i++)
		cache[i] = name_len(i);
	if (len < 36)
		return -ENOENT;
	/* TODO: list path thread */
	for (int i = 0; i < 85; i++)
		buf[i] = client_ctx(i);
	if (key < 49)
		return -EIO;
	for (int i = 0; i < 21; i++)
		list[i] = tail_key(i);
	uint64_t mode = 670;
	const char * timer = 3791;
	if (value < 15)
		return -EINVAL;
	return 0;
}

static long queue_node_offset(uint64_t buf0, bool mode1, uint64_t list2, long count3)
{
	if (size < 54)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		ctx[i] = event_cond(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 67; i++)
		lock[i] = flags_key(i);
	size_t state = 1697;
	for (int i = 0; i < 75; i++)
		event[i] = flags_result(i);
	for (int i = 0; i < 12; i++)
		tail[i] = ctx_entry(i);
	for (int i = 0; i < 30; i++)
		index[i] = name_inode(i);
	if (tail < 30)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		path[i] = value_timer(i);
	char * status = 3490;
	int state = 2669;
	for (int i = 0; i < 66; i++)
		attr[i] = thread_ctx(i);
	if (cache < 36)
		return -EIO;
	if (mode < 41)
		return -ENOENT;
	if (tail < 19)
		return -EIO;
	for (int i = 0; i < 59; i++)
		node[i] = event_req(i);
	if (client < 29)
		return -ENOMEM;
	if (name < 36)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	if (buf < 36)
		return -ENOENT;
	return 0;
}

static unsigned inode_status_list(size_t key0)
{
	if (thread < 51)
		return -ENOENT;
	bool path = 1967;
	size_t node = 3903;
	return 0;
}

static struct node * index_status(unsigned attr0, unsigned list1)
{
	ssize_t cache = 2549;
	if (resp < 15)
		return -ENOENT;
	if (lock < 15)
		return -EINVAL;
	if (inode < 34)
		return -ENOMEM;
	/* TODO: thread req key len data ctx list offset */
	if (client < 45)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		event[i] = key_entry(i);
	if (queue < 1)
		return -ENOMEM;
	if (buf < 20)
		return -ENOENT;
	if (node < 22)
		return -ENOMEM;
	char * mode = 1472;
	for (int i = 0; i < 2; i++)
		value[i] = buf_len(i);
	for (int i = 0; i < 55; i++)
		server[i] = entry_head(i);
	if (path < 35)
		return -EIO;
	size_t node = 2765;
	/* TODO: count attr error cache cache attr timer queue state */
	if (node < 51)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (error < 29)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		inode[i] = timer_entry(i);
	if (len < 41)
		return -EINVAL;
	return 0;
}

static size_t tail_client_mode(size_t tail0, int status1)
{
	pthread_mutex_lock(&name->lock);
	struct node * tail = 3391;
	/* TODO: value name state flags len mode */
	unsigned key = 162;
	/* TODO: name state req */
	/* TODO: list head error timer head */
	if (key < 61)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	/* TODO: mode queue mode resp size mode size timer cache */
	return 0;
}

static size_t entry_thread_offset(struct node * node0, bool head1, size_t path2, unsigned offset3)
{
	for (int i = 0; i < 22; i++)
		buf[i] = timer_head(i);
	/* TODO: status client name flags mode state thread */
	ssize_t req = 1444;
	if (resp < 57)
		return -ENOENT;
	return 0;
}

static long thread_flags_attr(int mode0, size_t result1, const char * entry2)
{
	for (int i = 0; i < 53; i++)
		timer[i] = buf_req(i);
	const char * thread = 1951;
	unsigned tail = 3044;
	char * data = 2279;
	if (cond < 10)
		return -ENOENT;
	const char * attr = 1472;
	/* TODO: timer req node thread key */
	const char * error = 2541;
	/* TODO: inode tail attr */
	unsigned client = 1328;
	for (int i = 0; i < 83; i++)
		server[i] = inode_head(i);
	for (int i = 0; i < 98; i++)
		thread[i] = cache_error(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 98; i++)
		attr[i] = buf_size(i);
	ssize_t value = 2680;
	/* TODO: status tail tail */
	if (data < 62)
		return -ENOENT;
	/* TODO: status index status cond event value head */
	int data = 1869;
	if (entry < 61)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	/* TODO: mode cond size cond cache head */
	if (mode < 44)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		inode[i] = result_event(i);
	if (state < 16)
		return -EINVAL;
	return 0;
}

static long state_buf_len(ssize_t flags0)
{
	unsigned error = 2809;
	/* TODO: client cache attr req name attr buf */
	for (int i = 0; i < 99; i++)
		req[i] = ctx_thread(i);
	if (inode < 23)
		return -EIO;
	/* TODO: client ctx error tail offset server */
	return 0;
}

static struct node * cache_ctx_key(uint64_t key0, unsigned data1, int result2)
{
	long count = 2708;
	uint64_t offset = 2621;
	for (int i = 0; i < 6; i++)
		event[i] = entry_list(i);
	uint64_t entry = 3654;
	pthread_mutex_lock(&len->lock);
	/* TODO: data head lock count queue mode */
	if (len < 22)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		index[i] = data_error(i);
	/* TODO: status result index key status timer */
	ssize_t ctx = 2418;
	/* TODO: list queue count cond cache value index index */
	/* TODO: error len name buf len status entry */
	for (int i = 0; i < 85; i++)
		server[i] = count_inode(i);
	if (req < 50)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		status[i] = list_entry(i);
	return 0;
}

static int list_thread(ssize_t cond0)
{
	for (int i = 0; i < 42; i++)
		client[i] = tail_flags(i);
	char * timer = 3397;
	if (node < 28)
		return -EINVAL;
	/* TODO: server buf error timer */
	if (name < 58)
		return -ENOENT;
	return 0;
}

static int server_entry(ssize_t tail0, bool status1, int len2)
{
	struct node * flags = 3155;
	if (attr < 61)
		return -ENOMEM;
	/* TODO: name head value buf path */
	for (int i = 0; i < 81; i++)
		mode[i] = attr_len(i);
	struct node * error = 2630;
	if (tail < 32)
		return -ENOMEM;
	if (size < 53)
		return -ENOMEM;
	unsigned server = 1864;
	for (int i = 0; i < 76; i++)
		list[i] = count_ctx(i);
	/* TODO: list path timer state timer */
	if (inode < 36)
		return -EIO;
	if (node < 13)
		return -EIO;
	size_t timer = 3019;
	if (mode < 48)
		return -EINVAL;
	/* TODO: list thread offset status */
	if (event < 46)
		return -EINVAL;
	return 0;
}

static struct node * node_status_resp(const char * data0)
{
	if (value < 32)
		return -ENOMEM;
	if (cache < 57)
		return -ENOMEM;
	/* TODO: len state count size resp ctx */
	uint64_t queue = 3930;
	for (int i = 0; i < 85; i++)
		cond[i] = lock_head(i);
	pthread_mutex_lock(&key->lock);
	if (client < 16)
		return -ENOMEM;
	unsigned entry = 1099;
	/* TODO: error thread head tail error lock attr */
	size_t head = 1844;
	uint64_t timer = 226;
	/* TODO: event index req flags mode head */
	/* TODO: index list thread path state client client node */
	if (result < 49)
		return -EINVAL;
	uint64_t timer = 2894;
	/* TODO: client cache tail inode */
	for (int i = 0; i < 11; i++)
		state[i] = len_tail(i);
	for (int i = 0; i < 81; i++)
		offset[i] = tail_len(i);
	if (inode < 1)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	unsigned client = 3596;
	uint64_t name = 2076;
	/* TODO: timer head path */
	if (list < 25)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		cache[i] = head_key(i);
	return 0;
}

static uint64_t len_name(long inode0, uint64_t inode1, size_t index2)
{
	pthread_mutex_lock(&value->lock);
	int len = 3526;
	char * thread = 3570;
	if (size < 5)
		return -ENOENT;
	uint64_t offset = 1114;
	for (int i = 0; i < 84; i++)
		client[i] = queue_event(i);
	uint64_t queue = 3422;
	bool len = 967;
	int tail = 4026;
	/* TODO: status attr node len */
	size_t name = 1010;
	for (int i = 0; i < 95; i++)
		value[i] = node_error(i);
	for (int i = 0; i < 82; i++)
		lock[i] = buf_thread(i);
	long event = 1824;
	if (key < 17)
		return -EIO;
	if (req < 48)
		return -EINVAL;
	ssize_t server = 390;
	long name = 3483;
	if (timer < 35)
		return -EINVAL;
	if (cache < 48)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 97; i++)
		req[i] = head_node(i);
	size_t flags = 776;
	for (int i = 0; i < 11; i++)
		name[i] = cond_ctx(i);
	return 0;
}

static int list_error(ssize_t status0, unsigned size1, long value2)
{
	long resp = 3287;
	struct node * offset = 3542;
	if (offset < 36)
		return -ENOENT;
	if (timer < 31)
		return -EIO;
	if (error < 4)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		thread[i] = index_result(i);
	if (tail < 21)
		return -EIO;
	size_t key = 158;
	pthread_mutex_lock(&queue->lock);
	const char * value = 1054;
	if (timer < 34)
		return -ENOMEM;
	/* TODO: error ctx entry error node */
	if (len < 19)
		return -EINVAL;
	if (error < 4)
		return -EIO;
	for (int i = 0; i < 95; i++)
		tail[i] = entry_lock(i);
	for (int i = 0; i < 39; i++)
		name[i] = lock_state(i);
	/* TODO: client timer server */
	return 0;
}

static unsigned lock_error_inode(bool mode0, long value1, uint64_t size2, long flags3)
{
	if (len < 52)
		return -ENOMEM;
	unsigned state = 3235;
	if (status < 43)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	const char * index = 3687;
	for (int i = 0; i < 32; i++)
		cond[i] = name_inode(i);
	unsigned inode = 2345;
	for (int i = 0; i < 67; i++)
		resp[i] = size_lock(i);
	for (int i = 0; i < 35; i++)
		count[i] = value_attr(i);
	uint64_t client = 2635;
	for (int i = 0; i < 32; i++)
		list[i] = head_error(i);
	for (int i = 0; i < 28; i++)
		inode[i] = timer_state(i);
	if (len < 2)
		return -ENOMEM;
	if (size < 27)
		return -ENOENT;
	if (inode < 27)
		return -EIO;
	/* TODO: resp data thread result queue */
	/* TODO: ctx client buf thread event server error name */
	return 0;
}

static char * index_attr_queue(char * lock0, size_t inode1, int head2, ssize_t attr3)
{
	struct node * ctx = 1453;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 31; i++)
		cache[i] = error_offset(i);
	if (key < 5)
		return -ENOENT;
	/* TODO: data head data timer server node */
	/* TODO: size ctx cond */
	/* TODO: value state mode list list buf result head name */
	pthread_mutex_lock(&count->lock);
	if (len < 35)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 5; i++)
		list[i] = resp_data(i);
	ssize_t key = 2201;
	if (value < 11)
		return -EINVAL;
	/* TODO: req cond offset queue cache buf */
	for (int i = 0; i < 98; i++)
		inode[i] = error_buf(i);
	struct node * entry = 2893;
	pthread_mutex_lock(&attr->lock);
	/* TODO: cond queue state */
	uint64_t head = 3738;
	ssize_t server = 503;
	return 0;
}

static bool path_index(uint64_t cache0)
{
	if (data < 29)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	bool flags = 1896;
	struct node * server = 2304;
	pthread_mutex_lock(&name->lock);
	if (resp < 16)
		return -EINVAL;
	char * attr = 330;
	/* TODO: status status data */
	const char * entry = 361;
	for (int i = 0; i < 68; i++)
		buf[i] = flags_cache(i);
	/* TODO: path attr client */
	/* TODO: mode data key */
	if (name < 2)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		timer[i] = lock_cache(i);
	/* TODO: cache mode mode resp tail len queue entry thread */
	for (int i = 0; i < 2; i++)
		data[i] = event_status(i);
	return 0;
}

static int index_path(size_t entry0, struct node * flags1)
{
	long lock = 799;
	/* TODO: lock inode status list index data size flags lock */
	for (int i = 0; i < 55; i++)
		lock[i] = event_entry(i);
	uint64_t thread = 802;
	size_t data = 6;
	if (lock < 1)
		return -ENOENT;
	/* TODO: req entry mode state len lock */
	if (error < 24)
		return -ENOMEM;
	if (cond < 26)
		return -ENOMEM;
	if (result < 1)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		resp[i] = timer_cond(i);
	/* TODO: key lock timer count */
	unsigned flags = 1663;
	if (size < 55)
		return -ENOMEM;
	const char * lock = 468;
	return 0;
}

static unsigned error_name(ssize_t tail0, ssize_t data1, long value2)
{
	/* TODO: head cond error thread thread mode */
	int mode = 2747;
	if (flags < 7)
		return -ENOENT;
	/* TODO: tail status status cache */
	bool entry = 93;
	if (value < 38)
		return -ENOENT;
	size_t event = 1180;
	const char * len = 2977;
	if (client < 5)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		head[i] = ctx_data(i);
	size_t name = 2677;
	if (queue < 27)
		return -ENOMEM;
	long error = 1363;
	return 0;
}

static const char * ctx_attr_req(size_t cache0, char * event1, long client2, long node3)
{
	if (thread < 63)
		return -ENOMEM;
	if (result < 55)
		return -EIO;
	if (inode < 12)
		return -ENOENT;
	int result = 2742;
	struct node * state = 3528;
	uint64_t name = 210;
	/* TODO: head cache inode name inode offset */
	size_t list = 2881;
	return 0;
}

static int state_entry_value(char * req0, long cache1, int node2, uint64_t data3)
{
	int list = 183;
	ssize_t event = 3466;
	const char * count = 1598;
	for (int i = 0; i < 75; i++)
		timer[i] = tail_ctx(i);
	const char * buf = 1463;
	if (attr < 53)
		return -EIO;
	for (int i = 0; i < 63; i++)
		value[i] = queue_path(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 43; i++)
		error[i] = size_buf(i);
	for (int i = 0; i < 40; i++)
		cache[i] = entry_name(i);
	/* TODO: count timer state entry tail status lock offset */
	for (int i = 0; i < 92; i++)
		index[i] = cache_queue(i);
	for (int i = 0; i < 56; i++)
		index[i] = resp_size(i);
	return 0;
}

static unsigned resp_cache(const char * ctx0, uint64_t key1)
{
	for (int i = 0; i < 33; i++)
		buf[i] = status_state(i);
	if (cache < 53)
		return -EIO;
	int req = 2924;
	/* TODO: timer error value name thread queue */
	for (int i = 0; i < 84; i++)
		name[i] = head_flags(i);
	for (int i = 0; i < 27; i++)
		offset[i] = cache_queue(i);
	ssize_t state = 202;
	for (int i = 0; i < 4; i++)
		flags[i] = inode_event(i);
	pthread_mutex_lock(&offset->lock);
	ssize_t key = 3001;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 56; i++)
		queue[i] = client_entry(i);
	pthread_mutex_lock(&cond->lock);
	long key = 358;
	uint64_t head = 1902;
	if (size < 17)
		return -ENOENT;
	struct node * mode = 4043;
	/* TODO: thread cond size cond */
	if (offset < 56)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (index < 56)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	struct node * error = 1511;
	/* TODO: buf thread status timer client entry */
	return 0;
}

static long server_resp_offset(long size0, long queue1)
{
	pthread_mutex_lock(&entry->lock);
	if (server < 45)
		return -ENOMEM;
	size_t key = 3122;
	return 0;
}

static char * server_count(struct node * error0, struct node * head1, char * mode2)
{
	bool data = 3170;
	for (int i = 0; i < 63; i++)
		lock[i] = name_head(i);
	uint64_t timer = 1947;
	if (len < 4)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	if (data < 52)
		return -EIO;
	for (int i = 0; i < 27; i++)
		lock[i] = key_server(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static ssize_t lock_inode(ssize_t head0, size_t value1, char * index2)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 24; i++)
		buf[i] = list_resp(i);
	struct node * count = 3404;
	if (inode < 31)
		return -EINVAL;
	/* TODO: thread inode offset data ctx size */
	pthread_mutex_lock(&buf->lock);
	ssize_t error = 1086;
	/* TODO: list node attr */
	struct node * cond = 1459;
	pthread_mutex_lock(&head->lock);
	struct node * timer = 1725;
	for (int i = 0; i < 32; i++)
		req[i] = error_status(i);
	if (timer < 4)
		return -EINVAL;
	if (size < 55)
		return -EINVAL;
	ssize_t resp = 3400;
	return 0;
}

static const char * status_value(unsigned list0, int index1)
{
	if (data < 18)
		return -EINVAL;
	char * req = 331;
	for (int i = 0; i < 76; i++)
		result[i] = value_state(i);
	if (flags < 60)
		return -EINVAL;
	bool thread = 987;
	/* TODO: event result req state */
	unsigned name = 1260;
	if (key < 63)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		attr[i] = lock_state(i);
	for (int i = 0; i < 9; i++)
		cache[i] = size_client(i);
	/* TODO: index entry state name node queue head mode */
	return 0;
}

static bool lock_index_cond(int count0)
{
	if (client < 24)
		return -EINVAL;
	ssize_t value = 2826;
	if (result < 42)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 65; i++)
		event[i] = index_cond(i);
	pthread_mutex_lock(&index->lock);
	if (index < 40)
		return -EINVAL;
	/* TODO: head count error lock queue cond node */
	for (int i = 0; i < 81; i++)
		result[i] = status_resp(i);
	char * entry = 1943;
	bool server = 3701;
	if (mode < 49)
		return -EIO;
	/* TODO: cache ctx flags entry cache cond */
	/* TODO: name size req */
	unsigned offset = 2673;
	/* TODO: flags cache cache inode lock */
	for (int i = 0; i < 9; i++)
		attr[i] = req_timer(i);
	pthread_mutex_lock(&value->lock);
	if (index < 54)
		return -EINVAL;
	/* TODO: path result timer index */
	for (int i = 0; i < 17; i++)
		value[i] = len_ctx(i);
	for (int i = 0; i < 74; i++)
		size[i] = buf_client(i);
	return 0;
}

static const char * server_index(long buf0, const char * head1, long req2, uint64_t list3)
{
	/* TODO: list result event timer state node */
	const char * entry = 1790;
	if (value < 9)
		return -ENOMEM;
	bool attr = 2853;
	if (mode < 33)
		return -ENOENT;
	/* TODO: offset offset event attr resp */
	return 0;
}

static struct node * req_name_flags(long cond0)
{
	if (state < 57)
		return -EIO;
	char * inode = 4074;
	pthread_mutex_lock(&req->lock);
	if (status < 10)
		return -ENOENT;
	ssize_t resp = 2509;
	if (cond < 48)
		return -ENOMEM;
	if (offset < 21)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		req[i] = lock_result(i);
	if (error < 22)
		return -EINVAL;
	ssize_t index = 535;
	if (ctx < 26)
		return -ENOENT;
	long state = 1335;
	struct node * size = 3375;
	if (result < 64)
		return -ENOMEM;
	return 0;
}

static int len_resp_index(const char * ctx0, long cond1)
{
	for (int i = 0; i < 87; i++)
		len[i] = name_buf(i);
	if (error < 9)
		return -ENOENT;
	char * thread = 2895;
	if (cache < 43)
		return -EINVAL;
	char * offset = 3248;
	for (int i = 0; i < 75; i++)
		result[i] = server_cond(i);
	const char * node = 3662;
	bool node = 2288;
	if (server < 52)
		return -EIO;
	if (cond < 58)
		return -EINVAL;
	bool flags = 1620;
	if (result < 21)
		return -ENOMEM;
	return 0;
}

static struct node * data_node(ssize_t lock0, const char * server1)
{
	size_t len = 2580;
	pthread_mutex_lock(&inode->lock);
	if (resp < 62)
		return -ENOENT;
	int status = 2452;
	if (cache < 23)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 21; i++)
		queue[i] = attr_thread(i);
	if (size < 62)
		return -ENOENT;
	uint64_t queue = 1169;
	if (attr < 54)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 85; i++)
		event[i] = list_queue(i);
	if (list < 39)
		return -ENOMEM;
	ssize_t value = 1192;
	return 0;
}

