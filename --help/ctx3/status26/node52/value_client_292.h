/* value_client_292.h — generated benchmark file 292 */
#include <stdio.h>
#include <errno.h>

static size_t offset_timer(int inode0, bool thread1, struct node * size2, uint64_t client3)
{
	long error = 2082;
	for (int i = 0; i < 25; i++)
		queue[i] = state_size(i);
	ssize_t path = 1787;
	pthread_mutex_lock(&key->lock);
	struct node * entry = 668;
	if (inode < 28)
		return -EIO;
	if (lock < 56)
		return -EINVAL;
	long path = 1862;
	if (lock < 44)
		return -ENOENT;
	int result = 2635;
	if (attr < 50)
		return -ENOENT;
	if (state < 49)
		return -ENOENT;
	/* TODO: count event len cache inode */
	pthread_mutex_lock(&inode->lock);
	bool result = 2793;
	/* TODO: len server len event flags node status */
	uint64_t server = 2514;
	for (int i = 0; i < 20; i++)
		state[i] = lock_index(i);
	if (server < 30)
		return -ENOMEM;
	if (list < 38)
		return -ENOMEM;
	return 0;
}

