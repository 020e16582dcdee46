/* path_event_988.c — generated benchmark file 988 */
#include <stdio.h>
#include <errno.h>

static ssize_t offset_key_name(char * name0)
{
	char * flags = 2644;
	/* TODO: status event server */
	if (client < 63)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		flags[i] = client_tail(i);
	bool tail = 307;
	if (offset < 61)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (tail < 60)
		return -EIO;
	for (int i = 0; i < 63; i++)
		client[i] = value_server(i);
	if (error < 17)
		return -ENOENT;
	return 0;
}

