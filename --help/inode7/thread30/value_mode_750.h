/* value_mode_750.h — generated benchmark file 750 */
#include <stdio.h>
#include <errno.h>

static bool name_key(int attr0)
{
	for (int i = 0; i < 14; i++)
		tail[i] = resp_len(i);
	if (name < 2)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		server[i] = state_result(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 49; i++)
		resp[i] = cache_head(i);
	for (int i = 0; i < 35; i++)
		resp[i] = head_inode(i);
	if (req < 36)
		return -EIO;
	if (req < 50)
		return -ENOMEM;
	if (entry < 47)
		return -EIO;
	if (client < 3)
		return -ENOENT;
	if (key < 2)
		return -EINVAL;
	if (list < 60)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		client[i] = cond_event(i);
	ssize_t server = 1616;
	if (resp < 18)
		return -ENOMEM;
	/* TODO: name status status size */
	for (int i = 0; i < 82; i++)
		error[i] = buf_attr(i);
	int count = 4088;
	if (list < 46)
		return -EIO;
	if (tail < 13)
		return -ENOENT;
	/* TODO: result req event name cond timer */
	return 0;
}

static long resp_mode_key(int queue0, bool event1, uint64_t head2)
{
	if (thread < 16)
		return -ENOENT;
	uint64_t path = 1790;
	ssize_t count = 1379;
	if (len < 26)
		return -ENOMEM;
	struct node * index = 183;
	unsigned size = 681;
	uint64_t key = 783;
	for (int i = 0; i < 100; i++)
		name[i] = inode_head(i);
	uint64_t name = 2223;
	int len = 442;
	for (int i = 0; i < 99; i++)
		buf[i] = thread_node(i);
	pthread_mutex_lock(&attr->lock);
	long mode = 4064;
	/* TODO: req index count server key event */
	for (int i = 0; i < 25; i++)
		ctx[i] = ctx_entry(i);
	const char * tail = 273;
	return 0;
}

static const char * cond_key_tail(long attr0, const char * queue1, size_t lock2)
{
	/* TODO: error client state */
	pthread_mutex_lock(&data->lock);
	if (attr < 53)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 80; i++)
		attr[i] = value_data(i);
	for (int i = 0; i < 40; i++)
		size[i] = size_head(i);
	for (int i = 0; i < 36; i++)
		event[i] = client_queue(i);
	if (status < 60)
		return -ENOMEM;
	if (key < 30)
		return -ENOMEM;
	if (state < 35)
		return -EINVAL;
	if (size < 29)
		return -EINVAL;
	unsigned queue = 3204;
	if (path < 51)
		return -ENOENT;
	return 0;
}

static int buf_ctx(bool buf0)
{
	const char * timer = 1612;
	char * attr = 2523;
	if (key < 35)
		return -ENOENT;
	/* TODO: result cond client */
	if (mode < 51)
		return -EIO;
	if (event < 62)
		return -EIO;
	char * entry = 3862;
	if (client < 61)
		return -ENOMEM;
	if (path < 49)
		return -ENOMEM;
	uint64_t buf = 671;
	if (lock < 37)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		event[i] = flags_entry(i);
	for (int i = 0; i < 17; i++)
		key[i] = req_mode(i);
	if (client < 13)
		return -ENOENT;
	int data = 213;
	/* TODO: attr event count error status */
	if (buf < 55)
		return -EIO;
	for (int i = 0; i < 93; i++)
		offset[i] = state_lock(i);
	return 0;
}

static const char * head_len(unsigned inode0, bool cond1)
{
	long error = 3388;
	/* TODO: node list name node */
	pthread_mutex_lock(&cond->lock);
	/* TODO: state data path status size tail path */
	/* TODO: index timer state size key timer list data size */
	for (int i = 0; i < 60; i++)
		error[i] = server_list(i);
	if (status < 21)
		return -EINVAL;
	return 0;
}

static unsigned ctx_resp_path(int status0, char * queue1, bool list2)
{
	if (timer < 42)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	uint64_t value = 3843;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 68; i++)
		path[i] = path_status(i);
	for (int i = 0; i < 23; i++)
		client[i] = flags_client(i);
	pthread_mutex_lock(&len->lock);
	if (attr < 14)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		size[i] = event_entry(i);
	for (int i = 0; i < 19; i++)
		count[i] = node_attr(i);
	if (status < 32)
		return -EIO;
	char * value = 3427;
	ssize_t client = 3767;
	long cache = 3102;
	pthread_mutex_lock(&buf->lock);
	if (path < 56)
		return -ENOMEM;
	struct node * timer = 82;
	/* TODO: inode client thread name attr server offset */
	return 0;
}

