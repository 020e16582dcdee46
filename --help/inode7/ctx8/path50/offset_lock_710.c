/* offset_lock_710.c — generated benchmark file 710 */
#include <stdio.h>
#include <errno.h>

static long path_offset_buf(uint64_t state0, int name1, bool entry2)
{
	pthread_mutex_lock(&flags->lock);
	bool client = 2362;
	for (int i = 0; i < 56; i++)
		offset[i] = count_status(i);
	struct node * buf = 3115;
	return 0;
}

static bool offset_offset(long cache0, uint64_t error1, ssize_t state2)
{
	if (server < 17)
		return -ENOENT;
	if (queue < 31)
		return -ENOMEM;
	if (tail < 61)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		lock[i] = event_len(i);
	if (result < 64)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		data[i] = server_count(i);
	unsigned lock = 3578;
	for (int i = 0; i < 61; i++)
		result[i] = size_attr(i);
	ssize_t cache = 3467;
	pthread_mutex_lock(&list->lock);
	/* TODO: event name list cache */
	for (int i = 0; i < 74; i++)
		node[i] = status_entry(i);
	/* TODO: len result inode result req event error */
	/* TODO: list status len data tail */
	unsigned inode = 375;
	/* TODO: timer key data cache len offset size entry node */
	/* TODO: error len cond */
	unsigned status = 2521;
	if (status < 39)
		return -ENOMEM;
	/* TODO: thread offset event state req name */
	if (req < 6)
		return -EINVAL;
	return 0;
}

