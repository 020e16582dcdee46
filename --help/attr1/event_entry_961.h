/* event_entry_961.h — generated benchmark file 961 */
#include <stdio.h>
#include <errno.h>

static struct node * ctx_inode(ssize_t inode0, const char * thread1, long len2)
{
	for (int i = 0; i < 44; i++)
		list[i] = name_path(i);
	if (inode < 34)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: path inode status cond resp timer entry cache flags */
	/* TODO: resp req client */
	for (int i = 0; i < 38; i++)
		node[i] = state_name(i);
	size_t cond = 2751;
	if (lock < 60)
		return -EINVAL;
	if (len < 11)
		return -ENOENT;
	size_t state = 3629;
	struct node * resp = 1116;
	if (list < 59)
		return -EIO;
	for (int i = 0; i < 22; i++)
		queue[i] = cache_resp(i);
	for (int i = 0; i < 94; i++)
		req[i] = inode_result(i);
	bool result = 3870;
	/* TODO: ctx entry queue data buf mode entry attr path */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&mode->lock);
	if (cond < 60)
		return -ENOENT;
	/* TODO: error lock queue key */
	return 0;
}

