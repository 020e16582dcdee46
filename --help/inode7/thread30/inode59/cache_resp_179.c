/* cache_resp_179.c — generated benchmark file 179 */
#include <stdio.h>
#include <errno.h>

static struct node * state_size(long ctx0, struct node * server1)
{
	bool lock = 2278;
	/* TODO: thread queue flags list tail */
	/* TODO: attr error head path inode head data key */
	for (int i = 0; i < 96; i++)
		mode[i] = list_size(i);
	size_t index = 994;
	if (path < 11)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		list[i] = key_timer(i);
	if (error < 49)
		return -ENOMEM;
	if (lock < 29)
		return -ENOMEM;
	const char * size = 653;
	ssize_t name = 896;
	return 0;
}

static int ctx_node_count(int size0)
{
	for (int i = 0; i < 74; i++)
		entry[i] = state_queue(i);
	for (int i = 0; i < 55; i++)
		ctx[i] = error_list(i);
	if (len < 39)
		return -EINVAL;
	if (state < 4)
		return -ENOMEM;
	struct node * buf = 1999;
	for (int i = 0; i < 6; i++)
		queue[i] = queue_queue(i);
	for (int i = 0; i < 21; i++)
		inode[i] = state_size(i);
	ssize_t resp = 973;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static uint64_t client_size_entry(bool name0)
{
	if (state < 16)
		return -EINVAL;
	if (size < 34)
		return -EIO;
	if (entry < 60)
		return -EIO;
	/* TODO: thread req list inode len index */
	if (inode < 50)
		return -ENOMEM;
	if (count < 20)
		return -EIO;
	size_t error = 3443;
	return 0;
}

static const char * timer_offset(unsigned req0)
{
	bool inode = 4033;
	if (offset < 8)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	struct node * client = 3612;
	unsigned name = 998;
	ssize_t server = 461;
	for (int i = 0; i < 98; i++)
		entry[i] = key_timer(i);
	for (int i = 0; i < 57; i++)
		head[i] = node_server(i);
	if (key < 14)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		list[i] = event_cache(i);
	return 0;
}

static int mode_cache(bool result0, long node1, bool entry2)
{
	bool queue = 706;
	if (flags < 49)
		return -EINVAL;
	/* TODO: thread list queue */
	if (node < 46)
		return -ENOMEM;
	long tail = 2387;
	/* TODO: lock server server len */
	if (node < 9)
		return -ENOMEM;
	uint64_t timer = 1098;
	char * index = 717;
	bool node = 93;
	if (data < 11)
		return -EIO;
	char * state = 3301;
	int index = 2240;
	char * state = 1827;
	for (int i = 0; i < 53; i++)
		list[i] = len_tail(i);
	int inode = 28;
	const char * timer = 1378;
	pthread_mutex_lock(&ctx->lock);
	char * tail = 1508;
	for (int i = 0; i < 14; i++)
		flags[i] = name_attr(i);
	size_t event = 511;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static char * buf_value(char * cond0, const char * timer1, ssize_t cond2)
{
	ssize_t size = 1358;
	for (int i = 0; i < 19; i++)
		buf[i] = offset_queue(i);
	pthread_mutex_lock(&node->lock);
	struct node * req = 2401;
	if (len < 35)
		return -ENOENT;
	if (size < 13)
		return -EIO;
	for (int i = 0; i < 51; i++)
		thread[i] = list_cond(i);
	if (state < 44)
		return -EINVAL;
	if (inode < 21)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 78; i++)
		entry[i] = client_head(i);
	if (value < 55)
		return -EIO;
	int attr = 381;
	size_t timer = 1916;
	return 0;
}

static size_t thread_data(const char * head0, const char * queue1, const char * state2, struct node * path3)
{
	char * list = 830;
	/* TODO: node state offset queue cond inode thread data */
	int offset = 3737;
	char * size = 189;
	unsigned entry = 3213;
	if (inode < 5)
		return -EIO;
	if (attr < 40)
		return -ENOENT;
	size_t state = 59;
	if (state < 36)
		return -ENOMEM;
	if (mode < 61)
		return -EINVAL;
	int tail = 3025;
	long cond = 1201;
	long lock = 2326;
	/* TODO: data mode flags len entry entry status */
	/* TODO: cond thread buf size state */
	long attr = 2360;
	return 0;
}

static uint64_t req_ctx_state(ssize_t resp0, ssize_t entry1, unsigned cond2)
{
	pthread_mutex_lock(&client->lock);
	ssize_t path = 315;
	size_t list = 2749;
	for (int i = 0; i < 23; i++)
		event[i] = count_req(i);
	if (state < 12)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	unsigned server = 854;
	if (mode < 16)
		return -ENOENT;
	/* TODO: client resp count mode index offset head */
	for (int i = 0; i < 25; i++)
		cache[i] = cond_data(i);
	/* TODO: len resp len lock attr */
	pthread_mutex_lock(&offset->lock);
	if (tail < 6)
		return -ENOMEM;
	return 0;
}

