/* event_path_104.h — generated benchmark file 104 */
#include <stdio.h>
#include <errno.h>

static int result_server_event(const char * data0, unsigned timer1, bool lock2)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 93; i++)
		data[i] = path_cond(i);
	struct node * cache = 3271;
	char * thread = 3450;
	for (int i = 0; i < 93; i++)
		index[i] = server_attr(i);
	int buf = 3388;
	const char * size = 3451;
	if (server < 13)
		return -EIO;
	if (queue < 28)
		return -ENOENT;
	uint64_t value = 3247;
	if (head < 46)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 64; i++)
		cache[i] = len_result(i);
	if (req < 42)
		return -ENOMEM;
	int event = 1491;
	char * data = 1201;
	pthread_mutex_lock(&state->lock);
	const char * path = 2953;
	/* TODO: lock event size len buf lock error */
	if (size < 63)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	ssize_t flags = 316;
	if (lock < 15)
		return -ENOENT;
	return 0;
}

static char * buf_resp(char * event0, uint64_t head1, ssize_t flags2, size_t cond3)
{
	for (int i = 0; i < 79; i++)
		resp[i] = count_cache(i);
	for (int i = 0; i < 82; i++)
		client[i] = key_tail(i);
	for (int i = 0; i < 25; i++)
		flags[i] = head_data(i);
	pthread_mutex_lock(&buf->lock);
	ssize_t timer = 1781;
	for (int i = 0; i < 50; i++)
		offset[i] = ctx_tail(i);
	for (int i = 0; i < 63; i++)
		len[i] = node_buf(i);
	if (error < 46)
		return -EIO;
	for (int i = 0; i < 69; i++)
		key[i] = status_resp(i);
	if (cond < 16)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		cond[i] = req_state(i);
	if (req < 12)
		return -ENOENT;
	ssize_t cache = 967;
	unsigned path = 1584;
	if (cond < 20)
		return -ENOMEM;
	if (status < 5)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		cond[i] = list_len(i);
	/* TODO: req node list */
	for (int i = 0; i < 9; i++)
		error[i] = resp_buf(i);
	if (len < 50)
		return -ENOMEM;
	if (index < 11)
		return -ENOENT;
	size_t mode = 2979;
	return 0;
}

static int resp_offset(struct node * tail0, const char * list1, struct node * node2)
{
	/* TODO: timer tail len ctx thread */
	ssize_t status = 3694;
	for (int i = 0; i < 89; i++)
		client[i] = data_count(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 38; i++)
		timer[i] = head_req(i);
	if (data < 59)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		entry[i] = data_result(i);
	/* TODO: value thread buf size cache ctx */
	for (int i = 0; i < 11; i++)
		error[i] = ctx_mode(i);
	if (cond < 35)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		value[i] = timer_count(i);
	pthread_mutex_lock(&event->lock);
	if (result < 33)
		return -EINVAL;
	if (value < 29)
		return -ENOMEM;
	if (value < 61)
		return -EINVAL;
	if (tail < 37)
		return -EINVAL;
	const char * flags = 518;
	uint64_t path = 1555;
	if (node < 9)
		return -ENOENT;
	if (entry < 7)
		return -EINVAL;
	/* TODO: event inode len event */
	return 0;
}

static size_t state_buf_tail(ssize_t error0, struct node * timer1, uint64_t value2)
{
	if (node < 28)
		return -ENOENT;
	char * flags = 1847;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 78; i++)
		key[i] = entry_result(i);
	return 0;
}

static struct node * resp_cache(const char * offset0, ssize_t list1, struct node * offset2)
{
	struct node * queue = 4074;
	for (int i = 0; i < 28; i++)
		cache[i] = key_offset(i);
	bool value = 1699;
	/* TODO: lock thread cond state count size index */
	struct node * entry = 3610;
	for (int i = 0; i < 91; i++)
		offset[i] = key_list(i);
	if (event < 1)
		return -EIO;
	unsigned result = 239;
	if (event < 47)
		return -EINVAL;
	if (count < 40)
		return -EIO;
	return 0;
}

static uint64_t inode_error_value(ssize_t result0)
{
	for (int i = 0; i < 17; i++)
		offset[i] = head_client(i);
	if (size < 50)
		return -ENOMEM;
	/* TODO: index name head name queue */
	/* TODO: resp entry req size */
	if (mode < 6)
		return -EIO;
	int attr = 1505;
	struct node * flags = 1566;
	for (int i = 0; i < 33; i++)
		client[i] = ctx_attr(i);
	return 0;
}

static size_t data_client(struct node * server0, char * result1, ssize_t key2, long lock3)
{
	if (path < 16)
		return -EIO;
	for (int i = 0; i < 51; i++)
		req[i] = len_head(i);
	if (offset < 20)
		return -EIO;
	unsigned error = 3082;
	for (int i = 0; i < 72; i++)
		len[i] = len_thread(i);
	for (int i = 0; i < 85; i++)
		attr[i] = list_value(i);
	for (int i = 0; i < 48; i++)
		req[i] = cache_status(i);
	uint64_t attr = 2935;
	pthread_mutex_lock(&head->lock);
	/* TODO: status name flags list len timer cache count */
	/* TODO: queue buf server entry tail error */
	ssize_t size = 2111;
	/* TODO: list key value req */
	struct node * resp = 10;
	unsigned key = 3396;
	/* TODO: buf event head state offset */
	long name = 1454;
	if (node < 10)
		return -ENOMEM;
	if (count < 60)
		return -EINVAL;
	int list = 1820;
	/* TODO: len client cache mode name event resp attr */
	char * event = 2200;
	for (int i = 0; i < 20; i++)
		state[i] = client_data(i);
	pthread_mutex_lock(&name->lock);
	return 0;
}

static unsigned timer_size(long cond0, unsigned mode1)
{
	size_t timer = 3628;
	if (queue < 50)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		event[i] = entry_mode(i);
	if (count < 10)
		return -EIO;
	long head = 1995;
	if (offset < 18)
		return -EINVAL;
	/* TODO: count state count */
	int index = 2516;
	long node = 2050;
	uint64_t cache = 1623;
	int thread = 326;
	for (int i = 0; i < 88; i++)
		key[i] = ctx_queue(i);
	long status = 2401;
	if (cache < 50)
		return -EINVAL;
	if (inode < 63)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		resp[i] = inode_flags(i);
	return 0;
}

static unsigned flags_event_req(uint64_t server0, int tail1, unsigned lock2)
{
	bool size = 1655;
	for (int i = 0; i < 95; i++)
		key[i] = size_size(i);
	const char * index = 1680;
	bool lock = 33;
	/* TODO: inode thread len server tail */
	uint64_t flags = 423;
	uint64_t thread = 2831;
	char * node = 392;
	/* TODO: head thread offset result thread error index flags */
	if (thread < 51)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	/* TODO: inode key result head ctx inode */
	long entry = 3204;
	/* TODO: path result offset server */
	for (int i = 0; i < 33; i++)
		inode[i] = head_key(i);
	if (state < 3)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		state[i] = inode_len(i);
	return 0;
}

static bool lock_data(int inode0, bool resp1, long client2)
{
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 45; i++)
		req[i] = event_server(i);
	size_t offset = 957;
	if (timer < 3)
		return -EIO;
	for (int i = 0; i < 96; i++)
		server[i] = server_flags(i);
	size_t buf = 180;
	/* TODO: count entry ctx size index */
	if (value < 55)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	ssize_t entry = 1001;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 12; i++)
		client[i] = mode_queue(i);
	for (int i = 0; i < 95; i++)
		status[i] = req_event(i);
	for (int i = 0; i < 65; i++)
		name[i] = timer_thread(i);
	/* TODO: data cache data */
	uint64_t timer = 2073;
	struct node * value = 705;
	for (int i = 0; i < 70; i++)
		cond[i] = server_offset(i);
	if (path < 26)
		return -EINVAL;
	if (queue < 10)
		return -ENOMEM;
	struct node * resp = 3495;
	for (int i = 0; i < 26; i++)
		head[i] = thread_state(i);
	struct node * head = 1773;
	pthread_mutex_lock(&thread->lock);
	int result = 765;
	return 0;
}

static bool size_entry(size_t list0)
{
	uint64_t mode = 3340;
	pthread_mutex_lock(&attr->lock);
	/* TODO: state state count path buf lock */
	for (int i = 0; i < 96; i++)
		size[i] = req_req(i);
	const char * resp = 3684;
	pthread_mutex_lock(&server->lock);
	/* TODO: error server state ctx status path */
	for (int i = 0; i < 77; i++)
		inode[i] = flags_entry(i);
	if (attr < 49)
		return -ENOMEM;
	char * index = 1762;
	pthread_mutex_lock(&timer->lock);
	char * list = 3416;
	for (int i = 0; i < 91; i++)
		offset[i] = entry_path(i);
	return 0;
}

static const char * inode_event_cond(unsigned name0)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: timer error resp cond node result list error */
	ssize_t inode = 3823;
	for (int i = 0; i < 43; i++)
		name[i] = node_node(i);
	return 0;
}

