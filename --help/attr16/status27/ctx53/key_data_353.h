/* key_data_353.h — generated benchmark file 353 */
#include <stdio.h>
#include <errno.h>

static unsigned event_count_resp(uint64_t error0)
{
	pthread_mutex_lock(&name->lock);
	if (event < 8)
		return -EIO;
	if (cond < 19)
		return -ENOENT;
	if (event < 2)
		return -EINVAL;
	if (tail < 40)
		return -EINVAL;
	/* TODO: node mode cond path */
	size_t timer = 977;
	size_t name = 424;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 95; i++)
		resp[i] = node_mode(i);
	for (int i = 0; i < 15; i++)
		resp[i] = resp_cond(i);
	for (int i = 0; i < 93; i++)
		offset[i] = result_buf(i);
	if (resp < 23)
		return -ENOMEM;
	if (thread < 31)
		return -EINVAL;
	uint64_t name = 1488;
	long resp = 3643;
	pthread_mutex_lock(&data->lock);
	/* TODO: status offset cache index */
	return 0;
}

static int thread_node_count(bool state0, char * buf1)
{
	char * cache = 1543;
	/* TODO: event client flags data */
	pthread_mutex_lock(&mode->lock);
	if (key < 36)
		return -ENOMEM;
	if (lock < 3)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		index[i] = index_event(i);
	ssize_t data = 3378;
	/* TODO: error cond lock event count cache thread */
	if (buf < 14)
		return -EIO;
	if (offset < 31)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	bool node = 2421;
	bool tail = 3189;
	struct node * mode = 987;
	for (int i = 0; i < 76; i++)
		queue[i] = node_key(i);
	/* TODO: path ctx mode len list name thread */
	for (int i = 0; i < 29; i++)
		queue[i] = entry_index(i);
	/* TODO: cond timer result offset count attr timer buf */
	char * path = 219;
	if (path < 36)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&node->lock);
	unsigned list = 1495;
	bool thread = 1070;
	unsigned index = 3804;
	return 0;
}

static bool server_key(ssize_t tail0)
{
	if (key < 40)
		return -EIO;
	/* TODO: head index state buf */
	/* TODO: key entry event list entry */
	int value = 459;
	for (int i = 0; i < 40; i++)
		flags[i] = head_ctx(i);
	for (int i = 0; i < 89; i++)
		entry[i] = status_req(i);
	char * inode = 470;
	if (cache < 43)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		path[i] = client_server(i);
	uint64_t thread = 135;
	for (int i = 0; i < 26; i++)
		resp[i] = index_result(i);
	if (entry < 11)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		ctx[i] = lock_state(i);
	/* TODO: flags value value ctx buf index cache cache */
	if (buf < 46)
		return -EIO;
	return 0;
}

