/* size_state_632.c — generated benchmark file 632 */
#include <stdio.h>
#include <errno.h>

static long status_tail(bool offset0, long entry1, bool ctx2, bool mode3)
{
	for (int i = 0; i < 83; i++)
		entry[i] = resp_list(i);
	if (result < 24)
		return -EINVAL;
	int key = 3233;
	if (cond < 21)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (index < 10)
		return -EIO;
	long entry = 1469;
	if (server < 55)
		return -EIO;
	size_t key = 2778;
	for (int i = 0; i < 45; i++)
		state[i] = size_thread(i);
	return 0;
}

static char * event_mode(bool thread0, ssize_t error1)
{
	char * data = 1510;
	if (req < 6)
		return -EINVAL;
	/* TODO: flags data key attr timer value inode size */
	return 0;
}

static struct node * queue_offset(bool size0, bool index1, char * inode2, ssize_t list3)
{
	if (entry < 10)
		return -ENOENT;
	struct node * len = 2739;
	/* TODO: mode error error lock */
	if (name < 12)
		return -ENOMEM;
	/* TODO: thread result result event req */
	pthread_mutex_lock(&count->lock);
	if (value < 18)
		return -ENOMEM;
	if (node < 51)
		return -ENOMEM;
	char * event = 1255;
	pthread_mutex_lock(&server->lock);
	unsigned lock = 1563;
	char * mode = 2332;
	/* TODO: event inode cond state count value node server name */
	struct node * queue = 270;
	for (int i = 0; i < 4; i++)
		inode[i] = inode_attr(i);
	for (int i = 0; i < 71; i++)
		tail[i] = lock_name(i);
	pthread_mutex_lock(&flags->lock);
	if (server < 44)
		return -EINVAL;
	/* TODO: node status cache error thread size */
	uint64_t node = 1405;
	for (int i = 0; i < 25; i++)
		count[i] = name_tail(i);
	struct node * req = 2833;
	unsigned error = 629;
	return 0;
}

