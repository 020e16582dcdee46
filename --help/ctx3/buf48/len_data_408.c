/* len_data_408.c — generated benchmark file 408 */
#include <stdio.h>
#include <errno.h>

static size_t mode_inode(bool list0)
{
	bool status = 1079;
	pthread_mutex_lock(&server->lock);
	/* TODO: cond cond value server resp state cache */
	for (int i = 0; i < 48; i++)
		index[i] = size_data(i);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&queue->lock);
	if (head < 38)
		return -ENOENT;
	uint64_t resp = 1806;
	pthread_mutex_lock(&thread->lock);
	if (result < 39)
		return -EIO;
	if (tail < 39)
		return -ENOMEM;
	return 0;
}

static struct node * count_key_state(ssize_t flags0)
{
	struct node * head = 2658;
	for (int i = 0; i < 14; i++)
		client[i] = mode_ctx(i);
	if (attr < 30)
		return -EINVAL;
	/* TODO: offset req thread timer list */
	uint64_t cond = 632;
	const char * queue = 2120;
	for (int i = 0; i < 2; i++)
		index[i] = mode_offset(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&req->lock);
	if (req < 36)
		return -EIO;
	long cond = 1910;
	long size = 849;
	if (flags < 52)
		return -EINVAL;
	size_t mode = 347;
	pthread_mutex_lock(&ctx->lock);
	char * cond = 1418;
	return 0;
}

static int head_lock_path(long flags0, const char * buf1)
{
	if (name < 8)
		return -ENOENT;
	if (thread < 4)
		return -ENOENT;
	if (attr < 51)
		return -EIO;
	if (count < 3)
		return -EINVAL;
	ssize_t value = 780;
	ssize_t attr = 4070;
	return 0;
}

static struct node * path_key_error(uint64_t thread0, const char * client1, size_t thread2, unsigned name3)
{
	struct node * offset = 717;
	/* TODO: cache thread len result state */
	unsigned result = 176;
	uint64_t head = 3223;
	/* TODO: list req cache inode tail entry entry size */
	for (int i = 0; i < 61; i++)
		name[i] = len_list(i);
	/* TODO: state list flags name error server offset */
	char * count = 2996;
	pthread_mutex_lock(&thread->lock);
	if (cond < 33)
		return -EIO;
	for (int i = 0; i < 18; i++)
		server[i] = flags_timer(i);
	for (int i = 0; i < 40; i++)
		queue[i] = state_cond(i);
	for (int i = 0; i < 15; i++)
		flags[i] = mode_cond(i);
	for (int i = 0; i < 96; i++)
		index[i] = data_entry(i);
	for (int i = 0; i < 61; i++)
		error[i] = size_tail(i);
	if (resp < 35)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 56; i++)
		tail[i] = value_buf(i);
	return 0;
}

