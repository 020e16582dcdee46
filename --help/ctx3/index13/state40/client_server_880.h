/* client_server_880.h — generated benchmark file 880 */
#include <stdio.h>
#include <errno.h>

static ssize_t path_ctx_inode(long attr0, ssize_t status1, size_t queue2)
{
	/* TODO: lock cache status state */
	for (int i = 0; i < 8; i++)
		buf[i] = server_cache(i);
	pthread_mutex_lock(&result->lock);
	if (ctx < 13)
		return -EIO;
	/* TODO: path req resp error req req */
	if (tail < 17)
		return -ENOENT;
	return 0;
}

static int queue_key(char * result0, long flags1)
{
	pthread_mutex_lock(&thread->lock);
	unsigned count = 3199;
	bool req = 913;
	if (path < 19)
		return -EIO;
	/* TODO: tail cond name list error lock key index */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 80; i++)
		flags[i] = node_result(i);
	int attr = 1124;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 46; i++)
		client[i] = mode_resp(i);
	for (int i = 0; i < 8; i++)
		result[i] = flags_client(i);
	if (error < 34)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		size[i] = node_req(i);
	if (error < 64)
		return -ENOENT;
	size_t node = 2261;
	if (client < 61)
		return -ENOMEM;
	if (head < 35)
		return -ENOENT;
	const char * mode = 1530;
	for (int i = 0; i < 52; i++)
		entry[i] = flags_path(i);
	if (index < 23)
		return -ENOMEM;
	if (cond < 58)
		return -EINVAL;
	int client = 2663;
	size_t buf = 3724;
	/* TODO: tail timer entry state */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static unsigned queue_server(long value0)
{
	struct node * server = 287;
	for (int i = 0; i < 92; i++)
		inode[i] = server_len(i);
	/* TODO: lock cache size event tail index inode attr */
	if (entry < 20)
		return -ENOENT;
	if (status < 50)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		ctx[i] = count_lock(i);
	if (offset < 45)
		return -ENOMEM;
	char * tail = 3994;
	for (int i = 0; i < 93; i++)
		buf[i] = offset_count(i);
	int inode = 355;
	return 0;
}

static char * list_index(size_t value0, const char * data1, unsigned client2)
{
	if (status < 15)
		return -ENOMEM;
	/* TODO: list mode entry buf result entry cache */
	if (cond < 48)
		return -ENOMEM;
	/* TODO: lock error len inode resp server cond */
	if (server < 15)
		return -EINVAL;
	unsigned path = 3409;
	/* TODO: client index entry flags state req error */
	ssize_t key = 493;
	size_t resp = 347;
	for (int i = 0; i < 92; i++)
		flags[i] = resp_ctx(i);
	pthread_mutex_lock(&buf->lock);
	if (value < 26)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		entry[i] = key_lock(i);
	if (path < 9)
		return -ENOMEM;
	if (entry < 1)
		return -EINVAL;
	if (state < 36)
		return -ENOMEM;
	int entry = 434;
	/* TODO: head event result event buf data */
	for (int i = 0; i < 80; i++)
		state[i] = data_buf(i);
	/* TODO: result queue buf req state value tail tail */
	long result = 475;
	for (int i = 0; i < 38; i++)
		data[i] = req_queue(i);
	for (int i = 0; i < 54; i++)
		tail[i] = len_server(i);
	/* TODO: path len path buf key result */
	for (int i = 0; i < 30; i++)
		data[i] = data_ctx(i);
	return 0;
}

