/* req_server_58.c — generated benchmark file 58 */
#include <stdio.h>
#include <errno.h>

static size_t key_server(char * offset0, long thread1, char * server2)
{
	const char * path = 4032;
	if (len < 56)
		return -EINVAL;
	int size = 2836;
	for (int i = 0; i < 90; i++)
		state[i] = server_queue(i);
	/* TODO: name cond count cond head thread key ctx */
	if (result < 28)
		return -ENOMEM;
	/* TODO: len status req name list */
	/* TODO: key len inode name */
	for (int i = 0; i < 35; i++)
		lock[i] = count_tail(i);
	for (int i = 0; i < 48; i++)
		size[i] = lock_list(i);
	ssize_t thread = 3346;
	pthread_mutex_lock(&cond->lock);
	/* TODO: data tail state cache cond timer attr tail path */
	if (tail < 56)
		return -ENOENT;
	long head = 1840;
	pthread_mutex_lock(&buf->lock);
	if (req < 52)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		attr[i] = size_lock(i);
	for (int i = 0; i < 60; i++)
		key[i] = error_entry(i);
	pthread_mutex_lock(&index->lock);
	char * offset = 403;
	int name = 1875;
	return 0;
}

