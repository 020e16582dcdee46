/* inode_offset_715.c — generated benchmark file 715 */
#include <stdio.h>
#include <errno.h>

static size_t ctx_count_state(int offset0, ssize_t head1)
{
	/* TODO: event client key key error attr buf cond mode */
	if (name < 64)
		return -EINVAL;
	const char * node = 2767;
	if (result < 57)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		inode[i] = name_index(i);
	for (int i = 0; i < 28; i++)
		status[i] = node_attr(i);
	long buf = 900;
	for (int i = 0; i < 83; i++)
		attr[i] = lock_inode(i);
	if (ctx < 34)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		req[i] = req_lock(i);
	for (int i = 0; i < 97; i++)
		ctx[i] = status_flags(i);
	if (flags < 18)
		return -ENOMEM;
	if (value < 16)
		return -EIO;
	return 0;
}

static struct node * tail_resp_inode(struct node * tail0, unsigned tail1)
{
	size_t entry = 261;
	for (int i = 0; i < 31; i++)
		list[i] = mode_size(i);
	pthread_mutex_lock(&value->lock);
	return 0;
}

static size_t timer_index_flags(char * resp0, int queue1)
{
	for (int i = 0; i < 76; i++)
		buf[i] = client_inode(i);
	if (size < 23)
		return -EIO;
	long inode = 1116;
	return 0;
}

static long status_list_len(struct node * mode0, unsigned cond1)
{
	uint64_t value = 2683;
	pthread_mutex_lock(&data->lock);
	uint64_t buf = 2165;
	for (int i = 0; i < 68; i++)
		index[i] = resp_node(i);
	/* TODO: data error tail attr error attr len entry */
	struct node * status = 2114;
	for (int i = 0; i < 4; i++)
		resp[i] = status_state(i);
	ssize_t size = 818;
	pthread_mutex_lock(&size->lock);
	return 0;
}

static uint64_t req_data_event(long cond0)
{
	if (buf < 34)
		return -ENOMEM;
	/* TODO: resp node head */
	long server = 1429;
	uint64_t name = 798;
	unsigned name = 1335;
	if (ctx < 40)
		return -ENOMEM;
	return 0;
}

static size_t path_node(long error0)
{
	pthread_mutex_lock(&result->lock);
	unsigned cond = 448;
	if (data < 47)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 69; i++)
		ctx[i] = client_entry(i);
	if (data < 43)
		return -ENOMEM;
	if (tail < 36)
		return -EIO;
	if (count < 10)
		return -EIO;
	if (count < 7)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 64; i++)
		flags[i] = client_value(i);
	if (req < 11)
		return -EINVAL;
	bool inode = 21;
	if (index < 1)
		return -ENOENT;
	if (error < 9)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		event[i] = path_status(i);
	long flags = 3391;
	unsigned value = 3467;
	for (int i = 0; i < 56; i++)
		status[i] = data_entry(i);
	if (len < 8)
		return -ENOENT;
	long node = 958;
	return 0;
}

