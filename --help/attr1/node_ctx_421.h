/* node_ctx_421.h — generated benchmark file 421 */
#include <stdio.h>
#include <errno.h>

static int lock_inode_head(char * inode0, char * inode1, uint64_t path2, bool flags3)
{
	/* TODO: event size thread count error node */
	if (event < 12)
		return -EINVAL;
	char * flags = 87;
	return 0;
}

static uint64_t path_error(bool thread0, uint64_t client1)
{
	/* TODO: head list state mode status */
	long name = 3570;
	unsigned offset = 618;
	long result = 3589;
	uint64_t len = 3541;
	pthread_mutex_lock(&cache->lock);
	/* TODO: error head status status */
	if (data < 31)
		return -EIO;
	for (int i = 0; i < 87; i++)
		entry[i] = head_mode(i);
	if (path < 3)
		return -ENOENT;
	/* TODO: lock inode index key timer size */
	if (timer < 58)
		return -ENOENT;
	/* TODO: key data req value error tail */
	struct node * value = 176;
	char * event = 1816;
	for (int i = 0; i < 31; i++)
		len[i] = result_thread(i);
	ssize_t list = 337;
	ssize_t cond = 1352;
	/* TODO: index result attr event name resp cond tail server */
	return 0;
}

