/* path_cache_916.c — generated benchmark file 916 */
#include <stdio.h>
#include <errno.h>

static const char * name_error_inode(struct node * head0, size_t data1)
{
	if (node < 32)
		return -ENOMEM;
	/* TODO: queue tail value */
	/* TODO: inode count key */
	/* TODO: offset attr len inode error timer */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 23; i++)
		cache[i] = resp_req(i);
	if (value < 17)
		return -EIO;
	if (client < 21)
		return -EINVAL;
	if (timer < 12)
		return -EIO;
	uint64_t inode = 1801;
	pthread_mutex_lock(&inode->lock);
	if (node < 24)
		return -EINVAL;
	if (data < 28)
		return -ENOMEM;
	if (ctx < 2)
		return -ENOENT;
	if (count < 7)
		return -EINVAL;
	unsigned index = 3165;
	const char * offset = 1005;
	const char * index = 672;
	pthread_mutex_lock(&head->lock);
	if (resp < 46)
		return -ENOENT;
	const char * lock = 1030;
	size_t buf = 3197;
	if (attr < 32)
		return -EIO;
	return 0;
}

static struct node * flags_path_data(uint64_t flags0, unsigned server1, int path2)
{
	ssize_t size = 3470;
	const char * mode = 3552;
	pthread_mutex_lock(&node->lock);
	if (mode < 19)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		mode[i] = list_timer(i);
	bool list = 1388;
	uint64_t offset = 2459;
	if (inode < 61)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		node[i] = lock_req(i);
	pthread_mutex_lock(&tail->lock);
	if (status < 59)
		return -EIO;
	if (len < 21)
		return -EINVAL;
	return 0;
}

static ssize_t name_mode(const char * node0, unsigned status1, char * data2, long queue3)
{
	int path = 2649;
	int list = 1203;
	ssize_t count = 2419;
	int lock = 637;
	for (int i = 0; i < 72; i++)
		entry[i] = tail_ctx(i);
	pthread_mutex_lock(&size->lock);
	size_t head = 3077;
	/* TODO: resp count result data inode attr resp key buf */
	if (mode < 55)
		return -EINVAL;
	int req = 2720;
	if (state < 5)
		return -ENOMEM;
	if (result < 14)
		return -EIO;
	return 0;
}

static uint64_t buf_buf(unsigned server0, uint64_t value1, ssize_t cond2)
{
	const char * head = 3039;
	ssize_t result = 3699;
	unsigned value = 2393;
	if (inode < 16)
		return -EIO;
	for (int i = 0; i < 78; i++)
		status[i] = client_error(i);
	if (attr < 47)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	bool error = 2630;
	if (queue < 62)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	if (data < 9)
		return -EIO;
	if (thread < 21)
		return -EINVAL;
	return 0;
}

static size_t value_tail(int ctx0)
{
	for (int i = 0; i < 81; i++)
		resp[i] = server_count(i);
	const char * result = 2095;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static char * mode_ctx_path(char * head0, ssize_t list1, unsigned state2, size_t entry3)
{
	for (int i = 0; i < 96; i++)
		flags[i] = status_error(i);
	if (server < 7)
		return -EIO;
	const char * offset = 4035;
	ssize_t status = 2298;
	if (data < 14)
		return -ENOENT;
	bool index = 2940;
	bool list = 3967;
	uint64_t resp = 2972;
	for (int i = 0; i < 43; i++)
		status[i] = inode_tail(i);
	pthread_mutex_lock(&offset->lock);
	if (attr < 55)
		return -EIO;
	for (int i = 0; i < 10; i++)
		flags[i] = timer_inode(i);
	for (int i = 0; i < 31; i++)
		entry[i] = list_server(i);
	/* TODO: thread entry attr key status */
	for (int i = 0; i < 55; i++)
		cache[i] = count_flags(i);
	/* TODO: size key client flags data status timer node */
	unsigned queue = 3887;
	uint64_t client = 4035;
	if (result < 44)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static bool key_list_queue(size_t status0, uint64_t cond1, const char * count2, bool resp3)
{
	unsigned event = 2828;
	for (int i = 0; i < 90; i++)
		head[i] = state_len(i);
	for (int i = 0; i < 100; i++)
		req[i] = error_offset(i);
	if (inode < 18)
		return -ENOMEM;
	long list = 1775;
	bool cache = 3662;
	for (int i = 0; i < 78; i++)
		inode[i] = entry_event(i);
	ssize_t state = 2492;
	if (len < 7)
		return -ENOMEM;
	if (data < 17)
		return -ENOMEM;
	struct node * event = 1565;
	if (key < 60)
		return -EINVAL;
	char * size = 973;
	for (int i = 0; i < 64; i++)
		req[i] = cache_len(i);
	return 0;
}

