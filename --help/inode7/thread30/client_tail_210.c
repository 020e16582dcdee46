/* client_tail_210.c — generated benchmark file 210 */
#include <stdio.h>
#include <errno.h>

static uint64_t cache_head(ssize_t count0, struct node * data1, uint64_t entry2)
{
	for (int i = 0; i < 61; i++)
		buf[i] = index_count(i);
	for (int i = 0; i < 69; i++)
		ctx[i] = tail_size(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&status->lock);
	if (state < 20)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	/* TODO: node server path mode len cond event */
	char * timer = 1259;
	pthread_mutex_lock(&value->lock);
	if (attr < 31)
		return -ENOENT;
	return 0;
}

static unsigned index_tail(size_t len0, uint64_t client1, char * node2)
{
	/* TODO: cache state list thread lock thread cache offset */
	ssize_t timer = 1709;
	pthread_mutex_lock(&path->lock);
	if (key < 15)
		return -ENOENT;
	size_t status = 2900;
	char * offset = 1948;
	/* TODO: state status index timer path status server */
	for (int i = 0; i < 44; i++)
		mode[i] = lock_node(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: error thread req timer attr client flags flags */
	/* TODO: lock attr size attr inode */
	if (client < 8)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	/* TODO: error client head lock */
	for (int i = 0; i < 99; i++)
		mode[i] = name_client(i);
	if (cond < 14)
		return -EINVAL;
	bool entry = 3015;
	for (int i = 0; i < 27; i++)
		inode[i] = resp_entry(i);
	size_t tail = 3594;
	if (head < 58)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		tail[i] = len_resp(i);
	if (result < 9)
		return -EIO;
	char * status = 1201;
	return 0;
}

static struct node * server_flags(unsigned data0, int ctx1, uint64_t req2)
{
	if (node < 47)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		name[i] = count_list(i);
	/* TODO: req list inode cond flags timer */
	pthread_mutex_lock(&event->lock);
	if (lock < 56)
		return -ENOENT;
	if (buf < 24)
		return -EINVAL;
	long resp = 178;
	long size = 1158;
	char * thread = 2372;
	/* TODO: len list resp key */
	return 0;
}

static ssize_t index_path(ssize_t error0, ssize_t entry1)
{
	bool data = 2332;
	if (tail < 64)
		return -ENOENT;
	/* TODO: event mode key */
	if (server < 39)
		return -ENOMEM;
	long lock = 3152;
	struct node * value = 85;
	for (int i = 0; i < 3; i++)
		attr[i] = flags_inode(i);
	pthread_mutex_lock(&req->lock);
	if (ctx < 8)
		return -ENOENT;
	char * head = 3323;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static struct node * flags_flags_event(ssize_t attr0)
{
	pthread_mutex_lock(&node->lock);
	if (index < 60)
		return -ENOENT;
	/* TODO: name server entry status result key node cache lock */
	return 0;
}

static struct node * inode_value_cache(int ctx0, const char * node1, char * queue2)
{
	struct node * queue = 991;
	if (key < 56)
		return -EIO;
	/* TODO: buf list status size cond */
	pthread_mutex_lock(&thread->lock);
	struct node * node = 1600;
	pthread_mutex_lock(&resp->lock);
	long len = 1614;
	for (int i = 0; i < 36; i++)
		data[i] = node_list(i);
	/* TODO: error result flags */
	for (int i = 0; i < 8; i++)
		ctx[i] = size_timer(i);
	for (int i = 0; i < 42; i++)
		timer[i] = error_cond(i);
	ssize_t name = 3566;
	for (int i = 0; i < 34; i++)
		server[i] = count_event(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: flags name data */
	uint64_t attr = 2368;
	pthread_mutex_lock(&timer->lock);
	uint64_t lock = 86;
	int cache = 3969;
	for (int i = 0; i < 78; i++)
		thread[i] = inode_resp(i);
	return 0;
}

static unsigned path_resp_name(uint64_t index0, int tail1)
{
	if (client < 64)
		return -EIO;
	char * node = 2992;
	for (int i = 0; i < 7; i++)
		entry[i] = status_lock(i);
	ssize_t data = 3924;
	pthread_mutex_lock(&timer->lock);
	/* TODO: server value offset entry timer status node */
	struct node * thread = 1251;
	for (int i = 0; i < 72; i++)
		tail[i] = entry_server(i);
	for (int i = 0; i < 78; i++)
		head[i] = thread_cache(i);
	pthread_mutex_lock(&path->lock);
	int path = 3551;
	return 0;
}

static ssize_t index_server_event(bool name0)
{
	/* TODO: error entry client index data name state */
	pthread_mutex_lock(&error->lock);
	/* TODO: index count inode timer cache mode count */
	/* TODO: key count lock value cond */
	if (buf < 42)
		return -EIO;
	if (key < 10)
		return -ENOENT;
	/* TODO: queue size client offset event */
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&head->lock);
	if (name < 33)
		return -EIO;
	for (int i = 0; i < 67; i++)
		result[i] = head_entry(i);
	if (client < 1)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		state[i] = req_path(i);
	if (data < 63)
		return -ENOMEM;
	/* TODO: path data cache */
	for (int i = 0; i < 49; i++)
		resp[i] = node_mode(i);
	return 0;
}

