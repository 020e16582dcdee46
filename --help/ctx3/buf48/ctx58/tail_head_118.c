/* tail_head_118.c — generated benchmark file 118 */
#include <stdio.h>
#include <errno.h>

static int ctx_queue_state(bool status0, bool thread1)
{
	for (int i = 0; i < 67; i++)
		entry[i] = error_server(i);
	if (state < 4)
		return -EIO;
	for (int i = 0; i < 2; i++)
		timer[i] = thread_size(i);
	pthread_mutex_lock(&buf->lock);
	if (cache < 30)
		return -EINVAL;
	if (status < 45)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		count[i] = mode_len(i);
	for (int i = 0; i < 50; i++)
		tail[i] = event_entry(i);
	if (timer < 35)
		return -ENOENT;
	struct node * list = 895;
	/* TODO: head lock count offset req tail error */
	/* TODO: size lock path */
	if (value < 22)
		return -ENOENT;
	if (tail < 17)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		thread[i] = event_error(i);
	const char * len = 3701;
	uint64_t cond = 1299;
	for (int i = 0; i < 38; i++)
		timer[i] = error_state(i);
	/* TODO: lock offset entry value ctx tail node path error */
	pthread_mutex_lock(&error->lock);
	if (resp < 15)
		return -ENOENT;
	if (node < 5)
		return -EIO;
	uint64_t node = 3091;
	return 0;
}

