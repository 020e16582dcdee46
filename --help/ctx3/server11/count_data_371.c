/* count_data_371.c — generated benchmark file 371 */
#include <stdio.h>
#include <errno.h>

static ssize_t mode_ctx_data(struct node * mode0, unsigned path1)
{
	for (int i = 0; i < 35; i++)
		flags[i] = buf_flags(i);
	struct node * thread = 1586;
	struct node * key = 2575;
	long resp = 1279;
	const char * node = 1725;
	if (thread < 58)
		return -EIO;
	bool client = 1690;
	for (int i = 0; i < 67; i++)
		node[i] = value_inode(i);
	for (int i = 0; i < 5; i++)
		head[i] = cache_value(i);
	if (timer < 10)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	if (tail < 17)
		return -ENOENT;
	size_t state = 2775;
	for (int i = 0; i < 51; i++)
		mode[i] = cache_ctx(i);
	char * name = 2596;
	pthread_mutex_lock(&node->lock);
	if (size < 58)
		return -EINVAL;
	long lock = 336;
	pthread_mutex_lock(&mode->lock);
	/* TODO: index lock index count */
	return 0;
}

