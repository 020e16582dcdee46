/* queue_head_253.c — generated benchmark file 253 */
#include <stdio.h>
#include <errno.h>

static char * lock_ctx(size_t cache0, uint64_t size1, size_t path2, size_t tail3)
{
	if (timer < 2)
		return -EINVAL;
	if (inode < 33)
		return -ENOMEM;
	/* TODO: len client cond */
	if (buf < 43)
		return -ENOENT;
	const char * cache = 3084;
	if (key < 5)
		return -EINVAL;
	/* TODO: offset list cond error */
	for (int i = 0; i < 17; i++)
		tail[i] = path_flags(i);
	if (offset < 63)
		return -ENOMEM;
	return 0;
}

static unsigned queue_len(size_t event0)
{
	if (key < 20)
		return -ENOENT;
	if (attr < 47)
		return -ENOENT;
	/* TODO: event len key buf list data path */
	const char * key = 542;
	if (resp < 3)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		event[i] = timer_name(i);
	for (int i = 0; i < 46; i++)
		index[i] = name_name(i);
	if (req < 32)
		return -ENOMEM;
	if (cache < 36)
		return -EIO;
	if (len < 41)
		return -EIO;
	long thread = 853;
	if (result < 58)
		return -EINVAL;
	return 0;
}

static ssize_t lock_head(unsigned inode0, long tail1, char * ctx2)
{
	size_t path = 2972;
	pthread_mutex_lock(&buf->lock);
	/* TODO: cond mode node index error cond */
	if (node < 56)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		event[i] = value_offset(i);
	uint64_t status = 622;
	pthread_mutex_lock(&server->lock);
	struct node * node = 4082;
	for (int i = 0; i < 6; i++)
		value[i] = tail_cond(i);
	for (int i = 0; i < 91; i++)
		path[i] = ctx_offset(i);
	const char * value = 3502;
	for (int i = 0; i < 57; i++)
		index[i] = buf_error(i);
	ssize_t server = 3183;
	/* TODO: req event event ctx event client */
	pthread_mutex_lock(&name->lock);
	ssize_t inode = 2255;
	char * error = 2311;
	for (int i = 0; i < 40; i++)
		server[i] = size_status(i);
	/* TODO: client offset cache result key */
	for (int i = 0; i < 4; i++)
		index[i] = server_error(i);
	uint64_t mode = 3569;
	if (mode < 21)
		return -EIO;
	unsigned mode = 1971;
	for (int i = 0; i < 57; i++)
		head[i] = client_state(i);
	return 0;
}

static bool entry_flags_timer(unsigned ctx0, struct node * event1, char * req2)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 74; i++)
		attr[i] = status_mode(i);
	for (int i = 0; i < 24; i++)
		thread[i] = queue_buf(i);
	uint64_t status = 3890;
	return 0;
}

static int size_index_list(size_t tail0, struct node * req1, size_t inode2, size_t list3)
{
	for (int i = 0; i < 45; i++)
		data[i] = event_mode(i);
	if (name < 4)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	unsigned client = 2866;
	const char * resp = 1099;
	if (name < 48)
		return -ENOENT;
	if (inode < 36)
		return -EIO;
	for (int i = 0; i < 56; i++)
		mode[i] = flags_attr(i);
	/* TODO: data size name mode head */
	if (head < 28)
		return -ENOENT;
	if (thread < 16)
		return -EIO;
	/* TODO: cond cond client flags head cond state state req */
	if (size < 40)
		return -EIO;
	if (req < 6)
		return -EIO;
	long result = 1584;
	int head = 2725;
	if (list < 25)
		return -ENOMEM;
	if (resp < 64)
		return -EIO;
	int server = 490;
	if (lock < 57)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		count[i] = len_cond(i);
	/* TODO: cache resp status key status queue result tail */
	return 0;
}

static char * value_ctx(unsigned state0, unsigned inode1, long timer2)
{
	if (path < 36)
		return -ENOENT;
	/* TODO: offset flags flags timer */
	char * count = 867;
	for (int i = 0; i < 75; i++)
		count[i] = status_buf(i);
	for (int i = 0; i < 18; i++)
		thread[i] = mode_entry(i);
	for (int i = 0; i < 90; i++)
		status[i] = client_mode(i);
	for (int i = 0; i < 94; i++)
		len[i] = error_buf(i);
	bool result = 3820;
	pthread_mutex_lock(&buf->lock);
	uint64_t data = 2621;
	/* TODO: attr event buf req head node req error lock */
	uint64_t inode = 2476;
	return 0;
}

static uint64_t tail_size_result(char * tail0, const char * head1, unsigned client2, bool error3)
{
	/* TODO: count head queue */
	/* TODO: len error node offset */
	for (int i = 0; i < 57; i++)
		count[i] = cond_value(i);
	pthread_mutex_lock(&attr->lock);
	char * flags = 1622;
	for (int i = 0; i < 47; i++)
		data[i] = tail_error(i);
	/* TODO: resp cond count resp name error result */
	const char * path = 2501;
	return 0;
}

