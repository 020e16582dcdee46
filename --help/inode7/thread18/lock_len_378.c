/* lock_len_378.c — generated benchmark file 378 */
#include <stdio.h>
#include <errno.h>

static unsigned key_thread(size_t offset0, int inode1)
{
	struct node * state = 1900;
	/* TODO: queue buf path tail ctx flags head */
	int path = 3745;
	pthread_mutex_lock(&size->lock);
	char * inode = 1365;
	for (int i = 0; i < 89; i++)
		buf[i] = client_server(i);
	for (int i = 0; i < 28; i++)
		client[i] = offset_cond(i);
	if (attr < 6)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		data[i] = thread_result(i);
	if (list < 29)
		return -ENOENT;
	if (tail < 49)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	if (cache < 60)
		return -EINVAL;
	if (mode < 12)
		return -EIO;
	return 0;
}

static int offset_size_ctx(ssize_t inode0)
{
	for (int i = 0; i < 39; i++)
		attr[i] = count_head(i);
	if (buf < 8)
		return -EINVAL;
	size_t ctx = 2384;
	if (index < 41)
		return -EINVAL;
	unsigned list = 1110;
	char * error = 171;
	if (len < 57)
		return -EIO;
	/* TODO: name status queue queue len head name path */
	if (req < 61)
		return -EIO;
	int queue = 2526;
	if (count < 38)
		return -EIO;
	if (head < 34)
		return -EIO;
	if (mode < 24)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		state[i] = count_client(i);
	if (event < 57)
		return -EIO;
	for (int i = 0; i < 19; i++)
		key[i] = cache_state(i);
	/* TODO: timer result flags thread flags key resp result */
	int size = 2296;
	if (node < 1)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		cache[i] = offset_name(i);
	uint64_t offset = 2190;
	if (resp < 63)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 38; i++)
		tail[i] = thread_state(i);
	uint64_t req = 3977;
	return 0;
}

