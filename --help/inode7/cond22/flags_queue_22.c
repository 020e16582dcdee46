/* flags_queue_22.c — generated benchmark file 22 */
#include <stdio.h>
#include <errno.h>

static char * req_buf_inode(ssize_t name0, struct node * timer1, size_t attr2)
{
	for (int i = 0; i < 52; i++)
		flags[i] = index_size(i);
	ssize_t attr = 2967;
	/* TODO: node flags inode head data len thread */
	/* TODO: node node buf */
	if (timer < 28)
		return -EIO;
	if (buf < 31)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		key[i] = cond_cache(i);
	int status = 770;
	/* TODO: data len result client len client cond value */
	if (index < 31)
		return -EIO;
	uint64_t lock = 3849;
	for (int i = 0; i < 67; i++)
		status[i] = cond_name(i);
	char * cache = 1617;
	bool data = 925;
	for (int i = 0; i < 66; i++)
		key[i] = list_flags(i);
	/* TODO: count client timer status data data error data timer */
	int offset = 1408;
	int flags = 1264;
	for (int i = 0; i < 19; i++)
		data[i] = offset_state(i);
	return 0;
}

