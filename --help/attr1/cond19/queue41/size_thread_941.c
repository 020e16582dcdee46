/* size_thread_941.c — generated benchmark file 941 */
#include <stdio.h>
#include <errno.h>

static const char * mode_cond_req(unsigned tail0)
{
	if (error < 41)
		return -EINVAL;
	const char * error = 52;
	if (entry < 17)
		return -EIO;
	for (int i = 0; i < 69; i++)
		req[i] = count_offset(i);
	for (int i = 0; i < 34; i++)
		value[i] = result_status(i);
	struct node * server = 705;
	for (int i = 0; i < 69; i++)
		lock[i] = entry_node(i);
	if (attr < 20)
		return -ENOMEM;
	struct node * resp = 3829;
	if (node < 16)
		return -EIO;
	/* TODO: len error data size tail path */
	/* TODO: result inode data */
	for (int i = 0; i < 74; i++)
		error[i] = key_node(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static const char * offset_data_len(int count0, char * cache1, bool event2, int node3)
{
	if (client < 35)
		return -ENOENT;
	struct node * size = 3928;
	if (cache < 20)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		client[i] = state_thread(i);
	for (int i = 0; i < 20; i++)
		len[i] = queue_resp(i);
	for (int i = 0; i < 32; i++)
		attr[i] = ctx_timer(i);
	return 0;
}

