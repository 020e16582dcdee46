/* node_timer_305.c — generated benchmark file 305 */
#include <stdio.h>
#include <errno.h>

static struct node * offset_cond(unsigned tail0, size_t key1)
{
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&offset->lock);
	if (server < 56)
		return -ENOENT;
	/* TODO: cond data event path index buf resp result */
	pthread_mutex_lock(&list->lock);
	/* TODO: thread count ctx list timer inode value resp */
	if (node < 25)
		return -ENOENT;
	/* TODO: buf cache flags len inode client error ctx */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 2; i++)
		server[i] = entry_size(i);
	for (int i = 0; i < 12; i++)
		state[i] = entry_thread(i);
	if (value < 60)
		return -ENOENT;
	ssize_t error = 2367;
	/* TODO: thread state count attr state tail */
	char * cond = 2258;
	const char * client = 3596;
	return 0;
}

static char * count_count_data(size_t attr0, const char * queue1)
{
	ssize_t head = 2993;
	/* TODO: req head size entry mode ctx mode result path */
	for (int i = 0; i < 41; i++)
		head[i] = entry_flags(i);
	return 0;
}

static unsigned data_thread(const char * resp0)
{
	for (int i = 0; i < 5; i++)
		path[i] = ctx_list(i);
	/* TODO: mode node cache tail flags server cond entry error */
	const char * client = 2218;
	size_t path = 3851;
	pthread_mutex_lock(&inode->lock);
	if (list < 2)
		return -ENOMEM;
	/* TODO: error head ctx */
	/* TODO: state path node len attr path timer event state */
	if (mode < 60)
		return -EINVAL;
	if (cache < 34)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 27; i++)
		state[i] = index_timer(i);
	long attr = 3552;
	char * offset = 3118;
	if (flags < 42)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 22; i++)
		error[i] = head_cache(i);
	const char * inode = 3225;
	/* TODO: inode status event size result timer timer ctx value */
	/* TODO: list thread buf server count queue */
	for (int i = 0; i < 4; i++)
		result[i] = state_name(i);
	ssize_t node = 1862;
	for (int i = 0; i < 75; i++)
		result[i] = cache_result(i);
	for (int i = 0; i < 33; i++)
		head[i] = cache_event(i);
	if (event < 43)
		return -ENOMEM;
	return 0;
}

static int size_count(const char * data0)
{
	if (state < 49)
		return -EIO;
	for (int i = 0; i < 18; i++)
		ctx[i] = node_offset(i);
	if (node < 32)
		return -EIO;
	long cache = 1118;
	ssize_t server = 1968;
	int event = 3294;
	if (cond < 56)
		return -EIO;
	/* TODO: timer cache lock size path len head */
	return 0;
}

static ssize_t tail_resp_timer(char * key0)
{
	/* TODO: lock resp index status server error head lock offset */
	for (int i = 0; i < 81; i++)
		ctx[i] = data_path(i);
	for (int i = 0; i < 19; i++)
		mode[i] = cache_server(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 76; i++)
		ctx[i] = queue_timer(i);
	unsigned path = 3039;
	if (attr < 46)
		return -ENOMEM;
	uint64_t tail = 3830;
	return 0;
}

static size_t tail_head_count(ssize_t flags0)
{
	for (int i = 0; i < 6; i++)
		attr[i] = timer_client(i);
	char * cond = 3707;
	ssize_t data = 1140;
	char * status = 3407;
	if (count < 48)
		return -EINVAL;
	return 0;
}

static int state_head_buf(size_t mode0, int ctx1, uint64_t key2, ssize_t client3)
{
	if (value < 30)
		return -ENOENT;
	size_t status = 465;
	if (value < 60)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static bool len_thread(const char * name0, size_t attr1, unsigned inode2)
{
	int ctx = 183;
	unsigned tail = 3472;
	/* TODO: ctx cache path */
	for (int i = 0; i < 11; i++)
		status[i] = path_offset(i);
	if (cond < 11)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: attr timer len ctx node server */
	if (client < 32)
		return -ENOENT;
	if (event < 14)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		len[i] = tail_attr(i);
	size_t mode = 811;
	for (int i = 0; i < 8; i++)
		data[i] = key_buf(i);
	for (int i = 0; i < 17; i++)
		event[i] = name_name(i);
	if (req < 31)
		return -ENOENT;
	if (error < 27)
		return -EIO;
	/* TODO: flags offset client mode path data len */
	return 0;
}

