/* mode_data_208.c — generated benchmark file 208 */
#include <stdio.h>
#include <errno.h>

static char * resp_state(size_t cache0, struct node * error1, int req2, long tail3)
{
	if (size < 52)
		return -EIO;
	for (int i = 0; i < 62; i++)
		mode[i] = inode_entry(i);
	struct node * inode = 3462;
	for (int i = 0; i < 85; i++)
		key[i] = error_list(i);
	unsigned server = 388;
	struct node * data = 718;
	/* TODO: error error server index buf buf */
	ssize_t state = 414;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 24; i++)
		resp[i] = count_node(i);
	const char * ctx = 2872;
	/* TODO: resp offset mode state list */
	for (int i = 0; i < 66; i++)
		lock[i] = index_event(i);
	for (int i = 0; i < 31; i++)
		index[i] = flags_timer(i);
	for (int i = 0; i < 87; i++)
		ctx[i] = key_cache(i);
	for (int i = 0; i < 78; i++)
		queue[i] = thread_data(i);
	for (int i = 0; i < 36; i++)
		head[i] = state_state(i);
	if (state < 59)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		buf[i] = flags_tail(i);
	if (inode < 15)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		flags[i] = inode_ctx(i);
	return 0;
}

