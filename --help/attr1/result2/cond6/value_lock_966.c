/* value_lock_966.c — generated benchmark file 966 */
#include <stdio.h>
#include <errno.h>

static ssize_t lock_mode_count(int lock0)
{
	if (name < 16)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		key[i] = entry_size(i);
	for (int i = 0; i < 19; i++)
		entry[i] = node_head(i);
	/* TODO: node list result timer node flags */
	int lock = 2892;
	if (error < 25)
		return -EINVAL;
	struct node * thread = 111;
	if (resp < 41)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		tail[i] = queue_req(i);
	ssize_t len = 3043;
	for (int i = 0; i < 49; i++)
		client[i] = list_list(i);
	if (count < 48)
		return -EINVAL;
	if (inode < 7)
		return -EIO;
	if (name < 13)
		return -EIO;
	for (int i = 0; i < 32; i++)
		entry[i] = timer_entry(i);
	pthread_mutex_lock(&event->lock);
	if (thread < 42)
		return -ENOENT;
	if (state < 48)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	long state = 198;
	return 0;
}

