/* key_thread_201.c — generated benchmark file 201 */
#include <stdio.h>
#include <errno.h>

static unsigned count_index(struct node * key0, const char * attr1, int path2)
{
	for (int i = 0; i < 69; i++)
		status[i] = tail_entry(i);
	for (int i = 0; i < 92; i++)
		inode[i] = size_head(i);
	long status = 3056;
	size_t len = 2592;
	for (int i = 0; i < 45; i++)
		lock[i] = value_path(i);
	ssize_t cond = 3479;
	for (int i = 0; i < 66; i++)
		count[i] = flags_len(i);
	if (size < 41)
		return -EINVAL;
	unsigned mode = 3626;
	for (int i = 0; i < 21; i++)
		lock[i] = result_key(i);
	struct node * count = 3461;
	for (int i = 0; i < 80; i++)
		key[i] = timer_head(i);
	pthread_mutex_lock(&ctx->lock);
	unsigned ctx = 3347;
	/* TODO: mode req result entry client */
	pthread_mutex_lock(&inode->lock);
	const char * data = 3363;
	unsigned attr = 2234;
	for (int i = 0; i < 23; i++)
		lock[i] = head_ctx(i);
	const char * node = 2785;
	ssize_t data = 2089;
	return 0;
}

static long head_lock(long entry0, unsigned timer1)
{
	if (lock < 25)
		return -EIO;
	for (int i = 0; i < 69; i++)
		node[i] = queue_list(i);
	if (size < 29)
		return -EINVAL;
	if (server < 58)
		return -EINVAL;
	return 0;
}

static struct node * server_name(size_t entry0, unsigned client1, long attr2, int cache3)
{
	/* TODO: size attr ctx attr queue list */
	if (error < 40)
		return -EIO;
	if (client < 55)
		return -ENOMEM;
	int entry = 2869;
	if (path < 54)
		return -EINVAL;
	if (path < 63)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	int resp = 801;
	bool resp = 1464;
	if (flags < 10)
		return -ENOENT;
	long len = 740;
	for (int i = 0; i < 91; i++)
		buf[i] = lock_node(i);
	if (queue < 29)
		return -EINVAL;
	size_t ctx = 3360;
	if (index < 54)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		ctx[i] = state_name(i);
	for (int i = 0; i < 88; i++)
		ctx[i] = path_event(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static bool req_entry(size_t queue0)
{
	for (int i = 0; i < 46; i++)
		resp[i] = server_status(i);
	if (len < 36)
		return -EINVAL;
	unsigned error = 2744;
	return 0;
}

