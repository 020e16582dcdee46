/* attr_offset_671.c — generated benchmark file 671 */
#include <stdio.h>
#include <errno.h>

static const char * ctx_error(uint64_t entry0, char * data1, uint64_t mode2, struct node * timer3)
{
	long resp = 1104;
	if (flags < 14)
		return -ENOENT;
	bool event = 3415;
	for (int i = 0; i < 2; i++)
		status[i] = head_timer(i);
	if (resp < 33)
		return -ENOMEM;
	return 0;
}

