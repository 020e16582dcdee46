/* client_index_454.c — generated benchmark file 454 */
#include <stdio.h>
#include <errno.h>

static ssize_t data_count(char * result0, struct node * key1)
{
	pthread_mutex_lock(&data->lock);
	if (len < 60)
		return -ENOMEM;
	unsigned state = 3912;
	/* TODO: data result server value index len tail timer */
	for (int i = 0; i < 26; i++)
		thread[i] = queue_status(i);
	for (int i = 0; i < 87; i++)
		inode[i] = ctx_ctx(i);
	struct node * node = 3483;
	long error = 1246;
	uint64_t attr = 3989;
	const char * state = 3296;
	for (int i = 0; i < 91; i++)
		buf[i] = thread_key(i);
	/* TODO: node cache thread event resp */
	ssize_t offset = 4059;
	if (list < 40)
		return -EIO;
	/* TODO: entry attr ctx index server */
	for (int i = 0; i < 6; i++)
		key[i] = list_entry(i);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

