/* client_cache_331.c — generated benchmark file 331 */
#include <stdio.h>
#include <errno.h>

static bool buf_size(long value0, ssize_t flags1)
{
	char * inode = 3199;
	if (mode < 8)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		event[i] = resp_queue(i);
	return 0;
}

