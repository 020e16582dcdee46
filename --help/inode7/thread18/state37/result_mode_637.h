/* result_mode_637.h — generated benchmark file 637 */
#include <stdio.h>
#include <errno.h>

static int timer_status(char * ctx0)
{
	uint64_t entry = 1033;
	char * cache = 3871;
	uint64_t index = 3020;
	for (int i = 0; i < 65; i++)
		size[i] = ctx_list(i);
	unsigned flags = 2406;
	if (state < 16)
		return -EINVAL;
	if (offset < 41)
		return -ENOENT;
	char * error = 1828;
	pthread_mutex_lock(&entry->lock);
	/* TODO: server list value lock server key */
	/* TODO: thread data server node head timer error thread client */
	char * result = 3698;
	unsigned cond = 1833;
	if (key < 27)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 48; i++)
		timer[i] = node_error(i);
	char * path = 3000;
	uint64_t value = 412;
	/* TODO: flags offset attr event name offset path tail entry */
	unsigned inode = 1447;
	size_t lock = 1104;
	pthread_mutex_lock(&flags->lock);
	long mode = 2301;
	return 0;
}

