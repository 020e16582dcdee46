/* ctx_cond_443.c — generated benchmark file 443 */
#include <stdio.h>
#include <errno.h>

static int mode_flags(ssize_t name0, uint64_t resp1, bool list2, bool buf3)
{
	const char * node = 594;
	unsigned server = 3361;
	if (cache < 30)
		return -ENOENT;
	/* TODO: event head error */
	if (mode < 16)
		return -EIO;
	unsigned lock = 3135;
	/* TODO: data result name req data ctx status */
	for (int i = 0; i < 54; i++)
		entry[i] = result_state(i);
	for (int i = 0; i < 7; i++)
		head[i] = lock_server(i);
	if (flags < 4)
		return -ENOMEM;
	struct node * resp = 2798;
	/* TODO: thread name error head index size name entry name */
	char * queue = 1941;
	if (server < 47)
		return -EIO;
	bool tail = 3155;
	long path = 1227;
	size_t count = 3622;
	/* TODO: cond entry size thread result name count buf */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 67; i++)
		cache[i] = data_flags(i);
	if (size < 27)
		return -EIO;
	return 0;
}

