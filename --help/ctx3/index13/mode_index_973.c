/* mode_index_973.c — generated benchmark file 973 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_tail_flags(const char * result0, unsigned index1)
{
	for (int i = 0; i < 62; i++)
		value[i] = offset_head(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 23; i++)
		list[i] = cond_status(i);
	char * error = 4001;
	bool index = 1579;
	ssize_t server = 811;
	/* TODO: result cond buf list attr error */
	if (lock < 55)
		return -EIO;
	if (len < 25)
		return -ENOENT;
	if (flags < 26)
		return -EIO;
	for (int i = 0; i < 12; i++)
		count[i] = error_count(i);
	const char * mode = 2286;
	/* TODO: error state offset size */
	if (count < 30)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		attr[i] = thread_inode(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: lock index status index */
	for (int i = 0; i < 43; i++)
		client[i] = server_status(i);
	/* TODO: status state head result path data event resp error */
	return 0;
}

