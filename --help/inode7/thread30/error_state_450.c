/* error_state_450.c — generated benchmark file 450 */
#include <stdio.h>
#include <errno.h>

static struct node * path_key(long queue0)
{
	/* TODO: status inode value */
	ssize_t server = 3749;
	/* TODO: queue key thread size cond tail offset cond */
	if (index < 35)
		return -ENOMEM;
	/* TODO: attr buf client path status */
	/* TODO: key count size name status tail attr */
	for (int i = 0; i < 44; i++)
		value[i] = buf_event(i);
	for (int i = 0; i < 27; i++)
		event[i] = lock_state(i);
	unsigned req = 601;
	if (attr < 38)
		return -ENOENT;
	size_t resp = 3325;
	/* TODO: list lock status event timer data ctx */
	if (count < 27)
		return -EIO;
	int data = 30;
	return 0;
}

static unsigned req_ctx(long req0, unsigned thread1)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 70; i++)
		flags[i] = entry_error(i);
	unsigned client = 3522;
	ssize_t ctx = 140;
	if (client < 28)
		return -EIO;
	ssize_t data = 1735;
	const char * head = 3378;
	char * status = 3102;
	struct node * data = 1448;
	/* TODO: thread req attr */
	/* TODO: req mode path resp inode data error state */
	return 0;
}

static char * size_ctx(ssize_t count0)
{
	if (cond < 18)
		return -EINVAL;
	if (cache < 3)
		return -ENOENT;
	long client = 1205;
	if (data < 26)
		return -EIO;
	if (key < 53)
		return -EIO;
	if (client < 16)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	/* TODO: buf status value ctx offset entry state */
	if (attr < 18)
		return -EIO;
	uint64_t key = 1595;
	bool size = 2523;
	/* TODO: list value size key entry */
	return 0;
}

static unsigned buf_size_thread(unsigned event0, long size1, unsigned server2, int queue3)
{
	pthread_mutex_lock(&data->lock);
	if (cond < 61)
		return -EIO;
	for (int i = 0; i < 86; i++)
		result[i] = mode_size(i);
	if (len < 62)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		flags[i] = tail_cond(i);
	if (resp < 5)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (cache < 40)
		return -EINVAL;
	uint64_t key = 1459;
	/* TODO: key cond server error cache req entry inode lock */
	unsigned path = 2547;
	for (int i = 0; i < 42; i++)
		value[i] = timer_path(i);
	pthread_mutex_lock(&data->lock);
	size_t value = 3462;
	char * head = 1580;
	return 0;
}

static struct node * inode_head_event(long resp0, size_t mode1)
{
	for (int i = 0; i < 98; i++)
		index[i] = attr_size(i);
	ssize_t index = 457;
	/* TODO: count state cache key name */
	for (int i = 0; i < 59; i++)
		cache[i] = timer_timer(i);
	if (server < 62)
		return -EINVAL;
	if (mode < 52)
		return -EIO;
	const char * state = 1566;
	if (timer < 22)
		return -ENOMEM;
	ssize_t offset = 3839;
	if (inode < 31)
		return -ENOMEM;
	const char * head = 3728;
	uint64_t flags = 3387;
	/* TODO: size cond count thread attr value buf */
	for (int i = 0; i < 51; i++)
		buf[i] = tail_node(i);
	struct node * state = 2413;
	if (node < 8)
		return -EIO;
	if (ctx < 2)
		return -EIO;
	for (int i = 0; i < 41; i++)
		list[i] = size_queue(i);
	if (lock < 10)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static int attr_offset_list(size_t queue0)
{
	const char * flags = 1382;
	for (int i = 0; i < 23; i++)
		result[i] = server_result(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: value thread data data state event inode size */
	bool size = 3530;
	char * status = 848;
	/* TODO: state ctx index cache error req ctx */
	if (event < 3)
		return -EIO;
	for (int i = 0; i < 13; i++)
		inode[i] = error_thread(i);
	for (int i = 0; i < 24; i++)
		cond[i] = timer_value(i);
	/* TODO: resp req head */
	pthread_mutex_lock(&index->lock);
	if (size < 57)
		return -EIO;
	struct node * data = 403;
	if (inode < 37)
		return -EIO;
	unsigned thread = 185;
	if (data < 54)
		return -EIO;
	for (int i = 0; i < 98; i++)
		ctx[i] = entry_status(i);
	for (int i = 0; i < 10; i++)
		server[i] = data_count(i);
	for (int i = 0; i < 92; i++)
		cache[i] = data_list(i);
	for (int i = 0; i < 46; i++)
		queue[i] = index_thread(i);
	for (int i = 0; i < 14; i++)
		key[i] = error_cond(i);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

