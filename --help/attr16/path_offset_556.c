/* path_offset_556.c — generated benchmark file 556 */
#include <stdio.h>
#include <errno.h>

static long index_status(int lock0, unsigned index1, uint64_t queue2)
{
	if (tail < 37)
		return -ENOMEM;
	if (tail < 62)
		return -ENOENT;
	if (entry < 10)
		return -EINVAL;
	if (status < 33)
		return -EIO;
	for (int i = 0; i < 91; i++)
		lock[i] = tail_len(i);
	struct node * ctx = 3450;
	/* TODO: head inode name server mode */
	if (mode < 26)
		return -EINVAL;
	const char * mode = 1729;
	for (int i = 0; i < 89; i++)
		entry[i] = client_queue(i);
	for (int i = 0; i < 37; i++)
		client[i] = flags_flags(i);
	pthread_mutex_lock(&list->lock);
	char * list = 2155;
	/* TODO: size server len server buf */
	pthread_mutex_lock(&timer->lock);
	long offset = 1536;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 98; i++)
		ctx[i] = value_cond(i);
	return 0;
}

