/* name_cache_107.c — generated benchmark file 107 */
#include <stdio.h>
#include <errno.h>

static ssize_t mode_key_req(struct node * list0, struct node * event1, unsigned result2, bool event3)
{
	if (queue < 1)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		index[i] = req_timer(i);
	if (cache < 56)
		return -EINVAL;
	if (state < 2)
		return -ENOENT;
	int queue = 3059;
	for (int i = 0; i < 7; i++)
		value[i] = req_size(i);
	for (int i = 0; i < 98; i++)
		mode[i] = len_data(i);
	if (inode < 50)
		return -ENOMEM;
	if (flags < 61)
		return -ENOENT;
	uint64_t tail = 943;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 64; i++)
		node[i] = inode_path(i);
	char * attr = 272;
	for (int i = 0; i < 55; i++)
		cache[i] = attr_tail(i);
	return 0;
}

static char * ctx_req_data(long state0, uint64_t flags1, char * cond2)
{
	const char * name = 4008;
	/* TODO: list timer len */
	const char * name = 3520;
	return 0;
}

static int mode_state(long path0, ssize_t queue1, bool status2)
{
	/* TODO: cond timer count offset result event tail client */
	if (thread < 39)
		return -ENOENT;
	/* TODO: result data thread buf ctx */
	size_t size = 2639;
	/* TODO: error req cache node */
	bool key = 1347;
	if (attr < 24)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 13; i++)
		cache[i] = offset_path(i);
	if (entry < 49)
		return -EINVAL;
	if (state < 46)
		return -ENOENT;
	struct node * cond = 1902;
	for (int i = 0; i < 73; i++)
		thread[i] = count_result(i);
	ssize_t resp = 3374;
	const char * name = 3980;
	return 0;
}

static uint64_t server_data_status(uint64_t client0, long value1, unsigned entry2)
{
	if (buf < 4)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		path[i] = index_list(i);
	/* TODO: list index error error ctx */
	unsigned result = 3700;
	if (offset < 7)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static char * list_buf_head(char * server0, int mode1, int list2, long index3)
{
	const char * value = 3800;
	if (timer < 40)
		return -ENOMEM;
	if (len < 18)
		return -ENOMEM;
	if (cond < 12)
		return -EIO;
	size_t result = 2581;
	for (int i = 0; i < 14; i++)
		lock[i] = size_flags(i);
	int lock = 3513;
	/* TODO: len attr cache name buf key error server cond */
	char * key = 89;
	/* TODO: cond data path mode */
	if (node < 48)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		tail[i] = error_state(i);
	pthread_mutex_lock(&state->lock);
	if (value < 4)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		offset[i] = head_ctx(i);
	if (data < 23)
		return -ENOENT;
	unsigned head = 83;
	if (size < 22)
		return -ENOENT;
	return 0;
}

