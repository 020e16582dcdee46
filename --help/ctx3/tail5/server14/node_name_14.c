/* node_name_14.c — generated benchmark file 14 */
#include <stdio.h>
#include <errno.h>

static uint64_t mode_timer(const char * thread0, size_t status1)
{
	for (int i = 0; i < 75; i++)
		mode[i] = event_flags(i);
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 100; i++)
		mode[i] = list_key(i);
	ssize_t queue = 930;
	/* TODO: error cond entry count */
	if (size < 50)
		return -EIO;
	/* TODO: size index attr list node */
	if (path < 4)
		return -EIO;
	if (data < 61)
		return -ENOENT;
	if (status < 31)
		return -EIO;
	for (int i = 0; i < 52; i++)
		flags[i] = event_entry(i);
	long offset = 3195;
	for (int i = 0; i < 34; i++)
		flags[i] = attr_cond(i);
	/* TODO: cache buf error mode req inode count req index */
	/* TODO: offset count list cond offset key result inode */
	/* TODO: key client size name value cache count index */
	pthread_mutex_lock(&head->lock);
	/* TODO: value list key */
	bool flags = 2576;
	/* TODO: list flags index mode ctx event req len */
	return 0;
}

static unsigned queue_req(long client0)
{
	bool entry = 391;
	/* TODO: offset path size result attr flags index */
	if (size < 20)
		return -ENOMEM;
	/* TODO: status list list timer state cache node tail path */
	return 0;
}

static long resp_client_entry(int entry0, bool node1, int ctx2)
{
	for (int i = 0; i < 76; i++)
		flags[i] = req_lock(i);
	uint64_t error = 1255;
	/* TODO: flags buf result server cache value result req tail */
	pthread_mutex_lock(&state->lock);
	/* TODO: thread queue status attr */
	/* TODO: server lock flags req */
	for (int i = 0; i < 2; i++)
		state[i] = result_len(i);
	if (event < 61)
		return -ENOENT;
	if (buf < 30)
		return -ENOENT;
	if (client < 31)
		return -ENOMEM;
	/* TODO: client error head */
	if (index < 49)
		return -ENOENT;
	ssize_t len = 801;
	int size = 1963;
	for (int i = 0; i < 71; i++)
		index[i] = key_value(i);
	bool cond = 1949;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 13; i++)
		mode[i] = timer_list(i);
	for (int i = 0; i < 25; i++)
		flags[i] = server_list(i);
	const char * mode = 1270;
	ssize_t mode = 3704;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: len node mode len path mode server attr len */
	for (int i = 0; i < 28; i++)
		req[i] = key_status(i);
	return 0;
}

static long req_len(ssize_t thread0)
{
	pthread_mutex_lock(&ctx->lock);
	struct node * event = 3518;
	if (list < 34)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	int value = 1180;
	int server = 3201;
	return 0;
}

static ssize_t thread_key_entry(long data0)
{
	if (list < 18)
		return -ENOMEM;
	if (cache < 41)
		return -ENOMEM;
	unsigned size = 1993;
	/* TODO: data inode error size */
	if (event < 45)
		return -EIO;
	int entry = 3480;
	/* TODO: buf server result count head */
	unsigned server = 2389;
	pthread_mutex_lock(&cache->lock);
	if (req < 8)
		return -EIO;
	ssize_t state = 3199;
	size_t cache = 1562;
	/* TODO: req tail mode lock name */
	if (list < 42)
		return -ENOMEM;
	if (resp < 26)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		value[i] = len_len(i);
	for (int i = 0; i < 13; i++)
		result[i] = node_size(i);
	/* TODO: value cache timer status cond inode event list timer */
	for (int i = 0; i < 25; i++)
		count[i] = timer_flags(i);
	if (status < 20)
		return -EINVAL;
	unsigned head = 2710;
	/* TODO: size status node client server cond offset name queue */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 59; i++)
		key[i] = size_list(i);
	return 0;
}

static int mode_ctx(uint64_t index0)
{
	long buf = 2896;
	pthread_mutex_lock(&queue->lock);
	/* TODO: count key event tail list queue thread */
	return 0;
}

static bool cache_client(ssize_t mode0, char * req1, size_t buf2)
{
	if (tail < 29)
		return -ENOMEM;
	if (node < 2)
		return -ENOMEM;
	if (error < 60)
		return -EIO;
	long size = 494;
	struct node * path = 2815;
	for (int i = 0; i < 24; i++)
		data[i] = inode_key(i);
	for (int i = 0; i < 24; i++)
		size[i] = count_cache(i);
	for (int i = 0; i < 27; i++)
		flags[i] = result_data(i);
	for (int i = 0; i < 73; i++)
		flags[i] = node_head(i);
	for (int i = 0; i < 77; i++)
		buf[i] = server_buf(i);
	unsigned value = 1645;
	return 0;
}

