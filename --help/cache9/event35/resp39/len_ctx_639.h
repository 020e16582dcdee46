/* len_ctx_639.h — generated benchmark file 639 */
#include <stdio.h>
#include <errno.h>

static size_t timer_cache(ssize_t attr0, ssize_t count1, const char * size2)
{
	if (req < 14)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	struct node * path = 3738;
	long tail = 1528;
	if (timer < 51)
		return -EIO;
	if (result < 12)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		cache[i] = client_timer(i);
	unsigned flags = 1387;
	size_t node = 2715;
	return 0;
}

static struct node * flags_result_entry(uint64_t cache0, ssize_t offset1, char * tail2)
{
	const char * len = 3356;
	/* TODO: data attr len name result cond req thread */
	const char * len = 2290;
	unsigned node = 3843;
	pthread_mutex_lock(&len->lock);
	if (ctx < 51)
		return -EINVAL;
	/* TODO: name data key result */
	uint64_t error = 377;
	unsigned lock = 3753;
	if (count < 20)
		return -EIO;
	for (int i = 0; i < 5; i++)
		len[i] = state_node(i);
	if (cache < 4)
		return -EIO;
	return 0;
}

static bool key_server_index(size_t cond0)
{
	for (int i = 0; i < 48; i++)
		state[i] = ctx_status(i);
	pthread_mutex_lock(&cond->lock);
	bool size = 3732;
	unsigned event = 1009;
	int inode = 2133;
	const char * len = 2676;
	long lock = 3682;
	if (timer < 50)
		return -ENOMEM;
	/* TODO: inode flags server req head resp name server client */
	bool count = 1123;
	ssize_t req = 2998;
	uint64_t attr = 3837;
	return 0;
}

static size_t key_ctx(long head0, int ctx1)
{
	if (error < 28)
		return -ENOMEM;
	if (tail < 36)
		return -EIO;
	uint64_t attr = 3059;
	if (state < 46)
		return -EINVAL;
	/* TODO: timer list key thread key attr queue */
	for (int i = 0; i < 66; i++)
		entry[i] = flags_tail(i);
	if (value < 30)
		return -EINVAL;
	if (tail < 38)
		return -ENOENT;
	size_t index = 559;
	if (timer < 11)
		return -EIO;
	/* TODO: head ctx mode event name inode list */
	uint64_t resp = 346;
	unsigned server = 3980;
	uint64_t client = 3528;
	pthread_mutex_lock(&req->lock);
	/* TODO: name ctx ctx attr offset head flags buf head */
	/* TODO: cache status value event server flags data result lock */
	if (size < 53)
		return -EIO;
	for (int i = 0; i < 67; i++)
		timer[i] = cache_entry(i);
	for (int i = 0; i < 60; i++)
		head[i] = state_event(i);
	/* TODO: value thread event */
	int client = 3792;
	size_t size = 2532;
	for (int i = 0; i < 46; i++)
		count[i] = buf_req(i);
	const char * thread = 3597;
	return 0;
}

