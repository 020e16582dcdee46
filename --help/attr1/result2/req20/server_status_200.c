/* server_status_200.c — generated benchmark file 200 */
#include <stdio.h>
#include <errno.h>

static uint64_t thread_size_thread(int head0, size_t cache1, char * head2, const char * lock3)
{
	unsigned entry = 2762;
	ssize_t error = 580;
	if (name < 8)
		return -ENOMEM;
	if (req < 47)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		buf[i] = buf_tail(i);
	return 0;
}

