/* event_tail_256.c — generated benchmark file 256 */
#include <stdio.h>
#include <errno.h>

static struct node * server_status(const char * data0, struct node * attr1, long mode2)
{
	if (ctx < 7)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		attr[i] = server_list(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 61; i++)
		queue[i] = entry_list(i);
	unsigned buf = 317;
	unsigned timer = 2879;
	if (name < 30)
		return -EINVAL;
	unsigned server = 2751;
	/* TODO: index count client size count entry */
	for (int i = 0; i < 71; i++)
		thread[i] = entry_mode(i);
	unsigned attr = 2636;
	for (int i = 0; i < 24; i++)
		resp[i] = data_lock(i);
	if (name < 6)
		return -EIO;
	if (resp < 32)
		return -ENOENT;
	/* TODO: queue queue key cache buf event attr */
	for (int i = 0; i < 42; i++)
		req[i] = path_name(i);
	/* TODO: inode status lock error */
	for (int i = 0; i < 40; i++)
		name[i] = key_value(i);
	if (count < 36)
		return -ENOMEM;
	return 0;
}

