/* error_head_843.c — generated benchmark file 843 */
#include <stdio.h>
#include <errno.h>

static const char * tail_buf(long head0, struct node * cond1)
{
	if (head < 1)
		return -EINVAL;
	if (data < 15)
		return -ENOENT;
	ssize_t index = 147;
	int tail = 3638;
	uint64_t cond = 1512;
	if (req < 31)
		return -EIO;
	for (int i = 0; i < 85; i++)
		size[i] = entry_data(i);
	return 0;
}

static unsigned event_lock(long key0, ssize_t value1)
{
	if (inode < 10)
		return -ENOMEM;
	long state = 3104;
	/* TODO: queue tail timer */
	for (int i = 0; i < 29; i++)
		thread[i] = client_buf(i);
	if (path < 59)
		return -EIO;
	if (thread < 33)
		return -EINVAL;
	if (ctx < 31)
		return -ENOMEM;
	if (status < 34)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 71; i++)
		resp[i] = status_path(i);
	pthread_mutex_lock(&ctx->lock);
	bool buf = 3255;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 14; i++)
		timer[i] = req_path(i);
	for (int i = 0; i < 37; i++)
		key[i] = count_resp(i);
	for (int i = 0; i < 95; i++)
		attr[i] = queue_state(i);
	if (size < 28)
		return -ENOENT;
	if (status < 45)
		return -ENOMEM;
	int data = 2592;
	pthread_mutex_lock(&mode->lock);
	if (head < 9)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		tail[i] = size_buf(i);
	for (int i = 0; i < 53; i++)
		event[i] = len_state(i);
	size_t count = 1629;
	return 0;
}

static int value_cond_index(struct node * client0, uint64_t ctx1, unsigned lock2, size_t size3)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: count resp size state error index size entry result */
	if (node < 12)
		return -ENOENT;
	/* TODO: name mode count name count resp */
	if (index < 2)
		return -EIO;
	size_t tail = 3180;
	if (state < 5)
		return -ENOENT;
	if (resp < 53)
		return -EINVAL;
	if (size < 29)
		return -EINVAL;
	struct node * cond = 1507;
	for (int i = 0; i < 77; i++)
		client[i] = ctx_buf(i);
	if (flags < 30)
		return -ENOENT;
	if (node < 23)
		return -EIO;
	/* TODO: size cache value status ctx */
	for (int i = 0; i < 73; i++)
		resp[i] = path_head(i);
	uint64_t ctx = 2512;
	uint64_t req = 1706;
	if (cond < 59)
		return -EINVAL;
	long resp = 1516;
	/* TODO: lock cond data ctx */
	bool inode = 3813;
	return 0;
}

