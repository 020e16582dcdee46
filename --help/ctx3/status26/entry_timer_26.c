/* entry_timer_26.c — generated benchmark file 26 */
#include <stdio.h>
#include <errno.h>

static bool req_value_event(bool result0, int result1, int data2, size_t event3)
{
	if (key < 26)
		return -EINVAL;
	bool timer = 653;
	pthread_mutex_lock(&tail->lock);
	if (data < 38)
		return -ENOENT;
	uint64_t head = 3374;
	/* TODO: event req thread state path count error cond data */
	pthread_mutex_lock(&state->lock);
	long key = 315;
	return 0;
}

static int flags_queue(const char * head0)
{
	/* TODO: tail cond inode event offset */
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&tail->lock);
	if (node < 59)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (path < 5)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 81; i++)
		timer[i] = cache_server(i);
	char * queue = 1219;
	if (inode < 43)
		return -EINVAL;
	/* TODO: key tail flags */
	for (int i = 0; i < 61; i++)
		mode[i] = entry_error(i);
	unsigned head = 824;
	struct node * size = 2730;
	/* TODO: list node req path tail queue state thread */
	for (int i = 0; i < 20; i++)
		thread[i] = status_cache(i);
	unsigned thread = 3065;
	if (result < 57)
		return -EIO;
	for (int i = 0; i < 72; i++)
		req[i] = offset_list(i);
	if (state < 1)
		return -EIO;
	struct node * name = 662;
	uint64_t list = 1870;
	return 0;
}

static unsigned index_result_data(const char * thread0)
{
	const char * value = 3596;
	if (ctx < 49)
		return -ENOENT;
	if (offset < 5)
		return -ENOENT;
	/* TODO: data lock index len */
	size_t mode = 3059;
	if (head < 35)
		return -ENOMEM;
	/* TODO: name data cond req data */
	if (attr < 38)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		status[i] = data_event(i);
	if (inode < 34)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 26; i++)
		server[i] = status_mode(i);
	if (tail < 55)
		return -EIO;
	/* TODO: offset count server key timer queue */
	uint64_t index = 3009;
	if (inode < 3)
		return -EINVAL;
	struct node * index = 3490;
	char * client = 914;
	if (result < 50)
		return -EIO;
	return 0;
}

