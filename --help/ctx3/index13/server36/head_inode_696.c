/* head_inode_696.c — generated benchmark file 696 */
#include <stdio.h>
#include <errno.h>

static ssize_t result_cond_event(int count0)
{
	if (result < 19)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		error[i] = error_queue(i);
	uint64_t count = 2148;
	pthread_mutex_lock(&name->lock);
	/* TODO: client timer client index index client mode offset */
	return 0;
}

static long len_result_client(unsigned error0, char * value1, size_t buf2)
{
	bool value = 3031;
	for (int i = 0; i < 79; i++)
		client[i] = resp_mode(i);
	if (result < 1)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		offset[i] = inode_count(i);
	struct node * result = 3237;
	if (ctx < 54)
		return -EINVAL;
	/* TODO: node name tail */
	/* TODO: node resp timer key offset count list queue */
	return 0;
}

static int error_server(int event0, ssize_t ctx1, const char * status2)
{
	uint64_t key = 1908;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 28; i++)
		resp[i] = list_offset(i);
	uint64_t list = 3890;
	uint64_t queue = 3460;
	if (data < 37)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 42; i++)
		event[i] = cond_queue(i);
	if (key < 42)
		return -ENOENT;
	size_t count = 2257;
	/* TODO: status flags path thread */
	/* TODO: list key resp status */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 42; i++)
		path[i] = tail_cache(i);
	bool entry = 3400;
	pthread_mutex_lock(&req->lock);
	/* TODO: req tail mode client result error entry */
	for (int i = 0; i < 47; i++)
		lock[i] = error_req(i);
	long path = 4084;
	if (result < 37)
		return -ENOENT;
	/* TODO: cond attr count */
	if (entry < 35)
		return -ENOMEM;
	return 0;
}

