/* lock_status_132.h — generated benchmark file 132 */
#include <stdio.h>
#include <errno.h>

static long attr_client_mode(size_t list0)
{
	if (len < 36)
		return -EINVAL;
	/* TODO: entry status path thread resp buf queue list size */
	for (int i = 0; i < 76; i++)
		error[i] = attr_list(i);
	for (int i = 0; i < 99; i++)
		key[i] = data_timer(i);
	if (tail < 64)
		return -ENOMEM;
	/* TODO: thread node req count result server lock queue */
	if (queue < 36)
		return -ENOENT;
	/* TODO: event count flags tail */
	pthread_mutex_lock(&inode->lock);
	uint64_t attr = 2601;
	/* TODO: attr cache result timer cond path */
	if (attr < 58)
		return -EINVAL;
	if (data < 6)
		return -ENOMEM;
	bool tail = 3027;
	return 0;
}

static bool list_queue(bool cache0, ssize_t mode1)
{
	if (thread < 36)
		return -ENOENT;
	const char * len = 140;
	/* TODO: state entry mode */
	for (int i = 0; i < 38; i++)
		inode[i] = count_value(i);
	for (int i = 0; i < 34; i++)
		status[i] = value_entry(i);
	struct node * resp = 898;
	bool cond = 1976;
	for (int i = 0; i < 2; i++)
		state[i] = req_timer(i);
	/* TODO: flags inode head req req server result name */
	if (server < 64)
		return -EIO;
	size_t status = 209;
	for (int i = 0; i < 34; i++)
		timer[i] = entry_lock(i);
	if (tail < 20)
		return -EINVAL;
	const char * server = 1636;
	if (client < 59)
		return -EIO;
	bool size = 2458;
	if (count < 45)
		return -EINVAL;
	bool index = 515;
	for (int i = 0; i < 98; i++)
		thread[i] = server_len(i);
	for (int i = 0; i < 43; i++)
		name[i] = event_inode(i);
	return 0;
}

static char * error_key(unsigned state0)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: index state path head */
	if (name < 10)
		return -EIO;
	if (key < 57)
		return -EIO;
	/* TODO: cond timer lock path list */
	size_t queue = 993;
	if (server < 49)
		return -ENOENT;
	bool count = 1838;
	if (result < 18)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	struct node * flags = 157;
	if (value < 64)
		return -ENOENT;
	if (buf < 20)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: name head ctx cond index count */
	/* TODO: thread cond node */
	size_t state = 2437;
	ssize_t key = 1306;
	if (node < 5)
		return -EINVAL;
	size_t size = 2097;
	struct node * result = 3651;
	for (int i = 0; i < 91; i++)
		mode[i] = cond_client(i);
	return 0;
}

static size_t lock_data_event(size_t offset0)
{
	for (int i = 0; i < 76; i++)
		entry[i] = len_client(i);
	struct node * cache = 1799;
	if (cache < 47)
		return -ENOMEM;
	int head = 615;
	uint64_t name = 2693;
	for (int i = 0; i < 7; i++)
		offset[i] = cond_error(i);
	for (int i = 0; i < 95; i++)
		index[i] = status_error(i);
	pthread_mutex_lock(&key->lock);
	if (attr < 40)
		return -EINVAL;
	if (resp < 30)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	long count = 2423;
	for (int i = 0; i < 58; i++)
		buf[i] = buf_name(i);
	if (status < 31)
		return -EINVAL;
	if (path < 35)
		return -EINVAL;
	/* TODO: ctx len lock tail lock req path */
	for (int i = 0; i < 57; i++)
		error[i] = inode_server(i);
	return 0;
}

static bool count_count(struct node * attr0, unsigned list1, int tail2, struct node * path3)
{
	for (int i = 0; i < 47; i++)
		tail[i] = head_state(i);
	/* TODO: error attr value cond tail resp */
	for (int i = 0; i < 12; i++)
		path[i] = node_flags(i);
	for (int i = 0; i < 64; i++)
		server[i] = lock_state(i);
	for (int i = 0; i < 46; i++)
		event[i] = cache_entry(i);
	/* TODO: index node size inode timer result value resp */
	const char * server = 1915;
	pthread_mutex_lock(&len->lock);
	/* TODO: status cond status entry */
	if (ctx < 31)
		return -EIO;
	if (lock < 3)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 13; i++)
		offset[i] = queue_tail(i);
	if (cache < 61)
		return -EIO;
	return 0;
}

static int inode_offset_resp(size_t timer0, unsigned thread1, uint64_t timer2, const char * server3)
{
	for (int i = 0; i < 25; i++)
		buf[i] = timer_size(i);
	/* TODO: cond flags mode status timer inode state lock */
	if (server < 59)
		return -ENOMEM;
	return 0;
}

static uint64_t list_server(char * ctx0, unsigned list1, size_t result2)
{
	if (node < 52)
		return -ENOMEM;
	if (attr < 7)
		return -ENOENT;
	/* TODO: key name inode */
	long inode = 1991;
	return 0;
}

static uint64_t count_value_client(struct node * data0)
{
	/* TODO: tail size cond timer index */
	if (cond < 63)
		return -ENOMEM;
	if (list < 18)
		return -ENOMEM;
	/* TODO: flags index cache status buf buf error index data */
	/* TODO: index state server list value entry lock */
	for (int i = 0; i < 53; i++)
		status[i] = resp_path(i);
	uint64_t path = 2259;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 92; i++)
		req[i] = offset_mode(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&flags->lock);
	char * entry = 2216;
	for (int i = 0; i < 16; i++)
		value[i] = cond_buf(i);
	uint64_t event = 1134;
	/* TODO: error req state cache count thread count queue name */
	uint64_t flags = 1888;
	/* TODO: error entry queue head result timer buf thread resp */
	/* TODO: name resp node */
	/* TODO: queue attr count lock resp offset head ctx cache */
	for (int i = 0; i < 80; i++)
		node[i] = inode_result(i);
	long len = 2102;
	return 0;
}

static unsigned size_ctx_attr(int error0)
{
	pthread_mutex_lock(&cache->lock);
	bool ctx = 691;
	long key = 2224;
	for (int i = 0; i < 95; i++)
		error[i] = data_list(i);
	pthread_mutex_lock(&req->lock);
	if (error < 64)
		return -ENOENT;
	if (cond < 11)
		return -EIO;
	/* TODO: client inode server tail attr */
	for (int i = 0; i < 100; i++)
		client[i] = key_cond(i);
	for (int i = 0; i < 85; i++)
		ctx[i] = list_len(i);
	/* TODO: head client path list data error size */
	unsigned cond = 3551;
	/* TODO: ctx size error */
	for (int i = 0; i < 58; i++)
		resp[i] = timer_result(i);
	if (ctx < 11)
		return -EIO;
	for (int i = 0; i < 92; i++)
		tail[i] = value_attr(i);
	if (state < 7)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		list[i] = resp_tail(i);
	for (int i = 0; i < 100; i++)
		cache[i] = attr_mode(i);
	for (int i = 0; i < 25; i++)
		flags[i] = count_node(i);
	return 0;
}

static uint64_t entry_data(ssize_t entry0, bool cache1, uint64_t server2, size_t count3)
{
	char * attr = 1999;
	for (int i = 0; i < 12; i++)
		state[i] = name_index(i);
	if (tail < 19)
		return -EINVAL;
	size_t lock = 1277;
	int path = 998;
	for (int i = 0; i < 67; i++)
		attr[i] = tail_ctx(i);
	const char * len = 2132;
	const char * buf = 3461;
	if (lock < 37)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		path[i] = req_status(i);
	ssize_t lock = 3933;
	/* TODO: state lock status mode name */
	for (int i = 0; i < 17; i++)
		inode[i] = req_tail(i);
	size_t server = 2346;
	/* TODO: path client attr entry client */
	ssize_t resp = 2380;
	for (int i = 0; i < 90; i++)
		path[i] = index_req(i);
	if (client < 44)
		return -ENOENT;
	if (error < 10)
		return -EINVAL;
	if (status < 2)
		return -ENOMEM;
	return 0;
}

static bool node_tail_cache(unsigned count0, ssize_t key1)
{
	ssize_t count = 2961;
	pthread_mutex_lock(&count->lock);
	/* TODO: data timer cond tail timer state status buf size */
	uint64_t count = 1802;
	return 0;
}

static bool resp_server_buf(size_t value0, unsigned node1, long result2, bool cond3)
{
	for (int i = 0; i < 37; i++)
		thread[i] = state_result(i);
	bool lock = 1218;
	if (thread < 24)
		return -EINVAL;
	const char * req = 3403;
	size_t error = 3528;
	if (client < 11)
		return -ENOMEM;
	if (value < 29)
		return -ENOMEM;
	uint64_t result = 1307;
	for (int i = 0; i < 24; i++)
		queue[i] = key_len(i);
	ssize_t value = 1795;
	/* TODO: attr entry error resp flags timer */
	pthread_mutex_lock(&list->lock);
	if (event < 57)
		return -EIO;
	char * event = 439;
	int attr = 1341;
	for (int i = 0; i < 65; i++)
		status[i] = req_list(i);
	size_t tail = 265;
	if (head < 21)
		return -ENOENT;
	if (value < 52)
		return -EIO;
	long offset = 1900;
	ssize_t cond = 3157;
	return 0;
}

static struct node * inode_path(long entry0)
{
	for (int i = 0; i < 65; i++)
		key[i] = inode_len(i);
	/* TODO: head server name count name tail status cache */
	for (int i = 0; i < 85; i++)
		data[i] = status_node(i);
	for (int i = 0; i < 54; i++)
		path[i] = server_index(i);
	for (int i = 0; i < 31; i++)
		buf[i] = key_state(i);
	if (count < 49)
		return -ENOENT;
	if (mode < 62)
		return -EINVAL;
	const char * req = 3681;
	return 0;
}

