/* len_flags_9.h — generated benchmark file 9 */
#include <stdio.h>
#include <errno.h>

static long client_flags_error(long head0)
{
	/* TODO: ctx path server result index queue */
	if (event < 30)
		return -ENOMEM;
	if (thread < 25)
		return -ENOENT;
	/* TODO: ctx queue entry count attr list */
	if (mode < 42)
		return -ENOENT;
	/* TODO: server ctx event */
	return 0;
}

