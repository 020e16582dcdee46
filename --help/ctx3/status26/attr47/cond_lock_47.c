/* cond_lock_47.c — generated benchmark file 47 */
#include <stdio.h>
#include <errno.h>

static struct node * state_mode_cache(struct node * state0)
{
	pthread_mutex_lock(&error->lock);
	if (resp < 43)
		return -EIO;
	/* TODO: mode result attr attr attr path */
	/* TODO: flags data offset event name state len queue resp */
	return 0;
}

static int error_event_tail(const char * server0)
{
	if (client < 27)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&queue->lock);
	/* TODO: cond size cache req buf index value count */
	for (int i = 0; i < 21; i++)
		ctx[i] = value_attr(i);
	/* TODO: count value path mode resp */
	long event = 493;
	bool name = 363;
	/* TODO: buf cond cond offset client timer len len */
	size_t error = 117;
	if (status < 64)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		state[i] = len_mode(i);
	if (resp < 4)
		return -ENOENT;
	struct node * queue = 3898;
	for (int i = 0; i < 37; i++)
		count[i] = path_error(i);
	for (int i = 0; i < 29; i++)
		flags[i] = node_state(i);
	ssize_t name = 2253;
	for (int i = 0; i < 75; i++)
		attr[i] = data_data(i);
	for (int i = 0; i < 49; i++)
		resp[i] = buf_count(i);
	if (offset < 33)
		return -EIO;
	/* TODO: result tail flags req status head node queue flags */
	ssize_t size = 1052;
	if (value < 11)
		return -ENOENT;
	return 0;
}

