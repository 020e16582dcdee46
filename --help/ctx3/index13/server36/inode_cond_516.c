/* inode_cond_516.c — generated benchmark file 516 */
#include <stdio.h>
#include <errno.h>

static unsigned len_offset_attr(ssize_t lock0, uint64_t status1, const char * name2)
{
	if (mode < 28)
		return -ENOENT;
	/* TODO: len size req result len offset */
	pthread_mutex_lock(&buf->lock);
	if (key < 51)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		client[i] = result_key(i);
	struct node * size = 1321;
	if (timer < 18)
		return -EINVAL;
	ssize_t flags = 2285;
	size_t inode = 281;
	if (result < 53)
		return -EINVAL;
	int event = 267;
	if (mode < 44)
		return -ENOMEM;
	if (entry < 11)
		return -EINVAL;
	/* TODO: status entry head */
	if (result < 51)
		return -EINVAL;
	if (buf < 19)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		ctx[i] = cond_req(i);
	for (int i = 0; i < 52; i++)
		offset[i] = data_timer(i);
	for (int i = 0; i < 8; i++)
		value[i] = value_client(i);
	return 0;
}

