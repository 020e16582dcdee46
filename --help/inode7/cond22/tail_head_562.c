/* tail_head_562.c — generated benchmark file 562 */
#include <stdio.h>
#include <errno.h>

static size_t path_ctx_len(long event0, char * event1, int len2, bool key3)
{
	/* TODO: lock mode offset */
	for (int i = 0; i < 43; i++)
		head[i] = name_status(i);
	/* TODO: entry status offset inode error value */
	if (list < 32)
		return -EIO;
	const char * cond = 2632;
	for (int i = 0; i < 81; i++)
		mode[i] = req_timer(i);
	if (key < 61)
		return -EINVAL;
	uint64_t head = 941;
	pthread_mutex_lock(&data->lock);
	/* TODO: flags thread value lock data key queue client */
	/* TODO: error cond result inode flags size */
	/* TODO: result list client mode key inode size buf */
	for (int i = 0; i < 75; i++)
		client[i] = timer_flags(i);
	pthread_mutex_lock(&timer->lock);
	if (tail < 48)
		return -EINVAL;
	unsigned value = 2559;
	bool thread = 1584;
	if (lock < 7)
		return -ENOENT;
	if (node < 4)
		return -EIO;
	return 0;
}

static bool resp_lock(size_t count0)
{
	/* TODO: key mode index inode event ctx queue */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 74; i++)
		data[i] = client_state(i);
	if (entry < 21)
		return -EINVAL;
	if (buf < 57)
		return -ENOMEM;
	return 0;
}

static struct node * req_size(unsigned count0, struct node * queue1)
{
	pthread_mutex_lock(&entry->lock);
	/* TODO: result size data cond mode error lock req */
	pthread_mutex_lock(&status->lock);
	/* TODO: size buf len cache */
	/* TODO: attr len head event head error queue event */
	if (inode < 14)
		return -EIO;
	int status = 1360;
	unsigned head = 3393;
	pthread_mutex_lock(&data->lock);
	if (entry < 44)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		len[i] = key_node(i);
	bool inode = 1180;
	pthread_mutex_lock(&result->lock);
	if (error < 64)
		return -ENOMEM;
	/* TODO: event list path flags status client */
	size_t head = 1423;
	/* TODO: buf client cache index client flags value */
	return 0;
}

static char * status_client_tail(long index0, uint64_t lock1, char * queue2, const char * event3)
{
	bool resp = 2678;
	for (int i = 0; i < 69; i++)
		node[i] = state_req(i);
	long cond = 1215;
	if (list < 60)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	int len = 1120;
	pthread_mutex_lock(&state->lock);
	const char * offset = 3043;
	if (entry < 37)
		return -ENOMEM;
	char * cond = 3366;
	/* TODO: error size cache tail cache */
	/* TODO: timer resp ctx resp key flags */
	for (int i = 0; i < 75; i++)
		lock[i] = timer_attr(i);
	size_t mode = 660;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&mode->lock);
	if (state < 27)
		return -EINVAL;
	size_t thread = 399;
	/* TODO: name entry len */
	pthread_mutex_lock(&node->lock);
	long buf = 62;
	struct node * name = 2091;
	struct node * lock = 3666;
	return 0;
}

static bool key_status(bool path0, ssize_t entry1, ssize_t state2)
{
	for (int i = 0; i < 34; i++)
		timer[i] = head_state(i);
	for (int i = 0; i < 11; i++)
		attr[i] = ctx_client(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&len->lock);
	int buf = 1361;
	/* TODO: state mode flags thread req client */
	size_t req = 1844;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&path->lock);
	struct node * key = 3088;
	uint64_t flags = 2737;
	if (req < 52)
		return -EIO;
	struct node * len = 3636;
	uint64_t offset = 3548;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static const char * inode_server(char * status0, uint64_t index1)
{
	long value = 2931;
	/* TODO: buf head node error attr head client */
	if (node < 64)
		return -EINVAL;
	char * index = 644;
	pthread_mutex_lock(&index->lock);
	/* TODO: list req event lock */
	for (int i = 0; i < 31; i++)
		server[i] = path_offset(i);
	if (status < 2)
		return -EIO;
	return 0;
}

static int client_name(size_t inode0, int name1, long flags2, struct node * cache3)
{
	if (list < 38)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (len < 45)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	char * cache = 3950;
	long name = 3437;
	char * inode = 2608;
	for (int i = 0; i < 4; i++)
		state[i] = mode_cache(i);
	if (index < 16)
		return -ENOMEM;
	/* TODO: value head client client thread mode */
	for (int i = 0; i < 62; i++)
		node[i] = len_size(i);
	for (int i = 0; i < 61; i++)
		path[i] = mode_attr(i);
	if (resp < 24)
		return -EINVAL;
	return 0;
}

