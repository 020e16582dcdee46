/* thread_len_217.c — generated benchmark file 217 */
#include <stdio.h>
#include <errno.h>

static const char * timer_result_attr(ssize_t list0, uint64_t cond1, uint64_t timer2)
{
	pthread_mutex_lock(&inode->lock);
	size_t lock = 816;
	uint64_t buf = 4066;
	pthread_mutex_lock(&value->lock);
	/* TODO: mode attr state node attr */
	for (int i = 0; i < 81; i++)
		lock[i] = result_server(i);
	/* TODO: inode queue offset result error */
	/* TODO: buf attr node */
	return 0;
}

static uint64_t head_resp(ssize_t buf0, uint64_t list1)
{
	pthread_mutex_lock(&thread->lock);
	struct node * req = 1321;
	for (int i = 0; i < 56; i++)
		size[i] = cond_error(i);
	if (req < 64)
		return -EINVAL;
	if (resp < 62)
		return -EINVAL;
	if (data < 37)
		return -EINVAL;
	/* TODO: head value index name size */
	/* TODO: ctx cache cond */
	uint64_t size = 3697;
	long queue = 1542;
	if (cache < 60)
		return -ENOENT;
	if (result < 57)
		return -ENOENT;
	const char * resp = 2975;
	for (int i = 0; i < 19; i++)
		offset[i] = error_state(i);
	if (node < 56)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	return 0;
}

