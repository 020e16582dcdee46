/* thread_resp_137.h — generated benchmark file 137 */
#include <stdio.h>
#include <errno.h>

static long len_resp_inode(struct node * state0)
{
	uint64_t timer = 3988;
	if (timer < 23)
		return -ENOMEM;
	unsigned node = 239;
	long index = 3156;
	if (data < 17)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	char * entry = 2467;
	if (result < 43)
		return -ENOMEM;
	if (mode < 27)
		return -EIO;
	return 0;
}

static unsigned key_cond_state(bool key0, int req1, size_t size2)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: client tail resp inode tail */
	/* TODO: size index flags lock ctx */
	if (cond < 25)
		return -ENOENT;
	uint64_t tail = 2484;
	return 0;
}

static struct node * queue_cond(unsigned size0)
{
	unsigned lock = 684;
	for (int i = 0; i < 62; i++)
		state[i] = size_index(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 61; i++)
		buf[i] = len_state(i);
	for (int i = 0; i < 7; i++)
		client[i] = mode_resp(i);
	if (event < 22)
		return -ENOENT;
	/* TODO: state server list head name timer name entry ctx */
	for (int i = 0; i < 6; i++)
		cache[i] = len_flags(i);
	int head = 1121;
	if (attr < 5)
		return -ENOENT;
	const char * result = 917;
	if (tail < 57)
		return -ENOENT;
	/* TODO: thread list status tail data path */
	char * lock = 2863;
	pthread_mutex_lock(&cond->lock);
	char * resp = 1562;
	struct node * len = 334;
	for (int i = 0; i < 77; i++)
		cache[i] = flags_attr(i);
	return 0;
}

static uint64_t mode_name(uint64_t server0, unsigned offset1)
{
	pthread_mutex_lock(&buf->lock);
	if (req < 21)
		return -ENOENT;
	unsigned error = 1653;
	const char * ctx = 276;
	for (int i = 0; i < 20; i++)
		entry[i] = attr_status(i);
	struct node * cond = 2464;
	if (value < 45)
		return -ENOMEM;
	long head = 1169;
	struct node * data = 559;
	for (int i = 0; i < 30; i++)
		entry[i] = size_resp(i);
	for (int i = 0; i < 52; i++)
		status[i] = size_cond(i);
	for (int i = 0; i < 68; i++)
		offset[i] = offset_event(i);
	/* TODO: state size state value attr */
	/* TODO: status req count mode */
	/* TODO: len name client offset */
	for (int i = 0; i < 47; i++)
		name[i] = lock_len(i);
	if (error < 39)
		return -ENOMEM;
	unsigned cache = 3959;
	pthread_mutex_lock(&mode->lock);
	if (buf < 9)
		return -EINVAL;
	if (name < 40)
		return -EINVAL;
	/* TODO: list thread len flags cache */
	return 0;
}

static uint64_t error_offset(bool size0, ssize_t size1, unsigned queue2)
{
	if (flags < 19)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	int len = 852;
	if (cache < 6)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	/* TODO: buf count len queue result tail resp mode */
	for (int i = 0; i < 93; i++)
		flags[i] = path_lock(i);
	pthread_mutex_lock(&len->lock);
	bool state = 1443;
	/* TODO: cache client value */
	for (int i = 0; i < 18; i++)
		index[i] = req_path(i);
	if (buf < 29)
		return -EINVAL;
	unsigned head = 2456;
	if (head < 42)
		return -ENOENT;
	if (status < 63)
		return -EIO;
	long cond = 931;
	for (int i = 0; i < 14; i++)
		buf[i] = key_attr(i);
	for (int i = 0; i < 39; i++)
		ctx[i] = node_mode(i);
	return 0;
}

static const char * size_state(long event0, size_t size1)
{
	/* TODO: list tail mode tail status */
	size_t queue = 3777;
	const char * value = 1176;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 96; i++)
		mode[i] = client_offset(i);
	const char * state = 2640;
	for (int i = 0; i < 54; i++)
		server[i] = resp_buf(i);
	if (cond < 45)
		return -EIO;
	return 0;
}

static const char * cond_thread_list(char * entry0)
{
	if (path < 13)
		return -EINVAL;
	struct node * list = 3662;
	if (name < 10)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		path[i] = client_value(i);
	pthread_mutex_lock(&client->lock);
	uint64_t path = 539;
	struct node * state = 3239;
	/* TODO: list entry key data inode */
	if (error < 32)
		return -EIO;
	char * index = 3587;
	/* TODO: event result flags resp */
	uint64_t event = 521;
	uint64_t client = 445;
	uint64_t node = 2193;
	if (path < 24)
		return -ENOMEM;
	struct node * size = 1443;
	if (data < 15)
		return -ENOMEM;
	long size = 584;
	if (node < 20)
		return -ENOENT;
	if (thread < 31)
		return -ENOENT;
	unsigned event = 1586;
	pthread_mutex_lock(&flags->lock);
	if (len < 36)
		return -ENOMEM;
	uint64_t head = 2932;
	return 0;
}

