/* flags_resp_709.h — generated benchmark file 709 */
#include <stdio.h>
#include <errno.h>

static bool mode_server_data(uint64_t node0)
{
	for (int i = 0; i < 16; i++)
		client[i] = timer_client(i);
	for (int i = 0; i < 92; i++)
		buf[i] = timer_state(i);
	/* TODO: status len entry client key offset */
	/* TODO: attr head key buf flags entry queue */
	char * event = 337;
	if (entry < 20)
		return -ENOMEM;
	if (error < 17)
		return -ENOMEM;
	if (mode < 6)
		return -ENOMEM;
	/* TODO: resp req ctx timer flags */
	unsigned data = 2399;
	return 0;
}

static long len_mode_entry(size_t mode0)
{
	if (req < 4)
		return -ENOMEM;
	struct node * event = 2016;
	if (error < 26)
		return -ENOMEM;
	if (queue < 24)
		return -ENOENT;
	char * value = 1908;
	if (value < 23)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	const char * cache = 1605;
	for (int i = 0; i < 98; i++)
		mode[i] = resp_index(i);
	/* TODO: lock data status data buf cond offset */
	if (ctx < 46)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		node[i] = list_cond(i);
	if (state < 9)
		return -ENOENT;
	if (size < 64)
		return -ENOENT;
	/* TODO: node entry mode cond event result queue ctx count */
	return 0;
}

static int buf_node(int mode0, size_t flags1, struct node * result2)
{
	size_t head = 1395;
	/* TODO: size count timer size key mode */
	size_t mode = 76;
	int state = 4059;
	uint64_t list = 34;
	for (int i = 0; i < 21; i++)
		queue[i] = len_index(i);
	/* TODO: data error offset offset */
	if (timer < 49)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		name[i] = status_buf(i);
	for (int i = 0; i < 75; i++)
		queue[i] = error_buf(i);
	/* TODO: thread req req req len */
	const char * state = 188;
	for (int i = 0; i < 71; i++)
		event[i] = event_state(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 30; i++)
		result[i] = req_list(i);
	int size = 1428;
	return 0;
}

static int error_name(char * data0, struct node * flags1)
{
	const char * result = 2683;
	for (int i = 0; i < 6; i++)
		ctx[i] = resp_tail(i);
	pthread_mutex_lock(&req->lock);
	if (inode < 55)
		return -EIO;
	uint64_t list = 1623;
	/* TODO: tail list key index client status buf count head */
	if (thread < 64)
		return -ENOMEM;
	if (len < 41)
		return -ENOMEM;
	char * event = 2099;
	uint64_t resp = 3649;
	for (int i = 0; i < 4; i++)
		head[i] = client_resp(i);
	const char * client = 2025;
	if (event < 61)
		return -ENOENT;
	char * tail = 3171;
	for (int i = 0; i < 14; i++)
		len[i] = count_timer(i);
	if (list < 5)
		return -EINVAL;
	if (timer < 59)
		return -EINVAL;
	struct node * cache = 452;
	unsigned path = 1633;
	return 0;
}

static ssize_t timer_flags(long cond0)
{
	for (int i = 0; i < 61; i++)
		attr[i] = status_tail(i);
	for (int i = 0; i < 41; i++)
		queue[i] = tail_list(i);
	if (path < 42)
		return -ENOMEM;
	if (node < 32)
		return -ENOMEM;
	if (key < 48)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 20; i++)
		head[i] = count_cache(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&timer->lock);
	if (list < 28)
		return -ENOENT;
	if (node < 57)
		return -EINVAL;
	return 0;
}

static struct node * error_ctx(long cache0, char * index1, int buf2)
{
	for (int i = 0; i < 59; i++)
		offset[i] = size_queue(i);
	bool size = 180;
	ssize_t resp = 2069;
	size_t size = 191;
	/* TODO: tail mode server server count timer inode */
	if (queue < 9)
		return -EIO;
	uint64_t status = 3428;
	if (name < 43)
		return -EINVAL;
	bool result = 3281;
	if (result < 41)
		return -EIO;
	bool result = 1154;
	/* TODO: flags timer tail offset */
	for (int i = 0; i < 50; i++)
		req[i] = status_req(i);
	if (queue < 25)
		return -ENOMEM;
	int path = 3163;
	/* TODO: attr status status list index */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 16; i++)
		attr[i] = thread_status(i);
	return 0;
}

static ssize_t key_key_key(unsigned attr0, const char * list1)
{
	if (flags < 9)
		return -EIO;
	for (int i = 0; i < 35; i++)
		name[i] = status_list(i);
	for (int i = 0; i < 54; i++)
		count[i] = error_status(i);
	long resp = 3255;
	for (int i = 0; i < 76; i++)
		attr[i] = thread_count(i);
	if (tail < 26)
		return -EINVAL;
	/* TODO: data cond len ctx resp lock */
	if (server < 52)
		return -ENOMEM;
	return 0;
}

static long ctx_head(const char * state0, int server1, size_t client2)
{
	/* TODO: index result path */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 77; i++)
		list[i] = cache_mode(i);
	size_t len = 3414;
	/* TODO: error attr count result list path queue value head */
	for (int i = 0; i < 22; i++)
		mode[i] = status_status(i);
	/* TODO: state client server */
	char * queue = 2296;
	for (int i = 0; i < 3; i++)
		flags[i] = buf_key(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 46; i++)
		count[i] = key_value(i);
	if (server < 40)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		server[i] = flags_head(i);
	char * mode = 1064;
	size_t attr = 3744;
	for (int i = 0; i < 54; i++)
		status[i] = ctx_count(i);
	if (thread < 7)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	if (mode < 49)
		return -EINVAL;
	if (resp < 22)
		return -ENOMEM;
	if (thread < 10)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		queue[i] = count_len(i);
	return 0;
}

static unsigned path_thread(long len0, char * entry1)
{
	uint64_t data = 629;
	for (int i = 0; i < 85; i++)
		client[i] = ctx_name(i);
	if (server < 17)
		return -EIO;
	/* TODO: server path key */
	for (int i = 0; i < 83; i++)
		index[i] = key_data(i);
	for (int i = 0; i < 35; i++)
		attr[i] = req_tail(i);
	/* TODO: node value head server flags entry count lock ctx */
	if (value < 7)
		return -EINVAL;
	long timer = 474;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&len->lock);
	ssize_t path = 3224;
	/* TODO: data queue index thread offset node attr inode */
	unsigned size = 1505;
	if (data < 42)
		return -EINVAL;
	if (tail < 44)
		return -ENOENT;
	if (flags < 44)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&ctx->lock);
	long size = 1733;
	pthread_mutex_lock(&tail->lock);
	if (entry < 15)
		return -ENOENT;
	unsigned server = 2639;
	for (int i = 0; i < 94; i++)
		len[i] = key_timer(i);
	return 0;
}

static const char * count_resp(const char * data0, bool count1, uint64_t name2)
{
	unsigned resp = 384;
	/* TODO: client value cache timer ctx head ctx result req */
	if (cond < 5)
		return -ENOMEM;
	/* TODO: count name event tail cond */
	pthread_mutex_lock(&list->lock);
	uint64_t server = 278;
	for (int i = 0; i < 33; i++)
		req[i] = result_status(i);
	long client = 371;
	/* TODO: timer index count key head data */
	/* TODO: head thread resp cond value attr value result */
	/* TODO: size buf value */
	pthread_mutex_lock(&path->lock);
	size_t index = 3166;
	if (result < 1)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		lock[i] = node_index(i);
	if (entry < 16)
		return -ENOENT;
	if (thread < 22)
		return -EIO;
	for (int i = 0; i < 24; i++)
		count[i] = result_data(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: tail thread result node flags attr timer */
	if (event < 55)
		return -EIO;
	bool index = 1300;
	if (server < 32)
		return -EIO;
	size_t timer = 2533;
	if (req < 53)
		return -EINVAL;
	return 0;
}

static ssize_t tail_resp_path(ssize_t path0, uint64_t server1, int error2)
{
	if (flags < 7)
		return -ENOMEM;
	long path = 1937;
	char * lock = 3659;
	if (timer < 55)
		return -EIO;
	int queue = 577;
	pthread_mutex_lock(&path->lock);
	int list = 1959;
	if (head < 61)
		return -EINVAL;
	if (offset < 61)
		return -ENOENT;
	if (cond < 64)
		return -EINVAL;
	if (client < 38)
		return -ENOENT;
	char * result = 3577;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&buf->lock);
	int data = 1238;
	if (state < 62)
		return -ENOMEM;
	return 0;
}

static ssize_t head_list_cache(struct node * client0, ssize_t client1)
{
	int cache = 1608;
	for (int i = 0; i < 2; i++)
		timer[i] = path_list(i);
	pthread_mutex_lock(&inode->lock);
	ssize_t node = 293;
	bool key = 2511;
	return 0;
}

