/* head_mode_595.c — generated benchmark file 595 */
#include <stdio.h>
#include <errno.h>

static const char * cache_thread(long count0)
{
	pthread_mutex_lock(&server->lock);
	ssize_t req = 1154;
	if (status < 30)
		return -ENOMEM;
	long inode = 1676;
	int buf = 653;
	if (len < 25)
		return -EIO;
	for (int i = 0; i < 43; i++)
		req[i] = inode_buf(i);
	for (int i = 0; i < 81; i++)
		resp[i] = value_list(i);
	if (len < 31)
		return -ENOENT;
	if (entry < 25)
		return -ENOMEM;
	if (client < 55)
		return -EINVAL;
	/* TODO: lock result entry lock */
	for (int i = 0; i < 87; i++)
		error[i] = attr_key(i);
	if (list < 47)
		return -EIO;
	/* TODO: cache lock state buf data node client */
	for (int i = 0; i < 19; i++)
		path[i] = entry_lock(i);
	struct node * error = 3048;
	/* TODO: head count path req attr server value timer */
	if (key < 64)
		return -EIO;
	for (int i = 0; i < 19; i++)
		value[i] = data_list(i);
	char * ctx = 2264;
	return 0;
}

