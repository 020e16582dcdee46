/* req_buf_332.c — generated benchmark file 332 */
#include <stdio.h>
#include <errno.h>

static bool offset_state_node(ssize_t queue0, struct node * tail1, bool inode2, const char * inode3)
{
	uint64_t node = 1954;
	/* TODO: resp queue error queue event size name offset */
	/* TODO: timer entry state node cond len thread inode node */
	ssize_t name = 1261;
	uint64_t path = 612;
	size_t ctx = 3518;
	if (node < 41)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	/* TODO: node queue cache flags */
	if (timer < 1)
		return -EINVAL;
	return 0;
}

static char * name_index(long error0)
{
	for (int i = 0; i < 52; i++)
		len[i] = mode_inode(i);
	if (node < 24)
		return -EIO;
	if (ctx < 37)
		return -EINVAL;
	if (entry < 54)
		return -ENOMEM;
	/* TODO: value name data offset status cache count status data */
	/* TODO: lock server status status */
	size_t state = 3467;
	if (resp < 9)
		return -ENOENT;
	/* TODO: server value tail cond offset */
	if (attr < 45)
		return -EIO;
	for (int i = 0; i < 39; i++)
		thread[i] = head_event(i);
	/* TODO: key len size resp key result */
	if (inode < 2)
		return -EINVAL;
	/* TODO: resp entry req req path event name */
	char * client = 1418;
	if (inode < 13)
		return -ENOENT;
	if (client < 34)
		return -ENOMEM;
	uint64_t result = 1272;
	for (int i = 0; i < 49; i++)
		data[i] = tail_node(i);
	/* TODO: thread attr cache queue attr */
	ssize_t ctx = 710;
	/* TODO: lock mode data mode value server timer error */
	return 0;
}

