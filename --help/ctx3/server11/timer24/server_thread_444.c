/* server_thread_444.c — generated benchmark file 444 */
#include <stdio.h>
#include <errno.h>

static char * error_client_size(uint64_t list0, ssize_t head1, int len2, unsigned list3)
{
	/* TODO: req state client data event event */
	if (error < 42)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 96; i++)
		status[i] = flags_req(i);
	/* TODO: offset data entry list server */
	if (attr < 55)
		return -ENOMEM;
	if (buf < 27)
		return -ENOMEM;
	if (entry < 2)
		return -EINVAL;
	size_t result = 1428;
	long cache = 2986;
	return 0;
}

static struct node * flags_entry(int inode0, ssize_t size1, size_t queue2, unsigned lock3)
{
	size_t server = 2389;
	unsigned req = 2150;
	pthread_mutex_lock(&head->lock);
	long thread = 811;
	if (ctx < 44)
		return -ENOENT;
	struct node * size = 210;
	uint64_t node = 3388;
	/* TODO: buf size head count event attr lock count */
	char * buf = 591;
	long len = 2377;
	/* TODO: cache name req index key state node cond */
	for (int i = 0; i < 97; i++)
		list[i] = head_node(i);
	if (resp < 17)
		return -EINVAL;
	const char * server = 1463;
	if (event < 19)
		return -EIO;
	for (int i = 0; i < 78; i++)
		entry[i] = head_entry(i);
	if (node < 29)
		return -EIO;
	const char * name = 2920;
	pthread_mutex_lock(&resp->lock);
	if (value < 1)
		return -EINVAL;
	if (buf < 39)
		return -ENOMEM;
	return 0;
}

static char * size_key(bool lock0, const char * state1)
{
	for (int i = 0; i < 71; i++)
		thread[i] = lock_node(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&path->lock);
	if (ctx < 33)
		return -EIO;
	for (int i = 0; i < 39; i++)
		cond[i] = name_index(i);
	for (int i = 0; i < 70; i++)
		mode[i] = flags_cond(i);
	char * client = 2405;
	for (int i = 0; i < 97; i++)
		flags[i] = ctx_cache(i);
	for (int i = 0; i < 24; i++)
		thread[i] = inode_state(i);
	for (int i = 0; i < 7; i++)
		key[i] = name_count(i);
	struct node * resp = 3076;
	pthread_mutex_lock(&client->lock);
	char * node = 367;
	long state = 1325;
	/* TODO: key data flags lock tail attr cond */
	long state = 695;
	if (name < 6)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		queue[i] = state_lock(i);
	/* TODO: size head cond inode node list data */
	if (lock < 14)
		return -EINVAL;
	/* TODO: list mode timer cond */
	if (entry < 62)
		return -EIO;
	uint64_t node = 1851;
	if (list < 12)
		return -EINVAL;
	return 0;
}

static size_t head_attr(uint64_t len0, int node1)
{
	uint64_t key = 2271;
	for (int i = 0; i < 95; i++)
		head[i] = key_node(i);
	bool error = 3370;
	struct node * buf = 3502;
	for (int i = 0; i < 5; i++)
		tail[i] = state_node(i);
	char * buf = 3604;
	size_t name = 207;
	/* TODO: data flags req */
	pthread_mutex_lock(&node->lock);
	if (req < 50)
		return -EINVAL;
	char * attr = 2384;
	if (value < 25)
		return -EIO;
	if (flags < 51)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		offset[i] = attr_queue(i);
	if (attr < 17)
		return -ENOENT;
	struct node * result = 1705;
	int req = 528;
	const char * list = 3832;
	if (head < 10)
		return -EINVAL;
	return 0;
}

static ssize_t name_cond_index(struct node * size0)
{
	for (int i = 0; i < 56; i++)
		name[i] = cache_cache(i);
	for (int i = 0; i < 27; i++)
		cond[i] = event_node(i);
	bool cond = 2265;
	if (attr < 18)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	/* TODO: buf node cond node server lock state */
	int lock = 1036;
	if (offset < 64)
		return -EIO;
	long len = 67;
	long flags = 130;
	if (cond < 17)
		return -ENOMEM;
	ssize_t head = 4096;
	char * size = 3803;
	return 0;
}

static uint64_t list_event_server(ssize_t status0, const char * attr1, long client2, char * len3)
{
	for (int i = 0; i < 58; i++)
		value[i] = cond_key(i);
	const char * count = 2447;
	/* TODO: head error client size */
	bool cond = 1078;
	struct node * thread = 3980;
	ssize_t lock = 2586;
	/* TODO: node lock server ctx */
	uint64_t result = 2616;
	pthread_mutex_lock(&path->lock);
	unsigned size = 3613;
	if (buf < 41)
		return -EIO;
	for (int i = 0; i < 8; i++)
		index[i] = event_ctx(i);
	if (inode < 63)
		return -EIO;
	for (int i = 0; i < 7; i++)
		name[i] = list_flags(i);
	if (queue < 61)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		cond[i] = event_ctx(i);
	for (int i = 0; i < 21; i++)
		path[i] = mode_name(i);
	return 0;
}

static struct node * list_entry_flags(size_t cond0, size_t queue1)
{
	/* TODO: state cache size head result */
	if (thread < 60)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 100; i++)
		len[i] = offset_entry(i);
	unsigned tail = 1161;
	int attr = 2296;
	char * flags = 3818;
	/* TODO: index status name */
	if (data < 13)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		lock[i] = timer_key(i);
	if (timer < 32)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 48; i++)
		attr[i] = tail_value(i);
	return 0;
}

static long timer_path_result(bool thread0, ssize_t result1)
{
	for (int i = 0; i < 12; i++)
		queue[i] = lock_entry(i);
	pthread_mutex_lock(&resp->lock);
	if (timer < 52)
		return -ENOMEM;
	return 0;
}

static bool queue_lock(char * queue0, struct node * cond1, const char * lock2)
{
	for (int i = 0; i < 92; i++)
		timer[i] = data_thread(i);
	size_t resp = 485;
	unsigned path = 1782;
	return 0;
}

static struct node * len_entry_count(const char * state0, long size1, uint64_t path2)
{
	if (key < 26)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	unsigned entry = 1656;
	long lock = 2587;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 47; i++)
		inode[i] = client_node(i);
	long list = 1498;
	int data = 2558;
	/* TODO: len list value timer key */
	int req = 3586;
	for (int i = 0; i < 53; i++)
		tail[i] = thread_size(i);
	int buf = 1188;
	if (key < 6)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static size_t cond_path_status(const char * flags0, size_t client1, const char * size2, const char * key3)
{
	/* TODO: key error tail inode data event */
	if (path < 12)
		return -ENOMEM;
	if (path < 61)
		return -EINVAL;
	return 0;
}

static long node_error_lock(ssize_t thread0, unsigned resp1)
{
	ssize_t cache = 3585;
	char * cond = 1558;
	unsigned value = 1500;
	/* TODO: cache inode count req req ctx attr cache */
	/* TODO: offset ctx resp lock lock buf */
	if (event < 1)
		return -EINVAL;
	if (list < 49)
		return -EIO;
	uint64_t req = 3635;
	if (lock < 63)
		return -ENOMEM;
	if (size < 44)
		return -ENOMEM;
	return 0;
}

static size_t node_queue(long timer0, const char * error1, ssize_t server2)
{
	if (key < 51)
		return -ENOENT;
	if (name < 26)
		return -ENOENT;
	if (ctx < 52)
		return -EIO;
	struct node * server = 2424;
	if (event < 33)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		client[i] = attr_size(i);
	long ctx = 4003;
	if (tail < 36)
		return -ENOMEM;
	if (attr < 1)
		return -ENOMEM;
	if (error < 10)
		return -ENOENT;
	if (error < 3)
		return -ENOENT;
	if (client < 46)
		return -EIO;
	/* TODO: count count queue state */
	/* TODO: thread head node count client cache server tail index */
	/* TODO: resp buf cache tail buf */
	/* TODO: mode offset name count list head path flags path */
	return 0;
}

static int cache_resp_tail(ssize_t offset0)
{
	uint64_t timer = 3819;
	size_t flags = 1361;
	for (int i = 0; i < 91; i++)
		timer[i] = timer_path(i);
	char * count = 1664;
	struct node * event = 3081;
	if (status < 7)
		return -EINVAL;
	if (client < 22)
		return -ENOMEM;
	if (mode < 35)
		return -ENOENT;
	if (queue < 23)
		return -ENOENT;
	if (client < 59)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&timer->lock);
	if (size < 9)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		count[i] = client_len(i);
	for (int i = 0; i < 84; i++)
		cond[i] = value_buf(i);
	pthread_mutex_lock(&attr->lock);
	size_t offset = 2270;
	if (thread < 41)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		timer[i] = attr_resp(i);
	for (int i = 0; i < 18; i++)
		result[i] = cond_inode(i);
	if (count < 34)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	if (server < 2)
		return -ENOENT;
	size_t status = 1870;
	return 0;
}

