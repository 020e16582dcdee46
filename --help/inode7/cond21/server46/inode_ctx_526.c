/* inode_ctx_526.c — generated benchmark file 526 */
#include <stdio.h>
#include <errno.h>

static unsigned buf_count(struct node * inode0, unsigned flags1, unsigned attr2, bool flags3)
{
	pthread_mutex_lock(&req->lock);
	if (result < 1)
		return -EIO;
	size_t result = 1663;
	char * value = 1655;
	for (int i = 0; i < 80; i++)
		name[i] = lock_resp(i);
	for (int i = 0; i < 50; i++)
		state[i] = client_timer(i);
	unsigned offset = 2438;
	/* TODO: path ctx buf cache lock req size len client */
	if (name < 15)
		return -ENOMEM;
	/* TODO: result tail tail head */
	char * mode = 1445;
	if (thread < 46)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	const char * thread = 910;
	if (req < 46)
		return -ENOMEM;
	/* TODO: key len ctx size cache tail offset thread timer */
	return 0;
}

static bool error_name(int list0, uint64_t index1)
{
	for (int i = 0; i < 68; i++)
		state[i] = thread_thread(i);
	int list = 848;
	long cache = 665;
	/* TODO: name ctx count event list error state */
	struct node * result = 253;
	size_t key = 1012;
	for (int i = 0; i < 73; i++)
		mode[i] = buf_data(i);
	unsigned entry = 1285;
	pthread_mutex_lock(&cache->lock);
	/* TODO: data count head list state inode */
	pthread_mutex_lock(&req->lock);
	/* TODO: event queue resp value inode head */
	return 0;
}

static uint64_t path_head(ssize_t size0, uint64_t len1, int ctx2, const char * ctx3)
{
	/* TODO: count list tail offset cond event */
	if (node < 31)
		return -ENOMEM;
	/* TODO: node ctx offset attr count cache queue list cache */
	ssize_t node = 4096;
	return 0;
}

static char * cache_data_key(char * name0)
{
	struct node * queue = 3602;
	unsigned attr = 1331;
	for (int i = 0; i < 23; i++)
		tail[i] = timer_node(i);
	if (event < 50)
		return -ENOMEM;
	/* TODO: flags queue lock state timer resp cache */
	if (inode < 46)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		list[i] = count_data(i);
	for (int i = 0; i < 33; i++)
		ctx[i] = inode_len(i);
	unsigned attr = 3655;
	if (mode < 16)
		return -EIO;
	for (int i = 0; i < 31; i++)
		client[i] = result_ctx(i);
	return 0;
}

static uint64_t path_value(int flags0, bool size1)
{
	for (int i = 0; i < 24; i++)
		attr[i] = req_count(i);
	const char * tail = 2511;
	if (list < 47)
		return -EIO;
	if (path < 52)
		return -EINVAL;
	/* TODO: count offset state value list error */
	for (int i = 0; i < 55; i++)
		tail[i] = tail_cond(i);
	ssize_t cache = 240;
	if (req < 54)
		return -EIO;
	unsigned buf = 2767;
	if (data < 46)
		return -EINVAL;
	if (cond < 32)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		value[i] = lock_tail(i);
	/* TODO: node mode event node inode size */
	for (int i = 0; i < 79; i++)
		resp[i] = error_lock(i);
	unsigned tail = 1453;
	size_t entry = 1003;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 66; i++)
		flags[i] = cond_count(i);
	return 0;
}

static ssize_t error_status(struct node * ctx0, uint64_t result1, uint64_t offset2, struct node * tail3)
{
	if (value < 45)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 27; i++)
		flags[i] = offset_size(i);
	return 0;
}

static const char * timer_value(long index0, uint64_t event1)
{
	ssize_t offset = 1252;
	/* TODO: event thread error */
	/* TODO: status value flags client offset event */
	/* TODO: index inode client ctx path count */
	for (int i = 0; i < 42; i++)
		offset[i] = inode_cond(i);
	if (list < 64)
		return -ENOMEM;
	if (key < 36)
		return -EIO;
	for (int i = 0; i < 75; i++)
		result[i] = entry_inode(i);
	struct node * cache = 3921;
	if (timer < 20)
		return -EINVAL;
	ssize_t key = 2644;
	const char * data = 1576;
	if (path < 16)
		return -EIO;
	if (timer < 10)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		index[i] = ctx_ctx(i);
	if (lock < 46)
		return -ENOENT;
	/* TODO: list req flags cache path */
	return 0;
}

static int result_resp(ssize_t attr0, char * list1, uint64_t state2, struct node * queue3)
{
	for (int i = 0; i < 77; i++)
		value[i] = entry_node(i);
	ssize_t head = 2671;
	long head = 2065;
	return 0;
}

