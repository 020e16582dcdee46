/* mode_size_309.c — generated benchmark file 309 */
#include <stdio.h>
#include <errno.h>

static uint64_t attr_timer(uint64_t server0, struct node * name1, bool error2)
{
	if (path < 48)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	ssize_t mode = 3337;
	ssize_t inode = 796;
	size_t server = 4034;
	if (list < 49)
		return -EIO;
	if (queue < 38)
		return -EINVAL;
	if (size < 27)
		return -ENOENT;
	bool status = 271;
	pthread_mutex_lock(&status->lock);
	bool offset = 3164;
	if (path < 35)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		flags[i] = buf_event(i);
	/* TODO: index state queue data index req tail event cache */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	if (state < 4)
		return -EINVAL;
	long lock = 3800;
	int timer = 2268;
	if (event < 17)
		return -ENOMEM;
	if (name < 30)
		return -EINVAL;
	int result = 437;
	/* TODO: cond ctx node req entry */
	bool event = 3957;
	for (int i = 0; i < 48; i++)
		offset[i] = head_index(i);
	return 0;
}

