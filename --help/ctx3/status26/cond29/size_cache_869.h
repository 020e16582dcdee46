/* size_cache_869.h — generated benchmark file 869 */
#include <stdio.h>
#include <errno.h>

static long mode_state_key(size_t result0)
{
	int index = 652;
	char * data = 3903;
	pthread_mutex_lock(&path->lock);
	ssize_t client = 1717;
	return 0;
}

