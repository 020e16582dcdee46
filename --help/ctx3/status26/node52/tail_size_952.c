/* tail_size_952.c — generated benchmark file 952 */
#include <stdio.h>
#include <errno.h>

static ssize_t queue_queue(ssize_t len0, struct node * inode1)
{
	for (int i = 0; i < 77; i++)
		size[i] = flags_event(i);
	/* TODO: cond offset status count len list entry cache */
	char * size = 162;
	if (cache < 58)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		key[i] = attr_buf(i);
	if (inode < 24)
		return -EINVAL;
	/* TODO: index entry thread list entry timer path value */
	if (resp < 4)
		return -EIO;
	bool value = 666;
	const char * result = 3716;
	for (int i = 0; i < 45; i++)
		attr[i] = req_ctx(i);
	for (int i = 0; i < 89; i++)
		key[i] = index_mode(i);
	/* TODO: offset queue thread head thread cache status inode */
	/* TODO: cond len error cache list tail len size key */
	pthread_mutex_lock(&attr->lock);
	/* TODO: value offset queue queue req index */
	if (name < 5)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		buf[i] = name_timer(i);
	bool mode = 2056;
	uint64_t ctx = 1949;
	if (attr < 26)
		return -EIO;
	const char * list = 4059;
	/* TODO: offset mode client req value buf */
	/* TODO: queue result head entry queue state node lock len */
	/* TODO: event state tail offset queue len */
	return 0;
}

