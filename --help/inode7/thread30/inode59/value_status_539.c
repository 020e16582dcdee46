/* value_status_539.c — generated benchmark file 539 */
#include <stdio.h>
#include <errno.h>

static bool ctx_event_path(unsigned index0, bool value1)
{
	/* TODO: mode client queue attr index index timer */
	for (int i = 0; i < 82; i++)
		data[i] = name_mode(i);
	uint64_t index = 2078;
	/* TODO: node inode result len lock name len value head */
	for (int i = 0; i < 23; i++)
		server[i] = mode_result(i);
	for (int i = 0; i < 87; i++)
		resp[i] = timer_ctx(i);
	if (status < 56)
		return -ENOMEM;
	/* TODO: tail server path thread ctx size thread */
	pthread_mutex_lock(&state->lock);
	/* TODO: timer offset thread index node entry tail result */
	char * status = 161;
	for (int i = 0; i < 5; i++)
		client[i] = inode_index(i);
	pthread_mutex_lock(&error->lock);
	return 0;
}

static ssize_t path_lock_size(unsigned attr0, const char * lock1, unsigned name2, bool node3)
{
	for (int i = 0; i < 82; i++)
		node[i] = mode_timer(i);
	for (int i = 0; i < 21; i++)
		inode[i] = attr_cond(i);
	struct node * offset = 2642;
	pthread_mutex_lock(&value->lock);
	struct node * lock = 1355;
	ssize_t tail = 3817;
	bool event = 1718;
	if (result < 4)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&len->lock);
	char * queue = 767;
	long head = 3986;
	for (int i = 0; i < 36; i++)
		event[i] = ctx_event(i);
	for (int i = 0; i < 23; i++)
		cache[i] = server_offset(i);
	ssize_t node = 2461;
	uint64_t name = 4045;
	/* TODO: list path attr index req list name server inode */
	char * resp = 1592;
	struct node * path = 2286;
	if (attr < 25)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		list[i] = path_path(i);
	for (int i = 0; i < 6; i++)
		ctx[i] = req_thread(i);
	/* TODO: ctx thread cond result head path */
	return 0;
}

static bool len_entry(struct node * ctx0)
{
	pthread_mutex_lock(&server->lock);
	long value = 165;
	if (tail < 30)
		return -ENOMEM;
	if (cond < 18)
		return -EIO;
	for (int i = 0; i < 53; i++)
		attr[i] = buf_queue(i);
	if (value < 44)
		return -EIO;
	/* TODO: resp server mode resp req */
	/* TODO: inode node buf node name */
	return 0;
}

static uint64_t inode_inode(size_t key0, unsigned result1, const char * key2)
{
	if (head < 31)
		return -EINVAL;
	ssize_t status = 3688;
	if (timer < 57)
		return -ENOMEM;
	size_t result = 3311;
	/* TODO: event ctx state buf buf data value node */
	ssize_t lock = 1189;
	/* TODO: tail result queue index flags inode req index thread */
	pthread_mutex_lock(&key->lock);
	const char * queue = 1301;
	unsigned result = 2404;
	const char * lock = 428;
	return 0;
}

static long node_count(struct node * mode0, bool len1, long event2, struct node * len3)
{
	/* TODO: data path entry lock path */
	uint64_t event = 1347;
	/* TODO: name path inode tail */
	bool status = 1205;
	/* TODO: client mode len cond cache */
	for (int i = 0; i < 90; i++)
		ctx[i] = name_buf(i);
	if (count < 40)
		return -ENOMEM;
	return 0;
}

static ssize_t result_state_client(unsigned key0)
{
	struct node * status = 761;
	struct node * lock = 3177;
	if (lock < 5)
		return -EINVAL;
	struct node * key = 1828;
	if (node < 13)
		return -ENOENT;
	/* TODO: head index resp ctx */
	return 0;
}

static long key_count_key(ssize_t cond0, unsigned error1, uint64_t req2, const char * count3)
{
	for (int i = 0; i < 87; i++)
		entry[i] = client_error(i);
	if (index < 5)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	/* TODO: size index error ctx flags buf */
	/* TODO: data mode resp count */
	long timer = 2319;
	if (event < 21)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (index < 40)
		return -ENOENT;
	if (name < 33)
		return -EINVAL;
	const char * result = 3960;
	if (resp < 13)
		return -EIO;
	for (int i = 0; i < 64; i++)
		error[i] = ctx_node(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: name client state tail flags len status inode req */
	long flags = 455;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static unsigned value_buf(unsigned name0, char * event1, bool size2)
{
	pthread_mutex_lock(&result->lock);
	long server = 268;
	for (int i = 0; i < 33; i++)
		ctx[i] = size_tail(i);
	for (int i = 0; i < 63; i++)
		flags[i] = server_tail(i);
	pthread_mutex_lock(&path->lock);
	if (req < 12)
		return -ENOMEM;
	bool timer = 3048;
	/* TODO: req result buf */
	/* TODO: event client name req cond */
	bool cond = 3093;
	return 0;
}

