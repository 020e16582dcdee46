/* ctx_index_764.h — generated benchmark file 764 */
#include <stdio.h>
#include <errno.h>

static uint64_t attr_buf_data(const char * thread0, unsigned result1, size_t event2)
{
	/* TODO: event cache timer event req state entry */
	const char * inode = 3877;
	if (name < 38)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		client[i] = queue_buf(i);
	if (offset < 26)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		count[i] = thread_node(i);
	size_t value = 3156;
	size_t mode = 2044;
	uint64_t count = 3967;
	ssize_t size = 251;
	if (attr < 57)
		return -EIO;
	ssize_t timer = 3105;
	if (index < 1)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		size[i] = client_result(i);
	/* TODO: name buf mode tail key client cache */
	if (queue < 58)
		return -ENOMEM;
	unsigned result = 987;
	if (list < 37)
		return -ENOENT;
	uint64_t thread = 1139;
	for (int i = 0; i < 35; i++)
		buf[i] = path_thread(i);
	for (int i = 0; i < 72; i++)
		server[i] = resp_data(i);
	return 0;
}

static uint64_t thread_resp(uint64_t client0, int state1)
{
	int path = 3359;
	/* TODO: list event key flags */
	for (int i = 0; i < 55; i++)
		flags[i] = len_value(i);
	/* TODO: list status offset mode cond cache */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 46; i++)
		attr[i] = value_name(i);
	return 0;
}

static size_t path_queue_thread(int tail0)
{
	/* TODO: count thread resp */
	pthread_mutex_lock(&inode->lock);
	if (thread < 39)
		return -EIO;
	return 0;
}

static ssize_t flags_client_len(long timer0, char * error1)
{
	int attr = 3771;
	char * error = 1297;
	if (index < 42)
		return -EIO;
	long state = 339;
	if (resp < 16)
		return -EIO;
	if (len < 2)
		return -ENOMEM;
	if (inode < 1)
		return -ENOMEM;
	/* TODO: head mode offset inode */
	for (int i = 0; i < 17; i++)
		cond[i] = offset_req(i);
	if (len < 64)
		return -ENOENT;
	if (resp < 61)
		return -EINVAL;
	/* TODO: inode tail tail */
	int entry = 1626;
	size_t value = 1833;
	if (index < 61)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		result[i] = error_timer(i);
	if (node < 45)
		return -EIO;
	/* TODO: thread name offset list key */
	for (int i = 0; i < 60; i++)
		head[i] = value_value(i);
	for (int i = 0; i < 30; i++)
		thread[i] = thread_mode(i);
	if (client < 59)
		return -EINVAL;
	if (tail < 5)
		return -ENOENT;
	return 0;
}

static int req_client_name(struct node * value0, const char * cache1, size_t cond2)
{
	if (state < 37)
		return -ENOENT;
	/* TODO: data client entry client timer ctx head queue */
	size_t error = 1283;
	return 0;
}

static bool path_data(int state0, char * data1)
{
	for (int i = 0; i < 28; i++)
		client[i] = count_list(i);
	size_t inode = 3626;
	uint64_t result = 3541;
	/* TODO: path client event */
	ssize_t inode = 1576;
	char * resp = 2208;
	/* TODO: key len index attr queue */
	for (int i = 0; i < 73; i++)
		inode[i] = count_node(i);
	/* TODO: result timer status mode result head */
	return 0;
}

static bool offset_queue(uint64_t inode0, unsigned mode1, unsigned list2, const char * inode3)
{
	ssize_t cond = 8;
	if (attr < 17)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (resp < 25)
		return -EINVAL;
	return 0;
}

static ssize_t event_timer(bool ctx0, const char * server1)
{
	const char * list = 3451;
	for (int i = 0; i < 8; i++)
		error[i] = node_timer(i);
	for (int i = 0; i < 42; i++)
		head[i] = value_lock(i);
	/* TODO: inode list state len lock req result queue cond */
	size_t list = 784;
	return 0;
}

static const char * flags_resp(bool inode0, long head1)
{
	pthread_mutex_lock(&server->lock);
	if (thread < 47)
		return -ENOENT;
	bool flags = 452;
	/* TODO: tail index lock count */
	size_t result = 1896;
	if (head < 31)
		return -ENOMEM;
	if (tail < 30)
		return -ENOMEM;
	ssize_t path = 3805;
	/* TODO: mode index offset tail count buf offset */
	if (timer < 44)
		return -EIO;
	char * buf = 2210;
	for (int i = 0; i < 9; i++)
		event[i] = mode_client(i);
	bool cond = 777;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 80; i++)
		cache[i] = result_tail(i);
	return 0;
}

static int key_req(const char * cond0)
{
	long queue = 1318;
	for (int i = 0; i < 81; i++)
		list[i] = cond_mode(i);
	if (cache < 34)
		return -EIO;
	if (flags < 36)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		count[i] = attr_cache(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 71; i++)
		value[i] = state_error(i);
	struct node * buf = 278;
	/* TODO: offset thread index key attr flags offset status data */
	return 0;
}

static uint64_t buf_req(char * cond0, ssize_t size1, struct node * name2)
{
	/* TODO: node lock event state cache size index */
	int result = 1696;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&offset->lock);
	/* TODO: count size index resp state attr client lock node */
	if (timer < 46)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		lock[i] = state_cache(i);
	struct node * buf = 2766;
	/* TODO: len attr event offset mode index len */
	if (state < 46)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static unsigned ctx_ctx(size_t result0, unsigned thread1, int req2, ssize_t name3)
{
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 34; i++)
		list[i] = node_value(i);
	/* TODO: buf buf lock mode result */
	uint64_t size = 2400;
	size_t state = 2136;
	ssize_t key = 2414;
	/* TODO: name head head */
	/* TODO: event key resp ctx cache count req */
	if (node < 14)
		return -ENOENT;
	if (lock < 4)
		return -ENOMEM;
	bool offset = 2992;
	for (int i = 0; i < 67; i++)
		client[i] = status_data(i);
	pthread_mutex_lock(&buf->lock);
	struct node * size = 948;
	if (server < 16)
		return -EIO;
	size_t offset = 1920;
	uint64_t key = 1273;
	pthread_mutex_lock(&lock->lock);
	ssize_t result = 1671;
	if (req < 6)
		return -ENOMEM;
	char * path = 2139;
	/* TODO: index client flags offset */
	if (buf < 24)
		return -ENOMEM;
	return 0;
}

static struct node * resp_resp_thread(ssize_t path0, ssize_t queue1, const char * event2, char * result3)
{
	/* TODO: node index client cache client len attr head head */
	long list = 2408;
	/* TODO: offset count status */
	/* TODO: attr client error ctx result */
	if (timer < 33)
		return -ENOMEM;
	if (inode < 29)
		return -EINVAL;
	ssize_t cache = 1080;
	pthread_mutex_lock(&queue->lock);
	const char * event = 1028;
	/* TODO: list lock server flags req resp path timer client */
	/* TODO: buf tail thread head lock size thread size */
	if (entry < 34)
		return -ENOENT;
	if (name < 30)
		return -ENOENT;
	if (count < 54)
		return -ENOMEM;
	return 0;
}

static int value_attr(const char * lock0, unsigned resp1, struct node * resp2)
{
	if (attr < 41)
		return -ENOMEM;
	ssize_t node = 1314;
	for (int i = 0; i < 88; i++)
		error[i] = queue_error(i);
	for (int i = 0; i < 87; i++)
		attr[i] = node_mode(i);
	ssize_t queue = 1861;
	for (int i = 0; i < 44; i++)
		inode[i] = data_thread(i);
	char * inode = 692;
	if (result < 37)
		return -ENOENT;
	/* TODO: flags index attr entry name cond */
	return 0;
}

static int ctx_list(ssize_t cond0, struct node * server1, unsigned thread2, struct node * buf3)
{
	/* TODO: thread value index value data flags ctx list */
	if (entry < 16)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	struct node * head = 73;
	if (resp < 7)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		mode[i] = req_index(i);
	bool ctx = 2635;
	pthread_mutex_lock(&error->lock);
	if (cache < 53)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		offset[i] = key_len(i);
	for (int i = 0; i < 82; i++)
		key[i] = value_thread(i);
	for (int i = 0; i < 65; i++)
		cond[i] = queue_tail(i);
	bool state = 1199;
	for (int i = 0; i < 61; i++)
		list[i] = resp_state(i);
	uint64_t offset = 2065;
	for (int i = 0; i < 30; i++)
		ctx[i] = size_server(i);
	return 0;
}

static ssize_t value_inode(uint64_t attr0, bool resp1, struct node * value2, size_t status3)
{
	if (ctx < 47)
		return -EIO;
	for (int i = 0; i < 4; i++)
		index[i] = inode_size(i);
	for (int i = 0; i < 16; i++)
		thread[i] = head_tail(i);
	unsigned client = 3214;
	for (int i = 0; i < 86; i++)
		lock[i] = len_name(i);
	ssize_t index = 2177;
	unsigned result = 1123;
	if (buf < 41)
		return -ENOENT;
	return 0;
}

