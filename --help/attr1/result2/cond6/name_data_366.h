/* name_data_366.h — generated benchmark file 366 */
#include <stdio.h>
#include <errno.h>

static uint64_t event_index_tail(unsigned server0, char * event1, unsigned server2)
{
	if (mode < 29)
		return -EINVAL;
	/* TODO: attr list index */
	int path = 1913;
	pthread_mutex_lock(&result->lock);
	if (error < 37)
		return -EINVAL;
	if (flags < 32)
		return -EIO;
	if (queue < 36)
		return -ENOMEM;
	struct node * len = 2921;
	unsigned client = 3764;
	for (int i = 0; i < 88; i++)
		value[i] = data_tail(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 7; i++)
		name[i] = client_tail(i);
	return 0;
}

static char * node_state(size_t queue0)
{
	for (int i = 0; i < 80; i++)
		lock[i] = event_size(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&data->lock);
	char * status = 1357;
	if (cache < 61)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		size[i] = server_timer(i);
	int head = 254;
	uint64_t req = 3431;
	uint64_t queue = 2421;
	if (mode < 37)
		return -ENOMEM;
	/* TODO: mode len lock size req lock resp */
	/* TODO: result value key queue entry entry list inode */
	ssize_t path = 735;
	pthread_mutex_lock(&path->lock);
	long cond = 1891;
	if (thread < 60)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		node[i] = timer_key(i);
	ssize_t timer = 3816;
	if (req < 4)
		return -ENOENT;
	uint64_t data = 1108;
	if (timer < 38)
		return -EINVAL;
	ssize_t client = 900;
	/* TODO: size offset entry key path index flags len index */
	char * thread = 4069;
	if (tail < 61)
		return -ENOMEM;
	return 0;
}

