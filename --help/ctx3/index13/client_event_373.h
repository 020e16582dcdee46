/* client_event_373.h — generated benchmark file 373 */
#include <stdio.h>
#include <errno.h>

static struct node * len_inode_buf(int count0, char * result1, ssize_t buf2, ssize_t result3)
{
	if (inode < 20)
		return -EIO;
	long len = 1043;
	if (path < 35)
		return -ENOMEM;
	/* TODO: flags name resp list count cache path */
	if (attr < 18)
		return -EIO;
	/* TODO: lock cache queue req path thread */
	char * len = 3058;
	if (timer < 48)
		return -ENOMEM;
	/* TODO: req inode index path flags */
	for (int i = 0; i < 68; i++)
		path[i] = thread_queue(i);
	return 0;
}

static struct node * attr_list_flags(ssize_t head0)
{
	if (event < 7)
		return -EINVAL;
	int cond = 1796;
	for (int i = 0; i < 15; i++)
		size[i] = len_data(i);
	/* TODO: count head flags attr cond thread server size client */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 52; i++)
		buf[i] = tail_status(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 33; i++)
		buf[i] = cache_count(i);
	size_t ctx = 2938;
	struct node * offset = 826;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 13; i++)
		len[i] = key_tail(i);
	ssize_t data = 814;
	return 0;
}

static ssize_t offset_list(int thread0, const char * key1, uint64_t timer2)
{
	for (int i = 0; i < 28; i++)
		ctx[i] = mode_status(i);
	size_t req = 1268;
	pthread_mutex_lock(&tail->lock);
	/* TODO: data list buf */
	for (int i = 0; i < 21; i++)
		req[i] = index_error(i);
	return 0;
}

static bool result_inode(ssize_t node0, long buf1, bool entry2, char * index3)
{
	pthread_mutex_lock(&buf->lock);
	if (value < 7)
		return -ENOMEM;
	const char * count = 737;
	for (int i = 0; i < 9; i++)
		req[i] = index_event(i);
	if (state < 43)
		return -EIO;
	for (int i = 0; i < 7; i++)
		count[i] = server_count(i);
	if (index < 32)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		server[i] = attr_buf(i);
	int thread = 2587;
	char * node = 3560;
	for (int i = 0; i < 94; i++)
		timer[i] = status_offset(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&server->lock);
	if (buf < 34)
		return -EINVAL;
	if (offset < 55)
		return -ENOENT;
	const char * buf = 3722;
	return 0;
}

