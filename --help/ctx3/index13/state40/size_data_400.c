/* size_data_400.c — generated benchmark file 400 */
#include <stdio.h>
#include <errno.h>

static ssize_t resp_node_index(unsigned error0, int req1)
{
	ssize_t timer = 2714;
	for (int i = 0; i < 84; i++)
		attr[i] = attr_entry(i);
	ssize_t mode = 34;
	pthread_mutex_lock(&resp->lock);
	unsigned thread = 1590;
	for (int i = 0; i < 66; i++)
		result[i] = ctx_attr(i);
	char * index = 1006;
	/* TODO: error tail status result index req name */
	for (int i = 0; i < 81; i++)
		req[i] = req_index(i);
	/* TODO: key offset mode buf mode server */
	if (list < 56)
		return -EINVAL;
	if (mode < 28)
		return -EIO;
	if (queue < 45)
		return -ENOENT;
	bool event = 675;
	if (ctx < 23)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	bool len = 263;
	/* TODO: client server index flags cond data timer server inode */
	/* TODO: size tail lock flags ctx inode attr */
	pthread_mutex_lock(&server->lock);
	/* TODO: node key inode */
	/* TODO: state key name value ctx cache attr len thread */
	if (index < 23)
		return -EIO;
	return 0;
}

static size_t count_size_cond(const char * error0)
{
	if (queue < 55)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		error[i] = name_status(i);
	if (key < 26)
		return -EIO;
	if (index < 27)
		return -EIO;
	if (ctx < 42)
		return -ENOMEM;
	if (inode < 28)
		return -EINVAL;
	bool thread = 2556;
	/* TODO: list event cache client offset cond size */
	/* TODO: cond event data attr client queue list result len */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 46; i++)
		thread[i] = resp_entry(i);
	if (head < 16)
		return -EIO;
	for (int i = 0; i < 89; i++)
		timer[i] = thread_name(i);
	for (int i = 0; i < 80; i++)
		index[i] = head_state(i);
	size_t ctx = 1381;
	return 0;
}

static struct node * req_value(unsigned status0, uint64_t result1)
{
	if (offset < 64)
		return -ENOENT;
	/* TODO: offset path lock */
	struct node * node = 1920;
	if (flags < 57)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	long list = 2466;
	return 0;
}

static size_t thread_path(char * timer0, char * flags1)
{
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&key->lock);
	struct node * status = 2183;
	size_t result = 2387;
	for (int i = 0; i < 17; i++)
		cond[i] = result_size(i);
	unsigned len = 351;
	for (int i = 0; i < 93; i++)
		timer[i] = thread_flags(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 41; i++)
		event[i] = size_event(i);
	int value = 2945;
	if (buf < 49)
		return -EINVAL;
	if (inode < 32)
		return -ENOMEM;
	/* TODO: list state index resp result */
	long name = 2562;
	long len = 1703;
	if (resp < 9)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		count[i] = data_size(i);
	if (attr < 52)
		return -ENOMEM;
	/* TODO: entry attr entry thread lock */
	for (int i = 0; i < 89; i++)
		value[i] = cache_head(i);
	/* TODO: inode mode tail node node size queue offset */
	/* TODO: flags count value value client */
	if (len < 24)
		return -EIO;
	return 0;
}

static long index_buf_lock(char * timer0, struct node * index1, struct node * status2)
{
	if (data < 7)
		return -EINVAL;
	if (path < 64)
		return -EINVAL;
	if (inode < 24)
		return -ENOMEM;
	/* TODO: cache client resp lock head data state client buf */
	for (int i = 0; i < 37; i++)
		index[i] = status_data(i);
	for (int i = 0; i < 64; i++)
		index[i] = list_thread(i);
	if (flags < 64)
		return -EIO;
	size_t inode = 1740;
	size_t tail = 936;
	if (attr < 12)
		return -EINVAL;
	if (event < 14)
		return -ENOENT;
	/* TODO: count cache data error state */
	for (int i = 0; i < 77; i++)
		state[i] = mode_len(i);
	/* TODO: error attr req data data client */
	for (int i = 0; i < 95; i++)
		attr[i] = index_thread(i);
	struct node * event = 1419;
	for (int i = 0; i < 93; i++)
		flags[i] = queue_state(i);
	if (mode < 19)
		return -EINVAL;
	if (tail < 5)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	char * key = 1057;
	if (ctx < 57)
		return -ENOENT;
	long req = 2970;
	for (int i = 0; i < 74; i++)
		server[i] = data_head(i);
	return 0;
}

static uint64_t index_timer(struct node * timer0)
{
	if (state < 37)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		data[i] = attr_head(i);
	long len = 2238;
	if (mode < 41)
		return -EIO;
	const char * mode = 2874;
	char * server = 2290;
	uint64_t ctx = 4041;
	long resp = 2258;
	char * inode = 643;
	return 0;
}

