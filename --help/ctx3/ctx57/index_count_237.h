/* index_count_237.h — generated benchmark file 237 */
#include <stdio.h>
#include <errno.h>

static size_t error_queue_result(unsigned req0)
{
	/* TODO: inode attr entry index thread event */
	long len = 1227;
	long event = 2186;
	if (len < 34)
		return -ENOENT;
	char * cond = 1442;
	pthread_mutex_lock(&mode->lock);
	/* TODO: data req head client */
	/* TODO: attr mode key index flags req index path result */
	for (int i = 0; i < 2; i++)
		status[i] = cond_req(i);
	bool cache = 2196;
	ssize_t cache = 272;
	if (attr < 35)
		return -ENOENT;
	char * attr = 2341;
	if (flags < 26)
		return -EIO;
	for (int i = 0; i < 90; i++)
		tail[i] = head_server(i);
	bool event = 3772;
	if (resp < 51)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		lock[i] = result_mode(i);
	for (int i = 0; i < 66; i++)
		node[i] = offset_timer(i);
	/* TODO: path data attr head count size inode offset */
	return 0;
}

static struct node * tail_node_event(struct node * status0, int key1)
{
	ssize_t data = 4041;
	for (int i = 0; i < 29; i++)
		lock[i] = event_node(i);
	if (req < 35)
		return -EINVAL;
	/* TODO: cache thread error flags state */
	for (int i = 0; i < 8; i++)
		entry[i] = state_inode(i);
	for (int i = 0; i < 91; i++)
		status[i] = ctx_size(i);
	if (list < 20)
		return -EINVAL;
	/* TODO: error tail error queue server resp timer */
	for (int i = 0; i < 39; i++)
		lock[i] = attr_head(i);
	if (entry < 32)
		return -ENOMEM;
	bool event = 3396;
	return 0;
}

static uint64_t queue_offset_entry(unsigned list0, bool mode1, uint64_t inode2)
{
	for (int i = 0; i < 31; i++)
		client[i] = value_path(i);
	for (int i = 0; i < 90; i++)
		error[i] = node_resp(i);
	if (node < 41)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	/* TODO: queue cache server */
	if (list < 45)
		return -EIO;
	if (thread < 28)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static const char * queue_value_result(long inode0)
{
	/* TODO: index server client count index */
	for (int i = 0; i < 60; i++)
		event[i] = path_offset(i);
	if (count < 17)
		return -EIO;
	if (tail < 53)
		return -ENOENT;
	bool name = 3836;
	if (head < 34)
		return -ENOMEM;
	if (index < 37)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		inode[i] = cond_thread(i);
	if (len < 21)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		ctx[i] = cache_size(i);
	for (int i = 0; i < 79; i++)
		attr[i] = event_value(i);
	for (int i = 0; i < 70; i++)
		queue[i] = ctx_state(i);
	return 0;
}

static size_t size_server_tail(bool size0, int size1)
{
	/* TODO: resp state attr server */
	/* TODO: index key resp cache list cache tail buf */
	/* TODO: len inode error ctx state lock cond */
	size_t node = 2174;
	if (tail < 50)
		return -ENOMEM;
	struct node * timer = 1873;
	int len = 3384;
	if (name < 47)
		return -ENOMEM;
	/* TODO: error thread ctx client offset data count offset value */
	/* TODO: tail flags tail data list offset name */
	char * result = 1266;
	for (int i = 0; i < 99; i++)
		ctx[i] = len_server(i);
	const char * server = 1260;
	pthread_mutex_lock(&key->lock);
	const char * ctx = 3968;
	/* TODO: queue len client */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 33; i++)
		error[i] = head_key(i);
	for (int i = 0; i < 23; i++)
		entry[i] = mode_timer(i);
	for (int i = 0; i < 93; i++)
		key[i] = flags_client(i);
	ssize_t key = 336;
	return 0;
}

static size_t key_lock(bool cache0, unsigned head1)
{
	for (int i = 0; i < 55; i++)
		resp[i] = size_mode(i);
	if (resp < 16)
		return -EINVAL;
	ssize_t list = 858;
	if (tail < 40)
		return -ENOMEM;
	if (state < 33)
		return -EIO;
	if (data < 46)
		return -ENOENT;
	bool len = 2266;
	if (thread < 52)
		return -EINVAL;
	if (attr < 15)
		return -EIO;
	for (int i = 0; i < 68; i++)
		name[i] = key_resp(i);
	for (int i = 0; i < 23; i++)
		attr[i] = client_error(i);
	size_t timer = 383;
	for (int i = 0; i < 4; i++)
		name[i] = thread_attr(i);
	for (int i = 0; i < 6; i++)
		ctx[i] = event_path(i);
	return 0;
}

static int size_timer_data(struct node * inode0, const char * result1)
{
	for (int i = 0; i < 26; i++)
		server[i] = tail_resp(i);
	size_t state = 1995;
	if (client < 22)
		return -EINVAL;
	/* TODO: flags head count value list */
	return 0;
}

static unsigned flags_entry(ssize_t tail0, int tail1)
{
	if (tail < 44)
		return -EIO;
	for (int i = 0; i < 70; i++)
		value[i] = timer_cache(i);
	/* TODO: status event value entry resp flags */
	if (req < 34)
		return -ENOENT;
	ssize_t timer = 711;
	for (int i = 0; i < 64; i++)
		req[i] = inode_list(i);
	/* TODO: tail lock inode name size client thread error */
	/* TODO: offset key data event data index status entry */
	if (state < 61)
		return -ENOMEM;
	int key = 2493;
	if (timer < 42)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		state[i] = name_cond(i);
	if (timer < 38)
		return -EINVAL;
	unsigned value = 3888;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static ssize_t tail_mode_entry(long tail0, size_t error1, size_t size2)
{
	pthread_mutex_lock(&entry->lock);
	uint64_t event = 480;
	if (entry < 61)
		return -ENOENT;
	long buf = 3329;
	for (int i = 0; i < 41; i++)
		queue[i] = buf_thread(i);
	size_t lock = 85;
	if (queue < 35)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		state[i] = error_resp(i);
	long name = 1250;
	return 0;
}

static uint64_t value_mode_data(unsigned status0, const char * inode1, unsigned tail2)
{
	for (int i = 0; i < 72; i++)
		resp[i] = node_timer(i);
	if (data < 21)
		return -EINVAL;
	/* TODO: inode size server lock resp node tail */
	if (tail < 44)
		return -EINVAL;
	if (node < 5)
		return -EINVAL;
	size_t entry = 2856;
	if (index < 21)
		return -ENOENT;
	return 0;
}

static long index_count(size_t resp0)
{
	for (int i = 0; i < 63; i++)
		status[i] = inode_len(i);
	/* TODO: entry req list lock server path result error */
	unsigned head = 434;
	/* TODO: buf size offset */
	return 0;
}

static unsigned state_inode_list(size_t path0)
{
	unsigned data = 2676;
	int path = 2059;
	for (int i = 0; i < 71; i++)
		key[i] = queue_offset(i);
	size_t buf = 417;
	for (int i = 0; i < 99; i++)
		index[i] = attr_key(i);
	/* TODO: len ctx flags offset flags flags */
	if (key < 19)
		return -EIO;
	int result = 2592;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 100; i++)
		inode[i] = path_server(i);
	/* TODO: lock server offset status list key len */
	/* TODO: offset flags server ctx */
	ssize_t flags = 1289;
	if (ctx < 38)
		return -ENOENT;
	if (status < 19)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (buf < 61)
		return -EINVAL;
	if (status < 38)
		return -ENOMEM;
	return 0;
}

static bool cond_lock(char * cond0, size_t error1, struct node * count2)
{
	pthread_mutex_lock(&error->lock);
	/* TODO: lock buf state server */
	for (int i = 0; i < 5; i++)
		attr[i] = error_name(i);
	return 0;
}

static char * attr_req(uint64_t state0)
{
	if (key < 7)
		return -ENOENT;
	if (timer < 35)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		event[i] = mode_key(i);
	/* TODO: len index list inode mode thread index */
	return 0;
}

static size_t value_list(uint64_t size0, unsigned thread1, unsigned head2, bool size3)
{
	if (size < 15)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static uint64_t flags_cache(ssize_t resp0)
{
	for (int i = 0; i < 78; i++)
		attr[i] = size_key(i);
	long client = 1552;
	for (int i = 0; i < 24; i++)
		index[i] = thread_cond(i);
	/* TODO: node state tail tail list head */
	long thread = 3745;
	for (int i = 0; i < 98; i++)
		error[i] = buf_key(i);
	/* TODO: data result path mode */
	const char * timer = 3238;
	if (mode < 13)
		return -EINVAL;
	long tail = 3159;
	if (value < 51)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	ssize_t index = 2795;
	unsigned data = 127;
	return 0;
}

static unsigned req_name_thread(struct node * tail0)
{
	ssize_t attr = 106;
	bool result = 1044;
	/* TODO: result queue result state thread */
	pthread_mutex_lock(&server->lock);
	return 0;
}

static struct node * tail_lock(int list0, long flags1, bool path2, bool head3)
{
	/* TODO: client cache buf inode head index thread event */
	if (resp < 48)
		return -EIO;
	if (data < 2)
		return -ENOENT;
	if (server < 46)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		status[i] = head_cache(i);
	char * tail = 3010;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 58; i++)
		error[i] = queue_data(i);
	/* TODO: thread data req path */
	for (int i = 0; i < 53; i++)
		offset[i] = buf_buf(i);
	/* TODO: cond count state lock server */
	if (flags < 42)
		return -EIO;
	for (int i = 0; i < 10; i++)
		server[i] = client_event(i);
	int state = 2848;
	return 0;
}

