/* event_error_462.c — generated benchmark file 462 */
#include <stdio.h>
#include <errno.h>

static long count_timer(size_t path0)
{
	/* TODO: error head size cache buf */
	for (int i = 0; i < 84; i++)
		path[i] = cache_thread(i);
	if (tail < 50)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	/* TODO: value result tail name tail entry queue */
	pthread_mutex_lock(&status->lock);
	char * cache = 637;
	pthread_mutex_lock(&data->lock);
	/* TODO: state value node value key */
	bool inode = 510;
	bool head = 130;
	if (state < 24)
		return -ENOMEM;
	int cache = 2152;
	for (int i = 0; i < 26; i++)
		entry[i] = key_error(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: path head status */
	if (status < 13)
		return -ENOENT;
	if (data < 39)
		return -EIO;
	return 0;
}

static const char * server_len_client(ssize_t resp0, struct node * lock1, size_t inode2, uint64_t buf3)
{
	pthread_mutex_lock(&data->lock);
	char * lock = 1916;
	for (int i = 0; i < 37; i++)
		tail[i] = server_index(i);
	for (int i = 0; i < 60; i++)
		req[i] = mode_attr(i);
	char * result = 2844;
	if (queue < 42)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 61; i++)
		attr[i] = count_client(i);
	int index = 3567;
	for (int i = 0; i < 81; i++)
		path[i] = client_state(i);
	for (int i = 0; i < 46; i++)
		size[i] = error_attr(i);
	if (ctx < 56)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	int offset = 2032;
	if (thread < 45)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		list[i] = ctx_inode(i);
	if (index < 59)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 10; i++)
		client[i] = timer_offset(i);
	for (int i = 0; i < 11; i++)
		ctx[i] = flags_ctx(i);
	if (resp < 30)
		return -ENOMEM;
	const char * list = 2961;
	for (int i = 0; i < 81; i++)
		list[i] = size_client(i);
	return 0;
}

static int queue_timer_status(const char * flags0, ssize_t state1, const char * result2)
{
	if (state < 12)
		return -EIO;
	char * mode = 2784;
	size_t state = 3467;
	if (value < 35)
		return -EIO;
	for (int i = 0; i < 5; i++)
		len[i] = key_node(i);
	/* TODO: key client value queue inode path size mode */
	pthread_mutex_lock(&data->lock);
	if (state < 56)
		return -EINVAL;
	struct node * index = 3763;
	long tail = 795;
	for (int i = 0; i < 75; i++)
		state[i] = count_flags(i);
	if (data < 27)
		return -ENOENT;
	long cache = 3668;
	if (path < 45)
		return -ENOENT;
	size_t event = 1007;
	const char * event = 3393;
	return 0;
}

static struct node * status_status_list(char * queue0, char * attr1, int cache2)
{
	if (cache < 14)
		return -EIO;
	for (int i = 0; i < 51; i++)
		cache[i] = entry_mode(i);
	struct node * server = 736;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 61; i++)
		len[i] = state_list(i);
	if (cond < 53)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		buf[i] = cond_lock(i);
	/* TODO: tail len attr data client mode */
	for (int i = 0; i < 80; i++)
		tail[i] = path_offset(i);
	/* TODO: inode cache queue list entry data */
	bool data = 1413;
	if (count < 14)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	bool cond = 2703;
	for (int i = 0; i < 24; i++)
		count[i] = error_cache(i);
	return 0;
}

static long node_len(ssize_t req0, size_t cond1, bool cache2)
{
	if (error < 2)
		return -ENOMEM;
	/* TODO: result size client attr cache buf timer path event */
	struct node * lock = 957;
	int flags = 3403;
	return 0;
}

static size_t buf_tail_offset(ssize_t client0, unsigned node1, unsigned size2, int flags3)
{
	struct node * count = 1176;
	if (queue < 1)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		index[i] = mode_server(i);
	if (cache < 26)
		return -EIO;
	if (value < 49)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		head[i] = node_path(i);
	if (server < 11)
		return -ENOENT;
	bool ctx = 982;
	if (entry < 31)
		return -ENOENT;
	char * queue = 1452;
	if (size < 35)
		return -ENOENT;
	char * req = 3816;
	for (int i = 0; i < 45; i++)
		resp[i] = ctx_queue(i);
	if (thread < 45)
		return -EINVAL;
	if (data < 53)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		client[i] = client_index(i);
	uint64_t offset = 1204;
	for (int i = 0; i < 71; i++)
		len[i] = tail_index(i);
	return 0;
}

