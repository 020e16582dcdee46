/* cache_name_178.c — generated benchmark file 178 */
#include <stdio.h>
#include <errno.h>

static uint64_t value_inode(long buf0, long attr1, ssize_t tail2)
{
	if (key < 13)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		timer[i] = index_cond(i);
	int state = 489;
	if (node < 22)
		return -EIO;
	if (cache < 9)
		return -EINVAL;
	struct node * queue = 1121;
	if (name < 47)
		return -ENOMEM;
	/* TODO: ctx cond value status */
	char * req = 685;
	long status = 2190;
	long attr = 2680;
	/* TODO: mode queue cache mode */
	if (len < 40)
		return -ENOENT;
	/* TODO: client tail cond count attr */
	const char * mode = 424;
	if (count < 35)
		return -EINVAL;
	const char * size = 745;
	if (value < 11)
		return -ENOMEM;
	if (attr < 19)
		return -EIO;
	/* TODO: client event head */
	bool head = 452;
	/* TODO: cond offset event req timer result server */
	return 0;
}

