/* cond_size_93.c — generated benchmark file 93 */
#include <stdio.h>
#include <errno.h>

static long status_attr_req(long size0, struct node * len1, ssize_t head2, const char * key3)
{
	uint64_t thread = 2553;
	if (size < 19)
		return -ENOMEM;
	/* TODO: attr flags list offset attr req mode key */
	if (queue < 25)
		return -ENOMEM;
	struct node * req = 2627;
	bool server = 1436;
	if (cond < 9)
		return -EIO;
	if (ctx < 30)
		return -ENOENT;
	return 0;
}

