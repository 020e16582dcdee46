/* queue_flags_656.h — generated benchmark file 656 */
#include <stdio.h>
#include <errno.h>

static ssize_t node_list_server(int path0, unsigned data1)
{
	if (path < 62)
		return -ENOENT;
	struct node * count = 3634;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 62; i++)
		key[i] = queue_result(i);
	char * state = 692;
	if (entry < 48)
		return -EINVAL;
	if (status < 2)
		return -EIO;
	if (value < 2)
		return -ENOENT;
	/* TODO: data node state inode size */
	if (server < 39)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	if (thread < 62)
		return -EINVAL;
	if (name < 60)
		return -ENOENT;
	uint64_t len = 3893;
	return 0;
}

static bool value_data(long node0, long list1)
{
	if (client < 11)
		return -EINVAL;
	if (queue < 4)
		return -EINVAL;
	uint64_t node = 3218;
	/* TODO: len len timer */
	size_t value = 2644;
	/* TODO: value flags inode */
	for (int i = 0; i < 11; i++)
		attr[i] = server_inode(i);
	if (name < 10)
		return -EINVAL;
	if (buf < 9)
		return -EINVAL;
	if (count < 51)
		return -ENOENT;
	struct node * lock = 1877;
	return 0;
}

static size_t buf_resp(unsigned timer0, char * state1, unsigned data2)
{
	if (key < 11)
		return -ENOMEM;
	const char * len = 2560;
	uint64_t tail = 427;
	pthread_mutex_lock(&index->lock);
	/* TODO: queue result count status resp mode */
	for (int i = 0; i < 5; i++)
		path[i] = head_error(i);
	bool flags = 1934;
	for (int i = 0; i < 54; i++)
		index[i] = resp_path(i);
	/* TODO: error head req offset len lock list thread count */
	for (int i = 0; i < 17; i++)
		req[i] = index_index(i);
	for (int i = 0; i < 68; i++)
		count[i] = server_state(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&cache->lock);
	uint64_t status = 822;
	for (int i = 0; i < 82; i++)
		thread[i] = result_cond(i);
	/* TODO: error error value buf node thread size offset queue */
	return 0;
}

static unsigned inode_name(int value0)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: mode error index tail mode timer thread thread */
	if (server < 4)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		list[i] = resp_value(i);
	return 0;
}

static unsigned offset_data(bool entry0, char * state1, struct node * flags2, size_t attr3)
{
	uint64_t node = 1984;
	for (int i = 0; i < 92; i++)
		value[i] = cache_buf(i);
	long entry = 420;
	/* TODO: server result inode entry server result data */
	for (int i = 0; i < 52; i++)
		ctx[i] = attr_client(i);
	uint64_t list = 375;
	if (entry < 26)
		return -EIO;
	if (cond < 9)
		return -ENOENT;
	if (ctx < 57)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		size[i] = entry_flags(i);
	/* TODO: tail queue tail count attr mode */
	if (count < 46)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		entry[i] = result_node(i);
	pthread_mutex_lock(&error->lock);
	if (head < 2)
		return -ENOMEM;
	unsigned count = 611;
	size_t size = 1337;
	if (value < 39)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (offset < 16)
		return -ENOENT;
	if (buf < 31)
		return -ENOMEM;
	return 0;
}

static unsigned timer_result(const char * lock0, ssize_t cache1, const char * count2)
{
	for (int i = 0; i < 15; i++)
		attr[i] = entry_resp(i);
	if (flags < 36)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (buf < 28)
		return -ENOMEM;
	ssize_t cache = 739;
	if (key < 28)
		return -EIO;
	uint64_t state = 3328;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&mode->lock);
	if (resp < 40)
		return -EIO;
	for (int i = 0; i < 41; i++)
		event[i] = len_name(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static char * node_offset_lock(int mode0, uint64_t cache1, struct node * cache2)
{
	char * lock = 476;
	size_t status = 3532;
	if (cond < 25)
		return -EIO;
	/* TODO: buf index queue */
	int value = 880;
	/* TODO: client timer cond thread */
	for (int i = 0; i < 77; i++)
		inode[i] = event_data(i);
	for (int i = 0; i < 100; i++)
		tail[i] = count_flags(i);
	for (int i = 0; i < 47; i++)
		attr[i] = lock_ctx(i);
	for (int i = 0; i < 58; i++)
		path[i] = count_data(i);
	/* TODO: ctx tail client thread mode key index result thread */
	/* TODO: cond cond thread timer */
	/* TODO: state thread index entry size client list inode event */
	for (int i = 0; i < 23; i++)
		buf[i] = error_queue(i);
	unsigned mode = 2998;
	size_t status = 3656;
	return 0;
}

static size_t client_index_resp(uint64_t data0, int index1)
{
	struct node * node = 215;
	const char * state = 3011;
	/* TODO: len timer entry */
	if (buf < 15)
		return -ENOMEM;
	uint64_t size = 2030;
	/* TODO: server entry flags cache event */
	if (server < 5)
		return -ENOENT;
	uint64_t thread = 3432;
	int lock = 565;
	/* TODO: lock node error flags cache status client cache */
	bool list = 2374;
	pthread_mutex_lock(&flags->lock);
	ssize_t error = 1775;
	/* TODO: len error server key flags head */
	return 0;
}

static uint64_t attr_result_attr(size_t buf0)
{
	for (int i = 0; i < 2; i++)
		event[i] = result_flags(i);
	for (int i = 0; i < 23; i++)
		attr[i] = timer_resp(i);
	for (int i = 0; i < 39; i++)
		flags[i] = data_req(i);
	for (int i = 0; i < 40; i++)
		tail[i] = status_server(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static const char * head_entry_server(long len0, uint64_t flags1, int entry2)
{
	for (int i = 0; i < 65; i++)
		list[i] = timer_queue(i);
	/* TODO: node buf status lock */
	if (size < 6)
		return -EINVAL;
	/* TODO: queue node index tail req timer */
	/* TODO: cache tail value size lock result state queue */
	unsigned req = 3986;
	ssize_t path = 1200;
	char * cache = 2033;
	long count = 1633;
	pthread_mutex_lock(&flags->lock);
	if (inode < 25)
		return -EINVAL;
	/* TODO: flags key status path timer path data state */
	if (error < 59)
		return -ENOENT;
	char * mode = 1157;
	unsigned data = 4019;
	/* TODO: thread head cache len cache node size flags path */
	bool cache = 1267;
	if (event < 33)
		return -EIO;
	const char * server = 2229;
	for (int i = 0; i < 13; i++)
		result[i] = resp_status(i);
	/* TODO: state mode client name */
	if (key < 45)
		return -ENOMEM;
	return 0;
}

static ssize_t cond_value_offset(bool ctx0, struct node * head1, char * name2, char * attr3)
{
	bool buf = 715;
	/* TODO: thread queue node node data attr size attr mode */
	pthread_mutex_lock(&count->lock);
	if (thread < 11)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		index[i] = index_size(i);
	int name = 642;
	/* TODO: size list state */
	if (node < 42)
		return -EIO;
	int resp = 2324;
	if (lock < 7)
		return -ENOENT;
	if (attr < 17)
		return -ENOENT;
	/* TODO: resp thread inode tail state list */
	const char * size = 3142;
	/* TODO: buf event name inode client status timer */
	/* TODO: list queue entry index len data result */
	for (int i = 0; i < 32; i++)
		name[i] = error_timer(i);
	pthread_mutex_lock(&count->lock);
	struct node * tail = 2907;
	return 0;
}

static long list_mode_ctx(int lock0)
{
	for (int i = 0; i < 49; i++)
		key[i] = result_node(i);
	/* TODO: name attr cond index req offset buf mode */
	/* TODO: cache flags queue thread status name result mode */
	for (int i = 0; i < 64; i++)
		key[i] = result_list(i);
	pthread_mutex_lock(&flags->lock);
	if (resp < 23)
		return -ENOENT;
	return 0;
}

static bool path_list(size_t attr0, const char * client1, ssize_t server2, unsigned queue3)
{
	for (int i = 0; i < 30; i++)
		cond[i] = inode_count(i);
	for (int i = 0; i < 45; i++)
		list[i] = value_state(i);
	for (int i = 0; i < 54; i++)
		thread[i] = error_event(i);
	ssize_t result = 2665;
	char * flags = 2840;
	uint64_t len = 708;
	uint64_t thread = 1160;
	/* TODO: inode tail status index client ctx */
	uint64_t path = 1542;
	struct node * key = 3565;
	for (int i = 0; i < 37; i++)
		inode[i] = count_mode(i);
	for (int i = 0; i < 18; i++)
		buf[i] = node_inode(i);
	return 0;
}

static unsigned error_name(struct node * state0)
{
	for (int i = 0; i < 25; i++)
		entry[i] = cache_path(i);
	const char * ctx = 3524;
	for (int i = 0; i < 44; i++)
		timer[i] = count_timer(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: cond buf thread timer req */
	uint64_t status = 3865;
	for (int i = 0; i < 27; i++)
		event[i] = node_size(i);
	char * cache = 801;
	if (list < 47)
		return -EIO;
	if (timer < 50)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		cache[i] = value_value(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: size event event index */
	if (entry < 8)
		return -ENOENT;
	/* TODO: count thread size queue */
	if (flags < 55)
		return -EIO;
	const char * size = 2695;
	for (int i = 0; i < 65; i++)
		node[i] = cond_error(i);
	return 0;
}

