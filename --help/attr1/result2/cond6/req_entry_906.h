/* req_entry_906.h — generated benchmark file 906 */
#include <stdio.h>
#include <errno.h>

static unsigned thread_resp(char * index0, const char * size1, unsigned tail2, unsigned buf3)
{
	size_t count = 2486;
	int req = 2699;
	for (int i = 0; i < 4; i++)
		lock[i] = queue_key(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&entry->lock);
	unsigned server = 2723;
	unsigned head = 3722;
	if (mode < 13)
		return -EINVAL;
	int thread = 3545;
	for (int i = 0; i < 68; i++)
		cond[i] = buf_name(i);
	if (inode < 46)
		return -ENOMEM;
	/* TODO: cond queue count node node lock state */
	const char * attr = 1614;
	for (int i = 0; i < 65; i++)
		mode[i] = buf_attr(i);
	for (int i = 0; i < 31; i++)
		cond[i] = list_offset(i);
	for (int i = 0; i < 19; i++)
		queue[i] = result_cond(i);
	bool cache = 996;
	/* TODO: key resp value */
	/* TODO: status key data inode list value */
	return 0;
}

static ssize_t head_size(uint64_t size0, long result1, char * len2, char * req3)
{
	for (int i = 0; i < 94; i++)
		count[i] = resp_lock(i);
	long inode = 2802;
	struct node * queue = 2029;
	if (state < 31)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		index[i] = list_client(i);
	char * entry = 2665;
	if (index < 9)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		list[i] = name_mode(i);
	size_t key = 2515;
	ssize_t name = 2412;
	char * size = 1238;
	size_t event = 3696;
	for (int i = 0; i < 71; i++)
		entry[i] = state_entry(i);
	size_t index = 399;
	for (int i = 0; i < 93; i++)
		thread[i] = server_key(i);
	if (cond < 38)
		return -EIO;
	if (inode < 6)
		return -EINVAL;
	if (flags < 35)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		lock[i] = ctx_len(i);
	struct node * entry = 1988;
	char * value = 1032;
	if (path < 64)
		return -EIO;
	if (resp < 15)
		return -EINVAL;
	if (client < 25)
		return -ENOMEM;
	return 0;
}

static long cond_count(unsigned error0)
{
	/* TODO: key state path timer entry node thread */
	if (mode < 16)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		lock[i] = key_offset(i);
	for (int i = 0; i < 61; i++)
		key[i] = entry_resp(i);
	if (status < 35)
		return -EINVAL;
	const char * offset = 3476;
	bool cache = 3514;
	for (int i = 0; i < 11; i++)
		mode[i] = data_list(i);
	for (int i = 0; i < 82; i++)
		ctx[i] = list_flags(i);
	char * buf = 2179;
	for (int i = 0; i < 30; i++)
		event[i] = cache_head(i);
	return 0;
}

static unsigned status_offset(size_t cond0, long head1, uint64_t size2)
{
	ssize_t tail = 3766;
	for (int i = 0; i < 5; i++)
		len[i] = cache_lock(i);
	for (int i = 0; i < 12; i++)
		status[i] = flags_size(i);
	if (size < 33)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		name[i] = event_name(i);
	if (queue < 49)
		return -EIO;
	/* TODO: status event thread */
	/* TODO: cache lock server offset lock */
	if (req < 41)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		node[i] = tail_path(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 93; i++)
		status[i] = head_lock(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static ssize_t key_cache_entry(const char * mode0, bool size1)
{
	ssize_t client = 2002;
	const char * attr = 595;
	/* TODO: index attr entry entry */
	if (entry < 46)
		return -ENOENT;
	if (name < 5)
		return -ENOMEM;
	ssize_t tail = 2790;
	bool lock = 1749;
	/* TODO: event event client timer client */
	for (int i = 0; i < 48; i++)
		state[i] = inode_event(i);
	/* TODO: index result timer key */
	for (int i = 0; i < 17; i++)
		count[i] = state_buf(i);
	/* TODO: cache entry thread node flags */
	/* TODO: error offset buf attr key thread */
	int len = 1538;
	long server = 2285;
	return 0;
}

static struct node * resp_data(long resp0, long resp1, int inode2)
{
	for (int i = 0; i < 22; i++)
		flags[i] = timer_value(i);
	pthread_mutex_lock(&mode->lock);
	if (index < 32)
		return -ENOMEM;
	long len = 1332;
	if (event < 12)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		timer[i] = list_list(i);
	for (int i = 0; i < 72; i++)
		index[i] = attr_data(i);
	bool buf = 4004;
	long offset = 1784;
	long size = 4074;
	int inode = 3881;
	if (cache < 36)
		return -ENOENT;
	if (path < 16)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	long len = 2294;
	ssize_t key = 3057;
	if (state < 10)
		return -ENOMEM;
	ssize_t status = 1100;
	pthread_mutex_lock(&lock->lock);
	int len = 2463;
	bool entry = 2452;
	return 0;
}

