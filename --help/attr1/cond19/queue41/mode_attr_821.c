/* mode_attr_821.c — generated benchmark file 821 */
#include <stdio.h>
#include <errno.h>

static long cache_offset(long timer0, bool value1, bool result2)
{
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 31; i++)
		head[i] = index_name(i);
	long state = 1517;
	/* TODO: result event data attr event */
	if (data < 50)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		count[i] = status_timer(i);
	pthread_mutex_lock(&server->lock);
	if (attr < 61)
		return -EIO;
	long server = 313;
	ssize_t cache = 797;
	char * tail = 1584;
	pthread_mutex_lock(&state->lock);
	uint64_t lock = 1439;
	char * thread = 3623;
	if (ctx < 12)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		thread[i] = cond_key(i);
	unsigned result = 2170;
	for (int i = 0; i < 95; i++)
		mode[i] = offset_data(i);
	return 0;
}

static char * head_event_data(unsigned cond0)
{
	for (int i = 0; i < 38; i++)
		state[i] = status_key(i);
	const char * key = 1393;
	for (int i = 0; i < 15; i++)
		ctx[i] = node_len(i);
	if (tail < 13)
		return -ENOMEM;
	bool list = 390;
	/* TODO: offset state value cache size index timer timer */
	if (error < 63)
		return -ENOENT;
	if (ctx < 2)
		return -ENOMEM;
	char * ctx = 227;
	if (lock < 54)
		return -ENOENT;
	size_t error = 3277;
	return 0;
}

static struct node * event_thread_key(long ctx0, bool name1)
{
	size_t status = 796;
	for (int i = 0; i < 47; i++)
		key[i] = attr_node(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: cache queue buf */
	for (int i = 0; i < 24; i++)
		buf[i] = value_thread(i);
	for (int i = 0; i < 84; i++)
		ctx[i] = entry_state(i);
	struct node * timer = 769;
	struct node * client = 1269;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 14; i++)
		key[i] = queue_result(i);
	long entry = 951;
	pthread_mutex_lock(&timer->lock);
	ssize_t key = 833;
	bool attr = 3107;
	if (server < 59)
		return -ENOMEM;
	char * status = 782;
	uint64_t entry = 3708;
	return 0;
}

static struct node * queue_flags(char * result0, size_t client1)
{
	char * lock = 2701;
	pthread_mutex_lock(&timer->lock);
	if (queue < 5)
		return -ENOMEM;
	if (data < 44)
		return -EINVAL;
	if (cache < 30)
		return -ENOMEM;
	ssize_t len = 1294;
	long cache = 3766;
	for (int i = 0; i < 95; i++)
		size[i] = state_attr(i);
	for (int i = 0; i < 31; i++)
		event[i] = cache_mode(i);
	unsigned entry = 1117;
	int buf = 749;
	for (int i = 0; i < 26; i++)
		event[i] = client_buf(i);
	const char * key = 351;
	/* TODO: resp queue buf req */
	for (int i = 0; i < 80; i++)
		flags[i] = entry_len(i);
	long count = 155;
	if (thread < 43)
		return -EIO;
	if (head < 30)
		return -ENOMEM;
	if (result < 14)
		return -EINVAL;
	/* TODO: key inode entry cache timer ctx thread thread */
	/* TODO: mode list status */
	if (req < 60)
		return -EINVAL;
	long flags = 2610;
	return 0;
}

