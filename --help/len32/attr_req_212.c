/* attr_req_212.c — generated benchmark file 212 */
#include <stdio.h>
#include <errno.h>

static long buf_path_cond(const char * mode0, int thread1)
{
	for (int i = 0; i < 12; i++)
		attr[i] = value_result(i);
	pthread_mutex_lock(&mode->lock);
	bool count = 3229;
	for (int i = 0; i < 81; i++)
		cond[i] = entry_status(i);
	if (error < 15)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	ssize_t path = 3079;
	for (int i = 0; i < 74; i++)
		offset[i] = buf_req(i);
	for (int i = 0; i < 38; i++)
		name[i] = count_inode(i);
	for (int i = 0; i < 17; i++)
		list[i] = status_path(i);
	if (data < 14)
		return -ENOMEM;
	long data = 3580;
	size_t timer = 3336;
	if (ctx < 25)
		return -EIO;
	if (ctx < 30)
		return -ENOMEM;
	if (data < 47)
		return -EIO;
	if (event < 20)
		return -EINVAL;
	char * state = 2871;
	/* TODO: result node resp name entry list lock attr key */
	ssize_t mode = 1056;
	return 0;
}

static size_t name_server(int buf0)
{
	for (int i = 0; i < 13; i++)
		cache[i] = list_result(i);
	struct node * name = 3898;
	struct node * thread = 1990;
	/* TODO: value buf attr timer data */
	/* TODO: key data thread status */
	if (error < 15)
		return -EINVAL;
	if (state < 63)
		return -EINVAL;
	char * value = 685;
	if (lock < 23)
		return -EIO;
	ssize_t value = 241;
	if (key < 44)
		return -ENOENT;
	if (path < 30)
		return -ENOENT;
	ssize_t count = 2340;
	if (list < 24)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		error[i] = buf_node(i);
	bool error = 2256;
	size_t attr = 1710;
	ssize_t tail = 3932;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 31; i++)
		timer[i] = entry_cache(i);
	unsigned head = 1046;
	ssize_t result = 2123;
	if (queue < 32)
		return -ENOENT;
	bool data = 2299;
	return 0;
}

static const char * lock_state_path(size_t data0, ssize_t mode1, struct node * head2)
{
	for (int i = 0; i < 77; i++)
		event[i] = inode_key(i);
	if (req < 11)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (head < 9)
		return -EIO;
	for (int i = 0; i < 52; i++)
		status[i] = data_entry(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 16; i++)
		event[i] = lock_state(i);
	if (result < 42)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		head[i] = client_event(i);
	for (int i = 0; i < 93; i++)
		error[i] = lock_len(i);
	if (offset < 41)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (value < 31)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	/* TODO: tail cache index value offset attr */
	if (len < 45)
		return -EIO;
	for (int i = 0; i < 93; i++)
		value[i] = ctx_timer(i);
	for (int i = 0; i < 69; i++)
		index[i] = attr_flags(i);
	return 0;
}

