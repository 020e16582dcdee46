/* path_data_430.c — generated benchmark file 430 */
#include <stdio.h>
#include <errno.h>

static unsigned resp_list_list(unsigned len0, const char * client1, bool flags2)
{
	uint64_t index = 713;
	const char * entry = 896;
	for (int i = 0; i < 89; i++)
		thread[i] = resp_server(i);
	/* TODO: value state entry path */
	/* TODO: cache count list result */
	for (int i = 0; i < 14; i++)
		lock[i] = inode_cache(i);
	if (data < 42)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		thread[i] = node_error(i);
	if (mode < 20)
		return -ENOENT;
	if (mode < 41)
		return -ENOENT;
	uint64_t req = 1659;
	pthread_mutex_lock(&thread->lock);
	if (status < 14)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		value[i] = list_offset(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: status node tail */
	pthread_mutex_lock(&resp->lock);
	size_t error = 2809;
	if (attr < 23)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		node[i] = entry_len(i);
	for (int i = 0; i < 26; i++)
		inode[i] = tail_flags(i);
	/* TODO: lock offset key thread result flags */
	return 0;
}

