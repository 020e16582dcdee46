/* head_client_486.c — generated benchmark file 486 */
#include <stdio.h>
#include <errno.h>

static long entry_tail_attr(uint64_t entry0, struct node * len1, uint64_t path2)
{
	for (int i = 0; i < 3; i++)
		size[i] = index_path(i);
	if (queue < 14)
		return -ENOENT;
	if (inode < 25)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		tail[i] = inode_flags(i);
	pthread_mutex_lock(&list->lock);
	const char * error = 3315;
	if (entry < 40)
		return -EIO;
	struct node * server = 2575;
	bool name = 2441;
	char * server = 3507;
	if (result < 19)
		return -EINVAL;
	char * state = 2371;
	/* TODO: entry event count list */
	return 0;
}

static uint64_t status_thread_size(const char * key0, const char * key1)
{
	/* TODO: data error len head entry cache value timer */
	uint64_t node = 557;
	struct node * result = 4053;
	for (int i = 0; i < 26; i++)
		result[i] = path_index(i);
	char * timer = 3916;
	if (event < 63)
		return -ENOMEM;
	bool state = 2511;
	if (index < 3)
		return -ENOMEM;
	struct node * size = 923;
	/* TODO: tail ctx flags queue ctx name ctx result inode */
	if (attr < 46)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		name[i] = ctx_inode(i);
	/* TODO: server resp cache server key cond index flags buf */
	long len = 3337;
	for (int i = 0; i < 70; i++)
		flags[i] = cond_value(i);
	if (name < 27)
		return -ENOMEM;
	if (lock < 61)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		result[i] = inode_node(i);
	uint64_t error = 2937;
	bool len = 1487;
	int inode = 1587;
	const char * thread = 3853;
	/* TODO: inode attr value queue */
	/* TODO: result count event key timer */
	return 0;
}

static ssize_t path_mode(bool lock0, const char * entry1)
{
	for (int i = 0; i < 69; i++)
		req[i] = node_queue(i);
	/* TODO: len req cond cache value count attr */
	size_t ctx = 3222;
	/* TODO: value error key inode thread */
	long path = 1711;
	if (event < 42)
		return -ENOMEM;
	/* TODO: tail lock path tail ctx */
	return 0;
}

static ssize_t cond_client(uint64_t cond0, unsigned key1, char * buf2, unsigned attr3)
{
	if (key < 2)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		event[i] = entry_value(i);
	for (int i = 0; i < 83; i++)
		resp[i] = data_timer(i);
	pthread_mutex_lock(&value->lock);
	struct node * queue = 2816;
	struct node * result = 2898;
	if (cache < 11)
		return -ENOMEM;
	if (result < 50)
		return -ENOENT;
	if (key < 45)
		return -EINVAL;
	if (offset < 64)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		queue[i] = thread_thread(i);
	/* TODO: state list req flags len path size event */
	pthread_mutex_lock(&cache->lock);
	const char * value = 102;
	pthread_mutex_lock(&lock->lock);
	if (cache < 34)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (cache < 6)
		return -ENOMEM;
	unsigned len = 3583;
	return 0;
}

static char * tail_count(const char * offset0, bool client1, bool queue2)
{
	long count = 3249;
	for (int i = 0; i < 73; i++)
		path[i] = mode_server(i);
	for (int i = 0; i < 28; i++)
		mode[i] = data_status(i);
	for (int i = 0; i < 84; i++)
		len[i] = head_event(i);
	if (path < 28)
		return -ENOENT;
	int index = 2811;
	pthread_mutex_lock(&resp->lock);
	/* TODO: data req client */
	/* TODO: len count buf len error */
	/* TODO: data state count tail key thread list */
	pthread_mutex_lock(&node->lock);
	const char * event = 1008;
	if (thread < 10)
		return -ENOMEM;
	if (attr < 51)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		result[i] = list_status(i);
	struct node * status = 1143;
	for (int i = 0; i < 83; i++)
		cond[i] = list_tail(i);
	/* TODO: count error index thread flags inode lock cache */
	long path = 774;
	long event = 1541;
	for (int i = 0; i < 65; i++)
		inode[i] = buf_resp(i);
	/* TODO: buf mode event event node attr */
	long index = 170;
	for (int i = 0; i < 85; i++)
		value[i] = entry_offset(i);
	for (int i = 0; i < 15; i++)
		tail[i] = node_inode(i);
	return 0;
}

static char * buf_event_state(struct node * cache0, int event1, bool buf2, uint64_t tail3)
{
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&inode->lock);
	if (cond < 38)
		return -ENOMEM;
	long len = 677;
	/* TODO: queue cache index lock entry buf error */
	if (cond < 4)
		return -EIO;
	for (int i = 0; i < 18; i++)
		data[i] = error_data(i);
	/* TODO: client cond inode cond server path client req buf */
	if (attr < 57)
		return -EIO;
	const char * len = 1814;
	for (int i = 0; i < 62; i++)
		offset[i] = size_tail(i);
	uint64_t data = 2992;
	for (int i = 0; i < 65; i++)
		timer[i] = value_client(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 5; i++)
		client[i] = buf_thread(i);
	long client = 926;
	pthread_mutex_lock(&flags->lock);
	if (inode < 45)
		return -EINVAL;
	if (flags < 14)
		return -ENOMEM;
	const char * mode = 2632;
	return 0;
}

