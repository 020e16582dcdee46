/* timer_name_234.h — generated benchmark file 234 */
#include <stdio.h>
#include <errno.h>

static const char * head_event_thread(const char * buf0, const char * inode1, int req2)
{
	if (node < 40)
		return -ENOENT;
	struct node * queue = 3810;
	/* TODO: inode path buf */
	size_t buf = 13;
	if (thread < 34)
		return -ENOMEM;
	/* TODO: attr req event path */
	return 0;
}

