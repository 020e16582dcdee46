/* node_cache_10.h — generated benchmark file 10 */
#include <stdio.h>
#include <errno.h>

static size_t attr_tail(char * node0)
{
	if (event < 48)
		return -ENOENT;
	/* TODO: resp cond key path server mode */
	char * value = 1972;
	long offset = 710;
	struct node * tail = 2595;
	pthread_mutex_lock(&cache->lock);
	int queue = 564;
	for (int i = 0; i < 76; i++)
		name[i] = ctx_attr(i);
	/* TODO: lock ctx timer key key value */
	bool path = 598;
	for (int i = 0; i < 70; i++)
		flags[i] = entry_status(i);
	int ctx = 3663;
	for (int i = 0; i < 46; i++)
		list[i] = attr_attr(i);
	int name = 3882;
	for (int i = 0; i < 16; i++)
		data[i] = path_data(i);
	return 0;
}

static size_t head_inode(ssize_t size0)
{
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&buf->lock);
	bool name = 2559;
	long lock = 2536;
	/* TODO: data data inode server node value path */
	for (int i = 0; i < 2; i++)
		entry[i] = thread_index(i);
	/* TODO: data tail inode inode attr mode client count */
	/* TODO: flags timer value */
	if (buf < 30)
		return -ENOMEM;
	/* TODO: count list cond req timer value name */
	size_t ctx = 133;
	for (int i = 0; i < 3; i++)
		resp[i] = ctx_resp(i);
	long cache = 1356;
	return 0;
}

static size_t size_resp_tail(ssize_t event0, bool attr1, uint64_t offset2, struct node * name3)
{
	pthread_mutex_lock(&timer->lock);
	/* TODO: result count tail key inode cache attr */
	int result = 1936;
	/* TODO: entry state result mode value name size error thread */
	/* TODO: key event result tail flags lock server resp */
	/* TODO: status resp timer key path server name cache client */
	struct node * size = 2923;
	if (lock < 33)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		req[i] = buf_size(i);
	const char * resp = 620;
	for (int i = 0; i < 98; i++)
		name[i] = index_thread(i);
	/* TODO: path index cond mode lock offset mode */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 46; i++)
		error[i] = resp_node(i);
	/* TODO: event req tail event */
	if (mode < 8)
		return -ENOENT;
	if (count < 53)
		return -ENOMEM;
	if (entry < 28)
		return -EINVAL;
	unsigned attr = 2387;
	return 0;
}

