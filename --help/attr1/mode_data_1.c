/* mode_data_1.c — generated benchmark file 1 */
#include <stdio.h>
#include <errno.h>

static int len_timer_head(ssize_t mode0, bool index1, long thread2)
{
	for (int i = 0; i < 6; i++)
		entry[i] = lock_resp(i);
	for (int i = 0; i < 49; i++)
		index[i] = size_status(i);
	long size = 2700;
	long ctx = 2227;
	pthread_mutex_lock(&count->lock);
	uint64_t name = 1438;
	/* TODO: mode resp event node inode len flags len cond */
	if (buf < 64)
		return -EINVAL;
	if (cache < 30)
		return -ENOMEM;
	if (resp < 20)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		buf[i] = cond_lock(i);
	for (int i = 0; i < 72; i++)
		cache[i] = req_status(i);
	size_t value = 2255;
	for (int i = 0; i < 18; i++)
		thread[i] = event_entry(i);
	if (key < 50)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		value[i] = event_error(i);
	if (offset < 46)
		return -EIO;
	for (int i = 0; i < 44; i++)
		error[i] = result_count(i);
	/* TODO: len offset state len cond lock buf lock state */
	return 0;
}

