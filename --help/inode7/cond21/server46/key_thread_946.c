/* key_thread_946.c — generated benchmark file 946 */
#include <stdio.h>
#include <errno.h>

static bool path_data_cache(size_t thread0)
{
	char * ctx = 504;
	for (int i = 0; i < 49; i++)
		lock[i] = cache_error(i);
	bool result = 1749;
	long attr = 3490;
	if (len < 2)
		return -EIO;
	/* TODO: size buf result head len */
	uint64_t thread = 802;
	long index = 1172;
	for (int i = 0; i < 50; i++)
		queue[i] = state_value(i);
	if (mode < 20)
		return -ENOENT;
	if (key < 10)
		return -ENOENT;
	if (state < 13)
		return -ENOMEM;
	/* TODO: entry lock cond name value lock */
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&data->lock);
	ssize_t lock = 2446;
	/* TODO: server resp error inode */
	for (int i = 0; i < 44; i++)
		offset[i] = error_value(i);
	unsigned error = 3957;
	for (int i = 0; i < 100; i++)
		index[i] = timer_result(i);
	char * head = 1858;
	bool status = 1410;
	pthread_mutex_lock(&tail->lock);
	if (attr < 48)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		list[i] = cache_error(i);
	return 0;
}

static struct node * list_server(ssize_t queue0, bool timer1)
{
	pthread_mutex_lock(&head->lock);
	if (status < 7)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		flags[i] = head_tail(i);
	for (int i = 0; i < 30; i++)
		node[i] = value_state(i);
	if (inode < 40)
		return -EIO;
	/* TODO: lock lock event queue thread server attr */
	if (resp < 39)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		data[i] = list_node(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static struct node * head_cond(uint64_t head0, const char * data1, size_t cache2, size_t tail3)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: lock len node timer size mode value result */
	ssize_t key = 120;
	int len = 1548;
	if (timer < 32)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		attr[i] = node_name(i);
	for (int i = 0; i < 5; i++)
		error[i] = key_flags(i);
	const char * lock = 1685;
	if (inode < 6)
		return -ENOMEM;
	if (head < 36)
		return -ENOENT;
	if (state < 10)
		return -EINVAL;
	long offset = 3764;
	pthread_mutex_lock(&entry->lock);
	bool error = 4014;
	int mode = 22;
	size_t cond = 3393;
	return 0;
}

static int result_state_server(unsigned state0, uint64_t list1)
{
	/* TODO: thread event status */
	for (int i = 0; i < 58; i++)
		ctx[i] = inode_flags(i);
	for (int i = 0; i < 13; i++)
		key[i] = inode_mode(i);
	long key = 1170;
	for (int i = 0; i < 52; i++)
		node[i] = key_cache(i);
	if (timer < 26)
		return -EIO;
	ssize_t req = 490;
	if (index < 59)
		return -EINVAL;
	/* TODO: data flags mode event size timer */
	pthread_mutex_lock(&attr->lock);
	if (list < 48)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		cache[i] = key_tail(i);
	for (int i = 0; i < 14; i++)
		entry[i] = size_result(i);
	if (req < 28)
		return -EIO;
	char * flags = 609;
	size_t attr = 3521;
	bool len = 3091;
	/* TODO: lock cache queue resp lock client */
	char * data = 2006;
	for (int i = 0; i < 48; i++)
		tail[i] = size_thread(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: status state path state entry entry entry */
	for (int i = 0; i < 64; i++)
		attr[i] = key_lock(i);
	bool cache = 1839;
	return 0;
}

static uint64_t value_error_entry(char * status0, struct node * status1, int data2, long queue3)
{
	const char * thread = 1460;
	struct node * node = 344;
	if (list < 54)
		return -EIO;
	/* TODO: inode queue queue server data lock */
	if (event < 47)
		return -EIO;
	for (int i = 0; i < 9; i++)
		list[i] = queue_offset(i);
	long buf = 3208;
	/* TODO: index cond tail */
	struct node * buf = 111;
	/* TODO: data attr count client inode entry result key */
	if (node < 51)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		resp[i] = path_timer(i);
	if (offset < 44)
		return -EINVAL;
	uint64_t data = 2788;
	return 0;
}

static long key_attr(size_t entry0, uint64_t offset1, struct node * index2, ssize_t timer3)
{
	long count = 2396;
	if (path < 33)
		return -ENOENT;
	struct node * client = 678;
	pthread_mutex_lock(&result->lock);
	uint64_t inode = 2092;
	if (cache < 22)
		return -EIO;
	for (int i = 0; i < 51; i++)
		cond[i] = flags_error(i);
	for (int i = 0; i < 14; i++)
		name[i] = buf_index(i);
	unsigned entry = 2287;
	if (error < 8)
		return -EIO;
	uint64_t state = 4051;
	pthread_mutex_lock(&len->lock);
	/* TODO: cache data name flags state tail */
	/* TODO: mode index resp */
	/* TODO: value entry server key list */
	struct node * list = 1695;
	for (int i = 0; i < 32; i++)
		index[i] = timer_offset(i);
	pthread_mutex_lock(&req->lock);
	if (head < 19)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		flags[i] = status_tail(i);
	/* TODO: attr timer name thread thread index */
	for (int i = 0; i < 88; i++)
		status[i] = cache_offset(i);
	/* TODO: key data req client */
	for (int i = 0; i < 63; i++)
		thread[i] = req_flags(i);
	return 0;
}

