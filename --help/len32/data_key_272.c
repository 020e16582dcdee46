/* data_key_272.c — generated benchmark file 272 */
#include <stdio.h>
#include <errno.h>

static char * node_error_event(bool ctx0)
{
	if (mode < 20)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	int state = 3949;
	const char * result = 1848;
	if (timer < 18)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		value[i] = queue_list(i);
	size_t key = 1036;
	if (size < 13)
		return -ENOENT;
	ssize_t req = 727;
	return 0;
}

