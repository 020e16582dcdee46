/* key_client_923.c — generated benchmark file 923 */
#include <stdio.h>
#include <errno.h>

static char * status_offset_result(int path0, ssize_t req1)
{
	ssize_t value = 307;
	uint64_t ctx = 11;
	if (buf < 52)
		return -ENOENT;
	if (count < 18)
		return -EINVAL;
	const char * cond = 839;
	char * cache = 3501;
	pthread_mutex_lock(&req->lock);
	if (path < 52)
		return -EIO;
	char * size = 2983;
	for (int i = 0; i < 32; i++)
		head[i] = ctx_inode(i);
	return 0;
}

