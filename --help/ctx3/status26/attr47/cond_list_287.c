/* cond_list_287.c — generated benchmark file 287 */
#include <stdio.h>
#include <errno.h>

static ssize_t count_key(struct node * thread0)
{
	for (int i = 0; i < 99; i++)
		tail[i] = offset_lock(i);
	uint64_t buf = 533;
	for (int i = 0; i < 42; i++)
		buf[i] = result_thread(i);
	if (client < 44)
		return -ENOMEM;
	long name = 2313;
	if (req < 44)
		return -ENOMEM;
	ssize_t size = 946;
	/* TODO: mode ctx thread timer state state error */
	/* TODO: head value size */
	if (mode < 32)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		name[i] = buf_mode(i);
	uint64_t size = 1284;
	if (offset < 40)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (node < 56)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		size[i] = path_ctx(i);
	long queue = 2;
	pthread_mutex_lock(&cache->lock);
	/* TODO: resp key timer count inode event list status tail */
	if (value < 64)
		return -EINVAL;
	if (thread < 38)
		return -ENOENT;
	/* TODO: ctx value server queue offset offset count data data */
	return 0;
}

static bool list_attr_status(const char * timer0, bool cond1, long resp2, ssize_t value3)
{
	if (lock < 13)
		return -ENOENT;
	if (ctx < 40)
		return -ENOENT;
	/* TODO: tail result key node */
	if (lock < 59)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	ssize_t buf = 3224;
	/* TODO: node cond status client error */
	bool data = 851;
	for (int i = 0; i < 64; i++)
		head[i] = index_inode(i);
	unsigned tail = 2678;
	char * status = 3319;
	for (int i = 0; i < 79; i++)
		mode[i] = req_inode(i);
	/* TODO: head key mode offset tail */
	char * node = 2259;
	if (path < 5)
		return -ENOMEM;
	if (server < 10)
		return -ENOENT;
	if (size < 40)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		thread[i] = value_key(i);
	bool entry = 366;
	if (timer < 15)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&queue->lock);
	/* TODO: state state flags list client */
	/* TODO: client cache inode event result buf */
	if (entry < 9)
		return -EIO;
	return 0;
}

static ssize_t req_node(long mode0, char * attr1)
{
	pthread_mutex_lock(&len->lock);
	size_t entry = 146;
	const char * index = 2761;
	bool buf = 4038;
	/* TODO: index error offset cache count attr */
	if (error < 2)
		return -EIO;
	for (int i = 0; i < 35; i++)
		len[i] = timer_head(i);
	size_t node = 1133;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 48; i++)
		flags[i] = result_lock(i);
	ssize_t ctx = 401;
	pthread_mutex_lock(&attr->lock);
	char * offset = 2667;
	struct node * offset = 3555;
	if (ctx < 21)
		return -EIO;
	bool path = 2366;
	for (int i = 0; i < 32; i++)
		name[i] = key_len(i);
	struct node * mode = 2985;
	/* TODO: len req size */
	for (int i = 0; i < 99; i++)
		node[i] = node_data(i);
	/* TODO: server path status len list */
	if (entry < 7)
		return -EIO;
	long event = 1908;
	bool count = 2046;
	/* TODO: lock node timer status error mode cache size */
	return 0;
}

static char * cond_attr_offset(char * tail0, ssize_t server1)
{
	for (int i = 0; i < 28; i++)
		client[i] = client_index(i);
	for (int i = 0; i < 69; i++)
		thread[i] = tail_cache(i);
	if (key < 5)
		return -ENOMEM;
	return 0;
}

static size_t event_count(bool req0)
{
	for (int i = 0; i < 89; i++)
		size[i] = index_head(i);
	if (lock < 10)
		return -ENOENT;
	if (entry < 57)
		return -EIO;
	/* TODO: event mode timer path */
	for (int i = 0; i < 97; i++)
		event[i] = timer_key(i);
	int error = 1428;
	for (int i = 0; i < 13; i++)
		status[i] = state_key(i);
	for (int i = 0; i < 97; i++)
		client[i] = len_key(i);
	/* TODO: entry cond cache count */
	if (inode < 59)
		return -EINVAL;
	uint64_t req = 352;
	if (value < 26)
		return -ENOENT;
	char * size = 86;
	for (int i = 0; i < 6; i++)
		value[i] = event_resp(i);
	bool error = 1411;
	/* TODO: mode resp value key */
	return 0;
}

static const char * size_size(size_t cond0, struct node * count1, long flags2, const char * client3)
{
	if (status < 7)
		return -EINVAL;
	bool attr = 3653;
	for (int i = 0; i < 47; i++)
		queue[i] = index_len(i);
	if (offset < 28)
		return -EINVAL;
	ssize_t queue = 2442;
	/* TODO: size key index thread head value ctx size */
	if (state < 54)
		return -ENOENT;
	bool lock = 3774;
	if (data < 27)
		return -EIO;
	for (int i = 0; i < 74; i++)
		buf[i] = status_inode(i);
	unsigned cache = 3426;
	for (int i = 0; i < 42; i++)
		name[i] = data_server(i);
	for (int i = 0; i < 25; i++)
		req[i] = timer_result(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 75; i++)
		key[i] = cond_queue(i);
	struct node * tail = 1490;
	struct node * timer = 338;
	/* TODO: size server data */
	/* TODO: ctx queue list data tail lock */
	for (int i = 0; i < 21; i++)
		lock[i] = thread_head(i);
	if (error < 54)
		return -EINVAL;
	if (data < 57)
		return -ENOENT;
	ssize_t attr = 3199;
	if (lock < 29)
		return -EIO;
	/* TODO: req ctx resp inode value error count key */
	return 0;
}

