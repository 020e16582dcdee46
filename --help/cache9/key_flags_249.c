/* key_flags_249.c — generated benchmark file 249 */
#include <stdio.h>
#include <errno.h>

static unsigned client_thread_resp(char * head0, int cache1)
{
	if (mode < 32)
		return -ENOMEM;
	struct node * result = 1338;
	for (int i = 0; i < 33; i++)
		count[i] = error_name(i);
	if (size < 38)
		return -EINVAL;
	/* TODO: error inode event node index */
	for (int i = 0; i < 84; i++)
		buf[i] = mode_size(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: name cache ctx key data resp */
	if (result < 39)
		return -ENOMEM;
	unsigned list = 864;
	for (int i = 0; i < 68; i++)
		inode[i] = head_key(i);
	for (int i = 0; i < 34; i++)
		count[i] = inode_queue(i);
	if (attr < 5)
		return -EIO;
	if (path < 4)
		return -EIO;
	for (int i = 0; i < 47; i++)
		len[i] = ctx_name(i);
	pthread_mutex_lock(&event->lock);
	const char * timer = 2537;
	for (int i = 0; i < 52; i++)
		cond[i] = count_client(i);
	struct node * head = 140;
	if (len < 41)
		return -EINVAL;
	return 0;
}

static char * index_value_cond(const char * status0, int data1)
{
	struct node * head = 1846;
	for (int i = 0; i < 62; i++)
		entry[i] = node_head(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 88; i++)
		resp[i] = client_head(i);
	char * queue = 1390;
	if (queue < 26)
		return -EIO;
	struct node * tail = 1322;
	uint64_t queue = 3679;
	uint64_t req = 588;
	if (mode < 13)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		name[i] = value_head(i);
	unsigned flags = 531;
	if (cache < 7)
		return -ENOENT;
	/* TODO: offset thread cache timer offset index buf head */
	for (int i = 0; i < 82; i++)
		ctx[i] = flags_queue(i);
	pthread_mutex_lock(&thread->lock);
	if (error < 38)
		return -ENOMEM;
	long key = 3460;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 96; i++)
		size[i] = req_result(i);
	/* TODO: timer ctx list server mode */
	int buf = 2741;
	pthread_mutex_lock(&resp->lock);
	if (state < 58)
		return -EIO;
	return 0;
}

static size_t thread_path(size_t server0, long thread1, const char * client2)
{
	for (int i = 0; i < 40; i++)
		event[i] = inode_error(i);
	pthread_mutex_lock(&timer->lock);
	if (status < 14)
		return -EIO;
	for (int i = 0; i < 20; i++)
		error[i] = list_path(i);
	for (int i = 0; i < 5; i++)
		offset[i] = key_value(i);
	pthread_mutex_lock(&tail->lock);
	if (status < 60)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		buf[i] = index_thread(i);
	if (path < 17)
		return -EINVAL;
	return 0;
}

