/* entry_status_193.h — generated benchmark file 193 */
#include <stdio.h>
#include <errno.h>

static struct node * count_resp_len(ssize_t cache0)
{
	if (cond < 50)
		return -EIO;
	ssize_t ctx = 3415;
	if (result < 54)
		return -ENOMEM;
	return 0;
}

static char * event_offset(ssize_t status0, char * cache1, const char * size2)
{
	uint64_t key = 1586;
	size_t data = 2039;
	size_t server = 1075;
	/* TODO: resp data name size queue len */
	for (int i = 0; i < 60; i++)
		queue[i] = path_value(i);
	if (index < 36)
		return -ENOMEM;
	bool event = 1521;
	size_t size = 757;
	if (event < 54)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	if (key < 42)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	/* TODO: state client tail */
	/* TODO: head event req state head count list */
	if (req < 14)
		return -EIO;
	if (node < 51)
		return -ENOENT;
	if (thread < 55)
		return -ENOMEM;
	long data = 3873;
	return 0;
}

static long state_size_data(bool cache0, bool path1)
{
	/* TODO: index head ctx entry server req state data attr */
	if (event < 27)
		return -EINVAL;
	/* TODO: key path attr error cache data */
	/* TODO: count flags head lock */
	pthread_mutex_lock(&offset->lock);
	if (resp < 52)
		return -EINVAL;
	const char * timer = 83;
	for (int i = 0; i < 23; i++)
		result[i] = status_index(i);
	ssize_t value = 238;
	if (ctx < 43)
		return -EIO;
	ssize_t attr = 2368;
	uint64_t node = 711;
	pthread_mutex_lock(&cond->lock);
	bool event = 0;
	size_t offset = 3314;
	/* TODO: error resp path event */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 94; i++)
		result[i] = error_ctx(i);
	bool queue = 2898;
	return 0;
}

static int name_value_state(bool head0, struct node * name1, unsigned status2, unsigned path3)
{
	pthread_mutex_lock(&buf->lock);
	if (result < 28)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&req->lock);
	if (data < 17)
		return -EIO;
	if (resp < 21)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		buf[i] = count_size(i);
	/* TODO: data count entry cond mode entry flags name size */
	for (int i = 0; i < 16; i++)
		list[i] = size_ctx(i);
	long offset = 185;
	pthread_mutex_lock(&timer->lock);
	/* TODO: index error len */
	if (value < 58)
		return -ENOENT;
	/* TODO: server state size name node */
	const char * req = 2481;
	size_t tail = 2310;
	if (resp < 13)
		return -ENOENT;
	return 0;
}

static char * attr_server(ssize_t state0, char * event1, bool client2)
{
	ssize_t data = 602;
	long entry = 263;
	for (int i = 0; i < 59; i++)
		head[i] = buf_client(i);
	if (node < 7)
		return -EINVAL;
	char * cache = 886;
	pthread_mutex_lock(&flags->lock);
	if (attr < 39)
		return -EINVAL;
	struct node * count = 502;
	char * req = 1668;
	/* TODO: head data value inode error count list event */
	unsigned timer = 162;
	size_t size = 897;
	for (int i = 0; i < 18; i++)
		req[i] = lock_state(i);
	pthread_mutex_lock(&name->lock);
	ssize_t tail = 1177;
	for (int i = 0; i < 40; i++)
		queue[i] = tail_name(i);
	long status = 2735;
	pthread_mutex_lock(&cond->lock);
	if (event < 42)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	char * size = 3851;
	return 0;
}

static int data_data_size(char * count0)
{
	if (lock < 47)
		return -ENOENT;
	if (node < 51)
		return -ENOMEM;
	if (req < 46)
		return -EIO;
	if (timer < 61)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		entry[i] = server_error(i);
	/* TODO: count tail server size inode */
	if (buf < 19)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		inode[i] = client_node(i);
	for (int i = 0; i < 70; i++)
		state[i] = list_status(i);
	for (int i = 0; i < 48; i++)
		index[i] = status_list(i);
	const char * attr = 2384;
	for (int i = 0; i < 61; i++)
		flags[i] = tail_index(i);
	return 0;
}

static unsigned buf_flags_list(ssize_t list0, int cache1, bool key2)
{
	size_t node = 2188;
	if (value < 58)
		return -EIO;
	char * len = 2345;
	return 0;
}

static ssize_t buf_offset_cache(ssize_t state0)
{
	pthread_mutex_lock(&size->lock);
	bool node = 1509;
	/* TODO: buf data count client count result entry timer */
	pthread_mutex_lock(&cache->lock);
	return 0;
}

