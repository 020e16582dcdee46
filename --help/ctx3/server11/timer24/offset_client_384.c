/* offset_client_384.c — generated benchmark file 384 */
#include <stdio.h>
#include <errno.h>

static unsigned attr_resp_inode(long cache0, bool value1)
{
	pthread_mutex_lock(&tail->lock);
	char * list = 1742;
	for (int i = 0; i < 37; i++)
		lock[i] = status_offset(i);
	if (head < 57)
		return -EINVAL;
	if (node < 1)
		return -ENOMEM;
	/* TODO: thread inode value queue */
	unsigned state = 2742;
	uint64_t list = 521;
	/* TODO: value path queue req flags size */
	size_t node = 2903;
	bool len = 1410;
	/* TODO: inode flags key cond path */
	bool entry = 1458;
	if (timer < 29)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		thread[i] = status_offset(i);
	return 0;
}

