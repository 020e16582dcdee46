/* index_inode_571.c — generated benchmark file 571 */
#include <stdio.h>
#include <errno.h>

static uint64_t event_key(struct node * thread0, unsigned name1)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 74; i++)
		buf[i] = inode_index(i);
	/* TODO: timer state state node tail */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 52; i++)
		client[i] = buf_server(i);
	if (thread < 27)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		resp[i] = inode_status(i);
	/* TODO: count index tail state list ctx entry */
	for (int i = 0; i < 32; i++)
		queue[i] = index_server(i);
	if (buf < 46)
		return -ENOENT;
	return 0;
}

static char * timer_cond(int key0)
{
	/* TODO: entry thread timer path list error lock */
	unsigned server = 3949;
	/* TODO: head index buf lock count cache event */
	const char * thread = 1760;
	struct node * inode = 2962;
	return 0;
}

