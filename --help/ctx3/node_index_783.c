/* node_index_783.c — generated benchmark file 783 */
#include <stdio.h>
#include <errno.h>

static uint64_t tail_list_list(unsigned resp0, char * mode1, bool cond2, long flags3)
{
	pthread_mutex_lock(&value->lock);
	if (key < 44)
		return -EIO;
	if (client < 8)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		tail[i] = thread_key(i);
	/* TODO: thread req error tail result */
	return 0;
}

static bool state_error(char * state0)
{
	if (mode < 21)
		return -ENOMEM;
	char * size = 4055;
	/* TODO: index queue offset */
	for (int i = 0; i < 61; i++)
		list[i] = cache_client(i);
	if (cond < 61)
		return -EINVAL;
	ssize_t state = 181;
	if (inode < 11)
		return -ENOMEM;
	if (name < 2)
		return -EIO;
	uint64_t len = 53;
	for (int i = 0; i < 67; i++)
		tail[i] = node_cache(i);
	/* TODO: value inode thread thread resp state */
	for (int i = 0; i < 69; i++)
		entry[i] = offset_entry(i);
	struct node * key = 1037;
	if (mode < 58)
		return -EINVAL;
	unsigned offset = 1257;
	if (path < 54)
		return -EINVAL;
	struct node * status = 2341;
	return 0;
}

