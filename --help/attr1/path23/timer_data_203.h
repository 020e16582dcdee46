/* timer_data_203.h — generated benchmark file 203 */
#include <stdio.h>
#include <errno.h>

static uint64_t ctx_head(bool buf0, bool event1, char * key2, int index3)
{
	if (event < 25)
		return -ENOMEM;
	if (ctx < 26)
		return -EINVAL;
	/* TODO: value len flags count status head server attr ctx */
	if (len < 2)
		return -ENOMEM;
	if (data < 8)
		return -EINVAL;
	if (inode < 51)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		event[i] = data_data(i);
	/* TODO: head error resp mode size client entry */
	if (timer < 3)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&attr->lock);
	long count = 2528;
	/* TODO: node tail data data server inode client cache */
	/* TODO: size count mode */
	for (int i = 0; i < 47; i++)
		offset[i] = lock_head(i);
	const char * inode = 3153;
	for (int i = 0; i < 30; i++)
		mode[i] = attr_server(i);
	return 0;
}

