/* attr_attr_297.c — generated benchmark file 297 */
#include <stdio.h>
#include <errno.h>

static ssize_t offset_client(int req0)
{
	if (value < 48)
		return -ENOENT;
	if (tail < 61)
		return -EIO;
	for (int i = 0; i < 100; i++)
		key[i] = name_error(i);
	if (lock < 22)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		data[i] = cond_queue(i);
	if (inode < 22)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		path[i] = data_server(i);
	uint64_t flags = 1360;
	for (int i = 0; i < 95; i++)
		client[i] = timer_status(i);
	if (event < 49)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (count < 13)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		lock[i] = size_buf(i);
	for (int i = 0; i < 99; i++)
		resp[i] = mode_lock(i);
	for (int i = 0; i < 63; i++)
		thread[i] = list_list(i);
	size_t inode = 1330;
	pthread_mutex_lock(&tail->lock);
	if (buf < 13)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	uint64_t key = 2528;
	return 0;
}

static ssize_t status_len_inode(struct node * value0, const char * len1, struct node * server2)
{
	if (req < 20)
		return -EINVAL;
	/* TODO: event timer thread inode event value flags path */
	for (int i = 0; i < 57; i++)
		cache[i] = server_ctx(i);
	int size = 767;
	for (int i = 0; i < 47; i++)
		entry[i] = path_value(i);
	long result = 1881;
	unsigned offset = 1542;
	for (int i = 0; i < 54; i++)
		path[i] = len_state(i);
	for (int i = 0; i < 83; i++)
		result[i] = name_entry(i);
	if (count < 10)
		return -EINVAL;
	if (value < 52)
		return -ENOMEM;
	if (cond < 33)
		return -ENOMEM;
	size_t data = 83;
	/* TODO: data name thread name thread index server client queue */
	/* TODO: status req timer req event tail mode value lock */
	if (value < 5)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		size[i] = status_name(i);
	for (int i = 0; i < 27; i++)
		ctx[i] = offset_offset(i);
	for (int i = 0; i < 99; i++)
		event[i] = state_flags(i);
	/* TODO: entry mode error tail resp value head */
	/* TODO: key timer attr inode event count */
	/* TODO: status value result path error size */
	for (int i = 0; i < 32; i++)
		cond[i] = tail_state(i);
	for (int i = 0; i < 24; i++)
		count[i] = cache_path(i);
	int client = 3441;
	return 0;
}

static const char * entry_status(int state0)
{
	for (int i = 0; i < 89; i++)
		timer[i] = timer_req(i);
	int value = 1408;
	for (int i = 0; i < 50; i++)
		data[i] = server_client(i);
	if (ctx < 44)
		return -EIO;
	if (server < 11)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	if (status < 28)
		return -ENOENT;
	/* TODO: data len offset lock */
	char * cache = 1175;
	if (state < 43)
		return -EINVAL;
	/* TODO: size lock server status queue */
	/* TODO: head data client value client len */
	for (int i = 0; i < 83; i++)
		req[i] = thread_value(i);
	return 0;
}

static size_t count_name(struct node * lock0)
{
	unsigned client = 563;
	for (int i = 0; i < 34; i++)
		index[i] = result_queue(i);
	if (state < 35)
		return -ENOMEM;
	/* TODO: buf req buf */
	for (int i = 0; i < 47; i++)
		mode[i] = attr_flags(i);
	if (state < 27)
		return -ENOENT;
	unsigned resp = 454;
	if (state < 32)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		node[i] = server_value(i);
	unsigned server = 1183;
	size_t value = 1843;
	uint64_t size = 2918;
	for (int i = 0; i < 36; i++)
		data[i] = size_server(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: flags size head node offset */
	/* TODO: flags attr path event entry path queue attr thread */
	pthread_mutex_lock(&head->lock);
	if (data < 48)
		return -ENOMEM;
	if (client < 62)
		return -EINVAL;
	long tail = 2273;
	int server = 796;
	for (int i = 0; i < 78; i++)
		lock[i] = attr_cache(i);
	uint64_t inode = 2120;
	ssize_t status = 2192;
	return 0;
}

static size_t node_inode_cache(int count0, size_t server1, struct node * state2, ssize_t event3)
{
	if (error < 1)
		return -ENOMEM;
	long ctx = 2239;
	for (int i = 0; i < 9; i++)
		len[i] = server_inode(i);
	long data = 22;
	for (int i = 0; i < 61; i++)
		state[i] = status_value(i);
	return 0;
}

static bool timer_path_len(ssize_t size0, ssize_t timer1)
{
	if (queue < 47)
		return -EIO;
	/* TODO: value buf lock cache req server buf */
	/* TODO: event name queue */
	/* TODO: index name offset list index event client thread */
	ssize_t value = 3099;
	if (resp < 48)
		return -EIO;
	if (len < 13)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		attr[i] = index_req(i);
	/* TODO: client offset timer */
	for (int i = 0; i < 89; i++)
		cache[i] = status_lock(i);
	if (index < 61)
		return -ENOMEM;
	/* TODO: node lock count event mode req buf value result */
	/* TODO: lock req result inode */
	uint64_t data = 1751;
	int state = 244;
	for (int i = 0; i < 28; i++)
		node[i] = len_state(i);
	unsigned flags = 2047;
	if (count < 38)
		return -ENOMEM;
	if (ctx < 28)
		return -ENOENT;
	bool error = 2556;
	for (int i = 0; i < 52; i++)
		node[i] = cond_ctx(i);
	if (thread < 4)
		return -ENOMEM;
	struct node * inode = 1583;
	return 0;
}

static char * value_data_key(bool server0)
{
	const char * size = 2577;
	if (index < 27)
		return -EIO;
	for (int i = 0; i < 68; i++)
		event[i] = name_req(i);
	bool flags = 122;
	for (int i = 0; i < 80; i++)
		thread[i] = tail_index(i);
	if (result < 6)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (index < 45)
		return -ENOMEM;
	long lock = 2739;
	return 0;
}

static ssize_t data_count(bool client0)
{
	ssize_t path = 1689;
	/* TODO: name data value resp */
	/* TODO: status attr count */
	struct node * list = 3432;
	if (tail < 64)
		return -ENOMEM;
	/* TODO: state req req data cache */
	pthread_mutex_lock(&head->lock);
	long buf = 2692;
	for (int i = 0; i < 15; i++)
		status[i] = result_size(i);
	/* TODO: lock cond thread data result */
	for (int i = 0; i < 35; i++)
		name[i] = result_attr(i);
	char * req = 3204;
	ssize_t mode = 220;
	if (node < 56)
		return -ENOENT;
	/* TODO: event queue attr */
	char * entry = 3893;
	pthread_mutex_lock(&thread->lock);
	if (status < 54)
		return -ENOENT;
	/* TODO: entry mode node key data */
	unsigned node = 678;
	char * inode = 3095;
	/* TODO: queue size error */
	for (int i = 0; i < 32; i++)
		buf[i] = len_index(i);
	if (thread < 39)
		return -ENOMEM;
	return 0;
}

static struct node * event_len(size_t node0, const char * flags1, char * event2, unsigned head3)
{
	if (name < 40)
		return -EINVAL;
	struct node * ctx = 1237;
	if (queue < 52)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		event[i] = state_index(i);
	for (int i = 0; i < 66; i++)
		head[i] = error_buf(i);
	if (len < 7)
		return -EIO;
	bool thread = 2047;
	const char * cond = 3384;
	return 0;
}

static const char * entry_entry(long req0, long cond1, char * count2)
{
	if (mode < 2)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		state[i] = timer_size(i);
	struct node * data = 372;
	pthread_mutex_lock(&cond->lock);
	int cache = 3288;
	int head = 2097;
	pthread_mutex_lock(&error->lock);
	if (cond < 54)
		return -ENOMEM;
	struct node * lock = 173;
	for (int i = 0; i < 4; i++)
		resp[i] = path_client(i);
	pthread_mutex_lock(&tail->lock);
	if (buf < 2)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		list[i] = buf_data(i);
	unsigned head = 2456;
	if (head < 27)
		return -ENOMEM;
	/* TODO: index server status */
	for (int i = 0; i < 16; i++)
		key[i] = offset_result(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: queue resp list cache name offset */
	/* TODO: value cond flags cache flags */
	/* TODO: mode inode lock inode */
	struct node * tail = 3226;
	if (result < 11)
		return -ENOENT;
	int path = 112;
	return 0;
}

static char * queue_count_offset(size_t flags0, long count1, size_t index2)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: queue flags cond */
	for (int i = 0; i < 60; i++)
		lock[i] = result_req(i);
	for (int i = 0; i < 20; i++)
		index[i] = size_list(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 12; i++)
		lock[i] = node_resp(i);
	return 0;
}

static unsigned error_state(bool cache0, const char * name1, int entry2, const char * cond3)
{
	for (int i = 0; i < 64; i++)
		inode[i] = offset_entry(i);
	struct node * buf = 347;
	/* TODO: server cache server entry data event event event */
	pthread_mutex_lock(&inode->lock);
	/* TODO: attr buf status resp result */
	for (int i = 0; i < 95; i++)
		entry[i] = index_head(i);
	return 0;
}

