/* mode_ctx_74.c — generated benchmark file 74 */
#include <stdio.h>
#include <errno.h>

static const char * error_buf(struct node * offset0)
{
	char * index = 3242;
	if (timer < 26)
		return -EINVAL;
	unsigned len = 3841;
	/* TODO: cache event tail state mode mode status name timer */
	unsigned name = 2941;
	if (client < 19)
		return -EIO;
	const char * cond = 3447;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static unsigned inode_resp(const char * status0, ssize_t key1)
{
	if (status < 30)
		return -ENOENT;
	bool thread = 2870;
	bool state = 4049;
	for (int i = 0; i < 76; i++)
		event[i] = result_flags(i);
	if (key < 49)
		return -EIO;
	if (index < 36)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		head[i] = result_entry(i);
	pthread_mutex_lock(&path->lock);
	unsigned node = 2897;
	return 0;
}

