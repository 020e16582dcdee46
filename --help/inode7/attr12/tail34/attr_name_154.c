/* attr_name_154.c — generated benchmark file 154 */
#include <stdio.h>
#include <errno.h>

static ssize_t queue_server(uint64_t entry0, struct node * queue1, size_t node2, unsigned flags3)
{
	if (list < 14)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		thread[i] = timer_state(i);
	if (index < 15)
		return -EIO;
	for (int i = 0; i < 14; i++)
		entry[i] = path_cond(i);
	if (result < 23)
		return -ENOENT;
	bool ctx = 1438;
	for (int i = 0; i < 73; i++)
		server[i] = size_path(i);
	for (int i = 0; i < 87; i++)
		tail[i] = timer_value(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: size buf head buf */
	if (flags < 5)
		return -EIO;
	size_t size = 3267;
	unsigned head = 3488;
	/* TODO: event error list entry inode server */
	for (int i = 0; i < 100; i++)
		resp[i] = thread_cache(i);
	if (index < 43)
		return -ENOENT;
	if (ctx < 54)
		return -ENOENT;
	/* TODO: resp value value */
	for (int i = 0; i < 87; i++)
		cache[i] = cond_index(i);
	if (state < 9)
		return -EINVAL;
	struct node * value = 1856;
	struct node * cond = 602;
	for (int i = 0; i < 100; i++)
		req[i] = index_node(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

