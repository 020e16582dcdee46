/* error_thread_981.c — generated benchmark file 981 */
#include <stdio.h>
#include <errno.h>

static struct node * ctx_server(unsigned count0)
{
	if (head < 27)
		return -ENOMEM;
	if (data < 14)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	uint64_t list = 2173;
	if (mode < 15)
		return -EINVAL;
	/* TODO: client cache attr attr lock entry */
	for (int i = 0; i < 72; i++)
		head[i] = queue_cache(i);
	pthread_mutex_lock(&key->lock);
	ssize_t name = 3863;
	pthread_mutex_lock(&cache->lock);
	/* TODO: entry mode count result result inode status thread */
	return 0;
}

