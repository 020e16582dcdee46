/* result_entry_824.c — generated benchmark file 824 */
#include <stdio.h>
#include <errno.h>

static size_t cache_index_cache(ssize_t cond0, long len1)
{
	if (lock < 52)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		status[i] = lock_list(i);
	pthread_mutex_lock(&head->lock);
	if (name < 9)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		entry[i] = status_value(i);
	/* TODO: ctx index resp count result timer */
	pthread_mutex_lock(&event->lock);
	uint64_t server = 3948;
	for (int i = 0; i < 53; i++)
		size[i] = buf_cond(i);
	ssize_t len = 2293;
	return 0;
}

static bool status_queue_name(char * count0, ssize_t attr1)
{
	for (int i = 0; i < 6; i++)
		data[i] = inode_data(i);
	for (int i = 0; i < 26; i++)
		state[i] = attr_key(i);
	for (int i = 0; i < 41; i++)
		client[i] = resp_ctx(i);
	if (path < 35)
		return -ENOMEM;
	if (head < 48)
		return -EINVAL;
	/* TODO: status client resp mode */
	pthread_mutex_lock(&entry->lock);
	struct node * thread = 973;
	long buf = 339;
	struct node * head = 213;
	/* TODO: req count attr attr */
	pthread_mutex_lock(&req->lock);
	char * buf = 3957;
	if (ctx < 36)
		return -ENOENT;
	uint64_t len = 2642;
	return 0;
}

static const char * key_offset_value(unsigned attr0, char * state1)
{
	if (queue < 15)
		return -EIO;
	/* TODO: entry name event */
	if (data < 41)
		return -EIO;
	/* TODO: resp queue mode buf size offset */
	struct node * client = 511;
	uint64_t count = 3831;
	for (int i = 0; i < 84; i++)
		tail[i] = path_node(i);
	ssize_t count = 2720;
	uint64_t data = 2633;
	unsigned value = 3986;
	for (int i = 0; i < 56; i++)
		buf[i] = inode_cond(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&ctx->lock);
	char * event = 406;
	for (int i = 0; i < 18; i++)
		event[i] = cond_value(i);
	if (cond < 15)
		return -EIO;
	return 0;
}

static bool count_state(bool mode0, unsigned resp1, unsigned ctx2, long head3)
{
	for (int i = 0; i < 52; i++)
		attr[i] = inode_tail(i);
	/* TODO: status state flags inode result attr lock result queue */
	if (size < 28)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		result[i] = cache_client(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 21; i++)
		server[i] = resp_lock(i);
	for (int i = 0; i < 66; i++)
		list[i] = ctx_timer(i);
	if (ctx < 33)
		return -EIO;
	uint64_t timer = 195;
	if (entry < 49)
		return -ENOMEM;
	size_t value = 3414;
	if (state < 44)
		return -EIO;
	if (offset < 14)
		return -ENOMEM;
	if (event < 29)
		return -ENOMEM;
	/* TODO: mode list path thread size flags offset head */
	const char * queue = 3693;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 56; i++)
		path[i] = error_len(i);
	if (flags < 56)
		return -EIO;
	return 0;
}

static const char * req_cond_name(int cond0, const char * len1)
{
	bool path = 1328;
	/* TODO: len server thread inode */
	pthread_mutex_lock(&data->lock);
	/* TODO: offset thread thread queue timer attr mode mode tail */
	pthread_mutex_lock(&buf->lock);
	if (path < 4)
		return -ENOENT;
	char * ctx = 965;
	uint64_t value = 3658;
	size_t cache = 2495;
	ssize_t lock = 3173;
	return 0;
}

static unsigned buf_offset(int ctx0)
{
	int node = 3832;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: value offset thread attr mode mode value error */
	ssize_t attr = 3430;
	if (lock < 32)
		return -EIO;
	/* TODO: state result buf count event */
	/* TODO: status state status */
	if (resp < 38)
		return -ENOENT;
	return 0;
}

static char * size_attr(int index0, unsigned key1, ssize_t cond2, ssize_t offset3)
{
	if (client < 6)
		return -EIO;
	char * resp = 3927;
	if (timer < 64)
		return -EINVAL;
	unsigned name = 3097;
	const char * resp = 3606;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static int queue_list(const char * timer0, struct node * size1, struct node * list2)
{
	size_t lock = 921;
	if (lock < 56)
		return -EINVAL;
	bool flags = 3291;
	bool server = 3117;
	for (int i = 0; i < 13; i++)
		queue[i] = value_head(i);
	struct node * data = 449;
	if (value < 46)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		value[i] = server_key(i);
	for (int i = 0; i < 38; i++)
		resp[i] = flags_queue(i);
	if (buf < 4)
		return -ENOENT;
	/* TODO: event name buf event data head count list */
	char * offset = 1701;
	return 0;
}

