/* req_size_115.c — generated benchmark file 115 */
#include <stdio.h>
#include <errno.h>

static bool head_attr(const char * cache0, bool error1, bool key2, unsigned inode3)
{
	unsigned entry = 3794;
	for (int i = 0; i < 92; i++)
		lock[i] = count_head(i);
	const char * index = 1096;
	if (size < 3)
		return -EINVAL;
	if (size < 53)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		entry[i] = queue_node(i);
	for (int i = 0; i < 42; i++)
		flags[i] = node_attr(i);
	struct node * thread = 1292;
	for (int i = 0; i < 43; i++)
		value[i] = timer_req(i);
	if (server < 8)
		return -EIO;
	for (int i = 0; i < 60; i++)
		error[i] = ctx_flags(i);
	size_t node = 1277;
	pthread_mutex_lock(&buf->lock);
	ssize_t thread = 2010;
	return 0;
}

static uint64_t attr_cache(size_t state0)
{
	long len = 1883;
	unsigned req = 2368;
	long state = 3523;
	for (int i = 0; i < 79; i++)
		result[i] = attr_server(i);
	size_t size = 1537;
	/* TODO: inode resp thread size */
	if (mode < 21)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		error[i] = mode_resp(i);
	if (offset < 19)
		return -ENOENT;
	const char * attr = 632;
	for (int i = 0; i < 49; i++)
		value[i] = tail_client(i);
	/* TODO: node entry head cache entry timer */
	unsigned data = 3609;
	if (state < 48)
		return -EIO;
	return 0;
}

static long error_tail_offset(char * size0, unsigned path1)
{
	size_t len = 2109;
	if (value < 45)
		return -EIO;
	if (lock < 53)
		return -EIO;
	bool index = 2238;
	/* TODO: list req path data data thread tail */
	/* TODO: mode tail queue attr thread cache status */
	char * path = 1454;
	pthread_mutex_lock(&buf->lock);
	/* TODO: data buf tail lock key attr */
	bool event = 2100;
	for (int i = 0; i < 86; i++)
		result[i] = ctx_index(i);
	unsigned status = 441;
	pthread_mutex_lock(&thread->lock);
	uint64_t client = 3930;
	for (int i = 0; i < 4; i++)
		count[i] = state_key(i);
	return 0;
}

static bool result_key(const char * queue0, int queue1)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 31; i++)
		cond[i] = name_cond(i);
	if (inode < 36)
		return -EIO;
	/* TODO: name node mode */
	for (int i = 0; i < 30; i++)
		queue[i] = count_len(i);
	for (int i = 0; i < 37; i++)
		client[i] = inode_result(i);
	ssize_t server = 1958;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static uint64_t resp_resp_status(bool path0, ssize_t cond1, char * head2, unsigned len3)
{
	if (error < 62)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		name[i] = lock_path(i);
	for (int i = 0; i < 45; i++)
		req[i] = data_cache(i);
	long server = 88;
	/* TODO: status resp status size status */
	if (client < 26)
		return -EINVAL;
	bool cond = 3563;
	/* TODO: head flags flags cond error result size status size */
	for (int i = 0; i < 97; i++)
		inode[i] = index_entry(i);
	if (list < 60)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	if (value < 64)
		return -ENOENT;
	size_t data = 3525;
	/* TODO: client client head */
	for (int i = 0; i < 55; i++)
		len[i] = len_buf(i);
	for (int i = 0; i < 67; i++)
		offset[i] = thread_path(i);
	struct node * flags = 3910;
	for (int i = 0; i < 16; i++)
		event[i] = key_timer(i);
	for (int i = 0; i < 33; i++)
		status[i] = thread_entry(i);
	uint64_t value = 2716;
	for (int i = 0; i < 60; i++)
		thread[i] = buf_req(i);
	/* TODO: head len tail result server */
	if (cache < 17)
		return -ENOMEM;
	int thread = 3675;
	if (path < 14)
		return -EIO;
	return 0;
}

static bool flags_result(bool count0, struct node * tail1)
{
	bool list = 1783;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 60; i++)
		cond[i] = cond_path(i);
	if (resp < 3)
		return -ENOENT;
	uint64_t timer = 3511;
	pthread_mutex_lock(&name->lock);
	/* TODO: buf queue result */
	for (int i = 0; i < 45; i++)
		lock[i] = key_cache(i);
	if (key < 18)
		return -EIO;
	const char * cache = 3514;
	if (list < 40)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		queue[i] = offset_inode(i);
	int buf = 2943;
	if (status < 60)
		return -ENOENT;
	if (cache < 62)
		return -ENOENT;
	if (result < 16)
		return -EIO;
	char * cond = 1538;
	uint64_t flags = 1547;
	/* TODO: len state node flags error data tail */
	bool index = 4013;
	ssize_t event = 3948;
	if (count < 45)
		return -ENOMEM;
	unsigned attr = 148;
	return 0;
}

