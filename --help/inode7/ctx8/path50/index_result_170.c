/* index_result_170.c — generated benchmark file 170 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_count(bool error0)
{
	bool list = 503;
	for (int i = 0; i < 89; i++)
		flags[i] = len_thread(i);
	for (int i = 0; i < 98; i++)
		head[i] = size_buf(i);
	for (int i = 0; i < 21; i++)
		head[i] = resp_len(i);
	if (name < 2)
		return -EIO;
	/* TODO: name ctx status value attr */
	struct node * tail = 3743;
	for (int i = 0; i < 34; i++)
		buf[i] = data_count(i);
	/* TODO: entry buf size head error ctx timer resp */
	if (index < 11)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		status[i] = name_len(i);
	for (int i = 0; i < 82; i++)
		path[i] = size_cache(i);
	return 0;
}

static uint64_t client_name(ssize_t len0)
{
	for (int i = 0; i < 47; i++)
		size[i] = event_size(i);
	uint64_t flags = 1246;
	struct node * name = 1038;
	if (buf < 45)
		return -ENOENT;
	struct node * cache = 735;
	pthread_mutex_lock(&result->lock);
	int offset = 2946;
	if (data < 52)
		return -ENOENT;
	/* TODO: resp timer cond ctx data index error thread */
	return 0;
}

static int queue_cache_path(uint64_t path0, const char * head1)
{
	pthread_mutex_lock(&event->lock);
	if (value < 25)
		return -EIO;
	for (int i = 0; i < 84; i++)
		flags[i] = client_path(i);
	/* TODO: node flags status index path status attr result mode */
	const char * tail = 1266;
	if (result < 33)
		return -EIO;
	long resp = 2938;
	for (int i = 0; i < 2; i++)
		value[i] = cache_cache(i);
	long key = 428;
	if (entry < 43)
		return -EIO;
	const char * count = 3639;
	for (int i = 0; i < 25; i++)
		value[i] = status_list(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 58; i++)
		state[i] = count_size(i);
	for (int i = 0; i < 13; i++)
		client[i] = resp_result(i);
	return 0;
}

static char * index_req_inode(struct node * req0)
{
	/* TODO: resp ctx lock cache flags size entry error ctx */
	if (tail < 23)
		return -EIO;
	for (int i = 0; i < 68; i++)
		status[i] = data_ctx(i);
	for (int i = 0; i < 77; i++)
		timer[i] = result_tail(i);
	pthread_mutex_lock(&len->lock);
	return 0;
}

static size_t size_queue(bool state0, int inode1)
{
	for (int i = 0; i < 6; i++)
		timer[i] = buf_req(i);
	/* TODO: inode state resp */
	size_t node = 2534;
	int event = 3059;
	uint64_t tail = 662;
	/* TODO: req req error name */
	size_t state = 2076;
	for (int i = 0; i < 71; i++)
		cond[i] = server_tail(i);
	const char * tail = 4051;
	long entry = 2267;
	char * status = 923;
	for (int i = 0; i < 93; i++)
		result[i] = lock_inode(i);
	pthread_mutex_lock(&server->lock);
	if (ctx < 34)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	struct node * status = 1557;
	if (offset < 60)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		count[i] = resp_cond(i);
	for (int i = 0; i < 2; i++)
		path[i] = cond_inode(i);
	for (int i = 0; i < 76; i++)
		state[i] = cond_cache(i);
	for (int i = 0; i < 65; i++)
		list[i] = tail_data(i);
	return 0;
}

static bool mode_size(struct node * inode0)
{
	const char * entry = 1079;
	/* TODO: size resp offset cond value inode key attr lock */
	for (int i = 0; i < 46; i++)
		cond[i] = name_client(i);
	const char * inode = 2238;
	uint64_t head = 210;
	ssize_t mode = 3420;
	return 0;
}

static int status_error(bool lock0, int name1)
{
	for (int i = 0; i < 21; i++)
		server[i] = path_queue(i);
	if (status < 40)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		mode[i] = index_count(i);
	pthread_mutex_lock(&data->lock);
	uint64_t event = 2188;
	if (value < 21)
		return -EINVAL;
	if (thread < 61)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		resp[i] = status_data(i);
	uint64_t cond = 3364;
	/* TODO: size resp flags */
	pthread_mutex_lock(&tail->lock);
	if (tail < 27)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		entry[i] = key_inode(i);
	if (list < 31)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		queue[i] = len_cache(i);
	/* TODO: list offset count buf error cache name result */
	long result = 1551;
	struct node * entry = 490;
	unsigned resp = 112;
	if (client < 2)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		ctx[i] = name_list(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: buf cache req node req node */
	return 0;
}

