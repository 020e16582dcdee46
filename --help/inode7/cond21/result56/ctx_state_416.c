/* ctx_state_416.c — generated benchmark file 416 */
#include <stdio.h>
#include <errno.h>

static uint64_t buf_value(size_t lock0)
{
	pthread_mutex_lock(&result->lock);
	size_t req = 1307;
	for (int i = 0; i < 100; i++)
		cache[i] = tail_server(i);
	if (thread < 21)
		return -EIO;
	struct node * list = 880;
	if (error < 3)
		return -EIO;
	bool attr = 218;
	if (value < 13)
		return -ENOMEM;
	if (offset < 60)
		return -ENOMEM;
	if (cond < 27)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	return 0;
}

