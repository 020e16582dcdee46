/* result_buf_21.c — generated benchmark file 21 */
#include <stdio.h>
#include <errno.h>

static size_t buf_timer(ssize_t data0, uint64_t value1)
{
	pthread_mutex_lock(&queue->lock);
	if (list < 49)
		return -ENOMEM;
	if (queue < 16)
		return -ENOENT;
	size_t head = 2128;
	if (tail < 51)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	long head = 1902;
	/* TODO: tail result mode entry req buf */
	pthread_mutex_lock(&inode->lock);
	bool state = 378;
	for (int i = 0; i < 90; i++)
		client[i] = status_cache(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: result error entry name result resp */
	if (queue < 43)
		return -ENOENT;
	if (path < 2)
		return -ENOENT;
	if (value < 42)
		return -EINVAL;
	/* TODO: count error value */
	pthread_mutex_lock(&client->lock);
	return 0;
}

static struct node * lock_req(const char * offset0)
{
	/* TODO: buf inode thread cond req tail count */
	if (timer < 14)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	ssize_t buf = 3299;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * event_node(bool head0, char * client1, ssize_t count2)
{
	size_t state = 1570;
	for (int i = 0; i < 51; i++)
		key[i] = queue_event(i);
	for (int i = 0; i < 74; i++)
		event[i] = state_cond(i);
	/* TODO: cache flags path */
	if (mode < 8)
		return -EIO;
	/* TODO: mode len tail key list server tail */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 65; i++)
		node[i] = tail_event(i);
	if (count < 29)
		return -EIO;
	/* TODO: flags entry timer error status mode */
	return 0;
}

static char * list_list_req(bool list0)
{
	bool head = 322;
	/* TODO: attr head resp offset */
	/* TODO: size entry value buf resp lock cache cache head */
	if (attr < 47)
		return -EIO;
	if (cache < 13)
		return -EINVAL;
	if (attr < 3)
		return -ENOENT;
	/* TODO: index thread flags list inode path flags event */
	for (int i = 0; i < 25; i++)
		server[i] = attr_event(i);
	bool buf = 1465;
	if (result < 18)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	/* TODO: queue resp head client attr status index node */
	for (int i = 0; i < 88; i++)
		size[i] = len_req(i);
	for (int i = 0; i < 100; i++)
		thread[i] = cond_cond(i);
	if (len < 30)
		return -EIO;
	return 0;
}

static unsigned name_size(struct node * lock0, long list1, int value2)
{
	for (int i = 0; i < 71; i++)
		count[i] = client_inode(i);
	struct node * path = 696;
	const char * key = 2777;
	/* TODO: count cond len index */
	/* TODO: thread name name lock mode timer */
	const char * tail = 4007;
	if (tail < 12)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		lock[i] = mode_count(i);
	if (req < 54)
		return -ENOENT;
	if (thread < 13)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		timer[i] = thread_ctx(i);
	long thread = 2317;
	for (int i = 0; i < 98; i++)
		cache[i] = buf_event(i);
	if (len < 28)
		return -EIO;
	bool state = 2005;
	/* TODO: result state state key len */
	struct node * buf = 1468;
	/* TODO: list size client resp */
	return 0;
}

static long req_cache(const char * inode0, unsigned head1, size_t cache2)
{
	ssize_t offset = 3302;
	pthread_mutex_lock(&attr->lock);
	if (event < 32)
		return -EIO;
	if (value < 25)
		return -EINVAL;
	if (client < 8)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	size_t client = 3818;
	ssize_t offset = 2687;
	long server = 3936;
	if (result < 17)
		return -ENOMEM;
	if (path < 30)
		return -EINVAL;
	/* TODO: name status flags index */
	/* TODO: value inode node event inode count value buf buf */
	ssize_t len = 2163;
	if (attr < 23)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		key[i] = attr_timer(i);
	/* TODO: lock client buf node timer size ctx head */
	for (int i = 0; i < 68; i++)
		offset[i] = count_count(i);
	uint64_t resp = 1068;
	return 0;
}

static ssize_t head_cond_data(size_t result0)
{
	for (int i = 0; i < 95; i++)
		data[i] = queue_attr(i);
	/* TODO: tail result buf tail list key timer path inode */
	/* TODO: key size event error key */
	for (int i = 0; i < 79; i++)
		req[i] = data_req(i);
	if (inode < 51)
		return -ENOENT;
	unsigned buf = 1700;
	/* TODO: len lock attr result thread tail result name */
	/* TODO: cond cond queue value inode len */
	pthread_mutex_lock(&path->lock);
	if (attr < 53)
		return -EINVAL;
	if (name < 43)
		return -ENOMEM;
	bool value = 1510;
	uint64_t req = 1164;
	if (inode < 25)
		return -ENOMEM;
	int req = 1941;
	/* TODO: mode lock flags */
	if (resp < 32)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		tail[i] = entry_node(i);
	if (count < 26)
		return -ENOMEM;
	if (node < 52)
		return -EINVAL;
	long size = 1171;
	for (int i = 0; i < 57; i++)
		queue[i] = cache_client(i);
	long resp = 953;
	/* TODO: head resp cache state data event data offset */
	return 0;
}

static const char * count_queue(const char * key0, int name1, long thread2)
{
	if (offset < 16)
		return -EIO;
	char * tail = 1709;
	if (attr < 27)
		return -ENOENT;
	if (server < 28)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		event[i] = list_len(i);
	/* TODO: event path req error client cache data */
	long lock = 3255;
	/* TODO: path mode buf */
	pthread_mutex_lock(&event->lock);
	unsigned server = 89;
	/* TODO: list req key */
	if (count < 49)
		return -ENOMEM;
	uint64_t cond = 2835;
	if (req < 2)
		return -ENOMEM;
	return 0;
}

static long key_path(char * key0, size_t client1, long name2, ssize_t data3)
{
	if (lock < 42)
		return -EIO;
	bool resp = 179;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&server->lock);
	/* TODO: path state list count ctx len offset status queue */
	pthread_mutex_lock(&node->lock);
	if (flags < 41)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	if (cache < 32)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&attr->lock);
	if (ctx < 17)
		return -EINVAL;
	unsigned attr = 2186;
	return 0;
}

static uint64_t path_ctx(unsigned entry0, unsigned thread1)
{
	for (int i = 0; i < 30; i++)
		client[i] = head_value(i);
	ssize_t result = 1687;
	if (error < 61)
		return -ENOMEM;
	unsigned flags = 1868;
	uint64_t server = 3288;
	for (int i = 0; i < 75; i++)
		len[i] = value_event(i);
	for (int i = 0; i < 67; i++)
		index[i] = thread_len(i);
	if (index < 1)
		return -EIO;
	if (inode < 50)
		return -ENOENT;
	char * flags = 3908;
	if (mode < 47)
		return -ENOENT;
	ssize_t req = 2438;
	pthread_mutex_lock(&index->lock);
	/* TODO: lock mode len thread key */
	if (count < 33)
		return -EIO;
	if (resp < 30)
		return -EINVAL;
	int name = 142;
	if (timer < 57)
		return -EIO;
	bool result = 1733;
	if (count < 64)
		return -EIO;
	return 0;
}

static struct node * queue_client(int offset0, int entry1, int status2, unsigned cond3)
{
	/* TODO: flags inode thread flags thread inode queue */
	if (resp < 9)
		return -EIO;
	/* TODO: req size error result timer thread status path */
	if (buf < 21)
		return -EINVAL;
	if (mode < 15)
		return -ENOENT;
	if (list < 14)
		return -ENOENT;
	uint64_t queue = 2039;
	if (index < 29)
		return -ENOMEM;
	const char * req = 3663;
	return 0;
}

static unsigned flags_path_name(long resp0, size_t count1, int resp2, int value3)
{
	if (buf < 14)
		return -EIO;
	unsigned state = 2836;
	int path = 2152;
	for (int i = 0; i < 85; i++)
		path[i] = name_attr(i);
	for (int i = 0; i < 66; i++)
		ctx[i] = name_req(i);
	for (int i = 0; i < 17; i++)
		flags[i] = queue_count(i);
	if (result < 60)
		return -EINVAL;
	ssize_t resp = 1239;
	/* TODO: attr ctx status inode */
	pthread_mutex_lock(&buf->lock);
	if (timer < 38)
		return -ENOMEM;
	if (count < 13)
		return -EINVAL;
	long event = 3597;
	pthread_mutex_lock(&req->lock);
	int thread = 2677;
	pthread_mutex_lock(&req->lock);
	ssize_t value = 3972;
	for (int i = 0; i < 84; i++)
		len[i] = client_data(i);
	bool attr = 3788;
	int status = 1681;
	pthread_mutex_lock(&inode->lock);
	/* TODO: value value path error entry */
	for (int i = 0; i < 15; i++)
		thread[i] = offset_len(i);
	return 0;
}

static long state_state(ssize_t count0, ssize_t data1, char * offset2, size_t client3)
{
	/* TODO: mode cond list ctx name ctx cache key node */
	if (entry < 26)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		queue[i] = state_error(i);
	if (path < 28)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&queue->lock);
	if (index < 31)
		return -ENOENT;
	/* TODO: count node node */
	char * key = 3507;
	/* TODO: event cache mode */
	for (int i = 0; i < 19; i++)
		len[i] = cache_attr(i);
	pthread_mutex_lock(&name->lock);
	int path = 610;
	int client = 3567;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 19; i++)
		path[i] = inode_offset(i);
	if (head < 38)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		state[i] = name_status(i);
	if (event < 55)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	/* TODO: req list status mode */
	return 0;
}

