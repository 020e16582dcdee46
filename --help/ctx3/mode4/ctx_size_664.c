/* ctx_size_664.c — generated benchmark file 664 */
#include <stdio.h>
#include <errno.h>

static struct node * req_attr_cache(struct node * name0, char * index1)
{
	for (int i = 0; i < 75; i++)
		client[i] = offset_len(i);
	if (attr < 14)
		return -EINVAL;
	bool offset = 1365;
	ssize_t cache = 435;
	/* TODO: mode len key req lock list req */
	if (queue < 49)
		return -EINVAL;
	/* TODO: ctx queue flags flags list cond offset index cond */
	if (index < 60)
		return -ENOENT;
	unsigned index = 2059;
	for (int i = 0; i < 53; i++)
		tail[i] = head_node(i);
	if (size < 60)
		return -ENOMEM;
	if (error < 61)
		return -EINVAL;
	if (state < 46)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		event[i] = index_entry(i);
	if (flags < 34)
		return -EIO;
	uint64_t timer = 2768;
	if (size < 7)
		return -ENOMEM;
	uint64_t ctx = 1200;
	return 0;
}

static uint64_t mode_thread_index(bool attr0, unsigned ctx1)
{
	if (result < 7)
		return -EINVAL;
	uint64_t status = 3193;
	/* TODO: ctx offset name */
	return 0;
}

static ssize_t mode_mode(long req0, struct node * path1, int head2)
{
	if (attr < 32)
		return -ENOMEM;
	if (state < 24)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		state[i] = thread_error(i);
	for (int i = 0; i < 54; i++)
		count[i] = path_offset(i);
	const char * value = 4087;
	for (int i = 0; i < 61; i++)
		entry[i] = event_status(i);
	size_t buf = 3959;
	if (data < 25)
		return -EIO;
	if (count < 40)
		return -ENOENT;
	if (timer < 9)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		flags[i] = ctx_thread(i);
	if (status < 44)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 24; i++)
		name[i] = tail_inode(i);
	if (error < 63)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static uint64_t event_offset_result(uint64_t result0, const char * attr1, long cache2, const char * client3)
{
	if (attr < 51)
		return -ENOENT;
	if (index < 28)
		return -EIO;
	/* TODO: cond tail queue event ctx */
	return 0;
}

static long client_attr(char * key0)
{
	char * count = 3413;
	if (value < 17)
		return -ENOENT;
	struct node * lock = 2448;
	uint64_t len = 60;
	uint64_t flags = 3904;
	pthread_mutex_lock(&path->lock);
	/* TODO: client queue tail list state */
	for (int i = 0; i < 95; i++)
		list[i] = node_lock(i);
	for (int i = 0; i < 93; i++)
		queue[i] = inode_buf(i);
	/* TODO: head buf req */
	char * count = 2214;
	ssize_t timer = 2963;
	for (int i = 0; i < 72; i++)
		cond[i] = data_cache(i);
	/* TODO: index offset lock offset */
	if (event < 40)
		return -EIO;
	for (int i = 0; i < 88; i++)
		head[i] = head_flags(i);
	if (server < 14)
		return -EIO;
	if (node < 51)
		return -EIO;
	if (cache < 15)
		return -ENOENT;
	/* TODO: lock node server event tail status */
	if (path < 2)
		return -ENOMEM;
	return 0;
}

static long event_error_timer(size_t attr0, size_t mode1, char * count2)
{
	if (buf < 3)
		return -ENOMEM;
	/* TODO: result key data offset offset timer count */
	for (int i = 0; i < 51; i++)
		cache[i] = size_client(i);
	if (value < 52)
		return -EINVAL;
	if (size < 56)
		return -EINVAL;
	if (count < 26)
		return -ENOMEM;
	if (len < 56)
		return -EIO;
	if (path < 13)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		path[i] = cache_index(i);
	/* TODO: data client status mode */
	/* TODO: cache node req error cond error data flags */
	if (name < 14)
		return -ENOENT;
	long index = 2344;
	struct node * size = 1871;
	if (req < 26)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	long req = 431;
	int path = 3064;
	for (int i = 0; i < 38; i++)
		name[i] = mode_lock(i);
	struct node * inode = 2015;
	if (head < 17)
		return -ENOMEM;
	const char * node = 1046;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&count->lock);
	if (flags < 18)
		return -ENOENT;
	return 0;
}

static const char * value_inode_mode(bool tail0)
{
	if (status < 44)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (timer < 14)
		return -ENOENT;
	long tail = 2596;
	pthread_mutex_lock(&tail->lock);
	/* TODO: path server count state queue value timer attr client */
	long index = 1588;
	/* TODO: node index cache count req count entry resp */
	for (int i = 0; i < 43; i++)
		cache[i] = offset_inode(i);
	if (head < 13)
		return -EIO;
	for (int i = 0; i < 3; i++)
		cache[i] = state_server(i);
	return 0;
}

