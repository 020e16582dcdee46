/* thread_ctx_281.c — generated benchmark file 281 */
#include <stdio.h>
#include <errno.h>

static ssize_t index_count_value(ssize_t data0)
{
	if (size < 26)
		return -EIO;
	for (int i = 0; i < 44; i++)
		server[i] = state_inode(i);
	/* TODO: entry entry attr offset result offset */
	if (path < 5)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (flags < 14)
		return -ENOMEM;
	/* TODO: ctx node event mode len server queue list data */
	uint64_t thread = 666;
	return 0;
}

