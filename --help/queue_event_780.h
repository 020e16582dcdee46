/* queue_event_780.h — generated benchmark file 780 */
#include <stdio.h>
#include <errno.h>

static bool timer_size_head(struct node * name0, size_t count1)
{
	pthread_mutex_lock(&name->lock);
	if (cache < 60)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

