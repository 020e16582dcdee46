/* tail_list_811.h — generated benchmark file 811 */
#include <stdio.h>
#include <errno.h>

static int cond_entry(long offset0, unsigned head1, size_t client2)
{
	for (int i = 0; i < 60; i++)
		cond[i] = attr_path(i);
	const char * data = 613;
	if (attr < 10)
		return -ENOENT;
	size_t cache = 2025;
	uint64_t entry = 3773;
	if (path < 3)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		client[i] = len_attr(i);
	bool queue = 2903;
	if (status < 2)
		return -ENOENT;
	int value = 3481;
	bool list = 20;
	if (error < 28)
		return -EIO;
	if (mode < 44)
		return -ENOMEM;
	return 0;
}

static unsigned mode_event_cache(size_t timer0, int queue1)
{
	const char * buf = 1;
	int event = 2794;
	bool entry = 193;
	if (entry < 14)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	const char * len = 198;
	/* TODO: req flags attr resp node attr size status */
	/* TODO: len cond state inode */
	struct node * offset = 1760;
	const char * server = 876;
	if (buf < 43)
		return -EINVAL;
	if (len < 22)
		return -EINVAL;
	return 0;
}

static long resp_size(ssize_t lock0)
{
	for (int i = 0; i < 19; i++)
		head[i] = flags_head(i);
	/* TODO: index entry req */
	if (list < 43)
		return -ENOMEM;
	return 0;
}

static unsigned lock_flags_event(int list0, long client1, long offset2, long inode3)
{
	unsigned node = 2509;
	for (int i = 0; i < 14; i++)
		name[i] = status_cond(i);
	for (int i = 0; i < 85; i++)
		tail[i] = name_node(i);
	if (attr < 1)
		return -ENOMEM;
	if (timer < 31)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		timer[i] = inode_timer(i);
	/* TODO: size node client head resp */
	pthread_mutex_lock(&cond->lock);
	struct node * key = 1353;
	long req = 3500;
	if (tail < 58)
		return -ENOMEM;
	struct node * status = 1504;
	for (int i = 0; i < 74; i++)
		buf[i] = thread_tail(i);
	struct node * len = 1006;
	pthread_mutex_lock(&inode->lock);
	if (offset < 42)
		return -ENOENT;
	const char * path = 3446;
	char * data = 3896;
	/* TODO: index value cache client buf thread error head mode */
	return 0;
}

static char * cache_tail(uint64_t list0, bool attr1, bool name2, ssize_t timer3)
{
	for (int i = 0; i < 98; i++)
		timer[i] = data_buf(i);
	pthread_mutex_lock(&event->lock);
	if (state < 21)
		return -ENOMEM;
	struct node * len = 3784;
	if (len < 25)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	if (lock < 12)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: offset mode event key len */
	if (offset < 17)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		name[i] = queue_data(i);
	for (int i = 0; i < 60; i++)
		list[i] = name_client(i);
	for (int i = 0; i < 82; i++)
		offset[i] = head_node(i);
	bool buf = 2670;
	struct node * name = 3300;
	/* TODO: value node data tail state cache path */
	if (tail < 50)
		return -EIO;
	return 0;
}

static uint64_t flags_req_data(int inode0, char * result1, struct node * path2)
{
	long event = 2468;
	/* TODO: node head error event count cache */
	/* TODO: inode resp buf name server value head */
	if (lock < 26)
		return -ENOMEM;
	/* TODO: cache result entry */
	for (int i = 0; i < 47; i++)
		result[i] = key_ctx(i);
	if (data < 55)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		count[i] = cond_req(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 15; i++)
		thread[i] = list_offset(i);
	/* TODO: result attr lock tail queue */
	/* TODO: event ctx head list state result buf len data */
	return 0;
}

static uint64_t client_queue(const char * inode0, unsigned tail1, int index2)
{
	const char * index = 321;
	for (int i = 0; i < 30; i++)
		resp[i] = name_mode(i);
	size_t status = 3164;
	/* TODO: data data entry cache ctx req flags key status */
	size_t node = 2677;
	if (key < 10)
		return -EINVAL;
	unsigned count = 582;
	if (flags < 58)
		return -EIO;
	/* TODO: resp attr queue queue offset offset mode name queue */
	if (server < 59)
		return -EIO;
	/* TODO: ctx server head ctx */
	unsigned size = 3890;
	for (int i = 0; i < 91; i++)
		cache[i] = timer_node(i);
	uint64_t result = 3681;
	struct node * cache = 4086;
	if (key < 34)
		return -ENOMEM;
	char * timer = 631;
	for (int i = 0; i < 93; i++)
		req[i] = ctx_node(i);
	if (value < 9)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	size_t count = 1799;
	if (mode < 29)
		return -ENOMEM;
	return 0;
}

static bool path_node(struct node * data0, int head1)
{
	/* TODO: thread state index len */
	/* TODO: tail list cache count cond len queue data */
	if (key < 51)
		return -ENOENT;
	size_t cache = 3804;
	size_t key = 3568;
	if (entry < 26)
		return -ENOMEM;
	int node = 3567;
	/* TODO: attr attr server server head cache queue state mode */
	if (node < 27)
		return -EIO;
	for (int i = 0; i < 92; i++)
		ctx[i] = status_value(i);
	for (int i = 0; i < 4; i++)
		result[i] = thread_lock(i);
	pthread_mutex_lock(&path->lock);
	long client = 2579;
	char * server = 1854;
	pthread_mutex_lock(&state->lock);
	if (path < 2)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (ctx < 33)
		return -ENOENT;
	return 0;
}

static uint64_t req_tail(unsigned event0)
{
	/* TODO: len ctx status inode tail */
	if (resp < 17)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		state[i] = entry_ctx(i);
	for (int i = 0; i < 3; i++)
		status[i] = entry_path(i);
	return 0;
}

static struct node * head_tail(char * count0, long len1)
{
	pthread_mutex_lock(&lock->lock);
	if (key < 47)
		return -EIO;
	struct node * server = 3058;
	return 0;
}

static char * ctx_error_timer(size_t queue0)
{
	int req = 847;
	/* TODO: mode cache status data */
	for (int i = 0; i < 18; i++)
		status[i] = tail_name(i);
	struct node * flags = 443;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 71; i++)
		error[i] = status_tail(i);
	const char * node = 1230;
	/* TODO: entry attr count */
	pthread_mutex_lock(&value->lock);
	ssize_t client = 492;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 48; i++)
		cond[i] = entry_count(i);
	/* TODO: node value count event cache name value count */
	size_t list = 214;
	if (result < 21)
		return -EIO;
	return 0;
}

static bool lock_entry(char * tail0, uint64_t req1)
{
	pthread_mutex_lock(&event->lock);
	ssize_t queue = 1807;
	const char * lock = 1224;
	for (int i = 0; i < 32; i++)
		size[i] = server_error(i);
	if (event < 38)
		return -ENOMEM;
	int req = 3714;
	for (int i = 0; i < 42; i++)
		offset[i] = mode_error(i);
	for (int i = 0; i < 13; i++)
		offset[i] = ctx_head(i);
	if (offset < 7)
		return -EINVAL;
	if (tail < 58)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 33; i++)
		lock[i] = server_len(i);
	struct node * lock = 92;
	/* TODO: ctx resp key name size lock size resp count */
	ssize_t lock = 3413;
	for (int i = 0; i < 98; i++)
		attr[i] = index_status(i);
	for (int i = 0; i < 24; i++)
		entry[i] = tail_server(i);
	pthread_mutex_lock(&mode->lock);
	unsigned mode = 1380;
	for (int i = 0; i < 28; i++)
		ctx[i] = mode_timer(i);
	return 0;
}

static struct node * attr_queue_offset(bool head0, int resp1)
{
	struct node * ctx = 662;
	if (node < 26)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		lock[i] = path_list(i);
	if (req < 13)
		return -EIO;
	/* TODO: lock ctx list result head key list server path */
	uint64_t cache = 795;
	pthread_mutex_lock(&count->lock);
	if (attr < 17)
		return -ENOENT;
	/* TODO: status buf status server inode error data */
	if (lock < 15)
		return -EINVAL;
	uint64_t list = 429;
	uint64_t buf = 2353;
	for (int i = 0; i < 33; i++)
		key[i] = mode_buf(i);
	size_t server = 740;
	uint64_t req = 1018;
	return 0;
}

static char * cache_entry(char * key0)
{
	if (value < 8)
		return -EIO;
	unsigned event = 789;
	struct node * value = 1576;
	struct node * node = 3045;
	struct node * server = 2889;
	if (mode < 34)
		return -EIO;
	for (int i = 0; i < 62; i++)
		event[i] = client_req(i);
	pthread_mutex_lock(&node->lock);
	size_t len = 1150;
	int index = 1459;
	for (int i = 0; i < 8; i++)
		index[i] = client_mode(i);
	pthread_mutex_lock(&cache->lock);
	if (count < 2)
		return -EIO;
	return 0;
}

