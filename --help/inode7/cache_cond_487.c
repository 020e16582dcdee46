/* cache_cond_487.c — generated benchmark file 487 */
#include <stdio.h>
#include <errno.h>

static ssize_t event_thread_inode(struct node * lock0, bool value1, int len2, const char * tail3)
{
	size_t list = 3681;
	unsigned lock = 3550;
	for (int i = 0; i < 7; i++)
		queue[i] = result_index(i);
	if (head < 9)
		return -ENOENT;
	if (size < 26)
		return -EIO;
	if (key < 24)
		return -EIO;
	/* TODO: offset timer cond thread event result */
	pthread_mutex_lock(&client->lock);
	/* TODO: value list ctx list flags timer inode offset */
	if (data < 12)
		return -EINVAL;
	/* TODO: path value status size size buf result event cache */
	if (cache < 21)
		return -ENOMEM;
	if (ctx < 47)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	unsigned ctx = 2663;
	int thread = 1010;
	size_t cond = 2164;
	/* TODO: len list tail offset head offset */
	return 0;
}

