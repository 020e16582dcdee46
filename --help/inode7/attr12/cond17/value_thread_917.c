/* value_thread_917.c — generated benchmark file 917 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_server(bool req0, struct node * client1, bool ctx2)
{
	pthread_mutex_lock(&status->lock);
	if (entry < 41)
		return -ENOMEM;
	const char * result = 2886;
	for (int i = 0; i < 5; i++)
		inode[i] = timer_error(i);
	size_t queue = 2515;
	/* TODO: ctx timer flags buf key node tail buf */
	for (int i = 0; i < 57; i++)
		queue[i] = timer_index(i);
	if (flags < 13)
		return -ENOENT;
	if (thread < 16)
		return -ENOMEM;
	if (mode < 21)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		resp[i] = count_status(i);
	for (int i = 0; i < 17; i++)
		count[i] = timer_name(i);
	bool tail = 2932;
	for (int i = 0; i < 19; i++)
		mode[i] = mode_server(i);
	if (queue < 33)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		entry[i] = count_offset(i);
	/* TODO: mode attr client value size path timer */
	long lock = 2964;
	bool ctx = 279;
	return 0;
}

static uint64_t event_queue_event(uint64_t error0, unsigned path1, const char * ctx2, size_t cond3)
{
	const char * count = 1011;
	if (tail < 16)
		return -ENOENT;
	struct node * timer = 1861;
	for (int i = 0; i < 86; i++)
		req[i] = ctx_len(i);
	for (int i = 0; i < 13; i++)
		node[i] = result_data(i);
	for (int i = 0; i < 89; i++)
		event[i] = head_attr(i);
	for (int i = 0; i < 94; i++)
		server[i] = key_node(i);
	/* TODO: data buf head index data state */
	return 0;
}

static const char * result_path_req(unsigned key0, bool value1, long entry2)
{
	struct node * result = 1262;
	if (attr < 22)
		return -ENOENT;
	size_t key = 3516;
	if (index < 28)
		return -EIO;
	/* TODO: mode name size cond ctx result cond */
	if (tail < 61)
		return -EIO;
	if (size < 21)
		return -ENOENT;
	/* TODO: head entry client attr attr entry cache ctx */
	if (list < 7)
		return -ENOMEM;
	char * state = 2909;
	if (node < 56)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		index[i] = buf_count(i);
	if (tail < 15)
		return -EINVAL;
	if (resp < 27)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	size_t ctx = 1465;
	return 0;
}

