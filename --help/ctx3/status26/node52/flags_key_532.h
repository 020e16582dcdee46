/* flags_key_532.h — generated benchmark file 532 */
#include <stdio.h>
#include <errno.h>

static struct node * client_req_key(ssize_t cond0, char * cache1, struct node * inode2, const char * result3)
{
	if (state < 18)
		return -EIO;
	/* TODO: inode count resp state list value */
	if (key < 56)
		return -ENOMEM;
	bool tail = 1902;
	long size = 2136;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 30; i++)
		entry[i] = server_mode(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: flags key req flags ctx key queue path entry */
	if (name < 12)
		return -ENOMEM;
	uint64_t cache = 184;
	size_t key = 1356;
	/* TODO: index mode ctx size */
	/* TODO: error status flags cache inode index error */
	if (state < 59)
		return -EINVAL;
	if (size < 7)
		return -EIO;
	size_t value = 3319;
	for (int i = 0; i < 62; i++)
		flags[i] = ctx_inode(i);
	if (cond < 47)
		return -EINVAL;
	return 0;
}

