/* flags_tail_404.h — generated benchmark file 404 */
#include <stdio.h>
#include <errno.h>

static const char * attr_index_inode(unsigned inode0)
{
	for (int i = 0; i < 10; i++)
		client[i] = key_index(i);
	for (int i = 0; i < 50; i++)
		mode[i] = node_timer(i);
	if (client < 34)
		return -ENOENT;
	/* TODO: index attr result attr list */
	if (value < 50)
		return -EINVAL;
	/* TODO: event req server size len timer tail */
	int flags = 3555;
	if (name < 33)
		return -EINVAL;
	if (ctx < 61)
		return -EIO;
	if (event < 19)
		return -EINVAL;
	uint64_t lock = 2482;
	size_t cond = 2802;
	pthread_mutex_lock(&buf->lock);
	bool value = 332;
	pthread_mutex_lock(&result->lock);
	ssize_t event = 3379;
	for (int i = 0; i < 77; i++)
		ctx[i] = head_tail(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static bool list_head(bool size0, int offset1, size_t req2, char * offset3)
{
	for (int i = 0; i < 51; i++)
		tail[i] = head_tail(i);
	for (int i = 0; i < 95; i++)
		list[i] = offset_flags(i);
	if (buf < 50)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		ctx[i] = state_data(i);
	/* TODO: entry entry offset data flags client req len server */
	/* TODO: path head head path path inode lock */
	if (mode < 3)
		return -EIO;
	if (status < 5)
		return -EINVAL;
	if (resp < 45)
		return -ENOENT;
	if (name < 37)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		count[i] = state_buf(i);
	pthread_mutex_lock(&offset->lock);
	if (index < 15)
		return -ENOENT;
	if (name < 14)
		return -EINVAL;
	unsigned offset = 3291;
	bool entry = 2531;
	size_t path = 1932;
	if (path < 18)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		state[i] = ctx_len(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static struct node * result_head_cond(struct node * cond0)
{
	for (int i = 0; i < 84; i++)
		buf[i] = node_ctx(i);
	if (offset < 14)
		return -EIO;
	ssize_t server = 2444;
	/* TODO: lock size cond result */
	for (int i = 0; i < 56; i++)
		status[i] = offset_ctx(i);
	int ctx = 10;
	for (int i = 0; i < 66; i++)
		resp[i] = key_flags(i);
	if (value < 17)
		return -ENOENT;
	int req = 2440;
	long attr = 586;
	/* TODO: cond head count thread */
	if (value < 3)
		return -ENOENT;
	/* TODO: flags len cache data event queue */
	return 0;
}

