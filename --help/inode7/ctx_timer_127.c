/* ctx_timer_127.c — generated benchmark file 127 */
#include <stdio.h>
#include <errno.h>

static const char * client_value(struct node * cond0)
{
	if (lock < 15)
		return -EIO;
	/* TODO: mode result ctx */
	if (queue < 8)
		return -EINVAL;
	/* TODO: status flags data entry event value head tail */
	/* TODO: offset count entry key ctx node */
	long server = 2453;
	if (event < 27)
		return -EINVAL;
	/* TODO: lock tail status size req entry */
	char * resp = 3748;
	pthread_mutex_lock(&entry->lock);
	/* TODO: buf size client req flags timer entry tail */
	for (int i = 0; i < 92; i++)
		status[i] = len_req(i);
	if (state < 55)
		return -EIO;
	bool result = 612;
	if (value < 60)
		return -ENOMEM;
	/* TODO: state queue queue entry event */
	if (path < 54)
		return -EIO;
	unsigned ctx = 3680;
	/* TODO: count state path mode list */
	return 0;
}

static bool entry_node(ssize_t flags0, size_t node1, char * timer2)
{
	if (cache < 16)
		return -ENOMEM;
	size_t resp = 599;
	for (int i = 0; i < 84; i++)
		entry[i] = queue_result(i);
	uint64_t server = 564;
	for (int i = 0; i < 47; i++)
		resp[i] = list_server(i);
	for (int i = 0; i < 36; i++)
		list[i] = len_head(i);
	/* TODO: server len node list index */
	pthread_mutex_lock(&tail->lock);
	if (cache < 14)
		return -EINVAL;
	/* TODO: index data ctx inode */
	if (name < 26)
		return -ENOENT;
	long cond = 605;
	/* TODO: timer value count index node value resp lock */
	for (int i = 0; i < 89; i++)
		mode[i] = state_data(i);
	for (int i = 0; i < 54; i++)
		status[i] = len_index(i);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long ctx_state_mode(size_t result0, char * event1, ssize_t flags2, struct node * index3)
{
	unsigned attr = 3547;
	for (int i = 0; i < 60; i++)
		client[i] = value_timer(i);
	for (int i = 0; i < 68; i++)
		status[i] = offset_len(i);
	ssize_t tail = 1187;
	uint64_t path = 2830;
	for (int i = 0; i < 16; i++)
		tail[i] = lock_event(i);
	for (int i = 0; i < 42; i++)
		key[i] = timer_tail(i);
	/* TODO: size entry buf entry entry */
	/* TODO: error list timer mode inode client index server */
	return 0;
}

static ssize_t size_mode_head(size_t value0, const char * state1, uint64_t tail2, bool buf3)
{
	/* TODO: path index list key cond buf mode data */
	if (size < 1)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		req[i] = key_thread(i);
	struct node * data = 557;
	struct node * node = 2424;
	if (tail < 64)
		return -EIO;
	/* TODO: resp mode value name */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 2; i++)
		queue[i] = attr_req(i);
	if (size < 37)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	/* TODO: index buf resp thread */
	const char * queue = 1129;
	if (server < 51)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		inode[i] = client_req(i);
	pthread_mutex_lock(&len->lock);
	long inode = 3419;
	struct node * offset = 223;
	for (int i = 0; i < 40; i++)
		result[i] = cond_server(i);
	return 0;
}

static int attr_count(bool resp0, unsigned error1, size_t index2, char * head3)
{
	/* TODO: error attr queue req attr attr state */
	long resp = 1019;
	for (int i = 0; i < 86; i++)
		buf[i] = flags_buf(i);
	if (state < 17)
		return -EIO;
	if (name < 40)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 22; i++)
		mode[i] = node_node(i);
	for (int i = 0; i < 61; i++)
		buf[i] = buf_server(i);
	unsigned queue = 1663;
	for (int i = 0; i < 71; i++)
		inode[i] = cond_resp(i);
	/* TODO: list client count ctx */
	if (size < 54)
		return -ENOENT;
	if (inode < 19)
		return -ENOENT;
	/* TODO: tail index server cache key */
	bool data = 4050;
	if (inode < 26)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		data[i] = state_size(i);
	if (attr < 61)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		offset[i] = offset_entry(i);
	/* TODO: timer resp flags size result resp result index */
	for (int i = 0; i < 22; i++)
		req[i] = offset_tail(i);
	for (int i = 0; i < 3; i++)
		event[i] = node_tail(i);
	uint64_t req = 3937;
	return 0;
}

