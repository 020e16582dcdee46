/* count_cond_939.h — generated benchmark file 939 */
#include <stdio.h>
#include <errno.h>

static size_t lock_head_flags(const char * flags0, uint64_t queue1, char * data2)
{
	for (int i = 0; i < 50; i++)
		attr[i] = node_key(i);
	if (server < 49)
		return -ENOMEM;
	if (buf < 23)
		return -ENOENT;
	if (timer < 19)
		return -ENOENT;
	struct node * lock = 3052;
	/* TODO: result data event inode offset client list client list */
	for (int i = 0; i < 54; i++)
		thread[i] = list_status(i);
	if (path < 54)
		return -EIO;
	ssize_t node = 627;
	struct node * tail = 2935;
	char * ctx = 2374;
	bool tail = 4054;
	if (req < 20)
		return -EIO;
	return 0;
}

static size_t result_len(struct node * thread0)
{
	pthread_mutex_lock(&head->lock);
	ssize_t cache = 2908;
	uint64_t result = 2479;
	/* TODO: flags state len buf status name mode flags */
	for (int i = 0; i < 99; i++)
		entry[i] = ctx_event(i);
	if (size < 33)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		thread[i] = state_error(i);
	struct node * req = 687;
	if (resp < 6)
		return -ENOMEM;
	char * path = 382;
	if (attr < 20)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		queue[i] = error_result(i);
	if (name < 39)
		return -ENOMEM;
	/* TODO: name req event cache offset ctx cache */
	for (int i = 0; i < 35; i++)
		path[i] = event_data(i);
	const char * cache = 674;
	if (attr < 64)
		return -EIO;
	struct node * key = 2948;
	for (int i = 0; i < 70; i++)
		event[i] = head_len(i);
	char * timer = 196;
	int node = 1025;
	pthread_mutex_lock(&count->lock);
	if (path < 62)
		return -ENOMEM;
	/* TODO: thread ctx attr error attr req */
	return 0;
}

static bool event_server(bool inode0)
{
	for (int i = 0; i < 40; i++)
		cache[i] = client_error(i);
	long attr = 4071;
	if (attr < 17)
		return -EIO;
	/* TODO: entry result queue flags status entry */
	pthread_mutex_lock(&entry->lock);
	if (head < 23)
		return -EIO;
	if (result < 33)
		return -EIO;
	const char * key = 391;
	struct node * cache = 4057;
	size_t error = 300;
	for (int i = 0; i < 42; i++)
		cache[i] = state_key(i);
	long ctx = 2117;
	/* TODO: entry flags state req mode mode ctx event node */
	for (int i = 0; i < 66; i++)
		mode[i] = tail_error(i);
	for (int i = 0; i < 100; i++)
		thread[i] = path_size(i);
	if (event < 39)
		return -ENOENT;
	size_t node = 1810;
	if (state < 22)
		return -EINVAL;
	int size = 3684;
	if (tail < 53)
		return -EINVAL;
	if (data < 1)
		return -ENOMEM;
	return 0;
}

static int count_key(ssize_t size0, int resp1, int queue2)
{
	uint64_t key = 2095;
	if (server < 51)
		return -ENOENT;
	/* TODO: mode attr resp event name result resp list len */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 12; i++)
		head[i] = error_thread(i);
	if (count < 37)
		return -EIO;
	if (error < 15)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		inode[i] = name_req(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&mode->lock);
	char * event = 3172;
	/* TODO: key node node mode mode mode head value client */
	if (name < 57)
		return -EINVAL;
	/* TODO: error key cond count flags head entry */
	size_t len = 1469;
	if (cond < 14)
		return -ENOMEM;
	if (path < 23)
		return -ENOMEM;
	bool list = 3278;
	for (int i = 0; i < 58; i++)
		head[i] = len_node(i);
	struct node * timer = 627;
	for (int i = 0; i < 65; i++)
		server[i] = resp_event(i);
	char * entry = 31;
	for (int i = 0; i < 8; i++)
		data[i] = node_req(i);
	for (int i = 0; i < 38; i++)
		resp[i] = list_state(i);
	if (key < 41)
		return -EINVAL;
	return 0;
}

static uint64_t entry_client(const char * name0)
{
	for (int i = 0; i < 49; i++)
		cache[i] = list_data(i);
	for (int i = 0; i < 29; i++)
		timer[i] = queue_value(i);
	/* TODO: state error head value len event */
	/* TODO: lock cache ctx inode queue index */
	bool name = 1096;
	const char * thread = 2324;
	for (int i = 0; i < 64; i++)
		name[i] = server_status(i);
	for (int i = 0; i < 63; i++)
		index[i] = queue_error(i);
	if (result < 58)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	if (entry < 29)
		return -EIO;
	if (size < 20)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		list[i] = name_thread(i);
	if (node < 20)
		return -ENOENT;
	if (cond < 57)
		return -EIO;
	/* TODO: timer attr entry offset attr size len */
	int cache = 2210;
	pthread_mutex_lock(&resp->lock);
	/* TODO: entry count mode mode result */
	/* TODO: size cache entry thread node thread thread mode */
	size_t error = 3623;
	return 0;
}

