/* flags_list_733.h — generated benchmark file 733 */
#include <stdio.h>
#include <errno.h>

static ssize_t result_lock_server(bool value0, char * client1)
{
	ssize_t ctx = 2718;
	ssize_t count = 1669;
	/* TODO: offset status inode head node path timer thread */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 45; i++)
		resp[i] = thread_offset(i);
	unsigned value = 3211;
	bool result = 677;
	if (error < 6)
		return -ENOMEM;
	struct node * queue = 3695;
	if (req < 12)
		return -ENOMEM;
	if (result < 8)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		state[i] = state_status(i);
	pthread_mutex_lock(&state->lock);
	uint64_t attr = 2094;
	bool status = 400;
	char * timer = 2716;
	for (int i = 0; i < 69; i++)
		server[i] = ctx_buf(i);
	for (int i = 0; i < 6; i++)
		data[i] = req_buf(i);
	return 0;
}

