/* index_req_192.c — generated benchmark file 192 */
#include <stdio.h>
#include <errno.h>

static int data_attr(unsigned len0, int len1, const char * buf2)
{
	uint64_t value = 2279;
	/* TODO: buf ctx offset attr error entry */
	for (int i = 0; i < 4; i++)
		index[i] = server_inode(i);
	ssize_t cond = 4033;
	/* TODO: status queue entry data cond */
	if (data < 23)
		return -ENOENT;
	long path = 680;
	if (status < 61)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		buf[i] = key_name(i);
	for (int i = 0; i < 68; i++)
		key[i] = node_status(i);
	/* TODO: head offset head entry server head index inode cond */
	const char * inode = 3497;
	if (event < 60)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		path[i] = timer_list(i);
	for (int i = 0; i < 34; i++)
		node[i] = offset_len(i);
	bool buf = 582;
	return 0;
}

