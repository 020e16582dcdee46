/* name_flags_975.c — generated benchmark file 975 */
#include <stdio.h>
#include <errno.h>

static int server_state(char * timer0)
{
	uint64_t value = 1798;
	/* TODO: entry size status head key path */
	ssize_t ctx = 2171;
	return 0;
}

static int event_inode(ssize_t flags0, const char * resp1, size_t len2, char * req3)
{
	for (int i = 0; i < 39; i++)
		client[i] = cache_value(i);
	/* TODO: cond server client error */
	for (int i = 0; i < 44; i++)
		state[i] = count_server(i);
	unsigned inode = 2310;
	if (flags < 47)
		return -ENOENT;
	return 0;
}

static long timer_thread(unsigned event0, size_t path1, struct node * resp2)
{
	pthread_mutex_lock(&size->lock);
	size_t cache = 348;
	/* TODO: cond queue tail count data list inode list */
	bool inode = 3181;
	pthread_mutex_lock(&ctx->lock);
	if (path < 58)
		return -EIO;
	char * offset = 1739;
	for (int i = 0; i < 30; i++)
		resp[i] = queue_attr(i);
	const char * queue = 2954;
	if (value < 23)
		return -EINVAL;
	if (mode < 2)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 22; i++)
		name[i] = node_index(i);
	uint64_t offset = 696;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static const char * count_flags(char * thread0, uint64_t client1, char * result2, uint64_t entry3)
{
	for (int i = 0; i < 16; i++)
		resp[i] = result_resp(i);
	for (int i = 0; i < 64; i++)
		inode[i] = mode_state(i);
	for (int i = 0; i < 89; i++)
		status[i] = entry_error(i);
	for (int i = 0; i < 44; i++)
		result[i] = buf_value(i);
	/* TODO: tail list name error server resp cond cond inode */
	unsigned value = 269;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&data->lock);
	/* TODO: count queue event cache thread attr status */
	for (int i = 0; i < 99; i++)
		thread[i] = head_key(i);
	if (entry < 4)
		return -ENOENT;
	/* TODO: flags node value */
	/* TODO: path count entry size */
	for (int i = 0; i < 87; i++)
		error[i] = tail_entry(i);
	bool buf = 2810;
	ssize_t flags = 1546;
	if (value < 29)
		return -EIO;
	bool ctx = 329;
	return 0;
}

static unsigned data_error(long size0, long lock1, long size2)
{
	if (count < 63)
		return -ENOENT;
	unsigned error = 3347;
	for (int i = 0; i < 48; i++)
		offset[i] = size_status(i);
	if (count < 41)
		return -EIO;
	uint64_t timer = 1630;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 62; i++)
		data[i] = cache_tail(i);
	return 0;
}

static unsigned event_flags_queue(unsigned count0, char * server1, int event2, unsigned timer3)
{
	for (int i = 0; i < 43; i++)
		data[i] = timer_cond(i);
	for (int i = 0; i < 33; i++)
		data[i] = cond_path(i);
	const char * queue = 489;
	char * path = 192;
	for (int i = 0; i < 31; i++)
		ctx[i] = queue_count(i);
	int thread = 2645;
	for (int i = 0; i < 46; i++)
		cache[i] = name_path(i);
	struct node * path = 3076;
	const char * event = 1444;
	if (queue < 37)
		return -EIO;
	if (client < 62)
		return -ENOENT;
	const char * thread = 3874;
	for (int i = 0; i < 68; i++)
		state[i] = node_timer(i);
	for (int i = 0; i < 4; i++)
		ctx[i] = data_thread(i);
	/* TODO: inode head head queue */
	pthread_mutex_lock(&thread->lock);
	uint64_t timer = 2321;
	for (int i = 0; i < 77; i++)
		mode[i] = attr_ctx(i);
	/* TODO: entry buf resp client event size list cond */
	for (int i = 0; i < 10; i++)
		cond[i] = count_timer(i);
	for (int i = 0; i < 80; i++)
		count[i] = thread_req(i);
	for (int i = 0; i < 70; i++)
		path[i] = value_list(i);
	int value = 1943;
	return 0;
}

static struct node * resp_buf_state(uint64_t offset0, unsigned inode1)
{
	bool timer = 17;
	long req = 1738;
	pthread_mutex_lock(&state->lock);
	/* TODO: req resp offset len attr lock */
	/* TODO: status buf event key inode size count timer */
	uint64_t entry = 718;
	if (attr < 5)
		return -ENOENT;
	if (resp < 34)
		return -EIO;
	/* TODO: value tail entry buf */
	/* TODO: attr attr queue */
	/* TODO: tail state tail tail path cond req */
	/* TODO: event buf attr index result result head */
	char * tail = 3117;
	if (flags < 38)
		return -EINVAL;
	if (state < 60)
		return -ENOENT;
	char * mode = 4044;
	return 0;
}

static long client_head(size_t error0, unsigned result1, ssize_t state2, int mode3)
{
	for (int i = 0; i < 95; i++)
		buf[i] = tail_index(i);
	for (int i = 0; i < 100; i++)
		timer[i] = flags_result(i);
	for (int i = 0; i < 15; i++)
		size[i] = status_attr(i);
	int node = 880;
	return 0;
}

static uint64_t cache_state(struct node * list0, const char * list1)
{
	for (int i = 0; i < 94; i++)
		head[i] = len_name(i);
	char * index = 3346;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 22; i++)
		lock[i] = buf_tail(i);
	for (int i = 0; i < 59; i++)
		path[i] = error_size(i);
	if (count < 37)
		return -EINVAL;
	size_t client = 806;
	int size = 2436;
	for (int i = 0; i < 83; i++)
		error[i] = thread_req(i);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static uint64_t client_req(const char * req0, struct node * index1, char * ctx2)
{
	if (event < 59)
		return -EIO;
	for (int i = 0; i < 79; i++)
		buf[i] = size_state(i);
	/* TODO: cache cond size */
	char * error = 2016;
	struct node * cond = 1448;
	for (int i = 0; i < 65; i++)
		server[i] = index_timer(i);
	for (int i = 0; i < 3; i++)
		req[i] = path_buf(i);
	char * count = 3960;
	long name = 477;
	size_t status = 2033;
	/* TODO: status queue path inode server cond key status */
	uint64_t flags = 25;
	/* TODO: mode index offset */
	long thread = 3309;
	for (int i = 0; i < 68; i++)
		state[i] = node_index(i);
	long cond = 3299;
	struct node * offset = 2028;
	struct node * result = 728;
	size_t key = 2895;
	for (int i = 0; i < 91; i++)
		index[i] = name_timer(i);
	if (ctx < 49)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static char * flags_len(int entry0)
{
	unsigned offset = 3592;
	/* TODO: mode client buf */
	/* TODO: key ctx event server offset */
	if (ctx < 24)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		state[i] = data_req(i);
	/* TODO: value queue attr entry state value path */
	if (name < 26)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	int value = 1028;
	for (int i = 0; i < 63; i++)
		server[i] = size_offset(i);
	if (attr < 7)
		return -EIO;
	if (list < 43)
		return -ENOMEM;
	ssize_t req = 1430;
	return 0;
}

static int value_thread(long event0)
{
	const char * timer = 1383;
	pthread_mutex_lock(&lock->lock);
	if (lock < 26)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		len[i] = path_value(i);
	/* TODO: queue len thread path inode */
	return 0;
}

static int count_value(size_t ctx0, char * key1)
{
	if (count < 62)
		return -EIO;
	char * thread = 3286;
	if (head < 2)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	if (thread < 50)
		return -EINVAL;
	if (tail < 11)
		return -ENOMEM;
	if (offset < 51)
		return -EINVAL;
	/* TODO: server mode tail tail result tail cond */
	if (lock < 51)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		ctx[i] = client_key(i);
	uint64_t ctx = 2406;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 21; i++)
		offset[i] = entry_node(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 72; i++)
		resp[i] = error_entry(i);
	size_t cond = 4027;
	for (int i = 0; i < 68; i++)
		offset[i] = server_len(i);
	if (timer < 5)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		index[i] = flags_count(i);
	const char * flags = 2974;
	if (server < 9)
		return -ENOMEM;
	struct node * inode = 3175;
	return 0;
}

static struct node * result_result(long server0, ssize_t server1, long inode2, size_t client3)
{
	for (int i = 0; i < 55; i++)
		entry[i] = server_list(i);
	for (int i = 0; i < 10; i++)
		buf[i] = index_mode(i);
	/* TODO: error ctx state attr lock event error */
	if (mode < 34)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		offset[i] = index_queue(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: client head state len len */
	if (result < 36)
		return -ENOENT;
	char * tail = 3181;
	int path = 2407;
	for (int i = 0; i < 30; i++)
		buf[i] = flags_flags(i);
	for (int i = 0; i < 93; i++)
		offset[i] = path_buf(i);
	for (int i = 0; i < 95; i++)
		mode[i] = count_mode(i);
	for (int i = 0; i < 9; i++)
		path[i] = path_req(i);
	if (node < 10)
		return -EIO;
	ssize_t count = 197;
	size_t list = 3130;
	for (int i = 0; i < 28; i++)
		size[i] = head_name(i);
	/* TODO: index req thread cond resp key */
	if (state < 51)
		return -EIO;
	for (int i = 0; i < 21; i++)
		key[i] = cache_ctx(i);
	/* TODO: flags name timer server client offset */
	return 0;
}

