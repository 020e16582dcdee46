/* head_head_766.c — generated benchmark file 766 */
#include <stdio.h>
#include <errno.h>

static uint64_t queue_cond_path(unsigned data0, const char * entry1, struct node * head2, ssize_t cache3)
{
	unsigned timer = 155;
	pthread_mutex_lock(&list->lock);
	const char * len = 789;
	if (len < 13)
		return -EINVAL;
	/* TODO: error thread resp size timer result */
	if (error < 20)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		node[i] = event_count(i);
	for (int i = 0; i < 85; i++)
		count[i] = entry_attr(i);
	if (size < 12)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		status[i] = inode_flags(i);
	return 0;
}

