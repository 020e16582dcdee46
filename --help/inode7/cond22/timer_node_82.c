/* timer_node_82.c — generated benchmark file 82 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_key(unsigned error0)
{
	for (int i = 0; i < 41; i++)
		index[i] = index_buf(i);
	size_t list = 2565;
	if (ctx < 64)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		req[i] = timer_attr(i);
	int index = 1935;
	if (node < 30)
		return -EIO;
	for (int i = 0; i < 62; i++)
		lock[i] = entry_offset(i);
	for (int i = 0; i < 71; i++)
		server[i] = cond_req(i);
	uint64_t count = 2689;
	return 0;
}

static long tail_data_path(struct node * flags0, uint64_t mode1)
{
	/* TODO: list tail event head lock status flags size resp */
	if (name < 53)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	/* TODO: len timer error path index head queue error */
	const char * key = 3081;
	ssize_t cond = 2394;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 41; i++)
		event[i] = len_status(i);
	for (int i = 0; i < 15; i++)
		cache[i] = attr_cond(i);
	struct node * len = 3295;
	ssize_t status = 3287;
	/* TODO: mode server attr count offset index node attr */
	for (int i = 0; i < 70; i++)
		thread[i] = queue_inode(i);
	for (int i = 0; i < 42; i++)
		size[i] = req_resp(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: lock client result inode path status head index */
	if (inode < 58)
		return -EIO;
	for (int i = 0; i < 94; i++)
		mode[i] = path_resp(i);
	if (offset < 58)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		flags[i] = lock_ctx(i);
	char * node = 1636;
	return 0;
}

static const char * attr_cond_name(unsigned count0, long queue1, long ctx2, ssize_t size3)
{
	size_t offset = 2097;
	for (int i = 0; i < 25; i++)
		cache[i] = offset_tail(i);
	/* TODO: size req lock list timer size client */
	for (int i = 0; i < 66; i++)
		value[i] = thread_list(i);
	if (ctx < 36)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	if (list < 21)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		result[i] = cache_size(i);
	for (int i = 0; i < 96; i++)
		head[i] = resp_client(i);
	bool inode = 1177;
	return 0;
}

static size_t cache_node(ssize_t result0)
{
	if (index < 9)
		return -EIO;
	for (int i = 0; i < 77; i++)
		offset[i] = ctx_tail(i);
	for (int i = 0; i < 86; i++)
		lock[i] = thread_cond(i);
	ssize_t req = 3485;
	if (attr < 57)
		return -EINVAL;
	if (timer < 45)
		return -EINVAL;
	return 0;
}

static bool node_state(int size0, bool cond1, struct node * result2, uint64_t count3)
{
	/* TODO: queue client status size entry thread size */
	if (entry < 47)
		return -EINVAL;
	bool result = 1559;
	if (inode < 64)
		return -EINVAL;
	ssize_t thread = 234;
	if (thread < 53)
		return -EIO;
	long mode = 2438;
	/* TODO: tail state len key resp path */
	struct node * state = 1055;
	if (entry < 42)
		return -EINVAL;
	if (buf < 1)
		return -EINVAL;
	/* TODO: name index event index entry */
	uint64_t count = 2263;
	/* TODO: tail queue status state tail */
	for (int i = 0; i < 35; i++)
		buf[i] = queue_value(i);
	pthread_mutex_lock(&name->lock);
	if (size < 23)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		timer[i] = error_mode(i);
	char * req = 126;
	const char * offset = 3215;
	if (size < 62)
		return -ENOMEM;
	if (lock < 1)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		server[i] = node_index(i);
	if (offset < 62)
		return -ENOENT;
	size_t buf = 2658;
	return 0;
}

static uint64_t flags_state(const char * node0)
{
	/* TODO: buf head node head count list status timer */
	if (value < 40)
		return -ENOENT;
	if (status < 13)
		return -EIO;
	/* TODO: client tail queue offset size len ctx */
	const char * buf = 708;
	return 0;
}

static ssize_t status_entry(size_t timer0, bool path1, char * client2)
{
	bool offset = 2310;
	unsigned mode = 263;
	/* TODO: head cond tail */
	/* TODO: node status value event path */
	unsigned req = 938;
	uint64_t cache = 1632;
	char * data = 2584;
	if (name < 34)
		return -ENOMEM;
	if (node < 57)
		return -ENOENT;
	return 0;
}

static unsigned lock_len_result(unsigned queue0, struct node * queue1, uint64_t inode2)
{
	/* TODO: size value entry lock result thread client */
	const char * name = 3367;
	for (int i = 0; i < 93; i++)
		tail[i] = flags_buf(i);
	/* TODO: result count len resp */
	/* TODO: status status mode client entry ctx tail attr index */
	int head = 1968;
	if (ctx < 12)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		count[i] = tail_head(i);
	unsigned inode = 1999;
	for (int i = 0; i < 37; i++)
		name[i] = head_value(i);
	struct node * path = 1660;
	uint64_t inode = 1378;
	for (int i = 0; i < 50; i++)
		cond[i] = req_cache(i);
	int index = 3442;
	if (lock < 17)
		return -EIO;
	if (lock < 62)
		return -ENOENT;
	if (len < 1)
		return -ENOMEM;
	if (value < 60)
		return -ENOMEM;
	if (req < 6)
		return -EIO;
	for (int i = 0; i < 6; i++)
		ctx[i] = req_ctx(i);
	/* TODO: server path queue inode */
	return 0;
}

