/* server_attr_776.c — generated benchmark file 776 */
#include <stdio.h>
#include <errno.h>

static int path_event_count(long state0, struct node * len1)
{
	if (path < 63)
		return -EINVAL;
	uint64_t head = 3968;
	if (error < 22)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		timer[i] = flags_flags(i);
	if (client < 48)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (buf < 59)
		return -ENOMEM;
	struct node * inode = 2110;
	/* TODO: data attr result node index client mode */
	/* TODO: status ctx len head queue list */
	bool server = 61;
	pthread_mutex_lock(&queue->lock);
	/* TODO: server size value lock cache data mode */
	uint64_t state = 2153;
	if (data < 5)
		return -EIO;
	return 0;
}

static uint64_t state_status(unsigned result0)
{
	/* TODO: data count len */
	ssize_t list = 1141;
	if (status < 2)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (offset < 37)
		return -ENOMEM;
	if (data < 7)
		return -ENOENT;
	char * req = 2049;
	return 0;
}

