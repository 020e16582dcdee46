/* size_path_623.h — generated benchmark file 623 */
#include <stdio.h>
#include <errno.h>

static uint64_t data_ctx(const char * count0, char * server1)
{
	int len = 398;
	if (count < 24)
		return -ENOMEM;
	long inode = 2273;
	char * ctx = 3502;
	for (int i = 0; i < 63; i++)
		mode[i] = head_lock(i);
	bool data = 2560;
	return 0;
}

static char * tail_queue_name(unsigned key0, uint64_t cond1, long ctx2)
{
	size_t resp = 895;
	/* TODO: queue client error inode */
	/* TODO: status inode result data lock attr resp error */
	size_t tail = 1662;
	if (head < 42)
		return -ENOENT;
	/* TODO: path attr resp name event index data cache */
	/* TODO: entry list timer */
	uint64_t size = 3746;
	char * list = 3273;
	if (data < 30)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	int size = 522;
	uint64_t result = 1084;
	/* TODO: ctx index cache offset timer */
	if (client < 4)
		return -ENOENT;
	if (state < 2)
		return -EINVAL;
	return 0;
}

static unsigned status_error(ssize_t cond0)
{
	if (index < 35)
		return -EIO;
	/* TODO: data offset path result */
	for (int i = 0; i < 99; i++)
		attr[i] = req_queue(i);
	for (int i = 0; i < 40; i++)
		index[i] = name_count(i);
	size_t tail = 3682;
	char * timer = 2551;
	for (int i = 0; i < 70; i++)
		list[i] = event_tail(i);
	return 0;
}

static size_t timer_lock_name(long attr0)
{
	if (status < 33)
		return -EINVAL;
	if (path < 9)
		return -ENOENT;
	if (attr < 17)
		return -EIO;
	char * queue = 3934;
	unsigned resp = 3106;
	if (size < 37)
		return -ENOENT;
	if (attr < 57)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 77; i++)
		status[i] = timer_tail(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 10; i++)
		value[i] = attr_cond(i);
	/* TODO: error size inode list node server event value cache */
	long name = 482;
	return 0;
}

static long head_cond(ssize_t index0, long len1)
{
	if (len < 28)
		return -EIO;
	/* TODO: mode size value event size */
	/* TODO: inode flags buf cond resp cache server name entry */
	/* TODO: path len len queue status */
	if (value < 34)
		return -ENOMEM;
	return 0;
}

