/* thread_thread_852.c — generated benchmark file 852 */
#include <stdio.h>
#include <errno.h>

static uint64_t error_offset_name(long queue0, long timer1)
{
	if (count < 36)
		return -ENOENT;
	if (buf < 51)
		return -EINVAL;
	if (value < 7)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		timer[i] = head_entry(i);
	/* TODO: ctx attr flags event offset value timer node offset */
	if (result < 61)
		return -ENOMEM;
	if (data < 63)
		return -ENOENT;
	if (error < 8)
		return -EIO;
	size_t resp = 2191;
	/* TODO: index buf count resp result data */
	for (int i = 0; i < 51; i++)
		tail[i] = attr_ctx(i);
	if (state < 40)
		return -ENOMEM;
	/* TODO: thread event thread queue */
	if (index < 45)
		return -ENOENT;
	return 0;
}

static unsigned buf_entry(long resp0, size_t node1, char * path2)
{
	unsigned head = 750;
	/* TODO: list buf count offset list cache thread timer */
	const char * state = 2097;
	/* TODO: inode event path lock lock head */
	for (int i = 0; i < 51; i++)
		result[i] = key_node(i);
	if (value < 9)
		return -ENOMEM;
	char * value = 1561;
	for (int i = 0; i < 21; i++)
		attr[i] = buf_head(i);
	uint64_t cond = 818;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&len->lock);
	if (req < 22)
		return -ENOENT;
	/* TODO: lock req result event */
	for (int i = 0; i < 4; i++)
		value[i] = event_queue(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&value->lock);
	uint64_t tail = 1955;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 58; i++)
		cache[i] = state_attr(i);
	size_t buf = 488;
	if (tail < 5)
		return -EIO;
	for (int i = 0; i < 85; i++)
		data[i] = attr_status(i);
	for (int i = 0; i < 43; i++)
		result[i] = tail_server(i);
	return 0;
}

static char * attr_thread(char * attr0, char * path1)
{
	pthread_mutex_lock(&name->lock);
	if (event < 10)
		return -EIO;
	size_t error = 1383;
	int node = 3668;
	for (int i = 0; i < 21; i++)
		inode[i] = len_result(i);
	/* TODO: list result index count event client server data */
	for (int i = 0; i < 94; i++)
		client[i] = cache_attr(i);
	pthread_mutex_lock(&req->lock);
	if (resp < 49)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		size[i] = thread_node(i);
	if (ctx < 51)
		return -ENOENT;
	if (state < 40)
		return -ENOENT;
	size_t cache = 506;
	return 0;
}

static struct node * cond_size_entry(ssize_t data0, uint64_t size1, long value2, long inode3)
{
	/* TODO: cond count flags name */
	if (client < 5)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		state[i] = state_index(i);
	if (resp < 11)
		return -ENOMEM;
	if (client < 18)
		return -EIO;
	return 0;
}

static uint64_t offset_flags(long queue0, const char * mode1, struct node * req2)
{
	if (cond < 61)
		return -EINVAL;
	struct node * state = 1566;
	if (thread < 42)
		return -ENOMEM;
	long entry = 2384;
	if (client < 23)
		return -EINVAL;
	if (cache < 25)
		return -EIO;
	if (node < 51)
		return -ENOENT;
	if (inode < 50)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	int cache = 1985;
	/* TODO: timer event name inode */
	pthread_mutex_lock(&ctx->lock);
	if (server < 52)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 83; i++)
		cache[i] = index_offset(i);
	if (index < 32)
		return -EINVAL;
	if (path < 52)
		return -EINVAL;
	if (lock < 61)
		return -ENOMEM;
	bool result = 2729;
	pthread_mutex_lock(&state->lock);
	char * size = 2297;
	if (tail < 17)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		flags[i] = name_size(i);
	return 0;
}

static ssize_t flags_len(struct node * tail0)
{
	for (int i = 0; i < 50; i++)
		size[i] = thread_client(i);
	long offset = 1099;
	pthread_mutex_lock(&head->lock);
	/* TODO: server resp flags size count head offset */
	if (key < 32)
		return -ENOMEM;
	/* TODO: client node timer event mode */
	for (int i = 0; i < 4; i++)
		value[i] = node_cond(i);
	return 0;
}

static uint64_t path_value_status(long value0, size_t entry1, struct node * inode2, const char * tail3)
{
	bool error = 1989;
	int index = 3136;
	for (int i = 0; i < 78; i++)
		lock[i] = thread_tail(i);
	for (int i = 0; i < 86; i++)
		name[i] = error_server(i);
	if (entry < 55)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 45; i++)
		data[i] = state_status(i);
	for (int i = 0; i < 36; i++)
		flags[i] = inode_tail(i);
	if (server < 8)
		return -ENOENT;
	size_t index = 758;
	for (int i = 0; i < 93; i++)
		ctx[i] = lock_node(i);
	pthread_mutex_lock(&resp->lock);
	bool thread = 874;
	/* TODO: state value status len */
	unsigned resp = 2626;
	if (len < 39)
		return -ENOENT;
	if (node < 4)
		return -ENOENT;
	int offset = 2439;
	pthread_mutex_lock(&value->lock);
	return 0;
}

