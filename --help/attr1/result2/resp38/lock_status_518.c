/* lock_status_518.c — generated benchmark file 518 */
#include <stdio.h>
#include <errno.h>

static const char * server_head(int status0, struct node * name1)
{
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&server->lock);
	int buf = 2923;
	ssize_t name = 3919;
	bool tail = 3459;
	size_t state = 3227;
	int len = 1628;
	if (attr < 52)
		return -ENOENT;
	size_t req = 439;
	pthread_mutex_lock(&inode->lock);
	const char * index = 1296;
	for (int i = 0; i < 83; i++)
		timer[i] = client_head(i);
	/* TODO: status node index error req error */
	return 0;
}

