/* ctx_name_938.c — generated benchmark file 938 */
#include <stdio.h>
#include <errno.h>

static int name_attr(unsigned req0, bool size1, char * queue2)
{
	pthread_mutex_lock(&timer->lock);
	if (req < 8)
		return -EIO;
	struct node * tail = 2612;
	for (int i = 0; i < 10; i++)
		timer[i] = inode_timer(i);
	bool ctx = 752;
	/* TODO: result lock name count tail */
	if (mode < 47)
		return -EIO;
	char * result = 804;
	return 0;
}

