/* len_buf_342.h — generated benchmark file 342 */
#include <stdio.h>
#include <errno.h>

static bool path_entry_cond(size_t status0, uint64_t key1, unsigned client2)
{
	unsigned node = 3777;
	size_t name = 974;
	for (int i = 0; i < 79; i++)
		ctx[i] = key_ctx(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 87; i++)
		resp[i] = event_mode(i);
	return 0;
}

static ssize_t client_ctx_lock(bool size0, bool queue1, size_t resp2)
{
	if (index < 41)
		return -EINVAL;
	if (count < 62)
		return -ENOMEM;
	if (value < 38)
		return -EIO;
	char * node = 2192;
	if (timer < 55)
		return -ENOMEM;
	long cache = 3686;
	if (list < 34)
		return -ENOENT;
	bool timer = 1505;
	if (attr < 57)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (queue < 24)
		return -ENOMEM;
	/* TODO: attr mode resp cond lock count */
	bool name = 3115;
	if (result < 14)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		tail[i] = count_cond(i);
	struct node * len = 1416;
	pthread_mutex_lock(&tail->lock);
	unsigned index = 3760;
	for (int i = 0; i < 77; i++)
		inode[i] = status_list(i);
	if (node < 17)
		return -EIO;
	if (name < 49)
		return -EINVAL;
	return 0;
}

static unsigned len_cond_key(const char * thread0, struct node * data1, unsigned resp2)
{
	for (int i = 0; i < 32; i++)
		data[i] = resp_resp(i);
	uint64_t cond = 197;
	if (name < 16)
		return -EIO;
	/* TODO: data ctx state result key */
	/* TODO: flags thread tail */
	for (int i = 0; i < 80; i++)
		value[i] = inode_cache(i);
	/* TODO: len index resp len value len flags */
	for (int i = 0; i < 13; i++)
		size[i] = lock_event(i);
	pthread_mutex_lock(&entry->lock);
	unsigned key = 2636;
	if (lock < 57)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (name < 34)
		return -EIO;
	/* TODO: lock buf lock head mode queue buf len */
	pthread_mutex_lock(&resp->lock);
	/* TODO: resp thread timer event req mode cache */
	uint64_t resp = 3595;
	unsigned ctx = 3220;
	for (int i = 0; i < 65; i++)
		event[i] = status_cond(i);
	return 0;
}

static unsigned flags_lock_event(size_t head0, bool size1, ssize_t cache2)
{
	for (int i = 0; i < 2; i++)
		timer[i] = req_data(i);
	char * len = 3082;
	if (server < 4)
		return -EIO;
	for (int i = 0; i < 35; i++)
		mode[i] = resp_thread(i);
	/* TODO: status status value */
	const char * count = 361;
	for (int i = 0; i < 32; i++)
		key[i] = timer_cache(i);
	for (int i = 0; i < 64; i++)
		result[i] = size_timer(i);
	for (int i = 0; i < 9; i++)
		cache[i] = event_len(i);
	char * event = 2999;
	/* TODO: path key tail server tail timer req */
	bool client = 1721;
	/* TODO: name state timer client */
	for (int i = 0; i < 87; i++)
		resp[i] = resp_head(i);
	return 0;
}

static const char * status_result(const char * flags0, int req1, int error2, const char * value3)
{
	if (data < 39)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		tail[i] = inode_entry(i);
	if (result < 36)
		return -ENOENT;
	if (head < 35)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		cond[i] = node_lock(i);
	pthread_mutex_lock(&queue->lock);
	if (resp < 2)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	if (attr < 32)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: thread cond inode node cache */
	if (buf < 54)
		return -EIO;
	/* TODO: inode path timer list */
	if (mode < 44)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	if (status < 49)
		return -ENOMEM;
	/* TODO: event server status path state resp len len */
	for (int i = 0; i < 79; i++)
		mode[i] = node_lock(i);
	for (int i = 0; i < 100; i++)
		tail[i] = lock_key(i);
	if (count < 25)
		return -ENOMEM;
	/* TODO: flags result buf node head state head count */
	return 0;
}

static long key_error(int mode0, long node1)
{
	bool req = 3342;
	long client = 2185;
	struct node * path = 2129;
	long status = 3829;
	/* TODO: head node len flags cond size */
	for (int i = 0; i < 57; i++)
		buf[i] = name_data(i);
	for (int i = 0; i < 17; i++)
		inode[i] = size_error(i);
	for (int i = 0; i < 32; i++)
		node[i] = server_value(i);
	for (int i = 0; i < 44; i++)
		len[i] = entry_state(i);
	if (req < 44)
		return -ENOMEM;
	ssize_t len = 1321;
	if (resp < 50)
		return -ENOMEM;
	char * client = 1121;
	const char * queue = 420;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 76; i++)
		node[i] = head_status(i);
	/* TODO: inode len entry value buf index len inode */
	pthread_mutex_lock(&flags->lock);
	size_t queue = 984;
	pthread_mutex_lock(&resp->lock);
	/* TODO: inode event server attr ctx */
	unsigned index = 926;
	/* TODO: error status status count req thread len */
	return 0;
}

static long server_queue(int size0)
{
	for (int i = 0; i < 43; i++)
		req[i] = client_buf(i);
	struct node * len = 2121;
	for (int i = 0; i < 30; i++)
		server[i] = count_inode(i);
	pthread_mutex_lock(&timer->lock);
	uint64_t len = 2697;
	if (error < 44)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	uint64_t req = 3118;
	struct node * cond = 2074;
	pthread_mutex_lock(&value->lock);
	long index = 3385;
	unsigned resp = 1292;
	size_t cond = 4021;
	char * event = 2013;
	pthread_mutex_lock(&mode->lock);
	if (result < 39)
		return -ENOENT;
	if (node < 34)
		return -ENOMEM;
	int thread = 4029;
	for (int i = 0; i < 14; i++)
		error[i] = index_size(i);
	/* TODO: head status queue flags */
	for (int i = 0; i < 96; i++)
		value[i] = list_queue(i);
	return 0;
}

static const char * value_queue(bool mode0)
{
	if (attr < 36)
		return -EIO;
	for (int i = 0; i < 58; i++)
		attr[i] = name_event(i);
	/* TODO: path key inode tail list status buf resp name */
	for (int i = 0; i < 54; i++)
		status[i] = ctx_client(i);
	char * req = 2903;
	if (status < 6)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	/* TODO: node state thread head server cond */
	bool queue = 538;
	for (int i = 0; i < 12; i++)
		size[i] = lock_lock(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static unsigned error_status(ssize_t cache0, ssize_t cond1)
{
	bool value = 2957;
	for (int i = 0; i < 84; i++)
		state[i] = flags_len(i);
	if (queue < 1)
		return -ENOENT;
	if (lock < 45)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		value[i] = flags_event(i);
	if (count < 59)
		return -EIO;
	return 0;
}

static struct node * data_offset_key(long error0, bool thread1)
{
	if (lock < 58)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		index[i] = resp_name(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: resp state offset buf size lock */
	/* TODO: data node event len lock */
	uint64_t inode = 1782;
	/* TODO: key data entry mode len state mode inode size */
	unsigned resp = 2576;
	pthread_mutex_lock(&thread->lock);
	/* TODO: head value path node buf name state */
	uint64_t cache = 844;
	long lock = 834;
	/* TODO: ctx offset tail head entry client status */
	unsigned ctx = 844;
	for (int i = 0; i < 95; i++)
		count[i] = req_client(i);
	for (int i = 0; i < 32; i++)
		state[i] = thread_head(i);
	for (int i = 0; i < 96; i++)
		node[i] = size_head(i);
	if (mode < 49)
		return -EIO;
	/* TODO: error event count error event */
	struct node * index = 1770;
	return 0;
}

static bool server_thread_server(long result0)
{
	for (int i = 0; i < 23; i++)
		status[i] = key_result(i);
	pthread_mutex_lock(&name->lock);
	if (flags < 47)
		return -EINVAL;
	/* TODO: key list buf req mode lock cond inode */
	/* TODO: key resp inode event timer tail */
	return 0;
}

static ssize_t mode_list(unsigned status0, char * head1)
{
	size_t flags = 481;
	pthread_mutex_lock(&error->lock);
	/* TODO: resp value cond */
	long size = 670;
	if (count < 53)
		return -EIO;
	if (list < 14)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		path[i] = event_name(i);
	if (state < 29)
		return -ENOMEM;
	if (entry < 50)
		return -EINVAL;
	if (req < 19)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		queue[i] = ctx_node(i);
	pthread_mutex_lock(&list->lock);
	struct node * entry = 204;
	for (int i = 0; i < 4; i++)
		inode[i] = state_data(i);
	/* TODO: data entry resp list client */
	if (inode < 61)
		return -EIO;
	return 0;
}

static size_t error_attr(bool event0, int ctx1)
{
	/* TODO: status ctx status result queue node */
	if (event < 29)
		return -ENOENT;
	size_t inode = 1988;
	for (int i = 0; i < 89; i++)
		status[i] = path_mode(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 81; i++)
		server[i] = error_key(i);
	/* TODO: entry mode buf data result resp queue cond index */
	if (node < 15)
		return -ENOMEM;
	int mode = 3416;
	if (list < 24)
		return -ENOENT;
	if (status < 36)
		return -ENOMEM;
	const char * list = 1456;
	pthread_mutex_lock(&attr->lock);
	if (queue < 45)
		return -ENOENT;
	/* TODO: thread head ctx req */
	unsigned path = 2768;
	int event = 1979;
	ssize_t inode = 175;
	/* TODO: head event cond */
	/* TODO: inode data timer tail client ctx index */
	size_t flags = 632;
	if (timer < 19)
		return -ENOENT;
	if (data < 44)
		return -EINVAL;
	const char * event = 345;
	/* TODO: state data ctx */
	return 0;
}

