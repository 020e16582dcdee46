/* tail_lock_219.c — generated benchmark file 219 */
#include <stdio.h>
#include <errno.h>

static ssize_t tail_buf_timer(struct node * list0)
{
	long inode = 251;
	const char * head = 2400;
	int len = 810;
	if (node < 59)
		return -EIO;
	return 0;
}

static ssize_t node_inode_ctx(uint64_t cond0, long head1, struct node * index2, char * flags3)
{
	if (status < 5)
		return -ENOENT;
	if (cache < 19)
		return -EINVAL;
	const char * event = 990;
	for (int i = 0; i < 82; i++)
		flags[i] = inode_ctx(i);
	for (int i = 0; i < 14; i++)
		thread[i] = event_cond(i);
	/* TODO: offset error event */
	long cache = 1912;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&resp->lock);
	const char * ctx = 920;
	if (offset < 28)
		return -EINVAL;
	if (ctx < 19)
		return -ENOMEM;
	/* TODO: resp status len inode path count queue */
	if (index < 62)
		return -ENOMEM;
	unsigned entry = 2880;
	if (req < 33)
		return -ENOMEM;
	ssize_t head = 1619;
	size_t status = 503;
	if (error < 55)
		return -ENOMEM;
	if (node < 62)
		return -EIO;
	struct node * tail = 184;
	pthread_mutex_lock(&key->lock);
	return 0;
}

