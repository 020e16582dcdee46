/* resp_offset_357.h — generated benchmark file 357 */
#include <stdio.h>
#include <errno.h>

static struct node * buf_len_value(ssize_t index0, uint64_t event1)
{
	pthread_mutex_lock(&size->lock);
	if (resp < 3)
		return -ENOMEM;
	if (count < 63)
		return -ENOMEM;
	if (result < 5)
		return -ENOENT;
	ssize_t size = 189;
	for (int i = 0; i < 53; i++)
		state[i] = lock_cond(i);
	return 0;
}

static bool result_tail(uint64_t req0, ssize_t status1, bool buf2, long len3)
{
	/* TODO: head server cond node */
	if (flags < 19)
		return -ENOMEM;
	/* TODO: timer req error timer path value len cache path */
	for (int i = 0; i < 44; i++)
		node[i] = value_status(i);
	if (tail < 10)
		return -ENOMEM;
	if (state < 52)
		return -EINVAL;
	/* TODO: ctx key status timer tail key path */
	unsigned state = 3001;
	/* TODO: thread offset len count node */
	/* TODO: path value entry inode error resp attr event */
	for (int i = 0; i < 81; i++)
		count[i] = timer_client(i);
	if (attr < 19)
		return -EINVAL;
	if (name < 50)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		error[i] = list_server(i);
	const char * head = 2688;
	for (int i = 0; i < 46; i++)
		name[i] = lock_status(i);
	for (int i = 0; i < 37; i++)
		size[i] = state_value(i);
	if (client < 3)
		return -ENOMEM;
	/* TODO: attr error name inode index count */
	struct node * index = 1873;
	for (int i = 0; i < 48; i++)
		offset[i] = len_thread(i);
	pthread_mutex_lock(&value->lock);
	return 0;
}

