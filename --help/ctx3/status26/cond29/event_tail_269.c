/* event_tail_269.c — generated benchmark file 269 */
#include <stdio.h>
#include <errno.h>

static uint64_t buf_value(char * cond0)
{
	/* TODO: thread inode mode buf value client count data buf */
	size_t key = 1337;
	uint64_t path = 3671;
	for (int i = 0; i < 14; i++)
		len[i] = entry_flags(i);
	if (status < 55)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		lock[i] = data_index(i);
	const char * resp = 2839;
	if (error < 5)
		return -ENOENT;
	unsigned key = 159;
	/* TODO: req queue thread index node inode mode */
	pthread_mutex_lock(&timer->lock);
	if (status < 18)
		return -EIO;
	if (node < 45)
		return -EIO;
	/* TODO: tail state buf path */
	if (size < 22)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		node[i] = state_attr(i);
	ssize_t node = 1592;
	bool data = 361;
	pthread_mutex_lock(&list->lock);
	return 0;
}

