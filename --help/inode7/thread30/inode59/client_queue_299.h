/* client_queue_299.h — generated benchmark file 299 */
#include <stdio.h>
#include <errno.h>

static bool node_list(long data0, const char * state1, char * buf2)
{
	if (cond < 46)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	int event = 309;
	size_t inode = 698;
	bool result = 1818;
	for (int i = 0; i < 48; i++)
		result[i] = tail_error(i);
	size_t state = 2020;
	ssize_t status = 2786;
	struct node * timer = 3329;
	struct node * attr = 4016;
	if (resp < 31)
		return -EINVAL;
	if (inode < 16)
		return -EINVAL;
	/* TODO: cache key cache attr cond cond flags */
	/* TODO: name head cache */
	for (int i = 0; i < 28; i++)
		size[i] = ctx_resp(i);
	long path = 3749;
	/* TODO: ctx client queue data server size path head resp */
	for (int i = 0; i < 17; i++)
		data[i] = index_server(i);
	const char * status = 3439;
	return 0;
}

static size_t mode_cache_queue(uint64_t mode0, long queue1, uint64_t path2, char * server3)
{
	pthread_mutex_lock(&value->lock);
	unsigned value = 1990;
	for (int i = 0; i < 75; i++)
		entry[i] = buf_size(i);
	long lock = 27;
	for (int i = 0; i < 60; i++)
		tail[i] = head_ctx(i);
	if (list < 6)
		return -EIO;
	/* TODO: ctx thread event timer index client */
	size_t ctx = 3276;
	/* TODO: key inode result */
	uint64_t mode = 175;
	if (node < 28)
		return -EINVAL;
	ssize_t cond = 1176;
	if (data < 50)
		return -EIO;
	if (client < 43)
		return -ENOENT;
	/* TODO: list status path buf node resp data mode client */
	ssize_t server = 3795;
	int name = 2598;
	long server = 2349;
	/* TODO: client thread event */
	return 0;
}

static int client_error_state(size_t inode0, bool data1)
{
	for (int i = 0; i < 47; i++)
		req[i] = path_entry(i);
	/* TODO: offset queue list size mode flags buf node key */
	if (timer < 26)
		return -EINVAL;
	return 0;
}

static ssize_t cache_event(unsigned server0, uint64_t cache1, const char * index2)
{
	for (int i = 0; i < 46; i++)
		server[i] = key_offset(i);
	for (int i = 0; i < 27; i++)
		name[i] = size_key(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 74; i++)
		list[i] = state_value(i);
	if (cond < 14)
		return -ENOENT;
	return 0;
}

