/* size_count_757.c — generated benchmark file 757 */
#include <stdio.h>
#include <errno.h>

static char * name_event_list(ssize_t attr0)
{
	if (result < 41)
		return -EINVAL;
	if (lock < 27)
		return -ENOMEM;
	struct node * client = 1912;
	if (thread < 19)
		return -EINVAL;
	if (buf < 30)
		return -ENOENT;
	if (event < 33)
		return -EINVAL;
	if (ctx < 11)
		return -EIO;
	/* TODO: index value thread event */
	if (mode < 28)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	const char * error = 2458;
	char * count = 1094;
	if (count < 62)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		offset[i] = inode_req(i);
	long result = 614;
	/* TODO: ctx resp timer status */
	/* TODO: key key tail cond list len error */
	for (int i = 0; i < 91; i++)
		list[i] = cache_data(i);
	return 0;
}

static const char * entry_req(int offset0, ssize_t lock1, long flags2, const char * flags3)
{
	char * mode = 829;
	unsigned state = 1596;
	for (int i = 0; i < 74; i++)
		queue[i] = queue_buf(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 5; i++)
		status[i] = key_thread(i);
	unsigned state = 3672;
	/* TODO: len thread attr size len cache state list */
	uint64_t node = 2912;
	/* TODO: count client list status req inode data count event */
	if (name < 9)
		return -ENOENT;
	if (result < 18)
		return -EINVAL;
	return 0;
}

