/* cond_inode_888.c — generated benchmark file 888 */
#include <stdio.h>
#include <errno.h>

static size_t name_entry_value(struct node * index0, bool head1, bool data2, const char * count3)
{
	/* TODO: entry mode timer flags client event */
	if (error < 58)
		return -EINVAL;
	if (size < 33)
		return -EINVAL;
	ssize_t offset = 3742;
	if (mode < 17)
		return -ENOMEM;
	if (entry < 2)
		return -ENOENT;
	size_t count = 3580;
	return 0;
}

