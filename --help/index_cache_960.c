/* index_cache_960.c — generated benchmark file 960 */
#include <stdio.h>
#include <errno.h>

static int index_cache(long state0, uint64_t data1, size_t resp2)
{
	pthread_mutex_lock(&count->lock);
	if (path < 36)
		return -EIO;
	char * client = 1237;
	for (int i = 0; i < 81; i++)
		thread[i] = thread_name(i);
	if (offset < 1)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		buf[i] = buf_ctx(i);
	if (data < 26)
		return -EINVAL;
	if (client < 45)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	unsigned node = 2666;
	ssize_t entry = 993;
	/* TODO: mode tail status timer state size head */
	if (path < 29)
		return -EINVAL;
	char * ctx = 1170;
	for (int i = 0; i < 92; i++)
		status[i] = size_len(i);
	/* TODO: server data inode key result key error mode */
	char * node = 2373;
	for (int i = 0; i < 54; i++)
		status[i] = key_resp(i);
	/* TODO: count flags timer */
	pthread_mutex_lock(&server->lock);
	/* TODO: thread req ctx */
	if (event < 56)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: state size entry */
	/* TODO: lock value value index mode head client */
	return 0;
}

