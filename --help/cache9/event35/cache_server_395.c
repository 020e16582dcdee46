/* cache_server_395.c — generated benchmark file 395 */
#include <stdio.h>
#include <errno.h>

static bool buf_cache_cond(uint64_t ctx0, const char * value1, long name2, int buf3)
{
	uint64_t list = 2502;
	pthread_mutex_lock(&flags->lock);
	long index = 2379;
	for (int i = 0; i < 27; i++)
		list[i] = inode_tail(i);
	for (int i = 0; i < 68; i++)
		offset[i] = queue_cache(i);
	const char * server = 2161;
	return 0;
}

static unsigned cond_index(char * offset0, char * path1)
{
	if (entry < 36)
		return -EIO;
	/* TODO: client offset node state size resp */
	/* TODO: len node resp attr event count data */
	/* TODO: thread value state value list queue */
	pthread_mutex_lock(&value->lock);
	if (error < 49)
		return -EINVAL;
	if (node < 43)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		error[i] = list_cache(i);
	/* TODO: buf value resp attr */
	if (buf < 16)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		queue[i] = value_event(i);
	for (int i = 0; i < 80; i++)
		len[i] = error_name(i);
	ssize_t cond = 897;
	for (int i = 0; i < 62; i++)
		name[i] = len_path(i);
	const char * offset = 334;
	return 0;
}

static size_t count_count_ctx(ssize_t attr0, struct node * count1)
{
	pthread_mutex_lock(&server->lock);
	const char * cache = 4084;
	if (queue < 19)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	long key = 1002;
	long state = 115;
	if (tail < 16)
		return -ENOMEM;
	/* TODO: lock attr mode error attr state state flags client */
	return 0;
}

static char * client_error_queue(char * error0)
{
	for (int i = 0; i < 55; i++)
		result[i] = len_timer(i);
	int buf = 4041;
	/* TODO: ctx key key entry size list */
	if (result < 31)
		return -EINVAL;
	if (count < 62)
		return -EINVAL;
	if (offset < 35)
		return -ENOMEM;
	if (cond < 60)
		return -EINVAL;
	/* TODO: node head req */
	pthread_mutex_lock(&inode->lock);
	bool result = 313;
	for (int i = 0; i < 100; i++)
		status[i] = state_lock(i);
	pthread_mutex_lock(&error->lock);
	if (buf < 33)
		return -ENOMEM;
	return 0;
}

static char * name_size(int lock0)
{
	if (cond < 15)
		return -EIO;
	uint64_t value = 3297;
	for (int i = 0; i < 89; i++)
		path[i] = server_node(i);
	bool queue = 1925;
	long count = 1726;
	for (int i = 0; i < 32; i++)
		resp[i] = timer_size(i);
	unsigned req = 1346;
	struct node * count = 1698;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&timer->lock);
	/* TODO: offset count timer lock event */
	for (int i = 0; i < 78; i++)
		key[i] = state_mode(i);
	return 0;
}

static int offset_path(bool resp0, struct node * inode1, unsigned node2)
{
	bool path = 3682;
	if (head < 44)
		return -ENOENT;
	char * entry = 2240;
	return 0;
}

static long len_cond_size(unsigned lock0, int req1, unsigned cache2, bool state3)
{
	const char * client = 2744;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 36; i++)
		lock[i] = tail_req(i);
	if (path < 42)
		return -EIO;
	for (int i = 0; i < 3; i++)
		timer[i] = timer_size(i);
	for (int i = 0; i < 91; i++)
		list[i] = list_value(i);
	/* TODO: size data offset cache attr */
	int name = 3461;
	if (client < 12)
		return -EIO;
	for (int i = 0; i < 80; i++)
		attr[i] = resp_status(i);
	return 0;
}

static unsigned queue_index(uint64_t count0)
{
	for (int i = 0; i < 33; i++)
		len[i] = len_queue(i);
	int attr = 3881;
	long list = 193;
	bool status = 1207;
	/* TODO: value node attr */
	if (tail < 33)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		status[i] = timer_event(i);
	const char * server = 3537;
	/* TODO: state value head tail data list inode count resp */
	if (len < 8)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		flags[i] = cache_path(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&offset->lock);
	unsigned event = 1194;
	if (path < 51)
		return -ENOENT;
	unsigned list = 2164;
	bool error = 1613;
	bool size = 807;
	if (thread < 58)
		return -EIO;
	bool lock = 645;
	for (int i = 0; i < 92; i++)
		status[i] = index_index(i);
	return 0;
}

static int name_tail(const char * name0)
{
	if (node < 49)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	bool attr = 3413;
	int cond = 4001;
	long cache = 1905;
	ssize_t result = 2079;
	const char * resp = 348;
	return 0;
}

