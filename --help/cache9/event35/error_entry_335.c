/* error_entry_335.c — generated benchmark file 335 */
#include <stdio.h>
#include <errno.h>

static long event_cond(bool state0, ssize_t path1)
{
	const char * timer = 2594;
	for (int i = 0; i < 63; i++)
		tail[i] = state_client(i);
	long count = 4034;
	if (offset < 54)
		return -ENOMEM;
	/* TODO: thread result status path event event inode */
	for (int i = 0; i < 84; i++)
		entry[i] = name_offset(i);
	if (state < 12)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&server->lock);
	if (entry < 22)
		return -ENOMEM;
	return 0;
}

static char * index_offset(unsigned count0, int queue1)
{
	for (int i = 0; i < 10; i++)
		offset[i] = size_server(i);
	struct node * status = 138;
	for (int i = 0; i < 99; i++)
		flags[i] = ctx_server(i);
	char * data = 435;
	/* TODO: error queue buf offset lock lock resp */
	ssize_t server = 309;
	if (resp < 2)
		return -ENOMEM;
	if (ctx < 43)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	/* TODO: req buf queue cache value result */
	for (int i = 0; i < 51; i++)
		mode[i] = list_error(i);
	for (int i = 0; i < 30; i++)
		server[i] = server_req(i);
	for (int i = 0; i < 100; i++)
		resp[i] = name_value(i);
	if (head < 42)
		return -ENOENT;
	size_t name = 2869;
	long state = 3679;
	if (result < 52)
		return -ENOMEM;
	if (offset < 61)
		return -ENOMEM;
	/* TODO: ctx flags value inode buf req ctx mode */
	for (int i = 0; i < 29; i++)
		name[i] = status_client(i);
	for (int i = 0; i < 26; i++)
		size[i] = resp_buf(i);
	for (int i = 0; i < 66; i++)
		tail[i] = req_size(i);
	if (entry < 45)
		return -ENOENT;
	if (data < 63)
		return -EINVAL;
	return 0;
}

static struct node * cond_len(const char * flags0, unsigned event1)
{
	const char * len = 2125;
	if (flags < 50)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	if (data < 11)
		return -ENOENT;
	if (event < 24)
		return -ENOENT;
	/* TODO: event tail timer */
	for (int i = 0; i < 12; i++)
		len[i] = list_req(i);
	for (int i = 0; i < 54; i++)
		value[i] = timer_index(i);
	if (tail < 14)
		return -ENOMEM;
	/* TODO: cond data head entry resp node list thread entry */
	uint64_t node = 2579;
	/* TODO: thread list event flags mode */
	pthread_mutex_lock(&state->lock);
	uint64_t event = 1233;
	for (int i = 0; i < 13; i++)
		timer[i] = state_thread(i);
	for (int i = 0; i < 75; i++)
		entry[i] = queue_state(i);
	/* TODO: buf error name size buf queue */
	uint64_t event = 3464;
	if (attr < 45)
		return -ENOMEM;
	if (index < 36)
		return -ENOMEM;
	struct node * server = 1247;
	if (name < 60)
		return -ENOMEM;
	/* TODO: queue server size lock len mode lock */
	for (int i = 0; i < 88; i++)
		name[i] = cond_event(i);
	/* TODO: lock client thread node node error data thread flags */
	return 0;
}

