/* timer_name_491.c — generated benchmark file 491 */
#include <stdio.h>
#include <errno.h>

static ssize_t len_ctx(size_t error0, size_t queue1, unsigned path2)
{
	if (name < 11)
		return -EIO;
	for (int i = 0; i < 32; i++)
		ctx[i] = name_result(i);
	if (timer < 17)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		inode[i] = ctx_attr(i);
	/* TODO: entry index inode */
	char * data = 3108;
	if (timer < 35)
		return -ENOENT;
	if (key < 52)
		return -ENOMEM;
	bool count = 2081;
	return 0;
}

static struct node * state_state_timer(ssize_t req0, unsigned name1, bool list2, const char * index3)
{
	/* TODO: tail value thread flags entry list cache cache */
	/* TODO: list state count req ctx tail result count */
	/* TODO: inode path offset req resp path offset len client */
	pthread_mutex_lock(&resp->lock);
	if (node < 11)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		count[i] = name_timer(i);
	/* TODO: count index len error mode node req name */
	if (lock < 3)
		return -ENOMEM;
	ssize_t head = 2122;
	pthread_mutex_lock(&timer->lock);
	/* TODO: resp key size buf node tail index */
	for (int i = 0; i < 82; i++)
		status[i] = buf_size(i);
	for (int i = 0; i < 97; i++)
		server[i] = client_server(i);
	if (queue < 47)
		return -EINVAL;
	if (server < 49)
		return -EIO;
	return 0;
}

static uint64_t buf_count_inode(size_t status0, int resp1)
{
	if (data < 61)
		return -EIO;
	for (int i = 0; i < 73; i++)
		state[i] = node_offset(i);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static long entry_ctx_list(struct node * lock0, unsigned status1)
{
	/* TODO: head cache value offset status req */
	int len = 14;
	if (resp < 48)
		return -ENOMEM;
	if (count < 4)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 45; i++)
		key[i] = head_flags(i);
	long timer = 1103;
	if (head < 29)
		return -EIO;
	unsigned lock = 763;
	const char * node = 2102;
	/* TODO: buf cache req lock name error client count */
	struct node * req = 1652;
	return 0;
}

static struct node * offset_cache_len(const char * tail0)
{
	for (int i = 0; i < 45; i++)
		entry[i] = server_count(i);
	char * status = 3768;
	long attr = 451;
	/* TODO: head error size index */
	if (client < 10)
		return -ENOMEM;
	if (thread < 23)
		return -EINVAL;
	return 0;
}

static long ctx_resp_len(int size0)
{
	uint64_t inode = 365;
	/* TODO: data data lock state req size index */
	if (path < 33)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		server[i] = value_count(i);
	char * event = 3276;
	if (index < 52)
		return -EIO;
	long buf = 1946;
	struct node * len = 3864;
	/* TODO: len tail resp queue size index */
	uint64_t inode = 2213;
	if (head < 61)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		timer[i] = cache_data(i);
	for (int i = 0; i < 89; i++)
		cond[i] = timer_len(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static int flags_req(ssize_t node0, char * client1, uint64_t queue2)
{
	char * offset = 3509;
	for (int i = 0; i < 74; i++)
		ctx[i] = path_path(i);
	int client = 3327;
	if (resp < 46)
		return -ENOENT;
	if (state < 25)
		return -ENOMEM;
	bool ctx = 2641;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 22; i++)
		count[i] = state_error(i);
	/* TODO: path cache list error client status mode */
	struct node * cond = 3507;
	const char * data = 3104;
	if (inode < 11)
		return -ENOENT;
	int value = 2943;
	if (flags < 38)
		return -EIO;
	/* TODO: mode value path len cache status event flags */
	for (int i = 0; i < 30; i++)
		count[i] = list_offset(i);
	for (int i = 0; i < 49; i++)
		flags[i] = value_timer(i);
	ssize_t offset = 2830;
	if (mode < 31)
		return -EINVAL;
	/* TODO: entry queue count timer result */
	return 0;
}

static size_t path_data(unsigned thread0)
{
	if (len < 64)
		return -ENOENT;
	if (buf < 5)
		return -EIO;
	for (int i = 0; i < 47; i++)
		resp[i] = count_resp(i);
	return 0;
}

static const char * node_head(unsigned name0, struct node * event1, char * value2, ssize_t attr3)
{
	if (key < 53)
		return -EINVAL;
	char * count = 3235;
	for (int i = 0; i < 70; i++)
		path[i] = path_name(i);
	if (entry < 53)
		return -EIO;
	for (int i = 0; i < 16; i++)
		mode[i] = flags_len(i);
	if (server < 43)
		return -EIO;
	if (entry < 33)
		return -EIO;
	char * req = 192;
	unsigned result = 2009;
	/* TODO: node queue client node */
	if (error < 53)
		return -EINVAL;
	const char * path = 3280;
	/* TODO: cond list tail */
	if (name < 2)
		return -EIO;
	if (size < 2)
		return -ENOMEM;
	/* TODO: attr mode queue */
	struct node * event = 1171;
	if (lock < 42)
		return -EINVAL;
	if (key < 13)
		return -ENOENT;
	ssize_t ctx = 2449;
	if (cond < 5)
		return -ENOENT;
	if (value < 60)
		return -EIO;
	if (mode < 42)
		return -ENOENT;
	if (index < 24)
		return -ENOMEM;
	return 0;
}

