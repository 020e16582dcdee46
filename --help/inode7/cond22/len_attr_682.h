/* len_attr_682.h — generated benchmark file 682 */
#include <stdio.h>
#include <errno.h>

static uint64_t lock_tail(uint64_t entry0)
{
	/* TODO: index buf attr server attr */
	int state = 342;
	/* TODO: cache mode event value */
	for (int i = 0; i < 38; i++)
		client[i] = resp_status(i);
	pthread_mutex_lock(&error->lock);
	unsigned queue = 761;
	for (int i = 0; i < 2; i++)
		ctx[i] = req_entry(i);
	if (state < 35)
		return -EIO;
	const char * size = 2910;
	const char * attr = 1138;
	struct node * buf = 3506;
	/* TODO: flags node status state value name */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 68; i++)
		head[i] = ctx_name(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 70; i++)
		event[i] = error_attr(i);
	ssize_t mode = 2598;
	return 0;
}

static char * queue_status_client(struct node * status0, unsigned offset1, int path2, unsigned mode3)
{
	bool status = 2189;
	if (client < 18)
		return -ENOENT;
	size_t list = 203;
	unsigned path = 1815;
	pthread_mutex_lock(&ctx->lock);
	uint64_t list = 2669;
	if (flags < 46)
		return -EIO;
	unsigned node = 2190;
	pthread_mutex_lock(&event->lock);
	uint64_t size = 3728;
	uint64_t key = 3351;
	for (int i = 0; i < 23; i++)
		client[i] = buf_status(i);
	int error = 287;
	/* TODO: offset result thread server status cache */
	struct node * value = 2364;
	pthread_mutex_lock(&thread->lock);
	long lock = 1522;
	for (int i = 0; i < 51; i++)
		entry[i] = flags_node(i);
	pthread_mutex_lock(&value->lock);
	bool resp = 4058;
	for (int i = 0; i < 33; i++)
		key[i] = count_count(i);
	char * index = 644;
	if (entry < 7)
		return -ENOENT;
	return 0;
}

static struct node * index_queue_name(size_t status0, uint64_t list1, struct node * client2, bool result3)
{
	for (int i = 0; i < 85; i++)
		thread[i] = list_flags(i);
	if (path < 35)
		return -ENOMEM;
	int client = 1090;
	int req = 1507;
	unsigned thread = 3683;
	for (int i = 0; i < 92; i++)
		size[i] = flags_error(i);
	if (name < 15)
		return -ENOMEM;
	int state = 2054;
	bool path = 2149;
	/* TODO: index name state value thread value inode cache */
	size_t thread = 2696;
	for (int i = 0; i < 14; i++)
		offset[i] = list_data(i);
	if (result < 54)
		return -ENOMEM;
	if (node < 25)
		return -EINVAL;
	if (error < 47)
		return -ENOENT;
	const char * resp = 2176;
	for (int i = 0; i < 6; i++)
		count[i] = lock_flags(i);
	if (ctx < 34)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static size_t head_error(ssize_t name0, struct node * resp1)
{
	for (int i = 0; i < 38; i++)
		timer[i] = data_error(i);
	for (int i = 0; i < 47; i++)
		count[i] = buf_flags(i);
	if (size < 4)
		return -EIO;
	/* TODO: resp count status key resp len resp */
	struct node * key = 2375;
	const char * size = 681;
	uint64_t value = 3539;
	size_t server = 254;
	for (int i = 0; i < 73; i++)
		tail[i] = server_name(i);
	for (int i = 0; i < 88; i++)
		lock[i] = data_flags(i);
	for (int i = 0; i < 47; i++)
		list[i] = key_count(i);
	if (len < 54)
		return -EIO;
	int tail = 2819;
	/* TODO: event resp ctx cond count error thread */
	pthread_mutex_lock(&event->lock);
	if (list < 61)
		return -ENOMEM;
	const char * index = 927;
	for (int i = 0; i < 76; i++)
		name[i] = value_count(i);
	if (result < 24)
		return -ENOMEM;
	return 0;
}

static unsigned lock_server(char * server0, size_t client1)
{
	if (flags < 29)
		return -EIO;
	for (int i = 0; i < 34; i++)
		ctx[i] = state_offset(i);
	bool queue = 257;
	for (int i = 0; i < 64; i++)
		state[i] = ctx_req(i);
	/* TODO: attr buf error value */
	char * inode = 644;
	if (key < 19)
		return -ENOENT;
	struct node * head = 3843;
	if (client < 5)
		return -EINVAL;
	/* TODO: len len resp event */
	size_t error = 2274;
	if (offset < 61)
		return -EINVAL;
	return 0;
}

static int tail_state_name(struct node * flags0, bool len1, uint64_t path2, bool lock3)
{
	if (error < 4)
		return -ENOMEM;
	char * index = 3672;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static bool value_size_ctx(long key0, size_t state1)
{
	long error = 3299;
	if (mode < 33)
		return -ENOENT;
	/* TODO: count ctx value */
	/* TODO: error value key error index list */
	uint64_t lock = 763;
	size_t error = 2172;
	int cond = 2968;
	pthread_mutex_lock(&thread->lock);
	/* TODO: entry mode cond node event state */
	char * len = 3331;
	return 0;
}

