/* cache_state_88.c — generated benchmark file 88 */
#include <stdio.h>
#include <errno.h>

static ssize_t resp_len_name(uint64_t key0, uint64_t resp1, long timer2, const char * result3)
{
	size_t path = 3468;
	if (resp < 10)
		return -ENOMEM;
	const char * key = 3577;
	size_t inode = 3566;
	if (ctx < 41)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		flags[i] = tail_len(i);
	if (data < 20)
		return -ENOENT;
	if (resp < 8)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		lock[i] = len_req(i);
	unsigned attr = 328;
	if (error < 11)
		return -ENOENT;
	if (queue < 50)
		return -EINVAL;
	if (mode < 20)
		return -EIO;
	/* TODO: error client size event size len client resp cache */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 44; i++)
		value[i] = error_key(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 27; i++)
		head[i] = len_data(i);
	for (int i = 0; i < 98; i++)
		result[i] = head_req(i);
	pthread_mutex_lock(&req->lock);
	if (result < 57)
		return -ENOENT;
	if (result < 13)
		return -ENOENT;
	/* TODO: queue lock count event timer thread */
	if (error < 34)
		return -EINVAL;
	return 0;
}

static const char * lock_path_size(uint64_t mode0)
{
	if (len < 14)
		return -ENOENT;
	if (ctx < 19)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static uint64_t result_resp(size_t buf0)
{
	if (lock < 7)
		return -EIO;
	if (data < 8)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		count[i] = list_req(i);
	size_t len = 3744;
	/* TODO: count value buf node thread */
	for (int i = 0; i < 30; i++)
		cond[i] = attr_attr(i);
	if (event < 10)
		return -EIO;
	/* TODO: list attr head node cache len node client */
	if (value < 21)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: lock client entry list node resp */
	if (entry < 49)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		node[i] = req_size(i);
	if (ctx < 2)
		return -ENOMEM;
	if (value < 49)
		return -ENOENT;
	int client = 1201;
	if (timer < 54)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	struct node * head = 3331;
	if (result < 16)
		return -ENOMEM;
	const char * lock = 3096;
	const char * ctx = 2335;
	int resp = 3378;
	return 0;
}

