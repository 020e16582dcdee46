/* ctx_name_742.h — generated benchmark file 742 */
#include <stdio.h>
#include <errno.h>

static const char * thread_tail_event(size_t status0, size_t error1)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 78; i++)
		thread[i] = value_name(i);
	/* TODO: len req entry path offset thread list offset */
	long list = 1818;
	/* TODO: timer value node queue */
	unsigned flags = 2293;
	unsigned queue = 2257;
	ssize_t error = 1147;
	if (size < 11)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	uint64_t index = 3369;
	/* TODO: count inode flags head size len event state lock */
	if (list < 64)
		return -ENOMEM;
	/* TODO: len queue attr tail result lock count queue thread */
	if (head < 11)
		return -EINVAL;
	if (result < 63)
		return -EIO;
	return 0;
}

static uint64_t size_timer(size_t state0)
{
	/* TODO: ctx index data flags resp error req head */
	/* TODO: event size resp */
	for (int i = 0; i < 54; i++)
		node[i] = name_cache(i);
	if (list < 27)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		mode[i] = name_len(i);
	for (int i = 0; i < 16; i++)
		path[i] = client_entry(i);
	return 0;
}

static long value_node_list(uint64_t event0, int buf1, struct node * thread2)
{
	if (list < 42)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	ssize_t req = 86;
	for (int i = 0; i < 35; i++)
		event[i] = mode_status(i);
	if (entry < 44)
		return -EIO;
	if (inode < 59)
		return -EINVAL;
	/* TODO: status buf buf event data state key */
	uint64_t lock = 148;
	struct node * state = 2537;
	/* TODO: data server head event data */
	unsigned buf = 2452;
	return 0;
}

static char * key_inode(const char * thread0, long client1, ssize_t inode2)
{
	for (int i = 0; i < 49; i++)
		ctx[i] = result_path(i);
	int flags = 2246;
	if (cond < 20)
		return -EINVAL;
	bool inode = 2010;
	uint64_t buf = 1014;
	/* TODO: cache inode value inode ctx cache buf */
	struct node * thread = 3019;
	pthread_mutex_lock(&lock->lock);
	long cond = 3324;
	return 0;
}

static const char * index_result(struct node * attr0, uint64_t path1, size_t len2, size_t buf3)
{
	if (inode < 61)
		return -ENOENT;
	if (cache < 50)
		return -ENOENT;
	char * data = 3646;
	for (int i = 0; i < 56; i++)
		name[i] = count_list(i);
	unsigned tail = 414;
	ssize_t server = 4032;
	/* TODO: server len cond error value head resp value result */
	if (entry < 10)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 92; i++)
		node[i] = list_key(i);
	long thread = 2253;
	return 0;
}

static long thread_lock_inode(int server0, ssize_t req1, ssize_t inode2, size_t tail3)
{
	for (int i = 0; i < 71; i++)
		ctx[i] = state_value(i);
	/* TODO: thread inode buf node server error */
	if (node < 34)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		resp[i] = key_flags(i);
	ssize_t state = 137;
	if (queue < 60)
		return -ENOENT;
	if (timer < 19)
		return -EIO;
	for (int i = 0; i < 16; i++)
		head[i] = event_ctx(i);
	if (req < 41)
		return -ENOENT;
	if (resp < 59)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		error[i] = event_inode(i);
	pthread_mutex_lock(&entry->lock);
	if (tail < 11)
		return -EIO;
	for (int i = 0; i < 53; i++)
		size[i] = path_value(i);
	if (name < 49)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		attr[i] = resp_tail(i);
	if (flags < 54)
		return -EIO;
	if (result < 3)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		thread[i] = attr_flags(i);
	for (int i = 0; i < 14; i++)
		head[i] = name_inode(i);
	return 0;
}

static long offset_inode(struct node * error0)
{
	/* TODO: offset event flags */
	long timer = 1767;
	const char * head = 2175;
	pthread_mutex_lock(&client->lock);
	long count = 3033;
	struct node * data = 1294;
	if (key < 25)
		return -ENOENT;
	if (resp < 20)
		return -ENOMEM;
	int name = 950;
	/* TODO: timer status lock resp buf cache ctx state count */
	/* TODO: server key mode error resp */
	ssize_t inode = 3289;
	for (int i = 0; i < 67; i++)
		size[i] = key_ctx(i);
	long ctx = 2313;
	pthread_mutex_lock(&len->lock);
	if (lock < 24)
		return -EIO;
	/* TODO: key len cond ctx status server */
	if (state < 52)
		return -ENOMEM;
	return 0;
}

