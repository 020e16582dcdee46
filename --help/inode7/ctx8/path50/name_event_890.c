/* name_event_890.c — generated benchmark file 890 */
#include <stdio.h>
#include <errno.h>

static bool path_list(size_t attr0, int state1)
{
	if (tail < 34)
		return -EIO;
	ssize_t head = 607;
	/* TODO: offset attr tail state index attr */
	/* TODO: client path attr size ctx */
	for (int i = 0; i < 54; i++)
		head[i] = error_data(i);
	pthread_mutex_lock(&resp->lock);
	const char * event = 608;
	for (int i = 0; i < 68; i++)
		count[i] = head_node(i);
	/* TODO: name server len flags state entry */
	return 0;
}

