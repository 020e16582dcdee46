/* len_count_391.h — generated benchmark file 391 */
#include <stdio.h>
#include <errno.h>

static long attr_error(long name0)
{
	const char * flags = 606;
	if (state < 28)
		return -EIO;
	const char * timer = 2906;
	for (int i = 0; i < 62; i++)
		queue[i] = state_value(i);
	pthread_mutex_lock(&attr->lock);
	bool resp = 2820;
	/* TODO: mode ctx path size len */
	for (int i = 0; i < 54; i++)
		offset[i] = buf_state(i);
	long queue = 600;
	if (resp < 50)
		return -ENOMEM;
	return 0;
}

static long server_index(ssize_t timer0, ssize_t node1)
{
	pthread_mutex_lock(&timer->lock);
	if (inode < 46)
		return -ENOENT;
	/* TODO: cond ctx event entry node lock len name offset */
	char * timer = 3328;
	uint64_t req = 594;
	if (status < 8)
		return -EIO;
	for (int i = 0; i < 69; i++)
		cache[i] = req_data(i);
	for (int i = 0; i < 48; i++)
		buf[i] = error_server(i);
	if (timer < 40)
		return -ENOENT;
	struct node * queue = 1942;
	for (int i = 0; i < 93; i++)
		attr[i] = mode_status(i);
	/* TODO: buf server flags data list client error */
	pthread_mutex_lock(&list->lock);
	if (size < 47)
		return -EINVAL;
	char * node = 273;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&value->lock);
	/* TODO: node buf inode buf value req event timer attr */
	ssize_t mode = 1271;
	long status = 2021;
	for (int i = 0; i < 14; i++)
		req[i] = queue_resp(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 32; i++)
		resp[i] = buf_queue(i);
	return 0;
}

