/* thread_client_232.c — generated benchmark file 232 */
#include <stdio.h>
#include <errno.h>

static unsigned buf_lock(char * key0)
{
	char * node = 2312;
	if (ctx < 59)
		return -ENOMEM;
	size_t state = 1;
	pthread_mutex_lock(&ctx->lock);
	char * timer = 1048;
	for (int i = 0; i < 89; i++)
		key[i] = list_list(i);
	if (data < 17)
		return -EINVAL;
	if (queue < 32)
		return -EINVAL;
	if (result < 20)
		return -ENOENT;
	char * resp = 2353;
	/* TODO: key client node list list ctx cond mode key */
	/* TODO: count key tail lock */
	/* TODO: req ctx resp attr name state cache node list */
	return 0;
}

