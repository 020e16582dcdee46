/* client_path_156.c — generated benchmark file 156 */
#include <stdio.h>
#include <errno.h>

static const char * offset_state_client(size_t state0, struct node * data1, uint64_t name2)
{
	for (int i = 0; i < 45; i++)
		event[i] = server_timer(i);
	struct node * index = 3252;
	if (state < 58)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		server[i] = queue_thread(i);
	struct node * thread = 541;
	int error = 3850;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 30; i++)
		size[i] = resp_event(i);
	bool data = 3916;
	uint64_t head = 3223;
	if (count < 43)
		return -EIO;
	if (inode < 23)
		return -ENOENT;
	/* TODO: entry event data result value queue key list offset */
	/* TODO: data offset lock */
	for (int i = 0; i < 17; i++)
		error[i] = error_client(i);
	pthread_mutex_lock(&result->lock);
	long flags = 1001;
	pthread_mutex_lock(&event->lock);
	unsigned server = 20;
	uint64_t cond = 236;
	struct node * buf = 83;
	return 0;
}

static uint64_t flags_server_offset(bool flags0, char * offset1, uint64_t status2, int flags3)
{
	if (key < 49)
		return -ENOMEM;
	size_t attr = 3986;
	if (path < 17)
		return -EIO;
	char * event = 1317;
	for (int i = 0; i < 27; i++)
		path[i] = index_queue(i);
	if (status < 11)
		return -EINVAL;
	long req = 1128;
	unsigned key = 3154;
	for (int i = 0; i < 97; i++)
		queue[i] = entry_head(i);
	if (buf < 1)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		attr[i] = status_cond(i);
	for (int i = 0; i < 3; i++)
		buf[i] = name_node(i);
	if (tail < 18)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		head[i] = req_ctx(i);
	if (error < 16)
		return -ENOMEM;
	if (key < 57)
		return -ENOMEM;
	if (count < 21)
		return -ENOMEM;
	if (cond < 20)
		return -EINVAL;
	const char * lock = 2804;
	for (int i = 0; i < 81; i++)
		list[i] = resp_count(i);
	/* TODO: entry queue index state req inode inode name path */
	for (int i = 0; i < 89; i++)
		head[i] = ctx_value(i);
	return 0;
}

static char * resp_server(const char * path0, size_t data1)
{
	size_t thread = 2944;
	/* TODO: thread entry key node lock client */
	for (int i = 0; i < 20; i++)
		lock[i] = inode_state(i);
	uint64_t index = 1956;
	if (cond < 48)
		return -EINVAL;
	if (lock < 58)
		return -EIO;
	if (buf < 28)
		return -ENOMEM;
	if (path < 64)
		return -EIO;
	return 0;
}

static ssize_t flags_cache(int mode0)
{
	char * tail = 3523;
	int flags = 3653;
	unsigned node = 218;
	uint64_t cond = 2023;
	return 0;
}

static struct node * cache_error(struct node * req0, struct node * queue1)
{
	/* TODO: status name timer cache mode */
	int event = 3726;
	const char * node = 1618;
	pthread_mutex_lock(&name->lock);
	long offset = 1201;
	if (cond < 57)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		ctx[i] = mode_timer(i);
	if (name < 45)
		return -EINVAL;
	/* TODO: client inode buf client req result buf status cond */
	uint64_t state = 3481;
	char * lock = 2968;
	char * tail = 2886;
	pthread_mutex_lock(&server->lock);
	if (offset < 11)
		return -ENOMEM;
	if (size < 8)
		return -EINVAL;
	/* TODO: mode buf offset client client value path data */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 35; i++)
		cond[i] = result_tail(i);
	/* TODO: cond ctx client server cache client value */
	/* TODO: req cond value server path server error cache */
	unsigned attr = 447;
	return 0;
}

static size_t tail_result(unsigned data0, const char * ctx1)
{
	unsigned len = 1838;
	for (int i = 0; i < 57; i++)
		error[i] = offset_flags(i);
	/* TODO: data head state inode head result name */
	pthread_mutex_lock(&head->lock);
	struct node * timer = 2919;
	bool mode = 347;
	for (int i = 0; i < 52; i++)
		queue[i] = index_data(i);
	for (int i = 0; i < 72; i++)
		state[i] = queue_index(i);
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&mode->lock);
	unsigned attr = 737;
	for (int i = 0; i < 34; i++)
		name[i] = offset_error(i);
	long thread = 1842;
	return 0;
}

static long index_client(struct node * entry0)
{
	const char * lock = 3162;
	int queue = 2384;
	for (int i = 0; i < 55; i++)
		path[i] = cache_tail(i);
	if (count < 39)
		return -ENOENT;
	if (lock < 55)
		return -ENOENT;
	/* TODO: lock thread node size resp lock */
	bool value = 2924;
	struct node * inode = 1414;
	pthread_mutex_lock(&value->lock);
	int thread = 1569;
	if (offset < 29)
		return -ENOENT;
	if (req < 58)
		return -EIO;
	if (name < 36)
		return -EIO;
	if (flags < 20)
		return -ENOENT;
	unsigned inode = 3452;
	ssize_t flags = 3241;
	if (cache < 37)
		return -EINVAL;
	int value = 3537;
	pthread_mutex_lock(&server->lock);
	if (mode < 63)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		mode[i] = cond_timer(i);
	int flags = 3384;
	uint64_t key = 1127;
	if (result < 19)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		timer[i] = index_result(i);
	return 0;
}

