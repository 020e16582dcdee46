/* req_head_60.c — generated benchmark file 60 */
#include <stdio.h>
#include <errno.h>

static const char * buf_thread_resp(uint64_t buf0, size_t value1, unsigned name2, const char * server3)
{
	if (name < 63)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		event[i] = inode_thread(i);
	for (int i = 0; i < 23; i++)
		timer[i] = path_queue(i);
	unsigned path = 174;
	pthread_mutex_lock(&key->lock);
	/* TODO: count len thread node result cache node key */
	/* TODO: key path ctx name inode thread timer */
	return 0;
}

static size_t error_result(unsigned buf0, long flags1, uint64_t cond2, struct node * result3)
{
	struct node * event = 987;
	pthread_mutex_lock(&value->lock);
	long ctx = 4090;
	if (flags < 15)
		return -EINVAL;
	if (cond < 50)
		return -ENOENT;
	const char * timer = 422;
	size_t value = 1258;
	if (head < 39)
		return -EIO;
	if (result < 52)
		return -ENOENT;
	/* TODO: status buf timer flags state status cache error */
	uint64_t ctx = 763;
	pthread_mutex_lock(&resp->lock);
	if (tail < 30)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		server[i] = inode_lock(i);
	for (int i = 0; i < 32; i++)
		name[i] = list_entry(i);
	uint64_t status = 3123;
	for (int i = 0; i < 50; i++)
		flags[i] = resp_list(i);
	long attr = 3621;
	if (data < 17)
		return -EINVAL;
	return 0;
}

static ssize_t count_data(long timer0, uint64_t state1, int lock2, unsigned offset3)
{
	const char * value = 1432;
	size_t lock = 3826;
	if (value < 60)
		return -EIO;
	ssize_t size = 194;
	for (int i = 0; i < 94; i++)
		tail[i] = flags_cache(i);
	if (tail < 16)
		return -EIO;
	if (inode < 53)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (len < 42)
		return -ENOMEM;
	if (value < 63)
		return -EIO;
	for (int i = 0; i < 84; i++)
		value[i] = attr_status(i);
	/* TODO: error name status state thread value event list */
	if (head < 52)
		return -EIO;
	for (int i = 0; i < 7; i++)
		name[i] = data_thread(i);
	/* TODO: server size timer resp head name */
	long index = 4082;
	struct node * name = 2708;
	pthread_mutex_lock(&resp->lock);
	if (key < 49)
		return -EIO;
	if (cond < 23)
		return -EIO;
	return 0;
}

static char * state_count(bool inode0)
{
	char * queue = 2719;
	if (len < 64)
		return -ENOENT;
	if (ctx < 22)
		return -ENOENT;
	if (size < 18)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	if (head < 22)
		return -ENOENT;
	/* TODO: count node flags node */
	const char * size = 1322;
	/* TODO: count key req index size */
	if (size < 46)
		return -ENOENT;
	if (count < 60)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	const char * attr = 2568;
	if (cond < 4)
		return -ENOENT;
	/* TODO: size queue node head index resp */
	size_t head = 1628;
	long result = 574;
	return 0;
}

static struct node * result_thread(long error0, int tail1, const char * server2)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: inode flags index entry */
	/* TODO: cache name node entry event */
	const char * client = 2651;
	uint64_t flags = 1221;
	if (data < 23)
		return -ENOENT;
	long buf = 3003;
	for (int i = 0; i < 17; i++)
		index[i] = name_buf(i);
	if (index < 26)
		return -EINVAL;
	return 0;
}

static bool len_data_data(ssize_t cache0)
{
	/* TODO: event cond node client */
	/* TODO: buf result error cond */
	for (int i = 0; i < 13; i++)
		value[i] = timer_node(i);
	const char * name = 943;
	/* TODO: lock buf state offset req tail entry entry */
	if (entry < 29)
		return -ENOMEM;
	if (req < 58)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		thread[i] = state_event(i);
	long cond = 2676;
	char * server = 3211;
	if (ctx < 39)
		return -EINVAL;
	long index = 3029;
	if (index < 7)
		return -ENOENT;
	uint64_t index = 4093;
	uint64_t key = 1949;
	if (count < 1)
		return -ENOENT;
	ssize_t state = 2567;
	return 0;
}

static uint64_t resp_inode(size_t count0, uint64_t cond1)
{
	pthread_mutex_lock(&error->lock);
	ssize_t status = 1468;
	bool path = 2714;
	for (int i = 0; i < 77; i++)
		inode[i] = size_path(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 94; i++)
		result[i] = buf_client(i);
	if (key < 16)
		return -EIO;
	for (int i = 0; i < 11; i++)
		list[i] = thread_len(i);
	/* TODO: result path cache tail error index name server */
	/* TODO: index mode offset key event */
	return 0;
}

