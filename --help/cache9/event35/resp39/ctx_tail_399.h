/* ctx_tail_399.h — generated benchmark file 399 */
#include <stdio.h>
#include <errno.h>

static long flags_path_cache(uint64_t size0, long buf1, char * path2)
{
	bool client = 2837;
	ssize_t index = 622;
	if (lock < 20)
		return -ENOENT;
	if (client < 18)
		return -ENOENT;
	size_t cond = 545;
	for (int i = 0; i < 63; i++)
		state[i] = size_cache(i);
	unsigned flags = 2191;
	/* TODO: offset cache entry timer */
	if (flags < 31)
		return -ENOENT;
	ssize_t status = 1068;
	pthread_mutex_lock(&list->lock);
	return 0;
}

