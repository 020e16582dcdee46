/* status_client_575.c — generated benchmark file 575 */
#include <stdio.h>
#include <errno.h>

static bool buf_result_head(long status0)
{
	bool status = 2108;
	int attr = 3148;
	/* TODO: cache data event queue */
	for (int i = 0; i < 39; i++)
		key[i] = error_tail(i);
	/* TODO: index event data list status */
	const char * offset = 648;
	pthread_mutex_lock(&head->lock);
	size_t cond = 2253;
	if (req < 37)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		head[i] = attr_entry(i);
	for (int i = 0; i < 66; i++)
		event[i] = head_ctx(i);
	if (count < 38)
		return -ENOENT;
	size_t timer = 1067;
	long tail = 3756;
	if (value < 17)
		return -ENOMEM;
	/* TODO: name event node offset error cache */
	if (len < 7)
		return -ENOENT;
	return 0;
}

static long entry_ctx_thread(size_t flags0)
{
	for (int i = 0; i < 76; i++)
		path[i] = resp_inode(i);
	size_t resp = 812;
	/* TODO: index index timer mode */
	pthread_mutex_lock(&flags->lock);
	const char * attr = 772;
	for (int i = 0; i < 17; i++)
		attr[i] = name_tail(i);
	for (int i = 0; i < 70; i++)
		path[i] = head_size(i);
	if (attr < 22)
		return -EIO;
	/* TODO: error node value ctx node index */
	char * attr = 3055;
	unsigned status = 2179;
	size_t server = 173;
	long entry = 3451;
	return 0;
}

static int count_size_head(const char * tail0, bool result1, long buf2)
{
	struct node * client = 3094;
	pthread_mutex_lock(&timer->lock);
	uint64_t head = 1531;
	for (int i = 0; i < 59; i++)
		offset[i] = offset_tail(i);
	bool queue = 3665;
	pthread_mutex_lock(&buf->lock);
	const char * error = 414;
	/* TODO: attr index server queue result thread */
	for (int i = 0; i < 86; i++)
		offset[i] = list_state(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: server client name thread entry head path key lock */
	if (resp < 14)
		return -EINVAL;
	unsigned size = 435;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 23; i++)
		len[i] = path_offset(i);
	/* TODO: cache event status buf timer head head status mode */
	bool cond = 2018;
	return 0;
}

static int tail_head(unsigned key0)
{
	for (int i = 0; i < 28; i++)
		resp[i] = lock_result(i);
	char * key = 2529;
	if (timer < 8)
		return -ENOENT;
	const char * entry = 1134;
	unsigned server = 561;
	const char * offset = 1432;
	for (int i = 0; i < 67; i++)
		ctx[i] = buf_flags(i);
	for (int i = 0; i < 75; i++)
		thread[i] = result_lock(i);
	for (int i = 0; i < 49; i++)
		status[i] = inode_count(i);
	size_t offset = 21;
	long inode = 3994;
	/* TODO: mode size req index queue key */
	if (entry < 26)
		return -ENOMEM;
	/* TODO: buf size value count queue data cache size */
	if (data < 5)
		return -EINVAL;
	unsigned state = 2154;
	for (int i = 0; i < 6; i++)
		req[i] = req_flags(i);
	if (req < 3)
		return -EIO;
	/* TODO: size attr list result lock */
	if (result < 59)
		return -EINVAL;
	return 0;
}

static unsigned cache_entry(unsigned entry0)
{
	if (resp < 31)
		return -EINVAL;
	long mode = 2888;
	size_t queue = 2989;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 60; i++)
		state[i] = tail_state(i);
	for (int i = 0; i < 18; i++)
		ctx[i] = result_buf(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 25; i++)
		entry[i] = list_event(i);
	uint64_t cond = 3172;
	if (timer < 61)
		return -ENOMEM;
	ssize_t list = 1002;
	if (value < 23)
		return -EIO;
	/* TODO: size len node queue thread */
	pthread_mutex_lock(&event->lock);
	const char * result = 1301;
	/* TODO: list key ctx inode name buf resp */
	if (cond < 7)
		return -EINVAL;
	/* TODO: event name error data attr */
	return 0;
}

static struct node * server_len(size_t inode0, size_t thread1, struct node * thread2, unsigned data3)
{
	int len = 3374;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 80; i++)
		error[i] = path_cache(i);
	for (int i = 0; i < 71; i++)
		error[i] = buf_server(i);
	if (state < 39)
		return -ENOMEM;
	if (path < 21)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	int list = 2531;
	/* TODO: lock attr state entry name thread ctx */
	uint64_t status = 3667;
	bool result = 557;
	pthread_mutex_lock(&path->lock);
	if (ctx < 33)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	if (index < 6)
		return -ENOMEM;
	const char * data = 2330;
	if (ctx < 42)
		return -EINVAL;
	uint64_t attr = 2540;
	/* TODO: attr data path count state path flags inode */
	struct node * buf = 2211;
	return 0;
}

