/* resp_queue_747.h — generated benchmark file 747 */
#include <stdio.h>
#include <errno.h>

static const char * value_mode_head(ssize_t mode0, size_t offset1)
{
	if (cache < 58)
		return -EINVAL;
	int state = 2437;
	uint64_t path = 2101;
	if (req < 37)
		return -ENOMEM;
	size_t node = 3593;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 87; i++)
		inode[i] = head_result(i);
	for (int i = 0; i < 82; i++)
		head[i] = data_client(i);
	/* TODO: data entry index thread client server count len result */
	if (node < 64)
		return -EIO;
	return 0;
}

static long value_data_mode(long path0, int size1, struct node * count2)
{
	for (int i = 0; i < 97; i++)
		event[i] = tail_tail(i);
	for (int i = 0; i < 4; i++)
		tail[i] = lock_queue(i);
	/* TODO: len list tail */
	if (server < 62)
		return -ENOENT;
	unsigned offset = 3382;
	for (int i = 0; i < 96; i++)
		timer[i] = queue_offset(i);
	/* TODO: event client inode cache queue data */
	return 0;
}

