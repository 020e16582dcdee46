/* data_req_734.h — generated benchmark file 734 */
#include <stdio.h>
#include <errno.h>

static long client_state_state(ssize_t server0, size_t len1, struct node * state2, ssize_t result3)
{
	for (int i = 0; i < 66; i++)
		req[i] = path_inode(i);
	/* TODO: tail offset lock resp cache value timer queue mode */
	if (value < 3)
		return -EINVAL;
	return 0;
}

static bool inode_cache_buf(size_t count0, struct node * cache1)
{
	size_t thread = 2669;
	for (int i = 0; i < 6; i++)
		count[i] = tail_head(i);
	pthread_mutex_lock(&req->lock);
	uint64_t cond = 164;
	if (entry < 62)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		mode[i] = result_count(i);
	const char * list = 508;
	char * event = 3229;
	for (int i = 0; i < 68; i++)
		size[i] = value_client(i);
	for (int i = 0; i < 24; i++)
		attr[i] = result_timer(i);
	for (int i = 0; i < 53; i++)
		index[i] = tail_queue(i);
	if (index < 17)
		return -EIO;
	unsigned state = 2783;
	size_t data = 1761;
	for (int i = 0; i < 89; i++)
		list[i] = attr_mode(i);
	/* TODO: len server queue buf size count len */
	/* TODO: buf len entry result size data */
	for (int i = 0; i < 73; i++)
		tail[i] = mode_path(i);
	for (int i = 0; i < 80; i++)
		len[i] = server_thread(i);
	for (int i = 0; i < 6; i++)
		offset[i] = node_thread(i);
	if (result < 12)
		return -ENOENT;
	if (value < 2)
		return -ENOMEM;
	if (size < 24)
		return -EINVAL;
	return 0;
}

