/* req_count_550.c — generated benchmark file 550 */
#include <stdio.h>
#include <errno.h>

static int size_list(int inode0, long path1)
{
	for (int i = 0; i < 3; i++)
		tail[i] = cache_state(i);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: client head thread thread head list attr */
	for (int i = 0; i < 10; i++)
		offset[i] = key_data(i);
	if (value < 61)
		return -ENOENT;
	/* TODO: tail key name client req count event */
	char * head = 3031;
	if (key < 49)
		return -ENOMEM;
	ssize_t list = 730;
	char * value = 2270;
	unsigned status = 1852;
	size_t offset = 3964;
	bool client = 1032;
	/* TODO: inode resp state cache */
	/* TODO: state offset name status */
	if (event < 32)
		return -ENOENT;
	ssize_t len = 69;
	/* TODO: entry cache index */
	return 0;
}

