/* thread_flags_92.c — generated benchmark file 92 */
#include <stdio.h>
#include <errno.h>

static int lock_index(char * cache0)
{
	/* TODO: index thread flags */
	if (result < 12)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	long key = 4016;
	char * count = 1808;
	for (int i = 0; i < 21; i++)
		inode[i] = inode_name(i);
	if (buf < 10)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		error[i] = req_timer(i);
	const char * attr = 4085;
	/* TODO: client inode head buf len */
	uint64_t buf = 3049;
	/* TODO: server lock node offset buf entry len */
	pthread_mutex_lock(&offset->lock);
	if (count < 35)
		return -ENOENT;
	if (offset < 7)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	long entry = 2435;
	if (head < 39)
		return -EIO;
	for (int i = 0; i < 37; i++)
		ctx[i] = timer_resp(i);
	char * name = 1973;
	pthread_mutex_lock(&path->lock);
	if (error < 47)
		return -EINVAL;
	size_t req = 1400;
	if (len < 21)
		return -ENOENT;
	if (status < 42)
		return -EIO;
	return 0;
}

static char * queue_key_len(int event0)
{
	if (list < 62)
		return -ENOMEM;
	uint64_t server = 3436;
	/* TODO: mode flags index error server mode */
	/* TODO: server resp event lock name head status name */
	long path = 2452;
	for (int i = 0; i < 93; i++)
		tail[i] = resp_thread(i);
	if (cache < 15)
		return -EIO;
	if (flags < 37)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 17; i++)
		size[i] = client_mode(i);
	const char * lock = 464;
	/* TODO: attr resp count buf head result queue server entry */
	pthread_mutex_lock(&size->lock);
	if (server < 4)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		client[i] = node_size(i);
	/* TODO: list tail list thread */
	/* TODO: event buf cond req req */
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static int client_name(unsigned result0, struct node * status1, char * offset2, int state3)
{
	if (timer < 26)
		return -EINVAL;
	if (data < 30)
		return -ENOENT;
	const char * client = 941;
	pthread_mutex_lock(&index->lock);
	/* TODO: name req node offset */
	bool tail = 967;
	struct node * tail = 3814;
	int status = 4044;
	for (int i = 0; i < 59; i++)
		timer[i] = len_queue(i);
	/* TODO: offset error name name len resp queue req tail */
	for (int i = 0; i < 39; i++)
		status[i] = offset_data(i);
	/* TODO: inode req req timer ctx queue cond buf size */
	for (int i = 0; i < 41; i++)
		value[i] = entry_node(i);
	if (index < 34)
		return -EIO;
	uint64_t offset = 2544;
	/* TODO: data resp count */
	if (len < 6)
		return -ENOENT;
	return 0;
}

static uint64_t server_cache(long attr0, bool resp1, struct node * entry2)
{
	for (int i = 0; i < 43; i++)
		inode[i] = lock_flags(i);
	char * len = 2505;
	for (int i = 0; i < 61; i++)
		offset[i] = req_data(i);
	if (head < 28)
		return -ENOMEM;
	const char * queue = 981;
	long data = 2644;
	bool list = 951;
	if (cache < 32)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		cond[i] = lock_cond(i);
	return 0;
}

static size_t index_tail_value(size_t index0)
{
	const char * error = 1362;
	if (value < 38)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		event[i] = resp_name(i);
	/* TODO: timer list name cond */
	if (state < 58)
		return -ENOMEM;
	if (state < 46)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		data[i] = len_len(i);
	pthread_mutex_lock(&resp->lock);
	struct node * size = 2562;
	unsigned value = 1036;
	ssize_t ctx = 2285;
	const char * resp = 503;
	for (int i = 0; i < 57; i++)
		offset[i] = attr_cond(i);
	ssize_t req = 2267;
	unsigned node = 834;
	if (value < 31)
		return -ENOMEM;
	/* TODO: name len value node attr result result len */
	return 0;
}

static const char * inode_buf(const char * mode0, size_t count1, int node2, unsigned queue3)
{
	if (thread < 51)
		return -ENOENT;
	char * count = 1757;
	for (int i = 0; i < 14; i++)
		queue[i] = inode_timer(i);
	if (value < 7)
		return -ENOENT;
	return 0;
}

static struct node * tail_offset(char * result0)
{
	if (timer < 36)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (attr < 45)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		len[i] = ctx_event(i);
	for (int i = 0; i < 100; i++)
		status[i] = lock_value(i);
	const char * error = 2346;
	/* TODO: index status path len tail mode entry */
	for (int i = 0; i < 90; i++)
		status[i] = mode_data(i);
	for (int i = 0; i < 79; i++)
		list[i] = len_key(i);
	for (int i = 0; i < 49; i++)
		event[i] = key_tail(i);
	if (state < 5)
		return -EINVAL;
	if (data < 12)
		return -EINVAL;
	const char * attr = 1141;
	for (int i = 0; i < 61; i++)
		inode[i] = offset_mode(i);
	if (value < 6)
		return -EINVAL;
	/* TODO: count cache data status */
	/* TODO: resp buf result */
	if (result < 39)
		return -ENOENT;
	/* TODO: server name buf attr thread cond event */
	return 0;
}

static long node_head(char * server0, bool timer1, uint64_t key2, size_t timer3)
{
	pthread_mutex_lock(&event->lock);
	/* TODO: data path queue head req req path */
	long head = 1950;
	unsigned resp = 4065;
	int cond = 1783;
	/* TODO: mode len client cond */
	char * lock = 3981;
	if (client < 48)
		return -ENOENT;
	/* TODO: entry node error name offset state count */
	pthread_mutex_lock(&result->lock);
	if (path < 48)
		return -ENOMEM;
	unsigned flags = 979;
	pthread_mutex_lock(&queue->lock);
	size_t offset = 2761;
	if (tail < 57)
		return -EIO;
	for (int i = 0; i < 35; i++)
		buf[i] = len_name(i);
	size_t queue = 1905;
	/* TODO: buf list mode head inode */
	ssize_t data = 2143;
	/* TODO: size queue result flags */
	if (resp < 56)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: lock server ctx value status state ctx value */
	uint64_t flags = 3013;
	if (path < 7)
		return -EIO;
	return 0;
}

static bool client_lock(unsigned status0)
{
	if (name < 3)
		return -EIO;
	/* TODO: lock mode entry data result name attr client */
	long resp = 3223;
	if (event < 42)
		return -EIO;
	/* TODO: thread state mode timer */
	for (int i = 0; i < 68; i++)
		status[i] = error_status(i);
	char * ctx = 2792;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 92; i++)
		req[i] = attr_server(i);
	return 0;
}

static long thread_cond(size_t index0, size_t index1)
{
	for (int i = 0; i < 91; i++)
		event[i] = lock_buf(i);
	for (int i = 0; i < 22; i++)
		event[i] = inode_thread(i);
	/* TODO: tail inode offset */
	char * inode = 3793;
	if (flags < 20)
		return -EINVAL;
	/* TODO: data timer resp */
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 35; i++)
		data[i] = resp_attr(i);
	char * state = 4051;
	long index = 1506;
	int tail = 2280;
	if (flags < 54)
		return -EINVAL;
	if (error < 47)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		head[i] = entry_client(i);
	char * key = 4075;
	return 0;
}

static uint64_t offset_result_attr(const char * index0)
{
	size_t offset = 1188;
	if (timer < 51)
		return -EINVAL;
	unsigned node = 267;
	int buf = 3786;
	size_t error = 3181;
	/* TODO: client client count entry status index inode */
	return 0;
}

static const char * cond_status(char * req0, uint64_t timer1, char * timer2, ssize_t offset3)
{
	/* TODO: index lock queue client timer */
	/* TODO: size state cache cache client path event */
	pthread_mutex_lock(&data->lock);
	if (offset < 29)
		return -EIO;
	/* TODO: result len entry server resp tail client data count */
	return 0;
}

static uint64_t error_event(size_t result0, long list1, size_t lock2, char * path3)
{
	/* TODO: server cond state len cache status mode */
	unsigned timer = 577;
	if (queue < 2)
		return -EINVAL;
	uint64_t cache = 3978;
	pthread_mutex_lock(&cache->lock);
	if (data < 6)
		return -EINVAL;
	if (list < 30)
		return -ENOENT;
	if (value < 55)
		return -EIO;
	if (state < 2)
		return -ENOENT;
	/* TODO: req key entry flags attr count queue inode list */
	/* TODO: status req size flags ctx ctx */
	if (queue < 34)
		return -EIO;
	/* TODO: status status thread error entry */
	const char * count = 2105;
	int result = 2638;
	pthread_mutex_lock(&ctx->lock);
	char * attr = 3067;
	if (len < 49)
		return -EIO;
	if (event < 38)
		return -ENOENT;
	return 0;
}

