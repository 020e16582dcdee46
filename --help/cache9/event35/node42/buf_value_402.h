/* buf_value_402.h — generated benchmark file 402 */
#include <stdio.h>
#include <errno.h>

static bool name_cond_timer(ssize_t result0)
{
	/* TODO: value offset cache resp queue key value count */
	struct node * client = 999;
	for (int i = 0; i < 18; i++)
		inode[i] = entry_status(i);
	const char * path = 2408;
	pthread_mutex_lock(&result->lock);
	if (cond < 20)
		return -ENOMEM;
	if (size < 26)
		return -ENOMEM;
	return 0;
}

static char * cond_event(uint64_t mode0)
{
	for (int i = 0; i < 2; i++)
		name[i] = path_attr(i);
	if (node < 43)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	bool error = 491;
	ssize_t key = 1384;
	struct node * timer = 2409;
	/* TODO: state index server index lock ctx key */
	if (size < 34)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		buf[i] = index_timer(i);
	for (int i = 0; i < 49; i++)
		offset[i] = inode_state(i);
	if (entry < 21)
		return -EIO;
	for (int i = 0; i < 22; i++)
		ctx[i] = resp_resp(i);
	if (ctx < 26)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		path[i] = len_tail(i);
	ssize_t timer = 3041;
	bool timer = 3783;
	return 0;
}

static size_t tail_value(long resp0)
{
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&queue->lock);
	if (resp < 19)
		return -ENOENT;
	const char * thread = 1169;
	unsigned timer = 2810;
	/* TODO: event lock attr queue len inode buf ctx */
	return 0;
}

static int lock_offset(unsigned attr0, struct node * cond1, unsigned error2, struct node * offset3)
{
	for (int i = 0; i < 87; i++)
		thread[i] = list_thread(i);
	for (int i = 0; i < 53; i++)
		name[i] = ctx_value(i);
	ssize_t buf = 1690;
	/* TODO: data path state len state count */
	int inode = 3725;
	for (int i = 0; i < 21; i++)
		mode[i] = attr_req(i);
	for (int i = 0; i < 30; i++)
		cond[i] = lock_entry(i);
	return 0;
}

static bool thread_index_status(long event0, uint64_t inode1)
{
	if (index < 33)
		return -EINVAL;
	if (server < 45)
		return -ENOMEM;
	if (index < 32)
		return -ENOENT;
	struct node * flags = 2480;
	pthread_mutex_lock(&server->lock);
	if (flags < 24)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		event[i] = queue_offset(i);
	/* TODO: resp node cond inode */
	if (key < 12)
		return -ENOMEM;
	if (inode < 54)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	/* TODO: queue index result timer entry */
	uint64_t status = 3729;
	if (lock < 39)
		return -EIO;
	/* TODO: mode data path key req len cond attr mode */
	for (int i = 0; i < 46; i++)
		error[i] = ctx_buf(i);
	ssize_t size = 0;
	for (int i = 0; i < 90; i++)
		len[i] = size_cond(i);
	if (entry < 33)
		return -EIO;
	/* TODO: event count index cache entry len list */
	const char * tail = 2552;
	int node = 1468;
	return 0;
}

static bool entry_error(const char * attr0)
{
	/* TODO: name name key queue event list list resp */
	for (int i = 0; i < 90; i++)
		server[i] = mode_req(i);
	/* TODO: resp flags size tail state */
	if (cache < 41)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		count[i] = entry_ctx(i);
	if (queue < 37)
		return -EIO;
	if (timer < 63)
		return -ENOMEM;
	int value = 2137;
	return 0;
}

static size_t inode_status_key(int data0)
{
	uint64_t head = 1998;
	pthread_mutex_lock(&tail->lock);
	/* TODO: thread state tail offset value key name ctx queue */
	if (node < 53)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		req[i] = data_resp(i);
	for (int i = 0; i < 76; i++)
		req[i] = data_name(i);
	int tail = 2420;
	for (int i = 0; i < 26; i++)
		req[i] = status_lock(i);
	pthread_mutex_lock(&req->lock);
	if (cache < 25)
		return -ENOMEM;
	int status = 3241;
	if (status < 21)
		return -EIO;
	bool attr = 1199;
	bool thread = 3072;
	for (int i = 0; i < 39; i++)
		head[i] = req_offset(i);
	return 0;
}

static unsigned index_ctx(size_t list0)
{
	if (event < 35)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		count[i] = timer_head(i);
	char * lock = 1751;
	/* TODO: count error tail head data tail */
	size_t node = 1067;
	/* TODO: buf queue size size */
	for (int i = 0; i < 7; i++)
		cond[i] = tail_data(i);
	if (error < 59)
		return -ENOMEM;
	if (key < 26)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		count[i] = len_cache(i);
	for (int i = 0; i < 59; i++)
		index[i] = req_len(i);
	for (int i = 0; i < 44; i++)
		flags[i] = server_event(i);
	char * value = 3603;
	if (buf < 31)
		return -ENOENT;
	if (list < 44)
		return -ENOENT;
	size_t result = 48;
	if (tail < 46)
		return -ENOMEM;
	char * count = 3218;
	uint64_t resp = 721;
	if (resp < 31)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		name[i] = data_event(i);
	for (int i = 0; i < 58; i++)
		status[i] = inode_path(i);
	for (int i = 0; i < 10; i++)
		attr[i] = cache_client(i);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static long attr_value(bool thread0)
{
	pthread_mutex_lock(&attr->lock);
	long status = 2347;
	if (resp < 24)
		return -EIO;
	for (int i = 0; i < 32; i++)
		len[i] = len_index(i);
	const char * data = 1461;
	for (int i = 0; i < 23; i++)
		req[i] = node_value(i);
	if (offset < 61)
		return -ENOENT;
	long index = 1500;
	for (int i = 0; i < 13; i++)
		tail[i] = event_state(i);
	return 0;
}

static int buf_entry(const char * index0)
{
	pthread_mutex_lock(&client->lock);
	ssize_t status = 114;
	if (flags < 40)
		return -ENOMEM;
	if (timer < 56)
		return -ENOENT;
	if (thread < 24)
		return -EINVAL;
	unsigned attr = 2457;
	pthread_mutex_lock(&offset->lock);
	if (buf < 63)
		return -ENOMEM;
	if (buf < 46)
		return -ENOMEM;
	/* TODO: result name list ctx queue thread */
	/* TODO: resp len name lock index entry thread */
	unsigned offset = 3405;
	/* TODO: entry lock node state */
	bool node = 878;
	pthread_mutex_lock(&len->lock);
	const char * thread = 2772;
	for (int i = 0; i < 88; i++)
		name[i] = path_inode(i);
	for (int i = 0; i < 23; i++)
		node[i] = index_lock(i);
	const char * error = 3564;
	struct node * tail = 1434;
	long queue = 253;
	return 0;
}

static long cond_value_error(bool key0, unsigned node1, const char * key2, ssize_t client3)
{
	int state = 1485;
	int event = 360;
	unsigned error = 3619;
	pthread_mutex_lock(&list->lock);
	if (state < 13)
		return -EIO;
	if (resp < 19)
		return -ENOMEM;
	const char * size = 2593;
	if (queue < 54)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 34; i++)
		value[i] = server_resp(i);
	/* TODO: client data offset event buf client state ctx */
	pthread_mutex_lock(&value->lock);
	if (head < 1)
		return -EIO;
	if (head < 11)
		return -EINVAL;
	return 0;
}

static unsigned head_len(unsigned inode0, const char * event1)
{
	long head = 164;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 33; i++)
		timer[i] = attr_entry(i);
	/* TODO: list flags cond list list error mode resp key */
	if (queue < 40)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	const char * status = 108;
	for (int i = 0; i < 74; i++)
		state[i] = timer_thread(i);
	for (int i = 0; i < 94; i++)
		index[i] = head_resp(i);
	bool data = 3772;
	/* TODO: ctx ctx mode flags count inode attr */
	const char * client = 3509;
	size_t result = 3239;
	for (int i = 0; i < 34; i++)
		attr[i] = thread_queue(i);
	/* TODO: size mode inode server tail index */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 28; i++)
		client[i] = server_queue(i);
	if (node < 38)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		value[i] = node_node(i);
	return 0;
}

static struct node * path_inode(size_t queue0)
{
	char * tail = 2897;
	if (count < 27)
		return -EIO;
	long cond = 821;
	char * event = 2502;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&timer->lock);
	/* TODO: client tail key buf state path */
	for (int i = 0; i < 21; i++)
		flags[i] = cond_queue(i);
	if (tail < 12)
		return -ENOENT;
	struct node * error = 2025;
	pthread_mutex_lock(&name->lock);
	/* TODO: path event flags */
	if (buf < 58)
		return -ENOENT;
	ssize_t state = 2318;
	unsigned data = 2918;
	unsigned thread = 2385;
	if (inode < 30)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		req[i] = flags_cond(i);
	long count = 1477;
	return 0;
}

