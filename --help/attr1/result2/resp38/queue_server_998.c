/* queue_server_998.c — generated benchmark file 998 */
#include <stdio.h>
#include <errno.h>

static const char * state_cond(ssize_t server0, ssize_t attr1, struct node * head2)
{
	if (offset < 11)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 78; i++)
		offset[i] = list_lock(i);
	for (int i = 0; i < 97; i++)
		event[i] = timer_list(i);
	if (resp < 35)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (timer < 40)
		return -ENOENT;
	/* TODO: lock client key lock entry flags attr */
	pthread_mutex_lock(&size->lock);
	long resp = 1536;
	char * flags = 632;
	long state = 3234;
	if (client < 64)
		return -ENOENT;
	if (ctx < 10)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		cond[i] = inode_queue(i);
	int flags = 3667;
	for (int i = 0; i < 85; i++)
		size[i] = client_index(i);
	for (int i = 0; i < 64; i++)
		name[i] = key_tail(i);
	if (client < 58)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static size_t event_thread_tail(struct node * buf0, unsigned key1, size_t state2, long entry3)
{
	const char * cache = 4047;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 93; i++)
		list[i] = inode_server(i);
	if (attr < 28)
		return -ENOENT;
	char * resp = 1165;
	for (int i = 0; i < 76; i++)
		index[i] = count_node(i);
	if (data < 27)
		return -EIO;
	ssize_t tail = 1125;
	if (list < 19)
		return -ENOMEM;
	size_t event = 3376;
	/* TODO: node head error event */
	char * count = 3036;
	for (int i = 0; i < 33; i++)
		result[i] = status_event(i);
	uint64_t event = 1116;
	struct node * client = 3090;
	/* TODO: node thread inode state mode */
	const char * event = 3092;
	return 0;
}

static char * resp_entry(ssize_t data0, struct node * cache1, ssize_t cache2)
{
	ssize_t cache = 1951;
	/* TODO: cache flags thread flags error status timer mode node */
	for (int i = 0; i < 6; i++)
		ctx[i] = entry_thread(i);
	/* TODO: attr timer name */
	return 0;
}

static uint64_t offset_req(unsigned name0)
{
	for (int i = 0; i < 7; i++)
		entry[i] = client_data(i);
	bool name = 4025;
	ssize_t count = 2001;
	if (buf < 49)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		timer[i] = inode_list(i);
	int mode = 2462;
	/* TODO: mode result offset thread */
	ssize_t value = 357;
	if (list < 18)
		return -EIO;
	if (status < 24)
		return -EIO;
	if (list < 25)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		resp[i] = len_timer(i);
	if (entry < 54)
		return -EINVAL;
	if (key < 7)
		return -EINVAL;
	return 0;
}

static char * timer_queue_tail(int node0, uint64_t len1, struct node * key2, unsigned mode3)
{
	for (int i = 0; i < 42; i++)
		tail[i] = len_resp(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&error->lock);
	const char * status = 2821;
	/* TODO: cache timer tail */
	return 0;
}

static const char * count_attr_path(const char * flags0, struct node * error1, const char * size2)
{
	pthread_mutex_lock(&size->lock);
	if (path < 37)
		return -ENOMEM;
	/* TODO: server path state offset timer flags queue mode lock */
	if (index < 49)
		return -ENOMEM;
	if (tail < 21)
		return -EIO;
	/* TODO: size server client buf state name node thread */
	uint64_t server = 2631;
	/* TODO: mode ctx tail queue lock resp server state */
	for (int i = 0; i < 17; i++)
		attr[i] = count_count(i);
	if (key < 49)
		return -EIO;
	if (path < 44)
		return -EINVAL;
	/* TODO: path list name state cache flags tail offset */
	size_t client = 3910;
	size_t attr = 2213;
	if (head < 45)
		return -EINVAL;
	ssize_t flags = 2874;
	return 0;
}

static ssize_t error_index_index(const char * resp0)
{
	int state = 498;
	for (int i = 0; i < 38; i++)
		timer[i] = key_len(i);
	if (queue < 9)
		return -ENOENT;
	int data = 2746;
	for (int i = 0; i < 54; i++)
		ctx[i] = timer_flags(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&ctx->lock);
	char * queue = 2240;
	return 0;
}

static const char * tail_error_lock(struct node * head0)
{
	for (int i = 0; i < 51; i++)
		status[i] = thread_offset(i);
	/* TODO: path mode offset timer ctx */
	pthread_mutex_lock(&entry->lock);
	const char * cond = 1679;
	for (int i = 0; i < 14; i++)
		entry[i] = node_result(i);
	char * event = 366;
	return 0;
}

static unsigned index_inode(ssize_t result0, ssize_t mode1, ssize_t size2, unsigned path3)
{
	for (int i = 0; i < 58; i++)
		key[i] = attr_error(i);
	pthread_mutex_lock(&name->lock);
	size_t buf = 1845;
	/* TODO: count count cond count head resp inode */
	int name = 1223;
	unsigned path = 2690;
	for (int i = 0; i < 100; i++)
		cond[i] = req_status(i);
	pthread_mutex_lock(&state->lock);
	if (resp < 64)
		return -ENOENT;
	if (cond < 29)
		return -EIO;
	/* TODO: ctx status result */
	return 0;
}

static long node_list(uint64_t event0, size_t ctx1)
{
	/* TODO: flags key ctx attr */
	if (flags < 60)
		return -EIO;
	for (int i = 0; i < 44; i++)
		server[i] = cache_offset(i);
	for (int i = 0; i < 81; i++)
		server[i] = data_list(i);
	pthread_mutex_lock(&name->lock);
	bool client = 2063;
	if (attr < 10)
		return -ENOENT;
	/* TODO: client queue ctx */
	pthread_mutex_lock(&tail->lock);
	if (offset < 34)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 23; i++)
		key[i] = entry_state(i);
	if (name < 34)
		return -EINVAL;
	const char * cond = 612;
	if (mode < 11)
		return -EIO;
	/* TODO: count node mode server cache len value name attr */
	struct node * head = 357;
	/* TODO: path index flags req */
	for (int i = 0; i < 65; i++)
		thread[i] = list_thread(i);
	for (int i = 0; i < 80; i++)
		index[i] = cond_cond(i);
	struct node * index = 310;
	return 0;
}

static ssize_t list_index(ssize_t node0, int server1, const char * size2, uint64_t path3)
{
	if (value < 15)
		return -EIO;
	/* TODO: server lock path state offset client resp */
	pthread_mutex_lock(&index->lock);
	if (cache < 17)
		return -EINVAL;
	unsigned state = 708;
	for (int i = 0; i < 32; i++)
		count[i] = head_list(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 39; i++)
		lock[i] = thread_inode(i);
	long timer = 82;
	for (int i = 0; i < 100; i++)
		offset[i] = cond_lock(i);
	if (path < 32)
		return -ENOMEM;
	/* TODO: mode tail head server */
	/* TODO: lock tail thread client */
	if (head < 11)
		return -EIO;
	if (error < 7)
		return -EIO;
	for (int i = 0; i < 61; i++)
		key[i] = inode_key(i);
	/* TODO: server server event node data error result key key */
	if (data < 45)
		return -EINVAL;
	unsigned index = 1000;
	struct node * client = 1079;
	size_t client = 984;
	const char * key = 3317;
	if (flags < 52)
		return -EIO;
	size_t head = 1342;
	for (int i = 0; i < 28; i++)
		entry[i] = event_status(i);
	return 0;
}

static int inode_mode_client(struct node * entry0, int req1, unsigned count2)
{
	if (inode < 41)
		return -ENOMEM;
	size_t attr = 1526;
	/* TODO: size resp entry timer lock inode lock timer cache */
	for (int i = 0; i < 20; i++)
		head[i] = state_event(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static const char * key_result_buf(uint64_t thread0, bool key1, uint64_t head2, const char * client3)
{
	if (inode < 25)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 49; i++)
		node[i] = path_data(i);
	for (int i = 0; i < 90; i++)
		value[i] = ctx_event(i);
	for (int i = 0; i < 28; i++)
		event[i] = mode_req(i);
	/* TODO: entry inode result event */
	/* TODO: list req data index inode thread count */
	unsigned server = 674;
	if (ctx < 4)
		return -EINVAL;
	return 0;
}

static const char * cond_state(long path0)
{
	/* TODO: mode event status timer count key */
	uint64_t tail = 3306;
	/* TODO: node node len */
	pthread_mutex_lock(&event->lock);
	size_t event = 1057;
	if (status < 62)
		return -EIO;
	char * result = 1103;
	for (int i = 0; i < 77; i++)
		path[i] = thread_timer(i);
	if (attr < 51)
		return -ENOMEM;
	/* TODO: entry result count status index ctx cond */
	ssize_t entry = 1815;
	/* TODO: name offset req name len */
	for (int i = 0; i < 73; i++)
		result[i] = len_flags(i);
	for (int i = 0; i < 47; i++)
		value[i] = index_node(i);
	return 0;
}

static struct node * value_buf(struct node * lock0, char * cond1, uint64_t index2)
{
	pthread_mutex_lock(&timer->lock);
	/* TODO: buf error node */
	if (timer < 38)
		return -EIO;
	if (count < 62)
		return -EIO;
	for (int i = 0; i < 15; i++)
		node[i] = mode_server(i);
	for (int i = 0; i < 28; i++)
		node[i] = head_tail(i);
	/* TODO: error len timer resp list path index data thread */
	pthread_mutex_lock(&name->lock);
	if (list < 42)
		return -EIO;
	for (int i = 0; i < 92; i++)
		entry[i] = node_server(i);
	struct node * data = 4009;
	const char * status = 1979;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 9; i++)
		queue[i] = value_state(i);
	uint64_t error = 1900;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 63; i++)
		node[i] = lock_path(i);
	for (int i = 0; i < 94; i++)
		mode[i] = cache_inode(i);
	for (int i = 0; i < 27; i++)
		state[i] = offset_len(i);
	if (node < 63)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

