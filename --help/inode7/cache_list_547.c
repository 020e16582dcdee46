/* cache_list_547.c — generated benchmark file 547 */
#include <stdio.h>
#include <errno.h>

static char * lock_count(int lock0, int key1)
{
	if (timer < 37)
		return -EINVAL;
	if (buf < 27)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	if (key < 26)
		return -EIO;
	for (int i = 0; i < 46; i++)
		thread[i] = head_resp(i);
	if (result < 64)
		return -ENOMEM;
	const char * tail = 3529;
	uint64_t timer = 862;
	ssize_t resp = 1710;
	char * queue = 2165;
	/* TODO: cache queue path mode value state mode */
	if (data < 11)
		return -EINVAL;
	/* TODO: list resp index key attr node ctx */
	const char * result = 716;
	if (head < 5)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	/* TODO: buf ctx len */
	if (node < 26)
		return -ENOENT;
	long buf = 995;
	for (int i = 0; i < 9; i++)
		thread[i] = resp_tail(i);
	size_t thread = 2771;
	if (attr < 4)
		return -EINVAL;
	uint64_t timer = 2169;
	if (data < 26)
		return -EINVAL;
	struct node * thread = 2135;
	return 0;
}

