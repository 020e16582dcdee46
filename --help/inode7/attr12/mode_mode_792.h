/* mode_mode_792.h — generated benchmark file 792 */
#include <stdio.h>
#include <errno.h>

static struct node * mode_path_size(long ctx0)
{
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 91; i++)
		len[i] = resp_flags(i);
	for (int i = 0; i < 58; i++)
		cond[i] = thread_client(i);
	if (error < 57)
		return -EIO;
	for (int i = 0; i < 13; i++)
		mode[i] = server_mode(i);
	pthread_mutex_lock(&event->lock);
	ssize_t state = 2393;
	if (client < 14)
		return -EIO;
	int flags = 2825;
	/* TODO: mode error thread count buf count key tail list */
	long client = 4033;
	ssize_t status = 3278;
	return 0;
}

static size_t ctx_resp_flags(struct node * ctx0, uint64_t server1, ssize_t ctx2, long attr3)
{
	if (cache < 7)
		return -EIO;
	/* TODO: value flags head server ctx */
	struct node * data = 943;
	char * server = 308;
	const char * size = 1459;
	if (cond < 13)
		return -EINVAL;
	if (index < 16)
		return -ENOMEM;
	if (index < 62)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		req[i] = cache_queue(i);
	return 0;
}

