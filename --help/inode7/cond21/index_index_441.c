/* index_index_441.c — generated benchmark file 441 */
#include <stdio.h>
#include <errno.h>

static ssize_t client_count(uint64_t count0, const char * data1, long event2)
{
	bool node = 766;
	for (int i = 0; i < 70; i++)
		key[i] = value_path(i);
	for (int i = 0; i < 52; i++)
		server[i] = thread_entry(i);
	if (head < 19)
		return -EIO;
	char * value = 683;
	pthread_mutex_lock(&mode->lock);
	/* TODO: result key client node buf */
	return 0;
}

