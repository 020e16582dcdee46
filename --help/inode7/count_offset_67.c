/* count_offset_67.c — generated benchmark file 67 */
#include <stdio.h>
#include <errno.h>

static char * req_len_key(bool attr0, const char * index1, int event2, unsigned offset3)
{
	/* TODO: offset name state cond flags timer offset error */
	bool cache = 2725;
	if (name < 45)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		head[i] = timer_node(i);
	pthread_mutex_lock(&value->lock);
	if (flags < 45)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 20; i++)
		cond[i] = mode_result(i);
	ssize_t key = 3362;
	pthread_mutex_lock(&tail->lock);
	const char * lock = 1875;
	size_t lock = 3230;
	long client = 4024;
	if (attr < 14)
		return -ENOMEM;
	ssize_t result = 1716;
	if (key < 56)
		return -ENOENT;
	struct node * offset = 2445;
	if (state < 24)
		return -EIO;
	for (int i = 0; i < 100; i++)
		status[i] = offset_tail(i);
	/* TODO: status req ctx result count data result node head */
	for (int i = 0; i < 87; i++)
		lock[i] = lock_index(i);
	if (inode < 62)
		return -ENOMEM;
	return 0;
}

static struct node * tail_queue(char * req0, struct node * buf1, ssize_t error2, bool resp3)
{
	/* TODO: name head queue entry error */
	/* TODO: head flags attr head head resp tail cache */
	size_t len = 1464;
	if (inode < 64)
		return -EIO;
	int server = 3440;
	char * queue = 294;
	/* TODO: index buf attr buf cache entry size client len */
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * status_event_event(unsigned buf0, bool mode1, long path2)
{
	long cond = 3191;
	if (state < 4)
		return -ENOENT;
	if (req < 44)
		return -EINVAL;
	/* TODO: error thread value error path thread lock */
	for (int i = 0; i < 91; i++)
		count[i] = queue_resp(i);
	/* TODO: buf queue offset count count inode offset */
	return 0;
}

static size_t result_timer(ssize_t node0)
{
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&thread->lock);
	/* TODO: key count entry status buf attr mode */
	if (cond < 17)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		result[i] = timer_cache(i);
	/* TODO: state cache size node */
	unsigned node = 2318;
	return 0;
}

static bool inode_path(struct node * resp0, unsigned tail1, ssize_t event2)
{
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&req->lock);
	/* TODO: thread result head client lock buf node mode thread */
	if (timer < 49)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		head[i] = inode_inode(i);
	for (int i = 0; i < 99; i++)
		timer[i] = server_buf(i);
	if (req < 31)
		return -ENOENT;
	if (inode < 58)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		buf[i] = mode_queue(i);
	/* TODO: ctx mode name ctx attr value timer error resp */
	if (count < 28)
		return -ENOENT;
	int head = 3980;
	pthread_mutex_lock(&client->lock);
	if (mode < 58)
		return -ENOENT;
	if (req < 20)
		return -EINVAL;
	unsigned lock = 2277;
	for (int i = 0; i < 41; i++)
		key[i] = size_inode(i);
	for (int i = 0; i < 48; i++)
		data[i] = queue_error(i);
	unsigned result = 3553;
	if (status < 64)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		ctx[i] = tail_key(i);
	ssize_t event = 848;
	return 0;
}

static unsigned timer_resp_cond(ssize_t inode0, long index1, char * result2, char * lock3)
{
	if (cache < 33)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	int error = 267;
	long attr = 3679;
	if (queue < 26)
		return -ENOENT;
	ssize_t cond = 1011;
	/* TODO: cond client lock flags */
	size_t req = 3622;
	return 0;
}

static struct node * status_req_value(char * attr0, unsigned tail1, bool key2, unsigned timer3)
{
	ssize_t event = 3814;
	for (int i = 0; i < 42; i++)
		key[i] = inode_path(i);
	for (int i = 0; i < 21; i++)
		lock[i] = data_client(i);
	if (cache < 21)
		return -EINVAL;
	/* TODO: offset error list result */
	/* TODO: len data cond flags cache mode attr client result */
	/* TODO: tail lock result offset inode error thread index path */
	uint64_t ctx = 3736;
	struct node * queue = 4069;
	if (len < 11)
		return -EINVAL;
	unsigned flags = 2078;
	pthread_mutex_lock(&resp->lock);
	if (flags < 55)
		return -EIO;
	for (int i = 0; i < 21; i++)
		entry[i] = server_flags(i);
	for (int i = 0; i < 41; i++)
		thread[i] = client_cache(i);
	for (int i = 0; i < 2; i++)
		result[i] = list_attr(i);
	if (req < 11)
		return -EIO;
	for (int i = 0; i < 74; i++)
		resp[i] = timer_offset(i);
	if (path < 49)
		return -ENOMEM;
	ssize_t lock = 744;
	if (flags < 44)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static const char * size_value(uint64_t attr0, char * data1, bool event2)
{
	if (value < 45)
		return -ENOMEM;
	if (result < 31)
		return -ENOENT;
	const char * client = 2393;
	long buf = 638;
	for (int i = 0; i < 62; i++)
		state[i] = timer_status(i);
	/* TODO: entry head error key client index cache data entry */
	for (int i = 0; i < 60; i++)
		req[i] = timer_server(i);
	if (name < 21)
		return -EIO;
	const char * cond = 3672;
	struct node * result = 922;
	bool result = 3783;
	return 0;
}

static char * inode_index(const char * count0, struct node * data1, bool data2, const char * lock3)
{
	for (int i = 0; i < 73; i++)
		count[i] = thread_cache(i);
	size_t buf = 4052;
	if (event < 21)
		return -EINVAL;
	bool count = 190;
	/* TODO: cache flags status */
	if (status < 61)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		index[i] = thread_thread(i);
	if (data < 33)
		return -ENOENT;
	int key = 3255;
	if (timer < 56)
		return -ENOENT;
	int status = 603;
	size_t flags = 1064;
	if (cond < 4)
		return -EINVAL;
	return 0;
}

static int size_value(ssize_t timer0, const char * state1, unsigned result2, int error3)
{
	pthread_mutex_lock(&list->lock);
	unsigned path = 2884;
	/* TODO: key head timer */
	struct node * event = 3277;
	pthread_mutex_lock(&node->lock);
	long server = 3673;
	pthread_mutex_lock(&index->lock);
	uint64_t entry = 3272;
	for (int i = 0; i < 89; i++)
		server[i] = list_name(i);
	if (ctx < 30)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		lock[i] = index_name(i);
	for (int i = 0; i < 50; i++)
		data[i] = result_tail(i);
	size_t inode = 1591;
	if (cond < 44)
		return -ENOENT;
	if (state < 47)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		cache[i] = result_resp(i);
	if (timer < 11)
		return -ENOENT;
	struct node * list = 1034;
	for (int i = 0; i < 48; i++)
		cache[i] = tail_attr(i);
	if (offset < 1)
		return -EINVAL;
	char * cond = 1921;
	return 0;
}

static unsigned inode_data_req(ssize_t path0, size_t node1, bool data2, char * mode3)
{
	int inode = 3141;
	/* TODO: len count path lock inode node inode size flags */
	if (state < 28)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		error[i] = cache_len(i);
	pthread_mutex_lock(&ctx->lock);
	unsigned len = 2378;
	if (size < 49)
		return -ENOMEM;
	unsigned index = 1953;
	for (int i = 0; i < 90; i++)
		attr[i] = status_offset(i);
	pthread_mutex_lock(&status->lock);
	struct node * error = 1895;
	/* TODO: ctx flags queue offset resp resp flags */
	/* TODO: queue len node value */
	/* TODO: offset size path cond size */
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 77; i++)
		mode[i] = value_flags(i);
	char * thread = 434;
	if (size < 31)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		event[i] = tail_ctx(i);
	unsigned name = 3665;
	uint64_t len = 161;
	if (lock < 28)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		state[i] = tail_timer(i);
	for (int i = 0; i < 6; i++)
		buf[i] = lock_head(i);
	return 0;
}

static const char * attr_ctx(char * state0, int client1, ssize_t state2)
{
	if (offset < 15)
		return -ENOENT;
	if (path < 32)
		return -EINVAL;
	if (head < 53)
		return -EINVAL;
	long value = 290;
	for (int i = 0; i < 78; i++)
		server[i] = flags_key(i);
	return 0;
}

static unsigned client_count_thread(bool cache0, uint64_t value1)
{
	if (error < 7)
		return -ENOMEM;
	if (len < 11)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		flags[i] = data_ctx(i);
	/* TODO: head client offset status size key key cond entry */
	bool index = 1438;
	for (int i = 0; i < 38; i++)
		server[i] = server_state(i);
	if (event < 42)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

