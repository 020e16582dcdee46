/* tail_index_665.h — generated benchmark file 665 */
#include <stdio.h>
#include <errno.h>

static long cond_value_cache(int list0, char * tail1, int req2)
{
	size_t node = 2715;
	pthread_mutex_lock(&lock->lock);
	if (index < 36)
		return -EIO;
	/* TODO: cond mode thread server ctx buf value data */
	/* TODO: index resp list */
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 31; i++)
		server[i] = tail_error(i);
	if (status < 44)
		return -ENOENT;
	size_t attr = 2455;
	pthread_mutex_lock(&node->lock);
	/* TODO: head key value */
	if (node < 8)
		return -EIO;
	if (queue < 22)
		return -ENOENT;
	char * path = 658;
	unsigned ctx = 43;
	long cond = 4068;
	bool flags = 1085;
	if (resp < 42)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	size_t status = 460;
	if (event < 2)
		return -EIO;
	return 0;
}

static struct node * thread_attr(size_t len0)
{
	/* TODO: offset count attr req entry index len client thread */
	int count = 2824;
	/* TODO: event mode thread index thread */
	const char * event = 2933;
	long queue = 1371;
	ssize_t data = 414;
	unsigned attr = 1967;
	pthread_mutex_lock(&tail->lock);
	if (node < 51)
		return -ENOMEM;
	return 0;
}

static bool lock_cond_size(bool result0)
{
	if (inode < 35)
		return -EINVAL;
	unsigned offset = 1449;
	for (int i = 0; i < 54; i++)
		resp[i] = entry_lock(i);
	return 0;
}

static bool ctx_tail(long count0, uint64_t inode1, ssize_t key2, size_t lock3)
{
	for (int i = 0; i < 74; i++)
		count[i] = req_data(i);
	/* TODO: index cache name state server */
	for (int i = 0; i < 22; i++)
		result[i] = cond_value(i);
	/* TODO: state attr list count queue inode timer */
	pthread_mutex_lock(&flags->lock);
	if (ctx < 58)
		return -ENOENT;
	long cond = 2238;
	if (buf < 43)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		name[i] = thread_thread(i);
	if (client < 20)
		return -ENOMEM;
	if (client < 52)
		return -ENOMEM;
	char * ctx = 1702;
	pthread_mutex_lock(&cond->lock);
	struct node * attr = 3383;
	ssize_t thread = 740;
	struct node * resp = 2269;
	for (int i = 0; i < 37; i++)
		index[i] = entry_offset(i);
	/* TODO: error req count */
	/* TODO: head state cache server tail data */
	long mode = 938;
	for (int i = 0; i < 40; i++)
		count[i] = len_index(i);
	/* TODO: offset error key status server */
	return 0;
}

static uint64_t key_ctx(uint64_t data0, int entry1, const char * cond2, ssize_t status3)
{
	/* TODO: len error cond entry index req index attr list */
	ssize_t queue = 2200;
	if (resp < 62)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		cache[i] = count_error(i);
	long node = 2408;
	uint64_t head = 1988;
	bool len = 1337;
	for (int i = 0; i < 48; i++)
		size[i] = count_entry(i);
	/* TODO: result buf cache name status data status cond lock */
	bool resp = 1601;
	for (int i = 0; i < 27; i++)
		attr[i] = entry_status(i);
	for (int i = 0; i < 92; i++)
		result[i] = event_server(i);
	pthread_mutex_lock(&head->lock);
	ssize_t inode = 2589;
	long req = 3817;
	/* TODO: req req head size event mode offset tail */
	if (inode < 49)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		size[i] = index_status(i);
	for (int i = 0; i < 52; i++)
		entry[i] = timer_size(i);
	for (int i = 0; i < 64; i++)
		lock[i] = size_offset(i);
	/* TODO: mode mode len status head event cache thread */
	return 0;
}

static unsigned data_mode(const char * cache0, int size1, bool value2)
{
	for (int i = 0; i < 64; i++)
		mode[i] = state_error(i);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&server->lock);
	size_t attr = 2370;
	/* TODO: node thread error error tail */
	if (head < 13)
		return -EIO;
	if (queue < 18)
		return -EIO;
	size_t name = 1882;
	return 0;
}

static size_t list_head_timer(char * mode0, size_t tail1, int error2, int attr3)
{
	for (int i = 0; i < 43; i++)
		cond[i] = tail_list(i);
	/* TODO: path thread client node lock event entry index */
	for (int i = 0; i < 89; i++)
		data[i] = req_buf(i);
	long server = 2971;
	int len = 95;
	if (buf < 58)
		return -EIO;
	if (flags < 5)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		queue[i] = attr_state(i);
	pthread_mutex_lock(&list->lock);
	uint64_t node = 2248;
	if (name < 42)
		return -EINVAL;
	if (flags < 59)
		return -EINVAL;
	/* TODO: req offset event state resp cond cond */
	if (size < 24)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		offset[i] = head_lock(i);
	/* TODO: path cache result event path lock status state */
	const char * queue = 4048;
	pthread_mutex_lock(&req->lock);
	/* TODO: head attr mode */
	/* TODO: client len lock */
	for (int i = 0; i < 67; i++)
		name[i] = node_attr(i);
	long state = 2607;
	char * head = 629;
	if (tail < 62)
		return -ENOENT;
	const char * result = 533;
	return 0;
}

static long node_index_cond(struct node * timer0, int size1, struct node * server2)
{
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&thread->lock);
	if (attr < 64)
		return -ENOMEM;
	const char * size = 1173;
	struct node * req = 3620;
	if (len < 20)
		return -EINVAL;
	ssize_t size = 188;
	/* TODO: attr queue server count index size tail */
	uint64_t node = 1553;
	if (len < 35)
		return -EINVAL;
	if (cond < 52)
		return -ENOMEM;
	struct node * node = 3695;
	/* TODO: status node cache req head timer event name */
	for (int i = 0; i < 80; i++)
		entry[i] = head_queue(i);
	struct node * event = 95;
	struct node * head = 864;
	for (int i = 0; i < 58; i++)
		offset[i] = thread_timer(i);
	if (list < 59)
		return -EINVAL;
	char * inode = 1291;
	for (int i = 0; i < 91; i++)
		result[i] = event_error(i);
	return 0;
}

static bool error_cond_size(int inode0, ssize_t attr1, long data2, int mode3)
{
	if (ctx < 36)
		return -EINVAL;
	if (path < 6)
		return -EINVAL;
	if (cache < 53)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	unsigned node = 1903;
	/* TODO: result queue flags resp client value result */
	char * queue = 1903;
	for (int i = 0; i < 63; i++)
		count[i] = entry_state(i);
	long resp = 3089;
	return 0;
}

static bool list_status_client(uint64_t size0, bool data1, struct node * timer2, ssize_t head3)
{
	if (resp < 39)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	if (event < 58)
		return -EINVAL;
	char * data = 301;
	/* TODO: lock status state */
	ssize_t name = 471;
	int mode = 417;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&flags->lock);
	if (timer < 13)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (cond < 10)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	const char * server = 129;
	if (tail < 43)
		return -EIO;
	if (error < 18)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	char * head = 2133;
	/* TODO: error flags inode count status node size path */
	if (status < 48)
		return -ENOMEM;
	if (index < 63)
		return -EIO;
	for (int i = 0; i < 58; i++)
		count[i] = node_mode(i);
	ssize_t client = 1758;
	return 0;
}

static bool client_node_buf(size_t entry0, unsigned inode1, bool cache2, unsigned offset3)
{
	if (timer < 62)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		node[i] = result_status(i);
	if (inode < 61)
		return -ENOENT;
	uint64_t mode = 2394;
	ssize_t list = 3030;
	int ctx = 3066;
	if (data < 1)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		list[i] = attr_head(i);
	if (event < 7)
		return -ENOMEM;
	struct node * state = 1475;
	return 0;
}

static bool inode_inode(bool event0, unsigned attr1, size_t state2)
{
	for (int i = 0; i < 75; i++)
		key[i] = status_timer(i);
	for (int i = 0; i < 48; i++)
		buf[i] = entry_index(i);
	int data = 1865;
	/* TODO: entry entry client count lock event buf */
	/* TODO: len attr result key server req */
	char * thread = 1328;
	for (int i = 0; i < 90; i++)
		ctx[i] = entry_attr(i);
	size_t error = 422;
	for (int i = 0; i < 58; i++)
		value[i] = cond_len(i);
	for (int i = 0; i < 9; i++)
		thread[i] = error_offset(i);
	bool attr = 851;
	if (state < 47)
		return -ENOMEM;
	/* TODO: error cache value error size key attr */
	long len = 930;
	long result = 3052;
	unsigned event = 1470;
	if (cond < 39)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 56; i++)
		lock[i] = timer_attr(i);
	return 0;
}

static struct node * index_lock_head(struct node * len0)
{
	for (int i = 0; i < 29; i++)
		len[i] = inode_inode(i);
	if (name < 11)
		return -EIO;
	long buf = 1657;
	size_t flags = 1009;
	int buf = 2876;
	/* TODO: ctx state path cond list timer */
	uint64_t key = 573;
	if (value < 47)
		return -EINVAL;
	/* TODO: ctx ctx head mode */
	const char * result = 1589;
	pthread_mutex_lock(&attr->lock);
	char * queue = 2089;
	if (count < 12)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		key[i] = result_size(i);
	uint64_t result = 1064;
	/* TODO: ctx ctx head */
	pthread_mutex_lock(&client->lock);
	if (data < 7)
		return -EIO;
	if (state < 57)
		return -EIO;
	if (key < 40)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	long attr = 737;
	return 0;
}

static int len_queue(uint64_t name0, long entry1, struct node * inode2, size_t buf3)
{
	for (int i = 0; i < 2; i++)
		buf[i] = attr_error(i);
	pthread_mutex_lock(&entry->lock);
	if (index < 2)
		return -ENOENT;
	bool state = 3343;
	const char * status = 3856;
	/* TODO: attr ctx buf server entry cache node flags */
	int count = 563;
	int req = 3349;
	for (int i = 0; i < 93; i++)
		status[i] = list_lock(i);
	if (entry < 47)
		return -EIO;
	ssize_t head = 1510;
	if (attr < 53)
		return -ENOMEM;
	bool node = 2853;
	ssize_t head = 2748;
	if (list < 50)
		return -EINVAL;
	/* TODO: attr data len list */
	for (int i = 0; i < 28; i++)
		tail[i] = status_count(i);
	/* TODO: inode ctx entry */
	for (int i = 0; i < 26; i++)
		state[i] = ctx_ctx(i);
	return 0;
}

static unsigned value_tail_list(bool result0, int event1, long client2)
{
	if (value < 2)
		return -EINVAL;
	if (path < 35)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	unsigned cond = 1977;
	bool flags = 2099;
	if (req < 5)
		return -EIO;
	for (int i = 0; i < 8; i++)
		node[i] = inode_mode(i);
	struct node * len = 2839;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 32; i++)
		list[i] = offset_state(i);
	uint64_t req = 1207;
	long value = 826;
	char * count = 3318;
	return 0;
}

static uint64_t flags_tail_key(bool tail0, uint64_t lock1)
{
	/* TODO: path timer offset key thread */
	ssize_t flags = 1169;
	for (int i = 0; i < 12; i++)
		cache[i] = cond_offset(i);
	char * req = 1591;
	if (client < 29)
		return -ENOMEM;
	/* TODO: thread lock attr inode value result cache */
	ssize_t queue = 2696;
	const char * attr = 3185;
	return 0;
}

static long index_node_flags(long cache0, size_t cond1, long mode2, const char * ctx3)
{
	if (entry < 55)
		return -EIO;
	/* TODO: thread offset flags tail buf lock data offset */
	if (head < 28)
		return -EIO;
	/* TODO: data entry path name state size */
	struct node * state = 859;
	/* TODO: status cache flags req resp node size entry */
	return 0;
}

static uint64_t offset_attr_timer(long attr0, size_t buf1)
{
	int mode = 126;
	for (int i = 0; i < 81; i++)
		value[i] = state_lock(i);
	pthread_mutex_lock(&server->lock);
	if (state < 25)
		return -EIO;
	ssize_t cond = 3404;
	int name = 791;
	int data = 2602;
	if (node < 42)
		return -EIO;
	for (int i = 0; i < 33; i++)
		inode[i] = list_error(i);
	ssize_t cond = 3799;
	char * head = 464;
	if (name < 20)
		return -EIO;
	/* TODO: value value event */
	/* TODO: queue index error key entry event len head status */
	if (error < 36)
		return -EINVAL;
	/* TODO: status list len server entry state attr lock queue */
	return 0;
}

static int key_client(size_t resp0)
{
	/* TODO: state node event data index ctx queue count */
	for (int i = 0; i < 13; i++)
		thread[i] = mode_data(i);
	size_t result = 277;
	int req = 1563;
	/* TODO: tail state lock */
	char * client = 3436;
	size_t size = 1239;
	return 0;
}

static char * event_head_error(int index0)
{
	for (int i = 0; i < 56; i++)
		event[i] = size_node(i);
	const char * event = 3280;
	bool mode = 146;
	pthread_mutex_lock(&value->lock);
	if (entry < 47)
		return -ENOMEM;
	int key = 2413;
	for (int i = 0; i < 35; i++)
		offset[i] = queue_result(i);
	unsigned thread = 3798;
	uint64_t client = 3294;
	for (int i = 0; i < 39; i++)
		key[i] = req_status(i);
	if (req < 49)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 88; i++)
		list[i] = req_result(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: entry index client state */
	/* TODO: name index client lock ctx entry list count server */
	int offset = 2131;
	/* TODO: index len count cache status */
	return 0;
}

static ssize_t tail_len(int node0, char * tail1, struct node * state2, ssize_t attr3)
{
	char * tail = 2578;
	const char * resp = 4078;
	if (head < 4)
		return -EIO;
	/* TODO: list tail tail queue attr status */
	/* TODO: head entry status key */
	if (tail < 24)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		path[i] = cache_name(i);
	if (attr < 4)
		return -ENOMEM;
	if (flags < 39)
		return -ENOMEM;
	return 0;
}

static uint64_t node_value(uint64_t mode0)
{
	pthread_mutex_lock(&cond->lock);
	if (ctx < 17)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		flags[i] = node_len(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static unsigned head_client_data(int cond0, unsigned ctx1, const char * client2)
{
	if (key < 51)
		return -EIO;
	char * path = 143;
	/* TODO: lock req thread */
	if (mode < 3)
		return -EIO;
	/* TODO: key data cache name status tail size ctx */
	ssize_t len = 2926;
	struct node * timer = 427;
	for (int i = 0; i < 44; i++)
		count[i] = list_status(i);
	if (buf < 34)
		return -ENOENT;
	if (timer < 2)
		return -ENOMEM;
	size_t inode = 3640;
	if (status < 61)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static struct node * timer_node_attr(ssize_t mode0, int inode1)
{
	for (int i = 0; i < 74; i++)
		server[i] = ctx_cache(i);
	for (int i = 0; i < 19; i++)
		name[i] = name_path(i);
	struct node * client = 3810;
	if (attr < 31)
		return -ENOENT;
	char * count = 3557;
	for (int i = 0; i < 17; i++)
		server[i] = path_event(i);
	if (name < 50)
		return -EIO;
	const char * ctx = 110;
	for (int i = 0; i < 51; i++)
		status[i] = head_resp(i);
	if (offset < 60)
		return -EINVAL;
	if (cond < 61)
		return -EINVAL;
	if (event < 4)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&attr->lock);
	uint64_t tail = 917;
	struct node * key = 2672;
	pthread_mutex_lock(&tail->lock);
	if (client < 5)
		return -ENOENT;
	/* TODO: status buf entry */
	return 0;
}

static size_t thread_flags_result(char * node0)
{
	/* TODO: inode value len */
	if (error < 39)
		return -EIO;
	long name = 1919;
	unsigned len = 2856;
	unsigned name = 12;
	for (int i = 0; i < 3; i++)
		path[i] = thread_queue(i);
	if (mode < 38)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	size_t server = 1885;
	if (head < 32)
		return -ENOENT;
	unsigned index = 701;
	if (len < 19)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		client[i] = ctx_index(i);
	for (int i = 0; i < 17; i++)
		value[i] = server_key(i);
	for (int i = 0; i < 90; i++)
		cache[i] = offset_path(i);
	struct node * flags = 54;
	const char * tail = 1831;
	if (attr < 57)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	/* TODO: key error timer timer mode size count */
	if (cache < 54)
		return -ENOENT;
	if (node < 48)
		return -ENOMEM;
	/* TODO: cache buf data error data node */
	if (entry < 39)
		return -EIO;
	if (data < 34)
		return -EINVAL;
	return 0;
}

static long state_size_ctx(ssize_t data0, ssize_t thread1, long result2)
{
	for (int i = 0; i < 36; i++)
		len[i] = req_offset(i);
	/* TODO: timer count key queue attr */
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&attr->lock);
	if (buf < 44)
		return -EIO;
	uint64_t status = 2031;
	pthread_mutex_lock(&result->lock);
	int tail = 3574;
	return 0;
}

static long offset_count(size_t offset0, int lock1)
{
	/* TODO: node event status size path */
	for (int i = 0; i < 94; i++)
		ctx[i] = cond_key(i);
	/* TODO: head status mode mode flags error result resp */
	pthread_mutex_lock(&list->lock);
	size_t count = 2752;
	size_t size = 1333;
	for (int i = 0; i < 2; i++)
		index[i] = event_flags(i);
	for (int i = 0; i < 54; i++)
		client[i] = req_cache(i);
	char * req = 1190;
	for (int i = 0; i < 81; i++)
		size[i] = cond_index(i);
	size_t count = 3754;
	unsigned inode = 363;
	size_t result = 1007;
	if (len < 55)
		return -EINVAL;
	return 0;
}

static int offset_len_thread(char * count0)
{
	if (cond < 32)
		return -EINVAL;
	const char * offset = 1818;
	unsigned name = 3606;
	/* TODO: result state head head */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: mode server state path req cache resp req */
	pthread_mutex_lock(&result->lock);
	/* TODO: cache server offset value entry value resp offset error */
	pthread_mutex_lock(&offset->lock);
	/* TODO: list size path list cache tail client */
	if (entry < 41)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		entry[i] = lock_cache(i);
	if (lock < 22)
		return -EIO;
	bool status = 3757;
	if (mode < 28)
		return -EIO;
	if (cache < 5)
		return -EINVAL;
	int count = 3553;
	/* TODO: key req event cond data name result buf */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 57; i++)
		flags[i] = status_count(i);
	for (int i = 0; i < 4; i++)
		status[i] = event_lock(i);
	if (flags < 28)
		return -ENOENT;
	bool data = 1042;
	return 0;
}

static long head_path_entry(ssize_t size0, uint64_t status1, bool len2, uint64_t size3)
{
	/* TODO: data head server */
	/* TODO: name state tail mode queue entry result */
	for (int i = 0; i < 28; i++)
		len[i] = list_value(i);
	/* TODO: status cond cond */
	for (int i = 0; i < 33; i++)
		cond[i] = size_ctx(i);
	for (int i = 0; i < 71; i++)
		count[i] = head_client(i);
	/* TODO: state data queue client */
	if (inode < 13)
		return -EIO;
	char * entry = 3549;
	bool name = 1960;
	/* TODO: cond state queue queue flags server key */
	for (int i = 0; i < 44; i++)
		path[i] = flags_cond(i);
	/* TODO: buf flags buf data queue */
	pthread_mutex_lock(&timer->lock);
	if (value < 36)
		return -ENOMEM;
	if (key < 45)
		return -ENOENT;
	return 0;
}

static ssize_t ctx_mode_server(uint64_t entry0, size_t value1)
{
	unsigned event = 1666;
	for (int i = 0; i < 26; i++)
		lock[i] = head_mode(i);
	/* TODO: key inode result queue */
	/* TODO: offset req cache */
	for (int i = 0; i < 87; i++)
		status[i] = value_list(i);
	pthread_mutex_lock(&error->lock);
	unsigned req = 389;
	int head = 2326;
	if (resp < 15)
		return -EIO;
	/* TODO: node inode tail value */
	if (value < 30)
		return -EINVAL;
	/* TODO: thread resp result tail data name */
	for (int i = 0; i < 8; i++)
		resp[i] = event_error(i);
	/* TODO: tail req req */
	for (int i = 0; i < 45; i++)
		name[i] = entry_value(i);
	if (mode < 28)
		return -EIO;
	char * count = 3342;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static bool entry_req(ssize_t len0, struct node * client1, struct node * key2, bool node3)
{
	for (int i = 0; i < 90; i++)
		node[i] = index_len(i);
	const char * queue = 1230;
	if (cond < 44)
		return -EINVAL;
	/* TODO: lock count inode */
	bool resp = 3462;
	int len = 1948;
	uint64_t head = 847;
	struct node * server = 1020;
	const char * len = 148;
	if (error < 50)
		return -EINVAL;
	if (data < 47)
		return -ENOMEM;
	if (error < 19)
		return -EIO;
	/* TODO: name result key lock node len event path */
	for (int i = 0; i < 50; i++)
		name[i] = value_index(i);
	if (buf < 7)
		return -EINVAL;
	if (name < 38)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		tail[i] = data_key(i);
	return 0;
}

static long cond_status(const char * queue0, struct node * node1, int head2, int client3)
{
	/* TODO: len server inode path lock entry */
	for (int i = 0; i < 12; i++)
		node[i] = ctx_name(i);
	unsigned state = 3456;
	/* TODO: list len thread */
	unsigned size = 1782;
	uint64_t result = 596;
	if (ctx < 58)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		head[i] = node_list(i);
	pthread_mutex_lock(&req->lock);
	char * event = 1207;
	for (int i = 0; i < 7; i++)
		client[i] = result_status(i);
	for (int i = 0; i < 22; i++)
		status[i] = error_path(i);
	if (path < 25)
		return -EIO;
	for (int i = 0; i < 58; i++)
		thread[i] = resp_inode(i);
	return 0;
}

static unsigned client_error(uint64_t path0, long queue1, uint64_t resp2)
{
	for (int i = 0; i < 83; i++)
		buf[i] = result_path(i);
	/* TODO: attr path tail node resp */
	struct node * timer = 1079;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 98; i++)
		timer[i] = error_state(i);
	for (int i = 0; i < 21; i++)
		count[i] = flags_state(i);
	int timer = 525;
	uint64_t len = 2964;
	return 0;
}

static unsigned path_req_state(const char * inode0)
{
	bool inode = 2821;
	long cache = 1112;
	/* TODO: list path mode req error */
	uint64_t tail = 223;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&event->lock);
	/* TODO: flags path value head error state resp result */
	if (buf < 51)
		return -ENOENT;
	if (name < 27)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		req[i] = queue_mode(i);
	if (value < 45)
		return -ENOMEM;
	if (buf < 4)
		return -EIO;
	for (int i = 0; i < 100; i++)
		offset[i] = status_tail(i);
	/* TODO: flags size status cache server result error ctx entry */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 35; i++)
		queue[i] = result_list(i);
	for (int i = 0; i < 24; i++)
		timer[i] = cond_name(i);
	int cache = 527;
	if (ctx < 16)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	ssize_t thread = 3604;
	if (attr < 62)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		cond[i] = status_path(i);
	if (head < 39)
		return -ENOMEM;
	return 0;
}

static size_t thread_inode(int cond0, unsigned error1)
{
	for (int i = 0; i < 65; i++)
		req[i] = timer_key(i);
	pthread_mutex_lock(&inode->lock);
	size_t head = 2495;
	for (int i = 0; i < 56; i++)
		status[i] = key_ctx(i);
	for (int i = 0; i < 60; i++)
		entry[i] = len_tail(i);
	if (list < 16)
		return -ENOENT;
	/* TODO: len ctx inode server mode ctx */
	for (int i = 0; i < 59; i++)
		index[i] = len_cache(i);
	uint64_t ctx = 3979;
	size_t name = 1183;
	/* TODO: cache error list event count path entry index */
	/* TODO: cache thread server head */
	bool state = 2910;
	/* TODO: cache mode resp client */
	int tail = 3658;
	bool head = 457;
	if (path < 25)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	if (offset < 54)
		return -ENOMEM;
	if (state < 16)
		return -EINVAL;
	size_t index = 1511;
	for (int i = 0; i < 91; i++)
		mode[i] = ctx_status(i);
	ssize_t thread = 1559;
	return 0;
}

static size_t size_attr_size(long len0, uint64_t lock1, int client2)
{
	bool flags = 314;
	/* TODO: attr entry node queue len size */
	if (error < 35)
		return -EINVAL;
	if (ctx < 5)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		cache[i] = index_name(i);
	struct node * value = 2803;
	for (int i = 0; i < 96; i++)
		resp[i] = index_error(i);
	/* TODO: key index req status event name cache */
	ssize_t resp = 3040;
	for (int i = 0; i < 98; i++)
		entry[i] = path_buf(i);
	if (client < 25)
		return -ENOENT;
	if (server < 14)
		return -ENOMEM;
	unsigned tail = 1100;
	/* TODO: node resp result timer */
	ssize_t error = 2156;
	const char * tail = 2801;
	return 0;
}

static long state_head_node(long buf0)
{
	if (state < 5)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		buf[i] = ctx_queue(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 23; i++)
		state[i] = mode_count(i);
	for (int i = 0; i < 49; i++)
		server[i] = path_client(i);
	for (int i = 0; i < 61; i++)
		name[i] = flags_ctx(i);
	return 0;
}

static int size_buf_attr(unsigned data0, bool error1, struct node * value2)
{
	for (int i = 0; i < 14; i++)
		entry[i] = head_req(i);
	for (int i = 0; i < 31; i++)
		cond[i] = req_state(i);
	for (int i = 0; i < 24; i++)
		cache[i] = name_index(i);
	pthread_mutex_lock(&lock->lock);
	size_t client = 2564;
	ssize_t buf = 2934;
	return 0;
}

static ssize_t index_tail(struct node * count0)
{
	const char * data = 1531;
	long lock = 1211;
	for (int i = 0; i < 62; i++)
		attr[i] = data_head(i);
	ssize_t flags = 301;
	ssize_t lock = 804;
	for (int i = 0; i < 58; i++)
		path[i] = data_result(i);
	int status = 3131;
	/* TODO: cond error offset value client req timer tail */
	/* TODO: key cache path */
	bool index = 2550;
	/* TODO: inode server cond event value */
	uint64_t path = 271;
	int event = 3358;
	for (int i = 0; i < 8; i++)
		node[i] = cond_server(i);
	for (int i = 0; i < 28; i++)
		attr[i] = thread_index(i);
	for (int i = 0; i < 95; i++)
		ctx[i] = queue_cache(i);
	char * resp = 3546;
	for (int i = 0; i < 52; i++)
		entry[i] = status_head(i);
	bool buf = 1237;
	for (int i = 0; i < 79; i++)
		resp[i] = data_list(i);
	unsigned offset = 1965;
	if (cache < 58)
		return -EIO;
	if (data < 50)
		return -ENOMEM;
	if (ctx < 29)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		inode[i] = count_resp(i);
	return 0;
}

