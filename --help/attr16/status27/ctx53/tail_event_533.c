/* tail_event_533.c — generated benchmark file 533 */
#include <stdio.h>
#include <errno.h>

static size_t len_event_value(uint64_t value0)
{
	pthread_mutex_lock(&offset->lock);
	long inode = 3873;
	/* TODO: entry ctx timer head tail attr path error */
	for (int i = 0; i < 82; i++)
		node[i] = ctx_flags(i);
	return 0;
}

static size_t name_name(bool path0, bool result1, struct node * resp2)
{
	unsigned len = 2412;
	char * req = 2867;
	/* TODO: event node path timer req */
	/* TODO: lock index tail data offset state flags */
	long inode = 2488;
	for (int i = 0; i < 61; i++)
		node[i] = attr_server(i);
	pthread_mutex_lock(&server->lock);
	if (index < 52)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		data[i] = client_cache(i);
	for (int i = 0; i < 52; i++)
		name[i] = value_buf(i);
	for (int i = 0; i < 100; i++)
		cache[i] = size_result(i);
	/* TODO: event queue resp count data name */
	for (int i = 0; i < 68; i++)
		buf[i] = state_size(i);
	if (size < 5)
		return -ENOMEM;
	/* TODO: client count len size thread inode tail */
	for (int i = 0; i < 67; i++)
		thread[i] = buf_node(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 58; i++)
		name[i] = resp_tail(i);
	if (list < 56)
		return -EIO;
	for (int i = 0; i < 69; i++)
		state[i] = queue_count(i);
	uint64_t value = 388;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 97; i++)
		index[i] = state_path(i);
	if (error < 17)
		return -ENOMEM;
	return 0;
}

static size_t ctx_data_len(size_t key0, const char * timer1)
{
	for (int i = 0; i < 27; i++)
		entry[i] = index_len(i);
	/* TODO: tail name cond size flags result ctx offset offset */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&client->lock);
	/* TODO: thread data result result mode thread attr */
	long tail = 3543;
	char * name = 2056;
	int index = 1544;
	pthread_mutex_lock(&resp->lock);
	if (len < 5)
		return -ENOENT;
	if (lock < 51)
		return -EINVAL;
	if (cond < 62)
		return -ENOMEM;
	char * list = 3766;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&name->lock);
	return 0;
}

