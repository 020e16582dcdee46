/* cache_name_814.c — generated benchmark file 814 */
#include <stdio.h>
#include <errno.h>

static struct node * resp_name_inode(unsigned resp0, struct node * offset1, bool tail2)
{
	unsigned mode = 3756;
	if (event < 30)
		return -EINVAL;
	if (cache < 40)
		return -ENOMEM;
	if (tail < 35)
		return -EINVAL;
	long event = 2204;
	if (error < 11)
		return -EIO;
	ssize_t key = 2411;
	ssize_t key = 1329;
	for (int i = 0; i < 41; i++)
		len[i] = index_inode(i);
	if (value < 37)
		return -EIO;
	for (int i = 0; i < 90; i++)
		mode[i] = path_result(i);
	return 0;
}

static struct node * state_tail_mode(uint64_t cache0)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: error list thread list name client state */
	/* TODO: client entry tail thread mode name resp ctx ctx */
	size_t queue = 1228;
	int thread = 789;
	char * lock = 2162;
	return 0;
}

