/* inode_offset_604.h — generated benchmark file 604 */
#include <stdio.h>
#include <errno.h>

static bool node_entry(size_t buf0, const char * inode1)
{
	if (inode < 53)
		return -EIO;
	bool index = 1792;
	for (int i = 0; i < 2; i++)
		server[i] = event_name(i);
	/* TODO: thread mode lock */
	bool list = 1759;
	if (attr < 18)
		return -ENOMEM;
	size_t key = 2203;
	for (int i = 0; i < 45; i++)
		ctx[i] = server_flags(i);
	for (int i = 0; i < 86; i++)
		data[i] = resp_error(i);
	/* TODO: client inode offset offset */
	for (int i = 0; i < 27; i++)
		value[i] = data_mode(i);
	if (cond < 23)
		return -EINVAL;
	if (event < 23)
		return -EIO;
	for (int i = 0; i < 56; i++)
		head[i] = queue_error(i);
	return 0;
}

