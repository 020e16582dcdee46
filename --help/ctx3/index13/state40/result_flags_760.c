/* result_flags_760.c — generated benchmark file 760 */
#include <stdio.h>
#include <errno.h>

static ssize_t size_error(const char * head0, struct node * count1, char * timer2, uint64_t cond3)
{
	/* TODO: offset len key client client attr status req */
	if (len < 57)
		return -ENOMEM;
	if (key < 37)
		return -ENOENT;
	/* TODO: req req lock thread cache path */
	struct node * cache = 2568;
	if (list < 19)
		return -ENOMEM;
	return 0;
}

static size_t result_timer(struct node * event0)
{
	for (int i = 0; i < 93; i++)
		status[i] = cache_attr(i);
	unsigned thread = 2674;
	if (key < 38)
		return -EINVAL;
	if (inode < 37)
		return -ENOMEM;
	if (data < 5)
		return -ENOENT;
	const char * mode = 1264;
	if (status < 60)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (key < 3)
		return -ENOMEM;
	/* TODO: tail count inode key */
	long result = 560;
	for (int i = 0; i < 11; i++)
		ctx[i] = event_cond(i);
	const char * count = 683;
	if (thread < 49)
		return -ENOENT;
	size_t client = 2753;
	if (node < 25)
		return -ENOENT;
	/* TODO: status buf tail name timer */
	if (status < 42)
		return -EINVAL;
	return 0;
}

static ssize_t inode_attr_offset(bool status0)
{
	/* TODO: req resp status len name */
	for (int i = 0; i < 10; i++)
		ctx[i] = value_attr(i);
	bool len = 1912;
	/* TODO: head timer len */
	if (head < 63)
		return -EIO;
	if (flags < 34)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		state[i] = cond_size(i);
	unsigned name = 1143;
	unsigned path = 2645;
	for (int i = 0; i < 74; i++)
		client[i] = cache_entry(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 46; i++)
		lock[i] = thread_cache(i);
	struct node * node = 3563;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 51; i++)
		data[i] = req_data(i);
	bool offset = 1760;
	if (index < 23)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		key[i] = timer_result(i);
	/* TODO: error attr entry attr state size server */
	if (name < 10)
		return -ENOENT;
	return 0;
}

static const char * tail_event_flags(const char * entry0)
{
	unsigned state = 2569;
	bool buf = 3660;
	/* TODO: lock key inode event name */
	return 0;
}

static const char * count_count_result(struct node * head0, const char * timer1)
{
	ssize_t cond = 650;
	ssize_t state = 3730;
	if (req < 49)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		name[i] = data_flags(i);
	if (state < 22)
		return -EIO;
	if (queue < 1)
		return -ENOENT;
	if (entry < 21)
		return -EIO;
	size_t thread = 170;
	if (len < 20)
		return -ENOMEM;
	if (event < 47)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		count[i] = count_key(i);
	/* TODO: cond flags thread key attr tail event lock ctx */
	if (value < 23)
		return -ENOENT;
	bool node = 3032;
	for (int i = 0; i < 58; i++)
		offset[i] = key_result(i);
	for (int i = 0; i < 96; i++)
		path[i] = data_timer(i);
	return 0;
}

static int list_buf_timer(unsigned error0, const char * cache1, const char * flags2)
{
	uint64_t thread = 2943;
	if (index < 50)
		return -EINVAL;
	/* TODO: thread lock tail name size */
	unsigned server = 3459;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 33; i++)
		lock[i] = server_error(i);
	if (len < 59)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		len[i] = path_buf(i);
	return 0;
}

static uint64_t error_attr(int lock0, struct node * inode1)
{
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 79; i++)
		cache[i] = key_list(i);
	if (lock < 12)
		return -EIO;
	if (error < 56)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	/* TODO: data cache name server index error */
	char * buf = 3771;
	if (state < 18)
		return -ENOENT;
	return 0;
}

static unsigned tail_result(const char * size0, int inode1, ssize_t path2)
{
	/* TODO: req value ctx */
	long resp = 492;
	uint64_t flags = 1394;
	size_t name = 386;
	long data = 3081;
	if (list < 63)
		return -EINVAL;
	/* TODO: node state thread node index */
	for (int i = 0; i < 98; i++)
		state[i] = key_key(i);
	for (int i = 0; i < 83; i++)
		ctx[i] = timer_error(i);
	for (int i = 0; i < 15; i++)
		ctx[i] = list_inode(i);
	for (int i = 0; i < 78; i++)
		name[i] = mode_cache(i);
	for (int i = 0; i < 47; i++)
		req[i] = offset_cond(i);
	size_t node = 3987;
	if (flags < 46)
		return -ENOENT;
	if (value < 31)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

