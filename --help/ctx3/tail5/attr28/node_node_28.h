/* node_node_28.h — generated benchmark file 28 */
#include <stdio.h>
#include <errno.h>

static struct node * state_lock(const char * cond0, size_t len1, char * flags2)
{
	for (int i = 0; i < 11; i++)
		data[i] = timer_data(i);
	/* TODO: data count event size head size path attr list */
	long timer = 3897;
	if (count < 53)
		return -EIO;
	if (flags < 9)
		return -EINVAL;
	if (attr < 31)
		return -EIO;
	bool attr = 2884;
	if (data < 62)
		return -ENOENT;
	return 0;
}

static bool req_index_name(bool inode0, int ctx1, uint64_t error2, ssize_t len3)
{
	size_t inode = 2450;
	for (int i = 0; i < 91; i++)
		index[i] = cache_key(i);
	if (value < 33)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	struct node * len = 1073;
	for (int i = 0; i < 33; i++)
		buf[i] = node_error(i);
	pthread_mutex_lock(&attr->lock);
	if (server < 50)
		return -EIO;
	struct node * req = 1982;
	struct node * attr = 2805;
	/* TODO: key node tail inode inode buf */
	bool list = 3809;
	ssize_t queue = 3838;
	if (timer < 37)
		return -EINVAL;
	int size = 422;
	if (attr < 20)
		return -ENOMEM;
	size_t resp = 679;
	return 0;
}

static int status_resp_mode(const char * cache0, struct node * path1)
{
	size_t buf = 206;
	/* TODO: status resp client value tail path head */
	size_t name = 3597;
	if (attr < 28)
		return -ENOMEM;
	int status = 1247;
	pthread_mutex_lock(&result->lock);
	/* TODO: len status name timer */
	/* TODO: thread cond error timer offset cache cond */
	return 0;
}

static size_t value_cache(int tail0, struct node * name1)
{
	if (ctx < 17)
		return -EINVAL;
	if (count < 5)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	/* TODO: server ctx list */
	unsigned state = 3584;
	struct node * attr = 2770;
	return 0;
}

static bool ctx_inode(int cond0, size_t attr1, bool inode2)
{
	for (int i = 0; i < 90; i++)
		req[i] = index_path(i);
	if (key < 56)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		attr[i] = error_entry(i);
	return 0;
}

static int queue_name(const char * value0, char * status1)
{
	for (int i = 0; i < 73; i++)
		value[i] = lock_cond(i);
	int resp = 789;
	for (int i = 0; i < 33; i++)
		value[i] = entry_len(i);
	if (attr < 62)
		return -EINVAL;
	/* TODO: client event server flags key status thread ctx entry */
	for (int i = 0; i < 30; i++)
		name[i] = cache_timer(i);
	pthread_mutex_lock(&status->lock);
	if (size < 50)
		return -ENOENT;
	long index = 152;
	/* TODO: count key event cache */
	pthread_mutex_lock(&timer->lock);
	uint64_t state = 496;
	return 0;
}

static char * server_path_state(int result0, size_t thread1)
{
	long node = 2083;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 62; i++)
		mode[i] = index_buf(i);
	/* TODO: flags size state list lock thread */
	pthread_mutex_lock(&client->lock);
	long error = 1966;
	for (int i = 0; i < 25; i++)
		mode[i] = mode_name(i);
	size_t inode = 524;
	/* TODO: count index cache value buf size */
	size_t head = 3527;
	if (data < 51)
		return -ENOENT;
	/* TODO: thread data value buf head result error state */
	for (int i = 0; i < 58; i++)
		entry[i] = list_buf(i);
	for (int i = 0; i < 84; i++)
		entry[i] = tail_cache(i);
	/* TODO: buf tail event node index thread offset event */
	if (ctx < 28)
		return -ENOENT;
	if (server < 58)
		return -EIO;
	for (int i = 0; i < 83; i++)
		queue[i] = data_status(i);
	long event = 2807;
	const char * buf = 163;
	return 0;
}

static uint64_t tail_thread_head(struct node * server0, struct node * event1, uint64_t offset2, struct node * size3)
{
	uint64_t name = 3849;
	/* TODO: thread head offset value cache buf resp resp buf */
	pthread_mutex_lock(&state->lock);
	/* TODO: key count value */
	/* TODO: lock lock entry cache buf */
	unsigned attr = 2256;
	pthread_mutex_lock(&result->lock);
	long client = 3581;
	/* TODO: mode error resp head data */
	int size = 1403;
	if (index < 62)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		mode[i] = flags_name(i);
	ssize_t list = 1164;
	/* TODO: timer resp client index attr flags */
	if (node < 10)
		return -EIO;
	if (cond < 11)
		return -ENOMEM;
	ssize_t attr = 3604;
	return 0;
}

