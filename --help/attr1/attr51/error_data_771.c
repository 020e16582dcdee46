/* error_data_771.c — generated benchmark file 771 */
#include <stdio.h>
#include <errno.h>

static size_t tail_client(unsigned value0, size_t ctx1, ssize_t ctx2)
{
	/* TODO: list buf tail queue data event len name buf */
	for (int i = 0; i < 14; i++)
		mode[i] = inode_index(i);
	if (client < 45)
		return -ENOMEM;
	size_t cache = 1839;
	if (error < 24)
		return -EIO;
	size_t name = 2350;
	if (len < 14)
		return -EIO;
	if (timer < 7)
		return -ENOENT;
	ssize_t state = 213;
	/* TODO: req error server index resp */
	for (int i = 0; i < 74; i++)
		entry[i] = resp_server(i);
	if (tail < 63)
		return -EINVAL;
	if (data < 53)
		return -ENOENT;
	struct node * cond = 972;
	bool data = 3496;
	pthread_mutex_lock(&count->lock);
	if (size < 22)
		return -ENOENT;
	/* TODO: data key index head */
	char * count = 3040;
	char * node = 2029;
	return 0;
}

