/* mode_result_348.c — generated benchmark file 348 */
#include <stdio.h>
#include <errno.h>

static const char * len_thread(unsigned data0, const char * mode1, uint64_t offset2, int name3)
{
	if (mode < 32)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		mode[i] = state_mode(i);
	/* TODO: count event inode value node lock */
	if (value < 55)
		return -EIO;
	char * resp = 1542;
	if (error < 26)
		return -ENOMEM;
	if (attr < 21)
		return -EIO;
	long list = 3298;
	pthread_mutex_lock(&ctx->lock);
	if (event < 27)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		cond[i] = value_mode(i);
	/* TODO: entry entry list */
	const char * len = 3990;
	char * attr = 1099;
	unsigned error = 1838;
	return 0;
}

