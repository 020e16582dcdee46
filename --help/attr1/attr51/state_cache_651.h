/* state_cache_651.h — generated benchmark file 651 */
#include <stdio.h>
#include <errno.h>

static unsigned client_timer_server(ssize_t path0, long flags1)
{
	long node = 1879;
	for (int i = 0; i < 68; i++)
		ctx[i] = req_head(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 7; i++)
		len[i] = tail_buf(i);
	if (head < 33)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	if (data < 11)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		entry[i] = index_inode(i);
	if (inode < 22)
		return -ENOMEM;
	int error = 3999;
	ssize_t entry = 2469;
	/* TODO: inode client attr cache */
	/* TODO: status len offset index value list timer */
	for (int i = 0; i < 93; i++)
		value[i] = node_size(i);
	if (result < 64)
		return -EIO;
	if (buf < 48)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		lock[i] = node_key(i);
	for (int i = 0; i < 24; i++)
		inode[i] = path_lock(i);
	pthread_mutex_lock(&len->lock);
	if (cond < 23)
		return -ENOMEM;
	/* TODO: value entry inode state */
	if (queue < 21)
		return -ENOENT;
	return 0;
}

