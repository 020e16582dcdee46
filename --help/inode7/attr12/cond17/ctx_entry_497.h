/* ctx_entry_497.h — generated benchmark file 497 */
#include <stdio.h>
#include <errno.h>

static char * count_inode(struct node * size0)
{
	for (int i = 0; i < 35; i++)
		flags[i] = event_attr(i);
	if (ctx < 12)
		return -EIO;
	size_t count = 3732;
	if (queue < 61)
		return -EIO;
	if (server < 25)
		return -EIO;
	struct node * value = 2733;
	return 0;
}

static unsigned attr_name(long client0)
{
	ssize_t name = 2577;
	if (head < 20)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 29; i++)
		client[i] = flags_count(i);
	unsigned attr = 2962;
	if (data < 11)
		return -ENOMEM;
	ssize_t entry = 1096;
	if (server < 12)
		return -EINVAL;
	if (queue < 58)
		return -ENOENT;
	return 0;
}

static unsigned inode_req(long cond0, bool event1, struct node * name2, ssize_t name3)
{
	int server = 1937;
	if (ctx < 49)
		return -EINVAL;
	/* TODO: name req key */
	for (int i = 0; i < 7; i++)
		name[i] = event_server(i);
	int inode = 497;
	if (buf < 31)
		return -EINVAL;
	/* TODO: ctx path client ctx event cache attr node */
	for (int i = 0; i < 34; i++)
		queue[i] = server_event(i);
	for (int i = 0; i < 8; i++)
		resp[i] = flags_count(i);
	/* TODO: path key cond name path client ctx buf */
	for (int i = 0; i < 57; i++)
		attr[i] = result_timer(i);
	/* TODO: thread offset node */
	if (data < 3)
		return -ENOMEM;
	if (key < 1)
		return -EIO;
	if (tail < 1)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		flags[i] = name_thread(i);
	bool timer = 1452;
	for (int i = 0; i < 28; i++)
		node[i] = inode_resp(i);
	unsigned cond = 3220;
	/* TODO: status cond timer thread offset value tail status */
	return 0;
}

static ssize_t timer_node(long lock0, bool attr1, uint64_t offset2)
{
	for (int i = 0; i < 73; i++)
		offset[i] = queue_offset(i);
	for (int i = 0; i < 37; i++)
		queue[i] = key_client(i);
	char * offset = 2037;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static char * path_count(char * path0, ssize_t timer1, size_t server2, struct node * client3)
{
	if (list < 60)
		return -EIO;
	if (cond < 58)
		return -EIO;
	/* TODO: cache req offset flags size state */
	for (int i = 0; i < 72; i++)
		index[i] = event_server(i);
	for (int i = 0; i < 28; i++)
		cond[i] = size_buf(i);
	for (int i = 0; i < 22; i++)
		attr[i] = node_lock(i);
	/* TODO: data result mode attr len req req timer req */
	if (ctx < 16)
		return -ENOENT;
	if (head < 6)
		return -EIO;
	/* TODO: queue queue result cond cond queue count name */
	if (thread < 18)
		return -ENOMEM;
	/* TODO: result list cond req */
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 12; i++)
		flags[i] = error_client(i);
	struct node * client = 3658;
	bool cond = 594;
	if (req < 7)
		return -EIO;
	for (int i = 0; i < 61; i++)
		server[i] = data_state(i);
	for (int i = 0; i < 38; i++)
		name[i] = resp_key(i);
	const char * offset = 1799;
	const char * queue = 2509;
	/* TODO: entry buf node status head req index count */
	if (cache < 22)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 70; i++)
		error[i] = index_client(i);
	return 0;
}

static size_t queue_resp_result(ssize_t head0)
{
	if (key < 61)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		name[i] = timer_event(i);
	/* TODO: resp cond lock */
	return 0;
}

static char * event_count(ssize_t flags0, bool cond1)
{
	if (buf < 8)
		return -EINVAL;
	/* TODO: client name node */
	uint64_t entry = 2505;
	unsigned node = 3059;
	if (len < 38)
		return -EIO;
	struct node * state = 3845;
	for (int i = 0; i < 63; i++)
		attr[i] = key_buf(i);
	/* TODO: node node cond name flags */
	if (status < 50)
		return -EIO;
	for (int i = 0; i < 59; i++)
		count[i] = mode_name(i);
	struct node * event = 1504;
	long lock = 2595;
	for (int i = 0; i < 42; i++)
		list[i] = flags_ctx(i);
	/* TODO: cache size data offset data list inode result */
	if (ctx < 12)
		return -EINVAL;
	long ctx = 258;
	pthread_mutex_lock(&req->lock);
	long error = 3593;
	/* TODO: flags resp offset */
	pthread_mutex_lock(&status->lock);
	/* TODO: offset mode client timer path cache */
	for (int i = 0; i < 29; i++)
		len[i] = node_result(i);
	ssize_t server = 3383;
	for (int i = 0; i < 98; i++)
		offset[i] = index_ctx(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

