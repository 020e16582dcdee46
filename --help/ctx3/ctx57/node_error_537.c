/* node_error_537.c — generated benchmark file 537 */
#include <stdio.h>
#include <errno.h>

static bool count_server_list(bool mode0, ssize_t key1, uint64_t server2, size_t req3)
{
	pthread_mutex_lock(&buf->lock);
	if (len < 61)
		return -ENOMEM;
	/* TODO: thread state event data head state name len count */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&mode->lock);
	if (offset < 47)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	ssize_t buf = 2112;
	for (int i = 0; i < 99; i++)
		key[i] = result_state(i);
	if (name < 48)
		return -EINVAL;
	return 0;
}

static char * name_cache(const char * index0, long cache1, size_t client2)
{
	pthread_mutex_lock(&inode->lock);
	unsigned path = 3536;
	for (int i = 0; i < 29; i++)
		tail[i] = value_name(i);
	for (int i = 0; i < 65; i++)
		head[i] = req_name(i);
	pthread_mutex_lock(&ctx->lock);
	if (size < 56)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (inode < 12)
		return -ENOENT;
	struct node * ctx = 47;
	long status = 692;
	for (int i = 0; i < 76; i++)
		entry[i] = size_value(i);
	/* TODO: cond lock timer state ctx index */
	long buf = 2959;
	if (name < 49)
		return -ENOENT;
	return 0;
}

static const char * resp_server_size(size_t attr0, ssize_t tail1, size_t lock2, ssize_t state3)
{
	bool len = 1618;
	if (list < 36)
		return -ENOENT;
	size_t flags = 2712;
	int attr = 1748;
	char * event = 655;
	for (int i = 0; i < 50; i++)
		flags[i] = thread_inode(i);
	/* TODO: timer lock value client queue node timer */
	uint64_t error = 772;
	bool queue = 3598;
	/* TODO: event event node node result buf inode entry result */
	return 0;
}

static size_t key_error_list(const char * queue0, unsigned client1, const char * list2, size_t data3)
{
	/* TODO: req node state size inode */
	pthread_mutex_lock(&data->lock);
	uint64_t error = 3628;
	if (ctx < 49)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		error[i] = status_server(i);
	if (flags < 43)
		return -ENOMEM;
	ssize_t value = 1381;
	if (cache < 14)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		flags[i] = error_value(i);
	if (path < 34)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		client[i] = path_buf(i);
	if (index < 27)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	if (ctx < 48)
		return -EIO;
	/* TODO: state path lock */
	return 0;
}

