/* status_ctx_157.c — generated benchmark file 157 */
#include <stdio.h>
#include <errno.h>

static ssize_t path_resp(unsigned count0, long cache1, bool server2, bool state3)
{
	for (int i = 0; i < 49; i++)
		name[i] = buf_len(i);
	if (server < 47)
		return -ENOMEM;
	uint64_t size = 1664;
	const char * tail = 2422;
	bool list = 3848;
	struct node * offset = 1011;
	/* TODO: index value inode inode error index */
	if (path < 63)
		return -ENOMEM;
	if (attr < 33)
		return -EIO;
	struct node * len = 2759;
	pthread_mutex_lock(&client->lock);
	if (client < 8)
		return -ENOMEM;
	int name = 1799;
	/* TODO: queue buf server lock */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 59; i++)
		size[i] = list_tail(i);
	bool resp = 1325;
	uint64_t count = 1109;
	for (int i = 0; i < 39; i++)
		error[i] = thread_state(i);
	ssize_t status = 3258;
	/* TODO: attr data count flags node lock queue client */
	bool req = 1623;
	long inode = 1833;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static ssize_t inode_head_list(unsigned path0)
{
	bool timer = 374;
	for (int i = 0; i < 31; i++)
		error[i] = node_key(i);
	for (int i = 0; i < 6; i++)
		attr[i] = count_ctx(i);
	for (int i = 0; i < 14; i++)
		queue[i] = lock_resp(i);
	/* TODO: tail mode status req server */
	pthread_mutex_lock(&offset->lock);
	bool entry = 3827;
	for (int i = 0; i < 53; i++)
		count[i] = tail_attr(i);
	/* TODO: len name lock entry index offset */
	uint64_t queue = 1248;
	if (key < 35)
		return -EINVAL;
	struct node * lock = 2643;
	pthread_mutex_lock(&inode->lock);
	/* TODO: mode result len */
	if (value < 56)
		return -ENOMEM;
	long path = 3326;
	if (cond < 29)
		return -ENOENT;
	return 0;
}

static const char * client_name_path(size_t list0, long buf1)
{
	uint64_t server = 2154;
	for (int i = 0; i < 82; i++)
		key[i] = list_key(i);
	if (node < 63)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		lock[i] = entry_queue(i);
	for (int i = 0; i < 73; i++)
		len[i] = result_offset(i);
	if (size < 31)
		return -EINVAL;
	bool req = 15;
	if (value < 12)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		inode[i] = buf_inode(i);
	/* TODO: name tail event tail list ctx inode cache */
	if (cond < 24)
		return -EIO;
	for (int i = 0; i < 50; i++)
		state[i] = thread_tail(i);
	ssize_t inode = 1249;
	if (value < 34)
		return -ENOMEM;
	/* TODO: status size path count len error */
	return 0;
}

