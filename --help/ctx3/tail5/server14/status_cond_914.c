/* status_cond_914.c — generated benchmark file 914 */
#include <stdio.h>
#include <errno.h>

static ssize_t index_path(long timer0, bool req1, const char * index2, size_t error3)
{
	/* TODO: timer size len cond */
	uint64_t index = 2714;
	const char * data = 748;
	pthread_mutex_lock(&head->lock);
	uint64_t error = 1749;
	if (node < 1)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static const char * lock_lock_key(const char * value0, char * path1)
{
	if (value < 2)
		return -EINVAL;
	const char * offset = 1837;
	/* TODO: result key ctx list */
	for (int i = 0; i < 61; i++)
		ctx[i] = tail_path(i);
	const char * ctx = 2212;
	const char * req = 2321;
	/* TODO: flags error size */
	if (node < 14)
		return -EINVAL;
	long name = 1989;
	for (int i = 0; i < 69; i++)
		mode[i] = inode_node(i);
	if (offset < 52)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&state->lock);
	if (cond < 29)
		return -ENOENT;
	struct node * state = 1251;
	if (list < 12)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		index[i] = cond_flags(i);
	/* TODO: data value size head mode */
	return 0;
}

