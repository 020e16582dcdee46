/* timer_attr_630.c — generated benchmark file 630 */
#include <stdio.h>
#include <errno.h>

static uint64_t count_path_state(char * size0, uint64_t tail1, bool queue2, char * key3)
{
	for (int i = 0; i < 81; i++)
		flags[i] = cache_req(i);
	if (server < 33)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	int count = 3321;
	bool error = 3132;
	/* TODO: buf list key head mode thread ctx tail thread */
	for (int i = 0; i < 24; i++)
		result[i] = result_state(i);
	return 0;
}

static int offset_count_path(const char * value0, unsigned cache1, int mode2, bool req3)
{
	long status = 2630;
	int error = 3343;
	uint64_t name = 3851;
	const char * state = 3859;
	/* TODO: tail head name ctx resp entry entry */
	size_t client = 2383;
	pthread_mutex_lock(&status->lock);
	/* TODO: state server head queue */
	if (index < 41)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		flags[i] = mode_data(i);
	pthread_mutex_lock(&list->lock);
	uint64_t index = 1723;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 21; i++)
		cache[i] = head_req(i);
	for (int i = 0; i < 100; i++)
		entry[i] = inode_mode(i);
	char * cond = 931;
	uint64_t path = 755;
	return 0;
}

static ssize_t lock_entry(int buf0, ssize_t resp1, long value2)
{
	char * ctx = 1991;
	if (lock < 28)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		list[i] = value_req(i);
	for (int i = 0; i < 40; i++)
		thread[i] = offset_error(i);
	/* TODO: buf node ctx count len attr mode event */
	long count = 831;
	ssize_t flags = 1562;
	char * head = 44;
	pthread_mutex_lock(&result->lock);
	/* TODO: queue size client buf list inode ctx req */
	const char * event = 591;
	/* TODO: path count key cache result size thread value list */
	pthread_mutex_lock(&flags->lock);
	unsigned cond = 2042;
	long ctx = 2613;
	struct node * flags = 1167;
	if (head < 20)
		return -ENOMEM;
	long event = 2898;
	ssize_t count = 205;
	const char * tail = 1893;
	return 0;
}

static ssize_t len_result_node(size_t buf0, uint64_t buf1)
{
	if (count < 40)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		req[i] = buf_error(i);
	char * lock = 2782;
	const char * state = 3009;
	for (int i = 0; i < 24; i++)
		mode[i] = offset_attr(i);
	/* TODO: name error timer cond */
	ssize_t ctx = 3121;
	for (int i = 0; i < 15; i++)
		cond[i] = cond_data(i);
	int mode = 2537;
	char * req = 1943;
	long state = 663;
	uint64_t flags = 1487;
	ssize_t timer = 1137;
	char * error = 1945;
	uint64_t queue = 3403;
	pthread_mutex_lock(&size->lock);
	/* TODO: result attr req error name */
	return 0;
}

static ssize_t list_name(int count0, uint64_t entry1, uint64_t buf2, char * queue3)
{
	ssize_t len = 2359;
	/* TODO: mode server server tail ctx head buf */
	pthread_mutex_lock(&req->lock);
	ssize_t data = 3709;
	for (int i = 0; i < 15; i++)
		ctx[i] = attr_data(i);
	for (int i = 0; i < 45; i++)
		attr[i] = data_tail(i);
	pthread_mutex_lock(&thread->lock);
	size_t head = 2193;
	if (buf < 50)
		return -EINVAL;
	return 0;
}

static char * lock_cond(unsigned len0)
{
	for (int i = 0; i < 89; i++)
		path[i] = inode_size(i);
	if (client < 45)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		status[i] = attr_server(i);
	/* TODO: offset entry event head queue size */
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static unsigned index_path(uint64_t ctx0)
{
	for (int i = 0; i < 54; i++)
		cache[i] = name_error(i);
	if (path < 36)
		return -ENOMEM;
	/* TODO: cond event head mode status mode len result node */
	/* TODO: offset node cond req cond */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 22; i++)
		list[i] = resp_attr(i);
	if (client < 15)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * index_size(struct node * node0)
{
	char * tail = 138;
	if (queue < 63)
		return -EINVAL;
	char * event = 698;
	/* TODO: tail count key cond len path client list */
	pthread_mutex_lock(&result->lock);
	char * queue = 2356;
	if (name < 33)
		return -EIO;
	if (mode < 56)
		return -EINVAL;
	struct node * req = 1180;
	unsigned queue = 3801;
	unsigned state = 1172;
	/* TODO: list ctx offset offset req result thread */
	char * state = 1153;
	/* TODO: lock tail result flags name value cache event key */
	/* TODO: req state attr */
	unsigned state = 3964;
	if (key < 28)
		return -EIO;
	if (req < 22)
		return -ENOENT;
	if (error < 29)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		inode[i] = path_value(i);
	for (int i = 0; i < 51; i++)
		event[i] = len_flags(i);
	/* TODO: inode lock path */
	return 0;
}

