/* name_result_716.c — generated benchmark file 716 */
#include <stdio.h>
#include <errno.h>

static char * index_entry_cond(bool mode0)
{
	if (ctx < 33)
		return -ENOENT;
	if (cond < 42)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		flags[i] = name_tail(i);
	/* TODO: data node server req resp */
	if (timer < 24)
		return -EINVAL;
	/* TODO: resp req status name path */
	struct node * name = 143;
	pthread_mutex_lock(&node->lock);
	if (count < 12)
		return -EINVAL;
	if (key < 30)
		return -EINVAL;
	/* TODO: resp cache lock cond inode */
	for (int i = 0; i < 22; i++)
		timer[i] = timer_size(i);
	if (value < 35)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (error < 63)
		return -EINVAL;
	unsigned flags = 1264;
	bool event = 4001;
	pthread_mutex_lock(&attr->lock);
	if (offset < 57)
		return -EINVAL;
	return 0;
}

