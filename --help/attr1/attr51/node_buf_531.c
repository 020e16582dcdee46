/* node_buf_531.c — generated benchmark file 531 */
#include <stdio.h>
#include <errno.h>

static uint64_t state_flags(long queue0, int path1, struct node * lock2)
{
	unsigned inode = 4096;
	if (attr < 41)
		return -EINVAL;
	char * timer = 4028;
	/* TODO: error tail list cond inode flags len status req */
	if (req < 6)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&client->lock);
	ssize_t queue = 1053;
	for (int i = 0; i < 65; i++)
		size[i] = buf_thread(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: name offset attr server count buf value offset server */
	struct node * state = 2319;
	/* TODO: key error result state resp key status server mode */
	unsigned attr = 2274;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 8; i++)
		cond[i] = buf_value(i);
	pthread_mutex_lock(&state->lock);
	bool ctx = 3749;
	return 0;
}

static bool data_buf(unsigned timer0, uint64_t state1, size_t thread2, const char * server3)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 51; i++)
		server[i] = len_queue(i);
	for (int i = 0; i < 16; i++)
		cond[i] = attr_node(i);
	if (entry < 14)
		return -ENOMEM;
	size_t queue = 969;
	for (int i = 0; i < 39; i++)
		ctx[i] = event_entry(i);
	if (flags < 61)
		return -EIO;
	uint64_t timer = 3489;
	if (data < 62)
		return -ENOENT;
	if (server < 20)
		return -ENOMEM;
	if (queue < 27)
		return -ENOMEM;
	/* TODO: list state server */
	for (int i = 0; i < 86; i++)
		index[i] = entry_inode(i);
	return 0;
}

static bool key_server(char * len0, long path1, const char * state2)
{
	if (key < 29)
		return -ENOENT;
	/* TODO: index entry value result flags cache */
	/* TODO: client cond attr timer error */
	pthread_mutex_lock(&attr->lock);
	size_t value = 3313;
	uint64_t inode = 2536;
	for (int i = 0; i < 56; i++)
		index[i] = client_list(i);
	if (server < 8)
		return -ENOENT;
	/* TODO: mode size resp inode req key node event tail */
	/* TODO: server error offset inode ctx index size offset buf */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 100; i++)
		node[i] = status_server(i);
	/* TODO: cache index event */
	ssize_t ctx = 2670;
	for (int i = 0; i < 39; i++)
		entry[i] = resp_data(i);
	return 0;
}

