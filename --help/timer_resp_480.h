/* timer_resp_480.h — generated benchmark file 480 */
#include <stdio.h>
#include <errno.h>

static const char * thread_tail_client(int event0, bool queue1, char * req2, const char * node3)
{
	char * len = 3272;
	for (int i = 0; i < 88; i++)
		entry[i] = mode_resp(i);
	if (list < 54)
		return -ENOMEM;
	ssize_t head = 390;
	for (int i = 0; i < 16; i++)
		node[i] = list_mode(i);
	uint64_t node = 440;
	/* TODO: cond server head name path path inode name client */
	if (resp < 51)
		return -ENOMEM;
	if (mode < 36)
		return -ENOENT;
	const char * node = 1186;
	if (attr < 36)
		return -ENOENT;
	if (len < 32)
		return -EIO;
	for (int i = 0; i < 19; i++)
		cache[i] = inode_data(i);
	return 0;
}

static ssize_t size_value(unsigned status0, bool index1)
{
	pthread_mutex_lock(&result->lock);
	if (len < 18)
		return -EINVAL;
	long cond = 2423;
	ssize_t buf = 2129;
	for (int i = 0; i < 79; i++)
		error[i] = head_entry(i);
	unsigned timer = 268;
	if (path < 52)
		return -ENOENT;
	if (thread < 59)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		server[i] = error_server(i);
	size_t key = 1845;
	struct node * attr = 2028;
	int thread = 2489;
	pthread_mutex_lock(&server->lock);
	if (status < 56)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (value < 19)
		return -EIO;
	int mode = 1285;
	bool thread = 1888;
	for (int i = 0; i < 85; i++)
		node[i] = error_lock(i);
	for (int i = 0; i < 4; i++)
		entry[i] = offset_head(i);
	if (queue < 39)
		return -EIO;
	return 0;
}

static struct node * queue_entry_queue(const char * flags0, bool path1)
{
	struct node * node = 736;
	/* TODO: client buf list status node count error lock node */
	bool inode = 1474;
	ssize_t mode = 2126;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&queue->lock);
	if (name < 32)
		return -EINVAL;
	/* TODO: ctx offset resp cache buf */
	char * error = 1021;
	for (int i = 0; i < 50; i++)
		lock[i] = data_lock(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: server mode node result len inode name size key */
	const char * count = 2011;
	uint64_t thread = 1541;
	for (int i = 0; i < 56; i++)
		buf[i] = node_size(i);
	for (int i = 0; i < 87; i++)
		key[i] = flags_inode(i);
	for (int i = 0; i < 53; i++)
		server[i] = head_req(i);
	/* TODO: cond list node index thread len name */
	return 0;
}

static bool attr_tail_inode(long ctx0, const char * resp1, char * lock2)
{
	char * queue = 2466;
	if (cache < 39)
		return -ENOMEM;
	size_t index = 804;
	/* TODO: flags client resp len result timer size */
	if (entry < 33)
		return -ENOENT;
	if (resp < 26)
		return -EINVAL;
	if (resp < 44)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		attr[i] = status_ctx(i);
	return 0;
}

static size_t count_mode_attr(long tail0)
{
	long key = 2881;
	if (flags < 33)
		return -ENOENT;
	if (data < 4)
		return -EINVAL;
	unsigned entry = 3926;
	if (state < 33)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		server[i] = tail_name(i);
	/* TODO: timer count server count result mode */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 92; i++)
		server[i] = size_event(i);
	uint64_t queue = 1367;
	return 0;
}

static struct node * mode_thread_mode(const char * name0, bool attr1, int cache2)
{
	/* TODO: cache offset entry node error len state */
	for (int i = 0; i < 90; i++)
		result[i] = thread_size(i);
	if (server < 35)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (value < 58)
		return -EINVAL;
	if (cache < 32)
		return -EINVAL;
	if (ctx < 63)
		return -ENOENT;
	long timer = 3753;
	for (int i = 0; i < 93; i++)
		value[i] = ctx_client(i);
	pthread_mutex_lock(&server->lock);
	if (flags < 42)
		return -EIO;
	ssize_t size = 3234;
	char * event = 1870;
	if (state < 19)
		return -ENOENT;
	/* TODO: name attr result len client index offset */
	bool list = 3170;
	long status = 815;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 81; i++)
		len[i] = data_error(i);
	return 0;
}

static const char * offset_cond(struct node * req0, long entry1)
{
	unsigned status = 1021;
	uint64_t size = 1213;
	if (server < 29)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (data < 16)
		return -ENOMEM;
	int error = 1789;
	pthread_mutex_lock(&offset->lock);
	ssize_t count = 3596;
	if (len < 23)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		mode[i] = error_buf(i);
	if (queue < 13)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		path[i] = len_queue(i);
	uint64_t state = 3426;
	if (index < 3)
		return -EIO;
	for (int i = 0; i < 83; i++)
		lock[i] = buf_data(i);
	size_t head = 284;
	return 0;
}

static char * index_node(ssize_t ctx0, uint64_t offset1)
{
	pthread_mutex_lock(&server->lock);
	size_t cond = 3384;
	for (int i = 0; i < 14; i++)
		resp[i] = result_timer(i);
	return 0;
}

static int event_timer_lock(uint64_t buf0)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: buf queue event ctx flags */
	for (int i = 0; i < 10; i++)
		key[i] = index_path(i);
	for (int i = 0; i < 78; i++)
		req[i] = timer_thread(i);
	long status = 1031;
	for (int i = 0; i < 35; i++)
		tail[i] = mode_state(i);
	for (int i = 0; i < 79; i++)
		server[i] = server_state(i);
	unsigned len = 720;
	for (int i = 0; i < 77; i++)
		result[i] = value_len(i);
	for (int i = 0; i < 62; i++)
		key[i] = len_cache(i);
	char * offset = 105;
	/* TODO: attr error client inode */
	uint64_t entry = 660;
	/* TODO: data thread offset mode lock server */
	char * name = 3398;
	if (status < 43)
		return -EINVAL;
	uint64_t value = 741;
	long error = 1060;
	unsigned index = 96;
	if (client < 46)
		return -EINVAL;
	if (count < 55)
		return -ENOENT;
	long timer = 2710;
	long result = 251;
	/* TODO: server head ctx attr queue */
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool mode_inode_error(size_t size0)
{
	if (size < 61)
		return -ENOMEM;
	if (timer < 3)
		return -EINVAL;
	size_t flags = 3538;
	if (tail < 10)
		return -ENOENT;
	if (buf < 57)
		return -ENOENT;
	if (size < 33)
		return -ENOENT;
	struct node * value = 2609;
	/* TODO: cache value node head cache attr timer path */
	unsigned size = 3204;
	unsigned resp = 2671;
	if (buf < 33)
		return -EINVAL;
	/* TODO: ctx error error resp attr inode lock */
	return 0;
}

static size_t size_result(const char * list0, unsigned timer1)
{
	uint64_t tail = 1426;
	if (resp < 53)
		return -EIO;
	if (req < 28)
		return -EINVAL;
	uint64_t buf = 2855;
	for (int i = 0; i < 78; i++)
		status[i] = count_offset(i);
	if (value < 29)
		return -EIO;
	for (int i = 0; i < 77; i++)
		tail[i] = server_client(i);
	return 0;
}

static size_t attr_resp(uint64_t size0, unsigned lock1, const char * head2)
{
	for (int i = 0; i < 60; i++)
		head[i] = node_size(i);
	for (int i = 0; i < 36; i++)
		ctx[i] = error_inode(i);
	if (cond < 45)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	long event = 2580;
	if (head < 33)
		return -ENOENT;
	if (status < 64)
		return -ENOMEM;
	if (server < 45)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 33; i++)
		req[i] = size_flags(i);
	int index = 2168;
	char * attr = 2473;
	unsigned state = 2369;
	int mode = 687;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 64; i++)
		cond[i] = buf_head(i);
	/* TODO: data data offset cond index */
	return 0;
}

static char * status_state_flags(bool timer0, bool req1, uint64_t offset2, long path3)
{
	const char * size = 1921;
	pthread_mutex_lock(&entry->lock);
	bool queue = 170;
	if (key < 33)
		return -EINVAL;
	/* TODO: list lock resp */
	bool value = 621;
	/* TODO: key count client cond resp size result resp */
	return 0;
}

static int tail_mode(int path0, int result1, size_t resp2)
{
	char * error = 791;
	ssize_t resp = 3462;
	char * size = 2251;
	ssize_t error = 2718;
	if (mode < 15)
		return -ENOMEM;
	if (index < 24)
		return -ENOMEM;
	unsigned result = 2882;
	/* TODO: offset offset list offset */
	/* TODO: lock status ctx data count buf resp server offset */
	/* TODO: resp tail name mode cache event buf client */
	if (timer < 40)
		return -EINVAL;
	return 0;
}

static long tail_thread(ssize_t flags0, long node1, char * value2, ssize_t path3)
{
	size_t inode = 2344;
	if (resp < 59)
		return -ENOMEM;
	const char * count = 992;
	pthread_mutex_lock(&head->lock);
	const char * mode = 405;
	/* TODO: lock value event */
	/* TODO: inode inode client node status */
	uint64_t state = 2864;
	if (name < 17)
		return -EIO;
	if (buf < 50)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	if (mode < 20)
		return -EIO;
	size_t path = 1643;
	if (mode < 30)
		return -EIO;
	bool status = 2972;
	size_t list = 1997;
	return 0;
}

