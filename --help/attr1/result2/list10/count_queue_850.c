/* count_queue_850.c — generated benchmark file 850 */
#include <stdio.h>
#include <errno.h>

static long offset_timer(const char * size0)
{
	for (int i = 0; i < 87; i++)
		name[i] = queue_error(i);
	const char * attr = 1968;
	for (int i = 0; i < 80; i++)
		req[i] = index_path(i);
	unsigned server = 3462;
	uint64_t ctx = 1503;
	struct node * len = 2755;
	for (int i = 0; i < 23; i++)
		name[i] = lock_server(i);
	size_t entry = 1506;
	if (result < 44)
		return -EIO;
	for (int i = 0; i < 14; i++)
		key[i] = cache_count(i);
	for (int i = 0; i < 34; i++)
		resp[i] = name_index(i);
	if (value < 17)
		return -ENOMEM;
	if (path < 54)
		return -EIO;
	for (int i = 0; i < 51; i++)
		entry[i] = len_count(i);
	size_t status = 1516;
	for (int i = 0; i < 9; i++)
		tail[i] = event_mode(i);
	unsigned error = 2297;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 45; i++)
		key[i] = event_cond(i);
	for (int i = 0; i < 34; i++)
		cache[i] = flags_tail(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: queue error data */
	if (flags < 56)
		return -ENOENT;
	return 0;
}

static uint64_t tail_len(const char * tail0, struct node * queue1)
{
	ssize_t event = 3296;
	struct node * ctx = 1299;
	for (int i = 0; i < 75; i++)
		status[i] = inode_ctx(i);
	if (name < 10)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		name[i] = node_server(i);
	pthread_mutex_lock(&timer->lock);
	if (server < 54)
		return -ENOENT;
	/* TODO: flags cache len buf value */
	bool result = 3071;
	for (int i = 0; i < 41; i++)
		offset[i] = event_timer(i);
	long lock = 2116;
	if (tail < 32)
		return -ENOENT;
	unsigned thread = 3509;
	struct node * entry = 731;
	for (int i = 0; i < 82; i++)
		value[i] = event_entry(i);
	for (int i = 0; i < 59; i++)
		error[i] = queue_server(i);
	ssize_t data = 730;
	for (int i = 0; i < 65; i++)
		status[i] = error_inode(i);
	if (resp < 15)
		return -EINVAL;
	return 0;
}

static uint64_t offset_resp_queue(char * key0, unsigned buf1)
{
	if (lock < 5)
		return -EIO;
	for (int i = 0; i < 92; i++)
		error[i] = mode_error(i);
	for (int i = 0; i < 65; i++)
		offset[i] = count_queue(i);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static long offset_state_path(long node0, bool error1)
{
	const char * key = 3240;
	pthread_mutex_lock(&error->lock);
	const char * status = 2001;
	for (int i = 0; i < 66; i++)
		offset[i] = timer_ctx(i);
	if (result < 4)
		return -EIO;
	if (status < 14)
		return -EIO;
	/* TODO: status status queue server attr offset name entry */
	for (int i = 0; i < 78; i++)
		ctx[i] = head_status(i);
	uint64_t status = 2337;
	/* TODO: event key offset head key */
	if (size < 20)
		return -ENOENT;
	if (data < 52)
		return -EINVAL;
	struct node * index = 508;
	return 0;
}

static char * result_list(size_t data0, uint64_t timer1)
{
	if (event < 14)
		return -ENOENT;
	/* TODO: timer list event state */
	if (cond < 37)
		return -ENOMEM;
	uint64_t inode = 3092;
	if (count < 5)
		return -ENOENT;
	if (ctx < 48)
		return -EINVAL;
	if (flags < 18)
		return -ENOMEM;
	struct node * inode = 1691;
	if (count < 46)
		return -EIO;
	for (int i = 0; i < 43; i++)
		entry[i] = queue_resp(i);
	bool entry = 1249;
	return 0;
}

static int error_key(unsigned queue0, size_t lock1, int server2, ssize_t mode3)
{
	if (node < 33)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		req[i] = attr_req(i);
	struct node * cache = 867;
	long entry = 3140;
	for (int i = 0; i < 77; i++)
		ctx[i] = path_cache(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: attr node lock req error */
	/* TODO: ctx tail path len */
	if (count < 23)
		return -EIO;
	if (error < 7)
		return -EIO;
	ssize_t buf = 2202;
	char * count = 1755;
	/* TODO: len node ctx result index lock attr ctx value */
	for (int i = 0; i < 94; i++)
		value[i] = req_data(i);
	/* TODO: data timer server size count len flags */
	/* TODO: timer cache inode req index error */
	size_t cache = 1160;
	const char * mode = 1391;
	long index = 3812;
	for (int i = 0; i < 7; i++)
		tail[i] = count_server(i);
	bool status = 3160;
	if (inode < 37)
		return -EINVAL;
	size_t timer = 3651;
	if (cond < 7)
		return -EINVAL;
	bool data = 626;
	return 0;
}

