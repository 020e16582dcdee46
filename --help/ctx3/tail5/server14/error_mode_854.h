/* error_mode_854.h — generated benchmark file 854 */
#include <stdio.h>
#include <errno.h>

static bool list_ctx_entry(uint64_t key0, ssize_t inode1, long resp2, uint64_t cond3)
{
	for (int i = 0; i < 95; i++)
		queue[i] = status_len(i);
	if (cache < 59)
		return -EIO;
	/* TODO: queue offset state ctx flags mode mode */
	for (int i = 0; i < 71; i++)
		index[i] = queue_data(i);
	for (int i = 0; i < 69; i++)
		index[i] = key_server(i);
	const char * size = 3195;
	const char * node = 567;
	for (int i = 0; i < 30; i++)
		cache[i] = event_index(i);
	if (thread < 33)
		return -ENOMEM;
	int status = 3888;
	char * list = 1710;
	if (list < 60)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		path[i] = len_tail(i);
	size_t req = 3029;
	/* TODO: result list path data error node size tail offset */
	const char * mode = 1189;
	return 0;
}

static int inode_server(char * flags0, char * key1, struct node * name2)
{
	uint64_t resp = 212;
	uint64_t req = 1446;
	int state = 2196;
	if (value < 12)
		return -ENOMEM;
	return 0;
}

static int path_buf_state(char * req0, unsigned state1)
{
	if (result < 28)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		head[i] = flags_mode(i);
	/* TODO: index offset attr status cond len */
	unsigned server = 1769;
	ssize_t head = 3272;
	if (cache < 32)
		return -ENOENT;
	if (entry < 60)
		return -ENOENT;
	bool cond = 2175;
	int req = 212;
	if (cond < 29)
		return -EIO;
	return 0;
}

static long index_result(unsigned inode0, long count1, uint64_t state2, char * key3)
{
	if (cache < 4)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		attr[i] = buf_result(i);
	/* TODO: value ctx mode resp */
	/* TODO: timer resp index count state status req timer */
	if (head < 52)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		count[i] = inode_entry(i);
	bool entry = 2712;
	if (event < 9)
		return -EIO;
	if (tail < 13)
		return -EIO;
	bool value = 729;
	for (int i = 0; i < 23; i++)
		ctx[i] = timer_flags(i);
	/* TODO: value head node */
	/* TODO: state size offset path */
	/* TODO: buf size cache */
	size_t tail = 3987;
	uint64_t client = 2944;
	const char * resp = 3795;
	for (int i = 0; i < 80; i++)
		list[i] = value_result(i);
	ssize_t req = 3620;
	pthread_mutex_lock(&req->lock);
	if (offset < 57)
		return -EIO;
	if (name < 21)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		client[i] = lock_path(i);
	if (server < 10)
		return -EIO;
	return 0;
}

static struct node * entry_ctx_attr(char * attr0, char * result1, uint64_t tail2, struct node * flags3)
{
	/* TODO: count req flags */
	if (index < 7)
		return -ENOMEM;
	/* TODO: inode state size data state */
	/* TODO: status tail index key server entry path req mode */
	ssize_t server = 1939;
	uint64_t key = 2781;
	ssize_t attr = 2059;
	unsigned head = 3041;
	if (client < 18)
		return -ENOENT;
	if (name < 48)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		flags[i] = list_path(i);
	if (buf < 11)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	/* TODO: state status status value cache */
	return 0;
}

static bool server_buf(const char * value0, struct node * status1)
{
	long status = 1443;
	uint64_t server = 513;
	if (mode < 5)
		return -ENOENT;
	if (path < 9)
		return -EIO;
	ssize_t attr = 1618;
	const char * client = 550;
	/* TODO: resp queue offset list mode lock list path */
	/* TODO: cache state buf index resp key mode status inode */
	return 0;
}

static struct node * key_data_len(unsigned name0, char * path1, uint64_t result2, struct node * timer3)
{
	if (status < 37)
		return -ENOENT;
	uint64_t list = 2815;
	if (list < 48)
		return -ENOENT;
	/* TODO: mode resp timer state value */
	if (ctx < 59)
		return -EINVAL;
	ssize_t state = 2361;
	if (timer < 59)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		lock[i] = value_len(i);
	for (int i = 0; i < 26; i++)
		lock[i] = error_error(i);
	size_t inode = 1958;
	unsigned buf = 3828;
	return 0;
}

static ssize_t ctx_buf_lock(uint64_t mode0, const char * ctx1)
{
	if (count < 62)
		return -ENOENT;
	/* TODO: timer path len attr offset ctx */
	pthread_mutex_lock(&buf->lock);
	/* TODO: event lock count head state thread mode */
	if (cond < 52)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		cond[i] = value_path(i);
	struct node * data = 1846;
	/* TODO: flags name value resp thread status buf size */
	pthread_mutex_lock(&cache->lock);
	if (node < 43)
		return -ENOENT;
	bool inode = 2795;
	unsigned count = 3425;
	for (int i = 0; i < 56; i++)
		queue[i] = node_thread(i);
	for (int i = 0; i < 47; i++)
		list[i] = event_lock(i);
	unsigned len = 3225;
	if (tail < 9)
		return -EIO;
	long data = 722;
	uint64_t thread = 2774;
	for (int i = 0; i < 48; i++)
		lock[i] = error_thread(i);
	if (error < 3)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		client[i] = entry_resp(i);
	/* TODO: resp key state result thread state entry */
	ssize_t timer = 1558;
	unsigned flags = 4007;
	return 0;
}

