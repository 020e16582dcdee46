/* cond_tail_354.h — generated benchmark file 354 */
#include <stdio.h>
#include <errno.h>

static char * error_client_value(ssize_t queue0, int mode1)
{
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&buf->lock);
	if (head < 34)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&size->lock);
	if (key < 20)
		return -EIO;
	/* TODO: state status size ctx cache */
	if (state < 25)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 66; i++)
		offset[i] = size_data(i);
	return 0;
}

static bool tail_resp(long entry0)
{
	for (int i = 0; i < 31; i++)
		node[i] = node_state(i);
	const char * server = 903;
	/* TODO: client cache name list */
	uint64_t queue = 2938;
	if (key < 50)
		return -ENOMEM;
	if (data < 4)
		return -EIO;
	return 0;
}

static long state_len(uint64_t lock0)
{
	if (error < 28)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 11; i++)
		flags[i] = key_index(i);
	size_t cache = 3934;
	for (int i = 0; i < 35; i++)
		queue[i] = flags_value(i);
	for (int i = 0; i < 74; i++)
		ctx[i] = tail_key(i);
	/* TODO: timer mode event name data inode mode */
	/* TODO: path path flags */
	pthread_mutex_lock(&head->lock);
	if (cond < 2)
		return -ENOENT;
	/* TODO: head index count offset server buf buf mode */
	for (int i = 0; i < 19; i++)
		len[i] = attr_cache(i);
	if (entry < 14)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: list event path list list offset head */
	/* TODO: attr tail tail mode lock len name index event */
	if (queue < 57)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 24; i++)
		list[i] = result_resp(i);
	uint64_t node = 2084;
	return 0;
}

