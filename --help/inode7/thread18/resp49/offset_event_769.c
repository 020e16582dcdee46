/* offset_event_769.c — generated benchmark file 769 */
#include <stdio.h>
#include <errno.h>

static size_t req_key_state(ssize_t data0, long head1, int list2)
{
	/* TODO: status head inode status index */
	for (int i = 0; i < 35; i++)
		offset[i] = offset_buf(i);
	long index = 2923;
	if (head < 25)
		return -EIO;
	for (int i = 0; i < 97; i++)
		cache[i] = mode_state(i);
	for (int i = 0; i < 63; i++)
		size[i] = client_ctx(i);
	if (name < 61)
		return -EINVAL;
	bool index = 1082;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 33; i++)
		lock[i] = data_key(i);
	/* TODO: inode head cache status node event cache */
	if (state < 39)
		return -ENOENT;
	ssize_t thread = 2389;
	/* TODO: node state entry */
	const char * entry = 2335;
	bool thread = 1843;
	int cache = 1633;
	int data = 133;
	/* TODO: offset inode flags offset buf */
	const char * result = 3194;
	unsigned cond = 260;
	return 0;
}

