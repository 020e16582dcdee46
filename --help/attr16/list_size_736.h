/* list_size_736.h — generated benchmark file 736 */
#include <stdio.h>
#include <errno.h>

static unsigned value_value(size_t client0, size_t cache1)
{
	for (int i = 0; i < 24; i++)
		mode[i] = inode_offset(i);
	/* TODO: key server entry thread name error tail */
	if (len < 21)
		return -EIO;
	if (attr < 38)
		return -EINVAL;
	return 0;
}

static size_t tail_cond(int server0, struct node * path1, int list2)
{
	/* TODO: resp req ctx name result */
	for (int i = 0; i < 41; i++)
		index[i] = mode_cache(i);
	/* TODO: cache flags client server name head req index tail */
	/* TODO: resp count state tail resp head name inode */
	if (req < 9)
		return -ENOMEM;
	return 0;
}

static uint64_t queue_value_value(char * lock0, int path1, int server2, uint64_t result3)
{
	pthread_mutex_lock(&status->lock);
	/* TODO: cond name buf flags cache lock status timer path */
	struct node * size = 1450;
	/* TODO: ctx node mode cache buf offset */
	int value = 1936;
	size_t entry = 3690;
	for (int i = 0; i < 29; i++)
		result[i] = value_node(i);
	if (ctx < 1)
		return -EINVAL;
	return 0;
}

static char * event_attr_lock(int flags0, int count1)
{
	/* TODO: len len client timer error index server */
	if (node < 20)
		return -EINVAL;
	bool index = 1250;
	size_t cond = 1147;
	if (path < 41)
		return -EINVAL;
	/* TODO: key event timer cond */
	bool result = 3206;
	if (state < 38)
		return -EINVAL;
	/* TODO: tail state len server client */
	for (int i = 0; i < 82; i++)
		inode[i] = state_data(i);
	struct node * mode = 762;
	struct node * buf = 422;
	pthread_mutex_lock(&len->lock);
	/* TODO: name inode node queue list queue cache */
	for (int i = 0; i < 87; i++)
		buf[i] = mode_tail(i);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static unsigned offset_attr(unsigned head0, int entry1)
{
	if (cond < 23)
		return -ENOENT;
	/* TODO: queue result result path name data resp error */
	if (value < 24)
		return -EIO;
	if (flags < 34)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	bool cond = 2405;
	for (int i = 0; i < 45; i++)
		client[i] = status_event(i);
	char * path = 1026;
	long result = 3128;
	if (timer < 63)
		return -EINVAL;
	if (list < 46)
		return -EIO;
	/* TODO: index name entry */
	for (int i = 0; i < 82; i++)
		attr[i] = buf_entry(i);
	if (head < 3)
		return -EIO;
	return 0;
}

static unsigned server_state(int attr0, bool event1, bool event2, char * server3)
{
	const char * req = 3543;
	unsigned entry = 343;
	pthread_mutex_lock(&node->lock);
	if (result < 59)
		return -EINVAL;
	/* TODO: count index tail data head req thread state list */
	for (int i = 0; i < 52; i++)
		req[i] = tail_tail(i);
	if (offset < 23)
		return -ENOENT;
	/* TODO: result len server */
	for (int i = 0; i < 65; i++)
		ctx[i] = len_state(i);
	/* TODO: value list result cond list */
	return 0;
}

static unsigned event_result(size_t server0, struct node * state1)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 70; i++)
		count[i] = ctx_buf(i);
	/* TODO: buf index req cond index value path */
	pthread_mutex_lock(&client->lock);
	size_t ctx = 269;
	uint64_t cond = 291;
	if (buf < 18)
		return -EIO;
	size_t timer = 2160;
	pthread_mutex_lock(&attr->lock);
	bool status = 232;
	bool queue = 84;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&result->lock);
	if (result < 62)
		return -ENOMEM;
	if (entry < 30)
		return -ENOMEM;
	/* TODO: lock list head lock mode server ctx */
	pthread_mutex_lock(&attr->lock);
	int node = 3861;
	if (event < 37)
		return -ENOENT;
	if (buf < 18)
		return -ENOMEM;
	return 0;
}

static long resp_offset(struct node * mode0, char * cond1, const char * name2, uint64_t inode3)
{
	bool req = 2088;
	bool timer = 1712;
	/* TODO: queue resp path attr */
	if (data < 34)
		return -EIO;
	if (req < 33)
		return -EINVAL;
	if (req < 16)
		return -ENOMEM;
	/* TODO: mode data cond name key status value result */
	for (int i = 0; i < 62; i++)
		attr[i] = name_cond(i);
	if (ctx < 63)
		return -ENOMEM;
	size_t path = 3632;
	return 0;
}

