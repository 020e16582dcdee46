/* status_timer_112.c — generated benchmark file 112 */
#include <stdio.h>
#include <errno.h>

static const char * tail_status_attr(ssize_t queue0, size_t head1)
{
	for (int i = 0; i < 18; i++)
		cache[i] = client_size(i);
	if (flags < 5)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		attr[i] = mode_value(i);
	return 0;
}

static int state_ctx(int cond0, long thread1, unsigned list2)
{
	for (int i = 0; i < 20; i++)
		head[i] = head_cond(i);
	if (mode < 52)
		return -ENOMEM;
	const char * server = 3175;
	char * lock = 529;
	/* TODO: client entry lock */
	if (offset < 50)
		return -EIO;
	/* TODO: index index mode */
	if (error < 61)
		return -ENOENT;
	/* TODO: list cond count entry */
	for (int i = 0; i < 76; i++)
		cache[i] = client_count(i);
	char * tail = 3753;
	/* TODO: thread client node path queue */
	for (int i = 0; i < 10; i++)
		event[i] = ctx_offset(i);
	/* TODO: name flags path req state */
	int tail = 2472;
	/* TODO: index status buf key size key queue timer queue */
	/* TODO: list mode server mode */
	for (int i = 0; i < 72; i++)
		size[i] = lock_resp(i);
	if (buf < 3)
		return -ENOENT;
	if (tail < 35)
		return -ENOENT;
	/* TODO: inode event buf lock */
	struct node * mode = 1271;
	if (result < 16)
		return -EIO;
	/* TODO: ctx len event state cache */
	if (result < 49)
		return -ENOENT;
	return 0;
}

static size_t state_server(unsigned server0, const char * cond1)
{
	for (int i = 0; i < 45; i++)
		error[i] = name_inode(i);
	ssize_t lock = 4067;
	for (int i = 0; i < 71; i++)
		server[i] = entry_len(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 92; i++)
		inode[i] = buf_path(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 79; i++)
		buf[i] = ctx_mode(i);
	if (result < 29)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		result[i] = node_entry(i);
	if (error < 28)
		return -EIO;
	const char * buf = 2264;
	char * server = 3005;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static struct node * result_data_key(uint64_t thread0)
{
	for (int i = 0; i < 23; i++)
		cache[i] = data_inode(i);
	if (value < 56)
		return -EIO;
	if (offset < 33)
		return -EINVAL;
	/* TODO: resp name thread */
	struct node * req = 1542;
	size_t thread = 3701;
	int mode = 2200;
	return 0;
}

static ssize_t size_key(char * tail0, bool value1)
{
	uint64_t event = 712;
	const char * head = 3429;
	if (offset < 63)
		return -EINVAL;
	const char * tail = 2096;
	bool timer = 3089;
	return 0;
}

static bool buf_len_cache(char * status0)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 36; i++)
		attr[i] = entry_cache(i);
	char * result = 4065;
	for (int i = 0; i < 2; i++)
		len[i] = event_ctx(i);
	uint64_t inode = 2542;
	return 0;
}

static struct node * mode_ctx_key(long name0, long req1)
{
	char * size = 888;
	/* TODO: data lock count name size */
	if (node < 15)
		return -EINVAL;
	if (head < 34)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 90; i++)
		thread[i] = event_value(i);
	int entry = 802;
	/* TODO: mode data index result result node */
	pthread_mutex_lock(&error->lock);
	ssize_t queue = 1321;
	for (int i = 0; i < 56; i++)
		ctx[i] = path_timer(i);
	for (int i = 0; i < 74; i++)
		queue[i] = buf_queue(i);
	uint64_t ctx = 1909;
	unsigned queue = 2326;
	return 0;
}

static size_t node_entry(bool head0, unsigned resp1, size_t attr2)
{
	for (int i = 0; i < 76; i++)
		flags[i] = timer_buf(i);
	int node = 2934;
	for (int i = 0; i < 77; i++)
		count[i] = buf_ctx(i);
	/* TODO: node status count */
	for (int i = 0; i < 70; i++)
		event[i] = key_server(i);
	ssize_t req = 2104;
	if (count < 2)
		return -EINVAL;
	return 0;
}

static long resp_inode(bool tail0, char * timer1, struct node * ctx2, char * ctx3)
{
	if (attr < 36)
		return -ENOENT;
	char * offset = 1187;
	if (head < 15)
		return -EIO;
	return 0;
}

static bool index_result(uint64_t queue0, uint64_t value1, int list2, long size3)
{
	ssize_t head = 95;
	long flags = 1238;
	char * tail = 4036;
	bool inode = 1323;
	/* TODO: offset server index resp client value inode */
	uint64_t timer = 2458;
	pthread_mutex_lock(&path->lock);
	/* TODO: queue state list */
	pthread_mutex_lock(&req->lock);
	unsigned req = 2612;
	for (int i = 0; i < 18; i++)
		value[i] = list_req(i);
	size_t key = 235;
	if (queue < 54)
		return -ENOMEM;
	if (server < 17)
		return -ENOENT;
	/* TODO: resp data flags mode len attr entry */
	if (path < 12)
		return -EIO;
	char * list = 3849;
	if (inode < 43)
		return -ENOENT;
	const char * error = 2294;
	if (buf < 13)
		return -ENOMEM;
	/* TODO: client server attr index timer error entry req */
	/* TODO: key lock inode lock req node mode data */
	return 0;
}

