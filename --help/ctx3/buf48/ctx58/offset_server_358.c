/* offset_server_358.c — generated benchmark file 358 */
#include <stdio.h>
#include <errno.h>

static int tail_node(long thread0, long list1, struct node * count2, long tail3)
{
	int event = 2093;
	bool server = 3344;
	if (cond < 3)
		return -ENOMEM;
	if (thread < 1)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		tail[i] = tail_count(i);
	if (key < 46)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		buf[i] = lock_entry(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 54; i++)
		count[i] = thread_event(i);
	return 0;
}

