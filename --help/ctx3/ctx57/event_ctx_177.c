/* event_ctx_177.c — generated benchmark file 177 */
#include <stdio.h>
#include <errno.h>

static int node_result_error(struct node * error0, int index1, unsigned queue2, char * lock3)
{
	uint64_t error = 3143;
	if (mode < 30)
		return -EINVAL;
	ssize_t flags = 1787;
	for (int i = 0; i < 78; i++)
		state[i] = entry_buf(i);
	bool status = 2606;
	for (int i = 0; i < 97; i++)
		key[i] = tail_queue(i);
	uint64_t offset = 2893;
	if (client < 47)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	if (flags < 31)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 93; i++)
		path[i] = buf_head(i);
	if (thread < 55)
		return -EINVAL;
	if (key < 18)
		return -EINVAL;
	if (cache < 2)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	if (path < 16)
		return -EINVAL;
	return 0;
}

static long buf_head(bool cache0, char * attr1, struct node * mode2)
{
	for (int i = 0; i < 49; i++)
		len[i] = cond_entry(i);
	struct node * mode = 209;
	/* TODO: event mode state client buf inode error list event */
	/* TODO: client name result queue list status key tail */
	if (count < 63)
		return -ENOMEM;
	/* TODO: error resp flags index result */
	pthread_mutex_lock(&path->lock);
	/* TODO: resp result client */
	if (buf < 1)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	/* TODO: node cond thread tail */
	for (int i = 0; i < 3; i++)
		offset[i] = tail_timer(i);
	for (int i = 0; i < 60; i++)
		server[i] = mode_offset(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: state status result value server name */
	if (len < 17)
		return -EINVAL;
	if (path < 47)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&path->lock);
	char * value = 25;
	if (flags < 60)
		return -EINVAL;
	long cond = 936;
	for (int i = 0; i < 49; i++)
		key[i] = data_tail(i);
	if (entry < 57)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		server[i] = buf_result(i);
	return 0;
}

static uint64_t state_event(int tail0, uint64_t server1)
{
	for (int i = 0; i < 15; i++)
		event[i] = attr_flags(i);
	/* TODO: result client lock lock flags */
	unsigned mode = 3391;
	for (int i = 0; i < 80; i++)
		client[i] = thread_server(i);
	bool state = 2775;
	const char * list = 2444;
	size_t inode = 1968;
	if (server < 57)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 21; i++)
		size[i] = state_attr(i);
	return 0;
}

static bool data_offset(long state0, uint64_t list1, ssize_t cache2, unsigned offset3)
{
	pthread_mutex_lock(&server->lock);
	const char * resp = 3982;
	if (path < 2)
		return -ENOENT;
	if (server < 55)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static size_t status_offset_ctx(bool offset0, ssize_t mode1, size_t client2, const char * queue3)
{
	for (int i = 0; i < 26; i++)
		len[i] = lock_queue(i);
	if (result < 16)
		return -ENOMEM;
	char * list = 1146;
	if (attr < 62)
		return -ENOMEM;
	int cache = 898;
	for (int i = 0; i < 90; i++)
		client[i] = resp_client(i);
	/* TODO: status result len */
	bool cond = 1795;
	for (int i = 0; i < 100; i++)
		name[i] = tail_key(i);
	uint64_t count = 2904;
	struct node * client = 705;
	uint64_t head = 2153;
	return 0;
}

static uint64_t status_head(uint64_t entry0, size_t attr1)
{
	struct node * len = 1998;
	long list = 2722;
	if (size < 59)
		return -ENOMEM;
	return 0;
}

static uint64_t data_flags(struct node * mode0)
{
	for (int i = 0; i < 23; i++)
		entry[i] = flags_size(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 20; i++)
		thread[i] = error_thread(i);
	char * head = 1959;
	bool lock = 2926;
	if (list < 29)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		req[i] = status_result(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 5; i++)
		value[i] = ctx_buf(i);
	return 0;
}

static const char * state_name(size_t attr0)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 67; i++)
		timer[i] = head_entry(i);
	size_t client = 323;
	for (int i = 0; i < 37; i++)
		req[i] = resp_flags(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 8; i++)
		value[i] = attr_index(i);
	if (req < 39)
		return -EINVAL;
	if (queue < 10)
		return -ENOMEM;
	struct node * len = 3197;
	ssize_t timer = 835;
	for (int i = 0; i < 50; i++)
		node[i] = key_status(i);
	/* TODO: inode name flags */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 98; i++)
		client[i] = mode_inode(i);
	return 0;
}

