/* count_req_534.c — generated benchmark file 534 */
#include <stdio.h>
#include <errno.h>

static bool index_tail(size_t flags0, const char * lock1, long size2)
{
	/* TODO: resp path inode path result count count */
	size_t thread = 3836;
	struct node * ctx = 2607;
	for (int i = 0; i < 7; i++)
		lock[i] = entry_key(i);
	uint64_t data = 2515;
	for (int i = 0; i < 41; i++)
		buf[i] = lock_error(i);
	uint64_t entry = 3912;
	/* TODO: timer cond timer index buf lock */
	if (node < 35)
		return -EIO;
	if (cond < 1)
		return -EIO;
	return 0;
}

