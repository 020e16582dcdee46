/* timer_cond_694.c — generated benchmark file 694 */
#include <stdio.h>
#include <errno.h>

static int size_result(size_t index0, int event1, unsigned count2)
{
	if (mode < 16)
		return -ENOENT;
	long state = 3220;
	/* TODO: lock tail attr key mode event head */
	size_t offset = 1335;
	if (req < 25)
		return -EINVAL;
	if (data < 13)
		return -ENOMEM;
	unsigned data = 2455;
	for (int i = 0; i < 31; i++)
		queue[i] = client_path(i);
	ssize_t inode = 732;
	/* TODO: req resp cache path status cond state path */
	long head = 171;
	int server = 77;
	for (int i = 0; i < 32; i++)
		status[i] = value_buf(i);
	/* TODO: state mode tail key data */
	pthread_mutex_lock(&queue->lock);
	long attr = 1121;
	return 0;
}

static unsigned lock_client(char * count0)
{
	size_t queue = 1609;
	if (event < 57)
		return -EIO;
	for (int i = 0; i < 60; i++)
		tail[i] = cache_mode(i);
	char * inode = 2019;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 43; i++)
		client[i] = cond_mode(i);
	if (req < 26)
		return -ENOMEM;
	/* TODO: timer status client */
	for (int i = 0; i < 83; i++)
		error[i] = cache_len(i);
	/* TODO: req name value lock event client data cond ctx */
	if (server < 17)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		req[i] = event_node(i);
	uint64_t list = 44;
	for (int i = 0; i < 35; i++)
		flags[i] = value_value(i);
	if (thread < 1)
		return -ENOMEM;
	if (count < 34)
		return -EINVAL;
	long resp = 2458;
	for (int i = 0; i < 31; i++)
		list[i] = server_name(i);
	if (index < 53)
		return -ENOENT;
	return 0;
}

