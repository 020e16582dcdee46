/* error_tail_65.c — generated benchmark file 65 */
#include <stdio.h>
#include <errno.h>

static long flags_tail_cache(long name0, ssize_t size1, unsigned size2, long lock3)
{
	for (int i = 0; i < 87; i++)
		len[i] = result_client(i);
	if (client < 18)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		timer[i] = offset_resp(i);
	unsigned len = 3721;
	ssize_t name = 780;
	for (int i = 0; i < 50; i++)
		index[i] = cache_attr(i);
	for (int i = 0; i < 22; i++)
		status[i] = tail_size(i);
	/* TODO: error data size count */
	for (int i = 0; i < 58; i++)
		buf[i] = status_result(i);
	/* TODO: data key index inode len thread offset key head */
	pthread_mutex_lock(&head->lock);
	uint64_t key = 2981;
	if (server < 16)
		return -EINVAL;
	if (status < 1)
		return -ENOMEM;
	/* TODO: index ctx result inode lock req cond */
	ssize_t cache = 127;
	ssize_t tail = 3805;
	if (req < 8)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		queue[i] = name_ctx(i);
	if (value < 25)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	return 0;
}

