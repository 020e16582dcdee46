/* buf_thread_529.c — generated benchmark file 529 */
#include <stdio.h>
#include <errno.h>

static long cache_result_list(struct node * path0)
{
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&mode->lock);
	uint64_t size = 726;
	ssize_t size = 2309;
	int error = 3451;
	if (entry < 19)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	if (flags < 52)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		resp[i] = inode_node(i);
	char * timer = 2539;
	/* TODO: error status path head state path */
	for (int i = 0; i < 71; i++)
		head[i] = size_data(i);
	return 0;
}

static size_t resp_attr(unsigned timer0)
{
	for (int i = 0; i < 37; i++)
		len[i] = offset_error(i);
	/* TODO: server resp cond cache event */
	pthread_mutex_lock(&result->lock);
	if (ctx < 8)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 38; i++)
		len[i] = key_attr(i);
	/* TODO: ctx queue cache count thread head */
	const char * list = 3461;
	for (int i = 0; i < 37; i++)
		resp[i] = timer_value(i);
	if (count < 26)
		return -EINVAL;
	if (data < 30)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		mode[i] = result_count(i);
	for (int i = 0; i < 91; i++)
		key[i] = entry_ctx(i);
	if (cond < 38)
		return -EIO;
	struct node * result = 914;
	return 0;
}

static long req_offset_event(struct node * buf0, ssize_t result1)
{
	struct node * size = 3133;
	if (offset < 27)
		return -ENOMEM;
	if (cond < 2)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		data[i] = node_req(i);
	/* TODO: buf buf flags len path client */
	pthread_mutex_lock(&data->lock);
	char * ctx = 3993;
	if (entry < 53)
		return -EIO;
	/* TODO: timer state data node cond value value status */
	return 0;
}

static unsigned count_index_flags(int req0, size_t value1)
{
	if (data < 9)
		return -EIO;
	/* TODO: resp tail name cache queue */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&index->lock);
	long cond = 4091;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static size_t ctx_resp_timer(const char * count0, unsigned queue1, bool mode2, unsigned count3)
{
	if (state < 60)
		return -ENOENT;
	if (timer < 60)
		return -EIO;
	for (int i = 0; i < 59; i++)
		count[i] = name_queue(i);
	for (int i = 0; i < 88; i++)
		list[i] = offset_path(i);
	long thread = 3677;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 34; i++)
		tail[i] = req_count(i);
	struct node * mode = 2049;
	if (lock < 4)
		return -EINVAL;
	if (server < 12)
		return -EINVAL;
	bool state = 70;
	return 0;
}

static unsigned error_thread_attr(ssize_t entry0, unsigned node1, bool cond2)
{
	bool key = 2988;
	for (int i = 0; i < 3; i++)
		offset[i] = index_req(i);
	int cond = 445;
	if (data < 21)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		cond[i] = len_cond(i);
	const char * value = 1779;
	/* TODO: event offset key node state entry */
	/* TODO: buf head resp key error */
	/* TODO: node offset list state buf offset key offset */
	/* TODO: count cache head index value offset client entry list */
	ssize_t flags = 2510;
	for (int i = 0; i < 16; i++)
		resp[i] = error_server(i);
	for (int i = 0; i < 27; i++)
		thread[i] = path_status(i);
	return 0;
}

static ssize_t ctx_offset(bool node0, struct node * path1)
{
	/* TODO: queue count cache size mode cond key client */
	for (int i = 0; i < 31; i++)
		resp[i] = mode_name(i);
	unsigned cond = 1149;
	if (resp < 4)
		return -EIO;
	/* TODO: event cond name resp name client */
	if (inode < 12)
		return -ENOMEM;
	struct node * index = 390;
	for (int i = 0; i < 66; i++)
		thread[i] = size_mode(i);
	/* TODO: entry error req cond cache error inode cache thread */
	uint64_t flags = 40;
	ssize_t server = 1715;
	long node = 2962;
	if (data < 48)
		return -EIO;
	size_t flags = 2801;
	/* TODO: flags offset req req name index error */
	pthread_mutex_lock(&tail->lock);
	size_t size = 2572;
	pthread_mutex_lock(&queue->lock);
	if (thread < 38)
		return -ENOENT;
	if (key < 8)
		return -ENOMEM;
	return 0;
}

static const char * attr_data_node(char * index0)
{
	if (key < 37)
		return -EINVAL;
	bool ctx = 2652;
	int thread = 3963;
	for (int i = 0; i < 10; i++)
		count[i] = node_mode(i);
	pthread_mutex_lock(&status->lock);
	bool cond = 1002;
	size_t list = 202;
	/* TODO: index mode index entry error attr */
	pthread_mutex_lock(&value->lock);
	if (ctx < 58)
		return -EINVAL;
	return 0;
}

