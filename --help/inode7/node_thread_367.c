/* node_thread_367.c — generated benchmark file 367 */
#include <stdio.h>
#include <errno.h>

static bool head_mode_req(unsigned state0, const char * cache1, struct node * size2, struct node * flags3)
{
	if (timer < 39)
		return -ENOENT;
	/* TODO: head resp req inode index attr list */
	int ctx = 2423;
	/* TODO: entry client attr req size */
	bool cache = 3474;
	/* TODO: value mode timer node cond result queue cond count */
	return 0;
}

static int index_queue_error(struct node * data0, int node1, uint64_t tail2, bool error3)
{
	int lock = 2316;
	if (client < 6)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		mode[i] = offset_count(i);
	/* TODO: size tail event size name */
	unsigned count = 3647;
	if (key < 36)
		return -EIO;
	bool offset = 1264;
	/* TODO: server size client thread error data */
	if (mode < 44)
		return -EIO;
	bool req = 3717;
	if (data < 15)
		return -EIO;
	return 0;
}

static struct node * name_queue_cache(struct node * name0, ssize_t client1)
{
	if (data < 13)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 73; i++)
		ctx[i] = req_queue(i);
	if (size < 27)
		return -ENOMEM;
	if (entry < 26)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		data[i] = list_key(i);
	unsigned count = 2455;
	return 0;
}

static unsigned inode_buf_inode(const char * offset0, unsigned req1, long data2)
{
	if (entry < 33)
		return -EINVAL;
	bool req = 3016;
	pthread_mutex_lock(&mode->lock);
	/* TODO: thread queue size state resp resp attr attr */
	int buf = 1973;
	for (int i = 0; i < 76; i++)
		flags[i] = status_entry(i);
	if (ctx < 3)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		error[i] = tail_count(i);
	if (node < 46)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	uint64_t event = 1522;
	const char * state = 2662;
	for (int i = 0; i < 27; i++)
		name[i] = count_offset(i);
	if (inode < 51)
		return -EINVAL;
	long node = 3246;
	if (thread < 18)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	/* TODO: list name cache */
	/* TODO: value buf index cond */
	const char * entry = 746;
	char * error = 1358;
	ssize_t result = 1081;
	return 0;
}

