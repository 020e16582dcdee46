/* lock_len_643.c — generated benchmark file 643 */
#include <stdio.h>
#include <errno.h>

static unsigned head_result_server(const char * head0)
{
	int count = 2505;
	if (inode < 21)
		return -EIO;
	/* TODO: req data key state */
	if (timer < 39)
		return -ENOENT;
	unsigned mode = 1529;
	const char * offset = 2208;
	/* TODO: entry list entry buf status count head */
	if (error < 51)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		node[i] = size_offset(i);
	/* TODO: count offset key state mode */
	for (int i = 0; i < 37; i++)
		result[i] = offset_flags(i);
	/* TODO: attr list status result event tail */
	ssize_t size = 792;
	int len = 482;
	/* TODO: attr list cache error state */
	int inode = 453;
	return 0;
}

static ssize_t timer_tail_inode(ssize_t result0)
{
	size_t head = 2742;
	if (size < 10)
		return -ENOMEM;
	ssize_t thread = 2495;
	if (index < 38)
		return -EINVAL;
	long key = 828;
	const char * queue = 2715;
	if (key < 17)
		return -EINVAL;
	ssize_t mode = 3055;
	size_t thread = 649;
	for (int i = 0; i < 78; i++)
		event[i] = result_path(i);
	unsigned attr = 3566;
	unsigned offset = 274;
	if (tail < 63)
		return -ENOENT;
	uint64_t head = 1155;
	/* TODO: client req lock resp */
	return 0;
}

