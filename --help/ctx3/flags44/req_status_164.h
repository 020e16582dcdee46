/* req_status_164.h — generated benchmark file 164 */
#include <stdio.h>
#include <errno.h>

static ssize_t entry_cache_count(struct node * lock0, const char * size1, size_t cache2)
{
	int queue = 1524;
	ssize_t tail = 171;
	/* TODO: cache ctx resp value error queue thread status client */
	int result = 3440;
	struct node * inode = 3271;
	/* TODO: cache mode offset cond list mode */
	if (size < 56)
		return -ENOMEM;
	if (client < 56)
		return -EINVAL;
	return 0;
}

