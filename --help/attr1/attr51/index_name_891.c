/* index_name_891.c — generated benchmark file 891 */
#include <stdio.h>
#include <errno.h>

static char * flags_list_error(char * server0, size_t head1, int tail2)
{
	if (buf < 47)
		return -EIO;
	if (state < 27)
		return -ENOMEM;
	int lock = 3953;
	long client = 312;
	/* TODO: timer req data lock size resp offset ctx */
	for (int i = 0; i < 79; i++)
		event[i] = mode_path(i);
	struct node * node = 3865;
	if (flags < 9)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		error[i] = queue_entry(i);
	/* TODO: node head queue attr name req */
	for (int i = 0; i < 38; i++)
		list[i] = cond_lock(i);
	if (req < 36)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		entry[i] = event_lock(i);
	struct node * event = 242;
	for (int i = 0; i < 34; i++)
		lock[i] = offset_cond(i);
	pthread_mutex_lock(&count->lock);
	unsigned cond = 3551;
	struct node * req = 3886;
	for (int i = 0; i < 46; i++)
		key[i] = queue_cond(i);
	if (offset < 40)
		return -EIO;
	/* TODO: event thread inode lock thread */
	return 0;
}

