/* head_result_71.h — generated benchmark file 71 */
#include <stdio.h>
#include <errno.h>

static struct node * error_state(size_t path0)
{
	uint64_t buf = 1675;
	pthread_mutex_lock(&attr->lock);
	if (thread < 6)
		return -ENOENT;
	char * mode = 763;
	if (path < 38)
		return -ENOMEM;
	bool name = 940;
	return 0;
}

