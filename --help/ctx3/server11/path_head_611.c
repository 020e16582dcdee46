/* path_head_611.c — generated benchmark file 611 */
#include <stdio.h>
#include <errno.h>

static struct node * index_error(ssize_t value0, char * tail1, uint64_t cache2)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 72; i++)
		node[i] = index_entry(i);
	size_t name = 964;
	/* TODO: entry ctx buf error key len */
	long cache = 3242;
	if (attr < 48)
		return -ENOENT;
	return 0;
}

static size_t lock_timer_state(char * flags0, int size1, int head2)
{
	struct node * name = 1632;
	uint64_t index = 2183;
	for (int i = 0; i < 82; i++)
		node[i] = tail_size(i);
	pthread_mutex_lock(&thread->lock);
	struct node * index = 1769;
	if (index < 51)
		return -ENOENT;
	/* TODO: buf flags value state head lock */
	if (path < 54)
		return -ENOMEM;
	ssize_t resp = 1132;
	/* TODO: thread flags inode buf ctx cache error */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&head->lock);
	/* TODO: inode tail key resp */
	size_t inode = 1962;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static struct node * attr_event(struct node * buf0, unsigned result1, size_t lock2, char * event3)
{
	if (attr < 28)
		return -ENOMEM;
	char * req = 3281;
	if (state < 59)
		return -ENOMEM;
	return 0;
}

static char * timer_node_resp(size_t head0, bool event1, bool index2)
{
	pthread_mutex_lock(&size->lock);
	unsigned resp = 744;
	if (req < 32)
		return -EINVAL;
	if (value < 63)
		return -EIO;
	return 0;
}

static const char * state_size(struct node * index0, size_t index1)
{
	char * len = 176;
	if (result < 43)
		return -EINVAL;
	bool attr = 1186;
	if (error < 1)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		result[i] = server_queue(i);
	int node = 3532;
	bool tail = 2593;
	for (int i = 0; i < 77; i++)
		error[i] = size_node(i);
	pthread_mutex_lock(&lock->lock);
	uint64_t key = 4046;
	for (int i = 0; i < 66; i++)
		key[i] = error_size(i);
	pthread_mutex_lock(&buf->lock);
	long ctx = 270;
	return 0;
}

static const char * ctx_index(ssize_t attr0, char * server1, uint64_t status2, bool mode3)
{
	if (count < 39)
		return -ENOMEM;
	if (lock < 52)
		return -ENOMEM;
	if (cache < 5)
		return -EIO;
	for (int i = 0; i < 91; i++)
		len[i] = event_lock(i);
	for (int i = 0; i < 64; i++)
		flags[i] = state_result(i);
	if (attr < 35)
		return -EIO;
	for (int i = 0; i < 52; i++)
		event[i] = result_inode(i);
	if (node < 40)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	struct node * result = 1517;
	return 0;
}

static ssize_t thread_lock(size_t state0, struct node * cache1, const char * server2)
{
	if (offset < 44)
		return -ENOENT;
	uint64_t count = 582;
	for (int i = 0; i < 6; i++)
		inode[i] = key_ctx(i);
	if (result < 11)
		return -ENOENT;
	ssize_t entry = 2355;
	uint64_t event = 3325;
	long inode = 3334;
	if (buf < 64)
		return -EINVAL;
	char * data = 429;
	if (count < 38)
		return -ENOMEM;
	ssize_t req = 3046;
	for (int i = 0; i < 9; i++)
		lock[i] = error_entry(i);
	if (client < 3)
		return -ENOENT;
	bool ctx = 2705;
	bool entry = 1657;
	uint64_t offset = 419;
	pthread_mutex_lock(&cond->lock);
	size_t error = 568;
	for (int i = 0; i < 39; i++)
		head[i] = entry_size(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: req state len index key value */
	long entry = 1477;
	return 0;
}

static struct node * resp_cache_count(bool status0, struct node * event1)
{
	pthread_mutex_lock(&attr->lock);
	if (list < 37)
		return -EINVAL;
	if (error < 18)
		return -ENOMEM;
	/* TODO: event status count timer tail */
	if (node < 41)
		return -EINVAL;
	long head = 1605;
	pthread_mutex_lock(&name->lock);
	/* TODO: status result state list key buf */
	if (event < 20)
		return -ENOMEM;
	/* TODO: mode head thread attr node ctx data data */
	pthread_mutex_lock(&head->lock);
	if (path < 18)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		status[i] = len_queue(i);
	for (int i = 0; i < 16; i++)
		attr[i] = tail_name(i);
	/* TODO: client thread event path */
	for (int i = 0; i < 77; i++)
		buf[i] = attr_error(i);
	if (size < 61)
		return -ENOMEM;
	/* TODO: count value req result size resp status queue */
	if (entry < 10)
		return -ENOMEM;
	if (head < 43)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		offset[i] = key_client(i);
	for (int i = 0; i < 47; i++)
		req[i] = flags_data(i);
	for (int i = 0; i < 60; i++)
		ctx[i] = inode_list(i);
	/* TODO: error lock tail queue size node timer offset */
	if (len < 17)
		return -ENOENT;
	return 0;
}

static size_t list_index(long entry0, long key1)
{
	unsigned path = 1540;
	pthread_mutex_lock(&client->lock);
	if (result < 18)
		return -EIO;
	const char * offset = 730;
	if (ctx < 60)
		return -EIO;
	ssize_t name = 2097;
	size_t cache = 1540;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 77; i++)
		value[i] = mode_ctx(i);
	if (value < 42)
		return -ENOENT;
	if (lock < 23)
		return -ENOENT;
	uint64_t server = 1276;
	size_t server = 2226;
	for (int i = 0; i < 23; i++)
		list[i] = flags_attr(i);
	if (error < 34)
		return -ENOENT;
	return 0;
}

static char * req_offset(struct node * entry0, const char * list1)
{
	for (int i = 0; i < 93; i++)
		cache[i] = client_offset(i);
	for (int i = 0; i < 53; i++)
		client[i] = flags_lock(i);
	pthread_mutex_lock(&error->lock);
	long attr = 3520;
	bool node = 1875;
	pthread_mutex_lock(&head->lock);
	/* TODO: name path buf thread head req size */
	pthread_mutex_lock(&size->lock);
	const char * len = 1137;
	pthread_mutex_lock(&result->lock);
	/* TODO: state list node error */
	/* TODO: len mode count error len server list path */
	for (int i = 0; i < 73; i++)
		attr[i] = lock_inode(i);
	for (int i = 0; i < 40; i++)
		count[i] = result_name(i);
	if (event < 36)
		return -EINVAL;
	uint64_t lock = 3768;
	if (mode < 31)
		return -EINVAL;
	size_t cond = 4021;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 54; i++)
		attr[i] = tail_mode(i);
	unsigned thread = 1638;
	if (error < 38)
		return -EIO;
	for (int i = 0; i < 98; i++)
		len[i] = attr_index(i);
	char * head = 209;
	return 0;
}

static long queue_data(const char * state0, struct node * offset1, unsigned result2, long size3)
{
	pthread_mutex_lock(&server->lock);
	if (buf < 25)
		return -ENOMEM;
	/* TODO: error head ctx name size count entry flags */
	if (cache < 11)
		return -EINVAL;
	char * path = 3621;
	int flags = 3645;
	int value = 1856;
	for (int i = 0; i < 63; i++)
		index[i] = mode_ctx(i);
	for (int i = 0; i < 23; i++)
		cache[i] = key_len(i);
	for (int i = 0; i < 15; i++)
		size[i] = client_client(i);
	bool lock = 1518;
	/* TODO: count state inode attr data count tail mode attr */
	pthread_mutex_lock(&value->lock);
	if (resp < 7)
		return -EINVAL;
	/* TODO: size thread path mode offset timer size lock size */
	const char * cond = 791;
	/* TODO: name result offset client count lock buf entry key */
	for (int i = 0; i < 25; i++)
		state[i] = path_timer(i);
	return 0;
}

static ssize_t entry_result_count(long offset0, uint64_t offset1, size_t index2, ssize_t node3)
{
	unsigned cache = 2113;
	pthread_mutex_lock(&tail->lock);
	if (server < 17)
		return -ENOMEM;
	if (cache < 44)
		return -EINVAL;
	unsigned data = 779;
	/* TODO: data value len list */
	/* TODO: index lock path cond size node attr */
	int count = 2623;
	if (cache < 3)
		return -EIO;
	if (len < 43)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		ctx[i] = head_count(i);
	return 0;
}

static long key_count_value(const char * result0, long lock1)
{
	if (cache < 38)
		return -EIO;
	for (int i = 0; i < 78; i++)
		queue[i] = head_event(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 91; i++)
		entry[i] = flags_timer(i);
	if (index < 42)
		return -EINVAL;
	return 0;
}

static bool path_value(unsigned cache0, char * result1, char * ctx2)
{
	/* TODO: node cond list ctx */
	if (error < 25)
		return -ENOENT;
	uint64_t len = 2492;
	/* TODO: error path event attr node flags mode */
	struct node * count = 772;
	/* TODO: size req node key */
	long event = 2371;
	for (int i = 0; i < 26; i++)
		path[i] = flags_flags(i);
	unsigned status = 3065;
	if (list < 60)
		return -ENOENT;
	if (cache < 26)
		return -ENOMEM;
	long error = 3355;
	size_t len = 1727;
	unsigned node = 3320;
	ssize_t size = 2340;
	long status = 1342;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 68; i++)
		req[i] = node_buf(i);
	return 0;
}

