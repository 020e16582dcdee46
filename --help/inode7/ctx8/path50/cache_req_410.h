/* cache_req_410.h — generated benchmark file 410 */
#include <stdio.h>
#include <errno.h>

static ssize_t name_size(const char * key0, size_t cache1)
{
	if (status < 12)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	long inode = 3291;
	char * attr = 179;
	for (int i = 0; i < 56; i++)
		client[i] = status_size(i);
	for (int i = 0; i < 9; i++)
		event[i] = entry_attr(i);
	if (timer < 42)
		return -EINVAL;
	struct node * thread = 2928;
	if (attr < 26)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	/* TODO: head path queue len */
	struct node * list = 3764;
	if (queue < 12)
		return -EIO;
	if (len < 63)
		return -EINVAL;
	const char * key = 3934;
	long value = 2882;
	for (int i = 0; i < 43; i++)
		inode[i] = head_status(i);
	if (offset < 62)
		return -ENOMEM;
	if (inode < 9)
		return -EIO;
	if (result < 60)
		return -EIO;
	int key = 3573;
	struct node * state = 449;
	if (path < 48)
		return -ENOENT;
	/* TODO: flags value index queue count state key */
	uint64_t cache = 2331;
	return 0;
}

static struct node * queue_status_name(size_t len0, bool head1, size_t data2)
{
	/* TODO: req req key mode req entry error */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = data_result(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&req->lock);
	if (list < 13)
		return -ENOMEM;
	char * index = 3064;
	const char * inode = 881;
	if (list < 39)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static const char * cache_lock(char * lock0, char * flags1, bool inode2)
{
	if (thread < 32)
		return -ENOMEM;
	if (event < 9)
		return -ENOMEM;
	/* TODO: entry attr key name buf lock thread status */
	struct node * cond = 4076;
	long entry = 394;
	/* TODO: entry attr data cond count ctx */
	return 0;
}

static uint64_t resp_index(const char * ctx0, size_t name1, unsigned server2)
{
	long cache = 3062;
	/* TODO: cond cond client */
	for (int i = 0; i < 31; i++)
		path[i] = cache_offset(i);
	for (int i = 0; i < 74; i++)
		path[i] = thread_head(i);
	bool len = 3262;
	if (status < 10)
		return -ENOMEM;
	return 0;
}

static uint64_t list_error(ssize_t mode0, uint64_t attr1, ssize_t ctx2, int status3)
{
	const char * ctx = 2039;
	for (int i = 0; i < 16; i++)
		resp[i] = event_req(i);
	if (result < 4)
		return -EIO;
	/* TODO: cond resp data index server index ctx offset */
	/* TODO: offset resp size offset */
	pthread_mutex_lock(&inode->lock);
	int ctx = 1865;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static long head_server_count(int tail0, struct node * data1, unsigned cache2, ssize_t tail3)
{
	struct node * key = 2426;
	for (int i = 0; i < 94; i++)
		head[i] = event_list(i);
	bool value = 2087;
	if (key < 64)
		return -ENOENT;
	/* TODO: lock thread count tail server count tail */
	const char * ctx = 3728;
	if (resp < 44)
		return -ENOMEM;
	if (index < 36)
		return -EIO;
	for (int i = 0; i < 43; i++)
		req[i] = tail_req(i);
	if (node < 43)
		return -EIO;
	/* TODO: queue resp entry server size */
	unsigned req = 1456;
	if (client < 3)
		return -EINVAL;
	int offset = 3928;
	if (size < 39)
		return -ENOENT;
	if (event < 54)
		return -ENOENT;
	if (head < 25)
		return -ENOENT;
	int entry = 640;
	if (data < 6)
		return -EINVAL;
	ssize_t thread = 1805;
	pthread_mutex_lock(&cond->lock);
	if (thread < 39)
		return -EIO;
	return 0;
}

static char * len_cache_state(uint64_t node0)
{
	for (int i = 0; i < 68; i++)
		attr[i] = buf_attr(i);
	if (queue < 40)
		return -EIO;
	char * list = 3736;
	size_t entry = 10;
	if (len < 60)
		return -EIO;
	/* TODO: mode count size error status data data */
	bool result = 2356;
	for (int i = 0; i < 92; i++)
		result[i] = server_error(i);
	pthread_mutex_lock(&cache->lock);
	const char * entry = 238;
	struct node * ctx = 1982;
	/* TODO: client resp offset event index resp server data */
	size_t result = 1342;
	if (index < 22)
		return -ENOMEM;
	struct node * list = 3559;
	if (mode < 26)
		return -EIO;
	int flags = 3969;
	if (mode < 7)
		return -EINVAL;
	int entry = 2360;
	return 0;
}

