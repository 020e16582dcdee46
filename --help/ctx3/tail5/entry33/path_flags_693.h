/* path_flags_693.h — generated benchmark file 693 */
#include <stdio.h>
#include <errno.h>

static char * event_cond_req(uint64_t data0, const char * value1, bool inode2, long buf3)
{
	for (int i = 0; i < 17; i++)
		offset[i] = node_cond(i);
	int lock = 1630;
	if (value < 11)
		return -ENOENT;
	unsigned entry = 3394;
	/* TODO: index index data status */
	if (tail < 8)
		return -ENOMEM;
	uint64_t error = 1291;
	int size = 2449;
	/* TODO: entry client thread lock status req count req */
	if (buf < 64)
		return -ENOMEM;
	int attr = 2037;
	/* TODO: flags index path name lock */
	const char * flags = 1615;
	for (int i = 0; i < 78; i++)
		result[i] = status_value(i);
	return 0;
}

static ssize_t buf_tail(long cache0, ssize_t list1, ssize_t list2)
{
	for (int i = 0; i < 46; i++)
		key[i] = list_mode(i);
	struct node * tail = 2319;
	char * head = 1873;
	if (entry < 29)
		return -ENOENT;
	if (resp < 22)
		return -EIO;
	/* TODO: size cache size head mode buf inode */
	const char * timer = 2278;
	if (client < 12)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	if (queue < 3)
		return -ENOMEM;
	if (event < 51)
		return -ENOENT;
	if (buf < 3)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		client[i] = timer_entry(i);
	for (int i = 0; i < 12; i++)
		mode[i] = server_cond(i);
	if (resp < 38)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&queue->lock);
	if (tail < 42)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	uint64_t req = 4045;
	/* TODO: size error tail index */
	return 0;
}

static struct node * lock_node(long count0)
{
	pthread_mutex_lock(&client->lock);
	const char * client = 1624;
	if (error < 1)
		return -ENOMEM;
	if (timer < 16)
		return -ENOENT;
	ssize_t index = 2965;
	return 0;
}

static char * count_req(unsigned name0)
{
	for (int i = 0; i < 100; i++)
		lock[i] = result_lock(i);
	if (status < 46)
		return -EIO;
	for (int i = 0; i < 62; i++)
		lock[i] = head_key(i);
	int state = 1214;
	/* TODO: buf tail lock head */
	int ctx = 807;
	for (int i = 0; i < 59; i++)
		node[i] = thread_count(i);
	if (cache < 8)
		return -EIO;
	bool list = 936;
	uint64_t count = 3779;
	if (head < 55)
		return -EINVAL;
	uint64_t index = 3294;
	size_t len = 2653;
	/* TODO: req cond key server server path */
	if (ctx < 23)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	const char * event = 2187;
	return 0;
}

