/* node_ctx_641.h — generated benchmark file 641 */
#include <stdio.h>
#include <errno.h>

static char * lock_timer(bool value0, unsigned key1)
{
	if (cond < 57)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		state[i] = value_req(i);
	uint64_t size = 1783;
	/* TODO: index buf flags list state head offset */
	for (int i = 0; i < 53; i++)
		buf[i] = state_value(i);
	ssize_t node = 2814;
	for (int i = 0; i < 2; i++)
		ctx[i] = inode_size(i);
	for (int i = 0; i < 86; i++)
		tail[i] = lock_req(i);
	struct node * resp = 2781;
	/* TODO: count queue list inode offset timer offset status result */
	for (int i = 0; i < 16; i++)
		index[i] = server_event(i);
	/* TODO: data result value data */
	for (int i = 0; i < 3; i++)
		offset[i] = index_flags(i);
	return 0;
}

