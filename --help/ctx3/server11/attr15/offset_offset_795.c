/* offset_offset_795.c — generated benchmark file 795 */
#include <stdio.h>
#include <errno.h>

static struct node * key_result(long offset0, size_t mode1, size_t list2, struct node * server3)
{
	if (path < 31)
		return -ENOMEM;
	if (cond < 10)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		cond[i] = tail_buf(i);
	const char * error = 925;
	for (int i = 0; i < 11; i++)
		index[i] = client_node(i);
	if (ctx < 2)
		return -EINVAL;
	/* TODO: entry tail size list */
	if (server < 41)
		return -EIO;
	/* TODO: mode error lock key name result cond */
	ssize_t entry = 2891;
	for (int i = 0; i < 36; i++)
		cache[i] = tail_name(i);
	/* TODO: size len path offset error event flags */
	/* TODO: queue inode timer event cache */
	for (int i = 0; i < 4; i++)
		result[i] = result_value(i);
	size_t tail = 3394;
	/* TODO: inode index list queue error key */
	bool head = 1383;
	bool list = 3111;
	if (value < 2)
		return -ENOMEM;
	if (flags < 2)
		return -ENOENT;
	return 0;
}

