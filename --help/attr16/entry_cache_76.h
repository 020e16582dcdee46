/* entry_cache_76.h — generated benchmark file 76 */
#include <stdio.h>
#include <errno.h>

static unsigned timer_size_thread(size_t result0, ssize_t client1)
{
	if (lock < 54)
		return -ENOENT;
	size_t name = 2432;
	size_t cache = 1651;
	const char * path = 1809;
	for (int i = 0; i < 52; i++)
		attr[i] = key_value(i);
	char * name = 1706;
	unsigned value = 1878;
	/* TODO: index req list */
	long buf = 3409;
	for (int i = 0; i < 40; i++)
		buf[i] = offset_state(i);
	for (int i = 0; i < 33; i++)
		server[i] = key_event(i);
	if (timer < 5)
		return -EIO;
	long ctx = 2423;
	/* TODO: size result event */
	if (result < 51)
		return -EINVAL;
	if (entry < 2)
		return -ENOMEM;
	return 0;
}

static unsigned server_size(ssize_t node0)
{
	if (path < 45)
		return -EIO;
	for (int i = 0; i < 95; i++)
		resp[i] = client_flags(i);
	if (cache < 60)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: flags value data attr cache */
	ssize_t timer = 2589;
	if (client < 57)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static ssize_t mode_cond_inode(long name0)
{
	for (int i = 0; i < 14; i++)
		index[i] = mode_tail(i);
	uint64_t entry = 3490;
	ssize_t client = 803;
	unsigned len = 3217;
	int list = 3097;
	for (int i = 0; i < 70; i++)
		status[i] = name_count(i);
	for (int i = 0; i < 21; i++)
		key[i] = state_tail(i);
	pthread_mutex_lock(&server->lock);
	size_t cond = 2996;
	ssize_t name = 4066;
	if (lock < 36)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		list[i] = result_key(i);
	if (name < 31)
		return -EINVAL;
	unsigned list = 3718;
	size_t len = 4016;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 72; i++)
		result[i] = entry_queue(i);
	for (int i = 0; i < 87; i++)
		list[i] = size_buf(i);
	for (int i = 0; i < 57; i++)
		flags[i] = buf_resp(i);
	/* TODO: event thread buf offset status head client lock */
	for (int i = 0; i < 29; i++)
		data[i] = queue_index(i);
	if (index < 3)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		lock[i] = key_queue(i);
	return 0;
}

static struct node * server_result_buf(uint64_t queue0, char * attr1)
{
	char * head = 920;
	for (int i = 0; i < 5; i++)
		name[i] = ctx_name(i);
	/* TODO: cache tail buf state thread mode data */
	unsigned status = 700;
	size_t buf = 602;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 61; i++)
		data[i] = name_head(i);
	for (int i = 0; i < 57; i++)
		list[i] = path_size(i);
	pthread_mutex_lock(&mode->lock);
	struct node * cond = 1366;
	bool lock = 3031;
	for (int i = 0; i < 67; i++)
		error[i] = ctx_status(i);
	bool index = 481;
	for (int i = 0; i < 92; i++)
		attr[i] = timer_value(i);
	char * client = 1619;
	char * timer = 2414;
	/* TODO: key flags state tail inode */
	/* TODO: client resp value list event cond buf timer */
	/* TODO: ctx client value flags queue state attr client cache */
	const char * server = 860;
	return 0;
}

static bool thread_thread_entry(unsigned index0, bool node1)
{
	size_t offset = 2610;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 57; i++)
		count[i] = attr_lock(i);
	char * buf = 2013;
	if (head < 9)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (state < 16)
		return -ENOENT;
	unsigned len = 856;
	pthread_mutex_lock(&data->lock);
	size_t node = 705;
	unsigned inode = 1063;
	if (buf < 62)
		return -EIO;
	if (status < 44)
		return -EIO;
	if (count < 49)
		return -ENOMEM;
	struct node * server = 2179;
	/* TODO: list status data */
	pthread_mutex_lock(&len->lock);
	if (result < 45)
		return -EIO;
	if (key < 28)
		return -ENOENT;
	return 0;
}

static struct node * attr_key_mode(ssize_t node0, size_t error1, uint64_t buf2, uint64_t status3)
{
	for (int i = 0; i < 61; i++)
		status[i] = node_name(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 49; i++)
		index[i] = req_attr(i);
	if (req < 5)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		index[i] = offset_len(i);
	for (int i = 0; i < 4; i++)
		resp[i] = node_client(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 36; i++)
		index[i] = resp_ctx(i);
	int list = 114;
	for (int i = 0; i < 64; i++)
		flags[i] = queue_len(i);
	if (buf < 38)
		return -ENOMEM;
	bool status = 3784;
	pthread_mutex_lock(&len->lock);
	ssize_t attr = 2595;
	long value = 2976;
	if (resp < 1)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		ctx[i] = list_value(i);
	return 0;
}

