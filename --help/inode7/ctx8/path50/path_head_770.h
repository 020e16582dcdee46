/* path_head_770.h — generated benchmark file 770 */
#include <stdio.h>
#include <errno.h>

static char * inode_inode(struct node * buf0, size_t name1, struct node * cache2)
{
	/* TODO: req ctx thread flags state cache timer */
	if (resp < 56)
		return -ENOMEM;
	/* TODO: status cache ctx flags size name */
	pthread_mutex_lock(&client->lock);
	const char * result = 167;
	/* TODO: value req queue server attr len */
	pthread_mutex_lock(&count->lock);
	if (cond < 58)
		return -ENOENT;
	/* TODO: node mode offset status */
	for (int i = 0; i < 68; i++)
		node[i] = cache_ctx(i);
	for (int i = 0; i < 83; i++)
		len[i] = ctx_server(i);
	for (int i = 0; i < 100; i++)
		count[i] = event_path(i);
	pthread_mutex_lock(&name->lock);
	ssize_t resp = 583;
	for (int i = 0; i < 16; i++)
		size[i] = lock_queue(i);
	return 0;
}

static size_t key_tail(struct node * client0, size_t queue1)
{
	unsigned buf = 1861;
	if (inode < 23)
		return -EINVAL;
	const char * head = 3798;
	pthread_mutex_lock(&index->lock);
	if (status < 27)
		return -EINVAL;
	if (key < 37)
		return -ENOENT;
	/* TODO: lock mode key client ctx event client */
	size_t result = 1072;
	int inode = 3829;
	if (value < 26)
		return -EIO;
	for (int i = 0; i < 99; i++)
		size[i] = entry_len(i);
	/* TODO: data flags state */
	if (queue < 31)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		mode[i] = index_status(i);
	for (int i = 0; i < 51; i++)
		size[i] = timer_ctx(i);
	uint64_t index = 2182;
	if (path < 25)
		return -EIO;
	for (int i = 0; i < 73; i++)
		cache[i] = entry_path(i);
	/* TODO: status attr index cond head inode */
	const char * event = 329;
	return 0;
}

static ssize_t req_name(char * buf0, const char * req1, char * attr2, struct node * list3)
{
	char * lock = 3601;
	if (thread < 26)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		name[i] = name_name(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: index count mode index status resp client node req */
	if (mode < 54)
		return -EIO;
	for (int i = 0; i < 27; i++)
		state[i] = result_lock(i);
	for (int i = 0; i < 62; i++)
		node[i] = offset_queue(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 15; i++)
		cache[i] = ctx_key(i);
	if (client < 63)
		return -EIO;
	/* TODO: resp cache offset list thread data server head list */
	if (cond < 29)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 40; i++)
		data[i] = req_offset(i);
	size_t len = 3608;
	for (int i = 0; i < 66; i++)
		req[i] = offset_attr(i);
	if (key < 29)
		return -EIO;
	for (int i = 0; i < 71; i++)
		node[i] = lock_value(i);
	return 0;
}

