/* key_name_401.h — generated benchmark file 401 */
#include <stdio.h>
#include <errno.h>

static size_t result_len(const char * status0)
{
	struct node * lock = 321;
	for (int i = 0; i < 80; i++)
		size[i] = path_tail(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: list path cond req */
	return 0;
}

