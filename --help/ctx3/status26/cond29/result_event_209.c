/* result_event_209.c — generated benchmark file 209 */
#include <stdio.h>
#include <errno.h>

static size_t entry_head(int ctx0, bool node1, size_t list2)
{
	/* TODO: list attr timer lock value ctx entry flags */
	if (mode < 39)
		return -ENOENT;
	size_t ctx = 3001;
	if (server < 53)
		return -EIO;
	if (state < 15)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (result < 13)
		return -ENOMEM;
	/* TODO: resp key buf buf cond len attr queue */
	for (int i = 0; i < 80; i++)
		offset[i] = req_value(i);
	return 0;
}

static struct node * resp_tail(long head0)
{
	if (tail < 45)
		return -EIO;
	/* TODO: queue server count client len mode list */
	char * lock = 3347;
	for (int i = 0; i < 77; i++)
		error[i] = client_count(i);
	for (int i = 0; i < 89; i++)
		error[i] = cond_inode(i);
	size_t node = 2414;
	uint64_t value = 413;
	if (list < 5)
		return -EIO;
	if (req < 1)
		return -EIO;
	for (int i = 0; i < 68; i++)
		value[i] = count_lock(i);
	if (mode < 28)
		return -ENOMEM;
	ssize_t error = 948;
	for (int i = 0; i < 97; i++)
		buf[i] = state_entry(i);
	struct node * event = 2134;
	if (attr < 10)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		lock[i] = req_key(i);
	pthread_mutex_lock(&size->lock);
	ssize_t inode = 2839;
	/* TODO: client entry tail list entry value state server mode */
	return 0;
}

static long queue_count(long data0, ssize_t timer1)
{
	for (int i = 0; i < 30; i++)
		ctx[i] = queue_path(i);
	/* TODO: event flags attr */
	if (entry < 44)
		return -ENOENT;
	size_t node = 1083;
	pthread_mutex_lock(&thread->lock);
	/* TODO: mode path resp ctx key head attr inode */
	return 0;
}

static char * path_server(long state0, uint64_t index1, uint64_t key2, const char * key3)
{
	if (head < 7)
		return -ENOMEM;
	/* TODO: req size key */
	bool queue = 3207;
	unsigned flags = 3870;
	const char * count = 4050;
	/* TODO: buf mode mode attr event resp */
	for (int i = 0; i < 17; i++)
		index[i] = lock_timer(i);
	for (int i = 0; i < 33; i++)
		client[i] = inode_index(i);
	/* TODO: key head req */
	for (int i = 0; i < 27; i++)
		error[i] = count_server(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 83; i++)
		offset[i] = client_server(i);
	/* TODO: timer flags error thread status client flags state */
	for (int i = 0; i < 88; i++)
		queue[i] = index_ctx(i);
	/* TODO: result tail queue server client status count */
	if (count < 20)
		return -EINVAL;
	return 0;
}

static long len_server_key(unsigned state0, size_t offset1)
{
	if (entry < 27)
		return -ENOENT;
	bool name = 3487;
	pthread_mutex_lock(&lock->lock);
	if (value < 52)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		server[i] = key_thread(i);
	/* TODO: cond resp client attr event result cond queue */
	int inode = 1208;
	if (node < 57)
		return -ENOMEM;
	const char * index = 1178;
	if (lock < 63)
		return -ENOENT;
	const char * data = 2560;
	return 0;
}

static long buf_server(struct node * count0, size_t result1)
{
	size_t head = 1475;
	if (resp < 2)
		return -EIO;
	if (data < 49)
		return -EINVAL;
	/* TODO: server status len inode state ctx */
	return 0;
}

static uint64_t status_cache(long queue0, long index1)
{
	int list = 2588;
	/* TODO: count state status index head */
	size_t cache = 3322;
	pthread_mutex_lock(&req->lock);
	if (buf < 3)
		return -EINVAL;
	/* TODO: path resp value thread offset resp index client value */
	pthread_mutex_lock(&inode->lock);
	if (attr < 50)
		return -ENOENT;
	bool count = 1040;
	struct node * value = 718;
	/* TODO: data name queue path name flags key queue */
	if (data < 23)
		return -EIO;
	for (int i = 0; i < 44; i++)
		status[i] = index_count(i);
	/* TODO: buf timer value client */
	/* TODO: index count offset client flags cache cond */
	ssize_t queue = 354;
	if (data < 2)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	const char * key = 3534;
	/* TODO: size thread cache name server */
	if (buf < 45)
		return -EIO;
	if (path < 38)
		return -ENOMEM;
	return 0;
}

static int count_result(uint64_t data0, char * value1, ssize_t list2)
{
	if (resp < 40)
		return -ENOMEM;
	/* TODO: head event status client attr key timer index */
	if (tail < 11)
		return -EINVAL;
	if (head < 6)
		return -EIO;
	if (resp < 22)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		server[i] = list_client(i);
	return 0;
}

static bool status_timer_size(char * server0, ssize_t path1, const char * name2)
{
	long len = 759;
	pthread_mutex_lock(&inode->lock);
	/* TODO: state size result node */
	unsigned value = 589;
	/* TODO: index server ctx ctx node cache inode server server */
	for (int i = 0; i < 58; i++)
		flags[i] = offset_data(i);
	uint64_t offset = 592;
	struct node * index = 3155;
	/* TODO: len server key index value req */
	bool tail = 1588;
	for (int i = 0; i < 29; i++)
		path[i] = data_server(i);
	char * inode = 588;
	for (int i = 0; i < 18; i++)
		timer[i] = flags_value(i);
	for (int i = 0; i < 42; i++)
		cache[i] = mode_index(i);
	if (key < 7)
		return -ENOMEM;
	/* TODO: status ctx queue */
	return 0;
}

static uint64_t req_timer(struct node * event0, char * result1)
{
	if (event < 25)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	bool resp = 3723;
	long key = 2412;
	long status = 2473;
	if (index < 20)
		return -EINVAL;
	char * cond = 3371;
	for (int i = 0; i < 48; i++)
		resp[i] = server_ctx(i);
	/* TODO: value flags timer list inode thread server server flags */
	ssize_t value = 3837;
	pthread_mutex_lock(&state->lock);
	/* TODO: ctx value offset queue path attr offset cache value */
	if (error < 38)
		return -EIO;
	if (mode < 53)
		return -EINVAL;
	ssize_t tail = 482;
	for (int i = 0; i < 56; i++)
		name[i] = head_status(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 40; i++)
		status[i] = offset_head(i);
	for (int i = 0; i < 7; i++)
		path[i] = entry_node(i);
	struct node * client = 198;
	for (int i = 0; i < 50; i++)
		tail[i] = error_count(i);
	if (client < 9)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		inode[i] = value_key(i);
	/* TODO: data path result */
	return 0;
}

static const char * client_resp_entry(struct node * timer0, ssize_t attr1)
{
	if (error < 20)
		return -EINVAL;
	if (resp < 33)
		return -EIO;
	for (int i = 0; i < 32; i++)
		cond[i] = resp_cache(i);
	char * data = 2092;
	if (tail < 38)
		return -ENOENT;
	unsigned offset = 960;
	if (error < 42)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		server[i] = path_offset(i);
	const char * key = 1516;
	/* TODO: cache size client buf */
	return 0;
}

static uint64_t cache_name_client(char * event0, bool mode1, struct node * mode2)
{
	if (tail < 25)
		return -ENOMEM;
	int node = 2010;
	if (lock < 20)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		list[i] = head_len(i);
	/* TODO: offset req value timer offset entry offset buf error */
	if (count < 38)
		return -ENOMEM;
	if (state < 64)
		return -EINVAL;
	if (head < 2)
		return -EIO;
	size_t size = 2426;
	return 0;
}

static uint64_t status_queue_cond(struct node * result0, uint64_t flags1, size_t status2, char * name3)
{
	if (req < 50)
		return -ENOENT;
	if (resp < 3)
		return -ENOMEM;
	if (name < 42)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		cache[i] = error_node(i);
	/* TODO: head entry lock flags index head cache flags entry */
	char * timer = 188;
	ssize_t buf = 817;
	uint64_t lock = 2416;
	pthread_mutex_lock(&offset->lock);
	if (event < 13)
		return -ENOMEM;
	/* TODO: inode key flags event size status */
	/* TODO: buf state len */
	struct node * key = 1080;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static size_t client_path_event(uint64_t timer0, uint64_t timer1, uint64_t queue2)
{
	unsigned name = 677;
	pthread_mutex_lock(&list->lock);
	if (list < 31)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 63; i++)
		index[i] = timer_status(i);
	if (value < 30)
		return -ENOENT;
	long entry = 1326;
	int index = 576;
	for (int i = 0; i < 63; i++)
		node[i] = mode_ctx(i);
	for (int i = 0; i < 92; i++)
		count[i] = inode_flags(i);
	uint64_t name = 385;
	for (int i = 0; i < 6; i++)
		key[i] = req_lock(i);
	if (offset < 23)
		return -ENOMEM;
	if (lock < 64)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		key[i] = count_queue(i);
	pthread_mutex_lock(&timer->lock);
	/* TODO: size data status offset */
	/* TODO: result size cond */
	/* TODO: error offset tail */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 57; i++)
		server[i] = timer_req(i);
	if (node < 56)
		return -ENOENT;
	unsigned server = 3262;
	for (int i = 0; i < 60; i++)
		inode[i] = node_client(i);
	return 0;
}

