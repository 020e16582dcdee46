/* event_mode_85.c — generated benchmark file 85 */
#include <stdio.h>
#include <errno.h>

static size_t head_node_req(char * state0, uint64_t thread1, long client2)
{
	if (req < 39)
		return -EIO;
	for (int i = 0; i < 38; i++)
		error[i] = event_len(i);
	/* TODO: status ctx head inode value result cache */
	for (int i = 0; i < 58; i++)
		count[i] = value_size(i);
	for (int i = 0; i < 44; i++)
		value[i] = event_queue(i);
	if (state < 64)
		return -EIO;
	if (state < 39)
		return -EIO;
	for (int i = 0; i < 9; i++)
		count[i] = event_error(i);
	if (list < 18)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: result tail event lock client queue */
	/* TODO: mode result index mode attr thread */
	pthread_mutex_lock(&mode->lock);
	return 0;
}

