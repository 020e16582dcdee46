/* len_head_153.c — generated benchmark file 153 */
#include <stdio.h>
#include <errno.h>

static size_t key_client_resp(size_t state0, int status1)
{
	for (int i = 0; i < 78; i++)
		client[i] = req_node(i);
	if (entry < 36)
		return -EIO;
	if (head < 29)
		return -ENOENT;
	if (buf < 28)
		return -ENOENT;
	if (server < 35)
		return -EINVAL;
	return 0;
}

static uint64_t attr_path(long queue0, char * client1, unsigned error2, size_t tail3)
{
	/* TODO: head value len queue index server path result data */
	/* TODO: attr state resp path event status */
	int state = 1792;
	/* TODO: len offset head client status buf */
	struct node * timer = 3824;
	if (event < 59)
		return -ENOENT;
	const char * list = 346;
	for (int i = 0; i < 73; i++)
		queue[i] = path_data(i);
	unsigned flags = 2210;
	return 0;
}

static uint64_t status_tail(struct node * lock0, char * name1, long mode2)
{
	uint64_t client = 2616;
	if (resp < 19)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		data[i] = tail_entry(i);
	/* TODO: path flags thread cache index len */
	/* TODO: index state ctx timer list key */
	uint64_t key = 475;
	if (index < 14)
		return -EINVAL;
	const char * queue = 1420;
	if (count < 25)
		return -ENOENT;
	ssize_t mode = 851;
	const char * buf = 1464;
	for (int i = 0; i < 89; i++)
		data[i] = req_status(i);
	pthread_mutex_lock(&client->lock);
	if (offset < 19)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		thread[i] = len_timer(i);
	if (error < 48)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		count[i] = client_status(i);
	for (int i = 0; i < 84; i++)
		inode[i] = data_mode(i);
	for (int i = 0; i < 45; i++)
		node[i] = req_entry(i);
	if (req < 5)
		return -EINVAL;
	long queue = 228;
	if (list < 9)
		return -EIO;
	return 0;
}

static long event_inode(bool size0)
{
	if (path < 36)
		return -ENOMEM;
	const char * event = 2174;
	size_t queue = 3677;
	bool mode = 1340;
	pthread_mutex_lock(&path->lock);
	if (state < 32)
		return -ENOMEM;
	int queue = 3536;
	size_t list = 4043;
	if (mode < 45)
		return -ENOENT;
	if (path < 24)
		return -EIO;
	if (error < 38)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&ctx->lock);
	if (thread < 38)
		return -ENOENT;
	uint64_t thread = 4025;
	if (data < 47)
		return -ENOENT;
	if (list < 44)
		return -ENOENT;
	if (state < 7)
		return -ENOMEM;
	return 0;
}

