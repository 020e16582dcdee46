/* tail_size_878.c — generated benchmark file 878 */
#include <stdio.h>
#include <errno.h>

static const char * thread_key_key(bool key0)
{
	/* TODO: node thread flags buf name timer server result */
	if (len < 27)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		name[i] = thread_index(i);
	if (error < 51)
		return -EINVAL;
	if (status < 11)
		return -EIO;
	/* TODO: thread attr tail error thread cond path data */
	for (int i = 0; i < 40; i++)
		status[i] = thread_offset(i);
	size_t buf = 2962;
	for (int i = 0; i < 10; i++)
		error[i] = data_resp(i);
	for (int i = 0; i < 88; i++)
		state[i] = offset_key(i);
	const char * ctx = 3159;
	unsigned mode = 3777;
	/* TODO: node tail count head node attr */
	return 0;
}

static bool name_attr(struct node * value0, const char * flags1, int node2, uint64_t inode3)
{
	if (value < 54)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 67; i++)
		ctx[i] = mode_status(i);
	pthread_mutex_lock(&server->lock);
	struct node * queue = 151;
	struct node * client = 2337;
	size_t name = 626;
	/* TODO: lock data mode cond result */
	ssize_t offset = 1468;
	const char * entry = 876;
	/* TODO: list status node flags */
	/* TODO: count thread head offset attr thread */
	/* TODO: state node resp event state event */
	for (int i = 0; i < 20; i++)
		entry[i] = flags_path(i);
	return 0;
}

