/* lock_head_784.h — generated benchmark file 784 */
#include <stdio.h>
#include <errno.h>

static long inode_queue_error(size_t server0)
{
	long attr = 2783;
	pthread_mutex_lock(&queue->lock);
	ssize_t status = 2987;
	if (buf < 28)
		return -ENOENT;
	if (ctx < 28)
		return -ENOMEM;
	if (queue < 64)
		return -ENOMEM;
	struct node * state = 2793;
	if (path < 56)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		mode[i] = resp_timer(i);
	for (int i = 0; i < 58; i++)
		mode[i] = timer_tail(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 58; i++)
		list[i] = result_timer(i);
	for (int i = 0; i < 3; i++)
		queue[i] = thread_timer(i);
	if (cache < 11)
		return -EINVAL;
	if (lock < 4)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	int event = 3251;
	if (mode < 34)
		return -ENOMEM;
	/* TODO: queue lock flags node list key key */
	return 0;
}

static bool key_result(struct node * mode0, size_t tail1, bool index2, int offset3)
{
	if (inode < 38)
		return -ENOMEM;
	if (value < 29)
		return -ENOENT;
	size_t req = 2975;
	for (int i = 0; i < 91; i++)
		event[i] = path_queue(i);
	/* TODO: entry mode lock */
	return 0;
}

static ssize_t node_index(uint64_t tail0, long event1, long status2)
{
	if (buf < 40)
		return -ENOENT;
	if (mode < 56)
		return -EIO;
	/* TODO: client node event server cond */
	pthread_mutex_lock(&name->lock);
	if (list < 12)
		return -ENOMEM;
	/* TODO: path timer list */
	/* TODO: count key cond list list state cond entry */
	if (name < 48)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		buf[i] = key_path(i);
	/* TODO: node len error size status resp */
	if (timer < 12)
		return -EIO;
	for (int i = 0; i < 58; i++)
		inode[i] = key_key(i);
	/* TODO: cache client inode offset index */
	for (int i = 0; i < 11; i++)
		tail[i] = error_lock(i);
	size_t event = 3650;
	/* TODO: ctx resp client node data */
	pthread_mutex_lock(&index->lock);
	const char * resp = 151;
	char * tail = 581;
	for (int i = 0; i < 84; i++)
		path[i] = lock_data(i);
	return 0;
}

