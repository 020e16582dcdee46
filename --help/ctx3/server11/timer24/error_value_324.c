/* error_value_324.c — generated benchmark file 324 */
#include <stdio.h>
#include <errno.h>

static bool list_buf(size_t mode0, uint64_t attr1, bool error2)
{
	unsigned len = 3283;
	if (req < 7)
		return -EIO;
	long cond = 1321;
	pthread_mutex_lock(&status->lock);
	unsigned thread = 828;
	const char * size = 3901;
	char * req = 3633;
	char * index = 1958;
	return 0;
}

