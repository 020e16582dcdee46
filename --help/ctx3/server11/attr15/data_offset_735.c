/* data_offset_735.c — generated benchmark file 735 */
#include <stdio.h>
#include <errno.h>

static ssize_t list_ctx(long error0, bool event1)
{
	for (int i = 0; i < 41; i++)
		server[i] = lock_data(i);
	const char * name = 1878;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 20; i++)
		head[i] = timer_event(i);
	if (name < 29)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		count[i] = path_len(i);
	if (inode < 5)
		return -ENOMEM;
	return 0;
}

static char * node_client_tail(ssize_t count0)
{
	/* TODO: index client attr node flags */
	if (tail < 64)
		return -EIO;
	long path = 2762;
	pthread_mutex_lock(&size->lock);
	/* TODO: cache client len head node status size attr event */
	/* TODO: server size index */
	pthread_mutex_lock(&buf->lock);
	unsigned data = 1939;
	if (tail < 46)
		return -EIO;
	const char * data = 110;
	pthread_mutex_lock(&node->lock);
	if (head < 5)
		return -EIO;
	return 0;
}

static int count_cond(size_t ctx0, bool cond1, size_t cond2)
{
	for (int i = 0; i < 43; i++)
		req[i] = timer_data(i);
	int lock = 3256;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&timer->lock);
	if (req < 42)
		return -EINVAL;
	/* TODO: thread key resp key ctx */
	pthread_mutex_lock(&client->lock);
	long flags = 3400;
	return 0;
}

static size_t thread_flags(const char * tail0, int cond1)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: key attr status thread size server name */
	pthread_mutex_lock(&req->lock);
	char * entry = 3378;
	if (cache < 61)
		return -EIO;
	for (int i = 0; i < 43; i++)
		req[i] = index_thread(i);
	if (cache < 22)
		return -ENOMEM;
	if (name < 38)
		return -EIO;
	for (int i = 0; i < 22; i++)
		index[i] = flags_offset(i);
	int name = 1917;
	/* TODO: state error event error */
	/* TODO: size ctx head path path status index flags */
	bool cache = 2628;
	int attr = 2551;
	if (queue < 45)
		return -ENOMEM;
	if (thread < 2)
		return -EINVAL;
	/* TODO: status head index event */
	for (int i = 0; i < 16; i++)
		inode[i] = thread_list(i);
	/* TODO: thread tail state value error lock */
	bool mode = 651;
	return 0;
}

