/* timer_req_862.c — generated benchmark file 862 */
#include <stdio.h>
#include <errno.h>

static unsigned tail_buf(unsigned event0, size_t cond1, int buf2, char * result3)
{
	/* TODO: queue flags size len lock event status name node */
	/* TODO: cache key buf list server cache count */
	/* TODO: size index state buf index list attr */
	/* TODO: offset index path */
	if (value < 17)
		return -EINVAL;
	/* TODO: queue name error timer thread result */
	size_t path = 1682;
	bool thread = 1138;
	const char * result = 3482;
	uint64_t thread = 6;
	pthread_mutex_lock(&list->lock);
	/* TODO: error cond list timer list count */
	struct node * queue = 3246;
	/* TODO: cache result server result data lock name */
	if (event < 43)
		return -EINVAL;
	char * key = 3311;
	const char * inode = 456;
	return 0;
}

static size_t thread_ctx(ssize_t head0, struct node * inode1)
{
	const char * client = 887;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 27; i++)
		inode[i] = count_timer(i);
	bool server = 1955;
	/* TODO: state ctx lock lock inode path event buf result */
	if (mode < 45)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	/* TODO: head attr data count req */
	/* TODO: flags state len cond timer */
	uint64_t server = 2850;
	uint64_t name = 3605;
	for (int i = 0; i < 90; i++)
		value[i] = tail_error(i);
	for (int i = 0; i < 48; i++)
		list[i] = error_client(i);
	if (cond < 50)
		return -EIO;
	/* TODO: entry inode mode value lock ctx thread */
	size_t list = 646;
	/* TODO: node tail node client queue client resp len */
	for (int i = 0; i < 4; i++)
		cache[i] = req_index(i);
	if (attr < 34)
		return -ENOMEM;
	char * key = 586;
	for (int i = 0; i < 12; i++)
		client[i] = inode_error(i);
	return 0;
}

static struct node * value_error_ctx(unsigned error0)
{
	int mode = 3063;
	const char * offset = 2194;
	for (int i = 0; i < 4; i++)
		result[i] = path_result(i);
	/* TODO: mode lock event lock */
	size_t cache = 546;
	/* TODO: key index index */
	if (path < 46)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (result < 44)
		return -ENOENT;
	char * attr = 2706;
	for (int i = 0; i < 26; i++)
		buf[i] = event_path(i);
	/* TODO: client timer mode len thread flags state event list */
	char * result = 3678;
	if (status < 9)
		return -EINVAL;
	/* TODO: list error queue tail offset status status req */
	if (cond < 40)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		status[i] = head_key(i);
	if (queue < 19)
		return -ENOMEM;
	bool value = 4069;
	if (entry < 64)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	/* TODO: status server error entry req */
	ssize_t thread = 524;
	bool count = 2916;
	for (int i = 0; i < 81; i++)
		attr[i] = head_ctx(i);
	return 0;
}

static struct node * resp_req(ssize_t resp0, uint64_t data1, int data2)
{
	for (int i = 0; i < 88; i++)
		name[i] = list_count(i);
	uint64_t attr = 1827;
	pthread_mutex_lock(&tail->lock);
	char * value = 2519;
	pthread_mutex_lock(&error->lock);
	bool inode = 2459;
	pthread_mutex_lock(&attr->lock);
	ssize_t lock = 3367;
	for (int i = 0; i < 48; i++)
		size[i] = resp_cache(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 55; i++)
		count[i] = head_ctx(i);
	int count = 1641;
	/* TODO: cache error path */
	return 0;
}

static struct node * req_head(size_t cache0, int path1, size_t req2, char * flags3)
{
	char * client = 1966;
	for (int i = 0; i < 99; i++)
		mode[i] = status_offset(i);
	bool queue = 2123;
	return 0;
}

static unsigned buf_node_offset(size_t server0, unsigned data1)
{
	pthread_mutex_lock(&req->lock);
	if (thread < 35)
		return -EIO;
	/* TODO: head queue flags flags */
	char * key = 958;
	if (cond < 25)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 66; i++)
		count[i] = size_index(i);
	bool head = 2698;
	if (thread < 45)
		return -EIO;
	/* TODO: lock resp list count path len node */
	if (timer < 18)
		return -EINVAL;
	/* TODO: mode size flags error thread req data thread client */
	if (key < 35)
		return -ENOMEM;
	if (timer < 63)
		return -EINVAL;
	uint64_t key = 3861;
	if (index < 27)
		return -EIO;
	uint64_t event = 1930;
	if (len < 5)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		len[i] = timer_offset(i);
	/* TODO: server list req path state state attr offset len */
	for (int i = 0; i < 43; i++)
		error[i] = cond_cache(i);
	uint64_t attr = 2156;
	for (int i = 0; i < 31; i++)
		buf[i] = timer_state(i);
	if (lock < 59)
		return -ENOMEM;
	return 0;
}

