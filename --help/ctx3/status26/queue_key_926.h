/* queue_key_926.h — generated benchmark file 926 */
#include <stdio.h>
#include <errno.h>

static char * node_inode_queue(ssize_t inode0, struct node * resp1, int list2, size_t inode3)
{
	long buf = 949;
	unsigned cache = 3878;
	if (attr < 33)
		return -ENOMEM;
	if (key < 62)
		return -ENOMEM;
	return 0;
}

