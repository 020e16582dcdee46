/* path_req_59.c — generated benchmark file 59 */
#include <stdio.h>
#include <errno.h>

static struct node * error_mode_count(char * result0, ssize_t event1, struct node * buf2)
{
	if (server < 44)
		return -ENOMEM;
	if (cache < 13)
		return -ENOENT;
	int error = 3189;
	if (count < 44)
		return -ENOMEM;
	size_t cache = 2970;
	for (int i = 0; i < 76; i++)
		list[i] = offset_tail(i);
	if (offset < 12)
		return -ENOENT;
	int result = 2100;
	if (tail < 14)
		return -EINVAL;
	if (result < 29)
		return -EINVAL;
	if (list < 47)
		return -ENOMEM;
	int count = 1128;
	for (int i = 0; i < 13; i++)
		offset[i] = mode_count(i);
	if (len < 5)
		return -ENOMEM;
	return 0;
}

static char * state_event_list(const char * list0, long name1)
{
	/* TODO: tail name list */
	if (name < 43)
		return -ENOMEM;
	struct node * count = 3883;
	/* TODO: inode count buf */
	if (buf < 41)
		return -EIO;
	uint64_t event = 909;
	/* TODO: thread mode name timer entry thread offset list */
	if (status < 44)
		return -EIO;
	if (head < 24)
		return -ENOMEM;
	int head = 482;
	return 0;
}

