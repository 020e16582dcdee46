/* timer_queue_427.h — generated benchmark file 427 */
#include <stdio.h>
#include <errno.h>

static ssize_t count_event(size_t entry0, size_t value1, char * path2)
{
	for (int i = 0; i < 4; i++)
		count[i] = queue_event(i);
	for (int i = 0; i < 18; i++)
		cond[i] = key_buf(i);
	pthread_mutex_lock(&cond->lock);
	long timer = 507;
	bool timer = 3180;
	char * status = 2366;
	char * entry = 3867;
	const char * attr = 3909;
	long attr = 1993;
	size_t key = 1680;
	ssize_t event = 2014;
	long len = 566;
	return 0;
}

