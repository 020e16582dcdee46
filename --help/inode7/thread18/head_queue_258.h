/* head_queue_258.h — generated benchmark file 258 */
#include <stdio.h>
#include <errno.h>

static size_t state_client(int queue0, int tail1, unsigned ctx2)
{
	if (value < 62)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		key[i] = timer_queue(i);
	int value = 3737;
	int name = 1579;
	/* TODO: buf queue node */
	/* TODO: ctx event key */
	for (int i = 0; i < 9; i++)
		node[i] = key_event(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 83; i++)
		lock[i] = req_timer(i);
	for (int i = 0; i < 9; i++)
		head[i] = inode_offset(i);
	return 0;
}

static int timer_status_client(unsigned timer0, char * size1)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: server len server error size list index node list */
	/* TODO: list data key path node */
	if (list < 13)
		return -EINVAL;
	bool queue = 1762;
	pthread_mutex_lock(&flags->lock);
	long node = 4059;
	struct node * data = 1470;
	pthread_mutex_lock(&server->lock);
	if (mode < 12)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		thread[i] = event_index(i);
	/* TODO: buf server inode lock req event client buf entry */
	return 0;
}

