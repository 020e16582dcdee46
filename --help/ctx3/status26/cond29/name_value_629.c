/* name_value_629.c — generated benchmark file 629 */
#include <stdio.h>
#include <errno.h>

static char * data_node(size_t state0, int cond1)
{
	if (timer < 48)
		return -EIO;
	long req = 981;
	if (head < 47)
		return -EINVAL;
	uint64_t offset = 2158;
	bool node = 1105;
	for (int i = 0; i < 5; i++)
		lock[i] = buf_path(i);
	unsigned state = 2819;
	pthread_mutex_lock(&queue->lock);
	/* TODO: ctx len resp error ctx resp buf */
	for (int i = 0; i < 40; i++)
		cond[i] = size_resp(i);
	if (server < 20)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		head[i] = cache_cache(i);
	/* TODO: index lock error buf */
	for (int i = 0; i < 83; i++)
		timer[i] = path_cache(i);
	char * size = 3700;
	bool buf = 1022;
	int buf = 2514;
	return 0;
}

static uint64_t buf_req_ctx(int index0, unsigned flags1, ssize_t name2, long head3)
{
	if (buf < 1)
		return -ENOENT;
	size_t timer = 3236;
	for (int i = 0; i < 34; i++)
		name[i] = node_ctx(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 47; i++)
		tail[i] = cache_value(i);
	if (key < 3)
		return -EIO;
	for (int i = 0; i < 45; i++)
		key[i] = mode_len(i);
	for (int i = 0; i < 80; i++)
		req[i] = queue_queue(i);
	int size = 4088;
	bool cond = 3484;
	/* TODO: size thread list */
	if (queue < 31)
		return -ENOMEM;
	if (state < 41)
		return -EINVAL;
	if (cache < 18)
		return -EIO;
	char * status = 3118;
	int head = 2506;
	bool value = 3258;
	if (queue < 60)
		return -EIO;
	/* TODO: state tail inode status */
	for (int i = 0; i < 43; i++)
		event[i] = thread_flags(i);
	return 0;
}

static struct node * buf_state(struct node * thread0)
{
	if (mode < 29)
		return -EIO;
	/* TODO: resp tail server buf ctx offset */
	for (int i = 0; i < 60; i++)
		flags[i] = attr_tail(i);
	for (int i = 0; i < 16; i++)
		count[i] = queue_entry(i);
	for (int i = 0; i < 71; i++)
		result[i] = thread_server(i);
	const char * name = 1444;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 73; i++)
		lock[i] = data_name(i);
	/* TODO: value value status name key data inode cond */
	struct node * result = 2454;
	unsigned thread = 2441;
	long client = 145;
	for (int i = 0; i < 91; i++)
		entry[i] = cond_flags(i);
	for (int i = 0; i < 46; i++)
		attr[i] = size_state(i);
	for (int i = 0; i < 85; i++)
		inode[i] = result_offset(i);
	size_t status = 1780;
	ssize_t status = 1634;
	if (queue < 30)
		return -EINVAL;
	long list = 4045;
	/* TODO: server path index index queue server len */
	char * queue = 235;
	/* TODO: cond flags head state state tail thread ctx */
	return 0;
}

