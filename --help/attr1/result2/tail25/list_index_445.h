/* list_index_445.h — generated benchmark file 445 */
#include <stdio.h>
#include <errno.h>

static struct node * attr_mode_head(int error0, size_t list1, const char * list2, const char * tail3)
{
	long cache = 1395;
	if (path < 24)
		return -EINVAL;
	if (value < 48)
		return -EINVAL;
	return 0;
}

static unsigned timer_data_flags(unsigned result0, size_t entry1, size_t list2)
{
	pthread_mutex_lock(&attr->lock);
	if (error < 31)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 18; i++)
		ctx[i] = name_data(i);
	for (int i = 0; i < 53; i++)
		thread[i] = req_result(i);
	for (int i = 0; i < 48; i++)
		data[i] = thread_buf(i);
	unsigned cond = 2707;
	for (int i = 0; i < 85; i++)
		error[i] = path_result(i);
	return 0;
}

static ssize_t lock_event_attr(int error0, int head1, unsigned client2)
{
	if (data < 46)
		return -EIO;
	unsigned queue = 1069;
	if (path < 3)
		return -EINVAL;
	if (data < 20)
		return -ENOMEM;
	if (tail < 14)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		result[i] = flags_client(i);
	return 0;
}

