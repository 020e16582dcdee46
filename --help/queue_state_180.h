/* queue_state_180.h — generated benchmark file 180 */
#include <stdio.h>
#include <errno.h>

static ssize_t index_buf(size_t size0, unsigned offset1)
{
	char * key = 846;
	for (int i = 0; i < 16; i++)
		thread[i] = resp_offset(i);
	pthread_mutex_lock(&queue->lock);
	if (value < 50)
		return -ENOENT;
	const char * head = 3237;
	for (int i = 0; i < 15; i++)
		lock[i] = offset_event(i);
	if (event < 7)
		return -ENOENT;
	/* TODO: status ctx index node list status */
	if (head < 49)
		return -ENOENT;
	int index = 647;
	pthread_mutex_lock(&queue->lock);
	/* TODO: count resp result */
	long index = 702;
	if (cond < 40)
		return -ENOMEM;
	/* TODO: value attr entry len flags */
	unsigned data = 2598;
	int cond = 3714;
	return 0;
}

static int flags_count(bool list0, struct node * error1, const char * entry2)
{
	if (cond < 7)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		len[i] = name_resp(i);
	/* TODO: cond name queue event inode */
	ssize_t event = 2641;
	for (int i = 0; i < 91; i++)
		cache[i] = count_mode(i);
	uint64_t head = 561;
	for (int i = 0; i < 52; i++)
		event[i] = status_head(i);
	/* TODO: list event mode index client inode */
	pthread_mutex_lock(&node->lock);
	char * server = 1139;
	int len = 2676;
	if (list < 44)
		return -EIO;
	/* TODO: server ctx error lock key mode list */
	for (int i = 0; i < 3; i++)
		index[i] = timer_event(i);
	return 0;
}

