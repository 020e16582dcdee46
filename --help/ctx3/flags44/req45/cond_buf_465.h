/* cond_buf_465.h — generated benchmark file 465 */
#include <stdio.h>
#include <errno.h>

static int state_head(const char * key0, ssize_t attr1)
{
	uint64_t timer = 1702;
	size_t path = 3969;
	ssize_t tail = 3203;
	long ctx = 1768;
	bool timer = 1621;
	for (int i = 0; i < 28; i++)
		count[i] = status_cache(i);
	for (int i = 0; i < 67; i++)
		offset[i] = flags_server(i);
	long entry = 3912;
	if (lock < 51)
		return -EINVAL;
	bool data = 1013;
	for (int i = 0; i < 71; i++)
		head[i] = queue_tail(i);
	uint64_t thread = 4067;
	if (cond < 11)
		return -EINVAL;
	/* TODO: error cache len */
	if (timer < 40)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		req[i] = value_key(i);
	/* TODO: resp server flags result cond path index thread */
	return 0;
}

static char * ctx_value_timer(struct node * path0)
{
	if (attr < 58)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 76; i++)
		status[i] = error_buf(i);
	uint64_t key = 1459;
	int tail = 3056;
	for (int i = 0; i < 24; i++)
		path[i] = resp_entry(i);
	if (list < 40)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		size[i] = offset_status(i);
	for (int i = 0; i < 95; i++)
		thread[i] = mode_lock(i);
	if (req < 39)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (status < 15)
		return -ENOENT;
	size_t entry = 1887;
	char * list = 4027;
	return 0;
}

static uint64_t server_error_result(struct node * node0)
{
	ssize_t key = 2763;
	ssize_t result = 1922;
	if (status < 6)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		node[i] = flags_lock(i);
	int resp = 2839;
	const char * count = 3765;
	if (result < 40)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		error[i] = lock_buf(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 50; i++)
		queue[i] = server_buf(i);
	for (int i = 0; i < 49; i++)
		cache[i] = path_result(i);
	if (buf < 12)
		return -ENOMEM;
	if (inode < 51)
		return -EINVAL;
	struct node * client = 3302;
	return 0;
}

static struct node * status_client(bool head0, ssize_t server1, int thread2, unsigned error3)
{
	pthread_mutex_lock(&error->lock);
	struct node * list = 2621;
	const char * node = 777;
	for (int i = 0; i < 30; i++)
		status[i] = size_inode(i);
	size_t event = 1547;
	if (buf < 43)
		return -ENOENT;
	bool mode = 1161;
	if (offset < 20)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		data[i] = req_path(i);
	if (client < 17)
		return -ENOENT;
	/* TODO: data cond name */
	if (entry < 49)
		return -EIO;
	for (int i = 0; i < 49; i++)
		thread[i] = count_thread(i);
	if (cache < 22)
		return -EIO;
	const char * flags = 604;
	for (int i = 0; i < 46; i++)
		entry[i] = path_timer(i);
	return 0;
}

static const char * timer_inode_name(size_t status0)
{
	if (mode < 62)
		return -ENOENT;
	int error = 1759;
	if (server < 52)
		return -EIO;
	long node = 2595;
	if (attr < 25)
		return -EINVAL;
	uint64_t key = 3152;
	int ctx = 2928;
	/* TODO: inode size ctx index mode */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 23; i++)
		event[i] = inode_offset(i);
	/* TODO: node count state index entry flags len */
	if (state < 11)
		return -EINVAL;
	long state = 4070;
	if (data < 8)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	int cache = 469;
	if (len < 9)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		size[i] = error_index(i);
	ssize_t entry = 3834;
	pthread_mutex_lock(&event->lock);
	ssize_t value = 1393;
	uint64_t count = 1615;
	uint64_t error = 2540;
	/* TODO: key entry len index queue queue data */
	for (int i = 0; i < 64; i++)
		node[i] = state_lock(i);
	return 0;
}

static int event_cache_ctx(const char * list0, char * inode1, const char * event2)
{
	/* TODO: index key timer cond value tail */
	for (int i = 0; i < 67; i++)
		data[i] = error_index(i);
	/* TODO: server queue state lock node client count node inode */
	for (int i = 0; i < 19; i++)
		queue[i] = entry_state(i);
	for (int i = 0; i < 44; i++)
		thread[i] = index_timer(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 88; i++)
		status[i] = index_buf(i);
	unsigned name = 1750;
	int buf = 59;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 78; i++)
		state[i] = req_len(i);
	if (event < 46)
		return -EIO;
	if (inode < 10)
		return -ENOMEM;
	/* TODO: count key inode resp cache client state req */
	for (int i = 0; i < 43; i++)
		error[i] = ctx_client(i);
	for (int i = 0; i < 84; i++)
		value[i] = path_lock(i);
	if (node < 15)
		return -EIO;
	if (path < 18)
		return -ENOENT;
	return 0;
}

