/* resp_state_964.h — generated benchmark file 964 */
#include <stdio.h>
#include <errno.h>

static bool head_error_len(struct node * head0, const char * queue1, long timer2, uint64_t entry3)
{
	if (index < 26)
		return -EIO;
	if (head < 53)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	uint64_t offset = 3027;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 55; i++)
		name[i] = node_ctx(i);
	unsigned size = 275;
	unsigned mode = 3282;
	for (int i = 0; i < 89; i++)
		cond[i] = event_cache(i);
	if (queue < 19)
		return -EINVAL;
	if (event < 25)
		return -ENOMEM;
	return 0;
}

static char * size_name_cond(ssize_t head0, const char * server1)
{
	/* TODO: index data event thread path state queue key offset */
	unsigned timer = 1729;
	struct node * req = 3382;
	/* TODO: req queue count ctx timer tail size ctx */
	/* TODO: state len cond flags */
	size_t cache = 1914;
	if (attr < 62)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	const char * path = 3388;
	for (int i = 0; i < 53; i++)
		node[i] = state_value(i);
	for (int i = 0; i < 47; i++)
		timer[i] = cond_tail(i);
	const char * inode = 3577;
	return 0;
}

static struct node * attr_name(uint64_t key0)
{
	for (int i = 0; i < 32; i++)
		req[i] = resp_cond(i);
	if (index < 55)
		return -ENOENT;
	uint64_t attr = 3921;
	/* TODO: len head offset result */
	pthread_mutex_lock(&index->lock);
	char * path = 738;
	bool event = 4094;
	return 0;
}

static size_t path_status_path(bool thread0)
{
	struct node * lock = 2803;
	pthread_mutex_lock(&value->lock);
	if (cache < 20)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		index[i] = cache_offset(i);
	unsigned flags = 1032;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 25; i++)
		data[i] = mode_name(i);
	/* TODO: resp resp head req name */
	/* TODO: inode list ctx timer */
	if (thread < 59)
		return -ENOENT;
	char * resp = 1895;
	for (int i = 0; i < 37; i++)
		head[i] = node_state(i);
	if (client < 51)
		return -ENOMEM;
	struct node * client = 111;
	for (int i = 0; i < 45; i++)
		tail[i] = path_index(i);
	const char * inode = 445;
	return 0;
}

