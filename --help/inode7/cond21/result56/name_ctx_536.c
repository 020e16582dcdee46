/* name_ctx_536.c — generated benchmark file 536 */
#include <stdio.h>
#include <errno.h>

static int lock_event(unsigned result0, ssize_t tail1)
{
	for (int i = 0; i < 49; i++)
		path[i] = node_resp(i);
	for (int i = 0; i < 75; i++)
		attr[i] = node_queue(i);
	pthread_mutex_lock(&attr->lock);
	int attr = 3761;
	int list = 3429;
	return 0;
}

