/* server_timer_182.h — generated benchmark file 182 */
#include <stdio.h>
#include <errno.h>

static char * result_result_tail(char * cache0, size_t status1, char * len2)
{
	if (path < 63)
		return -ENOENT;
	if (count < 47)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	struct node * offset = 1170;
	/* TODO: cond cond count thread state entry name tail */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 94; i++)
		index[i] = attr_result(i);
	char * event = 3375;
	long req = 125;
	/* TODO: attr status size */
	return 0;
}

static bool attr_state(struct node * result0)
{
	/* TODO: thread server entry status thread */
	if (thread < 64)
		return -EIO;
	if (timer < 37)
		return -ENOMEM;
	if (tail < 29)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	long event = 1656;
	return 0;
}

