/* error_tail_985.c — generated benchmark file 985 */
#include <stdio.h>
#include <errno.h>

static unsigned node_lock_resp(long resp0, int lock1)
{
	for (int i = 0; i < 23; i++)
		tail[i] = buf_error(i);
	uint64_t entry = 366;
	for (int i = 0; i < 92; i++)
		entry[i] = thread_value(i);
	bool data = 1105;
	if (len < 1)
		return -EINVAL;
	struct node * offset = 2827;
	/* TODO: value event cache error queue size size mode */
	return 0;
}

