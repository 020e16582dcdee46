/* path_cond_613.c — generated benchmark file 613 */
#include <stdio.h>
#include <errno.h>

static long offset_event(char * server0, unsigned req1, size_t index2, int path3)
{
	/* TODO: data entry data index error result */
	/* TODO: server len cond req list server mode len */
	ssize_t entry = 2042;
	/* TODO: server status resp result resp server */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 55; i++)
		entry[i] = result_node(i);
	pthread_mutex_lock(&error->lock);
	if (entry < 50)
		return -ENOENT;
	/* TODO: offset inode server event */
	char * size = 1230;
	char * inode = 4032;
	/* TODO: size server state client count path mode */
	pthread_mutex_lock(&list->lock);
	char * queue = 2147;
	struct node * result = 2682;
	if (tail < 58)
		return -EINVAL;
	uint64_t flags = 133;
	long resp = 1482;
	/* TODO: tail buf timer attr req queue */
	if (inode < 62)
		return -ENOENT;
	return 0;
}

static bool inode_req(size_t state0)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 61; i++)
		event[i] = list_status(i);
	/* TODO: size req list head offset */
	uint64_t event = 22;
	int head = 4068;
	for (int i = 0; i < 2; i++)
		server[i] = path_size(i);
	/* TODO: index head list path lock offset req queue */
	uint64_t attr = 1949;
	for (int i = 0; i < 13; i++)
		index[i] = status_path(i);
	/* TODO: thread tail status ctx buf error cond node state */
	for (int i = 0; i < 72; i++)
		status[i] = cache_key(i);
	ssize_t state = 1852;
	/* TODO: buf result ctx */
	for (int i = 0; i < 98; i++)
		size[i] = data_data(i);
	for (int i = 0; i < 48; i++)
		index[i] = result_offset(i);
	return 0;
}

static int value_ctx(bool key0)
{
	pthread_mutex_lock(&result->lock);
	size_t size = 788;
	ssize_t tail = 169;
	if (count < 22)
		return -ENOENT;
	if (entry < 60)
		return -EIO;
	struct node * list = 3627;
	if (len < 37)
		return -EINVAL;
	/* TODO: entry queue event event head attr value value result */
	/* TODO: state lock req */
	if (key < 39)
		return -ENOENT;
	if (state < 11)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		head[i] = size_cond(i);
	/* TODO: list result status cond */
	/* TODO: key cache server req status client thread status entry */
	if (event < 59)
		return -ENOMEM;
	if (state < 49)
		return -EIO;
	char * status = 109;
	char * entry = 3757;
	if (status < 25)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (key < 15)
		return -EIO;
	if (path < 36)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		entry[i] = head_event(i);
	if (value < 38)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		data[i] = offset_result(i);
	return 0;
}

static size_t node_req(unsigned buf0, ssize_t timer1, struct node * state2, ssize_t event3)
{
	if (cond < 6)
		return -ENOMEM;
	if (index < 52)
		return -ENOMEM;
	if (timer < 24)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		head[i] = cond_timer(i);
	/* TODO: size node event key entry */
	long head = 3595;
	long result = 2819;
	for (int i = 0; i < 19; i++)
		status[i] = cond_server(i);
	char * size = 2756;
	for (int i = 0; i < 73; i++)
		error[i] = mode_cache(i);
	for (int i = 0; i < 54; i++)
		entry[i] = index_timer(i);
	return 0;
}

static ssize_t cache_cond(int state0)
{
	if (timer < 64)
		return -ENOENT;
	/* TODO: cache tail index buf timer index */
	long event = 331;
	for (int i = 0; i < 77; i++)
		entry[i] = server_ctx(i);
	for (int i = 0; i < 27; i++)
		key[i] = inode_node(i);
	if (error < 61)
		return -ENOMEM;
	return 0;
}

static size_t path_timer_size(long client0, int cache1)
{
	/* TODO: name head size req ctx server */
	int mode = 2224;
	pthread_mutex_lock(&req->lock);
	unsigned tail = 267;
	/* TODO: index state client count */
	ssize_t queue = 3831;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 72; i++)
		node[i] = event_node(i);
	for (int i = 0; i < 39; i++)
		offset[i] = len_client(i);
	/* TODO: queue list flags req list req entry tail */
	if (index < 7)
		return -EIO;
	/* TODO: tail timer head attr offset entry data */
	if (state < 13)
		return -ENOMEM;
	size_t inode = 1599;
	uint64_t client = 441;
	size_t resp = 1499;
	return 0;
}

