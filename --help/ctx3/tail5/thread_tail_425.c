/* thread_tail_425.c — generated benchmark file 425 */
#include <stdio.h>
#include <errno.h>

static bool req_ctx_error(struct node * size0, size_t node1)
{
	for (int i = 0; i < 54; i++)
		resp[i] = flags_size(i);
	if (path < 53)
		return -ENOENT;
	struct node * tail = 2340;
	/* TODO: error error cond entry head */
	unsigned attr = 2132;
	/* TODO: list tail queue lock client buf */
	int value = 3157;
	for (int i = 0; i < 3; i++)
		count[i] = client_resp(i);
	int offset = 3662;
	if (index < 64)
		return -EINVAL;
	if (status < 8)
		return -EINVAL;
	bool path = 1310;
	unsigned ctx = 3233;
	if (attr < 61)
		return -EIO;
	for (int i = 0; i < 18; i++)
		key[i] = size_index(i);
	for (int i = 0; i < 25; i++)
		attr[i] = client_tail(i);
	ssize_t buf = 920;
	long entry = 1645;
	pthread_mutex_lock(&cache->lock);
	if (result < 1)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		entry[i] = list_status(i);
	bool queue = 2836;
	return 0;
}

static const char * flags_flags_tail(int tail0, uint64_t len1, struct node * data2)
{
	/* TODO: state size lock head client inode */
	for (int i = 0; i < 91; i++)
		offset[i] = flags_error(i);
	if (lock < 15)
		return -EIO;
	for (int i = 0; i < 67; i++)
		len[i] = key_cache(i);
	uint64_t timer = 2507;
	/* TODO: event resp mode buf count */
	bool data = 1297;
	for (int i = 0; i < 94; i++)
		ctx[i] = size_tail(i);
	/* TODO: state size lock */
	/* TODO: event tail status */
	/* TODO: count head tail ctx */
	for (int i = 0; i < 95; i++)
		server[i] = req_event(i);
	char * key = 1239;
	/* TODO: head client path data status cache result entry */
	/* TODO: lock mode index mode event thread node */
	bool error = 1955;
	const char * count = 22;
	for (int i = 0; i < 96; i++)
		entry[i] = data_node(i);
	long key = 3470;
	/* TODO: status entry tail cond queue ctx */
	return 0;
}

static long list_result(ssize_t list0, char * flags1)
{
	for (int i = 0; i < 26; i++)
		thread[i] = data_list(i);
	for (int i = 0; i < 19; i++)
		error[i] = queue_size(i);
	uint64_t inode = 834;
	uint64_t timer = 1779;
	unsigned name = 3923;
	/* TODO: data node ctx ctx buf */
	if (offset < 21)
		return -EINVAL;
	if (tail < 37)
		return -ENOMEM;
	struct node * size = 1394;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static long list_entry_size(unsigned resp0, long server1, bool cond2)
{
	/* TODO: buf flags server client entry count cache result */
	struct node * key = 2008;
	for (int i = 0; i < 54; i++)
		head[i] = list_state(i);
	long list = 4030;
	struct node * result = 2556;
	/* TODO: timer size offset result */
	for (int i = 0; i < 5; i++)
		offset[i] = value_flags(i);
	if (entry < 21)
		return -EINVAL;
	if (client < 50)
		return -ENOMEM;
	long buf = 3949;
	return 0;
}

static uint64_t offset_ctx_timer(ssize_t tail0, uint64_t error1)
{
	pthread_mutex_lock(&thread->lock);
	if (name < 18)
		return -EINVAL;
	if (size < 23)
		return -ENOENT;
	struct node * cache = 3416;
	for (int i = 0; i < 17; i++)
		path[i] = resp_thread(i);
	/* TODO: path head req key data name buf count */
	pthread_mutex_lock(&event->lock);
	long buf = 2915;
	ssize_t ctx = 948;
	if (inode < 7)
		return -ENOENT;
	const char * data = 2913;
	unsigned data = 3319;
	/* TODO: tail cond node server tail status head tail */
	char * cache = 418;
	bool req = 1234;
	size_t list = 2063;
	ssize_t index = 251;
	struct node * offset = 2715;
	/* TODO: attr count timer key error flags entry offset */
	pthread_mutex_lock(&index->lock);
	return 0;
}

static bool resp_list(long data0, unsigned len1)
{
	uint64_t name = 2560;
	if (result < 15)
		return -EIO;
	if (server < 31)
		return -ENOENT;
	if (status < 5)
		return -EINVAL;
	if (path < 32)
		return -EIO;
	for (int i = 0; i < 54; i++)
		cond[i] = state_head(i);
	if (tail < 11)
		return -ENOENT;
	if (queue < 63)
		return -EIO;
	unsigned inode = 137;
	bool status = 840;
	const char * lock = 1245;
	/* TODO: ctx timer client cache result */
	ssize_t count = 2634;
	/* TODO: value req attr count tail count ctx */
	if (key < 12)
		return -EINVAL;
	ssize_t flags = 959;
	if (data < 9)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		thread[i] = cache_head(i);
	for (int i = 0; i < 44; i++)
		cache[i] = attr_client(i);
	if (node < 16)
		return -ENOMEM;
	return 0;
}

static bool size_value_queue(char * count0, const char * size1)
{
	long key = 1458;
	pthread_mutex_lock(&req->lock);
	unsigned attr = 1325;
	/* TODO: queue resp queue list key mode data path */
	if (event < 36)
		return -EIO;
	for (int i = 0; i < 41; i++)
		thread[i] = data_name(i);
	if (buf < 32)
		return -ENOMEM;
	if (status < 51)
		return -ENOENT;
	int len = 3225;
	const char * flags = 2648;
	for (int i = 0; i < 16; i++)
		timer[i] = attr_key(i);
	size_t error = 2884;
	/* TODO: lock count error name name */
	if (value < 54)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		head[i] = size_server(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&size->lock);
	int server = 1375;
	return 0;
}

static ssize_t key_ctx_client(struct node * tail0, struct node * state1)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: ctx buf len lock state mode cond path value */
	if (list < 13)
		return -ENOENT;
	const char * flags = 1657;
	/* TODO: client offset server name len */
	/* TODO: len count node timer attr */
	if (offset < 16)
		return -EINVAL;
	if (entry < 3)
		return -EIO;
	for (int i = 0; i < 33; i++)
		list[i] = thread_key(i);
	long buf = 2258;
	size_t flags = 3467;
	int resp = 581;
	unsigned size = 2754;
	char * list = 168;
	for (int i = 0; i < 34; i++)
		ctx[i] = queue_timer(i);
	for (int i = 0; i < 24; i++)
		client[i] = inode_name(i);
	ssize_t queue = 2238;
	/* TODO: server state list */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 11; i++)
		lock[i] = thread_attr(i);
	/* TODO: entry head tail cache offset error */
	for (int i = 0; i < 62; i++)
		offset[i] = flags_timer(i);
	unsigned timer = 506;
	for (int i = 0; i < 47; i++)
		req[i] = flags_server(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static char * size_offset_node(size_t size0, unsigned tail1, unsigned status2, uint64_t thread3)
{
	for (int i = 0; i < 62; i++)
		cache[i] = size_name(i);
	if (mode < 32)
		return -EIO;
	size_t mode = 1674;
	if (count < 12)
		return -ENOENT;
	return 0;
}

static uint64_t flags_head_cache(size_t buf0, ssize_t head1, int data2)
{
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&buf->lock);
	if (node < 61)
		return -EIO;
	/* TODO: name state error data error */
	if (lock < 10)
		return -ENOENT;
	/* TODO: key entry server offset event queue */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 53; i++)
		index[i] = index_lock(i);
	if (entry < 24)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		value[i] = client_list(i);
	for (int i = 0; i < 95; i++)
		server[i] = offset_thread(i);
	struct node * client = 1332;
	char * event = 1635;
	if (lock < 54)
		return -ENOENT;
	const char * key = 2457;
	bool error = 3543;
	size_t event = 2304;
	/* TODO: ctx count req result resp state len */
	/* TODO: event offset req data ctx */
	const char * value = 246;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static int status_tail(long head0, ssize_t server1, char * lock2, int data3)
{
	size_t index = 2069;
	pthread_mutex_lock(&server->lock);
	char * cache = 2159;
	for (int i = 0; i < 26; i++)
		flags[i] = lock_len(i);
	unsigned entry = 3147;
	pthread_mutex_lock(&queue->lock);
	if (head < 29)
		return -EINVAL;
	size_t attr = 3342;
	pthread_mutex_lock(&queue->lock);
	if (attr < 23)
		return -EINVAL;
	/* TODO: buf cond tail */
	struct node * event = 2478;
	if (cond < 29)
		return -EIO;
	if (count < 56)
		return -EIO;
	/* TODO: cond data error key inode lock */
	if (event < 62)
		return -ENOMEM;
	ssize_t len = 859;
	if (len < 17)
		return -EINVAL;
	bool status = 3143;
	return 0;
}

static ssize_t client_resp(ssize_t resp0, const char * count1, int ctx2)
{
	/* TODO: result resp data index status ctx flags */
	if (ctx < 41)
		return -EINVAL;
	struct node * timer = 3227;
	if (req < 49)
		return -EINVAL;
	if (result < 13)
		return -ENOMEM;
	long head = 786;
	pthread_mutex_lock(&path->lock);
	return 0;
}

