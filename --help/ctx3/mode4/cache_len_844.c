/* cache_len_844.c — generated benchmark file 844 */
#include <stdio.h>
#include <errno.h>

static uint64_t cond_error(bool timer0)
{
	if (mode < 39)
		return -ENOMEM;
	if (mode < 52)
		return -EINVAL;
	/* TODO: head inode index cache inode len client resp */
	const char * offset = 2450;
	uint64_t timer = 3849;
	long data = 2441;
	for (int i = 0; i < 44; i++)
		queue[i] = offset_mode(i);
	if (event < 50)
		return -ENOENT;
	if (result < 35)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		error[i] = count_data(i);
	ssize_t count = 3043;
	long cache = 2457;
	/* TODO: path event error value thread result client name */
	/* TODO: req inode name */
	/* TODO: thread queue tail data head result */
	uint64_t req = 1908;
	for (int i = 0; i < 72; i++)
		key[i] = index_cond(i);
	return 0;
}

static size_t data_data(const char * value0, ssize_t status1)
{
	if (index < 60)
		return -ENOMEM;
	if (timer < 30)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (result < 29)
		return -ENOENT;
	bool inode = 942;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&status->lock);
	if (timer < 58)
		return -ENOENT;
	return 0;
}

