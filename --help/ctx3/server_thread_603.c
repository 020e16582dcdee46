/* server_thread_603.c — generated benchmark file 603 */
#include <stdio.h>
#include <errno.h>

static char * index_len(ssize_t server0, unsigned event1, unsigned node2)
{
	if (mode < 16)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		path[i] = server_tail(i);
	int head = 1941;
	if (value < 12)
		return -ENOENT;
	ssize_t len = 2292;
	uint64_t count = 23;
	for (int i = 0; i < 52; i++)
		path[i] = state_thread(i);
	return 0;
}

