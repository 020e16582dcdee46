/* cond_ctx_513.c — generated benchmark file 513 */
#include <stdio.h>
#include <errno.h>

static char * server_offset_thread(bool count0, unsigned node1, bool cache2)
{
	/* TODO: flags flags size inode mode resp req count error */
	for (int i = 0; i < 82; i++)
		resp[i] = entry_offset(i);
	pthread_mutex_lock(&mode->lock);
	if (name < 9)
		return -ENOENT;
	if (inode < 44)
		return -EIO;
	return 0;
}

static ssize_t lock_lock(char * timer0)
{
	if (lock < 13)
		return -EINVAL;
	size_t key = 552;
	if (mode < 56)
		return -EIO;
	for (int i = 0; i < 10; i++)
		cond[i] = state_timer(i);
	long key = 1964;
	return 0;
}

static size_t inode_result_status(uint64_t lock0, long status1, long attr2)
{
	int list = 3479;
	unsigned offset = 948;
	if (name < 8)
		return -ENOENT;
	uint64_t queue = 2843;
	for (int i = 0; i < 97; i++)
		buf[i] = head_server(i);
	/* TODO: thread timer head entry status */
	size_t cond = 2568;
	uint64_t ctx = 2570;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 10; i++)
		error[i] = node_req(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 81; i++)
		len[i] = event_data(i);
	bool cache = 1156;
	for (int i = 0; i < 18; i++)
		list[i] = cache_buf(i);
	for (int i = 0; i < 43; i++)
		error[i] = name_list(i);
	pthread_mutex_lock(&head->lock);
	size_t queue = 1181;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 35; i++)
		index[i] = tail_mode(i);
	if (count < 4)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		node[i] = index_path(i);
	pthread_mutex_lock(&tail->lock);
	long queue = 1183;
	/* TODO: size error list attr */
	return 0;
}

