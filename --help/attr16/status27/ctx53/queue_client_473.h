/* queue_client_473.h — generated benchmark file 473 */
#include <stdio.h>
#include <errno.h>

static unsigned status_cond_name(unsigned status0, long resp1, size_t resp2)
{
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&client->lock);
	/* TODO: head count inode client cond event */
	/* TODO: index timer client head error inode */
	long node = 3655;
	for (int i = 0; i < 20; i++)
		server[i] = timer_mode(i);
	const char * value = 1992;
	for (int i = 0; i < 47; i++)
		inode[i] = mode_cache(i);
	for (int i = 0; i < 5; i++)
		server[i] = lock_thread(i);
	if (head < 50)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		queue[i] = error_offset(i);
	ssize_t cache = 3428;
	size_t resp = 2757;
	/* TODO: attr head len req timer resp key */
	for (int i = 0; i < 57; i++)
		event[i] = timer_state(i);
	const char * resp = 1061;
	if (size < 27)
		return -EINVAL;
	const char * index = 3043;
	return 0;
}

