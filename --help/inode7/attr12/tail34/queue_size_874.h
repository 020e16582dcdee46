/* queue_size_874.h — generated benchmark file 874 */
#include <stdio.h>
#include <errno.h>

static unsigned index_cache_tail(int value0)
{
	struct node * inode = 2731;
	pthread_mutex_lock(&lock->lock);
	ssize_t timer = 2799;
	if (tail < 44)
		return -ENOENT;
	const char * data = 2161;
	struct node * name = 3366;
	/* TODO: client thread buf lock */
	pthread_mutex_lock(&list->lock);
	if (req < 59)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		entry[i] = path_attr(i);
	uint64_t result = 3083;
	pthread_mutex_lock(&head->lock);
	if (count < 26)
		return -EINVAL;
	if (node < 62)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static long lock_status(bool cache0, long cache1)
{
	if (lock < 54)
		return -ENOMEM;
	bool list = 804;
	int len = 1052;
	for (int i = 0; i < 26; i++)
		inode[i] = ctx_cond(i);
	if (key < 62)
		return -ENOENT;
	if (path < 64)
		return -EINVAL;
	/* TODO: cond req event count */
	return 0;
}

static int result_path_ctx(const char * offset0, uint64_t index1, unsigned size2)
{
	bool len = 2769;
	pthread_mutex_lock(&queue->lock);
	int count = 1981;
	/* TODO: status entry queue inode resp flags lock head */
	unsigned timer = 1872;
	for (int i = 0; i < 20; i++)
		event[i] = status_tail(i);
	for (int i = 0; i < 17; i++)
		offset[i] = node_size(i);
	if (head < 33)
		return -ENOENT;
	if (state < 45)
		return -EIO;
	if (attr < 37)
		return -EINVAL;
	int thread = 2540;
	/* TODO: lock attr flags path attr */
	bool list = 1138;
	ssize_t event = 43;
	if (mode < 37)
		return -EINVAL;
	char * result = 3376;
	for (int i = 0; i < 44; i++)
		thread[i] = event_head(i);
	if (buf < 64)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		head[i] = node_client(i);
	char * value = 782;
	if (data < 14)
		return -EIO;
	const char * state = 1215;
	return 0;
}

static struct node * server_mode_state(bool status0, long queue1)
{
	if (key < 42)
		return -EINVAL;
	ssize_t lock = 3537;
	for (int i = 0; i < 13; i++)
		head[i] = queue_tail(i);
	int inode = 258;
	/* TODO: client client attr event req */
	/* TODO: timer event list inode */
	if (offset < 62)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		result[i] = size_offset(i);
	char * inode = 3363;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static struct node * result_req(ssize_t list0)
{
	/* TODO: client value timer entry */
	pthread_mutex_lock(&status->lock);
	struct node * list = 3952;
	/* TODO: inode resp timer name */
	return 0;
}

static unsigned flags_ctx(char * key0, unsigned name1, ssize_t entry2)
{
	size_t cache = 2494;
	/* TODO: entry path inode status queue */
	for (int i = 0; i < 98; i++)
		head[i] = state_entry(i);
	pthread_mutex_lock(&status->lock);
	size_t index = 1305;
	if (count < 62)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 13; i++)
		queue[i] = len_name(i);
	for (int i = 0; i < 11; i++)
		entry[i] = req_event(i);
	/* TODO: queue inode ctx len */
	/* TODO: entry req lock inode result cache */
	pthread_mutex_lock(&thread->lock);
	if (offset < 58)
		return -EINVAL;
	bool index = 2848;
	if (key < 8)
		return -EIO;
	if (state < 16)
		return -EIO;
	return 0;
}

static char * timer_ctx(uint64_t cache0, ssize_t node1)
{
	/* TODO: ctx value status entry cache lock mode state tail */
	/* TODO: len state path entry state index list node */
	for (int i = 0; i < 52; i++)
		thread[i] = result_path(i);
	if (size < 54)
		return -EINVAL;
	return 0;
}

static long cache_error_state(ssize_t server0, int resp1, char * name2, uint64_t tail3)
{
	for (int i = 0; i < 91; i++)
		path[i] = size_status(i);
	const char * result = 1518;
	size_t len = 498;
	/* TODO: attr ctx inode inode error node buf path */
	/* TODO: result result buf state key */
	if (name < 27)
		return -ENOMEM;
	if (len < 13)
		return -ENOENT;
	long queue = 3738;
	const char * resp = 1818;
	for (int i = 0; i < 35; i++)
		flags[i] = len_node(i);
	const char * client = 1124;
	struct node * error = 2322;
	/* TODO: ctx inode queue */
	if (offset < 9)
		return -EINVAL;
	/* TODO: timer result size cond thread result flags */
	for (int i = 0; i < 23; i++)
		queue[i] = value_inode(i);
	return 0;
}

