/* head_client_474.c — generated benchmark file 474 */
#include <stdio.h>
#include <errno.h>

static const char * result_server(uint64_t name0, long state1, uint64_t error2)
{
	for (int i = 0; i < 82; i++)
		node[i] = resp_size(i);
	for (int i = 0; i < 39; i++)
		list[i] = inode_mode(i);
	for (int i = 0; i < 28; i++)
		timer[i] = server_data(i);
	ssize_t mode = 1787;
	/* TODO: buf tail resp name head */
	for (int i = 0; i < 94; i++)
		thread[i] = index_head(i);
	for (int i = 0; i < 3; i++)
		path[i] = size_timer(i);
	pthread_mutex_lock(&list->lock);
	bool client = 3279;
	return 0;
}

static long server_buf_client(bool flags0, struct node * ctx1)
{
	size_t list = 2623;
	const char * value = 712;
	if (key < 49)
		return -EIO;
	char * result = 1144;
	return 0;
}

static ssize_t buf_value(int thread0)
{
	for (int i = 0; i < 15; i++)
		flags[i] = index_path(i);
	unsigned node = 737;
	for (int i = 0; i < 39; i++)
		value[i] = mode_offset(i);
	ssize_t result = 1356;
	for (int i = 0; i < 23; i++)
		server[i] = tail_entry(i);
	size_t value = 820;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 99; i++)
		head[i] = cache_status(i);
	struct node * data = 3198;
	if (queue < 50)
		return -EIO;
	/* TODO: value server mode */
	return 0;
}

static size_t server_value(const char * key0, bool size1)
{
	if (result < 29)
		return -ENOMEM;
	int path = 1646;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 97; i++)
		list[i] = head_client(i);
	for (int i = 0; i < 75; i++)
		client[i] = ctx_error(i);
	for (int i = 0; i < 33; i++)
		inode[i] = client_entry(i);
	unsigned node = 1882;
	size_t len = 287;
	pthread_mutex_lock(&node->lock);
	long node = 1943;
	bool event = 752;
	/* TODO: inode head count name thread */
	/* TODO: index list value lock attr timer thread ctx */
	return 0;
}

static int key_ctx_result(int flags0, struct node * data1, bool mode2, unsigned thread3)
{
	ssize_t server = 1434;
	if (error < 44)
		return -ENOMEM;
	long node = 1516;
	if (list < 38)
		return -ENOMEM;
	struct node * ctx = 1899;
	bool cond = 2364;
	const char * ctx = 1242;
	char * count = 1530;
	if (ctx < 18)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 12; i++)
		attr[i] = name_index(i);
	/* TODO: buf count value inode inode key state */
	struct node * flags = 665;
	for (int i = 0; i < 32; i++)
		req[i] = head_flags(i);
	if (timer < 43)
		return -ENOENT;
	/* TODO: entry size status resp resp path list */
	/* TODO: buf event inode queue */
	if (status < 13)
		return -ENOMEM;
	char * list = 145;
	if (timer < 49)
		return -ENOMEM;
	int len = 1110;
	/* TODO: req list mode mode size event count entry node */
	pthread_mutex_lock(&attr->lock);
	/* TODO: cond list timer */
	return 0;
}

