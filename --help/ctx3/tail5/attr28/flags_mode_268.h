/* flags_mode_268.h — generated benchmark file 268 */
#include <stdio.h>
#include <errno.h>

static ssize_t tail_key(size_t path0, size_t thread1, unsigned timer2)
{
	for (int i = 0; i < 65; i++)
		client[i] = index_head(i);
	/* TODO: buf client size key index count key list */
	/* TODO: size head offset */
	if (thread < 11)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 64; i++)
		tail[i] = count_status(i);
	for (int i = 0; i < 98; i++)
		client[i] = buf_value(i);
	pthread_mutex_lock(&node->lock);
	if (error < 27)
		return -EIO;
	/* TODO: tail head status cache path req list queue */
	int queue = 3642;
	/* TODO: mode offset data timer */
	ssize_t name = 2088;
	if (node < 45)
		return -EINVAL;
	if (list < 15)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		req[i] = timer_name(i);
	for (int i = 0; i < 37; i++)
		size[i] = timer_entry(i);
	/* TODO: lock len len */
	bool attr = 642;
	unsigned cond = 1464;
	for (int i = 0; i < 96; i++)
		count[i] = cache_index(i);
	return 0;
}

