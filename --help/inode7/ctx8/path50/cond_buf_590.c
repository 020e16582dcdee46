/* cond_buf_590.c — generated benchmark file 590 */
#include <stdio.h>
#include <errno.h>

static uint64_t size_len(const char * len0, const char * event1, uint64_t buf2, uint64_t buf3)
{
	for (int i = 0; i < 58; i++)
		flags[i] = head_offset(i);
	if (head < 64)
		return -EINVAL;
	if (resp < 19)
		return -ENOENT;
	int key = 1776;
	for (int i = 0; i < 31; i++)
		timer[i] = result_error(i);
	/* TODO: index result state cache attr head node timer */
	if (queue < 4)
		return -ENOMEM;
	if (thread < 3)
		return -ENOMEM;
	bool server = 1501;
	if (mode < 59)
		return -ENOENT;
	char * cond = 1901;
	if (name < 7)
		return -EIO;
	for (int i = 0; i < 69; i++)
		client[i] = key_list(i);
	size_t req = 706;
	bool thread = 872;
	return 0;
}

static unsigned flags_queue(long offset0, unsigned node1, uint64_t key2)
{
	ssize_t node = 3175;
	if (offset < 43)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		inode[i] = data_timer(i);
	if (status < 7)
		return -ENOMEM;
	ssize_t mode = 3625;
	ssize_t head = 2261;
	for (int i = 0; i < 49; i++)
		buf[i] = error_list(i);
	const char * head = 1414;
	if (name < 52)
		return -EIO;
	uint64_t inode = 3818;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 99; i++)
		thread[i] = data_mode(i);
	if (event < 45)
		return -EIO;
	int state = 2746;
	ssize_t head = 1045;
	return 0;
}

static struct node * queue_resp_resp(ssize_t offset0, size_t resp1, ssize_t inode2)
{
	long key = 168;
	/* TODO: cache len size queue buf */
	/* TODO: status list tail attr value size */
	for (int i = 0; i < 99; i++)
		req[i] = name_index(i);
	return 0;
}

static const char * mode_key(char * node0, uint64_t entry1, size_t state2, uint64_t client3)
{
	unsigned server = 3566;
	if (client < 39)
		return -EIO;
	for (int i = 0; i < 99; i++)
		flags[i] = path_state(i);
	if (status < 52)
		return -EIO;
	unsigned resp = 255;
	if (key < 52)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (event < 59)
		return -EIO;
	for (int i = 0; i < 66; i++)
		state[i] = flags_client(i);
	/* TODO: path error entry queue ctx list */
	for (int i = 0; i < 78; i++)
		list[i] = status_timer(i);
	if (state < 41)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	size_t resp = 3978;
	for (int i = 0; i < 86; i++)
		data[i] = index_event(i);
	for (int i = 0; i < 53; i++)
		error[i] = error_attr(i);
	long cache = 1012;
	long event = 4084;
	pthread_mutex_lock(&ctx->lock);
	if (event < 41)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		mode[i] = key_server(i);
	return 0;
}

