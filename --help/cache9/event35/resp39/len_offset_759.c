/* len_offset_759.c — generated benchmark file 759 */
#include <stdio.h>
#include <errno.h>

static bool count_value_path(ssize_t path0, char * thread1, unsigned key2, const char * status3)
{
	const char * state = 3604;
	if (len < 22)
		return -EIO;
	if (req < 60)
		return -ENOENT;
	bool node = 2443;
	return 0;
}

static char * tail_event_flags(ssize_t event0, struct node * attr1, uint64_t head2)
{
	ssize_t path = 2146;
	for (int i = 0; i < 39; i++)
		flags[i] = lock_server(i);
	for (int i = 0; i < 24; i++)
		event[i] = timer_head(i);
	size_t cache = 2598;
	for (int i = 0; i < 52; i++)
		flags[i] = size_size(i);
	for (int i = 0; i < 63; i++)
		head[i] = tail_ctx(i);
	for (int i = 0; i < 39; i++)
		lock[i] = lock_ctx(i);
	for (int i = 0; i < 80; i++)
		entry[i] = count_head(i);
	/* TODO: error data lock state */
	pthread_mutex_lock(&size->lock);
	if (len < 44)
		return -ENOENT;
	uint64_t data = 3388;
	for (int i = 0; i < 6; i++)
		attr[i] = queue_tail(i);
	long cache = 595;
	if (timer < 60)
		return -ENOMEM;
	/* TODO: cond head thread head size lock data count */
	uint64_t tail = 1692;
	unsigned result = 3597;
	if (index < 57)
		return -ENOMEM;
	const char * resp = 2522;
	return 0;
}

static struct node * mode_tail_status(char * status0)
{
	/* TODO: tail attr index node */
	for (int i = 0; i < 38; i++)
		count[i] = flags_resp(i);
	/* TODO: cond queue cond mode event len */
	pthread_mutex_lock(&cache->lock);
	if (name < 41)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	long error = 405;
	if (index < 48)
		return -EIO;
	struct node * count = 483;
	for (int i = 0; i < 13; i++)
		error[i] = client_queue(i);
	for (int i = 0; i < 22; i++)
		queue[i] = count_head(i);
	for (int i = 0; i < 4; i++)
		head[i] = offset_value(i);
	pthread_mutex_lock(&mode->lock);
	if (queue < 49)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		attr[i] = offset_size(i);
	ssize_t error = 3105;
	uint64_t cache = 2477;
	long data = 241;
	if (index < 9)
		return -EIO;
	long flags = 2712;
	if (list < 64)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		head[i] = mode_count(i);
	const char * path = 1689;
	struct node * offset = 1275;
	return 0;
}

static uint64_t tail_buf_flags(size_t entry0, uint64_t inode1)
{
	if (inode < 39)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		index[i] = queue_cond(i);
	for (int i = 0; i < 89; i++)
		value[i] = offset_inode(i);
	uint64_t offset = 3233;
	if (value < 59)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	struct node * state = 438;
	/* TODO: entry count resp timer name server tail */
	char * status = 2883;
	unsigned list = 2540;
	if (inode < 14)
		return -ENOENT;
	if (path < 20)
		return -ENOMEM;
	if (req < 37)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		server[i] = ctx_head(i);
	unsigned timer = 2297;
	bool list = 209;
	/* TODO: data value cond size buf lock name path */
	for (int i = 0; i < 55; i++)
		name[i] = flags_list(i);
	if (timer < 57)
		return -EINVAL;
	if (state < 20)
		return -ENOENT;
	ssize_t count = 3902;
	for (int i = 0; i < 37; i++)
		ctx[i] = event_inode(i);
	size_t len = 230;
	return 0;
}

static ssize_t timer_index(bool key0, long head1, struct node * client2, int list3)
{
	bool tail = 3140;
	for (int i = 0; i < 6; i++)
		inode[i] = value_len(i);
	if (tail < 23)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		attr[i] = resp_len(i);
	if (key < 49)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		server[i] = attr_lock(i);
	for (int i = 0; i < 80; i++)
		cache[i] = head_req(i);
	char * count = 4000;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static uint64_t req_status_size(ssize_t size0)
{
	if (inode < 13)
		return -ENOENT;
	if (result < 45)
		return -EINVAL;
	bool cache = 954;
	return 0;
}

static size_t event_cond(char * cache0, long offset1, long mode2, ssize_t resp3)
{
	struct node * cache = 278;
	if (status < 49)
		return -EIO;
	unsigned list = 115;
	char * state = 2756;
	/* TODO: name cond attr head size thread ctx head list */
	return 0;
}

static const char * name_path(int mode0)
{
	for (int i = 0; i < 85; i++)
		tail[i] = key_cond(i);
	for (int i = 0; i < 48; i++)
		ctx[i] = timer_lock(i);
	unsigned buf = 1245;
	return 0;
}

static ssize_t buf_size(bool key0, uint64_t index1)
{
	/* TODO: value state resp node ctx tail */
	if (flags < 2)
		return -EIO;
	struct node * flags = 2145;
	if (timer < 15)
		return -EINVAL;
	if (len < 2)
		return -EINVAL;
	if (head < 29)
		return -EINVAL;
	if (thread < 53)
		return -ENOENT;
	uint64_t len = 3231;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static const char * head_server(bool key0)
{
	if (cond < 7)
		return -ENOENT;
	int attr = 892;
	uint64_t mode = 1776;
	if (buf < 17)
		return -ENOMEM;
	size_t size = 1779;
	struct node * cache = 2890;
	char * entry = 531;
	if (queue < 31)
		return -EINVAL;
	long ctx = 2832;
	for (int i = 0; i < 28; i++)
		timer[i] = status_attr(i);
	for (int i = 0; i < 23; i++)
		inode[i] = event_name(i);
	return 0;
}

static bool cond_error(const char * flags0, const char * index1)
{
	/* TODO: key timer flags event lock cond data state */
	if (thread < 64)
		return -EINVAL;
	ssize_t cond = 3144;
	int timer = 2221;
	for (int i = 0; i < 55; i++)
		lock[i] = mode_count(i);
	for (int i = 0; i < 60; i++)
		len[i] = ctx_value(i);
	pthread_mutex_lock(&buf->lock);
	if (client < 43)
		return -ENOENT;
	if (req < 41)
		return -ENOMEM;
	/* TODO: event queue client head len */
	for (int i = 0; i < 50; i++)
		event[i] = buf_name(i);
	if (cond < 12)
		return -EIO;
	ssize_t server = 3809;
	ssize_t buf = 1337;
	for (int i = 0; i < 75; i++)
		offset[i] = client_mode(i);
	return 0;
}

static uint64_t queue_count_lock(struct node * server0, int event1, char * size2, char * mode3)
{
	if (tail < 12)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		lock[i] = result_buf(i);
	for (int i = 0; i < 57; i++)
		error[i] = ctx_cond(i);
	char * status = 2242;
	int status = 3127;
	/* TODO: size len status event key status */
	return 0;
}

static long count_count_timer(struct node * mode0, unsigned result1)
{
	unsigned size = 1152;
	const char * name = 2706;
	if (len < 32)
		return -EINVAL;
	/* TODO: list req server queue name index path count result */
	if (mode < 10)
		return -ENOENT;
	/* TODO: data lock tail queue */
	long result = 1136;
	return 0;
}

static long timer_index_buf(const char * resp0, unsigned state1, bool attr2)
{
	for (int i = 0; i < 86; i++)
		req[i] = data_cache(i);
	for (int i = 0; i < 16; i++)
		cond[i] = thread_state(i);
	if (node < 16)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (resp < 19)
		return -EIO;
	unsigned cond = 1993;
	uint64_t len = 1033;
	if (list < 36)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		offset[i] = thread_thread(i);
	/* TODO: thread len offset index lock result ctx thread */
	for (int i = 0; i < 28; i++)
		state[i] = len_list(i);
	for (int i = 0; i < 8; i++)
		timer[i] = event_resp(i);
	for (int i = 0; i < 35; i++)
		inode[i] = data_attr(i);
	if (flags < 10)
		return -EINVAL;
	if (lock < 48)
		return -EIO;
	for (int i = 0; i < 87; i++)
		len[i] = server_head(i);
	/* TODO: tail timer tail */
	return 0;
}

static unsigned cache_name_flags(uint64_t size0, const char * offset1, unsigned lock2, ssize_t entry3)
{
	if (ctx < 59)
		return -EINVAL;
	long key = 2545;
	if (data < 42)
		return -ENOENT;
	int flags = 3248;
	if (server < 5)
		return -EINVAL;
	long lock = 3538;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&error->lock);
	if (index < 4)
		return -EIO;
	if (data < 19)
		return -EIO;
	const char * data = 1206;
	/* TODO: data thread mode data timer entry len offset buf */
	ssize_t head = 2238;
	if (key < 51)
		return -EIO;
	for (int i = 0; i < 76; i++)
		name[i] = thread_tail(i);
	for (int i = 0; i < 34; i++)
		name[i] = server_state(i);
	if (mode < 1)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	if (tail < 48)
		return -EIO;
	const char * len = 2870;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 62; i++)
		queue[i] = timer_resp(i);
	if (value < 25)
		return -ENOMEM;
	return 0;
}

