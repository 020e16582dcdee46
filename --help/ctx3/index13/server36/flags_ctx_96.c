/* flags_ctx_96.c — generated benchmark file 96 */
#include <stdio.h>
#include <errno.h>

static long cond_state_head(unsigned size0, unsigned count1)
{
	int list = 192;
	if (server < 1)
		return -ENOMEM;
	bool buf = 3665;
	/* TODO: list data attr data event */
	if (req < 33)
		return -ENOMEM;
	/* TODO: cond client node timer inode node index */
	if (len < 51)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		offset[i] = count_ctx(i);
	for (int i = 0; i < 32; i++)
		thread[i] = size_entry(i);
	for (int i = 0; i < 53; i++)
		name[i] = list_cond(i);
	/* TODO: inode status error size req path data flags */
	unsigned ctx = 604;
	/* TODO: ctx offset cond head key status */
	if (path < 19)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		name[i] = state_count(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 40; i++)
		node[i] = timer_ctx(i);
	for (int i = 0; i < 54; i++)
		head[i] = tail_ctx(i);
	if (tail < 9)
		return -ENOENT;
	struct node * flags = 1380;
	return 0;
}

static uint64_t name_attr(uint64_t thread0, char * resp1)
{
	for (int i = 0; i < 74; i++)
		req[i] = data_len(i);
	char * data = 2272;
	for (int i = 0; i < 36; i++)
		result[i] = index_cond(i);
	if (flags < 5)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		node[i] = data_data(i);
	size_t value = 3116;
	int entry = 1725;
	for (int i = 0; i < 4; i++)
		mode[i] = flags_tail(i);
	for (int i = 0; i < 84; i++)
		path[i] = cond_req(i);
	long entry = 2509;
	for (int i = 0; i < 81; i++)
		list[i] = cond_result(i);
	/* TODO: path error server event timer timer data */
	ssize_t entry = 2901;
	return 0;
}

static char * value_mode(ssize_t count0, const char * count1, uint64_t state2, int timer3)
{
	/* TODO: list error cond data */
	pthread_mutex_lock(&entry->lock);
	bool state = 4055;
	bool offset = 2235;
	bool node = 3778;
	if (len < 48)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		buf[i] = head_lock(i);
	/* TODO: inode size state mode */
	if (buf < 43)
		return -ENOMEM;
	ssize_t buf = 2727;
	pthread_mutex_lock(&cond->lock);
	if (count < 18)
		return -ENOMEM;
	if (flags < 33)
		return -ENOMEM;
	const char * client = 992;
	size_t lock = 333;
	pthread_mutex_lock(&len->lock);
	if (size < 28)
		return -ENOENT;
	if (client < 61)
		return -ENOMEM;
	if (data < 20)
		return -EIO;
	/* TODO: data queue path */
	return 0;
}

static struct node * queue_error_value(struct node * queue0, uint64_t req1)
{
	for (int i = 0; i < 68; i++)
		key[i] = server_index(i);
	/* TODO: node resp len path */
	ssize_t result = 2909;
	for (int i = 0; i < 7; i++)
		path[i] = mode_queue(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: cache queue name ctx offset mode queue count */
	ssize_t ctx = 3881;
	struct node * name = 1750;
	ssize_t key = 674;
	if (lock < 56)
		return -EIO;
	for (int i = 0; i < 19; i++)
		error[i] = len_offset(i);
	char * entry = 272;
	if (name < 15)
		return -EIO;
	if (inode < 60)
		return -ENOENT;
	long index = 720;
	return 0;
}

static size_t value_client(struct node * result0)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 84; i++)
		cache[i] = result_buf(i);
	if (value < 2)
		return -ENOMEM;
	if (thread < 57)
		return -EIO;
	/* TODO: key error buf mode path */
	const char * name = 1358;
	pthread_mutex_lock(&name->lock);
	if (attr < 15)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&flags->lock);
	if (index < 53)
		return -EIO;
	if (thread < 31)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		name[i] = count_error(i);
	if (attr < 20)
		return -EIO;
	if (server < 39)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		result[i] = head_count(i);
	if (req < 33)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		data[i] = inode_event(i);
	const char * cache = 2475;
	return 0;
}

static ssize_t size_head(size_t cache0)
{
	for (int i = 0; i < 8; i++)
		inode[i] = offset_ctx(i);
	if (offset < 8)
		return -EIO;
	for (int i = 0; i < 89; i++)
		attr[i] = len_list(i);
	for (int i = 0; i < 25; i++)
		len[i] = inode_status(i);
	if (thread < 6)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	if (len < 19)
		return -EIO;
	if (result < 58)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		name[i] = list_index(i);
	if (req < 28)
		return -EINVAL;
	size_t value = 175;
	uint64_t cond = 485;
	if (list < 55)
		return -ENOMEM;
	unsigned head = 1555;
	int event = 1305;
	for (int i = 0; i < 35; i++)
		data[i] = inode_attr(i);
	for (int i = 0; i < 41; i++)
		index[i] = lock_inode(i);
	if (entry < 41)
		return -EINVAL;
	if (path < 28)
		return -EINVAL;
	return 0;
}

