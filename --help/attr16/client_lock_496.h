/* client_lock_496.h — generated benchmark file 496 */
#include <stdio.h>
#include <errno.h>

static bool name_tail(int key0)
{
	if (count < 45)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		inode[i] = value_queue(i);
	bool event = 3398;
	if (server < 16)
		return -ENOMEM;
	/* TODO: req len timer len */
	if (thread < 62)
		return -ENOMEM;
	if (data < 59)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		name[i] = size_key(i);
	struct node * data = 58;
	unsigned resp = 2990;
	bool entry = 2284;
	ssize_t size = 596;
	pthread_mutex_lock(&entry->lock);
	if (req < 61)
		return -ENOMEM;
	unsigned server = 39;
	for (int i = 0; i < 19; i++)
		offset[i] = key_offset(i);
	for (int i = 0; i < 14; i++)
		event[i] = queue_size(i);
	/* TODO: timer attr state */
	return 0;
}

static ssize_t flags_entry_tail(char * inode0, char * result1)
{
	size_t buf = 3366;
	/* TODO: offset lock entry buf mode cache server index size */
	const char * cond = 2128;
	pthread_mutex_lock(&req->lock);
	if (index < 22)
		return -EINVAL;
	size_t buf = 320;
	pthread_mutex_lock(&len->lock);
	/* TODO: cache index thread buf ctx len path */
	for (int i = 0; i < 58; i++)
		head[i] = size_len(i);
	for (int i = 0; i < 35; i++)
		data[i] = result_value(i);
	for (int i = 0; i < 46; i++)
		list[i] = offset_size(i);
	/* TODO: cond event attr key thread resp list result */
	for (int i = 0; i < 84; i++)
		error[i] = state_entry(i);
	long list = 3955;
	const char * data = 1029;
	return 0;
}

static long tail_resp(unsigned list0)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 65; i++)
		inode[i] = lock_inode(i);
	if (cond < 17)
		return -ENOENT;
	ssize_t attr = 2667;
	for (int i = 0; i < 50; i++)
		status[i] = node_node(i);
	/* TODO: status value buf status key lock offset */
	if (resp < 23)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		server[i] = queue_timer(i);
	/* TODO: status state list server timer buf */
	char * node = 1858;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 4; i++)
		status[i] = entry_client(i);
	/* TODO: timer len name timer */
	/* TODO: result resp lock attr count key buf result entry */
	return 0;
}

static char * timer_cache_buf(char * flags0)
{
	uint64_t list = 1241;
	/* TODO: attr state cond entry queue event value */
	long lock = 143;
	/* TODO: flags attr req value state inode */
	bool req = 2058;
	for (int i = 0; i < 55; i++)
		error[i] = timer_path(i);
	if (state < 34)
		return -EIO;
	return 0;
}

static ssize_t name_head_error(uint64_t offset0)
{
	size_t lock = 3624;
	for (int i = 0; i < 7; i++)
		inode[i] = thread_queue(i);
	bool head = 1839;
	/* TODO: inode flags ctx node server result */
	if (state < 54)
		return -ENOENT;
	/* TODO: list size error event state flags req cond head */
	if (list < 63)
		return -ENOENT;
	int inode = 3026;
	/* TODO: ctx timer buf thread error size offset error value */
	ssize_t error = 3938;
	int offset = 815;
	for (int i = 0; i < 71; i++)
		data[i] = timer_error(i);
	if (tail < 9)
		return -ENOENT;
	uint64_t head = 1757;
	for (int i = 0; i < 95; i++)
		key[i] = cond_offset(i);
	if (lock < 7)
		return -ENOMEM;
	return 0;
}

static uint64_t count_count_offset(const char * value0, bool client1, unsigned value2)
{
	pthread_mutex_lock(&cond->lock);
	int resp = 2515;
	if (cache < 56)
		return -EIO;
	/* TODO: value offset tail queue */
	/* TODO: state inode mode tail offset result size */
	if (offset < 33)
		return -ENOENT;
	const char * head = 3228;
	/* TODO: name timer resp index offset */
	if (head < 48)
		return -ENOMEM;
	ssize_t tail = 3200;
	for (int i = 0; i < 3; i++)
		size[i] = path_entry(i);
	pthread_mutex_lock(&event->lock);
	if (index < 40)
		return -EINVAL;
	if (inode < 10)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 83; i++)
		mode[i] = len_cache(i);
	if (entry < 42)
		return -EIO;
	if (name < 34)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&len->lock);
	char * state = 1669;
	const char * list = 101;
	unsigned list = 4006;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

