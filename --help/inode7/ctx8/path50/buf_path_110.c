/* buf_path_110.c — generated benchmark file 110 */
#include <stdio.h>
#include <errno.h>

static struct node * inode_offset(char * resp0, unsigned client1)
{
	if (size < 20)
		return -ENOMEM;
	/* TODO: ctx state client timer mode */
	if (client < 37)
		return -ENOMEM;
	if (server < 36)
		return -ENOMEM;
	if (cond < 5)
		return -EIO;
	for (int i = 0; i < 6; i++)
		value[i] = entry_ctx(i);
	/* TODO: client inode timer req event queue count */
	int client = 91;
	if (attr < 19)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		event[i] = len_list(i);
	if (offset < 32)
		return -EIO;
	if (result < 25)
		return -ENOMEM;
	if (inode < 32)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		len[i] = key_queue(i);
	for (int i = 0; i < 20; i++)
		thread[i] = offset_state(i);
	uint64_t flags = 1873;
	for (int i = 0; i < 38; i++)
		event[i] = attr_head(i);
	struct node * cond = 935;
	const char * buf = 146;
	for (int i = 0; i < 52; i++)
		index[i] = inode_size(i);
	if (index < 31)
		return -ENOENT;
	return 0;
}

