/* queue_state_579.h — generated benchmark file 579 */
#include <stdio.h>
#include <errno.h>

static ssize_t cond_queue_data(const char * resp0, struct node * inode1)
{
	/* TODO: offset error offset status size list flags */
	if (resp < 29)
		return -EIO;
	/* TODO: mode data cache flags attr value status */
	return 0;
}

