/* buf_thread_688.c — generated benchmark file 688 */
#include <stdio.h>
#include <errno.h>

static const char * resp_status(uint64_t node0, ssize_t key1, char * key2, size_t ctx3)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: state data len */
	/* TODO: client len tail inode queue len event */
	size_t buf = 1581;
	if (inode < 56)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		name[i] = state_mode(i);
	if (offset < 41)
		return -EINVAL;
	if (path < 31)
		return -ENOENT;
	const char * cond = 2649;
	/* TODO: flags size mode */
	/* TODO: result len list status key buf */
	ssize_t client = 1555;
	ssize_t client = 3761;
	if (mode < 1)
		return -EIO;
	/* TODO: key size event server name buf */
	for (int i = 0; i < 96; i++)
		event[i] = client_list(i);
	long client = 3889;
	/* TODO: event path event inode inode key */
	/* TODO: flags lock state flags tail index ctx entry result */
	if (error < 51)
		return -EIO;
	ssize_t path = 884;
	for (int i = 0; i < 91; i++)
		head[i] = data_node(i);
	return 0;
}

static bool entry_tail(bool status0, char * error1)
{
	for (int i = 0; i < 59; i++)
		cond[i] = status_result(i);
	if (index < 28)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	int cache = 1689;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 39; i++)
		client[i] = data_status(i);
	for (int i = 0; i < 86; i++)
		cond[i] = state_count(i);
	long data = 409;
	bool offset = 2272;
	return 0;
}

static ssize_t status_resp(size_t name0, uint64_t node1, int timer2, unsigned status3)
{
	/* TODO: event list queue error thread */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 65; i++)
		req[i] = ctx_lock(i);
	pthread_mutex_lock(&flags->lock);
	char * path = 205;
	if (state < 31)
		return -ENOENT;
	/* TODO: event index status client error node */
	ssize_t error = 3313;
	for (int i = 0; i < 89; i++)
		status[i] = key_size(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 46; i++)
		attr[i] = cache_error(i);
	for (int i = 0; i < 3; i++)
		name[i] = client_buf(i);
	if (result < 35)
		return -ENOENT;
	unsigned len = 108;
	for (int i = 0; i < 70; i++)
		queue[i] = path_lock(i);
	bool value = 3992;
	/* TODO: list mode mode error ctx name node */
	int inode = 3836;
	for (int i = 0; i < 65; i++)
		buf[i] = entry_resp(i);
	bool thread = 3757;
	size_t timer = 754;
	for (int i = 0; i < 46; i++)
		client[i] = buf_thread(i);
	int cond = 2714;
	return 0;
}

static uint64_t server_index(uint64_t error0, const char * inode1, uint64_t mode2, uint64_t event3)
{
	for (int i = 0; i < 67; i++)
		node[i] = entry_ctx(i);
	for (int i = 0; i < 52; i++)
		cond[i] = inode_server(i);
	for (int i = 0; i < 2; i++)
		result[i] = buf_head(i);
	for (int i = 0; i < 15; i++)
		data[i] = thread_offset(i);
	for (int i = 0; i < 14; i++)
		ctx[i] = index_event(i);
	if (timer < 62)
		return -EINVAL;
	/* TODO: thread server status thread size attr */
	/* TODO: cache timer req flags buf error */
	const char * offset = 2152;
	if (entry < 16)
		return -ENOMEM;
	if (flags < 46)
		return -EINVAL;
	char * value = 699;
	char * inode = 3268;
	return 0;
}

static size_t size_attr(char * ctx0, unsigned error1, size_t len2)
{
	char * buf = 675;
	long index = 3274;
	struct node * key = 1739;
	for (int i = 0; i < 87; i++)
		cond[i] = timer_attr(i);
	/* TODO: status count server */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: index server tail */
	return 0;
}

static unsigned error_cache_server(char * value0, size_t len1)
{
	for (int i = 0; i < 5; i++)
		mode[i] = name_tail(i);
	pthread_mutex_lock(&index->lock);
	if (offset < 38)
		return -ENOENT;
	/* TODO: head entry status head size cache */
	char * status = 2109;
	uint64_t index = 2507;
	uint64_t cache = 3782;
	/* TODO: size error buf */
	if (name < 46)
		return -ENOENT;
	/* TODO: timer key status tail cache entry server timer */
	pthread_mutex_lock(&name->lock);
	int name = 882;
	for (int i = 0; i < 98; i++)
		result[i] = ctx_node(i);
	if (entry < 64)
		return -EIO;
	if (value < 62)
		return -EIO;
	int attr = 1434;
	for (int i = 0; i < 82; i++)
		resp[i] = head_count(i);
	pthread_mutex_lock(&timer->lock);
	if (entry < 59)
		return -EINVAL;
	return 0;
}

