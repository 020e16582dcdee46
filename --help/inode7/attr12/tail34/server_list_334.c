/* server_list_334.c — generated benchmark file 334 */
#include <stdio.h>
#include <errno.h>

static unsigned client_client(const char * tail0, ssize_t data1, bool tail2, const char * count3)
{
	for (int i = 0; i < 67; i++)
		len[i] = len_key(i);
	struct node * attr = 2296;
	for (int i = 0; i < 55; i++)
		cache[i] = ctx_key(i);
	for (int i = 0; i < 8; i++)
		node[i] = entry_key(i);
	/* TODO: tail error state lock */
	for (int i = 0; i < 2; i++)
		offset[i] = tail_head(i);
	if (cond < 47)
		return -EIO;
	return 0;
}

static unsigned len_req_node(unsigned value0)
{
	pthread_mutex_lock(&mode->lock);
	if (buf < 35)
		return -EINVAL;
	size_t state = 2791;
	bool client = 174;
	/* TODO: attr client index buf queue server */
	/* TODO: status error state path */
	uint64_t attr = 1739;
	uint64_t thread = 2307;
	ssize_t timer = 930;
	/* TODO: count cond cache server offset timer value */
	for (int i = 0; i < 63; i++)
		path[i] = key_value(i);
	if (state < 28)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		name[i] = thread_flags(i);
	if (server < 34)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		index[i] = list_cond(i);
	bool cond = 3510;
	bool index = 1590;
	if (status < 16)
		return -EINVAL;
	return 0;
}

static struct node * timer_value_cache(int event0)
{
	if (mode < 54)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		flags[i] = tail_index(i);
	if (server < 40)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		state[i] = data_state(i);
	if (lock < 38)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		index[i] = node_count(i);
	return 0;
}

static int list_flags(uint64_t name0)
{
	if (req < 30)
		return -ENOENT;
	/* TODO: resp attr attr key */
	if (node < 10)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		cache[i] = resp_data(i);
	uint64_t head = 346;
	for (int i = 0; i < 49; i++)
		mode[i] = error_list(i);
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static int attr_ctx(uint64_t node0, long value1, struct node * state2, char * attr3)
{
	for (int i = 0; i < 22; i++)
		req[i] = req_error(i);
	ssize_t entry = 3731;
	for (int i = 0; i < 7; i++)
		lock[i] = result_ctx(i);
	int cache = 3927;
	struct node * status = 662;
	/* TODO: flags data result size result ctx timer */
	for (int i = 0; i < 36; i++)
		result[i] = inode_thread(i);
	/* TODO: buf cond queue thread mode len resp */
	for (int i = 0; i < 39; i++)
		head[i] = resp_index(i);
	for (int i = 0; i < 38; i++)
		node[i] = result_queue(i);
	return 0;
}

