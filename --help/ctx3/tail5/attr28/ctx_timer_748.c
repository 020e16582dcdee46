/* ctx_timer_748.c — generated benchmark file 748 */
#include <stdio.h>
#include <errno.h>

static const char * cache_thread_len(size_t path0, uint64_t value1, long size2)
{
	for (int i = 0; i < 67; i++)
		buf[i] = timer_mode(i);
	if (value < 28)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		thread[i] = client_flags(i);
	/* TODO: path len event ctx result flags status result status */
	for (int i = 0; i < 85; i++)
		resp[i] = timer_key(i);
	ssize_t cond = 3428;
	if (resp < 38)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	char * node = 3934;
	const char * queue = 1572;
	size_t resp = 1135;
	/* TODO: tail cond data timer key */
	if (tail < 36)
		return -ENOENT;
	int buf = 1829;
	if (count < 31)
		return -EIO;
	if (name < 23)
		return -ENOMEM;
	/* TODO: list status flags data flags size */
	long entry = 3166;
	if (buf < 35)
		return -ENOMEM;
	uint64_t size = 2901;
	unsigned event = 2450;
	for (int i = 0; i < 10; i++)
		queue[i] = data_server(i);
	bool result = 1394;
	unsigned timer = 1262;
	if (node < 59)
		return -ENOENT;
	return 0;
}

static const char * offset_queue_tail(const char * lock0)
{
	if (queue < 30)
		return -EINVAL;
	/* TODO: data ctx error cond server client flags inode list */
	if (timer < 14)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		req[i] = len_result(i);
	/* TODO: thread size server path path client index */
	if (buf < 47)
		return -ENOENT;
	if (path < 53)
		return -ENOENT;
	long value = 3589;
	uint64_t list = 3422;
	/* TODO: lock name client count list queue cond buf */
	for (int i = 0; i < 53; i++)
		cond[i] = result_name(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 16; i++)
		offset[i] = head_ctx(i);
	if (path < 56)
		return -ENOMEM;
	if (status < 26)
		return -ENOMEM;
	/* TODO: node inode req head resp */
	for (int i = 0; i < 30; i++)
		tail[i] = client_resp(i);
	size_t count = 1687;
	unsigned tail = 3140;
	if (error < 39)
		return -ENOENT;
	return 0;
}

static ssize_t thread_client_len(uint64_t attr0, bool ctx1, unsigned tail2, ssize_t thread3)
{
	if (thread < 24)
		return -EIO;
	for (int i = 0; i < 28; i++)
		size[i] = cache_req(i);
	/* TODO: client size error data buf */
	char * client = 1504;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&resp->lock);
	if (index < 46)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		error[i] = server_size(i);
	bool result = 1111;
	/* TODO: list event list buf cond error offset */
	for (int i = 0; i < 74; i++)
		attr[i] = cond_state(i);
	for (int i = 0; i < 32; i++)
		req[i] = buf_len(i);
	uint64_t size = 313;
	if (path < 6)
		return -EIO;
	/* TODO: cache buf event */
	struct node * name = 116;
	if (value < 56)
		return -ENOENT;
	/* TODO: tail value name queue count path result data index */
	long len = 2109;
	if (entry < 32)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	/* TODO: event status result status lock cache thread cond resp */
	struct node * node = 3522;
	/* TODO: entry entry client node index entry name req ctx */
	return 0;
}

