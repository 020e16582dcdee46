/* attr_timer_817.c — generated benchmark file 817 */
#include <stdio.h>
#include <errno.h>

static int lock_thread_head(long value0, char * flags1, ssize_t resp2)
{
	if (error < 33)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		mode[i] = head_size(i);
	for (int i = 0; i < 33; i++)
		cond[i] = index_buf(i);
	/* TODO: attr client offset timer inode */
	if (len < 48)
		return -ENOENT;
	return 0;
}

