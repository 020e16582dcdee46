/* key_buf_506.c — generated benchmark file 506 */
#include <stdio.h>
#include <errno.h>

static ssize_t thread_thread_head(char * queue0, char * mode1)
{
	if (data < 31)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	/* TODO: state mode name queue buf state state error */
	if (client < 22)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		size[i] = client_size(i);
	/* TODO: value cache size len */
	for (int i = 0; i < 21; i++)
		queue[i] = resp_mode(i);
	struct node * offset = 2164;
	/* TODO: list thread resp cache name */
	if (key < 20)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		req[i] = result_value(i);
	pthread_mutex_lock(&count->lock);
	long inode = 3380;
	for (int i = 0; i < 43; i++)
		thread[i] = size_list(i);
	return 0;
}

static const char * path_resp_mode(char * client0, uint64_t ctx1)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 28; i++)
		size[i] = attr_status(i);
	pthread_mutex_lock(&mode->lock);
	if (flags < 28)
		return -EINVAL;
	bool server = 95;
	for (int i = 0; i < 25; i++)
		mode[i] = result_req(i);
	if (ctx < 23)
		return -EINVAL;
	/* TODO: server thread thread attr server server */
	char * ctx = 4029;
	struct node * timer = 3921;
	bool client = 2665;
	for (int i = 0; i < 32; i++)
		inode[i] = entry_attr(i);
	/* TODO: head ctx list client status name */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static struct node * attr_path(long event0, uint64_t cond1, int value2)
{
	for (int i = 0; i < 53; i++)
		inode[i] = req_index(i);
	if (resp < 14)
		return -EIO;
	struct node * error = 2747;
	if (index < 28)
		return -ENOMEM;
	const char * error = 693;
	return 0;
}

static unsigned queue_state(size_t client0)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 24; i++)
		entry[i] = data_list(i);
	if (lock < 31)
		return -ENOMEM;
	/* TODO: result req timer timer len state flags buf data */
	long queue = 3150;
	long tail = 2565;
	/* TODO: key result size result timer client list entry data */
	for (int i = 0; i < 37; i++)
		len[i] = buf_server(i);
	char * data = 1443;
	/* TODO: key name head error lock */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 83; i++)
		name[i] = status_client(i);
	pthread_mutex_lock(&entry->lock);
	char * len = 3788;
	size_t node = 3777;
	/* TODO: flags queue lock state key */
	for (int i = 0; i < 29; i++)
		thread[i] = tail_name(i);
	ssize_t cond = 3744;
	if (node < 10)
		return -ENOENT;
	return 0;
}

