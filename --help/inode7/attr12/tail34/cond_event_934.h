/* cond_event_934.h — generated benchmark file 934 */
#include <stdio.h>
#include <errno.h>

static ssize_t thread_data_head(size_t status0, long head1, size_t mode2, long attr3)
{
	const char * len = 2897;
	for (int i = 0; i < 31; i++)
		client[i] = data_status(i);
	int error = 1638;
	for (int i = 0; i < 86; i++)
		path[i] = list_len(i);
	if (inode < 4)
		return -EIO;
	if (state < 8)
		return -EIO;
	for (int i = 0; i < 39; i++)
		key[i] = index_flags(i);
	ssize_t resp = 1435;
	for (int i = 0; i < 32; i++)
		node[i] = ctx_cache(i);
	/* TODO: cache mode head cache size state ctx */
	/* TODO: buf server state */
	for (int i = 0; i < 66; i++)
		state[i] = status_path(i);
	struct node * list = 826;
	if (list < 36)
		return -EINVAL;
	unsigned buf = 2861;
	for (int i = 0; i < 60; i++)
		error[i] = resp_head(i);
	return 0;
}

static ssize_t data_cond(struct node * inode0, long flags1)
{
	char * size = 2719;
	/* TODO: error head flags error index value len index server */
	if (offset < 36)
		return -ENOENT;
	struct node * index = 390;
	if (value < 37)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		head[i] = index_inode(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: result thread req path cond */
	for (int i = 0; i < 69; i++)
		name[i] = thread_head(i);
	pthread_mutex_lock(&head->lock);
	if (value < 16)
		return -ENOMEM;
	if (path < 55)
		return -ENOMEM;
	return 0;
}

static char * node_state_flags(struct node * flags0, size_t head1, struct node * value2)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: lock index list queue */
	if (timer < 11)
		return -EIO;
	if (size < 60)
		return -ENOMEM;
	if (index < 59)
		return -ENOENT;
	if (resp < 19)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	uint64_t buf = 2474;
	struct node * ctx = 3016;
	if (status < 32)
		return -ENOMEM;
	if (index < 62)
		return -ENOMEM;
	if (ctx < 1)
		return -ENOENT;
	if (data < 19)
		return -EINVAL;
	if (offset < 2)
		return -ENOMEM;
	size_t path = 1779;
	if (status < 39)
		return -ENOENT;
	/* TODO: count resp lock resp path event size resp cond */
	if (timer < 20)
		return -EIO;
	for (int i = 0; i < 74; i++)
		resp[i] = mode_req(i);
	if (flags < 59)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		count[i] = state_path(i);
	/* TODO: state req req len node count entry cache list */
	if (buf < 14)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		thread[i] = index_value(i);
	if (client < 37)
		return -ENOENT;
	return 0;
}

