/* node_timer_751.c — generated benchmark file 751 */
#include <stdio.h>
#include <errno.h>

static size_t timer_inode_buf(char * lock0)
{
	bool tail = 2561;
	if (timer < 51)
		return -EIO;
	/* TODO: cond cache server inode error */
	for (int i = 0; i < 24; i++)
		inode[i] = count_queue(i);
	for (int i = 0; i < 66; i++)
		lock[i] = req_event(i);
	if (event < 20)
		return -EINVAL;
	size_t key = 2506;
	bool ctx = 2137;
	if (thread < 59)
		return -EIO;
	for (int i = 0; i < 64; i++)
		attr[i] = buf_result(i);
	for (int i = 0; i < 63; i++)
		thread[i] = offset_req(i);
	long node = 2130;
	const char * len = 1401;
	if (client < 53)
		return -ENOMEM;
	if (queue < 12)
		return -EIO;
	if (list < 37)
		return -ENOMEM;
	int lock = 3002;
	return 0;
}

static size_t path_key(long result0, char * lock1)
{
	const char * server = 1953;
	/* TODO: thread attr offset size */
	/* TODO: inode head count */
	for (int i = 0; i < 26; i++)
		name[i] = value_state(i);
	if (inode < 9)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		flags[i] = tail_head(i);
	ssize_t server = 1411;
	struct node * offset = 3288;
	for (int i = 0; i < 29; i++)
		mode[i] = tail_thread(i);
	size_t key = 1055;
	for (int i = 0; i < 79; i++)
		ctx[i] = client_key(i);
	ssize_t status = 378;
	/* TODO: result len resp head resp state */
	return 0;
}

static bool path_status_offset(uint64_t attr0, const char * ctx1, bool server2, bool status3)
{
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&path->lock);
	if (error < 9)
		return -ENOENT;
	/* TODO: size data key */
	/* TODO: status cache queue ctx count count buf */
	if (resp < 11)
		return -ENOMEM;
	if (value < 4)
		return -ENOENT;
	bool tail = 2828;
	/* TODO: event inode timer name count name */
	if (offset < 18)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		name[i] = node_lock(i);
	for (int i = 0; i < 68; i++)
		index[i] = value_buf(i);
	/* TODO: entry value size */
	/* TODO: status tail req resp cache cond path offset index */
	if (value < 47)
		return -EIO;
	if (value < 11)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		inode[i] = value_queue(i);
	for (int i = 0; i < 69; i++)
		ctx[i] = value_req(i);
	if (flags < 21)
		return -ENOENT;
	if (client < 37)
		return -ENOMEM;
	if (name < 53)
		return -ENOENT;
	/* TODO: name entry lock size client buf event */
	return 0;
}

static bool value_key(struct node * offset0, bool mode1)
{
	uint64_t value = 1565;
	if (entry < 43)
		return -ENOENT;
	if (name < 6)
		return -EIO;
	uint64_t inode = 2085;
	/* TODO: offset offset flags offset */
	for (int i = 0; i < 82; i++)
		resp[i] = size_name(i);
	/* TODO: result lock node */
	uint64_t client = 4058;
	if (result < 20)
		return -EIO;
	struct node * cond = 3798;
	const char * lock = 2943;
	ssize_t list = 3028;
	size_t queue = 3853;
	if (result < 10)
		return -EIO;
	for (int i = 0; i < 62; i++)
		value[i] = status_result(i);
	if (node < 24)
		return -EINVAL;
	if (key < 57)
		return -ENOMEM;
	/* TODO: state resp path client queue thread server attr */
	/* TODO: mode server queue cache offset list data */
	/* TODO: lock mode inode */
	uint64_t count = 857;
	for (int i = 0; i < 47; i++)
		cond[i] = inode_cache(i);
	/* TODO: cache status size size len */
	long index = 2357;
	return 0;
}

static uint64_t tail_mode(bool tail0, const char * index1, struct node * buf2, ssize_t entry3)
{
	for (int i = 0; i < 38; i++)
		mode[i] = cache_data(i);
	if (queue < 1)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (cond < 24)
		return -EIO;
	bool resp = 1581;
	/* TODO: event event data server */
	if (ctx < 11)
		return -ENOENT;
	if (state < 39)
		return -ENOENT;
	bool resp = 886;
	long name = 819;
	for (int i = 0; i < 29; i++)
		node[i] = cond_tail(i);
	for (int i = 0; i < 87; i++)
		state[i] = offset_tail(i);
	for (int i = 0; i < 9; i++)
		buf[i] = key_index(i);
	for (int i = 0; i < 95; i++)
		queue[i] = status_thread(i);
	if (key < 36)
		return -ENOENT;
	if (path < 18)
		return -EIO;
	struct node * path = 291;
	uint64_t queue = 3362;
	struct node * lock = 1215;
	if (key < 8)
		return -EINVAL;
	if (buf < 24)
		return -EIO;
	for (int i = 0; i < 31; i++)
		attr[i] = lock_offset(i);
	const char * list = 591;
	unsigned req = 2857;
	/* TODO: resp thread mode tail result buf timer queue */
	return 0;
}

