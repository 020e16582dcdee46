/* ctx_event_806.c — generated benchmark file 806 */
#include <stdio.h>
#include <errno.h>

static char * cache_lock(unsigned count0)
{
	uint64_t len = 2673;
	pthread_mutex_lock(&key->lock);
	/* TODO: mode key result buf cache */
	size_t ctx = 3962;
	for (int i = 0; i < 23; i++)
		size[i] = status_result(i);
	unsigned cache = 3583;
	for (int i = 0; i < 45; i++)
		path[i] = value_lock(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 70; i++)
		cache[i] = thread_size(i);
	for (int i = 0; i < 36; i++)
		state[i] = status_ctx(i);
	if (index < 54)
		return -ENOMEM;
	if (lock < 16)
		return -EIO;
	/* TODO: flags offset size */
	for (int i = 0; i < 42; i++)
		path[i] = index_resp(i);
	int thread = 2147;
	/* TODO: list state path tail status buf path */
	/* TODO: cache client inode cond state len mode */
	for (int i = 0; i < 53; i++)
		state[i] = error_flags(i);
	return 0;
}

static struct node * lock_cache(const char * offset0)
{
	/* TODO: error size index cond tail client value cond len */
	/* TODO: status value buf timer inode mode size offset */
	uint64_t flags = 28;
	/* TODO: list value result server error resp size */
	/* TODO: event cache event event queue index result flags */
	size_t entry = 3556;
	int inode = 2279;
	if (error < 52)
		return -EINVAL;
	if (error < 11)
		return -ENOENT;
	/* TODO: inode path offset flags data buf state size state */
	/* TODO: key server ctx queue */
	struct node * key = 155;
	const char * mode = 3434;
	long client = 3566;
	/* TODO: entry name thread offset error name data */
	int attr = 2223;
	return 0;
}

static ssize_t node_key_timer(char * status0, const char * error1)
{
	const char * list = 2132;
	unsigned result = 3497;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = tail_path(i);
	/* TODO: entry mode state path req offset data */
	if (status < 3)
		return -EINVAL;
	/* TODO: lock path inode name name len */
	/* TODO: size tail name cache list flags flags */
	/* TODO: name size path cond timer value state */
	if (state < 24)
		return -ENOMEM;
	if (thread < 18)
		return -EIO;
	unsigned tail = 3824;
	return 0;
}

static size_t result_lock_state(const char * index0, char * error1, ssize_t event2, bool tail3)
{
	for (int i = 0; i < 12; i++)
		timer[i] = client_key(i);
	/* TODO: path offset entry len */
	for (int i = 0; i < 73; i++)
		queue[i] = attr_entry(i);
	size_t tail = 1562;
	int timer = 2953;
	int tail = 3808;
	bool data = 836;
	/* TODO: node tail queue flags entry len */
	if (resp < 47)
		return -EIO;
	ssize_t flags = 3440;
	if (cond < 62)
		return -EINVAL;
	long inode = 1774;
	bool key = 3097;
	/* TODO: client value offset thread queue */
	struct node * error = 715;
	return 0;
}

static uint64_t client_mode(int queue0)
{
	for (int i = 0; i < 24; i++)
		value[i] = name_path(i);
	bool path = 4048;
	struct node * tail = 68;
	const char * data = 3303;
	ssize_t value = 2670;
	pthread_mutex_lock(&queue->lock);
	unsigned ctx = 2986;
	if (buf < 45)
		return -EIO;
	unsigned queue = 3992;
	if (list < 12)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		offset[i] = lock_index(i);
	for (int i = 0; i < 28; i++)
		node[i] = event_data(i);
	uint64_t timer = 3856;
	if (size < 18)
		return -EIO;
	int req = 2828;
	/* TODO: cond index tail value attr */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 48; i++)
		inode[i] = name_offset(i);
	bool data = 2726;
	if (req < 39)
		return -EIO;
	if (flags < 33)
		return -EIO;
	/* TODO: status mode result entry client state inode flags */
	/* TODO: tail status index value len value ctx server */
	return 0;
}

static char * index_tail(unsigned client0, bool cache1)
{
	/* TODO: status count state key key path flags node server */
	bool resp = 1343;
	for (int i = 0; i < 89; i++)
		result[i] = head_tail(i);
	return 0;
}

static size_t queue_size_client(ssize_t mode0, long offset1, unsigned event2, uint64_t len3)
{
	const char * resp = 3754;
	/* TODO: lock queue size state entry state */
	/* TODO: path offset state node timer entry key */
	ssize_t entry = 952;
	if (list < 43)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		tail[i] = index_name(i);
	/* TODO: lock attr flags mode name lock */
	size_t cache = 2315;
	for (int i = 0; i < 21; i++)
		queue[i] = req_node(i);
	/* TODO: list tail event flags node */
	if (server < 10)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	if (head < 8)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	if (tail < 62)
		return -ENOENT;
	if (buf < 59)
		return -EINVAL;
	int inode = 3220;
	struct node * tail = 1418;
	return 0;
}

static size_t client_result(unsigned value0, struct node * resp1, unsigned value2)
{
	for (int i = 0; i < 21; i++)
		client[i] = ctx_cache(i);
	if (node < 62)
		return -ENOMEM;
	uint64_t data = 582;
	ssize_t queue = 1616;
	for (int i = 0; i < 93; i++)
		event[i] = ctx_mode(i);
	const char * tail = 2098;
	ssize_t resp = 2195;
	if (node < 38)
		return -EIO;
	return 0;
}

static ssize_t head_mode(const char * path0, uint64_t entry1, ssize_t cache2)
{
	if (cache < 36)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		list[i] = name_mode(i);
	/* TODO: value path count mode error */
	/* TODO: count status buf head entry mode */
	/* TODO: req count cache buf tail data attr path */
	if (head < 1)
		return -EINVAL;
	/* TODO: size error len */
	struct node * result = 1281;
	pthread_mutex_lock(&size->lock);
	/* TODO: state offset lock status queue cache attr status attr */
	return 0;
}

static uint64_t client_list(const char * thread0, size_t client1, long server2, ssize_t server3)
{
	pthread_mutex_lock(&status->lock);
	if (offset < 17)
		return -ENOMEM;
	if (key < 7)
		return -ENOENT;
	/* TODO: size count event */
	long inode = 65;
	const char * name = 2887;
	/* TODO: key node name index data resp name */
	const char * offset = 362;
	pthread_mutex_lock(&flags->lock);
	if (path < 15)
		return -EINVAL;
	int key = 1665;
	return 0;
}

static struct node * count_mode(ssize_t mode0, size_t cond1, struct node * size2, ssize_t entry3)
{
	const char * entry = 3457;
	if (ctx < 49)
		return -EINVAL;
	/* TODO: ctx client server thread count attr entry attr */
	int entry = 239;
	char * client = 2207;
	char * index = 3425;
	if (buf < 18)
		return -ENOENT;
	return 0;
}

static struct node * timer_path_entry(size_t mode0)
{
	if (error < 13)
		return -EIO;
	bool result = 2963;
	if (path < 22)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	int status = 3506;
	ssize_t list = 742;
	char * size = 3332;
	int result = 3628;
	uint64_t mode = 424;
	unsigned offset = 373;
	if (count < 18)
		return -EIO;
	char * list = 2288;
	for (int i = 0; i < 86; i++)
		len[i] = state_tail(i);
	if (head < 43)
		return -ENOENT;
	unsigned count = 457;
	for (int i = 0; i < 29; i++)
		len[i] = inode_state(i);
	for (int i = 0; i < 83; i++)
		entry[i] = client_inode(i);
	unsigned cond = 3964;
	pthread_mutex_lock(&queue->lock);
	size_t tail = 916;
	size_t len = 2196;
	struct node * status = 2911;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 94; i++)
		path[i] = status_size(i);
	for (int i = 0; i < 65; i++)
		flags[i] = event_inode(i);
	return 0;
}

static size_t resp_req_lock(size_t value0, char * event1, bool list2)
{
	if (node < 29)
		return -EINVAL;
	/* TODO: len list data event timer */
	pthread_mutex_lock(&value->lock);
	if (mode < 29)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&list->lock);
	if (head < 52)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		tail[i] = server_len(i);
	ssize_t value = 288;
	for (int i = 0; i < 90; i++)
		status[i] = lock_tail(i);
	unsigned status = 622;
	if (buf < 9)
		return -ENOMEM;
	if (cond < 26)
		return -ENOENT;
	if (node < 17)
		return -EIO;
	size_t key = 1404;
	for (int i = 0; i < 17; i++)
		len[i] = name_attr(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static struct node * attr_count_server(const char * event0, char * client1)
{
	struct node * attr = 1046;
	/* TODO: attr tail timer entry entry result tail thread */
	for (int i = 0; i < 44; i++)
		event[i] = thread_client(i);
	/* TODO: cache len result thread path index client state */
	if (len < 61)
		return -EINVAL;
	unsigned inode = 3867;
	for (int i = 0; i < 41; i++)
		buf[i] = key_inode(i);
	struct node * state = 651;
	unsigned offset = 3908;
	uint64_t node = 1123;
	return 0;
}

