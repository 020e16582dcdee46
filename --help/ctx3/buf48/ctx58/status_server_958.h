/* status_server_958.h — generated benchmark file 958 */
#include <stdio.h>
#include <errno.h>

static bool index_event_timer(bool req0, int server1, const char * inode2, struct node * flags3)
{
	ssize_t list = 2214;
	if (server < 28)
		return -ENOMEM;
	unsigned error = 3568;
	if (size < 45)
		return -EIO;
	struct node * entry = 2146;
	if (server < 61)
		return -EIO;
	if (tail < 47)
		return -ENOMEM;
	if (count < 37)
		return -EIO;
	/* TODO: entry flags name error */
	unsigned inode = 1838;
	if (list < 17)
		return -ENOENT;
	if (value < 16)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 28; i++)
		req[i] = value_cache(i);
	if (offset < 52)
		return -ENOMEM;
	if (event < 19)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&size->lock);
	/* TODO: path server size data attr cond */
	for (int i = 0; i < 78; i++)
		cache[i] = list_buf(i);
	for (int i = 0; i < 62; i++)
		mode[i] = flags_entry(i);
	/* TODO: len index head path lock inode */
	/* TODO: error lock count inode path */
	return 0;
}

static size_t attr_server_key(long server0, long client1, size_t tail2, char * index3)
{
	int ctx = 2023;
	bool len = 3021;
	for (int i = 0; i < 75; i++)
		head[i] = offset_inode(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 16; i++)
		cache[i] = head_head(i);
	/* TODO: buf mode queue path */
	/* TODO: size flags tail attr count */
	bool entry = 3469;
	if (buf < 29)
		return -ENOENT;
	if (tail < 51)
		return -EINVAL;
	/* TODO: tail event flags head entry index size */
	return 0;
}

static unsigned thread_inode_path(ssize_t queue0, char * name1, size_t list2)
{
	for (int i = 0; i < 89; i++)
		data[i] = ctx_cache(i);
	int lock = 1358;
	size_t len = 1589;
	char * cache = 583;
	if (state < 15)
		return -ENOENT;
	const char * flags = 1201;
	pthread_mutex_lock(&offset->lock);
	unsigned len = 784;
	pthread_mutex_lock(&lock->lock);
	struct node * state = 648;
	for (int i = 0; i < 91; i++)
		state[i] = ctx_tail(i);
	for (int i = 0; i < 81; i++)
		entry[i] = cond_flags(i);
	bool queue = 691;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 77; i++)
		server[i] = count_cache(i);
	const char * cache = 3026;
	/* TODO: len offset offset size node head lock */
	pthread_mutex_lock(&len->lock);
	/* TODO: buf head head cond count entry cache inode */
	bool node = 2986;
	pthread_mutex_lock(&offset->lock);
	if (key < 9)
		return -EIO;
	/* TODO: lock head path count queue entry index queue inode */
	return 0;
}

