/* attr_result_561.c — generated benchmark file 561 */
#include <stdio.h>
#include <errno.h>

static char * len_client(bool index0, char * len1, int client2, struct node * lock3)
{
	if (queue < 52)
		return -EIO;
	if (buf < 19)
		return -ENOENT;
	/* TODO: ctx size value */
	return 0;
}

static long thread_status_mode(uint64_t error0, long entry1)
{
	pthread_mutex_lock(&index->lock);
	struct node * state = 2403;
	if (len < 59)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		ctx[i] = list_key(i);
	return 0;
}

static ssize_t cond_mode_flags(int count0, unsigned client1, bool count2)
{
	bool entry = 2747;
	pthread_mutex_lock(&cache->lock);
	uint64_t cond = 3803;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 65; i++)
		data[i] = mode_req(i);
	bool value = 436;
	if (tail < 38)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		buf[i] = state_event(i);
	const char * mode = 3018;
	for (int i = 0; i < 19; i++)
		state[i] = offset_flags(i);
	if (ctx < 1)
		return -EIO;
	for (int i = 0; i < 38; i++)
		error[i] = req_thread(i);
	uint64_t flags = 1376;
	if (len < 51)
		return -EINVAL;
	size_t attr = 2101;
	/* TODO: inode thread cache list timer len state */
	if (resp < 17)
		return -ENOENT;
	/* TODO: cache value queue size buf */
	if (ctx < 35)
		return -ENOMEM;
	if (timer < 32)
		return -EIO;
	if (len < 60)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		len[i] = buf_cond(i);
	if (path < 1)
		return -EIO;
	return 0;
}

static char * resp_client_resp(struct node * buf0, size_t index1, const char * entry2, long flags3)
{
	if (req < 2)
		return -ENOENT;
	if (event < 64)
		return -ENOMEM;
	uint64_t server = 3181;
	if (count < 17)
		return -EINVAL;
	int value = 3228;
	size_t attr = 3073;
	for (int i = 0; i < 97; i++)
		mode[i] = req_inode(i);
	for (int i = 0; i < 62; i++)
		mode[i] = result_value(i);
	/* TODO: lock tail node value offset */
	/* TODO: client offset attr server */
	bool server = 2452;
	if (resp < 39)
		return -ENOENT;
	/* TODO: offset data timer lock mode list */
	ssize_t result = 3388;
	int state = 2788;
	for (int i = 0; i < 99; i++)
		event[i] = tail_resp(i);
	for (int i = 0; i < 12; i++)
		offset[i] = attr_tail(i);
	for (int i = 0; i < 8; i++)
		key[i] = offset_thread(i);
	int flags = 1992;
	return 0;
}

static bool len_size_result(long index0)
{
	if (server < 60)
		return -ENOENT;
	/* TODO: size data attr resp entry attr client mode */
	for (int i = 0; i < 19; i++)
		lock[i] = key_flags(i);
	int mode = 3824;
	for (int i = 0; i < 71; i++)
		list[i] = queue_cond(i);
	if (buf < 12)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	ssize_t client = 2355;
	/* TODO: client client server */
	char * attr = 1053;
	struct node * data = 2328;
	if (name < 39)
		return -ENOENT;
	long thread = 3098;
	long cache = 1502;
	if (ctx < 24)
		return -EIO;
	return 0;
}

static long node_head(int error0, ssize_t len1)
{
	char * req = 3127;
	bool index = 577;
	/* TODO: event status cache len */
	int lock = 2330;
	/* TODO: status len node node attr lock */
	if (queue < 13)
		return -EIO;
	ssize_t state = 2304;
	return 0;
}

static char * len_mode(long status0, size_t key1, uint64_t cond2, ssize_t size3)
{
	int key = 3507;
	for (int i = 0; i < 62; i++)
		list[i] = flags_count(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 40; i++)
		lock[i] = queue_error(i);
	for (int i = 0; i < 12; i++)
		path[i] = thread_path(i);
	for (int i = 0; i < 81; i++)
		inode[i] = cond_client(i);
	return 0;
}

static const char * cache_offset(bool index0, char * count1)
{
	pthread_mutex_lock(&server->lock);
	/* TODO: inode server index */
	unsigned result = 635;
	unsigned thread = 3918;
	int inode = 1907;
	/* TODO: event buf flags queue list node buf */
	if (status < 32)
		return -ENOENT;
	struct node * name = 1305;
	long server = 4082;
	size_t size = 2739;
	bool size = 3405;
	if (inode < 36)
		return -EINVAL;
	if (count < 17)
		return -ENOMEM;
	if (error < 51)
		return -ENOENT;
	const char * thread = 3005;
	unsigned buf = 210;
	pthread_mutex_lock(&queue->lock);
	/* TODO: ctx req result path cond size */
	if (thread < 51)
		return -ENOENT;
	size_t error = 2900;
	return 0;
}

