/* offset_error_894.c — generated benchmark file 894 */
#include <stdio.h>
#include <errno.h>

static long flags_lock(uint64_t lock0, ssize_t offset1, long result2, size_t flags3)
{
	for (int i = 0; i < 79; i++)
		list[i] = value_list(i);
	const char * tail = 2582;
	for (int i = 0; i < 55; i++)
		result[i] = resp_client(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&ctx->lock);
	unsigned error = 1158;
	pthread_mutex_lock(&count->lock);
	size_t thread = 4012;
	if (count < 1)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		resp[i] = ctx_thread(i);
	if (list < 24)
		return -EIO;
	if (error < 41)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		head[i] = resp_inode(i);
	int node = 1133;
	for (int i = 0; i < 34; i++)
		attr[i] = mode_req(i);
	return 0;
}

static uint64_t queue_entry_attr(size_t thread0, size_t cache1, uint64_t ctx2, struct node * name3)
{
	size_t server = 789;
	for (int i = 0; i < 8; i++)
		cond[i] = list_error(i);
	for (int i = 0; i < 70; i++)
		index[i] = queue_path(i);
	for (int i = 0; i < 61; i++)
		tail[i] = status_server(i);
	if (tail < 31)
		return -EINVAL;
	struct node * list = 1504;
	size_t size = 2453;
	if (offset < 3)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: buf queue lock attr list mode flags tail */
	/* TODO: attr state thread result status cache count key */
	/* TODO: index list value count req count state node */
	unsigned entry = 2163;
	if (timer < 38)
		return -EIO;
	if (resp < 36)
		return -EINVAL;
	if (tail < 19)
		return -ENOENT;
	bool tail = 3540;
	if (req < 38)
		return -ENOMEM;
	return 0;
}

static size_t mode_error(long status0, struct node * buf1)
{
	/* TODO: offset list timer */
	pthread_mutex_lock(&node->lock);
	/* TODO: error size timer tail attr req path state */
	if (size < 4)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 20; i++)
		count[i] = client_thread(i);
	if (state < 17)
		return -EIO;
	for (int i = 0; i < 63; i++)
		ctx[i] = count_node(i);
	pthread_mutex_lock(&tail->lock);
	if (timer < 40)
		return -ENOMEM;
	if (server < 26)
		return -ENOENT;
	char * buf = 4029;
	pthread_mutex_lock(&tail->lock);
	char * timer = 83;
	if (req < 52)
		return -EINVAL;
	int event = 949;
	pthread_mutex_lock(&index->lock);
	unsigned attr = 4054;
	for (int i = 0; i < 94; i++)
		error[i] = size_node(i);
	if (tail < 57)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		data[i] = status_data(i);
	uint64_t data = 2215;
	return 0;
}

