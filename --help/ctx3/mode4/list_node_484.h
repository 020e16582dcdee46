/* list_node_484.h — generated benchmark file 484 */
#include <stdio.h>
#include <errno.h>

static unsigned len_size_tail(const char * server0, size_t count1)
{
	/* TODO: lock cond thread timer node value data */
	pthread_mutex_lock(&size->lock);
	char * flags = 4082;
	for (int i = 0; i < 6; i++)
		name[i] = queue_resp(i);
	/* TODO: buf size timer inode */
	return 0;
}

static const char * node_flags(size_t resp0, uint64_t server1, ssize_t head2)
{
	int status = 1896;
	pthread_mutex_lock(&timer->lock);
	if (size < 1)
		return -ENOENT;
	if (head < 30)
		return -EIO;
	for (int i = 0; i < 82; i++)
		len[i] = tail_list(i);
	pthread_mutex_lock(&list->lock);
	if (cache < 19)
		return -ENOENT;
	if (offset < 12)
		return -EIO;
	ssize_t node = 2346;
	ssize_t state = 1254;
	if (len < 34)
		return -EIO;
	/* TODO: timer list flags data server list */
	if (path < 39)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 43; i++)
		ctx[i] = state_server(i);
	/* TODO: thread node state client */
	if (value < 43)
		return -ENOMEM;
	struct node * count = 2760;
	for (int i = 0; i < 42; i++)
		timer[i] = value_resp(i);
	return 0;
}

