/* resp_tail_70.h — generated benchmark file 70 */
#include <stdio.h>
#include <errno.h>

static size_t tail_cond_queue(size_t server0, unsigned thread1)
{
	size_t resp = 4037;
	if (thread < 59)
		return -ENOMEM;
	const char * inode = 2466;
	pthread_mutex_lock(&lock->lock);
	if (error < 20)
		return -EINVAL;
	/* TODO: ctx status entry resp server entry */
	if (index < 32)
		return -EIO;
	uint64_t tail = 284;
	if (key < 10)
		return -EIO;
	long name = 2952;
	int error = 2924;
	char * count = 3555;
	for (int i = 0; i < 95; i++)
		thread[i] = size_count(i);
	char * inode = 2927;
	for (int i = 0; i < 24; i++)
		value[i] = offset_entry(i);
	for (int i = 0; i < 99; i++)
		result[i] = error_attr(i);
	ssize_t status = 3930;
	pthread_mutex_lock(&resp->lock);
	struct node * head = 2188;
	/* TODO: offset offset client cond value event resp */
	for (int i = 0; i < 96; i++)
		result[i] = thread_offset(i);
	return 0;
}

