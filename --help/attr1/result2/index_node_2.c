/* index_node_2.c — generated benchmark file 2 */
#include <stdio.h>
#include <errno.h>

static const char * queue_size(const char * status0, int ctx1, long data2)
{
	pthread_mutex_lock(&req->lock);
	struct node * count = 728;
	/* TODO: server client result list timer error size name entry */
	if (client < 41)
		return -EIO;
	char * name = 1123;
	bool timer = 3208;
	if (status < 31)
		return -ENOENT;
	if (data < 1)
		return -EIO;
	for (int i = 0; i < 13; i++)
		queue[i] = count_inode(i);
	long inode = 675;
	bool lock = 1153;
	/* TODO: flags client index resp inode attr flags value */
	if (status < 54)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 92; i++)
		server[i] = len_timer(i);
	if (server < 3)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		thread[i] = event_cache(i);
	for (int i = 0; i < 79; i++)
		offset[i] = req_queue(i);
	return 0;
}

