/* index_node_390.h — generated benchmark file 390 */
#include <stdio.h>
#include <errno.h>

static unsigned entry_name(struct node * lock0, size_t flags1, ssize_t inode2, long data3)
{
	for (int i = 0; i < 54; i++)
		buf[i] = len_result(i);
	for (int i = 0; i < 86; i++)
		lock[i] = req_event(i);
	pthread_mutex_lock(&tail->lock);
	if (cond < 38)
		return -EIO;
	ssize_t queue = 1200;
	/* TODO: tail count flags */
	bool resp = 1933;
	if (entry < 43)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		tail[i] = node_cache(i);
	pthread_mutex_lock(&attr->lock);
	int head = 1372;
	pthread_mutex_lock(&name->lock);
	if (resp < 18)
		return -EIO;
	long count = 234;
	if (size < 7)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		node[i] = cache_value(i);
	pthread_mutex_lock(&key->lock);
	struct node * size = 2802;
	for (int i = 0; i < 65; i++)
		lock[i] = key_key(i);
	return 0;
}

