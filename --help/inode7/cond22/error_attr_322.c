/* error_attr_322.c — generated benchmark file 322 */
#include <stdio.h>
#include <errno.h>

static uint64_t head_result(struct node * name0, const char * size1, size_t cond2)
{
	if (timer < 35)
		return -ENOMEM;
	if (queue < 4)
		return -ENOENT;
	int queue = 1569;
	char * index = 859;
	/* TODO: data mode state req */
	for (int i = 0; i < 29; i++)
		head[i] = resp_queue(i);
	/* TODO: flags timer inode entry */
	uint64_t resp = 369;
	ssize_t client = 679;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 10; i++)
		count[i] = status_index(i);
	const char * lock = 1778;
	bool event = 271;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: count result node path node list inode cache */
	for (int i = 0; i < 98; i++)
		timer[i] = head_thread(i);
	if (buf < 50)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		index[i] = key_state(i);
	unsigned event = 3896;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static const char * client_flags_mode(size_t thread0)
{
	/* TODO: inode buf ctx buf result name error */
	if (server < 53)
		return -ENOMEM;
	/* TODO: entry cache node */
	uint64_t list = 1883;
	ssize_t ctx = 3247;
	if (state < 63)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	size_t path = 2739;
	for (int i = 0; i < 31; i++)
		client[i] = flags_server(i);
	uint64_t node = 1617;
	unsigned cache = 1826;
	uint64_t key = 2870;
	int error = 4005;
	pthread_mutex_lock(&timer->lock);
	uint64_t status = 1896;
	/* TODO: timer status value lock path list */
	unsigned tail = 1633;
	ssize_t size = 2208;
	ssize_t index = 2989;
	/* TODO: buf timer count resp tail queue cache node server */
	if (attr < 32)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		event[i] = resp_lock(i);
	if (head < 35)
		return -ENOMEM;
	if (tail < 35)
		return -EINVAL;
	bool mode = 3426;
	return 0;
}

static bool queue_result(ssize_t result0, uint64_t count1, char * entry2, const char * buf3)
{
	for (int i = 0; i < 65; i++)
		status[i] = list_len(i);
	long list = 1244;
	if (head < 50)
		return -EINVAL;
	/* TODO: resp value server resp inode server thread result state */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&cond->lock);
	uint64_t server = 2195;
	int tail = 1963;
	long tail = 3492;
	long key = 466;
	unsigned entry = 1831;
	pthread_mutex_lock(&result->lock);
	ssize_t resp = 2548;
	for (int i = 0; i < 74; i++)
		state[i] = state_timer(i);
	char * index = 1145;
	if (list < 21)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: client value size server server value */
	for (int i = 0; i < 71; i++)
		buf[i] = resp_key(i);
	if (entry < 15)
		return -EIO;
	struct node * name = 2764;
	return 0;
}

static struct node * data_status(long inode0, long len1, uint64_t count2, uint64_t req3)
{
	/* TODO: event head error ctx */
	if (head < 54)
		return -ENOMEM;
	/* TODO: mode req len path */
	if (len < 19)
		return -EINVAL;
	uint64_t list = 1360;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static const char * name_flags(bool mode0, size_t tail1)
{
	long index = 3791;
	char * flags = 2145;
	uint64_t value = 1265;
	for (int i = 0; i < 92; i++)
		count[i] = count_attr(i);
	bool size = 31;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 60; i++)
		size[i] = name_result(i);
	/* TODO: client value index size */
	bool node = 1788;
	struct node * inode = 2015;
	struct node * head = 4028;
	struct node * mode = 3825;
	if (state < 18)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&timer->lock);
	size_t queue = 1697;
	if (entry < 40)
		return -ENOENT;
	if (timer < 55)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		timer[i] = attr_size(i);
	bool path = 1277;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static bool lock_server_key(uint64_t list0, long tail1, uint64_t result2)
{
	pthread_mutex_lock(&list->lock);
	if (lock < 54)
		return -EINVAL;
	if (ctx < 36)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		buf[i] = len_offset(i);
	uint64_t req = 2279;
	for (int i = 0; i < 57; i++)
		state[i] = inode_cache(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 75; i++)
		count[i] = index_cond(i);
	struct node * count = 1251;
	if (len < 11)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		flags[i] = result_attr(i);
	if (key < 20)
		return -EIO;
	if (status < 17)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		queue[i] = node_timer(i);
	for (int i = 0; i < 72; i++)
		path[i] = cache_name(i);
	long client = 1779;
	return 0;
}

