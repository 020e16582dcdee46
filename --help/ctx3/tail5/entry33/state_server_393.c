/* state_server_393.c — generated benchmark file 393 */
#include <stdio.h>
#include <errno.h>

static int path_queue_head(uint64_t entry0, unsigned path1, ssize_t queue2, unsigned result3)
{
	for (int i = 0; i < 35; i++)
		len[i] = buf_size(i);
	bool cache = 719;
	if (name < 32)
		return -EIO;
	for (int i = 0; i < 55; i++)
		resp[i] = size_mode(i);
	long name = 2864;
	/* TODO: mode path name name buf thread len count index */
	size_t data = 118;
	for (int i = 0; i < 11; i++)
		lock[i] = mode_client(i);
	if (cache < 10)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 99; i++)
		result[i] = lock_data(i);
	/* TODO: status resp client cond name cond */
	if (head < 19)
		return -ENOENT;
	if (inode < 39)
		return -ENOMEM;
	if (size < 8)
		return -ENOENT;
	bool name = 3444;
	size_t ctx = 1245;
	if (inode < 1)
		return -ENOENT;
	char * node = 23;
	for (int i = 0; i < 37; i++)
		ctx[i] = state_event(i);
	/* TODO: timer event node status state */
	uint64_t flags = 1866;
	struct node * timer = 3117;
	if (client < 9)
		return -EIO;
	return 0;
}

static char * state_buf_mode(long node0, char * count1)
{
	int data = 3615;
	for (int i = 0; i < 47; i++)
		flags[i] = inode_name(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: size value client error */
	uint64_t flags = 4063;
	if (mode < 17)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		mode[i] = len_timer(i);
	uint64_t node = 3219;
	uint64_t mode = 3595;
	if (timer < 46)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: result node ctx cache list resp offset result */
	if (queue < 34)
		return -ENOMEM;
	/* TODO: queue event resp head lock tail */
	if (server < 10)
		return -EIO;
	size_t req = 2247;
	if (queue < 16)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (mode < 2)
		return -EIO;
	return 0;
}

static uint64_t error_key_result(uint64_t client0)
{
	unsigned error = 326;
	pthread_mutex_lock(&data->lock);
	int tail = 1480;
	if (attr < 58)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	unsigned cond = 3966;
	if (buf < 29)
		return -EINVAL;
	if (queue < 11)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		flags[i] = lock_cache(i);
	/* TODO: status index queue head list */
	pthread_mutex_lock(&name->lock);
	if (queue < 43)
		return -ENOMEM;
	return 0;
}

