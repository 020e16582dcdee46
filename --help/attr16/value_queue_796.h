/* value_queue_796.h — generated benchmark file 796 */
#include <stdio.h>
#include <errno.h>

static const char * queue_tail(ssize_t thread0)
{
	for (int i = 0; i < 85; i++)
		state[i] = head_head(i);
	char * status = 4077;
	for (int i = 0; i < 25; i++)
		count[i] = ctx_key(i);
	if (data < 14)
		return -ENOMEM;
	return 0;
}

