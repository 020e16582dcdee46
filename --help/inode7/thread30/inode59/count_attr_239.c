/* count_attr_239.c — generated benchmark file 239 */
#include <stdio.h>
#include <errno.h>

static ssize_t buf_path(size_t attr0)
{
	if (key < 62)
		return -ENOMEM;
	if (tail < 59)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (ctx < 54)
		return -ENOENT;
	size_t inode = 1119;
	/* TODO: len value offset mode cond ctx */
	if (queue < 40)
		return -ENOMEM;
	/* TODO: tail offset count mode head offset name */
	/* TODO: error key cache state thread resp count offset */
	pthread_mutex_lock(&req->lock);
	size_t path = 778;
	for (int i = 0; i < 4; i++)
		size[i] = mode_thread(i);
	ssize_t state = 2271;
	bool server = 2180;
	int client = 3265;
	long offset = 3957;
	if (key < 3)
		return -ENOMEM;
	uint64_t mode = 1703;
	pthread_mutex_lock(&list->lock);
	return 0;
}

