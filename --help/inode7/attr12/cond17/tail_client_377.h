/* tail_client_377.h — generated benchmark file 377 */
#include <stdio.h>
#include <errno.h>

static uint64_t head_resp_mode(uint64_t value0, uint64_t cond1)
{
	if (flags < 47)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	bool data = 948;
	int buf = 206;
	if (lock < 57)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		req[i] = lock_count(i);
	return 0;
}

