/* len_event_640.h — generated benchmark file 640 */
#include <stdio.h>
#include <errno.h>

static unsigned name_tail(char * status0, unsigned node1, long name2, int data3)
{
	char * node = 689;
	unsigned resp = 2324;
	for (int i = 0; i < 88; i++)
		lock[i] = req_index(i);
	/* TODO: inode cache lock name queue event inode flags offset */
	struct node * path = 28;
	pthread_mutex_lock(&node->lock);
	int data = 3799;
	if (resp < 40)
		return -EINVAL;
	if (state < 42)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		req[i] = index_resp(i);
	long event = 2750;
	if (node < 60)
		return -EINVAL;
	/* TODO: key mode entry tail client list */
	/* TODO: count inode result attr cache data count */
	unsigned buf = 3416;
	for (int i = 0; i < 34; i++)
		name[i] = list_result(i);
	long ctx = 2220;
	for (int i = 0; i < 80; i++)
		tail[i] = flags_value(i);
	/* TODO: buf queue count cond */
	/* TODO: queue key error */
	if (node < 29)
		return -ENOMEM;
	return 0;
}

static char * offset_node_result(int key0)
{
	/* TODO: client state inode queue inode list flags */
	struct node * head = 3866;
	for (int i = 0; i < 21; i++)
		tail[i] = ctx_buf(i);
	uint64_t lock = 646;
	if (head < 16)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	if (offset < 32)
		return -EIO;
	for (int i = 0; i < 31; i++)
		ctx[i] = state_req(i);
	uint64_t list = 476;
	/* TODO: state server offset cache head req resp */
	/* TODO: len tail size error status event */
	if (node < 53)
		return -ENOENT;
	/* TODO: offset size client key client client */
	for (int i = 0; i < 4; i++)
		event[i] = resp_state(i);
	bool result = 2249;
	for (int i = 0; i < 17; i++)
		len[i] = key_index(i);
	if (state < 44)
		return -EIO;
	if (len < 43)
		return -ENOENT;
	return 0;
}

static struct node * name_entry(int data0, char * buf1, const char * queue2, uint64_t lock3)
{
	int entry = 1866;
	if (path < 8)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		cache[i] = flags_value(i);
	return 0;
}

static struct node * offset_list(const char * inode0, char * offset1)
{
	pthread_mutex_lock(&lock->lock);
	if (client < 29)
		return -EIO;
	if (size < 47)
		return -ENOMEM;
	int cond = 1572;
	if (buf < 18)
		return -ENOENT;
	if (client < 54)
		return -ENOMEM;
	unsigned client = 59;
	for (int i = 0; i < 88; i++)
		error[i] = error_len(i);
	if (status < 2)
		return -EIO;
	uint64_t lock = 1030;
	int attr = 845;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static char * timer_ctx_req(uint64_t entry0, char * timer1, int attr2, long value3)
{
	/* TODO: lock len name len cond name */
	ssize_t attr = 1306;
	if (result < 2)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		timer[i] = key_timer(i);
	unsigned size = 1384;
	int error = 1843;
	if (server < 7)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 69; i++)
		key[i] = lock_client(i);
	const char * list = 2157;
	bool event = 2542;
	long timer = 1957;
	for (int i = 0; i < 18; i++)
		thread[i] = timer_event(i);
	return 0;
}

static bool result_count_list(struct node * ctx0, char * count1)
{
	if (inode < 58)
		return -ENOENT;
	if (buf < 43)
		return -ENOMEM;
	if (server < 7)
		return -ENOENT;
	struct node * offset = 3477;
	/* TODO: count head count key tail cond */
	/* TODO: client req size queue status client inode data result */
	/* TODO: size len key offset tail client data */
	if (state < 53)
		return -ENOENT;
	/* TODO: key tail inode key mode timer req attr ctx */
	return 0;
}

static struct node * queue_cache(bool lock0, size_t error1, bool lock2)
{
	bool head = 2538;
	ssize_t name = 3139;
	for (int i = 0; i < 50; i++)
		ctx[i] = inode_path(i);
	if (name < 37)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 57; i++)
		inode[i] = client_attr(i);
	struct node * cache = 1727;
	if (client < 24)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		error[i] = error_path(i);
	bool value = 3724;
	for (int i = 0; i < 56; i++)
		entry[i] = head_value(i);
	long count = 1337;
	ssize_t cond = 3566;
	/* TODO: error offset req */
	pthread_mutex_lock(&timer->lock);
	size_t resp = 2774;
	for (int i = 0; i < 41; i++)
		client[i] = thread_queue(i);
	/* TODO: queue key queue event offset ctx ctx */
	pthread_mutex_lock(&path->lock);
	if (timer < 24)
		return -EINVAL;
	size_t thread = 2521;
	return 0;
}

