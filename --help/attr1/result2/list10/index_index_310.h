/* index_index_310.h — generated benchmark file 310 */
#include <stdio.h>
#include <errno.h>

static size_t size_data_flags(char * status0, unsigned entry1, const char * error2, struct node * node3)
{
	for (int i = 0; i < 33; i++)
		queue[i] = flags_server(i);
	for (int i = 0; i < 94; i++)
		key[i] = mode_req(i);
	uint64_t client = 2327;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 49; i++)
		client[i] = buf_node(i);
	if (error < 36)
		return -EINVAL;
	if (queue < 20)
		return -EIO;
	for (int i = 0; i < 93; i++)
		path[i] = server_node(i);
	if (node < 32)
		return -ENOMEM;
	/* TODO: name result buf */
	uint64_t cond = 1346;
	for (int i = 0; i < 94; i++)
		key[i] = count_ctx(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 97; i++)
		resp[i] = lock_queue(i);
	for (int i = 0; i < 95; i++)
		server[i] = len_flags(i);
	for (int i = 0; i < 91; i++)
		size[i] = head_node(i);
	size_t name = 1115;
	struct node * head = 2918;
	if (buf < 40)
		return -ENOENT;
	struct node * buf = 4061;
	char * status = 3989;
	if (state < 2)
		return -ENOENT;
	return 0;
}

