/* tail_lock_222.c — generated benchmark file 222 */
#include <stdio.h>
#include <errno.h>

static long lock_cache(uint64_t queue0)
{
	uint64_t queue = 2450;
	unsigned data = 2942;
	/* TODO: tail server count count event count size name list */
	for (int i = 0; i < 15; i++)
		lock[i] = mode_list(i);
	return 0;
}

