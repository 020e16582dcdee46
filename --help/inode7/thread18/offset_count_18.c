/* offset_count_18.c — generated benchmark file 18 */
#include <stdio.h>
#include <errno.h>

static long state_head(uint64_t list0, ssize_t data1, const char * mode2)
{
	/* TODO: count client size error resp inode req result index */
	if (server < 4)
		return -EIO;
	if (len < 6)
		return -EIO;
	struct node * lock = 2023;
	struct node * tail = 1295;
	for (int i = 0; i < 56; i++)
		queue[i] = size_name(i);
	const char * event = 1951;
	pthread_mutex_lock(&ctx->lock);
	long req = 2163;
	return 0;
}

static uint64_t client_state_name(unsigned thread0, long index1, bool entry2)
{
	/* TODO: client server error count name len */
	for (int i = 0; i < 80; i++)
		state[i] = queue_result(i);
	if (client < 63)
		return -EIO;
	if (tail < 32)
		return -ENOMEM;
	return 0;
}

static int head_size(bool cache0, struct node * event1, long result2)
{
	if (index < 52)
		return -ENOMEM;
	/* TODO: value len node server attr data */
	if (path < 39)
		return -ENOENT;
	struct node * key = 1745;
	if (client < 13)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		status[i] = len_head(i);
	for (int i = 0; i < 56; i++)
		queue[i] = resp_offset(i);
	struct node * index = 226;
	pthread_mutex_lock(&inode->lock);
	if (event < 29)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		index[i] = server_name(i);
	for (int i = 0; i < 11; i++)
		name[i] = value_value(i);
	bool queue = 506;
	ssize_t head = 3855;
	int head = 1834;
	if (state < 49)
		return -EINVAL;
	if (entry < 10)
		return -EIO;
	const char * value = 621;
	for (int i = 0; i < 56; i++)
		offset[i] = cond_len(i);
	return 0;
}

