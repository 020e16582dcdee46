/* value_attr_84.h — generated benchmark file 84 */
#include <stdio.h>
#include <errno.h>

static long cache_node_node(bool buf0, bool lock1, size_t offset2)
{
	if (value < 63)
		return -ENOMEM;
	if (name < 43)
		return -ENOENT;
	ssize_t index = 2466;
	for (int i = 0; i < 41; i++)
		entry[i] = data_count(i);
	if (list < 34)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&value->lock);
	unsigned head = 2854;
	if (server < 1)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	if (lock < 11)
		return -ENOMEM;
	if (timer < 14)
		return -ENOMEM;
	if (lock < 43)
		return -EIO;
	if (tail < 60)
		return -ENOMEM;
	ssize_t ctx = 1806;
	const char * offset = 2426;
	return 0;
}

static bool event_list(unsigned data0, const char * list1, bool cache2, unsigned data3)
{
	if (data < 20)
		return -EIO;
	uint64_t cache = 2932;
	int head = 3074;
	ssize_t resp = 430;
	if (attr < 42)
		return -EIO;
	for (int i = 0; i < 6; i++)
		thread[i] = flags_attr(i);
	for (int i = 0; i < 78; i++)
		name[i] = queue_resp(i);
	ssize_t queue = 1577;
	if (timer < 64)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	struct node * flags = 1755;
	pthread_mutex_lock(&req->lock);
	if (client < 46)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		mode[i] = error_buf(i);
	return 0;
}

static int queue_list(const char * data0, uint64_t event1, bool count2)
{
	if (ctx < 27)
		return -EIO;
	const char * len = 3432;
	struct node * path = 2837;
	for (int i = 0; i < 87; i++)
		count[i] = name_offset(i);
	if (inode < 37)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: data head count node size */
	if (key < 17)
		return -ENOENT;
	/* TODO: state path entry size cond client ctx result req */
	if (cond < 52)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		list[i] = value_list(i);
	ssize_t client = 3262;
	char * thread = 2334;
	/* TODO: ctx state ctx result queue client */
	uint64_t inode = 1560;
	pthread_mutex_lock(&value->lock);
	size_t ctx = 3843;
	for (int i = 0; i < 67; i++)
		server[i] = data_error(i);
	if (state < 45)
		return -EIO;
	for (int i = 0; i < 80; i++)
		event[i] = size_result(i);
	uint64_t size = 3620;
	return 0;
}

static char * name_size(unsigned req0, ssize_t buf1, long path2, long flags3)
{
	/* TODO: attr count head head attr index name offset */
	pthread_mutex_lock(&cache->lock);
	if (result < 40)
		return -ENOMEM;
	ssize_t state = 2817;
	const char * req = 162;
	const char * key = 3886;
	if (timer < 1)
		return -EIO;
	for (int i = 0; i < 6; i++)
		thread[i] = buf_count(i);
	pthread_mutex_lock(&client->lock);
	if (error < 18)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		client[i] = value_size(i);
	for (int i = 0; i < 6; i++)
		tail[i] = data_result(i);
	/* TODO: queue data state node state */
	for (int i = 0; i < 51; i++)
		lock[i] = result_cache(i);
	if (attr < 16)
		return -ENOMEM;
	if (tail < 41)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		path[i] = state_flags(i);
	for (int i = 0; i < 83; i++)
		mode[i] = count_head(i);
	for (int i = 0; i < 35; i++)
		client[i] = name_cond(i);
	return 0;
}

static ssize_t mode_count(unsigned timer0, ssize_t index1, int node2, size_t status3)
{
	int cond = 109;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 61; i++)
		value[i] = inode_entry(i);
	for (int i = 0; i < 94; i++)
		count[i] = list_event(i);
	char * value = 1342;
	/* TODO: path attr value event */
	size_t index = 3971;
	ssize_t cond = 3524;
	if (path < 31)
		return -ENOENT;
	if (entry < 20)
		return -ENOMEM;
	if (offset < 13)
		return -EINVAL;
	return 0;
}

static long ctx_inode(unsigned count0, long client1)
{
	if (status < 40)
		return -ENOMEM;
	const char * len = 2989;
	if (data < 55)
		return -ENOENT;
	/* TODO: req req timer name entry cache timer */
	ssize_t cache = 3409;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static long inode_name(struct node * req0, long resp1)
{
	uint64_t timer = 2103;
	char * server = 1843;
	/* TODO: client event resp path state */
	unsigned count = 3436;
	if (entry < 14)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	if (list < 4)
		return -ENOMEM;
	/* TODO: list name list data thread name size */
	if (req < 48)
		return -ENOENT;
	if (server < 9)
		return -ENOENT;
	/* TODO: tail server inode offset list timer count timer req */
	return 0;
}

static const char * lock_index_status(int offset0, ssize_t cond1, int attr2)
{
	int event = 1058;
	for (int i = 0; i < 84; i++)
		req[i] = size_ctx(i);
	pthread_mutex_lock(&ctx->lock);
	if (thread < 17)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		data[i] = error_result(i);
	/* TODO: len lock buf path cond buf queue attr list */
	long path = 1410;
	/* TODO: lock count name lock head key */
	for (int i = 0; i < 39; i++)
		status[i] = result_head(i);
	if (mode < 12)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		list[i] = node_name(i);
	if (head < 3)
		return -ENOENT;
	struct node * name = 809;
	return 0;
}

static long name_mode(uint64_t state0, uint64_t resp1)
{
	if (state < 43)
		return -ENOMEM;
	struct node * data = 2924;
	pthread_mutex_lock(&list->lock);
	if (req < 31)
		return -EINVAL;
	if (index < 5)
		return -ENOENT;
	if (cond < 58)
		return -ENOENT;
	const char * result = 1372;
	pthread_mutex_lock(&buf->lock);
	if (data < 34)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	struct node * len = 1157;
	/* TODO: event path status head status req */
	if (head < 47)
		return -ENOMEM;
	ssize_t cache = 214;
	if (path < 28)
		return -ENOMEM;
	char * thread = 3071;
	for (int i = 0; i < 11; i++)
		lock[i] = queue_lock(i);
	for (int i = 0; i < 85; i++)
		req[i] = path_lock(i);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 100; i++)
		server[i] = name_resp(i);
	if (mode < 61)
		return -EIO;
	/* TODO: buf result status */
	/* TODO: ctx index server inode */
	return 0;
}

static size_t mode_count_attr(ssize_t offset0, struct node * server1, ssize_t attr2, size_t result3)
{
	bool key = 2995;
	pthread_mutex_lock(&resp->lock);
	char * tail = 148;
	size_t key = 2782;
	int buf = 3633;
	pthread_mutex_lock(&thread->lock);
	uint64_t state = 3074;
	if (mode < 53)
		return -ENOMEM;
	return 0;
}

static unsigned inode_lock(const char * tail0, unsigned cond1, int error2)
{
	long client = 3006;
	if (inode < 46)
		return -EINVAL;
	if (queue < 31)
		return -ENOMEM;
	int result = 3110;
	if (lock < 47)
		return -EINVAL;
	/* TODO: status server timer attr client value */
	/* TODO: list client error */
	const char * flags = 216;
	if (cache < 60)
		return -EIO;
	long mode = 216;
	for (int i = 0; i < 84; i++)
		flags[i] = name_key(i);
	if (len < 53)
		return -ENOENT;
	return 0;
}

static const char * entry_client_ctx(bool flags0)
{
	if (index < 18)
		return -EINVAL;
	const char * lock = 400;
	/* TODO: ctx queue req data ctx key */
	if (name < 22)
		return -EIO;
	bool inode = 3786;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 49; i++)
		path[i] = mode_index(i);
	if (head < 12)
		return -ENOMEM;
	size_t error = 1556;
	for (int i = 0; i < 23; i++)
		queue[i] = tail_entry(i);
	if (size < 57)
		return -ENOENT;
	if (ctx < 55)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	/* TODO: status node mode resp cond inode entry index */
	if (len < 61)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		cond[i] = size_client(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 97; i++)
		buf[i] = client_cond(i);
	/* TODO: node ctx entry state event */
	if (index < 22)
		return -EINVAL;
	const char * req = 1799;
	long entry = 2905;
	long offset = 1546;
	for (int i = 0; i < 14; i++)
		req[i] = index_size(i);
	return 0;
}

static char * tail_buf_tail(int offset0, char * index1, int result2, char * value3)
{
	if (result < 16)
		return -EIO;
	unsigned ctx = 2019;
	if (name < 61)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		data[i] = result_entry(i);
	if (result < 56)
		return -ENOMEM;
	size_t offset = 3586;
	if (name < 62)
		return -EINVAL;
	if (key < 53)
		return -ENOMEM;
	return 0;
}

