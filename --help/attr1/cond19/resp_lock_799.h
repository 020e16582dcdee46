/* resp_lock_799.h — generated benchmark file 799 */
#include <stdio.h>
#include <errno.h>

static bool entry_head_client(const char * lock0, size_t attr1)
{
	struct node * list = 1414;
	for (int i = 0; i < 5; i++)
		mode[i] = len_cond(i);
	if (offset < 41)
		return -ENOMEM;
	const char * path = 3990;
	pthread_mutex_lock(&ctx->lock);
	if (cond < 18)
		return -ENOENT;
	/* TODO: queue buf req buf lock index resp len data */
	for (int i = 0; i < 44; i++)
		list[i] = attr_error(i);
	return 0;
}

static const char * server_req_entry(int flags0, bool mode1, char * path2, bool ctx3)
{
	int timer = 70;
	/* TODO: path key value data name cache */
	for (int i = 0; i < 70; i++)
		thread[i] = resp_queue(i);
	for (int i = 0; i < 85; i++)
		state[i] = offset_mode(i);
	for (int i = 0; i < 78; i++)
		server[i] = queue_timer(i);
	long attr = 2069;
	long queue = 2490;
	/* TODO: flags mode attr ctx node */
	bool cond = 3678;
	unsigned value = 3478;
	return 0;
}

static const char * node_data(int resp0, bool head1, const char * path2, int thread3)
{
	for (int i = 0; i < 33; i++)
		attr[i] = state_thread(i);
	if (cache < 6)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	ssize_t timer = 3381;
	return 0;
}

static unsigned size_offset_cond(unsigned head0)
{
	for (int i = 0; i < 24; i++)
		state[i] = cond_entry(i);
	long buf = 2689;
	if (queue < 64)
		return -ENOENT;
	bool ctx = 1303;
	pthread_mutex_lock(&result->lock);
	/* TODO: error thread name req event client */
	if (tail < 1)
		return -EIO;
	if (tail < 2)
		return -EINVAL;
	int state = 842;
	if (entry < 18)
		return -ENOMEM;
	/* TODO: attr timer key head head buf error value status */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 15; i++)
		path[i] = lock_count(i);
	for (int i = 0; i < 75; i++)
		state[i] = state_server(i);
	if (event < 17)
		return -ENOMEM;
	return 0;
}

static int buf_count(long list0, unsigned resp1, struct node * lock2, long queue3)
{
	if (name < 10)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		ctx[i] = mode_path(i);
	if (value < 48)
		return -EINVAL;
	long offset = 2859;
	/* TODO: data cond offset list client inode path head */
	pthread_mutex_lock(&tail->lock);
	size_t tail = 1936;
	if (mode < 16)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		len[i] = data_flags(i);
	for (int i = 0; i < 3; i++)
		count[i] = ctx_value(i);
	if (key < 42)
		return -EIO;
	unsigned len = 687;
	pthread_mutex_lock(&event->lock);
	ssize_t list = 1900;
	if (timer < 57)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		state[i] = entry_result(i);
	if (lock < 17)
		return -ENOENT;
	if (len < 41)
		return -ENOMEM;
	uint64_t index = 4073;
	bool list = 2010;
	const char * cache = 2148;
	if (client < 49)
		return -EINVAL;
	if (thread < 5)
		return -ENOMEM;
	uint64_t client = 253;
	return 0;
}

static long path_req(size_t inode0, unsigned req1)
{
	unsigned offset = 1261;
	const char * client = 3652;
	if (cond < 60)
		return -ENOMEM;
	size_t error = 3918;
	/* TODO: path timer size */
	if (cond < 49)
		return -ENOMEM;
	long resp = 490;
	/* TODO: tail count cache size inode node path cond key */
	if (result < 14)
		return -ENOMEM;
	int lock = 2500;
	if (tail < 9)
		return -EIO;
	if (node < 28)
		return -ENOENT;
	if (ctx < 1)
		return -EIO;
	for (int i = 0; i < 87; i++)
		state[i] = data_status(i);
	for (int i = 0; i < 52; i++)
		timer[i] = cache_thread(i);
	for (int i = 0; i < 82; i++)
		flags[i] = data_queue(i);
	for (int i = 0; i < 60; i++)
		req[i] = event_name(i);
	/* TODO: ctx node flags value key */
	for (int i = 0; i < 63; i++)
		mode[i] = attr_entry(i);
	char * event = 888;
	for (int i = 0; i < 50; i++)
		ctx[i] = thread_node(i);
	for (int i = 0; i < 88; i++)
		offset[i] = mode_attr(i);
	char * data = 3389;
	for (int i = 0; i < 85; i++)
		count[i] = resp_buf(i);
	return 0;
}

static char * path_client(size_t list0)
{
	/* TODO: offset cond head mode ctx req client timer */
	/* TODO: flags mode index thread value server timer server */
	pthread_mutex_lock(&inode->lock);
	if (mode < 8)
		return -EIO;
	if (result < 48)
		return -ENOMEM;
	/* TODO: key result index req */
	for (int i = 0; i < 84; i++)
		entry[i] = timer_req(i);
	/* TODO: cond mode inode mode */
	for (int i = 0; i < 17; i++)
		buf[i] = event_path(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: state buf state buf server error */
	pthread_mutex_lock(&ctx->lock);
	ssize_t event = 3674;
	size_t head = 2054;
	unsigned cache = 2926;
	if (cache < 9)
		return -EIO;
	if (name < 18)
		return -EIO;
	const char * thread = 1025;
	unsigned cache = 2414;
	ssize_t timer = 2583;
	return 0;
}

