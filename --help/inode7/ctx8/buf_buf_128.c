/* buf_buf_128.c — generated benchmark file 128 */
#include <stdio.h>
#include <errno.h>

static long timer_size(struct node * inode0, ssize_t head1)
{
	for (int i = 0; i < 60; i++)
		resp[i] = name_cond(i);
	pthread_mutex_lock(&client->lock);
	unsigned client = 3637;
	if (mode < 44)
		return -EINVAL;
	long cache = 2744;
	for (int i = 0; i < 95; i++)
		data[i] = queue_error(i);
	for (int i = 0; i < 82; i++)
		queue[i] = ctx_mode(i);
	if (index < 19)
		return -EIO;
	/* TODO: head size queue thread state result */
	if (count < 45)
		return -ENOMEM;
	return 0;
}

static char * req_data(const char * index0, size_t value1)
{
	for (int i = 0; i < 10; i++)
		list[i] = key_head(i);
	if (offset < 45)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		index[i] = offset_attr(i);
	return 0;
}

static uint64_t name_key_name(char * cache0, long tail1, size_t tail2, const char * event3)
{
	uint64_t head = 3817;
	for (int i = 0; i < 21; i++)
		queue[i] = thread_server(i);
	size_t server = 1895;
	unsigned cond = 1905;
	uint64_t count = 2041;
	pthread_mutex_lock(&len->lock);
	if (len < 38)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		timer[i] = resp_head(i);
	char * resp = 3626;
	for (int i = 0; i < 85; i++)
		result[i] = event_list(i);
	return 0;
}

static const char * path_len_len(size_t flags0, bool flags1)
{
	if (queue < 52)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		node[i] = list_status(i);
	unsigned inode = 2034;
	if (entry < 52)
		return -ENOENT;
	/* TODO: req error tail state node thread offset inode timer */
	if (node < 1)
		return -ENOMEM;
	if (entry < 28)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		offset[i] = entry_attr(i);
	for (int i = 0; i < 72; i++)
		size[i] = cond_list(i);
	for (int i = 0; i < 57; i++)
		ctx[i] = list_thread(i);
	/* TODO: data value resp error req */
	if (error < 5)
		return -EINVAL;
	/* TODO: flags inode mode name lock */
	int thread = 2418;
	if (resp < 19)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	if (error < 21)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		flags[i] = resp_offset(i);
	uint64_t cache = 2007;
	for (int i = 0; i < 52; i++)
		cache[i] = ctx_key(i);
	/* TODO: offset req mode timer status head flags value client */
	return 0;
}

static const char * state_key(char * tail0, bool count1, unsigned index2)
{
	const char * result = 712;
	const char * head = 2687;
	if (resp < 38)
		return -EIO;
	if (cond < 62)
		return -ENOMEM;
	unsigned len = 1925;
	for (int i = 0; i < 87; i++)
		tail[i] = tail_size(i);
	if (index < 21)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		value[i] = ctx_thread(i);
	if (state < 26)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 63; i++)
		len[i] = list_queue(i);
	if (size < 19)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	/* TODO: buf thread server inode buf client */
	/* TODO: count count index value data node resp node path */
	return 0;
}

static long cond_attr(long cond0, unsigned entry1, bool entry2, ssize_t data3)
{
	if (offset < 4)
		return -EIO;
	struct node * buf = 1821;
	uint64_t cache = 2719;
	/* TODO: inode name node buf */
	size_t error = 638;
	for (int i = 0; i < 82; i++)
		path[i] = list_status(i);
	for (int i = 0; i < 87; i++)
		size[i] = flags_list(i);
	long event = 1586;
	/* TODO: size thread thread flags req count queue index tail */
	if (index < 54)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		timer[i] = result_lock(i);
	for (int i = 0; i < 100; i++)
		cond[i] = value_head(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&status->lock);
	char * key = 1529;
	/* TODO: index index state client flags client */
	pthread_mutex_lock(&ctx->lock);
	size_t event = 3867;
	return 0;
}

static unsigned node_path_flags(uint64_t path0, ssize_t queue1, size_t resp2)
{
	if (value < 28)
		return -EIO;
	size_t flags = 988;
	if (mode < 61)
		return -ENOENT;
	/* TODO: resp cache thread */
	if (lock < 17)
		return -ENOENT;
	if (count < 14)
		return -ENOENT;
	bool data = 1880;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 45; i++)
		event[i] = data_path(i);
	int ctx = 2040;
	/* TODO: flags len tail event state cache len thread */
	for (int i = 0; i < 95; i++)
		flags[i] = error_buf(i);
	bool head = 3636;
	struct node * attr = 3037;
	pthread_mutex_lock(&path->lock);
	bool len = 3836;
	/* TODO: list data head path timer */
	ssize_t node = 2988;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

