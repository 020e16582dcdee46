/* thread_client_695.c — generated benchmark file 695 */
#include <stdio.h>
#include <errno.h>

static bool count_count_client(ssize_t event0, char * count1, int result2, long server3)
{
	for (int i = 0; i < 28; i++)
		error[i] = status_name(i);
	struct node * tail = 980;
	for (int i = 0; i < 62; i++)
		name[i] = req_size(i);
	/* TODO: lock data head cond entry */
	if (len < 11)
		return -ENOMEM;
	if (count < 52)
		return -EINVAL;
	if (path < 57)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		offset[i] = value_len(i);
	for (int i = 0; i < 64; i++)
		tail[i] = entry_event(i);
	/* TODO: name data state timer buf size count data */
	bool error = 1729;
	for (int i = 0; i < 74; i++)
		server[i] = resp_flags(i);
	/* TODO: value status count size result tail cache node list */
	for (int i = 0; i < 80; i++)
		state[i] = path_cache(i);
	if (key < 55)
		return -EIO;
	if (event < 8)
		return -ENOENT;
	if (inode < 18)
		return -EINVAL;
	/* TODO: cond size ctx ctx req req list result mode */
	if (cache < 32)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		thread[i] = mode_offset(i);
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static struct node * head_entry_entry(long node0)
{
	if (buf < 50)
		return -EINVAL;
	bool cache = 130;
	unsigned node = 1064;
	ssize_t queue = 1881;
	if (event < 13)
		return -EINVAL;
	/* TODO: key len tail len ctx */
	for (int i = 0; i < 97; i++)
		cache[i] = attr_entry(i);
	/* TODO: client status name */
	/* TODO: head entry head len status client name index error */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static struct node * timer_value(char * result0, long list1, bool event2, struct node * state3)
{
	for (int i = 0; i < 15; i++)
		buf[i] = timer_list(i);
	size_t count = 3504;
	for (int i = 0; i < 2; i++)
		tail[i] = server_list(i);
	/* TODO: resp flags lock key name server list offset count */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 48; i++)
		req[i] = resp_result(i);
	for (int i = 0; i < 4; i++)
		timer[i] = cache_head(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 35; i++)
		timer[i] = timer_entry(i);
	return 0;
}

static long ctx_data(size_t value0)
{
	if (name < 61)
		return -ENOENT;
	uint64_t path = 1657;
	for (int i = 0; i < 93; i++)
		node[i] = attr_name(i);
	for (int i = 0; i < 35; i++)
		error[i] = buf_cond(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: resp name name timer */
	for (int i = 0; i < 36; i++)
		list[i] = head_cache(i);
	pthread_mutex_lock(&queue->lock);
	if (offset < 47)
		return -EIO;
	if (req < 63)
		return -ENOENT;
	const char * result = 207;
	for (int i = 0; i < 70; i++)
		list[i] = flags_resp(i);
	ssize_t node = 806;
	if (name < 55)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	/* TODO: timer result list tail status cache key */
	struct node * status = 413;
	return 0;
}

static long mode_count(ssize_t list0, long len1)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 47; i++)
		mode[i] = head_flags(i);
	/* TODO: thread buf path data node client */
	if (state < 36)
		return -EIO;
	if (mode < 48)
		return -ENOMEM;
	/* TODO: event cond resp */
	bool error = 2980;
	if (head < 59)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		list[i] = list_value(i);
	uint64_t thread = 1065;
	/* TODO: data error offset */
	/* TODO: resp size state path name */
	if (name < 29)
		return -EINVAL;
	/* TODO: status buf tail list ctx thread size error */
	uint64_t flags = 1344;
	/* TODO: key status ctx node head timer len client thread */
	pthread_mutex_lock(&offset->lock);
	const char * attr = 3140;
	if (data < 20)
		return -ENOMEM;
	if (size < 33)
		return -EIO;
	if (cond < 54)
		return -EINVAL;
	return 0;
}

static struct node * result_timer_entry(int status0)
{
	pthread_mutex_lock(&size->lock);
	if (ctx < 10)
		return -ENOMEM;
	uint64_t error = 1775;
	for (int i = 0; i < 10; i++)
		len[i] = entry_flags(i);
	/* TODO: lock count name offset client buf */
	return 0;
}

static bool value_ctx_count(int flags0)
{
	if (lock < 8)
		return -EIO;
	for (int i = 0; i < 62; i++)
		cache[i] = offset_data(i);
	char * offset = 3234;
	uint64_t cache = 3626;
	if (mode < 22)
		return -ENOMEM;
	int count = 789;
	pthread_mutex_lock(&result->lock);
	if (event < 42)
		return -ENOMEM;
	struct node * thread = 3593;
	for (int i = 0; i < 84; i++)
		error[i] = cache_mode(i);
	return 0;
}

