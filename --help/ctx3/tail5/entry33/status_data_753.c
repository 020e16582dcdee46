/* status_data_753.c — generated benchmark file 753 */
#include <stdio.h>
#include <errno.h>

static char * node_count_buf(char * mode0, bool error1, size_t thread2, int head3)
{
	if (ctx < 16)
		return -ENOENT;
	struct node * buf = 1242;
	for (int i = 0; i < 12; i++)
		index[i] = mode_server(i);
	for (int i = 0; i < 54; i++)
		list[i] = client_timer(i);
	return 0;
}

static int len_len_server(bool count0, struct node * key1)
{
	for (int i = 0; i < 23; i++)
		thread[i] = inode_thread(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 39; i++)
		cond[i] = tail_state(i);
	const char * attr = 3263;
	pthread_mutex_lock(&mode->lock);
	if (buf < 3)
		return -ENOMEM;
	size_t entry = 1904;
	pthread_mutex_lock(&thread->lock);
	/* TODO: state data thread size */
	bool node = 2292;
	/* TODO: flags node cache error value server */
	if (inode < 36)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		thread[i] = path_result(i);
	/* TODO: server ctx lock node mode index lock */
	for (int i = 0; i < 34; i++)
		name[i] = thread_path(i);
	size_t event = 2453;
	char * cond = 4053;
	if (value < 47)
		return -ENOMEM;
	unsigned entry = 2200;
	if (timer < 22)
		return -EIO;
	return 0;
}

static size_t resp_head_size(bool size0)
{
	/* TODO: data buf index */
	if (req < 15)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		event[i] = ctx_resp(i);
	if (name < 20)
		return -EINVAL;
	if (resp < 45)
		return -ENOENT;
	if (result < 4)
		return -EIO;
	/* TODO: status server entry buf ctx state */
	if (inode < 60)
		return -EINVAL;
	if (offset < 26)
		return -ENOENT;
	ssize_t buf = 1082;
	if (timer < 57)
		return -EINVAL;
	char * entry = 769;
	if (req < 44)
		return -ENOMEM;
	if (queue < 12)
		return -ENOENT;
	size_t tail = 2419;
	if (queue < 56)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		cache[i] = index_entry(i);
	if (result < 38)
		return -EIO;
	const char * error = 1180;
	/* TODO: thread len client result count req tail queue size */
	const char * path = 2448;
	return 0;
}

static uint64_t inode_flags(const char * req0)
{
	if (key < 42)
		return -EIO;
	if (size < 44)
		return -ENOENT;
	if (size < 5)
		return -ENOENT;
	unsigned ctx = 698;
	for (int i = 0; i < 73; i++)
		entry[i] = status_flags(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 5; i++)
		attr[i] = head_head(i);
	return 0;
}

