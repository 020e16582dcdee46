/* buf_inode_501.c — generated benchmark file 501 */
#include <stdio.h>
#include <errno.h>

static const char * flags_node_client(const char * value0)
{
	/* TODO: cond req tail size event inode */
	for (int i = 0; i < 57; i++)
		head[i] = node_ctx(i);
	/* TODO: tail event index list */
	/* TODO: status cache list server result state client name lock */
	ssize_t status = 3811;
	char * data = 4093;
	/* TODO: data status timer offset thread cache cond server */
	pthread_mutex_lock(&node->lock);
	/* TODO: list node state head value entry count name server */
	int ctx = 302;
	/* TODO: list cache queue error */
	/* TODO: state resp cache head */
	const char * path = 1921;
	long flags = 1154;
	ssize_t size = 1495;
	if (tail < 35)
		return -EINVAL;
	const char * len = 3392;
	long server = 3983;
	return 0;
}

