/* node_status_282.h — generated benchmark file 282 */
#include <stdio.h>
#include <errno.h>

static const char * resp_value_size(int error0, struct node * error1, ssize_t head2)
{
	if (value < 44)
		return -EINVAL;
	if (count < 54)
		return -EINVAL;
	if (tail < 2)
		return -EIO;
	if (name < 29)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		data[i] = head_entry(i);
	pthread_mutex_lock(&head->lock);
	if (inode < 33)
		return -ENOMEM;
	if (req < 57)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		list[i] = cache_result(i);
	if (cond < 12)
		return -ENOMEM;
	char * size = 2589;
	bool resp = 2974;
	for (int i = 0; i < 55; i++)
		inode[i] = list_lock(i);
	pthread_mutex_lock(&event->lock);
	unsigned thread = 683;
	for (int i = 0; i < 5; i++)
		entry[i] = entry_attr(i);
	return 0;
}

static long result_data(size_t len0)
{
	if (entry < 35)
		return -EIO;
	for (int i = 0; i < 50; i++)
		count[i] = head_ctx(i);
	for (int i = 0; i < 73; i++)
		lock[i] = data_tail(i);
	ssize_t client = 809;
	for (int i = 0; i < 17; i++)
		inode[i] = list_offset(i);
	/* TODO: tail event entry index node list cache buf status */
	if (server < 35)
		return -ENOENT;
	/* TODO: key state list count */
	size_t error = 28;
	struct node * head = 2570;
	/* TODO: size cache status attr data lock node tail */
	if (attr < 38)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		name[i] = value_timer(i);
	if (value < 43)
		return -EIO;
	long lock = 188;
	return 0;
}

static int mode_list(char * thread0)
{
	if (buf < 29)
		return -ENOMEM;
	if (mode < 37)
		return -EIO;
	long flags = 3403;
	for (int i = 0; i < 26; i++)
		data[i] = thread_entry(i);
	/* TODO: queue lock buf event */
	for (int i = 0; i < 14; i++)
		value[i] = attr_mode(i);
	if (timer < 47)
		return -EIO;
	for (int i = 0; i < 18; i++)
		index[i] = key_timer(i);
	char * thread = 2276;
	if (index < 29)
		return -EIO;
	uint64_t flags = 296;
	if (key < 34)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		node[i] = state_result(i);
	for (int i = 0; i < 63; i++)
		server[i] = ctx_server(i);
	return 0;
}

