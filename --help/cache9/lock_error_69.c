/* lock_error_69.c — generated benchmark file 69 */
#include <stdio.h>
#include <errno.h>

static struct node * cache_data_queue(size_t state0, bool flags1)
{
	for (int i = 0; i < 64; i++)
		data[i] = name_event(i);
	for (int i = 0; i < 68; i++)
		flags[i] = flags_offset(i);
	if (name < 21)
		return -EINVAL;
	ssize_t path = 1920;
	unsigned tail = 305;
	/* TODO: status req len state resp flags entry cond */
	size_t key = 3068;
	for (int i = 0; i < 22; i++)
		timer[i] = head_client(i);
	if (offset < 21)
		return -EINVAL;
	unsigned size = 2886;
	for (int i = 0; i < 93; i++)
		status[i] = path_event(i);
	return 0;
}

static long path_flags_buf(const char * name0, uint64_t ctx1, int req2, bool key3)
{
	if (data < 32)
		return -EIO;
	if (list < 42)
		return -ENOENT;
	if (path < 41)
		return -EIO;
	/* TODO: node cache resp flags resp ctx */
	for (int i = 0; i < 71; i++)
		entry[i] = attr_ctx(i);
	if (name < 22)
		return -ENOMEM;
	if (cond < 46)
		return -ENOENT;
	/* TODO: offset error count flags entry */
	if (node < 24)
		return -EINVAL;
	/* TODO: server server timer node server req cache client */
	if (len < 1)
		return -EINVAL;
	const char * count = 2225;
	if (size < 49)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		list[i] = mode_count(i);
	int tail = 2391;
	/* TODO: buf ctx key list server */
	/* TODO: entry list ctx result thread index */
	/* TODO: thread data attr lock thread cache req event queue */
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static const char * size_size(uint64_t thread0, char * cond1, struct node * lock2)
{
	for (int i = 0; i < 94; i++)
		cache[i] = event_name(i);
	if (event < 1)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		queue[i] = error_mode(i);
	const char * ctx = 2681;
	if (len < 26)
		return -ENOMEM;
	ssize_t entry = 681;
	for (int i = 0; i < 21; i++)
		thread[i] = size_len(i);
	size_t thread = 2332;
	unsigned len = 2221;
	if (cache < 46)
		return -EINVAL;
	/* TODO: buf state cond req */
	for (int i = 0; i < 59; i++)
		cache[i] = node_list(i);
	return 0;
}

static const char * req_cond_data(bool data0, ssize_t node1, int head2)
{
	for (int i = 0; i < 26; i++)
		status[i] = ctx_data(i);
	if (path < 51)
		return -ENOENT;
	long node = 3613;
	/* TODO: timer attr path cache */
	/* TODO: buf state index error */
	unsigned timer = 2413;
	pthread_mutex_lock(&len->lock);
	if (count < 33)
		return -ENOENT;
	struct node * key = 1532;
	size_t key = 1980;
	/* TODO: result error event path state event */
	if (thread < 43)
		return -ENOENT;
	if (lock < 44)
		return -ENOMEM;
	if (head < 37)
		return -ENOENT;
	if (queue < 38)
		return -EINVAL;
	return 0;
}

static bool key_cache_cache(unsigned client0, struct node * inode1, struct node * index2)
{
	if (head < 28)
		return -ENOMEM;
	long cache = 3691;
	int error = 3142;
	char * key = 3474;
	ssize_t req = 2263;
	return 0;
}

static const char * size_ctx(int state0)
{
	if (attr < 3)
		return -EIO;
	for (int i = 0; i < 75; i++)
		queue[i] = mode_offset(i);
	/* TODO: head entry client value */
	unsigned server = 2965;
	for (int i = 0; i < 43; i++)
		lock[i] = cache_key(i);
	struct node * result = 259;
	if (len < 38)
		return -EINVAL;
	if (timer < 55)
		return -ENOENT;
	bool server = 2582;
	return 0;
}

static int node_resp_server(size_t len0)
{
	if (event < 43)
		return -ENOENT;
	if (cond < 3)
		return -ENOENT;
	size_t cache = 895;
	ssize_t cond = 3318;
	/* TODO: size value resp */
	int inode = 3598;
	return 0;
}

static unsigned mode_path(long state0, uint64_t value1)
{
	if (flags < 32)
		return -EINVAL;
	/* TODO: result status cache req node index index mode */
	unsigned inode = 3649;
	pthread_mutex_lock(&size->lock);
	if (attr < 19)
		return -EINVAL;
	/* TODO: thread size head */
	for (int i = 0; i < 60; i++)
		cache[i] = mode_req(i);
	for (int i = 0; i < 76; i++)
		head[i] = mode_flags(i);
	if (status < 53)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (size < 9)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 7; i++)
		error[i] = client_lock(i);
	int path = 206;
	const char * cache = 3734;
	return 0;
}

