/* ctx_entry_686.c — generated benchmark file 686 */
#include <stdio.h>
#include <errno.h>

static unsigned client_mode(long size0, long path1)
{
	long status = 946;
	if (tail < 2)
		return -ENOMEM;
	/* TODO: size req lock count value */
	const char * lock = 2828;
	/* TODO: index status attr tail inode server */
	pthread_mutex_lock(&timer->lock);
	struct node * key = 1483;
	/* TODO: size server mode */
	if (error < 59)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		error[i] = state_ctx(i);
	return 0;
}

