/* timer_len_460.c — generated benchmark file 460 */
#include <stdio.h>
#include <errno.h>

static bool value_attr(int len0, struct node * thread1, bool list2)
{
	/* TODO: inode size ctx attr buf mode */
	char * server = 1814;
	/* TODO: buf attr state cache */
	uint64_t data = 4044;
	pthread_mutex_lock(&data->lock);
	/* TODO: value status queue status index lock name data */
	for (int i = 0; i < 98; i++)
		node[i] = status_head(i);
	/* TODO: ctx lock thread */
	if (lock < 15)
		return -EINVAL;
	return 0;
}

