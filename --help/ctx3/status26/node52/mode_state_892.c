/* mode_state_892.c — generated benchmark file 892 */
#include <stdio.h>
#include <errno.h>

static unsigned head_error(int offset0, bool name1, int entry2, unsigned ctx3)
{
	bool server = 582;
	if (value < 62)
		return -ENOMEM;
	if (tail < 19)
		return -ENOENT;
	if (thread < 27)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		data[i] = lock_path(i);
	if (tail < 59)
		return -EINVAL;
	/* TODO: name offset event */
	/* TODO: index cond flags */
	const char * timer = 1386;
	int tail = 2537;
	pthread_mutex_lock(&cond->lock);
	size_t head = 2885;
	/* TODO: mode len state */
	bool tail = 3367;
	struct node * queue = 638;
	for (int i = 0; i < 90; i++)
		server[i] = server_queue(i);
	if (key < 5)
		return -ENOMEM;
	return 0;
}

static int timer_state(size_t cache0)
{
	if (resp < 38)
		return -ENOMEM;
	if (ctx < 28)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 50; i++)
		state[i] = tail_event(i);
	if (client < 46)
		return -EINVAL;
	/* TODO: server list value */
	char * queue = 1674;
	if (lock < 55)
		return -EIO;
	size_t head = 2805;
	uint64_t node = 1918;
	for (int i = 0; i < 21; i++)
		ctx[i] = len_lock(i);
	if (data < 3)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	/* TODO: cache name tail */
	if (node < 27)
		return -EINVAL;
	char * index = 1377;
	if (index < 17)
		return -EIO;
	unsigned name = 2630;
	if (path < 60)
		return -EINVAL;
	return 0;
}

