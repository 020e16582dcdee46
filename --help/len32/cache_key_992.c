/* cache_key_992.c — generated benchmark file 992 */
#include <stdio.h>
#include <errno.h>

static long lock_count_key(bool cache0)
{
	if (path < 19)
		return -EINVAL;
	size_t ctx = 3574;
	if (cond < 39)
		return -EIO;
	/* TODO: client tail data req status req attr lock list */
	for (int i = 0; i < 13; i++)
		data[i] = event_queue(i);
	bool entry = 3427;
	pthread_mutex_lock(&data->lock);
	/* TODO: data tail client entry name timer key status status */
	if (len < 61)
		return -EINVAL;
	long queue = 31;
	for (int i = 0; i < 82; i++)
		value[i] = client_node(i);
	if (node < 27)
		return -ENOENT;
	/* TODO: len inode lock node count flags event result queue */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 10; i++)
		thread[i] = server_server(i);
	if (entry < 43)
		return -EIO;
	bool node = 2508;
	for (int i = 0; i < 19; i++)
		req[i] = index_inode(i);
	/* TODO: state len entry attr lock count state name */
	/* TODO: timer cond len cache queue buf state */
	return 0;
}

