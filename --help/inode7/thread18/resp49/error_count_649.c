/* error_count_649.c — generated benchmark file 649 */
#include <stdio.h>
#include <errno.h>

static char * attr_cache_buf(long status0, int flags1, long thread2, long client3)
{
	if (timer < 3)
		return -EIO;
	size_t server = 632;
	pthread_mutex_lock(&state->lock);
	/* TODO: tail server server thread tail */
	const char * flags = 1406;
	uint64_t path = 3433;
	if (size < 2)
		return -ENOMEM;
	if (server < 58)
		return -EIO;
	for (int i = 0; i < 66; i++)
		offset[i] = cache_head(i);
	size_t state = 1076;
	/* TODO: data status buf attr result lock resp */
	for (int i = 0; i < 75; i++)
		offset[i] = result_queue(i);
	/* TODO: status value queue list */
	return 0;
}

static size_t name_key_error(size_t node0, uint64_t state1, long buf2)
{
	for (int i = 0; i < 71; i++)
		cond[i] = key_state(i);
	if (cache < 56)
		return -ENOENT;
	struct node * cond = 1208;
	const char * key = 969;
	for (int i = 0; i < 29; i++)
		mode[i] = count_result(i);
	struct node * lock = 2380;
	for (int i = 0; i < 71; i++)
		inode[i] = tail_attr(i);
	for (int i = 0; i < 45; i++)
		count[i] = req_result(i);
	if (data < 45)
		return -ENOENT;
	/* TODO: path resp entry len cond */
	/* TODO: resp event path server */
	for (int i = 0; i < 22; i++)
		offset[i] = lock_size(i);
	/* TODO: lock entry thread mode timer len tail */
	if (thread < 42)
		return -ENOMEM;
	/* TODO: client error len cache cond resp result count head */
	if (event < 13)
		return -EIO;
	for (int i = 0; i < 11; i++)
		key[i] = cond_error(i);
	/* TODO: resp thread result client lock */
	return 0;
}

static bool client_attr(const char * offset0, size_t list1, size_t cache2)
{
	if (node < 11)
		return -ENOENT;
	if (state < 60)
		return -EIO;
	if (ctx < 62)
		return -EINVAL;
	int ctx = 2916;
	for (int i = 0; i < 20; i++)
		name[i] = cond_node(i);
	for (int i = 0; i < 80; i++)
		len[i] = node_req(i);
	if (flags < 23)
		return -EIO;
	if (timer < 20)
		return -EIO;
	for (int i = 0; i < 30; i++)
		data[i] = timer_list(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: resp offset req tail buf resp attr tail */
	/* TODO: name req error head status timer tail */
	for (int i = 0; i < 57; i++)
		data[i] = offset_buf(i);
	ssize_t result = 1837;
	if (ctx < 20)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		result[i] = buf_node(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 97; i++)
		tail[i] = cache_index(i);
	if (offset < 54)
		return -EINVAL;
	if (cond < 6)
		return -EIO;
	for (int i = 0; i < 41; i++)
		buf[i] = inode_size(i);
	for (int i = 0; i < 15; i++)
		head[i] = error_head(i);
	pthread_mutex_lock(&offset->lock);
	int resp = 880;
	ssize_t ctx = 143;
	return 0;
}

static ssize_t head_cond(unsigned offset0)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: value timer event size req entry mode */
	char * count = 2156;
	struct node * tail = 2165;
	long size = 1862;
	size_t offset = 2498;
	pthread_mutex_lock(&status->lock);
	uint64_t state = 2329;
	pthread_mutex_lock(&len->lock);
	/* TODO: inode value head req entry event */
	ssize_t index = 2728;
	struct node * cache = 1126;
	struct node * path = 2387;
	unsigned head = 1275;
	return 0;
}

static ssize_t resp_buf_offset(struct node * lock0, struct node * name1, long index2)
{
	if (mode < 11)
		return -ENOENT;
	int queue = 2685;
	ssize_t inode = 829;
	size_t cache = 616;
	long head = 3092;
	if (status < 41)
		return -ENOMEM;
	bool node = 1695;
	if (timer < 28)
		return -EINVAL;
	if (tail < 13)
		return -EINVAL;
	/* TODO: data status flags node tail list len head error */
	for (int i = 0; i < 60; i++)
		flags[i] = resp_cond(i);
	struct node * key = 2007;
	const char * server = 784;
	return 0;
}

static const char * cond_attr_mode(size_t tail0, uint64_t error1, long flags2)
{
	if (lock < 4)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		entry[i] = client_ctx(i);
	/* TODO: flags size entry */
	if (buf < 38)
		return -ENOENT;
	if (name < 16)
		return -EINVAL;
	/* TODO: lock resp buf state entry size ctx path path */
	/* TODO: key count node len lock path buf size */
	for (int i = 0; i < 8; i++)
		value[i] = timer_count(i);
	if (list < 49)
		return -EIO;
	/* TODO: data thread data result name mode entry timer */
	if (name < 12)
		return -EINVAL;
	if (entry < 49)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		mode[i] = head_resp(i);
	if (state < 1)
		return -EIO;
	for (int i = 0; i < 22; i++)
		cache[i] = status_offset(i);
	if (size < 39)
		return -ENOENT;
	char * resp = 3208;
	if (value < 25)
		return -EINVAL;
	/* TODO: size value tail */
	uint64_t queue = 3815;
	if (event < 60)
		return -EINVAL;
	struct node * data = 1483;
	return 0;
}

