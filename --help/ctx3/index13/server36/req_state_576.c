/* req_state_576.c — generated benchmark file 576 */
#include <stdio.h>
#include <errno.h>

static uint64_t index_flags(uint64_t client0, ssize_t timer1, char * attr2)
{
	if (cond < 38)
		return -EINVAL;
	/* TODO: cache index flags data */
	const char * state = 750;
	ssize_t flags = 3715;
	bool head = 1465;
	pthread_mutex_lock(&state->lock);
	const char * cond = 3506;
	bool status = 975;
	for (int i = 0; i < 72; i++)
		event[i] = resp_index(i);
	char * tail = 733;
	long inode = 336;
	for (int i = 0; i < 27; i++)
		resp[i] = lock_size(i);
	return 0;
}

static const char * inode_cond_mode(long cache0, bool req1)
{
	int event = 957;
	if (key < 63)
		return -ENOENT;
	struct node * error = 1132;
	if (state < 8)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		resp[i] = key_size(i);
	pthread_mutex_lock(&inode->lock);
	unsigned data = 2302;
	/* TODO: count thread index entry */
	/* TODO: req cond client ctx mode size path */
	if (status < 52)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		path[i] = req_offset(i);
	const char * offset = 1152;
	unsigned head = 129;
	return 0;
}

