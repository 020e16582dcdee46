/* server_mode_103.c — generated benchmark file 103 */
#include <stdio.h>
#include <errno.h>

static long ctx_queue_flags(int index0)
{
	/* TODO: lock mode event head */
	long name = 511;
	for (int i = 0; i < 89; i++)
		resp[i] = mode_data(i);
	char * size = 291;
	if (mode < 2)
		return -EIO;
	ssize_t ctx = 810;
	const char * event = 1984;
	pthread_mutex_lock(&size->lock);
	/* TODO: event status thread cond data */
	for (int i = 0; i < 83; i++)
		buf[i] = list_inode(i);
	if (error < 27)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		len[i] = node_name(i);
	size_t timer = 3498;
	size_t buf = 1266;
	char * key = 3753;
	for (int i = 0; i < 8; i++)
		lock[i] = value_entry(i);
	if (req < 17)
		return -EINVAL;
	return 0;
}

static uint64_t state_inode_result(char * timer0, uint64_t size1)
{
	/* TODO: state key path value ctx inode list */
	/* TODO: attr node queue inode index value */
	if (size < 54)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static unsigned lock_data_resp(bool key0, long node1, size_t data2)
{
	for (int i = 0; i < 25; i++)
		server[i] = value_lock(i);
	for (int i = 0; i < 76; i++)
		path[i] = value_attr(i);
	if (cond < 60)
		return -EIO;
	for (int i = 0; i < 19; i++)
		client[i] = resp_name(i);
	return 0;
}

static char * node_resp_ctx(unsigned data0, const char * ctx1)
{
	if (error < 40)
		return -EINVAL;
	/* TODO: server index size name */
	for (int i = 0; i < 60; i++)
		cond[i] = status_tail(i);
	long len = 3933;
	for (int i = 0; i < 13; i++)
		node[i] = data_len(i);
	for (int i = 0; i < 73; i++)
		lock[i] = key_mode(i);
	/* TODO: inode data index */
	bool list = 1195;
	for (int i = 0; i < 95; i++)
		head[i] = attr_timer(i);
	for (int i = 0; i < 63; i++)
		tail[i] = index_thread(i);
	size_t server = 276;
	if (client < 11)
		return -EIO;
	size_t buf = 3282;
	long path = 392;
	for (int i = 0; i < 63; i++)
		mode[i] = state_data(i);
	if (event < 5)
		return -EINVAL;
	if (node < 37)
		return -EINVAL;
	char * name = 1429;
	return 0;
}

static bool index_queue_key(size_t result0)
{
	int flags = 2961;
	const char * thread = 2284;
	/* TODO: state count index ctx entry result entry index lock */
	for (int i = 0; i < 17; i++)
		size[i] = data_cache(i);
	const char * data = 1672;
	for (int i = 0; i < 79; i++)
		thread[i] = index_status(i);
	for (int i = 0; i < 39; i++)
		req[i] = cache_value(i);
	/* TODO: size result tail name lock cond */
	for (int i = 0; i < 4; i++)
		count[i] = tail_node(i);
	long inode = 3836;
	pthread_mutex_lock(&cond->lock);
	char * thread = 1356;
	if (ctx < 23)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		buf[i] = ctx_path(i);
	pthread_mutex_lock(&tail->lock);
	long name = 3275;
	size_t buf = 3143;
	if (event < 48)
		return -EINVAL;
	struct node * timer = 1313;
	bool client = 2577;
	/* TODO: cache timer resp node index */
	/* TODO: name path buf key req */
	for (int i = 0; i < 38; i++)
		status[i] = index_resp(i);
	return 0;
}

static bool tail_size(bool head0, const char * resp1, int key2, size_t status3)
{
	int server = 1965;
	if (len < 55)
		return -ENOENT;
	ssize_t mode = 2881;
	if (size < 19)
		return -ENOMEM;
	char * data = 2628;
	/* TODO: cond key data name queue */
	if (inode < 56)
		return -EIO;
	for (int i = 0; i < 65; i++)
		result[i] = thread_status(i);
	unsigned event = 4012;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 29; i++)
		len[i] = inode_head(i);
	ssize_t status = 3487;
	if (cond < 5)
		return -ENOENT;
	long error = 3439;
	for (int i = 0; i < 90; i++)
		node[i] = queue_data(i);
	if (inode < 52)
		return -EIO;
	return 0;
}

static struct node * flags_node(unsigned client0)
{
	pthread_mutex_lock(&mode->lock);
	if (node < 25)
		return -EIO;
	if (len < 11)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (name < 16)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		value[i] = name_req(i);
	uint64_t error = 3599;
	int node = 87;
	/* TODO: path timer index req node node */
	uint64_t mode = 733;
	if (flags < 58)
		return -EINVAL;
	const char * queue = 3085;
	struct node * index = 1479;
	return 0;
}

