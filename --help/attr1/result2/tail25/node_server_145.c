/* node_server_145.c — generated benchmark file 145 */
#include <stdio.h>
#include <errno.h>

static ssize_t status_name(bool inode0, ssize_t state1, unsigned status2, int status3)
{
	pthread_mutex_lock(&client->lock);
	/* TODO: tail buf cache mode buf event mode head */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&server->lock);
	/* TODO: client value status state buf buf ctx queue state */
	return 0;
}

static char * client_server_tail(size_t cond0, struct node * event1, bool result2, char * status3)
{
	const char * status = 1956;
	if (offset < 47)
		return -EINVAL;
	unsigned server = 1593;
	/* TODO: data offset count head list */
	if (flags < 9)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		entry[i] = cache_thread(i);
	/* TODO: size key node tail data buf data queue */
	uint64_t head = 2845;
	ssize_t result = 4007;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 17; i++)
		cond[i] = server_client(i);
	bool server = 1016;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 22; i++)
		server[i] = offset_key(i);
	char * count = 2742;
	/* TODO: size name cache len list resp result */
	/* TODO: req index name */
	return 0;
}

static bool value_ctx(const char * client0, struct node * queue1, int ctx2, ssize_t size3)
{
	ssize_t count = 2308;
	if (len < 25)
		return -ENOMEM;
	if (flags < 31)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		index[i] = resp_event(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * node_timer_list(struct node * flags0, int timer1)
{
	long len = 396;
	if (cond < 10)
		return -EIO;
	for (int i = 0; i < 15; i++)
		attr[i] = cond_head(i);
	uint64_t path = 1434;
	pthread_mutex_lock(&inode->lock);
	/* TODO: head error status len key thread resp thread */
	for (int i = 0; i < 72; i++)
		client[i] = timer_buf(i);
	const char * thread = 2042;
	char * client = 3312;
	for (int i = 0; i < 64; i++)
		key[i] = buf_resp(i);
	return 0;
}

static struct node * thread_thread_timer(int result0, bool ctx1)
{
	pthread_mutex_lock(&req->lock);
	/* TODO: req lock queue index result offset resp queue data */
	/* TODO: ctx server entry lock client flags */
	if (key < 59)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		offset[i] = cond_head(i);
	struct node * server = 1530;
	ssize_t result = 3484;
	if (attr < 13)
		return -EINVAL;
	int len = 2936;
	bool count = 2506;
	if (mode < 49)
		return -EIO;
	unsigned flags = 1531;
	unsigned cond = 482;
	pthread_mutex_lock(&key->lock);
	struct node * state = 773;
	long timer = 2787;
	for (int i = 0; i < 42; i++)
		index[i] = data_status(i);
	size_t ctx = 1656;
	if (state < 11)
		return -EIO;
	for (int i = 0; i < 7; i++)
		count[i] = queue_cond(i);
	for (int i = 0; i < 2; i++)
		mode[i] = size_name(i);
	return 0;
}

static size_t node_error_value(int ctx0, const char * cache1)
{
	bool event = 2645;
	if (cache < 11)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		ctx[i] = status_len(i);
	for (int i = 0; i < 46; i++)
		index[i] = server_timer(i);
	uint64_t mode = 3925;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 33; i++)
		cache[i] = resp_resp(i);
	unsigned data = 3879;
	for (int i = 0; i < 89; i++)
		cond[i] = mode_path(i);
	const char * head = 3357;
	if (inode < 53)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	/* TODO: client event head node node node len */
	for (int i = 0; i < 23; i++)
		key[i] = count_cond(i);
	pthread_mutex_lock(&queue->lock);
	if (cond < 59)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		error[i] = resp_offset(i);
	uint64_t lock = 412;
	/* TODO: server flags node server resp */
	if (error < 3)
		return -ENOMEM;
	size_t size = 3014;
	for (int i = 0; i < 86; i++)
		node[i] = resp_tail(i);
	if (queue < 32)
		return -EINVAL;
	/* TODO: list state index size lock thread */
	return 0;
}

static long index_status(size_t error0, bool inode1, char * cache2, uint64_t server3)
{
	if (path < 49)
		return -EIO;
	ssize_t result = 2103;
	if (thread < 64)
		return -ENOMEM;
	bool cond = 3334;
	unsigned list = 1967;
	if (cond < 50)
		return -ENOMEM;
	if (resp < 44)
		return -ENOMEM;
	size_t len = 2798;
	if (mode < 59)
		return -EINVAL;
	ssize_t state = 1040;
	pthread_mutex_lock(&cache->lock);
	long queue = 1446;
	if (head < 27)
		return -EINVAL;
	if (inode < 40)
		return -EINVAL;
	uint64_t error = 1321;
	/* TODO: index buf attr buf client */
	if (entry < 13)
		return -ENOMEM;
	/* TODO: head state result error attr */
	if (buf < 61)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 100; i++)
		mode[i] = cond_offset(i);
	if (name < 62)
		return -ENOENT;
	return 0;
}

