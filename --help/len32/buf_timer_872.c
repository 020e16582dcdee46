/* buf_timer_872.c — generated benchmark file 872 */
#include <stdio.h>
#include <errno.h>

static long lock_len(unsigned queue0, uint64_t name1)
{
	/* TODO: attr state list ctx */
	char * name = 3075;
	if (thread < 34)
		return -ENOMEM;
	return 0;
}

static int lock_state(const char * path0, size_t timer1)
{
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 7; i++)
		error[i] = req_flags(i);
	for (int i = 0; i < 83; i++)
		error[i] = head_flags(i);
	return 0;
}

static size_t event_result_result(bool inode0)
{
	bool mode = 1917;
	/* TODO: state buf index name */
	char * resp = 586;
	if (server < 37)
		return -ENOMEM;
	if (head < 14)
		return -EINVAL;
	char * ctx = 3960;
	if (queue < 3)
		return -EINVAL;
	return 0;
}

static bool path_entry_resp(unsigned cond0, struct node * state1, long count2, struct node * result3)
{
	for (int i = 0; i < 7; i++)
		error[i] = resp_cond(i);
	if (list < 21)
		return -EIO;
	/* TODO: size len attr tail path */
	/* TODO: ctx status status attr result flags timer */
	ssize_t thread = 784;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: offset state key server */
	if (error < 43)
		return -ENOENT;
	if (ctx < 54)
		return -EIO;
	for (int i = 0; i < 64; i++)
		ctx[i] = data_list(i);
	for (int i = 0; i < 53; i++)
		count[i] = buf_node(i);
	if (path < 28)
		return -ENOENT;
	return 0;
}

static int key_size(unsigned value0, char * event1)
{
	bool error = 2799;
	if (timer < 48)
		return -EIO;
	if (timer < 52)
		return -ENOMEM;
	if (req < 29)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (data < 61)
		return -EIO;
	if (mode < 2)
		return -ENOMEM;
	if (mode < 46)
		return -EIO;
	for (int i = 0; i < 70; i++)
		server[i] = key_tail(i);
	if (status < 31)
		return -ENOENT;
	return 0;
}

static const char * mode_node_event(ssize_t lock0, ssize_t result1, size_t node2)
{
	size_t resp = 3412;
	bool cache = 117;
	for (int i = 0; i < 75; i++)
		data[i] = event_size(i);
	/* TODO: client lock server count flags */
	if (state < 45)
		return -EINVAL;
	int head = 794;
	int list = 2969;
	char * flags = 3695;
	return 0;
}

static unsigned path_size_value(unsigned inode0, struct node * size1, ssize_t node2)
{
	int state = 242;
	for (int i = 0; i < 97; i++)
		node[i] = name_timer(i);
	if (ctx < 62)
		return -ENOENT;
	/* TODO: len path thread thread lock */
	size_t head = 2249;
	if (state < 36)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		lock[i] = cond_attr(i);
	if (tail < 56)
		return -ENOENT;
	if (inode < 54)
		return -EINVAL;
	char * entry = 2905;
	long node = 788;
	const char * server = 1321;
	if (node < 33)
		return -ENOMEM;
	/* TODO: result state status ctx path */
	pthread_mutex_lock(&offset->lock);
	long head = 433;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 10; i++)
		event[i] = data_req(i);
	uint64_t event = 2100;
	for (int i = 0; i < 81; i++)
		data[i] = cache_client(i);
	/* TODO: timer value buf cache timer server */
	return 0;
}

static ssize_t server_error(long cond0)
{
	for (int i = 0; i < 55; i++)
		client[i] = thread_state(i);
	if (thread < 3)
		return -EIO;
	size_t ctx = 2900;
	if (index < 36)
		return -EIO;
	bool lock = 3649;
	char * value = 3210;
	char * path = 3509;
	for (int i = 0; i < 92; i++)
		lock[i] = size_path(i);
	/* TODO: buf count entry */
	unsigned result = 1509;
	ssize_t event = 138;
	return 0;
}

static const char * count_status(bool inode0, long key1, bool lock2)
{
	for (int i = 0; i < 48; i++)
		timer[i] = head_flags(i);
	uint64_t resp = 1634;
	for (int i = 0; i < 3; i++)
		server[i] = queue_size(i);
	struct node * timer = 2133;
	for (int i = 0; i < 41; i++)
		flags[i] = count_index(i);
	if (flags < 32)
		return -ENOENT;
	unsigned ctx = 3488;
	int inode = 1182;
	for (int i = 0; i < 47; i++)
		attr[i] = head_count(i);
	pthread_mutex_lock(&queue->lock);
	if (event < 22)
		return -EINVAL;
	/* TODO: event data result thread status head name */
	if (path < 41)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		lock[i] = resp_head(i);
	/* TODO: cache thread cache ctx event path head */
	if (thread < 4)
		return -EINVAL;
	if (error < 6)
		return -ENOMEM;
	return 0;
}

