/* tail_queue_618.c — generated benchmark file 618 */
#include <stdio.h>
#include <errno.h>

static bool client_state_len(unsigned entry0)
{
	for (int i = 0; i < 45; i++)
		entry[i] = size_queue(i);
	for (int i = 0; i < 45; i++)
		buf[i] = count_value(i);
	if (head < 31)
		return -EIO;
	return 0;
}

