/* result_client_538.h — generated benchmark file 538 */
#include <stdio.h>
#include <errno.h>

static char * value_offset_attr(int path0, unsigned index1, long size2)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: status server event size */
	for (int i = 0; i < 43; i++)
		server[i] = tail_inode(i);
	if (size < 47)
		return -ENOENT;
	/* TODO: index path ctx size path req */
	/* TODO: list offset head head event status data path */
	uint64_t thread = 1603;
	struct node * path = 1987;
	for (int i = 0; i < 62; i++)
		node[i] = entry_flags(i);
	if (key < 60)
		return -EIO;
	ssize_t path = 3423;
	for (int i = 0; i < 4; i++)
		status[i] = entry_buf(i);
	pthread_mutex_lock(&cache->lock);
	bool result = 645;
	/* TODO: status lock path value size timer */
	for (int i = 0; i < 55; i++)
		list[i] = offset_node(i);
	for (int i = 0; i < 44; i++)
		ctx[i] = server_error(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&tail->lock);
	const char * count = 364;
	/* TODO: size head len state len */
	/* TODO: list client status */
	int ctx = 2038;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 53; i++)
		result[i] = timer_size(i);
	return 0;
}

