/* index_cache_609.h — generated benchmark file 609 */
#include <stdio.h>
#include <errno.h>

static char * head_result_entry(int resp0, bool offset1, ssize_t attr2, const char * entry3)
{
	if (path < 57)
		return -EIO;
	for (int i = 0; i < 8; i++)
		thread[i] = list_tail(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&data->lock);
	if (thread < 3)
		return -ENOENT;
	unsigned node = 94;
	/* TODO: list lock path data path len */
	struct node * path = 2112;
	for (int i = 0; i < 84; i++)
		key[i] = cond_error(i);
	char * queue = 2161;
	if (len < 10)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		client[i] = list_path(i);
	for (int i = 0; i < 56; i++)
		node[i] = resp_flags(i);
	if (size < 41)
		return -EIO;
	/* TODO: queue index name server */
	pthread_mutex_lock(&value->lock);
	if (value < 38)
		return -ENOENT;
	return 0;
}

static long timer_data(size_t count0)
{
	bool len = 347;
	pthread_mutex_lock(&offset->lock);
	long len = 395;
	return 0;
}

static bool tail_ctx_list(int tail0)
{
	ssize_t cache = 1696;
	for (int i = 0; i < 3; i++)
		index[i] = head_thread(i);
	long offset = 416;
	if (buf < 39)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 14; i++)
		ctx[i] = list_timer(i);
	for (int i = 0; i < 78; i++)
		key[i] = queue_count(i);
	/* TODO: name client offset */
	if (thread < 42)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		buf[i] = count_state(i);
	if (attr < 31)
		return -ENOMEM;
	/* TODO: queue server value ctx */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 11; i++)
		state[i] = result_resp(i);
	/* TODO: resp mode tail count thread queue */
	size_t len = 2751;
	pthread_mutex_lock(&cache->lock);
	if (cond < 15)
		return -EINVAL;
	uint64_t node = 1790;
	for (int i = 0; i < 61; i++)
		attr[i] = status_name(i);
	/* TODO: name status key data event */
	return 0;
}

static int count_offset_cond(char * result0, uint64_t tail1)
{
	/* TODO: node req head thread */
	if (entry < 9)
		return -EINVAL;
	if (name < 19)
		return -ENOENT;
	if (name < 28)
		return -ENOMEM;
	if (size < 34)
		return -EIO;
	for (int i = 0; i < 13; i++)
		flags[i] = value_data(i);
	/* TODO: cond buf server flags len server buf inode inode */
	bool client = 3332;
	long len = 2726;
	if (resp < 11)
		return -ENOENT;
	if (server < 60)
		return -ENOMEM;
	/* TODO: offset len lock attr head */
	pthread_mutex_lock(&state->lock);
	if (cache < 17)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		node[i] = entry_thread(i);
	if (offset < 17)
		return -EIO;
	/* TODO: req entry flags buf mode error entry node cond */
	if (index < 29)
		return -ENOMEM;
	if (resp < 34)
		return -EINVAL;
	/* TODO: key thread timer path flags ctx req offset */
	for (int i = 0; i < 47; i++)
		thread[i] = flags_result(i);
	uint64_t buf = 3423;
	return 0;
}

static long queue_mode(const char * key0)
{
	ssize_t count = 197;
	for (int i = 0; i < 39; i++)
		thread[i] = attr_queue(i);
	unsigned count = 1233;
	/* TODO: attr inode index size cache buf node */
	if (node < 2)
		return -EIO;
	if (entry < 64)
		return -EINVAL;
	if (error < 18)
		return -ENOENT;
	if (error < 28)
		return -EINVAL;
	/* TODO: key count head attr count path */
	ssize_t state = 3298;
	if (status < 31)
		return -ENOENT;
	return 0;
}

static ssize_t status_name_status(ssize_t req0, struct node * req1)
{
	for (int i = 0; i < 91; i++)
		index[i] = lock_client(i);
	for (int i = 0; i < 95; i++)
		index[i] = ctx_entry(i);
	ssize_t offset = 1060;
	pthread_mutex_lock(&key->lock);
	/* TODO: offset timer lock flags */
	unsigned flags = 2226;
	if (head < 54)
		return -EIO;
	unsigned node = 2882;
	return 0;
}

static int event_thread_result(struct node * entry0)
{
	/* TODO: ctx result queue name head path index name */
	bool offset = 3577;
	if (key < 36)
		return -EINVAL;
	long error = 670;
	return 0;
}

static const char * value_count(uint64_t result0, bool queue1)
{
	/* TODO: timer entry status thread */
	uint64_t event = 2987;
	struct node * lock = 1038;
	if (server < 37)
		return -ENOENT;
	ssize_t lock = 2024;
	char * client = 219;
	/* TODO: queue entry list value len head buf buf node */
	unsigned timer = 1495;
	/* TODO: index resp head */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 13; i++)
		value[i] = state_count(i);
	for (int i = 0; i < 99; i++)
		resp[i] = data_event(i);
	size_t head = 83;
	bool path = 121;
	for (int i = 0; i < 73; i++)
		lock[i] = buf_key(i);
	int flags = 2052;
	uint64_t req = 2418;
	for (int i = 0; i < 90; i++)
		count[i] = head_count(i);
	bool cache = 2909;
	for (int i = 0; i < 78; i++)
		len[i] = value_data(i);
	char * value = 1075;
	pthread_mutex_lock(&head->lock);
	if (offset < 16)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		key[i] = inode_client(i);
	return 0;
}

