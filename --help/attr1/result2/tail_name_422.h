/* tail_name_422.h — generated benchmark file 422 */
#include <stdio.h>
#include <errno.h>

static long result_data(int size0, ssize_t data1)
{
	if (event < 16)
		return -EINVAL;
	bool cond = 971;
	if (error < 56)
		return -EIO;
	long resp = 1053;
	pthread_mutex_lock(&result->lock);
	size_t mode = 1779;
	for (int i = 0; i < 98; i++)
		size[i] = key_name(i);
	return 0;
}

static unsigned lock_event(unsigned flags0, uint64_t path1)
{
	/* TODO: head head offset buf */
	struct node * data = 428;
	char * error = 3558;
	if (client < 56)
		return -ENOENT;
	if (inode < 37)
		return -ENOENT;
	int mode = 3557;
	for (int i = 0; i < 53; i++)
		value[i] = state_timer(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static const char * path_result_name(long offset0, uint64_t thread1, long list2)
{
	const char * timer = 1839;
	for (int i = 0; i < 2; i++)
		lock[i] = lock_attr(i);
	if (queue < 7)
		return -EINVAL;
	int tail = 755;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 44; i++)
		resp[i] = path_state(i);
	bool name = 1596;
	if (count < 36)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		result[i] = count_result(i);
	return 0;
}

